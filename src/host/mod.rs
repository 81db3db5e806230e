//! Version-independent host services for the **client** side of ACP: the
//! things an editor does when an agent calls back into it.
//!
//! * [`fs`]: [`FsSandbox`] serves `fs/read_text_file` and
//!   `fs/write_text_file` from disk, confined to the session's `cwd` plus its
//!   `additionalDirectories`.
//! * [`terminal`]: [`Terminals`] runs `terminal/*` commands as real
//!   processes (merged output with a byte limit, exit status, kill, release).
//! * [`client`]: [`HostClient`], a ready-made `v1::Client` / `v2::Client`
//!   that wires the two above to the protocol per session and delegates
//!   permission decisions to a [`PermissionPolicy`].
//!
//! `fs` and `terminal` know nothing about JSON-RPC or the generated protocol
//! types: their methods take and return plain Rust values, so `client` (or
//! an editor's own client) adapts a request in a few lines. Every failure is a
//! [`HostError`] whose [`kind`](HostError::kind) selects the JSON-RPC error
//! code in one `match` and whose [`Display`](std::fmt::Display) text is meant
//! to be sent to the agent as the error message.

use std::fmt;
use std::io;

pub mod client;
pub mod fs;
mod output_buffer;
pub mod permission;
pub mod terminal;

pub use client::{host_error_response, HostClient, HostClientBuilder, SessionError, SessionEvent};
pub use fs::{BufferSource, FsSandbox};
pub use permission::{
    permission_fn, AllowPolicy, FnPolicy, PermissionChoice, PermissionDecision, PermissionFuture, PermissionKind,
    PermissionParams, PermissionPolicy, PermissionRequest, RejectPolicy,
};
pub use terminal::{ExitStatus, TerminalConfig, TerminalId, TerminalOutput, Terminals};

/// What went wrong, coarsely enough to pick a JSON-RPC error code.
///
/// Suggested mapping for ACP: [`NotFound`](Self::NotFound) → `-32002`
/// ("Resource not found"), [`InvalidParams`](Self::InvalidParams) →
/// `-32602`, everything else → `-32603` (internal error) with the
/// [`HostError`]'s message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HostErrorKind {
    /// The file, the command or the terminal id does not exist (for a
    /// terminal: never existed or was released).
    NotFound,
    /// The path lies outside the session's roots, or the operating system
    /// refused access.
    PermissionDenied,
    /// The request itself is unusable: a relative path, a directory where a
    /// file was expected, a file that is not UTF-8 text, a NUL byte in an
    /// argument, …
    InvalidParams,
    /// A configured limit (such as the maximum number of terminals) is
    /// reached.
    LimitExceeded,
    /// Any other I/O failure.
    Io,
}

/// The error of every host service.
///
/// The message names at most what the agent itself sent (its path, its
/// command, its terminal id); it never reveals where a symbolic link points
/// or which directories the roots resolve to.
#[derive(Debug)]
pub struct HostError {
    kind: HostErrorKind,
    message: String,
    source: Option<io::Error>,
}

impl HostError {
    /// An error of `kind` with the agent-facing `message`.
    pub fn new(kind: HostErrorKind, message: impl Into<String>) -> Self {
        HostError { kind, message: message.into(), source: None }
    }

    /// The error's kind, for choosing the JSON-RPC error code.
    pub fn kind(&self) -> HostErrorKind {
        self.kind
    }

    /// The agent-facing message (the same text as `Display`).
    pub fn message(&self) -> &str {
        &self.message
    }

    pub(crate) fn not_found(message: impl Into<String>) -> Self {
        Self::new(HostErrorKind::NotFound, message)
    }

    pub(crate) fn denied(message: impl Into<String>) -> Self {
        Self::new(HostErrorKind::PermissionDenied, message)
    }

    pub(crate) fn invalid(message: impl Into<String>) -> Self {
        Self::new(HostErrorKind::InvalidParams, message)
    }

    /// Wraps an I/O error of an operation described by `what` (for example
    /// `"cannot read /the/path/the/agent/sent"`). The kind follows the I/O
    /// error; the message does not repeat the OS error's own text when that
    /// could contain paths, only its kind.
    pub(crate) fn io(what: impl fmt::Display, err: io::Error) -> Self {
        let kind = match err.kind() {
            io::ErrorKind::NotFound => HostErrorKind::NotFound,
            io::ErrorKind::PermissionDenied => HostErrorKind::PermissionDenied,
            io::ErrorKind::InvalidInput => HostErrorKind::InvalidParams,
            _ => HostErrorKind::Io,
        };
        let reason = io_reason(&err);
        HostError { kind, message: format!("{what}: {reason}"), source: Some(err) }
    }
}

/// A short, path-free description of an I/O error.
fn io_reason(err: &io::Error) -> String {
    match err.raw_os_error() {
        // The OS text for an errno never contains a path.
        Some(_) => {
            let text = err.to_string();
            match text.find(" (os error") {
                Some(i) => text[..i].to_string(),
                None => text,
            }
        }
        None => match err.kind() {
            io::ErrorKind::NotFound => "not found".to_string(),
            io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            other => other.to_string(),
        },
    }
}

impl fmt::Display for HostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for HostError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.source.as_ref().map(|e| e as _)
    }
}
