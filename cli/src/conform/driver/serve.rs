//! The client's side of agent→client requests, served for real: files
//! through `FsSandbox` confined to the scratch workspace, commands through
//! `Terminals`, permission requests answered with the first allow option
//! (or `cancelled` while the client cancels that session).

use std::path::PathBuf;

use acp_wire::host::{FsSandbox, TerminalConfig, Terminals};
use serde_json::{json, Value};

use super::{Answer, Conn, UNKNOWN_OUTCOME};

impl Conn {
    /// The client side of agent→client requests.
    pub(super) async fn serve(&mut self, method: &str, params: &Value) -> Result<Value, (i64, String)> {
        let session = params.get("sessionId").and_then(Value::as_str).unwrap_or("").to_string();
        match method {
            "fs/read_text_file" | "fs/write_text_file" if self.version < 2 => {
                if !self.client_fs {
                    self.mark_received("fs.absent", "the client advertised no fs capability");
                    self.obs.uncapable_calls.push(format!("`{method}` although the client advertised no fs capability"));
                    return Err((-32601, format!("method not found: {method} (fs not advertised)")));
                }
                let sandbox = self.sandbox().await?;
                let path = params.get("path").and_then(Value::as_str).unwrap_or("");
                if method == "fs/read_text_file" {
                    let line = params.get("line").and_then(Value::as_u64).and_then(|n| u32::try_from(n).ok());
                    let limit = params.get("limit").and_then(Value::as_u64).and_then(|n| u32::try_from(n).ok());
                    let text = sandbox.read_text_file(path, line, limit).await.map_err(host_error)?;
                    Ok(json!({"content": text}))
                } else {
                    let content = params.get("content").and_then(Value::as_str).unwrap_or("");
                    sandbox.write_text_file(path, content).await.map_err(host_error)?;
                    Ok(json!({}))
                }
            }
            m if m.starts_with("terminal/") && self.version < 2 => {
                if !self.client_terminal {
                    self.mark_received("terminal.absent", "the client advertised terminal: false");
                    self.obs.uncapable_calls.push(format!("`{m}` although the client advertised terminal: false"));
                    return Err((-32601, format!("method not found: {m} (terminal not advertised)")));
                }
                self.terminal(m, params).await
            }
            "elicitation/create" if self.elicit.is_some() => {
                super::elicit::answer(self.elicit.unwrap_or(super::ElicitAnswer::Accept), params)
            }
            // Elicitation not advertised (all scenarios but `elicitation`).
            "elicitation/create" => {
                self.mark_received("elicitation.absent", "the client advertised no elicitation capability");
                self.obs.uncapable_calls.push("`elicitation/create` although the client advertised no elicitation capability".to_string());
                Err((-32601, "method not found: elicitation/create (elicitation not advertised)".to_string()))
            }
            "session/request_permission" => {
                if self.cancel_on_permission && !self.cancelling.contains(&session) {
                    // The user cancels the turn while the agent waits for them.
                    self.cancelling.insert(session.clone());
                    let _ = self.notify("session/cancel", json!({"sessionId": session})).await;
                }
                if self.cancelling.contains(&session) {
                    return Ok(json!({"outcome": {"outcome": "cancelled"}}));
                }
                let options = params.get("options").and_then(Value::as_array).cloned().unwrap_or_default();
                match self.answer {
                    Answer::Allow => {}
                    Answer::Cancelled => return Ok(json!({"outcome": {"outcome": "cancelled"}})),
                    Answer::UnknownOutcome => return Ok(json!({"outcome": {"outcome": UNKNOWN_OUTCOME}})),
                    Answer::UnknownOption => {
                        return Ok(json!({"outcome": {"outcome": "selected", "optionId": not_offered(&options)}}))
                    }
                }
                let allow = options
                    .iter()
                    .find(|o| o.get("kind").and_then(Value::as_str).is_some_and(|k| k.starts_with("allow")))
                    .or_else(|| options.first());
                match allow.and_then(|o| o.get("optionId")) {
                    Some(id) => Ok(json!({"outcome": {"outcome": "selected", "optionId": id}})),
                    None => Ok(json!({"outcome": {"outcome": "cancelled"}})),
                }
            }
            m => Err((-32601, format!("method not found: {m}"))),
        }
    }

