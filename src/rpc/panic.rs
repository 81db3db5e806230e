//! Keeping handler panics inside the handler.

use std::any::Any;
use std::future::Future;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::pin::Pin;
use std::task::{Context, Poll};

/// The text of a panic payload.
pub(crate) fn panic_message(p: &(dyn Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "panic".to_owned()
    }
}

/// Runs `f`, turning a panic into `Err(message)`.
pub(crate) fn catch<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    // The handler's state is dropped after a panic, never observed again,
    // so unwind safety is not a concern.
    catch_unwind(AssertUnwindSafe(f)).map_err(|p| panic_message(&*p))
}

/// A future wrapper that turns a panic during `poll` into `Err(message)`.
pub(crate) struct CatchUnwind<F>(pub(crate) F);

impl<F: Future + Unpin> Future for CatchUnwind<F> {
    type Output = Result<F::Output, String>;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let inner = &mut self.0;
        match catch(|| Pin::new(inner).poll(cx)) {
            Ok(Poll::Ready(v)) => Poll::Ready(Ok(v)),
            Ok(Poll::Pending) => Poll::Pending,
            Err(msg) => Poll::Ready(Err(msg)),
        }
    }
}

/// Polls `f` once with a no-op waker, catching panics. A pending future is
/// polled again by whoever takes it over (with its own waker), which
/// replaces the no-op registration.
pub(crate) fn poll_once<F: Future + Unpin>(f: &mut F) -> Result<Poll<F::Output>, String> {
    let mut cx = Context::from_waker(std::task::Waker::noop());
    catch(|| Pin::new(f).poll(&mut cx))
}
