//! What arrives from the agent: each stdout line parsed and validated
//! (noise and schema violations recorded), agent→client requests served
//! and answered, responses matched to what the client sent, and v1 turn
//! content checked to come inside a turn.

use acp_wire_validate::{Direction, ViolationKind};
use serde_json::{json, Value};
use tokio::time::Instant;

use super::{brief, AgentCall, Conn, Gone};

/// Turn content kinds: a v1 agent sends these only inside a turn (or a
/// `session/load` replay). Other kinds (commands, modes, session info) may
/// come at any time.
const TURN_CONTENT: &[&str] =
    &["agent_message_chunk", "agent_thought_chunk", "user_message_chunk", "tool_call", "tool_call_update", "plan"];

impl Conn {
    /// The next JSON message (noise lines are recorded and skipped;
    /// agent requests are answered before they are returned).
    pub async fn recv(&mut self, deadline: Instant) -> Result<Value, Gone> {
        loop {
            if self.eof {
                return Err(Gone::Eof);
            }
            let line = match tokio::time::timeout_at(deadline, self.rx.recv()).await {
                Err(_) => return Err(Gone::Timeout),
                Ok(None) => {
                    self.eof = true;
                    return Err(Gone::Eof);
                }
                Ok(Some(l)) => l,
            };
            let (arrived, line) = line;
            self.record_received(arrived, &line);
            if let Some(v) = self.take_line(&line) {
                self.on_message(&v).await;
                self.seen.push(v.clone());
                return Ok(v);
            }
        }
    }

    /// Parses and validates one stdout line; `None` for noise.
    fn take_line(&mut self, line: &[u8]) -> Option<Value> {
        self.obs.frames += 1;
        let parsed = serde_json::from_slice::<Value>(line);
        let is_rpc = matches!(&parsed, Ok(Value::Object(o)) if o.get("jsonrpc").is_some())
            || matches!(&parsed, Ok(Value::Array(a)) if a.iter().all(|x| x.get("jsonrpc").is_some()) && !a.is_empty());
        if !is_rpc {
            let text = String::from_utf8_lossy(line);
            let shown: String = text.chars().take(120).collect();
            self.mark_received("stdout.hygiene", "not a JSON-RPC message");
            self.obs.noise.push(format!("{shown:?}"));
            return None;
        }
        for v in self.validator.validate(Direction::AgentToClient, line) {
            // A response to a request of ours that the validator could not
            // parse (our deliberately broken frames) is not the agent's
            // fault, nor is the version it chose (graded by negotiation).
            if matches!(v.kind, ViolationKind::UnknownResponseId | ViolationKind::Negotiation) {
                continue;
            }
            // A capability gate the scenarios provoke has a row of its own
            // (fs.absent, terminal.absent, elicitation.absent): one finding.
            if graded_by_its_own_row(&v) {
                continue;
            }
            let text = v.to_string();
            if v.kind.is_informational() {
                // An unstable or retired member: a note, not a failure.
                let text = text.replace("\n  ", " — ");
                if !self.obs.members_noted.contains(&text) {
                    self.obs.members_noted.push(text);
                }
                continue;
            }
            let schema = self.validator.schema();
            let spec = v.def.as_deref().map(|d| crate::report::def_spec(schema.root(), schema.protocol_version(), d));
            // A SHOULD the validator checks is graded on a SHOULD row.
            let (row, seen) = match v.kind {
                ViolationKind::Advice => ("schema.advice", &mut self.obs.advice),
                ViolationKind::Undeclared => ("extensibility.no-root-fields", &mut self.obs.undeclared),
                _ => ("schema.messages", &mut self.obs.schema),
            };
            if !seen.contains(&text) {
                seen.push(text.clone());
            }
            self.mark_received_at(row, text.replace("\n  ", " — "), spec);
        }
        parsed.ok()
    }

