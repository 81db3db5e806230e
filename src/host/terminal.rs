//! `terminal/*` served by real processes.
//!
//! [`Terminals`] spawns each command directly (no shell; `PATH` is searched)
//! with stdin from `/dev/null` and stdout and stderr connected to **one**
//! pipe, so the captured output is in exactly the order the process wrote
//! it. Every command runs in its own process group; `kill`, `release` and
//! dropping the manager signal the whole group with `SIGKILL`, which also
//! reaches the children it spawned (unless they moved to a group of their
//! own, for example with `setsid`).
//!
//! Semantics where the protocol is silent:
//!
//! * The child inherits the client's environment, with the request's `env`
//!   applied on top ([`TerminalConfig::clear_env`] starts from an empty one).
//!   A variable name must be non-empty and contain neither `=` nor NUL.
//! * Without a request `cwd`, the command runs in
//!   [`TerminalConfig::default_cwd`], else in the sandbox's first root (the
//!   session's `cwd`), else in the client's own working directory.
//! * The output byte limit is the smaller of the request's `outputByteLimit`
//!   and [`TerminalConfig::max_output_bytes`]; without either, all output is
//!   kept. When the limit is exceeded the oldest bytes are dropped, then any
//!   UTF-8 continuation bytes at the new start, so the retained text starts
//!   on a character boundary and is at most the limit. Bytes that are not
//!   UTF-8 are shown as U+FFFD; while the command runs, an incomplete
//!   character at the very end is held back until its remaining bytes arrive.
//! * A command "exits" when the spawned process exits. Its exit status is
//!   published once the output pipe is closed, or at the latest a short grace
//!   period later (a background child may keep the pipe open; its output is
//!   still captured until release).
//! * `exit_code` is `None` when a signal ended the process; `signal` is then
//!   its name as in `"SIGKILL"` (or the number for a signal without a name).
//! * `kill` sends `SIGKILL` to the process group and returns without waiting;
//!   killing an exited command is not an error.
//! * `release` kills like `kill`, forgets the id (later calls on it fail with
//!   [`HostErrorKind::NotFound`]) and returns
//!   the output captured so far, for an editor that keeps showing it. A
//!   `wait_for_exit` already in progress still completes.
//! * [`TerminalConfig::max_terminals`] counts terminals not yet released,
//!   whether or not their command still runs.

use std::collections::HashMap;
use std::fmt;
use std::future::Future;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use nix::sys::signal::{killpg, Signal};
use nix::unistd::Pid;
use tokio::io::AsyncReadExt;
use tokio::net::unix::pipe;
use tokio::process::Child;
use tokio::sync::watch;
use tokio::task::AbortHandle;

use super::output_buffer::OutputBuffer;
use super::{FsSandbox, HostError, HostErrorKind};

/// How long, after the command exited, its exit status waits for the output
/// pipe to close.
const OUTPUT_GRACE: Duration = Duration::from_millis(200);

/// The id of a terminal, unique within the process (`term_1`, `term_2`, …).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TerminalId(String);

impl TerminalId {
    /// The id as sent on the wire.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The id as an owned string.
    pub fn into_string(self) -> String {
        self.0
    }
}

impl fmt::Display for TerminalId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl AsRef<str> for TerminalId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl From<TerminalId> for String {
    fn from(id: TerminalId) -> String {
        id.0
    }
}

/// How a command ended (ACP `TerminalExitStatus`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ExitStatus {
    /// The exit code, `None` if a signal ended the process.
    pub exit_code: Option<u32>,
    /// The name of the signal that ended the process (`"SIGKILL"`), if one
    /// did.
    pub signal: Option<String>,
}

/// A snapshot of a terminal (ACP `terminal/output` response).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TerminalOutput {
    /// The retained output, stdout and stderr interleaved as written.
    pub output: String,
    /// Whether older output was dropped to stay within the byte limit.
    pub truncated: bool,
    /// Present once the command has exited.
    pub exit_status: Option<ExitStatus>,
}

/// Policy of a [`Terminals`] manager. The default has no limits, no
/// confinement and inherits the environment.
#[derive(Debug, Clone, Default)]
pub struct TerminalConfig {
    max_terminals: Option<usize>,
    max_output_bytes: Option<u64>,
    sandbox: Option<FsSandbox>,
    default_cwd: Option<PathBuf>,
    clear_env: bool,
}

