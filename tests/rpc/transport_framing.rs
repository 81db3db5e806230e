//! The framing decoder under deterministic pseudo-random inputs and splits
//! (the same invariants as the `fuzz/` framing target, runnable on stable).

use acp_wire::rpc::envelope::{decode_message, is_batch, decode_batch};
use acp_wire::transport::{Frame, FrameDecoder, Framing};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn frames(input: &[u8], max: usize, rng: Option<&mut Rng>) -> Vec<String> {
    let mut d = FrameDecoder::new(Framing::Auto, max);
    let mut out = Vec::new();
    let mut push = |f: Frame<'_>| {
        out.push(match f {
            Frame::Message(m) => {
                assert!(m.len() <= max);
                format!("M{}", String::from_utf8_lossy(m))
            }
            Frame::Oversized(o) => format!("O{:?}/{}", o.id.map(|i| String::from_utf8_lossy(&i).into_owned()), o.has_method),
            Frame::Malformed(w) => format!("X{w}"),
        })
    };
    match rng {
        None => d.feed(input),
        Some(rng) => {
            let mut pos = 0;
            while pos < input.len() {
                let n = (1 + rng.below(64)).min(input.len() - pos);
                d.feed(&input[pos..pos + n]);
                pos += n;
                while let Some(f) = d.next_frame() {
                    push(f);
                }
                assert!(d.buffered() <= max + 64 + 8 * 1024, "buffer grew to {}", d.buffered());
            }
        }
    }
    while let Some(f) = d.finish() {
        push(f);
    }
    out
}

const PIECES: &[&str] = &[
    r#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"s":"x\"y"}}"#,
    r#"{"jsonrpc":"2.0","method":"n"}"#,
    r#"{"result":{"a":[1,2,{"id":3}]},"id":"u-1","jsonrpc":"2.0"}"#,
    "garbage }{ here",
    "",
    "   ",
    r#"[{"jsonrpc":"2.0","id":2,"method":"b"}]"#,
    "\u{00e9}\u{1F600} unicode",
];

#[test]
fn ndjson_frames_do_not_depend_on_the_split() {
    let mut rng = Rng(0x9E3779B97F4A7C15);
    for round in 0..300 {
        let mut input = Vec::new();
        for _ in 0..rng.below(30) {
            let p = PIECES[rng.below(PIECES.len())];
            input.extend_from_slice(p.as_bytes());
            if rng.below(5) == 0 {
                // An oversized line: long padding inside a string.
                input.push(b'\n');
                input.extend_from_slice(format!(r#"{{"id":{round},"method":"big","params":"{}"}}"#, "p".repeat(200 + rng.below(400))).as_bytes());
            }
            input.extend_from_slice(if rng.below(2) == 0 { b"\r\n" } else { b"\n" });
        }
        let max = 150;
        let whole = frames(&input, max, None);
        for _ in 0..4 {
            assert_eq!(frames(&input, max, Some(&mut rng)), whole, "round {round}");
        }
        // Every oversized request line kept its id.
        for f in whole.iter().filter(|f| f.starts_with('O')) {
            assert!(f.contains("Some") && f.ends_with("true"), "{f}");
        }
    }
}

#[test]
fn content_length_frames_do_not_depend_on_the_split() {
    let mut rng = Rng(42);
    for round in 0..200 {
        let mut input = Vec::new();
        for _ in 0..1 + rng.below(20) {
            let body = PIECES[rng.below(PIECES.len())];
            let body = if rng.below(6) == 0 { format!("{body}{}", "q".repeat(300)) } else { body.to_owned() };
            input.extend_from_slice(format!("Content-Length: {}\r\n\r\n{body}", body.len()).as_bytes());
        }
        let whole = frames(&input, 200, None);
        assert!(!whole.is_empty());
        for _ in 0..4 {
            assert_eq!(frames(&input, 200, Some(&mut rng)), whole, "round {round}");
        }
    }
}

#[test]
fn random_bytes_never_panic_the_decoders() {
    let mut rng = Rng(7);
    let alphabet = b"{}[]\":,\\\r\n ab1-0nulltrueContent-Length: idmethod";
    for _ in 0..2000 {
        let len = rng.below(300);
        let input: Vec<u8> = (0..len).map(|_| if rng.below(10) == 0 { rng.next() as u8 } else { alphabet[rng.below(alphabet.len())] }).collect();
        let max = 1 + rng.below(100);
        for f in frames(&input, max, Some(&mut rng)) {
            if let Some(m) = f.strip_prefix('M') {
                if is_batch(m.as_bytes()) {
                    let _ = decode_batch(m.as_bytes());
                } else {
                    let _ = decode_message(m.as_bytes());
                }
            }
        }
    }
}
