//! `acp_wire::host::Terminals` running real processes (`sh`, `echo`, `sleep`).

use std::path::PathBuf;
use std::time::Duration;

use acp_wire::host::{ExitStatus, FsSandbox, HostErrorKind, TerminalConfig, Terminals};
use nix::sys::signal::kill;
use nix::unistd::Pid;

/// Generous bound so a broken implementation fails instead of hanging.
const HANG: Duration = Duration::from_secs(20);

async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(HANG, f).await.expect("timed out")
}

fn sh(script: &str) -> (String, Vec<String>) {
    ("sh".to_string(), vec!["-c".to_string(), script.to_string()])
}

async fn run(terms: &Terminals, script: &str, limit: Option<u64>) -> String {
    let (cmd, args) = sh(script);
    let id = terms.create(cmd, args, Vec::new(), None, limit).await.unwrap();
    bounded(terms.wait_for_exit(id.as_str())).await.unwrap();
    id.into_string()
}

/// Whether a process with `pid` still exists (zombies count as gone).
fn alive(pid: u32) -> bool {
    let Ok(raw) = i32::try_from(pid) else { return false };
    if kill(Pid::from_raw(raw), None).is_err() {
        return false;
    }
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        // Field 3 (after "pid (comm)") is the state; Z = zombie, X = dead.
        Ok(stat) => {
            !matches!(stat.rsplit(')').next().and_then(|r| r.split_whitespace().next()), Some("Z" | "X"))
        }
        Err(_) => true,
    }
}

