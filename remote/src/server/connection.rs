//! One Streamable HTTP connection: its agent, the routing of the agent's
//! output to the connection- or session-scoped stream, the checks on what
//! the client POSTs, and the limits.
//!
//! Routing (the RFD's model, as the TypeScript server does it):
//! * a request or notification from the agent goes to the stream of its
//!   `params.sessionId`, or to the connection stream without one; the
//!   stream an agent request went to is remembered by its id, so that the
//!   client's response to it must carry that `Acp-Session-Id`;
//! * a response goes where the request it answers came from: a client
//!   request's scope is remembered by its id when it is POSTed (its
//!   `Acp-Session-Id`, or `params.sessionId`; `session/load` is answered on
//!   the connection stream, as the RFD's reconnect flow shows); an
//!   unknown id goes to the connection stream;
//! * replay before the answer: messages of two streams have no order
//!   between them at the client (the TypeScript client reads each SSE
//!   stream on its own, and under load took a `session/load` answer on the
//!   connection stream before the replay written earlier on the session
//!   stream, issue 25). So a `session/load` answer goes on the session's
//!   own stream, behind its replay, when that stream has a reader (the
//!   TypeScript client and acp-wire's open it before they POST
//!   `session/load`; both take a response from any stream); when nobody
//!   reads it, what it queued moves to the connection stream ahead of the
//!   answer, which goes there (one stream, in order), as the RFD's
//!   reconnect flow shows. A v2 `session/resume` is answered on the
//!   session's own stream, behind its replay, already;
//! * a message for a stream nobody reads yet waits in its queue.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::Duration;

use bytes::Bytes;
use http::StatusCode;
use tokio::sync::{oneshot, Notify, OwnedSemaphorePermit};

use super::agents::{AgentLink, Guard};
use super::limits::RemoteLimits;
use super::registry::{Entry, Registry};
use super::streams::{At, Behind, Refused, Scope, Streams};
use crate::bridge::{self, LineSink, Lines};
use crate::message::{id_key, route, Kind, Peeked};
use crate::scan::scan;
use acp_wire::rpc::CancelToken;

/// Idle SSE streams get a comment this often (keeps intermediaries open).
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// Methods whose POST must carry `Acp-Session-Id` (the TypeScript SDK's
/// list: the session methods that name a session in their params).
const SESSION_SCOPED: &[&str] = &[
    "session/cancel",
    "session/close",
    "session/delete",
    "session/fork",
    "session/load",
    "session/prompt",
    "session/resume",
    "session/set_config_option",
    "session/set_mode",
    "session/set_model",
];

/// Why a connection ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ended {
    /// DELETE, the server's shutdown, or a failed initialize.
    Closed,
    /// The agent's output ended: queued messages are still delivered.
    AgentGone,
    /// A limit was exceeded: streams end with this error.
    Limit(String),
}

/// A POST the connection refuses.
#[derive(Debug)]
pub(crate) struct Reject {
    pub status: StatusCode,
    pub message: String,
}

pub(crate) fn reject(status: StatusCode, message: impl Into<String>) -> Reject {
    Reject { status, message: message.into() }
}

fn gone() -> Reject {
    reject(StatusCode::NOT_FOUND, "Unknown Acp-Connection-Id")
}

struct State {
    streams: Streams,
    /// Client request id -> the stream its response goes to, and the
    /// session whose queued output it must follow (`session/load`).
    pending: HashMap<String, (Scope, Option<String>)>,
    /// Agent request id -> the stream it went out on.
    agent_requests: HashMap<String, Scope>,
    /// The initialize request waiting for its response.
    init: Option<(String, oneshot::Sender<Bytes>)>,
    routing_done: bool,
    ended: Option<Ended>,
    /// The last request with this connection's id, or the last reader's end.
    last_active: tokio::time::Instant,
    /// Open SSE streams (a connection with one is never idle).
    readers: usize,
    /// Tasks in [`HttpConn::wait_for_room`]: a reader wakes `progress` only
    /// when one waits (taking a message is the hot path; waking costs a lock).
    room_waiters: usize,
}

