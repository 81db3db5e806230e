//! A minimal ACP v1 agent written by hand on `serde_json` (no acp-wire
//! code), conforming in every way `acp-wire conform` checks — except for
//! the one rule named by `--break RULE`. The fixture of `cli/tests/cli/conform.rs`.
//! With `--v2` it also speaks v2 (see `v2.rs`: answers 2 when asked for 2 or
//! more, v2's prompt lifecycle, `session/resume`, batches).
//!
//! ```sh
//! cargo build --example faulty_agent
//! acp-wire conform --protocol 1 -- target/debug/examples/faulty_agent --break late-update
//! acp-wire conform --protocol 2 -- target/debug/examples/faulty_agent --v2 --break no-resume-state
//! ```
//!
//! Prompts: `/slow …` streams a chunk every 50 ms for 5 s (ended by
//! `session/cancel` or `$/cancel_request`); `/read PATH` reads a file through
//! the client when it advertised `fs.readTextFile`; `/permission` asks for
//! permission; `/elicit [url]` asks through `elicitation/create` (`elicit.rs`); anything else is echoed back one word per chunk. Sessions
//! have the modes `ask` and `code` and the select config options `model`
//! (`fast`, `big`) and `style` (`plain`, `fancy`).
//!
//! `--auth METHOD_ID` (repeatable): advertised, and `session/new` answered
//! -32000 until `authenticate` (v2 `auth/login`, which `auth/logout`
//! undoes) with one of them (the
//! fixture of `cli/tests/echo/example_client.rs`). `--record FILE`: every line read
//! and written, for `acp-wire validate`.

use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

mod edges;
mod elicit;
mod mcp;
mod rules;
mod settings;
mod unstable;
mod v2;

use rules::RULES;

/// The modes every session advertises.
const MODES: [&str; 2] = ["ask", "code"];

/// A session's config options with these current values; v2 names the
/// id `configId`.
/// The config options; v1 also has the session `mode` as an option of
/// category mode (kept in step with `modes` unless `--break
/// modes-out-of-step`).
fn config_options(version: u16, model: &str, style: &str, mode: &str) -> Vec<Value> {
    let key = if version >= 2 { "configId" } else { "id" };
    let mut out = vec![
        json!({"type": "select", key: "model", "name": "Model", "currentValue": model,
            "options": [{"value": "fast", "name": "Fast"}, {"value": "big", "name": "Big"}]}),
        json!({"type": "select", key: "style", "name": "Style", "currentValue": style,
            "options": [{"value": "plain", "name": "Plain"}, {"value": "fancy", "name": "Fancy"}]}),
    ];
    if version < 2 {
        let modes: Vec<Value> = MODES.iter().map(|m| json!({"value": m, "name": m})).collect();
        out.push(json!({"type": "select", key: "mode", "name": "Mode", "category": "mode", "currentValue": mode, "options": modes}));
    }
    out
}

struct Agent {
    brk: String,
    /// `--auth METHOD` (repeatable): advertise them and refuse sessions with
    /// -32000 until `authenticate` (v2: `auth/login`) with one of them.
    auth: Vec<String>,
    /// `--v2`: also serve protocol version 2.
    v2: bool,
    /// `--quirk NAME` (repeatable): behaviour of real agents that the spec
    /// allows (see `rules::QUIRKS`); conform must not fail it.
    quirks: Vec<String>,
    out: Mutex<std::io::Stdout>,
    /// `--record FILE`: every line read and written, in the recorded-line
    /// format of `acp-wire validate` (`{"dir": "c2a"|"a2c", "msg": …}`), in
    /// the order this process saw them.
    record: Option<Mutex<std::fs::File>>,
    next_id: AtomicU64,
    /// Our requests to the client awaiting an answer.
    pending: Mutex<HashMap<String, mpsc::Sender<Value>>>,
    st: Mutex<State>,
}

