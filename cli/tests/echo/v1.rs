//! The echo agent over v1, in-process: every slash command, the update
//! showcase against the schema's list of kinds, `/slow` + `session/cancel`,
//! `/permission` with and without fs/terminal (served from disk by
//! `acp_wire::host`), load replay, list/resume/close/delete, modes, config
//! options and `_echo/*`. Both sides validate every frame they see with
//! `acp_wire_validate::ValidatingObserver`.

use crate::support_temp;
use std::collections::BTreeSet;
use std::time::Duration;
use acp_wire_cli::echo::{EchoAgent, Options};
use acp_wire::error::Error;
use acp_wire::v1;
use acp_wire_validate::ValidatingObserver;
use serde_json::{json, Value};
use support_temp::Scratch;
use super::v1_support::*;

#[tokio::test]
async fn echo_help_read_and_every_update_kind() {
    let dir = Scratch::new();
    std::fs::write(dir.0.join("note.txt"), "first line of the note\nsecond\n").unwrap();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, &dir, full_caps(), Some("allow-once")).await;
    let sid = s.session(&dir).await;

    let (stop, ups) = s.turn(&sid, "hello   echo\nworld").await;
    assert_eq!(stop, v1::StopReason::EndTurn);
    assert_eq!(text_of(&ups), "hello echo world");
    assert_eq!(ups.iter().filter(|u| u["sessionUpdate"] == "agent_message_chunk").count(), 3, "one chunk per word");

    let (_, ups) = s.turn(&sid, "/help").await;
    for c in ["/help", "/updates", "/slow", "/permission", "/read", "/elicit"] {
        assert!(text_of(&ups).contains(c), "{c} missing from /help");
    }

    let path = dir.0.join("note.txt").to_string_lossy().into_owned();
    let (stop, ups) = s.turn(&sid, &format!("/read {path}")).await;
    assert_eq!(stop, v1::StopReason::EndTurn);
    assert!(text_of(&ups).contains("first line of the note"), "{}", text_of(&ups));
    let (_, ups) = s.turn(&sid, "/read relative.txt").await;
    assert!(text_of(&ups).contains("absolute path"));

    let (stop, ups) = s.turn(&sid, "/updates").await;
    assert_eq!(stop, v1::StopReason::EndTurn);
    let got: BTreeSet<String> = ups.iter().map(|u| u["sessionUpdate"].as_str().unwrap().to_owned()).collect();
    let want = schema_kinds(v1::SCHEMA_JSON);
    assert!(want.len() >= 14, "{want:?}");
    let missing: Vec<&String> = want.difference(&got).collect();
    assert!(missing.is_empty(), "kinds the schema defines that /updates did not send: {missing:?}");
    assert!(!text_of(&ups).contains("does not fit"), "{}", text_of(&ups));
    let call = ups.iter().find(|u| u["sessionUpdate"] == "tool_call").unwrap();
    assert_eq!(call["content"][0]["type"], "diff");
    assert!(call["locations"][0]["path"].as_str().unwrap().starts_with(&dir.path()));

    let (stop, ups) = s.turn(&sid, "   ").await;
    assert_eq!((stop, text_of(&ups)), (v1::StopReason::EndTurn, "(empty prompt)".to_owned()));

    let (_, ups) = s.turn(&sid, "/frobnicate now").await;
    assert!(text_of(&ups).contains("unknown command /frobnicate"));

    // Non-text content is described, not dropped.
    let p: v1::PromptRequest = from(json!({"sessionId": sid, "prompt": [
        {"type": "text", "text": "look"},
        {"type": "image", "mimeType": "image/png", "data": "iVBORw0KGgo="}]}));
    let t = bounded(s.agent.prompt_turn(p)).await.unwrap();
    let text = text_of(&t.updates.iter().map(to).collect::<Vec<_>>());
    assert!(text.starts_with("look") && text.contains("received an image (image/png"), "{text}");
    s.finish();
}

