//! The callbacks a [`HostClient`] serves, one trait impl per version
//! (`v1::Client`, `v2::Client`), and how host failures become JSON-RPC
//! errors. Kept apart from the client's state and session bookkeeping
//! (`super`), which these impls only call into.

use super::*;

/// The JSON-RPC error for a host failure (see the module docs).
///
/// `NotFound` is -32002 with a message that starts `Resource not found: `,
/// the code's title in the schema and in the official SDKs' helpers: agents
/// recognise a missing file by it (see
/// [the module docs](super#a-file-that-does-not-exist)).
#[must_use]
pub fn host_error_response(e: &HostError) -> ResponseError {
    let code = match e.kind() {
        HostErrorKind::NotFound => {
            return ResponseError::new(ResponseError::RESOURCE_NOT_FOUND, format!("Resource not found: {}", e.message()))
        }
        HostErrorKind::InvalidParams => ResponseError::INVALID_PARAMS,
        HostErrorKind::PermissionDenied | HostErrorKind::LimitExceeded | HostErrorKind::Io => {
            ResponseError::INTERNAL_ERROR
        }
    };
    ResponseError::new(code, e.message())
}

fn host(e: HostError) -> ResponseError {
    host_error_response(&e)
}

fn exit_v1(status: &crate::host::ExitStatus) -> v1::TerminalExitStatus {
    let mut s = v1::TerminalExitStatus::new();
    s.exit_code = status.exit_code.into();
    s.signal = status.signal.clone().into();
    s
}

