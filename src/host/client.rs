//! [`HostClient`]: a ready-made ACP client — the callbacks an editor serves,
//! backed by the real disk and real processes.
//!
//! * `fs/read_text_file`, `fs/write_text_file` (v1): served by an
//!   [`FsSandbox`] per session, confined to the session's `cwd` and
//!   `additionalDirectories`.
//! * `terminal/*` (v1): served by a [`Terminals`] manager per session (its
//!   working directories confined to the same roots); every terminal of a
//!   session is killed and released when the session is closed or
//!   forgotten, and when the last clone of the `HostClient` is dropped.
//! * `session/request_permission` (v1, v2): asked of a
//!   [`PermissionPolicy`]; answered `cancelled` when the session is
//!   cancelled or the agent cancels the request.
//! * `elicitation/create` (v1, v2): declined unless a handler is given.
//! * `elicitation/complete` (v1, v2, with
//!   [`HostClientBuilder::elicitation_url`]): passed to a callback when it
//!   completes a URL elicitation the handler accepted; an id the client
//!   never accepted in URL mode, or completed already, is ignored (the
//!   elicitation page: clients ignore unknown or already-completed ids).
//! * `session/update` (v1, v2): passed to a callback or a channel as a
//!   [`SessionEvent`].
//!
//! The client learns a session's roots when the session is opened through
//! it: [`HostClient::new_session`], [`HostClient::load_session`] and
//! [`HostClient::resume_session`] send the request with the
//! [`v1::AgentHandle`] and record `cwd` and `additionalDirectories` under the
//! session id; [`HostClient::open_session`] records a session opened some
//! other way. A callback naming a session the client does not know is
//! answered -32002 (resource not found).
//!
//! Host failures are answered with the code of their [`HostErrorKind`]:
//! `NotFound` → -32002, `InvalidParams` → -32602, anything else (outside the
//! roots, limits, I/O) → -32603; the message is the [`HostError`]'s text,
//! which names only what the agent sent.
//!
//! # A file that does not exist
//!
//! The protocol says what a write of a missing file does (the client
//! creates it) but not what a read answers. An `fs/read_text_file` of a
//! missing file inside the session's roots is answered -32002 (the schema:
//! "a given resource, such as a session or file, was not found") with a
//! message that starts `Resource not found:` — the title the schema gives
//! the code and the text of the official TypeScript and Rust SDKs' helpers
//! for it. Agents tell a new file from a failed read by that: gemini-cli's
//! ACP file service (0.56 and later) takes an error whose message contains
//! `Resource not found` (or `ENOENT`, `does not exist`, `No such file`) as
//! "no such file", and its write tool, which reads the target first, then
//! creates the file; any other error fails the write. So a new-file write
//! from gemini works, while a read that really failed (outside the roots,
//! a directory, not UTF-8, I/O) still fails it.
//!
//! Zed answers a read of a missing file in its project with `""` instead
//! (it opens an empty new buffer). [`HostClientBuilder::missing_file_reads_empty`]
//! does the same, for agents that know no other way to see a new file; it
//! is off by default because it hides a missing file from an agent that
//! reads to find out whether one exists. Other errors stay errors either
//! way.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::future::Future;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::mpsc;

use super::permission::{PermissionDecision, PermissionPolicy, PermissionRequest, RejectPolicy};
use super::{BufferSource, FsSandbox, HostError, HostErrorKind, TerminalConfig, TerminalId, Terminals};
use crate::error::ResponseError;
use crate::method::Request;
use crate::rpc::BoxFuture;
use crate::side::{ClientBuilder, NotificationContext, RequestContext};
use crate::Negotiated;
use crate::v1;

mod builder;
mod serve;
pub use builder::HostClientBuilder;
pub use serve::host_error_response;
#[cfg(feature = "v2")]
use crate::v2;

/// A `session/update` received by a [`HostClient`], of the negotiated version.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum SessionEvent {
    /// A v1 `session/update`.
    V1(v1::SessionNotification),
    /// A v2 `session/update`.
    #[cfg(feature = "v2")]
    V2(v2::UpdateSessionNotification),
}

impl SessionEvent {
    /// The session the update belongs to.
    #[must_use]
    pub fn session_id(&self) -> &str {
        match self {
            SessionEvent::V1(n) => &n.session_id.0,
            #[cfg(feature = "v2")]
            SessionEvent::V2(n) => &n.session_id.0,
        }
    }
}

