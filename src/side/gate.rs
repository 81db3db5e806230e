//! Capability gates: the methods a version makes available only when a party
//! advertised a capability at `initialize`, stated once per version as data
//! ([`Version::GATES`](super::Version::GATES)) and enforced here for every
//! method — the sending handle refuses without sending, the serving
//! dispatcher answers -32601 — and checked on recorded traffic by
//! `acp-wire validate`, which reads the same tables.
//!
//! | rule | as written |
//! |---|---|
//! | a gate names a method, the party whose `initialize` advertises, and the capability's path in that message | [`Gate::client`], [`Gate::agent`] |
//! | the path starts with the member of the `initialize` params (client) or result (agent) that holds the capabilities | `clientCapabilities.fs.readTextFile` (v1), `capabilities.session.archive` (v2) |
//! | advertised means the value at the path is `true` or an object; omitted, `null`, `false` or anything else is not | [`advertises`] |
//! | a gate for a method or member only some schema revisions have carries the schema fact `cfg` on its element | `#[cfg(acp_v1 = "session/fork")]` |
//!
//! The generator reads the table from the version's `policy.rs` (its rows
//! in `vN::POLICY` say "Needs `capability`"); a gate for a method the
//! schema lacks without that `cfg` fails generation.

use std::sync::atomic::{AtomicU64, Ordering};

use serde_json::Value;

/// Whose `initialize` advertises a capability.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Party {
    /// The client: in its `initialize` params.
    Client,
    /// The agent: in its `initialize` result.
    Agent,
}

/// A method available only when `party` advertised `capability`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gate {
    /// The method (`fs/read_text_file`).
    pub method: &'static str,
    /// Whose `initialize` advertises the capability.
    pub party: Party,
    /// The capability's path in that `initialize` message, dot-separated
    /// (`clientCapabilities.fs.readTextFile`).
    pub capability: &'static str,
}

impl Gate {
    /// `method` needs the client's `capability` (a path in its `initialize` params).
    pub const fn client(method: &'static str, capability: &'static str) -> Self {
        Gate { method, party: Party::Client, capability }
    }

    /// `method` needs the agent's `capability` (a path in its `initialize` result).
    pub const fn agent(method: &'static str, capability: &'static str) -> Self {
        Gate { method, party: Party::Agent, capability }
    }

    /// Whether `initialize` — the party's `initialize` params (client) or
    /// result (agent), as JSON — advertises this gate's capability.
    pub fn open_in(&self, initialize: &Value) -> bool {
        advertises(initialize, self.capability)
    }
}

/// Whether the value at the dot-separated `path` in `message` is `true` or
/// an object (how the schema's capabilities are advertised: booleans such as
/// `fs.readTextFile`, objects such as `sessionCapabilities.list: {}`).
pub fn advertises(message: &Value, path: &str) -> bool {
    let mut at = message;
    for key in path.split('.') {
        match at.get(key) {
            Some(v) => at = v,
            None => return false,
        }
    }
    matches!(at, Value::Bool(true) | Value::Object(_))
}

/// The index of `method`'s gate in `gates` (`None`: it has none). A `const
/// fn`, so each method's gate is found at compile time.
pub(crate) const fn gate_of(gates: &[Gate], method: &str) -> Option<usize> {
    let mut i = 0;
    while i < gates.len() {
        if same(gates[i].method, method) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// Whether `a` and `b` are the same string (in a `const`).
pub(crate) const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Which gates of a connection are open: one bit per gate of the version's
/// table (at most 64), set from the `initialize` exchange.
#[derive(Debug, Default)]
pub(crate) struct Open(AtomicU64);

impl Open {
    /// Records what `party`'s `initialize` message (params or result, as
    /// JSON) advertised: its gates open or close, the other party's stay.
    pub(crate) fn record(&self, gates: &[Gate], party: Party, initialize: &Value) {
        assert!(gates.len() <= 64, "a version has at most 64 capability gates");
        let (mut mine, mut open) = (0u64, 0u64);
        for (i, g) in gates.iter().enumerate() {
            if g.party == party {
                mine |= 1 << i;
                if g.open_in(initialize) {
                    open |= 1 << i;
                }
            }
        }
        let _ = self.0.fetch_update(Ordering::AcqRel, Ordering::Acquire, |bits| Some((bits & !mine) | open));
    }

    /// Records `party`'s `initialize` message, serialized.
    pub(crate) fn record_typed<T: serde::Serialize>(&self, gates: &[Gate], party: Party, initialize: &T) {
        if let Ok(v) = serde_json::to_value(initialize) {
            self.record(gates, party, &v);
        }
    }

    /// Whether gate `i` is open.
    pub(crate) fn is_open(&self, i: usize) -> bool {
        self.0.load(Ordering::Acquire) & (1 << i) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const GATES: &[Gate] = &[
        Gate::client("fs/read_text_file", "clientCapabilities.fs.readTextFile"),
        Gate::agent("session/list", "agentCapabilities.sessionCapabilities.list"),
        Gate::agent("session/load", "agentCapabilities.loadSession"),
    ];

    #[test]
    fn gates_are_found_at_compile_time() {
        const LIST: Option<usize> = gate_of(GATES, "session/list");
        const NONE: Option<usize> = gate_of(GATES, "session/lis");
        assert_eq!((LIST, NONE), (Some(1), None));
        assert_eq!(gate_of(GATES, "fs/read_text_file"), Some(0));
    }

    #[test]
    fn true_or_an_object_advertises() {
        let m = json!({"a": {"t": true, "f": false, "o": {}, "n": null, "s": "yes", "z": 0}});
        assert!(advertises(&m, "a.t") && advertises(&m, "a.o") && advertises(&m, "a"));
        for no in ["a.f", "a.n", "a.s", "a.z", "a.missing", "b.t", "a.t.deeper"] {
            assert!(!advertises(&m, no), "{no}");
        }
    }

    #[test]
    fn each_party_sets_its_own_gates() {
        let open = Open::default();
        open.record(GATES, Party::Client, &json!({"clientCapabilities": {"fs": {"readTextFile": true}}}));
        assert!(open.is_open(0) && !open.is_open(1) && !open.is_open(2));
        open.record(GATES, Party::Agent, &json!({"agentCapabilities": {"loadSession": true, "sessionCapabilities": {"list": {}}}}));
        assert!(open.is_open(0) && open.is_open(1) && open.is_open(2));
        // A later record of one party replaces only its gates.
        open.record(GATES, Party::Agent, &json!({"agentCapabilities": {}}));
        assert!(open.is_open(0) && !open.is_open(1) && !open.is_open(2));
    }
}
