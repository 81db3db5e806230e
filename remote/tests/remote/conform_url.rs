//! `acp-wire conform --url`: the remote transport's rows graded on `acp-wire
//! serve` (no MUST fails, over http:// and ws://, with and without a
//! token), on a server that answers everything with 200 (the rows fail),
//! and on the official TypeScript SDK 2.4.0 server (its table, pinned:
//! docs/book/src/remote.md publishes it).

use std::collections::BTreeMap;
use std::process::Stdio;
use std::sync::atomic::{AtomicU32, Ordering};

use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;
use tokio::process::Command;

use crate::bins;
use crate::cli::{serve, serve_env};
use crate::interop::{node, their_server, ts_dir};
use crate::support::bounded;
use crate::temp::TempDir;

/// `conform --url URL ARGS --json`: the exit code and each row's status.
async fn conform(url: &str, args: &[&str]) -> (i32, BTreeMap<String, String>, String) {
    static N: AtomicU32 = AtomicU32::new(0);
    let dir = TempDir::new("remote", &format!("conform-url-{}", N.fetch_add(1, Ordering::Relaxed)));
    let report = dir.join("report.json");
    let out = bounded(
        "conform --url",
        Command::new(bins::acp_wire())
            .args(["conform", "--url", url, "--timeout", "20", "--json"])
            .arg(&report)
            .args(args)
            .env_remove("ACP_WIRE_TOKEN")
            .stdin(Stdio::null())
            .output(),
    )
    .await
    .expect("acp-wire conform");
    let table = String::from_utf8_lossy(&out.stdout).into_owned();
    let json: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap_or_else(|e| panic!("{e}: {table}"))).unwrap();
    assert_eq!(json["mode"], "remote", "{json}");
    let rows = json["requirements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["id"].as_str().unwrap().to_owned(), r["status"].as_str().unwrap().to_owned()))
        .collect();
    (out.status.code().unwrap_or(-1), rows, table)
}

/// Every row of the remote table is graded, and `want` says each status.
fn assert_rows(rows: &BTreeMap<String, String>, want: &[(&str, &str)], table: &str) {
    assert!(rows.keys().all(|k| k.starts_with("remote.")), "only remote rows: {table}");
    for (id, status) in want {
        assert_eq!(rows.get(*id).map(String::as_str), Some(*status), "{id}: {table}");
    }
}

/// What `acp-wire serve` (the echo agent) is graded, without a token.
const OURS: &[(&str, &str)] = &[
    ("remote.initialize", "PASS"),
    ("remote.post-accepted", "PASS"),
    ("remote.connection-stream", "PASS"),
    ("remote.session-stream", "PASS"),
    ("remote.content-type", "PASS"),
    ("remote.accept", "PASS"),
    ("remote.missing-connection", "PASS"),
    ("remote.unknown-connection", "PASS"),
    ("remote.session-header", "PASS"),
    ("remote.delete", "PASS"),
    ("remote.websocket", "PASS"),
    ("remote.ws-binary", "PASS"),
    ("remote.ws-close", "PASS"),
    ("remote.replay-order", "PASS"),
    ("remote.http2", "PASS"),
    ("remote.origin", "PASS"),
    ("remote.body-limit", "PASS"),
    ("remote.ws-limit", "PASS"),
    ("remote.auth", "SKIP"),
    ("remote.batch", "PASS"),
    // The RFD's 404 would break the TypeScript client's reload: serve
    // answers as the TypeScript server does.
    ("remote.unknown-session", "FAIL"),
];

#[tokio::test]
async fn our_server_passes_every_row_over_http_and_ws() {
    let (mut child, addr) = serve(&[]).await;
    for scheme in ["http", "ws"] {
        let (code, rows, table) = conform(&format!("{scheme}://{addr}/acp"), &[]).await;
        assert_eq!(code, 0, "{table}");
        assert_rows(&rows, OURS, &table);
        assert_eq!(rows.len(), OURS.len(), "{table}");
    }
    child.start_kill().unwrap();
}

