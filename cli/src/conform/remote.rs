//! `acp-wire conform --url URL`: grades a remote ACP server's transport
//! against the RFD "Streamable HTTP & WebSocket Transport" (the rows of
//! `reqs/remote.rs`): the routing and status codes, the connection and
//! session streams, the WebSocket, the replay order of `session/load`
//! across two streams, and (informational) HTTP/2, batches, `Origin` and
//! body limits.
//!
//! Every request is a raw HTTP/1.1 exchange or WebSocket handshake
//! (`acp_wire_remote::probe`) so that what the server answered is seen
//! as sent; the cookies the server sets are sent back on every later
//! request (the RFD: clients MUST). The probe speaks protocol version 1
//! (what every server serves) and runs one turn; the agent behind the
//! server is graded by `conform` on the agent itself.

use std::collections::BTreeMap;
use std::io;
use std::process::ExitCode;
use std::time::{Duration, SystemTime};

use acp_wire_remote::probe::{self, Head, Raw, Target, Upgrade, WsFrame, WsProbe};
use serde_json::{json, Value};

use super::reqs::{Results, Side};
use super::{emit, Args, Outcome};
use crate::error::CliError;

const JSON: (&str, &str) = ("Content-Type", "application/json");
const SSE: (&str, &str) = ("Accept", "text/event-stream");
const BOTH: (&str, &str) = ("Accept", "application/json, text/event-stream");
/// A connection id no server made.
const UNKNOWN: &str = "acp-wire-conform-unknown";
/// A browser origin no server was told to allow.
const FOREIGN_ORIGIN: &str = "https://acp-wire-conform.invalid";
/// The oversized body of `remote.body-limit`.
const LARGE: usize = 16 << 20;
/// How long a late replayed update is looked for after the answer.
const LATE: Duration = Duration::from_secs(2);

/// The cookies the server set (name → value), sent back on every request.
#[derive(Default)]
struct Jar(BTreeMap<String, String>);

impl Jar {
    fn take(&mut self, head: &Head) {
        for c in head.all("set-cookie") {
            let pair = c.split(';').next().unwrap_or_default();
            if let Some((k, v)) = pair.split_once('=') {
                self.0.insert(k.trim().to_string(), v.trim().to_string());
            }
        }
    }

    fn header(&self) -> Option<String> {
        (!self.0.is_empty()).then(|| self.0.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("; "))
    }
}

/// The server under test and what the run learnt of it.
struct Probe {
    target: Target,
    wait: Duration,
    jar: Jar,
    cwd: String,
    /// `Bearer TOKEN` from `--token-file` (or `ACP_WIRE_TOKEN`), sent on
    /// every request but the authentication row's own.
    auth: Option<String>,
}

fn request(id: u64, method: &str, params: Value) -> Vec<u8> {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string().into_bytes()
}

fn initialize(id: u64) -> Vec<u8> {
    request(
        id,
        "initialize",
        json!({
            "protocolVersion": 1,
            "clientCapabilities": {"fs": {"readTextFile": false, "writeTextFile": false}, "terminal": false},
            "clientInfo": {"name": "acp-wire conform", "version": env!("CARGO_PKG_VERSION")},
        }),
    )
}

/// `Acp-Connection-Id` and, for a session, `Acp-Session-Id`.
fn ids<'a>(conn: &'a str, session: Option<&'a str>) -> Vec<(&'static str, &'a str)> {
    let mut h = vec![(acp_wire_remote::HEADER_CONNECTION_ID, conn)];
    if let Some(s) = session {
        h.push((acp_wire_remote::HEADER_SESSION_ID, s));
    }
    h
}

