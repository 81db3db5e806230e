//! The echo agent's version-neutral data as v2 values: its info and
//! capabilities, slash commands, config options, permission options,
//! session list pages and text.

use crate::echo::command::COMMANDS;
#[cfg(acp_v2 = "session/archive")]
use crate::echo::session::SessionRow;
use crate::echo::session::{STYLE_CHOICES, STYLE_OPTION, THOUGHTS_OPTION};
#[cfg(acp_v2 = "session/archive")]
use crate::echo::Page;
use crate::echo::{Grant, AGENT_NAME, AGENT_TITLE, AGENT_VERSION, PERMISSION_OPTIONS};
use acp_wire::v2;

use super::V;

pub(super) fn text(t: impl Into<String>) -> v2::ContentBlock {
    v2::ContentBlock::Text(v2::TextContent::new(t))
}

/// The one authentication method the echo agent lists (v2): `agent`, which
/// `auth/login` accepts at once. Sessions need no login: listing it only
/// commits the agent to `auth/login` and `auth/logout` (the schema's
/// InitializeResponse.authMethods), which it serves.
pub(super) const AUTH_METHOD: &str = "echo-login";

/// [`AUTH_METHOD`], where the schema has `auth/login` and `auth/logout`.
fn auth_methods() -> Vec<v2::AuthMethod> {
    #[cfg(all(acp_v2 = "auth/login", acp_v2 = "auth/logout"))]
    {
        let method = v2::AuthMethodAgent::new(AUTH_METHOD, "Echo login")
            .description("Accepted at once; the echo agent serves sessions without it too");
        vec![v2::AuthMethod::Agent(method)]
    }
    #[cfg(not(all(acp_v2 = "auth/login", acp_v2 = "auth/logout")))]
    {
        Vec::new()
    }
}

/// What `initialize` answers: every prompt content kind, `session/delete`,
/// additional directories, stdio (and with `mcp-http` http) MCP servers (`agent::mcp`), and
/// [`AUTH_METHOD`]; the `_echo/*` extension requests in the capabilities'
/// `_meta`.
pub(super) fn initialize_response() -> v2::InitializeResponse {
    let prompt = v2::PromptCapabilities::new()
        .image(v2::PromptImageCapabilities::new())
        .audio(v2::PromptAudioCapabilities::new())
        .embedded_context(v2::PromptEmbeddedContextCapabilities::new());
    let session = v2::SessionCapabilities::new()
        .prompt(prompt)
        .delete(v2::SessionDeleteCapabilities::new())
        .additional_directories(v2::SessionAdditionalDirectoriesCapabilities::new());
    #[cfg(all(acp_v2 = "SessionCapabilities.mcp", acp_v2 = "McpCapabilities.stdio"))]
    let session = session.mcp(acp_wire::seam::mcp::v2_capabilities());
    // The unstable schema's surfaces (`--features unstable`).
    #[cfg(acp_v2 = "session/status")]
    let session = session.status(v2::SessionStatusCapabilities::new());
    #[cfg(acp_v2 = "session/archive")]
    let session = session.archive(v2::SessionArchiveCapabilities::new());
    #[cfg(acp_v2 = "SessionCapabilities.systemPrompt")]
    let session = session.system_prompt(v2::SessionSystemPromptCapabilities::new());
    #[cfg(acp_v2 = "session/set_title")]
    let session = session.title(v2::SessionTitleCapabilities::new());
    let caps = v2::AgentCapabilities::new().session(session).meta(super::super::extensions_meta());
    #[cfg(acp_v2 = "auth/status")]
    let caps = caps.auth(v2::AgentAuthCapabilities::new().status(v2::AuthStatusCapabilities::new()));
    let info = v2::Implementation::new(AGENT_NAME, AGENT_VERSION).title(AGENT_TITLE);
    v2::InitializeResponse::new(V, info)
        .capabilities(caps)
        .auth_methods(auth_methods())
}

/// The commands; v2 calls the free-text input `text`.
pub(super) fn available_commands() -> Vec<v2::AvailableCommand> {
    COMMANDS
        .iter()
        .map(|(name, description, hint)| {
            // A union of command kinds (`Command`, SDK 2.1.0 on) or the one
            // command struct (before).
            #[cfg(acp_v2 = "Command")]
            let (c, wrap) = (v2::Command::new(*name, *description), v2::AvailableCommand::Command);
            #[cfg(not(acp_v2 = "Command"))]
            let (c, wrap) = (v2::AvailableCommand::new(*name, *description), std::convert::identity);
            wrap(match hint {
                Some(h) => c.input(v2::AvailableCommandInput::Text(v2::TextCommandInput::new(*h))),
                None => c,
            })
        })
        .collect()
}

/// The session's config options (v2 clients always take the boolean one).
pub(super) fn config_options(style: &str, thoughts: bool) -> Vec<v2::SessionConfigOption> {
    let choices: Vec<v2::SessionConfigSelectOption> =
        STYLE_CHOICES.iter().map(|(value, name)| v2::SessionConfigSelectOption::new(*value, *name)).collect();
    let select = v2::SessionConfigSelect::new(style, v2::SessionConfigSelectOptions::Ungrouped(choices));
    let (id, name, description) = STYLE_OPTION;
    let style = v2::SessionConfigOption::new(id, name, v2::SessionConfigOptionKind::Select(select));
    let (id, name, description_b) = THOUGHTS_OPTION;
    let kind = v2::SessionConfigOptionKind::Boolean(v2::SessionConfigBoolean::new(thoughts));
    vec![style.description(description), v2::SessionConfigOption::new(id, name, kind).description(description_b)]
}

pub(super) fn permission_options() -> Vec<v2::PermissionOption> {
    PERMISSION_OPTIONS
        .iter()
        .map(|(id, name, grant)| {
            let kind = match grant {
                Grant::AllowOnce => v2::PermissionOptionKind::AllowOnce,
                Grant::RejectOnce => v2::PermissionOptionKind::RejectOnce,
            };
            v2::PermissionOption::new(*id, *name, kind)
        })
        .collect()
}

#[cfg(acp_v2 = "session/archive")]
pub(super) fn list_page(page: Page) -> v2::ListSessionsResponse {
    let sessions: Vec<v2::SessionInfo> = page.sessions.into_iter().map(session_info).collect();
    let r = v2::ListSessionsResponse::new(sessions);
    match page.next_cursor {
        Some(c) => r.next_cursor(c),
        None => r,
    }
}

#[cfg(acp_v2 = "session/archive")]
fn session_info(row: SessionRow) -> v2::SessionInfo {
    let mut info = v2::SessionInfo::new(row.session_id, row.cwd).updated_at(row.updated_at);
    if let Some(title) = row.title {
        info = info.title(title);
    }
    if !row.additional_directories.is_empty() {
        let dirs: Vec<v2::AbsolutePath> = row.additional_directories.into_iter().map(v2::AbsolutePath::from).collect();
        info = info.additional_directories(dirs);
    }
    info
}
