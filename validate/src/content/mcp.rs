//! The MCP servers of session setup (`mcpServers` of `session/new`,
//! `session/load`, `session/resume` and `session/fork`, the messages that
//! carry them):
//!
//! * `McpServerAcp.serverId` (unstable; a schema without the `acp`
//!   transport never sends one): "Providers MUST NOT reuse an ID for
//!   multiple ACP-transport MCP servers that are visible on the same ACP
//!   connection." — one `serverId` given to two servers of one list, or
//!   given on the connection before to a server of another `name`. The same
//!   server (same id, same name) passed again to another session is allowed:
//!   it is one server.
//! * v2 `McpServerStdio.env`: "Names SHOULD be unique." — a name given
//!   twice in one stdio server's `env` (reported as a content violation
//!   whose message says it is a SHOULD: the validator has no levels; the
//!   agent MAY reject the duplicates with `-32602`, else the last wins).

use std::collections::HashMap;

use serde_json::Value;

use super::super::report::Violation;

/// The ACP-transport servers seen on the connection: serverId → name.
#[derive(Debug, Clone, Default)]
pub(super) struct Servers {
    acp: HashMap<String, String>,
}

impl Servers {
    /// The params of a session setup call at `at` on a connection of
    /// `version`.
    pub(super) fn setup(&mut self, version: u16, params: &Value, at: &str, out: &mut Vec<Violation>) {
        let Some(list) = params.get("mcpServers").and_then(Value::as_array) else { return };
        // serverId → the index of its server in this list.
        let mut here: HashMap<&str, usize> = HashMap::new();
        for (i, s) in list.iter().enumerate() {
            let sat = format!("{at}/mcpServers/{i}");
            match s.get("type").and_then(Value::as_str) {
                Some("acp") => {
                    let Some(id) = s.get("serverId").and_then(Value::as_str) else { continue };
                    let name = s.get("name").and_then(Value::as_str).unwrap_or("");
                    if let Some(j) = here.insert(id, i) {
                        out.push(Violation::rule(
                            format!("{sat}/serverId"),
                            "mcp-server-id",
                            format!("serverId {id:?} is given to servers {j} and {i} of this list: an ID MUST NOT be reused for multiple ACP-transport MCP servers on the same connection"),
                        ));
                        continue;
                    }
                    match self.acp.get(id) {
                        Some(was) if was != name => out.push(Violation::rule(
                            format!("{sat}/serverId"),
                            "mcp-server-id",
                            format!("serverId {id:?} was given to the ACP-transport MCP server {was:?} earlier on this connection; this server is {name:?}: an ID MUST NOT be reused for multiple servers on the same connection"),
                        )),
                        Some(_) => {}
                        None => {
                            self.acp.insert(id.to_owned(), name.to_owned());
                        }
                    }
                }
                None | Some("stdio") if version >= 2 => env_names(s, &sat, out),
                _ => {}
            }
        }
    }
}

/// v2: the names of a stdio server's `env` (at `at`) are unique.
fn env_names(server: &Value, at: &str, out: &mut Vec<Violation>) {
    let mut names: HashMap<&str, usize> = HashMap::new();
    for (i, e) in server.get("env").and_then(Value::as_array).into_iter().flatten().enumerate() {
        let Some(name) = e.get("name").and_then(Value::as_str) else { continue };
        if let Some(j) = names.insert(name, i) {
            out.push(Violation::rule(
                format!("{at}/env/{i}/name"),
                "mcp-env-name",
                format!("SHOULD: env name {name:?} is given twice (entries {j} and {i}): names SHOULD be unique (the agent may reject it with -32602, else the last entry wins)"),
            ));
        }
    }
}
