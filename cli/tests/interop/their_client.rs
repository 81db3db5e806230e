//! Their client against our echo agent: the official TypeScript SDK's client
//! (v1 and v2) and the official Python SDK's client (v1) run the scripted
//! scenario of `tests/interop/README.md` against `acp-wire echo-agent` and
//! must report `"ok":true` with exit status 0.
//!
//! Needs the peers of `.ci/install-peers`; without them the tests skip with
//! a message, unless `CI` is set (then a missing install fails).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// The interpreter for a peer, or `None` (skip) when the peers are not installed.
fn peer(ts: bool) -> Option<PathBuf> {
    let interop = root().join("tests/interop");
    let (installed, program) = if ts {
        (
            interop.join("ts/node_modules/@agentclientprotocol/sdk/package.json").exists(),
            PathBuf::from(std::env::var_os("ACP_INTEROP_NODE").unwrap_or_else(|| "node".into())),
        )
    } else {
        let python =
            std::env::var_os("ACP_INTEROP_PYTHON").map_or_else(|| interop.join("py/.venv/bin/python"), PathBuf::from);
        (python.exists(), python)
    };
    if installed {
        return Some(program);
    }
    let which = if ts { "TypeScript" } else { "Python" };
    assert!(std::env::var_os("CI").is_none(), "the {which} interop peer is not installed (run .ci/install-peers)");
    eprintln!("skipping: the {which} interop peer is not installed; run .ci/install-peers");
    None
}

/// A temp dir of the test's own, removed when the test ends.
struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs `program script --protocol N -- acp-wire echo-agent` and checks the
/// summary, and that the client removed the session directory it made.
fn run_client(program: &Path, script: &str, protocol: &str) {
    // The client's temp dir (TMPDIR): empty again when the client is done.
    let name = format!("acp-wire-interop-tmp-{}-{}-{protocol}", std::process::id(), script.replace('/', "_"));
    let tmp = TempDir(std::env::temp_dir().join(name));
    let _ = std::fs::remove_dir_all(&tmp.0);
    std::fs::create_dir_all(&tmp.0).expect("create the client's TMPDIR");
    let mut child = Command::new(program)
        .arg(root().join(script))
        .args(["--protocol", protocol, "--timeout", "60", "--"])
        .arg(env!("CARGO_BIN_EXE_acp-wire"))
        .arg("echo-agent")
        .env("TMPDIR", &tmp.0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap_or_else(|e| panic!("spawn {}: {e}", program.display()));
    // The client has its own 60 s budget; this only guards against a hang.
    let deadline = Instant::now() + Duration::from_secs(90);
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("{script} --protocol {protocol} did not finish within 90 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut out = String::new();
    std::io::Read::read_to_string(&mut child.stdout.take().expect("stdout"), &mut out).expect("read stdout");
    let summary: Value = serde_json::from_str(out.trim())
        .unwrap_or_else(|e| panic!("{script}: stdout is not one JSON line ({e}): {out}"));
    let failed: Vec<&Value> =
        summary["checks"].as_array().map(|c| c.iter().filter(|c| c["ok"] != true).collect()).unwrap_or_default();
    assert!(
        summary["ok"] == true && status.success(),
        "{script} --protocol {protocol}: {status}; failed checks {failed:#?}\n{out}"
    );
    assert_eq!(summary["negotiated"], protocol.parse::<u64>().expect("protocol number"));
    // The full scenario ran, not a subset.
    let names: Vec<&str> =
        summary["checks"].as_array().into_iter().flatten().filter_map(|c| c["name"].as_str()).collect();
    for want in ["prompt_echo", "cancel_stop_reason", "permission_outcome_echo", "agent_exit"] {
        assert!(names.contains(&want), "{script} --protocol {protocol}: no check {want} in {names:?}");
    }
    if protocol == "1" {
        assert!(names.contains(&"read_echo"), "{names:?}");
    }
    let left: Vec<_> = std::fs::read_dir(&tmp.0).expect("read TMPDIR").map(|e| e.map(|e| e.file_name())).collect();
    assert!(left.is_empty(), "{script} --protocol {protocol} left {left:?} in its TMPDIR");
}

#[test]
fn ts_client_v1() {
    if let Some(node) = peer(true) {
        run_client(&node, "tests/interop/ts/client.mjs", "1");
    }
}

#[test]
fn ts_client_v2() {
    if let Some(node) = peer(true) {
        run_client(&node, "tests/interop/ts/client.mjs", "2");
    }
}

#[test]
fn python_client_v1() {
    if let Some(python) = peer(false) {
        run_client(&python, "tests/interop/py/client.py", "1");
    }
}
