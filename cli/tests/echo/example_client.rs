//! `cli/examples/client.rs` driven non-interactively (`-p … --yes`, and prompts
//! piped on stdin) against the bundled echo agent (`acp-wire echo-agent`),
//! v1, v2 and negotiated: what it prints for an echo, a `/read` served from
//! disk and a `/permission` turn that goes through `HostClient`. And
//! against `cli/examples/faulty_agent --auth …` (an agent that refuses
//! `session/new` with -32000 until authenticated), v1 and v2, which records
//! the exchange (`--record`) for `acp-wire validate` to check every frame:
//! `--auth`, the automatic login with the one method offered, and the
//! errors when there are several or the method is wrong.


use crate::support_temp;

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;
use support_temp::Scratch;

/// `cargo test` builds the examples next to the test binaries; a run
/// limited with `--test echo` does not (build the example first
/// then, or an old client is used).
fn client_exe() -> PathBuf {
    example("client")
}

fn example(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    let dir = exe.parent().and_then(|deps| deps.parent()).expect("target/<profile> directory");
    let path = dir.join("examples").join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(
        path.exists(),
        "{} is missing: `cargo test` builds it (or run `cargo build --example {name}`)",
        path.display()
    );
    path
}

struct Output {
    success: bool,
    stdout: String,
    stderr: String,
}

impl Output {
    /// Stdout without the commands announcement, which the agent sends
    /// after `session/new` and so may print before or after the first
    /// `> prompt` line.
    fn transcript(&self) -> String {
        self.stdout.lines().filter(|l| !l.starts_with("(commands: ")).map(|l| format!("{l}\n")).collect()
    }

    fn assert_has(&self, needle: &str) {
        assert!(self.transcript().contains(needle), "{needle:?} not in the client's output:\n{self}");
    }
}

impl std::fmt::Display for Output {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "--- stdout\n{}--- stderr\n{}---", self.stdout, self.stderr)
    }
}

/// Runs the example client on the echo agent with `args` (before `--`),
/// `stdin` piped in, in `dir`; a hang fails the test instead of blocking it.
fn client(dir: &Scratch, args: &[&str], stdin: &str) -> Output {
    client_of(dir, args, stdin, &[env!("CARGO_BIN_EXE_acp-wire"), "echo-agent"])
}

/// The example client on the agent command `agent`.
fn client_of(dir: &Scratch, args: &[&str], stdin: &str, agent: &[&str]) -> Output {
    let mut child = Command::new(client_exe())
        .args(["--cwd", dir.0.to_str().unwrap()])
        .args(args)
        .arg("--")
        .args(agent)
        .current_dir(&dir.0)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the example client");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut stdout = String::new();
        let mut stderr = String::new();
        let _ = out.read_to_string(&mut stdout);
        let _ = err.read_to_string(&mut stderr);
        let _ = tx.send((stdout, stderr));
    });
    let Ok((stdout, stderr)) = rx.recv_timeout(Duration::from_secs(60)) else {
        let _ = child.kill();
        panic!("the example client did not finish within 60 s");
    };
    let status = child.wait().unwrap();
    Output { success: status.success(), stdout, stderr }
}

#[test]
fn v1_echo_read_and_permission_through_the_host_client() {
    let dir = Scratch::new();
    let note = dir.0.join("note.txt");
    std::fs::write(&note, "a line of the note\n").unwrap();
    let read = format!("/read {}", note.display());
    let out = client(
        &dir,
        &["--protocol", "1", "--yes", "-p", "hello   example world", "-p", &read, "-p", "/permission"],
        "",
    );
    assert!(out.success, "{out}");
    let cwd = dir.0.display();
    let version = env!("CARGO_PKG_VERSION");
    out.assert_has(&format!("connected to acp-wire-echo-agent {version}, ACP v1; session in {cwd}\n"));
    // The words come back one chunk each, printed inline as one line.
    out.assert_has("> hello   example world\nhello example world\n[end_turn]\n");
    // fs/read_text_file served from disk by HostClient.
    out.assert_has(&format!("> {read}\nread {}:\na line of the note\n[end_turn]\n", note.display()));
    // The tool call, the permission answered by --yes, then fs and terminal
    // requests served for real.
    out.assert_has("• Write a file and run a command in the session directory (execute) [pending]\n");
    out.assert_has("? permission: Write a file and run a command in the session directory → allow-once (--yes)\n");
    out.assert_has("permission outcome: selected allow-once\n");
    let written = dir.0.join("acp-echo-agent.txt");
    out.assert_has(&format!("fs/write_text_file: wrote 35 bytes to {}\n", written.display()));
    out.assert_has("output \"hello from a terminal\\n\"; released\n");
    assert!(out.transcript().ends_with(": completed\n[end_turn]\n"), "{out}");
    assert_eq!(std::fs::read_to_string(written).unwrap(), "written by the acp-wire echo agent\n");
    // Every update the client did not show inline is still accounted for:
    // the announcement of the commands.
    assert!(out.stdout.contains("(commands: /help /updates /slow /permission /read /elicit)"), "{out}");
}

