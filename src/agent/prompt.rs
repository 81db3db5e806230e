//! What an agent author writes: a [`Prompt`] handler, the same body for v1
//! and v2, returning a version-neutral [`StopReason`].

use std::future::Future;

use super::turn::Turn;
use crate::error::ResponseError;

/// Why a turn stopped, in both versions' words (v1's `StopReason`, v2's
/// idle `stopReason`). Cancellation is the helper's business: when the
/// client cancels or closes the session, the turn's future is dropped and
/// the turn ends `cancelled` without the handler returning it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum StopReason {
    /// The turn ended successfully.
    EndTurn,
    /// The model's token limit was reached.
    MaxTokens,
    /// The limit of model requests for the turn was reached.
    MaxTurnRequests,
    /// The agent refused to continue.
    Refusal,
    /// The turn was cancelled (a handler may return it after noticing
    /// [`Turn::cancelled`] itself).
    Cancelled,
}

/// The content a handler accepts beyond the baseline (text and resource
/// links): advertised in `initialize` as the prompt capabilities, and the
/// side refuses blocks of a kind not advertised before the handler runs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Accepts {
    /// `image` blocks.
    pub image: bool,
    /// `audio` blocks.
    pub audio: bool,
    /// `resource` blocks (embedded context).
    pub embedded_context: bool,
}

impl Accepts {
    /// Text and resource links only.
    #[must_use]
    pub fn baseline() -> Self {
        Self::default()
    }

    /// Every content kind.
    #[must_use]
    pub fn everything() -> Self {
        Accepts { image: true, audio: true, embedded_context: true }
    }
}

/// A slash command the agent offers: announced by the kit in an
/// `available_commands_update` after each `session/new`, `session/load`
/// and `session/resume` answer (both versions), when the handler lists any
/// ([`Prompt::commands`]). The prompt's text starts with `/name`; the
/// handler parses it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Command {
    /// The command's name, without the slash.
    pub name: String,
    /// What it does, for the client's menu.
    pub description: String,
    /// What to type after the name (the command's `input.hint`), if it takes input.
    pub hint: Option<String>,
}

impl Command {
    /// A command without input.
    #[must_use]
    pub fn new(name: impl Into<String>, description: impl Into<String>) -> Self {
        Command { name: name.into(), description: description.into(), hint: None }
    }

    /// The hint shown for the command's input.
    #[must_use]
    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }
}

/// A prompt handler: streams into the [`Turn`] and says why it stopped.
///
/// | it does | the turn ends (v1) | the turn ends (v2) |
/// |---|---|---|
/// | returns `Ok(reason)` | `session/prompt` answered with `reason` | idle `state_update` with `reason` |
/// | returns `Err(e)` | `session/prompt` answered with the error `e` | idle with stop reason `error` carrying `e` |
/// | panics | error -32603 "the turn panicked: …" | idle with `error` carrying that -32603 |
/// | client sends `session/cancel` or closes the session | the handler's future is dropped; answered `cancelled` | dropped; idle `cancelled` |
pub trait Prompt: Send + Sync + 'static {
    /// Runs one turn of a session.
    fn prompt(&self, turn: Turn) -> impl Future<Output = Result<StopReason, ResponseError>> + Send;

    /// The prompt content this handler accepts (default: the baseline).
    fn accepts(&self) -> Accepts {
        Accepts::baseline()
    }

    /// The slash commands to announce (default: none, and nothing is sent).
    fn commands(&self) -> Vec<Command> {
        Vec::new()
    }
}
