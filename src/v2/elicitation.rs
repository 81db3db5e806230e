//! Reading an elicitation answer as an agent acts on it.
//!
//! The schema's `CreateElicitationResponse`: an agent that does not understand an
//! action preserves the raw payload where it stores, replays, proxies or
//! forwards the response, and otherwise MUST handle it as `cancel`.
//!
//! [`CreateElicitationResponse::effective_action`] is that reading. It
//! only reads: the response itself (its catch-all
//! [`CreateElicitationResponseAction::Other`] and `extra`) is left as
//! received, so storing or forwarding the response keeps the raw payload.

use super::{CreateElicitationResponse, CreateElicitationResponseAction, ElicitationAcceptAction};

/// What an agent does with an elicitation answer: accept (with the
/// submitted content), decline, or cancel — an action this schema does not
/// know is [`ElicitationOutcome::Cancel`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ElicitationOutcome<'a> {
    /// The user submitted (form) or consented to open the URL (url). Not a
    /// promise that the content fits the requested schema: validate it.
    Accept(&'a ElicitationAcceptAction),
    /// The user explicitly declined.
    Decline,
    /// The user dismissed the request, or the client answered an action
    /// this schema does not know.
    Cancel,
}

impl CreateElicitationResponse {
    /// The action to act on: `accept`, `decline` and `cancel` as sent;
    /// any other action (a custom `_`-prefixed one, or one of a newer
    /// schema) is `cancel`. The response is not changed.
    #[must_use]
    pub fn effective_action(&self) -> ElicitationOutcome<'_> {
        match &self.action {
            CreateElicitationResponseAction::Accept(a) => ElicitationOutcome::Accept(a),
            CreateElicitationResponseAction::Decline => ElicitationOutcome::Decline,
            _ => ElicitationOutcome::Cancel,
        }
    }
}
