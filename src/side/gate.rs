//! Capability gating: the ONE table of which method needs which capability.
//!
//! A rule belongs to a method (keyed by its generated marker type) and
//! checks the capabilities of the side that *serves* the method, so the same
//! rule applies in both directions:
//! * the sending handle refuses without sending
//!   ([`SideError::NotAdvertised`] / [`SideError::ContentNotAdvertised`]);
//! * the serving dispatcher rejects an incoming message that breaks it
//!   ([`SideError::to_response`]: -32601, or -32602 for prompt content).
//!
//! Methods without a rule need no code. The generated handles and
//! dispatchers call `check` for every method; the lookup is a scan of a
//! short table comparing `TypeId`s.
//!
//! | version | method | needs |
//! |---|---|---|
//! | v1 | `fs/read_text_file` | `clientCapabilities.fs.readTextFile` |
//! | v1 | `fs/write_text_file` | `clientCapabilities.fs.writeTextFile` |
//! | v1 | `terminal/*` | `clientCapabilities.terminal` |
//! | v1, v2 | `elicitation/create` | the request's `mode` (`form` / `url`) in the client's `elicitation` (-32602 otherwise, as the elicitation page says) |
//! | v1, v2 | `elicitation/complete` | `url` in the client's `elicitation` (it completes URL elicitations) |
//! | v1 | `session/load` | `agentCapabilities.loadSession` |
//! | v1 | `session/list`, `delete`, `resume`, `close` | `agentCapabilities.sessionCapabilities.<name>` |
//! | v1 | `logout` | `agentCapabilities.auth.logout` |
//! | v1 | `session/prompt` content | `promptCapabilities.image` / `audio` / `embeddedContext` |
//! | v1 | `session/update` `notice` | `clientCapabilities.session.notices` |
//! | v1 | `session/update` `compaction_update`, `compaction_summary_chunk` | `clientCapabilities.session.compaction` |
//! | v1 | `session/set_mode` | the `modeId` among the session's `modes.availableModes` (in its `session/new` / `load` / `resume` result) |
//! | v1 | `session/set_config_option` | the `configId` among the session's `configOptions` (setup result, `config_option_update`, last `set_config_option` result), a select's `value` among its options, a boolean's request of type `boolean` |
//! | v2 | `session/new`, `list`, `resume`, `close`, `prompt`, `cancel` | `capabilities.session` |
//! | v2 | `session/set_config_option` | `capabilities.session`, and the `configId` and value among the session's `configOptions` as in v1 |
//! | v2 | `session/delete` | `capabilities.session.delete` |
//! | v2 | `session/prompt` content | `capabilities.session.prompt.image` / `audio` / `embeddedContext` |
//! | v2 | `tool_call/cancel` | the tool call's `capabilities.cancel` (last `tool_call` update), not final |
//! | v2 | `terminal/cancel` | the terminal's `capabilities.cancel` (last `terminal_update`), not exited |
//! | v2 | `auth/login`, `auth/logout` | a non-empty `authMethods` |
//!
//! With the `unstable` feature (methods of the unstable schemas only):
//!
//! | version | method | needs |
//! |---|---|---|
//! | v1 | `session/update` `plan_update`, `plan_removed` | `clientCapabilities.plan` |
//! | v1 | `session/update` `subagent_update`, `session_message`, `session_message_chunk` | `clientCapabilities.subagents` |
//! | v1 | `session/fork`, `session/status`, `session/set_title` | `agentCapabilities.sessionCapabilities.fork` / `status` / `title` |
//! | v1 | `session/archive`, `session/unarchive` | `agentCapabilities.sessionCapabilities.archive` |
//! | v1 | `auth/status`, `auth/status_update` | `agentCapabilities.auth.status` |
//! | v1 | `providers/list`, `set`, `disable` | `agentCapabilities.providers` |
//! | v1 | `mcp/message` (both directions) | `agentCapabilities.mcpCapabilities.acp` |
//! | v2 | `session/fork`, `session/status`, `session/set_title` | `capabilities.session.fork` / `status` / `title` |
//! | v2 | `session/archive`, `session/unarchive` | `capabilities.session.archive` |
//! | v2 | `auth/status`, `auth/status_update` | `capabilities.auth.status` |
//! | v2 | `providers/list`, `set`, `disable` | `capabilities.providers` |
//! | v2 | `mcp/message` (both directions) | `capabilities.session.mcp.acp` |
//!
//! `proxy/*` belong to neither side (the schema's `x-side` is `proxy`):
//! they have no trait or handle method, so nothing to gate here.
//!
//! A `session/update` whose kind needs a capability is refused by the
//! agent's handle ([`SideError::ContentNotAdvertised`]; the schema says
//! agents MUST only send it when advertised) and dropped by the client's
//! dispatcher like any gated notification.
//!
//! Rules about one session, tool call or terminal (its modes, config
//! options, cancel control) refuse with [`SideError::ContentNotAdvertised`]
//! / -32602: the method exists, the params name something that does not
//! offer it — the schema has the agent answer -32602 for an unknown or not
//! cancellable tool call or terminal, and for an unknown config id. What
//! sessions advertised is recorded by both sides from the same messages
//! (`super::advertised`), so an established session is needed: a session
//! the connection never saw set up has no modes or config options.

