//! Which checkout xtask acts on: the one it is run in.
//!
//! `cargo xtask` is a binary in a shared `CARGO_TARGET_DIR`; a path fixed at
//! compile time (`CARGO_MANIFEST_DIR`) would point at whichever checkout
//! built it last. The root is found at run time instead: the nearest
//! directory, from the current one upwards, that holds `Cargo.toml`,
//! `schema/schema.lock` and `xtask/Cargo.toml`.

use std::path::{Path, PathBuf};

/// The files that mark an acp-wire checkout's root.
pub const MARKERS: [&str; 3] = ["Cargo.toml", "schema/schema.lock", "xtask/Cargo.toml"];

/// Is `dir` the root of an acp-wire checkout?
pub fn is_root(dir: &Path) -> bool {
    MARKERS.iter().all(|m| dir.join(m).is_file())
}

/// The nearest root at or above `start`.
pub fn find_root(start: &Path) -> Result<PathBuf, String> {
    let mut dir = Some(start);
    while let Some(d) = dir {
        if is_root(d) {
            return Ok(d.to_path_buf());
        }
        dir = d.parent();
    }
    Err(format!(
        "{} is not inside an acp-wire checkout (no directory from here upwards holds {})",
        start.display(),
        MARKERS.join(", ")
    ))
}

/// The root of the checkout around the current directory.
pub fn current_root() -> Result<PathBuf, String> {
    let cwd = std::env::current_dir().map_err(|e| format!("cannot read the current directory: {e}"))?;
    find_root(&cwd)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-root-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch dir");
        dir
    }

    fn touch(path: &Path) {
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(path, "").expect("write");
    }

    #[test]
    fn finds_the_nearest_checkout_upwards() {
        let dir = scratch("nearest");
        for m in MARKERS {
            touch(&dir.join(m));
        }
        let deep = dir.join("src/v1/deeper");
        std::fs::create_dir_all(&deep).expect("mkdir");
        assert_eq!(find_root(&deep).expect("root"), dir);
        assert_eq!(find_root(&dir).expect("root"), dir);
        // A nested checkout wins over the outer one.
        let inner = dir.join("nested");
        for m in MARKERS {
            touch(&inner.join(m));
        }
        assert_eq!(find_root(&inner.join("schema")).expect("root"), inner);
        std::fs::remove_dir_all(&dir).expect("cleanup");
    }

    #[test]
    fn a_directory_missing_a_marker_is_not_a_root() {
        let dir = scratch("partial");
        touch(&dir.join("Cargo.toml"));
        touch(&dir.join("xtask/Cargo.toml"));
        // No schema/schema.lock: not a root, and (unless the temp dir sits
        // inside a checkout) nothing above is either.
        assert!(!is_root(&dir));
        if let Err(e) = find_root(&dir) {
            assert!(e.contains("not inside an acp-wire checkout"), "{e}");
            assert!(e.contains("schema/schema.lock"), "{e}");
        }
        std::fs::remove_dir_all(&dir).expect("cleanup");
    }
}
