//! A small JSON-RPC peer on stdio for the runtime's child-process tests.
//!
//! Methods: `echo` (returns its params), `stream` (sends `{count}` `note`
//! notifications, then answers), `sleep` (waits until cancelled), `exit`
//! (exits at once without answering), `spawn_grandchild` (starts `sleep` in
//! the same process group and returns its pid).
//!
//! Flags: `--linger` keeps the process alive after stdin closes (like real
//! agents); `--ignore-term` also ignores SIGTERM (needs SIGKILL).

use acp_wire::rpc::{BoxFuture, Config, Connection, Handler, Params, Reply, RawRequestContext};
use acp_wire::transport::Transport;
use acp_wire::error::ResponseError;
use serde_json::value::RawValue;

struct Echo;

impl Handler for Echo {
    fn request(&self, cx: RawRequestContext, method: &str, params: Params<'_>) -> BoxFuture<Result<Reply, ResponseError>> {
        let params = params.raw().map(ToOwned::to_owned);
        match method {
            "echo" => Box::pin(async move {
                Ok(Reply::raw(params.unwrap_or_else(|| RawValue::from_string("null".into()).expect("null"))))
            }),
            "stream" => Box::pin(async move {
                let count = params
                    .and_then(|p| serde_json::from_str::<serde_json::Value>(p.get()).ok())
                    .and_then(|v| v["count"].as_u64())
                    .unwrap_or(0);
                for i in 0..count {
                    cx.peer().notify("note", &serde_json::json!({"i": i})).await.map_err(ResponseError::internal_error)?;
                }
                Ok(Reply::new(serde_json::json!({"sent": count})))
            }),
            "sleep" => Box::pin(async move {
                cx.cancel_token().cancelled().await;
                Err(ResponseError::request_cancelled())
            }),
            "exit" => std::process::exit(3),
            "spawn_grandchild" => Box::pin(async move {
                let child = std::process::Command::new("sleep").arg("1000").spawn().map_err(ResponseError::internal_error)?;
                let pid = child.id();
                std::mem::forget(child);
                Ok(Reply::new(pid))
            }),
            _ => {
                let e = ResponseError::method_not_found(method);
                Box::pin(async move { Err(e) })
            }
        }
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let linger = args.iter().any(|a| a == "--linger");
    let ignore_term = args.iter().any(|a| a == "--ignore-term");
    // Holding the signal stream replaces the default SIGTERM action.
    let _term = if ignore_term {
        Some(tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("signal"))
    } else {
        None
    };
    let conn = Connection::new(Transport::stdio(), Echo, Config::default());
    let _ = conn.run().await;
    if linger {
        loop {
            tokio::time::sleep(std::time::Duration::from_secs(3600)).await;
        }
    }
}
