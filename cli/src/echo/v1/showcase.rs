//! The v1 samples of `/updates` (see [`crate::echo::showcase`]).

use serde_json::json;

use super::typed::{available_commands, text, text_content};
use crate::echo::session::now_rfc3339;
use crate::echo::showcase::{
    Ctx, Skipped, COMPACTION_SUMMARY, FILE, NOTICE_TITLE, PLAN, SAY, SESSION_TITLE, THOUGHT, TOOL_TITLE, USAGE,
};
use acp_wire::v1;
use acp_wire::v1::SessionUpdate as U;

/// What a v1 run is made of beyond [`Ctx`].
pub(super) struct Session<'a> {
    pub(super) prompt: &'a [v1::ContentBlock],
    pub(super) mode: &'a str,
    pub(super) config_options: Vec<v1::SessionConfigOption>,
}

/// The v1 samples, in a sensible order. `offers(pointer)`: whether the
/// client advertised the capability there; `notice`, compaction and the
/// unstable plan and subagent kinds go out only when it did (the schema's
/// rule), the rest is listed as skipped.
pub(super) fn samples(cx: &Ctx<'_>, s: Session<'_>, offers: impl Fn(&str) -> bool) -> (Vec<U>, Vec<Skipped>) {
    let file = cx.path(FILE);
    let tool = cx.tool_call_id();
    let first = s.prompt.first().cloned().unwrap_or_else(|| text(""));
    let plan = [v1::PlanEntryPriority::High, v1::PlanEntryPriority::Medium, v1::PlanEntryPriority::Low];
    let status = [v1::PlanEntryStatus::Completed, v1::PlanEntryStatus::InProgress, v1::PlanEntryStatus::Pending];
    let entries: Vec<v1::PlanEntry> =
        PLAN.iter().zip(plan).zip(status).map(|((c, p), s)| v1::PlanEntry::new(*c, p, s)).collect();
    let diff = v1::Diff::new(file.as_str(), "new line\n").old_text("old line\n");
    let (used, size, cost) = USAGE;
    let mut out = vec![
        U::UserMessageChunk(v1::ContentChunk::new(first)),
        U::AgentThoughtChunk(v1::ContentChunk::new(text(THOUGHT))),
        U::Plan(v1::Plan::new(entries)),
        U::ToolCall(
            v1::ToolCall::new(tool.as_str(), TOOL_TITLE)
                .kind(v1::ToolKind::Edit)
                .status(v1::ToolCallStatus::Pending)
                .content(vec![v1::ToolCallContent::Diff(diff)])
                .locations(vec![v1::ToolCallLocation::new(file.as_str()).line(1u32)])
                // Free-form in the schema: whatever the tool was given.
                .raw_input(json!({"path": file})),
        ),
        U::ToolCallUpdate(
            v1::ToolCallUpdate::new(tool.as_str())
                .status(v1::ToolCallStatus::Completed)
                .content(vec![text_content("nothing was written: this is a showcase")])
                // Free-form in the schema: whatever the tool returned.
                .raw_output(json!({"written": false})),
        ),
        U::AgentMessageChunk(v1::ContentChunk::new(text(SAY))),
        U::AvailableCommandsUpdate(v1::AvailableCommandsUpdate::new(available_commands())),
        U::CurrentModeUpdate(v1::CurrentModeUpdate::new(s.mode)),
        U::ConfigOptionUpdate(v1::ConfigOptionUpdate::new(s.config_options)),
        U::SessionInfoUpdate(v1::SessionInfoUpdate::new().title(SESSION_TITLE).updated_at(now_rfc3339())),
        U::UsageUpdate(v1::UsageUpdate::new(used, size).cost(v1::Cost::new(cost, "USD"))),
    ];
    let mut skipped = Vec::new();
    // Kinds the build's schema lacks (SDK 1.3.0–1.9.0) drop out.
    #[cfg(acp_v1 = "SessionUpdate::notice")]
    if offers("/session/notices") {
        let notice = v1::Notice::new(v1::NoticeSeverity::Info, NOTICE_TITLE)
            .description("Notices are not part of the session history.");
        out.push(U::Notice(notice));
    } else {
        skipped.push(("notice", "clientCapabilities.session.notices"));
    }
    #[cfg(acp_v1 = "SessionUpdate::compaction_update")]
    if offers("/session/compaction") {
        out.extend(compaction(cx));
    } else {
        skipped.push(("compaction_update, compaction_summary_chunk", "clientCapabilities.session.compaction"));
    }
    // The unstable kinds have capabilities of their own.
    #[cfg(acp_v1 = "SessionUpdate::plan_update")]
    if offers("/plan") {
        out.extend(plan_by_id(cx));
    } else {
        skipped.push(("plan_update, plan_removed", "clientCapabilities.plan"));
    }
    #[cfg(acp_v1 = "SessionUpdate::subagent_update")]
    if offers("/subagents") {
        out.extend(subagent(cx));
    } else {
        skipped.push(("subagent_update, session_message, session_message_chunk", "clientCapabilities.subagents"));
    }
    (out, skipped)
}

