//! A directory of one test's own under the system temp dir, removed when
//! the test ends, whether it passed or panicked (`Drop` runs while a panic
//! unwinds). Named `acp-wire-<suite>-<pid>-<name>`, so parallel tests
//! never remove each other's.

use std::path::{Path, PathBuf};

pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(suite: &str, name: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("acp-wire-{suite}-{}-{name}", std::process::id()));
        // A leftover of an earlier run with the same pid would mix in.
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl std::ops::Deref for TempDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
