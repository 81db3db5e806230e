//! Stdio MCP servers: each is started with its command, args and env
//! (stdin and stdout piped to the agent, stderr discarded — never the
//! agent's own stdout), sent `initialize` and then
//! `notifications/initialized`, and killed when it is let go.

use std::process::Stdio as Pipe;

use serde_json::Value;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};

use crate::error::ResponseError;

/// A stdio MCP server as a request lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct StdioServer {
    name: String,
    command: String,
    args: Vec<String>,
    env: Vec<(String, String)>,
}

impl StdioServer {
    /// The server `s` of a request, whose `command` is `command`; missing
    /// args and env are empty, env entries that are not name/value
    /// strings are skipped.
    pub(super) fn parse(s: &Value, command: &str) -> StdioServer {
        let strings = |v: Option<&Value>| -> Vec<String> {
            v.and_then(Value::as_array).map(|a| a.iter().filter_map(Value::as_str).map(str::to_owned).collect()).unwrap_or_default()
        };
        let env = s
            .get("env")
            .and_then(Value::as_array)
            .map(|e| {
                e.iter().filter_map(|v| Some((v.get("name")?.as_str()?.to_owned(), v.get("value")?.as_str()?.to_owned()))).collect()
            })
            .unwrap_or_default();
        StdioServer {
            name: s.get("name").and_then(Value::as_str).unwrap_or_default().to_owned(),
            command: command.to_owned(),
            args: strings(s.get("args")),
            env,
        }
    }
}

/// A started server: the process (killed when this is dropped) and the task
/// that speaks MCP with it.
#[derive(Debug)]
pub(crate) struct Running {
    name: String,
    child: Child,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.task.abort();
        if let Err(e) = self.child.start_kill() {
            tracing::debug!(server = %self.name, error = %e, "MCP server already gone");
        }
    }
}

/// Starts `server`, introducing the agent as `client`; -32602 when its
/// command cannot be started.
pub(super) fn spawn(server: StdioServer, client: Value) -> Result<Running, ResponseError> {
    let mut child = Command::new(&server.command)
        .args(&server.args)
        .envs(server.env.iter().map(|(k, v)| (k, v)))
        .stdin(Pipe::piped())
        .stdout(Pipe::piped())
        .stderr(Pipe::null())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| {
            ResponseError::invalid_params(format!("MCP server {:?}: cannot start {:?}: {e}", server.name, server.command))
        })?;
    let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
        return Err(ResponseError::internal_error(format!("MCP server {:?}: no pipes", server.name)));
    };
    let task = tokio::spawn(speak(server.name.clone(), client, stdin, stdout));
    Ok(Running { name: server.name, child, task })
}

/// The client side of MCP, as little as a server needs: `initialize`, then
/// `notifications/initialized`; the server's requests are answered
/// (`super::answer`) until it closes its stdout.
async fn speak(name: String, client: Value, mut stdin: ChildStdin, stdout: ChildStdout) {
    if send(&mut stdin, &super::initialize(&client)).await.is_err() {
        tracing::debug!(server = %name, "MCP server closed its stdin before initialize");
        return;
    }
    let mut lines = BufReader::new(stdout).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        let Ok(msg) = serde_json::from_str::<Value>(&line) else { continue };
        let reply = if super::is_initialize_answer(&msg) {
            if let Some(e) = msg.get("error") {
                tracing::warn!(server = %name, error = %e, "MCP initialize failed");
                continue;
            }
            super::initialized()
        } else {
            match super::answer(&msg) {
                Some(reply) => reply,
                None => continue,
            }
        };
        if send(&mut stdin, &reply).await.is_err() {
            break;
        }
    }
    tracing::debug!(server = %name, "MCP server closed its stdout");
}

async fn send(stdin: &mut ChildStdin, msg: &Value) -> std::io::Result<()> {
    let mut line = msg.to_string().into_bytes();
    line.push(b'\n');
    stdin.write_all(&line).await?;
    stdin.flush().await
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn reads_command_args_and_env() {
        let s = json!({"name": "a", "command": "/bin/a", "args": ["x", 1], "env": [{"name": "K", "value": "V"}, {"name": "N"}]});
        let want = StdioServer { name: "a".into(), command: "/bin/a".into(), args: vec!["x".into()], env: vec![("K".into(), "V".into())] };
        assert_eq!(StdioServer::parse(&s, "/bin/a"), want);
    }
}
