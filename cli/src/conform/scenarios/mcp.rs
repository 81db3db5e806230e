//! Stdio MCP servers (the `mcp` scenario): `session/new` lists two stdio
//! MCP servers, each this very executable's hidden `mcp-stub --record
//! FILE`, which answers MCP's `initialize` and writes down every message it
//! is sent. The agent should start them and send each `initialize` (v1: every
//! agent supports stdio, so refusing the servers fails `session.mcp-stdio`,
//! and not starting one within 5 s leaves that row NOT TESTED: connecting
//! later is allowed; v2: only an agent that advertises
//! `capabilities.session.mcp.stdio`). v2 then closes the session and
//! resumes it listing a third server: the first two must not be started
//! again (the schema's ResumeSessionRequest.mcpServers: no servers restored
//! from earlier requests).

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::super::driver::{brief, Conn};
use super::super::reqs::Results;

const ROWS: [&str; 3] = ["session.mcp-stdio", "session.mcp-connect", "session.mcp-resume"];

/// How long an agent gets to start a server and send it `initialize`.
const START: Duration = Duration::from_secs(5);
/// How long conform watches for a server started again after the resume.
const SETTLE: Duration = Duration::from_millis(700);

/// One stub server: its name and record file.
struct Stub {
    name: &'static str,
    record: PathBuf,
}

impl Stub {
    fn new(conn: &Conn, name: &'static str) -> Stub {
        Stub { name, record: conn.scratch.dir.join(format!("{name}.jsonl")) }
    }

    /// The stdio McpServer of this stub for `version` (v2 names the transport).
    fn server(&self, version: u16, exe: &Path) -> Value {
        let record = self.record.to_string_lossy();
        let mut s = json!({"name": self.name, "command": exe.to_string_lossy(), "args": ["mcp-stub", "--record", record], "env": []});
        if version >= 2 {
            s["type"] = json!("stdio");
        }
        s
    }

    /// How many `initialize` requests it was sent so far.
    fn initialized(&self) -> usize {
        let text = std::fs::read_to_string(&self.record).unwrap_or_default();
        text.lines()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .filter(|m| m.get("method").and_then(Value::as_str) == Some("initialize") && m.get("id").is_some())
            .count()
    }
}

/// Waits (reading what the agent sends meanwhile) until every stub of
/// `stubs` was sent `initialize` more than `before[i]` times, or `wait` ends.
async fn wait_started(conn: &mut Conn, stubs: &[&Stub], before: &[usize], wait: Duration) -> Vec<bool> {
    let deadline = Instant::now() + wait;
    loop {
        let started: Vec<bool> = stubs.iter().zip(before).map(|(s, b)| s.initialized() > *b).collect();
        if started.iter().all(|s| *s) || Instant::now() >= deadline {
            return started;
        }
        conn.drain(Duration::from_millis(50)).await;
    }
}

pub(super) async fn mcp(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let init = conn.setup(version, false).await?;
    stdio(conn, version, &init, r).await?;
    // Then HTTP servers (`session.mcp-http`), in a session of their own.
    super::mcp_http::http(conn, version, &init, conn.timeout.min(START), r).await
}

