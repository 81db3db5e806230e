//! Shared by the `sides_*` tests: corpus samples per method, a recording
//! frame observer, and validation of every emitted frame against the
//! negotiated version's schema (`#/$defs/<params or result def>`), pairing
//! each response with the request it answers.
//!
//! Two independent validations: [`validate_frames`] (the test suite's own
//! `jsonschema` validators, `tests/common/schema.rs`), and, with the
//! `validate` feature, `acp_wire::validate::ValidatingObserver` attached to
//! every [`Frames`] built with [`Frames::agent`] / [`Frames::client`]
//! (version picked from the `initialize` exchange; both directions).
#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::method::{MethodInfo, MethodKind, Notification, Request};
use acp_wire::transport::FrameObserver;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::common::corpus::Corpus;
use crate::common::schema::SchemaFile;

/// The first corpus case of each def, for one schema file.
pub struct Samples {
    by_def: HashMap<String, Value>,
    methods: &'static [MethodInfo],
}

impl Samples {
    pub fn new(version: &str, unstable: bool, methods: &'static [MethodInfo]) -> Self {
        let corpus = Corpus::for_schema(SchemaFile::get(version, unstable));
        let mut by_def = HashMap::new();
        for c in corpus.cases {
            by_def.entry(c.def).or_insert(c.value);
        }
        Samples { by_def, methods }
    }

    fn value(&self, def: &str) -> Value {
        self.by_def.get(def).cloned().unwrap_or_else(|| panic!("no corpus case of {def}"))
    }

    fn info(&self, method: &str, kind: MethodKind) -> &'static MethodInfo {
        MethodInfo::find(self.methods, method, kind).unwrap_or_else(|| panic!("{method} not in METHODS"))
    }

    pub fn params<M: Request>(&self) -> M::Params {
        let def = self.info(M::METHOD, MethodKind::Request).params_def;
        serde_json::from_value(self.value(def)).unwrap_or_else(|e| panic!("{def}: {e}"))
    }

    pub fn result<M: Request>(&self) -> M::Response {
        let def = self.info(M::METHOD, MethodKind::Request).result_def.expect("result def");
        serde_json::from_value(self.value(def)).unwrap_or_else(|e| panic!("{def}: {e}"))
    }

    pub fn note<M: Notification>(&self) -> M::Params {
        let def = self.info(M::METHOD, MethodKind::Notification).params_def;
        serde_json::from_value(self.value(def)).unwrap_or_else(|e| panic!("{def}: {e}"))
    }
}

/// What a side's trait methods received: (method, params as JSON).
#[derive(Clone, Default)]
pub struct Log(Arc<Mutex<Vec<(String, Value)>>>);

impl Log {
    pub fn record(&self, method: &str, params: &impl Serialize) {
        self.0.lock().unwrap().push((method.to_owned(), serde_json::to_value(params).unwrap()));
    }

    pub fn methods(&self) -> Vec<String> {
        self.0.lock().unwrap().iter().map(|(m, _)| m.clone()).collect()
    }