#[test]
fn v2_echo_and_permission() {
    let dir = Scratch::new();
    let out = client(&dir, &["--protocol", "2", "--yes", "-p", "hello v2 world", "-p", "/permission"], "");
    assert!(out.success, "{out}");
    out.assert_has(", ACP v2; session in ");
    out.assert_has("> hello v2 world\nhello v2 world\n[end_turn]\n");
    // The permission names the echo agent's tool call (its subject): it goes
    // in_progress once allowed and completed at the end of the turn.
    out.assert_has(
        "> /permission\n(waiting for you)\n? permission: Allow the echo agent to report back? → allow-once (--yes)\n",
    );
    out.assert_has(": in_progress\npermission outcome: selected allow-once\n");
    out.assert_has("nothing else to do\n  ↳ echo-permission-");
    assert!(out.transcript().ends_with(": completed\n[end_turn]\n"), "{out}");
}

/// Without `--protocol` the client offers v1 (the stable protocol); `auto`
/// offers 2 and the echo agent (v1 and v2) takes it.
#[test]
fn offers_v1_by_default_and_v2_with_auto() {
    let dir = Scratch::new();
    let out = client(&dir, &["-p", "plain"], "");
    assert!(out.success, "{out}");
    out.assert_has(", ACP v1; session in ");
    let out = client(&dir, &["--protocol", "auto", "-p", "plain"], "");
    assert!(out.success, "{out}");
    out.assert_has(", ACP v2; session in ");
}

#[test]
fn negotiates_v2_and_reads_prompts_from_stdin() {
    let dir = Scratch::new();
    // No -p: one prompt per line of stdin (blank lines skipped), until it ends.
    let out = client(&dir, &["--protocol", "auto"], "first line\n\n  second   line  \n");
    assert!(out.success, "{out}");
    out.assert_has(", ACP v2; session in ");
    out.assert_has("> first line\nfirst line\n[end_turn]\n> second   line\nsecond line\n[end_turn]\n");
    assert_eq!(out.transcript().matches("[end_turn]").count(), 2, "{out}");
}

#[test]
fn an_agent_that_cannot_start_is_an_error() {
    let dir = Scratch::new();
    let out = Command::new(client_exe())
        .args(["-p", "x", "--", dir.0.join("no-such-agent").to_str().unwrap()])
        .current_dir(&dir.0)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("client: cannot start") && stderr.contains("no-such-agent"), "{stderr}");
    assert!(out.stdout.is_empty(), "{}", String::from_utf8_lossy(&out.stdout));
}

/// The example client against `faulty_agent [--v2] --auth …`; the output,
/// and the exchange the agent recorded, checked by `acp-wire validate`
/// (every frame of both sides against the schema). The agent records, not
/// `acp-wire tap --log`: the tap's log of the two directions need not be
/// in causal order (an answer can be logged before its request).
fn authenticating(version: u16, methods: &[&str], args: &[&str]) -> (Output, String) {
    let dir = Scratch::new();
    let log = dir.0.join("exchange.jsonl");
    let faulty = example("faulty_agent");
    let mut agent = vec![faulty.to_str().unwrap(), "--record", log.to_str().unwrap()];
    if version >= 2 {
        agent.push("--v2");
    }
    for m in methods {
        agent.extend(["--auth", m]);
    }
    let out = client_of(&dir, args, "", &agent);
    let checked = Command::new(env!("CARGO_BIN_EXE_acp-wire")).arg("validate").arg(&log).env("NO_COLOR", "1").output().unwrap();
    let report = String::from_utf8_lossy(&checked.stdout).into_owned();
    assert!(checked.status.success(), "the exchange breaks the schema:\n{report}\n{out}");
    let recorded = std::fs::read_to_string(&log).unwrap();
    (out, recorded)
}

