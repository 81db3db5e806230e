//! A terminal ACP client for any agent: spawns the agent command, negotiates
//! a protocol version, opens a session, sends prompts and prints each turn
//! as it streams. The agent's file reads/writes and terminals are served for
//! real (confined to the session directory) by `acp_wire::host::HostClient`;
//! permission requests are asked on the terminal unless `--yes`.
//!
//! ```sh
//! cargo run --example client -- -p "hello" -- node tests/interop/ts/agent.mjs
//! cargo run --example client -- --protocol 2 --cwd /some/project -- my-agent --flag
//! cargo run --example client -- -- my-agent         # interactive prompts from stdin
//! cargo run --features remote --example client -- --connect ws://127.0.0.1:8080/acp -p hi
//! ```
//!
//! `--connect URL` (`ws://…` or `http://…`; feature `remote`) talks to a
//! remote agent, e.g. one served by `acp-wire serve`, instead of spawning
//! one; `--token TOKEN` (or `ACP_WIRE_TOKEN`) authenticates to a server
//! that wants one.
//!
//! Ctrl-C during a turn sends `session/cancel`; at the prompt it quits.
//!
//! Authentication: `--auth METHOD_ID` authenticates (v1 `authenticate`, v2
//! `auth/login`) before the session is opened. Without it, when the agent
//! answers `session/new` with -32000 (authentication required) and its
//! `initialize` result listed exactly one method the client may use, the
//! client authenticates with that one and asks again.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex, OnceLock};

use acp_wire::host::{
    permission_fn, HostClient, PermissionDecision, PermissionKind, PermissionRequest, SessionError, SessionEvent,
};
use acp_wire::side::{ClientBuilder, Info};
use acp_wire::Negotiated;
use acp_wire::transport::{ChildProcess, StderrMode, Transport};
use acp_wire::{v1, v2};
use clap::Parser;
use serde_json::{json, Value};
use tokio::sync::mpsc;

/// Run an ACP agent and talk to it from the terminal.
#[derive(Parser, Debug)]
#[command(name = "client", version)]
struct Args {
    /// Protocol version to offer: 1 (the stable protocol every agent in
    /// the wild speaks), 2 (the alpha draft), or auto (offer 2 with exactly
    /// v2's params, accept 1: a v1 agent then sees no client capabilities,
    /// so no file system and no terminals).
    #[arg(long, default_value = "1", value_parser = ["1", "2", "auto"])]
    protocol: String,
    /// Allow every permission request without asking.
    #[arg(long)]
    yes: bool,
    /// The session's working directory (default: the current directory).
    #[arg(long)]
    cwd: Option<PathBuf>,
    /// A prompt to send; repeat for several turns. Without any, prompts are
    /// read from stdin, one per line.
    #[arg(short = 'p', long = "prompt")]
    prompts: Vec<String>,
    /// Authenticate with this method id (one of the agent's `authMethods`)
    /// before opening the session.
    #[arg(long, value_name = "METHOD_ID")]
    auth: Option<String>,
    /// Talk to a remote agent at this URL (ws://… WebSocket, http://…
    /// Streamable HTTP; feature `remote`) instead of spawning one.
    #[arg(long, value_name = "URL", conflicts_with = "agent")]
    connect: Option<String>,
    /// With --connect: authenticate with this bearer token (default: the
    /// ACP_WIRE_TOKEN environment variable, as `acp-wire serve` reads it).
    #[arg(long, value_name = "TOKEN", requires = "connect")]
    token: Option<String>,
    /// The agent command and its arguments.
    #[arg(last = true, required_unless_present = "connect", num_args = 1..)]
    agent: Vec<String>,
}

// ------------------------------------------------------------ output

/// Prints the streamed turn: text inline, everything else on its own line.
struct Printer {
    at_line_start: Mutex<bool>,
    color: bool,
}

impl Printer {
    fn new() -> Self {
        Printer { at_line_start: Mutex::new(true), color: std::io::stdout().is_terminal() }
    }

    fn dim(&self, s: &str) -> String {
        if self.color {
            format!("\x1b[2m{s}\x1b[0m")
        } else {
            s.to_owned()
        }
    }

