//! Directories of one test's own under the system temp dir, removed when
//! the test ends, whether it passed or panicked (`Drop` runs while a panic
//! unwinds). Named `acp-wire-<suite>-<pid>-<counter>[-<name>]`, so parallel
//! tests never remove each other's, even where two of them (or two calls
//! of one helper, such as the fleet tests' HAProxy) give the same name.
// Each test file uses what it needs of this module.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(suite: &str, name: &str) -> Self {
        static N: AtomicU32 = AtomicU32::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("acp-wire-{suite}-{}-{n}-{name}", std::process::id()));
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

/// A fresh, canonical directory per call (a counter tells them apart),
/// named after the test binary, removed on drop: the session directory of
/// the side and echo tests.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new() -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let exe = std::env::current_exe().ok();
        let suite = exe
            .as_deref()
            .and_then(Path::file_stem)
            .and_then(|s| s.to_str())
            .and_then(|s| s.split('-').next())
            .unwrap_or("test")
            .replace('_', "-");
        let n = N.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("acp-wire-{suite}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(std::fs::canonicalize(&dir).unwrap())
    }

    /// The directory as a string (what `cwd` params take).
    pub fn path(&self) -> String {
        self.0.to_string_lossy().into_owned()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