impl Probe {
    /// `headers`, the cookies and the credentials.
    fn with_cookies<'a>(&'a self, headers: &[(&'a str, &'a str)], cookie: &'a Option<String>) -> Vec<(&'a str, &'a str)> {
        let mut h = headers.to_vec();
        if let Some(c) = cookie {
            h.push(("Cookie", c.as_str()));
        }
        if let Some(a) = &self.auth {
            h.push(("Authorization", a.as_str()));
        }
        h
    }

    /// A request whose whole answer is read.
    async fn exchange(&mut self, method: &str, headers: &[(&str, &str)], body: &[u8]) -> io::Result<(Head, String)> {
        let cookie = self.jar.header();
        let h = self.with_cookies(headers, &cookie);
        let (head, body) = probe::exchange(&self.target, method, &h, body, self.wait).await?;
        self.jar.take(&head);
        Ok((head, body))
    }

    /// A request whose answer is a stream (its head read, the rest left).
    async fn open(&mut self, method: &str, headers: &[(&str, &str)], body: &[u8]) -> io::Result<(Head, Raw)> {
        let cookie = self.jar.header();
        let h = self.with_cookies(headers, &cookie);
        let (head, raw) = probe::send(&self.target, method, &h, body).await?;
        self.jar.take(&head);
        Ok((head, raw))
    }

    /// The status of a request (its body not read).
    async fn status(&mut self, method: &str, headers: &[(&str, &str)], body: &[u8]) -> String {
        match self.open(method, headers, body).await {
            Ok((head, _)) => head.status.to_string(),
            Err(e) => format!("no answer ({e})"),
        }
    }

    /// POST initialize: the connection id and the result, or why not.
    async fn connect(&mut self, id: u64) -> Result<(String, Value), String> {
        let (head, body) = self.exchange("POST", &[JSON, BOTH], &initialize(id)).await.map_err(|e| format!("POST initialize: {e}"))?;
        if head.status != 200 {
            return Err(format!("POST initialize answered {} ({})", head.status, body.trim()));
        }
        let ctype = head.header("content-type").unwrap_or_default();
        if !ctype.to_ascii_lowercase().starts_with("application/json") {
            return Err(format!("POST initialize answered 200 with Content-Type {ctype:?}, not application/json"));
        }
        let answer: Value = serde_json::from_str(&body).map_err(|e| format!("POST initialize: a body that is not JSON ({e})"))?;
        if answer["id"] != id || answer.get("result").is_none() {
            return Err(format!("POST initialize: not the result of request {id}: {answer}"));
        }
        let conn = head.header(acp_wire_remote::HEADER_CONNECTION_ID).filter(|c| !c.is_empty());
        let conn = conn.ok_or("POST initialize answered 200 without an Acp-Connection-Id header")?;
        Ok((conn.to_string(), answer["result"].clone()))
    }
}

/// Reads `a` and `b` as they come until the message with `id` arrives
/// on either; the history updates each stream carried before it (`a`
/// first), the answer, and which stream had it (0: `a`).
async fn until_answer(a: &mut Raw, b: Option<&mut Raw>, id: u64, wait: Duration) -> Result<([usize; 2], Value, usize), String> {
    let deadline = tokio::time::Instant::now() + wait;
    let mut streams = [Some(a), b];
    let mut updates = [0usize; 2];
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        if left.is_zero() {
            return Err(format!("no answer to request {id} within {wait:?}"));
        }
        let [first, second] = &mut streams;
        // Raw::event is cancel-safe: what one read took stays buffered.
        let (event, which) = match (first.as_deref_mut(), second.as_deref_mut()) {
            (Some(x), Some(y)) => tokio::select! {
                e = x.event(left) => (e, 0),
                e = y.event(left) => (e, 1),
            },
            (Some(x), None) => (x.event(left).await, 0),
            (None, Some(y)) => (y.event(left).await, 1),
            (None, None) => return Err(format!("the streams ended before the answer to request {id}")),
        };
        match event {
            Ok(Some(e)) if e["id"] == id && e.get("method").is_none() => return Ok((updates, e, which)),
            Ok(Some(e)) => updates[which] += usize::from(is_history(&e)),
            // Ended, or quiet until the deadline.
            Ok(None) => streams[which] = None,
            Err(e) => return Err(format!("reading the streams: {e}")),
        }
    }
}

/// The `sessionUpdate` kinds a conversation's history is replayed as
/// (session-setup.mdx's example: the user's and the agent's messages;
/// thoughts, tool calls and plans are turn content too). Other updates
/// (available commands, mode, config, session info, usage) describe the
/// session's state and may come at any time.
const HISTORY: &[&str] =
    &["user_message_chunk", "agent_message_chunk", "agent_thought_chunk", "tool_call", "tool_call_update", "plan"];

/// Whether `e` is a session/update carrying history.
fn is_history(e: &Value) -> bool {
    e["method"] == "session/update" && e["params"]["update"]["sessionUpdate"].as_str().is_some_and(|k| HISTORY.contains(&k))
}

