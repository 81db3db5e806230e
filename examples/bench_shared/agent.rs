//! The bench agent logic shared by `bench_agent.rs` (stdio) and
//! `bench_remote_server.rs` (remote): `bench k=<K> s=<S>` streams K
//! `agent_message_chunk` updates of S bytes, then answers `end_turn`
//! (`../shared/bench/WORKLOAD.md`, "The bench prompt").

use std::sync::atomic::{AtomicU64, Ordering};

use acp_wire::error::ResponseError;
use acp_wire::side::RequestContext;
use acp_wire::v1;

const CHUNK_PATTERN: &str = "lorem ipsum dolor sit amet consectetur adipiscing elit ";

fn chunk_text(size: usize) -> String {
    let mut s = String::with_capacity(size);
    while s.len() < size {
        let take = (size - s.len()).min(CHUNK_PATTERN.len());
        s.push_str(&CHUNK_PATTERN[..take]);
    }
    s
}

/// `bench k=<K> s=<S>` → (K, S); anything else streams nothing.
fn parse_control(text: &str) -> (usize, usize) {
    let mut it = text.split_ascii_whitespace();
    if it.next() != Some("bench") {
        return (0, 0);
    }
    let (mut k, mut s) = (0, 0);
    for tok in it {
        if let Some(v) = tok.strip_prefix("k=") {
            k = v.parse().unwrap_or(0);
        } else if let Some(v) = tok.strip_prefix("s=") {
            s = v.parse().unwrap_or(0);
        }
    }
    (k, s)
}

#[derive(Default)]
pub struct BenchAgent {
    sessions: AtomicU64,
}

impl v1::Agent for BenchAgent {
    async fn initialize(
        &self,
        _: v1::InitializeRequest,
        _: RequestContext<v1::ClientHandle>,
    ) -> Result<v1::InitializeResponse, ResponseError> {
        Ok(v1::InitializeResponse::new(v1::PROTOCOL_VERSION))
    }

    async fn new_session(
        &self,
        _: v1::NewSessionRequest,
        _: RequestContext<v1::ClientHandle>,
    ) -> Result<v1::NewSessionResponse, ResponseError> {
        let n = self.sessions.fetch_add(1, Ordering::Relaxed);
        Ok(v1::NewSessionResponse::new(v1::SessionId(format!("bench-{n}"))))
    }

    async fn prompt(
        &self,
        p: v1::PromptRequest,
        cx: RequestContext<v1::ClientHandle>,
    ) -> Result<v1::PromptResponse, ResponseError> {
        let (k, s) = match p.prompt.first() {
            Some(v1::ContentBlock::Text(t)) => parse_control(&t.text),
            _ => (0, 0),
        };
        if k > 0 {
            let text = chunk_text(s);
            for _ in 0..k {
                let block = v1::ContentBlock::Text(v1::TextContent::new(text.clone()));
                let update = v1::SessionUpdate::AgentMessageChunk(v1::ContentChunk::new(block));
                let n = v1::SessionNotification::new(p.session_id.clone(), update);
                cx.peer().session_update(n).await?;
            }
        }
        Ok(v1::PromptResponse::new(v1::StopReason::EndTurn))
    }
}

