//! `acp-wire tap --log` records in causal order: a line is in the log before
//! the other side gets it, so whatever a peer writes in reaction comes after
//! it in the log. A client here answers nothing and sends each request as
//! soon as the previous one is answered, the tightest loop there is: before
//! the ordering fix, a reply was often logged ahead of its request.
//! Repeated runs, because the old behaviour was a race between the two
//! forwarding threads; no timing is asserted.
#![cfg(unix)]


use crate::support_temp;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

use acp_wire_validate::{validate_transcript, FrameValidator, Placer};
use serde_json::{json, Value};
use support_temp::TempDir;

const RUNS: usize = 20;
const PROMPTS: usize = 8;

/// One session through the tap in front of the echo agent: initialize,
/// session/new, `PROMPTS` prompts, each sent once the previous request is
/// answered. Returns the log's text and the tap's stderr.
fn session(dir: &std::path::Path, run: usize, strict: bool) -> (String, String) {
    let log = dir.join(format!("run-{run}-{strict}.jsonl"));
    let exe = env!("CARGO_BIN_EXE_acp-wire");
    let mut child = Command::new(exe)
        .arg("tap")
        .args(strict.then_some("--strict"))
        .arg("--log")
        .arg(&log)
        .args(["--", exe, "echo-agent"])
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start acp-wire tap");
    // Kills a stuck tap so a bug fails the test instead of hanging it (not
    // a timing assertion: never reached when the tap works).
    let pid = child.id();
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(120));
        let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
    });
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut call = |id: u64, method: &str, params: Value| -> Value {
        let line = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        stdin.write_all(format!("{line}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
        loop {
            let mut text = String::new();
            assert_ne!(stdout.read_line(&mut text).unwrap(), 0, "the tap closed stdout while {method} id {id} was in flight");
            let msg: Value = serde_json::from_str(&text).unwrap();
            if msg.get("method").is_none() && msg["id"] == id {
                assert!(msg.get("error").is_none(), "{method}: {msg}");
                return msg["result"].clone();
            }
        }
    };
    call(0, "initialize", json!({"protocolVersion": 1, "clientCapabilities": {}}));
    let cwd = dir.to_str().unwrap();
    let new = call(1, "session/new", json!({"cwd": cwd, "mcpServers": []}));
    let sid = new["sessionId"].clone();
    for n in 0..PROMPTS {
        let id = 2 + n as u64;
        let prompt = json!({"sessionId": sid, "prompt": [{"type": "text", "text": format!("prompt number {n}")}]});
        call(id, "session/prompt", prompt);
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "run {run} (strict {strict}): {out:?}");
    let text = std::fs::read_to_string(&log).unwrap();
    (text, String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn every_request_is_logged_before_its_response() {
    let dir = TempDir::new("cli-tap-order", "sessions");
    // `--strict` forwards line by line after its verdicts: the same order.
    for (run, strict) in (0..RUNS).flat_map(|r| [(r, false), (r, true)]) {
        let (log, stderr) = session(&dir, run, strict);
        // The tap's own checker sees the lines in the log's order too.
        assert!(!stderr.contains("never answered"), "run {run} (strict {strict}): {stderr}");
        // (a build with feature `unstable` has the echo agent advertise
        // unstable capabilities: informational notes, not violations)
        assert!(stderr.lines().filter(|l| l.contains("violation")).all(|l| l.contains(" 0 violation(s)")), "run {run} (strict {strict}): {stderr}");

        // Read back by the `validate` machinery: no finding at all, so no
        // `unknown-response-id` (a response logged before its request).
        let report = validate_transcript(log.as_bytes(), FrameValidator::auto().unwrap(), Placer::auto());
        assert!(report.is_clean(), "run {run} (strict {strict}): {:#?}\n{log}", report.findings);
        assert_eq!(report.messages, log.lines().count(), "run {run} (strict {strict}): every line is a message");

        // And directly: each response's request is on an earlier line.
        let mut requested: HashMap<String, usize> = HashMap::new();
        let mut answered = 0;
        for (i, line) in log.lines().enumerate() {
            let rec: Value = serde_json::from_str(line).unwrap();
            let msg = &rec["msg"];
            let id = msg["id"].to_string();
            match (rec["dir"].as_str(), msg.get("method")) {
                (Some("c2a"), Some(_)) if msg.get("id").is_some() => {
                    requested.insert(id, i);
                }
                (Some("a2c"), None) => {
                    let at = requested.get(&id).copied();
                    assert!(at.is_some_and(|r| r < i), "run {run} (strict {strict}): response id {id} on line {} before its request\n{log}", i + 1);
                    answered += 1;
                }
                _ => {}
            }
        }
        assert_eq!(answered, 2 + PROMPTS, "run {run} (strict {strict}): every request answered\n{log}");
    }
}