type UpdateFn = Arc<dyn Fn(SessionEvent) + Send + Sync>;
type CompleteFn = Arc<dyn Fn(String) + Send + Sync>;
type ElicitV1 = Arc<
    dyn Fn(v1::CreateElicitationRequest) -> BoxFuture<Result<v1::CreateElicitationResponse, ResponseError>>
        + Send
        + Sync,
>;
#[cfg(feature = "v2")]
type ElicitV2 = Arc<
    dyn Fn(v2::CreateElicitationRequest) -> BoxFuture<Result<v2::CreateElicitationResponse, ResponseError>>
        + Send
        + Sync,
>;

enum UpdateSink {
    Callback(UpdateFn),
    Channel(mpsc::Sender<SessionEvent>),
}

/// The host services of one session.
struct HostSession {
    fs: FsSandbox,
    terminals: Terminals,
}

struct Inner {
    sessions: Mutex<HashMap<String, Arc<HostSession>>>,
    permission: Arc<dyn PermissionPolicy>,
    updates: Option<UpdateSink>,
    elicit_v1: Option<ElicitV1>,
    #[cfg(feature = "v2")]
    elicit_v2: Option<ElicitV2>,
    /// URL-mode elicitation: advertised (with a handler), and the
    /// callback of `elicitation/complete`.
    elicit_url: Option<CompleteFn>,
    /// The elicitationIds of URL elicitations the handler accepted and the
    /// agent has not completed yet.
    url_elicitations: Mutex<HashSet<String>>,
    terminal_config: TerminalConfig,
    buffers: Option<Arc<dyn BufferSource>>,
    serve_fs: bool,
    serve_terminals: bool,
    missing_file_reads_empty: bool,
}

/// Why opening a session through a [`HostClient`] failed.
#[derive(Debug)]
#[non_exhaustive]
pub enum SessionError {
    /// The `cwd` or an additional directory is not an absolute path to an
    /// existing directory; nothing was sent.
    Roots(HostError),
    /// The agent answered with an error, or the connection failed.
    Agent(crate::error::Error),
}

impl fmt::Display for SessionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SessionError::Roots(e) => write!(f, "session directories: {e}"),
            SessionError::Agent(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SessionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SessionError::Roots(e) => Some(e),
            SessionError::Agent(e) => Some(e),
        }
    }
}

impl From<crate::error::Error> for SessionError {
    fn from(e: crate::error::Error) -> Self {
        SessionError::Agent(e)
    }
}

/// A ready-made client: serves the agent's callbacks from disk, real
/// processes, a permission policy and an update sink (see the
/// [module docs](self)).
///
/// Cheap to clone; clones share the sessions. Register it with a
/// [`ClientBuilder`] (for each version it should accept) and open sessions
/// through it, so it knows each session's directories:
///
/// ```no_run
/// use acp_wire::host::{AllowPolicy, HostClient, SessionEvent};
/// use acp_wire::side::{ClientBuilder, Info};
/// use acp_wire::Negotiated;
/// use acp_wire::transport::{ChildProcess, StderrMode};
/// use acp_wire::v1;
///
/// # async fn run() -> Result<(), Box<dyn std::error::Error>> {
/// let host = HostClient::builder()
///     .permission(AllowPolicy)
///     .on_update(|e| if let SessionEvent::V1(n) = e { eprintln!("{:?}", n.update) })
///     .build();
/// let (transport, _child) = ChildProcess::spawn(tokio::process::Command::new("my-agent"), StderrMode::Inherit)?;
/// // A v1 agent (every agent in the wild today): offer v1, with its fs and
/// // terminal capabilities. `host.client_builder()` accepts every version
/// // compiled in and offers the highest, with that version's params only.
/// let builder = ClientBuilder::new().v1(host.clone(), host.capabilities());
/// let connected = builder.connect(transport, Info::new("editor", "1.0")).await?;
/// if let Negotiated::V1 { agent, .. } = &connected.negotiated {
///     let cwd = std::env::current_dir()?.to_string_lossy().into_owned();
///     let session = host.new_session(agent, v1::NewSessionRequest::new(cwd, Vec::<v1::McpServer>::new())).await?;
///     let text = v1::ContentBlock::Text(v1::TextContent::new("list the files"));
///     let turn = agent.prompt_turn(v1::PromptRequest::new(session.session_id, vec![text])).await?;
///     eprintln!("stop: {:?}", turn.stop_reason());
/// }
/// # Ok(()) }
/// ```
#[derive(Clone)]
pub struct HostClient {
    inner: Arc<Inner>,
}

