//! The policy of protocol version 1: everything v1 means beyond its types —
//! the [`V1`] version type, what `initialize` records, which capability each
//! method needs, what setup results advertise, the turn and cancel rules.
//!
//! Each rule is a `RequestRule` / `NotificationRule` impl on the method's
//! marker; its doc comment is the row of the generated table
//! [`crate::v1::POLICY`] (the generator reads this file). A rule checks the
//! capabilities of the side that *serves* the method, in both directions:
//! the sending handle refuses without sending
//! ([`crate::side::SideError::NotAdvertised`] /
//! [`crate::side::SideError::ContentNotAdvertised`]), the serving dispatcher
//! rejects an incoming message that breaks it (-32601, or -32602 for params
//! that use something not advertised). Rules about one session (its modes,
//! config options) need a session the connection saw set up.
//!
//! A rule for a method of the unstable schema only carries the schema fact
//! `cfg` (`#[cfg(acp_v1 = "session/fork")]`): it compiles out when the schema
//! lacks the method, and `cargo xtask bump` says so.
//!
//! `proxy/*` belong to neither side (the schema's `x-side` is `proxy`): they
//! have no trait or handle method, so nothing to gate here.

use super::{notification, request};
use crate::side::{on_session, Gate, Phase, Info, needs_content, path, session_key, set_up, ConnState, NotificationRule, Refusal, RequestRule, Version};
use crate::rpc::ScopeKey;

/// Protocol version 1 (stable), as the side layer sees it.
#[derive(Debug, Clone, Copy, Default)]
pub struct V1;

impl Version for V1 {
    const NUMBER: u16 = super::PROTOCOL_VERSION;
    const BATCHES: bool = false;
    // v1 has no batches at all (a v1 peer answers one with -32600).
    const UNBATCHED: &'static [&'static str] = &[];
    const INITIALIZE: &'static str = <request::Initialize as crate::method::Request>::METHOD;
    const GATES: &'static [Gate] = &[
        Gate::client("fs/read_text_file", "clientCapabilities.fs.readTextFile"),
        Gate::client("fs/write_text_file", "clientCapabilities.fs.writeTextFile"),
        Gate::client("terminal/create", "clientCapabilities.terminal"),
        Gate::client("terminal/output", "clientCapabilities.terminal"),
        Gate::client("terminal/release", "clientCapabilities.terminal"),
        Gate::client("terminal/wait_for_exit", "clientCapabilities.terminal"),
        Gate::client("terminal/kill", "clientCapabilities.terminal"),
        Gate::client("elicitation/complete", "clientCapabilities.elicitation.url"),
        Gate::agent("session/load", "agentCapabilities.loadSession"),
        Gate::agent("session/list", "agentCapabilities.sessionCapabilities.list"),
        Gate::agent("session/delete", "agentCapabilities.sessionCapabilities.delete"),
        Gate::agent("session/resume", "agentCapabilities.sessionCapabilities.resume"),
        Gate::agent("session/close", "agentCapabilities.sessionCapabilities.close"),
        Gate::agent("logout", "agentCapabilities.auth.logout"),
        #[cfg(acp_v1 = "session/fork")]
        Gate::agent("session/fork", "agentCapabilities.sessionCapabilities.fork"),
        #[cfg(acp_v1 = "session/archive")]
        Gate::agent("session/archive", "agentCapabilities.sessionCapabilities.archive"),
        #[cfg(acp_v1 = "session/unarchive")]
        Gate::agent("session/unarchive", "agentCapabilities.sessionCapabilities.archive"),
        #[cfg(acp_v1 = "session/status")]
        Gate::agent("session/status", "agentCapabilities.sessionCapabilities.status"),
        #[cfg(acp_v1 = "session/set_title")]
        Gate::agent("session/set_title", "agentCapabilities.sessionCapabilities.title"),
        #[cfg(acp_v1 = "auth/status")]
        Gate::agent("auth/status", "agentCapabilities.auth.status"),
        #[cfg(acp_v1 = "auth/status_update")]
        Gate::agent("auth/status_update", "agentCapabilities.auth.status"),
        #[cfg(acp_v1 = "providers/list")]
        Gate::agent("providers/list", "agentCapabilities.providers"),
        #[cfg(acp_v1 = "providers/set")]
        Gate::agent("providers/set", "agentCapabilities.providers"),
        #[cfg(acp_v1 = "providers/disable")]
        Gate::agent("providers/disable", "agentCapabilities.providers"),
        #[cfg(acp_v1 = "mcp/message")]
        Gate::agent("mcp/message", "agentCapabilities.mcpCapabilities.acp"),
    ];
    type Caps = Advertised;
    type Update = super::SessionUpdate;
    type TurnEnd = std::convert::Infallible;
    type ClientCaps = super::ClientCapabilities;
    type InitializeRequest = super::InitializeRequest;
    type InitializeResponse = super::InitializeResponse;

    fn initialize_request(
        info: &Info,
        capabilities: &super::ClientCapabilities,
        extra: serde_json::Map<String, serde_json::Value>,
    ) -> super::InitializeRequest {
        let mut params = super::InitializeRequest::new(Self::NUMBER).client_capabilities(capabilities.clone()).client_info(implementation(info));
        for (k, v) in extra {
            params.extra.entry(k).or_insert(v);
        }
        params
    }

    fn advertised(client: super::ClientCapabilities, response: &super::InitializeResponse) -> Advertised {
        let agent = response.agent_capabilities.clone().unwrap_or_default();
        let terminal_auth = terminal_auth(response.auth_methods.as_ref());
        Advertised { client, agent, terminal_auth }
    }
}

