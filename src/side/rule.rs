//! The rules a method carries, attached to its marker type at compile time.
//!
//! The generator emits, for every method a side serves, an empty
//! `impl RequestRule<V> for request::Marker {}` (or [`NotificationRule`]):
//! the defaults below, no rule. A version's `policy.rs` writes the impl
//! itself for the methods it gates or records; the generator reads which
//! markers `policy.rs` implements and leaves those out. So a rule is typed
//! (its params are the marker's params), a forgotten rule is the explicit
//! default, and a rule for a method the schema lacks compiles out with the
//! schema fact `cfg` on it (see `codegen/src/facts.rs`).
//!
//! Every hook runs on both sides of a connection where it can: `check` on
//! the sending handle (refused without sending) and in the serving
//! dispatcher (answered with an error); `answered` on the serving side
//! before the result is sent and on the calling side as it arrives, so both
//! record the same facts. Two hooks run on the calling side only:
//! `check_call` and `called`, for rules that bind the caller alone and
//! depend on what it did on the connection (prompt only sessions it set
//! up; resume a session in its own directory).

use super::gate::gate_of;
use super::state::ConnState;
use super::version::Version;
use crate::error::{ResponseError, SideError};
use crate::method::{Notification, Request};
use crate::rpc::ScopeKey;

/// Why a rule refused a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// The method is not available: the capability (a JSON path) was not advertised.
    Method(&'static str),
    /// The params use something not advertised (prompt content, a mode, a
    /// config option, a cancel control): its JSON path.
    Content(&'static str),
    /// An element of a list member (`member[index]`, e.g. `prompt[1]`) is
    /// a union variant whose tag (`kind`) the version's schema does not
    /// define: the serving side cannot have advertised it (v2's
    /// ContentBlock: agents MUST refuse an unknown prompt block with -32602).
    Unknown {
        /// The params member.
        member: &'static str,
        /// The element's index.
        index: usize,
        /// The unknown tag.
        kind: String,
    },
    /// The params name an auth method the agent listed as a terminal
    /// method (its id), which the client never passes to the agent.
    TerminalAuth(String),
    /// The request is about a session (its id) that was not set up on this
    /// connection: neither created nor loaded, resumed or forked on it.
    NotSetUp(String),
    /// The params break a rule of the schema that is not about a
    /// capability: where (a JSON path) and why.
    Invalid {
        /// Where in the params (`systemPrompt.content`).
        path: String,
        /// What is wrong, in words.
        message: String,
    },
}

impl Refusal {
    /// The refusal of method `method`.
    pub(crate) fn into_error(self, method: &'static str) -> SideError {
        match self {
            Refusal::Method(capability) => SideError::NotAdvertised { method, capability },
            Refusal::Content(capability) => SideError::ContentNotAdvertised { method, capability },
            Refusal::Unknown { member, index, kind } => {
                SideError::UnknownContent { method, path: format!("{member}[{index}].type"), kind }
            }
            Refusal::TerminalAuth(method_id) => SideError::TerminalAuthMethod { method, method_id },
            Refusal::NotSetUp(session_id) => SideError::SessionNotSetUp { method, session_id },
            Refusal::Invalid { path, message } => SideError::InvalidParams { method, path, message },
        }
    }
}

/// `Ok` when `ok`, else the method is not available without `capability`.
pub(crate) fn needs(ok: bool, capability: &'static str) -> Result<(), Refusal> {
    if ok {
        Ok(())
    } else {
        Err(Refusal::Method(capability))
    }
}

/// `Ok` unless `gate` (an index in `V::GATES`) is closed on this connection.
#[inline(always)]
fn gated<V: Version>(state: &ConnState<V>, gate: Option<usize>) -> Result<(), Refusal> {
    match gate {
        None => Ok(()),
        Some(i) => needs(state.gates.is_open(i), V::GATES[i].capability),
    }
}

/// `Ok` when `ok`, else the params need `capability`.
pub(crate) fn needs_content(ok: bool, capability: &'static str) -> Result<(), Refusal> {
    if ok {
        Ok(())
    } else {
        Err(Refusal::Content(capability))
    }
}

/// `Ok` when the session `id` was set up on this connection (prompt
/// turns and their updates belong to a session the client created, loaded
/// or resumed on its own connection).
pub(crate) fn set_up<V: Version, T: std::ops::Deref<Target = String>>(state: &ConnState<V>, id: &T) -> Result<(), Refusal> {
    if state.advertised.is_set_up(super::session_key(id)) {
        Ok(())
    } else {
        Err(Refusal::NotSetUp(id.to_string()))
    }
}

/// A rule about what session `id` advertised on this connection: `f`
/// names what is missing; a session the connection never saw set up has
/// nothing (`none`).
pub(crate) fn on_session<V: Version, T: std::ops::Deref<Target = String>>(
    state: &ConnState<V>,
    id: &T,
    none: &'static str,
    f: impl FnOnce(&super::Session) -> Result<(), &'static str>,
) -> Result<(), Refusal> {
    state.advertised.read(super::session_key(id), |x| x.map_or(Err(none), f)).map_err(Refusal::Content)
}

/// `Ok` unless the session `id`'s working directory is known on this
/// connection and `cwd` is another one.
#[cfg_attr(not(feature = "v2"), allow(dead_code))] // only v2's policy (session/resume in a known cwd) uses it
pub(crate) fn same_cwd<V: Version, T: std::ops::Deref<Target = String>>(state: &ConnState<V>, id: &T, cwd: &str) -> Result<(), Refusal> {
    let known = state.advertised.read(super::session_key(id), |x| x.map_or(Ok(()), |x| x.check_cwd(cwd)));
    known.map_err(|known| Refusal::Invalid {
        path: "cwd".to_owned(),
        message: format!("{cwd:?} is not the session's working directory {known:?} (from its setup or session/list on this connection)"),
    })
}

/// A session setup result for session `key` (none: nothing to record):
/// the mode ids (`None`: the session has no modes) and config options it
/// advertises replace what was recorded (a loaded session starts afresh;
/// its working directory is kept).
pub(crate) fn setup<V: Version>(state: &ConnState<V>, key: Option<ScopeKey>, modes: Option<Vec<String>>, options: Vec<super::ConfigOption>) {
    if let Some(key) = key {
        state.advertised.update(key, |x| {
            x.set_up();
            x.set_modes(modes);
            x.set_config_options(options);
        });
    }
}

/// Records session `id`'s working directory.
#[cfg_attr(not(feature = "v2"), allow(dead_code))] // only v2's policy (session/resume in a known cwd) uses it
pub(crate) fn record_cwd<V: Version, T: std::ops::Deref<Target = String>>(state: &ConnState<V>, id: &T, cwd: &str) {
    state.advertised.update(super::session_key(id), |x| x.set_cwd(cwd));
}

/// A `systemPrompt`'s `content`, each block as (is it `text`, its type):
/// not empty, text only (clients MUST NOT send an empty array or other
/// block types; agents answer an error for blocks they do not support).
// Used by the versions whose schema has `systemPrompt` (unstable).
#[allow(dead_code)]
pub(crate) fn system_prompt_content<'a>(blocks: impl Iterator<Item = (bool, &'a str)>) -> Result<(), Refusal> {
    let mut any = false;
    for (index, (text, kind)) in blocks.enumerate() {
        any = true;
        if !text {
            return Err(Refusal::Invalid {
                path: format!("systemPrompt.content[{index}].type"),
                message: format!("a {kind:?} block: a system prompt carries text blocks only"),
            });
        }
    }
    if any {
        Ok(())
    } else {
        Err(Refusal::Invalid { path: "systemPrompt.content".to_owned(), message: "an empty array: a system prompt carries at least one text block".to_owned() })
    }
}

