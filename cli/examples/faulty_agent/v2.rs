//! The fixture's protocol version 2 (`--v2`): what differs from v1. The
//! `initialize` result, the prompt answered on acceptance (the turn itself
//! reports `state_update` running … idle), `requires_action` while asking
//! for permission, `session/resume` (replay and the state snapshot) and
//! JSON-RPC batches.

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use serde_json::{json, Value};

use super::{config_options, Agent, State};

thread_local! {
    /// The responses of the batch being handled on this thread.
    static BATCH: RefCell<Option<Vec<Value>>> = const { RefCell::new(None) };
}

/// Whether `msg` is a response written while a batch is handled on this
/// thread: it goes into the batch's array instead of out on its own.
pub(super) fn captured(msg: &Value) -> bool {
    let response = msg.get("method").is_none();
    BATCH.with(|b| match b.borrow_mut().as_mut() {
        Some(out) if response => {
            out.push(msg.clone());
            true
        }
        _ => false,
    })
}

/// A batch (v2's transport page): `[]` is one Invalid Request; otherwise
/// each entry is handled, and the answers to those that get one go out as
/// one array (none at all for a batch of notifications). The answers of
/// turns, which run on their own threads, are not part of it.
pub(super) fn batch(agent: &Arc<Agent>, items: Vec<Value>) {
    if items.is_empty() {
        return agent.error(&Value::Null, -32600, "Invalid Request: empty batch");
    }
    BATCH.with(|b| *b.borrow_mut() = Some(Vec::new()));
    for item in items {
        agent.message(item);
    }
    let answers = BATCH.with(|b| b.borrow_mut().take()).unwrap_or_default();
    if !answers.is_empty() {
        agent.write(&Value::Array(answers));
    }
}

pub(super) fn initialize(agent: &Agent, id: &Value, params: &Value) {
    {
        let mut st = agent.state();
        st.initialized = true;
        st.version = 2;
        super::elicit::read_caps(&mut st, params.get("capabilities"));
    }
    let mut methods = auth_methods(agent, 2);
    // A client that enables terminal authentication gets a terminal method
    // (`env-twice`: its env names a variable twice).
    if params.pointer("/capabilities/auth/terminal").is_some_and(Value::is_object) {
        let second = if agent.broken("env-twice") { "FAULTY_LOGIN" } else { "FAULTY_MODE" };
        methods.push(json!({"type": "terminal", "methodId": "faulty-login-tui", "name": "Log in in a terminal",
            "args": ["--login"], "env": [{"name": "FAULTY_LOGIN", "value": "1"}, {"name": second, "value": "tui"}]}));
    }
    // `session` promises session/list, session/resume and session/close;
    // `delete` session/delete; `mcp` stdio and http MCP servers (mcp.rs).
    let mut result = json!({
        "protocolVersion": 2,
        "info": {"name": "faulty-agent", "version": "0.1.0"},
        "capabilities": {"session": {"delete": {}, "mcp": {"stdio": {}, "http": {}}}},
        "authMethods": methods
    });
    super::unstable::advertise(&mut result, 2);
    agent.reply(id, result);
}

/// A v2 update on its way out: remembered for a replay, and
/// (`background-unannounced`) a `running` state listing a background
/// terminal no update announced, (`http-icon`) chunks made resource links
/// with an http: icon.
pub(super) fn outgoing(agent: &Agent, session: &str, mut update: Value) -> Value {
    remember(&mut agent.state(), session, &update);
    if agent.broken("http-icon") && update["sessionUpdate"] == "agent_message_chunk" {
        update["content"] = json!({"type": "resource_link", "uri": "file:///tmp/faulty.txt", "name": "faulty.txt",
            "icons": [{"src": "http://example.invalid/icon.png"}]});
    }
    if agent.broken("background-unannounced") && update["sessionUpdate"] == "state_update" && update["state"] == "running" {
        update["background"] = json!([{"type": "terminal", "terminalId": "faulty-background"}]);
    }
    update
}