/// What both sides advertised at `initialize` (missing members: nothing).
#[derive(Debug, Default, Clone)]
pub struct Advertised {
    pub(crate) client: super::ClientCapabilities,
    pub(crate) agent: super::AgentCapabilities,
    /// The ids of the agent's terminal auth methods (never `authenticate`d).
    pub(crate) terminal_auth: Vec<String>,
}

type State = ConnState<V1>;

crate::side::shared_rules! {
    config_id: id,
    select_by: ValueId,
    terminal_auth: (acp_v1 = "AuthMethod::terminal", id),
    elicitation: "clientCapabilities.elicitation",
    prompt: "agentCapabilities.promptCapabilities",
    system_prompt: (
        acp_v1 = "SessionCapabilities.systemPrompt",
        "agentCapabilities.sessionCapabilities.systemPrompt",
        |a| a.session_capabilities.as_ref().and_then(|x| x.system_prompt.value().cloned())
    ),
}

fn client<R>(s: &State, f: impl FnOnce(&super::ClientCapabilities) -> R) -> R {
    s.read_caps(|c| f(&c.client))
}

fn agent<R>(s: &State, f: impl FnOnce(&super::AgentCapabilities) -> R) -> R {
    s.read_caps(|c| f(&c.agent))
}

/// A session setup result: its mode ids and config options.
fn setup(s: &State, key: Option<ScopeKey>, modes: Option<&super::SessionModeState>, options: Option<&Vec<super::SessionConfigOption>>) {
    let modes = modes.map(|m| m.available_modes.iter().map(|mode| mode.id.0.clone()).collect());
    crate::side::setup(s, key, modes, options.map_or_else(Vec::new, |o| config_options(o)));
}

// ---------------------------------------------------------------- negotiation

/// Records the client's `clientCapabilities` (missing: none); the answer states version 1 and records the agent's `agentCapabilities` and the ids of its terminal `authMethods`.
impl RequestRule<V1> for request::Initialize {
    fn received(s: &State, p: &super::InitializeRequest) {
        let client = p.client_capabilities.clone().unwrap_or_default();
        s.set_caps(Advertised { client, agent: super::AgentCapabilities::default(), terminal_auth: Vec::new() });
    }