#[tokio::test]
async fn permission_uses_fs_and_terminal_when_advertised() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, &dir, full_caps(), Some("allow-once")).await;
    let sid = s.session(&dir).await;
    let (stop, ups) = s.turn(&sid, "/permission").await;
    assert_eq!(stop, v1::StopReason::EndTurn);
    let text = text_of(&ups);
    assert!(text.contains("permission outcome: selected allow-once"), "{text}");
    assert!(text.contains("fs/write_text_file: wrote"), "{text}");
    assert!(text.contains("fs/read_text_file: read"), "{text}");
    assert!(
        text.contains("hello from a terminal") && text.contains("exit code 0") && text.contains("released"),
        "{text}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.0.join("acp-echo-agent.txt")).unwrap(),
        "written by the acp-wire echo agent\n"
    );
    let methods: Vec<String> = s.requests.lock().unwrap().clone();
    assert_eq!(
        methods,
        [
            "session/request_permission",
            "fs/write_text_file",
            "fs/read_text_file",
            "terminal/create",
            "terminal/wait_for_exit",
            "terminal/output",
            "terminal/release"
        ]
    );
    let asked = s.permissions.lock().unwrap().clone();
    assert_eq!(asked.len(), 1);
    let ids: Vec<&str> =
        asked[0]["options"].as_array().unwrap().iter().map(|o| o["optionId"].as_str().unwrap()).collect();
    assert_eq!(ids, ["allow-once", "reject-once"]);
    let kinds: Vec<&str> = ups.iter().map(|u| u["sessionUpdate"].as_str().unwrap()).collect();
    assert!(kinds.contains(&"tool_call") && kinds.contains(&"tool_call_update"), "{kinds:?}");
    let last = ups.iter().rev().find(|u| u["sessionUpdate"] == "tool_call_update").unwrap();
    assert_eq!(last["status"], "completed");
    // The terminal is embedded in the tool call while it runs and after.
    let embedded: Vec<&Value> = ups
        .iter()
        .filter(|u| u["sessionUpdate"] == "tool_call_update" && u["content"].to_string().contains("\"terminal\""))
        .collect();
    assert_eq!(embedded.len(), 2, "{ups:#?}");
    assert_eq!(embedded[0]["status"], "in_progress");
    assert_eq!(embedded[0]["content"][0]["terminalId"], last["content"][1]["terminalId"]);
    s.finish();
}

#[tokio::test]
async fn permission_rejected_or_without_capabilities_touches_nothing() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, &dir, full_caps(), Some("reject-once")).await;
    let sid = s.session(&dir).await;
    let (stop, ups) = s.turn(&sid, "/permission").await;
    assert_eq!(stop, v1::StopReason::EndTurn);
    assert!(text_of(&ups).contains("permission outcome: selected reject-once"));
    assert!(!dir.0.join("acp-echo-agent.txt").exists());
    s.finish();

    // No fs, no terminal advertised: allowed, but nothing is called.
    let dir = Scratch::new();
    let s = Setup::new(&echo, &dir, v1::ClientCapabilities::default(), Some("allow-once")).await;
    let sid = s.session(&dir).await;
    let (stop, ups) = s.turn(&sid, "/permission").await;
    assert_eq!(stop, v1::StopReason::EndTurn);
    let text = text_of(&ups);
    assert!(
        text.contains("selected allow-once")
            && text.contains("fs/write_text_file skipped")
            && text.contains("terminal/* skipped"),
        "{text}"
    );
    let (_, ups) = s.turn(&sid, "/read /etc/hostname").await;
    assert!(text_of(&ups).contains("not available"));
    let (_, ups) = s.turn(&sid, "/updates").await;
    let kinds: BTreeSet<&str> = ups.iter().map(|u| u["sessionUpdate"].as_str().unwrap()).collect();
    for gated in
        ["notice", "compaction_update", "compaction_summary_chunk", "plan_update", "subagent_update", "session_message"]
    {
        assert!(!kinds.contains(gated), "{gated} sent without the capability: {kinds:?}");
    }
    assert!(text_of(&ups).contains("not sent: notice"));
    if v1::UNSTABLE {
        assert!(text_of(&ups).contains("not sent: plan_update"), "{}", text_of(&ups));
    }
    assert!(!dir.0.join("acp-echo-agent.txt").exists());
    let asked: Vec<String> = s.requests.lock().unwrap().clone();
    assert_eq!(asked, ["session/request_permission"], "only permission was asked: no fs/*, no terminal/*");
    s.finish();

    // A client that cancels the permission request: the turn ends `cancelled`.
    let dir = Scratch::new();
    let s = Setup::new(&echo, &dir, full_caps(), None).await;
    let sid = s.session(&dir).await;
    let (stop, ups) = s.turn(&sid, "/permission").await;
    assert_eq!(stop, v1::StopReason::Cancelled);
    assert!(text_of(&ups).contains("permission outcome: cancelled"));
    s.finish();
}

