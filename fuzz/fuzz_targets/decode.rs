//! The decode path of every generated params and result type: the first
//! bytes pick a version, a method and a direction (params, or a request's
//! result); the rest is the JSON text to decode as that method's type.
//! No panic, no hang; and a decode that succeeds re-encodes to JSON that
//! decodes again and re-encodes to the same bytes (the types are lossless).
//! Damage the schema's `x-deserialize-*` hints cover decodes too: then every
//! recovery `recoveries_def` reports points at a value of the input, and
//! the value re-encodes to the input (what a hint let through is kept raw).
//!
//! Seeds: `cargo run --example fuzz_seeds -- fuzz/corpus/decode` writes one
//! file per params/result member of the messages under `tests/corpus/` with
//! the selector bytes in front (see the README's Fuzzing section).
#![no_main]

use acp_wire::method::MethodInfo;
use libfuzzer_sys::fuzz_target;

type Roundtrip = fn(&str, &str) -> Option<Result<serde_json::Value, serde_json::Error>>;
type Recoveries = fn(&str, &str) -> Option<Result<Vec<acp_wire::codec::Recovery>, serde_json::Error>>;

fn check(table: &[MethodInfo], roundtrip: Roundtrip, recoveries: Recoveries, pick: u8, result: bool, json: &str) {
    let Some(m) = table.get(usize::from(pick) % table.len().max(1)) else { return };
    let def = if result { m.result_def } else { Some(m.params_def) };
    let Some(def) = def else { return };
    let Some(Ok(first)) = roundtrip(def, json) else { return };
    let found = match recoveries(def, json) {
        Some(Ok(found)) => found,
        other => panic!("{def}: decodes for roundtrip_def but not for recoveries_def: {other:?}"),
    };
    if !found.is_empty() {
        let input: serde_json::Value = serde_json::from_str(json).expect("decoded, so JSON");
        for r in &found {
            assert_eq!(input.pointer(&r.pointer), Some(&r.raw), "{def}: recovery {r} does not point at its raw value in the input");
        }
        assert_eq!(first, input, "{def}: a message with recovered members does not re-encode to the input");
    }
    let once = serde_json::to_string(&first).expect("a decoded value encodes");
    let again = match roundtrip(def, &once) {
        Some(Ok(v)) => v,
        other => panic!("{def}: its own encoding {once} does not decode again: {other:?}"),
    };
    let twice = serde_json::to_string(&again).expect("encodes");
    assert_eq!(once, twice, "{def}: re-encoding is not stable");
}

fuzz_target!(|data: &[u8]| {
    let [version, pick, dir, rest @ ..] = data else { return };
    let Ok(json) = std::str::from_utf8(rest) else { return };
    let result = dir & 1 == 1;
    if version & 1 == 0 {
        check(acp_wire::v1::METHODS, acp_wire::v1::roundtrip_def, acp_wire::v1::recoveries_def, *pick, result, json);
    } else {
        check(acp_wire::v2::METHODS, acp_wire::v2::roundtrip_def, acp_wire::v2::recoveries_def, *pick, result, json);
    }
});
