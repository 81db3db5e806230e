//! [`ValidatingObserver`]: a [`FrameObserver`] that validates every frame of
//! a live connection and keeps what it finds.

use std::sync::{Arc, Mutex, MutexGuard};

use super::frame::{FrameValidator, FrameViolation};
use super::schema::SchemaValidator;
use super::{Direction, SchemaError};
use acp_wire::method::Side;
use acp_wire::transport::FrameObserver;

struct State {
    frames: FrameValidator,
    violations: Vec<FrameViolation>,
    seen: usize,
}

/// Validates both directions of one connection: frames it sends
/// (`on_outgoing`) travel in this side's direction, frames it receives the
/// other way. Attach it with
/// [`Config::observer`](acp_wire::rpc::Config::observer); inspect with
/// [`violations`](Self::violations) or [`assert_clean`](Self::assert_clean).
///
/// ```
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use std::sync::Arc;
/// use acp_wire::method::Side;
/// use acp_wire::rpc::Config;
/// use acp_wire_validate::ValidatingObserver;
/// let observer = Arc::new(ValidatingObserver::auto(Side::Client)?);
/// let config = Config::default().observer(observer.clone());
/// // … run the connection …
/// observer.assert_clean();
/// # let _ = config; Ok(()) }
/// ```
pub struct ValidatingObserver {
    outgoing: Direction,
    state: Mutex<State>,
}

impl std::fmt::Debug for ValidatingObserver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let st = self.lock();
        f.debug_struct("ValidatingObserver")
            .field("outgoing", &self.outgoing)
            .field("schema", &st.frames.schema().label())
            .field("frames", &st.seen)
            .field("violations", &st.violations.len())
            .finish()
    }
}

impl ValidatingObserver {
    /// An observer on the connection of `local` (`Side::Client` or
    /// `Side::Agent`; any other side is treated as the agent), validating
    /// with `frames`.
    #[must_use]
    pub fn new(local: Side, frames: FrameValidator) -> Self {
        let outgoing = Direction::sent_by(local).unwrap_or(Direction::AgentToClient);
        ValidatingObserver { outgoing, state: Mutex::new(State { frames, violations: Vec::new(), seen: 0 }) }
    }

    /// An observer that picks the version from the `initialize` exchange
    /// among the built-in schemas ([`FrameValidator::auto`]).
    ///
    /// # Errors
    /// When a built-in schema fails to load.
    pub fn auto(local: Side) -> Result<Self, SchemaError> {
        Ok(Self::new(local, FrameValidator::auto()?))
    }

    /// An observer pinned to one schema.
    #[must_use]
    pub fn pinned(local: Side, schema: Arc<SchemaValidator>) -> Self {
        Self::new(local, FrameValidator::new(schema))
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The direction of the frames this side sends.
    #[must_use]
    pub fn outgoing(&self) -> Direction {
        self.outgoing
    }

    /// Validates with `schema` from now on (no more automatic negotiation).
    pub fn set_schema(&self, schema: Arc<SchemaValidator>) {
        self.lock().frames.set_schema(schema);
    }

    /// The schema in use now (after negotiation: the negotiated version's).
    #[must_use]
    pub fn schema(&self) -> Arc<SchemaValidator> {
        self.lock().frames.schema().clone()
    }

    /// Every violation found so far.
    #[must_use]
    pub fn violations(&self) -> Vec<FrameViolation> {
        self.lock().violations.clone()
    }

    /// Returns and forgets the violations found so far.
    pub fn take_violations(&self) -> Vec<FrameViolation> {
        std::mem::take(&mut self.lock().violations)
    }

    /// How many frames were validated.
    #[must_use]
    pub fn frames_seen(&self) -> usize {
        self.lock().seen
    }

    /// Requests still awaiting an answer (see [`FrameValidator::unanswered`]).
    #[must_use]
    pub fn unanswered(&self) -> Vec<(Direction, String, String)> {
        self.lock().frames.unanswered()
    }

    /// A readable listing of every violation (empty when clean).
    #[must_use]
    pub fn report(&self) -> String {
        let st = self.lock();
        let mut s = String::new();
        for (i, v) in st.violations.iter().enumerate() {
            s.push_str(&format!("{:3}. {v}\n", i + 1));
        }
        s
    }

    /// Panics with a readable listing if any frame broke a rule.
    ///
    /// # Panics
    /// When [`violations`](Self::violations) is not empty.
    pub fn assert_clean(&self) {
        let (n, seen, schema) = {
            let st = self.lock();
            (st.violations.len(), st.seen, st.frames.schema().label().to_string())
        };
        assert!(n == 0, "{n} schema violation(s) in {seen} frames ({schema}):\n{}", self.report());
    }

    fn observe(&self, direction: Direction, frame: &[u8]) {
        let mut st = self.lock();
        st.seen += 1;
        let found = st.frames.validate(direction, frame);
        if !found.is_empty() {
            for v in &found {
                tracing::warn!(violation = %v, "acp-wire: schema violation");
            }
            st.violations.extend(found);
        }
    }
}

impl FrameObserver for ValidatingObserver {
    fn on_incoming(&self, frame: &[u8]) {
        self.observe(self.outgoing.reverse(), frame);
    }

    fn on_outgoing(&self, frame: &[u8]) {
        self.observe(self.outgoing, frame);
    }
}
