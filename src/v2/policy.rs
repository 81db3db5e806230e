//! The policy of protocol version 2 (alpha draft): the [`V2`] version type,
//! what `initialize` records, which capability each method needs, what
//! setup results and updates advertise (config options, tool call and
//! terminal cancel controls), and the turn rules (a turn ends with the
//! session's idle `state_update`).
//!
//! Each rule is a `RequestRule` / `NotificationRule` impl on the method's
//! marker; its doc comment is the row of the generated table
//! [`crate::v2::POLICY`]. As in v1, a rule checks the capabilities of the
//! side that serves the method, in both directions. Rules about one
//! session, tool call or terminal refuse with -32602: the schema has the
//! agent answer -32602 for an unknown or not cancellable tool call or
//! terminal, and for an unknown config id.
//!
//! Rules for methods or members an older or the stable schema lacks carry
//! the schema fact `cfg` (`#[cfg(acp_v2 = "tool_call/cancel")]`).

use super::{notification, request};
use crate::error::ResponseError;
use crate::rpc::ScopeKey;
use crate::side::{on_session, Gate, Phase, needs, Info, path, record_cwd, same_cwd, session_key, set_up, ConnState, NotificationRule, Refusal, RequestRule, Version};

/// Protocol version 2 (alpha draft), as the side layer sees it.
#[derive(Debug, Clone, Copy, Default)]
pub struct V2;

impl Version for V2 {
    const NUMBER: u16 = super::PROTOCOL_VERSION;
    const BATCHES: bool = true;
    // The transport page: clients and agents SHOULD NOT batch these
    // lifecycle-sensitive messages (they change which later messages are valid).
    const UNBATCHED: &'static [&'static str] = &[
        <request::Initialize as crate::method::Request>::METHOD,
        <request::AuthLogin as crate::method::Request>::METHOD,
        <request::SessionNew as crate::method::Request>::METHOD,
        <request::SessionResume as crate::method::Request>::METHOD,
        <request::SessionPrompt as crate::method::Request>::METHOD,
    ];
    const INITIALIZE: &'static str = <request::Initialize as crate::method::Request>::METHOD;
    const GATES: &'static [Gate] = &[
        Gate::client("elicitation/complete", "capabilities.elicitation.url"),
        Gate::agent("session/new", "capabilities.session"),
        Gate::agent("session/list", "capabilities.session"),
        Gate::agent("session/resume", "capabilities.session"),
        Gate::agent("session/close", "capabilities.session"),
        Gate::agent("session/prompt", "capabilities.session"),
        Gate::agent("session/cancel", "capabilities.session"),
        Gate::agent("session/set_config_option", "capabilities.session"),
        Gate::agent("session/delete", "capabilities.session.delete"),
        #[cfg(acp_v2 = "session/fork")]
        Gate::agent("session/fork", "capabilities.session.fork"),
        #[cfg(acp_v2 = "session/archive")]
        Gate::agent("session/archive", "capabilities.session.archive"),
        #[cfg(acp_v2 = "session/unarchive")]
        Gate::agent("session/unarchive", "capabilities.session.archive"),
        #[cfg(acp_v2 = "session/status")]
        Gate::agent("session/status", "capabilities.session.status"),
        #[cfg(acp_v2 = "session/set_title")]
        Gate::agent("session/set_title", "capabilities.session.title"),
        #[cfg(acp_v2 = "auth/status")]
        Gate::agent("auth/status", "capabilities.auth.status"),
        #[cfg(acp_v2 = "auth/status_update")]
        Gate::agent("auth/status_update", "capabilities.auth.status"),
        #[cfg(acp_v2 = "providers/list")]
        Gate::agent("providers/list", "capabilities.providers"),
        #[cfg(acp_v2 = "providers/set")]
        Gate::agent("providers/set", "capabilities.providers"),
        #[cfg(acp_v2 = "providers/disable")]
        Gate::agent("providers/disable", "capabilities.providers"),
        #[cfg(acp_v2 = "mcp/message")]
        Gate::agent("mcp/message", "capabilities.session.mcp.acp"),
    ];
    type Caps = Advertised;
    type Update = super::SessionUpdate;
    type TurnEnd = super::IdleStateUpdateStopReason;
    type ClientCaps = super::ClientCapabilities;
    type InitializeRequest = super::InitializeRequest;
    type InitializeResponse = super::InitializeResponse;

    fn initialize_request(
        info: &Info,
        capabilities: &super::ClientCapabilities,
        extra: serde_json::Map<String, serde_json::Value>,
    ) -> super::InitializeRequest {
        let mut params = super::InitializeRequest::new(Self::NUMBER, implementation(info)).capabilities(capabilities.clone());
        for (k, v) in extra {
            params.extra.entry(k).or_insert(v);
        }
        params
    }

    fn advertised(client: super::ClientCapabilities, response: &super::InitializeResponse) -> Advertised {
        let agent = response.capabilities.clone().unwrap_or_default();
        let auth_methods = response.auth_methods.as_ref().is_some_and(|m| !m.is_empty());
        let terminal_auth = terminal_auth(response.auth_methods.as_ref());
        Advertised { client, agent, auth_methods, terminal_auth }
    }
}