use std::any::{Any, TypeId};

use super::advertised::{path, Advertised, ConfigValue, Session};
use super::core::{session_key, Caps, ConnState};
use super::errors::SideError;
use crate::v1;
#[cfg(feature = "v2")]
use crate::v2;

/// Why a rule refused.
enum Refusal {
    /// The method is not available.
    Method(&'static str),
    /// The params use something not available.
    Content(&'static str),
}

/// What a rule decides on: the connection's capabilities and the
/// per-session advertisements.
struct Seen<'a> {
    caps: &'a Caps,
    sessions: &'a Advertised,
}

type Check = fn(&Seen<'_>, &dyn Any) -> Result<(), Refusal>;

struct Rule {
    marker: fn() -> TypeId,
    check: Check,
}

/// Checks the rule of method `M` (a generated marker type; `method` is its
/// name) against the negotiated capabilities; `params` are `M`'s typed params.
pub(crate) fn check<M: 'static>(state: &ConnState, method: &'static str, params: &dyn Any) -> Result<(), SideError> {
    let id = TypeId::of::<M>();
    let Some(rule) = RULES.iter().find(|r| (r.marker)() == id) else {
        return Ok(());
    };
    state.read_caps(|caps| (rule.check)(&Seen { caps, sessions: &state.advertised }, params)).map_err(|r| match r {
        Refusal::Method(capability) => SideError::NotAdvertised { method, capability },
        Refusal::Content(capability) => SideError::ContentNotAdvertised { method, capability },
    })
}

fn yes(ok: bool, capability: &'static str) -> Result<(), Refusal> {
    if ok {
        Ok(())
    } else {
        Err(Refusal::Method(capability))
    }
}

fn content(ok: bool, capability: &'static str) -> Result<(), Refusal> {
    if ok {
        Ok(())
    } else {
        Err(Refusal::Content(capability))
    }
}

/// Whether the session with id `id` advertised what `f` reads.
#[cfg(feature = "v2")]
fn session<T: std::ops::Deref<Target = String>>(seen: &Seen<'_>, id: &T, f: impl FnOnce(&Session) -> bool) -> bool {
    seen.sessions.read(session_key(id), |s| s.is_some_and(f))
}

/// A rule about what session `id` advertised: `f` names what is missing;
/// a session the connection never saw set up has nothing (`none`).
fn on_session<T: std::ops::Deref<Target = String>>(
    seen: &Seen<'_>,
    id: &T,
    none: &'static str,
    f: impl FnOnce(&Session) -> Result<(), &'static str>,
) -> Result<(), Refusal> {
    seen.sessions.read(session_key(id), |s| s.map_or(Err(none), f)).map_err(Refusal::Content)
}

/// Which elicitation modes a client advertised.
#[derive(Clone, Copy)]
struct Modes {
    form: bool,
    url: bool,
}

/// The mode of an `elicitation/create` request.
enum Mode {
    Form,
    Url,
    /// A mode this schema does not know: never advertised.
    Unknown,
}

/// The capability paths of one version's elicitation modes.
struct ElicitationPaths {
    whole: &'static str,
    form: &'static str,
    url: &'static str,
}

/// `elicitation/create` of a mode: the mode must be advertised.
fn elicitation_mode(modes: Option<Modes>, mode: Mode, paths: &ElicitationPaths) -> Result<(), Refusal> {
    let Some(m) = modes else {
        return Err(Refusal::Content(paths.whole));
    };
    match mode {
        Mode::Form => content(m.form, paths.form),
        Mode::Url => content(m.url, paths.url),
        Mode::Unknown => Err(Refusal::Content(paths.whole)),
    }
}

// ---------------------------------------------------------------- v1

fn v1_client(caps: &Caps) -> Option<&v1::ClientCapabilities> {
    match caps {
        Caps::V1 { client, .. } => Some(client),
        _ => None,
    }
}

fn v1_agent(caps: &Caps) -> Option<&v1::AgentCapabilities> {
    match caps {
        Caps::V1 { agent, .. } => Some(agent),
        _ => None,
    }
}

fn v1_read(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    let ok = v1_client(caps).and_then(|c| c.fs.as_ref()).and_then(|f| f.read_text_file) == Some(true);
    yes(ok, "clientCapabilities.fs.readTextFile")
}

fn v1_write(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    let ok = v1_client(caps).and_then(|c| c.fs.as_ref()).and_then(|f| f.write_text_file) == Some(true);
    yes(ok, "clientCapabilities.fs.writeTextFile")
}

fn v1_terminal(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    yes(v1_client(caps).and_then(|c| c.terminal) == Some(true), "clientCapabilities.terminal")
}

fn v1_modes(caps: &Caps) -> Option<Modes> {
    v1_client(caps).and_then(|c| c.elicitation.value()).map(|e| Modes { form: e.form.is_value(), url: e.url.is_value() })
}

const V1_ELICITATION: ElicitationPaths = ElicitationPaths {
    whole: "clientCapabilities.elicitation",
    form: "clientCapabilities.elicitation.form",
    url: "clientCapabilities.elicitation.url",
};

fn v1_elicitation(seen: &Seen<'_>, params: &dyn Any) -> Result<(), Refusal> {
    let mode = match params.downcast_ref::<v1::CreateElicitationRequest>().map(|p| &p.mode) {
        Some(v1::CreateElicitationRequestMode::Form(_)) => Mode::Form,
        Some(v1::CreateElicitationRequestMode::Url(_)) => Mode::Url,
        _ => Mode::Unknown,
    };
    elicitation_mode(v1_modes(seen.caps), mode, &V1_ELICITATION)
}

fn v1_elicitation_complete(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    yes(v1_modes(seen.caps).is_some_and(|m| m.url), V1_ELICITATION.url)
}

fn v1_update(seen: &Seen<'_>, params: &dyn Any) -> Result<(), Refusal> {
    let Some(n) = params.downcast_ref::<v1::SessionNotification>() else {
        return Ok(());
    };
    let client = v1_client(seen.caps);
    let session = client.and_then(|c| c.session.value());
    match &n.update {
        v1::SessionUpdate::Notice(_) => content(session.is_some_and(|s| s.notices.is_value()), "clientCapabilities.session.notices"),
        v1::SessionUpdate::CompactionUpdate(_) | v1::SessionUpdate::CompactionSummaryChunk(_) => {
            content(session.is_some_and(|s| s.compaction.is_value()), "clientCapabilities.session.compaction")
        }
        #[cfg(feature = "unstable")]
        v1::SessionUpdate::PlanUpdate(_) | v1::SessionUpdate::PlanRemoved(_) => {
            content(client.is_some_and(|c| c.plan.is_value()), "clientCapabilities.plan")
        }
        #[cfg(feature = "unstable")]
        v1::SessionUpdate::SubagentUpdate(_) | v1::SessionUpdate::SessionMessage(_) | v1::SessionUpdate::SessionMessageChunk(_) => {
            content(client.is_some_and(|c| c.subagents.is_value()), "clientCapabilities.subagents")
        }
        _ => Ok(()),
    }
}

fn v1_set_mode(seen: &Seen<'_>, params: &dyn Any) -> Result<(), Refusal> {
    let Some(p) = params.downcast_ref::<v1::SetSessionModeRequest>() else {
        return Err(Refusal::Content(path::MODES));
    };
    on_session(seen, &p.session_id, path::MODES, |s| s.check_mode(&p.mode_id))
}

fn v1_set_config(seen: &Seen<'_>, params: &dyn Any) -> Result<(), Refusal> {
    let Some(p) = params.downcast_ref::<v1::SetSessionConfigOptionRequest>() else {
        return Err(Refusal::Content(path::CONFIG));
    };
    let value = match &p.kind {
        v1::SetSessionConfigOptionRequestKind::ValueId { value } => ConfigValue::Id(value),
        v1::SetSessionConfigOptionRequestKind::Boolean { .. } => ConfigValue::Boolean,
        _ => ConfigValue::Other,
    };
    on_session(seen, &p.session_id, path::CONFIG, |s| s.check_config(&p.config_id, value))
}

fn v1_load(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    yes(v1_agent(caps).and_then(|a| a.load_session) == Some(true), "agentCapabilities.loadSession")
}

fn v1_session_caps(caps: &Caps) -> Option<&v1::SessionCapabilities> {
    v1_agent(caps).and_then(|a| a.session_capabilities.as_ref())
}

fn v1_list(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    yes(v1_session_caps(caps).is_some_and(|s| s.list.is_value()), "agentCapabilities.sessionCapabilities.list")
}

fn v1_delete(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    yes(v1_session_caps(caps).is_some_and(|s| s.delete.is_value()), "agentCapabilities.sessionCapabilities.delete")
}

fn v1_resume(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    yes(v1_session_caps(caps).is_some_and(|s| s.resume.is_value()), "agentCapabilities.sessionCapabilities.resume")
}

fn v1_close(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    yes(v1_session_caps(caps).is_some_and(|s| s.close.is_value()), "agentCapabilities.sessionCapabilities.close")
}

fn v1_logout(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    let ok = v1_agent(caps).and_then(|a| a.auth.as_ref()).is_some_and(|a| a.logout.is_value());
    yes(ok, "agentCapabilities.auth.logout")
}

fn v1_prompt(seen: &Seen<'_>, params: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    let Some(p) = params.downcast_ref::<v1::PromptRequest>() else {
        return Ok(());
    };
    let pc = v1_agent(caps).and_then(|a| a.prompt_capabilities.clone()).unwrap_or_default();
    for block in &p.prompt {
        match block {
            v1::ContentBlock::Image(_) if pc.image != Some(true) => {
                return Err(Refusal::Content("agentCapabilities.promptCapabilities.image"))
            }
            v1::ContentBlock::Audio(_) if pc.audio != Some(true) => {
                return Err(Refusal::Content("agentCapabilities.promptCapabilities.audio"))
            }
            v1::ContentBlock::Resource(_) if pc.embedded_context != Some(true) => {
                return Err(Refusal::Content("agentCapabilities.promptCapabilities.embeddedContext"))
            }
            _ => {}
        }
    }
    Ok(())
}

