//! The minimal agent served over remote ACP (feature `remote`): Streamable
//! HTTP and WebSocket on `http://ADDR/acp`, one `SessionAgent` shared by
//! every connection, so a client that reconnects can load or resume its
//! session. The address comes from the first argument (default
//! 127.0.0.1:8080; port 0 picks a free one); the bound one goes to stderr.
//! `cargo run --features remote --example remote_agent -- 127.0.0.1:8080`,
//! then `cargo run --features remote --example client -- --connect ws://127.0.0.1:8080/acp -p hello`.
use std::sync::Arc;

use acp_wire::agent::{Prompt, SessionAgent, StopReason, Turn};
use acp_wire::error::ResponseError;
use acp_wire_remote::{Agents, RemoteServer};

struct Echo;

impl Prompt for Echo {
    async fn prompt(&self, turn: Turn) -> Result<StopReason, ResponseError> {
        for word in turn.text().split_inclusive(' ') {
            turn.say(word).await?;
        }
        Ok(StopReason::EndTurn)
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> std::io::Result<()> {
    let addr = std::env::args().nth(1).unwrap_or_else(|| "127.0.0.1:8080".into());
    let agent = Arc::new(SessionAgent::new(Echo).info("remote-agent", "0.1.0"));
    let server = RemoteServer::new(Agents::builder(move || agent.builder()));
    let listening = server.bind(addr).await?;
    eprintln!("remote-agent: listening on ws://{0}/acp and http://{0}/acp", listening.local_addr());
    listening.run().await
}
