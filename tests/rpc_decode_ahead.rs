//! Params a handler asks to have decoded ahead (`Handler::params_decoder`):
//! the handler gets the value, and a `Deserialize` that panics while the
//! runtime decodes ahead costs one -32603 answer, not the connection.

use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, Params, ParamsDecoder, Reply, RequestCx};
use acp_wire::transport::Transport;
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

struct Server;

impl Handler for Server {
    fn request(&self, _cx: RequestCx, method: &str, params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        let answer = match method {
            // Whether the value came decoded ahead, and the sum.
            "add" => match params.take_decoded::<Add>() {
                Ok(p) => Ok(Reply::new(json!({"ahead": true, "sum": p.a + p.b}))),
                Err(p) => p.decode::<Add>().map(|p| Reply::new(json!({"ahead": false, "sum": p.a + p.b}))),
            },
            "touchy" => params.decode::<Touchy>().map(|_| Reply::new("fine")),
            _ => Err(ResponseError::method_not_found(method)),
        };
        Box::pin(async move { answer })
    }

    fn params_decoder(&self, method: &str) -> Option<ParamsDecoder> {
        match method {
            "add" => Some(ParamsDecoder::of::<Add>()),
            "touchy" => Some(ParamsDecoder::of::<Touchy>()),
            _ => None,
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