/// What both sides advertised at `initialize` (missing members: nothing).
#[derive(Debug, Default, Clone)]
pub struct Advertised {
    pub(crate) client: super::ClientCapabilities,
    pub(crate) agent: super::AgentCapabilities,
    /// The agent listed authentication methods (`auth/*` are available).
    pub(crate) auth_methods: bool,
    /// The ids of the agent's terminal auth methods (never `auth/login`).
    pub(crate) terminal_auth: Vec<String>,
}

type State = ConnState<V2>;

crate::side::shared_rules! {
    config_id: config_id,
    select_by: Id,
    terminal_auth: (acp_v2 = "AuthMethod::terminal", method_id),
    elicitation: "capabilities.elicitation",
    prompt: "capabilities.session.prompt",
    system_prompt: (
        acp_v2 = "SessionCapabilities.systemPrompt",
        "capabilities.session.systemPrompt",
        |a| a.session.value().and_then(|x| x.system_prompt.value().cloned())
    ),
}

fn agent<R>(s: &State, f: impl FnOnce(&super::AgentCapabilities) -> R) -> R {
    s.read_caps(|c| f(&c.agent))
}

/// A session setup result: its config options (v2 sessions have no modes).
fn setup(s: &State, key: Option<ScopeKey>, options: Option<&Vec<super::SessionConfigOption>>) {
    crate::side::setup(s, key, None, options.map_or_else(Vec::new, |o| config_options(o)));
}

// ---------------------------------------------------------------- negotiation

/// Records the client's `capabilities` (missing: none); the answer states version 2 and records the agent's `capabilities`, whether it lists `authMethods` and the ids of the terminal ones.
impl RequestRule<V2> for request::Initialize {
    fn received(s: &State, p: &super::InitializeRequest) {
        let client = p.capabilities.clone().unwrap_or_default();
        s.set_caps(Advertised { client, agent: super::AgentCapabilities::default(), auth_methods: false, terminal_auth: Vec::new() });
    }

    fn answered(s: &State, _: Option<ScopeKey>, r: &mut super::InitializeResponse) {
        r.protocol_version = super::PROTOCOL_VERSION.into();
        let advertised = r.capabilities.clone().unwrap_or_default();
        let methods = r.auth_methods.as_ref().is_some_and(|m| !m.is_empty());
        let terminal = terminal_auth(r.auth_methods.as_ref());
        s.with_caps(|c| {
            c.agent = advertised;
            c.auth_methods = methods;
            c.terminal_auth = terminal;
        });
    }
}

// ---------------------------------------------------------------- client methods

/// The request's `mode` (`form` / `url`) must be in the client's `capabilities.elicitation` (-32602 otherwise).
impl RequestRule<V2> for request::ElicitationCreate {
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        let modes = s.read_caps(|c| c.client.elicitation.value().map(|e| (e.form.is_value(), e.url.is_value())));
        elicitation_mode(modes, &p.mode)
    }
}

/// Records config options (`config_option_update`) and tool call / terminal cancel controls; an idle `state_update` ends a waiting `prompt_turn` once the session reported a state that is not idle (`running`, `requires_action` or unknown) since it started waiting: a repeated idle snapshot is no new completion.
impl NotificationRule<V2> for notification::SessionUpdate {
    fn passing(s: &State, session: Option<ScopeKey>, n: &Self::Params) {
        let Some(session) = session else { return };
        let phase = match &n.update {
            super::SessionUpdate::StateUpdate(super::StateUpdate::Idle(idle)) => Phase::End(idle.stop_reason.clone()),
            // Running, requires_action, or a state this schema does not
            // know: never idle (StateUpdate: clients MUST NOT treat an
            // unrecognized state as idle).
            super::SessionUpdate::StateUpdate(_) => Phase::Busy,
            _ => Phase::Other,
        };
        record_update(s, session, &n.update);
        s.turns.feed(session, || n.update.clone(), phase);
    }
}

