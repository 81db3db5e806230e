//! The envelope decoder must never panic, and what it accepts must be
//! consistent (ids are valid JSON of an allowed kind).
#![no_main]

use acp_wire::rpc::envelope::{decode_batch, decode_message, is_batch, Message};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if is_batch(data) {
        if let Ok(items) = decode_batch(data) {
            for i in items {
                let _ = decode_message(i.get().as_bytes());
            }
        }
        return;
    }
    match decode_message(data) {
        Ok(Message::Request { id, .. }) | Ok(Message::Response { id, .. }) => {
            serde_json::from_str::<serde_json::Value>(id.get()).expect("id is JSON");
        }
        _ => {}
    }
});
