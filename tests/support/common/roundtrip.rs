//! The generated version modules that the enabled cargo features select, and
//! the round-trip check through their `roundtrip_def`.

use std::panic::{catch_unwind, AssertUnwindSafe};

use acp_wire::method::{MethodInfo, MethodKind};
use serde_json::Value;

use super::json::diff_summary;
use super::schema::SchemaFile;

pub type RoundTripFn = fn(&str, &str) -> Option<Result<Value, serde_json::Error>>;
pub type RecoveriesFn = fn(&str, &str) -> Option<Result<Vec<acp_wire::codec::Recovery>, serde_json::Error>>;

/// One generated version module (`acp_wire::v1` / `acp_wire::v2`), paired with
/// the schema file it must have been generated from.
pub struct Module {
    pub name: &'static str,
    pub schema: &'static SchemaFile,
    pub roundtrip: RoundTripFn,
    pub recoveries: RecoveriesFn,
    pub methods: &'static [MethodInfo],
    pub schema_json: &'static str,
}

/// `v1` always, `v2` with the `v2` feature; each from its unstable superset
/// with the `unstable` feature.
pub fn active_modules() -> Vec<Module> {
    let unstable = cfg!(acp_wire = "unstable");
    #[allow(unused_mut)]
    let mut out = vec![Module {
        name: "v1",
        schema: SchemaFile::get("v1", unstable),
        roundtrip: acp_wire::v1::roundtrip_def,
        recoveries: acp_wire::v1::recoveries_def,
        methods: acp_wire::v1::METHODS,
        schema_json: acp_wire::v1::SCHEMA_JSON,
    }];
    #[cfg(acp_wire = "v2")]
    out.push(Module {
        name: "v2",
        schema: SchemaFile::get("v2", unstable),
        roundtrip: acp_wire::v2::roundtrip_def,
        recoveries: acp_wire::v2::recoveries_def,
        methods: acp_wire::v2::METHODS,
        schema_json: acp_wire::v2::SCHEMA_JSON,
    });
    out
}

/// What happened to one value sent through `roundtrip_def`.
#[derive(Debug)]
pub enum Outcome {
    /// JSON-equal output.
    Equal,
    /// Decoded and re-encoded, but different (the diff).
    Changed(String),
    /// Rejected (the error text).
    Rejected(String),
    /// `roundtrip_def` does not know the def.
    UnknownDef,
    /// The generated code panicked (the panic message).
    Panicked(String),
}

impl Module {
    /// Runs `roundtrip_def(def, value)` and classifies the result; panics are
    /// caught and reported, never propagated.
    pub fn roundtrip(&self, def: &str, value: &Value) -> Outcome {
        self.roundtrip_text(def, &value.to_string(), value)
    }

    /// As [`Self::roundtrip`], for input text that is not a `Value`'s rendering.
    pub fn roundtrip_text(&self, def: &str, text: &str, expected: &Value) -> Outcome {
        let f = self.roundtrip;
        match catch_unwind(AssertUnwindSafe(|| f(def, text))) {
            Err(p) => Outcome::Panicked(panic_message(&p)),
            Ok(None) => Outcome::UnknownDef,
            Ok(Some(Err(e))) => Outcome::Rejected(e.to_string()),
            Ok(Some(Ok(out))) => {
                let d = diff_summary(expected, &out, 6);
                if d.is_empty() {
                    Outcome::Equal
                } else {
                    Outcome::Changed(format!("{d}\n          output: {out}"))
                }
            }
        }
    }

    /// The generated method table as `(method, kind, side, params, result)`
    /// rows comparable with [`SchemaFile::methods`].
    pub fn method_rows(&self) -> Vec<(String, &'static str, String, String, Option<String>)> {
        let mut rows: Vec<_> = self
            .methods
            .iter()
            .map(|m| {
                (
                    m.method.to_string(),
                    match m.kind {
                        MethodKind::Request => "request",
                        MethodKind::Notification => "notification",
                    },
                    m.served_by.as_str().to_string(),
                    m.params_def.to_string(),
                    m.result_def.map(str::to_string),
                )
            })
            .collect();
        rows.sort();
        rows
    }
}

pub fn panic_message(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "non-string panic".into())
}

/// Renders a failed round-trip for a failure list.
pub fn describe(what: &str, def: &str, value: &Value, outcome: &Outcome) -> Option<String> {
    let why = match outcome {
        Outcome::Equal => return None,
        Outcome::Changed(d) => format!("changed: {d}"),
        Outcome::Rejected(e) => format!("rejected a schema-valid value: {e}"),
        Outcome::UnknownDef => "roundtrip_def returned None".to_string(),
        Outcome::Panicked(m) => format!("PANIC: {m}"),
    };
    Some(format!("{what} [{def}]: {why}\n          input:  {value}"))
}