/// The history updates `stream` carries within `wait`, by kind.
async fn history_within(stream: Option<&mut Raw>, wait: Duration) -> Vec<String> {
    let Some(stream) = stream else { return Vec::new() };
    let deadline = tokio::time::Instant::now() + wait;
    let mut kinds = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        match stream.event(left).await {
            Ok(Some(e)) if is_history(&e) => kinds.push(e["params"]["update"]["sessionUpdate"].as_str().unwrap_or_default().to_string()),
            Ok(Some(_)) => {}
            _ => return kinds,
        }
    }
}

/// Runs every check against `url` and reports as `conform` does.
///
/// # Errors
/// A URL the probes cannot use (usage), the reports' files.
pub async fn run(args: &Args, url: &str) -> Result<ExitCode, CliError> {
    let target = Target::parse(url).map_err(|e| CliError::Usage(format!("--url {e}")))?;
    let scratch = super::driver::Scratch::new().map_err(|e| CliError::setup("scratch workspace", e))?;
    let cwd = scratch.dir.to_string_lossy().into_owned();
    let auth = token(args)?.map(|t| format!("Bearer {t}"));
    let mut p = Probe { target, wait: Duration::from_secs_f64(args.timeout), jar: Jar::default(), cwd, auth };
    let started = SystemTime::now();
    let begun = tokio::time::Instant::now();
    let mut r = Results::default();
    let mut versions = BTreeMap::new();
    eprintln!("conform: probing {url}");

    let first = p.connect(0).await;
    match &first {
        Ok((conn, result)) => {
            r.pass("remote.initialize", None, format!("200, JSON result, Acp-Connection-Id {conn}"));
            versions.insert(1, format!("initialize answered protocolVersion {}", result["protocolVersion"]));
        }
        Err(why) => {
            r.fail("remote.initialize", None, why.clone());
            versions.insert(1, format!("no connection: {why}"));
        }
    }
    routing(&mut p, &mut r).await;
    let session = match &first {
        Ok((conn, result)) => http_session(&mut p, &mut r, conn, result).await,
        Err(_) => None,
    };
    if let (Some((sid, loads)), true) = (&session, first.is_ok()) {
        if *loads {
            replay(&mut p, &mut r, sid).await;
        } else {
            r.skip("remote.replay-order", None, "the agent does not advertise loadSession");
        }
    }
    websocket(&mut p, &mut r).await;
    informational(&mut p, &mut r).await;
    authentication(&mut p, &mut r).await;

    let need = if first.is_ok() { "not checked (an earlier step failed)" } else { "not checked: no connection (remote.initialize failed)" };
    r.complete(Side::Remote, &[], &|_, _| need.to_string());
    let mut times = BTreeMap::new();
    times.insert(None, begun.elapsed());
    let out = Outcome { side: Side::Remote, shown: vec![url.to_string()], versions, started, connections: Vec::new(), times };
    emit(args, &r, out)
}

/// The token of `--token-file`, else of `ACP_WIRE_TOKEN` (as `serve`
/// reads it).
fn token(args: &Args) -> Result<Option<String>, CliError> {
    let text = match &args.token_file {
        Some(path) => std::fs::read_to_string(path).map_err(|source| CliError::Read { what: "the token", path: path.clone(), source })?,
        None => match std::env::var("ACP_WIRE_TOKEN") {
            Ok(t) => t,
            Err(_) => return Ok(None),
        },
    };
    let t = text.trim();
    if !acp_wire_remote::is_valid_token(t) {
        return Err(CliError::Usage("the token must be letters, digits and -._~+ (what `serve --token-file` takes)".into()));
    }
    Ok(Some(t.to_string()))
}

