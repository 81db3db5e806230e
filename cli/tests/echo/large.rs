//! The echo agent and a 1 MiB prompt, v1 and v2, in-process: the echo comes
//! back in a few hundred bounded `agent_message_chunk`s (not one per word),
//! each at most `CHUNK` bytes and cut on a char boundary, whose
//! concatenation is the prompt's text exactly (whitespace as sent); every
//! frame of both sides is validated with `ValidatingObserver`.


use crate::support_temp;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire_cli::echo::{EchoAgent, Options};
use acp_wire::method::Side;
use acp_wire::rpc::Config;
use acp_wire::side::{ClientBuilder, Info, NotificationContext};
use acp_wire::transport::Transport;
use acp_wire_validate::ValidatingObserver;
use acp_wire::{v1, v2, Negotiated};
use serde_json::{json, Value};
use support_temp::Scratch;

/// The longest chunk the echo agent sends (its `CHUNK_BYTES`).
const CHUNK: usize = 4096;
/// "At most a few hundred": 1 MiB in 4 KiB slices is 256; cuts after
/// whitespace make some a little shorter.
const MAX_CHUNKS: usize = 300;

fn from<T: serde::de::DeserializeOwned>(v: Value) -> T {
    serde_json::from_value(v).unwrap()
}

fn to(v: &impl serde::Serialize) -> Value {
    serde_json::to_value(v).unwrap()
}

async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(60), f).await.expect("did not finish within 60 s")
}

/// About 1 MiB of multi-byte UTF-8 words with runs of spaces, tabs and
/// newlines, which the echo keeps.
fn large_text() -> String {
    let unit = "Grüße  漢字\tund emoji 🙂🚀 —\nnoch einmal ";
    let mut text = String::with_capacity((1 << 20) + unit.len());
    while text.len() < (1 << 20) {
        text.push_str(unit);
    }
    text
}

fn check_chunks(updates: &[Value], text: &str) {
    let chunks: Vec<&str> = updates
        .iter()
        .filter(|u| u["sessionUpdate"] == "agent_message_chunk")
        .map(|u| u["content"]["text"].as_str().expect("a text chunk"))
        .collect();
    assert!(chunks.len() <= MAX_CHUNKS, "{} chunks for {} bytes", chunks.len(), text.len());
    assert!(chunks.len() >= text.len() / CHUNK, "{} chunks", chunks.len());
    assert!(chunks.iter().all(|c| !c.is_empty() && c.len() <= CHUNK), "a chunk over {CHUNK} bytes");
    assert!(chunks.concat() == text, "the chunks do not rejoin to the prompt's text");
}

type Updates = Arc<Mutex<Vec<Value>>>;

struct V1Client(Updates);

impl v1::Client for V1Client {
    async fn session_update(&self, n: v1::SessionNotification, _: NotificationContext<v1::AgentHandle>) {
        self.0.lock().unwrap().push(to(&n.update));
    }
}

struct V2Client(Updates);

impl v2::Client for V2Client {
    async fn session_update(&self, n: v2::UpdateSessionNotification, _: NotificationContext<v2::AgentHandle>) {
        self.0.lock().unwrap().push(to(&n.update));
    }
}

fn observers() -> (Arc<ValidatingObserver>, Arc<ValidatingObserver>) {
    (Arc::new(ValidatingObserver::auto(Side::Agent).unwrap()), Arc::new(ValidatingObserver::auto(Side::Client).unwrap()))
}

fn assert_clean(agent: &ValidatingObserver, client: &ValidatingObserver) {
    agent.assert_clean();
    client.assert_clean();
    assert!(agent.frames_seen() > MAX_CHUNKS / 2 && client.frames_seen() > MAX_CHUNKS / 2);
}

#[tokio::test]
async fn a_large_v1_prompt_comes_back_in_bounded_chunks() {
    let dir = Scratch::new();
    let (agent_frames, client_frames) = observers();
    let (a, c) = Transport::duplex(1 << 20);
    tokio::spawn(EchoAgent::new(Options::new()).builder().config(Config::default().observer(agent_frames.clone())).serve(a));
    let connected = ClientBuilder::new()
        .v1(V1Client(Updates::default()), v1::ClientCapabilities::default())
        .config(Config::default().observer(client_frames.clone()))
        .connect(c, Info::new("echo-large", "1"))
        .await
        .unwrap();
    let Negotiated::V1 { agent, .. } = connected.negotiated else { panic!("not v1") };
    let sid = agent.new_session(from(json!({"cwd": dir.path(), "mcpServers": []}))).await.unwrap().session_id;
    let text = large_text();
    let p: v1::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": text}]}));
    let turn = bounded(agent.prompt_turn(p)).await.unwrap();
    assert_eq!(turn.response.stop_reason, v1::StopReason::EndTurn);
    check_chunks(&turn.updates.iter().map(to).collect::<Vec<_>>(), &text);
    agent.core().close();
    assert_clean(&agent_frames, &client_frames);
}

#[tokio::test]
async fn a_large_v2_prompt_comes_back_in_bounded_chunks() {
    let dir = Scratch::new();
    let (agent_frames, client_frames) = observers();
    let (a, c) = Transport::duplex(1 << 20);
    tokio::spawn(EchoAgent::new(Options::new()).builder().config(Config::default().observer(agent_frames.clone())).serve(a));
    let connected = ClientBuilder::new()
        .v2(V2Client(Updates::default()), v2::ClientCapabilities::default())
        .config(Config::default().observer(client_frames.clone()))
        .connect(c, Info::new("echo-large", "1"))
        .await
        .unwrap();
    let Negotiated::V2 { agent, .. } = connected.negotiated else { panic!("not v2") };
    let sid = agent.new_session(from(json!({"cwd": dir.path()}))).await.unwrap().session_id;
    let text = large_text();
    let p: v2::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": text}]}));
    let turn = bounded(agent.prompt_turn(p)).await.unwrap();
    assert_eq!(to(turn.updates.last().expect("the idle update"))["stopReason"], "end_turn");
    check_chunks(&turn.updates.iter().map(to).collect::<Vec<_>>(), &text);
    agent.core().close();
    assert_clean(&agent_frames, &client_frames);
}
