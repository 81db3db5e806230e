//! Shared by the `sides`, `host` and `interop` tests: corpus samples per
//! method, a recording frame observer, and validation of every emitted frame against the
//! negotiated version's schema (`#/$defs/<params or result def>`), pairing
//! each response with the request it answers.
//!
//! Two independent validations: [`validate_frames`] (the test suite's own
//! `jsonschema` validators, `tests/support/common/schema.rs`), and, with the
//! `validate` feature, `acp_wire_validate::ValidatingObserver` attached to
//! every [`Frames`] built with [`Frames::agent`] / [`Frames::client`]
//! (version picked from the `initialize` exchange; both directions).
#![allow(dead_code, unused_macros)]

use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::method::{MethodInfo, MethodKind, Notification, Request, Side};
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Connected, Info};
use acp_wire::Negotiated;
use acp_wire::transport::{FrameObserver, Transport};
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

    /// The sample params of `method` as JSON.
    pub fn raw_params(&self, method: &str, kind: MethodKind) -> Value {
        self.value(self.info(method, kind).params_def)
    }

    /// The sample value of a def, decoded.
    pub fn def<T: DeserializeOwned>(&self, def: &str) -> T {
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

    /// The params of every `method` received, in order.
    pub fn params(&self, method: &str) -> Vec<Value> {
        self.0.lock().unwrap().iter().filter(|(m, _)| m == method).map(|(_, v)| v.clone()).collect()
    }

    /// Forgets what was received.
    pub fn clear(&self) {
        self.0.lock().unwrap().clear();
    }

    pub fn methods(&self) -> Vec<String> {
        self.0.lock().unwrap().iter().map(|(m, _)| m.clone()).collect()
    }

    /// Waits until what was received, in order, satisfies `done`: polled
    /// (5 ms apart) for up to [`Self::WAIT`] — a generous bound, since a
    /// loaded machine is slow, not wrong; what never comes still fails.
    pub async fn wait_until(&self, what: &str, done: impl Fn(&[(String, Value)]) -> bool) {
        let start = std::time::Instant::now();
        while !done(&self.0.lock().unwrap()) {
            assert!(start.elapsed() < Self::WAIT, "{what}: not within {:?}; received: {:?}", Self::WAIT, self.methods());
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// How long the waits wait at most.
    pub const WAIT: Duration = Duration::from_secs(30);

    /// The params of the last `method` received, waiting for one
    /// (notifications arrive asynchronously).
    pub async fn last(&self, method: &str) -> Value {
        self.wait_until(&format!("{method} arrives"), |got| got.iter().any(|(m, _)| m == method)).await;
        self.0.lock().unwrap().iter().rev().find(|(m, _)| m == method).map(|(_, v)| v.clone()).unwrap()
    }

    /// Waits until the last `method` received has these params (a
    /// notification arrives asynchronously, possibly after an earlier one
    /// of the same method was logged).
    pub async fn wait_for(&self, method: &str, params: &Value) {
        self.wait_until(&format!("{method} with {params} arrives (the last {method} has these params)"), |got| {
            got.iter().rev().find(|(m, _)| m == method).is_some_and(|(_, v)| v == params)
        })
        .await;
    }

    /// Waits until `method` was received `n` times.
    pub async fn wait_count(&self, method: &str, n: usize) {
        self.wait_until(&format!("{method} arrives {n} times"), |got| got.iter().filter(|(m, _)| m == method).count() >= n).await;
    }
}

/// Every frame one side wrote, in order; validates both directions with
/// `acp_wire_validate` when built by [`Self::agent`] / [`Self::client`].
#[derive(Clone, Default)]
pub struct Frames {
    frames: Arc<Mutex<Vec<Value>>>,
    validator: Option<Arc<acp_wire_validate::ValidatingObserver>>,
}

impl FrameObserver for Frames {
    fn on_outgoing(&self, frame: &[u8]) {
        let v = serde_json::from_slice(frame).unwrap_or(Value::Null);
        self.frames.lock().unwrap().push(v);
        if let Some(v) = &self.validator {
            v.on_outgoing(frame);
        }
    }
    fn on_incoming(&self, frame: &[u8]) {
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
            validator: Some(Arc::new(acp_wire_validate::ValidatingObserver::auto(side).expect("built-in schemas"))),
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

    /// Panics with the report when `acp_wire_validate` found a violation
    /// (no-op without the `validate` feature).
    pub fn assert_valid(&self) {
        if let Some(v) = &self.validator {
            assert!(v.frames_seen() > 0, "the validator saw no frames");
            v.assert_clean();
        }
    }

    /// How many frames broke a capability gate, asserting that the
    /// validator found nothing else (for tests that send gated methods raw,
    /// past the handles; `acp_wire_validate` reads the same
    /// `Version::GATES` the sides enforce).
    pub fn gate_breaks(&self) -> usize {
        let found = self.violations();
        if let Some(v) = &self.validator {
            assert!(v.frames_seen() > 0, "the validator saw no frames");
        }
        for v in &found {
            assert!(v.violations.iter().all(|x| x.keyword == "capability-gate"), "not a gate: {v}");
        }
        found.len()
    }

    /// What the validator found so far (both directions).
    pub fn violations(&self) -> Vec<acp_wire_validate::FrameViolation> {
        self.validator.as_ref().map(|v| v.violations()).unwrap_or_default()
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

/// An agent and a client connected in-process over a duplex, each side's
/// frames recorded (and validated by `acp_wire_validate` when built).
pub struct Wired {
    pub agent_frames: Frames,
    pub client_frames: Frames,
    pub connected: Connected<Negotiated>,
    pub agent_task: tokio::task::JoinHandle<acp_wire::Result<()>>,
}

impl Wired {
    /// Spawns `agent`, connects `client` to it; panics when negotiation fails.
    pub async fn new(agent: AgentBuilder, client: ClientBuilder<Negotiated>, info: Info) -> Self {
        let (agent_frames, client_frames) = (Frames::agent(), Frames::client());
        let (a, c) = Transport::duplex(1 << 20);
        let agent_task = agent.config(Config::default().observer(agent_frames.observer())).spawn(a);
        let connected = client
            .config(Config::default().observer(client_frames.observer()))
            .connect(c, info)
            .await
            .unwrap_or_else(|e| panic!("negotiation failed: {e}"));
        Wired { agent_frames, client_frames, connected, agent_task }
    }

    /// Validates every frame of both sides against `schema` (and with
    /// `acp_wire_validate`), closes the connection and waits for the agent
    /// to end. Returns how many frames the schema check saw.
    pub async fn finish(self, schema: &SchemaFile, methods: &'static [MethodInfo]) -> usize {
        let checked = validate_frames(schema, methods, &self.agent_frames, &self.client_frames);
        self.agent_frames.assert_valid();
        self.client_frames.assert_valid();
        self.connected.negotiated.core().close();
        let _ = self.agent_task.await;
        checked
    }
}

impl Wired {
    /// [`finish`](Self::finish) for a test that sends gated methods raw,
    /// past the handles' gates: every violation `acp_wire_validate` finds
    /// must be a capability gate (it reads the same `Version::GATES` the
    /// sides enforce), the same on both sides' observers (each sees the
    /// whole connection). Returns how many frames broke a gate.
    pub async fn finish_gated(self, schema: &SchemaFile, methods: &'static [MethodInfo]) -> usize {
        validate_frames(schema, methods, &self.agent_frames, &self.client_frames);
        let broken = self.agent_frames.gate_breaks();
        assert_eq!(broken, self.client_frames.gate_breaks(), "the two observers disagree");
        self.connected.negotiated.core().close();
        let _ = self.agent_task.await;
        broken
    }
}

/// Asserts that the methods exercised on each side are exactly the
/// methods `table` says that side serves (a schema bump that adds one
/// fails here until it is covered).
pub fn assert_every_method(table: &'static [MethodInfo], agent_seen: &BTreeSet<&str>, client_seen: &BTreeSet<&str>) {
    for (side, seen) in [(Side::Agent, agent_seen), (Side::Client, client_seen)] {
        let want: BTreeSet<&str> = table.iter().filter(|m| m.served_by == side).map(|m| m.method).collect();
        assert_eq!(&want, seen, "{side:?}");
    }
}

/// Trait methods that answer each request with the corpus sample of its
/// result, recording the params: `answer! { Handle; name: Marker; … }`
/// (an item may carry attributes: a schema-fact `cfg` for a method an
/// older schema lacks)
/// inside an impl whose type has `log: Log` and `samples: Arc<Samples>`.
macro_rules! answer {
    ($handle:ty; $($(#[$a:meta])* $name:ident: $marker:ty;)*) => {$(
        $(#[$a])*
        async fn $name(&self, p: <$marker as ::acp_wire::method::Request>::Params, _: ::acp_wire::side::RequestContext<$handle>)
            -> Result<<$marker as ::acp_wire::method::Request>::Response, ::acp_wire::error::ResponseError> {
            self.log.record(<$marker as ::acp_wire::method::Request>::METHOD, &p);
            Ok(self.samples.result::<$marker>())
        }
    )*};
}

/// Trait methods that record each notification: `record! { Handle; name: Marker; … }`.
macro_rules! record {
    ($handle:ty; $($(#[$a:meta])* $name:ident: $marker:ty;)*) => {$(
        $(#[$a])*
        async fn $name(&self, p: <$marker as ::acp_wire::method::Notification>::Params, _: ::acp_wire::side::NotificationContext<$handle>) {
            self.log.record(<$marker as ::acp_wire::method::Notification>::METHOD, &p);
        }
    )*};
}

/// Calls a request through a handle method with the corpus params; checks
/// the params arrived unchanged and the sample result came back; adds the
/// method to `seen`.
macro_rules! call {
    ($s:expr, $log:expr, $seen:expr, $h:ident . $name:ident, $marker:ty) => {{
        let p = $s.params::<$marker>();
        let sent = $crate::sides_support::json(&p);
        let got = $h.$name(p).await.unwrap_or_else(|e| panic!("{}: {e}", <$marker as ::acp_wire::method::Request>::METHOD));
        assert_eq!(
            $crate::sides_support::json(&got),
            $crate::sides_support::json(&$s.result::<$marker>()),
            "{}",
            <$marker as ::acp_wire::method::Request>::METHOD
        );
        assert_eq!($log.last(<$marker as ::acp_wire::method::Request>::METHOD).await, sent);
        $seen.insert(<$marker as ::acp_wire::method::Request>::METHOD);
    }};
}

/// Sends a notification with the corpus params; checks they arrived unchanged.
macro_rules! send {
    ($s:expr, $log:expr, $seen:expr, $h:ident . $name:ident, $marker:ty) => {{
        let p = $s.note::<$marker>();
        let sent = $crate::sides_support::json(&p);
        $h.$name(p).await.unwrap();
        $log.wait_for(<$marker as ::acp_wire::method::Notification>::METHOD, &sent).await;
        $seen.insert(<$marker as ::acp_wire::method::Notification>::METHOD);
    }};
}

/// A v1 client serving nothing.
pub struct Idle1;
impl acp_wire::v1::Client for Idle1 {}

/// A v2 client serving nothing.
#[cfg(acp_wire = "v2")]
pub struct Idle2;
#[cfg(acp_wire = "v2")]
impl acp_wire::v2::Client for Idle2 {}

/// A client accepting `"v1"`, `"v2"` or both (anything else); its v1
/// capabilities advertise `fs.readTextFile`, so tests can see which
/// members an offer carried.
#[cfg(acp_wire = "v2")]
pub fn client(kind: &str) -> ClientBuilder<Negotiated> {
    use acp_wire::{v1, v2};
    let caps1: v1::ClientCapabilities = from(serde_json::json!({"fs": {"readTextFile": true}}));
    let b = ClientBuilder::new();
    match kind {
        "v1" => b.v1(Idle1, caps1),
        "v2" => b.v2(Idle2, v2::ClientCapabilities::new()),
        _ => b.v1(Idle1, caps1).v2(Idle2, v2::ClientCapabilities::new()),
    }
}

/// `value` (an instance of `def`) without the members this build's schema
/// does not declare: the capabilities only the unstable schemas (or a
/// newer snapshot) define drop out of a stable build's answer, whose
/// gates do not need them (their methods are not in its table either).
pub fn declared_only(version: u16, def: &str, mut value: Value) -> Value {
    if let Ok(schema) = acp_wire_validate::SchemaValidator::builtin(version) {
        // Deepest first, so that a parent is removed after its children.
        let mut found: Vec<String> = schema.undeclared_members(def, &value).into_iter().map(|v| v.instance_path).collect();
        found.sort_by_key(|p| std::cmp::Reverse(p.len()));
        for pointer in found {
            let Some((parent, last)) = pointer.rsplit_once('/') else { continue };
            let last = last.replace("~1", "/").replace("~0", "~");
            if let Some(Value::Object(o)) = value.pointer_mut(parent) {
                o.remove(&last);
            }
        }
    }
    let _ = (version, def);
    value
}
