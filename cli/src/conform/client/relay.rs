//! `acp-wire conform-agent --connect SOCKET` (hidden): the agent process a
//! client under `conform --client` starts where its command said `{agent}`.
//!
//! The checks run in the `conform` process, which must see every line and
//! decide every answer (and hang up mid-turn to play an agent that
//! exits); the client, though, wants an agent it can spawn with pipes. So
//! this process only connects to the unix socket `conform` listens on and
//! copies bytes both ways: its stdin (the client's requests) to the
//! socket, the socket to its stdout. When `conform` closes the socket the
//! "agent" has exited: this process ends at once, closing its stdout, as
//! an agent that dies does. Nothing else is ever written to stdout.

use std::path::PathBuf;
use std::process::ExitCode;

use tokio::io::AsyncWriteExt;
use tokio::net::UnixStream;

use crate::error::CliError;

#[derive(clap::Args)]
pub struct Args {
    /// The socket of the `conform --client` run that plays the agent.
    #[arg(long, value_name = "SOCKET")]
    connect: PathBuf,
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::setup("cannot start the async runtime", e))?;
    let code = runtime.block_on(relay(args));
    // The stdin reader is a blocking thread that may be stuck in read(2):
    // do not wait for it.
    runtime.shutdown_background();
    code
}

async fn relay(args: Args) -> Result<ExitCode, CliError> {
    // `conform` interrupts a client (SIGINT to its process group) to make
    // it cancel; a client that keeps its agent in its own group shares the
    // signal with this process, which must outlive it to see the
    // cancellation. Listening replaces the default action (exit).
    let mut interrupts = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::interrupt())
        .map_err(|e| CliError::setup("cannot listen for SIGINT", e))?;
    tokio::spawn(async move { while interrupts.recv().await.is_some() {} });
    let stream = UnixStream::connect(&args.connect)
        .await
        .map_err(|e| CliError::setup("cannot connect to the conform run (is it still running?)", e))?;
    let (mut from_conform, mut to_conform) = stream.into_split();
    let up = async move {
        let _ = tokio::io::copy(&mut tokio::io::stdin(), &mut to_conform).await;
        // The client closed our stdin: conform sees EOF.
        let _ = to_conform.shutdown().await;
        std::future::pending::<()>().await;
    };
    let down = async move {
        let mut out = tokio::io::stdout();
        let _ = tokio::io::copy(&mut from_conform, &mut out).await;
        let _ = out.flush().await;
    };
    // Whichever way ends, only `down` ending means the agent is gone.
    tokio::select! {
        () = up => {}
        () = down => {}
    }
    Ok(ExitCode::SUCCESS)
}
