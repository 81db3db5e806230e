//! `examples/client --connect URL`: the example client talks to an agent
//! served by `acp-wire serve`, over WebSocket and Streamable HTTP: the
//! bundled echo agent (what the client prints), and `faulty_agent --v2
//! --record` behind `serve`, whose record of the exchange (every frame the
//! client sent through the remote transport and every answer) is checked
//! by `acp-wire validate`.
//!
//! `cargo test --test remote` builds no examples: `cargo xtask test`
//! builds them first (`cargo build --features remote --example client
//! --example faulty_agent`).

use crate::bins;
use std::path::PathBuf;
use std::process::Stdio;

use tokio::process::Command;

use crate::cli::serve;
use crate::support::bounded;
use crate::temp::TempDir;


/// The tool's examples (the client, the faulty agent) and this crate's.
fn example(name: &str) -> PathBuf {
    let package = if name == "remote_agent" { "acp-wire-remote" } else { "acp-wire-cli" };
    bins::example(package, name, "")
}

/// Runs the example client with `--connect URL ARGS`: (success, stdout, stderr).
async fn client(url: &str, args: &[&str], dir: &TempDir) -> (bool, String, String) {
    let out = Command::new(example("client"))
        .args(["--connect", url, "--yes", "--cwd"])
        .arg(&**dir)
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .kill_on_drop(true)
        .output();
    let out = bounded("the example client", out).await.expect("run the example client");
    // Without the commands announcement, which the agent sends after
    // `session/new` and so may come before or after the first prompt.
    let stdout: String =
        String::from_utf8_lossy(&out.stdout).lines().filter(|l| !l.starts_with("(commands: ")).map(|l| format!("{l}\n")).collect();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        !stderr.contains("built without feature `remote`"),
        "the example client was built without feature `remote` (a plain `cargo test` builds it so): \
         run `cargo build --features remote --example client --example faulty_agent` first\n{stderr}"
    );
    (out.status.success(), stdout, stderr)
}

#[tokio::test]
async fn the_example_client_talks_to_a_served_echo_agent() {
    let dir = TempDir::new("remote", "example-client-echo");
    let (mut child, addr) = serve(&[]).await;
    for scheme in ["ws", "http"] {
        for protocol in ["1", "2"] {
            let url = format!("{scheme}://{addr}/acp");
            let (ok, stdout, stderr) = client(&url, &["--protocol", protocol, "-p", "hello remote world"], &dir).await;
            assert!(ok, "{url} v{protocol}: {stderr}\n{stdout}");
            assert!(stdout.contains(&format!("ACP v{protocol}")), "{url}: {stdout}");
            assert!(stdout.contains("> hello remote world\nhello remote world\n[end_turn]"), "{url} v{protocol}:\n{stdout}");
        }
    }
    child.start_kill().unwrap();
    let _ = child.wait().await;
}

#[tokio::test]
async fn the_example_clients_remote_frames_are_valid() {
    let faulty = example("faulty_agent");
    for scheme in ["ws", "http"] {
        let dir = TempDir::new("remote", &format!("example-client-{scheme}"));
        let log = dir.join("exchange.jsonl");
        let agent = [faulty.to_str().unwrap(), "--v2", "--record", log.to_str().unwrap()];
        let mut args = vec!["--"];
        args.extend(agent);
        let (mut child, addr) = serve(&args).await;
        let url = format!("{scheme}://{addr}/acp");
        let (ok, stdout, stderr) = client(&url, &["--protocol", "auto", "-p", "one two", "-p", "/permission"], &dir).await;
        assert!(ok, "{url}: {stderr}\n{stdout}");
        assert!(stdout.contains("ACP v2"), "{url}: {stdout}");
        assert!(stdout.contains("one two"), "{url}: {stdout}");
        // The connection ended: serve stops the agent, which has written its record.
        child.start_kill().unwrap();
        let _ = child.wait().await;
        let checked = std::process::Command::new(bins::acp_wire()).arg("validate").arg(&log).env("NO_COLOR", "1").output().unwrap();
        let report = String::from_utf8_lossy(&checked.stdout);
        assert!(checked.status.success(), "{url}: the exchange breaks the schema:\n{report}");
        let recorded = std::fs::read_to_string(&log).unwrap();
        for method in ["\"initialize\"", "\"session/new\"", "\"session/prompt\"", "\"session/request_permission\""] {
            assert!(recorded.contains(method), "{url}: no {method} in the record:\n{recorded}");
        }
    }
}

/// `remote/examples/remote_agent.rs` is what the book shows, and it serves: the
/// example client gets its echo over both transports and both versions.
#[tokio::test]
async fn the_book_remote_agent_serves_the_example_client() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let readme = std::fs::read_to_string(format!("{root}/docs/book/src/remote.md")).unwrap();
    let source = std::fs::read_to_string(format!("{root}/remote/examples/remote_agent.rs")).unwrap();
    let code: Vec<&str> = source.lines().skip_while(|l| l.starts_with("//!")).collect();
    assert!(readme.contains(code.join("\n").trim()), "docs/book/src/remote.md does not show remote/examples/remote_agent.rs as it is");

    let mut agent = Command::new(example("remote_agent"))
        .arg("127.0.0.1:0")
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("start examples/remote_agent");
    let mut lines = tokio::io::AsyncBufReadExt::lines(tokio::io::BufReader::new(agent.stderr.take().unwrap()));
    let line = bounded("the listening line", lines.next_line()).await.unwrap().expect("a line on stderr");
    let addr = line.split("ws://").nth(1).and_then(|s| s.split('/').next()).unwrap_or_else(|| panic!("{line}")).to_owned();
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    let dir = TempDir::new("remote", "readme-remote-agent");
    for scheme in ["ws", "http"] {
        for protocol in ["1", "2"] {
            let url = format!("{scheme}://{addr}/acp");
            let (ok, stdout, stderr) = client(&url, &["--protocol", protocol, "-p", "over the network"], &dir).await;
            assert!(ok, "{url} v{protocol}: {stderr}\n{stdout}");
            assert!(stdout.contains("> over the network\nover the network\n[end_turn]"), "{url} v{protocol}:\n{stdout}");
        }
    }
    agent.start_kill().unwrap();
    let _ = agent.wait().await;
}
