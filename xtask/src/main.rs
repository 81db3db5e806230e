//! `cargo xtask` — project automation: schema pin, code generation, tests.
//!
//! * `cargo xtask schema fetch [--npm-version X | --from PATH]` — fetch, verify, rewrite `schema/` and its lock.
//! * `cargo xtask schema verify` — check the vendored files against `schema/schema.lock`.
//! * `cargo xtask codegen [--check]` — regenerate the committed version modules and facts.
//! * `cargo xtask fixtures [--check]` — regenerate the schema-derived test fixtures.
//! * `cargo xtask bump (--npm-version X | --from PATH) [--summary FILE] [--dry-run]` —
//!   fetch + codegen + fixtures in one step, and a summary of what changed.
//! * `cargo xtask bump-all [--since X] [--lock FILE]` — every published version since X
//!   (default 1.0.0) bumped, checked and tested in a scratch clone, one line each.
//! * `cargo xtask spec [--check | --write | --stubs | --list] [--schema-dir DIR]` — the
//!   requirement registry: the schemas' normative sentences, the prose spec's
//!   requirements and their dispositions (`docs/spec/`, `docs/requirements.md`).
//! * `cargo xtask retired [--cache DIR]` — regenerate `schema/retired-members.json`
//!   (members earlier npm releases' schemas declared that the pin no longer does).
//! * `cargo xtask book [--check]` — check the README's and the book's links (and build the book with mdbook).
//! * `cargo xtask readme` — the README's examples compile in a new crate with only its dependency lines.
//! * `cargo xtask test` — the whole test suite (every feature combination).
//!
//! Every command acts on the checkout it is run in (see [`root`]).

use acp_wire_codegen as codegen;

mod book;
mod bump;
mod bump_all;
#[cfg(test)]
mod bump_tests;
mod cfgscan;
mod codegen_cmd;
mod diff;
mod fixtures;
mod layout;
#[cfg(test)]
mod layout_tests;
mod pyjson;
mod readme;
mod retired;
mod root;
mod schema;
mod spec;
#[cfg(test)]
mod spec_tests;
mod summary;
mod test_cmd;
mod versions;

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <schema fetch|schema verify|codegen [--check]|fixtures [--check]|\
bump (--npm-version X | --from PATH) [--summary FILE] [--dry-run]|bump-all [--since X]|\
spec [--check|--write|--stubs|--list] [--schema-dir DIR]|retired [--cache DIR]|book [--check]|readme|test>";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = root::current_root().and_then(|root| match args.first().map(String::as_str) {
        Some("schema") => schema::run(&root, &args[1..]),
        Some("codegen") | Some("generate") => codegen_cmd::run(&root, &args[1..]),
        Some("fixtures") => fixtures::run(&root, &args[1..]),
        Some("bump") => bump::run(&root, &args[1..]),
        Some("book") => book::run(&root, &args[1..]),
        Some("readme") => readme::run(&root, &args[1..]),
        Some("bump-all") => bump_all::run(&root, &args[1..]),
        Some("test") => test_cmd::run(&root, &args[1..]),
        Some("spec") => spec::run(&root, &args[1..]),
        Some("retired") => retired::run(&root, &args[1..]),
        _ => Err(format!("{USAGE}\n(got {args:?})")),
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}
