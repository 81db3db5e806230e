//! `cargo xtask test`: the whole test suite, the README's test command.
//!
//! The version modules switch with features (`v2`, `unstable`), so one
//! `cargo test` cannot cover all four schema files: this runs the
//! workspace's suite once per schema set, plus the pin, generator, fixture
//! and requirement (`spec --check`) checks, and checks that a library
//! user's build of the core pulls no product or HTTP crate.

use std::path::Path;
use std::process::Command;

fn cargo(root: &Path, args: &[&str]) -> Result<(), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    eprintln!("xtask test: cargo {}", args.join(" "));
    let status = Command::new(cargo)
        .args(args)
        .current_dir(root)
        .status()
        .map_err(|e| format!("running cargo: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`cargo {}` failed", args.join(" ")))
    }
}

/// HTTP, WebSocket and TLS crates that only the `remote` (and
/// `remote-tls`) features may pull in…
const HTTP_CRATES: &[&str] = &[
    "hyper", "hyper-util", "h2", "http", "tokio-tungstenite", "tungstenite",
    "rustls", "tokio-rustls", "hyper-rustls", "webpki-roots", "ring",
];
/// What a library user must never compile with the core's default
/// features: the tool, the validator, any HTTP crate.
const PRODUCT_CRATES: &[&str] = &["clap", "jsonschema", "tracing-subscriber", "acp-wire-validate", "acp-wire-remote", "acp-wire-cli"];
/// Database drivers: a stdio-only build (the core's default features)
/// compiles none (SQLite is the core's `sqlite` feature, PostgreSQL
/// acp-wire-remote's `postgres`).
const DATABASE_CRATES: &[&str] = &["rusqlite", "libsqlite3-sys", "tokio-postgres", "postgres-protocol", "deadpool-postgres"];

/// Fails when `acp-wire` with `features` depends on an HTTP or product
/// crate (normal dependencies only: what a user's build compiles).
fn lean(root: &Path, features: &[&str]) -> Result<(), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut args = vec!["tree", "-p", "acp-wire", "-e", "normal", "--prefix", "none"];
    args.extend_from_slice(features);
    eprintln!("xtask test: cargo {}", args.join(" "));
    let out = Command::new(cargo).args(&args).current_dir(root).output().map_err(|e| format!("running cargo: {e}"))?;
    if !out.status.success() {
        return Err(format!("`cargo {}` failed: {}", args.join(" "), String::from_utf8_lossy(&out.stderr)));
    }
    let tree = String::from_utf8_lossy(&out.stdout);
    let mut names: Vec<&str> = tree.lines().filter_map(|l| l.split_whitespace().next()).collect();
    names.sort_unstable();
    names.dedup();
    let found: Vec<&str> =
        names.iter().copied().filter(|name| [HTTP_CRATES, PRODUCT_CRATES, DATABASE_CRATES].iter().any(|c| c.contains(name))).collect();
    if !found.is_empty() {
        return Err(format!("`cargo {}` pulls crates a library user must not pay for: {}", args.join(" "), found.join(", ")));
    }
    eprintln!("xtask test: acp-wire {} depends on {} crates (itself included)", features.join(" "), names.len());
    Ok(())
}

pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    if let Some(a) = args.first() {
        return Err(format!("xtask test takes no arguments (got {a})"));
    }
    crate::schema::verify(root)?;
    crate::codegen_cmd::run(root, &["--check".to_string()])?;
    crate::fixtures::run(root, &["--check".to_string()])?;
    crate::spec::run(root, &["--check".to_string()])?;
    crate::book::run(root, &["--check".to_string()])?;
    // Every crate of the workspace, each with its default features (unified:
    // the core then has what the tool and the remote crate enable, so its
    // sqlite and HTTP MCP tests run too): unit, integration and doc tests.
    // The tool's binary and examples first: the other crates' tests run them
    // as processes.
    cargo(root, &["build", "-p", "acp-wire-cli", "--bins", "--examples"])?;
    cargo(root, &["test", "--workspace"])?;
    // The unstable schema supersets: every crate's tests built against
    // them, and run in every crate whose code depends on them.
    // acp-wire-remote has no schema-fact or `unstable` code of its own (it
    // moves messages as bytes), so its tests are built here but not run a
    // second time: their 2½ minutes of HTTP, WebSocket and fleet traffic
    // test the same code as the run above.
    let unstable = ["--workspace", "--exclude", "acp-wire-codegen", "--exclude", "xtask", "--features", "acp-wire-cli/unstable"];
    cargo(root, &[&["build", "-p", "acp-wire-cli", "--bins", "--examples", "--features", "unstable"][..]].concat())?;
    cargo(root, &[&["test", "--no-run"][..], &unstable[..]].concat())?;
    cargo(root, &[&["test"][..], &unstable[..], &["--exclude", "acp-wire-remote"][..]].concat())?;
    // The remote crate without TLS and SQLite (its own defaults).
    cargo(root, &["test", "-p", "acp-wire-remote", "--lib"])?;
    // What a library user builds: the core with its default features (the
    // README's examples are its doc tests), and without any.
    cargo(root, &["test", "-p", "acp-wire", "--doc"])?;
    // … and as a user pastes them: a new crate with the README's lines.
    crate::readme::run(root, &[])?;
    cargo(root, &["build", "-p", "acp-wire", "--no-default-features", "--lib"])?;
    lean(root, &[])?;
    lean(root, &["--no-default-features"])?;
    eprintln!("xtask test: all passed");
    Ok(())
}
