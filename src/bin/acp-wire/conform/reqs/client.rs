//! The requirements `conform --client` grades: what a client owes the agent
//! it runs. One table with the agent's rows (`agent.rs`) for `Results`; ids
//! start with `client.` so that a report never mixes the two up.
//!
//! Levels follow the spec's words; where it has none for what a client
//! does with a broken or vanishing agent, the row is a SHOULD (reported,
//! not fatal). File-system confinement is `SECURITY`: the spec says the
//! session's root set SHOULD bound file operations, but a client that
//! serves a file outside it gives the agent the user's whole disk.

use super::Req;
use crate::req;

/// Every client requirement, in report order.
pub const REQS: &[Req] = &[
    req!("client.init.negotiate-unsupported", Should, Run, "initialization.mdx#version-negotiation",
        "answered a protocolVersion it does not support (99), the client closes the connection instead of going on"),
    req!("client.init.request", Must, Both, "initialization.mdx#initialization",
        "the client's first message is initialize, with an integer protocolVersion and its capabilities under the version's name (v1 clientCapabilities, v2 capabilities)"),
    req!("client.init.info", Should, Both, "initialization.mdx#implementation-information",
        "initialize names the client under the version's name (v1 clientInfo, v2 info) with name and version"),
    req!("client.init.version", Must, Both, "initialization.mdx#version-negotiation",
        "answered this protocol version, the client goes on in it (checked per version; a version it does not speak is SKIP unless it speaks none)"),
    req!("client.session.new", Must, Both, "session-setup.mdx#working-directory",
        "session/new follows initialize with an absolute cwd"),
    req!("client.schema.messages", Must, Both, "schema.mdx",
        "every message the client sends matches the pinned schema of the negotiated version (per method)"),
    req!("client.stdin.hygiene", Must, Both, "transports.mdx#stdio",
        "the client writes nothing to the agent's stdin that is not a JSON-RPC message"),
    req!("client.agent-caps", Must, Both, "initialization.mdx#agent-capabilities",
        "no request, field or prompt content the agent did not advertise (session/load, list, modes, authenticate, images, additionalDirectories, MCP transports, …)"),
    req!("client.stream.updates", Must, Both, "prompt-turn.mdx#3-agent-reports-output", "prompt-lifecycle.mdx#3-agent-reports-output",
        "a burst of every session/update kind of the version is taken: the client keeps serving (answers the next request)"),
    req!("client.stream.unknown-kind", Must, V2, "extensibility.mdx#enum-and-tagged-union-variants",
        "a session/update of a kind the schema does not define (its fallback) is ignored: the client keeps serving"),
    req!("client.stream.future", Should, Both, "extensibility.mdx#the-_meta-field",
        "fields a later version may add (at the root of updates and nested), unknown _meta and, in v1, an undefined update kind are ignored"),
    req!("client.rpc.unknown-method", Must, Both, "extensibility.mdx#custom-requests",
        "a request for a method the client does not have is answered -32601 Method not found"),
    req!("client.rpc.extension", Must, Both, "extensibility.mdx#custom-requests",
        "a `_`-prefixed extension request gets a response with its id (a result or an error), not silence"),
    req!("client.rpc.unknown-notification", Should, Both, "extensibility.mdx#custom-notifications",
        "an unknown (`_`-prefixed) notification is ignored: no response, the client keeps serving"),
    req!("client.rpc.parse-error", Should, Both, "transports.mdx#stdio",
        "a line from the agent that is not JSON does not break the client: it keeps serving (a -32700 with id null is allowed)"),
    req!("client.agent-exit", Should, Both, "transports.mdx#stdio",
        "the agent exiting mid-turn is reported (an error message or a non-zero exit status) and the client exits within 5 s"),
    req!("client.fs.read", Cap, V1, "file-system.mdx#reading-files",
        "fs.readTextFile: fs/read_text_file answers the file's exact content (multi-byte UTF-8)"),
    req!("client.fs.read-range", Cap, V1, "file-system.mdx#reading-files",
        "fs.readTextFile: `line` (1-based) and `limit` select exactly those lines"),
    req!("client.fs.write", Cap, V1, "file-system.mdx#writing-files",
        "fs.writeTextFile: fs/write_text_file creates a missing file (and replaces an existing one) with exactly the content"),
    req!("client.fs.write-dirs", Should, V1, "file-system.mdx#writing-files",
        "fs.writeTextFile: a file in directories that do not exist yet is created with them"),
    req!("client.fs.confine-absolute", Security, V1, "session-setup.mdx#working-directory",
        "fs/*: an absolute path outside the session's roots is refused (an error; nothing read, nothing written)"),
    req!("client.fs.confine-dotdot", Security, V1, "session-setup.mdx#working-directory",
        "fs/*: a path that leaves the roots through `..` (or is relative) is refused"),
    req!("client.fs.confine-symlink", Security, V1, "session-setup.mdx#working-directory",
        "fs/*: a path through a symlink inside cwd that points outside the roots is refused"),
    req!("client.fs.confine-prefix", Security, V1, "session-setup.mdx#working-directory",
        "fs/*: a sibling whose name extends the root's (`…/work-evil` beside `…/work`) is outside it and refused"),
    req!("client.gating", Must, Both, "initialization.mdx#client-capabilities",
        "a method the client did not advertise (fs/*, terminal/*, elicitation/create; in v2 fs/* and terminal/* exist not at all) is refused with an error and not served"),
    req!("client.terminal.run", Cap, V1, "terminals.mdx#waiting-for-exit",
        "terminal: terminal/create answers a terminalId, wait_for_exit the command's exit code, terminal/output its output and exitStatus"),
    req!("client.terminal.truncate", Cap, V1, "terminals.mdx#executing-commands",
        "terminal: output over outputByteLimit keeps its end, within the limit, cut at a character boundary, truncated: true"),
    req!("client.terminal.kill", Cap, V1, "terminals.mdx#killing-commands",
        "terminal: terminal/kill stops the command (wait_for_exit returns) and the terminal stays valid for output"),
    req!("client.terminal.release", Cap, V1, "terminals.mdx#releasing-terminals",
        "terminal: terminal/release kills a running command and invalidates the id (a later terminal/output is an error)"),
    req!("client.permission.answer", Must, Both, "tool-calls.mdx#requesting-permission",
        "session/request_permission is answered with one of the offered optionIds (selected) or cancelled"),
    req!("client.permission.cancel", Must, Both, "prompt-turn.mdx#cancellation", "prompt-lifecycle.mdx#cancellation",
        "after the client sends session/cancel (SIGINT to it), a pending permission request is answered cancelled"),
];