    /// The params of the last `method` received, waiting up to a second
    /// (notifications arrive asynchronously).
    pub async fn last(&self, method: &str) -> Value {
        for _ in 0..200 {
            if let Some((_, v)) = self.0.lock().unwrap().iter().rev().find(|(m, _)| m == method) {
                return v.clone();
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        panic!("{method} never arrived")
    }
}

/// Every frame one side wrote, in order; validates both directions with
/// `acp_wire::validate` when built by [`Self::agent`] / [`Self::client`].
#[derive(Clone, Default)]
pub struct Frames {
    frames: Arc<Mutex<Vec<Value>>>,
    #[cfg(feature = "validate")]
    validator: Option<Arc<acp_wire::validate::ValidatingObserver>>,
}

impl FrameObserver for Frames {
    fn on_outgoing(&self, frame: &[u8]) {
        let v = serde_json::from_slice(frame).unwrap_or(Value::Null);
        self.frames.lock().unwrap().push(v);
        #[cfg(feature = "validate")]
        if let Some(v) = &self.validator {
            v.on_outgoing(frame);
        }
    }
    fn on_incoming(&self, frame: &[u8]) {
        #[cfg(feature = "validate")]
        if let Some(v) = &self.validator {
            v.on_incoming(frame);
        }
        let _ = frame;
    }
}

impl Frames {
    fn on(side: acp_wire::method::Side) -> Self {
        let _ = side;
        Frames {
            frames: Arc::default(),
            #[cfg(feature = "validate")]
            validator: Some(Arc::new(acp_wire::validate::ValidatingObserver::auto(side).expect("built-in schemas"))),
        }
    }

    /// The agent's frames, validated.
    pub fn agent() -> Self {
        Self::on(acp_wire::method::Side::Agent)
    }

    /// The client's frames, validated.
    pub fn client() -> Self {
        Self::on(acp_wire::method::Side::Client)
    }

    /// Panics with the report when `acp_wire::validate` found a violation
    /// (no-op without the `validate` feature).
    pub fn assert_valid(&self) {
        #[cfg(feature = "validate")]
        if let Some(v) = &self.validator {
            assert!(v.frames_seen() > 0, "the validator saw no frames");
            v.assert_clean();
        }
    }

    pub fn all(&self) -> Vec<Value> {
        self.frames.lock().unwrap().clone()
    }

    pub fn observer(&self) -> Arc<dyn FrameObserver> {
        Arc::new(self.clone())
    }

    /// Whether a frame with this method was written.
    pub fn has_method(&self, method: &str) -> bool {
        self.all().iter().any(|f| f["method"] == method)
    }
}

/// Validates every frame of `a` and `b` (the two sides of one connection)
/// against `schema`: params against the method's params def, results
/// against the result def of the request they answer, errors against
/// `Error`. Returns how many frames were checked.
pub fn validate_frames(schema: &SchemaFile, methods: &'static [MethodInfo], a: &Frames, b: &Frames) -> usize {
    let mut failures = Vec::new();
    let mut checked = 0;
    for (mine, theirs) in [(a, b), (b, a)] {
        let requests: HashMap<String, String> = theirs
            .all()
            .iter()
            .filter(|f| f.get("id").is_some() && f.get("method").is_some())
            .map(|f| (f["id"].to_string(), f["method"].as_str().unwrap_or_default().to_owned()))
            .collect();
        for f in mine.all() {
            checked += 1;
            let (pointer, value) = if let Some(m) = f.get("method").and_then(Value::as_str) {
                let kind = if f.get("id").is_some() { MethodKind::Request } else { MethodKind::Notification };
                match MethodInfo::find(methods, m, kind) {
                    Some(info) => (format!("#/$defs/{}", info.params_def), f.get("params").cloned().unwrap_or(Value::Null)),
                    None => continue, // extension methods: not in the schema
                }
            } else if let Some(e) = f.get("error") {
                ("#/$defs/Error".to_owned(), e.clone())
            } else {
                let Some(m) = requests.get(&f["id"].to_string()) else { continue };
                match MethodInfo::find(methods, m, MethodKind::Request).and_then(|i| i.result_def) {
                    Some(def) => (format!("#/$defs/{def}"), f["result"].clone()),
                    None => continue,
                }
            };
            if let Err(errors) = schema.validate_pointer(&pointer, &value) {
                failures.push(format!("{pointer}: {f}\n  {}", errors.join("\n  ")));
            }
        }
    }
    assert!(failures.is_empty(), "frames invalid against {}:\n{}", schema.label(), failures.join("\n"));
    checked
}

/// Serializes for comparisons.
pub fn json(v: &impl Serialize) -> Value {
    serde_json::to_value(v).unwrap()
}

/// Deserializes a JSON literal into a typed value.
pub fn from<T: DeserializeOwned>(v: Value) -> T {
    serde_json::from_value(v).unwrap()
}