#[tokio::test]
async fn with_a_token_the_auth_row_checks_refusals() {
    let dir = TempDir::new("remote", "conform-url-token");
    let token = dir.join("token");
    std::fs::write(&token, "conform-test-token\n").unwrap();
    let (mut child, addr) = serve_env(&[], &[("ACP_WIRE_TOKEN", "conform-test-token")]).await;
    let url = format!("http://{addr}/acp");
    let (code, rows, table) = conform(&url, &["--token-file", token.to_str().unwrap()]).await;
    assert_eq!(code, 0, "{table}");
    assert_rows(&rows, &[("remote.auth", "PASS"), ("remote.replay-order", "PASS"), ("remote.websocket", "PASS")], &table);
    // Without it, nothing gets in: the first row fails and the run with it.
    let (code, rows, table) = conform(&url, &[]).await;
    assert_eq!(code, 1, "{table}");
    assert_rows(&rows, &[("remote.initialize", "FAIL"), ("remote.websocket", "FAIL")], &table);
    child.start_kill().unwrap();
}

/// A server that answers every request `200 {}` and closes.
async fn yes_server() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((mut s, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut buf = vec![0u8; 64 * 1024];
                let mut seen = Vec::new();
                while !seen.windows(4).any(|w| w == b"\r\n\r\n") {
                    match s.read(&mut buf).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => seen.extend_from_slice(&buf[..n]),
                    }
                }
                let _ = s.write_all(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}").await;
            });
        }
    });
    format!("http://{addr}/acp")
}

#[tokio::test]
async fn a_server_that_says_yes_to_everything_fails() {
    let url = yes_server().await;
    let (code, rows, table) = conform(&url, &[]).await;
    assert_eq!(code, 1, "{table}");
    assert_rows(
        &rows,
        &[
            ("remote.initialize", "FAIL"),
            ("remote.content-type", "FAIL"),
            ("remote.missing-connection", "FAIL"),
            ("remote.unknown-connection", "FAIL"),
            ("remote.websocket", "FAIL"),
            ("remote.origin", "FAIL"),
            ("remote.body-limit", "FAIL"),
            ("remote.http2", "FAIL"),
        ],
        &table,
    );
}

/// The TypeScript SDK 2.4.0 server's table (tests/interop/ts/remote_server.mjs:
/// its AcpServer behind node:http and `ws`, the interop agent, which does
/// not load sessions).
const THEIRS: &[(&str, &str)] = &[
    ("remote.initialize", "PASS"),
    ("remote.post-accepted", "PASS"),
    ("remote.connection-stream", "PASS"),
    ("remote.session-stream", "PASS"),
    ("remote.content-type", "PASS"),
    ("remote.accept", "PASS"),
    ("remote.missing-connection", "PASS"),
    ("remote.unknown-connection", "PASS"),
    ("remote.session-header", "PASS"),
    ("remote.delete", "PASS"),
    ("remote.websocket", "PASS"),
    ("remote.ws-binary", "PASS"),
    ("remote.ws-close", "PASS"),
    ("remote.replay-order", "SKIP"),
    ("remote.body-limit", "PASS"),
    ("remote.auth", "SKIP"),
    ("remote.unknown-session", "FAIL"),
    ("remote.batch", "FAIL"),
    ("remote.http2", "FAIL"),
    ("remote.origin", "FAIL"),
    // `ws` closes with 1002 (Protocol Error), not 1009.
    ("remote.ws-limit", "FAIL"),
];

#[tokio::test]
async fn their_server_table() {
    let Some(dir) = ts_dir() else { return };
    let _ = node();
    let (mut child, url) = their_server(&dir, "1,2").await;
    let (code, rows, table) = conform(&url, &[]).await;
    assert_eq!(code, 0, "{table}");
    assert_rows(&rows, THEIRS, &table);
    assert_eq!(rows.len(), THEIRS.len(), "{table}");
    child.start_kill().unwrap();
}
