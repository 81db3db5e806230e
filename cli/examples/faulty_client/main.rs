//! A minimal ACP client written by hand on `serde_json` and tokio (no
//! acp-wire code), conforming in every way `acp-wire conform --client`
//! checks — except for the one rule named by `--break RULE`. The fixture
//! of `cli/tests/cli/conform_client.rs`.
//!
//! ```sh
//! cargo build --example faulty_client
//! acp-wire conform --client -- target/debug/examples/faulty_client --break confine-dotdot -- {agent}
//! acp-wire conform --client --protocol 2 -- target/debug/examples/faulty_client --v2 --break die-on-unknown-kind -- {agent}
//! ```
//!
//! It spawns the agent command after `--`, offers protocol version 1
//! (`--v2` or `--protocol 2`: offers 2 with exactly v2's params and accepts
//! 1), opens a session in its current
//! directory, sends one prompt (`-p TEXT`), serves `fs/*` confined to that
//! directory and `terminal/*` as real processes (`host.rs`), allows every
//! permission request at once (`--ask`: asks on stdin, dismissed at its
//! end, pending while it stays open), accepts form elicitations with
//! content that fits their schema (`--elicit`, which advertises form
//! elicitation), and exits when the turn ends. SIGINT
//! during the turn sends `session/cancel` and answers what is pending.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::sync::{mpsc, oneshot};

mod host;

const RULES: &[(&str, &str)] = &[
    ("init-late", "sends session/new before initialize"),
    ("no-info", "sends no clientInfo in initialize"),
    ("refuse-version", "closes the connection whatever version the agent answers"),
    ("accept-any-version", "goes on in a protocol version it does not know (99)"),
    ("relative-cwd", "opens its session with cwd \".\""),
    ("no-mcp-servers", "leaves the required mcpServers out of session/new"),
    ("stdin-log", "writes a log line to the agent's stdin"),
    ("uncapable-call", "calls session/list although the agent did not advertise it"),
    ("uncapable-mcp", "passes an http MCP server in session/new although the agent advertised no mcpCapabilities"),
    ("die-on-usage", "exits on a usage_update"),
    ("die-on-unknown-kind", "exits on a session/update kind it does not know"),
    ("strict-fields", "exits on an agent_message_chunk with fields it does not know"),
    ("wrong-error-code", "answers unknown methods -32603 instead of -32601"),
    ("ignore-ext", "never answers `_`-prefixed requests"),
    ("answer-notification", "answers `_`-prefixed notifications with an error"),
    ("die-on-garbage", "exits on a line from the agent that is not JSON"),
    ("hang-on-exit", "keeps waiting when the agent exits mid-turn"),
    ("read-trims", "trims the end of the text it reads"),
    ("ignore-limit", "ignores `limit` in fs/read_text_file"),
    ("write-appends", "appends to an existing file instead of replacing it"),
    ("no-parent-dirs", "does not create the parent directories of a file it writes"),
    ("confine-absolute", "serves absolute paths outside its workspace's parent unchecked"),
    ("confine-dotdot", "checks paths with `..` dropped but opens them as sent"),
    ("confine-symlink", "checks paths without resolving symlinks"),
    ("confine-prefix", "compares resolved paths as strings (`work-evil` is inside `work`)"),
    ("serve-unadvertised", "advertises no fs but serves fs/* anyway"),
    ("wrong-exit-code", "reports exit code 0 for every terminal command"),
    ("truncate-mid-char", "truncates terminal output at a byte, not a character"),
    ("kill-noop", "answers terminal/kill without killing"),
    ("release-keeps", "answers terminal/release without killing or forgetting the terminal"),
    ("bad-option", "answers permission requests with an optionId that was not offered"),
    ("cancel-keeps-permission", "(with --ask) answers a pending permission `selected` after cancelling"),
    ("die-after-cancel", "exits on a tool_call_update that comes after its session/cancel"),
    ("http-icon", "v2: its prompt carries a resource link whose icon src is an http: URI"),
    ("root-field", "adds a custom member (`faultyMood`) at the root of session/new's params instead of under `_meta`"),
    ("elicit-bad-content", "(implies --elicit) accepts form elicitations with content that does not fit the requested schema"),
];