// ---------------------------------------------------------------- v2

#[cfg(feature = "v2")]
fn v2_session(caps: &Caps) -> Option<&v2::SessionCapabilities> {
    match caps {
        Caps::V2 { agent, .. } => agent.session.value(),
        _ => None,
    }
}

#[cfg(feature = "v2")]
fn v2_session_any(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    yes(v2_session(caps).is_some(), "capabilities.session")
}

#[cfg(feature = "v2")]
fn v2_delete(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    yes(v2_session(caps).is_some_and(|s| s.delete.is_value()), "capabilities.session.delete")
}

#[cfg(feature = "v2")]
fn v2_auth(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    yes(matches!(caps, Caps::V2 { auth_methods: true, .. }), "authMethods")
}

#[cfg(feature = "v2")]
fn v2_modes(caps: &Caps) -> Option<Modes> {
    match caps {
        Caps::V2 { client, .. } => client.elicitation.value().map(|e| Modes { form: e.form.is_value(), url: e.url.is_value() }),
        _ => None,
    }
}

#[cfg(feature = "v2")]
const V2_ELICITATION: ElicitationPaths = ElicitationPaths {
    whole: "capabilities.elicitation",
    form: "capabilities.elicitation.form",
    url: "capabilities.elicitation.url",
};

#[cfg(feature = "v2")]
fn v2_elicitation(seen: &Seen<'_>, params: &dyn Any) -> Result<(), Refusal> {
    let mode = match params.downcast_ref::<v2::CreateElicitationRequest>().map(|p| &p.mode) {
        Some(v2::CreateElicitationRequestMode::Form(_)) => Mode::Form,
        Some(v2::CreateElicitationRequestMode::Url(_)) => Mode::Url,
        _ => Mode::Unknown,
    };
    elicitation_mode(v2_modes(seen.caps), mode, &V2_ELICITATION)
}

