//! A small cancellation token: set once, observed by polling or awaiting.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use tokio::sync::Notify;

#[derive(Debug, Default)]
struct Inner {
    cancelled: AtomicBool,
    /// The handler said it answers cancellation itself (partial result).
    self_handled: AtomicBool,
    notify: Notify,
}

/// Signals that work should stop: an incoming request was cancelled by the
/// peer (`$/cancel_request`) or the connection closed. Cheap to clone.
#[derive(Debug, Clone, Default)]
pub struct CancelToken(Arc<Inner>);

impl CancelToken {
    /// A token that is not cancelled.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Cancels; idempotent.
    pub fn cancel(&self) {
        if !self.0.cancelled.swap(true, Ordering::AcqRel) {
            self.0.notify.notify_waiters();
        }
    }

    /// Whether [`Self::cancel`] was called.
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.0.cancelled.load(Ordering::Acquire)
    }

    /// Completes once cancelled.
    pub async fn cancelled(&self) {
        loop {
            let notified = self.0.notify.notified();
            let mut notified = std::pin::pin!(notified);
            notified.as_mut().enable();
            if self.is_cancelled() {
                return;
            }
            notified.await;
        }
    }

    pub(crate) fn set_self_handled(&self) {
        self.0.self_handled.store(true, Ordering::Release);
    }

    pub(crate) fn is_self_handled(&self) -> bool {
        self.0.self_handled.load(Ordering::Acquire)
    }
}
