//! Over real pipes: the runtime talking to a child process
//! (`examples/rpc_echo_peer.rs`), and stopping it (process group, SIGTERM,
//! SIGKILL).


use crate::support_rpc;

use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::time::Duration;

use acp_wire::rpc::{Config, Connection};
use acp_wire::transport::{ChildProcess, StderrMode};
use acp_wire::Error;
use serde_json::json;
use support_rpc::{within, TestHandler};

/// The echo peer example (built on demand when only this test target was).
fn echo_peer() -> PathBuf {
    crate::bins::example("acp-wire", "rpc_echo_peer", "")
}

fn spawn(args: &[&str]) -> (acp_wire::rpc::Peer, tokio::task::JoinHandle<acp_wire::Result<()>>, ChildProcess) {
    let mut cmd = tokio::process::Command::new(echo_peer());
    cmd.args(args);
    let (transport, mut child) = ChildProcess::spawn(cmd, StderrMode::Trace).unwrap();
    child.set_grace(Duration::from_millis(300));
    let (peer, task) = Connection::new(transport, TestHandler::default(), Config::default()).spawn();
    (peer, task, child)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_notifications_and_concurrency_over_pipes() {
    let handler = TestHandler::default();
    let mut cmd = tokio::process::Command::new(echo_peer());
    cmd.kill_on_drop(true);
    let (transport, child) = ChildProcess::spawn(cmd, StderrMode::Inherit).unwrap();
    let (peer, task) = Connection::new(transport, handler.clone(), Config::default()).spawn();

    let r = within(peer.request("echo", &json!({"big": "b".repeat(300_000), "n": 1}))).await.unwrap();
    assert_eq!(r.get().len(), 300_000 + r#"{"big":"","n":1}"#.len());

    let r = within(peer.request("stream", &json!({"count": 500}))).await.unwrap();
    assert_eq!(r.get(), r#"{"sent":500}"#);
    // Unscoped but handled inline in arrival order, before the answer.
    assert_eq!(handler.log.notes().len(), 500);

    let mut set = tokio::task::JoinSet::new();
    for i in 0..2000 {
        let p = peer.clone();
        set.spawn(async move { (i, p.request("echo", &json!([i])).await.unwrap().get().to_owned()) });
    }
    within(async {
        while let Some(r) = set.join_next().await {
            let (i, got) = r.unwrap();
            assert_eq!(got, format!("[{i}]"));
        }
    })
    .await;

    let e = peer.request("nope", &json!({})).await.unwrap_err();
    assert_eq!(e.code(), Some(-32601));

    peer.close();
    within(task).await.unwrap().unwrap();
    // The echo peer exits on EOF by itself.
    let status = within(child.shutdown()).await.unwrap();
    assert!(status.success(), "{status:?}");
}

#[tokio::test]
async fn child_exit_mid_request_fails_pending_and_resolves() {
    let (peer, task, child) = spawn(&[]);
    let slow = {
        let p = peer.clone();
        tokio::spawn(async move { p.request("sleep", &json!({})).await })
    };
    let e = within(peer.request("exit", &json!({}))).await.unwrap_err();
    assert!(matches!(e, Error::ConnectionClosed), "{e:?}");
    let e = within(slow).await.unwrap().unwrap_err();
    assert!(matches!(e, Error::ConnectionClosed), "{e:?}");
    within(task).await.unwrap().unwrap();
    let status = within(child.shutdown()).await.unwrap();
    assert_eq!(status.code(), Some(3));
}

#[tokio::test]
async fn cancelling_a_request_to_the_child() {
    let (peer, _task, child) = spawn(&[]);
    assert!(tokio::time::timeout(Duration::from_millis(100), peer.request("sleep", &json!({}))).await.is_err());
    // The child got $/cancel_request and answered -32800 to an id we forgot; it still serves.
    assert_eq!(within(peer.request("echo", &7)).await.unwrap().get(), "7");
    assert_eq!(peer.pending_requests(), 0);
    peer.close();
    within(child.shutdown()).await.unwrap();
}

#[tokio::test]
async fn lingering_child_gets_sigterm() {
    let (peer, task, child) = spawn(&["--linger"]);
    assert_eq!(within(peer.request("echo", &1)).await.unwrap().get(), "1");
    peer.close();
    within(task).await.unwrap().unwrap();
    let status = within(child.shutdown()).await.unwrap();
    assert_eq!(status.signal(), Some(15), "{status:?}");
}

#[tokio::test]
async fn child_ignoring_sigterm_gets_sigkill_with_its_process_group() {
    let (peer, task, child) = spawn(&["--linger", "--ignore-term"]);
    let pid: u32 = serde_json::from_str(within(peer.request("spawn_grandchild", &json!({}))).await.unwrap().get()).unwrap();
    peer.close();
    within(task).await.unwrap().unwrap();
    let status = within(child.shutdown()).await.unwrap();
    assert_eq!(status.signal(), Some(9), "{status:?}");
    // The grandchild (same process group) is gone too (or a zombie awaiting its reaper).
    within(async {
        loop {
            match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
                Err(_) => return,
                Ok(s) if s.split(") ").nth(1).is_some_and(|r| r.starts_with('Z')) => return,
                Ok(_) => tokio::time::sleep(Duration::from_millis(20)).await,
            }
        }
    })
    .await;
}

#[tokio::test]
async fn dropping_the_child_handle_kills_the_group() {
    let (peer, _task, child) = spawn(&["--linger", "--ignore-term"]);
    let pid = child.id().unwrap();
    assert_eq!(within(peer.request("echo", &1)).await.unwrap().get(), "1");
    drop(child);
    within(async {
        loop {
            match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
                Err(_) => return,
                Ok(s) if s.split(") ").nth(1).is_some_and(|r| r.starts_with('Z')) => return,
                Ok(_) => tokio::time::sleep(Duration::from_millis(20)).await,
            }
        }
    })
    .await;
}