#[cfg(feature = "v2")]
fn v2_elicitation_complete(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
    yes(v2_modes(seen.caps).is_some_and(|m| m.url), V2_ELICITATION.url)
}

#[cfg(feature = "v2")]
fn v2_set_config(seen: &Seen<'_>, params: &dyn Any) -> Result<(), Refusal> {
    v2_session_any(seen, params)?;
    let Some(p) = params.downcast_ref::<v2::SetSessionConfigOptionRequest>() else {
        return Err(Refusal::Content(path::CONFIG));
    };
    let value = match &p.kind {
        v2::SetSessionConfigOptionRequestKind::Id { value } => ConfigValue::Id(value),
        v2::SetSessionConfigOptionRequestKind::Boolean { .. } => ConfigValue::Boolean,
        _ => ConfigValue::Other,
    };
    on_session(seen, &p.session_id, path::CONFIG, |s| s.check_config(&p.config_id, value))
}

#[cfg(feature = "v2")]
fn v2_cancel_tool_call(seen: &Seen<'_>, params: &dyn Any) -> Result<(), Refusal> {
    let ok = params
        .downcast_ref::<v2::CancelToolCallRequest>()
        .is_some_and(|p| session(seen, &p.session_id, |s| s.tool_call_cancellable(&p.tool_call_id)));
    content(ok, "toolCall.capabilities.cancel")
}

