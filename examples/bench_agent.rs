//! The bench agent of the shared ACP benchmark (`WORKLOAD.md`, "Agent
//! contract"), written as a user of the crate would: the typed `v1::Agent`
//! trait served by `AgentBuilder` over stdio.
//!
//! A prompt whose first block is `bench k=<K> s=<S>` streams K
//! `agent_message_chunk` updates of S bytes, then answers `end_turn`; other
//! prompts answer `end_turn` at once. The process exits at stdin EOF.
//!
//! Build: `cargo build --release --example bench_agent`; see BENCHMARKS.md.

#[path = "bench_shared/agent.rs"]
mod agent;

use acp_wire::side::AgentBuilder;
use acp_wire::transport::Transport;
use agent::BenchAgent;

// One thread: the workloads are one connection, and a reader that answers
// inline plus a writer task need no second core.
#[tokio::main(flavor = "current_thread")]
async fn main() {
    if let Err(e) = AgentBuilder::new().v1(BenchAgent::default()).serve(Transport::stdio()).await {
        eprintln!("bench_agent: {e}");
        std::process::exit(1);
    }
}
