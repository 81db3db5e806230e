//! Per-scope ordering: one queue per busy scope, drained by one task.
//!
//! A scope is "busy" while a handler future of one of its notifications has
//! not finished. Everything that must wait for the scope's earlier
//! notifications while it is busy goes into its queue, in arrival order:
//! later notifications, the answer to one of our scoped requests, and the
//! start of an incoming scoped request. An idle scope has no task and costs
//! nothing.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::oneshot;

use super::handler::BoxFuture;
use super::panic::CatchUnwind;
use super::peer::Outcome;

pub(crate) enum Item {
    /// Run a notification handler's future to completion.
    Run(BoxFuture<()>),
    /// Deliver the answer of one of our requests.
    Deliver(oneshot::Sender<Outcome>, Outcome),
    /// Let an incoming request start.
    Release(oneshot::Sender<()>),
}

#[derive(Default)]
struct Inner {
    running: bool,
    items: VecDeque<Item>,
}

#[derive(Default)]
pub(crate) struct ScopeQueue {
    inner: Mutex<Inner>,
}

impl ScopeQueue {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub(crate) fn is_running(&self) -> bool {
        self.lock().running
    }

    /// Queues `item` behind the running work, or hands it back when the
    /// scope is idle (the caller then acts at once).
    pub(crate) fn try_push(&self, item: Item) -> Result<(), Item> {
        let mut g = self.lock();
        if g.running {
            g.items.push_back(item);
            Ok(())
        } else {
            Err(item)
        }
    }

    /// Marks the scope busy with `first` (an unfinished notification future)
    /// and spawns the task that drains it.
    pub(crate) fn start(self: &Arc<Self>, first: BoxFuture<()>) {
        self.lock().running = true;
        let q = Arc::clone(self);
        tokio::spawn(async move {
            run(first).await;
            loop {
                let item = {
                    let mut g = q.lock();
                    match g.items.pop_front() {
                        Some(i) => i,
                        None => {
                            g.running = false;
                            break;
                        }
                    }
                };
                match item {
                    Item::Run(f) => run(f).await,
                    Item::Deliver(tx, outcome) => {
                        let _ = tx.send(outcome);
                    }
                    Item::Release(tx) => {
                        let _ = tx.send(());
                    }
                }
            }
        });
    }
}

async fn run(f: BoxFuture<()>) {
    if let Err(msg) = CatchUnwind(f).await {
        tracing::error!(panic = %msg, "acp-wire: notification handler panicked");
    }
}
