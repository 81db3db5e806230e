//! One byte budget for the whole server (`RemoteLimits::max_input_bytes`):
//! the request bodies being read and the WebSocket messages being
//! assembled, on every connection together, reserve from it. Per-connection
//! caps (`max_request_body`) bound one client; this bounds many: once it is
//! used up, a new body is answered 503 without being read and a WebSocket
//! whose message needs more is closed with 1013 (Try Again Later), instead
//! of memory growing with the number of connections.
//!
//! A `Content-Length` body reserves its length before it is read (before
//! `100 Continue`); a chunked one each chunk's size as its size line
//! arrives; a WebSocket the bytes it reads until a message (or control
//! frame) completes. What a body reserved is given back once its request
//! was handled (before the response is written), a WebSocket's at each
//! complete message.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// The server's budget.
#[derive(Debug)]
pub(crate) struct Budget {
    used: AtomicUsize,
    max: usize,
}

impl Budget {
    pub(crate) fn new(max: usize) -> Arc<Self> {
        Arc::new(Budget { used: AtomicUsize::new(0), max })
    }

    /// Takes `n` bytes, or nothing when they are not there.
    fn take(&self, n: usize) -> bool {
        self.used
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |u| u.checked_add(n).filter(|t| *t <= self.max))
            .is_ok()
    }

    fn give(&self, n: usize) {
        self.used.fetch_sub(n, Ordering::AcqRel);
    }

    /// Bytes reserved now, across the server.
    #[cfg(test)]
    pub(crate) fn used(&self) -> usize {
        self.used.load(Ordering::Acquire)
    }
}

/// What one body or one WebSocket holds of the budget; given back when
/// dropped.
#[derive(Debug)]
pub(crate) struct Reservation {
    budget: Arc<Budget>,
    held: AtomicUsize,
}

impl Reservation {
    pub(crate) fn new(budget: &Arc<Budget>) -> Self {
        Reservation { budget: Arc::clone(budget), held: AtomicUsize::new(0) }
    }

    /// Holds `n` bytes more; false (and nothing more held) when the
    /// server's budget does not have them.
    pub(crate) fn add(&self, n: usize) -> bool {
        if n == 0 {
            return true;
        }
        if !self.budget.take(n) {
            return false;
        }
        self.held.fetch_add(n, Ordering::AcqRel);
        true
    }

    /// Holds `n` bytes in all (more when it holds fewer).
    pub(crate) fn grow_to(&self, n: usize) -> bool {
        let held = self.held.load(Ordering::Acquire);
        n <= held || self.add(n - held)
    }

    /// Holds at most `n` bytes (gives back the rest).
    pub(crate) fn shrink_to(&self, n: usize) {
        let held = self.held.load(Ordering::Acquire);
        if held > n {
            self.held.fetch_sub(held - n, Ordering::AcqRel);
            self.budget.give(held - n);
        }
    }

    /// Gives back all it holds.
    pub(crate) fn release(&self) {
        let n = self.held.swap(0, Ordering::AcqRel);
        if n > 0 {
            self.budget.give(n);
        }
    }
}

impl Drop for Reservation {
    fn drop(&mut self) {
        self.release();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reservations_share_the_budget_and_give_it_back() {
        let b = Budget::new(100);
        let (r1, r2) = (Reservation::new(&b), Reservation::new(&b));
        assert!(r1.add(60));
        assert!(!r2.add(41), "over the budget");
        assert_eq!(b.used(), 60);
        assert!(r2.grow_to(40) && r2.grow_to(30));
        assert_eq!(b.used(), 100);
        assert!(!r1.grow_to(61));
        drop(r1);
        assert_eq!(b.used(), 40);
        r2.shrink_to(10);
        assert_eq!(b.used(), 10);
        r2.shrink_to(20);
        assert_eq!(b.used(), 10);
        r2.release();
        assert_eq!(b.used(), 0);
        assert!(r2.add(100));
    }
}
