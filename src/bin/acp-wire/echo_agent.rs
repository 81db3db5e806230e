//! `acp-wire echo-agent`: the bundled echo agent on stdin/stdout.

use std::process::ExitCode;
use std::time::Duration;

use acp_wire::echo::{parse_versions, serve_stdio, Options};

#[derive(clap::Args)]
pub struct Args {
    /// Protocol versions to serve: 1, 2 or 1,2.
    #[arg(long, default_value = "1,2")]
    protocol: String,
}

pub fn run(args: Args) -> ExitCode {
    let options = match parse_versions(&args.protocol).and_then(|v| Options::new().versions(&v)) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("acp-wire echo-agent: {e}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("acp-wire echo-agent: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(serve_stdio(options));
    // Turns still running when stdin ended (a v2 `/slow`) are dropped here
    // rather than keeping the process alive.
    runtime.shutdown_timeout(Duration::from_millis(500));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("acp-wire echo-agent: {e}");
            ExitCode::FAILURE
        }
    }
}