#[tokio::test]
async fn slow_stops_promptly_on_cancel() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, &dir, full_caps(), Some("allow-once")).await;
    let sid = s.session(&dir).await;
    let before = s.updates.lock().unwrap().len();
    let agent = s.agent.clone();
    let p: v1::PromptRequest =
        from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "/slow 600 tick tock"}]}));
    let turn = tokio::spawn(async move { agent.prompt_turn(p).await });
    bounded(async {
        while s.updates.lock().unwrap().len() == before {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    s.agent.session_cancel(from(json!({"sessionId": sid}))).await.unwrap();
    // A 600 s stream that ends within the 20 s bound ended because of the cancel.
    let t = bounded(turn).await.unwrap().unwrap();
    assert_eq!(t.response.stop_reason, v1::StopReason::Cancelled);
    assert!(text_of(&t.updates.iter().map(to).collect::<Vec<_>>()).starts_with("tick"));
    // The session takes the next prompt.
    let (stop, ups) = s.turn(&sid, "/slow 0.2 again").await;
    assert_eq!(stop, v1::StopReason::EndTurn);
    assert!(text_of(&ups).starts_with("again"));
    s.finish();
}

#[tokio::test]
async fn modes_config_options_and_extensions() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, &dir, full_caps(), Some("allow-once")).await;
    let r = s.agent.new_session(from(json!({"cwd": dir.path(), "mcpServers": []}))).await.unwrap();
    let r = to(&r);
    assert_eq!(r["modes"]["currentModeId"], "code");
    let ids: Vec<&str> = r["configOptions"].as_array().unwrap().iter().map(|o| o["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["style", "thoughts", "mode"]);
    // The mode is also an option of category mode, in step with the modes.
    let mode = &r["configOptions"][2];
    assert_eq!((mode["category"].as_str(), mode["currentValue"].as_str()), (Some("mode"), Some("code")));
    let sid: v1::SessionId = from(r["sessionId"].clone());

    s.agent.set_session_mode(from(json!({"sessionId": sid, "modeId": "ask"}))).await.unwrap();
    let mode_option = |u: &Value| u["sessionUpdate"] == "config_option_update" && u["configOptions"][2]["currentValue"] == "ask";
    assert!(s.updates.lock().unwrap().iter().any(|(_, u)| mode_option(u)), "set_mode updates the mode option");
    // Setting the option sets the mode.
    let r = s.agent.set_session_config_option(from(json!({"sessionId": sid, "configId": "mode", "value": "code"}))).await.unwrap();
    assert_eq!(to(&r)["configOptions"][2]["currentValue"], "code");
    assert!(s.updates.lock().unwrap().iter().any(|(_, u)| u["sessionUpdate"] == "current_mode_update" && u["currentModeId"] == "code"));
    s.agent.set_session_mode(from(json!({"sessionId": sid, "modeId": "ask"}))).await.unwrap();
    // Raw: the handle would refuse a mode the session did not advertise itself.
    let e = s.agent.core().peer().request("session/set_mode", &json!({"sessionId": sid, "modeId": "yolo"})).await.unwrap_err();
    assert!(matches!(e, Error::Protocol(ref p) if p.code == -32602), "{e}");

    let r = s
        .agent
        .set_session_config_option(from(json!({"sessionId": sid, "configId": "style", "value": "upper"})))
        .await
        .unwrap();
    assert_eq!(to(&r)["configOptions"][0]["currentValue"], "upper");
    s.agent
        .set_session_config_option(from(
            json!({"sessionId": sid, "configId": "thoughts", "type": "boolean", "value": true}),
        ))
        .await
        .unwrap();
    let e = s
        .agent
        .core()
        .peer()
        .request("session/set_config_option", &json!({"sessionId": sid, "configId": "style", "value": "loud"}))
        .await
        .unwrap_err();
    assert!(matches!(e, Error::Protocol(ref p) if p.code == -32602), "{e}");

    let (_, ups) = s.turn(&sid, "quiet words").await;
    assert_eq!(text_of(&ups), "QUIET WORDS");
    assert!(ups.iter().any(|u| u["sessionUpdate"] == "agent_thought_chunk"));
    let all: Vec<Value> = s.updates.lock().unwrap().iter().map(|(_, u)| u.clone()).collect();
    assert!(all.iter().any(|u| u["sessionUpdate"] == "current_mode_update" && u["currentModeId"] == "ask"));
    assert!(all.iter().any(|u| u["sessionUpdate"] == "config_option_update"));

    let echoed: Value = s.agent.core().ext_request("_echo/ping", &json!({"n": 1, "s": "x"})).await.unwrap();
    assert_eq!(echoed, json!({"n": 1, "s": "x"}));
    let e = s.agent.core().ext_request::<_, Value>("_other/ping", &json!({})).await.unwrap_err();
    assert!(matches!(e, Error::Protocol(ref p) if p.code == -32601), "{e}");
    s.finish();

    // Without session.configOptions.boolean the boolean option is not offered.
    let s = Setup::new(&echo, &dir, v1::ClientCapabilities::default(), None).await;
    let r = to(&s.agent.new_session(from(json!({"cwd": dir.path(), "mcpServers": []}))).await.unwrap());
    assert_eq!(r["configOptions"].as_array().unwrap().len(), 2, "style and mode");
    s.finish();
}

#[tokio::test]
async fn load_replays_history_and_sessions_list_resume_close_delete() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let first = Setup::new(&echo, &dir, full_caps(), None).await;
    let sid = first.session(&dir).await;
    first.turn(&sid, "remember these words").await;
    first.finish();

    // A second connection to the same agent sees the session.
    let s = Setup::new(&echo, &dir, full_caps(), None).await;
    let listed = to(&s.agent.list_sessions(from(json!({}))).await.unwrap());
    let ids: Vec<&str> =
        listed["sessions"].as_array().unwrap().iter().map(|x| x["sessionId"].as_str().unwrap()).collect();
    assert!(ids.contains(&sid.0.as_str()), "{listed}");
    let row = listed["sessions"].as_array().unwrap().iter().find(|x| x["sessionId"] == sid.0.as_str()).unwrap();
    assert_eq!(row["title"], "remember these words", "named after its first prompt");
    assert_eq!(row["cwd"], dir.path());
    let other_cwd = to(&s.agent.list_sessions(from(json!({"cwd": "/nonexistent-echo-dir"}))).await.unwrap());
    assert_eq!(other_cwd["sessions"], json!([]));

    let r = s.agent.load_session(from(json!({"sessionId": sid, "cwd": dir.path(), "mcpServers": []}))).await.unwrap();
    assert_eq!(to(&r)["modes"]["currentModeId"], "code");
    // Delivered before the load response: the replay.
    let replay: Vec<Value> =
        s.updates.lock().unwrap().iter().filter(|(x, _)| *x == sid.0).map(|(_, u)| u.clone()).collect();
    assert_eq!(replay[0]["sessionUpdate"], "user_message_chunk");
    assert_eq!(replay[0]["content"]["text"], "remember these words");
    assert_eq!(replay[1]["sessionUpdate"], "agent_message_chunk");
    // The chunks as they were streamed, one per word.
    assert_eq!(text_of(&replay), "remember these words");

    s.agent.close_session(from(json!({"sessionId": sid}))).await.unwrap();
    let p: v1::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "closed?"}]}));
    assert!(s.agent.prompt(p).await.is_err(), "a closed session takes no prompt");
    s.agent.resume_session(from(json!({"sessionId": sid, "cwd": dir.path()}))).await.unwrap();
    let (stop, _) = s.turn(&sid, "back again").await;
    assert_eq!(stop, v1::StopReason::EndTurn);

    s.agent.delete_session(from(json!({"sessionId": sid}))).await.unwrap();
    let listed = to(&s.agent.list_sessions(from(json!({}))).await.unwrap());
    assert!(!listed.to_string().contains(&sid.0));
    let e =
        s.agent.load_session(from(json!({"sessionId": sid, "cwd": dir.path(), "mcpServers": []}))).await.unwrap_err();
    assert!(matches!(e, Error::Protocol(ref p) if p.code == -32002), "{e}");
    s.finish();
}

