//! `acp-wire echo-agent`: the bundled echo agent on stdin/stdout.

use std::process::ExitCode;
use std::time::Duration;

use acp_wire_cli::echo::{parse_versions, serve_stdio, Options};

use crate::error::CliError;

#[derive(clap::Args)]
pub struct Args {
    /// Protocol versions to serve: 1, 2 or 1,2.
    #[arg(long, default_value = "1,2")]
    protocol: String,
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let options = parse_versions(&args.protocol)
        .and_then(|v| Options::new().versions(&v))
        .map_err(|e| CliError::BadArgument { arg: "--protocol", source: e.into() })?;
    // Exit 1 like a failure while serving (not 2): the arguments were fine.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::Serve { what: "cannot start the async runtime", source: e.into() })?;
    let result = runtime.block_on(serve_stdio(options));
    // Turns still running when stdin ended (a v2 `/slow`) are dropped here
    // rather than keeping the process alive.
    runtime.shutdown_timeout(Duration::from_millis(500));
    result.map_err(|e| CliError::Serve { what: "serving stdio", source: e.into() })?;
    Ok(ExitCode::SUCCESS)
}
