//! `cargo xtask codegen [--check]`: regenerates the committed version modules
//! (`src/v1/generated.rs`, `src/v1/generated_unstable.rs`, `src/v2/…`) from the
//! vendored schemas with the one generator in `codegen/`.

#[path = "../../codegen/mod.rs"]
#[allow(dead_code)]
mod codegen;

use std::path::Path;

/// (version, unstable, schema path, output path), relative to the workspace root.
pub const TARGETS: &[(u16, bool, &str, &str)] = &[
    (1, false, "schema/v1/schema.json", "src/v1/generated.rs"),
    (1, true, "schema/v1/schema.unstable.json", "src/v1/generated_unstable.rs"),
    (2, false, "schema/v2/schema.json", "src/v2/generated.rs"),
    (2, true, "schema/v2/schema.unstable.json", "src/v2/generated_unstable.rs"),
];

/// The facts file beside each generated module (`generated.rs` → `generated.facts`).
pub fn facts_path(out: &str) -> String {
    format!("{}.facts", out.strip_suffix(".rs").unwrap_or(out))
}

/// Generates the facts file of one module.
pub fn generate_facts_file(root: &Path, version: u16, unstable: bool, schema: &str) -> Result<String, String> {
    let bytes = std::fs::read(root.join(schema)).map_err(|e| format!("{schema}: {e}"))?;
    let cfg = config(root, version, unstable, schema)?;
    codegen::generate_facts(&bytes, &cfg).map_err(|e| format!("{schema}: {e}"))
}

/// The generator's settings for one module: the version's `policy.rs` is
/// read so that the methods it gives rules to get no default.
pub fn config(root: &Path, version: u16, unstable: bool, schema: &str) -> Result<codegen::Config, String> {
    let policy_path = format!("src/v{version}/policy.rs");
    let policy = match std::fs::read_to_string(root.join(&policy_path)) {
        Ok(text) => Some(text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(format!("{policy_path}: {e}")),
    };
    Ok(codegen::Config { version, unstable, schema_label: schema.to_owned(), policy })
}

/// Generates one module.
pub fn generate_file(root: &Path, version: u16, unstable: bool, schema: &str) -> Result<String, String> {
    let bytes = std::fs::read(root.join(schema)).map_err(|e| format!("{schema}: {e}"))?;
    let cfg = config(root, version, unstable, schema)?;
    codegen::generate(&bytes, &cfg).map_err(|e| format!("{schema}: {e}"))
}

pub fn run(args: &[String]) -> Result<(), String> {
    let check = match args {
        [] => false,
        [a] if a == "--check" => true,
        _ => return Err(format!("usage: cargo xtask codegen [--check] (got {args:?})")),
    };
    let root = crate::root();
    let mut stale = Vec::new();
    for (version, unstable, schema, out) in TARGETS {
        let facts = facts_path(out);
        let outputs = [
            (out.to_string(), generate_file(&root, *version, *unstable, schema)?),
            (facts, generate_facts_file(&root, *version, *unstable, schema)?),
        ];
        for (out, text) in outputs {
            let path = root.join(&out);
            let current = std::fs::read_to_string(&path).unwrap_or_default();
            if current == text {
                continue;
            }
            if check {
                stale.push(out);
            } else {
                std::fs::write(&path, text).map_err(|e| format!("{out}: {e}"))?;
                eprintln!("codegen: wrote {out}");
            }
        }
    }
    if !stale.is_empty() {
        return Err(format!(
            "generated files are stale (run `cargo xtask codegen`): {}",
            stale.join(", ")
        ));
    }
    Ok(())
}
