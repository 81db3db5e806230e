//! The hand-written corpus through the generated types of the enabled
//! version modules: every case (and every frame's params/result) decodes and
//! re-encodes JSON-equal, the corpus covers every row of the generated
//! `METHODS` table, and frames also go through the by-method dispatch enums.


use crate::common;

use std::collections::BTreeSet;

use common::corpus::{dirs_for, Corpus};
use common::roundtrip::{active_modules, describe, Module};
use common::Failures;
use serde_json::Value;

#[test]
fn generated_modules_use_the_vendored_schema_files() {
    for m in active_modules() {
        let embedded: Value = serde_json::from_str(m.schema_json).expect("SCHEMA_JSON is JSON");
        assert!(
            embedded == m.schema.root,
            "acp_wire::{}::SCHEMA_JSON is not schema/{}",
            m.name,
            m.schema.label()
        );
    }
}

#[test]
fn corpus_roundtrips_through_generated_types() {
    let mut failures = Failures::new();
    let min: usize = active_modules().iter().map(|m| Corpus::min_cases(m.schema)).sum();
    for m in active_modules() {
        let corpus = Corpus::for_schema(m.schema);
        eprintln!("{}: corpus dirs {:?}, {} cases", m.name, dirs_for(m.schema), corpus.cases.len());
        for case in &corpus.cases {
            failures.checked();
            let outcome = m.roundtrip(&case.def, &case.value);
            if let Some(f) = describe(&format!("{}: {}", m.name, case.source), &case.def, &case.value, &outcome) {
                failures.push(f);
            }
        }
    }
    failures.assert_none_of("corpus round-trips", min);
}

#[test]
fn corpus_covers_the_generated_method_table() {
    for m in active_modules() {
        let mut failures = Failures::new();
        let corpus = Corpus::for_schema(m.schema);
        let defs: BTreeSet<&str> = corpus.cases.iter().map(|c| c.def.as_str()).collect();
        for info in m.methods {
            for def in std::iter::once(info.params_def).chain(info.result_def) {
                failures.checked();
                if !defs.contains(def) {
                    failures.push(format!("{} {} ({:?}): no corpus case for {def}", m.name, info.method, info.kind));
                }
            }
        }
        failures.assert_none_or_note(
            &format!("generated {}::METHODS covered by the corpus", m.name),
            m.schema.method_count(),
            Corpus::coverage_enforced(m.schema),
            crate::corpus_schema::NOT_WRITTEN_FOR,
        );
    }
}

#[test]
fn generated_method_table_matches_the_schema() {
    for m in active_modules() {
        let from_schema: Vec<_> = m
            .schema
            .methods()
            .into_iter()
            .map(|s| (s.method, s.kind, s.side, s.params_def, s.result_def))
            .collect();
        let mut from_schema = from_schema;
        from_schema.sort();
        assert_eq!(m.method_rows(), from_schema, "acp_wire::{}::METHODS vs {}", m.name, m.schema.label());
    }
}

/// Frames decoded through the by-method dispatch enums and re-encoded.
fn typed_frame_roundtrips(m: &Module, failures: &mut Failures) {
    let corpus = Corpus::for_schema(m.schema);
    for f in &corpus.frames {
        let Some(method) = f.frame.get("method").and_then(Value::as_str) else { continue };
        let has_id = f.frame.get("id").is_some();
        let params = f.frame.get("params");
        let raw = params.map(|p| serde_json::value::RawValue::from_string(p.to_string()).unwrap());
        let side = m.schema.method(method, has_id).map(|s| s.side);
        failures.checked();
        let encoded = typed::decode_encode(m.name, side.as_deref(), has_id, method, raw.as_deref());
        match encoded {
            None => {}
            Some(Err(e)) => failures.push(format!("{}: {} (typed {method}): rejected: {e}", m.name, f.source)),
            Some(Ok(out)) => {
                let expected = params.cloned().unwrap_or(Value::Null);
                let d = common::json::diff_summary(&expected, &out, 6);
                if !d.is_empty() {
                    failures.push(format!("{}: {} (typed {method}): changed: {d}", m.name, f.source));
                }
            }
        }
    }
}

#[test]
fn frames_roundtrip_through_the_dispatch_enums() {
    let mut failures = Failures::new();
    let min: usize = active_modules().iter().map(|m| Corpus::min_frames(m.schema, true)).sum();
    for m in active_modules() {
        typed_frame_roundtrips(&m, &mut failures);
    }
    failures.assert_none_of("typed (by-method) frame round-trips", min);
}

mod typed {
    use serde_json::value::RawValue;
    use serde_json::Value;

    macro_rules! dispatch {
        ($module:ident, $side:expr, $has_id:expr, $method:expr, $params:expr) => {{
            use acp_wire::$module as v;
            let raw = match ($side, $has_id) {
                (Some("agent"), true) | (None, true) => v::ClientRequest::decode($method, $params).and_then(|r| r.encode_params()),
                (Some("client"), true) => v::AgentRequest::decode($method, $params).and_then(|r| r.encode_params()),
                (Some("agent"), false) | (None, false) => v::ClientNotification::decode($method, $params).and_then(|r| r.encode_params()),
                (Some("client"), false) => v::AgentNotification::decode($method, $params).and_then(|r| r.encode_params()),
                _ => return None,
            };
            Some(raw.and_then(|r| serde_json::from_str::<Value>(r.get())))
        }};
    }

    /// Decodes params by method through the side's dispatch enum and encodes
    /// them back; `None` where no enum applies (`$/cancel_request`, proxy methods).
    pub fn decode_encode(
        module: &str,
        side: Option<&str>,
        has_id: bool,
        method: &str,
        params: Option<&RawValue>,
    ) -> Option<Result<Value, serde_json::Error>> {
        match module {
            "v1" => dispatch!(v1, side, has_id, method, params),
            #[cfg(feature = "v2")]
            "v2" => dispatch!(v2, side, has_id, method, params),
            _ => None,
        }
    }
}
