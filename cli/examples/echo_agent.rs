//! The reference echo agent on stdin/stdout (`acp_wire_cli::echo`).
//!
//! Run: `cargo run --example echo_agent -- [--protocol 1|2|1,2]`; point an
//! ACP client (Zed, `tests/interop/ts/client.mjs`, …) at the binary.

use std::process::ExitCode;

use acp_wire_cli::echo::{parse_versions, serve_stdio, Options};

#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut versions = vec![1, 2];
    while let Some(a) = args.next() {
        if a == "-h" || a == "--help" {
            eprintln!("usage: echo_agent [--protocol 1|2|1,2]   (ACP on stdin/stdout; default 1,2)");
            return ExitCode::SUCCESS;
        }
        let value = match a.as_str() {
            "--protocol" => args.next(),
            other => other.strip_prefix("--protocol=").map(str::to_owned),
        };
        match value.as_deref().map(parse_versions) {
            Some(Ok(v)) => versions = v,
            Some(Err(e)) => {
                eprintln!("echo_agent: {e}");
                return ExitCode::from(2);
            }
            None => {
                eprintln!("usage: echo_agent [--protocol 1|2|1,2]");
                return ExitCode::from(2);
            }
        }
    }
    let options = match Options::new().versions(&versions) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("echo_agent: {e}");
            return ExitCode::from(2);
        }
    };
    match serve_stdio(options).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("echo_agent: {e}");
            ExitCode::FAILURE
        }
    }
}