/// The methods the client sent, in order (from the tap's log).
fn client_methods(recorded: &str) -> Vec<String> {
    recorded
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|r| r["dir"] == "c2a")
        .filter_map(|r| r["msg"]["method"].as_str().map(str::to_owned))
        .collect()
}

#[test]
fn logs_in_with_the_one_method_offered_when_the_agent_requires_it() {
    for (version, login) in [(1, "authenticate"), (2, "auth/login")] {
        let (out, recorded) = authenticating(version, &["fixture-login"], &["--protocol", &version.to_string(), "-p", "hello auth"]);
        assert!(out.success, "v{version}: {out}");
        out.assert_has(&format!(", ACP v{version}; session in "));
        out.assert_has("(authentication required: authenticating with fixture-login)\n> hello auth\nhello auth \n[end_turn]\n");
        // session/new refused, the login, session/new again, the prompt.
        assert_eq!(client_methods(&recorded), ["initialize", "session/new", login, "session/new", "session/prompt"], "v{version}");
        assert!(recorded.contains(r#""methodId":"fixture-login""#), "{recorded}");
    }
}

#[test]
fn auth_logs_in_before_the_session() {
    for (version, login) in [(1, "authenticate"), (2, "auth/login")] {
        let v = version.to_string();
        let (out, recorded) = authenticating(version, &["key", "browser"], &["--protocol", &v, "--auth", "browser", "-p", "hi"]);
        assert!(out.success, "v{version}: {out}");
        out.assert_has("> hi\nhi \n[end_turn]\n");
        assert_eq!(client_methods(&recorded), ["initialize", login, "session/new", "session/prompt"], "v{version}");
        assert!(!out.stdout.contains("authentication required"), "{out}");
    }
}

#[test]
fn several_methods_or_a_wrong_one_are_errors() {
    for version in [1, 2] {
        let v = version.to_string();
        // Two methods and no --auth: which one is the user's to say.
        let (out, recorded) = authenticating(version, &["key", "browser"], &["--protocol", &v, "-p", "hi"]);
        assert!(!out.success, "{out}");
        assert!(out.stderr.contains("Authentication required; authenticate with --auth METHOD_ID (one of key, browser)"), "{out}");
        assert_eq!(client_methods(&recorded), ["initialize", "session/new"], "v{version}");
        // A method the agent does not know.
        let (out, _) = authenticating(version, &["key"], &["--protocol", &v, "--auth", "nope", "-p", "hi"]);
        assert!(!out.success, "{out}");
        assert!(out.stderr.contains("\"nope\"") && out.stderr.contains("-32602"), "{out}");
    }
}

/// A v1 agent whose messages carry damage the schema's `x-deserialize-*`
/// hints tolerate (`faulty_agent --break damaged-tolerated`): the client
/// connects despite `agentInfo.version: 1`, shows the plan's good entries
/// and the tool call without its bad line, and logs each recovery once on
/// stderr (issue 24).
#[test]
fn damaged_messages_the_schema_tolerates_are_shown_and_logged() {
    let dir = Scratch::new();
    let faulty = example("faulty_agent");
    let out = client_of(&dir, &["--protocol", "1", "--yes", "-p", "hello"], "", &[faulty.to_str().unwrap(), "--break", "damaged-tolerated"]);
    assert!(out.success, "{out}");
    out.assert_has("plan:\n  [ ] first step\n  [ ] last step\n");
    assert!(!out.stdout.contains("damaged step"), "{out}");
    out.assert_has("• Read the damaged file (read) [pending]\n  at /damaged/file.rs\n");
    out.assert_has("[end_turn]");
    for (method, at, hint) in [
        ("initialize", "/agentInfo", "x-deserialize-default-on-error"),
        ("session/update", "/update/entries/1", "x-deserialize-skip-invalid-items"),
        ("session/update", "/update/locations/0/line", "x-deserialize-default-on-error"),
    ] {
        let line = out.stderr.lines().find(|l| l.contains("WARN") && l.contains(&format!("method=\"{method}\"")) && l.contains(&format!("at={at} ")));
        let line = line.unwrap_or_else(|| panic!("no warning for {method} {at}:\n{out}"));
        assert!(line.contains(hint), "{line}");
    }
}
