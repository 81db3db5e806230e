//! The process's own stdin/stdout as a transport (the agent side).
//!
//! When stdin/stdout are pipes (how editors launch agents) they are driven as
//! non-blocking pipes on tokio's reactor: no blocking-pool thread hop per
//! write, and no thread stuck in `read` when the runtime shuts down. Anything
//! else (a terminal, a file) falls back to tokio's blocking `stdin()`/`stdout()`.

use std::os::fd::AsFd;

use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::unix::pipe;

use super::Transport;

fn pipe_reader() -> Option<pipe::Receiver> {
    let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
    let r = pipe::Receiver::from_file(std::fs::File::from(fd)).ok()?;
    // Large prompts arrive here (see `PIPE_CAPACITY`).
    super::pipe_capacity::grow(&r);
    Some(r)
}

fn pipe_writer() -> Option<pipe::Sender> {
    let fd = std::io::stdout().as_fd().try_clone_to_owned().ok()?;
    let w = pipe::Sender::from_file(std::fs::File::from(fd)).ok()?;
    super::pipe_capacity::grow(&w);
    Some(w)
}

/// stdin/stdout of this process. Must be called inside a tokio runtime.
#[must_use]
pub fn stdio() -> Transport {
    let reader: Box<dyn AsyncRead + Send + Unpin> = match pipe_reader() {
        Some(r) => Box::new(r),
        None => Box::new(tokio::io::stdin()),
    };
    let writer: Box<dyn AsyncWrite + Send + Unpin> = match pipe_writer() {
        Some(w) => Box::new(w),
        None => Box::new(tokio::io::stdout()),
    };
    Transport::from_boxed(reader, writer)
}