#[cfg(acp_v1 = "SessionUpdate::compaction_update")]
fn compaction(cx: &Ctx<'_>) -> [U; 3] {
    let id = cx.compaction_id();
    [
        U::CompactionUpdate(v1::CompactionUpdate::new(id.as_str(), v1::CompactionStatus::InProgress)),
        U::CompactionSummaryChunk(v1::CompactionSummaryChunk::new(id.as_str(), text(COMPACTION_SUMMARY))),
        U::CompactionUpdate(v1::CompactionUpdate::new(id.as_str(), v1::CompactionStatus::Completed)),
    ]
}

/// `plan_update` / `plan_removed` by plan id (the `.unstable` schema only).
#[cfg(acp_v1 = "SessionUpdate::plan_update")]
fn plan_by_id(cx: &Ctx<'_>) -> [U; 2] {
    let plan = format!("echo-plan-{}", cx.n);
    let entry = v1::PlanEntry::new("Show a plan by id", v1::PlanEntryPriority::Medium, v1::PlanEntryStatus::Completed);
    [
        U::PlanUpdate(v1::PlanUpdate::new(v1::PlanUpdateContent::Items(v1::PlanItems::new(plan.as_str(), vec![entry])))),
        U::PlanRemoved(v1::PlanRemoved::new(plan.as_str())),
    ]
}

/// A child session and a message to it (the `.unstable` schema only).
#[cfg(acp_v1 = "SessionUpdate::subagent_update")]
fn subagent(cx: &Ctx<'_>) -> [U; 3] {
    let child = format!("{}-sub-{}", cx.session_id, cx.n);
    let message = format!("echo-smsg-{}", cx.n);
    let idle = v1::StateUpdate::Idle(v1::IdleStateUpdate::new(v1::IdleStateUpdateStopReason::EndTurn));
    let update = v1::SubagentUpdate::new(child.as_str()).title("Echo helper").state(idle);
    // Members the build's schema lacks (SDK 1.8.0–2.0.x) are not sent.
    #[cfg(acp_v1 = "SubagentUpdate.cwd")]
    let update = update.cwd(cx.cwd);
    #[cfg(acp_v1 = "SubagentUpdate.additionalDirectories")]
    let update = update.additional_directories(Vec::<String>::new());
    [
        U::SubagentUpdate(update),
        U::SessionMessage(
            v1::SessionMessage::new(message.as_str())
                .sender_session_id(cx.session_id)
                .recipient_session_id(child.as_str())
                .content(vec![text("hello, helper")]),
        ),
        U::SessionMessageChunk(v1::SessionMessageChunk::new(message.as_str(), text(" (and more)"))),
    ]
}

/// The tag of a v1 update; an exhaustive match (see the module docs of
/// [`crate::echo::showcase`]).
pub(super) fn kind(u: &U) -> &'static str {
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
        #[cfg(acp_v1 = "SessionUpdate::notice")]
        U::Notice(_) => "notice",
        #[cfg(acp_v1 = "SessionUpdate::compaction_update")]
        U::CompactionUpdate(_) => "compaction_update",
        #[cfg(acp_v1 = "SessionUpdate::compaction_summary_chunk")]
        U::CompactionSummaryChunk(_) => "compaction_summary_chunk",
        #[cfg(acp_v1 = "SessionUpdate::plan_update")]
        U::PlanUpdate(_) => "plan_update",
        #[cfg(acp_v1 = "SessionUpdate::plan_removed")]
        U::PlanRemoved(_) => "plan_removed",
        #[cfg(acp_v1 = "SessionUpdate::subagent_update")]
        U::SubagentUpdate(_) => "subagent_update",
        #[cfg(acp_v1 = "SessionUpdate::session_message")]
        U::SessionMessage(_) => "session_message",
        #[cfg(acp_v1 = "SessionUpdate::session_message_chunk")]
        U::SessionMessageChunk(_) => "session_message_chunk",
        U::Other(_) => "other",
        // The generated enums are `#[non_exhaustive]` outside acp-wire: a
        // kind this match does not name is caught by the showcase test
        // (every kind the schema has is sent), not by the compiler.
        _ => "other",
    }
}
