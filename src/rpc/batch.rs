//! Collecting the answers to one JSON-RPC batch into one array frame.

use std::sync::{Arc, Mutex, MutexGuard};

use super::envelope;
use super::handler::Reply;
use crate::error::ResponseError;
use crate::transport::OutQueue;

#[derive(Default)]
struct State {
    buf: Vec<u8>,
    outstanding: usize,
    sealed: bool,
    flushed: bool,
}

/// Answers of one batch: requests still running are counted; the array is
/// written once every entry was dispatched and every request answered.
/// A batch of only notifications (or responses) produces no frame.
pub(crate) struct BatchCollector {
    out: Arc<OutQueue>,
    state: Mutex<State>,
}

impl BatchCollector {
    pub(crate) fn new(out: Arc<OutQueue>) -> Self {
        BatchCollector { out, state: Mutex::new(State::default()) }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// One more request whose answer must be waited for.
    pub(crate) fn expect(&self) {
        self.lock().outstanding += 1;
    }

    /// The answer to an expected request.
    pub(crate) fn answer(&self, id: &[u8], res: &Result<Reply, ResponseError>) {
        let mut st = self.lock();
        let start = st.buf.len();
        if start > 0 {
            st.buf.push(b',');
        }
        let at = st.buf.len();
        let written = match res {
            Ok(r) => envelope::write_result(&mut st.buf, id, |b| r.write_json(b)),
            Err(e) => envelope::write_error(&mut st.buf, Some(id), e),
        };
        if let Err(e) = written {
            st.buf.truncate(at);
            let _ = envelope::write_error(&mut st.buf, Some(id), &ResponseError::internal_error(e));
        }
        st.outstanding = st.outstanding.saturating_sub(1);
        self.maybe_flush(st);
    }

    /// An error answer for an entry that was not dispatched (invalid entry).
    pub(crate) fn error(&self, id: Option<&[u8]>, err: &ResponseError) {
        let mut st = self.lock();
        if !st.buf.is_empty() {
            st.buf.push(b',');
        }
        let _ = envelope::write_error(&mut st.buf, id, err);
    }

    /// All entries were dispatched.
    pub(crate) fn seal(&self) {
        let mut st = self.lock();
        st.sealed = true;
        self.maybe_flush(st);
    }

    fn maybe_flush(&self, mut st: MutexGuard<'_, State>) {
        if !st.sealed || st.outstanding > 0 || st.flushed {
            return;
        }
        st.flushed = true;
        if st.buf.is_empty() {
            return;
        }
        let body = std::mem::take(&mut st.buf);
        drop(st);
        let _ = self.out.send_now(|b| {
            b.push(b'[');
            b.extend_from_slice(&body);
            b.push(b']');
            Ok(())
        });
    }
}