pub(crate) struct HttpConn {
    id: String,
    limits: RemoteLimits,
    state: Mutex<State>,
    /// Woken when a reader takes output or the connection ends.
    progress: Notify,
    to_agent: tokio::sync::Mutex<Option<LineSink>>,
    closed: CancelToken,
    guard: Mutex<Option<Guard>>,
    registry: Weak<Registry<HttpConn>>,
    _permit: OwnedSemaphorePermit,
}

/// An item of an SSE stream.
pub(crate) enum Item {
    Message(Bytes),
    KeepAlive,
}

impl HttpConn {
    /// Starts routing the output of the agent behind `link`.
    pub(crate) fn start(
        id: String,
        link: AgentLink,
        limits: RemoteLimits,
        permit: OwnedSemaphorePermit,
        registry: Weak<Registry<HttpConn>>,
    ) -> Arc<HttpConn> {
        let (transport, guard) = link.into_parts();
        let (lines, sink) = bridge::split(transport, limits.max_message_size);
        let conn = Arc::new(HttpConn {
            id,
            limits,
            state: Mutex::new(State {
                streams: Streams::default(),
                pending: HashMap::new(),
                agent_requests: HashMap::new(),
                init: None,
                routing_done: false,
                ended: None,
                last_active: tokio::time::Instant::now(),
                readers: 0,
                room_waiters: 0,
            }),
            progress: Notify::new(),
            to_agent: tokio::sync::Mutex::new(Some(sink)),
            closed: CancelToken::new(),
            guard: Mutex::new(Some(guard)),
            registry,
            _permit: permit,
        });
        tokio::spawn(Arc::clone(&conn).route_output(lines));
        if let Some(idle) = conn.limits.idle_timeout {
            tokio::spawn(Arc::clone(&conn).expire_when_idle(idle));
        }
        conn
    }

    /// Notes a request with this connection's id (idle expiry).
    pub(crate) fn touch(&self) {
        self.state.lock().unwrap_or_else(PoisonError::into_inner).last_active = tokio::time::Instant::now();
    }

    /// Closes the connection once it had no request and no reader for
    /// `idle` (a client that went away without DELETE).
    async fn expire_when_idle(self: Arc<Self>, idle: Duration) {
        let mut deadline = tokio::time::Instant::now() + idle;
        loop {
            tokio::select! {
                () = self.closed.cancelled() => return,
                () = tokio::time::sleep_until(deadline) => {}
            }
            let now = tokio::time::Instant::now();
            let next = {
                let st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
                if st.readers > 0 {
                    Some(now + idle)
                } else if st.last_active + idle > now {
                    Some(st.last_active + idle)
                } else {
                    None
                }
            };
            match next {
                Some(d) => deadline = d,
                None => {
                    tracing::info!(connection = %self.id, ?idle, "acp-wire remote: closing an idle connection");
                    self.close(Ended::Closed);
                    return;
                }
            }
        }
    }

    pub(crate) fn id(&self) -> &str {
        &self.id
    }

    pub(crate) fn is_closed(&self) -> bool {
        self.state.lock().unwrap_or_else(PoisonError::into_inner).ended.is_some()
    }

    /// Ends the connection: the agent reads end of input (a process is then
    /// shut down with its group), readers end (with an error for a limit).
    pub(crate) fn close(self: &Arc<Self>, why: Ended) {
        {
            let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(ended) = &st.ended {
                if *ended == Ended::AgentGone && why != Ended::AgentGone {
                    // A later close or limit cuts off what was left to drain.
                    st.ended = Some(why);
                    st.streams.discard();
                    st.streams.wake_all();
                }
                return;
            }
            if let Ended::Limit(reason) = &why {
                tracing::warn!(connection = %self.id, reason, "acp-wire remote: closing the connection");
            }
            if why != Ended::AgentGone {
                st.streams.discard();
            }
            st.pending.clear();
            st.agent_requests.clear();
            st.init = None;
            st.ended = Some(why);
            st.streams.wake_all();
        }
        self.closed.cancel();
        self.progress.notify_waiters();
        if let Some(r) = self.registry.upgrade() {
            r.forget(self);
        }
        let me = Arc::clone(self);
        tokio::spawn(async move {
            let sink = me.to_agent.lock().await.take();
            if let Some(sink) = sink {
                sink.close().await;
            }
            let guard = me.guard.lock().unwrap_or_else(PoisonError::into_inner).take();
            drop(guard);
        });
    }

