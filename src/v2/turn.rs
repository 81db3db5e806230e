//! `prompt_turn` for version 2: the `session/prompt` response only says the
//! prompt was accepted (`{messageId}`); the turn ends with the session's
//! `state_update` of state `idle`.

use super::policy::V2;
use super::{AgentHandle, IdleStateUpdateStopReason, PromptRequest, PromptResponse, SessionUpdate};
use crate::error::Result;
use crate::side::{session_key, Registration};

/// The outcome of [`AgentHandle::prompt_turn`].
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct PromptTurn {
    /// The `session/prompt` response (the prompt was accepted).
    pub accepted: PromptResponse,
    /// The `stopReason` of the idle `state_update` that ended the turn.
    pub stop_reason: IdleStateUpdateStopReason,
    /// The session's updates received during the turn, in order (the last
    /// is the idle `state_update`).
    pub updates: Vec<SessionUpdate>,
}

impl AgentHandle {
    /// Sends `session/prompt` and waits for the turn's end: the session's
    /// first idle `state_update` after a state of work (`running`,
    /// `requires_action`, or one this version does not know), with the
    /// updates received until then. An idle before any work is a repeated
    /// snapshot, no completion (IdleStateUpdate); an agent that ends a turn
    /// without reporting `running` first keeps this waiting.
    ///
    /// Wrap it in a timeout: an agent that never reports idle keeps it
    /// waiting (it ends with [`crate::Error::ConnectionClosed`] when the
    /// connection does).
    ///
    /// # Errors
    /// As [`Self::prompt`]; [`crate::side::SideError::TurnInProgress`] when
    /// another `prompt_turn` of the session is still waiting.
    pub async fn prompt_turn(&self, params: PromptRequest) -> Result<PromptTurn> {
        let mut reg = Registration::<V2>::new(self.link().state(), session_key(&params.session_id))?;
        let accepted = self.prompt(params).await?;
        let stop_reason = reg.end().await?;
        Ok(PromptTurn { accepted, stop_reason, updates: reg.updates() })
    }
}
