//! Who may talk to the server (`remote/src/server/access.rs`): `Origin`
//! and `Host` checks, bearer tokens (header and WebSocket subprotocol), a
//! custom hook; refused requests start no agent process; `serve` will not
//! listen open on a non-loopback address.

use crate::bins;
use std::process::Stdio;

use acp_wire_remote::{self, Agents, ClientOptions, RemoteServer};
use acp_wire::side::{ClientBuilder, Info, NotificationContext};
use acp_wire::{v1, Negotiated};
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::process::Command;

use crate::bounds::initialize;
use crate::cli::{children, serve_env};
use crate::sides_support::from;
use crate::support::{bounded, cwd};

const TOKEN: &str = "0123456789abcdef-test-token";
const KEY: &str = "dGhlIHNhbXBsZSBub25jZQ==";

/// Sends `head` (and `body`) on a fresh connection: the response's head.
async fn ask(addr: &str, head: String, body: &str) -> String {
    let mut s = TcpStream::connect(addr).await.expect("connect");
    s.write_all(format!("{head}\r\n{body}").as_bytes()).await.unwrap();
    let mut got = Vec::new();
    let mut byte = [0u8; 1];
    while !got.ends_with(b"\r\n\r\n") {
        if bounded("a response", s.read(&mut byte)).await.unwrap() == 0 {
            break;
        }
        got.push(byte[0]);
    }
    String::from_utf8_lossy(&got).into_owned()
}

fn upgrade(addr: &str, host: &str, extra: &str) -> String {
    format!("GET /acp HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: {KEY}\r\n{extra}")
        .replace("{addr}", addr)
}

fn post(host: &str, extra: &str) -> String {
    format!(
        "POST /acp HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n{extra}",
        initialize().len()
    )
}

fn status(head: &str) -> u16 {
    head.get(9..12).and_then(|s| s.parse().ok()).unwrap_or_else(|| panic!("not a response: {head:?}"))
}

