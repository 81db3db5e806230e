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
//! record the same facts.

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

/// `Ok` when `ok`, else the params need `capability`.
pub(crate) fn needs_content(ok: bool, capability: &'static str) -> Result<(), Refusal> {
    if ok {
        Ok(())
    } else {
        Err(Refusal::Content(capability))
    }
}

/// The rules of a request method on a connection of version `V`.
pub(crate) trait RequestRule<V: Version>: Request {
    /// Whether the params may be sent to / served by the serving side.
    fn check(state: &ConnState<V>, params: &Self::Params) -> Result<(), Refusal> {
        let _ = (state, params);
        Ok(())
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
    /// Whether the params may be sent to / served by the receiving side.
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