async fn stdio(conn: &mut Conn, version: u16, init: &Value, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this executable for the MCP stub: {e}"))?;
    let advertised = version < 2 || init.pointer("/capabilities/session/mcp/stdio").is_some_and(Value::is_object);
    if !advertised {
        for row in &ROWS[1..] {
            r.skip(row, v, "not advertised (capabilities.session.mcp.stdio)");
        }
        return Ok(());
    }
    let (a, b) = (Stub::new(conn, "conform-mcp-a"), Stub::new(conn, "conform-mcp-b"));
    let mut params = conn.new_session_params();
    params["mcpServers"] = json!([a.server(version, &exe), b.server(version, &exe)]);
    let resp = conn.call("session/new", params).await?;
    let session = match resp.pointer("/result/sessionId").and_then(Value::as_str) {
        Some(s) => s.to_string(),
        None => {
            let why = format!("session/new listing two stdio MCP servers answered {}", brief(resp.get("error").unwrap_or(&resp)));
            if version < 2 {
                r.fail("session.mcp-stdio", v, why.clone());
            }
            r.fail("session.mcp-connect", v, why);
            if version >= 2 {
                r.skip("session.mcp-resume", v, "no session to resume (session/new failed)");
            }
            return Ok(());
        }
    };
    conn.sessions.insert(session.clone());
    let started = wait_started(conn, &[&a, &b], &[0, 0], conn.timeout.min(START)).await;
    let secs = conn.timeout.min(START).as_secs_f64();
    if version >= 2 {
        // v2 has no such MUST: stdio is a capability (graded by mcp-connect).
    } else if started[0] {
        r.pass("session.mcp-stdio", v, format!("{} started and sent initialize", a.name));
    } else {
        // "MUST support connecting via stdio" binds what the agent can do,
        // not when it connects: one that connects lazily (when a tool is
        // needed) or only in a trusted folder breaks nothing by waiting.
        // Only a refusal (above) shows it cannot; silence proves nothing.
        r.not_tested(
            "session.mcp-stdio",
            v,
            format!("{} (a stdio MCP server) not sent initialize within {secs:.0} s of session/new: it may connect later; session/new was accepted", a.name),
        );
    }
    let missing: Vec<&str> = [&a, &b].iter().zip(&started).filter(|(_, s)| !**s).map(|(s, _)| s.name).collect();
    if missing.is_empty() {
        r.pass("session.mcp-connect", v, format!("both listed servers ({}, {}) sent initialize", a.name, b.name));
    } else {
        r.fail("session.mcp-connect", v, format!("not sent initialize within {secs:.0} s of session/new: {}", missing.join(", ")));
    }
    if version >= 2 {
        resume(conn, &exe, &session, [&a, &b], init, r).await?;
    }
    Ok(())
}

/// v2: close, then resume listing a third server; the first two must not
/// be started again.
async fn resume(conn: &mut Conn, exe: &Path, session: &str, earlier: [&Stub; 2], init: &Value, r: &mut Results) -> Result<(), String> {
    let v = Some(2);
    if !init.pointer("/capabilities/session").is_some_and(Value::is_object) {
        r.skip("session.mcp-resume", v, "not advertised (capabilities.session: session/close and session/resume)");
        return Ok(());
    }
    let c = Stub::new(conn, "conform-mcp-c");
    let resp = conn.call("session/close", json!({"sessionId": session})).await?;
    if resp.get("result").is_none() {
        r.fail("session.mcp-resume", v, format!("session/close answered {}", brief(&resp)));
        return Ok(());
    }
    let before: Vec<usize> = earlier.iter().map(|s| s.initialized()).collect();
    let params = json!({"sessionId": session, "cwd": conn.cwd(), "mcpServers": [c.server(2, exe)]});
    let resp = conn.call("session/resume", params).await?;
    if resp.get("result").is_none() {
        r.fail("session.mcp-resume", v, format!("session/resume listing {} answered {}", c.name, brief(&resp)));
        return Ok(());
    }
    // The listed server started (or the time is up), then a little longer.
    let _ = wait_started(conn, &[&c], &[0], conn.timeout.min(START)).await;
    conn.drain(SETTLE).await;
    let restored: Vec<&str> = earlier.iter().zip(&before).filter(|(s, b)| s.initialized() > **b).map(|(s, _)| s.name).collect();
    if restored.is_empty() {
        r.pass("session.mcp-resume", v, format!("resumed listing {} only: {} and {} (of session/new) not started again", c.name, earlier[0].name, earlier[1].name));
    } else {
        r.fail("session.mcp-resume", v, format!("resumed listing {} only, yet started again: {}", c.name, restored.join(", ")));
    }
    Ok(())
}
