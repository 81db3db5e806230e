//! Session modes (v1) and config options (both versions), graded only when
//! the `session/new` result advertises them; v1 `config.modes-too`: a
//! config option of category `mode` and the modes kept in step.

use std::time::Duration;

use serde_json::{json, Value};

use super::super::driver::{brief, error_code, is_update_of, session_id_of, update_kind, Conn};
use super::super::reqs::Results;

/// A mode id no agent advertises.
const UNKNOWN_MODE: &str = "acp-wire-conform-no-such-mode";

pub(super) async fn modes_config(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    conn.setup(version, false).await?;
    let params = conn.new_session_params();
    let resp = conn.call("session/new", params).await?;
    let session = session_id_of(&resp).map_err(|e| format!("session/new: {e}"))?;
    conn.sessions.insert(session.clone());
    let result = resp.get("result").cloned().unwrap_or(Value::Null);
    if version < 2 {
        modes(conn, &session, &result, r).await?;
        modes_too(conn, &session, &result, r).await?;
    }
    config(conn, version, &session, &result, r).await
}

async fn modes(conn: &mut Conn, session: &str, result: &Value, r: &mut Results) -> Result<(), String> {
    let v = Some(1);
    let ids: Vec<String> = result
        .pointer("/modes/availableModes")
        .and_then(Value::as_array)
        .map(|all| all.iter().filter_map(|m| m.get("id").and_then(Value::as_str)).map(str::to_string).collect())
        .unwrap_or_default();
    if ids.is_empty() {
        for id in ["mode.set", "mode.update", "mode.unknown"] {
            r.skip(id, v, "session/new advertised no modes");
        }
        return Ok(());
    }
    let mark = conn.mark();
    let mut refused = Vec::new();
    for id in &ids {
        let resp = conn.call("session/set_mode", json!({"sessionId": session, "modeId": id})).await?;
        if resp.get("result").is_none() {
            refused.push(format!("`{id}` answered {}", brief(resp.get("error").unwrap_or(&resp))));
        }
    }
    if refused.is_empty() {
        r.pass("mode.set", v, format!("set each advertised mode ({}) and got a result", ids.join(", ")));
    } else {
        r.fail("mode.set", v, format!("advertised modes refused: {}", refused.join("; ")));
    }
    // An update may come after the response: let it arrive before judging.
    conn.drain(Duration::from_millis(150)).await;
    let reported: Vec<String> = conn.seen[mark..]
        .iter()
        .filter(|m| is_update_of(m, session) && update_kind(m) == "current_mode_update")
        .map(|m| m.pointer("/params/update/currentModeId").and_then(Value::as_str).unwrap_or("").to_string())
        .collect();
    let strange: Vec<&String> = reported.iter().filter(|m| !ids.contains(m)).collect();
    let last_set = ids.last().map_or("", String::as_str);
    match reported.last() {
        None => r.pass("mode.update", v, "no current_mode_update (the spec asks for none after session/set_mode)"),
        Some(_) if !strange.is_empty() => {
            r.fail("mode.update", v, format!("current_mode_update named modes that were not advertised: {strange:?}"))
        }
        Some(last) if last != last_set => r.fail(
            "mode.update",
            v,
            format!("the last current_mode_update names {last:?}, but the mode set last was {last_set:?}"),
        ),
        Some(_) => r.pass("mode.update", v, format!("{} current_mode_update(s), each naming an advertised mode, the last {last_set:?}", reported.len())),
    }

    let resp = conn.call("session/set_mode", json!({"sessionId": session, "modeId": UNKNOWN_MODE})).await?;
    match (resp.get("error"), error_code(&resp)) {
        (Some(_), Some(-32602)) => r.pass("mode.unknown", v, format!("`{UNKNOWN_MODE}` answered -32602")),
        (Some(_), Some(c)) => r.pass("mode.unknown", v, format!("`{UNKNOWN_MODE}` answered an error (code {c}; -32602 is JSON-RPC's invalid params)")),
        _ => r.fail("mode.unknown", v, format!("`{UNKNOWN_MODE}`, not in availableModes, answered {}", brief(&resp))),
    }
    Ok(())
}