    /// The router: takes the agent's messages one at a time while the
    /// streams hold less than `max_output_bytes`.
    async fn route_output(self: Arc<Self>, mut lines: Lines) {
        loop {
            let next = tokio::select! {
                () = self.closed.cancelled() => break,
                next = lines.next() => next,
            };
            match next {
                Ok(Some(m)) => self.route(m),
                Ok(None) => break,
                Err(e) => {
                    tracing::debug!(connection = %self.id, error = %e, "acp-wire remote: agent output failed");
                    break;
                }
            }
            if !self.wait_for_room().await {
                break;
            }
        }
        {
            let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            st.routing_done = true;
            st.streams.wake_all();
        }
        self.close(Ended::AgentGone);
    }

    fn route(self: &Arc<Self>, message: Bytes) {
        // Borrowed from `message`: a notification costs no allocation here.
        // The fast reader first (it reads a well-formed message as the
        // strict one does), the strict one for what it does not recognise.
        let routed = scan(&message).or_else(|| route(&message).ok());
        let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if st.ended.is_some() {
            return;
        }
        let session: Option<&str> = match &routed {
            Some(r) if r.kind == Kind::Response => {
                let id = r.id.map(|raw| id_key(raw).0).unwrap_or_default();
                if st.init.as_ref().is_some_and(|(i, _)| *i == id) {
                    if let Some((_, tx)) = st.init.take() {
                        let _ = tx.send(message);
                    }
                    return;
                }
                if let Some(s) = &r.session {
                    if s.chars().count() > self.limits.max_id_length {
                        drop(st);
                        self.close(Ended::Limit(format!("the agent's session id exceeds max_id_length ({})", self.limits.max_id_length)));
                        return;
                    }
                }
                let (scope, behind) = st.pending.remove(&id).unwrap_or((Scope::Connection, None));
                if let Some(session) = behind {
                    if st.streams.behind(&session) == Behind::OnSession {
                        self.push(st, &Scope::Session(session), message);
                        return;
                    }
                }
                self.push(st, &scope, message);
                return;
            }
            Some(r) if matches!(r.kind, Kind::Request | Kind::Notification) => {
                if r.kind == Kind::Request {
                    if let Some(raw) = r.id {
                        let scope = r.session.as_deref().map_or(Scope::Connection, |s| Scope::Session(s.to_owned()));
                        st.agent_requests.insert(id_key(raw).0, scope);
                    }
                }
                r.session.as_deref()
            }
            _ => None,
        };
        match st.streams.reserve(session, message.len(), self.limits.max_buffered_session_streams) {
            Ok(slot) => {
                // The borrow of `message` ends before it moves into its queue.
                drop(routed);
                slot.fill(message);
            }
            Err(_) => {
                drop(st);
                self.too_many_streams();
            }
        }
    }

    fn push(self: &Arc<Self>, mut st: std::sync::MutexGuard<'_, State>, scope: &Scope, message: Bytes) {
        if st.streams.push(scope, message, self.limits.max_buffered_session_streams).is_err() {
            drop(st);
            self.too_many_streams();
        }
    }

    fn too_many_streams(self: &Arc<Self>) {
        self.close(Ended::Limit(format!(
            "more than max_buffered_session_streams ({}) session streams hold unread output",
            self.limits.max_buffered_session_streams
        )));
    }

