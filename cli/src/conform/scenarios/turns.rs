//! Prompt turns under load: two sessions and two turns in flight at once
//! (ids of every JSON type come back unchanged, no update in the wrong
//! session), and a prompt of about 1 MiB of multi-byte UTF-8.

use serde_json::{json, Value};
use tokio::time::Instant;

use super::super::driver::{chunk_text, is_response, is_update_of, session_id_of, Conn};
use super::super::reqs::Results;
use super::ended;

pub(super) async fn concurrent(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    let ids = [json!("conform-session-a"), json!(9_007_199_254_740_991_u64)];
    let mark = conn.mark();
    for id in &ids {
        let params = conn.new_session_params();
        conn.request_with_id(id.clone(), "session/new", params).await?;
    }
    let deadline = Instant::now() + conn.timeout;
    let mut got: Vec<Value> = Vec::new();
    while got.len() < ids.len() {
        got = conn.seen[mark..].iter().filter(|m| is_response(m)).cloned().collect();
        if got.len() >= ids.len() {
            break;
        }
        if let Err(g) = conn.recv(deadline).await {
            return Err(format!("two session/new in flight: {g}"));
        }
    }
    let mut sessions = Vec::new();
    let mut bad = Vec::new();
    for id in &ids {
        match got.iter().find(|m| m.get("id") == Some(id)) {
            Some(m) => match session_id_of(m) {
                Ok(s) => sessions.push(s),
                Err(e) => return Err(format!("session/new id {id}: {e}")),
            },
            None => bad.push(format!("no response with id {id} (got ids {})", got.iter().map(|m| m.get("id").map_or("-".into(), |i| i.to_string())).collect::<Vec<_>>().join(", "))),
        }
    }
    if !bad.is_empty() {
        r.fail("rpc.ids", v, bad.join("; "));
        return Ok(());
    }
    for s in &sessions {
        conn.sessions.insert(s.clone());
    }
    let words = [["alpha", "apple", "avocado"], ["bravo", "banana", "blueberry"]];
    let prompt_ids = [json!("conform-prompt-a"), json!(4_294_967_297_u64)];
    let mark = conn.mark();
    for i in 0..2 {
        conn.request_with_id(prompt_ids[i].clone(), "session/prompt", Conn::prompt_params(&sessions[i], &words[i].join(" "))).await?;
    }
    let mut problems = Vec::new();
    for i in 0..2 {
        let turn = conn.turn_end(&sessions[i], &prompt_ids[i], mark).await;
        if let Some(p) = turn.problem(version) {
            problems.push(format!("prompt id {}: {p}", prompt_ids[i]));
        }
    }
    if problems.is_empty() {
        r.pass("rpc.ids", v, "ids \"conform-session-a\", 9007199254740991, \"conform-prompt-a\", 4294967297 came back unchanged");
    } else {
        r.fail("rpc.ids", v, problems.join("; "));
        return Ok(());
    }
    let mut mixed = Vec::new();
    let mut texts = 0;
    for m in &conn.seen[mark..] {
        let Some(text) = chunk_text(m) else { continue };
        texts += 1;
        for i in 0..2 {
            if is_update_of(m, &sessions[i]) {
                if let Some(w) = words[1 - i].iter().find(|w| text.contains(*w)) {
                    mixed.push(format!("session {:?} got {w:?}, a word of the other session's prompt", sessions[i]));
                }
            }
        }
    }
    // Updates for sessions nobody created are judged over every connection.
    if !mixed.is_empty() {
        r.fail("prompt.session-routing", v, mixed.join("; "));
    } else if texts == 0 {
        r.pass("prompt.session-routing", v, "two concurrent turns; no text chunks to compare, session ids all known");
    } else {
        r.pass("prompt.session-routing", v, format!("two concurrent turns, {texts} text chunks, none in the wrong session"));
    }
    Ok(())
}

/// About 1 MiB of multi-byte UTF-8, in words of about a kilobyte.
fn large_text() -> String {
    let unit = "Grüße, 漢字 und emoji 🙂🚀 — ";
    let mut word = String::new();
    while word.len() < 1000 {
        word.push_str(unit.trim_end().trim_end_matches('—').trim_end());
        word.push('·');
    }
    let word = word.replace(' ', "_");
    let mut text = String::with_capacity(1 << 20);
    while text.len() + word.len() < (1 << 20) {
        text.push_str(&word);
        text.push(' ');
    }
    text
}

pub(super) async fn large(conn: &mut Conn, version: u16, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    let session = conn.new_session().await?;
    let text = large_text();
    let mark = conn.mark();
    let id = conn.prompt(&session, &text).await?;
    let turn = conn.turn_end(&session, &id, mark).await;
    match turn.problem(version) {
        Some(p) => r.fail("prompt.large", v, format!("{} bytes of UTF-8: {p}", text.len())),
        None => r.pass("prompt.large", v, format!("{} bytes ({} chars) ended with {}", text.len(), text.chars().count(), ended(&turn, version))),
    }
    Ok(())
}
