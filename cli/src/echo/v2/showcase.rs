//! The v2 samples of `/updates` (see [`crate::echo::showcase`]).

use serde_json::json;

use super::typed::{available_commands, text};
use acp_wire::codec::Tri;
use crate::echo::session::now_rfc3339;
use crate::echo::showcase::{
    Ctx, COMPACTION_SUMMARY, FILE, NOTICE_TITLE, PLAN, SAY, SESSION_TITLE, THOUGHT, TOOL_TITLE, USAGE,
};
use acp_wire::v2;
use acp_wire::v2::SessionUpdate as U;

/// What a v2 run is made of beyond [`Ctx`].
pub(super) struct Turn<'a> {
    pub(super) prompt: &'a [v2::ContentBlock],
    pub(super) config_options: Vec<v2::SessionConfigOption>,
    /// The id of the prompt being answered.
    pub(super) user_message_id: &'a str,
    /// The id of the turn's agent message.
    pub(super) agent_message_id: &'a str,
}

/// The showcase's diff of `file` (one line changed), with its patch text
/// where the schema has one (the schema's Diff: agents SHOULD give it).
fn diff(change: v2::DiffChange, file: &str) -> v2::Diff {
    let diff = v2::Diff::new(vec![change]);
    #[cfg(acp_v2 = "Diff.patch")]
    let diff = {
        let p = git_path(file);
        let text = format!("diff --git {p} {p}\n--- {p}\n+++ {p}\n@@ -1 +1 @@\n-old line\n+new line\n");
        diff.patch(v2::DiffPatch::new(v2::DiffPatchFormat::GitPatch, text))
    };
    #[cfg(not(acp_v2 = "Diff.patch"))]
    let _ = file;
    diff
}