/// The rules of a request method on a connection of version `V`.
pub(crate) trait RequestRule<V: Version>: Request {
    /// The method's capability gate: its index in `V::GATES` (found at
    /// compile time; `None` for a method without one).
    const GATE: Option<usize> = gate_of(V::GATES, <Self as Request>::METHOD);
    /// Whether this is the version's `initialize` (compile time).
    const INITIALIZE: bool = super::gate::same(V::INITIALIZE, <Self as Request>::METHOD);

    /// The gate, then `check`: whether the params may be sent to / served
    /// by the serving side (what the runtime calls).
    #[inline(always)]
    fn admit(state: &ConnState<V>, params: &Self::Params) -> Result<(), Refusal> {
        gated(state, Self::GATE)?;
        Self::check(state, params)
    }

    /// The method's own rule beyond its gate: whether the params may be
    /// sent to / served by the serving side.
    fn check(state: &ConnState<V>, params: &Self::Params) -> Result<(), Refusal> {
        let _ = (state, params);
        Ok(())
    }

    /// Calling side only, after `check`: rules that bind the caller alone,
    /// about what it did on this connection (the serving side may answer
    /// such a request as it sees fit).
    fn check_call(state: &ConnState<V>, params: &Self::Params) -> Result<(), Refusal> {
        let _ = (state, params);
        Ok(())
    }

    /// Calling side only: the result to `params` arrived and was recorded
    /// by `answered` (or an error stood for it: `error_as_result`).
    fn called(state: &ConnState<V>, params: &Self::Params, result: &Self::Response) {
        let _ = (state, params, result);
    }

    /// Serving side: the params arrived and passed `check`, before the
    /// trait method runs.
    fn received(state: &ConnState<V>, params: &Self::Params) {
        let _ = (state, params);
    }

    /// A result: on the serving side before it is sent (it may be amended),
    /// on the calling side as it arrives; `session` is the params' session.
    fn answered(state: &ConnState<V>, session: Option<ScopeKey>, result: &mut Self::Response) {
        let _ = (state, session, result);
    }

    /// The answer the protocol gives when the request's session is
    /// cancelled while it runs (`None`: the handler decides).
    fn cancelled() -> Option<Self::Response> {
        None
    }

    /// Calling side: the result an error answer stands for, where the
    /// protocol has the caller treat that error as success (`None`: the
    /// error stays an error). The result is then recorded like an answer.
    fn error_as_result(error: &ResponseError) -> Option<Self::Response> {
        let _ = error;
        None
    }
}

/// The rules of a notification method on a connection of version `V`.
pub(crate) trait NotificationRule<V: Version>: Notification {
    /// The method's capability gate (see [`RequestRule::GATE`]).
    const GATE: Option<usize> = gate_of(V::GATES, <Self as Notification>::METHOD);

    /// The gate, then `check` (what the runtime calls).
    #[inline(always)]
    fn admit(state: &ConnState<V>, params: &Self::Params) -> Result<(), Refusal> {
        gated(state, Self::GATE)?;
        Self::check(state, params)
    }

    /// The method's own rule beyond its gate: whether the params may be
    /// sent to / served by the receiving side.
    fn check(state: &ConnState<V>, params: &Self::Params) -> Result<(), Refusal> {
        let _ = (state, params);
        Ok(())
    }

    /// The notification passes through: received (on the reader, before
    /// its handler is scheduled) or about to be sent.
    fn passing(state: &ConnState<V>, session: Option<ScopeKey>, params: &Self::Params) {
        let _ = (state, session, params);
    }
}