#[derive(Default)]
struct State {
    initialized: bool,
    /// The version `initialize` answered (1 until then).
    version: u16,
    authenticated: bool,
    client_read: bool,
    client_write: bool,
    client_terminal: bool,
    /// The client's elicitation modes (`elicit.rs`).
    elicit_form: bool,
    elicit_url: bool,
    /// Elicitations asked (their ids' numbers).
    elicitations: u64,
    sessions: u64,
    /// Open sessions: (id, cwd).
    open: Vec<(String, String)>,
    /// Session id → (mode, model, style).
    settings: HashMap<String, (String, String, String)>,
    /// Session id → cancel flag of the running turn.
    cancel: HashMap<String, Arc<AtomicBool>>,
    /// Prompt request id (JSON text) → `$/cancel_request` flag.
    cancel_request: HashMap<String, Arc<AtomicBool>>,
    /// v2: session id → the updates of its conversation (for a replay).
    history: HashMap<String, Vec<Value>>,
    /// v2: session id → the `messageId` of the running turn's agent message.
    message: HashMap<String, String>,
    /// v2: numbers for message ids.
    messages: u64,
    /// Sessions deleted (`session/delete`).
    deleted: Vec<String>,
    /// `--quirk late-history`: session id → when its history becomes
    /// listable and loadable (a while after its turn was answered).
    written: HashMap<String, Instant>,
    /// Session id → the stdio MCP servers `session/new` listed, and the
    /// processes running for it now.
    mcp: HashMap<String, (Vec<Value>, Vec<std::process::Child>)>,
}

impl Agent {
    fn broken(&self, rule: &str) -> bool {
        self.brk == rule
    }