impl fmt::Debug for HostClient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HostClient")
            .field("sessions", &self.session_ids())
            .field("fs", &self.inner.serve_fs)
            .field("terminals", &self.inner.serve_terminals)
            .finish_non_exhaustive()
    }
}

impl Default for HostClient {
    fn default() -> Self {
        Self::builder().build()
    }
}

impl HostClient {
    /// A builder with the defaults: fs and terminals served, permission
    /// requests rejected, updates discarded, elicitation declined.
    #[must_use]
    pub fn builder() -> HostClientBuilder {
        HostClientBuilder {
            inner: Inner {
                sessions: Mutex::new(HashMap::new()),
                permission: Arc::new(RejectPolicy),
                updates: None,
                elicit_v1: None,
                #[cfg(feature = "v2")]
                elicit_v2: None,
                elicit_url: None,
                url_elicitations: Mutex::new(HashSet::new()),
                terminal_config: TerminalConfig::default(),
                buffers: None,
                serve_fs: true,
                serve_terminals: true,
                missing_file_reads_empty: false,
            },
        }
    }

    /// The v1 capabilities this client serves: `fs.readTextFile`,
    /// `fs.writeTextFile`, `terminal` (unless turned off), and form
    /// `elicitation` when a handler was given (and url, with
    /// [`HostClientBuilder::elicitation_url`]).
    #[must_use]
    pub fn capabilities(&self) -> v1::ClientCapabilities {
        let mut caps = v1::ClientCapabilities::new();
        let mut fs = v1::FileSystemCapabilities::new();
        fs.read_text_file = Some(self.inner.serve_fs);
        fs.write_text_file = Some(self.inner.serve_fs);
        caps.fs = Some(fs);
        caps.terminal = Some(self.inner.serve_terminals);
        if self.inner.elicit_v1.is_some() {
            let mut e = v1::ElicitationCapabilities::new();
            e.form = v1::ElicitationFormCapabilities::new().into();
            if self.inner.elicit_url.is_some() {
                e.url = v1::ElicitationUrlCapabilities::new().into();
            }
            caps.elicitation = e.into();
        }
        caps
    }

    /// The v2 capabilities this client serves: form `elicitation` when a
    /// handler was given, and url with [`HostClientBuilder::elicitation_url`]
    /// (v2 has no client fs or terminals).
    #[cfg(feature = "v2")]
    #[must_use]
    pub fn capabilities_v2(&self) -> v2::ClientCapabilities {
        let mut caps = v2::ClientCapabilities::new();
        if self.inner.elicit_v2.is_some() {
            let mut e = v2::ElicitationCapabilities::new();
            e.form = v2::ElicitationFormCapabilities::new().into();
            if self.inner.elicit_url.is_some() {
                e.url = v2::ElicitationUrlCapabilities::new().into();
            }
            caps.elicitation = e.into();
        }
        caps
    }

    /// A [`ClientBuilder`] accepting every protocol version compiled in,
    /// each served by this client with its capabilities. It offers the
    /// highest with exactly that version's params (extensibility: no custom
    /// member at the root of a spec type), so a v1 agent that downgrades an
    /// offer of 2 sees no fs or terminal capability (v2 has none to map);
    /// for today's v1 agents offer v1 (`ClientBuilder::new().v1(host.clone(),
    /// host.capabilities())`), or add v1's members to the offer with
    /// [`ClientBuilder::exact_offer`]`(false)`, which validators report.
    #[must_use]
    pub fn client_builder(&self) -> ClientBuilder<Negotiated> {
        let b = ClientBuilder::new().v1(self.clone(), self.capabilities());
        #[cfg(feature = "v2")]
        let b = b.v2(self.clone(), self.capabilities_v2());
        b
    }

    /// Sends `session/new` and records the new session's directories.
    ///
    /// # Errors
    /// [`SessionError::Roots`] (nothing sent) when `cwd` or an additional
    /// directory is unusable; [`SessionError::Agent`] for the agent's
    /// answer or a failed connection.
    pub async fn new_session(
        &self,
        agent: &v1::AgentHandle,
        params: v1::NewSessionRequest,
    ) -> Result<v1::NewSessionResponse, SessionError> {
        let session = self.make_session(&params.cwd, params.additional_directories.as_deref()).await?;
        let response = agent.new_session(params).await?;
        self.insert(response.session_id.0.clone(), session);
        Ok(response)
    }