impl TerminalConfig {
    /// The default policy.
    pub fn new() -> Self {
        Self::default()
    }

    /// At most `n` terminals exist (created and not yet released); `create`
    /// beyond that fails with [`HostErrorKind::LimitExceeded`].
    pub fn max_terminals(mut self, n: usize) -> Self {
        self.max_terminals = Some(n);
        self
    }

    /// Caps the retained output of every terminal at `bytes`, also when the
    /// agent asks for more or sets no limit.
    pub fn max_output_bytes(mut self, bytes: u64) -> Self {
        self.max_output_bytes = Some(bytes);
        self
    }

    /// Confines a terminal's working directory to the sandbox's roots; a
    /// terminal without `cwd` then runs in the first root (the session's
    /// `cwd`) unless [`default_cwd`](Self::default_cwd) is set.
    pub fn sandbox(mut self, sandbox: FsSandbox) -> Self {
        self.sandbox = Some(sandbox);
        self
    }

    /// The working directory of a terminal created without `cwd`; normally
    /// the session's `cwd`.
    pub fn default_cwd(mut self, dir: impl Into<PathBuf>) -> Self {
        self.default_cwd = Some(dir.into());
        self
    }

    /// Starts commands from an empty environment plus the request's `env`
    /// instead of the client's environment.
    pub fn clear_env(mut self, clear: bool) -> Self {
        self.clear_env = clear;
        self
    }
}

/// The running and finished terminals of a client (or of one session).
///
/// Share it with `Arc`. Dropping it kills every process group it still owns.
#[derive(Debug, Default)]
pub struct Terminals {
    config: TerminalConfig,
    live: Mutex<HashMap<String, Arc<Terminal>>>,
}

/// One spawned command.
#[derive(Debug)]
struct Terminal {
    /// Process id of the command, also its process group id.
    pid: u32,
    output: Arc<Mutex<OutputBuffer>>,
    exit: watch::Receiver<Option<ExitStatus>>,
    reader: AbortHandle,
}

impl Terminal {
    /// `SIGKILL` to the process group, unless nothing of it can be left.
    fn kill(&self) {
        let done = self.exit.borrow().is_some() && lock(&self.output).is_closed();
        if done {
            return;
        }
        if let Ok(pgid) = i32::try_from(self.pid) {
            if let Err(e) = killpg(Pid::from_raw(pgid), Signal::SIGKILL) {
                tracing::trace!(pgid, error = %e, "acp-wire: terminal killpg");
            }
        }
    }

    fn snapshot(&self) -> TerminalOutput {
        let exit_status = self.exit.borrow().clone();
        let (output, truncated) = lock(&self.output).snapshot();
        TerminalOutput { output, truncated, exit_status }
    }
}

impl Terminals {
    /// A manager with the default [`TerminalConfig`].
    pub fn new() -> Self {
        Self::default()
    }

    /// A manager with the given policy.
    pub fn with_config(config: TerminalConfig) -> Self {
        Terminals { config, live: Mutex::new(HashMap::new()) }
    }

    /// `terminal/create`: starts `command` with `args` and returns at once.
    ///
    /// `env` is applied on top of the inherited environment; `cwd` must be
    /// absolute (and inside the sandbox, if one is configured);
    /// `output_byte_limit` bounds the retained output. Must be called within
    /// a tokio runtime with I/O and time enabled (it spawns two tasks per
    /// terminal: one reads the output, one waits for the exit).
    ///
    /// Errors: `InvalidParams` (empty command, NUL bytes, bad variable name,
    /// relative or missing `cwd`), `PermissionDenied` (`cwd` outside the
    /// sandbox, command not executable), `NotFound` (no such command),
    /// `LimitExceeded` (too many terminals), `Io`.
    pub async fn create(
        &self,
        command: String,
        args: Vec<String>,
        env: Vec<(String, String)>,
        cwd: Option<PathBuf>,
        output_byte_limit: Option<u64>,
    ) -> Result<TerminalId, HostError> {
        validate(&command, &args, &env)?;
        let cwd = self.working_dir(cwd).await?;
        let limit = match (output_byte_limit, self.config.max_output_bytes) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
        .map(|l| usize::try_from(l).unwrap_or(usize::MAX));

        let mut live = lock(&self.live);
        if let Some(max) = self.config.max_terminals {
            if live.len() >= max {
                return Err(HostError::new(
                    HostErrorKind::LimitExceeded,
                    format!("too many terminals (at most {max}); release one first"),
                ));
            }
        }
        let (child, rx) = self.spawn(&command, &args, &env, cwd)?;
        let pid = child.id().ok_or_else(|| {
            HostError::new(HostErrorKind::Io, format!("{command} exited before it could be tracked"))
        })?;
        let output = Arc::new(Mutex::new(OutputBuffer::new(limit)));
        let reader = tokio::spawn(pump(rx, Arc::clone(&output)));
        let reader_abort = reader.abort_handle();
        let (exit_tx, exit_rx) = watch::channel(None);
        tokio::spawn(reap(child, reader, exit_tx));

        let id = next_id();
        live.insert(id.0.clone(), Arc::new(Terminal { pid, output, exit: exit_rx, reader: reader_abort }));
        Ok(id)
    }