#[cfg(feature = "v2")]
fn v2_cancel_terminal(seen: &Seen<'_>, params: &dyn Any) -> Result<(), Refusal> {
    let ok = params
        .downcast_ref::<v2::CancelTerminalRequest>()
        .is_some_and(|p| session(seen, &p.session_id, |s| s.terminal_cancellable(&p.terminal_id)));
    content(ok, "terminal.capabilities.cancel")
}

#[cfg(feature = "v2")]
fn v2_prompt(seen: &Seen<'_>, params: &dyn Any) -> Result<(), Refusal> {
    let caps = seen.caps;
    let Some(session) = v2_session(caps) else {
        return Err(Refusal::Method("capabilities.session"));
    };
    let Some(p) = params.downcast_ref::<v2::PromptRequest>() else {
        return Ok(());
    };
    let pc = session.prompt.value();
    for block in &p.prompt {
        match block {
            v2::ContentBlock::Image(_) if !pc.is_some_and(|c| c.image.is_value()) => {
                return Err(Refusal::Content("capabilities.session.prompt.image"))
            }
            v2::ContentBlock::Audio(_) if !pc.is_some_and(|c| c.audio.is_value()) => {
                return Err(Refusal::Content("capabilities.session.prompt.audio"))
            }
            v2::ContentBlock::Resource(_) if !pc.is_some_and(|c| c.embedded_context.is_value()) => {
                return Err(Refusal::Content("capabilities.session.prompt.embeddedContext"))
            }
            _ => {}
        }
    }
    Ok(())
}

