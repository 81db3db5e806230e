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
use crate::side::{on_session, Gate, Phase, Info, needs_content, path, session_key, set_up, ConfigOption, ConfigValue, ConnState, NotificationRule, Refusal, RequestRule, Version};
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
        let mut implementation = super::Implementation::new(info.name.clone(), info.version.clone());
        if let Some(t) = &info.title {
            implementation = implementation.title(t.clone());
        }
        let mut params = super::InitializeRequest::new(Self::NUMBER).client_capabilities(capabilities.clone()).client_info(implementation);
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

/// The ids of the terminal methods among an `initialize` result's
/// `authMethods`: the client runs the agent itself for those.
fn terminal_auth(methods: Option<&Vec<super::AuthMethod>>) -> Vec<String> {
    let id = |m: &super::AuthMethod| -> Option<String> {
        match m {
            #[cfg(acp_v1 = "AuthMethod::terminal")]
            super::AuthMethod::Terminal(t) => Some(t.id.0.clone()),
            _ => None,
        }
    };
    methods.into_iter().flatten().filter_map(id).collect()
}

fn client<R>(s: &State, f: impl FnOnce(&super::ClientCapabilities) -> R) -> R {
    s.read_caps(|c| f(&c.client))
}

fn agent<R>(s: &State, f: impl FnOnce(&super::AgentCapabilities) -> R) -> R {
    s.read_caps(|c| f(&c.agent))
}

/// A session setup result: what it says about modes and config options
/// replaces what was recorded (a loaded session starts afresh).
fn setup(s: &State, key: Option<ScopeKey>, modes: Option<&super::SessionModeState>, options: Option<&Vec<super::SessionConfigOption>>) {
    if let Some(key) = key {
        let modes = modes.map(|m| m.available_modes.iter().map(|mode| mode.id.0.clone()).collect());
        let options = options.map_or_else(Vec::new, |o| config_options(o));
        s.advertised.update(key, |x| {
            x.set_up();
            x.set_modes(modes);
            x.set_config_options(options);
        });
    }
}

/// A full list of config options, as the gate records it.
fn config_options(options: &[super::SessionConfigOption]) -> Vec<ConfigOption> {
    options
        .iter()
        .map(|o| {
            let id = o.id.0.clone();
            match &o.kind {
                super::SessionConfigOptionKind::Select(s) => ConfigOption::select(id, select_values(&s.options)),
                super::SessionConfigOptionKind::Boolean(_) => ConfigOption::boolean(id),
                _ => ConfigOption::other(id),
            }
        })
        .collect()
}

fn select_values(options: &super::SessionConfigSelectOptions) -> Vec<String> {
    match options {
        super::SessionConfigSelectOptions::Ungrouped(o) => o.iter().map(|x| x.value.0.clone()).collect(),
        super::SessionConfigSelectOptions::Grouped(g) => g.iter().flat_map(|g| &g.options).map(|x| x.value.0.clone()).collect(),
    }
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
        let Some((form, url)) = modes else {
            return Err(Refusal::Content("clientCapabilities.elicitation"));
        };
        match &p.mode {
            super::CreateElicitationRequestMode::Form(_) => needs_content(form, "clientCapabilities.elicitation.form"),
            super::CreateElicitationRequestMode::Url(_) => needs_content(url, "clientCapabilities.elicitation.url"),
            _ => Err(Refusal::Content("clientCapabilities.elicitation")),
        }
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
        let id = &p.method_id.0;
        if s.read_caps(|c| c.terminal_auth.contains(id)) {
            return Err(Refusal::TerminalAuth(id.clone()));
        }
        Ok(())
    }
}

/// Image, audio and embedded-resource blocks need `agentCapabilities.promptCapabilities.image` / `audio` / `embeddedContext`; a block of a type the schema does not define is refused (-32602); a client prompts only a session set up on its connection (`session/new`, `session/load`, `session/resume`, `session/fork`; `SideError::SessionNotSetUp` otherwise).
impl RequestRule<V1> for request::SessionPrompt {
    fn check_call(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        set_up(s, &p.session_id)
    }

    fn check(s: &State, p: &Self::Params) -> Result<(), Refusal> {
        let pc = agent(s, |a| a.prompt_capabilities.clone()).unwrap_or_default();
        for (index, block) in p.prompt.iter().enumerate() {
            match block {
                super::ContentBlock::Image(_) if pc.image != Some(true) => {
                    return Err(Refusal::Content("agentCapabilities.promptCapabilities.image"))
                }
                super::ContentBlock::Audio(_) if pc.audio != Some(true) => {
                    return Err(Refusal::Content("agentCapabilities.promptCapabilities.audio"))
                }
                super::ContentBlock::Resource(_) if pc.embedded_context != Some(true) => {
                    return Err(Refusal::Content("agentCapabilities.promptCapabilities.embeddedContext"))
                }
                super::ContentBlock::Other(_) => {
                    return Err(Refusal::Unknown { member: "prompt", index, kind: block.tag().to_owned() })
                }
                _ => {}
            }
        }
        Ok(())
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
        let value = match &p.kind {
            super::SetSessionConfigOptionRequestKind::ValueId { value } => ConfigValue::Id(value),
            super::SetSessionConfigOptionRequestKind::Boolean { .. } => ConfigValue::Boolean,
            _ => ConfigValue::Other,
        };
        on_session(s, &p.session_id, path::CONFIG, |x| x.check_config(&p.config_id, value))
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

/// A session setup's `systemPrompt` (none: nothing to check): it needs
/// `agentCapabilities.sessionCapabilities.systemPrompt`, its `override`
/// mode `…systemPrompt.mode.override`; a mode this schema does not define,
/// an empty `content` or a block other than `text` is refused (-32602).
/// Both directions: the client MUST NOT send it otherwise (SystemPrompt,
/// SystemPromptMode), and an agent that cannot apply it MUST answer an
/// error instead of setting the session up.
#[cfg(acp_v1 = "SessionCapabilities.systemPrompt")]
fn system_prompt(s: &State, prompt: Option<&super::SystemPrompt>) -> Result<(), Refusal> {
    let Some(prompt) = prompt else { return Ok(()) };
    let Some(caps) = agent(s, |a| a.session_capabilities.as_ref().and_then(|x| x.system_prompt.value().cloned())) else {
        return Err(Refusal::Content("agentCapabilities.sessionCapabilities.systemPrompt"));
    };
    match &prompt.mode {
        super::SystemPromptMode::Append => {}
        super::SystemPromptMode::Override => {
            let ok = caps.mode.value().is_some_and(|m| m.r#override.is_value());
            needs_content(ok, "agentCapabilities.sessionCapabilities.systemPrompt.mode.override")?;
        }
        other => {
            let message = format!("mode {:?} is not defined by this protocol version", other.as_str());
            return Err(Refusal::Invalid { path: "systemPrompt.mode".to_owned(), message });
        }
    }
    crate::side::system_prompt_content(prompt.content.iter().map(|b| (matches!(b, super::ContentBlock::Text(_)), b.tag())))
}