/// `remote.auth`, with a token: requests without it or with another are
/// refused, before the server makes a connection (and starts an agent).
async fn authentication(p: &mut Probe, r: &mut Results) {
    let id = "remote.auth";
    let Some(auth) = p.auth.take() else {
        return r.skip(id, None, "no token given (--token-file or ACP_WIRE_TOKEN)");
    };
    let wrong = "Bearer acp-wire-conform-wrong-token".to_string();
    let mut got = Vec::new();
    for (what, header) in [("no token", None), ("a wrong token", Some(wrong.as_str()))] {
        let mut h = vec![JSON, BOTH];
        h.extend(header.map(|v| ("Authorization", v)));
        let post = match p.exchange("POST", &h, &initialize(0)).await {
            Ok((head, _)) => {
                if let Some(conn) = head.header(acp_wire_remote::HEADER_CONNECTION_ID) {
                    p.auth = Some(auth.clone());
                    let _ = p.status("DELETE", &ids(conn, None), b"").await;
                    p.auth = None;
                }
                head.status.to_string()
            }
            Err(e) => format!("no answer ({e})"),
        };
        let ws_headers: Vec<(&str, &str)> = header.map(|v| ("Authorization", v)).into_iter().collect();
        let upgrade = match probe::ws_connect(&p.target, &ws_headers).await {
            Ok(Upgrade::Refused(head)) => head.status.to_string(),
            Ok(Upgrade::Open(mut ws, _)) => {
                let _ = ws.close(1000).await;
                "101".to_string()
            }
            Err(e) => format!("no answer ({e})"),
        };
        got.push((what, post, upgrade));
    }
    p.auth = Some(auth);
    let refused = |s: &str| s == "401" || s == "403";
    let text: Vec<String> = got.iter().map(|(w, a, b)| format!("{w}: POST initialize {a}, upgrade {b}")).collect();
    if got.iter().all(|(_, a, b)| refused(a) && refused(b)) {
        r.pass(id, None, text.join("; "));
    } else {
        r.fail(id, None, format!("not refused (401/403): {}", text.join("; ")));
    }
}

/// The status codes of the routing table and content negotiation.
async fn routing(p: &mut Probe, r: &mut Results) {
    let new = request(1, "session/new", json!({"cwd": p.cwd, "mcpServers": []}));
    let id = "remote.content-type";
    match p.status("POST", &[("Content-Type", "text/plain"), BOTH], &initialize(0)).await.as_str() {
        "415" => r.pass(id, None, "Content-Type: text/plain answered 415"),
        other => r.fail(id, None, format!("Content-Type: text/plain answered {other}")),
    }

    let mut missing = Vec::new();
    missing.push(format!("POST session/new {}", p.status("POST", &[JSON, BOTH], &new).await));
    missing.push(format!("GET {}", p.status("GET", &[SSE], b"").await));
    missing.push(format!("DELETE {}", p.status("DELETE", &[], b"").await));
    grade_all(r, "remote.missing-connection", "400", missing, "without Acp-Connection-Id");

    let unknown = ids(UNKNOWN, None);
    let mut got = Vec::new();
    got.push(format!("POST session/new {}", p.status("POST", &[&[JSON, BOTH][..], &unknown].concat(), &new).await));
    got.push(format!("GET {}", p.status("GET", &[&[SSE][..], &unknown].concat(), b"").await));
    got.push(format!("DELETE {}", p.status("DELETE", &unknown, b"").await));
    grade_all(r, "remote.unknown-connection", "404", got, "with an unknown Acp-Connection-Id");
}