// ---------------------------------------------------------------- unstable

#[cfg(feature = "unstable")]
mod unstable {
    use super::*;

    fn v1_session_cap(seen: &Seen<'_>, f: impl FnOnce(&v1::SessionCapabilities) -> bool) -> bool {
        v1_session_caps(seen.caps).is_some_and(f)
    }

    pub(super) fn v1_fork(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        yes(v1_session_cap(seen, |s| s.fork.is_value()), "agentCapabilities.sessionCapabilities.fork")
    }

    pub(super) fn v1_archive(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        yes(v1_session_cap(seen, |s| s.archive.is_value()), "agentCapabilities.sessionCapabilities.archive")
    }

    pub(super) fn v1_status(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        yes(v1_session_cap(seen, |s| s.status.is_value()), "agentCapabilities.sessionCapabilities.status")
    }

    pub(super) fn v1_title(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        yes(v1_session_cap(seen, |s| s.title.is_value()), "agentCapabilities.sessionCapabilities.title")
    }

    pub(super) fn v1_auth_status(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        let ok = v1_agent(seen.caps).and_then(|a| a.auth.as_ref()).is_some_and(|a| a.status.is_value());
        yes(ok, "agentCapabilities.auth.status")
    }

    pub(super) fn v1_providers(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        yes(v1_agent(seen.caps).is_some_and(|a| a.providers.is_value()), "agentCapabilities.providers")
    }

    pub(super) fn v1_mcp(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        let ok = v1_agent(seen.caps).and_then(|a| a.mcp_capabilities.as_ref()).and_then(|m| m.acp) == Some(true);
        yes(ok, "agentCapabilities.mcpCapabilities.acp")
    }

    #[cfg(feature = "v2")]
    fn v2_agent(caps: &Caps) -> Option<&v2::AgentCapabilities> {
        match caps {
            Caps::V2 { agent, .. } => Some(agent),
            _ => None,
        }
    }

    #[cfg(feature = "v2")]
    pub(super) fn v2_fork(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        yes(v2_session(seen.caps).is_some_and(|s| s.fork.is_value()), "capabilities.session.fork")
    }

    #[cfg(feature = "v2")]
    pub(super) fn v2_archive(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        yes(v2_session(seen.caps).is_some_and(|s| s.archive.is_value()), "capabilities.session.archive")
    }

    #[cfg(feature = "v2")]
    pub(super) fn v2_status(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        yes(v2_session(seen.caps).is_some_and(|s| s.status.is_value()), "capabilities.session.status")
    }

    #[cfg(feature = "v2")]
    pub(super) fn v2_title(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        yes(v2_session(seen.caps).is_some_and(|s| s.title.is_value()), "capabilities.session.title")
    }

    #[cfg(feature = "v2")]
    pub(super) fn v2_auth_status(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        let ok = v2_agent(seen.caps).and_then(|a| a.auth.value()).is_some_and(|a| a.status.is_value());
        yes(ok, "capabilities.auth.status")
    }

    #[cfg(feature = "v2")]
    pub(super) fn v2_providers(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        yes(v2_agent(seen.caps).is_some_and(|a| a.providers.is_value()), "capabilities.providers")
    }

    #[cfg(feature = "v2")]
    pub(super) fn v2_mcp(seen: &Seen<'_>, _: &dyn Any) -> Result<(), Refusal> {
        let ok = v2_session(seen.caps).and_then(|s| s.mcp.value()).is_some_and(|m| m.acp.is_value());
        yes(ok, "capabilities.session.mcp.acp")
    }
}

