//! Dispatch of incoming frames: requests to the handler (inline when they
//! finish at once, else on a task), notifications in scope order, responses
//! to their waiting callers, every error path answered.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::Poll;

use serde::Deserialize;
use serde_json::value::RawValue;
use tokio::sync::oneshot;

use super::batch::BatchCollector;
use super::cancel::CancelToken;
use super::envelope::{self, DecodeError, Message};
use super::handler::{BoxFuture, Handler, RawNotificationContext, Reply, RawRequestContext};
use super::scope_key::ScopeKey;
use super::panic::{catch, poll_once, CatchUnwind};
use super::params::{Params, Route};
use super::peer::{Outcome, Peer, Pending, CANCEL_METHOD};
use super::scope_queue::{Item, ScopeQueue};
use crate::error::{Error, ResponseError};
use crate::transport::{Frame, OutQueue, Oversized};

/// Where the answers to the current frame go.
#[derive(Clone)]
pub(crate) enum Sink {
    Direct,
    Batch(Arc<BatchCollector>),
}

/// Incoming requests whose handlers are still running, by raw id: for
/// `$/cancel_request` and for rejecting duplicate ids.
#[derive(Default)]
pub(crate) struct Inflight {
    map: Mutex<HashMap<Box<[u8]>, CancelToken>>,
    count: AtomicUsize,
}

impl Inflight {
    fn lock(&self) -> MutexGuard<'_, HashMap<Box<[u8]>, CancelToken>> {
        self.map.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn contains(&self, id: &[u8]) -> bool {
        self.count.load(Ordering::Acquire) > 0 && self.lock().contains_key(id)
    }

    fn insert(&self, id: Box<[u8]>, token: CancelToken) {
        let mut m = self.lock();
        m.insert(id, token);
        self.count.store(m.len(), Ordering::Release);
    }

    fn remove(&self, id: &[u8]) {
        let mut m = self.lock();
        m.remove(id);
        self.count.store(m.len(), Ordering::Release);
    }

    fn cancel(&self, id: &[u8]) -> bool {
        match self.lock().get(id) {
            Some(t) => {
                t.cancel();
                true
            }
            None => false,
        }
    }

    pub(crate) fn cancel_all(&self) {
        for t in self.lock().values() {
            t.cancel();
        }
    }
}

/// Scopes above this count are pruned of idle entries.
const PRUNE_SCOPES_ABOVE: usize = 64;

pub(crate) struct Dispatcher {
    handler: Arc<dyn Handler>,
    peer: Peer,
    out: Arc<OutQueue>,
    pub(crate) inflight: Arc<Inflight>,
    scopes: HashMap<ScopeKey, Arc<ScopeQueue>>,
}

fn write_reply(buf: &mut Vec<u8>, id: &[u8], res: &Result<Reply, ResponseError>) -> serde_json::Result<()> {
    match res {
        Ok(r) => envelope::write_result(buf, id, |b| r.write_json(b)),
        Err(e) => envelope::write_error(buf, Some(id), e),
    }
}

/// Answers a request at once (never waits for queue space: this runs on the
/// reader, which must keep reading to avoid deadlocks between two peers).
fn answer_now(out: &OutQueue, sink: &Sink, id: &[u8], res: Result<Reply, ResponseError>) {
    match sink {
        Sink::Direct => {
            if let Err(Error::Json(e)) = out.send_now(|b| write_reply(b, id, &res)) {
                let _ = out.send_now(|b| envelope::write_error(b, Some(id), &ResponseError::internal_error(e)));
            }
        }
        Sink::Batch(c) => c.answer(id, &res),
    }
}

/// Answers a request from a handler task (waits for queue space).
async fn answer_later(out: &OutQueue, sink: &Sink, id: &[u8], res: Result<Reply, ResponseError>) {
    match sink {
        Sink::Direct => {
            if let Err(Error::Json(e)) = out.send(|b| write_reply(b, id, &res)).await {
                let _ = out.send_now(|b| envelope::write_error(b, Some(id), &ResponseError::internal_error(e)));
            }
        }
        Sink::Batch(c) => c.answer(id, &res),
    }
}