/// `id` passes when every `"what status"` ends in `want`.
fn grade_all(r: &mut Results, id: &str, want: &str, got: Vec<String>, what: &str) {
    let wrong: Vec<&String> = got.iter().filter(|g| !g.ends_with(&format!(" {want}"))).collect();
    if wrong.is_empty() {
        r.pass(id, None, format!("{what}: {}", got.join(", ")));
    } else {
        r.fail(id, None, format!("{what}, not {want}: {}", wrong.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ")));
    }
}

/// One session over Streamable HTTP on connection `conn`: the streams,
/// 202s, a turn, the session header, DELETE. The session id and whether
/// the agent loads sessions.
async fn http_session(p: &mut Probe, r: &mut Results, conn: &str, init: &Value) -> Option<(String, bool)> {
    let loads = init["agentCapabilities"]["loadSession"] == true;
    let c = ids(conn, None);
    match p.status("GET", &[&[("Accept", "application/json")][..], &c].concat(), b"").await.as_str() {
        "406" => r.pass("remote.accept", None, "Accept: application/json answered 406"),
        other => r.fail("remote.accept", None, format!("Accept: application/json answered {other}")),
    }
    let mut accepted = Vec::new();
    let (head, mut cstream) = match p.open("GET", &[&[SSE][..], &c].concat(), b"").await {
        Ok((h, raw)) if h.status == 200 => (h, raw),
        Ok((h, _)) => {
            r.fail("remote.connection-stream", None, format!("GET the connection stream answered {}", h.status));
            return None;
        }
        Err(e) => {
            r.fail("remote.connection-stream", None, format!("GET the connection stream: {e}"));
            return None;
        }
    };
    let ctype = head.header("content-type").unwrap_or_default().to_string();
    let new = request(1, "session/new", json!({"cwd": p.cwd, "mcpServers": []}));
    accepted.push(format!("session/new {}", p.status("POST", &[&[JSON, BOTH][..], &c].concat(), &new).await));
    let sid = match until_answer(&mut cstream, None, 1, p.wait).await {
        Ok((_, answer, _)) => match answer["result"]["sessionId"].as_str() {
            Some(sid) if ctype.starts_with("text/event-stream") => {
                r.pass("remote.connection-stream", None, format!("200 {ctype}; the session/new answer came on it"));
                sid.to_string()
            }
            Some(sid) => {
                r.fail("remote.connection-stream", None, format!("the stream's Content-Type is {ctype:?}, not text/event-stream"));
                sid.to_string()
            }
            None => {
                r.fail("remote.connection-stream", None, format!("the session/new answer has no sessionId: {answer}"));
                return None;
            }
        },
        Err(why) => {
            r.fail("remote.connection-stream", None, why);
            return None;
        }
    };
    let s = ids(conn, Some(&sid));
    let unknown_session = ids(conn, Some(UNKNOWN));
    match p.status("GET", &[&[SSE][..], &unknown_session].concat(), b"").await.as_str() {
        "404" => r.pass("remote.unknown-session", None, "an unknown Acp-Session-Id answered 404"),
        other => r.fail("remote.unknown-session", None, format!("an unknown Acp-Session-Id answered {other}")),
    }
    let mut sstream = match p.open("GET", &[&[SSE][..], &s].concat(), b"").await {
        Ok((h, raw)) if h.status == 200 => raw,
        Ok((h, _)) => {
            r.fail("remote.session-stream", None, format!("GET the session stream answered {}", h.status));
            return Some((sid, loads));
        }
        Err(e) => {
            r.fail("remote.session-stream", None, format!("GET the session stream: {e}"));
            return Some((sid, loads));
        }
    };
    let prompt = request(2, "session/prompt", json!({"sessionId": sid, "prompt": [{"type": "text", "text": "conform checks the remote transport"}]}));
    match p.status("POST", &[&[JSON, BOTH][..], &c].concat(), &prompt).await.as_str() {
        "400" => r.pass("remote.session-header", None, "session/prompt without Acp-Session-Id answered 400"),
        other => r.fail("remote.session-header", None, format!("session/prompt without Acp-Session-Id answered {other}")),
    }
    accepted.push(format!("session/prompt {}", p.status("POST", &[&[JSON, BOTH][..], &s].concat(), &prompt).await));
    match until_answer(&mut sstream, Some(&mut cstream), 2, p.wait).await {
        Ok(([on_session, on_connection], _, _)) if on_session > 0 && on_connection == 0 => {
            r.pass("remote.session-stream", None, format!("200; the turn's {on_session} session/update(s) came on it"))
        }
        Ok(([on_session, on_connection], _, _)) => r.fail(
            "remote.session-stream",
            None,
            format!("the turn's updates: {on_session} on the session stream, {on_connection} on the connection stream"),
        ),
        Err(why) => r.fail("remote.session-stream", None, why),
    }
    let cancel = json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": sid}}).to_string();
    accepted.push(format!("session/cancel (a notification) {}", p.status("POST", &[&[JSON, BOTH][..], &s].concat(), cancel.as_bytes()).await));
    grade_all(r, "remote.post-accepted", "202", accepted, "POSTs");
    drop(sstream);

    // DELETE a second connection (the first one's session is loaded next).
    match p.connect(10).await {
        Ok((other, _)) => {
            let o = ids(&other, None);
            match p.open("GET", &[&[SSE][..], &o].concat(), b"").await {
                Ok((h, mut stream)) if h.status == 200 => {
                    let deleted = p.status("DELETE", &o, b"").await;
                    let ended = stream.ends_within(p.wait).await;
                    let after = p.status("POST", &[&[JSON, BOTH][..], &o].concat(), &new).await;
                    if deleted == "202" && ended && after == "404" {
                        r.pass("remote.delete", None, "202; the GET stream ended; the id is then unknown (404)");
                    } else {
                        r.fail("remote.delete", None, format!("DELETE answered {deleted}; the GET stream {}; a POST after answered {after}", if ended { "ended" } else { "stayed open" }));
                    }
                }
                Ok((h, _)) => r.fail("remote.delete", None, format!("GET the connection stream answered {}", h.status)),
                Err(e) => r.fail("remote.delete", None, format!("GET the connection stream: {e}")),
            }
        }
        Err(why) => r.fail("remote.delete", None, format!("a second connection: {why}")),
    }
    drop(cstream);
    Some((sid, loads))
}

/// `session/load` of `sid` through a new connection, its streams read as
/// a client reads them: every replayed update must come before the answer.
async fn replay(p: &mut Probe, r: &mut Results, sid: &str) {
    let id = "remote.replay-order";
    let conn = match p.connect(20).await {
        Ok((conn, _)) => conn,
        Err(why) => return r.fail(id, None, format!("a second connection: {why}")),
    };
    let c = ids(&conn, None);
    let s = ids(&conn, Some(sid));
    let mut cstream = match p.open("GET", &[&[SSE][..], &c].concat(), b"").await {
        Ok((h, raw)) if h.status == 200 => raw,
        Ok((h, _)) => return r.fail(id, None, format!("GET the new connection's stream answered {}", h.status)),
        Err(e) => return r.fail(id, None, format!("GET the new connection's stream: {e}")),
    };
    // As the TypeScript client does: the session's stream opened with the
    // request that names it. A server that does not know the session on
    // this connection yet answers 404; its stream is opened after.
    let mut sstream = match p.open("GET", &[&[SSE][..], &s].concat(), b"").await {
        Ok((h, raw)) if h.status == 200 => Some(raw),
        _ => None,
    };
    let preopened = sstream.is_some();
    let load = request(21, "session/load", json!({"sessionId": sid, "cwd": p.cwd, "mcpServers": []}));
    let status = p.status("POST", &[&[JSON, BOTH][..], &s].concat(), &load).await;
    if status != "202" {
        return r.fail(id, None, format!("POST session/load answered {status}"));
    }
    let (before, answer) = match until_answer(&mut cstream, sstream.as_mut(), 21, p.wait).await {
        Ok((n, answer, _)) => (n[0] + n[1], answer),
        Err(why) => return r.fail(id, None, why),
    };
    if answer.get("result").is_none() {
        return r.fail(id, None, format!("session/load answered {answer}"));
    }
    if sstream.is_none() {
        sstream = match p.open("GET", &[&[SSE][..], &s].concat(), b"").await {
            Ok((h, raw)) if h.status == 200 => Some(raw),
            _ => None,
        };
    }
    let (mut late, on_session) = tokio::join!(history_within(Some(&mut cstream), LATE), history_within(sstream.as_mut(), LATE));
    late.extend(on_session);
    let how = if preopened { "session stream opened before session/load" } else { "session stream refused before session/load (404), opened after the answer" };
    if !late.is_empty() {
        let n = late.len();
        r.fail(id, None, format!("{n} replayed session/update(s) came after the session/load response ({}; {before} before; {how})", late.join(", ")));
    } else if before == 0 {
        r.fail(id, None, format!("no replayed session/update before the session/load response of a session that had a turn ({how})"));
    } else {
        r.pass(id, None, format!("{before} replayed update(s), all before the response; none in the {LATE:?} after ({how})"));
    }
}

/// The JSON-RPC message with `id` on `ws` (notifications skipped).
async fn ws_answer(ws: &mut WsProbe, id: u64, wait: Duration) -> Result<Value, String> {
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        match ws.json(left).await {
            Ok(Some(m)) if m["id"] == id && m.get("method").is_none() => return Ok(m),
            Ok(Some(_)) => {}
            Ok(None) => return Err(format!("no answer to request {id} (the socket closed or went quiet)")),
            Err(e) => return Err(format!("reading the socket: {e}")),
        }
    }
}

/// The WebSocket rows.
async fn websocket(p: &mut Probe, r: &mut Results) {
    let cookie = p.jar.header();
    let h = p.with_cookies(&[], &cookie);
    let (mut ws, head) = match probe::ws_connect(&p.target, &h).await {
        Ok(Upgrade::Open(ws, head)) => (ws, head),
        Ok(Upgrade::Refused(head)) => return r.fail("remote.websocket", None, format!("the upgrade answered {}", head.status)),
        Err(e) => return r.fail("remote.websocket", None, format!("the upgrade: {e}")),
    };
    let conn = head.header(acp_wire_remote::HEADER_CONNECTION_ID).map(str::to_string);
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap_or_default();
    let steps = async {
        ws.text(&text(initialize(0))).await.map_err(|e| e.to_string())?;
        ws_answer(&mut ws, 0, p.wait).await?.get("result").ok_or("initialize answered with an error")?;
        ws.text(&text(request(1, "session/new", json!({"cwd": p.cwd, "mcpServers": []})))).await.map_err(|e| e.to_string())?;
        let a = ws_answer(&mut ws, 1, p.wait).await?;
        a["result"]["sessionId"].as_str().map(|_| ()).ok_or(format!("session/new answered {a}"))
    };
    match (steps.await, conn) {
        (Ok(()), Some(conn)) => r.pass("remote.websocket", None, format!("101 with Acp-Connection-Id {conn}; initialize and session/new answered")),
        (Ok(()), None) => r.fail("remote.websocket", None, "101 without an Acp-Connection-Id header"),
        (Err(why), _) => r.fail("remote.websocket", None, why),
    }

    let binary = request(7, "session/new", json!({"cwd": p.cwd, "mcpServers": []}));
    let id = "remote.ws-binary";
    let outcome = async {
        ws.binary(&binary).await.map_err(|e| e.to_string())?;
        ws.text(&text(request(8, "session/new", json!({"cwd": p.cwd, "mcpServers": []})))).await.map_err(|e| e.to_string())?;
        let deadline = tokio::time::Instant::now() + p.wait;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match ws.json(left).await {
                Ok(Some(m)) if m["id"] == 7 => return Err(format!("the binary frame was answered: {m}")),
                Ok(Some(m)) if m["id"] == 8 && m.get("method").is_none() => return Ok(()),
                Ok(Some(_)) => {}
                Ok(None) => return Err("the socket closed or went quiet after a binary frame".to_string()),
                Err(e) => return Err(e.to_string()),
            }
        }
    };
    match outcome.await {
        Ok(()) => r.pass(id, None, "not answered; the next text request was"),
        Err(why) => r.fail(id, None, why),
    }

    let id = "remote.ws-close";
    if let Err(e) = ws.close(1000).await {
        return r.fail(id, None, format!("sending a close frame: {e}"));
    }
    let deadline = tokio::time::Instant::now() + p.wait;
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        match ws.next(left).await {
            Ok(Some(WsFrame::Close(code))) => {
                break r.pass(id, None, format!("answered with a close frame ({})", code.map_or("no code".into(), |c| c.to_string())))
            }
            Ok(Some(_)) => {}
            Ok(None) => break r.fail(id, None, "the socket ended (or went quiet) without a close frame"),
            Err(e) => break r.fail(id, None, format!("after the close frame: {e}")),
        }
    }
}

