//! `acp-wire`: schema-conformance checks for ACP agents, transcript
//! validation and round-trip checks, a validating stdio tap.
//!
//! One file per subcommand; each exposes `Args` (clap) and `run`, which
//! returns its verdict as an exit status or a [`error::CliError`] that `main`
//! reports (exit statuses: the table on `CliError`).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod conform;
mod echo_agent;
mod mcp_stub;
mod error;
mod output;
mod report;
mod roundtrip;
mod schema;
#[cfg(feature = "remote")]
mod serve;
mod tap;
mod validate;

#[derive(Parser)]
#[command(name = "acp-wire", version, about = "Agent Client Protocol conformance, validation and tap tool")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Drive an agent through the protocol and grade it against the spec.
    Conform(conform::Args),
    /// Validate a recorded transcript against the pinned schema.
    Validate(validate::Args),
    /// Transparent stdio proxy that records and validates the traffic.
    Tap(tap::Args),
    /// Decode and re-encode a transcript through the typed values.
    Roundtrip(roundtrip::Args),
    /// Print the pinned schema's version, sha256 and method table, or one type.
    Schema(schema::Args),
    /// Serve an agent over remote ACP (Streamable HTTP and WebSocket), one
    /// per connection (feature `remote`).
    #[cfg(feature = "remote")]
    Serve(serve::Args),
    /// Run the bundled echo agent on stdio (the default agent of `conform`).
    #[command(hide = true)]
    EchoAgent(echo_agent::Args),
    /// A minimal MCP server over stdio that records what it is sent (the
    /// stdio MCP server `conform` lists in session/new).
    #[command(hide = true)]
    McpStub(mcp_stub::Args),
    /// The agent `conform --client` gives its client as `{agent}`: relays
    /// stdio to the conform run's socket.
    #[command(hide = true)]
    ConformAgent(conform::client::relay::Args),
}

/// Logs go to stderr (stdout is the wire for `echo-agent` and `tap`), at
/// `warn` unless `RUST_LOG` says otherwise, e.g. `RUST_LOG=acp_wire=debug`.
fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    init_logging();
    let (name, result) = match cli.command {
        Command::Conform(a) => ("conform", conform::run(a)),
        Command::Validate(a) => ("validate", validate::run(a)),
        Command::Tap(a) => ("tap", tap::run(a)),
        Command::Roundtrip(a) => ("roundtrip", roundtrip::run(a)),
        Command::Schema(a) => ("schema", schema::run(a)),
        Command::EchoAgent(a) => ("echo-agent", echo_agent::run(a)),
        Command::McpStub(a) => ("mcp-stub", mcp_stub::run(a)),
        Command::ConformAgent(a) => ("conform-agent", conform::client::relay::run(a)),
        #[cfg(feature = "remote")]
        Command::Serve(a) => ("serve", serve::run(a)),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("acp-wire {name}: {}", error::chain(&e));
            e.exit_code()
        }
    }
}
