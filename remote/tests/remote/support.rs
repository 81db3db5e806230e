//! A server on 127.0.0.1:0 serving a `SessionAgent` that echoes each
//! prompt word by word, with the agent's frames recorded and validated.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use acp_wire::agent::{Prompt, SessionAgent, StopReason, Turn};
use acp_wire::error::ResponseError;
use acp_wire_remote::{Agents, RemoteLimits, RemoteServer};
use acp_wire::rpc::Config;

use crate::sides_support::Frames;

/// Echoes the prompt's words; `flood N` says N chunks of 16 KiB.
pub struct Echo;

impl Prompt for Echo {
    async fn prompt(&self, turn: Turn) -> Result<StopReason, ResponseError> {
        let text = turn.text();
        if let Some(n) = text.strip_prefix("flood ") {
            let chunk = "x".repeat(16 * 1024);
            for _ in 0..n.trim().parse::<usize>().unwrap_or(1) {
                turn.say(&chunk).await?;
            }
            return Ok(StopReason::EndTurn);
        }
        for word in text.split_inclusive(' ') {
            turn.say(word).await?;
        }
        Ok(StopReason::EndTurn)
    }
}

pub struct Served {
    pub addr: SocketAddr,
    pub server: RemoteServer,
    /// The agent's frames (of every connection: use one per test).
    pub agent_frames: Frames,
}

impl Served {
    pub fn url(&self, scheme: &str) -> String {
        format!("{scheme}://{}/acp", self.addr)
    }

    /// Waits (up to 30 s: a loaded machine is slow, not wrong) until no
    /// Streamable HTTP connection is open.
    pub async fn wait_no_connections(&self) {
        let start = std::time::Instant::now();
        while self.server.http_connections() != 0 {
            assert!(start.elapsed() < Duration::from_secs(30), "{} connections still open after 30 s", self.server.http_connections());
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Waits (up to 30 s) until no connection's agent runs.
    pub async fn wait_no_agents(&self) {
        let start = std::time::Instant::now();
        while self.server.running_agents() != 0 {
            assert!(start.elapsed() < Duration::from_secs(30), "{} agents still run after 30 s", self.server.running_agents());
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}

pub async fn serve(limits: RemoteLimits) -> Served {
    let agent = Arc::new(SessionAgent::new(Echo).info("remote-test-agent", "1.0"));
    let agent_frames = Frames::agent();
    let frames = agent_frames.clone();
    let agents = Agents::builder(move || agent.builder().config(Config::default().observer(frames.observer())));
    let listening = RemoteServer::new(agents).limits(limits).bind("127.0.0.1:0").await.expect("bind");
    let addr = listening.local_addr();
    let server = listening.server().clone();
    listening.spawn();
    Served { addr, server, agent_frames }
}

pub fn cwd() -> String {
    std::env::temp_dir().to_string_lossy().into_owned()
}

/// Fails the test instead of hanging it.
pub async fn bounded<T>(what: &str, f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(30), f).await.unwrap_or_else(|_| panic!("{what}: no answer within 30 s"))
}
