//! `prompt_turn` for version 1: the turn ends with the `session/prompt`
//! response (its `stopReason`). The response is scoped to the session, so
//! every `session/update` the agent sent before it has been handled — and
//! collected — when it is delivered; updates arriving after the response
//! (seen from real agents) go to the client's trait method only.

use super::policy::V1;
use super::{AgentHandle, PromptRequest, PromptResponse, SessionUpdate, StopReason};
use crate::error::Result;
use crate::side::{session_key, Registration};

/// The outcome of [`AgentHandle::prompt_turn`].
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct PromptTurn {
    /// The `session/prompt` response (its `stop_reason` ends the turn).
    pub response: PromptResponse,
    /// The session's updates received during the turn, in order.
    pub updates: Vec<SessionUpdate>,
}

impl PromptTurn {
    /// Why the turn ended.
    #[must_use]
    pub fn stop_reason(&self) -> &StopReason {
        &self.response.stop_reason
    }
}

impl AgentHandle {
    /// Sends `session/prompt` and waits for the turn's end: the response,
    /// with the session's updates received before it.
    ///
    /// # Errors
    /// As [`Self::prompt`]; [`crate::side::SideError::TurnInProgress`] when
    /// another `prompt_turn` of the session is still waiting.
    pub async fn prompt_turn(&self, params: PromptRequest) -> Result<PromptTurn> {
        let reg = Registration::<V1>::new(self.link().state(), session_key(&params.session_id))?;
        let response = self.prompt(params).await?;
        Ok(PromptTurn { response, updates: reg.updates() })
    }
}
