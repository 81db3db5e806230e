//! Two in-memory peers exchanging a request and a notification.
//!
//! Run: `cargo run --example two_peers`

use std::sync::Arc;

use acp_wire::error::ResponseError;
use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, RawNotificationContext, Params, Reply, RawRequestContext};
use acp_wire::transport::Transport;
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

#[derive(Deserialize)]
struct GreetParams {
    name: String,
}

#[derive(Serialize)]
struct GreetResult {
    greeting: String,
}

/// Serves `_demo/greet` and, before answering, sends a `_demo/progress`
/// notification back to the caller.
struct Server;

impl Handler for Server {
    fn request(&self, cx: RawRequestContext, method: &str, params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        if method != "_demo/greet" {
            let e = ResponseError::method_not_found(method);
            return Box::pin(async move { Err(e) });
        }
        // Decode synchronously (params borrow the read buffer), work in the future.
        let parsed = params.decode::<GreetParams>();
        Box::pin(async move {
            let p = parsed?;
            cx.peer().notify("_demo/progress", &serde_json::json!({"step": "greeting"})).await.map_err(ResponseError::internal_error)?;
            Ok(Reply::new(GreetResult { greeting: format!("hello, {}", p.name) }))
        })
    }
}

/// Prints notifications it receives.
struct Client(mpsc::UnboundedSender<String>);

impl Handler for Client {
    fn notification(&self, _cx: RawNotificationContext, method: &str, params: Params<'_>) -> BoxFuture<()> {
        let line = format!("notification {method}: {}", params.json().unwrap_or("null"));
        let tx = self.0.clone();
        Box::pin(async move {
            let _ = tx.send(line);
        })
    }
}

#[tokio::main]
async fn main() -> acp_wire::Result<()> {
    let (a, b) = Transport::duplex(64 * 1024);
    let (_server_peer, server_task) = Connection::new(a, Server, Config::default()).spawn();
    let (tx, mut rx) = mpsc::unbounded_channel();
    let (client, client_task) = Connection::with_handler(b, Arc::new(Client(tx)), Config::default()).spawn();

    let answer = client.request("_demo/greet", &serde_json::json!({"name": "editor"})).await?;
    // The notification was sent before the answer, so it is already here.
    while let Ok(line) = rx.try_recv() {
        println!("{line}");
    }
    println!("answer: {}", answer.get());

    client.close();
    let _ = client_task.await;
    let _ = server_task.await;
    Ok(())
}
