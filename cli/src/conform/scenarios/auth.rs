//! v2 authentication (the `auth` scenario): an agent whose `initialize`
//! result lists `authMethods` serves `auth/login` and `auth/logout`. Probed
//! so that nothing changes: `auth/login` with a methodId the agent did not
//! list, `auth/logout` with params of the wrong type (an array); any answer
//! but -32601 (Method not found) shows the method is there.

use serde_json::{json, Value};

use super::super::driver::{brief, error_code, Conn};
use super::super::reqs::Results;

const ROW: &str = "auth.login-logout";

pub(super) async fn auth(conn: &mut Conn, r: &mut Results) -> Result<(), String> {
    let v = Some(2);
    // No login first (not even with --auth-method): the probes need none.
    let resp = conn.initialize(2, false).await?;
    let Some(result) = resp.get("result") else {
        return Err(format!("initialize failed: {}", brief(resp.get("error").unwrap_or(&Value::Null))));
    };
    if conn.version != 2 {
        return Err(format!("initialize answered protocolVersion {} instead of 2", conn.version));
    }
    let methods = result.get("authMethods").and_then(Value::as_array).cloned().unwrap_or_default();
    if methods.is_empty() {
        r.skip(ROW, v, "not advertised (the initialize result lists no authMethods)");
        return Ok(());
    }
    let listed = |id: &str| methods.iter().any(|m| m.get("methodId").and_then(Value::as_str) == Some(id));
    let mut unknown = "acp-wire-conform-no-such-method".to_string();
    while listed(&unknown) {
        unknown.push('-');
    }
    let probes = [
        ("auth/login", json!({"methodId": unknown}), format!("methodId {unknown:?}, which it did not list")),
        ("auth/logout", json!(["acp-wire-conform"]), "params of the wrong type (an array)".to_string()),
    ];
    let (mut missing, mut answers) = (Vec::new(), Vec::new());
    for (method, params, what) in probes {
        let resp = conn.call(method, params).await?;
        match error_code(&resp) {
            Some(-32601) => missing.push(format!("{method} ({what}) answered -32601 Method not found")),
            Some(code) => answers.push(format!("{method} ({what}): error {code}")),
            None => answers.push(format!("{method} ({what}): a result")),
        }
    }
    let n = methods.len();
    if missing.is_empty() {
        r.pass(ROW, v, format!("{n} auth method(s) listed; {}", answers.join("; ")));
    } else {
        r.fail(ROW, v, format!("{n} auth method(s) listed, yet {}", missing.join("; ")));
    }
    Ok(())
}
