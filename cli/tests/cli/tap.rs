//! `acp-wire tap`: bytes go through unchanged both ways (partial lines, a
//! 2 MiB line, non-UTF-8 garbage, CRLF), the agent's stderr and exit status
//! pass through, the log records every line, violations are reported on
//! stderr, and `--strict` answers/replaces/drops what breaks a rule.
//! The fixture agents are `sh` scripts.
#![cfg(unix)]


use crate::support_temp;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;
use support_temp::TempDir;

/// This suite's temp dir `name` (removed when the test ends).
fn temp_dir(name: &str) -> TempDir {
    TempDir::new("cli-tap", name)
}

fn tap(args: &[&str], agent: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .arg("tap")
        .args(args)
        .arg("--")
        .args(agent)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start acp-wire tap")
}

/// Kills the tap if a test gets stuck, so a bug fails the test instead of
/// hanging the run (not a timing assertion: generous, never hit when it works).
fn watchdog(child: &Child) {
    let pid = child.id();
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(120));
        let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
    });
}

fn big_text(who: &str) -> String {
    format!("{who} ").repeat(2 * 1024 * 1024 / (who.len() + 1))
}

fn big_line(who: &str) -> Vec<u8> {
    let text = big_text(who);
    format!(r#"{{"jsonrpc":"2.0","method":"session/update","params":{{"sessionId":"s","update":{{"sessionUpdate":"agent_message_chunk","content":{{"type":"text","text":"{text}"}}}}}}}}"#)
        .into_bytes()
}

fn client_bytes() -> Vec<u8> {
    let mut b = Vec::new();
    b.extend_from_slice(br#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}"#);
    b.extend_from_slice(b"\r\n");
    // Invalid: prompt must be an array.
    b.extend_from_slice(br#"{"jsonrpc":"2.0","id":1,"method":"session/prompt","params":{"sessionId":"s","prompt":"hi"}}"#);
    b.push(b'\n');
    b.extend_from_slice(&big_line("client"));
    b.push(b'\n');
    b.extend_from_slice(b"\xff\xfe\x00garbage \x80\x81\n\n");
    b.extend_from_slice(br#"{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s"}}"#);
    b.push(b'\n');
    b.extend_from_slice(br#"{"jsonrpc":"2.0","method":"session/canc"#); // partial last line
    b
}

fn agent_bytes() -> Vec<u8> {
    let mut b = Vec::new();
    b.extend_from_slice(br#"{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1,"agentCapabilities":{},"authMethods":[]}}"#);
    b.push(b'\n');
    b.extend_from_slice(&big_line("agent"));
    b.push(b'\n');
    b.extend_from_slice(b"log: \xc3\x28 not utf-8\n");
    b.extend_from_slice(br#"{"jsonrpc":"2.0","id":1,"result":{"stopReason":"end_turn"}}"#);
    b.extend_from_slice(b"\n{\"jsonrpc\":\"2.0\",\"method\":\"session/upd"); // partial
    b
}

/// Runs the tap in front of an agent that writes `out` to stdout and `err`
/// to stderr, then copies its stdin to a file and exits with `code`.
fn run_copying_agent(dir: &Path, extra: &[&str], input: Vec<u8>, code: u8) -> (std::process::Output, Vec<u8>) {
    let (out, err, inp) = (dir.join("agent.out"), dir.join("agent.err"), dir.join("agent.in"));
    std::fs::write(&out, agent_bytes()).unwrap();
    std::fs::write(&err, b"agent says hello on stderr\n").unwrap();
    let script = format!(r#"cat "$1"; cat "$2" >&2; cat > "$3"; exit {code}"#);
    let agent = ["sh", "-c", &script, "sh", out.to_str().unwrap(), err.to_str().unwrap(), inp.to_str().unwrap()];
    let mut child = tap(extra, &agent);
    watchdog(&child);
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        // Written in odd-sized pieces so lines arrive split.
        for piece in input.chunks(7919) {
            stdin.write_all(piece).unwrap();
        }
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let received = std::fs::read(&inp).unwrap();
    (output, received)
}

#[test]
fn bytes_pass_through_unchanged_both_ways() {
    let dir = temp_dir("bytes");
    let (output, received) = run_copying_agent(&dir, &[], client_bytes(), 3);
    assert!(output.stdout == agent_bytes(), "agent→client bytes changed ({} vs {} bytes)", output.stdout.len(), agent_bytes().len());
    assert!(received == client_bytes(), "client→agent bytes changed ({} vs {} bytes)", received.len(), client_bytes().len());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("agent says hello on stderr\n"), "agent stderr passes through: {stderr}");
    assert_eq!(output.status.code(), Some(3), "the agent's exit status");
}

#[test]
fn violations_are_reported_on_stderr_and_the_log_records_every_line() {
    let dir = temp_dir("log");
    let log = dir.join("session.jsonl");
    let (output, _) = run_copying_agent(&dir, &["--log", log.to_str().unwrap()], client_bytes(), 0);
    assert_eq!(output.status.code(), Some(0));
    let stderr = String::from_utf8_lossy(&output.stderr);
    // The invalid prompt, with its pointer.
    assert!(stderr.contains("client->agent session/prompt id 1: params (PromptRequest)"), "{stderr}");
    assert!(stderr.contains("/params/prompt"), "{stderr}");
    // The agent's stdout log line.
    assert!(stderr.contains("agent->client -: not-json"), "{stderr}");

    let text = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let by_dir = |d: &str| lines.iter().filter(|l| l["dir"] == d).collect::<Vec<_>>();
    let c2a = by_dir("c2a");
    let a2c = by_dir("a2c");
    // Client: initialize, prompt, big line, garbage, cancel, partial (blank line skipped).
    assert_eq!(c2a.len(), 6, "{c2a:#?}");
    assert_eq!(a2c.len(), 5);
    assert_eq!(c2a[0]["msg"]["method"], "initialize");
    assert_eq!(c2a[2]["msg"]["params"]["update"]["content"]["text"].as_str().unwrap(), big_text("client"));
    assert!(c2a[3]["raw"].as_str().unwrap().contains("garbage"));
    assert_eq!(c2a[5]["raw"], r#"{"jsonrpc":"2.0","method":"session/canc"#);
    assert_eq!(a2c[1]["msg"]["params"]["update"]["sessionUpdate"], "agent_message_chunk");
    assert!(a2c[2]["raw"].as_str().unwrap().starts_with("log: "));
    assert_eq!(a2c[3]["msg"]["result"]["stopReason"], "end_turn");

    // `acp-wire validate` reads the log: exactly the broken lines are reported.
    let v = Command::new(env!("CARGO_BIN_EXE_acp-wire")).args(["validate", "--json"]).arg(&log).output().unwrap();
    let found: Vec<Value> = String::from_utf8_lossy(&v.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let kinds: Vec<(u64, &str)> = found.iter().map(|f| (f["line"].as_u64().unwrap(), f["kind"].as_str().unwrap())).collect();
    assert!(kinds.iter().any(|(_, k)| *k == "params"), "{kinds:?}");
    assert_eq!(kinds.iter().filter(|(_, k)| *k == "not-json").count(), 4, "{kinds:?}");
}

const STRICT_AGENT: &str = r#"
while IFS= read -r line; do
  printf '%s\n' "$line" >> "$1"
  case "$line" in
    *'"initialize"'*) cat "$2" ;;
    *'"session/new"'*) printf '%s\n' '{"jsonrpc":"2.0","id":3,"result":{"sessionId":5}}' ;;
  esac
done
"#;

#[test]
fn strict_answers_replaces_and_drops_violations() {
    let dir = temp_dir("strict");
    let (inp, out) = (dir.join("agent.in"), dir.join("agent.out"));
    let _ = std::fs::remove_file(&inp);
    let agent_lines = [
        r#"{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1,"agentCapabilities":{},"authMethods":[]}}"#,
        // Dropped: text must be a string.
        r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":5}}}}"#,
        r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"fine"}}}}"#,
        // Reported and forwarded: a member ContentChunk does not declare.
        r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"moody"},"mood":"custom"}}}"#,
        // Answered to the agent with -32602: `path` is missing.
        r#"{"jsonrpc":"2.0","id":"a1","method":"fs/read_text_file","params":{"sessionId":"s"}}"#,
        // Dropped: nobody asked.
        r#"{"jsonrpc":"2.0","id":99,"result":{}}"#,
    ];
    std::fs::write(&out, agent_lines.join("\n") + "\n").unwrap();
    let log = dir.join("strict.jsonl");
    let _ = std::fs::remove_file(&log);
    let mut child = tap(
        &["--strict", "--log", log.to_str().unwrap()],
        &["sh", "-c", STRICT_AGENT, "sh", inp.to_str().unwrap(), out.to_str().unwrap()],
    );
    watchdog(&child);
    let mut stdin = child.stdin.take().unwrap();
    let client_lines = [
        r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}"#,
        r#"{"jsonrpc":"2.0","id":1,"method":"session/prompt","params":{"sessionId":"s","prompt":"not an array"}}"#,
        r#"{"jsonrpc":"2.0","id":2,"method":"session/frobnicate","params":{}}"#,
        r#"{"jsonrpc":"2.0","id":3,"method":"session/new","params":{"cwd":"/srv/project","mcpServers":[]}}"#,
    ];
    stdin.write_all((client_lines.join("\n") + "\n").as_bytes()).unwrap();
    stdin.flush().unwrap();
    // Six lines reach the client; then stdin is closed and the agent ends.
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut got: Vec<Value> = Vec::new();
    for _ in 0..6 {
        let mut line = String::new();
        assert!(reader.read_line(&mut line).unwrap() > 0, "tap stdout ended early after {got:#?}");
        got.push(serde_json::from_str(&line).unwrap());
    }
    drop(stdin);
    let mut rest = String::new();
    reader.read_to_string(&mut rest).unwrap();
    let mut stderr = String::new();
    child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
    assert!(child.wait().unwrap().success(), "{stderr}");
    assert!(rest.is_empty(), "nothing else reaches the client: {rest}");

    let error_of = |id: Value| {
        got.iter().find(|m| m["id"] == id && m.get("error").is_some()).unwrap_or_else(|| panic!("no error for id {id} in {got:#?}"))
    };
    assert_eq!(error_of(1.into())["error"]["code"], -32602);
    assert_eq!(error_of(2.into())["error"]["code"], -32601);
    // The invalid session/new result is replaced by an error for the client.
    assert_eq!(error_of(3.into())["error"]["code"], -32603);
    assert!(got.iter().any(|m| m["id"] == 0 && m["result"]["protocolVersion"] == 1));
    let updates: Vec<&Value> = got.iter().filter(|m| m["method"] == "session/update").collect();
    assert_eq!(updates.len(), 2, "the invalid update is dropped: {got:#?}");
    assert_eq!(updates[0]["params"]["update"]["content"]["text"], "fine");
    assert_eq!(updates[1]["params"]["update"]["mood"], "custom", "an undeclared member is reported, not held");
    assert!(stderr.contains("undeclared-member") && stderr.contains("/params/update/mood"), "{stderr}");
    assert!(!got.iter().any(|m| m["id"] == 99 || m["id"] == "a1"));

    // The agent never saw the rejected requests, and got -32602 for its own.
    let seen = std::fs::read_to_string(&inp).unwrap();
    assert!(!seen.contains("session/prompt") && !seen.contains("session/frobnicate"), "{seen}");
    let reply: Value = seen.lines().find(|l| l.contains(r#""a1""#)).map(|l| serde_json::from_str(l).unwrap()).expect("reply to a1");
    assert_eq!(reply["error"]["code"], -32602);
    assert!(stderr.contains("violation"), "{stderr}");

    // The tap's own messages are in the log, marked.
    let log_text = std::fs::read_to_string(&log).unwrap();
    assert_eq!(log_text.lines().filter(|l| l.contains(r#""by":"tap""#)).count(), 4, "{log_text}");
}

/// Logs its stdin; answers `initialize` with the file `$2` (whose second
/// line is not JSON) and the request id 7 only once a `session/cancel`
/// arrives, so that request is still in flight when its id is reused.
const STRICT_ID_AGENT: &str = r#"
while IFS= read -r line; do
  printf '%s\n' "$line" >> "$1"
  case "$line" in
    *'"initialize"'*) cat "$2" ;;
    *'"session/cancel"'*) printf '%s\n' '{"jsonrpc":"2.0","id":7,"result":{"sessionId":"s7"}}' ;;
  esac
done
"#;

#[test]
fn strict_answers_non_json_lines_and_reused_ids() {
    let dir = temp_dir("strict-ids");
    let (inp, out) = (dir.join("agent.in"), dir.join("agent.out"));
    let _ = std::fs::remove_file(&inp);
    let init = r#"{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1,"agentCapabilities":{},"authMethods":[]}}"#;
    std::fs::write(&out, format!("{init}\nagent log line, not JSON\n")).unwrap();
    let mut child = tap(&["--strict"], &["sh", "-c", STRICT_ID_AGENT, "sh", inp.to_str().unwrap(), out.to_str().unwrap()]);
    watchdog(&child);
    let mut stdin = child.stdin.take().unwrap();
    let new7 = r#"{"jsonrpc":"2.0","id":7,"method":"session/new","params":{"cwd":"/srv/project","mcpServers":[]}}"#;
    let client_lines = [
        r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}"#,
        "{not json",
        new7,
        // Reuses id 7 while the first is in flight.
        r#"{"jsonrpc":"2.0","id":7,"method":"session/new","params":{"cwd":"/srv/other","mcpServers":[]}}"#,
        r#"{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s"}}"#,
    ];
    stdin.write_all((client_lines.join("\n") + "\n").as_bytes()).unwrap();
    stdin.flush().unwrap();
    // initialize's result, -32700, -32600 for the reused id, the answer to the first id 7.
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut got: Vec<Value> = Vec::new();
    for _ in 0..4 {
        let mut line = String::new();
        assert!(reader.read_line(&mut line).unwrap() > 0, "tap stdout ended early after {got:#?}");
        got.push(serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line:?} reached the client")));
    }
    drop(stdin);
    let mut rest = String::new();
    reader.read_to_string(&mut rest).unwrap();
    let mut stderr = String::new();
    child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
    assert!(child.wait().unwrap().success(), "{stderr}");
    assert!(rest.is_empty(), "nothing else reaches the client (the agent's log line neither): {rest}");

    let parse = got.iter().find(|m| m["error"]["code"] == -32700).unwrap_or_else(|| panic!("no -32700 in {got:#?}"));
    assert_eq!(parse["id"], Value::Null);
    let reused = got.iter().find(|m| m["error"]["code"] == -32600).unwrap_or_else(|| panic!("no -32600 in {got:#?}"));
    assert_eq!(reused["id"], 7);
    // The first request's own answer still goes through.
    assert!(got.iter().any(|m| m["id"] == 7 && m["result"]["sessionId"] == "s7"), "{got:#?}");
    assert!(got.iter().any(|m| m["id"] == 0 && m["result"]["protocolVersion"] == 1), "{got:#?}");

    // The agent saw neither the client's non-JSON line nor the reused id,
    // and got -32700 (id null) for its own non-JSON line.
    let seen = std::fs::read_to_string(&inp).unwrap();
    assert!(!seen.contains("not json") && !seen.contains("/srv/other"), "{seen}");
    assert_eq!(seen.lines().filter(|l| *l == new7).count(), 1, "{seen}");
    let replies: Vec<Value> = seen.lines().filter_map(|l| serde_json::from_str::<Value>(l).ok()).filter(|m| m.get("error").is_some()).collect();
    assert_eq!(replies.len(), 1, "{seen}");
    assert_eq!((replies[0]["id"].clone(), replies[0]["error"]["code"].clone()), (Value::Null, (-32700).into()));
}

#[test]
fn temp_dirs_are_removed_when_the_test_ends() {
    let dir = temp_dir("guard");
    std::fs::write(dir.join("f"), b"x").unwrap();
    let path = dir.to_path_buf();
    let unwound = std::panic::catch_unwind(move || {
        let _dir = dir;
        panic!("deliberate: the guard must remove the directory while this unwinds");
    });
    assert!(unwound.is_err());
    assert!(!path.exists(), "{} is left behind", path.display());
}

#[test]
fn a_missing_agent_is_reported() {
    let out = Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .args(["tap", "--", "/nonexistent/acp-agent"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(127));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("acp-wire tap: cannot start /nonexistent/acp-agent: "), "names the program: {err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_log_that_cannot_be_opened_is_named_and_no_agent_starts() {
    let dir = temp_dir("log-is-a-dir");
    let marker = dir.join("started");
    let script = format!("touch {}", marker.display());
    let out = Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .args(["tap", "--log"])
        .arg(&*dir)
        .args(["--", "sh", "-c", &script])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with(&format!("acp-wire tap: cannot write the log {}: ", dir.display())), "{err}");
    assert!(!marker.exists(), "the agent is not started without its log");
}

#[test]
fn signals_reach_the_agent() {
    // The agent reports each signal through its exit status.
    for (sig, code) in [("TERM", 42), ("INT", 43), ("HUP", 44), ("QUIT", 45)] {
        let script = format!("trap 'exit {code}' {sig}; echo ready; while :; do sleep 1; done");
        let mut child = tap(&[], &["sh", "-c", &script]);
        watchdog(&child);
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        assert_eq!(line, "ready\n");
        let _ = Command::new("kill").arg(format!("-{sig}")).arg(child.id().to_string()).status();
        assert_eq!(child.wait().unwrap().code(), Some(code), "SIG{sig}");
    }
}

/// The agent starts with no signal blocked or ignored by the tap's own
/// signal handling (a blocked mask would be inherited through exec).
#[cfg(target_os = "linux")]
#[test]
fn the_agent_starts_with_no_signal_blocked() {
    let child = tap(&[], &["grep", "-E", "^Sig(Blk|Ign):", "/proc/self/status"]);
    watchdog(&child);
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let mask = |name: &str| {
        let line = text.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("no {name} in {text}"));
        u64::from_str_radix(line[name.len()..].trim(), 16).unwrap()
    };
    // SIGHUP, SIGINT, SIGQUIT, SIGTERM: bits 0, 1, 2 and 14.
    let forwarded = 0b111 | 1 << 14;
    assert_eq!(mask("SigBlk:") & forwarded, 0, "{text}");
    assert_eq!(mask("SigIgn:") & forwarded, 0, "{text}");
}

