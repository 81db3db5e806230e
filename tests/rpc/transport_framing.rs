//! The framing decoder under deterministic pseudo-random inputs and splits
//! (the same invariants as the `fuzz/` framing target, runnable on stable).

use acp_wire::rpc::envelope::{decode_batch, decode_message, decode_message_with, is_batch, DecodeError, Message};
use acp_wire::rpc::ParamsDecoder;
use serde_json::value::RawValue;
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

/// What the envelope decoder made of one frame, checked against what
/// `serde_json` says the frame is (the invariants of `fuzz/`'s envelope
/// target): a message only from a JSON object, a parse error only for text
/// that is not JSON, ids that are JSON of an allowed kind, and the same
/// outcome with the params decoded ahead.
fn check_decoded(frame: &[u8]) -> &'static str {
    use serde::de::IgnoredAny;
    let is_json = serde_json::from_slice::<IgnoredAny>(frame).is_ok();
    let is_object = frame.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{');
    let id_ok = |id: &RawValue| {
        serde_json::from_str::<IgnoredAny>(id.get()).is_ok() && matches!(id.get().as_bytes().first(), Some(b'"' | b'-' | b'0'..=b'9' | b'n'))
    };
    let text = String::from_utf8_lossy(frame);
    let plain = decode_message(frame);
    let ahead = decode_message_with(frame, &|_: &str| Some(ParamsDecoder::of::<serde_json::Value>()));
    assert_eq!(plain.is_ok(), ahead.is_ok(), "decoding the params ahead changed the outcome of {text:?}");
    match plain {
        Ok(m) => {
            assert!(is_json && is_object, "decoded a message from {text:?}, which is not a JSON object");
            match m {
                Message::Request { id, .. } => {
                    assert!(id_ok(id), "request id {} of {text:?}", id.get());
                    "request"
                }
                Message::Notification { .. } => "notification",
                Message::Response { id, outcome } => {
                    assert!(serde_json::from_str::<IgnoredAny>(id.get()).is_ok(), "response id of {text:?}");
                    let raw = outcome.unwrap_or_else(|e| e);
                    assert!(serde_json::from_str::<IgnoredAny>(raw.get()).is_ok(), "response outcome of {text:?}");
                    "response"
                }
            }
        }
        Err(DecodeError::Parse) => {
            assert!(!is_json, "{text:?} is JSON, yet reported as a parse error");
            "parse error"
        }
        Err(DecodeError::Invalid { id, .. }) => {
            assert!(is_json, "{text:?} is not JSON, yet reported as an invalid request");
            if let Some(id) = id {
                assert!(id_ok(id), "invalid request answered with id {} of {text:?}", id.get());
            }
            "invalid request"
        }
        Err(DecodeError::BadResponse(_)) => {
            assert!(is_json && is_object, "{text:?}: a bad response from what is not a JSON object");
            "bad response"
        }
    }
}

/// One frame as the connection takes it: a batch item by item, or one message.
fn check_frame(m: &[u8], seen: &mut std::collections::BTreeMap<&'static str, usize>) {
    if !is_batch(m) {
        *seen.entry(check_decoded(m)).or_default() += 1;
        return;
    }
    match decode_batch(m) {
        Ok(items) => {
            if let Ok(v) = serde_json::from_slice::<Vec<serde::de::IgnoredAny>>(m) {
                assert_eq!(v.len(), items.len(), "{:?}", String::from_utf8_lossy(m));
            }
            *seen.entry("batch").or_default() += 1;
            for i in items {
                *seen.entry(check_decoded(i.get().as_bytes())).or_default() += 1;
            }
        }
        Err(_) => {
            assert!(serde_json::from_slice::<Vec<serde::de::IgnoredAny>>(m).is_err(), "{:?} is a JSON array", String::from_utf8_lossy(m));
            *seen.entry("bad batch").or_default() += 1;
        }
    }
}

#[test]
fn random_bytes_never_panic_the_decoders() {
    let mut rng = Rng(7);
    let alphabet = b"{}[]\":,\\\r\n ab1-0nulltrueContent-Length: idmethod";
    let mut seen = std::collections::BTreeMap::<&str, usize>::new();
    for _ in 0..2000 {
        let len = rng.below(300);
        let input: Vec<u8> = (0..len).map(|_| if rng.below(10) == 0 { rng.next() as u8 } else { alphabet[rng.below(alphabet.len())] }).collect();
        let max = 1 + rng.below(100);
        for f in frames(&input, max, Some(&mut rng)) {
            if let Some(m) = f.strip_prefix('M') {
                check_frame(m.as_bytes(), &mut seen);
            }
        }
    }
    // Near-messages: each piece with one byte replaced or cut short, so
    // that the decoded and the invalid paths are reached too, not only the
    // parse errors random bytes mostly are.
    for _ in 0..4000 {
        let mut m = PIECES[rng.below(PIECES.len())].as_bytes().to_vec();
        if m.is_empty() {
            continue;
        }
        match rng.below(3) {
            0 => m.truncate(rng.below(m.len())),
            1 => {
                let at = rng.below(m.len());
                m[at] = alphabet[rng.below(alphabet.len())];
            }
            _ => {}
        }
        check_frame(&m, &mut seen);
    }
    eprintln!("random frames: {seen:?}");
    // Every outcome was reached, and checked, many times.
    for kind in ["request", "notification", "response", "parse error", "invalid request", "batch", "bad batch"] {
        assert!(seen.get(kind).copied().unwrap_or(0) >= 5, "{kind}: too few frames decoded so: {seen:?}");
    }
}
