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
//! dispatchers call [`check`] for every method; the lookup is a scan of a
//! short table comparing `TypeId`s.
//!
//! | version | method | needs |
//! |---|---|---|
//! | v1 | `fs/read_text_file` | `clientCapabilities.fs.readTextFile` |
//! | v1 | `fs/write_text_file` | `clientCapabilities.fs.writeTextFile` |
//! | v1 | `terminal/*` | `clientCapabilities.terminal` |
//! | v1, v2 | `elicitation/create` | a `form` or `url` mode in the client's `elicitation` |
//! | v1 | `session/load` | `agentCapabilities.loadSession` |
//! | v1 | `session/list`, `delete`, `resume`, `close` | `agentCapabilities.sessionCapabilities.<name>` |
//! | v1 | `logout` | `agentCapabilities.auth.logout` |
//! | v1 | `session/prompt` content | `promptCapabilities.image` / `audio` / `embeddedContext` |
//! | v2 | `session/new`, `list`, `resume`, `close`, `set_config_option`, `prompt`, `cancel` | `capabilities.session` |
//! | v2 | `session/delete` | `capabilities.session.delete` |
//! | v2 | `session/prompt` content | `capabilities.session.prompt.image` / `audio` / `embeddedContext` |
//! | v2 | `auth/login`, `auth/logout` | a non-empty `authMethods` |

use std::any::{Any, TypeId};

use super::core::{Caps, ConnState};
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

type Check = fn(&Caps, &dyn Any) -> Result<(), Refusal>;

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
    state.read_caps(|caps| (rule.check)(caps, params)).map_err(|r| match r {
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

fn v1_read(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    let ok = v1_client(caps).and_then(|c| c.fs.as_ref()).and_then(|f| f.read_text_file) == Some(true);
    yes(ok, "clientCapabilities.fs.readTextFile")
}

fn v1_write(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    let ok = v1_client(caps).and_then(|c| c.fs.as_ref()).and_then(|f| f.write_text_file) == Some(true);
    yes(ok, "clientCapabilities.fs.writeTextFile")
}

fn v1_terminal(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    yes(v1_client(caps).and_then(|c| c.terminal) == Some(true), "clientCapabilities.terminal")
}

fn v1_elicitation(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    let ok = v1_client(caps)
        .and_then(|c| c.elicitation.value())
        .is_some_and(|e| e.form.is_value() || e.url.is_value());
    yes(ok, "clientCapabilities.elicitation")
}

fn v1_load(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    yes(v1_agent(caps).and_then(|a| a.load_session) == Some(true), "agentCapabilities.loadSession")
}

fn v1_session_caps(caps: &Caps) -> Option<&v1::SessionCapabilities> {
    v1_agent(caps).and_then(|a| a.session_capabilities.as_ref())
}

fn v1_list(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    yes(v1_session_caps(caps).is_some_and(|s| s.list.is_value()), "agentCapabilities.sessionCapabilities.list")
}

fn v1_delete(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    yes(v1_session_caps(caps).is_some_and(|s| s.delete.is_value()), "agentCapabilities.sessionCapabilities.delete")
}

fn v1_resume(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    yes(v1_session_caps(caps).is_some_and(|s| s.resume.is_value()), "agentCapabilities.sessionCapabilities.resume")
}

fn v1_close(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    yes(v1_session_caps(caps).is_some_and(|s| s.close.is_value()), "agentCapabilities.sessionCapabilities.close")
}

fn v1_logout(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    let ok = v1_agent(caps).and_then(|a| a.auth.as_ref()).is_some_and(|a| a.logout.is_value());
    yes(ok, "agentCapabilities.auth.logout")
}

fn v1_prompt(caps: &Caps, params: &dyn Any) -> Result<(), Refusal> {
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
fn v2_session_any(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    yes(v2_session(caps).is_some(), "capabilities.session")
}

#[cfg(feature = "v2")]
fn v2_delete(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    yes(v2_session(caps).is_some_and(|s| s.delete.is_value()), "capabilities.session.delete")
}

#[cfg(feature = "v2")]
fn v2_auth(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    yes(matches!(caps, Caps::V2 { auth_methods: true, .. }), "authMethods")
}

#[cfg(feature = "v2")]
fn v2_elicitation(caps: &Caps, _: &dyn Any) -> Result<(), Refusal> {
    let ok = match caps {
        Caps::V2 { client, .. } => client.elicitation.value().is_some_and(|e| e.form.is_value() || e.url.is_value()),
        _ => false,
    };
    yes(ok, "capabilities.elicitation")
}

#[cfg(feature = "v2")]
fn v2_prompt(caps: &Caps, params: &dyn Any) -> Result<(), Refusal> {
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
    v1::request::SessionLoad => v1_load,
    v1::request::SessionList => v1_list,
    v1::request::SessionDelete => v1_delete,
    v1::request::SessionResume => v1_resume,
    v1::request::SessionClose => v1_close,
    v1::request::Logout => v1_logout,
    v1::request::SessionPrompt => v1_prompt,
    #[cfg(feature = "v2")] v2::request::ElicitationCreate => v2_elicitation,
    #[cfg(feature = "v2")] v2::request::SessionNew => v2_session_any,
    #[cfg(feature = "v2")] v2::request::SessionList => v2_session_any,
    #[cfg(feature = "v2")] v2::request::SessionResume => v2_session_any,
    #[cfg(feature = "v2")] v2::request::SessionClose => v2_session_any,
    #[cfg(feature = "v2")] v2::request::SessionSetConfigOption => v2_session_any,
    #[cfg(feature = "v2")] v2::notification::SessionCancel => v2_session_any,
    #[cfg(feature = "v2")] v2::request::SessionDelete => v2_delete,
    #[cfg(feature = "v2")] v2::request::SessionPrompt => v2_prompt,
    #[cfg(feature = "v2")] v2::request::AuthLogin => v2_auth,
    #[cfg(feature = "v2")] v2::request::AuthLogout => v2_auth,
];
