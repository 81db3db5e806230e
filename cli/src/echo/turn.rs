//! What a turn does regardless of the protocol version: echoing, `/slow`,
//! `/help`. The versions provide the [`Say`] that sends agent text.

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use serde_json::Value;

use super::command::{describe_block, echo_chunks, help_text};
use acp_wire::error::Result;

pub(crate) type SayFuture<'a> = Pin<Box<dyn Future<Output = Result<()>> + Send + 'a>>;

/// Sends text of the turn's agent message (and keeps it in the history).
pub(crate) trait Say: Sync {
    fn say<'a>(&'a self, text: &'a str) -> SayFuture<'a>;
    fn think<'a>(&'a self, text: &'a str) -> SayFuture<'a>;
}

/// The session settings an echo depends on.
#[derive(Debug, Clone)]
pub(crate) struct Style {
    pub(crate) upper: bool,
    pub(crate) thoughts: bool,
}

/// Echoes the prompt: text word by word (long text in bounded slices, see
/// [`echo_chunks`]), a line for each other block.
pub(crate) async fn echo(out: &impl Say, blocks: &[Value], style: &Style) -> Result<()> {
    let text: String =
        blocks.iter().filter(|b| b["type"] == "text").filter_map(|b| b["text"].as_str()).collect::<Vec<_>>().join(" ");
    let chunks = echo_chunks(&text);
    if style.thoughts {
        let words = text.split_whitespace().count();
        out.think(&format!("The user sent {words} words and {} blocks; echoing them.", blocks.len())).await?;
    }
    for chunk in &chunks {
        let chunk = if style.upper { chunk.to_uppercase() } else { chunk.clone() };
        out.say(&chunk).await?;
    }
    let mut first = chunks.is_empty();
    for line in blocks.iter().filter_map(describe_block) {
        out.say(&if first { line } else { format!("\n{line}") }).await?;
        first = false;
    }
    if first {
        // Nothing was said: no words, no other blocks.
        out.say("(empty prompt)").await?;
    }
    Ok(())
}

/// Streams `text` (default "slow") one word per `interval`, cycling, for
/// `seconds`. Cancellation drops this future between chunks.
pub(crate) async fn slow(out: &impl Say, seconds: f64, text: &str, interval: Duration) -> Result<()> {
    let mut words: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
    if words.is_empty() {
        words.push("slow".to_owned());
    }
    let step = interval.as_secs_f64().max(0.001);
    // At least one chunk; otherwise as many as fit in `seconds`.
    let count = ((seconds / step).round() as usize).max(1);
    for i in 0..count {
        if i > 0 {
            tokio::time::sleep(interval).await;
        }
        let w = &words[i % words.len()];
        out.say(&if i == 0 { w.clone() } else { format!(" {w}") }).await?;
    }
    Ok(())
}

pub(crate) async fn help(out: &impl Say) -> Result<()> {
    out.say(&help_text()).await
}

pub(crate) async fn unknown(out: &impl Say, name: &str) -> Result<()> {
    out.say(&format!("unknown command /{name}; /help lists the commands")).await
}