fn record_update(s: &State, session: ScopeKey, update: &super::SessionUpdate) {
    match update {
        super::SessionUpdate::ConfigOptionUpdate(u) => {
            s.advertised.update(session, |x| x.set_config_options(config_options(&u.config_options)));
        }
        #[cfg(acp_v2 = "ToolCallUpdate.capabilities")]
        super::SessionUpdate::ToolCallUpdate(u) => {
            let cancel = u.capabilities.as_ref().map(|c| c.cancel.is_value());
            let done = match &u.status {
                crate::codec::Tri::Absent => None,
                crate::codec::Tri::Null => Some(false),
                crate::codec::Tri::Value(st) => Some(matches!(st, super::ToolCallStatus::Completed | super::ToolCallStatus::Failed | super::ToolCallStatus::Cancelled)),
            };
            if !cancel.is_absent() || done.is_some() {
                s.advertised.update(session, |x| x.patch_tool_call(&u.tool_call_id, cancel, done));
            }
        }
        #[cfg(acp_v2 = "TerminalUpdate.capabilities")]
        super::SessionUpdate::TerminalUpdate(u) => {
            let cancel = u.capabilities.as_ref().map(|c| c.cancel.is_value());
            let done = match &u.exit_status {
                crate::codec::Tri::Absent => None,
                crate::codec::Tri::Null => Some(false),
                crate::codec::Tri::Value(_) => Some(true),
            };
            if !cancel.is_absent() || done.is_some() {
                s.advertised.update(session, |x| x.patch_terminal(&u.terminal_id, cancel, done));
            }
        }
        _ => {}
    }
}

/// Answered `cancelled` when the session is cancelled while it waits.
impl RequestRule<V2> for request::SessionRequestPermission {
    fn cancelled() -> Option<super::RequestPermissionResponse> {
        Some(super::RequestPermissionResponse::new(super::RequestPermissionOutcome::cancelled()))
    }
}

impl super::RequestPermissionOutcome {
    /// The `cancelled` outcome, in either form a schema gives it: a variant
    /// of its own def (`CancelledPermissionOutcome`, SDK 2.1.0 on) or a tag
    /// with no members of its own (before).
    pub(crate) fn cancelled() -> Self {
        #[cfg(acp_v2 = "CancelledPermissionOutcome")]
        return Self::Cancelled(super::CancelledPermissionOutcome::new());
        #[cfg(not(acp_v2 = "CancelledPermissionOutcome"))]
        return Self::Cancelled { extra: ::serde_json::Map::new() };
    }
}

// ---------------------------------------------------------------- agent methods

/// A `systemPrompt` the agent can take (see [`system_prompt`]); records the new session's config options; the calling client records its `cwd`.
impl RequestRule<V2> for request::SessionNew {
    #[cfg(acp_v2 = "NewSessionRequest.systemPrompt")]
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        system_prompt(s, p.system_prompt.value())
    }

    fn answered(s: &State, _: Option<ScopeKey>, r: &mut super::NewSessionResponse) {
        setup(s, Some(session_key(&r.session_id)), r.config_options.as_ref());
    }

    fn called(s: &State, p: &Self::Params, r: &super::NewSessionResponse) {
        record_cwd(s, &r.session_id, &p.cwd);
    }
}

/// The calling client records each listed session's `cwd`.
impl RequestRule<V2> for request::SessionList {
    fn called(s: &State, _: &Self::Params, r: &super::ListSessionsResponse) {
        for info in &r.sessions {
            record_cwd(s, &info.session_id, &info.cwd);
        }
    }
}

/// A `systemPrompt` the agent can take; a client sends the session's `cwd` where it knows it (it created or resumed the session, or `session/list` listed it, on this connection; -32602 otherwise, as ResumeSessionRequest says clients MUST); records the session's config options.
impl RequestRule<V2> for request::SessionResume {
    #[cfg(acp_v2 = "ResumeSessionRequest.systemPrompt")]
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        system_prompt(s, p.system_prompt.value())
    }

    fn check_call(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        same_cwd(s, &p.session_id, &p.cwd)
    }

    fn answered(s: &State, session: Option<ScopeKey>, r: &mut super::ResumeSessionResponse) {
        setup(s, session, r.config_options.as_ref());
    }

    fn called(s: &State, p: &Self::Params, _: &super::ResumeSessionResponse) {
        record_cwd(s, &p.session_id, &p.cwd);
    }
}

