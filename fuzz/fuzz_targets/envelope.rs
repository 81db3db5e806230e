//! The envelope decoder must never panic, and what it accepts must be
//! consistent: ids are valid JSON of an allowed kind, and decoding the
//! params ahead (the path the typed sides take) changes nothing but the
//! params' form — the same message, the same params text, and a decoded
//! value equal to what that text parses to.
#![no_main]

use acp_wire::rpc::envelope::{decode_batch, decode_message, decode_message_with, is_batch, Message};
use acp_wire::rpc::ParamsDecoder;
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

/// The message without its params' form (kind, id, method, params text, outcome).
fn describe(m: &Message<'_>) -> String {
    match m {
        Message::Request { id, method, params } => format!("req {} {method} {:?}", id.get(), params.json()),
        Message::Notification { method, params } => format!("note {method} {:?}", params.json()),
        Message::Response { id, outcome: Ok(r) } => format!("ok {} {}", id.get(), r.get()),
        Message::Response { id, outcome: Err(e) } => format!("err {} {}", id.get(), e.get()),
    }
}

fn check(data: &[u8]) {
    let plain = decode_message(data);
    let decoder = |_: &str| Some(ParamsDecoder::of::<Value>());
    let ahead = decode_message_with(data, &decoder);
    match (&plain, ahead) {
        (Ok(p), Ok(a)) => {
            assert_eq!(describe(p), describe(&a), "decoding ahead changed the message");
            if let Message::Request { id, .. } | Message::Response { id, .. } = p {
                serde_json::from_str::<Value>(id.get()).expect("id is JSON");
            }
            if let Message::Request { params, .. } | Message::Notification { params, .. } = a {
                // Decoded ahead or not, the value is what the text says
                // (text that is valid JSON but no `Value`, like 1e400, is
                // left raw by both paths).
                if let Some(Ok(text)) = params.json().map(serde_json::from_str::<Value>) {
                    assert_eq!(params.decode::<Value>().expect("params decode"), text);
                }
            }
        }
        (Err(_), Err(_)) => {}
        (p, a) => panic!("decoding ahead changed the outcome: {:?} vs {:?}", p.is_ok(), a.is_ok()),
    }
}

fuzz_target!(|data: &[u8]| {
    if is_batch(data) {
        if let Ok(items) = decode_batch(data) {
            for i in items {
                check(i.get().as_bytes());
            }
        }
        return;
    }
    check(data);
});