async fn until_gone(pid: u32) {
    bounded(async {
        while alive(pid) {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
}

/// Polls until `path` exists and holds a pid.
async fn read_pid(path: &std::path::Path) -> u32 {
    bounded(async {
        loop {
            if let Ok(text) = std::fs::read_to_string(path) {
                if let Ok(pid) = text.trim().parse() {
                    return pid;
                }
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
}

fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("acp-wire-host-term-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::canonicalize(dir).unwrap()
}

#[tokio::test]
async fn echo_output_is_captured() {
    let terms = Terminals::new();
    let id =
        terms.create("echo".into(), vec!["hello".into(), "world".into()], vec![], None, None).await.unwrap();
    let status = bounded(terms.wait_for_exit(id.as_str())).await.unwrap();
    assert_eq!(status, ExitStatus { exit_code: Some(0), signal: None });
    let out = terms.output(id.as_str()).unwrap();
    assert_eq!(out.output, "hello world\n");
    assert!(!out.truncated);
    assert_eq!(out.exit_status, Some(status));
}

#[tokio::test]
async fn stderr_is_merged_in_order() {
    let terms = Terminals::new();
    let id = run(&terms, "echo one; echo two >&2; echo three; echo four >&2", None).await;
    assert_eq!(terms.output(&id).unwrap().output, "one\ntwo\nthree\nfour\n");
}

#[tokio::test]
async fn byte_limit_keeps_the_end_at_a_char_boundary() {
    let terms = Terminals::new();
    // "aé€" is 1 + 2 + 3 bytes; with a limit of 4 the last 4 bytes are the
    // second byte of "é" plus "€": the lone continuation byte is dropped.
    let id = run(&terms, "printf 'aé€'", Some(4)).await;
    let out = terms.output(&id).unwrap();
    assert_eq!(out.output, "€");
    assert!(out.truncated);

    let id = run(&terms, "i=0; while [ $i -lt 1000 ]; do echo line$i; i=$((i+1)); done", Some(100)).await;
    let out = terms.output(&id).unwrap();
    assert!(out.truncated);
    assert!(out.output.len() <= 100);
    assert!(out.output.ends_with("line998\nline999\n"), "{:?}", out.output);

    let id = run(&terms, "echo short", Some(100)).await;
    let out = terms.output(&id).unwrap();
    assert_eq!(out.output, "short\n");
    assert!(!out.truncated);
}

#[tokio::test]
async fn config_caps_the_output() {
    let terms = Terminals::with_config(TerminalConfig::new().max_output_bytes(3));
    let id = run(&terms, "echo hello", None).await;
    let out = terms.output(&id).unwrap();
    assert_eq!(out.output, "lo\n");
    assert!(out.truncated);
}

#[tokio::test]
async fn exit_code_and_signal_are_reported() {
    let terms = Terminals::new();
    let (cmd, args) = sh("exit 3");
    let id = terms.create(cmd, args, vec![], None, None).await.unwrap();
    let status = bounded(terms.wait_for_exit(id.as_str())).await.unwrap();
    assert_eq!(status, ExitStatus { exit_code: Some(3), signal: None });

    let (cmd, args) = sh("kill -TERM $$; sleep 100");
    let id = terms.create(cmd, args, vec![], None, None).await.unwrap();
    let status = bounded(terms.wait_for_exit(id.as_str())).await.unwrap();
    assert_eq!(status, ExitStatus { exit_code: None, signal: Some("SIGTERM".into()) });
}

#[tokio::test]
async fn two_waiters_get_the_same_status() {
    let terms = Terminals::new();
    let (cmd, args) = sh("sleep 0.2; exit 7");
    let id = terms.create(cmd, args, vec![], None, None).await.unwrap();
    let (a, b) =
        bounded(async { tokio::join!(terms.wait_for_exit(id.as_str()), terms.wait_for_exit(id.as_str())) })
            .await;
    let want = ExitStatus { exit_code: Some(7), signal: None };
    assert_eq!(a.unwrap(), want);
    assert_eq!(b.unwrap(), want);
    // And once more after the fact.
    assert_eq!(bounded(terms.wait_for_exit(id.as_str())).await.unwrap(), want);
}

#[tokio::test]
async fn kill_reaches_the_process_group() {
    let dir = scratch("kill");
    let pidfile = dir.join("child.pid");
    let terms = Terminals::new();
    // The shell starts a child `sleep` in the background, records its pid
    // and waits for it.
    let script = format!("sleep 100 & echo $! > '{}'; wait", pidfile.display());
    let (cmd, args) = sh(&script);
    let id = terms.create(cmd, args, vec![], None, None).await.unwrap();
    let leader = terms.pid(id.as_str()).unwrap();
    let child = read_pid(&pidfile).await;
    assert!(alive(leader) && alive(child));
    assert!(terms.output(id.as_str()).unwrap().exit_status.is_none());

    terms.kill(id.as_str()).unwrap();
    let status = bounded(terms.wait_for_exit(id.as_str())).await.unwrap();
    assert_eq!(status, ExitStatus { exit_code: None, signal: Some("SIGKILL".into()) });
    until_gone(child).await;
    // Still valid after kill; killing again is fine.
    assert_eq!(terms.output(id.as_str()).unwrap().exit_status, Some(status));
    terms.kill(id.as_str()).unwrap();
    terms.release(id.as_str()).unwrap();
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test]
async fn kill_a_plain_sleep() {
    let terms = Terminals::new();
    let id = terms.create("sleep".into(), vec!["100".into()], vec![], None, None).await.unwrap();
    terms.kill(id.as_str()).unwrap();
    let status = bounded(terms.wait_for_exit(id.as_str())).await.unwrap();
    assert_eq!(status.signal.as_deref(), Some("SIGKILL"));
    assert_eq!(status.exit_code, None);
}

#[tokio::test]
async fn release_kills_and_invalidates() {
    let terms = Terminals::new();
    let (cmd, args) = sh("echo started; exec sleep 100");
    let id = terms.create(cmd, args, vec![], None, None).await.unwrap();
    let pid = terms.pid(id.as_str()).unwrap();
    bounded(async {
        while terms.output(id.as_str()).unwrap().output.is_empty() {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    let waiter = terms.wait_for_exit(id.as_str());
    let last = terms.release(id.as_str()).unwrap();
    assert_eq!(last.output, "started\n");
    // A wait that started before the release still completes.
    assert_eq!(bounded(waiter).await.unwrap().signal.as_deref(), Some("SIGKILL"));
    until_gone(pid).await;

    for err in [
        terms.output(id.as_str()).unwrap_err(),
        terms.kill(id.as_str()).unwrap_err(),
        terms.release(id.as_str()).unwrap_err(),
        terms.wait_for_exit(id.as_str()).await.unwrap_err(),
        terms.pid(id.as_str()).unwrap_err(),
    ] {
        assert_eq!(err.kind(), HostErrorKind::NotFound);
    }
    assert!(terms.ids().is_empty());
}

#[tokio::test]
async fn env_and_cwd_are_applied() {
    let dir = scratch("env");
    let terms = Terminals::new();
    let (cmd, args) = sh("echo \"$ACP_WIRE_TEST_VAR\"; pwd");
    let env = vec![("ACP_WIRE_TEST_VAR".to_string(), "hello env".to_string())];
    let id = terms.create(cmd, args, env, Some(dir.clone()), None).await.unwrap();
    bounded(terms.wait_for_exit(id.as_str())).await.unwrap();
    assert_eq!(terms.output(id.as_str()).unwrap().output, format!("hello env\n{}\n", dir.display()));

    // The client's environment is inherited unless cleared.
    let cleared = Terminals::with_config(TerminalConfig::new().clear_env(true));
    let (cmd, args) = sh("echo \"[$HOME]\"");
    let id = cleared.create(cmd, args, vec![], None, None).await.unwrap();
    bounded(cleared.wait_for_exit(id.as_str())).await.unwrap();
    assert_eq!(cleared.output(id.as_str()).unwrap().output, "[]\n");
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test]
async fn bad_requests_are_refused() {
    let terms = Terminals::new();
    let err = terms.create("acp-wire-no-such-command".into(), vec![], vec![], None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::NotFound);
    let err = terms.create("".into(), vec![], vec![], None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
    let err = terms.create("echo".into(), vec![], vec![], Some("relative".into()), None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
    let err =
        terms.create("echo".into(), vec![], vec![("A=B".into(), "x".into())], None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
    let err = terms.create("echo".into(), vec!["a\0b".into()], vec![], None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::InvalidParams);
    assert!(terms.ids().is_empty());
}

#[tokio::test]
async fn cwd_is_confined_by_the_sandbox() {
    let dir = scratch("confined");
    let project = dir.join("project");
    std::fs::create_dir_all(project.join("sub")).unwrap();
    let sandbox = FsSandbox::new(&project, Vec::<PathBuf>::new()).await.unwrap();
    let terms = Terminals::with_config(TerminalConfig::new().sandbox(sandbox));

    let err = terms.create("pwd".into(), vec![], vec![], Some(dir.clone()), None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::PermissionDenied);

    // Without cwd: the session's cwd.
    let id = terms.create("pwd".into(), vec![], vec![], None, None).await.unwrap();
    bounded(terms.wait_for_exit(id.as_str())).await.unwrap();
    assert_eq!(terms.output(id.as_str()).unwrap().output, format!("{}\n", project.display()));

    let id = terms.create("pwd".into(), vec![], vec![], Some(project.join("sub")), None).await.unwrap();
    bounded(terms.wait_for_exit(id.as_str())).await.unwrap();
    assert_eq!(terms.output(id.as_str()).unwrap().output, format!("{}\n", project.join("sub").display()));
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test]
async fn terminal_cap_counts_unreleased_terminals() {
    let terms = Terminals::with_config(TerminalConfig::new().max_terminals(2));
    let a = terms.create("sleep".into(), vec!["100".into()], vec![], None, None).await.unwrap();
    let _b = terms.create("true".into(), vec![], vec![], None, None).await.unwrap();
    let err = terms.create("true".into(), vec![], vec![], None, None).await.unwrap_err();
    assert_eq!(err.kind(), HostErrorKind::LimitExceeded);
    terms.release(a.as_str()).unwrap();
    terms.create("true".into(), vec![], vec![], None, None).await.unwrap();
}

#[tokio::test]
async fn dropping_the_manager_kills_everything() {
    let dir = scratch("drop");
    let pidfile = dir.join("child.pid");
    let terms = Terminals::new();
    let script = format!("sleep 100 & echo $! > '{}'; wait", pidfile.display());
    let (cmd, args) = sh(&script);
    let id = terms.create(cmd, args, vec![], None, None).await.unwrap();
    let leader = terms.pid(id.as_str()).unwrap();
    let child = read_pid(&pidfile).await;
    let other = terms.create("sleep".into(), vec!["100".into()], vec![], None, None).await.unwrap();
    let other = terms.pid(other.as_str()).unwrap();
    assert!(alive(leader) && alive(child) && alive(other));

    drop(terms);
    until_gone(leader).await;
    until_gone(child).await;
    until_gone(other).await;
    let _ = std::fs::remove_dir_all(dir);
}

/// The manager, the sandbox and their futures can be shared across tasks.
#[test]
fn types_and_futures_are_send() {
    fn send_sync<T: Send + Sync>() {}
    fn send<T: Send>(_: &T) {}
    send_sync::<Terminals>();
    send_sync::<FsSandbox>();
    let terms = Terminals::new();
    send(&terms.create("true".into(), vec![], vec![], None, None));
    send(&terms.wait_for_exit("term_0"));
    let sandbox = async {
        let sb = FsSandbox::new("/", Vec::<PathBuf>::new()).await.unwrap();
        sb.read_text_file("/x", None, None).await.ok();
        sb.write_text_file("/x", "").await.ok();
    };
    send(&sandbox);
}