    fn answered(s: &State, _: Option<ScopeKey>, r: &mut super::InitializeResponse) {
        r.protocol_version = super::PROTOCOL_VERSION.into();
        let advertised = r.agent_capabilities.clone().unwrap_or_default();
        let terminal = terminal_auth(r.auth_methods.as_ref());
        s.with_caps(|c| {
            c.agent = advertised;
            c.terminal_auth = terminal;
        });
    }
}

// ---------------------------------------------------------------- client methods

/// The request's `mode` (`form` / `url`) must be in the client's `clientCapabilities.elicitation` (-32602 otherwise, as the elicitation page says).
impl RequestRule<V1> for request::ElicitationCreate {
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        let modes = client(s, |c| c.elicitation.value().map(|e| (e.form.is_value(), e.url.is_value())));
        elicitation_mode(modes, &p.mode)
    }
}

/// Kinds `notice` need `clientCapabilities.session.notices`, `compaction_*` `clientCapabilities.session.compaction` (unstable: `plan_*` `clientCapabilities.plan`, subagent and session-message kinds `clientCapabilities.subagents`); records `config_option_update`, feeds a waiting `prompt_turn`.
impl NotificationRule<V1> for notification::SessionUpdate {
    fn check(s: &State, n: &Self::Params) -> Result<(), Refusal> {
        client(s, |c| update_allowed(c, &n.update))
    }

    fn passing(s: &State, session: Option<ScopeKey>, n: &Self::Params) {
        let Some(session) = session else { return };
        if let super::SessionUpdate::ConfigOptionUpdate(u) = &n.update {
            s.advertised.update(session, |x| x.set_config_options(config_options(&u.config_options)));
        }
        s.turns.feed(session, || n.update.clone(), Phase::Other);
    }
}

fn update_allowed(c: &super::ClientCapabilities, update: &super::SessionUpdate) -> Result<(), Refusal> {
    let session = c.session.value();
    match update {
        #[cfg(acp_v1 = "SessionUpdate::notice")]
        super::SessionUpdate::Notice(_) => needs_content(session.is_some_and(|s| s.notices.is_value()), "clientCapabilities.session.notices"),
        #[cfg(acp_v1 = "SessionUpdate::compaction_update")]
        super::SessionUpdate::CompactionUpdate(_) | super::SessionUpdate::CompactionSummaryChunk(_) => {
            needs_content(session.is_some_and(|s| s.compaction.is_value()), "clientCapabilities.session.compaction")
        }
        #[cfg(acp_v1 = "SessionUpdate::plan_update")]
        super::SessionUpdate::PlanUpdate(_) | super::SessionUpdate::PlanRemoved(_) => {
            needs_content(c.plan.is_value(), "clientCapabilities.plan")
        }
        #[cfg(acp_v1 = "SessionUpdate::subagent_update")]
        super::SessionUpdate::SubagentUpdate(_) | super::SessionUpdate::SessionMessage(_) | super::SessionUpdate::SessionMessageChunk(_) => {
            needs_content(c.subagents.is_value(), "clientCapabilities.subagents")
        }
        _ => {
            let _ = session;
            Ok(())
        }
    }
}

/// Answered `cancelled` when the session is cancelled while it waits.
impl RequestRule<V1> for request::SessionRequestPermission {
    fn cancelled() -> Option<super::RequestPermissionResponse> {
        Some(super::RequestPermissionResponse::new(super::RequestPermissionOutcome::Cancelled { extra: serde_json::Map::new() }))
    }
}

// ---------------------------------------------------------------- agent methods

/// A `systemPrompt` the agent can take (see [`system_prompt`]); records the new session's mode ids and config options.
impl RequestRule<V1> for request::SessionNew {
    #[cfg(acp_v1 = "NewSessionRequest.systemPrompt")]
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        system_prompt(s, p.system_prompt.value())
    }

    fn answered(s: &State, _: Option<ScopeKey>, r: &mut super::NewSessionResponse) {
        setup(s, Some(session_key(&r.session_id)), r.modes.value(), r.config_options.value());
    }
}

