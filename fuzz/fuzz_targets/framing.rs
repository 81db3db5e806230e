//! The framing decoder must never panic, never return a frame larger than
//! the cap, keep its buffer bounded, and yield the same frames whatever the
//! split of the input.
#![no_main]

use acp_wire::transport::{Frame, FrameDecoder, Framing};
use libfuzzer_sys::fuzz_target;

fn run(data: &[u8], split: usize, max: usize) -> Vec<String> {
    let mut d = FrameDecoder::new(Framing::Auto, max);
    let mut out = Vec::new();
    let mut take = |f: Frame<'_>| {
        out.push(match f {
            Frame::Message(m) => {
                assert!(m.len() <= max);
                format!("M{m:?}")
            }
            Frame::Oversized(o) => format!("O{:?}{}", o.id, o.has_method),
            Frame::Malformed(w) => format!("X{w}"),
        })
    };
    for chunk in data.chunks(split) {
        d.feed(chunk);
        while let Some(f) = d.next_frame() {
            take(f);
        }
        assert!(d.buffered() <= max + split + 16 * 1024);
    }
    while let Some(f) = d.finish() {
        take(f);
    }
    out
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let max = 16 + data[0] as usize * 4;
    let split = 1 + data[1] as usize;
    let body = &data[2..];
    let a = run(body, split, max);
    let b = run(body, body.len().max(1), max);
    // Oversized sizes may differ only in how much trailing noise was seen;
    // the message frames must match exactly.
    let msgs = |v: &[String]| v.iter().filter(|s| s.starts_with('M')).cloned().collect::<Vec<_>>();
    assert_eq!(msgs(&a), msgs(&b));
});
