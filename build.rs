//! Build script.
//!
//! * Always: turns the schema facts of every enabled version into `cfg`s
//!   (`acp_v1 = "session/prompt"`, `acp_v2 = "ToolCallUpdate.capabilities"`,
//!   see `codegen/src/facts.rs`), so hand-written code that needs something a
//!   schema may lack compiles out against an older schema. Without the
//!   `codegen` feature the facts come from the committed
//!   `src/vN/generated*.facts` (cheap: a text file; typify is not compiled).
//! * With `codegen`: regenerates the enabled version modules from `schema/` —
//!   or from `$ACP_WIRE_SCHEMA_DIR` (same layout: `v1/schema.json`,
//!   `v1/schema.unstable.json`, `v2/…`) — into `OUT_DIR`, where
//!   `src/v1/mod.rs` / `src/v2/mod.rs` pick them up, and takes the facts from
//!   those schemas.

#[cfg(feature = "codegen")]
use acp_wire_codegen as codegen;

/// The crate's version folders (`src/vN/` with a `policy.rs`), ascending —
/// the same rule as xtask's `versions::list`.
fn folders() -> Vec<u16> {
    let mut out: Vec<u16> = std::fs::read_dir("src")
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().join("policy.rs").is_file())
        .filter_map(|e| e.file_name().to_str()?.strip_prefix('v')?.parse().ok())
        .collect();
    out.sort_unstable();
    out
}

/// The versions this build compiles: v1 always, any other with its feature
/// (`v2`, …).
fn versions() -> Vec<u16> {
    folders().into_iter().filter(|v| *v == 1 || std::env::var_os(format!("CARGO_FEATURE_V{v}")).is_some()).collect()
}

fn unstable() -> bool {
    std::env::var_os("CARGO_FEATURE_UNSTABLE").is_some()
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=ACP_WIRE_SCHEMA_DIR");
    // A new version folder comes with its feature in Cargo.toml, and a
    // feature change reruns this script: no need to watch `src/`.
    for v in folders() {
        // Any value: a fact the current schema lacks is a `cfg` that is off.
        line(format!("cargo:rustc-check-cfg=cfg(acp_v{v}, values(any()))"));
    }
    // The schema sets this build compiles, as `cfg(acp_wire = "v2")`,
    // `"unstable"`, `"codegen"`: the sibling crates and the tests shared by
    // every crate ask these, not features of their own, so that they follow
    // this crate's features however Cargo unified them.
    let mut sets: Vec<String> = folders().iter().filter(|v| **v != 1).map(|v| format!("\"v{v}\"")).collect();
    sets.extend(["\"unstable\"".to_owned(), "\"codegen\"".to_owned()]);
    line(format!("cargo:rustc-check-cfg=cfg(acp_wire, values({}))", sets.join(", ")));
    for v in versions().into_iter().filter(|v| *v != 1) {
        line(format!("cargo:rustc-cfg=acp_wire=\"v{v}\""));
    }
    if unstable() {
        line("cargo:rustc-cfg=acp_wire=\"unstable\"".to_owned());
    }
    if std::env::var_os("CARGO_FEATURE_CODEGEN").is_some() {
        line("cargo:rustc-cfg=acp_wire=\"codegen\"".to_owned());
    }
    #[cfg(feature = "codegen")]
    let result = regenerate();
    #[cfg(not(feature = "codegen"))]
    let result = committed_facts();
    if let Err(e) = result.and_then(|()| hand_on()) {
        eprintln!("acp-wire build.rs: {e}");
        std::process::exit(1);
    }
}

/// The cfg lines printed so far, kept for the sibling crates.
static LINES: std::sync::Mutex<String> = std::sync::Mutex::new(String::new());

/// Prints one `cargo:` line for this crate and keeps it for the siblings.
fn line(text: String) {
    println!("{text}");
    let mut lines = LINES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    lines.push_str(&text);
    lines.push('\n');
}

/// Hands the facts to the crates that depend on this one (`links =
/// "acp_wire"`): the same `cargo:` lines in `OUT_DIR/facts.cfg`, its path
/// as `DEP_ACP_WIRE_FACTS` in their build scripts, which print the file.
/// A sibling (acp-wire-validate, -remote, -cli) then compiles its
/// `cfg(acp_vN = "…")` code against the schema this crate was built from.
fn hand_on() -> Result<(), String> {
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").map_err(|e| e.to_string())?);
    let path = out.join("facts.cfg");
    let lines = LINES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    std::fs::write(&path, lines.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))?;
    println!("cargo:facts={}", path.display());
    Ok(())
}

/// The message for a version whose feature is on but whose schema the
/// pinned package (or `$ACP_WIRE_SCHEMA_DIR`) lacks (SDK 1.0.0–1.2.1 have no
/// v2 at all; see docs/schema-bump.md).
fn absent(v: u16, why: &str) -> String {
    format!(
        "feature `v{v}` is enabled, but the schema set has no v{v} schema ({why}). \
         Build without feature `v{v}` (it is a default feature: `default-features = false`, \
         or `--no-default-features`; the tool, acp-wire-cli, needs v2), \
         or pin a package with a v{v} schema."
    )
}

fn emit_facts<'a>(version: u16, facts: impl Iterator<Item = &'a str>) {
    for fact in facts {
        line(format!("cargo:rustc-cfg=acp_v{version}={fact:?}"));
    }
}

fn fact_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'))
}

#[cfg(not(feature = "codegen"))]
fn committed_facts() -> Result<(), String> {
    let file = if unstable() { "generated_unstable.facts" } else { "generated.facts" };
    for v in versions() {
        let path = format!("src/v{v}/{file}");
        println!("cargo:rerun-if-changed={path}");
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
        if text.lines().any(|l| l.trim() == "# absent") {
            return Err(absent(v, "schema/schema.lock lists its files as absent"));
        }
        emit_facts(v, fact_lines(&text));
    }
    Ok(())
}

#[cfg(feature = "codegen")]
fn regenerate() -> Result<(), String> {
    use std::path::PathBuf;
    let out = PathBuf::from(std::env::var("OUT_DIR").map_err(|e| e.to_string())?);
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").map_err(|e| e.to_string())?);
    let (dir, label_root) = match std::env::var_os("ACP_WIRE_SCHEMA_DIR") {
        Some(d) => (PathBuf::from(d), "$ACP_WIRE_SCHEMA_DIR".to_owned()),
        None => (manifest.join("schema"), "schema".to_owned()),
    };
    let unstable = unstable();
    let file = if unstable { "schema.unstable.json" } else { "schema.json" };
    for v in versions() {
        let path = dir.join(format!("v{v}")).join(file);
        println!("cargo:rerun-if-changed={}", path.display());
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(absent(v, &format!("{label_root}/v{v}/{file} does not exist")))
            }
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        let policy_path = manifest.join(format!("src/v{v}/policy.rs"));
        println!("cargo:rerun-if-changed={}", policy_path.display());
        let policy = std::fs::read_to_string(&policy_path).ok();
        let cfg = codegen::Config { version: v, unstable, schema_label: format!("{label_root}/v{v}/{file}"), policy };
        let text = codegen::generate(&bytes, &cfg).map_err(|e| format!("{}: {e}", path.display()))?;
        std::fs::write(out.join(format!("v{v}.rs")), text).map_err(|e| e.to_string())?;
        std::fs::write(out.join(format!("v{v}.schema.json")), &bytes).map_err(|e| e.to_string())?;
        let facts = codegen::generate_facts(&bytes, &cfg).map_err(|e| format!("{}: {e}", path.display()))?;
        emit_facts(v, fact_lines(&facts));
    }
    Ok(())
}
