//! `acp-wire serve`: the bundled echo agent in-process, and a stdio agent
//! process per remote connection that is gone once its connection ended.

use crate::bins;
use std::process::Stdio;
use std::time::Duration;

use acp_wire::side::{ClientBuilder, Info, NotificationContext};
use acp_wire::{v1, Negotiated};
use serde_json::json;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

use crate::sides_support::from;
use crate::support::{bounded, cwd};


/// Starts `acp-wire serve --listen 127.0.0.1:0 ARGS`: the process and its
/// endpoint's address (from its stderr line).
pub(crate) async fn serve(args: &[&str]) -> (Child, String) {
    serve_env(args, &[]).await
}

/// [`serve`] with these environment variables (and no ACP_WIRE_TOKEN of the caller's).
pub(crate) async fn serve_env(args: &[&str], env: &[(&str, &str)]) -> (Child, String) {
    let mut child = Command::new(bins::acp_wire())
        .args(["serve", "--listen", "127.0.0.1:0"])
        .args(args)
        .env_remove("ACP_WIRE_TOKEN")
        .envs(env.iter().copied())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("acp-wire serve");
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let line: String = bounded("the listening line", lines.next_line()).await.unwrap().expect("a line on stderr");
    let addr = line.split("://").nth(1).and_then(|s| s.split('/').next()).unwrap_or_else(|| panic!("{line}")).to_owned();
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    (child, addr)
}

/// The child processes of `pid`.
pub(crate) fn children(pid: u32) -> Vec<u32> {
    let mut out = Vec::new();
    if let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) {
        for t in tasks.flatten() {
            if let Ok(s) = std::fs::read_to_string(t.path().join("children")) {
                out.extend(s.split_whitespace().filter_map(|x| x.parse::<u32>().ok()));
            }
        }
    }
    out
}

struct V1;
impl v1::Client for V1 {
    async fn session_update(&self, _: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {}
}

async fn turn(url: &str) -> ClientBuilderDone {
    let t = acp_wire_remote::connect(url).await.expect("connect");
    let c = bounded("initialize", ClientBuilder::new().v1(V1, v1::ClientCapabilities::new()).connect(t, Info::new("cli-test", "1"))).await.unwrap();
    let Negotiated::V1 { agent, .. } = &c.negotiated else { panic!("not v1") };
    let s = bounded("new", agent.new_session(from(json!({"cwd": cwd(), "mcpServers": []})))).await.unwrap().session_id;
    let r = bounded("prompt", agent.prompt(from(json!({"sessionId": s, "prompt": [{"type": "text", "text": "hi"}]})))).await.unwrap();
    assert_eq!(serde_json::to_value(r).unwrap()["stopReason"], "end_turn");
    c
}

type ClientBuilderDone = acp_wire::side::Connected<Negotiated>;

#[tokio::test]
async fn serves_the_echo_agent() {
    let (mut child, addr) = serve(&[]).await;
    for scheme in ["ws", "http"] {
        let c = turn(&format!("{scheme}://{addr}/acp")).await;
        c.negotiated.core().close();
    }
    assert!(children(child.id().unwrap()).is_empty(), "the echo agent runs in-process");
    child.start_kill().unwrap();
    let _ = child.wait().await;
}

#[tokio::test]
async fn spawns_an_agent_process_per_connection() {
    let (mut child, addr) = serve(&["--path", "/agent", "--", bins::acp_wire(), "echo-agent"]).await;
    let pid = child.id().unwrap();
    for scheme in ["ws", "http"] {
        let c = turn(&format!("{scheme}://{addr}/agent")).await;
        assert_eq!(children(pid).len(), 1, "{scheme}: one agent process for the connection");
        c.negotiated.core().close();
        let _ = c.task.await;
        let mut gone = false;
        for _ in 0..100 {
            if children(pid).is_empty() {
                gone = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(gone, "{scheme}: the agent process outlived its connection");
    }
    // SIGTERM: the server ends its connections and agents, and exits 0.
    let c = turn(&format!("ws://{addr}/agent")).await;
    let agent_pid = children(pid)[0];
    assert!(std::process::Command::new("kill").args(["-TERM", &pid.to_string()]).status().unwrap().success());
    let status = bounded("exit", child.wait()).await.unwrap();
    assert!(status.success(), "{status}");
    let alive = || std::fs::read_to_string(format!("/proc/{agent_pid}/stat")).is_ok_and(|s| !s.contains(") Z "));
    assert!(!alive(), "the agent process survived the server");
    drop(c);
}

/// Without feature `sqlite`, `--store` is refused with a message naming it.
#[cfg(not(feature = "sqlite"))]
#[tokio::test]
async fn store_needs_the_sqlite_feature() {
    // Bounded: an acp-wire built with sqlite (features of the binary, not of
    // this crate) serves instead of refusing; that must fail, not hang.
    // In the temp dir: a binary that serves would create x.db where it runs.
    let run = Command::new(bins::acp_wire())
        .args(["serve", "--listen", "127.0.0.1:0", "--store", "x.db"])
        .current_dir(std::env::temp_dir())
        .kill_on_drop(true)
        .output();
    let out = bounded("serve --store without sqlite exits", run).await.unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--store") && err.contains("sqlite"), "{err}");
}

/// `--store` belongs to the echo agent: with an AGENT CMD it is a usage error.
#[tokio::test]
async fn store_with_an_agent_command_is_refused() {
    let out = Command::new(bins::acp_wire())
        .args(["serve", "--listen", "127.0.0.1:0", "--store", "x.db", "--", bins::acp_wire(), "echo-agent"])
        .current_dir(std::env::temp_dir())
        .output()
        .await
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--store"), "{out:?}");
}

#[tokio::test]
async fn a_negative_idle_timeout_is_a_usage_error() {
    let out = Command::new(bins::acp_wire()).args(["serve", "--listen", "127.0.0.1:0", "--idle-timeout=-1"]).output().await.unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--idle-timeout"), "{out:?}");
}

/// Without feature `tls`, `--tls-cert` is refused with a message naming it.
#[cfg(not(feature = "tls"))]
#[tokio::test]
async fn tls_needs_the_remote_tls_feature() {
    // Bounded, as above.
    let run = Command::new(bins::acp_wire())
        .args(["serve", "--listen", "127.0.0.1:0", "--tls-cert", "c.pem", "--tls-key", "k.pem"])
        .kill_on_drop(true)
        .output();
    let out = bounded("serve --tls-cert without tls exits", run).await.unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--tls-cert") && err.contains("tls"), "{err}");
}
