//! [`HostClientBuilder`]: what a [`HostClient`] serves and how (permission
//! policy, update sink, elicitation, which callbacks, missing files).

use std::fmt;
use std::sync::Arc;

use tokio::sync::mpsc;

use super::*;

/// Builds a [`HostClient`]; see [`HostClient::builder`].
pub struct HostClientBuilder {
    pub(super) inner: Inner,
}

impl fmt::Debug for HostClientBuilder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HostClientBuilder")
            .field("fs", &self.inner.serve_fs)
            .field("terminals", &self.inner.serve_terminals)
            .finish_non_exhaustive()
    }
}

impl HostClientBuilder {
    /// Who decides `session/request_permission` (default: [`RejectPolicy`]).
    #[must_use]
    pub fn permission(mut self, policy: impl PermissionPolicy) -> Self {
        self.inner.permission = Arc::new(policy);
        self
    }

    /// Calls `f` with every `session/update`, in the order the agent sent
    /// the updates of a session. `f` runs on the connection's task: keep it
    /// short (print, push to a queue).
    #[must_use]
    pub fn on_update(mut self, f: impl Fn(SessionEvent) + Send + Sync + 'static) -> Self {
        self.inner.updates = Some(UpdateSink::Callback(Arc::new(f)));
        self
    }

    /// Sends every `session/update` into `tx`. A full channel holds back the
    /// session's later updates (and the answer to its prompt) until there is
    /// room; a closed channel drops them.
    #[must_use]
    pub fn updates_to(mut self, tx: mpsc::Sender<SessionEvent>) -> Self {
        self.inner.updates = Some(UpdateSink::Channel(tx));
        self
    }

    /// Serves v1 `elicitation/create` with `f` and advertises form
    /// elicitation. Without a handler the client advertises none and
    /// declines any that arrives.
    #[must_use]
    pub fn elicitation_v1<F, Fut>(mut self, f: F) -> Self
    where
        F: Fn(v1::CreateElicitationRequest) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<v1::CreateElicitationResponse, ResponseError>> + Send + 'static,
    {
        self.inner.elicit_v1 = Some(Arc::new(move |r| Box::pin(f(r))));
        self
    }

    /// Serves v2 `elicitation/create` with `f` and advertises form
    /// elicitation. Without a handler the client advertises none and
    /// declines any that arrives.
    #[cfg(feature = "v2")]
    #[must_use]
    pub fn elicitation_v2<F, Fut>(mut self, f: F) -> Self
    where
        F: Fn(v2::CreateElicitationRequest) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<v2::CreateElicitationResponse, ResponseError>> + Send + 'static,
    {
        self.inner.elicit_v2 = Some(Arc::new(move |r| Box::pin(f(r))));
        self
    }

    /// Also advertises URL-mode elicitation (the elicitation handlers of
    /// [`elicitation_v1`](Self::elicitation_v1) and
    /// [`elicitation_v2`](Self::elicitation_v2) then get URL requests too;
    /// without a handler nothing is advertised), and calls `on_complete`
    /// with the elicitationId of each `elicitation/complete` that completes
    /// a URL elicitation the handler accepted. A completion of an id the
    /// handler did not accept in URL mode, or of one completed already, is
    /// ignored: no error, no callback (the elicitation page).
    #[must_use]
    pub fn elicitation_url(mut self, on_complete: impl Fn(String) + Send + Sync + 'static) -> Self {
        self.inner.elicit_url = Some(Arc::new(on_complete));
        self
    }

    /// Whether to serve (and advertise) `fs/*` (default `true`).
    #[must_use]
    pub fn fs(mut self, serve: bool) -> Self {
        self.inner.serve_fs = serve;
        self
    }

    /// Whether to serve (and advertise) `terminal/*` (default `true`).
    #[must_use]
    pub fn terminals(mut self, serve: bool) -> Self {
        self.inner.serve_terminals = serve;
        self
    }

    /// The policy of every session's terminals (limits, environment). Its
    /// sandbox is replaced by the session's roots.
    #[must_use]
    pub fn terminal_config(mut self, config: TerminalConfig) -> Self {
        self.inner.terminal_config = config;
        self
    }

    /// Reads of files open in the editor come from `source` (see
    /// [`BufferSource`]).
    #[must_use]
    pub fn buffer_source(mut self, source: Arc<dyn BufferSource>) -> Self {
        self.inner.buffers = Some(source);
        self
    }

    /// Answers `fs/read_text_file` of a file that does not exist (inside the
    /// session's roots) with empty content, as Zed does, instead of -32002
    /// (default `false`; see [the module docs](crate::host::client#a-file-that-does-not-exist)).
    /// Reads refused for any other reason are still errors.
    #[must_use]
    pub fn missing_file_reads_empty(mut self, empty: bool) -> Self {
        self.inner.missing_file_reads_empty = empty;
        self
    }

    /// The client.
    #[must_use]
    pub fn build(self) -> HostClient {
        HostClient { inner: Arc::new(self.inner) }
    }
}

