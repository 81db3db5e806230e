//! JSON-RPC batches, part of the v2 transport (`transports.mdx`, "JSON-RPC
//! Batch Messages"). Only extension methods and notifications go in the
//! batches: the page has peers not batch lifecycle-sensitive messages, and
//! an unknown `_` method has one right answer (-32601) from every agent.

use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use super::super::driver::{brief, error_code, is_response, Conn, Gone};
use super::super::reqs::Results;

const PING: &str = "_acp-wire-conform/batch-ping";
const NOTE: &str = "_acp-wire-conform/batch-note";

pub(super) async fn batches(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    conn.new_session().await?;

    // An empty array: one Invalid Request with id null, not an array.
    let mark = conn.mark();
    conn.send_raw(b"[]").await?;
    let deadline = Instant::now() + conn.timeout;
    match conn.wait_for(mark, deadline, |m| m.is_array() || (is_response(m) && m.get("id") == Some(&Value::Null))).await {
        Ok(m) if m.is_array() => r.fail("batch.empty", v, format!("`[]` answered with an array: {}", brief(&m))),
        Ok(m) => match error_code(&m) {
            Some(-32600) => r.pass("batch.empty", v, "`[]` answered with one -32600, id null"),
            c => r.fail("batch.empty", v, format!("`[]` answered code {}, not -32600", c.map_or("-".into(), |c| c.to_string()))),
        },
        Err(g) => r.fail("batch.empty", v, format!("no answer to `[]`: {g}")),
    }

    // Notifications only: no reply at all (not an empty array). A request
    // sent right after must be the next thing answered.
    let noise_before = conn.obs.noise.len();
    let mark = conn.mark();
    let notes = json!([{"jsonrpc": "2.0", "method": NOTE, "params": {"n": 1}}, {"jsonrpc": "2.0", "method": NOTE, "params": {"n": 2}}]);
    conn.send(&notes).await?;
    // Give a wrong reply the time to arrive before the probe is sent.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let probe = conn.fresh_id();
    conn.request_with_id(probe.clone(), PING, json!({})).await?;
    let deadline = Instant::now() + conn.timeout;
    match conn.wait_for(mark, deadline, |m| is_response(m) && m.get("id") == Some(&probe)).await {
        Ok(_) => {
            let between: Vec<String> = conn.seen[mark..]
                .iter()
                .filter(|m| m.is_array() || (is_response(m) && m.get("id") != Some(&probe)))
                .map(brief)
                .collect();
            let empty_arrays = conn.obs.noise[noise_before..].iter().filter(|n| n.trim_matches('"').trim() == "[]").count();
            if !between.is_empty() {
                r.fail("batch.notifications", v, format!("a batch of two notifications was answered: {}", between.join(", ")));
            } else if empty_arrays > 0 {
                r.fail("batch.notifications", v, "a batch of two notifications was answered with an empty array");
            } else {
                r.pass("batch.notifications", v, "a batch of two notifications got no reply; the next request was answered");
            }
        }
        Err(g) => r.fail("batch.notifications", v, format!("after a batch of notifications, a request got no answer: {g}")),
    }

    // Mixed: a request, a notification and an invalid entry. One array with
    // the request's answer and a -32600 (id null) for the invalid entry.
    let ping = conn.fresh_id();
    let mark = conn.mark();
    let mixed = json!([
        {"jsonrpc": "2.0", "id": ping, "method": PING, "params": {}},
        {"jsonrpc": "2.0", "method": NOTE, "params": {"n": 3}},
        42
    ]);
    conn.send(&mixed).await?;
    let deadline = Instant::now() + conn.timeout;
    let answer = conn.wait_for(mark, deadline, |m| m.is_array() || (is_response(m) && (m.get("id") == Some(&ping) || m.get("id") == Some(&Value::Null)))).await;
    match answer {
        Ok(Value::Array(items)) => {
            let for_ping = items.iter().filter(|m| m.get("id") == Some(&ping)).count();
            let invalid = items.iter().filter(|m| m.get("id") == Some(&Value::Null) && error_code(m) == Some(-32600)).count();
            if for_ping == 1 && invalid == 1 && items.len() == 2 {
                r.pass("batch.mixed", v, "one array: the request's answer and -32600 (id null) for the invalid entry, nothing for the notification");
            } else {
                r.fail("batch.mixed", v, format!("the array holds {} answer(s) to the request and {} -32600 for the invalid entry, {} in all", for_ping, invalid, items.len()));
            }
        }
        Ok(m) => r.fail("batch.mixed", v, format!("answered with a single message, not an array: {}", brief(&m))),
        Err(Gone::Timeout) => r.fail("batch.mixed", v, "no answer to a batch of a request, a notification and an invalid entry"),
        Err(g) => r.fail("batch.mixed", v, format!("no answer: {g}")),
    }
    Ok(())
}
