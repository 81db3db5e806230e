//! A spawned agent process as a transport (the client side).
//!
//! The child runs in its own process group so that everything it starts can
//! be stopped together. Real agents often keep running after their stdin
//! closes, so stopping is: close stdin (the connection does that when it
//! ends), wait a grace period, SIGTERM the group, wait again, SIGKILL the group.

use std::io;
use std::process::{ExitStatus, Stdio};
use std::time::Duration;

use nix::sys::signal::{killpg, Signal};
use nix::unistd::Pid;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{ChildStderr, Command};

use super::Transport;

/// What happens to the child's stderr.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum StderrMode {
    /// Shared with this process's stderr.
    #[default]
    Inherit,
    /// Discarded.
    Null,
    /// Each line is logged with `tracing` (target `acp_wire::child_stderr`).
    Trace,
    /// Piped; take it with [`ChildProcess::take_stderr`].
    Capture,
}

/// A running child process whose stdin/stdout carry the connection.
///
/// Dropping it without [`ChildProcess::shutdown`] sends SIGTERM to the
/// process group at once and SIGKILL after the grace period (from a
/// short-lived background thread, since `Drop` cannot wait).
#[derive(Debug)]
pub struct ChildProcess {
    child: tokio::process::Child,
    pgid: Option<Pid>,
    stderr: Option<ChildStderr>,
    grace: Duration,
    done: bool,
}

/// Default time given to the child at each shutdown step.
pub const DEFAULT_GRACE: Duration = Duration::from_millis(1500);

impl ChildProcess {
    /// Spawns `cmd` with piped stdin/stdout in a new process group. Must be
    /// called inside a tokio runtime.
    ///
    /// # Errors
    /// When the process cannot be started.
    pub fn spawn(mut cmd: Command, stderr: StderrMode) -> io::Result<(Transport, ChildProcess)> {
        cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).process_group(0);
        cmd.stderr(match stderr {
            StderrMode::Inherit => Stdio::inherit(),
            StderrMode::Null => Stdio::null(),
            StderrMode::Trace | StderrMode::Capture => Stdio::piped(),
        });
        let mut child = cmd.spawn()?;
        let stdin = child.stdin.take().ok_or_else(|| io::Error::other("child stdin not piped"))?;
        let stdout = child.stdout.take().ok_or_else(|| io::Error::other("child stdout not piped"))?;
        // Prompts and file contents can be megabytes (see `PIPE_CAPACITY`).
        super::pipe_capacity::grow(&stdin);
        super::pipe_capacity::grow(&stdout);
        let mut err = child.stderr.take();
        if stderr == StderrMode::Trace {
            if let Some(e) = err.take() {
                tokio::spawn(trace_lines(e, child.id()));
            }
        }
        let pgid = child.id().and_then(|id| i32::try_from(id).ok()).map(Pid::from_raw);
        let proc = ChildProcess { child, pgid, stderr: err, grace: DEFAULT_GRACE, done: false };
        Ok((Transport::new(stdout, stdin), proc))
    }

    /// Sets the time given to the child at each shutdown step.
    pub fn set_grace(&mut self, grace: Duration) {
        self.grace = grace;
    }

    /// The OS process id, while it runs.
    #[must_use]
    pub fn id(&self) -> Option<u32> {
        self.child.id()
    }

    /// The piped stderr (with [`StderrMode::Capture`]), once.
    pub fn take_stderr(&mut self) -> Option<ChildStderr> {
        self.stderr.take()
    }

    /// Waits for the child to exit by itself.
    ///
    /// # Errors
    /// From the OS.
    pub async fn wait(&mut self) -> io::Result<ExitStatus> {
        let s = self.child.wait().await?;
        self.done = true;
        Ok(s)
    }

    /// Stops the child: waits the grace period for it to exit on its own
    /// (close the connection first so its stdin is at EOF), then SIGTERM to
    /// the process group, then SIGKILL. Leftover members of the group are
    /// signalled too.
    ///
    /// # Errors
    /// From the OS.
    pub async fn shutdown(mut self) -> io::Result<ExitStatus> {
        let grace = self.grace;
        let status = match tokio::time::timeout(grace, self.child.wait()).await {
            Ok(s) => s?,
            Err(_) => {
                self.signal(Signal::SIGTERM);
                match tokio::time::timeout(grace, self.child.wait()).await {
                    Ok(s) => s?,
                    Err(_) => {
                        self.signal(Signal::SIGKILL);
                        self.child.wait().await?
                    }
                }
            }
        };
        // The leader is gone; stragglers in its group get the same treatment.
        self.signal(Signal::SIGTERM);
        self.done = true;
        Ok(status)
    }

    fn signal(&self, sig: Signal) {
        if let Some(pgid) = self.pgid {
            if let Err(e) = killpg(pgid, sig) {
                tracing::trace!(%pgid, ?sig, error = %e, "acp-wire: killpg");
            }
        }
    }
}

impl Drop for ChildProcess {
    fn drop(&mut self) {
        if self.done {
            return;
        }
        let Some(pgid) = self.pgid else { return };
        if matches!(self.child.try_wait(), Ok(Some(_))) {
            let _ = killpg(pgid, Signal::SIGTERM);
            return;
        }
        let _ = killpg(pgid, Signal::SIGTERM);
        let grace = self.grace;
        let spawned = std::thread::Builder::new().name("acp-wire-reaper".into()).spawn(move || {
            std::thread::sleep(grace);
            let _ = killpg(pgid, Signal::SIGKILL);
        });
        if spawned.is_err() {
            let _ = killpg(pgid, Signal::SIGKILL);
        }
    }
}

async fn trace_lines(stderr: ChildStderr, pid: Option<u32>) {
    let mut lines = BufReader::new(stderr).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        tracing::info!(target: "acp_wire::child_stderr", pid, "{line}");
    }
}