    fn inline(&self, s: &str) {
        if s.is_empty() {
            return;
        }
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(s.as_bytes());
        let _ = out.flush();
        *self.at_line_start.lock().unwrap_or_else(|p| p.into_inner()) = s.ends_with('\n');
    }

    fn line(&self, s: &str) {
        let mut start = self.at_line_start.lock().unwrap_or_else(|p| p.into_inner());
        let mut out = std::io::stdout().lock();
        if !*start {
            let _ = writeln!(out);
        }
        let _ = writeln!(out, "{s}");
        let _ = out.flush();
        *start = true;
    }

    /// One `session/update`, of either version (read as JSON: the kinds
    /// shown here have the same shape in both).
    fn update(&self, u: &Value) {
        let kind = u["sessionUpdate"].as_str().unwrap_or("?");
        let text = || content_text(&u["content"]);
        match kind {
            "agent_message_chunk" => self.inline(&text()),
            "agent_thought_chunk" => self.inline(&self.dim(&text())),
            // v2 repeats a streamed message whole once it is complete.
            "user_message_chunk" | "user_message" | "agent_message" | "agent_thought" => {}
            "tool_call" => {
                let title = u["title"].as_str().unwrap_or("tool call");
                let tool_kind = u["kind"].as_str().map(|k| format!(" ({k})")).unwrap_or_default();
                let status = u["status"].as_str().unwrap_or("pending");
                self.line(&format!("• {title}{tool_kind} [{status}]"));
                for l in u["locations"].as_array().into_iter().flatten() {
                    let line = l["line"].as_u64().map(|n| format!(":{n}")).unwrap_or_default();
                    self.line(&format!("  at {}{line}", l["path"].as_str().unwrap_or("?")));
                }
            }
            "tool_call_update" => {
                let what = u["title"].as_str().or(u["toolCallId"].as_str()).unwrap_or("tool call");
                match u["status"].as_str() {
                    Some(status) => self.line(&format!("  ↳ {what}: {status}")),
                    None => self.line(&format!("  ↳ {what}: updated")),
                }
            }
            "plan" | "plan_update" => {
                self.line("plan:");
                // v1: `entries`; v2: `plan.entries` (when the plan is a list of items).
                let entries = u["entries"].as_array().or(u["plan"]["entries"].as_array());
                for e in entries.into_iter().flatten() {
                    let mark = match e["status"].as_str() {
                        Some("completed") => "[x]",
                        Some("in_progress") => "[~]",
                        _ => "[ ]",
                    };
                    self.line(&format!("  {mark} {}", e["content"].as_str().unwrap_or("")));
                }
            }
            "available_commands_update" => {
                let names: Vec<String> = u["availableCommands"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|c| c["name"].as_str().map(|n| format!("/{n}")))
                    .collect();
                self.line(&self.dim(&format!("(commands: {})", names.join(" "))));
            }
            "current_mode_update" => {
                self.line(&self.dim(&format!("(mode: {})", u["currentModeId"].as_str().unwrap_or("?"))))
            }
            "state_update" => {
                if u["state"] == "requires_action" {
                    self.line(&self.dim("(waiting for you)"));
                }
            }
            other => self.line(&self.dim(&format!("({other})"))),
        }
    }
}

fn content_text(c: &Value) -> String {
    match c["type"].as_str() {
        Some("text") => c["text"].as_str().unwrap_or("").to_owned(),
        Some("resource_link") => format!("[{}]", c["uri"].as_str().unwrap_or("link")),
        Some(other) => format!("[{other}]"),
        None => String::new(),
    }
}

// ------------------------------------------------------------ input

/// Lines of stdin, read by one thread and shared by the prompt loop and
/// the permission questions (never two readers on one terminal).
fn stdin_lines() -> &'static tokio::sync::Mutex<mpsc::Receiver<String>> {
    static LINES: OnceLock<tokio::sync::Mutex<mpsc::Receiver<String>>> = OnceLock::new();
    LINES.get_or_init(|| {
        let (tx, rx) = mpsc::channel(16);
        std::thread::spawn(move || {
            for line in std::io::stdin().lines() {
                let Ok(line) = line else { break };
                if tx.blocking_send(line).is_err() {
                    break;
                }
            }
        });
        tokio::sync::Mutex::new(rx)
    })
}