    /// `terminal/output`: the output retained so far and, once the command
    /// exited, its exit status. `NotFound` for an unknown or released id.
    pub fn output(&self, id: &str) -> Result<TerminalOutput, HostError> {
        Ok(self.get(id)?.snapshot())
    }

    /// `terminal/wait_for_exit`: waits until the command exits. Any number of
    /// callers may wait at once. `NotFound` for an unknown or released id.
    ///
    /// The id is looked up when this is called, not when the future is first
    /// polled; the future does not borrow the manager, so it can be spawned,
    /// and it still completes if the terminal is released meanwhile.
    pub fn wait_for_exit(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<ExitStatus, HostError>> + Send + 'static {
        let found = self.get(id).map(|term| term.exit.clone());
        let id = id.to_string();
        async move {
            let mut exit = found?;
            let status = match exit.wait_for(Option::is_some).await {
                Ok(status) => status.clone(),
                Err(_) => None,
            };
            status.ok_or_else(|| lost(&id))
        }
    }

    /// `terminal/kill`: kills the command's process group. The terminal stays
    /// valid for `output` and `wait_for_exit`. `NotFound` for an unknown or
    /// released id.
    pub fn kill(&self, id: &str) -> Result<(), HostError> {
        self.get(id)?.kill();
        Ok(())
    }

    /// `terminal/release`: kills the command if it still runs, frees the
    /// terminal and returns its last output. Afterwards the id is unknown.
    pub fn release(&self, id: &str) -> Result<TerminalOutput, HostError> {
        let term = lock(&self.live).remove(id).ok_or_else(|| unknown(id))?;
        term.kill();
        let last = term.snapshot();
        term.reader.abort();
        Ok(last)
    }

    /// The process id of the terminal's command, which is also its process
    /// group id.
    pub fn pid(&self, id: &str) -> Result<u32, HostError> {
        Ok(self.get(id)?.pid)
    }

    /// The ids of the terminals not yet released.
    pub fn ids(&self) -> Vec<TerminalId> {
        lock(&self.live).keys().map(|k| TerminalId(k.clone())).collect()
    }

    fn get(&self, id: &str) -> Result<Arc<Terminal>, HostError> {
        lock(&self.live).get(id).cloned().ok_or_else(|| unknown(id))
    }

    async fn working_dir(&self, cwd: Option<PathBuf>) -> Result<Option<PathBuf>, HostError> {
        let wanted = cwd.or_else(|| self.config.default_cwd.clone());
        match (wanted, &self.config.sandbox) {
            (Some(dir), Some(sandbox)) => sandbox.confine_dir(&dir).await.map(Some),
            (None, Some(sandbox)) => Ok(sandbox.roots().first().cloned()),
            (None, None) => Ok(None),
            (Some(dir), None) => {
                if !dir.is_absolute() {
                    return Err(HostError::invalid(format!(
                        "cwd must be an absolute path: {}",
                        dir.display()
                    )));
                }
                match tokio::fs::metadata(&dir).await {
                    Ok(md) if md.is_dir() => Ok(Some(dir)),
                    Ok(_) => Err(HostError::invalid(format!("cwd is not a directory: {}", dir.display()))),
                    Err(e) => Err(HostError::io(format_args!("cannot use cwd {}", dir.display()), e)),
                }
            }
        }
    }