/// The INFO rows: a batch, HTTP/2, a foreign `Origin`, a large body.
async fn informational(p: &mut Probe, r: &mut Results) {
    let batch = format!("[{}]", String::from_utf8_lossy(&initialize(0)));
    match p.exchange("POST", &[JSON, BOTH], batch.as_bytes()).await {
        Ok((h, _)) if h.status == 501 => r.pass("remote.batch", None, "501"),
        Ok((h, body)) => r.fail("remote.batch", None, format!("answered {} {}", h.status, body.trim().chars().take(120).collect::<String>())),
        Err(e) => r.fail("remote.batch", None, format!("no answer ({e})")),
    }

    match probe::h2c_prior_knowledge(&p.target, p.wait).await {
        Ok(true) => r.pass("remote.http2", None, "an h2c prior-knowledge preface was answered with HTTP/2 SETTINGS"),
        Ok(false) => r.fail("remote.http2", None, "HTTP/1.1 only: an h2c prior-knowledge preface was not answered with HTTP/2"),
        Err(e) => r.fail("remote.http2", None, format!("HTTP/1.1 only: an h2c preface got {e}")),
    }

    let id = "remote.origin";
    let origin = ("Origin", FOREIGN_ORIGIN);
    let post = match p.exchange("POST", &[JSON, BOTH, origin], &initialize(0)).await {
        Ok((h, _)) if (400..500).contains(&h.status) => Ok(h.status),
        Ok((h, _)) => {
            if let Some(conn) = h.header(acp_wire_remote::HEADER_CONNECTION_ID) {
                let _ = p.status("DELETE", &ids(conn, None), b"").await;
            }
            Err(format!("POST initialize answered {}", h.status))
        }
        Err(e) => Err(format!("POST initialize: no answer ({e})")),
    };
    let upgrade = match probe::ws_connect(&p.target, &[origin]).await {
        Ok(Upgrade::Refused(h)) if (400..500).contains(&h.status) => Ok(h.status),
        Ok(Upgrade::Refused(h)) => Err(format!("the upgrade answered {}", h.status)),
        Ok(Upgrade::Open(mut ws, _)) => {
            let _ = ws.close(1000).await;
            Err("the upgrade answered 101".to_string())
        }
        Err(e) => Err(format!("the upgrade: {e}")),
    };
    match (post, upgrade) {
        (Ok(a), Ok(b)) => r.pass(id, None, format!("Origin {FOREIGN_ORIGIN}: POST {a}, upgrade {b}")),
        (a, b) => {
            let why: Vec<String> = [a.err(), b.err()].into_iter().flatten().collect();
            r.fail(id, None, format!("Origin {FOREIGN_ORIGIN} accepted: {}", why.join("; ")))
        }
    }

    let id = "remote.ws-limit";
    let cookie = p.jar.header();
    let h = p.with_cookies(&[], &cookie);
    match probe::ws_connect(&p.target, &h).await {
        Ok(Upgrade::Open(mut ws, _)) => {
            let big = format!("{{\"jsonrpc\":\"2.0\",\"method\":\"_conform/large\",\"params\":{{\"pad\":\"{}\"}}}}", "x".repeat(LARGE));
            let sent = ws.text(&big).await;
            // A server that refuses it does so as the frame arrives.
            let deadline = tokio::time::Instant::now() + p.wait.min(Duration::from_secs(5));
            let outcome = loop {
                let left = deadline.saturating_duration_since(tokio::time::Instant::now());
                match ws.next(left).await {
                    Ok(Some(WsFrame::Close(Some(1009)))) => break Ok("closed with 1009 (Message Too Big)".to_string()),
                    Ok(Some(WsFrame::Close(code))) => {
                        break Err(format!("closed with {}, not 1009 (Message Too Big)", code.map_or("no code".to_string(), |c| c.to_string())))
                    }
                    Ok(Some(_)) => {}
                    Ok(None) if sent.is_err() || tokio::time::Instant::now() < deadline => break Ok("the socket was closed".to_string()),
                    Ok(None) => break Err("the socket stayed open (the message was taken)".to_string()),
                    Err(e) => break Ok(format!("the socket was cut ({e})")),
                }
            };
            match outcome {
                Ok(how) => r.pass(id, None, format!("a {} MiB text message: {how}", LARGE >> 20)),
                Err(why) => r.fail(id, None, format!("a {} MiB text message: {why}", LARGE >> 20)),
            }
        }
        Ok(Upgrade::Refused(head)) => r.fail(id, None, format!("the upgrade answered {}", head.status)),
        Err(e) => r.fail(id, None, format!("the upgrade: {e}")),
    }

    let id = "remote.body-limit";
    let pad = "x".repeat(LARGE);
    let large = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 1, "clientCapabilities": {}, "_meta": {"pad": pad}}}).to_string();
    match p.exchange("POST", &[JSON, BOTH], large.as_bytes()).await {
        Ok((h, _)) if h.status == 413 => r.pass(id, None, format!("a {} MiB POST answered 413", LARGE >> 20)),
        Ok((h, _)) => {
            if let Some(conn) = h.header(acp_wire_remote::HEADER_CONNECTION_ID) {
                let _ = p.status("DELETE", &ids(conn, None), b"").await;
            }
            r.fail(id, None, format!("a {} MiB POST answered {}", LARGE >> 20, h.status))
        }
        Err(e) => r.pass(id, None, format!("a {} MiB POST: the connection closed ({e})", LARGE >> 20)),
    }
}