/// Keeps the conversation kinds of a session's updates, for a replay.
fn remember(st: &mut State, session: &str, update: &Value) {
    if matches!(update["sessionUpdate"].as_str(), Some("user_message" | "agent_message_chunk")) {
        st.history.entry(session.to_string()).or_default().push(update.clone());
    }
}

/// Checks a v2 prompt, echoes it as a `user_message` and answers with its
/// `messageId`; `false` when it was refused (answered with an error).
pub(super) fn accept(agent: &Agent, id: &Value, session: &str, prompt: &[Value]) -> bool {
    // v2's ContentBlock: a block type the agent does not support is refused
    // with -32602. This agent advertises no prompt capabilities.
    if let Some(i) = prompt.iter().position(|b| !matches!(b["type"].as_str(), Some("text" | "resource_link"))) {
        agent.error(id, -32602, &format!("Invalid params: prompt[{i}].type is not supported"));
        return false;
    }
    let user = {
        let mut st = agent.state();
        st.messages += 1;
        let n = st.messages;
        st.message.insert(session.to_string(), format!("faulty-agent-msg-{n}"));
        format!("faulty-user-msg-{n}")
    };
    agent.update(session, json!({"sessionUpdate": "user_message", "messageId": user, "content": prompt}));
    agent.reply(id, json!({"messageId": user}));
    true
}

/// `session/request_permission` in v2's shape, the turn `requires_action`
/// while it waits; `session/cancel` ends the wait (`wait-for-answer`: it
/// does not).
pub(super) fn ask_permission(agent: &Arc<Agent>, session: &str, options: Value, cancel: &AtomicBool) -> Option<Value> {
    let mut options = options;
    if agent.broken("same-option-ids") {
        options[1]["optionId"] = options[0]["optionId"].clone();
    }
    if agent.broken("diff-no-patch") {
        let diff = json!({"type": "diff", "changes": [{"operation": "modify", "path": "/tmp/faulty-touched"}]});
        agent.update(session, json!({"sessionUpdate": "tool_call", "toolCallId": "faulty-diff", "title": "Touch a file", "status": "completed", "content": [diff]}));
    }
    if !agent.broken("no-requires-action") {
        agent.update(session, json!({"sessionUpdate": "state_update", "state": "requires_action"}));
    }
    // The tool call the permission is about (the subject creates it).
    let tool = json!({"toolCallId": "faulty-tool", "title": "Touch a file", "kind": "edit", "status": "pending"});
    let params = json!({"sessionId": session, "title": "Touch a file", "options": options,
        "subject": {"type": "tool_call", "toolCall": tool}});
    let answer = if agent.broken("wait-for-answer") {
        agent.ask("session/request_permission", params)
    } else {
        super::edges::ask_until_cancelled(agent, session, "session/request_permission", params, cancel)
    };
    if !agent.broken("no-running-after-action") {
        agent.update(session, json!({"sessionUpdate": "state_update", "state": "running"}));
    }
    answer
}

/// Whether a permission answer's `outcome` approves the tool call: only
/// the offered `allow-once` does, unless broken (v2:
/// `proceed-on-cancelled`: a `cancelled` the client sent without
/// session/cancel; `proceed-on-unknown-option`: a selected optionId it
/// never offered; `proceed-on-unknown-outcome`: an outcome kind it does
/// not know).
pub(super) fn approves(agent: &Agent, outcome: Option<&Value>, cancel: &AtomicBool) -> bool {
    let Some(outcome) = outcome else { return false };
    let v2 = agent.v2();
    match (outcome["outcome"].as_str(), outcome["optionId"].as_str()) {
        (Some("selected"), Some("allow-once")) => true,
        (Some("selected"), Some(id)) => v2 && id != "reject-once" && agent.broken("proceed-on-unknown-option"),
        (Some("cancelled"), _) => v2 && !cancel.load(std::sync::atomic::Ordering::SeqCst) && agent.broken("proceed-on-cancelled"),
        (Some(_), _) => v2 && agent.broken("proceed-on-unknown-outcome"),
        (None, _) => false,
    }
}

