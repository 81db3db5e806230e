//! The echo agent advertises its extension requests in the `_meta` of its
//! agent capabilities (the extensibility pages: extensions SHOULD be
//! advertised there), v1 and v2, and what it advertises is served.

use acp_wire_cli::echo::{EchoAgent, Options, EXTENSIONS_KEY};
use acp_wire::side::{ClientBuilder, Info};
use acp_wire::transport::Transport;
use acp_wire::{v1, v2, Negotiated};
use serde_json::{json, Value};

struct Quiet1;
impl v1::Client for Quiet1 {}
struct Quiet2;
impl v2::Client for Quiet2 {}

/// The advertised request patterns, and one method of each (`*` filled in).
fn advertised(meta: Option<&serde_json::Map<String, Value>>) -> Vec<String> {
    let echo = meta.and_then(|m| m.get(EXTENSIONS_KEY)).unwrap_or_else(|| panic!("no {EXTENSIONS_KEY} in _meta: {meta:?}"));
    let requests: Vec<String> = echo["requests"].as_array().into_iter().flatten().filter_map(Value::as_str).map(str::to_owned).collect();
    assert!(!requests.is_empty(), "{echo}");
    requests.iter().map(|r| r.replace('*', "probe")).collect()
}

#[tokio::test]
async fn echo_advertises_its_extension_requests_in_the_capabilities_meta() {
    for version in [1u16, 2] {
        let (a, c) = Transport::duplex(1 << 16);
        let task = tokio::spawn(EchoAgent::new(Options::new()).builder().serve(a));
        let builder = match version {
            1 => ClientBuilder::new().v1(Quiet1, v1::ClientCapabilities::new()),
            _ => ClientBuilder::new().v2(Quiet2, v2::ClientCapabilities::new()),
        };
        let connected = builder.connect(c, Info::new("t", "1")).await.unwrap();
        let methods = match &connected.negotiated {
            Negotiated::V1 { response, .. } => advertised(response.agent_capabilities.as_ref().and_then(|c| c.meta.value())),
            Negotiated::V2 { response, .. } => advertised(response.capabilities.as_ref().and_then(|c| c.meta.value())),
            other => panic!("negotiated v{}", other.version()),
        };
        for m in methods {
            assert!(m.starts_with('_'), "v{version}: {m} is no extension method");
            let echoed: Value = connected.negotiated.core().ext_request(&m, &json!({"n": version})).await.unwrap();
            assert_eq!(echoed, json!({"n": version}), "v{version}: {m}");
        }
        connected.negotiated.core().close();
        let _ = task.await;
    }
}
