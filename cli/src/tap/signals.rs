//! Passing the tap's signals (INT, TERM, HUP, QUIT) on to the agent, so
//! an editor that stops the tap stops the agent behind it.

use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Arc;

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
use tokio::signal::unix::SignalKind;

/// The signals passed on to the agent, with tokio's name for each.
const FORWARDED: [(Signal, fn() -> SignalKind); 4] = [
    (Signal::SIGINT, SignalKind::interrupt),
    (Signal::SIGTERM, SignalKind::terminate),
    (Signal::SIGHUP, SignalKind::hangup),
    (Signal::SIGQUIT, SignalKind::quit),
];

/// The caught signals, waiting to be passed on.
pub struct Forwarding {
    rt: tokio::runtime::Runtime,
    streams: Vec<(Signal, tokio::signal::unix::Signal)>,
}

/// Handlers for the forwarded signals, installed before the agent starts:
/// from then on such a signal no longer ends the tap and is kept (in its
/// stream) until [`forward_signals`] passes it on, so none is lost before
/// the agent runs. tokio's handlers (`SA_RESTART`, as before) instead of
/// hand-written ones keep the tap free of `unsafe`; the agent starts with
/// the default dispositions, since exec resets handled signals. (Blocking
/// the signals and `sigwait`ing would not do: the agent would inherit the
/// blocked mask, which `std::process::Command` keeps.)
pub fn catch_signals() -> Option<Forwarding> {
    let rt = match tokio::runtime::Builder::new_current_thread().enable_io().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("acp-wire tap: cannot forward signals to the agent: {e}");
            return None;
        }
    };
    let mut streams = Vec::new();
    {
        let _in_rt = rt.enter();
        for (sig, kind) in FORWARDED {
            match tokio::signal::unix::signal(kind()) {
                Ok(stream) => streams.push((sig, stream)),
                Err(e) => eprintln!("acp-wire tap: cannot forward {sig}: {e}"),
            }
        }
    }
    Some(Forwarding { rt, streams })
}

/// Passes every caught signal on to the agent (`pid`, cleared once the
/// agent is reaped so a reused pid is never signalled), from a thread of
/// its own.
pub fn forward_signals(f: Forwarding, pid: Arc<AtomicI32>) {
    let Forwarding { rt, mut streams } = f;
    std::thread::spawn(move || {
        rt.block_on(async move {
            loop {
                let next = std::future::poll_fn(|cx| {
                    for (sig, stream) in &mut streams {
                        if let std::task::Poll::Ready(got) = stream.poll_recv(cx) {
                            return std::task::Poll::Ready(got.map(|()| *sig));
                        }
                    }
                    std::task::Poll::Pending
                });
                // `None`: the signal driver is gone; nothing more will come.
                let Some(sig) = next.await else { return };
                let pid = pid.load(Ordering::SeqCst);
                if pid > 0 {
                    let _ = kill(Pid::from_raw(pid), sig);
                }
            }
        });
    });
}
