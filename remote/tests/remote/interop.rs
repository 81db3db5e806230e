//! Interop with the official TypeScript SDK 2.4.0's remote transports
//! (`tests/interop/ts/remote_server.mjs`: its `AcpServer` behind node:http,
//! WebSocket through the `ws` package; `remote_client.mjs`: its
//! `createHttpStream` / `createWebSocketStream`), over Streamable HTTP and
//! WebSocket, v1 and v2, both directions:
//! * their client against our server (the echo agent): echo, cancel,
//!   `fs/read_text_file`, permission — every frame our agent sends and
//!   receives validated;
//! * our client (`HostClient` over `acp_wire_remote::connect`) against their server
//!   (the interop agent): an echoed turn and a permission request answered
//!   on the session's stream — every frame validated.
//!
//! The peers come from `.ci/install-peers`; without them the tests skip,
//! unless `CI` is set (then they fail).

use std::path::PathBuf;
use std::process::Stdio;
use std::sync::{Arc, Mutex};

use acp_wire_cli::echo::{EchoAgent, Options};
use acp_wire::host::{permission_fn, HostClient, PermissionKind, SessionEvent};
use acp_wire_remote::{self, Agents, RemoteServer};
use acp_wire::rpc::Config;
use acp_wire::side::Info;
use acp_wire::{v1, v2, Negotiated};
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::Command;

use crate::sides_support::Frames;
use crate::support::{bounded, cwd};

pub(crate) fn ts_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join("tests/interop/ts");
    let installed = ["@agentclientprotocol/sdk", "ws"].iter().all(|p| dir.join("node_modules").join(p).join("package.json").exists());
    if !installed {
        assert!(std::env::var_os("CI").is_none(), "the TS interop peers are not installed (CI is set): run .ci/install-peers");
        eprintln!("skipping: the TS interop peers are not installed; run .ci/install-peers");
        return None;
    }
    Some(dir)
}

pub(crate) fn node() -> String {
    std::env::var("ACP_INTEROP_NODE").unwrap_or_else(|_| "node".into())
}

#[tokio::test]
async fn their_client_against_our_server() {
    let Some(dir) = ts_dir() else { return };
    for transport in ["http", "ws"] {
        for protocol in ["1", "2"] {
            let frames = Frames::agent();
            let observer = frames.clone();
            let echo = EchoAgent::new(Options::new());
            let agents = Agents::builder(move || echo.builder().config(Config::default().observer(observer.observer())));
            let listening = RemoteServer::new(agents).bind("127.0.0.1:0").await.unwrap();
            let url = format!("http://{}/acp", listening.local_addr());
            let server = listening.server().clone();
            let task = listening.spawn();
            let out = bounded(
                "remote_client.mjs",
                Command::new(node())
                    .arg(dir.join("remote_client.mjs"))
                    .args(["--url", &url, "--transport", transport, "--protocol", protocol])
                    .stderr(Stdio::inherit())
                    .output(),
            )
            .await
            .expect("node");
            let line = String::from_utf8_lossy(&out.stdout);
            let summary: Value = serde_json::from_str(line.trim()).unwrap_or_else(|e| panic!("{transport} v{protocol}: {e}: {line}"));
            let failed: Vec<&Value> = summary["checks"].as_array().unwrap().iter().filter(|c| c["ok"] != true).collect();
            assert!(summary["ok"] == true && out.status.success(), "{transport} v{protocol}: failed checks {failed:?}");
            assert!(summary["checks"].as_array().unwrap().len() >= 8, "{summary}");
            frames.assert_valid();
            // The client closed (DELETE or the socket): nothing is left.
            server.shutdown().await;
            assert_eq!(server.http_connections(), 0);
            task.abort();
        }
    }
}

/// `remote_server.mjs --protocol P`: the child (its stdin held open) and its URL.
pub(crate) async fn their_server(dir: &std::path::Path, protocol: &str) -> (tokio::process::Child, String) {
    let mut child = Command::new(node())
        .arg(dir.join("remote_server.mjs"))
        .args(["--protocol", protocol])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("node");
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let line = bounded("the server's URL", lines.next_line()).await.unwrap().expect("a line");
    let v: Value = serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
    (child, v["url"].as_str().unwrap().to_owned())
}