/// One answer line: from stdin, except when the prompts are piped in on
/// stdin (no `-p`): then from /dev/tty. With `-p` stdin carries only the
/// answers, terminal or not (`echo 1 | client -p …`, or a program driving
/// the client, which must not find the user's terminal instead).
/// `None` at end of input.
async fn read_answer(prompts_on_stdin: bool) -> Option<String> {
    if prompts_on_stdin && !std::io::stdin().is_terminal() {
        let from_tty = tokio::task::spawn_blocking(|| {
            let tty = std::fs::File::open("/dev/tty").ok()?;
            let mut line = String::new();
            std::io::BufRead::read_line(&mut std::io::BufReader::new(tty), &mut line).ok()?;
            Some(line)
        })
        .await
        .ok()
        .flatten();
        if from_tty.is_some() {
            return from_tty;
        }
    }
    stdin_lines().lock().await.recv().await
}

fn ask(printer: &Printer, request: &PermissionRequest) {
    printer.line(&format!("? permission: {}", request.title));
    if let Some(d) = &request.description {
        printer.line(&format!("  {d}"));
    }
    for (i, o) in request.options.iter().enumerate() {
        printer.line(&format!("  {}) {}", i + 1, o.name));
    }
    printer.inline(&format!("  choose 1-{} (empty: dismiss): ", request.options.len()));
}

fn permission_policy(printer: Arc<Printer>, yes: bool, prompts_on_stdin: bool) -> impl acp_wire::host::PermissionPolicy {
    permission_fn(move |request: PermissionRequest| {
        let printer = Arc::clone(&printer);
        async move {
            if yes {
                let d = request.select_first_of(&[PermissionKind::AllowOnce, PermissionKind::AllowAlways]);
                let chosen = match &d {
                    PermissionDecision::Selected(id) => id.clone(),
                    PermissionDecision::Cancelled => "no allow option: dismissed".into(),
                };
                printer.line(&printer.dim(&format!("? permission: {} → {chosen} (--yes)", request.title)));
                return d;
            }
            ask(&printer, &request);
            loop {
                let Some(answer) = read_answer(prompts_on_stdin).await else { return PermissionDecision::Cancelled };
                let answer = answer.trim();
                if std::io::stdin().is_terminal() {
                    // The user's Enter already ended the line.
                    *printer.at_line_start.lock().unwrap_or_else(|p| p.into_inner()) = true;
                } else {
                    printer.inline(&format!("{answer}\n"));
                }
                if answer.is_empty() {
                    return PermissionDecision::Cancelled;
                }
                match answer.parse::<usize>().ok().and_then(|n| n.checked_sub(1)).and_then(|i| request.options.get(i)) {
                    Some(o) => return PermissionDecision::Selected(o.option_id.clone()),
                    None => printer.inline(&format!("  choose 1-{}: ", request.options.len())),
                }
            }
        }
    })
}

// ------------------------------------------------------------ the session

/// The negotiated version's session, behind one interface.
enum Session {
    V1 { agent: v1::AgentHandle, id: v1::SessionId },
    V2 { agent: v2::AgentHandle, id: v2::SessionId },
}

/// Why `session/new` failed: the agent wants authentication first
/// (-32000), or anything else (the message to show).
enum OpenError {
    AuthRequired(String),
    Other(String),
}

/// -32000 from the agent: "Authentication required" (both schemas' ErrorCode).
fn auth_required(e: &acp_wire::Error) -> bool {
    matches!(e, acp_wire::Error::Protocol(p) if p.code == acp_wire::error::ResponseError::AUTH_REQUIRED)
}

/// The agent's `authMethods` as (id, usable by `authenticate`/`auth/login`).
/// A `terminal` method is run by the client as a separate process, never
/// passed to those methods (and this client does not advertise it).
fn auth_methods(negotiated: &Negotiated) -> Vec<(String, bool)> {
    let (methods, id_key) = match negotiated {
        Negotiated::V1 { response, .. } => (serde_json::to_value(response).unwrap_or(Value::Null), "id"),
        Negotiated::V2 { response, .. } => (serde_json::to_value(response).unwrap_or(Value::Null), "methodId"),
        _ => (Value::Null, "id"),
    };
    let methods = methods["authMethods"].as_array().cloned().unwrap_or_default();
    methods
        .iter()
        .filter_map(|m| Some((m[id_key].as_str()?.to_owned(), m["type"] != "terminal")))
        .collect()
}

