//! The prompt handler the agent tests run: the prompt's text picks what
//! the turn does.

use std::time::Duration;

use acp_wire::agent::{Accepts, Command, Prompt, StopReason, ToolCall, ToolStatus, Turn};
use acp_wire::error::ResponseError;
use serde_json::json;

pub struct Scripted;

impl Prompt for Scripted {
    async fn prompt(&self, turn: Turn) -> Result<StopReason, ResponseError> {
        match turn.text().as_str() {
            "panic" => {
                turn.say("about to fail").await?;
                panic!("boom in the turn")
            }
            "fail" => Err(ResponseError::internal_error("the model is down")),
            "slow" => {
                turn.say("working").await?;
                tokio::time::sleep(Duration::from_secs(30)).await;
                Ok(StopReason::EndTurn)
            }
            "refuse" => Ok(StopReason::Refusal),
            // Starts a tool call, ends one, then works until cancelled: the
            // kit ends the one left open.
            "tool" => {
                turn.tool_call(ToolCall::new("done-tool", "quick").status(ToolStatus::Pending)).await?;
                turn.tool_call_update(acp_wire::agent::ToolCallUpdate::new("done-tool").status(ToolStatus::Completed)).await?;
                turn.tool_call(ToolCall::new("open-tool", "long").status(ToolStatus::InProgress)).await?;
                tokio::time::sleep(Duration::from_secs(30)).await;
                Ok(StopReason::EndTurn)
            }
            // Ends by itself after a while: `0;1;…;59;`, a piece every 10 ms.
            "count" => {
                for i in 0..60 {
                    turn.say(&format!("{i};")).await?;
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
                Ok(StopReason::EndTurn)
            }
            // Never ends: chunks until the turn is dropped (or the process killed).
            "stream" => {
                for i in 0u64.. {
                    turn.say(&format!("chunk {i}")).await?;
                    tokio::time::sleep(Duration::from_millis(2)).await;
                }
                unreachable!()
            }
            "plan" => {
                turn.think("planning").await?;
                let entries = json!([{"content": "one step", "priority": "high", "status": "pending"}]);
                let plan = if turn.version() == 1 {
                    json!({"sessionUpdate": "plan", "entries": entries})
                } else {
                    json!({"sessionUpdate": "plan_update", "plan": {"type": "items", "planId": "p1", "entries": entries}})
                };
                turn.update(plan).await?;
                // Not a session update of either version: refused before sending.
                assert!(turn.update(json!({"sessionUpdate": 7})).await.is_err());
                Ok(StopReason::EndTurn)
            }
            text => {
                turn.say(text).await?;
                Ok(StopReason::EndTurn)
            }
        }
    }

    fn accepts(&self) -> Accepts {
        let mut a = Accepts::baseline();
        a.image = true;
        a
    }
}

/// [`Scripted`] with slash commands to announce.
pub struct Commanded;

impl Prompt for Commanded {
    async fn prompt(&self, turn: Turn) -> Result<StopReason, ResponseError> {
        Scripted.prompt(turn).await
    }

    fn commands(&self) -> Vec<Command> {
        vec![Command::new("help", "What this agent does"), Command::new("slow", "Take a while").hint("seconds")]
    }
}