/// The `currentValue` of config option `id` in the last `config_option_update`
/// of `session` since `mark`.
fn option_reported(conn: &Conn, session: &str, id: &str, mark: usize) -> Option<String> {
    conn.seen[mark..]
        .iter()
        .filter(|m| is_update_of(m, session) && update_kind(m) == "config_option_update")
        .filter_map(|m| {
            let list = m.pointer("/params/update/configOptions")?.as_array()?;
            let o = list.iter().find(|o| o.get("id").and_then(Value::as_str) == Some(id))?;
            o.get("currentValue").and_then(Value::as_str).map(str::to_string)
        })
        .next_back()
}

/// The `currentModeId` of the last `current_mode_update` of `session` since `mark`.
fn mode_reported(conn: &Conn, session: &str, mark: usize) -> Option<String> {
    conn.seen[mark..]
        .iter()
        .filter(|m| is_update_of(m, session) && update_kind(m) == "current_mode_update")
        .filter_map(|m| m.pointer("/params/update/currentModeId").and_then(Value::as_str).map(str::to_string))
        .next_back()
}

/// v1 `config.modes-too` (session-config-options.mdx, relationship to
/// session modes): an agent whose session has a config option of category
/// `mode` also sends `modes`, with the same current value and the same ids;
/// after `session/set_mode` a `config_option_update` reports the option at
/// that mode, and setting the option to another mode reports a
/// `current_mode_update` (a refused `session/set_mode` is `mode.set`'s).
async fn modes_too(conn: &mut Conn, session: &str, result: &Value, r: &mut Results) -> Result<(), String> {
    let (row, v) = ("config.modes-too", Some(1));
    let options: Vec<Value> = result.get("configOptions").and_then(Value::as_array).cloned().unwrap_or_default();
    let Some(option) = options.iter().find(|o| o.get("category").and_then(Value::as_str) == Some("mode")) else {
        r.skip(row, v, "session/new advertised no config option of category mode");
        return Ok(());
    };
    let id = option.get("id").and_then(Value::as_str).unwrap_or_default().to_string();
    let Some(current) = result.pointer("/modes/currentModeId").and_then(Value::as_str) else {
        r.fail(row, v, format!("config option `{id}` is of category mode, but session/new sent no modes"));
        return Ok(());
    };
    let mut bad = Vec::new();
    if option.get("currentValue").and_then(Value::as_str) != Some(current) {
        bad.push(format!("session/new: `{id}` is {} while currentModeId is {current:?}", option.get("currentValue").map_or("-".into(), |c| c.to_string())));
    }
    let ids: Vec<String> = result
        .pointer("/modes/availableModes")
        .and_then(Value::as_array)
        .map(|all| all.iter().filter_map(|m| m.get("id").and_then(Value::as_str)).map(str::to_string).collect())
        .unwrap_or_default();
    let (mut values, mut sorted) = (select_values(option), ids.clone());
    values.sort();
    sorted.sort();
    if values != sorted {
        bad.push(format!("`{id}` offers {values:?}, the modes are {sorted:?}"));
    }
    if let Some(first) = ids.first() {
        let mark = conn.mark();
        let resp = conn.call("session/set_mode", json!({"sessionId": session, "modeId": first})).await?;
        if resp.get("result").is_some() {
            conn.drain(Duration::from_millis(150)).await;
            match option_reported(conn, session, &id, mark) {
                None => bad.push(format!("after session/set_mode to {first:?} no config_option_update reported `{id}`")),
                Some(now) if &now != first => bad.push(format!("after session/set_mode to {first:?}, `{id}` was reported {now:?}")),
                Some(_) => {}
            }
        }
    }
    if let Some(other) = ids.get(1) {
        let mark = conn.mark();
        let resp = conn.call("session/set_config_option", json!({"sessionId": session, "configId": id, "value": other})).await?;
        if resp.get("result").is_none() {
            bad.push(format!("setting `{id}` to {other:?} answered {}", brief(resp.get("error").unwrap_or(&resp))));
        } else {
            conn.drain(Duration::from_millis(150)).await;
            match mode_reported(conn, session, mark) {
                None => bad.push(format!("setting `{id}` to {other:?} reported no current_mode_update")),
                Some(m) if &m != other => bad.push(format!("setting `{id}` to {other:?} reported current mode {m:?}")),
                Some(_) => {}
            }
        }
    }
    if bad.is_empty() {
        r.pass(row, v, format!("`{id}` (category mode) and the modes agree at setup, after session/set_mode and after setting `{id}`"));
    } else {
        r.fail(row, v, bad.join("; "));
    }
    Ok(())
}