    /// Waits while the streams hold `max_output_bytes` or more; closes the
    /// connection when no reader took anything for `output_stall`. `false`
    /// once the connection ended.
    async fn wait_for_room(self: &Arc<Self>) -> bool {
        // The usual case, without registering a waiter (that takes the
        // Notify's lock twice, for every message the agent sends).
        {
            let st = self.state.lock().unwrap();
            if st.ended.is_some() {
                return false;
            }
            if st.streams.buffered < self.limits.max_output_bytes {
                return true;
            }
        }
        /// Counts its task in `room_waiters` while it lives (the wait may be
        /// dropped: a POST whose client went away).
        struct Waiting<'a>(&'a Mutex<State>);
        impl Drop for Waiting<'_> {
            fn drop(&mut self) {
                let mut st = self.0.lock().unwrap_or_else(PoisonError::into_inner);
                st.room_waiters = st.room_waiters.saturating_sub(1);
            }
        }
        loop {
            let progress = self.progress.notified();
            let mut progress = std::pin::pin!(progress);
            progress.as_mut().enable();
            let _waiting = {
                let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
                if st.ended.is_some() {
                    return false;
                }
                if st.streams.buffered < self.limits.max_output_bytes {
                    return true;
                }
                // Counted under the lock that a reader takes to find it, after
                // `progress` was enabled: the reader's wake-up is not missed.
                st.room_waiters += 1;
                Waiting(&self.state)
            };
            tokio::select! {
                () = &mut progress => {}
                () = tokio::time::sleep(self.limits.output_stall) => {
                    self.close(Ended::Limit(format!(
                        "output stalled: the client read nothing for {:?} with max_output_bytes ({}) queued",
                        self.limits.output_stall, self.limits.max_output_bytes
                    )));
                    return false;
                }
            }
        }
    }

    /// Writes one message to the agent.
    async fn write(&self, message: &[u8]) -> Result<(), Reject> {
        let mut sink = self.to_agent.lock().await;
        let Some(s) = sink.as_mut() else { return Err(gone()) };
        tokio::select! {
            () = self.closed.cancelled() => Err(gone()),
            r = s.send(message) => r.map_err(|_| gone()),
        }
    }

    /// Sends `initialize` and waits for its response (other output before
    /// it is routed as usual).
    pub(crate) async fn initialize(&self, message: &[u8], id: String) -> Option<Bytes> {
        let (tx, rx) = oneshot::channel();
        {
            let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            if st.ended.is_some() {
                return None;
            }
            st.init = Some((id, tx));
        }
        self.write(message).await.ok()?;
        tokio::select! {
            () = self.closed.cancelled() => None,
            r = rx => r.ok(),
        }
    }

    /// Forwards a POSTed message that is not `initialize` (the RFD's and the
    /// TypeScript server's checks; `Err` is the HTTP answer).
    pub(crate) async fn forward(self: &Arc<Self>, message: &[u8], p: &Peeked, header: Option<&str>) -> Result<(), Reject> {
        let max = self.limits.max_id_length;
        if header.is_some_and(|h| h.chars().count() > max) {
            return Err(reject(StatusCode::BAD_REQUEST, format!("Session ID exceeds max_id_length ({max})")));
        }
        match p.kind {
            Kind::Request | Kind::Notification => {
                let scoped = p.method.as_deref().is_some_and(|m| SESSION_SCOPED.contains(&m));
                if (scoped || p.session.is_some()) && header.is_none() {
                    return Err(reject(StatusCode::BAD_REQUEST, "Missing Acp-Session-Id"));
                }
                if let (Some(h), Some(s)) = (header, &p.session) {
                    if h != s {
                        return Err(reject(StatusCode::BAD_REQUEST, "Mismatched Acp-Session-Id"));
                    }
                }
                if p.session.as_ref().is_some_and(|s| s.chars().count() > max) {
                    return Err(reject(StatusCode::BAD_REQUEST, format!("Session ID exceeds max_id_length ({max})")));
                }
                let scope = header.map(str::to_owned).or_else(|| p.session.clone()).map_or(Scope::Connection, Scope::Session);
                if p.kind == Kind::Request {
                    if p.id_len > max {
                        return Err(reject(StatusCode::BAD_REQUEST, format!("Request ID exceeds max_id_length ({max})")));
                    }
                    // The reply adds output: wait until the client read enough.
                    if !self.wait_for_room().await {
                        return Err(gone());
                    }
                    // Answered behind the session's replay: on its stream when it has a
                    // reader, else on the connection stream after what it queued.
                    let (scope, behind) = match (p.method.as_deref(), scope) {
                        (Some("session/load"), Scope::Session(s)) => (Scope::Connection, Some(s)),
                        (Some("session/load"), _) => (Scope::Connection, None),
                        (_, scope) => (scope, None),
                    };
                    let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
                    if st.ended.is_some() {
                        return Err(gone());
                    }
                    st.pending.insert(p.id.clone().unwrap_or_default(), (scope, behind));
                }
            }
            Kind::Response => {
                let id = p.id.clone().unwrap_or_default();
                let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
                if let Some(Scope::Session(s)) = st.agent_requests.get(&id) {
                    match header {
                        None => return Err(reject(StatusCode::BAD_REQUEST, "Missing Acp-Session-Id")),
                        Some(h) if h != s => return Err(reject(StatusCode::BAD_REQUEST, "Mismatched Acp-Session-Id")),
                        Some(_) => {}
                    }
                }
                st.agent_requests.remove(&id);
            }
            // The agent answers it (-32600).
            Kind::Invalid => {}
        }
        let written = self.write(message).await;
        self.touch();
        written
    }

    /// Attaches a reader to `scope`'s stream.
    pub(crate) fn reader(self: &Arc<Self>, scope: Scope) -> Result<Reader, Reject> {
        if let Scope::Session(s) = &scope {
            if s.chars().count() > self.limits.max_id_length {
                return Err(reject(StatusCode::BAD_REQUEST, format!("Session ID exceeds max_id_length ({})", self.limits.max_id_length)));
            }
        }
        let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if st.ended.is_some() || st.routing_done {
            return Err(gone());
        }
        match st.streams.acquire(&scope) {
            Ok((at, lease, wake)) => {
                st.readers += 1;
                Ok(Reader { conn: Arc::clone(self), scope, at, lease, wake, failed: false })
            }
            Err(Refused::Busy | Refused::TooMany) => {
                Err(reject(StatusCode::CONFLICT, "Outbound stream already has an active receiver"))
            }
        }
    }
}

