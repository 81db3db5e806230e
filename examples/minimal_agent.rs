//! A complete ACP agent, v1 and v2, in a few lines: it echoes each prompt's
//! text, and for `read /abs/path` shows a tool call, asks the user's
//! permission and reads the file through the client.
//! `acp_wire::agent::SessionAgent` does the rest — initialize, the sessions
//! (new, load, list, resume, close, delete, kept in memory), each version's
//! prompt lifecycle, cancellation, and errors or panics in the turn
//! reported to the client. Check it with
//! `acp-wire conform -- target/release/examples/minimal_agent`.
use acp_wire::agent::{Permission, PermissionKind, Prompt, SessionAgent, StopReason, ToolCall, ToolCallUpdate, ToolKind, ToolStatus, Turn};
use acp_wire::{error::ResponseError, transport::Transport};

struct Echo;

impl Prompt for Echo {
    async fn prompt(&self, turn: Turn) -> Result<StopReason, ResponseError> {
        let text = turn.text();
        match text.strip_prefix("read ") {
            Some(path) => read(&turn, path).await?,
            None if text.is_empty() => turn.say("(nothing to echo)").await?,
            None => {
                for word in text.split_inclusive(' ') {
                    turn.say(word).await?;
                }
            }
        }
        Ok(StopReason::EndTurn)
    }
}

/// `read /abs/path`: a tool call, the user's permission, the file through the client.
async fn read(turn: &Turn, path: &str) -> acp_wire::Result<()> {
    if !turn.capabilities().read_text_file {
        return turn.say("This client does not share files (v2 has no fs methods).").await;
    }
    let id = turn.unique_id("read");
    turn.tool_call(ToolCall::new(&id, format!("Read {path}")).kind(ToolKind::Read).location(path)).await?;
    let ask = Permission::new(&id, format!("Read {path}?"))
        .option("allow", "Allow", PermissionKind::AllowOnce)
        .option("reject", "Reject", PermissionKind::RejectOnce);
    let done = ToolCallUpdate::new(&id);
    if turn.request_permission(ask).await?.selected() != Some("allow") {
        return turn.tool_call_update(done.status(ToolStatus::Failed).text("not allowed")).await;
    }
    let text = turn.read_text_file(path, None, None).await?;
    turn.tool_call_update(done.status(ToolStatus::Completed).text(format!("{} lines", text.lines().count()))).await
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> acp_wire::Result<()> {
    // Logs go to stderr (stdout is the wire); RUST_LOG picks the level.
    SessionAgent::new(Echo).info("minimal-agent", "0.1.0").serve(Transport::stdio()).await
}
