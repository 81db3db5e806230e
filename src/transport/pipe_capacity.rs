//! The capacity of the pipes a transport reads and writes.
//!
//! Why: a pipe holds 64 KiB by default, so a 1 MiB prompt crosses it in
//! 17 rounds of "fill, wait until the peer has read, fill again". The writer
//! here is non-blocking, so each round is a `write(2)` that stops at a full
//! pipe, a return to the reactor, an `epoll_wait` and a wake-up once the
//! peer has drained it; the peer's reads come in as many pieces. With room
//! for a quarter of a MiB the same prompt goes out in about five writes.
//! Measured with the shared benchmark's W4 (50 prompts of 1 MiB, our
//! client, 11 interleaved rounds): 64 KiB 1.27-1.39x the raw floor,
//! 128 KiB 1.07x, 256 KiB 0.95x, 1 MiB 0.96-0.97x.
//!
//! The kernel gives a pipe's pages only while they hold unread data, so the
//! cost is at most this much kernel memory per direction while the peer is
//! behind. Best effort: a pipe that is already larger is left alone, and a
//! refusal (an unprivileged process above `/proc/sys/fs/pipe-max-size` or
//! its user's pipe page budget) leaves the default. Linux only; elsewhere
//! nothing changes.

use std::os::fd::AsFd;

/// The capacity asked for each pipe of a child process or of this
/// process's own stdio: 256 KiB.
pub const PIPE_CAPACITY: usize = 256 * 1024;

/// Grows the pipe `fd` to [`PIPE_CAPACITY`] if it is smaller (a no-op for
/// anything that is not a pipe).
#[cfg(any(target_os = "linux", target_os = "android"))]
pub(crate) fn grow(fd: impl AsFd) {
    use nix::fcntl::{fcntl, FcntlArg};
    let want = i32::try_from(PIPE_CAPACITY).unwrap_or(i32::MAX);
    let fd = fd.as_fd();
    match fcntl(fd, FcntlArg::F_GETPIPE_SZ) {
        Ok(have) if have < want => {
            if let Err(e) = fcntl(fd, FcntlArg::F_SETPIPE_SZ(want)) {
                tracing::trace!(error = %e, have, "acp-wire: pipe capacity left as it is");
            }
        }
        _ => {}
    }
}

/// Grows the pipe `fd` (nothing to do on this platform).
#[cfg(not(any(target_os = "linux", target_os = "android")))]
pub(crate) fn grow(fd: impl AsFd) {
    let _ = fd;
}

#[cfg(all(test, any(target_os = "linux", target_os = "android")))]
mod tests {
    use super::*;
    use nix::fcntl::{fcntl, FcntlArg};

    fn capacity(fd: impl AsFd) -> usize {
        usize::try_from(fcntl(fd.as_fd(), FcntlArg::F_GETPIPE_SZ).unwrap()).unwrap()
    }

    #[test]
    fn grows_a_pipe_and_never_shrinks_one() {
        let max: usize = std::fs::read_to_string("/proc/sys/fs/pipe-max-size")
            .ok()
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or(0);
        let (r, w) = std::io::pipe().unwrap();
        let before = capacity(&w);
        grow(&w);
        let after = capacity(&r);
        assert!(after >= before);
        if max >= PIPE_CAPACITY {
            assert!(after >= PIPE_CAPACITY, "{before} -> {after}");
        }
        // Already large enough: left alone.
        let (_r2, w2) = std::io::pipe().unwrap();
        if fcntl(w2.as_fd(), FcntlArg::F_SETPIPE_SZ(i32::try_from(2 * PIPE_CAPACITY).unwrap())).is_ok() {
            let big = capacity(&w2);
            grow(&w2);
            assert_eq!(capacity(&w2), big);
        }
        // Not a pipe: nothing happens.
        let f = std::fs::File::open("/proc/self/status").unwrap();
        grow(&f);
    }
}
