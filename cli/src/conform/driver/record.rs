//! The connection's transcript, for `--html`: every line written to the
//! agent and read from it, with its time, and the marks of the rules a
//! line breaks (schema, stdout hygiene, turn order, capabilities, session
//! routing, responses to no request) put on it as the inbox finds them.
//!
//! Lines are kept in the order the client wrote or read them (with when it
//! did, for [`Conn::transcript`] to put a scenario's verdicts after the
//! last line it had seen), and handed out in wire order: by the time each
//! was written, or read off the pipe.

use acp_wire_validate::Direction;
use tokio::time::Instant;

use super::super::reqs;
use super::Conn;
use crate::report::{Connection, Frame, Mark};

impl Conn {
    /// Records a line the client writes.
    pub(super) fn record_sent(&mut self, line: &[u8]) {
        let now = Instant::now();
        let mut f = Frame::new(Some(Direction::ClientToAgent), line.to_vec());
        f.at = Some(now.saturating_duration_since(self.started));
        self.frames.push(f);
        self.handled.push(now);
    }

    /// Records a line read from the agent's stdout at `arrived`, now that
    /// the client takes it.
    pub(super) fn record_received(&mut self, arrived: Instant, line: &[u8]) {
        let mut f = Frame::new(Some(Direction::AgentToClient), line.to_vec());
        f.at = Some(arrived.saturating_duration_since(self.started));
        self.frames.push(f);
        self.handled.push(Instant::now());
    }

    /// Marks the agent line being handled with requirement `id`.
    pub(super) fn mark_received(&mut self, id: &str, message: impl Into<String>) {
        self.mark_received_at(id, message.into(), None);
    }

    /// As [`mark_received`](Self::mark_received), linking `spec` (a schema
    /// def's page) instead of the requirement's.
    pub(super) fn mark_received_at(&mut self, id: &str, message: String, spec: Option<String>) {
        let mut mark = reqs::mark(id, self.version.max(1), message, false);
        if spec.is_some() {
            mark.spec = spec;
        }
        if let Some(f) = self.frames.iter_mut().rev().find(|f| f.direction == Some(Direction::AgentToClient)) {
            if !f.marks.contains(&mark) {
                f.marks.push(mark);
            }
        }
    }

    /// Marks every `session/update` the agent sent for `session`.
    pub(super) fn mark_updates_of(&mut self, session: &str, id: &str, message: &str) {
        let mark = reqs::mark(id, self.version.max(1), message.to_string(), false);
        for f in &mut self.frames {
            if f.direction != Some(Direction::AgentToClient) {
                continue;
            }
            let Ok(v) = serde_json::from_slice::<serde_json::Value>(&f.bytes) else { continue };
            if super::is_update_of(&v, session) && !f.marks.contains(&mark) {
                f.marks.push(mark.clone());
            }
        }
    }

    /// The transcript named `name`, each of `verdicts` (a requirement
    /// graded failing at an instant) put after the last line the client
    /// had written or read by then; in wire order.
    pub fn transcript(&mut self, name: String, verdicts: Vec<(Instant, Mark)>) -> Connection {
        let frames = std::mem::take(&mut self.frames);
        let handled = std::mem::take(&mut self.handled);
        super::super::wire::transcript(name, self.version, frames, &handled, verdicts)
    }
}
