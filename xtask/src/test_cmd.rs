//! `cargo xtask test`: the whole test suite, the README's test command.
//!
//! The crate's version modules switch with features (`v2`, `unstable`), so one
//! `cargo test` cannot cover all four schema files: this runs the suite once
//! per schema set, plus the pin, generator, fixture and requirement
//! (`spec --check`) checks.

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
/// … but for the HTTP/1 client of `mcp-http` (HTTP MCP servers for the
/// agents), which the default `cli` includes.
const MCP_HTTP_CRATES: &[&str] = &["hyper", "hyper-util", "http"];

/// The tree of `features` pulls none of `HTTP_CRATES` but `allowed`.
fn no_http_crates(root: &Path, features: &[&str], allowed: &[&str]) -> Result<(), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut args = vec!["tree", "-p", "acp-wire", "-e", "normal", "--prefix", "none"];
    args.extend_from_slice(features);
    eprintln!("xtask test: cargo {}", args.join(" "));
    let out = Command::new(cargo).args(&args).current_dir(root).output().map_err(|e| format!("running cargo: {e}"))?;
    if !out.status.success() {
        return Err(format!("`cargo {}` failed: {}", args.join(" "), String::from_utf8_lossy(&out.stderr)));
    }
    let tree = String::from_utf8_lossy(&out.stdout);
    let found: Vec<&str> = tree
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| HTTP_CRATES.contains(name) && !allowed.contains(name))
        .collect();
    if found.is_empty() {
        Ok(())
    } else {
        Err(format!("`cargo {}` pulls HTTP crates without feature `remote`: {}", args.join(" "), found.join(", ")))
    }
}

pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    if let Some(a) = args.first() {
        return Err(format!("xtask test takes no arguments (got {a})"));
    }
    crate::schema::verify(root)?;
    crate::codegen_cmd::run(root, &["--check".to_string()])?;
    // Fail fast on a fixture the schemas have outgrown.
    crate::fixtures::run(root, &["--check".to_string()])?;
    // Every normative sentence has a disposition, every test and conform
    // row they name exists, docs/requirements.md is current.
    crate::spec::run(root, &["--check".to_string()])?;
    // The generator's own tests (classification against the fixture, the
    // committed modules against a fresh run), then xtask's (bump, roots).
    cargo(root, &["test", "-p", "acp-wire-codegen"])?;
    cargo(root, &["test", "-p", "xtask"])?;
    // Stable schemas: v1 + v2 (the default features include v2 via `cli`).
    cargo(root, &["test", "-p", "acp-wire"])?;
    // The persistent session store (feature `sqlite`, not default): the
    // agent tests again, with the SqliteStore module (contract, restart,
    // two processes, a kill mid-turn).
    cargo(root, &["test", "-p", "acp-wire", "--features", "sqlite", "--test", "agent"])?;
    // The unstable supersets of both versions.
    cargo(root, &["test", "-p", "acp-wire", "--features", "v2,unstable"])?;
    // Remote ACP (feature `remote`): its own test binary, which runs the
    // example client with `--connect` (and faulty_agent behind `serve`):
    // `--test remote` builds no examples, so they are built first, with
    // the feature.
    cargo(root, &["build", "-p", "acp-wire", "--features", "remote", "--example", "client", "--example", "faulty_agent", "--example", "remote_agent"])?;
    cargo(root, &["test", "-p", "acp-wire", "--features", "remote", "--test", "remote"])?;
    // … and with `sqlite` and `remote-tls`: `serve --store FILE`
    // (reconnect, two servers on one file, a server killed mid-turn), the
    // client over wss:// and https://.
    cargo(root, &["test", "-p", "acp-wire", "--features", "remote,sqlite,remote-tls", "--test", "remote"])?;
    // The unit tests inside remote/src/ (the HTTP/1.1 parser, the scanners,
    // the byte budget) exist only with feature `remote`: the library's own
    // tests again with it (issue 27, item 8: they never ran before).
    cargo(root, &["test", "-p", "acp-wire", "--features", "remote,sqlite,remote-tls", "--lib"])?;
    // A library user's minimal build: v1 only, no CLI, no validator, no typify.
    cargo(root, &["build", "-p", "acp-wire", "--no-default-features", "--lib"])?;
    // It pulls no HTTP crate, the default build only the HTTP/1 client of
    // `mcp-http` (no h2, TLS or WebSocket: those come with `remote`).
    no_http_crates(root, &["--no-default-features"], &[])?;
    no_http_crates(root, &[], MCP_HTTP_CRATES)?;
    eprintln!("xtask test: all passed");
    Ok(())
}
