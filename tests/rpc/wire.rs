//! The runtime seen from the wire: every error path, ids, limits, framing,
//! batches — a raw byte end talking to a runtime connection in memory.


use crate::support_rpc;

use acp_wire::rpc::Config;
use serde_json::{json, Value};
use support_rpc::{raw_connection, TestHandler};

fn cfg() -> Config {
    Config::default()
}

#[tokio::test]
async fn parse_error_answers_null_id_and_connection_lives() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    raw.send(r#"{"jsonrpc":"2.0","id":1,"method":"echo""#).await;
    let v = raw.line().await;
    assert_eq!(v, json!({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}));
    raw.send("not json at all").await;
    assert_eq!(raw.line().await["error"]["code"], -32700);
    // A JSON value of the wrong type followed by more text is no JSON text
    // either (these got -32600 before: serde stops at the wrong type).
    for input in ["42 x", r#"{"jsonrpc":"2.0","id":6,"method":42} }"#, r#""a string" ["#] {
        raw.send(input).await;
        let v = raw.line().await;
        assert_eq!((v["id"].clone(), v["error"]["code"].clone()), (json!(null), json!(-32700)), "{input} -> {v}");
    }
    raw.probe("after-parse-error").await;
}

#[tokio::test]
async fn invalid_requests_get_32600() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    for (input, id) in [
        (r#"{"jsonrpc":"2.0","id":5}"#, json!(5)),
        (r#"{"jsonrpc":"1.0","id":"x","method":"echo"}"#, json!("x")),
        (r#"{"jsonrpc":"2.0","id":6,"method":42}"#, json!(6)),
        (r#"{"jsonrpc":"2.0","id":{"a":1},"method":"echo"}"#, Value::Null),
        (r#"42"#, Value::Null),
        (r#""a string""#, Value::Null),
    ] {
        raw.send(input).await;
        let v = raw.line().await;
        assert_eq!(v["error"]["code"], -32600, "{input} -> {v}");
        assert_eq!(v["id"], id, "{input} -> {v}");
    }
    raw.probe("after-invalid").await;
}

#[tokio::test]
async fn method_not_found_for_unknown_and_extension_requests_notifications_ignored() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    raw.send(r#"{"jsonrpc":"2.0","id":1,"method":"no/such"}"#).await;
    let v = raw.line().await;
    assert_eq!(v["error"]["code"], -32601);
    assert_eq!(v["error"]["data"], "no/such");
    raw.send(r#"{"jsonrpc":"2.0","id":2,"method":"_vendor/thing","params":{}}"#).await;
    assert_eq!(raw.line().await["error"]["code"], -32601);
    raw.send(r#"{"jsonrpc":"2.0","method":"_vendor/unknown_note","params":{}}"#).await;
    raw.send(r#"{"jsonrpc":"2.0","method":"unknown_note"}"#).await;
    raw.probe("after-unknown-notifications").await;
}

#[tokio::test]
async fn invalid_params_carry_path_and_message() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    raw.send(r#"{"jsonrpc":"2.0","id":1,"method":"add","params":{"a":1,"b":"two"}}"#).await;
    let v = raw.line().await;
    assert_eq!(v["error"]["code"], -32602, "{v}");
    assert_eq!(v["error"]["data"]["path"], "b");
    assert!(v["error"]["data"]["message"].as_str().unwrap().contains("invalid type"), "{v}");
    raw.send(r#"{"jsonrpc":"2.0","id":2,"method":"add","params":{"a":1,"b":2}}"#).await;
    assert_eq!(raw.line().await, json!({"jsonrpc":"2.0","id":2,"result":3}));
}

#[tokio::test]
async fn panicking_handlers_answer_32603_and_connection_lives() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    raw.send(r#"{"jsonrpc":"2.0","id":1,"method":"panic_now"}"#).await;
    let v = raw.line().await;
    assert_eq!(v["error"]["code"], -32603);
    assert!(v["error"]["data"].as_str().unwrap().contains("boom while decoding"));
    raw.send(r#"{"jsonrpc":"2.0","id":2,"method":"panic"}"#).await;
    let v = raw.line().await;
    assert_eq!((v["id"].clone(), v["error"]["code"].clone()), (json!(2), json!(-32603)));
    assert!(v["error"]["data"].as_str().unwrap().contains("boom in future"));
    raw.send(r#"{"jsonrpc":"2.0","method":"panic_note","params":{}}"#).await;
    raw.probe("after-panics").await;
}

#[tokio::test]
async fn ids_are_echoed_exactly() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    for id in [
        "9223372036854775807",
        "-9223372036854775808",
        "0",
        r#""6f1c2a7e-3b1d-4c55-9a0e-0d2b8f7c1e11""#,
        r#""with \"escapes\" \u00e9""#,
        "null",
    ] {
        raw.send(&format!(r#"{{"params":[1],"method":"echo","id":{id},"jsonrpc":"2.0"}}"#)).await;
        let line = raw.line_text().await;
        assert_eq!(line, format!(r#"{{"jsonrpc":"2.0","id":{id},"result":[1]}}"#));
    }
}

#[tokio::test]
async fn duplicate_in_flight_id_is_rejected_and_cancel_answers_32800() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    raw.send(r#"{"jsonrpc":"2.0","id":7,"method":"sleep"}"#).await;
    raw.send(r#"{"jsonrpc":"2.0","id":7,"method":"echo","params":1}"#).await;
    let v = raw.line().await;
    assert_eq!((v["id"].clone(), v["error"]["code"].clone()), (json!(7), json!(-32600)), "{v}");
    raw.send(r#"{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":7}}"#).await;
    let v = raw.line().await;
    assert_eq!(v, json!({"jsonrpc":"2.0","id":7,"error":{"code":-32800,"message":"Request cancelled"}}));
    // The id is free again.
    raw.send(r#"{"jsonrpc":"2.0","id":7,"method":"echo","params":1}"#).await;
    assert_eq!(raw.line().await["result"], 1);
}

#[tokio::test]
async fn handler_may_answer_cancellation_with_a_partial_result() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    raw.send(r#"{"jsonrpc":"2.0","id":"p","method":"partial"}"#).await;
    raw.probe("partial-running").await;
    raw.send(r#"{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":"p"}}"#).await;
    assert_eq!(raw.line().await, json!({"jsonrpc":"2.0","id":"p","result":{"partial":true}}));
}

#[tokio::test]
async fn responses_to_unknown_ids_and_malformed_responses_are_ignored() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    raw.send(r#"{"jsonrpc":"2.0","id":12345,"result":{}}"#).await;
    raw.send(r#"{"jsonrpc":"2.0","id":"nope","error":{"code":1,"message":"x"}}"#).await;
    raw.send(r#"{"jsonrpc":"2.0","result":{}}"#).await;
    raw.send(r#"{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}}"#).await;
    raw.probe("after-unknown-responses").await;
}

#[tokio::test]
async fn oversized_lines_between_valid_messages() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg().max_message_size(1000));
    let big = "x".repeat(5000);
    // Oversized request with an id (after the payload): answered.
    raw.send(&format!(r#"{{"jsonrpc":"2.0","method":"echo","params":{{"big":"{big}"}},"id":"big-1"}}"#)).await;
    let v = raw.line().await;
    assert_eq!(v["id"], "big-1");
    assert_eq!(v["error"]["code"], -32600);
    assert_eq!(v["error"]["data"]["max"], 1000);
    // Oversized notification and oversized garbage: dropped.
    raw.send(&format!(r#"{{"jsonrpc":"2.0","method":"note","params":{{"big":"{big}"}}}}"#)).await;
    raw.send(&big).await;
    raw.probe("after-oversized").await;
    // Small garbage still gets a parse error, then normal service.
    raw.send("}{").await;
    assert_eq!(raw.line().await["error"]["code"], -32700);
    raw.probe("after-garbage").await;
}

#[tokio::test]
async fn max_message_size_can_be_changed_later() {
    let (mut raw, peer, _task) = raw_connection(TestHandler::default(), cfg());
    raw.probe("default-limit").await;
    peer.set_max_message_size(100);
    raw.send(&format!(r#"{{"jsonrpc":"2.0","id":1,"method":"echo","params":"{}"}}"#, "y".repeat(200))).await;
    assert_eq!(raw.line().await["error"]["code"], -32600);
}

#[tokio::test]
async fn crlf_blank_lines_and_random_splits() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    let mut stream = Vec::new();
    let n = 300;
    for i in 0..n {
        stream.extend_from_slice(format!(r#"{{"jsonrpc":"2.0","id":{i},"method":"echo","params":{{"i":{i},"s":"ü\n"}}}}"#).as_bytes());
        stream.extend_from_slice(if i % 3 == 0 { b"\r\n" } else if i % 3 == 1 { b"\n\n" } else { b"\n" });
    }
    // Deterministic pseudo-random chunk sizes.
    let mut seed = 0x2545F4914F6CDD1Du64;
    let mut pos = 0;
    let writer = async {
        while pos < stream.len() {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let len = ((seed % 97) as usize + 1).min(stream.len() - pos);
            raw.w_write(&stream[pos..pos + len]).await;
            pos += len;
        }
    };
    writer.await;
    for i in 0..n {
        let v = raw.line().await;
        assert_eq!(v["id"], i);
        assert_eq!(v["result"], json!({"i": i, "s": "ü\n"}));
    }
}

#[tokio::test]
async fn batches_refused_when_off() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    raw.send(r#"[{"jsonrpc":"2.0","id":1,"method":"echo","params":1}]"#).await;
    let v = raw.line().await;
    assert_eq!(v["id"], Value::Null);
    assert_eq!(v["error"]["code"], -32600);
    raw.probe("after-batch").await;
}

#[tokio::test]
async fn batches_follow_json_rpc_rules_when_on() {
    let (mut raw, peer, _task) = raw_connection(TestHandler::default(), cfg());
    peer.set_batches(true);
    raw.send("[]").await;
    let v = raw.line().await;
    assert_eq!((v["id"].clone(), v["error"]["code"].clone()), (Value::Null, json!(-32600)));
    // Only notifications: no reply at all.
    raw.send(r#"[{"jsonrpc":"2.0","method":"note","params":{"sessionId":"b"}},{"jsonrpc":"2.0","method":"other"}]"#).await;
    raw.probe("after-notification-batch").await;
    // Mixed: requests (one slow), a notification, invalid entries.
    raw.send(r#"[{"jsonrpc":"2.0","id":1,"method":"echo","params":"a"},{"jsonrpc":"2.0","method":"note","params":{}},1,{"jsonrpc":"2.0","id":2,"method":"panic"},{"jsonrpc":"2.0","id":3,"method":"nope"}]"#).await;
    let v = raw.line().await;
    let arr = v.as_array().unwrap_or_else(|| panic!("expected an array: {v}"));
    assert_eq!(arr.len(), 4, "{v}");
    let by_id = |id: Value| arr.iter().find(|e| e["id"] == id).cloned().unwrap_or_else(|| panic!("no {id} in {v}"));
    assert_eq!(by_id(json!(1))["result"], "a");
    assert_eq!(by_id(json!(2))["error"]["code"], -32603);
    assert_eq!(by_id(json!(3))["error"]["code"], -32601);
    assert_eq!(by_id(Value::Null)["error"]["code"], -32600);
    raw.send("[1,2").await;
    assert_eq!(raw.line().await["error"]["code"], -32700);
}

#[tokio::test]
async fn content_length_framing_is_detected_and_answered_in_kind() {
    let (mut raw, _peer, _task) = raw_connection(TestHandler::default(), cfg());
    let body = r#"{"jsonrpc":"2.0","id":1,"method":"echo","params":{"x":"a\nb"}}"#;
    let body2 = r#"{"jsonrpc":"2.0","id":2,"method":"echo","params":2}"#;
    raw.send_bytes(format!("Content-Length: {}\r\n\r\n{body}Content-Length: {}\r\nContent-Type: application/json\r\n\r\n{body2}", body.len(), body2.len()).as_bytes()).await;
    let mut got = Vec::new();
    for _ in 0..2 {
        let header = raw.line_text().await;
        let n: usize = header.trim_end().strip_prefix("Content-Length: ").unwrap().parse().unwrap();
        assert_eq!(raw.line_text().await.trim_end(), "");
        let mut buf = vec![0; n];
        tokio::io::AsyncReadExt::read_exact(&mut raw.r, &mut buf).await.unwrap();
        got.push(serde_json::from_slice::<Value>(&buf).unwrap());
    }
    assert_eq!(got[0], json!({"jsonrpc":"2.0","id":1,"result":{"x":"a\nb"}}));
    assert_eq!(got[1], json!({"jsonrpc":"2.0","id":2,"result":2}));
}

#[tokio::test]
async fn eof_resolves_the_connection() {
    let (raw, peer, task) = raw_connection(TestHandler::default(), cfg());
    drop(raw);
    support_rpc::within(task).await.unwrap().unwrap();
    assert!(peer.is_closed());
    let e = peer.request("echo", &1).await.unwrap_err();
    assert!(matches!(e, acp_wire::Error::ConnectionClosed), "{e}");
}