#[test]
fn lines_over_max_line_pass_unchecked() {
    for strict in [false, true] {
        let dir = temp_dir(if strict { "maxline-strict" } else { "maxline" });
        let log = dir.join("log.jsonl");
        let _ = std::fs::remove_file(&log);
        let mut input = Vec::new();
        input.extend_from_slice(&big_line("client")[..]);
        input.push(b'\n');
        input.extend_from_slice(br#"{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s"}}"#);
        input.push(b'\n');
        let mut args = vec!["--max-line", "100000", "--log", log.to_str().unwrap()];
        if strict {
            args.push("--strict");
        }
        let (output, received) = run_copying_agent(&dir, &args, input.clone(), 0);
        // In strict mode the agent also gets -32700 for its own non-JSON
        // line, as a whole line of its own (never inside the long line).
        let received: Vec<u8> = received
            .split_inclusive(|b| *b == b'\n')
            .filter(|l| !strict || serde_json::from_slice::<Value>(l).map_or(true, |v| v["error"]["code"] != -32700))
            .flatten()
            .copied()
            .collect();
        assert!(received == input, "strict={strict}: client bytes changed");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("is over --max-line and was not checked"), "{stderr}");
        let logged = std::fs::read_to_string(&log).unwrap();
        let c2a: Vec<Value> =
            logged.lines().map(|l| serde_json::from_str::<Value>(l).unwrap()).filter(|l| l["dir"] == "c2a" && l.get("by").is_none()).collect();
        assert_eq!(c2a.len(), 2, "{logged}");
        assert!(c2a[0]["raw"].as_str().unwrap().contains("over --max-line"));
        assert_eq!(c2a[1]["msg"]["method"], "session/cancel", "the next line is checked again");
        if strict {
            // The agent's own over-long line went through too.
            assert!(output.stdout.windows(7).any(|w| w == b"agent a"), "agent bytes forwarded");
        }
    }
}

#[test]
fn requests_never_answered_are_listed_at_exit() {
    let mut child = tap(&[], &["sh", "-c", "cat > /dev/null"]);
    watchdog(&child);
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(br#"{"jsonrpc":"2.0","id":7,"method":"session/new","params":{"cwd":"/srv/project","mcpServers":[]}}"#).unwrap();
    stdin.write_all(b"\n").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("never answered: client->agent session/new id 7"), "{stderr}");
    assert!(!stderr.contains("violation"), "a valid request is no violation: {stderr}");
}
