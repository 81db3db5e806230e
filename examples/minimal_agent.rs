//! A complete ACP agent, v1 and v2, in a few lines: it echoes each prompt's
//! text. `acp_wire::agent::SessionAgent` does the rest — initialize, the
//! sessions (new, load, list, resume, close, delete, kept in memory), each
//! version's prompt lifecycle, cancellation, and errors or panics in the
//! turn reported to the client. Check it with
//! `acp-wire conform -- target/release/examples/minimal_agent`.
use acp_wire::agent::{Prompt, SessionAgent, StopReason, Turn};
use acp_wire::{error::ResponseError, transport::Transport};

struct Echo;

impl Prompt for Echo {
    async fn prompt(&self, turn: Turn) -> Result<StopReason, ResponseError> {
        let text = turn.text();
        for word in text.split_inclusive(' ') {
            turn.say(word).await?;
        }
        if text.is_empty() {
            turn.say("(nothing to echo)").await?;
        }
        Ok(StopReason::EndTurn)
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> acp_wire::Result<()> {
    // Logs go to stderr (stdout is the wire); RUST_LOG picks the level.
    SessionAgent::new(Echo).info("minimal-agent", "0.1.0").serve(Transport::stdio()).await
}