/// Forgets what the session advertised; the calling client reads a -32002 answer (an unknown or inactive session) as a successful close, as CloseSessionRequest says clients SHOULD.
impl RequestRule<V2> for request::SessionClose {
    fn error_as_result(e: &ResponseError) -> Option<super::CloseSessionResponse> {
        (e.code == ResponseError::RESOURCE_NOT_FOUND).then(super::CloseSessionResponse::new)
    }

    fn answered(s: &State, session: Option<ScopeKey>, _: &mut Self::Response) {
        if let Some(key) = session {
            s.advertised.remove(key);
        }
    }
}

/// Image, audio and embedded-resource blocks need `capabilities.session.prompt.image` / `audio` / `embeddedContext`; a block of a type the schema does not define is refused (-32602, as ContentBlock says agents MUST); a client prompts only a session set up on its connection (`session/new`, `session/resume`, `session/fork`; `SideError::SessionNotSetUp` otherwise).
impl RequestRule<V2> for request::SessionPrompt {
    fn check_call(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        set_up(s, &p.session_id)
    }

    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        let Some(pc) = agent(s, |a| a.session.value().map(|x| x.prompt.value().cloned())) else {
            return Err(Refusal::Method("capabilities.session"));
        };
        let has = |f: fn(&super::PromptCapabilities) -> bool| pc.as_ref().is_some_and(f);
        prompt_content(&p.prompt, has(|c| c.image.is_value()), has(|c| c.audio.is_value()), has(|c| c.embedded_context.is_value()))
    }
}

/// Fires the session's cancel signal (received by an agent, sent by a client).
impl NotificationRule<V2> for notification::SessionCancel {
    fn passing(s: &State, session: Option<ScopeKey>, _: &Self::Params) {
        if let Some(session) = session {
            s.signals.fire(session);
        }
    }
}

/// The `configId` and value among the session's `configOptions` as in v1; records the answered options.
impl RequestRule<V2> for request::SessionSetConfigOption {
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        on_session(s, &p.session_id, path::CONFIG, |x| x.check_config(&p.config_id, config_value(&p.kind)))
    }

    fn answered(s: &State, session: Option<ScopeKey>, r: &mut super::SetSessionConfigOptionResponse) {
        if let Some(key) = session {
            s.advertised.update(key, |x| x.set_config_options(config_options(&r.config_options)));
        }
    }
}

/// The tool call's `capabilities.cancel` (last `tool_call` update) must be advertised, and the call not final.
#[cfg(acp_v2 = "tool_call/cancel")]
impl RequestRule<V2> for request::ToolCallCancel {
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        let ok = s.advertised.read(session_key(&p.session_id), |x| x.is_some_and(|x| x.tool_call_cancellable(&p.tool_call_id)));
        crate::side::needs_content(ok, "toolCall.capabilities.cancel")
    }
}

/// The terminal's `capabilities.cancel` (last `terminal_update`) must be advertised, and the terminal not exited.
#[cfg(acp_v2 = "terminal/cancel")]
impl RequestRule<V2> for request::TerminalCancel {
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        let ok = s.advertised.read(session_key(&p.session_id), |x| x.is_some_and(|x| x.terminal_cancellable(&p.terminal_id)));
        crate::side::needs_content(ok, "terminal.capabilities.cancel")
    }
}

fn auth(s: &State) -> Result<(), Refusal> {
    needs(s.read_caps(|c| c.auth_methods), "authMethods")
}

/// Needs a non-empty `authMethods`; the `methodId` must not be one of its terminal methods (the client runs the agent interactively for those; -32602).
impl RequestRule<V2> for request::AuthLogin {
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        auth(s)?;
        not_terminal_auth(s, &p.method_id)
    }
}

/// Needs a non-empty `authMethods`.
impl RequestRule<V2> for request::AuthLogout {
    fn check(s: &State, _: &Self::Params) -> Result<(), Refusal> {
        auth(s)
    }
}

// ---------------------------------------------------------------- unstable schema only

/// A `systemPrompt` the agent can take; records the new session's config options; the calling client records its `cwd`.
#[cfg(acp_v2 = "session/fork")]
impl RequestRule<V2> for request::SessionFork {
    #[cfg(acp_v2 = "ForkSessionRequest.systemPrompt")]
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        system_prompt(s, p.system_prompt.value())
    }

    fn answered(s: &State, _: Option<ScopeKey>, r: &mut super::ForkSessionResponse) {
        setup(s, Some(session_key(&r.session_id)), r.config_options.as_ref());
    }

    fn called(s: &State, p: &Self::Params, r: &super::ForkSessionResponse) {
        record_cwd(s, &r.session_id, &p.cwd);
    }
}
