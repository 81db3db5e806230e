//! The echo agent's version-neutral data as v1 values: its info and
//! capabilities, slash commands, modes, config options, permission options,
//! session list pages and text.

use crate::echo::command::COMMANDS;
#[cfg(acp_v1 = "session/archive")]
use crate::echo::session::SessionRow;
use crate::echo::session::{MODES, STYLE_CHOICES, STYLE_OPTION, THOUGHTS_OPTION};
#[cfg(acp_v1 = "session/archive")]
use crate::echo::Page;
use crate::echo::{Grant, AGENT_NAME, AGENT_TITLE, AGENT_VERSION, PERMISSION_OPTIONS};
use acp_wire::v1;

use super::V;

pub(super) fn text(t: impl Into<String>) -> v1::ContentBlock {
    v1::ContentBlock::Text(v1::TextContent::new(t))
}

/// A `tool_call_content` entry of plain text.
pub(super) fn text_content(t: impl Into<String>) -> v1::ToolCallContent {
    v1::ToolCallContent::Content(v1::Content::new(text(t)))
}

/// What `initialize` answers: every prompt content kind, `session/load`
/// and the session methods beyond it, no authentication; the `_echo/*`
/// extension requests in the capabilities' `_meta`.
pub(super) fn initialize_response() -> v1::InitializeResponse {
    let prompt = v1::PromptCapabilities::new().image(true).audio(true).embedded_context(true);
    let session = v1::SessionCapabilities::new()
        .list(v1::SessionListCapabilities::new())
        .resume(v1::SessionResumeCapabilities::new())
        .close(v1::SessionCloseCapabilities::new())
        .delete(v1::SessionDeleteCapabilities::new())
        .additional_directories(v1::SessionAdditionalDirectoriesCapabilities::new());
    // The unstable schema's surfaces (`--features unstable`).
    #[cfg(acp_v1 = "session/status")]
    let session = session.status(v1::SessionStatusCapabilities::new());
    #[cfg(acp_v1 = "session/archive")]
    let session = session.archive(v1::SessionArchiveCapabilities::new());
    #[cfg(acp_v1 = "SessionCapabilities.systemPrompt")]
    let session = session.system_prompt(v1::SessionSystemPromptCapabilities::new());
    #[cfg(acp_v1 = "session/set_title")]
    let session = session.title(v1::SessionTitleCapabilities::new());
    let caps = v1::AgentCapabilities::new()
        .load_session(true)
        .prompt_capabilities(prompt)
        .session_capabilities(session)
        .meta(super::super::extensions_meta());
    // HTTP MCP servers (agent::mcp), with feature `mcp-http`.
    #[cfg(all(acp_v1 = "AgentCapabilities.mcpCapabilities", acp_v1 = "McpCapabilities.http"))]
    let caps = caps.mcp_capabilities(acp_wire::seam::mcp::v1_capabilities());
    #[cfg(acp_v1 = "auth/status")]
    let caps = caps.auth(v1::AgentAuthCapabilities::new().status(v1::AuthStatusCapabilities::new()));
    v1::InitializeResponse::new(V)
        .agent_capabilities(caps)
        .auth_methods(Vec::new())
        .agent_info(v1::Implementation::new(AGENT_NAME, AGENT_VERSION).title(AGENT_TITLE))
}

pub(super) fn available_commands() -> Vec<v1::AvailableCommand> {
    COMMANDS
        .iter()
        .map(|(name, description, hint)| {
            let c = v1::AvailableCommand::new(*name, *description);
            match hint {
                Some(h) => c.input(v1::AvailableCommandInput::Unstructured(v1::UnstructuredCommandInput::new(*h))),
                None => c,
            }
        })
        .collect()
}

pub(super) fn modes(current: &str) -> v1::SessionModeState {
    let available: Vec<v1::SessionMode> =
        MODES.iter().map(|(id, name, description)| v1::SessionMode::new(*id, *name).description(*description)).collect();
    v1::SessionModeState::new(current, available)
}

/// The session's config options; `thoughts`: the boolean one's value, when
/// it is offered (the client advertised `session.configOptions.boolean`);
/// last, the session mode as an option of category `mode`, kept in step
/// with `modes` (session-config-options.mdx: during the transition an
/// agent with a mode-like option also sends modes).
pub(super) fn config_options(style: &str, thoughts: Option<bool>, mode: &str) -> Vec<v1::SessionConfigOption> {
    let choices: Vec<v1::SessionConfigSelectOption> =
        STYLE_CHOICES.iter().map(|(value, name)| v1::SessionConfigSelectOption::new(*value, *name)).collect();
    let select = v1::SessionConfigSelect::new(style, v1::SessionConfigSelectOptions::Ungrouped(choices));
    let (id, name, description) = STYLE_OPTION;
    let mut out =
        vec![v1::SessionConfigOption::new(id, name, v1::SessionConfigOptionKind::Select(select)).description(description)];
    if let Some(on) = thoughts {
        let (id, name, description) = THOUGHTS_OPTION;
        let kind = v1::SessionConfigOptionKind::Boolean(v1::SessionConfigBoolean::new(on));
        out.push(v1::SessionConfigOption::new(id, name, kind).description(description));
    }
    let choices: Vec<v1::SessionConfigSelectOption> =
        MODES.iter().map(|(id, name, description)| v1::SessionConfigSelectOption::new(*id, *name).description(*description)).collect();
    let select = v1::SessionConfigSelect::new(mode, v1::SessionConfigSelectOptions::Ungrouped(choices));
    let option = v1::SessionConfigOption::new(MODE_OPTION, "Mode", v1::SessionConfigOptionKind::Select(select))
        .description("The session mode (the same as session/set_mode)");
    #[cfg(acp_v1 = "SessionConfigOption.category")]
    let option = option.category(v1::SessionConfigOptionCategory::Mode);
    out.push(option);
    out
}

/// The id of the config option that is the session mode.
pub(super) const MODE_OPTION: &str = "mode";

pub(super) fn permission_options() -> Vec<v1::PermissionOption> {
    PERMISSION_OPTIONS
        .iter()
        .map(|(id, name, grant)| {
            let kind = match grant {
                Grant::AllowOnce => v1::PermissionOptionKind::AllowOnce,
                Grant::RejectOnce => v1::PermissionOptionKind::RejectOnce,
            };
            v1::PermissionOption::new(*id, *name, kind)
        })
        .collect()
}

#[cfg(acp_v1 = "session/archive")]
pub(super) fn list_page(page: Page) -> v1::ListSessionsResponse {
    let sessions: Vec<v1::SessionInfo> = page.sessions.into_iter().map(session_info).collect();
    let r = v1::ListSessionsResponse::new(sessions);
    match page.next_cursor {
        Some(c) => r.next_cursor(c),
        None => r,
    }
}

#[cfg(acp_v1 = "session/archive")]
fn session_info(row: SessionRow) -> v1::SessionInfo {
    let mut info = v1::SessionInfo::new(row.session_id, row.cwd).updated_at(row.updated_at);
    if let Some(title) = row.title {
        info = info.title(title);
    }
    if !row.additional_directories.is_empty() {
        info = info.additional_directories(row.additional_directories);
    }
    info
}