fn send_error(out: &OutQueue, sink: &Sink, id: Option<&[u8]>, err: &ResponseError) {
    match sink {
        Sink::Direct => {
            let _ = out.send_now(|b| envelope::write_error(b, id, err));
        }
        Sink::Batch(c) => c.error(id, err),
    }
}

/// Waits for cancellation, unless the handler answers cancellation itself.
async fn cancelled_unhandled(token: &CancelToken) {
    token.cancelled().await;
    if token.is_self_handled() {
        std::future::pending::<()>().await;
    }
}

async fn run_request(fut: BoxFuture<Result<Reply, ResponseError>>, token: &CancelToken) -> Result<Reply, ResponseError> {
    tokio::select! {
        biased;
        r = CatchUnwind(fut) => r.unwrap_or_else(|msg| Err(panicked(&msg))),
        () = cancelled_unhandled(token) => Err(ResponseError::request_cancelled()),
    }
}

fn panicked(msg: &str) -> ResponseError {
    tracing::error!(panic = %msg, "acp-wire: request handler panicked");
    ResponseError::internal_error(format_args!("handler panicked: {msg}"))
}

impl Dispatcher {
    pub(crate) fn new(handler: Arc<dyn Handler>, peer: Peer) -> Self {
        let out = Arc::clone(&peer.shared.out);
        Dispatcher { handler, peer, out, inflight: Arc::default(), scopes: HashMap::new() }
    }

    /// Handles one frame from the reader.
    pub(crate) fn on_frame(&mut self, frame: Frame<'_>) {
        match frame {
            Frame::Message(bytes) => {
                if let Some(obs) = self.out.observer() {
                    // An observer is user code on the reader: its panic must
                    // not end the connection.
                    if let Err(msg) = catch(|| obs.on_incoming(bytes)) {
                        tracing::error!(panic = %msg, "acp-wire: frame observer panicked");
                    }
                }
                if envelope::is_batch(bytes) {
                    self.on_batch(bytes);
                } else {
                    self.on_message(bytes, &Sink::Direct);
                }
            }
            Frame::Oversized(o) => self.on_oversized(o),
            Frame::Malformed(why) => {
                tracing::warn!(why, "acp-wire: unframeable input skipped");
                send_error(&self.out, &Sink::Direct, None, &ResponseError::parse_error());
            }
        }
    }

    fn on_batch(&mut self, bytes: &[u8]) {
        if !self.peer.shared.batches.load(Ordering::Relaxed) {
            let e = ResponseError::invalid_request("batches are not supported on this connection");
            send_error(&self.out, &Sink::Direct, None, &e);
            return;
        }
        let items = match envelope::decode_batch(bytes) {
            Ok(items) => items,
            Err(_) => return send_error(&self.out, &Sink::Direct, None, &ResponseError::parse_error()),
        };
        if items.is_empty() {
            return send_error(&self.out, &Sink::Direct, None, &ResponseError::invalid_request("empty batch"));
        }
        let c = Arc::new(BatchCollector::new(Arc::clone(&self.out)));
        let sink = Sink::Batch(Arc::clone(&c));
        for item in items {
            self.on_message(item.get().as_bytes(), &sink);
        }
        c.seal();
    }

