//! Starting one client run: its scratch directories (the client's current
//! directory with the fixture files, the places outside it that it must
//! not reach), the socket its `{agent}` connects back to, the client
//! process itself, and waiting for that connection.

use std::ffi::OsString;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{ExitStatus, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use nix::sys::signal::{killpg, Signal};
use nix::unistd::Pid;
use tokio::io::AsyncReadExt;
use tokio::net::{UnixListener, UnixStream};
use tokio::process::{Child, ChildStdin, Command};

/// The placeholder in the client's arguments for the agent command.
pub const PLACEHOLDER: &str = "{agent}";
/// The placeholder for the run's scratch directory (the client's current
/// directory), for a client that takes its session directory as a flag.
pub const CWD: &str = "{cwd}";
/// The placeholder for the protocol version of the run (`1`, `2`; the
/// probe that finds which version the client asks for gets the highest
/// one the run checks), for a client that takes the version to offer as a
/// flag: each version's run then sees that version's own `initialize`
/// params (an offer of 2 carries v2's members only, no v1 capabilities).
pub const PROTOCOL: &str = "{protocol}";

static RUNS: AtomicU64 = AtomicU64::new(0);

/// The client command line, as given after `--` (or the bundled client).
#[derive(Clone, Debug)]
pub struct ClientCmd {
    pub program: OsString,
    pub args: Vec<OsString>,
    /// The bundled example client: its flags are known, so a scenario may
    /// drop `--yes` (to leave a permission question pending).
    pub bundled: bool,
    pub show_stderr: bool,
}


/// The directories of one run, removed when it ends.
///
/// `root/work` is the client's current directory (and, for a client that
/// opens its session there, the session's cwd); `root/outside` and
/// `root/work-evil` (a name that extends `work`) hold files it must not
/// serve, `root/work/link` points at `root/outside`, and `elsewhere` is a
/// second directory not under `root` at all.
pub struct Scratch {
    pub root: PathBuf,
    pub work: PathBuf,
    pub elsewhere: PathBuf,
    pub socket: PathBuf,
}

impl Scratch {
    pub fn new() -> std::io::Result<Scratch> {
        let n = RUNS.fetch_add(1, Ordering::Relaxed);
        let base = std::env::temp_dir().canonicalize()?;
        let root = base.join(format!("acp-wire-cclient-{}-{n}", std::process::id()));
        let elsewhere = base.join(format!("acp-wire-cclient-{}-{n}-elsewhere", std::process::id()));
        for d in [&root, &elsewhere] {
            let _ = std::fs::remove_dir_all(d);
            std::fs::create_dir(d)?;
            // Only this user: the socket inside accepts whoever connects.
            std::fs::set_permissions(d, std::fs::Permissions::from_mode(0o700))?;
        }
        let work = root.join("work");
        std::fs::create_dir(&work)?;
        std::fs::create_dir(root.join("outside"))?;
        std::fs::create_dir(root.join("work-evil"))?;
        for dir in [root.join("outside"), root.join("work-evil"), elsewhere.clone()] {
            std::fs::write(dir.join("secret.txt"), format!("{}\n", super::fixtures::SECRET))?;
        }
        std::os::unix::fs::symlink(root.join("outside"), work.join("link"))?;
        super::fixtures::write_fixtures(&work)?;
        let socket = root.join("agent.sock");
        Ok(Scratch { root, work, elsewhere, socket })
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
        let _ = std::fs::remove_dir_all(&self.elsewhere);
    }
}

/// The command that starts the agent: this executable's hidden
/// `conform-agent`, connecting back to `socket`.
fn agent_words(socket: &Path) -> Result<Vec<OsString>, String> {
    let me = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    Ok(vec![me.into_os_string(), "conform-agent".into(), "--connect".into(), socket.as_os_str().to_owned()])
}

/// `s` quoted for a POSIX shell (for `{agent}` inside a longer argument,
/// such as `sh -c "… {agent}"` or `--agent-command "{agent}"`).
fn shell_quote(s: &str) -> String {
    if !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"/._-=:,+@".contains(&b)) {
        return s.to_string();
    }
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// The client's argv with `{agent}` replaced: an argument that is exactly
/// `{agent}` becomes the agent's words (so `-- {agent}` ends the client's
/// argv with the agent command); one that contains it gets the command
/// as one shell-quoted string. `{cwd}` becomes `work`.
pub fn expand(args: &[OsString], socket: &Path, work: &Path, protocol: u16) -> Result<Vec<OsString>, String> {
    let words = agent_words(socket)?;
    let joined = words.iter().map(|w| shell_quote(&w.to_string_lossy())).collect::<Vec<_>>().join(" ");
    let work = work.to_string_lossy();
    let mut out = Vec::new();
    for a in args {
        match a.to_str() {
            Some(PLACEHOLDER) => out.extend(words.iter().cloned()),
            Some(s) if s.contains(PLACEHOLDER) || s.contains(CWD) || s.contains(PROTOCOL) => {
                out.push(s.replace(PLACEHOLDER, &joined).replace(CWD, &work).replace(PROTOCOL, &protocol.to_string()).into())
            }
            _ => out.push(a.clone()),
        }
    }
    Ok(out)
}

/// A program named by a relative path (`./client`, `target/debug/x`)
/// made absolute: the client runs in the scratch directory.
pub fn absolute_program(program: &OsString) -> OsString {
    let p = Path::new(program);
    if p.is_relative() && p.components().count() > 1 {
        if let Ok(here) = std::env::current_dir() {
            return here.join(p).into_os_string();
        }
    }
    program.clone()
}

/// Output a client wrote, kept for the reasons (bounded).
#[derive(Clone, Default)]
pub struct Captured(Arc<Mutex<Vec<u8>>>);

impl Captured {
    const MAX: usize = 64 * 1024;

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap_or_else(|p| p.into_inner())).into_owned()
    }

    pub fn len(&self) -> usize {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    /// The last line written (trimmed), for a reason.
    pub fn last_line(&self) -> String {
        let text = self.text();
        let line = text.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
        line.chars().take(200).collect()
    }

    /// The first and last lines written, for the reason a client stopped.
    pub fn summary(&self) -> String {
        let text = self.text();
        let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
        let first: String = lines.next().unwrap_or("").chars().take(200).collect();
        let last = self.last_line();
        if last.is_empty() || last == first {
            first
        } else {
            format!("{first} … {last}")
        }
    }

    fn spawn_reader(&self, mut from: impl tokio::io::AsyncRead + Unpin + Send + 'static, echo: bool) {
        let buf = self.0.clone();
        tokio::spawn(async move {
            let mut chunk = [0u8; 4096];
            while let Ok(n) = from.read(&mut chunk).await {
                if n == 0 {
                    break;
                }
                if echo {
                    eprint!("{}", String::from_utf8_lossy(&chunk[..n]));
                }
                let mut b = buf.lock().unwrap_or_else(|p| p.into_inner());
                if b.len() < Self::MAX {
                    b.extend_from_slice(&chunk[..n]);
                }
            }
        });
    }
}

