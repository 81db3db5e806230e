//! `/updates`: one `session/update` of every kind of the negotiated version.
//!
//! The samples are JSON decoded into the generated `SessionUpdate` of each
//! version, so a sample the schema no longer accepts fails to decode (the
//! command reports it). [`v1_kind`] and [`v2_kind`] match every variant
//! without a wildcard: a kind added by a schema bump does not compile until
//! it is listed here (and the tests compare the emitted kinds with the
//! schema's list).

use std::path::Path;

use serde_json::{json, Value};

use super::session::now_rfc3339;
use crate::v1;
use crate::v2;

/// What the samples are made of.
pub(crate) struct Ctx<'a> {
    pub(crate) session_id: &'a str,
    pub(crate) cwd: &'a str,
    pub(crate) prompt: &'a [Value],
    pub(crate) commands: Vec<Value>,
    pub(crate) config_options: Vec<Value>,
    pub(crate) mode: &'a str,
    /// Unique per run: keeps tool call, plan and compaction ids apart.
    pub(crate) n: u64,
}

impl Ctx<'_> {
    fn path(&self, name: &str) -> String {
        Path::new(self.cwd).join(name).to_string_lossy().into_owned()
    }
}

/// A sample that was left out, and why.
pub(crate) type Skipped = (&'static str, &'static str);