#[tokio::test]
async fn sessions_list_pages_by_cursor() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, &dir, full_caps(), None).await;
    for _ in 0..51 {
        s.agent.new_session(from(json!({"cwd": dir.path(), "mcpServers": []}))).await.unwrap();
    }
    let list = |cursor: Option<&str>| {
        let mut params = json!({"cwd": dir.path()});
        if let Some(c) = cursor {
            params["cursor"] = json!(c);
        }
        s.agent.list_sessions(from(params))
    };
    let first = to(&list(None).await.unwrap());
    assert_eq!(first["sessions"].as_array().unwrap().len(), 50, "{first}");
    let cursor = first["nextCursor"].as_str().expect("a next page after 50 of 51").to_owned();
    let second = to(&list(Some(&cursor)).await.unwrap());
    assert_eq!(second["sessions"].as_array().unwrap().len(), 1, "{second}");
    assert!(second.get("nextCursor").is_none(), "{second}");
    let mut ids: Vec<Value> = first["sessions"].as_array().unwrap().iter().map(|r| r["sessionId"].clone()).collect();
    ids.push(second["sessions"][0]["sessionId"].clone());
    ids.sort_by_key(Value::to_string);
    ids.dedup();
    assert_eq!(ids.len(), 51, "the two pages are every session once");
    // The cursor is the store's keyset position, opaque to the client: one
    // it was never given is -32602 (the offsets of earlier versions too;
    // one of them used to overflow into a cursor back to the start).
    for bad in ["51", "18446744073709551615", "nonsense"] {
        let e = list(Some(bad)).await.unwrap_err();
        assert!(matches!(e, Error::Protocol(ref p) if p.code == -32602), "cursor {bad}: {e}");
    }
    s.finish();
}

