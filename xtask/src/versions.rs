//! The crate's protocol versions, found in the tree rather than listed:
//! a version is a folder `src/vN/` with a hand-written `policy.rs`. Its
//! schemas are `schema/vN/schema.json` and `schema/vN/schema.unstable.json`
//! (the npm package's layout), its generated modules
//! `src/vN/generated.rs` / `generated_unstable.rs`. Adding a version folder
//! is what makes `schema fetch`, `codegen`, `bump` and `fixtures` take it
//! (docs/adding-a-version.md).

use std::path::Path;

/// One generated module: `(version, unstable, schema path from the root,
/// module path from the root)`.
pub type Target = (u16, bool, String, String);

/// The version numbers of the folders `src/vN/` with a `policy.rs`, ascending.
pub fn list(root: &Path) -> Result<Vec<u16>, String> {
    let src = root.join("src");
    let entries = std::fs::read_dir(&src).map_err(|e| format!("{}: {e}", src.display()))?;
    let mut out = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", src.display()))?;
        let name = entry.file_name();
        let Some(n) = name.to_str().and_then(|n| n.strip_prefix('v')).and_then(|n| n.parse::<u16>().ok()) else {
            continue;
        };
        if entry.path().join("policy.rs").is_file() {
            out.push(n);
        }
    }
    out.sort_unstable();
    if out.is_empty() {
        return Err(format!("no version folder (src/vN/policy.rs) under {}", src.display()));
    }
    Ok(out)
}

/// The schema files of every version, relative to `schema/`, stable first.
pub fn schema_files(root: &Path) -> Result<Vec<String>, String> {
    Ok(list(root)?.into_iter().flat_map(|v| [format!("v{v}/schema.json"), format!("v{v}/schema.unstable.json")]).collect())
}

/// Every generated module of every version.
pub fn targets(root: &Path) -> Result<Vec<Target>, String> {
    let mut out = Vec::new();
    for v in list(root)? {
        out.push((v, false, format!("schema/v{v}/schema.json"), format!("src/v{v}/generated.rs")));
        out.push((v, true, format!("schema/v{v}/schema.unstable.json"), format!("src/v{v}/generated_unstable.rs")));
    }
    Ok(out)
}

/// `(label, file under schema/)` of every schema file, as the
/// classification fixture names them (`v1`, `v1.unstable`, …).
pub fn fixture_files(root: &Path) -> Result<Vec<(String, String)>, String> {
    Ok(list(root)?
        .into_iter()
        .flat_map(|v| [(format!("v{v}"), format!("v{v}/schema.json")), (format!("v{v}.unstable"), format!("v{v}/schema.unstable.json"))])
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_the_folders_with_a_policy() {
        let root = std::env::temp_dir().join(format!("xtask-versions-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for (dir, policy) in [("v1", true), ("v3", true), ("v2", false), ("vx", true), ("other", true)] {
            let d = root.join("src").join(dir);
            std::fs::create_dir_all(&d).unwrap();
            if policy {
                std::fs::write(d.join("policy.rs"), "").unwrap();
            }
        }
        assert_eq!(list(&root).unwrap(), vec![1, 3]);
        assert_eq!(schema_files(&root).unwrap(), ["v1/schema.json", "v1/schema.unstable.json", "v3/schema.json", "v3/schema.unstable.json"]);
        assert_eq!(targets(&root).unwrap()[3], (3, true, "schema/v3/schema.unstable.json".to_owned(), "src/v3/generated_unstable.rs".to_owned()));
        assert_eq!(fixture_files(&root).unwrap()[1], ("v1.unstable".to_owned(), "v1/schema.unstable.json".to_owned()));
        std::fs::remove_dir_all(&root).unwrap();
    }
}