/// `authenticate` (v1) or `auth/login` (v2) with `method`.
async fn authenticate(negotiated: &Negotiated, method: &str) -> Result<(), String> {
    let params = json!({ "methodId": method });
    let r = match negotiated {
        Negotiated::V1 { agent, .. } => match serde_json::from_value(params) {
            Ok(p) => agent.authenticate(p).await.map(drop),
            Err(e) => Err(e.into()),
        },
        // auth/login is what the pinned v2 schema names the method; a schema
        // without it has no v2 authentication this client knows.
        #[cfg(acp_v2 = "auth/login")]
        Negotiated::V2 { agent, .. } => match serde_json::from_value(params) {
            Ok(p) => agent.login_auth(p).await.map(drop),
            Err(e) => Err(e.into()),
        },
        _ => return Err("this build knows no authentication method of the negotiated version".into()),
    };
    let name = if matches!(negotiated, Negotiated::V1 { .. }) { "authenticate" } else { "auth/login" };
    r.map_err(|e| format!("{name} {method:?}: {e}"))
}

impl Session {
    /// Opens the session, authenticating first with `auth`, or — when the
    /// agent refuses `session/new` for want of it and offered exactly one
    /// usable method — with that method, then once more.
    async fn open(host: &HostClient, negotiated: &Negotiated, cwd: &str, auth: Option<&str>, printer: &Printer) -> Result<Session, String> {
        if let Some(method) = auth {
            authenticate(negotiated, method).await?;
        }
        let e = match Self::new_session(host, negotiated, cwd).await {
            Ok(s) => return Ok(s),
            Err(OpenError::Other(e)) => return Err(e),
            Err(OpenError::AuthRequired(e)) if auth.is_some() => return Err(e),
            Err(OpenError::AuthRequired(e)) => e,
        };
        let methods = auth_methods(negotiated);
        let usable: Vec<&str> = methods.iter().filter(|(_, usable)| *usable).map(|(id, _)| id.as_str()).collect();
        let [method] = usable[..] else {
            let all: Vec<&str> = methods.iter().map(|(id, _)| id.as_str()).collect();
            let list = if all.is_empty() { "the agent listed none".to_owned() } else { format!("one of {}", all.join(", ")) };
            return Err(format!("{e}; authenticate with --auth METHOD_ID ({list})"));
        };
        printer.line(&printer.dim(&format!("(authentication required: authenticating with {method})")));
        authenticate(negotiated, method).await?;
        Self::new_session(host, negotiated, cwd).await.map_err(|e| match e {
            OpenError::AuthRequired(e) | OpenError::Other(e) => e,
        })
    }

    async fn new_session(host: &HostClient, negotiated: &Negotiated, cwd: &str) -> Result<Session, OpenError> {
        let classify = |e: acp_wire::Error, text: String| if auth_required(&e) { OpenError::AuthRequired(text) } else { OpenError::Other(text) };
        match negotiated {
            Negotiated::V1 { agent, .. } => {
                let req = v1::NewSessionRequest::new(cwd, Vec::<v1::McpServer>::new());
                match host.new_session(agent, req).await {
                    Ok(r) => Ok(Session::V1 { agent: agent.clone(), id: r.session_id }),
                    Err(SessionError::Agent(e)) => {
                        let text = format!("session/new: {e}");
                        Err(classify(e, text))
                    }
                    Err(e) => Err(OpenError::Other(format!("session/new: {e}"))),
                }
            }
            Negotiated::V2 { agent, .. } => {
                let req: v2::NewSessionRequest =
                    serde_json::from_value(json!({ "cwd": cwd })).map_err(|e| OpenError::Other(format!("session/new: {e}")))?;
                match agent.new_session(req).await {
                    Ok(r) => Ok(Session::V2 { agent: agent.clone(), id: r.session_id }),
                    Err(e @ acp_wire::Error::Side(_)) => {
                        Err(OpenError::Other(format!("session/new: {e} (the agent offers no v2 sessions; try --protocol 1)")))
                    }
                    Err(e) => {
                        let text = format!("session/new: {e}");
                        Err(classify(e, text))
                    }
                }
            }
            _ => Err(OpenError::Other("the agent negotiated a protocol version this client does not drive".into())),
        }
    }