macro_rules! rules {
    ($($(#[$a:meta])* $marker:ty => $check:expr,)*) => {
        &[$($(#[$a])* Rule { marker: TypeId::of::<$marker>, check: $check },)*]
    };
}

static RULES: &[Rule] = rules![
    v1::request::FsReadTextFile => v1_read,
    v1::request::FsWriteTextFile => v1_write,
    v1::request::TerminalCreate => v1_terminal,
    v1::request::TerminalOutput => v1_terminal,
    v1::request::TerminalRelease => v1_terminal,
    v1::request::TerminalWaitForExit => v1_terminal,
    v1::request::TerminalKill => v1_terminal,
    v1::request::ElicitationCreate => v1_elicitation,
    v1::notification::ElicitationComplete => v1_elicitation_complete,
    v1::request::SessionLoad => v1_load,
    v1::request::SessionList => v1_list,
    v1::request::SessionDelete => v1_delete,
    v1::request::SessionResume => v1_resume,
    v1::request::SessionClose => v1_close,
    v1::request::Logout => v1_logout,
    v1::request::SessionPrompt => v1_prompt,
    v1::notification::SessionUpdate => v1_update,
    v1::request::SessionSetMode => v1_set_mode,
    v1::request::SessionSetConfigOption => v1_set_config,
    #[cfg(feature = "unstable")] v1::request::SessionFork => unstable::v1_fork,
    #[cfg(feature = "unstable")] v1::request::SessionArchive => unstable::v1_archive,
    #[cfg(feature = "unstable")] v1::request::SessionUnarchive => unstable::v1_archive,
    #[cfg(feature = "unstable")] v1::request::SessionStatus => unstable::v1_status,
    #[cfg(feature = "unstable")] v1::request::SessionSetTitle => unstable::v1_title,
    #[cfg(feature = "unstable")] v1::request::AuthStatus => unstable::v1_auth_status,
    #[cfg(feature = "unstable")] v1::notification::AuthStatusUpdate => unstable::v1_auth_status,
    #[cfg(feature = "unstable")] v1::request::ProvidersList => unstable::v1_providers,
    #[cfg(feature = "unstable")] v1::request::ProvidersSet => unstable::v1_providers,
    #[cfg(feature = "unstable")] v1::request::ProvidersDisable => unstable::v1_providers,
    #[cfg(feature = "unstable")] v1::request::McpMessage => unstable::v1_mcp,
    #[cfg(feature = "unstable")] v1::notification::McpMessage => unstable::v1_mcp,
    #[cfg(feature = "v2")] v2::request::ElicitationCreate => v2_elicitation,
    #[cfg(feature = "v2")] v2::notification::ElicitationComplete => v2_elicitation_complete,
    #[cfg(feature = "v2")] v2::request::SessionNew => v2_session_any,
    #[cfg(feature = "v2")] v2::request::SessionList => v2_session_any,
    #[cfg(feature = "v2")] v2::request::SessionResume => v2_session_any,
    #[cfg(feature = "v2")] v2::request::SessionClose => v2_session_any,
    #[cfg(feature = "v2")] v2::request::SessionSetConfigOption => v2_set_config,
    #[cfg(feature = "v2")] v2::notification::SessionCancel => v2_session_any,
    #[cfg(feature = "v2")] v2::request::SessionDelete => v2_delete,
    #[cfg(feature = "v2")] v2::request::SessionPrompt => v2_prompt,
    #[cfg(feature = "v2")] v2::request::ToolCallCancel => v2_cancel_tool_call,
    #[cfg(feature = "v2")] v2::request::TerminalCancel => v2_cancel_terminal,
    #[cfg(feature = "v2")] v2::request::AuthLogin => v2_auth,
    #[cfg(feature = "v2")] v2::request::AuthLogout => v2_auth,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::request::SessionFork => unstable::v2_fork,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::request::SessionArchive => unstable::v2_archive,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::request::SessionUnarchive => unstable::v2_archive,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::request::SessionStatus => unstable::v2_status,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::request::SessionSetTitle => unstable::v2_title,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::request::AuthStatus => unstable::v2_auth_status,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::notification::AuthStatusUpdate => unstable::v2_auth_status,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::request::ProvidersList => unstable::v2_providers,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::request::ProvidersSet => unstable::v2_providers,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::request::ProvidersDisable => unstable::v2_providers,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::request::McpMessage => unstable::v2_mcp,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::notification::McpMessage => unstable::v2_mcp,
];