#[tokio::test]
async fn commands_are_announced_before_the_first_turn_ends() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, &dir, full_caps(), None).await;
    // Prompt at once, without waiting for the announcement.
    let r = s.agent.new_session(from(json!({"cwd": dir.path(), "mcpServers": []}))).await.unwrap();
    let (stop, _) = s.turn(&r.session_id, "quick").await;
    assert_eq!(stop, v1::StopReason::EndTurn);
    // Every update of the session reached the client before the prompt
    // response, the announcement first.
    let kinds: Vec<String> =
        s.updates.lock().unwrap().iter().map(|(_, u)| u["sessionUpdate"].as_str().unwrap().to_owned()).collect();
    assert_eq!(kinds, ["available_commands_update", "agent_message_chunk"]);
    s.finish();
}

#[tokio::test]
async fn close_ends_a_running_turn_with_cancelled() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, &dir, full_caps(), None).await;
    let sid = s.session(&dir).await;
    let before = s.updates.lock().unwrap().len();
    let agent = s.agent.clone();
    let p: v1::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "/slow 600 tick"}]}));
    let turn = tokio::spawn(async move { agent.prompt(p).await });
    bounded(async {
        while s.updates.lock().unwrap().len() == before {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    s.agent.close_session(from(json!({"sessionId": sid}))).await.unwrap();
    let r = bounded(turn).await.unwrap().unwrap();
    assert_eq!(r.stop_reason, v1::StopReason::Cancelled);
    s.finish();
}

/// The updates a turn streamed, as a client that loads the session should
/// see them again: the prompt's blocks as `user_message_chunk`s, then every
/// update of the turn but `notice` (the schema: not part of session history).
fn as_history(prompt: &[Value], turn: &[Value]) -> Vec<Value> {
    let user = prompt.iter().map(|b| json!({"sessionUpdate": "user_message_chunk", "content": b}));
    user.chain(turn.iter().filter(|u| u["sessionUpdate"] != "notice").cloned()).collect()
}

/// The updates of session `sid` the client has received so far.
fn updates_of(s: &Setup, sid: &v1::SessionId) -> Vec<Value> {
    s.updates.lock().unwrap().iter().filter(|(x, _)| *x == sid.0).map(|(_, u)| u.clone()).collect()
}

#[tokio::test]
async fn load_replays_thoughts_tool_calls_and_plans_in_order() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let first = Setup::new(&echo, &dir, full_caps(), Some("allow-once")).await;
    let sid = first.session(&dir).await;
    // Thoughts on: a plain echo starts with an agent_thought_chunk.
    let thoughts = json!({"sessionId": sid, "configId": "thoughts", "type": "boolean", "value": true});
    first.agent.set_session_config_option(from(thoughts)).await.unwrap();
    let mut originals = Vec::new();
    for text in ["hello world", "/updates", "/permission"] {
        let (stop, ups) = first.turn(&sid, text).await;
        assert_eq!(stop, v1::StopReason::EndTurn, "{text}");
        originals.extend(as_history(&[json!({"type": "text", "text": text})], &ups));
    }
    let kinds: BTreeSet<&str> = originals.iter().map(|u| u["sessionUpdate"].as_str().unwrap()).collect();
    for k in ["agent_thought_chunk", "tool_call", "tool_call_update", "plan", "compaction_update"] {
        assert!(kinds.contains(k), "the turns sent no {k}: {kinds:?}");
    }
    first.finish();

    // A new connection that advertises the same capabilities sees it all again, in order.
    let s = Setup::new(&echo, &dir, full_caps(), None).await;
    s.agent.load_session(from(json!({"sessionId": sid, "cwd": dir.path(), "mcpServers": []}))).await.unwrap();
    // The load response is followed by the commands announcement.
    let replayed = bounded(async {
        loop {
            let ups = updates_of(&s, &sid);
            if ups.len() > originals.len() {
                return ups;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    assert_eq!(replayed[..originals.len()], originals[..], "the replay differs from what the turns sent");
    assert_eq!(replayed[originals.len()]["sessionUpdate"], "available_commands_update");
    assert_eq!(replayed.len(), originals.len() + 1);
    s.finish();

    // A client that does not advertise compaction is not sent the compaction updates.
    let mut caps = to(&full_caps());
    caps["session"] = json!({});
    let s = Setup::new(&echo, &dir, from(caps), None).await;
    s.agent.load_session(from(json!({"sessionId": sid, "cwd": dir.path(), "mcpServers": []}))).await.unwrap();
    // Nor boolean config options (it does not advertise them either).
    let without: Vec<Value> = originals
        .iter()
        .filter(|u| !u["sessionUpdate"].as_str().unwrap().starts_with("compaction_"))
        .cloned()
        .map(|mut u| {
            if let Some(options) = u.get_mut("configOptions").and_then(Value::as_array_mut) {
                options.retain(|o| o["type"] != "boolean");
            }
            u
        })
        .collect();
    assert!(without.len() < originals.len());
    let replayed: Vec<Value> = updates_of(&s, &sid).into_iter().take(without.len()).collect();
    assert_eq!(replayed, without);
    s.finish();
}

/// Drops the violations of the prompts a test sent on purpose (a newer
/// client's frames need not fit this schema) and returns how many there were;
/// anything else stays for [`Setup::finish`] to report.
fn forgive_newer_prompts(frames: &ValidatingObserver) -> usize {
    let all = frames.take_violations();
    let (newer, other): (Vec<_>, Vec<_>) =
        all.into_iter().partition(|v| v.to_string().starts_with("client->agent session/prompt"));
    assert!(other.is_empty(), "{}", other.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"));
    newer.len()
}

#[tokio::test]
async fn a_newer_clients_prompt_unknown_members_echo_and_unknown_block_type_is_refused() {
    let dir = Scratch::new();
    let echo = EchoAgent::new(Options::new());
    let s = Setup::new(&echo, &dir, full_caps(), None).await;
    let sid = s.session(&dir).await;
    // Sent raw: the typed handle and its gate stay out of the way.
    let peer = s.agent.core().peer().clone();

    // Members this schema does not know, at every level, and `_meta` keys
    // of a newer client: ignored, the text is echoed.
    let newer = json!({"sessionId": sid, "futureParam": {"nested": [1, 2]},
        "_meta": {"example.com/trace": "abc", "anything": {"deep": true}},
        "prompt": [
            {"type": "text", "text": "hello from the future", "futureField": 7,
             "_meta": {"example.com/lang": "en"}, "annotations": {"priority": 0.5, "futureAnnotation": "x"}},
            {"type": "resource_link", "uri": "file:///tmp/future.txt", "name": "future.txt", "futureField": [null]},
        ]});
    let before = updates_of(&s, &sid).len();
    let r: Value = serde_json::from_str(bounded(peer.request("session/prompt", &newer)).await.unwrap().get()).unwrap();
    assert_eq!(r["stopReason"], "end_turn", "{r}");
    let text = text_of(&updates_of(&s, &sid)[before..]);
    assert!(text.starts_with("hello from the future"), "{text}");
    assert!(text.contains("received a resource link: file:///tmp/future.txt (future.txt)"), "{text}");

    // A content block type the agent did not advertise (nor could: it is
    // newer than the schema) must not be sent; the agent refuses the prompt
    // with invalid params, runs no turn, and keeps serving.
    let before = updates_of(&s, &sid).len();
    let unknown = json!({"sessionId": sid, "prompt": [
        {"type": "text", "text": "look at this"},
        {"type": "hologram", "data": "AAAA", "mimeType": "model/x-hologram"}]});
    let e = bounded(peer.request("session/prompt", &unknown)).await.unwrap_err();
    let Error::Protocol(p) = &e else { panic!("not a protocol error: {e}") };
    assert_eq!(p.code, -32602, "{e}");
    let data: Value = serde_json::from_str(p.data.as_ref().expect("error data").get()).unwrap();
    assert_eq!(data["path"], "prompt[1].type", "{data}");
    assert!(data["message"].as_str().unwrap().contains("\"hologram\" is not supported"), "{data}");
    assert_eq!(updates_of(&s, &sid).len(), before, "a refused prompt streams nothing");

    let (stop, ups) = s.turn(&sid, "still here").await;
    assert_eq!((stop, text_of(&ups)), (v1::StopReason::EndTurn, "still here".to_owned()));
    // The refused prompt is not part of the session's history either.
    let listed = to(&s.agent.list_sessions(from(json!({}))).await.unwrap());
    let row = listed["sessions"].as_array().unwrap().iter().find(|x| x["sessionId"] == sid.0.as_str()).unwrap();
    assert_eq!(row["title"], "hello from the future");

    // The agent's own frames are clean; only the newer prompts break this schema.
    forgive_newer_prompts(&s.agent_frames);
    forgive_newer_prompts(&s.client_frames);
    s.finish();
}

/// The echo agent keeps its sessions in the public `agent::Store`: a
/// second EchoAgent on the same store (a restarted process) lists and
/// loads a session of the first, with its settings, and takes prompts
/// only after the load.
#[tokio::test]
async fn sessions_outlive_the_agent_on_a_shared_store() {
    use acp_wire::agent::{MemoryStore, Store};
    let dir = Scratch::new();
    let records: std::sync::Arc<dyn Store> = std::sync::Arc::new(MemoryStore::new());
    let first_agent = EchoAgent::with_store(Options::new(), records.clone());
    let first = Setup::new(&first_agent, &dir, full_caps(), None).await;
    let sid = first.session(&dir).await;
    first.agent.set_session_mode(from(json!({"sessionId": sid, "modeId": "ask"}))).await.unwrap();
    first.turn(&sid, "kept on the store").await;
    first.finish();
    assert_eq!(records.get(&sid.0).await.unwrap().expect("stored").settings["mode"], "ask");

    let second_agent = EchoAgent::with_store(Options::new(), records);
    let s = Setup::new(&second_agent, &dir, full_caps(), None).await;
    let listed = to(&s.agent.list_sessions(from(json!({}))).await.unwrap());
    assert!(listed.to_string().contains(&sid.0), "{listed}");
    let p: v1::PromptRequest = from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": "unloaded?"}]}));
    assert!(s.agent.prompt(p).await.is_err(), "a session of an earlier process is loaded first");
    let r = s.agent.load_session(from(json!({"sessionId": sid, "cwd": dir.path(), "mcpServers": []}))).await.unwrap();
    assert_eq!(to(&r)["modes"]["currentModeId"], "ask", "the mode came back from the store");
    let replay: Vec<Value> =
        s.updates.lock().unwrap().iter().filter(|(x, _)| *x == sid.0).map(|(_, u)| u.clone()).collect();
    assert_eq!(text_of(&replay), "kept on the store");
    let (stop, _) = s.turn(&sid, "and more").await;
    assert_eq!(stop, v1::StopReason::EndTurn);
    s.finish();
}