/// The running client.
pub struct ClientProc {
    child: Child,
    pgid: Option<Pid>,
    /// Held open (never written) when a scenario wants the client's stdin
    /// to be a pipe nobody answers on.
    _stdin: Option<ChildStdin>,
    pub stderr: Captured,
    status: Option<ExitStatus>,
}

impl ClientProc {
    /// Starts the client in `cwd`, in its own process group.
    pub fn spawn(cmd: &ClientCmd, args: Vec<OsString>, cwd: &Path, stdin_pipe: bool) -> Result<ClientProc, String> {
        let mut c = Command::new(&cmd.program);
        c.args(&args)
            .current_dir(cwd)
            .stdin(if stdin_pipe { Stdio::piped() } else { Stdio::null() })
            // Its screen output is no protocol: not read.
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .process_group(0)
            .kill_on_drop(true);
        let mut child = c.spawn().map_err(|e| format!("cannot start {}: {e}", cmd.program.to_string_lossy()))?;
        let pgid = child.id().and_then(|id| i32::try_from(id).ok()).map(Pid::from_raw);
        let stderr = Captured::default();
        if let Some(e) = child.stderr.take() {
            stderr.spawn_reader(e, cmd.show_stderr);
        }
        let stdin = child.stdin.take();
        Ok(ClientProc { child, pgid, _stdin: stdin, stderr, status: None })
    }

    /// Its exit status once it exited, waiting up to `wait`.
    pub async fn exited(&mut self, wait: Duration) -> Option<ExitStatus> {
        if self.status.is_none() {
            if let Ok(Ok(s)) = tokio::time::timeout(wait, self.child.wait()).await {
                self.status = Some(s);
            }
        }
        self.status
    }

    /// SIGINT to its process group (Ctrl-C in a terminal).
    pub fn interrupt(&self) -> Result<(), String> {
        let pgid = self.pgid.ok_or("the client's process id is unknown")?;
        killpg(pgid, Signal::SIGINT).map_err(|e| format!("SIGINT to the client's process group: {e}"))
    }

    /// Ends it and whatever it started in its group: SIGTERM, then SIGKILL.
    pub async fn stop(&mut self) {
        if let Some(pgid) = self.pgid {
            if self.exited(Duration::ZERO).await.is_none() {
                let _ = killpg(pgid, Signal::SIGTERM);
                if self.exited(Duration::from_millis(500)).await.is_none() {
                    let _ = killpg(pgid, Signal::SIGKILL);
                }
            }
            // Its children (an agent it left behind) go too.
            let _ = killpg(pgid, Signal::SIGKILL);
        }
        let _ = self.exited(Duration::from_secs(2)).await;
    }
}

/// Waits for the client's `{agent}` to connect, or for the client to exit
/// first, or for `timeout`.
pub async fn accept(listener: &UnixListener, client: &mut ClientProc, timeout: Duration) -> Result<UnixStream, String> {
    let deadline = tokio::time::Instant::now() + timeout;
    loop {
        tokio::select! {
            r = listener.accept() => return r.map(|(s, _)| s).map_err(|e| format!("accepting the agent's connection: {e}")),
            () = tokio::time::sleep_until(deadline) => {
                return Err(format!("the client did not start the agent ({PLACEHOLDER}) within {:.0} s", timeout.as_secs_f64()))
            }
            s = client.exited(Duration::from_millis(100)) => {
                if let Some(s) = s {
                    let said = client.stderr.summary();
                    let said = if said.is_empty() { String::new() } else { format!("; its stderr: {said}") };
                    return Err(format!(
                        "the client exited ({s}) without starting the agent ({PLACEHOLDER}){said} (it runs in conform's scratch directory: relative paths in its arguments do not resolve; give them absolute)"
                    ));
                }
            }
        }
    }
}