fn text_of(events: &[SessionEvent]) -> String {
    let mut out = String::new();
    for e in events {
        let update = match e {
            SessionEvent::V1(n) => serde_json::to_value(&n.update).ok(),
            SessionEvent::V2(n) => serde_json::to_value(&n.update).ok(),
            _ => None,
        };
        if let Some(u) = update.filter(|u| u["sessionUpdate"] == "agent_message_chunk") {
            out.push_str(u["content"]["text"].as_str().unwrap_or_default());
        }
    }
    out
}

#[tokio::test]
async fn our_client_against_their_server() {
    let Some(dir) = ts_dir() else { return };
    for protocol in ["1", "2"] {
        let (mut child, http_url) = their_server(&dir, protocol).await;
        for scheme in ["http", "ws"] {
            let url = http_url.replacen("http", scheme, 1);
            let updates: Arc<Mutex<Vec<SessionEvent>>> = Arc::default();
            let sink = Arc::clone(&updates);
            let host = HostClient::builder()
                .permission(permission_fn(|r| {
                    let d = r.select_first_of(&[PermissionKind::AllowOnce]);
                    async move { d }
                }))
                .on_update(move |e| sink.lock().unwrap().push(e))
                .build();
            let frames = Frames::client();
            let transport = acp_wire_remote::connect(&url).await.unwrap_or_else(|e| panic!("{url}: {e}"));
            let connected = bounded(
                "initialize",
                host.client_builder().config(Config::default().observer(frames.observer())).connect(transport, Info::new("acp-wire-remote", "1")),
            )
            .await
            .unwrap_or_else(|e| panic!("{url} v{protocol}: {e}"));
            let dir = cwd();
            let said = |prompt: &'static str| {
                let (host, updates, dir) = (&host, Arc::clone(&updates), dir.clone());
                let negotiated = &connected.negotiated;
                async move {
                    updates.lock().unwrap().clear();
                    let stop = match negotiated {
                        Negotiated::V1 { agent, .. } => {
                            let new = v1::NewSessionRequest::new(dir.clone(), Vec::<v1::McpServer>::new());
                            let s = bounded("session/new", host.new_session(agent, new)).await.unwrap().session_id;
                            let text = v1::ContentBlock::Text(v1::TextContent::new(prompt));
                            let turn = bounded("prompt", agent.prompt_turn(v1::PromptRequest::new(s, vec![text]))).await.unwrap();
                            turn.stop_reason().as_str().to_owned()
                        }
                        Negotiated::V2 { agent, .. } => {
                            let s = bounded("session/new", agent.new_session(v2::NewSessionRequest::new(dir.clone()))).await.unwrap().session_id;
                            host.open_session(s.0.clone(), &dir, []).await.unwrap();
                            let text = v2::ContentBlock::Text(v2::TextContent::new(prompt));
                            let turn = bounded("prompt", agent.prompt_turn(v2::PromptRequest::new(s, vec![text]))).await.unwrap();
                            turn.stop_reason.tag().unwrap_or("none").to_owned()
                        }
                        _ => panic!("no common version"),
                    };
                    let text = text_of(&updates.lock().unwrap());
                    (stop, text)
                }
            };
            let (stop, text) = said("hello interop world").await;
            assert_eq!((stop.as_str(), text.as_str()), ("end_turn", "hello interop world "), "{url} v{protocol}");
            let (stop, text) = said("/permission").await;
            assert_eq!((stop.as_str(), text.as_str()), ("end_turn", "permission outcome: selected allow-once"), "{url} v{protocol}");
            assert_eq!(connected.negotiated.version(), protocol.parse::<u16>().unwrap());
            frames.assert_valid();
            connected.negotiated.core().close();
            let _ = connected.task.await;
        }
        drop(child.stdin.take());
        let _ = bounded("their server's exit", child.wait()).await;
    }
}