    fn on_message(&mut self, bytes: &[u8], sink: &Sink) {
        let handler = &*self.handler;
        // The handler routes the method once; the envelope's reader asks
        // when it meets the params after the method (to decode them ahead),
        // else it is asked here.
        let routed = std::cell::Cell::new(Route::UNROUTED);
        let decoder = |method: &str| {
            let route = catch(|| handler.route(method)).unwrap_or(Route::UNKNOWN);
            routed.set(route);
            route.decoder()
        };
        let route = |method: &str| routed.get().or_route(|| catch(|| handler.route(method)).unwrap_or(Route::UNKNOWN));
        match envelope::decode_message_with(bytes, &decoder) {
            Ok(Message::Request { id, method, mut params }) => {
                params.set_route(route(&method));
                self.on_request(id, &method, params, sink);
            }
            Ok(Message::Notification { method, mut params }) => {
                params.set_route(route(&method));
                self.on_notification(&method, params);
            }
            Ok(Message::Response { id, outcome }) => self.on_response(id, outcome),
            Err(DecodeError::Parse) => {
                tracing::debug!("acp-wire: parse error");
                send_error(&self.out, sink, None, &ResponseError::parse_error());
            }
            Err(DecodeError::Invalid { id, reason }) => {
                tracing::debug!(reason, "acp-wire: invalid request");
                send_error(&self.out, sink, id.map(|i| i.get().as_bytes()), &ResponseError::invalid_request(reason));
            }
            Err(DecodeError::BadResponse(reason)) => {
                tracing::warn!(reason, "acp-wire: malformed response ignored");
            }
        }
    }

    fn any_scope_busy(&self) -> bool {
        !self.scopes.is_empty() && self.scopes.values().any(|q| q.is_running())
    }

    fn on_request(&mut self, id: &RawValue, method: &str, params: Params<'_>, sink: &Sink) {
        let id_bytes = id.get().as_bytes();
        if let Sink::Batch(c) = sink {
            c.expect();
        }
        if self.inflight.contains(id_bytes) {
            tracing::warn!(id = id.get(), "acp-wire: duplicate request id");
            let e = ResponseError::invalid_request("duplicate id of a request still in progress");
            return answer_now(&self.out, sink, id_bytes, Err(e));
        }
        let token = CancelToken::new();
        let cx = RawRequestContext { peer: self.peer.clone(), cancel: token.clone() };
        let handler = &*self.handler;
        // A request of a busy scope starts after the notifications before it.
        let scope = if self.any_scope_busy() { catch(|| handler.scope(method, &params)).ok().flatten() } else { None };
        let mut fut = match catch(move || handler.request(cx, method, params)) {
            Ok(f) => f,
            Err(msg) => return answer_now(&self.out, sink, id_bytes, Err(panicked(&msg))),
        };
        let barrier = scope.and_then(|s| self.scopes.get(&s)).and_then(|q| {
            let (tx, rx) = oneshot::channel();
            q.try_push(Item::Release(tx)).ok().map(|()| rx)
        });
        if barrier.is_none() {
            match poll_once(&mut fut) {
                Ok(Poll::Ready(res)) => return answer_now(&self.out, sink, id_bytes, res),
                Ok(Poll::Pending) => {}
                Err(msg) => return answer_now(&self.out, sink, id_bytes, Err(panicked(&msg))),
            }
        }
        let key: Box<[u8]> = id_bytes.into();
        self.inflight.insert(key.clone(), token.clone());
        let inflight = Arc::clone(&self.inflight);
        let out = Arc::clone(&self.out);
        let sink = sink.clone();
        tokio::spawn(async move {
            if let Some(rx) = barrier {
                let _ = rx.await;
            }
            let res = run_request(fut, &token).await;
            inflight.remove(&key);
            answer_later(&out, &sink, &key, res).await;
        });
    }

