//! The fast path against the whole-`Value` path: frames, the hand-written
//! envelope reader, and the `Lite` validators must decide and report
//! exactly as `serde_json` values do.

use super::*;

/// The member-wise fast path of `validate` reports exactly what the
/// whole-`Value` path does, including the frames it hands over to it.
#[test]
fn fast_path_reports_like_the_value_path() {
    let frames: &[&str] = &[
        r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}"#,
        r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":null}"#,
        r#"{"jsonrpc":"2.0","id":null,"method":"session/new"}"#,
        r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse"}}"#,
        r#"{"jsonrpc":"2.0","id":null,"result":null}"#,
        r#"{"jsonrpc":"1.0","id":[1],"method":7}"#,
        r#"{"jsonrpc":null,"method":"session/update","params":{},"result":1,"error":null}"#,
        r#"  {"method":"session/update","params":{"sessionId":"s"},"extra":{"deep":[1,2]},"id":"x"} "#,
        r#"{"jsonrpc":"2.0","id":2,"id":3,"result":{}}"#,
        r#"{"jsonrpc":"2.0","method":"a","method":"_b"}"#,
        r#"{"jsonrpc":"2.0","id":1,"result":{},"result":{}} trailing"#,
        r#"{"jsonrpc":"2.0","id":4,"method":"_ext/x","params":[1]}"#,
        // `jsonrpc`, `id` and `method` as the fast path keeps them: raw
        // text, escaped or not, of every type.
        r#"{"jsonrpc":"2\u002e0","method":"session\/update","params":{"sessionId":"s","update":{}}}"#,
        r#"{"jsonrpc":"2.0","method":"session\u002fcancel","params":{"sessionId":"s"}}"#,
        r#"{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s\"q"}}"#,
        r#"{"jsonrpc":"2.0","id":"a\"b","method":"session/new","params":{"cwd":"/","mcpServers":[]}}"#,
        r#"{"jsonrpc":"2.0","id":"a\"b","result":{"sessionId":"x"}}"#,
        r#"{"jsonrpc":2.0,"id":1.5,"method":"session/load","params":{}}"#,
        r#"{"jsonrpc":"2.0 ","id":true,"method":["session/update"]}"#,
        r#"{"jsonrpc":"","id":{"a":1},"method":null}"#,
        r#"{"jsonrpc":"2.0","method":"","params":null}"#,
        r#"{"jsonrpc":"2.0","method":"\"","params":null}"#,
        " \r\n\t{\"jsonrpc\":\"2.0\",\"method\":\"session/update\"}",
        r#"{}"#,
        r#"[{"jsonrpc":"2.0","method":"session/update"}]"#,
        r#""text""#,
        // Params and results through the `Lite` path: valid, invalid deep
        // inside, a repeated member name (a `Value` keeps the last one,
        // so the frame goes the `Value` way), escapes, numbers, `null`.
        r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"a\n\u00e9"}}}}"#,
        r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":7}}}}"#,
        r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"x","text":7}}}}"#,
        r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":7,"text":"x"}}}}"#,
        r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"no_such_update"}}}"#,
        r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_\u006dessage_chunk","content":{"type":"text","text":""}}}}"#,
        r#"{"jsonrpc":"2.0","id":9,"method":"initialize","params":{"protocolVersion":1.0,"clientCapabilities":{}}}"#,
        r#"{"jsonrpc":"2.0","id":9,"result":{"protocolVersion":1,"agentCapabilities":{},"authMethods":[]}}"#,
        r#"{"jsonrpc":"2.0","id":10,"method":"initialize","params":{"protocolVersion":-1e400}}"#,
        r#"{"jsonrpc":"2.0","id":10,"result":{"protocolVersion":"1"}}"#,
        r#"{"jsonrpc":"2.0","id":11,"method":"session/prompt","params":{"sessionId":"s","prompt":[{"type":"text","text":"hi"},{"type":"resource_link","uri":"file:///a","name":"a"}]}}"#,
        r#"{"jsonrpc":"2.0","id":11,"result":{"stopReason":"end_turn"}}"#,
        r#"{"jsonrpc":"2.0","id":12,"method":"session/prompt","params":{"sessionId":"s","prompt":[{"type":"image"}]}}"#,
        r#"{"jsonrpc":"2.0","id":12,"error":{"code":-32602,"message":"bad","data":{"a":[1,2.5,null,true]}}}"#,
        r#"{"jsonrpc":"2.0","id":13,"error":{"code":"x","message":"bad"}}"#,
    ];
    let schema = SchemaValidator::builtin(1).unwrap();
    let (mut fast, mut slow) = (
        FrameValidator::new(schema.clone()),
        FrameValidator::new(schema),
    );
    let wide = format!(
        r#"{{"jsonrpc":"2.0","method":"session/update","params":{{"sessionId":"s","update":{{"sessionUpdate":"agent_message_chunk","content":{{"type":"text","text":"x","_meta":{{{}}}}}}}}}}}"#,
        (0..100).map(|i| format!(r#""k{i}":{i}"#)).collect::<Vec<_>>().join(",")
    );
    let frames = frames.iter().copied().chain([wide.as_str()]);
    for frame in frames {
        for d in [Direction::ClientToAgent, Direction::AgentToClient] {
            let want = match serde_json::from_str::<Value>(frame) {
                Ok(v) => slow.validate_value(d, &v),
                Err(_) => slow.validate(d, frame.as_bytes()),
            };
            assert_eq!(fast.validate(d, frame.as_bytes()), want, "{frame}");
        }
    }
}

/// The hand-written reader accepts only valid JSON and reads it as the
/// `serde_json` envelope parse does; anything else it leaves to that
/// parse.
#[test]
fn envelope_reader_reads_like_serde_json() {
    let params = [
        r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"t"}}}"#,
        r#"{"a":"\"\\\/\b\f\n\r\t","b":"x\u0041","c":"\ud83c\udf89","d":"\ud800"}"#,
        r#"{"a":"tab	raw","b":1}"#,
        "{\"a\":\"\\n\u{1}x\"}",
        "{\"a\":\"\u{1f}\"}",
        "{\"a\":\"0123456789abcdef\\t0123456789\u{7f}\u{0}\"}",
        r#"{"a":"\x"}"#,
        r#"{"a":"unterminated}"#,
        r#"{"a":[1,-1,0,-0,1.5,-1.5e3,1E+2,2e-2,0.0,18446744073709551615,18446744073709551616,-9223372036854775809,1e400]}"#,
        r#"{"a":01}"#,
        r#"{"a":1.}"#,
        r#"{"a":.5}"#,
        r#"{"a":-}"#,
        r#"{"a":1e}"#,
        r#"{"a":+1}"#,
        r#"{"a":[true,false,null]}"#,
        r#"{"a":tru}"#,
        r#"{"a":nul}"#,
        r#"{"a":[1,]}"#,
        r#"{"a":1,}"#,
        r#"{"a" 1}"#,
        r#"{"a":1 "b":2}"#,
        r#"{"a":1,"a":2}"#,
        r#"{"\u0061":1,"a":2}"#,
        r#"{ "a" : [ ] , "b" : { } , "c" : [ { } ] }"#,
        r#"{"é🎉":"日本"}"#,
        r#"[]"#,
        r#""s""#,
        r#"null"#,
    ];
    let mut frames: Vec<String> = Vec::new();
    for p in params {
        frames.push(format!(r#"{{"jsonrpc":"2.0","method":"session/update","params":{p}}}"#));
        frames.push(format!(r#"{{"jsonrpc":"2.0","id":3,"result":{p}}}"#));
        frames.push(format!(r#" {{ "id" : "x" , "error" : {p} , "jsonrpc" : "2.0" }} "#));
    }
    frames.extend(
        [
            r#"{"jsonrpc":"2.0","method":"m","method":"n"}"#,
            r#"{"jsonrpc":"2.0","method":"m","extra":1}"#,
            r#"{"jsonrpc":"2.0","method":"m"} x"#,
            r#"{"jsonrpc":"2.0","method":"m"}}"#,
            r#"{"jsonrpc":"2.0","method":"m""#,
            r#"{"jsonrpc":"2.0","meth\u006fd":"m"}"#,
            r#"{}"#,
            " \t\r\n{\"id\":null,\"result\":null}\n",
        ]
        .map(String::from),
    );
    let deep = |n: usize| format!(r#"{{"params":{}1{}}}"#, "[".repeat(n), "]".repeat(n));
    frames.extend([deep(10), deep(70), deep(200)]);
    let mut read = 0;
    for frame in &frames {
        let theirs = serde_json::from_str::<Envelope>(frame);
        let Some(ours) = reader::envelope(frame) else { continue };
        let theirs = theirs.unwrap_or_else(|e| panic!("accepted what serde_json refuses ({e}): {frame}"));
        read += 1;
        assert_eq!((ours.jsonrpc, ours.id, ours.method), (theirs.jsonrpc, theirs.id, theirs.method), "{frame}");
        let v = |l: &Option<lite::Lite<'_>>| l.as_ref().map(lite::Lite::to_value);
        assert_eq!(v(&ours.params), v(&theirs.params), "{frame}");
        assert_eq!(v(&ours.result), v(&theirs.result), "{frame}");
        assert_eq!(v(&ours.error), v(&theirs.error), "{frame}");
    }
    assert!(read >= 20, "the reader read only {read} frames");
}

/// The `Lite` path accepts exactly what `jsonschema` accepts as a
/// `Value` (it only ever answers "valid"; this checks it never says so
/// wrongly, and that it does say so for valid instances).
#[test]
fn lite_accepts_what_the_value_path_accepts() {
    let cases: &[(&str, &str)] = &[
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"t"}}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"t","annotations":{"priority":0.5,"audience":["user"]}}}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"t","annotations":{"priority":"high"}}}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text"}}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"tool_call","toolCallId":"c","title":"t","kind":"read","status":"pending","locations":[{"path":"/a","line":3}]}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"tool_call","toolCallId":"c","title":"t","kind":"nope"}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"tool_call","toolCallId":"c","title":"t","locations":[{"path":"/a","line":-3}]}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"tool_call","toolCallId":"c","title":"t","locations":[{"path":"/a","line":3.5}]}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"plan","entries":[{"content":"c","priority":"high","status":"pending"}]}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"plan","entries":[{"content":"c","priority":"urgent","status":"pending"}]}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"image","data":"AAAA","mimeType":"image/png","uri":"not a uri"}}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"resource_link","uri":"file:///x","name":"x","size":12}}}"#),
        ("SessionNotification", r#"{"sessionId":7,"update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"t"}}}"#),
        ("SessionNotification", r#"{"sessionId":"s","update":null}"#),
        ("SessionNotification", r#"[]"#),
        ("SessionNotification", r#"null"#),
        ("PromptRequest", r#"{"sessionId":"s","prompt":[{"type":"text","text":"a\"\\\n\u0001é🎉"}]}"#),
        ("PromptRequest", r#"{"sessionId":"s","prompt":{}}"#),
        ("PromptResponse", r#"{"stopReason":"end_turn"}"#),
        ("PromptResponse", r#"{"stopReason":"done"}"#),
        ("InitializeRequest", r#"{"protocolVersion":1,"clientCapabilities":{"fs":{"readTextFile":true,"writeTextFile":false},"terminal":true}}"#),
        ("InitializeRequest", r#"{"protocolVersion":1.0}"#),
        ("InitializeRequest", r#"{"protocolVersion":1.5}"#),
        ("InitializeRequest", r#"{"protocolVersion":70000}"#),
        ("InitializeRequest", r#"{"protocolVersion":-1}"#),
        ("InitializeRequest", r#"{"protocolVersion":18446744073709551615}"#),
        ("InitializeRequest", r#"{"protocolVersion":1e2}"#),
        ("NewSessionRequest", r#"{"cwd":"/w","mcpServers":[{"name":"m","command":"c","args":[],"env":[{"name":"A","value":"b"}]}]}"#),
        ("NewSessionRequest", r#"{"cwd":"/w","mcpServers":[{"name":"m","command":"c","args":[1],"env":[]}]}"#),
        ("Error", r#"{"code":-32602,"message":"m","data":[1,{"x":null}]}"#),
        ("Error", r#"{"code":1.5,"message":"m"}"#),
        ("NoSuchDef", r#"{}"#),
    ];
    let schema = SchemaValidator::builtin(1).unwrap();
    let mut defs = lite::Defs::default();
    let mut accepted = 0;
    for (def, text) in cases {
        let value: Value = serde_json::from_str(text).unwrap();
        let want = schema.is_valid_def(def, &value);
        let instance: lite::Lite<'_> = serde_json::from_str(text).unwrap();
        assert_eq!(instance.to_value(), value, "{text}");
        let got = defs.accepts(&schema, def, &instance);
        assert_eq!(got, want, "{def}: {text}");
        accepted += usize::from(got);
    }
    assert!(accepted >= 10, "the fast path accepted only {accepted} valid instances");
    // A repeated member name is refused (the `Value` keeps the last
    // one): the frame then takes the `Value` path.
    assert!(serde_json::from_str::<lite::Lite<'_>>(r#"{"a":1,"a":2}"#).is_err());
}