    /// `terminal/*` from real processes started in the scratch workspace.
    async fn terminal(&mut self, method: &str, params: &Value) -> Result<Value, (i64, String)> {
        let dir = self.scratch.dir.clone();
        let terms = self.terminals.get_or_insert_with(|| Terminals::with_config(TerminalConfig::new().default_cwd(dir)));
        let id = params.get("terminalId").and_then(Value::as_str).unwrap_or("").to_string();
        let exit_json = |e: acp_wire::host::ExitStatus| json!({"exitCode": e.exit_code, "signal": e.signal});
        match method {
            "terminal/create" => {
                let command = params.get("command").and_then(Value::as_str).unwrap_or("").to_string();
                let strings = |v: Option<&Value>| -> Vec<String> {
                    v.and_then(Value::as_array).map(|a| a.iter().filter_map(Value::as_str).map(str::to_string).collect()).unwrap_or_default()
                };
                let args = strings(params.get("args"));
                let env = params
                    .get("env")
                    .and_then(Value::as_array)
                    .map(|a| {
                        a.iter()
                            .filter_map(|e| Some((e.get("name")?.as_str()?.to_string(), e.get("value")?.as_str()?.to_string())))
                            .collect()
                    })
                    .unwrap_or_default();
                let cwd = params.get("cwd").and_then(Value::as_str).map(PathBuf::from);
                let limit = params.get("outputByteLimit").and_then(Value::as_u64);
                let tid = terms.create(command, args, env, cwd, limit).await.map_err(host_error)?;
                self.terminals_created.push(tid.as_str().to_string());
                Ok(json!({"terminalId": tid.as_str()}))
            }
            "terminal/output" => {
                let out = terms.output(&id).map_err(host_error)?;
                let mut v = json!({"output": out.output, "truncated": out.truncated});
                if let Some(e) = out.exit_status {
                    v["exitStatus"] = exit_json(e);
                }
                Ok(v)
            }
            "terminal/wait_for_exit" => {
                let wait = terms.wait_for_exit(&id);
                match tokio::time::timeout(self.timeout, wait).await {
                    Ok(r) => Ok(exit_json(r.map_err(host_error)?)),
                    Err(_) => Err((-32603, "the command did not exit before the timeout".to_string())),
                }
            }
            "terminal/kill" => {
                terms.kill(&id).map_err(host_error)?;
                Ok(json!({}))
            }
            "terminal/release" => {
                terms.release(&id).map_err(host_error)?;
                self.terminals_released.push(id);
                Ok(json!({}))
            }
            m => Err((-32601, format!("method not found: {m}"))),
        }
    }

    async fn sandbox(&mut self) -> Result<&FsSandbox, (i64, String)> {
        if self.sandbox.is_none() {
            let s = FsSandbox::new(&self.scratch.dir, Vec::<PathBuf>::new()).await.map_err(host_error)?;
            self.sandbox = Some(s);
        }
        self.sandbox.as_ref().ok_or((-32603, "no workspace".to_string()))
    }
}

/// An optionId none of `options` has.
fn not_offered(options: &[Value]) -> String {
    let offered = |id: &str| options.iter().any(|o| o.get("optionId").and_then(Value::as_str) == Some(id));
    let mut id = "acp-wire-conform-not-offered".to_string();
    while offered(&id) {
        id.push('-');
    }
    id
}

fn host_error(e: acp_wire::host::HostError) -> (i64, String) {
    use acp_wire::host::HostErrorKind as K;
    let code = match e.kind() {
        K::InvalidParams | K::PermissionDenied | K::NotFound => -32602,
        _ => -32603,
    };
    (code, e.message().to_string())
}