    fn spawn(
        &self,
        command: &str,
        args: &[String],
        env: &[(String, String)],
        cwd: Option<PathBuf>,
    ) -> Result<(Child, pipe::Receiver), HostError> {
        let what = format_args!("cannot start {command}").to_string();
        let io = |e| HostError::io(&what, e);
        let (tx, rx) = pipe::pipe().map_err(io)?;
        let stdout = tx.into_blocking_fd().map_err(io)?;
        let stderr = stdout.try_clone().map_err(io)?;
        let mut cmd = tokio::process::Command::new(command);
        cmd.args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::from(stdout))
            .stderr(Stdio::from(stderr))
            .process_group(0)
            .kill_on_drop(true);
        if self.config.clear_env {
            cmd.env_clear();
        }
        cmd.envs(env.iter().map(|(k, v)| (k, v)));
        if let Some(dir) = cwd {
            cmd.current_dir(dir);
        }
        // `cmd` holds our copies of the pipe's write end; it is dropped at the
        // end of this function so that EOF arrives when the command's group
        // closes its copies.
        let child = cmd.spawn().map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => HostError::not_found(format!("command not found: {command}")),
            _ => HostError::io(&what, e),
        })?;
        Ok((child, rx))
    }
}

impl Drop for Terminals {
    fn drop(&mut self) {
        let live = self.live.get_mut().unwrap_or_else(|e| e.into_inner());
        for term in live.values() {
            term.kill();
            term.reader.abort();
        }
        live.clear();
    }
}

fn validate(command: &str, args: &[String], env: &[(String, String)]) -> Result<(), HostError> {
    if command.is_empty() {
        return Err(HostError::invalid("command is empty"));
    }
    if command.contains('\0') || args.iter().any(|a| a.contains('\0')) {
        return Err(HostError::invalid("command or argument contains a NUL byte"));
    }
    for (name, value) in env {
        if name.is_empty() || name.contains('=') || name.contains('\0') {
            return Err(HostError::invalid(format!("invalid environment variable name: {name:?}")));
        }
        if value.contains('\0') {
            return Err(HostError::invalid(format!("environment variable {name} contains a NUL byte")));
        }
    }
    Ok(())
}

fn next_id() -> TerminalId {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    TerminalId(format!("term_{}", NEXT.fetch_add(1, Ordering::Relaxed)))
}

fn unknown(id: &str) -> HostError {
    HostError::not_found(format!("unknown terminal: {id}"))
}

fn lost(id: &str) -> HostError {
    HostError::new(HostErrorKind::Io, format!("terminal {id} ended without an exit status"))
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Copies the command's output into the buffer until the pipe closes.
async fn pump(mut rx: pipe::Receiver, output: Arc<Mutex<OutputBuffer>>) {
    let mut chunk = vec![0u8; 8192];
    loop {
        match rx.read(&mut chunk).await {
            Ok(0) => break,
            Ok(n) => lock(&output).push(&chunk[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => {
                tracing::debug!(error = %e, "acp-wire: terminal output read failed");
                break;
            }
        }
    }
    lock(&output).close();
}

/// Waits for the command, lets the reader catch up, publishes the status.
async fn reap(
    mut child: Child,
    reader: tokio::task::JoinHandle<()>,
    exit: watch::Sender<Option<ExitStatus>>,
) {
    let status = child.wait().await;
    let _ = tokio::time::timeout(OUTPUT_GRACE, reader).await;
    let status = match status {
        Ok(status) => convert(status),
        Err(e) => {
            tracing::debug!(error = %e, "acp-wire: terminal wait failed");
            ExitStatus { exit_code: None, signal: None }
        }
    };
    exit.send_replace(Some(status));
}

fn convert(status: std::process::ExitStatus) -> ExitStatus {
    use std::os::unix::process::ExitStatusExt;
    let signal = status.signal().map(|n| match Signal::try_from(n) {
        Ok(sig) => sig.as_str().to_string(),
        Err(_) => n.to_string(),
    });
    ExitStatus { exit_code: status.code().and_then(|c| u32::try_from(c).ok()), signal }
}
