//! The method name is matched once per incoming message: the runtime asks
//! the handler's `route` once, whatever the order of the frame's members,
//! with or without params, in a batch or not, and hands that route to
//! `scope`, `request` and `notification` on the message's params.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::error::ResponseError;
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, Params, ParamsDecoder, RawNotificationContext, RawRequestContext, Reply, Route, ScopeKey};
use acp_wire::transport::Transport;
use serde_json::{json, Value};

#[derive(Default)]
struct Counts {
    routed: AtomicUsize,
    /// What `scope` and `notification` saw: (method, route index).
    seen: Mutex<Vec<(String, Option<u16>)>>,
}

#[derive(serde::Deserialize)]
struct Sum {
    a: i64,
    b: i64,
}

/// Serves the test, counting into the shared [`Counts`].
struct Counting(Arc<Counts>);

impl Handler for Counting {
    fn route(&self, method: &str) -> Route {
        self.0.routed.fetch_add(1, Ordering::SeqCst);
        match method {
            "add" => Route::new(0, Some(ParamsDecoder::of::<Sum>())),
            "note" => Route::new(1, None),
            _ => Route::UNKNOWN,
        }
    }

    fn scope(&self, method: &str, params: &Params<'_>) -> Option<ScopeKey> {
        self.0.seen.lock().unwrap().push((format!("scope {method}"), params.route().index()));
        Some(ScopeKey::of("one"))
    }

    fn request(&self, _cx: RawRequestContext, method: &str, params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        let route = params.route().index();
        let answer = match route {
            Some(0) => match params.take_decoded::<Sum>() {
                Ok(p) => Ok(Reply::new(json!({"route": 0, "ahead": true, "sum": p.a + p.b}))),
                Err(p) => p.decode::<Sum>().map(|p| Reply::new(json!({"route": 0, "ahead": false, "sum": p.a + p.b}))),
            },
            _ => Ok(Reply::new(json!({"route": route, "method": method}))),
        };
        Box::pin(async move { answer })
    }

    fn notification(&self, _cx: RawNotificationContext, method: &str, params: Params<'_>) -> BoxFuture<()> {
        self.0.seen.lock().unwrap().push((method.to_owned(), params.route().index()));
        Box::pin(async {})
    }
}

#[tokio::test]
async fn the_handler_routes_each_message_once_and_gets_the_route_back() {
    let h = Arc::new(Counts::default());
    let (a, b) = Transport::messages(8);
    let (_server, _task) = Connection::new(a, Counting(Arc::clone(&h)), Config::default()).spawn();
    let (mut rx, tx) = b.into_messages().expect("a message transport");
    let mut ask = async |frame: &str| -> Value {
        tx.send(frame.as_bytes().to_vec()).await.unwrap();
        let m = tokio::time::timeout(Duration::from_secs(10), rx.recv()).await.expect("answered").expect("a message");
        serde_json::from_slice(&m).unwrap()
    };

    // Method before params: routed while reading, decoded ahead.
    let v = ask(r#"{"jsonrpc":"2.0","id":1,"method":"add","params":{"a":2,"b":3}}"#).await;
    assert_eq!(v["result"], json!({"route": 0, "ahead": true, "sum": 5}), "{v}");
    assert_eq!(h.routed.load(Ordering::SeqCst), 1);
    // Params before method: routed after reading, decoded by the handler.
    let v = ask(r#"{"jsonrpc":"2.0","params":{"a":1,"b":1},"id":2,"method":"add"}"#).await;
    assert_eq!(v["result"], json!({"route": 0, "ahead": false, "sum": 2}), "{v}");
    assert_eq!(h.routed.load(Ordering::SeqCst), 2);
    // No params at all, and a method the handler does not know.
    let v = ask(r#"{"jsonrpc":"2.0","id":3,"method":"other"}"#).await;
    assert_eq!(v["result"], json!({"route": null, "method": "other"}), "{v}");
    assert_eq!(h.routed.load(Ordering::SeqCst), 3);
    // A notification: scope and notification get the route; one call to route.
    tx.send(br#"{"jsonrpc":"2.0","method":"note"}"#.to_vec()).await.unwrap();
    // A request after it: answered after the notification was handled (same scope).
    let v = ask(r#"{"jsonrpc":"2.0","id":4,"method":"note","params":{}}"#).await;
    assert_eq!(v["result"], json!({"route": 1, "method": "note"}), "{v}");
    assert_eq!(h.routed.load(Ordering::SeqCst), 5, "one route per message");
    let seen = h.seen.lock().unwrap().clone();
    assert!(seen.contains(&("scope note".to_owned(), Some(1))), "{seen:?}");
    assert!(seen.contains(&("note".to_owned(), Some(1))), "{seen:?}");
    assert!(seen.iter().all(|(_, r)| *r == Some(1)), "{seen:?}");
}

#[test]
fn a_route_knows_its_index_and_params_start_unrouted() {
    assert_eq!(Route::new(3, None).index(), Some(3));
    assert_eq!(Route::UNKNOWN.index(), None);
    assert_eq!(Route::UNROUTED.index(), None);
    assert!(Route::new(0, Some(ParamsDecoder::of::<Value>())).decoder().is_some());
    // Params built by hand are unrouted: a typed handler routes them itself.
    let p = Params::default();
    assert_eq!(p.route().or_route(|| Route::new(7, None)).index(), Some(7));
    // Routed as unknown stays unknown.
    let mut p = Params::default();
    p.set_route(Route::UNKNOWN);
    assert_eq!(p.route().or_route(|| Route::new(7, None)).index(), None);
}