/// A path as Git writes it in a patch: quoted, with C escapes, when it holds
/// a quote, a backslash or a control character.
#[cfg(acp_v2 = "Diff.patch")]
fn git_path(p: &str) -> String {
    if !p.chars().any(|c| c == '"' || c == '\\' || c.is_control()) {
        return p.to_owned();
    }
    let mut out = String::from("\"");
    for c in p.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\{:03o}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The v2 samples, in a sensible order (v2 gates none of its kinds on a
/// client capability).
pub(super) fn samples(cx: &Ctx<'_>, t: Turn<'_>) -> Vec<U> {
    let n = cx.n;
    let file = cx.path(FILE);
    let tool = cx.tool_call_id();
    let term = format!("echo-term-{n}");
    let thought = format!("echo-thought-{n}");
    let first = t.prompt.first().cloned().unwrap_or_else(|| text(""));
    let priority = [v2::PlanEntryPriority::High, v2::PlanEntryPriority::Medium, v2::PlanEntryPriority::Low];
    let status = [v2::PlanEntryStatus::Completed, v2::PlanEntryStatus::InProgress, v2::PlanEntryStatus::Pending];
    let entries: Vec<v2::PlanEntry> =
        PLAN.iter().zip(priority).zip(status).map(|((c, p), s)| v2::PlanEntry::new(*c, p, s)).collect();
    let plan = v2::PlanItems::new(format!("echo-plan-main-{n}"), entries);
    let change = v2::DiffChange::new(v2::DiffChangeOperation::Modify(v2::DiffPathChange::new(file.as_str())));
    let mut exit = v2::TerminalExitStatus::new().exit_code(0u8);
    // Exited, not signalled: `signal` is there, as `null`.
    exit.signal = Tri::Null;
    let (used, size, cost) = USAGE;
    let mut out = vec![
        U::UserMessageChunk(v2::ContentChunk::new(t.user_message_id, first)),
        U::UserMessage(v2::UserMessage::new(t.user_message_id).content(t.prompt.to_vec())),
        U::AgentThoughtChunk(v2::ContentChunk::new(thought.as_str(), text(THOUGHT))),
        U::AgentThought(v2::AgentThought::new(thought.as_str()).content(vec![text(THOUGHT)])),
        // No `state_update`: the turn's states are the agent kit's (running
        // before this turn's first update, idle after its last).
        U::PlanUpdate(v2::PlanUpdate::new(v2::PlanUpdateContent::Items(plan))),
        U::ToolCallUpdate(
            v2::ToolCallUpdate::new(tool.as_str())
                .name("edit_file")
                .title(TOOL_TITLE)
                .kind(v2::ToolKind::Edit)
                .status(v2::ToolCallStatus::Pending)
                .locations(vec![v2::ToolCallLocation::new(file.as_str()).line(1u32)])
                // Free-form in the schema: whatever the tool was given.
                .raw_input(json!({"path": file})),
        ),
        U::ToolCallContentChunk(v2::ToolCallContentChunk::new(tool.as_str(), v2::ToolCallContent::Diff(diff(change, &file)))),
        U::ToolCallUpdate(
            v2::ToolCallUpdate::new(tool.as_str())
                .status(v2::ToolCallStatus::Completed)
                // Free-form in the schema: whatever the tool returned.
                .raw_output(json!({"written": false})),
        ),
        U::TerminalUpdate(
            v2::TerminalUpdate::new(term.as_str())
                .command("echo hello from a terminal")
                .cwd(cx.cwd)
                .exit_status(exit),
        ),
        // base64 of "hello from a terminal\n"
        U::TerminalOutputChunk(v2::TerminalOutputChunk::new(term.as_str(), "aGVsbG8gZnJvbSBhIHRlcm1pbmFsCg==")),
        U::AgentMessageChunk(v2::ContentChunk::new(t.agent_message_id, text(SAY))),
        U::AgentMessage(v2::AgentMessage::new(t.agent_message_id).content(vec![text(SAY)])),
        U::AvailableCommandsUpdate(v2::AvailableCommandsUpdate::new(available_commands())),
        U::ConfigOptionUpdate(v2::ConfigOptionUpdate::new(t.config_options)),
        U::SessionInfoUpdate(v2::SessionInfoUpdate::new().title(SESSION_TITLE).updated_at(now_rfc3339())),
        U::UsageUpdate(v2::UsageUpdate::new(used, size).cost(v2::Cost::new(cost, "USD"))),
        U::Notice(v2::Notice::new(v2::NoticeSeverity::Info, NOTICE_TITLE)),
    ];
    let compaction = cx.compaction_id();
    out.extend([
        U::CompactionUpdate(v2::CompactionUpdate::new(compaction.as_str(), v2::CompactionStatus::InProgress)),
        U::CompactionSummaryChunk(v2::CompactionSummaryChunk::new(compaction.as_str(), text(COMPACTION_SUMMARY))),
        U::CompactionUpdate(v2::CompactionUpdate::new(compaction.as_str(), v2::CompactionStatus::Completed)),
    ]);
    // plan_update is stable in v2 (sent above); the `.unstable` schema adds
    // removal by plan id (the id v1's plan_update sample uses).
    #[cfg(acp_v2 = "SessionUpdate::plan_removed")]
    out.push(U::PlanRemoved(v2::PlanRemoved::new(format!("echo-plan-{n}"))));
    #[cfg(acp_v2 = "SessionUpdate::subagent_update")]
    out.extend(subagent(cx));
    out
}

/// A child session and a message to it (the `.unstable` schema only).
#[cfg(acp_v2 = "SessionUpdate::subagent_update")]
fn subagent(cx: &Ctx<'_>) -> [U; 3] {
    let child = format!("{}-sub-{}", cx.session_id, cx.n);
    let message = format!("echo-smsg-{}", cx.n);
    let idle = v2::StateUpdate::Idle(v2::IdleStateUpdate::new(v2::IdleStateUpdateStopReason::EndTurn));
    let update = v2::SubagentUpdate::new(child.as_str()).title("Echo helper").state(idle);
    // Members the build's schema lacks (SDK 1.8.0–2.0.x) are not sent.
    #[cfg(acp_v2 = "SubagentUpdate.cwd")]
    let update = update.cwd(cx.cwd);
    #[cfg(acp_v2 = "SubagentUpdate.additionalDirectories")]
    let update = update.additional_directories(Vec::<v2::AbsolutePath>::new());
    [
        U::SubagentUpdate(update),
        U::SessionMessage(
            v2::SessionMessage::new(message.as_str())
                .sender_session_id(cx.session_id)
                .recipient_session_id(child.as_str())
                .content(vec![text("hello, helper")]),
        ),
        U::SessionMessageChunk(v2::SessionMessageChunk::new(message.as_str(), text(" (and more)"))),
    ]
}

/// The tag of a v2 update; an exhaustive match (see the module docs of
/// [`crate::echo::showcase`]).
pub(super) fn kind(u: &U) -> &'static str {
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
        #[cfg(acp_v2 = "SessionUpdate::plan_removed")]
        U::PlanRemoved(_) => "plan_removed",
        #[cfg(acp_v2 = "SessionUpdate::subagent_update")]
        U::SubagentUpdate(_) => "subagent_update",
        #[cfg(acp_v2 = "SessionUpdate::session_message")]
        U::SessionMessage(_) => "session_message",
        #[cfg(acp_v2 = "SessionUpdate::session_message_chunk")]
        U::SessionMessageChunk(_) => "session_message_chunk",
        U::Other(_) => "other",
        // The generated enums are `#[non_exhaustive]` outside acp-wire: a
        // kind this match does not name is caught by the showcase test
        // (every kind the schema has is sent), not by the compiler.
        _ => "other",
    }
}