/// The v1 samples, in a sensible order. `offers(pointer)`: whether the
/// client advertised the capability there; `notice`, compaction and the
/// unstable plan and subagent kinds go out only when it did (the schema's
/// rule), the rest is listed as skipped.
pub(crate) fn v1_samples(cx: &Ctx<'_>, offers: impl Fn(&str) -> bool) -> (Vec<Value>, Vec<Skipped>) {
    let n = cx.n;
    let file = cx.path("echo-showcase.txt");
    let tool = format!("echo-tool-{n}");
    let first = cx.prompt.first().cloned().unwrap_or_else(|| json!({"type": "text", "text": ""}));
    let mut out = vec![
        json!({"sessionUpdate": "user_message_chunk", "content": first}),
        json!({"sessionUpdate": "agent_thought_chunk", "content": {"type": "text", "text": "Showing every session/update kind."}}),
        json!({"sessionUpdate": "plan", "entries": [
            {"content": "Show the plan", "priority": "high", "status": "completed"},
            {"content": "Show a tool call with a diff", "priority": "medium", "status": "in_progress"},
            {"content": "Show the rest", "priority": "low", "status": "pending"}]}),
        json!({"sessionUpdate": "tool_call", "toolCallId": tool, "title": "Edit echo-showcase.txt (not really)",
            "kind": "edit", "status": "pending",
            "content": [{"type": "diff", "path": file, "oldText": "old line\n", "newText": "new line\n"}],
            "locations": [{"path": file, "line": 1}], "rawInput": {"path": file}}),
        json!({"sessionUpdate": "tool_call_update", "toolCallId": tool, "status": "completed",
            "content": [{"type": "content", "content": {"type": "text", "text": "nothing was written: this is a showcase"}}],
            "rawOutput": {"written": false}}),
        json!({"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "Every kind follows. "}}),
        json!({"sessionUpdate": "available_commands_update", "availableCommands": cx.commands}),
        json!({"sessionUpdate": "current_mode_update", "currentModeId": cx.mode}),
        json!({"sessionUpdate": "config_option_update", "configOptions": cx.config_options}),
        json!({"sessionUpdate": "session_info_update", "title": "Echo showcase", "updatedAt": now_rfc3339()}),
        json!({"sessionUpdate": "usage_update", "used": 1234, "size": 200_000, "cost": {"amount": 0.0, "currency": "USD"}}),
    ];
    let mut skipped = Vec::new();
    if offers("/session/notices") {
        out.push(json!({"sessionUpdate": "notice", "severity": "info", "title": "A notice from the echo agent",
            "description": "Notices are not part of the session history."}));
    } else {
        skipped.push(("notice", "clientCapabilities.session.notices"));
    }
    if offers("/session/compaction") {
        out.extend(compaction_samples(n));
    } else {
        skipped.push(("compaction_update, compaction_summary_chunk", "clientCapabilities.session.compaction"));
    }
    // The unstable kinds have capabilities of their own.
    if v1::UNSTABLE {
        if offers("/plan") {
            out.extend(plan_samples(cx));
        } else {
            skipped.push(("plan_update, plan_removed", "clientCapabilities.plan"));
        }
        if offers("/subagents") {
            out.extend(subagent_samples(cx));
        } else {
            skipped.push(("subagent_update, session_message, session_message_chunk", "clientCapabilities.subagents"));
        }
    }
    (out, skipped)
}

fn compaction_samples(n: u64) -> Vec<Value> {
    let id = format!("echo-compaction-{n}");
    vec![
        json!({"sessionUpdate": "compaction_update", "compactionId": id, "status": "in_progress"}),
        json!({"sessionUpdate": "compaction_summary_chunk", "compactionId": id,
            "content": {"type": "text", "text": "The user asked for every update kind."}}),
        json!({"sessionUpdate": "compaction_update", "compactionId": id, "status": "completed"}),
    ]
}

/// `plan_update` / `plan_removed` by plan id (v1: unstable only; v2: `plan_update` is stable).
fn plan_samples(cx: &Ctx<'_>) -> Vec<Value> {
    let plan = format!("echo-plan-{}", cx.n);
    vec![
        json!({"sessionUpdate": "plan_update", "plan": {"type": "items", "planId": plan,
            "entries": [{"content": "Show a plan by id", "priority": "medium", "status": "completed"}]}}),
        json!({"sessionUpdate": "plan_removed", "planId": plan}),
    ]
}

/// A child session and a message to it (the `.unstable` schemas only).
fn subagent_samples(cx: &Ctx<'_>) -> Vec<Value> {
    let n = cx.n;
    let child = format!("{}-sub-{n}", cx.session_id);
    vec![
        json!({"sessionUpdate": "subagent_update", "sessionId": child, "title": "Echo helper",
            "state": {"state": "idle", "stopReason": "end_turn"}, "cwd": cx.cwd, "additionalDirectories": []}),
        json!({"sessionUpdate": "session_message", "messageId": format!("echo-smsg-{n}"),
            "senderSessionId": cx.session_id, "recipientSessionId": child,
            "content": [{"type": "text", "text": "hello, helper"}]}),
        json!({"sessionUpdate": "session_message_chunk", "messageId": format!("echo-smsg-{n}"),
            "content": {"type": "text", "text": " (and more)"}}),
    ]
}

/// The v2 samples. `user_message_id`: the id of the prompt being answered;
/// `agent_message_id`: the turn's agent message.
pub(crate) fn v2_samples(cx: &Ctx<'_>, user_message_id: &str, agent_message_id: &str) -> Vec<Value> {
    let n = cx.n;
    let file = cx.path("echo-showcase.txt");
    let tool = format!("echo-tool-{n}");
    let term = format!("echo-term-{n}");
    let thought = format!("echo-thought-{n}");
    let first = cx.prompt.first().cloned().unwrap_or_else(|| json!({"type": "text", "text": ""}));
    let text = "Every kind follows. ";
    let mut out = vec![
        json!({"sessionUpdate": "user_message_chunk", "messageId": user_message_id, "content": first}),
        json!({"sessionUpdate": "user_message", "messageId": user_message_id, "content": cx.prompt}),
        json!({"sessionUpdate": "agent_thought_chunk", "messageId": thought,
            "content": {"type": "text", "text": "Showing every session/update kind."}}),
        json!({"sessionUpdate": "agent_thought", "messageId": thought,
            "content": [{"type": "text", "text": "Showing every session/update kind."}]}),
        json!({"sessionUpdate": "state_update", "state": "running"}),
        json!({"sessionUpdate": "plan_update", "plan": {"type": "items", "planId": format!("echo-plan-main-{n}"), "entries": [
            {"content": "Show the plan", "priority": "high", "status": "completed"},
            {"content": "Show a tool call with a diff", "priority": "medium", "status": "in_progress"},
            {"content": "Show the rest", "priority": "low", "status": "pending"}]}}),
        json!({"sessionUpdate": "tool_call_update", "toolCallId": tool, "name": "edit_file",
            "title": "Edit echo-showcase.txt (not really)", "kind": "edit", "status": "pending",
            "locations": [{"path": file, "line": 1}], "rawInput": {"path": file}}),
        json!({"sessionUpdate": "tool_call_content_chunk", "toolCallId": tool,
            "content": {"type": "diff", "changes": [{"operation": "modify", "path": file}]}}),
        json!({"sessionUpdate": "tool_call_update", "toolCallId": tool, "status": "completed", "rawOutput": {"written": false}}),
        json!({"sessionUpdate": "terminal_update", "terminalId": term, "command": "echo hello from a terminal",
            "cwd": cx.cwd, "exitStatus": {"exitCode": 0, "signal": null}}),
        // base64 of "hello from a terminal\n"
        json!({"sessionUpdate": "terminal_output_chunk", "terminalId": term, "data": "aGVsbG8gZnJvbSBhIHRlcm1pbmFsCg=="}),
        json!({"sessionUpdate": "agent_message_chunk", "messageId": agent_message_id, "content": {"type": "text", "text": text}}),
        json!({"sessionUpdate": "agent_message", "messageId": agent_message_id, "content": [{"type": "text", "text": text}]}),
        json!({"sessionUpdate": "available_commands_update", "availableCommands": cx.commands}),
        json!({"sessionUpdate": "config_option_update", "configOptions": cx.config_options}),
        json!({"sessionUpdate": "session_info_update", "title": "Echo showcase", "updatedAt": now_rfc3339()}),
        json!({"sessionUpdate": "usage_update", "used": 1234, "size": 200_000, "cost": {"amount": 0.0, "currency": "USD"}}),
        json!({"sessionUpdate": "notice", "severity": "info", "title": "A notice from the echo agent"}),
    ];
    out.extend(compaction_samples(n));
    if v2::UNSTABLE {
        // plan_update is stable in v2: skip the unstable copy.
        out.extend(plan_samples(cx).into_iter().skip(1));
        out.extend(subagent_samples(cx));
    }
    out
}

/// The tag of a v1 update; an exhaustive match (see the module docs).
pub(crate) fn v1_kind(u: &v1::SessionUpdate) -> &'static str {
    use v1::SessionUpdate as U;
    match u {
        U::UserMessageChunk(_) => "user_message_chunk",
        U::AgentMessageChunk(_) => "agent_message_chunk",
        U::AgentThoughtChunk(_) => "agent_thought_chunk",
        U::ToolCall(_) => "tool_call",
        U::ToolCallUpdate(_) => "tool_call_update",
        U::Plan(_) => "plan",
        U::AvailableCommandsUpdate(_) => "available_commands_update",
        U::CurrentModeUpdate(_) => "current_mode_update",
        U::ConfigOptionUpdate(_) => "config_option_update",
        U::SessionInfoUpdate(_) => "session_info_update",
        U::UsageUpdate(_) => "usage_update",
        U::Notice(_) => "notice",
        U::CompactionUpdate(_) => "compaction_update",
        U::CompactionSummaryChunk(_) => "compaction_summary_chunk",
        #[cfg(feature = "unstable")]
        U::PlanUpdate(_) => "plan_update",
        #[cfg(feature = "unstable")]
        U::PlanRemoved(_) => "plan_removed",
        #[cfg(feature = "unstable")]
        U::SubagentUpdate(_) => "subagent_update",
        #[cfg(feature = "unstable")]
        U::SessionMessage(_) => "session_message",
        #[cfg(feature = "unstable")]
        U::SessionMessageChunk(_) => "session_message_chunk",
        U::Other(_) => "other",
    }
}

/// The tag of a v2 update; an exhaustive match (see the module docs).
pub(crate) fn v2_kind(u: &v2::SessionUpdate) -> &'static str {
    use v2::SessionUpdate as U;
    match u {
        U::UserMessageChunk(_) => "user_message_chunk",
        U::UserMessage(_) => "user_message",
        U::AgentMessageChunk(_) => "agent_message_chunk",
        U::AgentMessage(_) => "agent_message",
        U::AgentThoughtChunk(_) => "agent_thought_chunk",
        U::AgentThought(_) => "agent_thought",
        U::StateUpdate(_) => "state_update",
        U::ToolCallContentChunk(_) => "tool_call_content_chunk",
        U::ToolCallUpdate(_) => "tool_call_update",
        U::TerminalUpdate(_) => "terminal_update",
        U::TerminalOutputChunk(_) => "terminal_output_chunk",
        U::PlanUpdate(_) => "plan_update",
        U::AvailableCommandsUpdate(_) => "available_commands_update",
        U::ConfigOptionUpdate(_) => "config_option_update",
        U::SessionInfoUpdate(_) => "session_info_update",
        U::UsageUpdate(_) => "usage_update",
        U::Notice(_) => "notice",
        U::CompactionUpdate(_) => "compaction_update",
        U::CompactionSummaryChunk(_) => "compaction_summary_chunk",
        #[cfg(feature = "unstable")]
        U::PlanRemoved(_) => "plan_removed",
        #[cfg(feature = "unstable")]
        U::SubagentUpdate(_) => "subagent_update",
        #[cfg(feature = "unstable")]
        U::SessionMessage(_) => "session_message",
        #[cfg(feature = "unstable")]
        U::SessionMessageChunk(_) => "session_message_chunk",
        U::Other(_) => "other",
    }
}
