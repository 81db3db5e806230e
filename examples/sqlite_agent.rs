//! The minimal agent with its sessions on disk (feature `sqlite`): stop it,
//! start it again on the same file, and a client loads (v1) or resumes
//! with replay (v2) the sessions of the earlier run; two of it on one file
//! serve the same sessions. `cargo run --features sqlite --example
//! sqlite_agent -- sessions.db`.
use acp_wire::agent::{Prompt, SessionAgent, SqliteStore, StopReason, Turn};
use acp_wire::{error::ResponseError, transport::Transport};

struct Echo;

impl Prompt for Echo {
    async fn prompt(&self, turn: Turn) -> Result<StopReason, ResponseError> {
        turn.say(&turn.text()).await?;
        Ok(StopReason::EndTurn)
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).unwrap_or_else(|| "sessions.db".to_owned());
    let agent = SessionAgent::new(Echo).info("sqlite-agent", "0.1.0").store(SqliteStore::open(path)?);
    agent.serve(Transport::stdio()).await?;
    Ok(())
}
