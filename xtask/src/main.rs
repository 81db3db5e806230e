//! `cargo xtask` — project automation: schema pin, code generation, tests.
//!
//! * `cargo xtask schema fetch [--npm-version X | --from PATH]` — fetch, verify, rewrite `schema/` and its lock.
//! * `cargo xtask schema verify` — check the vendored files against `schema/schema.lock`.
//! * `cargo xtask codegen [--check]` — regenerate the committed version modules.
//! * `cargo xtask test` — the whole test suite (every feature combination).

mod codegen_cmd;
mod schema;
mod test_cmd;

use std::path::PathBuf;
use std::process::ExitCode;

/// The workspace root (the parent of this crate's directory).
pub fn root() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent().map(PathBuf::from).unwrap_or(here)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("schema") => schema::run(&args[1..]),
        Some("codegen") | Some("generate") => codegen_cmd::run(&args[1..]),
        Some("test") => test_cmd::run(&args[1..]),
        _ => Err(format!(
            "usage: cargo xtask <schema fetch|schema verify|codegen [--check]|test>\n(got {args:?})"
        )),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}