/// `session/resume`: replays with `replayFrom: {"type": "start"}`, then the
/// session's state (`running` while a turn runs), then the answer — unless
/// broken (`no-resume-state`: no snapshot; `late-resume-state`: after the
/// answer).
pub(super) fn resume(agent: &Agent, id: &Value, params: &Value) {
    let (Some(sid), Some(cwd)) = (params["sessionId"].as_str(), params["cwd"].as_str()) else {
        return agent.error(id, -32602, "Invalid params: sessionId and cwd required");
    };
    let replay = match &params["replayFrom"] {
        Value::Null => false,
        r if r["type"] == "start" => true,
        _ => return agent.error(id, -32602, "Invalid params: replayFrom must be {\"type\": \"start\"}"),
    };
    let (history, running) = {
        let mut st = agent.state();
        if !st.settings.contains_key(sid) {
            drop(st);
            return agent.error(id, -32002, "Resource not found: session");
        }
        if !st.open.iter().any(|(s, _)| s == sid) {
            st.open.push((sid.to_string(), cwd.to_string()));
        }
        (st.history.get(sid).cloned().unwrap_or_default(), st.cancel.contains_key(sid))
    };
    super::mcp::resume(agent, sid, params);
    if replay || agent.broken("replay-always") {
        let partial = agent.broken("replay-partial");
        for u in history.into_iter().filter(|u| !(partial && u["sessionUpdate"] == "user_message")) {
            // As sent, not remembered again.
            agent.write(&json!({"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": sid, "update": u}}));
        }
    }
    let state = json!({"sessionUpdate": "state_update", "state": if running { "running" } else { "idle" }});
    if !agent.broken("no-resume-state") && !agent.broken("late-resume-state") {
        agent.update(sid, state.clone());
    }
    agent.reply(id, json!({}));
    if agent.broken("late-resume-state") {
        agent.update(sid, state);
    }
}

/// The `authMethods` of the `initialize` result (v1 names the id `id`, v2
/// `methodId`): the `--auth` ones, (`auth-missing`, v2) one it serves
/// neither auth/login nor auth/logout for, and (`terminal-auth`) a
/// terminal method although the client never enabled terminal
/// authentication.
pub(super) fn auth_methods(agent: &Agent, version: u16) -> Vec<Value> {
    let key = if version >= 2 { "methodId" } else { "id" };
    // v1's methods go without `type` (its default is `agent`); v2 needs it.
    let mut methods: Vec<Value> = agent
        .auth
        .iter()
        .map(|m| if version >= 2 { json!({"type": "agent", key: m, "name": "Fixture login"}) } else { json!({key: m, "name": "Fixture login"}) })
        .collect();
    if agent.broken("auth-missing") && version >= 2 {
        methods.push(json!({"type": "agent", key: "faulty-login", "name": "Fixture login"}));
    }
    if agent.broken("terminal-auth") {
        methods.push(json!({"type": "terminal", key: "faulty-tui", "name": "Log in in a terminal"}));
    }
    methods
}

/// The `session/new` answer (v2 has no session modes: config options
/// only), then the session's slash commands (`cancel-after-end`: after a
/// completed tool call that still advertises cancel).
pub(super) fn new_session(agent: &Agent, id: &Value, sid: &str) {
    let mut options = config_options(2, "fast", "plain", "");
    if agent.broken("stray-config-value") {
        options[1]["currentValue"] = json!("none");
    }
    agent.reply(id, json!({"sessionId": sid, "configOptions": options}));
    if agent.broken("cancel-after-end") {
        agent.update(sid, json!({"sessionUpdate": "tool_call_update", "toolCallId": "faulty-setup", "name": "setup",
            "title": "Set the session up", "kind": "other", "status": "completed", "capabilities": {"cancel": {}}}));
    }
    let second = if agent.broken("command-space") { "read file" } else { "permission" };
    agent.update(sid, json!({"sessionUpdate": "available_commands_update", "availableCommands": [
        {"type": "command", "name": "slow", "description": "Streams for a few seconds"},
        {"type": "command", "name": second, "description": "Asks for permission"}
    ]}));
}
