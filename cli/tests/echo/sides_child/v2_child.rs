use super::*;
use acp_wire::v2;

/// Methods of the v2 table the echo agent and this client never exchange.
const V2_NOT_EXERCISED: &[(&str, &str)] = &[
    ("auth/login", "the echo agent advertises no authMethods"),
    ("auth/logout", "the echo agent advertises no auth capability"),
    ("tool_call/cancel", "no tool call of the echo agent offers cancel: the crate refuses it before sending"),
    ("terminal/cancel", "the echo agent embeds no cancellable terminal: the crate refuses it before sending"),
    ("elicitation/create", "this client advertises no elicitation, so /elicit asks nothing (cli/tests/echo/elicit.rs asks)"),
    ("elicitation/complete", "this client advertises no elicitation, so /elicit asks nothing (cli/tests/echo/elicit.rs asks)"),
    ("mcp/message", "unstable: the echo agent runs no MCP-over-ACP servers"),
    ("providers/list", "unstable: the echo agent has no providers"),
    ("providers/set", "unstable: the echo agent has no providers"),
    ("providers/disable", "unstable: the echo agent has no providers"),
    ("auth/status", "unstable: the echo agent advertises no auth"),
    ("auth/status_update", "unstable: the echo agent advertises no auth"),
    ("session/fork", "unstable: the echo agent does not advertise fork"),
    ("session/archive", "unstable: the echo agent does not advertise archive"),
    ("session/unarchive", "unstable: the echo agent does not advertise archive"),
    ("session/status", "unstable: the echo agent does not advertise status"),
    ("session/set_title", "unstable: the echo agent does not advertise set_title"),
    ("proxy/initialize", "unstable: proxies only; the echo agent is not one"),
    ("proxy/successor", "unstable: proxies only; the echo agent is not one"),
];

fn prompt(sid: &v2::SessionId, text: &str) -> v2::PromptRequest {
    from(json!({"sessionId": sid, "prompt": [{"type": "text", "text": text}]}))
}