    fn on_notification(&mut self, method: &str, params: Params<'_>) {
        if method == CANCEL_METHOD {
            return self.on_cancel(&params);
        }
        let handler = &*self.handler;
        let scope = catch(|| handler.scope(method, &params)).ok().flatten();
        let cx = RawNotificationContext { peer: self.peer.clone() };
        let mut fut = match catch(move || handler.notification(cx, method, params)) {
            Ok(f) => f,
            Err(msg) => {
                tracing::error!(panic = %msg, method, "acp-wire: notification handler panicked");
                return;
            }
        };
        if let Some(s) = scope {
            if let Some(q) = self.scopes.get(&s) {
                match q.try_push(Item::Run(fut)) {
                    Ok(()) => return,
                    Err(Item::Run(f)) => fut = f,
                    Err(_) => return,
                }
            }
        }
        match poll_once(&mut fut) {
            Ok(Poll::Ready(())) => {}
            Ok(Poll::Pending) => match scope {
                Some(s) => {
                    if self.scopes.len() >= PRUNE_SCOPES_ABOVE {
                        self.scopes.retain(|_, q| q.is_running());
                    }
                    self.scopes.entry(s).or_default().start(fut);
                }
                None => {
                    tokio::spawn(async move {
                        if let Err(msg) = CatchUnwind(fut).await {
                            tracing::error!(panic = %msg, "acp-wire: notification handler panicked");
                        }
                    });
                }
            },
            Err(msg) => tracing::error!(panic = %msg, method, "acp-wire: notification handler panicked"),
        }
    }

    fn on_cancel(&self, params: &Params<'_>) {
        #[derive(Deserialize)]
        struct CancelParams<'a> {
            #[serde(borrow, rename = "requestId")]
            request_id: &'a RawValue,
        }
        let Some(p) = params.json().and_then(|p| serde_json::from_str::<CancelParams<'_>>(p).ok()) else {
            tracing::debug!("acp-wire: $/cancel_request without a requestId");
            return;
        };
        if !self.inflight.cancel(p.request_id.get().as_bytes()) {
            tracing::debug!(id = p.request_id.get(), "acp-wire: $/cancel_request for a request not in progress");
        }
    }

    fn on_response(&mut self, id: &RawValue, outcome: Result<&RawValue, &RawValue>) {
        let pending = id.get().parse::<i64>().ok().and_then(|n| self.peer.shared.take_pending(n));
        let Some(p) = pending else {
            tracing::warn!(id = id.get(), "acp-wire: response to an unknown request id ignored");
            return;
        };
        let value = match outcome {
            Ok(r) => Ok(r.to_owned()),
            Err(e) => Err(Error::Protocol(envelope::decode_error(e))),
        };
        self.deliver(p, value);
    }

    /// Hands an answer to its caller, behind the earlier notifications of
    /// the request's scope.
    fn deliver(&self, p: Pending, value: Outcome) {
        let item = Item::Deliver(p.tx, value);
        let item = match p.scope.and_then(|s| self.scopes.get(&s)) {
            Some(q) => match q.try_push(item) {
                Ok(()) => return,
                Err(item) => item,
            },
            None => item,
        };
        if let Item::Deliver(tx, value) = item {
            let _ = tx.send(value);
        }
    }

    fn on_oversized(&mut self, o: Oversized) {
        let max = self.peer.shared.max_message_size.load(Ordering::Relaxed);
        tracing::warn!(size = o.size, max, "acp-wire: oversized message skipped");
        let id = o.id.as_deref().filter(|id| {
            serde_json::from_slice::<&RawValue>(id).is_ok() && matches!(id.first(), Some(b'"' | b'-' | b'0'..=b'9'))
        });
        match (id, o.has_method) {
            (Some(id), true) => {
                #[derive(serde::Serialize)]
                struct Data {
                    size: usize,
                    max: usize,
                }
                let e = ResponseError::new(ResponseError::INVALID_REQUEST, "Message too large")
                    .with_data(&Data { size: o.size, max });
                send_error(&self.out, &Sink::Direct, Some(id), &e);
            }
            (Some(id), false) => {
                let pending = std::str::from_utf8(id)
                    .ok()
                    .and_then(|s| s.parse::<i64>().ok())
                    .and_then(|n| self.peer.shared.take_pending(n));
                if let Some(p) = pending {
                    self.deliver(p, Err(Error::MessageTooLarge { size: o.size, max }));
                }
            }
            (None, _) => {}
        }
    }
}
