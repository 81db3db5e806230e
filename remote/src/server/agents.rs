//! Where each remote connection's agent comes from: [`Agents`] makes a
//! fresh agent per connection and hands the server a [`Transport`] to it —
//! an in-process agent ([`AgentBuilder`] on an in-memory message
//! transport; any `serve` function, e.g. a [`acp_wire::agent::SessionAgent`]
//! or the echo agent, on one end of an in-memory pipe), or a stdio agent
//! process spawned for the connection.

use std::future::Future;
use std::io;
use std::sync::Arc;
use std::time::Duration;

use tokio::process::Command;
use tokio::task::JoinHandle;

use acp_wire::side::AgentBuilder;
use acp_wire::transport::{ChildProcess, StderrMode, Transport};

/// Bytes in flight each way between the server and an in-process agent
/// behind a pipe ([`Agents::serve`]).
const PIPE: usize = 256 * 1024;
/// Messages in flight each way between the server and an in-process agent
/// on a message transport ([`Agents::builder`]).
const MESSAGES: usize = 64;
/// How long an in-process agent may run on after its connection ended
/// (it sees end of input at once and normally stops by itself).
const TASK_GRACE: Duration = Duration::from_secs(2);

type Make = dyn Fn() -> io::Result<AgentLink> + Send + Sync;

/// Makes one agent per remote connection. Cheap to clone.
#[derive(Clone)]
pub struct Agents(Arc<Make>);

impl std::fmt::Debug for Agents {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Agents").finish_non_exhaustive()
    }
}

/// A running agent: the transport to it and what keeps it alive.
pub struct AgentLink {
    transport: Transport,
    guard: Guard,
}

impl std::fmt::Debug for AgentLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AgentLink").finish_non_exhaustive()
    }
}

impl AgentLink {
    /// An agent reached through `transport` that lives on its own.
    #[must_use]
    pub fn new(transport: Transport) -> Self {
        AgentLink { transport, guard: Guard(Keep::None, None) }
    }

    pub(crate) fn into_parts(self) -> (Transport, Guard) {
        (self.transport, self.guard)
    }
}

/// Ends an agent when its connection ends.
pub(crate) struct Guard(Keep, Option<Live>);

/// Counts an agent as running until dropped (after its shutdown).
pub(crate) struct Live(Arc<Running>);

/// How many agents of a server are running.
#[derive(Default)]
pub(crate) struct Running {
    count: std::sync::atomic::AtomicUsize,
    changed: tokio::sync::Notify,
}

impl Running {
    pub(crate) fn enter(self: &Arc<Self>) -> Live {
        self.count.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
        Live(Arc::clone(self))
    }

    pub(crate) fn count(&self) -> usize {
        self.count.load(std::sync::atomic::Ordering::Acquire)
    }

    /// Waits until no agent runs.
    pub(crate) async fn idle(&self) {
        loop {
            let changed = self.changed.notified();
            let mut changed = std::pin::pin!(changed);
            changed.as_mut().enable();
            if self.count.load(std::sync::atomic::Ordering::Acquire) == 0 {
                return;
            }
            changed.await;
        }
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        self.0.count.fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
        self.0.changed.notify_waiters();
    }
}

enum Keep {
    None,
    /// An in-process agent: aborted if it outlives its connection by [`TASK_GRACE`].
    Task(JoinHandle<()>),
    /// An agent process: shut down with its process group (it sees end of
    /// input first, then SIGTERM, then SIGKILL).
    Child(Box<ChildProcess>),
}

impl Drop for Guard {
    fn drop(&mut self) {
        let live = self.1.take();
        match std::mem::replace(&mut self.0, Keep::None) {
            Keep::None => {}
            Keep::Task(task) => {
                if let Ok(rt) = tokio::runtime::Handle::try_current() {
                    rt.spawn(async move {
                        let _live = live;
                        let abort = task.abort_handle();
                        if tokio::time::timeout(TASK_GRACE, task).await.is_err() {
                            abort.abort();
                        }
                    });
                } else {
                    task.abort();
                }
            }
            Keep::Child(child) => {
                if let Ok(rt) = tokio::runtime::Handle::try_current() {
                    rt.spawn(async move {
                        let _live = live;
                        if let Err(e) = child.shutdown().await {
                            tracing::debug!(error = %e, "acp-wire remote: agent process shutdown");
                        }
                    });
                }
                // Without a runtime, ChildProcess's own Drop signals the group.
            }
        }
    }
}

impl Agents {
    /// Agents made by `make`, which returns a transport to a fresh agent.
    pub fn from_fn(make: impl Fn() -> io::Result<AgentLink> + Send + Sync + 'static) -> Self {
        Agents(Arc::new(make))
    }

    /// An in-process agent per connection: `serve` is called with the
    /// agent's end of an in-memory pipe and runs on its own task, e.g.
    /// `Agents::serve(move |t| agent.clone().serve(t))` for a shared
    /// [`acp_wire::agent::SessionAgent`] in an `Arc`.
    pub fn serve<F, Fut>(serve: F) -> Self
    where
        F: Fn(Transport) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = acp_wire::Result<()>> + Send + 'static,
    {
        Agents::in_process(|| Transport::duplex(PIPE), serve)
    }

    /// An in-process agent per connection on one end of a transport pair
    /// made by `pair`.
    fn in_process<F, Fut>(pair: fn() -> (Transport, Transport), serve: F) -> Self
    where
        F: Fn(Transport) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = acp_wire::Result<()>> + Send + 'static,
    {
        Agents::from_fn(move || {
            let (ours, theirs) = pair();
            let fut = serve(theirs);
            let task = tokio::spawn(async move {
                if let Err(e) = fut.await {
                    tracing::debug!(error = %e, "acp-wire remote: in-process agent ended with an error");
                }
            });
            Ok(AgentLink { transport: ours, guard: Guard(Keep::Task(task), None) })
        })
    }

    /// A fresh [`AgentBuilder`] from `make` serves each connection, on an
    /// in-memory message transport ([`Transport::messages`]): its messages
    /// reach the connection whole, without a pipe or framing.
    pub fn builder(make: impl Fn() -> AgentBuilder + Send + Sync + 'static) -> Self {
        Agents::in_process(|| Transport::messages(MESSAGES), move |t| make().serve(t))
    }

    /// A stdio agent process per connection, started from the command
    /// `make` returns (in its own process group; stdin/stdout piped; stderr
    /// as `stderr` says), shut down with its group when the connection ends.
    pub fn command(make: impl Fn() -> Command + Send + Sync + 'static, stderr: StderrMode) -> Self {
        Agents::from_fn(move || {
            let (transport, child) = ChildProcess::spawn(make(), stderr)?;
            Ok(AgentLink { transport, guard: Guard(Keep::Child(Box::new(child)), None) })
        })
    }

    /// A fresh agent, counted in `running` until it is shut down.
    pub(crate) fn start(&self, running: &Arc<Running>) -> io::Result<AgentLink> {
        let mut link = (self.0)()?;
        link.guard.1 = Some(running.enter());
        Ok(link)
    }
}