/// A `systemPrompt` the agent can take; records the session's mode ids and config options.
impl RequestRule<V1> for request::SessionLoad {
    #[cfg(acp_v1 = "LoadSessionRequest.systemPrompt")]
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        system_prompt(s, p.system_prompt.value())
    }

    fn answered(s: &State, session: Option<ScopeKey>, r: &mut super::LoadSessionResponse) {
        setup(s, session, r.modes.value(), r.config_options.value());
    }
}

/// A `systemPrompt` the agent can take; records the session's mode ids and config options.
impl RequestRule<V1> for request::SessionResume {
    #[cfg(acp_v1 = "ResumeSessionRequest.systemPrompt")]
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        system_prompt(s, p.system_prompt.value())
    }

    fn answered(s: &State, session: Option<ScopeKey>, r: &mut super::ResumeSessionResponse) {
        setup(s, session, r.modes.value(), r.config_options.value());
    }
}

/// Forgets what the session advertised.
impl RequestRule<V1> for request::SessionClose {
    fn answered(s: &State, session: Option<ScopeKey>, _: &mut Self::Response) {
        if let Some(key) = session {
            s.advertised.remove(key);
        }
    }
}

/// The `methodId` must not be one of the agent's terminal `authMethods` (the client runs the agent interactively for those; -32602).
impl RequestRule<V1> for request::Authenticate {
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        not_terminal_auth(s, &p.method_id)
    }
}

/// Image, audio and embedded-resource blocks need `agentCapabilities.promptCapabilities.image` / `audio` / `embeddedContext`; a block of a type the schema does not define is refused (-32602); a client prompts only a session set up on its connection (`session/new`, `session/load`, `session/resume`, `session/fork`; `SideError::SessionNotSetUp` otherwise).
impl RequestRule<V1> for request::SessionPrompt {
    fn check_call(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        set_up(s, &p.session_id)
    }

    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        let pc = agent(s, |a| a.prompt_capabilities.clone()).unwrap_or_default();
        let has = |c: Option<bool>| c == Some(true);
        prompt_content(&p.prompt, has(pc.image), has(pc.audio), has(pc.embedded_context))
    }
}

/// Fires the session's cancel signal (received by an agent, sent by a client).
impl NotificationRule<V1> for notification::SessionCancel {
    fn passing(s: &State, session: Option<ScopeKey>, _: &Self::Params) {
        if let Some(session) = session {
            s.signals.fire(session);
        }
    }
}

/// The `modeId` must be among the session's `modes.availableModes` (from its `session/new` / `load` / `resume` result).
impl RequestRule<V1> for request::SessionSetMode {
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        on_session(s, &p.session_id, path::MODES, |x| x.check_mode(&p.mode_id))
    }
}

/// The `configId` must be among the session's `configOptions` (setup result, `config_option_update`, last `set_config_option` result), a select's `value` among its options, a boolean's request of type `boolean`; records the answered options.
impl RequestRule<V1> for request::SessionSetConfigOption {
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        on_session(s, &p.session_id, path::CONFIG, |x| x.check_config(&p.config_id, config_value(&p.kind)))
    }

    fn answered(s: &State, session: Option<ScopeKey>, r: &mut super::SetSessionConfigOptionResponse) {
        if let Some(key) = session {
            s.advertised.update(key, |x| x.set_config_options(config_options(&r.config_options)));
        }
    }
}

// ---------------------------------------------------------------- unstable schema only

/// A `systemPrompt` the agent can take; records the new session's mode ids and config options.
#[cfg(acp_v1 = "session/fork")]
impl RequestRule<V1> for request::SessionFork {
    #[cfg(acp_v1 = "ForkSessionRequest.systemPrompt")]
    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        system_prompt(s, p.system_prompt.value())
    }

    fn answered(s: &State, _: Option<ScopeKey>, r: &mut super::ForkSessionResponse) {
        setup(s, Some(session_key(&r.session_id)), r.modes.value(), r.config_options.value());
    }
}
