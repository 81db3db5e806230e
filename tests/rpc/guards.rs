//! User code that runs on the connection's reader or under its output lock
//! cannot end the connection by panicking: a `Deserialize` run while params
//! are decoded ahead (`Handler::route`) or a `Serialize` run while
//! a reply is written costs one -32603 answer, a `FrameObserver` nothing at
//! all.

use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, Params, ParamsDecoder, Reply, RawRequestContext, Route};
use acp_wire::transport::{FrameObserver, Transport};
use acp_wire::Error;
use serde::de::{Deserialize, Deserializer};
use serde_json::json;

#[derive(serde::Deserialize)]
struct Add {
    a: i64,
    b: i64,
}

/// Panics when decoded with `"boom": true`.
struct Touchy;

impl<'de> Deserialize<'de> for Touchy {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = serde_json::Value::deserialize(d)?;
        assert!(v["boom"] != true, "a Deserialize impl that panics");
        Ok(Touchy)
    }
}

/// Panics when serialized.
struct Unserializable;

impl serde::Serialize for Unserializable {
    fn serialize<S: serde::Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
        panic!("a Serialize impl that panics")
    }
}

struct Server;

impl Handler for Server {
    fn request(&self, _cx: RawRequestContext, method: &str, params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        let answer = match method {
            // Whether the value came decoded ahead, and the sum.
            "add" => match params.take_decoded::<Add>() {
                Ok(p) => Ok(Reply::new(json!({"ahead": true, "sum": p.a + p.b}))),
                Err(p) => p.decode::<Add>().map(|p| Reply::new(json!({"ahead": false, "sum": p.a + p.b}))),
            },
            "touchy" => params.decode::<Touchy>().map(|_| Reply::new("fine")),
            "unserializable" => Ok(Reply::new(Unserializable)),
            _ => Err(ResponseError::method_not_found(method)),
        };
        Box::pin(async move { answer })
    }

    fn route(&self, method: &str) -> Route {
        match method {
            "add" => Route::new(0, Some(ParamsDecoder::of::<Add>())),
            "touchy" => Route::new(1, Some(ParamsDecoder::of::<Touchy>())),
            _ => Route::UNKNOWN,
        }
    }
}

struct Quiet;
impl Handler for Quiet {}

#[tokio::test]
async fn decoded_ahead_and_a_panicking_decoder_costs_one_answer() {
    let (a, b) = Transport::duplex(1 << 16);
    let (_server, _server_task) = Connection::new(a, Server, Config::default()).spawn();
    let (client, _client_task) = Connection::new(b, Quiet, Config::default()).spawn();
    let call = |method: &'static str, params: serde_json::Value| {
        let client = client.clone();
        async move { tokio::time::timeout(Duration::from_secs(10), client.request(method, &params)).await.expect("answered") }
    };

    let r = call("add", json!({"a": 2, "b": 3})).await.unwrap();
    assert_eq!(serde_json::from_str::<serde_json::Value>(r.get()).unwrap(), json!({"ahead": true, "sum": 5}));

    let e = call("touchy", json!({"boom": true})).await.unwrap_err();
    let Error::Protocol(err) = &e else { panic!("not a protocol error: {e}") };
    assert_eq!(err.code, -32603, "{e}");

    // The connection lives on.
    let r = call("touchy", json!({"boom": false})).await.unwrap();
    assert_eq!(r.get(), "\"fine\"");
    let r = call("add", json!({"a": 1, "b": 1})).await.unwrap();
    assert_eq!(serde_json::from_str::<serde_json::Value>(r.get()).unwrap()["sum"], 2);
}

/// Panics on every frame, both ways.
struct Grumpy;

impl FrameObserver for Grumpy {
    fn on_incoming(&self, _frame: &[u8]) {
        panic!("observer panics on an incoming frame");
    }
    fn on_outgoing(&self, _frame: &[u8]) {
        panic!("observer panics on an outgoing frame");
    }
}

#[tokio::test]
async fn a_panicking_frame_observer_changes_nothing_on_the_wire() {
    let (a, b) = Transport::duplex(1 << 16);
    let observed = Config::default().observer(std::sync::Arc::new(Grumpy));
    let (_server, _server_task) = Connection::new(a, Server, observed.clone()).spawn();
    let (client, _client_task) = Connection::new(b, Quiet, observed).spawn();
    for i in 0..3i64 {
        let r = tokio::time::timeout(Duration::from_secs(10), client.request("add", &json!({"a": i, "b": 1})))
            .await
            .expect("answered")
            .unwrap();
        assert_eq!(serde_json::from_str::<serde_json::Value>(r.get()).unwrap()["sum"], i + 1);
    }
}

#[tokio::test]
async fn a_panicking_serialize_costs_one_answer_or_one_send() {
    let (a, b) = Transport::duplex(1 << 16);
    let (_server, _server_task) = Connection::new(a, Server, Config::default()).spawn();
    let (client, _client_task) = Connection::new(b, Quiet, Config::default()).spawn();
    // A reply (written on the server's reader) that panics while serialized.
    let e = tokio::time::timeout(Duration::from_secs(10), client.request("unserializable", &json!({})))
        .await
        .expect("answered")
        .unwrap_err();
    let Error::Protocol(err) = &e else { panic!("not a protocol error: {e}") };
    assert_eq!(err.code, -32603, "{e}");
    // Params that panic while serialized: the send fails, nothing is queued.
    let sent = client.notify("note", &Unserializable).await;
    assert!(matches!(sent, Err(Error::Json(_))), "{sent:?}");
    // Both connections still work, and the wire is intact.
    let r = tokio::time::timeout(Duration::from_secs(10), client.request("add", &json!({"a": 4, "b": 5})))
        .await
        .expect("answered")
        .unwrap();
    assert_eq!(serde_json::from_str::<serde_json::Value>(r.get()).unwrap()["sum"], 9);
}
