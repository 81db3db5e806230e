//! Writes the seed corpus of the `decode` fuzz target (`fuzz/`): one file
//! per corpus case (`tests/corpus/v1`, `v2`) whose def is a method's params
//! or result, prefixed with the target's selector bytes (version, method
//! index in `METHODS`, direction).
//!
//! `cargo run --example fuzz_seeds --features v2 -- fuzz/corpus/decode`

use std::path::{Path, PathBuf};

use acp_wire::method::MethodInfo;

fn seeds(version: u8, table: &[MethodInfo], corpus: &Path, out: &Path) -> std::io::Result<usize> {
    let mut n = 0;
    for entry in std::fs::read_dir(corpus)? {
        let path = entry?.path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path)?)?;
        for case in doc["cases"].as_array().into_iter().flatten() {
            let Some(def) = case["def"].as_str() else { continue };
            for (i, m) in table.iter().enumerate() {
                let dir = if m.params_def == def {
                    0u8
                } else if m.result_def == Some(def) {
                    1
                } else {
                    continue;
                };
                let Ok(pick) = u8::try_from(i) else { continue };
                let mut bytes = vec![version, pick, dir];
                bytes.extend(serde_json::to_vec(&case["value"])?);
                std::fs::write(out.join(format!("v{}-{i}-{dir}-{n}", version + 1)), bytes)?;
                n += 1;
            }
        }
    }
    Ok(n)
}

fn main() -> std::io::Result<()> {
    let out = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "fuzz/corpus/decode".into()));
    std::fs::create_dir_all(&out)?;
    let n1 = seeds(0, acp_wire::v1::METHODS, Path::new("tests/corpus/v1"), &out)?;
    let n2 = seeds(1, acp_wire::v2::METHODS, Path::new("tests/corpus/v2"), &out)?;
    eprintln!("fuzz_seeds: {n1} v1 and {n2} v2 seeds in {}", out.display());
    Ok(())
}
