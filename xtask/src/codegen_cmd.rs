//! `cargo xtask codegen [--check]`: regenerates the committed version modules
//! (`src/v1/generated.rs`, `src/v1/generated_unstable.rs`, `src/v2/…`) and
//! their facts files from the vendored schemas with the one generator in
//! `codegen/`.

use crate::codegen;
use std::path::Path;

/// The facts file beside each generated module (`generated.rs` → `generated.facts`).
pub fn facts_path(out: &str) -> String {
    format!("{}.facts", out.strip_suffix(".rs").unwrap_or(out))
}

/// Generates the facts file of one module from the schema's bytes.
pub fn facts_text(bytes: &[u8], version: u16, unstable: bool, schema: &str) -> Result<String, String> {
    let cfg = codegen::Config { version, unstable, schema_label: schema.to_owned(), policy: None };
    codegen::generate_facts(bytes, &cfg).map_err(|e| format!("{schema}: {e}"))
}

/// The version's hand-written `policy.rs` in the tree at `root` (which
/// methods get rules, so that the generator emits no default for them).
pub fn policy(root: &Path, version: u16) -> Result<Option<String>, String> {
    let path = format!("src/v{version}/policy.rs");
    match std::fs::read_to_string(root.join(&path)) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("{path}: {e}")),
    }
}

/// Generates one module from the schema's bytes and the tree's policy.
pub fn module_text(root: &Path, bytes: &[u8], version: u16, unstable: bool, schema: &str) -> Result<String, String> {
    let cfg = codegen::Config { version, unstable, schema_label: schema.to_owned(), policy: policy(root, version)? };
    codegen::generate(bytes, &cfg).map_err(|e| format!("{schema}: {e}"))
}

/// Every generated file (path relative to the root, text), from the schema
/// bytes `schema(path)` gives for each `schema/…` path of the tree's versions
/// ([`crate::versions::targets`]).
/// The bytes of a schema file by path; `None`: absent (see [`outputs`]).
pub type SchemaSource<'a> = dyn Fn(&str) -> Result<Option<Vec<u8>>, String> + 'a;

/// `None` from `schema(path)`: the pinned package has no schema for that
/// version (the lock lists the file as absent); the module and facts file
/// say so ([`absent_module`], [`ABSENT`]).
pub fn outputs(
    root: &Path,
    schema: &SchemaSource,
) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    for (version, unstable, path, module) in crate::versions::targets(root)? {
        let Some(bytes) = schema(&path)? else {
            out.push((module.clone(), absent_module(version, &path)));
            out.push((facts_path(&module), absent_facts(&path)));
            continue;
        };
        let facts = (facts_path(&module), facts_text(&bytes, version, unstable, &path)?);
        out.push((module.clone(), module_text(root, &bytes, version, unstable, &path)?));
        out.push(facts);
    }
    Ok(out)
}

/// The line of a facts file whose schema is absent; `build.rs` stops a
/// build that enables the version when it reads it.
pub const ABSENT: &str = "# absent";

/// The facts file of a version the pinned package lacks: no facts.
pub fn absent_facts(schema: &str) -> String {
    format!(
        "# @generated: {schema} is absent from the pinned package (schema/schema.lock); do not edit. \
         Regenerate with `cargo xtask codegen`.\n{ABSENT}\n"
    )
}

/// The module of a version the pinned package lacks. `build.rs` stops a
/// build with the version's feature before this is compiled; the
/// `compile_error!` is for a build that bypasses it.
pub fn absent_module(version: u16, schema: &str) -> String {
    format!(
        "// @generated: {schema} is absent from the pinned package (schema/schema.lock); do not edit. \
         Regenerate with `cargo xtask codegen`.\n\n\
         compile_error!(\"acp-wire: the pinned schema package has no v{version} schema ({schema} is absent, see \
         schema/schema.lock): build without feature `v{version}` and the features that need it\");\n"
    )
}

/// Reads a schema file of the tree at `root`, or `None` when the lock
/// lists it as absent.
pub fn read_pinned(root: &Path, path: &str) -> Result<Option<Vec<u8>>, String> {
    let name = path.strip_prefix("schema/").unwrap_or(path);
    let absent = crate::schema::read_lock(root).map(|l| l.absent.iter().any(|a| a == name)).unwrap_or(false);
    if absent {
        return Ok(None);
    }
    read_schema(root, path).map(Some)
}

/// Reads a schema file of the tree at `root`.
pub fn read_schema(root: &Path, path: &str) -> Result<Vec<u8>, String> {
    std::fs::read(root.join(path)).map_err(|e| format!("{path}: {e}"))
}

/// Writes (or with `check`, compares) files under `root`; returns the stale
/// ones in check mode, the written ones otherwise.
pub fn apply(root: &Path, files: &[(String, String)], check: bool) -> Result<Vec<String>, String> {
    let mut touched = Vec::new();
    for (out, text) in files {
        let path = root.join(out);
        let current = std::fs::read_to_string(&path).unwrap_or_default();
        if current == *text {
            continue;
        }
        if !check {
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
            }
            std::fs::write(&path, text).map_err(|e| format!("{out}: {e}"))?;
        }
        touched.push(out.clone());
    }
    Ok(touched)
}

pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    let check = match args {
        [] => false,
        [a] if a == "--check" => true,
        _ => return Err(format!("usage: cargo xtask codegen [--check] (got {args:?})")),
    };
    let files = outputs(root, &|path| read_pinned(root, path))?;
    let touched = apply(root, &files, check)?;
    if check && !touched.is_empty() {
        return Err(format!(
            "generated files are stale (run `cargo xtask codegen`): {}",
            touched.join(", ")
        ));
    }
    for out in &touched {
        eprintln!("codegen: wrote {out}");
    }
    Ok(())
}