impl v1::Client for HostClient {
    async fn read_text_file(
        &self,
        p: v1::ReadTextFileRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::ReadTextFileResponse, ResponseError> {
        let s = self.fs_session::<v1::request::FsReadTextFile>(&p.session_id)?;
        let text = match s.fs.read_text_file(&p.path, p.line.value().copied(), p.limit.value().copied()).await {
            Ok(text) => text,
            // Like an editor opening a new buffer (opt-in, see the module docs).
            Err(e) if e.kind() == HostErrorKind::NotFound && self.inner.missing_file_reads_empty => String::new(),
            Err(e) => return Err(host(e)),
        };
        Ok(v1::ReadTextFileResponse::new(text))
    }

    async fn write_text_file(
        &self,
        p: v1::WriteTextFileRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::WriteTextFileResponse, ResponseError> {
        let s = self.fs_session::<v1::request::FsWriteTextFile>(&p.session_id)?;
        s.fs.write_text_file(&p.path, &p.content).await.map_err(host)?;
        Ok(v1::WriteTextFileResponse::new())
    }

    async fn create_terminal(
        &self,
        p: v1::CreateTerminalRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::CreateTerminalResponse, ResponseError> {
        let s = self.terminal_session::<v1::request::TerminalCreate>(&p.session_id)?;
        let env = p.env.unwrap_or_default().into_iter().map(|v| (v.name, v.value)).collect();
        let id = s
            .terminals
            .create(p.command, p.args.unwrap_or_default(), env, p.cwd.into_value().map(PathBuf::from), p.output_byte_limit.into_value())
            .await
            .map_err(host)?;
        Ok(v1::CreateTerminalResponse::new(v1::TerminalId(id.into_string())))
    }

    async fn terminal_output(
        &self,
        p: v1::TerminalOutputRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::TerminalOutputResponse, ResponseError> {
        let s = self.terminal_session::<v1::request::TerminalOutput>(&p.session_id)?;
        let out = s.terminals.output(&p.terminal_id).map_err(host)?;
        let mut r = v1::TerminalOutputResponse::new(out.output, out.truncated);
        if let Some(status) = &out.exit_status {
            r.exit_status = exit_v1(status).into();
        }
        Ok(r)
    }

    async fn wait_for_terminal_exit(
        &self,
        p: v1::WaitForTerminalExitRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::WaitForTerminalExitResponse, ResponseError> {
        let s = self.terminal_session::<v1::request::TerminalWaitForExit>(&p.session_id)?;
        let wait = s.terminals.wait_for_exit(&p.terminal_id);
        // Not holding the session while waiting: a close releases it.
        drop(s);
        let status = wait.await.map_err(host)?;
        let mut r = v1::WaitForTerminalExitResponse::new();
        r.exit_code = status.exit_code.into();
        r.signal = status.signal.into();
        Ok(r)
    }

    async fn kill_terminal(
        &self,
        p: v1::KillTerminalRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::KillTerminalResponse, ResponseError> {
        let s = self.terminal_session::<v1::request::TerminalKill>(&p.session_id)?;
        s.terminals.kill(&p.terminal_id).map_err(host)?;
        Ok(v1::KillTerminalResponse::new())
    }

    async fn release_terminal(
        &self,
        p: v1::ReleaseTerminalRequest,
        _: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::ReleaseTerminalResponse, ResponseError> {
        let s = self.terminal_session::<v1::request::TerminalRelease>(&p.session_id)?;
        s.terminals.release(&p.terminal_id).map_err(host)?;
        Ok(v1::ReleaseTerminalResponse::new())
    }

    async fn request_permission(
        &self,
        p: v1::RequestPermissionRequest,
        cx: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::RequestPermissionResponse, ResponseError> {
        Ok(self.decide(PermissionRequest::from_v1(p), &cx).await.into_v1())
    }

    async fn create_elicitation(
        &self,
        p: v1::CreateElicitationRequest,
        cx: RequestContext<v1::AgentHandle>,
    ) -> Result<v1::CreateElicitationResponse, ResponseError> {
        use v1::CreateElicitationResponseAction as Action;
        let url = match &p.mode {
            v1::CreateElicitationRequestMode::Url(u) => Some(u.elicitation_id.0.clone()),
            _ => None,
        };
        let answer = |a| v1::CreateElicitationResponse::new(a);
        let accepted = |r: &v1::CreateElicitationResponse| matches!(r.action, Action::Accept(_));
        self.elicit(self.inner.elicit_v1.as_deref(), p, url, &cx, [answer(Action::Decline), answer(Action::Cancel)], accepted).await
    }

    async fn session_update(&self, n: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {
        self.deliver(SessionEvent::V1(n)).await;
    }

    async fn elicitation_complete(&self, n: v1::CompleteElicitationNotification, _: NotificationContext<v1::AgentHandle>) {
        self.completed(&n.elicitation_id.0);
    }
}

#[cfg(feature = "v2")]
impl v2::Client for HostClient {
    async fn request_permission(
        &self,
        p: v2::RequestPermissionRequest,
        cx: RequestContext<v2::AgentHandle>,
    ) -> Result<v2::RequestPermissionResponse, ResponseError> {
        Ok(self.decide(PermissionRequest::from_v2(p), &cx).await.into_v2())
    }

    async fn create_elicitation(
        &self,
        p: v2::CreateElicitationRequest,
        cx: RequestContext<v2::AgentHandle>,
    ) -> Result<v2::CreateElicitationResponse, ResponseError> {
        use v2::CreateElicitationResponseAction as Action;
        let url = match &p.mode {
            v2::CreateElicitationRequestMode::Url(u) => Some(u.elicitation_id.0.clone()),
            _ => None,
        };
        let answer = |a| v2::CreateElicitationResponse::new(a);
        let accepted = |r: &v2::CreateElicitationResponse| matches!(r.action, Action::Accept(_));
        self.elicit(self.inner.elicit_v2.as_deref(), p, url, &cx, [answer(Action::Decline), answer(Action::Cancel)], accepted).await
    }

    async fn session_update(&self, n: v2::UpdateSessionNotification, _: NotificationContext<v2::AgentHandle>) {
        self.deliver(SessionEvent::V2(n)).await;
    }

    async fn elicitation_complete(&self, n: v2::CompleteElicitationNotification, _: NotificationContext<v2::AgentHandle>) {
        self.completed(&n.elicitation_id.0);
    }
}
