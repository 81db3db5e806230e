//! The fixture's session setup and teardown edges: `session/list` cursors
//! (it gives out none), `session/delete`, and in v2 MCP servers (it
//! supports stdio and http only) and a prompt raced by `session/close`.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::Agent;

thread_local! {
    /// This thread takes up a prompt that was put off (`close-race-refused`).
    static LATE: Cell<bool> = const { Cell::new(false) };
}

/// v2 `session/new` with MCP servers: this agent advertises the stdio and
/// http transports only, so it refuses any other with -32602 (the schema's
/// McpServer) — unless broken (`mcp-unknown-ok`: accepted and ignored);
/// v1 with `mcp-stdio-refused`: any stdio server is refused (-32602).
/// `true` when refused (answered).
pub(super) fn mcp_refused(agent: &Agent, id: &Value, params: &Value) -> bool {
    let servers = params.get("mcpServers").and_then(Value::as_array).cloned().unwrap_or_default();
    // `mcp-stdio-refused` (v1): a stdio server refused, which every agent
    // MUST support.
    if agent.broken("mcp-stdio-refused") && !agent.v2() && servers.iter().any(|s| s.get("command").is_some()) {
        agent.error(id, -32602, "Invalid params: stdio MCP servers are not supported");
        return true;
    }
    let other = servers.iter().any(|s| s.get("type").is_none_or(|t| t != "stdio" && t != "http"));
    if !other || !agent.v2() || agent.broken("mcp-unknown-ok") {
        return false;
    }
    agent.error(id, -32602, "Invalid params: this agent supports the stdio and http MCP transports only");
    true
}

/// `close-race-refused` (v2): a prompt is taken up 100 ms late on a thread
/// of its own, and refused with -32002 when its session was closed
/// meanwhile, where closing that keeps a prompt out answers it -32800.
/// `true` when the prompt was put off.
pub(super) fn put_off(agent: &Arc<Agent>, id: &Value, params: &Value) -> bool {
    if !agent.broken("close-race-refused") || !agent.v2() || LATE.with(Cell::get) {
        return false;
    }
    let (me, id, params) = (agent.clone(), id.clone(), params.clone());
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        let sid = params.get("sessionId").and_then(Value::as_str).unwrap_or_default();
        if !me.state().open.iter().any(|(s, _)| s == sid) {
            return me.error(&id, -32002, "Resource not found: session");
        }
        LATE.with(|l| l.set(true));
        me.request("session/prompt", id, params);
    });
    true
}

/// `session/list` with a cursor: this agent answers one page and gives out
/// no cursor, so any is invalid (-32602) — unless broken
/// (`cursor-ignored`: the first page again). `true` when refused.
pub(super) fn bad_cursor(agent: &Agent, id: &Value, params: &Value) -> bool {
    if params.get("cursor").is_none_or(Value::is_null) || agent.broken("cursor-ignored") || agent.broken("list-missing") {
        return false;
    }
    agent.error(id, -32602, "Invalid params: unknown cursor");
    true
}

/// `session/delete`: ends the session's running turn, forgets it; one it
/// does not know (deleted already, never created) is deleted as well —
/// unless broken (`delete-not-found`: -32002 for those).
pub(super) fn delete(agent: &Agent, id: &Value, params: &Value) {
    let Some(sid) = params.get("sessionId").and_then(Value::as_str) else {
        return agent.error(id, -32602, "Invalid params: sessionId required");
    };
    let mut st = agent.state();
    // Created here (`faulty-N`; a closed one too) and not deleted yet.
    let n = sid.strip_prefix("faulty-").and_then(|n| n.parse::<u64>().ok());
    let known = n.is_some_and(|n| (1..=st.sessions).contains(&n)) && !st.deleted.iter().any(|d| d == sid);
    if known {
        st.deleted.push(sid.to_string());
    }
    if let Some(flag) = st.cancel.get(sid) {
        flag.store(true, Ordering::SeqCst);
    }
    st.open.retain(|(s, _)| s != sid);
    st.settings.remove(sid);
    st.history.remove(sid);
    drop(st);
    super::mcp::stop(agent, sid);
    if !known && agent.broken("delete-not-found") {
        return agent.error(id, -32002, "Resource not found: session");
    }
    agent.reply(id, json!({}));
}

/// v2: a request to the client whose wait `session/cancel` (`cancel`)
/// ends: the agent stops waiting and cancels it with `$/cancel_request`
/// (`no-cancel-request`: it does not), and a late answer is ignored
/// (`late-answer-resumes`: an allowing one resumes the turn's work).
pub(super) fn ask_until_cancelled(agent: &Arc<Agent>, session: &str, method: &str, params: Value, cancel: &AtomicBool) -> Option<Value> {
    let id = format!("faulty-{}", agent.next_id.fetch_add(1, Ordering::Relaxed));
    let key = json!(id).to_string();
    let (tx, rx) = mpsc::channel();
    agent.pending.lock().unwrap_or_else(|p| p.into_inner()).insert(key.clone(), tx);
    agent.write(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
    let start = Instant::now();
    loop {
        match rx.recv_timeout(Duration::from_millis(20)) {
            Ok(answer) => return Some(answer),
            Err(mpsc::RecvTimeoutError::Disconnected) => return None,
            Err(mpsc::RecvTimeoutError::Timeout) if cancel.load(Ordering::SeqCst) => break,
            Err(mpsc::RecvTimeoutError::Timeout) if start.elapsed() > Duration::from_secs(30) => return None,
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
    }
    let permission = method == "session/request_permission";
    if permission && agent.broken("late-answer-resumes") {
        let session = session.to_string();
        let me = agent.clone();
        std::thread::spawn(move || {
            let answer = rx.recv_timeout(Duration::from_secs(10)).ok();
            if answer.as_ref().and_then(|a| a.pointer("/result/outcome/optionId")).is_some() {
                me.update(&session, json!({"sessionUpdate": "state_update", "state": "running"}));
                me.chunk(&session, "allowed after all: resuming");
                me.update(&session, json!({"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}));
            }
        });
    } else {
        agent.pending.lock().unwrap_or_else(|p| p.into_inner()).remove(&key);
    }
    if !agent.broken(if permission { "no-cancel-request" } else { "no-elicit-cancel-request" }) {
        agent.write(&json!({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": id}}));
    }
    None
}