    fn quirk(&self, name: &str) -> bool {
        self.quirks.iter().any(|q| q == name)
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.st.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn v2(&self) -> bool {
        self.state().version >= 2
    }

    fn write(&self, msg: &Value) {
        if v2::captured(msg) {
            return;
        }
        let mut out = self.out.lock().unwrap_or_else(|p| p.into_inner());
        // Recorded under the stdout lock: the record's order is the wire's.
        self.record("a2c", &msg.to_string());
        let _ = writeln!(out, "{msg}");
        let _ = out.flush();
    }

    fn record(&self, dir: &str, line: &str) {
        let Some(file) = &self.record else { return };
        let entry = match serde_json::from_str::<Value>(line) {
            Ok(msg) => json!({"dir": dir, "msg": msg}),
            Err(_) => json!({"dir": dir, "raw": line}),
        };
        let mut file = file.lock().unwrap_or_else(|p| p.into_inner());
        let _ = writeln!(file, "{entry}");
    }

    fn reply(&self, id: &Value, result: Value) {
        self.write(&json!({"jsonrpc": "2.0", "id": id, "result": result}));
    }

    fn error(&self, id: &Value, code: i64, message: &str) {
        self.write(&json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}}));
    }

    fn update(&self, session: &str, update: Value) {
        let mut update = if self.v2() { v2::outgoing(self, session, update) } else { update };
        if self.broken("root-field") {
            if let Some(o) = update.as_object_mut() {
                o.insert("faultyMood".into(), json!("custom data belongs in _meta"));
            }
        }
        let session = if self.broken("wrong-session") { format!("{session}-elsewhere") } else { session.to_string() };
        self.write(&json!({"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": session, "update": update}}));
    }

    fn chunk(&self, session: &str, text: &str) {
        let text = if self.broken("invalid-update") { json!(text.len()) } else { json!(text) };
        let mut u = json!({"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": text}});
        // v2's chunks name the message they belong to.
        let message = {
            let st = self.state();
            st.message.get(session).filter(|_| st.version >= 2).cloned()
        };
        if let Some(m) = message {
            u["messageId"] = json!(m);
        }
        self.update(session, u);
    }

    /// A request to the client; its answer (the whole message), if any.
    fn ask(&self, method: &str, params: Value) -> Option<Value> {
        let id = format!("faulty-{}", self.next_id.fetch_add(1, Ordering::Relaxed));
        let (tx, rx) = mpsc::channel();
        self.pending.lock().unwrap_or_else(|p| p.into_inner()).insert(json!(id).to_string(), tx);
        self.write(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        rx.recv_timeout(Duration::from_secs(30)).ok()
    }

    /// After an allowed permission: write a file and run a command, where
    /// the client offers that.
    fn use_workspace(&self, session: &str) {
        let (write, terminal, cwd) = {
            let st = self.state();
            let cwd = st.open.iter().find(|(s, _)| s == session).map(|(_, c)| c.clone());
            (st.client_write, st.client_terminal, cwd)
        };
        let Some(cwd) = cwd else { return };
        if write {
            self.ask("fs/write_text_file", json!({"sessionId": session, "path": format!("{cwd}/faulty-agent.txt"), "content": "written by faulty_agent\n"}));
        }
        if terminal {
            let created = self.ask("terminal/create", json!({"sessionId": session, "command": "echo", "args": ["from faulty_agent"], "cwd": cwd}));
            if let Some(tid) = created.as_ref().and_then(|c| c.pointer("/result/terminalId")).cloned() {
                self.ask("terminal/wait_for_exit", json!({"sessionId": session, "terminalId": tid}));
                if !self.broken("leak-terminal") {
                    self.ask("terminal/release", json!({"sessionId": session, "terminalId": tid}));
                }
            }
        }
    }

    fn handle(self: &Arc<Self>, line: &str) {
        let msg: Value = match serde_json::from_str(line) {
            Ok(v) => v,
            Err(_) => return self.error(&Value::Null, -32700, "Parse error"),
        };
        match msg {
            Value::Array(items) if self.v2() => v2::batch(self, items),
            msg => self.message(msg),
        }
    }

    fn message(self: &Arc<Self>, msg: Value) {
        let id = msg.get("id").cloned();
        let id_ok = id.as_ref().is_some_and(|i| i.is_string() || i.is_i64() || i.is_u64());
        let Some(obj) = msg.as_object().filter(|o| o.get("jsonrpc") == Some(&json!("2.0"))) else {
            return self.error(&if id_ok { id.unwrap_or(Value::Null) } else { Value::Null }, -32600, "Invalid Request");
        };
        let params = obj.get("params").cloned().unwrap_or(Value::Null);
        match (obj.get("method"), id) {
            (None, Some(id)) => {
                // A response to one of our requests.
                if let Some(tx) = self.pending.lock().unwrap_or_else(|p| p.into_inner()).remove(&id.to_string()) {
                    let _ = tx.send(msg.clone());
                }
            }
            (Some(Value::String(m)), None) => self.notification(m, &params),
            (Some(Value::String(m)), Some(id)) if id_ok => self.request(m, id, params),
            (_, id) => self.error(&id.filter(|_| id_ok).unwrap_or(Value::Null), -32600, "Invalid Request"),
        }
    }

    fn notification(&self, method: &str, params: &Value) {
        match method {
            "session/cancel" => {
                if let Some(s) = params.get("sessionId").and_then(Value::as_str) {
                    if let Some(flag) = self.state().cancel.get(s) {
                        flag.store(true, Ordering::SeqCst);
                    }
                }
            }
            "$/cancel_request" => {
                if let Some(id) = params.get("requestId") {
                    let flag = self.state().cancel_request.get(&id.to_string()).cloned();
                    match flag {
                        Some(flag) => flag.store(true, Ordering::SeqCst),
                        // chuk-acp 0.3.2: an error under the id "" for a
                        // notification it cannot act on.
                        None if self.broken("stale-cancel-answered") => {
                            self.write(&json!({"jsonrpc": "2.0", "id": "", "error": {"code": -32602, "message": "Invalid params: no such request"}}))
                        }
                        None => {}
                    }
                }
            }
            // codex-acp 0.16.0: an error without an id for a notification it does not know.
            _ if self.broken("idless-error") => self.write(&json!({"jsonrpc": "2.0", "error": {"code": -32601, "message": "Method not found"}})),
            _ => {}
        }
    }

    fn request(self: &Arc<Self>, method: &str, id: Value, params: Value) {
        let initialized = self.state().initialized;
        if method != "initialize" && !initialized && !self.broken("before-init-ok") {
            return self.error(&id, -32000, "not initialized: call initialize first");
        }
        match method {
            "initialize" => {
                let Some(asked) = params.get("protocolVersion").and_then(Value::as_u64) else {
                    return self.error(&id, -32602, "Invalid params: protocolVersion must be an integer");
                };
                if self.v2 && asked >= 2 {
                    return v2::initialize(self, &id, &params);
                }
                let version = if self.broken("echo-version") { asked } else { 1 };
                {
                    let mut st = self.state();
                    st.initialized = true;
                    st.version = 1;
                    st.client_read = params.pointer("/clientCapabilities/fs/readTextFile") == Some(&json!(true));
                    st.client_write = params.pointer("/clientCapabilities/fs/writeTextFile") == Some(&json!(true));
                    st.client_terminal = params.pointer("/clientCapabilities/terminal") == Some(&json!(true));
                    elicit::read_caps(&mut st, params.get("clientCapabilities"));
                }
                let mut result = json!({
                    "protocolVersion": version,
                    "agentCapabilities": {"loadSession": self.quirk("late-history"), "sessionCapabilities": {"list": {}, "close": {}, "delete": {}}, "mcpCapabilities": {"http": true}},
                    "agentInfo": {"name": "faulty-agent", "version": "0.1.0"},
                    "authMethods": v2::auth_methods(self, 1)
                });
                unstable::advertise(&mut result, 1);
                if self.broken("no-agent-info") {
                    result.as_object_mut().map(|o| o.remove("agentInfo"));
                }
                if self.broken("damaged-tolerated") {
                    result["agentInfo"]["version"] = json!(1);
                }
                if self.quirk("older-sdk-members") {
                    // Declared by the pinned unstable McpCapabilities only.
                    result["agentCapabilities"]["mcpCapabilities"]["acp"] = json!(true);
                }
                self.reply(&id, result);
            }
            // v1 `authenticate`, v2 `auth/login`: the same params.
            "authenticate" | "auth/login" if (method == "auth/login") == self.v2() && !self.broken("auth-missing") => match params.get("methodId").and_then(Value::as_str) {
                Some(asked) if self.auth.iter().any(|m| m == asked) => {
                    self.state().authenticated = true;
                    self.reply(&id, json!({}));
                }
                _ => self.error(&id, -32602, "Invalid params: unknown methodId"),
            },
            "auth/logout" if self.v2() && !self.broken("auth-missing") => {
                self.state().authenticated = false;
                self.reply(&id, json!({}));
            }
            m if unstable::request(self, m, &id, &params) => {}
            "session/new" if !self.auth.is_empty() && !self.state().authenticated => {
                self.error(&id, -32000, "Authentication required")
            }
            "session/new" => {
                let cwd_ok = params.get("cwd").and_then(Value::as_str).is_some_and(|c| c.starts_with('/'));
                // v2 makes mcpServers optional.
                let servers = params.get("mcpServers");
                let servers_ok = servers.is_some_and(Value::is_array) || (servers.is_none() && self.v2());
                if !cwd_ok || !servers_ok {
                    return self.error(&id, -32602, "Invalid params: cwd (absolute path) and mcpServers (array) required");
                }
                if edges::mcp_refused(self, &id, &params) {
                    return;
                }
                let mut st = self.state();
                st.sessions += 1;
                let sid = format!("faulty-{}", st.sessions);
                let cwd = params.get("cwd").and_then(Value::as_str).unwrap_or("/").to_string();
                st.open.push((sid.clone(), cwd));
                st.settings.insert(sid.clone(), ("ask".into(), "fast".into(), "plain".into()));
                let version = st.version;
                drop(st);
                mcp::start(self, &sid, &params);
                if version >= 2 {
                    return v2::new_session(self, &id, &sid);
                }
                let modes: Vec<Value> = MODES.iter().map(|m| json!({"id": m, "name": m})).collect();
                let mut result = json!({
                    "sessionId": sid,
                    "modes": {"currentModeId": "ask", "availableModes": modes},
                    "configOptions": config_options(1, "fast", "plain", "ask")
                });
                if self.quirk("older-sdk-members") {
                    // NewSessionResponse's until an earlier SDK release.
                    result["models"] = json!({"currentModelId": "fast", "availableModels": [{"modelId": "fast", "name": "Fast"}]});
                }
                self.reply(&id, result);
                if self.quirk("announce-commands") {
                    self.update(&sid, json!({"sessionUpdate": "available_commands_update", "availableCommands": [
                        {"name": "slow", "description": "a slow turn"}
                    ]}));
                }
            }
            "session/list" if edges::bad_cursor(self, &id, &params) => {}
            "session/list" if !self.broken("list-missing") => {
                let filter = params.get("cwd").and_then(Value::as_str).filter(|_| !self.broken("list-ignores-cwd"));
                let st = self.state();
                let list: Vec<Value> = st
                    .open
                    .iter()
                    .filter(|(_, c)| filter.is_none_or(|f| f == c))
                    // A session the client titled is stored at once (the unstable title rows).
                    .filter(|(s, _)| {
                        !self.quirk("late-history") || unstable::titled(s) || st.written.get(s).is_some_and(|at| *at <= Instant::now())
                    })
                    .map(|(s, c)| unstable::row(json!({"sessionId": s, "cwd": c})))
                    .collect();
                drop(st);
                self.reply(&id, json!({"sessions": list}));
            }
            "session/load" if !self.v2() && self.quirk("late-history") => {
                let sid = params.get("sessionId").and_then(Value::as_str).unwrap_or_default().to_string();
                let written = self.state().written.get(&sid).copied();
                match written {
                    // Replays what it has on disk: nothing until then.
                    Some(at) if at <= Instant::now() => {
                        self.update(&sid, json!({"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "conform session history"}}));
                        self.update(&sid, json!({"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "history"}}));
                        self.reply(&id, json!({}));
                    }
                    Some(_) => self.reply(&id, json!({})),
                    None => self.error(&id, -32602, "Invalid params: no such session"),
                }
            }
            "session/resume" if self.v2() => v2::resume(self, &id, &params),
            "session/set_mode" if !self.v2() => self.set_mode(&id, &params),
            "session/set_config_option" => self.set_config_option(&id, &params),
            "session/delete" => edges::delete(self, &id, &params),
            "session/close" => {
                let Some(sid) = params.get("sessionId").and_then(Value::as_str) else {
                    return self.error(&id, -32602, "Invalid params: sessionId required");
                };
                let refuse_unknown = self.v2() && self.broken("close-unknown-refused");
                let mut st = self.state();
                if refuse_unknown && !st.cancel.contains_key(sid) && !st.open.iter().any(|(s, _)| s == sid) {
                    drop(st);
                    return self.error(&id, -32603, "Internal error: no such session");
                }
                if let Some(flag) = st.cancel.get(sid).filter(|_| !self.broken("close-keeps-turn")) {
                    flag.store(true, Ordering::SeqCst);
                }
                // Settings are kept: a closed session can be resumed.
                st.open.retain(|(s, _)| s != sid);
                drop(st);
                mcp::stop(self, sid);
                self.reply(&id, if self.broken("null-result") { Value::Null } else { json!({}) });
            }
            "session/prompt" if edges::put_off(self, &id, &params) => {}
            "session/prompt" => {
                let session = params.get("sessionId").and_then(Value::as_str).map(str::to_string);
                let prompt = params.get("prompt").and_then(Value::as_array).cloned();
                let (Some(session), Some(prompt)) = (session, prompt) else {
                    return self.error(&id, -32602, "Invalid params: sessionId and prompt (array) required");
                };
                if self.broken("refuse-resource-link") && prompt.iter().any(|b| b["type"] == "resource_link") {
                    return self.error(&id, -32602, "Invalid params: resource_link is not supported");
                }
                if self.v2() && !v2::accept(self, &id, &session, &prompt) {
                    return;
                }
                let text: String = prompt.iter().filter_map(|b| b.get("text").and_then(Value::as_str)).collect::<Vec<_>>().join("");
                let cancel = Arc::new(AtomicBool::new(false));
                let cancel_req = Arc::new(AtomicBool::new(false));
                {
                    let mut st = self.state();
                    st.cancel.insert(session.clone(), cancel.clone());
                    st.cancel_request.insert(id.to_string(), cancel_req.clone());
                    // Its history is written a while after the turn (claude-agent-acp).
                    st.written.insert(session.clone(), Instant::now() + Duration::from_millis(900));
                }
                let me = self.clone();
                std::thread::spawn(move || me.turn(id, session, text.trim().to_string(), cancel, cancel_req));
            }
            _ if self.broken("wrong-error-code") => self.error(&id, -32603, "Internal error"),
            m if m.starts_with('_') && self.quirk("ext-null-result") => self.reply(&id, Value::Null),
            _ => self.error(&id, -32601, "Method not found"),
        }
    }

    fn turn(self: &Arc<Self>, id: Value, session: String, text: String, cancel: Arc<AtomicBool>, cancel_req: Arc<AtomicBool>) {
        let v2 = self.v2();
        if self.broken("damaged-tolerated") && !v2 {
            // Each damage is covered by a hint of the v1 schema: Plan.entries
            // skip-invalid-items, ToolCallLocation.line default-on-error.
            self.update(&session, json!({"sessionUpdate": "plan", "entries": [
                {"content": "first step", "priority": "high", "status": "pending"},
                {"content": "damaged step", "priority": 7, "status": "pending"},
                {"content": "last step", "priority": "low", "status": "pending"}
            ]}));
            self.update(&session, json!({"sessionUpdate": "tool_call", "toolCallId": "damaged-1", "title": "Read the damaged file",
                "kind": "read", "status": "pending", "locations": [{"path": "/damaged/file.rs", "line": "x"}]}));
        }
        if v2 {
            self.update(&session, json!({"sessionUpdate": "state_update", "state": "running"}));
        }
        let stop = if let Some(words) = text.strip_prefix("/slow") {
            let words: Vec<&str> = words.split_whitespace().collect();
            let mut stop = "end_turn";
            for i in 0..100 {
                // v2 answered the prompt already: only session/cancel ends it.
                if cancel_req.load(Ordering::SeqCst) && !v2 {
                    self.state().cancel_request.remove(&id.to_string());
                    return self.error(&id, -32800, "Request cancelled");
                }
                if cancel.load(Ordering::SeqCst) {
                    stop = "cancelled";
                    break;
                }
                self.chunk(&session, &format!("{} ", words.get(i % words.len().max(1)).unwrap_or(&"slow")));
                std::thread::sleep(Duration::from_millis(50));
            }
            stop
        } else if let Some(path) = text.strip_prefix("/read ") {
            let allowed = self.state().client_read || self.broken("fs-without-cap");
            if allowed {
                let answer = self.ask("fs/read_text_file", json!({"sessionId": session, "path": path.trim()}));
                let content = answer.as_ref().and_then(|a| a.pointer("/result/content")).and_then(Value::as_str).unwrap_or("(unreadable)");
                self.chunk(&session, &format!("read {}:\n{content}", path.trim()));
            } else {
                self.chunk(&session, "fs/read_text_file is not available: the client did not advertise it");
            }
            "end_turn"
        } else if let Some(mode) = text.strip_prefix("/elicit") {
            match elicit::elicit(self, &session, mode.trim() == "url", &cancel) {
                Some(stop) => stop,
                None => {
                    self.state().cancel_request.remove(&id.to_string());
                    if !v2 {
                        self.error(&id, -32603, "Internal error: elicitation failed");
                    }
                    return;
                }
            }
        } else if text == "/permission" {
            let options = json!([
                {"optionId": "allow-once", "name": "Allow", "kind": "allow_once"},
                {"optionId": "reject-once", "name": "Reject", "kind": "reject_once"}
            ]);
            let answer = if v2 {
                v2::ask_permission(self, &session, options, &cancel)
            } else {
                let mut call = json!({"sessionUpdate": "tool_call", "toolCallId": "faulty-tool", "title": "Touch a file", "kind": "edit", "status": "pending"});
                if self.broken("relative-location") {
                    call["locations"] = json!([{"path": "src/main.rs"}]);
                }
                self.update(&session, call);
                self.ask("session/request_permission", json!({"sessionId": session, "toolCall": {"toolCallId": "faulty-tool"}, "options": options}))
            };
            let outcome = answer.as_ref().and_then(|a| a.pointer("/result/outcome"));
            let chosen = outcome.and_then(|o| o.get("optionId")).and_then(Value::as_str).unwrap_or("none").to_string();
            let allowed = v2::approves(self, outcome, &cancel);
            if allowed {
                if self.quirk("in-progress-tool-call") {
                    self.update(&session, json!({"sessionUpdate": "tool_call", "toolCallId": "faulty-tool", "title": "Touch a file", "kind": "edit", "status": "in_progress"}));
                } else if !self.broken("no-in-progress") {
                    self.update(&session, json!({"sessionUpdate": "tool_call_update", "toolCallId": "faulty-tool", "status": "in_progress"}));
                }
                if !v2 {
                    self.use_workspace(&session);
                }
            }
            let status = if allowed { "completed" } else { "failed" };
            self.update(&session, json!({"sessionUpdate": "tool_call_update", "toolCallId": "faulty-tool", "status": status}));
            self.chunk(&session, &format!("permission outcome: {chosen}"));
            if cancel.load(Ordering::SeqCst) { "cancelled" } else { "end_turn" }
        } else {
            if self.broken("subagent-late") {
                // A message to a helper session, then the helper's
                // announcement, which has to come first.
                let helper = format!("{session}-helper");
                self.update(&session, json!({"sessionUpdate": "session_message", "messageId": "faulty-smsg",
                    "senderSessionId": session, "recipientSessionId": helper}));
                self.update(&session, json!({"sessionUpdate": "subagent_update", "sessionId": helper, "title": "Helper"}));
            }
            if self.broken("elicit-without-cap") {
                let _ = self.ask("elicitation/create", json!({
                    "sessionId": session,
                    "mode": "form",
                    "message": "Which greeting?",
                    "requestedSchema": {"type": "object", "properties": {"greeting": {"type": "string"}}}
                }));
            }
            for w in text.split_whitespace() {
                self.chunk(&session, &format!("{w} "));
            }
            if cancel.load(Ordering::SeqCst) { "cancelled" } else { "end_turn" }
        };
        {
            let mut st = self.state();
            st.cancel_request.remove(&id.to_string());
            if st.cancel.get(&session).is_some_and(|c| Arc::ptr_eq(c, &cancel)) {
                st.cancel.remove(&session);
            }
        }
        if v2 {
            // v2 answered the prompt on acceptance; the idle update ends the turn.
            let mut idle = json!({"sessionUpdate": "state_update", "state": "idle", "stopReason": stop});
            if stop == "error" {
                idle["error"] = json!({"code": -32603, "message": "Internal error"});
            }
            self.update(&session, idle);
            if stop == "cancelled" && self.broken("update-after-idle") {
                self.chunk(&session, "(one more thing)");
            }
            return;
        }
        if stop == "cancelled" && self.broken("cancel-error") {
            return self.error(&id, -32603, "turn aborted by cancellation");
        }
        self.reply(&id, json!({"stopReason": stop}));
        if self.broken("late-update") {
            self.chunk(&session, "(one more thing)");
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mut brk, mut auth, mut serve_v2, mut record) = (String::new(), Vec::new(), false, None);
    let mut quirks = Vec::new();
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        match (flag.as_str(), rest.clone().next()) {
            ("--v2", _) => serve_v2 = true,
            ("--quirk", Some(q)) if rules::QUIRKS.iter().any(|(n, _)| n == q) => quirks.extend(rest.next().cloned()),
            ("--break", Some(rule)) if RULES.iter().chain(unstable::RULES).any(|(r, _)| r == rule) => brk = rest.next().cloned().unwrap_or_default(),
            ("--auth", Some(_)) => auth.extend(rest.next().cloned()),
            ("--record", Some(path)) => match std::fs::File::create(path) {
                Ok(f) => {
                    record = Some(Mutex::new(f));
                    rest.next();
                }
                Err(e) => {
                    eprintln!("faulty_agent: --record {path}: {e}");
                    std::process::exit(2);
                }
            },
            _ => {
                eprintln!("usage: faulty_agent [--v2] [--break RULE] [--auth METHOD_ID]... [--record FILE] [--quirk NAME]...\nrules:");
                for (r, what) in RULES.iter().chain(unstable::RULES) {
                    eprintln!("  {r:<18} {what}");
                }
                std::process::exit(2);
            }
        }
    }
    let agent = Arc::new(Agent {
        brk,
        auth,
        v2: serve_v2,
        quirks,
        out: Mutex::new(std::io::stdout()),
        record,
        next_id: AtomicU64::new(0),
        pending: Mutex::new(HashMap::new()),
        st: Mutex::new(State::default()),
    });
    if agent.broken("stdout-log") {
        let mut out = agent.out.lock().unwrap_or_else(|p| p.into_inner());
        let _ = writeln!(out, "[info] faulty agent ready");
        let _ = out.flush();
    }
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        agent.record("c2a", &line);
        agent.handle(&line);
    }
    if agent.broken("no-eof-exit") {
        // Like several real agents: EOF on stdin is not taken as the end.
        loop {
            std::thread::sleep(Duration::from_secs(60));
        }
    }
}