    async fn on_message(&mut self, m: &Value) {
        if let Value::Array(items) = m {
            for it in items.clone() {
                Box::pin(self.on_message(&it)).await;
            }
            return;
        }
        self.check_content(m);
        let method = m.get("method").and_then(Value::as_str).map(str::to_string);
        match (method, m.get("id")) {
            (Some(method), Some(id)) => {
                let id = id.clone();
                let params = m.get("params").cloned().unwrap_or(Value::Null);
                self.calls.push(AgentCall { method: method.clone(), params: params.clone() });
                let hold = match method.as_str() {
                    "session/request_permission" => self.hold_permission,
                    "elicitation/create" => self.hold_elicit,
                    _ => false,
                };
                if hold && self.held.is_none() {
                    // The user cancels the turn and never answers.
                    self.held = Some((id, params.clone()));
                    let session = params.get("sessionId").cloned().unwrap_or(Value::Null);
                    let _ = self.notify("session/cancel", json!({"sessionId": session})).await;
                    return;
                }
                let answer = self.serve(&method, &params).await;
                let msg = match answer {
                    Ok(result) => json!({"jsonrpc": "2.0", "id": id, "result": result}),
                    Err((code, message)) => json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}}),
                };
                if let Ok(text) = serde_json::to_vec(&msg) {
                    let _ = self.send_raw(&text).await;
                }
            }
            (Some(method), None) => {
                if method == "session/update" {
                    self.on_update(m);
                }
            }
            (None, Some(id)) => {
                let key = id.to_string();
                let method = self.sent.remove(&key).map(|(m, _)| m);
                // Every session a `session/new` (or fork) of ours opened is
                // known, whichever scenario sent it (the before-initialize
                // one too): its updates are routed right.
                if matches!(method.as_deref(), Some("session/new" | "session/fork")) {
                    if let Some(sid) = m.pointer("/result/sessionId").and_then(Value::as_str) {
                        self.sessions.insert(sid.to_string());
                    }
                }
                if method.is_none() {
                    // Error answers with id null (parse errors) are expected.
                    if !id.is_null() {
                        self.mark_received("rpc.unknown-notification", "a response to no request of the client");
                        self.obs.stray_responses.push(format!("response with id {key} to no request of the client"));
                    }
                }
                if let Some(session) = self.turns.remove(&key) {
                    self.prompted.insert(session);
                }
                self.replaying.remove(&key);
            }
            // A response with no id at all answers no request of ours: an
            // answered notification (codex-acp answers unknown ones so;
            // issue 26: it passed). Schema validation reports the frame too.
            (None, None) if m.get("error").is_some() || m.get("result").is_some() => {
                self.mark_received("rpc.unknown-notification", "a response without an id");
                self.obs.stray_responses.push(format!("response without an id: {}", brief(m)));
            }
            (None, None) => {}
        }
    }

    fn on_update(&mut self, m: &Value) {
        let Some(session) = m.pointer("/params/sessionId").and_then(Value::as_str) else { return };
        if !self.sessions.contains(session) {
            // Maybe a session whose `session/new` answer is still on its way
            // (an agent may announce commands first); judged at the end.
            if !self.unknown_updates.iter().any(|s| s == session) {
                self.unknown_updates.push(session.to_string());
            }
            return;
        }
        if self.version >= 2 {
            return;
        }
        let kind = m.pointer("/params/update/sessionUpdate").and_then(Value::as_str).unwrap_or("");
        if !TURN_CONTENT.contains(&kind) {
            return;
        }
        let in_turn = self.turns.values().any(|s| s == session) || self.replaying.values().any(|s| s == session);
        // Outside a turn is not after a turn's response: before the first
        // prompt, or while another request of the session is being served
        // (`session/set_mode`, a resume), no sentence is broken here
        // (issue 26: such updates failed this MUST).
        let serving = self.sent.values().any(|(_, s)| s.as_deref() == Some(session));
        if !in_turn && self.prompted.contains(session) && !serving {
            let what = format!("`{kind}` for session {session:?} after its prompt was answered, with no request of the session in flight");
            self.mark_received("prompt.updates-before-response", what.clone());
            self.obs.late_updates.push(what);
        }
    }
}

/// Whether `v` is only the validator's capability gate (`capability-gate`)
/// for a method whose absence a row of its own grades (`fs.absent`,
/// `terminal.absent`, `elicitation.absent`).
fn graded_by_its_own_row(v: &acp_wire_validate::FrameViolation) -> bool {
    let own = |m: &str| ["fs/", "terminal/", "elicitation/"].iter().any(|p| m.starts_with(p));
    v.violations.iter().all(|x| x.keyword == "capability-gate") && v.method.as_deref().is_some_and(own)
}
