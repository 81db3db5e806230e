//! Build script. Without the `codegen` feature it only declares what it
//! watches (cheap; typify is not even compiled). With `codegen` it regenerates
//! the enabled version modules from `schema/` — or from `$ACP_WIRE_SCHEMA_DIR`
//! (same layout: `v1/schema.json`, `v1/schema.unstable.json`, `v2/…`) — into
//! `OUT_DIR`, where `src/v1/mod.rs` / `src/v2/mod.rs` pick them up.

#[cfg(feature = "codegen")]
#[path = "codegen/mod.rs"]
#[allow(dead_code)]
mod codegen;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=ACP_WIRE_SCHEMA_DIR");
    #[cfg(feature = "codegen")]
    {
        if let Err(e) = regenerate() {
            eprintln!("acp-wire build.rs: {e}");
            std::process::exit(1);
        }
    }
}

#[cfg(feature = "codegen")]
fn regenerate() -> Result<(), String> {
    use std::path::PathBuf;
    println!("cargo:rerun-if-changed=codegen");
    let out = PathBuf::from(std::env::var("OUT_DIR").map_err(|e| e.to_string())?);
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").map_err(|e| e.to_string())?);
    let (dir, label_root) = match std::env::var_os("ACP_WIRE_SCHEMA_DIR") {
        Some(d) => (PathBuf::from(d), "$ACP_WIRE_SCHEMA_DIR".to_owned()),
        None => (manifest.join("schema"), "schema".to_owned()),
    };
    let unstable = std::env::var_os("CARGO_FEATURE_UNSTABLE").is_some();
    let mut versions = vec![1u16];
    if std::env::var_os("CARGO_FEATURE_V2").is_some() {
        versions.push(2);
    }
    let file = if unstable { "schema.unstable.json" } else { "schema.json" };
    for v in versions {
        let path = dir.join(format!("v{v}")).join(file);
        println!("cargo:rerun-if-changed={}", path.display());
        let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let cfg = codegen::Config { version: v, unstable, schema_label: format!("{label_root}/v{v}/{file}") };
        let text = codegen::generate(&bytes, &cfg).map_err(|e| format!("{}: {e}", path.display()))?;
        std::fs::write(out.join(format!("v{v}.rs")), text).map_err(|e| e.to_string())?;
        std::fs::write(out.join(format!("v{v}.schema.json")), &bytes).map_err(|e| e.to_string())?;
    }
    Ok(())
}
