//! A complete ACP client: starts an agent, opens a session in the current
//! directory, sends one prompt and prints the agent's text as it streams.
//! `acp_wire::host::HostClient` serves the agent's callbacks (files and
//! terminals confined to the session, permission requests rejected).
//! `cargo run --example minimal_client -- "hello" target/release/examples/minimal_agent`
use std::io::Write;

use acp_wire::host::{HostClient, SessionEvent};
use acp_wire::transport::{ChildProcess, StderrMode};
use acp_wire::{side::Info, v1, v2, Negotiated};

fn print_text(e: SessionEvent) {
    let text = match &e {
        SessionEvent::V1(n) => match &n.update {
            v1::SessionUpdate::AgentMessageChunk(c) => serde_json::to_value(&c.content).ok(),
            _ => None,
        },
        SessionEvent::V2(n) => match &n.update {
            v2::SessionUpdate::AgentMessageChunk(c) => serde_json::to_value(&c.content).ok(),
            _ => None,
        },
        _ => None,
    };
    if let Some(t) = text.as_ref().and_then(|c| c["text"].as_str()) {
        print!("{t}");
        let _ = std::io::stdout().flush();
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let (Some(prompt), Some(program)) = (args.next(), args.next()) else {
        return Err("usage: minimal_client PROMPT AGENT [ARG…]".into());
    };
    let mut command = tokio::process::Command::new(program);
    command.args(args);
    let (transport, _child) = ChildProcess::spawn(command, StderrMode::Inherit)?;
    let host = HostClient::builder().on_update(print_text).build();
    let connected = host.client_builder().connect(transport, Info::new("minimal-client", "0.1.0")).await?;
    let cwd = std::env::current_dir()?;
    let stop = match &connected.negotiated {
        Negotiated::V1 { agent, .. } => {
            let new = v1::NewSessionRequest::new(cwd.to_string_lossy().into_owned(), Vec::<v1::McpServer>::new());
            let session = host.new_session(agent, new).await?.session_id;
            let text = v1::ContentBlock::Text(v1::TextContent::new(prompt));
            let turn = agent.prompt_turn(v1::PromptRequest::new(session, vec![text])).await?;
            turn.stop_reason().as_str().to_owned()
        }
        Negotiated::V2 { agent, .. } => {
            let session = agent.new_session(v2::NewSessionRequest::new(cwd.to_string_lossy().into_owned())).await?.session_id;
            host.open_session(session.0.clone(), &cwd, []).await?;
            let text = v2::ContentBlock::Text(v2::TextContent::new(prompt));
            let turn = agent.prompt_turn(v2::PromptRequest::new(session, vec![text])).await?;
            turn.stop_reason.tag().unwrap_or("none").to_owned()
        }
        _ => return Err("no common protocol version".into()),
    };
    println!("\n[{stop}]");
    Ok(())
}
