//! The client's terminals (v1 `terminal/*`): a command's exit code and
//! output, output over `outputByteLimit` (multi-byte, so a byte cut would
//! split a character), kill, and release (which kills and invalidates).

use std::time::Duration;

use serde_json::{json, Value};

use super::ctx::Ctx;
use crate::conform::driver::brief;
use crate::conform::reqs::Results;

/// The command's output: 13 bytes, a 3-byte character across every cut
/// of the last 8 but one.
const OUTPUT: &str = "a€€€€";
const LIMIT: usize = 8;

async fn call(cx: &mut Ctx<'_>, method: &str, mut params: Value) -> Result<Value, String> {
    params["sessionId"] = json!(cx.turn.session);
    let m = cx.peer.call(method, params).await.map_err(|g| format!("`{method}`: {g}"))?;
    match m.get("result") {
        Some(r) => Ok(r.clone()),
        None => Err(format!("`{method}` answered {}", brief(&m))),
    }
}

async fn create(cx: &mut Ctx<'_>, script: &str, limit: Option<usize>) -> Result<String, String> {
    let mut params = json!({"command": "sh", "args": ["-c", script], "cwd": cx.scratch.work.to_string_lossy()});
    if let Some(l) = limit {
        params["outputByteLimit"] = json!(l);
    }
    let r = call(cx, "terminal/create", params).await?;
    r.get("terminalId").and_then(Value::as_str).map(str::to_string).ok_or_else(|| format!("terminal/create answered {}", brief(&r)))
}

pub async fn terminal(cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    let v = cx.v();
    let rows = ["client.terminal.run", "client.terminal.truncate", "client.terminal.kill", "client.terminal.release"];
    if !cx.hello.v1_flag("/terminal") {
        rows.iter().for_each(|id| r.skip(id, v, "not advertised (clientCapabilities.terminal)"));
        return cx.turn.end(cx.peer, "end_turn").await;
    }
    // Exit code and output, then the truncation of that output.
    let script = format!("printf '%s' '{OUTPUT}'; exit 3");
    let mut first = None;
    match create(cx, &script, Some(LIMIT)).await {
        Err(e) => {
            r.fail("client.terminal.run", v, e.clone());
            r.fail("client.terminal.truncate", v, e);
        }
        Ok(id) => {
            first = Some(id.clone());
            let exit = call(cx, "terminal/wait_for_exit", json!({"terminalId": id})).await;
            let out = call(cx, "terminal/output", json!({"terminalId": id})).await;
            let mut bad = Vec::new();
            match &exit {
                Ok(e) if e.get("exitCode") == Some(&json!(3)) => {}
                Ok(e) => bad.push(format!("wait_for_exit answered {} for `exit 3`", brief(e))),
                Err(e) => bad.push(e.clone()),
            }
            match &out {
                Ok(o) if o.pointer("/exitStatus/exitCode") == Some(&json!(3)) => {}
                Ok(o) => bad.push(format!("terminal/output after the exit has exitStatus {}", o.get("exitStatus").map_or("-".into(), brief))),
                Err(e) => bad.push(e.clone()),
            }
            if bad.is_empty() {
                r.pass("client.terminal.run", v, format!("terminal {id}: exit code 3 from wait_for_exit and terminal/output"));
            } else {
                r.fail("client.terminal.run", v, bad.join("; "));
            }
            match &out {
                Ok(o) => grade_truncation(o, r, v),
                Err(e) => r.fail("client.terminal.truncate", v, e.clone()),
            }
        }
    }
    // Kill: a long command stops, the terminal stays readable.
    let mut second = None;
    match create(cx, "sleep 30", None).await {
        Err(e) => r.fail("client.terminal.kill", v, e),
        Ok(id) => {
            second = Some(id.clone());
            let res: Result<String, String> = async {
                call(cx, "terminal/kill", json!({"terminalId": id})).await?;
                let exit = tokio::time::timeout(Duration::from_secs(5), call(cx, "terminal/wait_for_exit", json!({"terminalId": id})))
                    .await
                    .map_err(|_| "wait_for_exit did not return within 5 s of terminal/kill".to_string())??;
                call(cx, "terminal/output", json!({"terminalId": id}))
                    .await
                    .map_err(|e| format!("after the kill, the terminal is no longer valid: {e}"))?;
                Ok(format!("`sleep 30` killed: wait_for_exit {}; output still served", brief(&exit)))
            }
            .await;
            match res {
                Ok(s) => r.pass("client.terminal.kill", v, s),
                Err(e) => r.fail("client.terminal.kill", v, e),
            }
        }
    }
    // Release: the id is gone, and a running command is killed.
    let marker = cx.scratch.work.join("conform-released-ran");
    let mut bad = Vec::new();
    for id in first.iter().chain(second.iter()) {
        if let Err(e) = call(cx, "terminal/release", json!({"terminalId": id})).await {
            bad.push(e);
        } else if let Ok(o) = call(cx, "terminal/output", json!({"terminalId": id})).await {
            bad.push(format!("terminal/output of released {id} still answered {}", brief(&o)));
        }
    }
    // A command that leaves a mark after `secs`, released at once: a mark
    // that appears after the release means it kept running. A mark already
    // there when the release is answered says nothing (a slow machine took
    // longer than `secs` to release): asked again with a longer command.
    for secs in [2, 6] {
        let _ = std::fs::remove_file(&marker);
        match create(cx, &format!("sleep {secs}; touch '{}'", marker.to_string_lossy()), None).await {
            Ok(id) => {
                if let Err(e) = call(cx, "terminal/release", json!({"terminalId": id})).await {
                    bad.push(e);
                    break;
                }
                if marker.exists() {
                    continue;
                }
                tokio::time::sleep(Duration::from_millis(secs * 1000 + 500)).await;
                if marker.exists() {
                    bad.push(format!("the command of released {id} kept running (it finished after the release)"));
                }
            }
            Err(e) => bad.push(e),
        }
        break;
    }
    if bad.is_empty() {
        r.pass("client.terminal.release", v, "released ids are invalid afterwards; a running command died with its release");
    } else {
        r.fail("client.terminal.release", v, bad.join("; "));
    }
    cx.turn.end(cx.peer, "end_turn").await
}

fn grade_truncation(out: &Value, r: &mut Results, v: Option<u16>) {
    let id = "client.terminal.truncate";
    let text = out.get("output").and_then(Value::as_str).unwrap_or("");
    let truncated = out.get("truncated").and_then(Value::as_bool);
    let mut bad = Vec::new();
    if text.contains('\u{fffd}') || !OUTPUT.ends_with(text) {
        bad.push(format!("output {text:?} is not the end of {OUTPUT:?} cut at a character boundary"));
    } else if text.len() > LIMIT {
        bad.push(format!("output {text:?} is {} bytes, over outputByteLimit {LIMIT}", text.len()));
    } else if text.len() + 3 <= LIMIT {
        // Within one character of the limit: less loses output for nothing.
        bad.push(format!("output {text:?} keeps {} bytes of a limit of {LIMIT}: more than a character short", text.len()));
    }
    if truncated != Some(true) {
        bad.push(format!("truncated is {}, not true", truncated.map_or("missing".into(), |t| t.to_string())));
    }
    if bad.is_empty() {
        r.pass(id, v, format!("{} bytes of output, limit {LIMIT}: kept {text:?}, truncated true", OUTPUT.len()));
    } else {
        r.fail(id, v, bad.join("; "));
    }
}
