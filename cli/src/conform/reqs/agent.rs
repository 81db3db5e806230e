//! The requirements `conform` grades an agent on, in report order: id,
//! level, the versions they apply to, the spec page, what is checked.

use super::Req;
use crate::req;

/// Every requirement, in report order.
pub const REQS: &[Req] = &[
    req!("init.negotiate-unsupported", Must, Run, "initialization.mdx#version-negotiation",
        "initialize asking for protocolVersion 99 is answered with the latest version the agent supports"),
    req!("init.version", Must, Both, "initialization.mdx#version-negotiation",
        "initialize asking for this version is answered with it (result with protocolVersion and capabilities)"),
    req!("init.agent-info", Should, V1, "initialization.mdx#implementation-information",
        "the initialize result names the agent in agentInfo with name and version (v2's info is required by the schema: schema.messages)"),
    req!("init.before", Info, Both, "initialization.mdx#initialization",
        "a request before initialize is answered with an error and the connection still initializes"),
    req!("schema.messages", Must, Both, "schema.mdx",
        "every message the agent sends matches the pinned schema of the negotiated version (per method) and the rules it cannot express that `acp-wire validate` checks (absolute paths, v2 diffs' patch text, terminal ids, boolean config options, the archive capability against session/list, subagent announcements before child traffic, a gated method sent without its capability where no row of its own grades it, …)"),
    req!("schema.advice", Should, Both, "schema.mdx",
        "the SHOULDs `acp-wire validate` checks in what the agent sends (an open session/status with its state, auth/status_update only on a change, an `error` stop reason with its error, …)"),
    req!("extensibility.no-root-fields", Must, Both, "extensibility.mdx#the-meta-field", "extensibility.mdx#the-_meta-field",
        "no message the agent sends carries a member that no schema declares for its type, at any depth (custom data goes in `_meta`); members only the pinned unstable schema or an earlier published one declares are informational notes"),
    req!("stdout.hygiene", Must, Both, "transports.mdx#stdio",
        "the agent writes nothing to stdout that is not a JSON-RPC message"),
    req!("session.new", Must, Both, "session-setup.mdx#creating-a-session",
        "session/new answers a unique non-empty sessionId"),
    req!("prompt.turn", Must, Both, "prompt-turn.mdx#4-check-for-completion", "prompt-lifecycle.mdx#4-report-completion",
        "a prompt turn ends with a stop reason (v1: the session/prompt result; v2: an idle state_update)"),
    req!("prompt.updates-before-response", Must, V1, "prompt-turn.mdx#cancellation",
        "every session/update of a turn is sent before the session/prompt response"),
    req!("prompt.session-routing", Must, Both, "prompt-turn.mdx#3-agent-reports-output", "prompt-lifecycle.mdx#3-agent-reports-output",
        "updates carry the session they belong to (two concurrent sessions do not mix)"),
    req!("prompt.resource-link", Must, Both, "initialization.mdx#prompt-capabilities", "initialization.mdx#session-prompt-capabilities",
        "a prompt of a text and a resource_link block (the baseline every agent takes) completes a normal turn"),
    req!("v2.prompt-accepted", Must, V2, "prompt-lifecycle.mdx#2-prompt-accepted",
        "session/prompt is answered on acceptance with the inserted user message's messageId"),
    req!("v2.user-message", Must, V2, "prompt-lifecycle.mdx#2-prompt-accepted",
        "the accepted prompt is reported as a user_message update with the response's messageId"),
    req!("v2.running", Must, V2, "prompt-lifecycle.mdx#3-agent-reports-output",
        "a state_update running is sent when the turn's work starts, before the idle"),
    req!("cancel.session", Must, Both, "prompt-turn.mdx#cancellation", "prompt-lifecycle.mdx#cancellation",
        "session/cancel ends the running turn with stop reason cancelled (not an error)"),
    req!("v2.updates-before-idle", Must, V2, "prompt-lifecycle.mdx#cancellation",
        "after session/cancel, no content or tool call update of the turn comes after the idle state_update that reports it"),
    req!("cancel.permission", Must, Both, "prompt-turn.mdx#cancellation", "prompt-lifecycle.mdx#cancellation",
        "session/cancel while a permission request is pending (answered cancelled) ends the turn with stop reason cancelled"),
    // The schema's session/cancel and session/request_permission (v2).
    req!("cancel.stop-waiting", Must, V2, "prompt-lifecycle.mdx#cancellation",
        "session/cancel while a permission request is pending and never answered: the agent stops waiting, the turn ends idle with stop reason cancelled"),
    req!("cancel.cancel-requests", Should, V2, "prompt-lifecycle.mdx#cancellation",
        "that pending permission request is cancelled with $/cancel_request"),
    req!("cancel.late-answer", Should, V2, "prompt-lifecycle.mdx#cancellation",
        "an answer to it that comes after the turn ended does not resume the work (no running state, no output for the session)"),
    req!("cancel.request", Must, Both, "cancellation.mdx#cancel_request-notification",
        "$/cancel_request: the cancelled request still gets its response (a result or -32800); one for a request already answered breaks nothing (v2: and gets no response; v1 says only that notifications expect none, so an answer there is graded on rpc.unknown-notification)"),
    // "Upon receiving a custom request, implementations MUST respond
    // accordingly with the provided id" binds custom (`_`) requests only.
    req!("rpc.unknown-method", Must, Both, "extensibility.mdx#custom-requests",
        "an unknown `_` extension request is answered under its id (a result, or an error such as -32601)"),
    // JSON-RPC 2.0's answer to a method that does not exist: no ACP
    // sentence names it for methods outside the `_` namespace.
    req!("rpc.method-not-found", Rpc, Both, "overview.mdx#error-handling",
        "an unknown method that is not an extension (`conform/unknown_method`) is answered -32601 Method not found (JSON-RPC 2.0)"),
    req!("rpc.unknown-notification", Should, Both, "extensibility.mdx#custom-notifications",
        "unknown notifications are ignored: no response, connection keeps serving (v1: a $/cancel_request for a request already answered too)"),
    req!("rpc.parse-error", Rpc, Both, "overview.mdx#error-handling",
        "a line that is not JSON is answered -32700 with id null (JSON-RPC 2.0) and the connection keeps serving"),
    req!("rpc.invalid-request", Rpc, Both, "overview.mdx#error-handling",
        "a JSON object that is not a valid request is answered -32600 (JSON-RPC 2.0)"),
    req!("rpc.invalid-params", Rpc, Both, "overview.mdx#error-handling",
        "params that do not match the method's schema are answered -32602 (JSON-RPC 2.0)"),
    req!("rpc.ids", Must, Both, "overview.mdx#error-handling",
        "responses carry the request's id unchanged: strings and large integers (2^53-1, 2^32+1)"),
    // Rules of the schema's descriptions on what the agent says, checked
    // on every message (driver/content.rs); nothing to look at passes.
    req!("auth.terminal-unasked", Must, Both, "authentication.mdx#terminal-authentication",
        "the initialize result lists no terminal auth method where the client did not enable terminal authentication (conform enables it only in v2's surfaces scenario)"),
    req!("auth.terminal-env", Must, V2, "authentication.mdx#terminal-authentication",
        "where the client enabled terminal authentication, each terminal auth method's env names every variable once"),
    // The schema's InitializeResponse.authMethods and LoginAuthRequest / LogoutAuthRequest.
    req!("auth.login-logout", Must, V2, "authentication.mdx#advertising-authentication",
        "an agent that lists authMethods serves auth/login and auth/logout: probed with a methodId it did not list and with params of the wrong type, neither is answered -32601 (SKIP when it lists none)"),
    req!("commands.names", Must, V2, "slash-commands.mdx#advertising-commands",
        "every available_commands_update names each command once, without whitespace (the schema's AvailableCommand name)"),
    req!("config.values", Must, V2, "session-config-options.mdx#initial-state",
        "every select config option the agent sends offers at least one value, each value once (across groups too), and its currentValue is one of them"),
    req!("permission.option-ids", Must, V2, "tool-calls.mdx#requesting-permission",
        "every session/request_permission offers each optionId once (the schema's PermissionOption)"),
    req!("content.icons", Must, V2, "schema.mdx#icon",
        "every icon the agent sends (a resource link's icons) has an https: or data: src (the schema's Icon)"),
    // The schema's Diff: agents SHOULD provide `patch` whenever feasible.
    req!("v2.diff-patch", Should, V2, "tool-calls.mdx#diffs",
        "every diff the agent sends carries renderable patch text (`patch`; acp-wire validate checks the text itself)"),
    // The schema's TerminalCapabilities and ToolCallCapabilities.
    req!("v2.cancel-advertised", Should, V2, "tool-calls.mdx#cancelling-tool-calls",
        "an update that reports (or follows) a terminal's exitStatus or a tool call's final status no longer advertises capabilities.cancel"),
    req!("v2.background", Must, V2, "prompt-lifecycle.mdx#background-work",
        "an agent that reports background work lists it on every state_update of the session; each item is announced (terminal_update, tool_call) before the first snapshot that lists it and reports its exitStatus or final status before the one that drops it"),
    req!("prompt.unknown-block", Must, V2, "schema.mdx#contentblock",
        "a session/prompt with a content block type the agent does not support is rejected with -32602 (the schema's ContentBlock)"),
    req!("batch.empty", Must, V2, "transports.mdx#json-rpc-batch-messages",
        "an empty batch `[]` is answered with one -32600 Invalid Request (id null), not an array"),
    req!("batch.notifications", Must, V2, "transports.mdx#json-rpc-batch-messages",
        "a batch of notifications gets no reply at all (no error, no empty array)"),
    req!("batch.mixed", Should, V2, "transports.mdx#json-rpc-batch-messages",
        "a batch of a request, a notification and an invalid entry is answered with one array: the request's response and a -32600 (id null) for the invalid entry"),
    req!("prompt.large", Should, Both, "transports.mdx#stdio",
        "a 1 MiB UTF-8 prompt (multi-byte text) completes a normal turn"),
    req!("lifecycle.eof-exit", Info, Both, "transports.mdx#stdio",
        "the agent exits when its stdin reaches EOF"),
    req!("fs.read", Must, V1, "file-system.mdx#reading-files",
        "fs/read_text_file (client advertised fs) names the turn's session and an absolute path; the turn then ends normally"),
    req!("fs.write", Must, V1, "file-system.mdx#writing-files",
        "fs/write_text_file (client advertised fs) names the turn's session and an absolute path; the file lands in the workspace"),
    req!("terminal.use", Must, V1, "terminals.mdx#releasing-terminals",
        "terminal/* (client advertised terminal): terminal/create names the turn's session; every terminal created is released"),
    req!("fs.absent", Must, V1, "file-system.mdx#checking-support",
        "no fs/* request when the client did not advertise fs"),
    req!("terminal.absent", Must, V1, "terminals.mdx#checking-support",
        "no terminal/* request when the client did not advertise terminal"),
    req!("elicitation.absent", Must, Both, "elicitation.mdx#checking-support",
        "no elicitation/create when the client did not advertise elicitation"),
    // The elicitation page's "checking support": fall back gracefully.
    req!("elicitation.fallback", Should, Both, "elicitation.mdx#checking-support",
        "the prompt that elicits where the client advertises elicitation (`/elicit`, a command of the bundled echo agent) is served without it where the client does not: the turn ends normally, not with an error (v2: nor stop reason error); asking anyway fails elicitation.absent"),
    // The elicitation page's responses; the schema's CreateElicitationResponse.
    req!("elicitation.decline", Must, Both, "elicitation.mdx#responses",
        "an elicitation answered decline (with content, which receivers ignore) is not taken for success: the answer's content is not used, no fs/* or terminal/* request follows, the turn ends with a stop reason (SKIP when the agent does not elicit for `/elicit`)"),
    req!("elicitation.cancel", Must, Both, "elicitation.mdx#responses",
        "an elicitation answered cancel: as elicitation.decline"),
    req!("elicitation.unknown-action", Must, Both, "elicitation.mdx#responses",
        "an elicitation answered with an action the agent cannot know (`_acp-wire-conform-unknown`): as elicitation.decline, and v2 handles it as cancel (the turn ends with the stop reason the cancelled one did)"),
    req!("elicitation.error", Must, Both, "elicitation.mdx#responses",
        "an elicitation answered with a JSON-RPC error: the turn still ends with a stop reason, nothing acts on an answer"),
    // The elicitation page's form mode: the agent validates submitted values again.
    req!("elicitation.revalidate", Should, Both, "elicitation.mdx#form-mode",
        "an elicitation answered accept with content that does not fit the requested schema (each value of another type, carrying a marker) is validated again and not used: the agent never says the marker, no fs/* or terminal/* request follows, the turn ends with a stop reason (SKIP when the agent does not elicit for `/elicit`)"),
    req!("elicitation.url-complete", Must, Both, "elicitation.mdx#url-completion",
        "a URL elicitation (`/elicit url`) accepted: any elicitation/complete names its elicitationId, and none comes for an id the client was not asked in URL mode (SKIP when the agent asks no URL elicitation)"),
    // The schema's CreateElicitationRequest: agents SHOULD cancel pending
    // elicitations no longer needed by cancelled work.
    req!("elicitation.cancel-pending", Should, V2, "prompt-lifecycle.mdx#cancellation",
        "session/cancel while an elicitation of the turn is pending (never answered): the turn ends and the agent cancels the elicitation with $/cancel_request"),
    req!("permission.request", Must, Both, "tool-calls.mdx#requesting-permission",
        "session/request_permission names the turn's session and offers options; the turn ends normally after the answer"),
    req!("permission.tool-in-progress", Should, Both, "prompt-turn.mdx#5-tool-invocation-and-status-reporting", "prompt-lifecycle.mdx#5-tool-invocation-and-status-reporting",
        "a tool call the client allowed in session/request_permission is reported in_progress before it ends (SKIP when the request names no tool call)"),
    req!("v2.requires-action", Should, V2, "prompt-lifecycle.mdx#5-tool-invocation-and-status-reporting",
        "while a permission request is pending the session's state is requires_action"),
    req!("v2.requires-action-resume", Must, V2, "prompt-lifecycle.mdx#5-tool-invocation-and-status-reporting",
        "once requires_action was reported, the turn's output goes on only after a running state_update (or it ends with idle)"),
    // The schema's RequestPermissionOutcome (v2): answers that approve nothing.
    req!("permission.cancelled", Must, V2, "tool-calls.mdx#requesting-permission",
        "a permission request answered cancelled (the user dismissed it, no session/cancel): the tool call it names is not reported in_progress or completed afterwards, no fs/* or terminal/* request follows, the turn ends (SKIP when it names no tool call)"),
    req!("permission.unknown-option", Must, V2, "tool-calls.mdx#requesting-permission",
        "a permission request answered selected with an optionId it did not offer is not approved: as permission.cancelled"),
    req!("permission.unknown-outcome", Must, V2, "tool-calls.mdx#requesting-permission",
        "a permission request answered with an outcome of a kind the agent cannot know (`_acp-wire-conform-unknown`) is not approval: as permission.cancelled"),
    req!("session.list-empty", Cap, Both, "session-list.mdx#listing-sessions",
        "session/list filtered by a cwd no session has answers an empty sessions array"),
    req!("session.load", Cap, V1, "session-setup.mdx#loading-sessions",
        "loadSession: session/load replays the conversation as session/update before answering"),
    req!("session.list", Cap, Both, "session-list.mdx#listing-sessions",
        "session/list answers a sessions array that includes the session just created"),
    req!("session.resume", Cap, Both, "session-setup.mdx#resuming-sessions",
        "session/resume answers a result (v1: without replaying history first)"),
    // The pinned v2 schema's ResumeSessionResponse and StateUpdate say it
    // and link this section (the pages may trail the schema).
    req!("session.resume-state", Cap, V2, "session-setup.mdx#current-state-synchronization",
        "session/resume sends a state_update snapshot of the session after any replay and before its response, also without replay"),
    // The schema's ResumeSessionRequest.replayFrom and the page.
    req!("session.resume-replay", Cap, V2, "session-setup.mdx#resuming-sessions",
        "session/resume with replayFrom start replays the whole retained conversation (the earlier prompt's user message and the agent's messages, each with its messageId) before answering; nothing replayed is SKIP (an agent may retain no history)"),
    req!("session.close", Cap, Both, "session-setup.mdx#closing-active-sessions",
        "session/close answers a result"),
    req!("session.close-cancels", Cap, Both, "session-setup.mdx#closing-active-sessions",
        "session/close while a turn runs ends that turn with stop reason cancelled, as session/cancel would, and answers a result"),
    // The page's pagination: an invalid cursor gets an error.
    req!("session.list-cursor", Should, Both, "session-list.mdx#pagination",
        "session/list with a cursor the agent never gave out is answered with an error (-32602 expected), not a page"),
    // The session-delete page: deleting is idempotent.
    req!("session.delete-again", Should, Both, "session-delete.mdx#semantics",
        "session/delete of a session deleted already, and of one never created, answers a result"),
    // The schema's McpServer: the catch-all variant of transports.
    req!("session.mcp-unknown", Must, V2, "session-setup.mdx#mcp-servers",
        "session/new with an MCP server of a transport no agent supports (`_acp-wire-conform-none`) is answered -32602"),
    // The schema's McpServer stdio variant and ResumeSessionRequest.mcpServers;
    // the servers are `acp-wire mcp-stub`, which records what it is sent.
    req!("session.mcp-stdio", Must, V1, "session-setup.mdx#stdio-transport",
        "session/new listing a stdio MCP server (`acp-wire mcp-stub`) is answered a result (a refusal fails); the server started and sent MCP `initialize` within 5 s passes, not started is NOT TESTED (an agent may connect when a tool is needed)"),
    req!("session.mcp-connect", Should, Both, "session-setup.mdx#checking-transport-support",
        "session/new listing two stdio MCP servers: each is started and sent `initialize` within 5 s (v2: SKIP unless capabilities.session.mcp.stdio is advertised)"),
    req!("session.mcp-resume", Should, V2, "session-setup.mdx#resuming-sessions",
        "session/close, then session/resume listing another stdio MCP server: the servers of session/new are not started again (SKIP unless stdio and session are advertised)"),
    // The v1 prose's "new agents also support HTTP MCP servers"; the server
    // is conform's HTTP MCP stub on 127.0.0.1 (conform/mcp_http_stub.rs).
    req!("session.mcp-http", Should, Both, "session-setup.mdx#mcp-servers",
        "the agent advertises HTTP MCP servers (v1 mcpCapabilities.http, v2 session.mcp.http) and, given one in session/new, POSTs MCP `initialize` with the listed header, then `notifications/initialized`, within 5 s"),
    // The schema's CloseSessionRequest.
    req!("session.close-prompt", Cap, V2, "session-setup.mdx#closing-active-sessions",
        "session/close sent right behind a session/prompt: the prompt is answered with its messageId (inserted) or -32800 (closing kept it out), and the close with a result"),
    // The schema's CloseSessionRequest: closing a session that does not
    // exist SHOULD succeed, and clients read -32002 as a successful close.
    req!("session.close-unknown", Should, V2, "session-setup.mdx#closing-active-sessions",
        "session/close of a session never created answers a result or -32002 (which clients treat as a successful close)"),
    req!("session.delete", Cap, Both, "session-delete.mdx#deleting-a-session",
        "session/delete answers a result"),
    // The unstable schemas' surfaces (`--features unstable`): a row is
    // declared only where this build's schema defines its method, and is
    // graded once the agent advertises the capability (scenarios/unstable.rs).
    // The schema's AuthStatusRequest and ClientRequest's auth/status.
    #[cfg(any(acp_v1 = "auth/status", acp_v2 = "auth/status"))]
    req!("auth.status", Cap, Both, "schema.mdx#authstatusrequest",
        "auth/status (before any login) is answered a result with a state, never -32000 auth_required, and a second call answers the same (it changes nothing) (SKIP unless the agent advertises the auth.status capability)"),
    // The schema's SessionStatusRequest.
    #[cfg(any(acp_v1 = "session/status", acp_v2 = "session/status"))]
    req!("session.status", Cap, Both, "schema.mdx#sessionstatusrequest",
        "session/status of a session is answered without side effects: no session/update for it, the same answer twice, session/list lists it as before, and a prompt still completes a normal turn (SKIP unless the agent advertises the session status capability)"),
    // The schema's SessionArchiveFilter.
    #[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
    req!("session.archive-filter", Cap, Both, "schema.mdx#sessionarchivefilter",
        "session/list with an archived filter value the schema does not define (`acp-wire-conform-unknown`) is answered -32602, not treated as exclude (SKIP unless the agent advertises the session archive capability)"),
    // The schema's ArchiveSessionRequest.
    #[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
    req!("session.archive-active", Cap, Both, "schema.mdx#archivesessionrequest",
        "session/archive while a turn runs ends that turn with stop reason cancelled, as session/close would, answers a result, and session/list then shows the session archived (archived only, not by default) (SKIP unless the agent advertises the session archive capability)"),
    // The schema's SystemPrompt.content.
    #[cfg(any(acp_v1 = "SessionCapabilities.systemPrompt", acp_v2 = "SessionCapabilities.systemPrompt"))]
    req!("session.system-prompt", Cap, Both, "schema.mdx#systemprompt",
        "session/new with an append-mode systemPrompt of text blocks is answered with a session (SKIP unless the agent advertises the session systemPrompt capability)"),
    // The schema's SetSessionTitleRequest (a SHOULD NOT).
    #[cfg(any(acp_v1 = "session/set_title", acp_v2 = "session/set_title"))]
    req!("session.title-kept", Should, Both, "schema.mdx#setsessiontitlerequest",
        "after session/set_title answered the stored title, a prompt turn does not replace it with one the agent generates: no session_info_update with another title, and session/list shows the stored one (SKIP unless the agent advertises the session title capability)"),
    // The page lists session/set_mode as the way a client changes the mode
    // ("which they can do by calling the session/set_mode method") but no
    // sentence binds the agent with a keyword (it holds only a MAY, and the
    // schema's SetSessionModeRequest none): informational (issue 26: a row
    // that cites no sentence binding the agent does not grade it).
    req!("mode.set", Info, V1, "session-modes.mdx#from-the-client",
        "modes: session/set_mode with each advertised modeId is answered with a result"),
    // Sending current_mode_update after session/set_mode is the agent's choice
    // (the page only describes it for changes the agent makes itself), so
    // only what one says is reported, informational.
    req!("mode.update", Info, V1, "session-modes.mdx#from-the-agent",
        "a current_mode_update after session/set_mode names an advertised mode, the last one the mode set last"),
    // The page says the modeId "Must be one of the modes listed in
    // availableModes" (of the client) and gives the agent no error code:
    // informational (qwen-code 0.15.10 accepts an unknown one).
    req!("mode.unknown", Info, V1, "session-modes.mdx#from-the-client",
        "session/set_mode with a modeId not in availableModes is answered with an error (-32602 expected)"),
    req!("config.set", Cap, Both, "session-config-options.mdx#from-the-client",
        "configOptions: session/set_config_option to another value of a select answers the complete list, with that value current"),
    req!("config.modes-too", Should, V1, "session-config-options.mdx#relationship-to-session-modes",
        "a config option of category mode comes with modes and stays in step with them: the same ids and current value at setup, the option follows session/set_mode, current_mode_update follows setting the option (SKIP without such an option)"),
];
