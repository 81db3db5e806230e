//! `acp-wire tap` (being built).

use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> ExitCode {
    eprintln!("acp-wire tap: not built yet");
    ExitCode::from(2)
}