/// The values of a select option's `options` (ungrouped, or across groups).
fn select_values(option: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for o in option.get("options").and_then(Value::as_array).into_iter().flatten() {
        if let Some(v) = o.get("value").and_then(Value::as_str) {
            out.push(v.to_string());
        }
        for g in o.get("options").and_then(Value::as_array).into_iter().flatten() {
            if let Some(v) = g.get("value").and_then(Value::as_str) {
                out.push(v.to_string());
            }
        }
    }
    out
}

async fn config(conn: &mut Conn, version: u16, session: &str, result: &Value, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    let key = if version >= 2 { "configId" } else { "id" };
    let options: Vec<Value> = result.get("configOptions").and_then(Value::as_array).cloned().unwrap_or_default();
    let id_of = |o: &Value| o.get(key).and_then(Value::as_str).map(str::to_string);
    // The first select with a value other than its current one.
    let target = options.iter().find_map(|o| {
        if o.get("type").and_then(Value::as_str) != Some("select") {
            return None;
        }
        let current = o.get("currentValue").and_then(Value::as_str);
        let other = select_values(o).into_iter().find(|x| Some(x.as_str()) != current)?;
        Some((id_of(o)?, other))
    });
    let Some((config_id, value)) = target else {
        let why = if options.is_empty() { "session/new advertised no config options" } else { "no select config option with a second value" };
        r.skip("config.set", v, why);
        return Ok(());
    };
    let params = if version >= 2 {
        json!({"sessionId": session, "configId": config_id, "type": "id", "value": value})
    } else {
        json!({"sessionId": session, "configId": config_id, "value": value})
    };
    let resp = conn.call("session/set_config_option", params).await?;
    let Some(list) = resp.pointer("/result/configOptions").and_then(Value::as_array) else {
        r.fail("config.set", v, format!("setting `{config_id}` to `{value}` answered {}", brief(&resp)));
        return Ok(());
    };
    let mut bad = Vec::new();
    match list.iter().find(|o| id_of(o).as_deref() == Some(config_id.as_str())) {
        None => bad.push(format!("`{config_id}` is not in the answered list")),
        Some(o) if o.get("currentValue").and_then(Value::as_str) != Some(value.as_str()) => {
            bad.push(format!("`{config_id}` has currentValue {}, not {value:?}", o.get("currentValue").map_or("-".into(), |c| c.to_string())))
        }
        Some(_) => {}
    }
    let missing: Vec<String> =
        options.iter().filter_map(id_of).filter(|id| !list.iter().any(|o| id_of(o).as_deref() == Some(id.as_str()))).collect();
    if !missing.is_empty() {
        bad.push(format!("the answer is not the complete list: {missing:?} missing"));
    }
    if bad.is_empty() {
        r.pass("config.set", v, format!("set `{config_id}` to `{value}`; the answer lists all {} option(s) with it current", list.len()));
    } else {
        r.fail("config.set", v, bad.join("; "));
    }
    Ok(())
}