    /// Runs one turn to its end; Ctrl-C meanwhile sends `session/cancel`.
    /// Returns the stop reason.
    async fn turn(&self, text: &str, printer: &Printer) -> Result<String, String> {
        let block = json!([{ "type": "text", "text": text }]);
        let run = async {
            match self {
                Session::V1 { agent, id } => {
                    let p = v1::PromptRequest::new(id.clone(), serde_json::from_value::<Vec<v1::ContentBlock>>(block).map_err(|e| e.to_string())?);
                    let t = agent.prompt_turn(p).await.map_err(|e| e.to_string())?;
                    Ok(value_str(&t.response.stop_reason))
                }
                Session::V2 { agent, id } => {
                    let p: v2::PromptRequest = serde_json::from_value(json!({ "sessionId": id, "prompt": block })).map_err(|e| e.to_string())?;
                    let t = agent.prompt_turn(p).await.map_err(|e| e.to_string())?;
                    // The idle `state_update` that ended the turn carries it.
                    let idle = t.updates.last().map(|u| serde_json::to_value(u).unwrap_or(Value::Null));
                    Ok(idle.map_or_else(|| "?".into(), |u| value_str(&u["stopReason"])))
                }
            }
        };
        tokio::pin!(run);
        let mut cancelled = false;
        loop {
            tokio::select! {
                r = &mut run => return r,
                _ = tokio::signal::ctrl_c(), if !cancelled => {
                    cancelled = true;
                    printer.line(&printer.dim("^C: cancelling the turn"));
                    self.cancel().await;
                }
            }
        }
    }

    async fn cancel(&self) {
        let r = match self {
            Session::V1 { agent, id } => agent.session_cancel(v1::CancelNotification::new(id.clone())).await,
            Session::V2 { agent, id } => match serde_json::from_value(json!({ "sessionId": id })) {
                Ok(n) => agent.session_cancel(n).await,
                Err(e) => Err(e.into()),
            },
        };
        if let Err(e) = r {
            eprintln!("client: session/cancel failed: {e}");
        }
    }
}

fn value_str(v: &impl serde::Serialize) -> String {
    match serde_json::to_value(v) {
        Ok(Value::String(s)) => s,
        Ok(other) => other.to_string(),
        Err(_) => "?".into(),
    }
}