struct Quiet;
impl v1::Client for Quiet {
    async fn session_update(&self, _: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {}
}

/// A v1 turn with `options`.
async fn turn(url: &str, options: ClientOptions) -> acp_wire::side::Connected<Negotiated> {
    let t = acp_wire_remote::connect_with(url, options).await.expect("connect");
    let c = bounded("initialize", ClientBuilder::new().v1(Quiet, v1::ClientCapabilities::new()).connect(t, Info::new("access-test", "1"))).await.unwrap();
    let Negotiated::V1 { agent, .. } = &c.negotiated else { panic!("not v1") };
    let s = bounded("new", agent.new_session(from(json!({"cwd": cwd(), "mcpServers": []})))).await.unwrap().session_id;
    let r = bounded("prompt", agent.prompt(from(json!({"sessionId": s, "prompt": [{"type": "text", "text": "hi"}]})))).await.unwrap();
    assert_eq!(serde_json::to_value(r).unwrap()["stopReason"], "end_turn");
    c
}

/// `serve -- AGENT` with ACP_WIRE_TOKEN: every refused request (foreign
/// Origin, rebound Host, no or a wrong token) is answered before any agent
/// process starts; the token's holders are served, by header or by the
/// WebSocket subprotocol.
#[tokio::test]
async fn refused_requests_start_no_agent_process() {
    let (mut child, addr) = serve_env(&["--", bins::acp_wire(), "echo-agent"], &[("ACP_WIRE_TOKEN", TOKEN)]).await;
    let pid = child.id().unwrap();
    let bearer = format!("Authorization: Bearer {TOKEN}\r\n");
    let refused = [
        (upgrade(&addr, &addr, &format!("{bearer}Origin: https://evil.example\r\n")), 403, "a foreign Origin on a WebSocket"),
        (upgrade(&addr, &addr, ""), 401, "a WebSocket without a token"),
        (upgrade(&addr, &addr, "Sec-WebSocket-Protocol: acp, acp.bearer.wrong\r\n"), 401, "a WebSocket with a wrong token"),
        (upgrade(&addr, "evil.example", &bearer), 403, "a rebound Host on a WebSocket"),
        (post(&addr, ""), 401, "a POST without a token"),
        (post(&addr, "Authorization: Bearer wrong\r\n"), 401, "a POST with a wrong token"),
        (post(&addr, &format!("{bearer}Origin: https://evil.example\r\n")), 403, "a foreign Origin on a POST"),
        (post(&format!("evil.example:{}", addr.rsplit(':').next().unwrap()), &bearer), 403, "a rebound Host on a POST"),
    ];
    for (head, want, what) in refused {
        let body = if head.starts_with("POST") { initialize() } else { String::new() };
        let got = ask(&addr, head, &body).await;
        assert_eq!(status(&got), want, "{what}: {got}");
        if want == 401 {
            assert!(got.to_ascii_lowercase().contains("www-authenticate: bearer"), "{what}: {got}");
        }
        // The answer came after the decision: a started agent would be a child by now.
        assert!(children(pid).is_empty(), "{what}: an agent process started");
    }
    // The subprotocol form, as a browser sends it: 101, `acp` selected.
    let got = ask(&addr, upgrade(&addr, &format!("localhost:{}", addr.rsplit(':').next().unwrap()), &format!("Sec-WebSocket-Protocol: acp, acp.bearer.{TOKEN}\r\n")), "").await;
    assert_eq!(status(&got), 101, "{got}");
    assert!(got.to_ascii_lowercase().contains("sec-websocket-protocol: acp\r\n"), "{got}");
    // Our client with the token, both transports.
    for scheme in ["ws", "http"] {
        let c = turn(&format!("{scheme}://{addr}/acp"), ClientOptions::new().bearer_token(TOKEN).unwrap()).await;
        c.negotiated.core().close();
        let _ = c.task.await;
    }
    // … and without it: refused, its error says so.
    let err = acp_wire_remote::connect(&format!("ws://{addr}/acp")).await.expect_err("no token");
    assert!(err.to_string().contains("401"), "{err}");
    child.start_kill().unwrap();
    let _ = child.wait().await;
}

/// `RemoteServer::allow_origin`, `allow_host` and an `authorize` hook.
#[tokio::test]
async fn allowed_origins_hosts_and_a_custom_scheme() {
    let agents = Agents::builder(|| acp_wire_cli::echo::EchoAgent::new(acp_wire_cli::echo::Options::new()).builder());
    let server = RemoteServer::new(agents)
        .allow_origin("https://IDE.example/")
        .allow_host("acp.example")
        .authorize(|parts| parts.headers.get("x-api-key").is_some_and(|v| v == "k1"));
    let listening = server.bind("127.0.0.1:0").await.unwrap();
    let addr = listening.local_addr().to_string();
    listening.spawn();
    let key = "X-Api-Key: k1\r\n";
    let cases = [
        (post(&addr, key), 200, "the hook's key"),
        (post(&addr, "X-Api-Key: k2\r\n"), 401, "a key the hook refuses"),
        (post(&addr, &format!("{key}Origin: https://ide.example\r\n")), 200, "an allowed Origin"),
        (post(&addr, &format!("{key}Origin: http://ide.example\r\n")), 403, "another scheme"),
        (post("acp.example:443", key), 200, "an allowed Host"),
        (post("other.example", key), 403, "another Host"),
        (post("localhost", key), 200, "localhost on loopback"),
    ];
    for (head, want, what) in cases {
        let got = ask(&addr, head, &initialize()).await;
        assert_eq!(status(&got), want, "{what}: {got}");
    }
}

/// `serve` on an address that is not loopback, without TLS or a token,
/// refuses to start and says why (checked before it binds anything).
#[tokio::test]
async fn serve_will_not_listen_open_beyond_loopback() {
    let out = Command::new(bins::acp_wire())
        .args(["serve", "--listen", "0.0.0.0:0"])
        .env_remove("ACP_WIRE_TOKEN")
        .stdin(Stdio::null())
        .output()
        .await
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    for word in ["0.0.0.0:0", "--token-file", "--insecure", "drive the agent"] {
        assert!(err.contains(word), "{word}: {err}");
    }
    // A token that could not be sent in a header or a subprotocol.
    let out = Command::new(bins::acp_wire()).args(["serve", "--listen", "127.0.0.1:0"]).env("ACP_WIRE_TOKEN", "has space").output().await.unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("ACP_WIRE_TOKEN"), "{out:?}");
}