/// What `--quirk` can turn on: behaviour of published clients that the
/// spec allows; `conform --client` must pass it.
const QUIRKS: &[(&str, &str)] = &[
    ("no-capabilities", "omits the capabilities from initialize (the schema makes them optional; the Python SDK 0.12.1's client)"),
    ("elicit-cancel", "answers an elicitation/create it never advertised with action cancel instead of an error (acpx 0.19.1)"),
];

struct Client {
    brk: String,
    quirks: Vec<String>,
    v2: bool,
    ask: bool,
    /// `--elicit`: advertises form elicitation and accepts with content
    /// that fits the requested schema.
    elicit: bool,
    root: PathBuf,
    out: mpsc::UnboundedSender<String>,
    next_id: AtomicI64,
    pending: Mutex<HashMap<String, oneshot::Sender<Value>>>,
    /// The version `initialize` answered.
    version: Mutex<u64>,
    terminals: host::Terminals,
    /// Permission requests left pending (`--ask`): their ids.
    asked: Mutex<Vec<Value>>,
    /// v2: sent the idle `state_update` that ends the turn.
    idle: Mutex<Option<oneshot::Sender<()>>>,
    /// Sent `session/cancel`.
    cancelled: std::sync::atomic::AtomicBool,
}

fn die(why: &str) -> ! {
    eprintln!("faulty_client: {why}");
    std::process::exit(1);
}

impl Client {
    fn broken(&self, rule: &str) -> bool {
        self.brk == rule
    }

    fn quirk(&self, name: &str) -> bool {
        self.quirks.iter().any(|q| q == name)
    }