async fn run(args: Args) -> Result<(), String> {
    let cwd = match &args.cwd {
        Some(d) => d.clone(),
        None => std::env::current_dir().map_err(|e| format!("current directory: {e}"))?,
    };
    let cwd = std::fs::canonicalize(&cwd).map_err(|e| format!("--cwd {}: {e}", cwd.display()))?;
    let cwd = cwd.to_str().ok_or("--cwd: not valid UTF-8")?.to_owned();

    let printer = Arc::new(Printer::new());
    let host = {
        let printer = Arc::clone(&printer);
        HostClient::builder()
            .permission(permission_policy(Arc::clone(&printer), args.yes, args.prompts.is_empty()))
            .on_update(move |e| match e {
                // What the update holds as typed: a damaged member or item
                // the schema tolerates is left out (the side logged it).
                SessionEvent::V1(n) => printer.update(&acp_wire::codec::to_value_as_typed(&n.update)),
                SessionEvent::V2(n) => printer.update(&acp_wire::codec::to_value_as_typed(&n.update)),
                _ => {}
            })
            .build()
    };
    let builder = match args.protocol.as_str() {
        "1" => ClientBuilder::new().v1(host.clone(), host.capabilities()),
        "2" => ClientBuilder::new().v2(host.clone(), host.capabilities_v2()),
        _ => host.client_builder(),
    };

    let (transport, child) = match &args.connect {
        Some(url) => {
            let token = args.token.clone().or_else(|| std::env::var("ACP_WIRE_TOKEN").ok()).filter(|t| !t.is_empty());
            (remote(url, token.as_deref()).await?, None)
        }
        None => {
            let mut cmd = tokio::process::Command::new(&args.agent[0]);
            cmd.args(&args.agent[1..]);
            let (transport, child) = ChildProcess::spawn(cmd, StderrMode::Inherit)
                .map_err(|e| format!("cannot start {}: {e}", args.agent[0]))?;
            (transport, Some(child))
        }
    };
    let connected = builder
        .connect(transport, Info::new("acp-wire-example-client", env!("CARGO_PKG_VERSION")))
        .await
        .map_err(|e| {
            // A v2-only agent refuses an offer of 1 with -32022.
            let hint = match &e {
                acp_wire::Error::Protocol(p) if args.protocol == "1" && p.code == acp_wire::error::ResponseError::UNSUPPORTED_PROTOCOL_VERSION => " (try --protocol 2)",
                _ => "",
            };
            format!("initialize: {e}{hint}")
        })?;
    let (name, version) = match &connected.negotiated {
        Negotiated::V1 { response, .. } => {
            let info = response.agent_info.value().map(|i| (i.name.clone(), i.version.clone()));
            (info, 1)
        }
        Negotiated::V2 { response, .. } => (Some((response.info.name.clone(), response.info.version.clone())), 2),
        _ => (None, connected.negotiated.version()),
    };
    let who = name.map(|(n, v)| format!("{n} {v}")).unwrap_or_else(|| "agent".into());
    printer.line(&printer.dim(&format!("connected to {who}, ACP v{version}; session in {cwd}")));

    let session = Session::open(&host, &connected.negotiated, &cwd, args.auth.as_deref(), &printer).await;
    let result = match session {
        Ok(session) => converse(&args, &session, &printer).await,
        Err(e) => Err(e),
    };
    connected.negotiated.core().close();
    match child {
        Some(child) => match child.shutdown().await {
            Ok(status) if !status.success() => eprintln!("client: the agent exited with {status}"),
            Err(e) => eprintln!("client: waiting for the agent: {e}"),
            Ok(_) => {}
        },
        // Remote: the connection ends (WebSocket close, HTTP DELETE) once
        // its task has sent what was queued.
        None => {
            let _ = tokio::time::timeout(std::time::Duration::from_secs(5), connected.task).await;
        }
    }
    result
}

#[cfg(feature = "remote")]
async fn remote(url: &str, token: Option<&str>) -> Result<Transport, String> {
    let mut options = acp_wire_remote::ClientOptions::new();
    if let Some(token) = token {
        options = options.bearer_token(token).map_err(|e| format!("--token: {e}"))?;
    }
    acp_wire_remote::connect_with(url, options).await.map_err(|e| format!("cannot connect to {url}: {e}"))
}

#[cfg(not(feature = "remote"))]
async fn remote(url: &str, _token: Option<&str>) -> Result<Transport, String> {
    Err(format!("--connect {url}: this client was built without feature `remote` (cargo run --features remote --example client)"))
}

async fn converse(args: &Args, session: &Session, printer: &Printer) -> Result<(), String> {
    let one = |text: String| async move {
        printer.line(&format!("> {text}"));
        let stop = session.turn(&text, printer).await?;
        printer.line(&printer.dim(&format!("[{stop}]")));
        Ok::<_, String>(())
    };
    if !args.prompts.is_empty() {
        for p in &args.prompts {
            one(p.clone()).await?;
        }
        return Ok(());
    }
    let interactive = std::io::stdin().is_terminal();
    loop {
        if interactive {
            printer.inline("> ");
        }
        let line = tokio::select! {
            l = async { stdin_lines().lock().await.recv().await } => l,
            _ = tokio::signal::ctrl_c() => None,
        };
        let Some(line) = line else { break };
        *printer.at_line_start.lock().unwrap_or_else(|p| p.into_inner()) = true;
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        if !interactive {
            printer.line(&format!("> {text}"));
        }
        let stop = session.turn(text, printer).await?;
        printer.line(&printer.dim(&format!("[{stop}]")));
    }
    Ok(())
}

#[tokio::main]
async fn main() -> ExitCode {
    // The library's logs (a damaged message recovered or dropped, …) on
    // stderr: `warn` unless RUST_LOG says otherwise.
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).with_ansi(std::io::stderr().is_terminal()).init();
    let args = Args::parse();
    match run(args).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("client: {e}");
            ExitCode::FAILURE
        }
    }
}