/// The `stopReason` of the idle `state_update` that ended the turn.
fn idle_stop(t: &acp_wire::v2::PromptTurn) -> String {
    let idle = to(t.updates.last().expect("the idle update"));
    assert_eq!(idle["sessionUpdate"], "state_update", "{idle}");
    assert_eq!(idle["state"], "idle", "{idle}");
    idle["stopReason"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn v2_every_method_over_a_child_process() {
    let dir = Scratch::new();
    let (child, t) = spawn("2");
    let rec = Recorder::new();
    let hang = Arc::new(AtomicBool::new(false));
    let updates = Arc::new(Mutex::new(Vec::new()));
    let host = host(hang.clone(), updates.clone());
    let connected = bounded(
        acp_wire::side::ClientBuilder::new()
            .v2(host.clone(), host.capabilities_v2())
            .config(Config::default().observer(rec.clone()))
            .connect(t, Info::new("sides-child", "1")),
    )
    .await
    .unwrap();
    let Negotiated::V2 { agent, .. } = connected.negotiated else { panic!("not v2") };
    let ups = |sid: &str| -> Vec<Value> {
        updates.lock().unwrap().iter().filter(|(s, _)| s == sid).map(|(_, u)| u.clone()).collect()
    };

    let s = bounded(agent.new_session(from(json!({"cwd": dir.path()})))).await.unwrap();
    let sid = s.session_id.clone();
    host.open_session(sid.0.clone(), dir.0.clone(), Vec::new()).await.unwrap();
    until(|| ups(&sid.0).iter().any(|u| u["sessionUpdate"] == "available_commands_update")).await;

    // The prompt is answered on acceptance with the echoed message's id;
    // the idle state_update ends the turn.
    let t = bounded(agent.prompt_turn(prompt(&sid, "keep me"))).await.unwrap();
    let echoed = ups(&sid.0).into_iter().find(|u| u["sessionUpdate"] == "user_message").unwrap();
    assert_eq!(echoed["messageId"], t.accepted.message_id.0.as_str(), "the accepted id is the echoed message's");
    assert_eq!(echoed["content"][0]["text"], "keep me");
    assert_eq!(idle_stop(&t), "end_turn");
    let turn_ups: Vec<Value> = t.updates.iter().map(to).collect();
    assert_eq!(text_of(&turn_ups), "keep me");

    let r = bounded(agent.set_session_config_option(from(
        json!({"sessionId": sid, "configId": "style", "type": "id", "value": "upper"}),
    )))
    .await
    .unwrap();
    assert_eq!(to(&r)["configOptions"][0]["currentValue"], "upper");
    until(|| {
        ups(&sid.0).iter().any(|u| {
            u["sessionUpdate"] == "config_option_update" && u["configOptions"][0]["currentValue"] == "upper"
        })
    })
    .await;

    // /permission (allowed): requires_action → running → idle end_turn.
    let t = bounded(agent.prompt_turn(prompt(&sid, "/permission"))).await.unwrap();
    assert_eq!(idle_stop(&t), "end_turn");
    let turn_ups: Vec<Value> = t.updates.iter().map(to).collect();
    assert!(text_of(&turn_ups).contains("permission outcome: selected allow-once"), "{turn_ups:?}");
    let states: Vec<&str> = turn_ups
        .iter()
        .filter(|u| u["sessionUpdate"] == "state_update")
        .map(|u| u["state"].as_str().unwrap())
        .collect();
    assert_eq!(states, ["running", "requires_action", "running", "idle"]);

    // /updates: one update of every kind v2 defines, each validated;
    // /read: v2 has no fs/*, and the agent says so.
    let t = bounded(agent.prompt_turn(prompt(&sid, "/updates"))).await.unwrap();
    assert_eq!(idle_stop(&t), "end_turn");
    let text = text_of(&t.updates.iter().map(to).collect::<Vec<_>>());
    assert!(text.contains("sent ") && !text.contains("does not fit"), "{text}");
    let t = bounded(agent.prompt_turn(prompt(&sid, &format!("/read {}", dir.path())))).await.unwrap();
    assert!(text_of(&t.updates.iter().map(to).collect::<Vec<_>>()).contains("not available"));

    // session/cancel during /slow: idle with `cancelled`.
    let before = ups(&sid.0).len();
    let slow = tokio::spawn({
        let (a, p) = (agent.clone(), prompt(&sid, "/slow 600 tick"));
        async move { a.prompt_turn(p).await }
    });
    until(|| ups(&sid.0)[before..].iter().any(|u| u["sessionUpdate"] == "agent_message_chunk")).await;
    agent.session_cancel(from(json!({"sessionId": sid}))).await.unwrap();
    let t = bounded(slow).await.unwrap().unwrap();
    assert_eq!(idle_stop(&t), "cancelled");

    // session/list, then session/resume replaying from the start.
    let listed = to(&bounded(agent.list_sessions(from(json!({})))).await.unwrap());
    assert!(listed["sessions"].as_array().unwrap().iter().any(|x| x["sessionId"] == sid.0.as_str()), "{listed}");
    let before = ups(&sid.0).len();
    let r = bounded(
        agent.resume_session(from(json!({"sessionId": sid, "cwd": dir.path(), "replayFrom": {"type": "start"}}))),
    )
    .await
    .unwrap();
    assert_eq!(to(&r)["configOptions"][0]["currentValue"], "upper");
    let replay = ups(&sid.0)[before..].to_vec();
    assert_eq!(replay[0]["sessionUpdate"], "user_message", "{replay:?}");
    assert_eq!(replay[0]["content"][0]["text"], "keep me");
    assert_eq!(agent_text_after(&replay, 1), "keep me", "{replay:?}");

    // Closing the session under a pending permission request: the agent
    // cancels it ($/cancel_request) and the turn ends `cancelled`.
    hang.store(true, Ordering::SeqCst);
    let asked = rec.count(false, "session/request_permission");
    let pending = tokio::spawn({
        let (a, p) = (agent.clone(), prompt(&sid, "/permission"));
        async move { a.prompt_turn(p).await }
    });
    until(|| rec.count(false, "session/request_permission") > asked).await;
    let cancels = rec.count(false, "$/cancel_request");
    let idles = rec.order.lock().unwrap().len();
    bounded(agent.close_session(from(json!({"sessionId": sid})))).await.unwrap();
    let t = bounded(pending).await.unwrap().unwrap();
    assert_eq!(idle_stop(&t), "cancelled");
    // v2 CloseSessionRequest: the turn's idle state_update goes out before
    // the close response, and nothing for the session after it.
    assert_eq!(rec.order.lock().unwrap()[idles..], ["idle", "closed"]);
    until(|| rec.count(false, "$/cancel_request") > cancels).await;
    assert!(bounded(agent.prompt(prompt(&sid, "closed?"))).await.is_err(), "a closed session takes no prompt");

    bounded(agent.delete_session(from(json!({"sessionId": sid})))).await.unwrap();
    let e = bounded(agent.resume_session(from(json!({"sessionId": sid, "cwd": dir.path()})))).await.unwrap_err();
    assert_eq!(e.code(), Some(-32002), "{e}");

    let echoed: Value = bounded(agent.core().ext_request("_echo/ping", &json!([1, 2]))).await.unwrap();
    assert_eq!(echoed, json!([1, 2]));
    assert!(rec.crossed().contains("_echo/ping"));

    rec.assert_clean();
    assert_coverage(
        v2::METHODS,
        &rec.crossed(),
        &[
            "initialize",
            "session/new",
            "session/list",
            "session/resume",
            "session/close",
            "session/delete",
            "session/set_config_option",
            "session/prompt",
            "session/cancel",
            "session/update",
            "session/request_permission",
            "$/cancel_request",
        ],
        V2_NOT_EXERCISED,
    );
    expect_exit_on_eof(agent.core(), child).await;
}