    fn version(&self) -> u64 {
        *self.version.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn send(&self, msg: &Value) {
        let _ = self.out.send(msg.to_string());
    }

    fn reply(&self, id: &Value, r: Result<Value, host::Fail>) {
        match r {
            Ok(result) => self.send(&json!({"jsonrpc": "2.0", "id": id, "result": result})),
            Err((code, message)) => self.send(&json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}})),
        }
    }

    async fn call(&self, method: &str, params: Value) -> Value {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let (tx, rx) = oneshot::channel();
        self.pending.lock().unwrap_or_else(|p| p.into_inner()).insert(json!(id).to_string(), tx);
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        rx.await.unwrap_or_else(|_| die("the agent exited before it answered"))
    }

    /// One line from the agent.
    fn handle(self: &Arc<Self>, line: &str) {
        let Ok(m) = serde_json::from_str::<Value>(line) else {
            if self.broken("die-on-garbage") {
                die("the agent sent a line that is not JSON");
            }
            self.send(&json!({"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}}));
            return;
        };
        let method = m["method"].as_str().map(str::to_string);
        match (method, m.get("id").cloned()) {
            (None, Some(id)) => {
                if let Some(tx) = self.pending.lock().unwrap_or_else(|p| p.into_inner()).remove(&id.to_string()) {
                    let _ = tx.send(m);
                }
            }
            (Some(method), Some(id)) => {
                let me = self.clone();
                let params = m["params"].clone();
                tokio::spawn(async move { me.serve(&method, &id, &params).await });
            }
            (Some(method), None) if method == "session/update" => self.update(&m["params"]["update"]),
            (Some(method), None) => {
                if method.starts_with('_') && self.broken("answer-notification") {
                    self.send(&json!({"jsonrpc": "2.0", "id": null, "error": {"code": -32601, "message": "Method not found"}}));
                }
            }
            (None, None) => {}
        }
    }

    fn update(&self, u: &Value) {
        const KNOWN: &[&str] = &[
            "user_message_chunk", "user_message", "agent_message_chunk", "agent_message", "agent_thought_chunk",
            "agent_thought", "tool_call", "tool_call_update", "tool_call_content_chunk", "plan", "plan_update",
            "terminal_update", "terminal_output_chunk", "available_commands_update", "current_mode_update",
            "config_option_update", "session_info_update", "usage_update", "notice", "compaction_update",
            "compaction_summary_chunk", "state_update",
        ];
        let kind = u["sessionUpdate"].as_str().unwrap_or("");
        if kind == "tool_call_update" && self.cancelled.load(Ordering::SeqCst) && self.broken("die-after-cancel") {
            die("a tool_call_update after session/cancel");
        }
        if kind == "usage_update" && self.broken("die-on-usage") {
            die("cannot handle usage_update");
        }
        if !KNOWN.contains(&kind) && self.broken("die-on-unknown-kind") {
            die(&format!("unknown session update {kind:?}"));
        }
        if kind == "agent_message_chunk" && self.broken("strict-fields") {
            let known = |v: &Value, keys: &[&str]| v.as_object().is_none_or(|o| o.keys().all(|k| keys.contains(&k.as_str())));
            if !known(u, &["sessionUpdate", "content", "messageId", "_meta"]) || !known(&u["content"], &["type", "text", "annotations", "_meta"]) {
                die("an agent_message_chunk with fields this client does not know");
            }
        }
        if kind == "state_update" && u["state"] == "idle" {
            if let Some(tx) = self.idle.lock().unwrap_or_else(|p| p.into_inner()).take() {
                let _ = tx.send(());
            }
        }
    }

    async fn serve(&self, method: &str, id: &Value, params: &Value) {
        // v1 only; served even when not advertised (`serve-unadvertised`
        // advertises none).
        let fs_ok = self.version() < 2;
        let r = match method {
            "fs/read_text_file" if fs_ok => host::read(&self.root, params, &self.brk),
            "fs/write_text_file" if fs_ok => host::write(&self.root, params, &self.brk),
            "terminal/create" if self.version() < 2 => self.terminals.create(&self.root, params),
            "terminal/output" if self.version() < 2 => self.terminals.output(params, &self.brk),
            "terminal/wait_for_exit" if self.version() < 2 => self.terminals.wait_for_exit(params, &self.brk).await,
            "terminal/kill" if self.version() < 2 => self.terminals.kill(params, &self.brk),
            "terminal/release" if self.version() < 2 => self.terminals.release(params, &self.brk),
            "session/request_permission" if self.broken("bad-option") => Ok(json!({"outcome": {"outcome": "selected", "optionId": "yes"}})),
            "session/request_permission" => {
                if self.ask || self.broken("cancel-keeps-permission") {
                    // Asks "the user" on stdin, as a terminal client would:
                    // pending while stdin is open, dismissed at its end.
                    self.asked.lock().unwrap_or_else(|p| p.into_inner()).push(id.clone());
                    let mut line = String::new();
                    let _ = BufReader::new(tokio::io::stdin()).read_line(&mut line).await;
                    let still = {
                        let mut asked = self.asked.lock().unwrap_or_else(|p| p.into_inner());
                        let before = asked.len();
                        asked.retain(|a| a != id);
                        asked.len() < before
                    };
                    if still {
                        self.reply(id, Ok(json!({"outcome": {"outcome": "cancelled"}})));
                    }
                    return;
                }
                let first = params["options"].as_array().and_then(|o| o.iter().find(|o| o["kind"].as_str().is_some_and(|k| k.starts_with("allow"))));
                let option = first.map_or(Value::Null, |o| o["optionId"].clone());
                Ok(json!({"outcome": {"outcome": "selected", "optionId": option}}))
            }
            "elicitation/create" if self.elicit => Ok(elicit_answer(params, self.broken("elicit-bad-content"))),
            "elicitation/create" if self.quirk("elicit-cancel") => Ok(json!({"action": "cancel"})),
            m if m.starts_with('_') && self.broken("ignore-ext") => return,
            _ if self.broken("wrong-error-code") => Err((-32603, "Internal error".to_string())),
            _ => Err((-32601, "Method not found".to_string())),
        };
        self.reply(id, r);
    }

    /// SIGINT: cancel the turn, answer what is pending.
    fn cancel(&self, session: &str) {
        self.cancelled.store(true, Ordering::SeqCst);
        self.send(&json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": session}}));
        let outcome = if self.broken("cancel-keeps-permission") {
            json!({"outcome": "selected", "optionId": "conform-allow-once"})
        } else {
            json!({"outcome": "cancelled"})
        };
        for id in std::mem::take(&mut *self.asked.lock().unwrap_or_else(|p| p.into_inner())) {
            self.reply(&id, Ok(json!({"outcome": outcome})));
        }
    }
}

/// `--elicit`: an accept whose content fills every property of the
/// requested schema with a value it takes (`bad`: each a value of another
/// type, a number for a string and a string for anything else).
fn elicit_answer(params: &Value, bad: bool) -> Value {
    let mut content = serde_json::Map::new();
    let props = params.pointer("/requestedSchema/properties").and_then(Value::as_object).cloned().unwrap_or_default();
    for (name, p) in props {
        let value = if let Some(first) = p["enum"].as_array().and_then(|e| e.first()) {
            first.clone()
        } else {
            match p["type"].as_str() {
                Some("integer" | "number") => p.get("minimum").cloned().unwrap_or(json!(1)),
                Some("boolean") => json!(true),
                _ => {
                    let max = p["maxLength"].as_u64().map_or(usize::MAX, |m| usize::try_from(m).unwrap_or(usize::MAX));
                    json!("hello".chars().take(max).collect::<String>())
                }
            }
        };
        let value = match (bad, &value) {
            (true, Value::String(_)) => json!(42),
            (true, _) => json!("not a number"),
            (false, _) => value,
        };
        content.insert(name, value);
    }
    json!({"action": "accept", "content": content})
}

struct Args {
    brk: String,
    quirks: Vec<String>,
    v2: bool,
    ask: bool,
    elicit: bool,
    prompt: String,
    agent: Vec<String>,
}

fn parse_args() -> Args {
    let mut a = Args { brk: String::new(), quirks: Vec::new(), v2: false, ask: false, elicit: false, prompt: "hello from the faulty client".into(), agent: Vec::new() };
    let mut rest = std::env::args().skip(1);
    while let Some(flag) = rest.next() {
        match flag.as_str() {
            "--v2" => a.v2 = true,
            // `--protocol 1|2` (conform's `{protocol}`): 2 is `--v2`.
            "--protocol" => match rest.next().as_deref() {
                Some("1") => a.v2 = false,
                Some("2") => a.v2 = true,
                _ => usage(),
            },
            "--ask" => a.ask = true,
            "--elicit" => a.elicit = true,
            "-p" => a.prompt = rest.next().unwrap_or_default(),
            "--break" => match rest.next() {
                Some(r) if RULES.iter().any(|(n, _)| *n == r) => a.brk = r,
                _ => usage(),
            },
            "--quirk" => match rest.next() {
                Some(q) if QUIRKS.iter().any(|(n, _)| *n == q) => a.quirks.push(q),
                _ => usage(),
            },
            "--" => {
                a.agent = rest.collect();
                break;
            }
            _ => usage(),
        }
    }
    if a.agent.is_empty() {
        usage();
    }
    a
}

fn usage() -> ! {
    eprintln!("usage: faulty_client [--v2 | --protocol 1|2] [--ask] [--elicit] [-p PROMPT] [--break RULE] [--quirk NAME]... -- AGENT [ARGS...]\nrules:");
    for (r, what) in RULES {
        eprintln!("  {r:<24} {what}");
    }
    std::process::exit(2);
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let args = parse_args();
    let root = std::env::current_dir().and_then(|d| d.canonicalize()).unwrap_or_else(|e| die(&format!("current directory: {e}")));
    let mut child = tokio::process::Command::new(&args.agent[0])
        .args(&args.agent[1..])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap_or_else(|e| die(&format!("cannot start {}: {e}", args.agent[0])));
    let mut stdin = child.stdin.take().unwrap_or_else(|| die("no stdin"));
    let stdout = child.stdout.take().unwrap_or_else(|| die("no stdout"));
    let (out, mut lines_out) = mpsc::unbounded_channel::<String>();
    let writer = tokio::spawn(async move {
        while let Some(line) = lines_out.recv().await {
            if stdin.write_all(format!("{line}\n").as_bytes()).await.is_err() || stdin.flush().await.is_err() {
                break;
            }
        }
    });
    let c = Arc::new(Client {
        brk: args.brk.clone(),
        quirks: args.quirks.clone(),
        v2: args.v2,
        ask: args.ask,
        elicit: args.elicit || args.brk == "elicit-bad-content",
        root: root.clone(),
        out,
        next_id: AtomicI64::new(0),
        pending: Mutex::new(HashMap::new()),
        version: Mutex::new(1),
        terminals: host::Terminals::default(),
        asked: Mutex::new(Vec::new()),
        idle: Mutex::new(None),
        cancelled: std::sync::atomic::AtomicBool::new(false),
    });
    let (gone_tx, mut gone) = oneshot::channel::<()>();
    let reader = c.clone();
    tokio::spawn(async move {
        let mut lines = BufReader::new(stdout).lines();
        while let Ok(Some(line)) = lines.next_line().await {
            reader.handle(&line);
        }
        let _ = gone_tx.send(());
    });
    let mut interrupts = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::interrupt()).unwrap_or_else(|e| die(&format!("SIGINT: {e}")));

    let run = async {
        if c.broken("stdin-log") {
            let _ = c.out.send("[faulty client] starting".into());
        }
        let cwd = if c.broken("relative-cwd") { ".".to_string() } else { root.to_string_lossy().into_owned() };
        if c.broken("init-late") {
            c.call("session/new", json!({"cwd": cwd, "mcpServers": []})).await;
        }
        let info = json!({"name": "faulty-client", "version": "0.1.0"});
        let fs = !c.broken("serve-unadvertised");
        let mut v1_caps = json!({"fs": {"readTextFile": fs, "writeTextFile": fs}, "terminal": true});
        let mut v2_caps = json!({});
        if c.elicit {
            v1_caps["elicitation"] = json!({"form": {}});
            v2_caps["elicitation"] = json!({"form": {}});
        }
        let mut init = if c.v2 {
            // Exactly v2's params: v1's clientCapabilities here would be
            // members v2's InitializeRequest does not declare.
            json!({"protocolVersion": 2, "info": info, "capabilities": v2_caps})
        } else {
            json!({"protocolVersion": 1, "clientCapabilities": v1_caps, "clientInfo": info})
        };
        if c.quirk("no-capabilities") {
            if let Some(o) = init.as_object_mut() {
                o.remove("clientCapabilities");
                o.remove("capabilities");
            }
        }
        if c.broken("no-info") {
            // v2's `info` is required by its schema; v1's is not.
            if let Some(o) = init.as_object_mut() {
                o.remove("clientInfo");
            }
        }
        let answer = c.call("initialize", init).await;
        let version = answer["result"]["protocolVersion"].as_u64().unwrap_or_else(|| die(&format!("initialize: {answer}")));
        let speaks = version == 1 || (version == 2 && c.v2);
        if c.broken("refuse-version") || (!speaks && !c.broken("accept-any-version")) {
            die(&format!("the agent answered protocol version {version}, which this client does not speak"));
        }
        *c.version.lock().unwrap_or_else(|p| p.into_inner()) = version.min(2);
        let mut new = json!({"cwd": cwd});
        if version < 2 && !c.broken("no-mcp-servers") {
            new["mcpServers"] = json!([]);
        }
        if c.broken("root-field") {
            new["faultyMood"] = json!("custom data belongs in _meta");
        }
        if c.broken("uncapable-mcp") {
            new["mcpServers"] = json!([{"type": "http", "name": "fixture", "url": "http://127.0.0.1:9/mcp", "headers": []}]);
        }
        let session = c.call("session/new", new).await;
        let session = session["result"]["sessionId"].as_str().unwrap_or_else(|| die(&format!("session/new: {session}"))).to_string();
        if c.broken("uncapable-call") {
            c.call("session/list", json!({})).await;
        }
        let (idle_tx, idle_rx) = oneshot::channel();
        *c.idle.lock().unwrap_or_else(|p| p.into_inner()) = Some(idle_tx);
        let mut prompt = json!({"sessionId": session, "prompt": [{"type": "text", "text": args.prompt}]});
        // v2's resource links have icons; v1's do not declare them.
        if c.broken("http-icon") && version >= 2 {
            let link = json!({"type": "resource_link", "uri": "file:///tmp/faulty.txt", "name": "faulty.txt",
                "icons": [{"src": "http://example.invalid/icon.png"}]});
            if let Some(blocks) = prompt["prompt"].as_array_mut() {
                blocks.push(link);
            }
        }
        let turn = async {
            let r = c.call("session/prompt", prompt).await;
            if version >= 2 {
                let _ = idle_rx.await;
            }
            r
        };
        tokio::pin!(turn);
        loop {
            tokio::select! {
                r = &mut turn => {
                    eprintln!("faulty_client: turn ended: {}", r.get("result").or(r.get("error")).unwrap_or(&Value::Null));
                    break;
                }
                _ = interrupts.recv() => c.cancel(&session),
            }
        }
    };
    tokio::select! {
        () = run => {}
        _ = &mut gone => {
            if c.broken("hang-on-exit") {
                std::future::pending::<()>().await;
            }
            die("the agent exited mid-turn");
        }
    }
    drop(c);
    writer.abort();
    let _ = tokio::time::timeout(Duration::from_secs(2), child.wait()).await;
}