    /// Sends `session/load`, with the session's directories recorded first
    /// (the agent replays the history while the request runs).
    ///
    /// # Errors
    /// As [`Self::new_session`]; on error the session is forgotten.
    pub async fn load_session(
        &self,
        agent: &v1::AgentHandle,
        params: v1::LoadSessionRequest,
    ) -> Result<v1::LoadSessionResponse, SessionError> {
        let session = self.make_session(&params.cwd, params.additional_directories.as_deref()).await?;
        let id = params.session_id.0.clone();
        self.insert(id.clone(), session);
        let result = agent.load_session(params).await;
        if result.is_err() {
            self.forget_session(&id);
        }
        Ok(result?)
    }

    /// Sends `session/resume` and records the session's directories.
    ///
    /// # Errors
    /// As [`Self::new_session`]; on error the session is forgotten.
    pub async fn resume_session(
        &self,
        agent: &v1::AgentHandle,
        params: v1::ResumeSessionRequest,
    ) -> Result<v1::ResumeSessionResponse, SessionError> {
        let session = self.make_session(&params.cwd, params.additional_directories.as_deref()).await?;
        let id = params.session_id.0.clone();
        self.insert(id.clone(), session);
        let result = agent.resume_session(params).await;
        if result.is_err() {
            self.forget_session(&id);
        }
        Ok(result?)
    }

    /// Sends `session/close`, then forgets the session (whatever the answer)
    /// and releases its terminals.
    ///
    /// # Errors
    /// The agent's answer or a failed connection.
    pub async fn close_session(
        &self,
        agent: &v1::AgentHandle,
        params: v1::CloseSessionRequest,
    ) -> crate::error::Result<v1::CloseSessionResponse> {
        let id = params.session_id.0.clone();
        let result = agent.close_session(params).await;
        self.forget_session(&id);
        result
    }

    /// Records a session opened without this client's help (for example
    /// over v1 by hand, or before a reconnect).
    ///
    /// # Errors
    /// `InvalidParams` when a directory is not an absolute path to an
    /// existing directory.
    pub async fn open_session(
        &self,
        session_id: impl Into<String>,
        cwd: impl Into<PathBuf>,
        additional_directories: impl IntoIterator<Item = PathBuf>,
    ) -> Result<(), HostError> {
        let dirs: Vec<PathBuf> = additional_directories.into_iter().collect();
        let fs = FsSandbox::new(cwd.into(), dirs).await?;
        self.insert(session_id.into(), self.session_from(fs));
        Ok(())
    }

    /// Forgets a session: later callbacks naming it are refused, and its
    /// terminals are killed and released. Returns whether it was known.
    pub fn forget_session(&self, session_id: &str) -> bool {
        let removed = self.sessions().remove(session_id);
        match removed {
            Some(s) => {
                release_all(&s.terminals);
                true
            }
            None => false,
        }
    }

    /// The sessions this client knows.
    #[must_use]
    pub fn session_ids(&self) -> Vec<String> {
        let mut ids: Vec<String> = self.sessions().keys().cloned().collect();
        ids.sort();
        ids
    }

    /// The resolved directories of a session, its `cwd` first.
    #[must_use]
    pub fn session_roots(&self, session_id: &str) -> Option<Vec<PathBuf>> {
        self.sessions().get(session_id).map(|s| s.fs.roots().to_vec())
    }

    /// The terminals of a session not yet released.
    #[must_use]
    pub fn terminal_ids(&self, session_id: &str) -> Vec<TerminalId> {
        let mut ids = self.sessions().get(session_id).map(|s| s.terminals.ids()).unwrap_or_default();
        ids.sort();
        ids
    }

    fn sessions(&self) -> MutexGuard<'_, HashMap<String, Arc<HostSession>>> {
        self.inner.sessions.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn insert(&self, id: String, session: HostSession) {
        let old = self.sessions().insert(id, Arc::new(session));
        if let Some(old) = old {
            release_all(&old.terminals);
        }
    }

    async fn make_session(&self, cwd: &str, additional: Option<&[String]>) -> Result<HostSession, SessionError> {
        let fs = FsSandbox::new(cwd, additional.unwrap_or_default()).await.map_err(SessionError::Roots)?;
        Ok(self.session_from(fs))
    }