/// The reader of one stream (an open SSE GET); dropping it detaches.
pub(crate) struct Reader {
    conn: Arc<HttpConn>,
    scope: Scope,
    at: At,
    lease: u64,
    wake: Arc<Notify>,
    failed: bool,
}

impl Reader {
    /// The next item; `None` once the stream ended, `Err` once when the
    /// connection was closed for a limit.
    pub(crate) async fn next(&mut self) -> Option<Result<Item, String>> {
        if self.failed {
            return None;
        }
        loop {
            {
                let mut st = self.conn.state.lock().unwrap_or_else(PoisonError::into_inner);
                match &st.ended {
                    Some(Ended::Limit(why)) => {
                        self.failed = true;
                        return Some(Err(why.clone()));
                    }
                    Some(Ended::Closed) => return None,
                    _ => {}
                }
                match st.streams.take(self.at, self.lease) {
                    Err(()) => return None,
                    Ok(Some(m)) => {
                        let waiting = st.room_waiters > 0;
                        drop(st);
                        if waiting {
                            self.conn.progress.notify_waiters();
                        }
                        return Some(Ok(Item::Message(m)));
                    }
                    Ok(None) if st.routing_done || st.ended.is_some() => return None,
                    Ok(None) => {}
                }
            }
            if tokio::time::timeout(KEEP_ALIVE, self.wake.notified()).await.is_err() {
                return Some(Ok(Item::KeepAlive));
            }
        }
    }
}

impl Reader {
    /// A message already queued for this reader, without waiting (`None`
    /// also once the connection ended: [`Reader::next`] then tells how).
    pub(crate) fn try_take(&mut self) -> Option<Bytes> {
        if self.failed {
            return None;
        }
        let (m, waiting) = {
            let mut st = self.conn.state.lock().unwrap_or_else(PoisonError::into_inner);
            if matches!(st.ended, Some(Ended::Limit(_) | Ended::Closed)) {
                return None;
            }
            (st.streams.take(self.at, self.lease).ok().flatten()?, st.room_waiters > 0)
        };
        if waiting {
            self.conn.progress.notify_waiters();
        }
        Some(m)
    }
}

impl Drop for Reader {
    fn drop(&mut self) {
        let refused = {
            let mut st = self.conn.state.lock().unwrap_or_else(PoisonError::into_inner);
            st.readers = st.readers.saturating_sub(1);
            st.last_active = tokio::time::Instant::now();
            let r = st.streams.release(&self.scope, self.lease, self.conn.limits.max_buffered_session_streams);
            r.is_err() && !st.routing_done && st.ended.is_none()
        };
        if refused {
            self.conn.close(Ended::Limit(format!(
                "more than max_buffered_session_streams ({}) session streams hold unread output",
                self.conn.limits.max_buffered_session_streams
            )));
        }
    }
}

impl Entry for HttpConn {
    fn id(&self) -> &str {
        HttpConn::id(self)
    }

    fn is_closed(&self) -> bool {
        HttpConn::is_closed(self)
    }

    fn touch(&self) {
        HttpConn::touch(self)
    }
}