    fn session_from(&self, fs: FsSandbox) -> HostSession {
        let fs = match &self.inner.buffers {
            Some(b) => fs.with_buffer_source(Arc::clone(b)),
            None => fs,
        };
        let terminals = Terminals::with_config(self.inner.terminal_config.clone().sandbox(fs.clone()));
        HostSession { fs, terminals }
    }

    fn session(&self, id: &str) -> Result<Arc<HostSession>, ResponseError> {
        self.sessions().get(id).cloned().ok_or_else(|| {
            ResponseError::new(ResponseError::RESOURCE_NOT_FOUND, format!("unknown session: {id}"))
                .with_data(&serde_json::json!({ "sessionId": id }))
        })
    }

    fn fs_session<M: Request>(&self, id: &str) -> Result<Arc<HostSession>, ResponseError> {
        if !self.inner.serve_fs {
            return Err(ResponseError::method_not_found(M::METHOD));
        }
        self.session(id)
    }

    fn terminal_session<M: Request>(&self, id: &str) -> Result<Arc<HostSession>, ResponseError> {
        if !self.inner.serve_terminals {
            return Err(ResponseError::method_not_found(M::METHOD));
        }
        self.session(id)
    }

    /// `elicitation/create`, either version: `decline` without a handler
    /// (`f`); else the handler's answer, or `cancel` when the agent cancels
    /// the request first; an accepted URL elicitation (`url`: its id) is
    /// remembered for its `elicitation/complete`.
    async fn elicit<P, R, H>(
        &self,
        f: Option<&(dyn Fn(P) -> BoxFuture<Result<R, ResponseError>> + Send + Sync)>,
        p: P,
        url: Option<String>,
        cx: &RequestContext<H>,
        [decline, cancel]: [R; 2],
        accepted: impl Fn(&R) -> bool,
    ) -> Result<R, ResponseError> {
        let Some(f) = f else { return Ok(decline) };
        cx.handle_cancellation();
        let r = tokio::select! {
            biased;
            () = cx.cancel_token().cancelled() => Ok(cancel),
            r = f(p) => r,
        };
        self.accepted_url(url, r.as_ref().is_ok_and(&accepted));
        r
    }

    /// Records a URL elicitation the handler accepted (`id`: its
    /// elicitationId), so that its `elicitation/complete` is passed on.
    fn accepted_url(&self, id: Option<String>, accepted: bool) {
        if let (Some(id), true, Some(_)) = (id, accepted, &self.inner.elicit_url) {
            self.inner.url_elicitations.lock().unwrap_or_else(std::sync::PoisonError::into_inner).insert(id);
        }
    }

    /// `elicitation/complete`: the callback for an accepted URL elicitation
    /// not completed yet; any other id is ignored.
    fn completed(&self, id: &str) {
        let known = self.inner.url_elicitations.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(id);
        match &self.inner.elicit_url {
            Some(f) if known => f(id.to_owned()),
            _ => tracing::debug!(elicitation_id = id, "elicitation/complete of an unknown or completed elicitation ignored"),
        }
    }

    async fn deliver(&self, event: SessionEvent) {
        match &self.inner.updates {
            Some(UpdateSink::Callback(f)) => f(event),
            Some(UpdateSink::Channel(tx)) => {
                let sent = tx.send(event).await;
                if sent.is_err() {
                    tracing::trace!("acp-wire: update channel closed; update dropped");
                }
            }
            None => {}
        }
    }

    /// Asks the policy, answering `Cancelled` when the session is cancelled
    /// or the agent cancels the request, and for an option not offered.
    async fn decide<H>(&self, request: PermissionRequest, cx: &RequestContext<H>) -> PermissionDecision {
        // The protocol's answer to a cancelled permission request is the
        // `cancelled` outcome, not the runtime's -32800.
        cx.handle_cancellation();
        let asked = self.inner.permission.decide(request.clone());
        let decision = tokio::select! {
            biased;
            () = cx.cancel_token().cancelled() => PermissionDecision::Cancelled,
            d = cx.until_session_cancelled(asked) => d.unwrap_or(PermissionDecision::Cancelled),
        };
        if request.admits(&decision) {
            decision
        } else {
            tracing::warn!(?decision, "acp-wire: permission policy chose an option that was not offered; answering cancelled");
            PermissionDecision::Cancelled
        }
    }
}

fn release_all(terminals: &Terminals) {
    for id in terminals.ids() {
        let _ = terminals.release(id.as_str());
    }
}
