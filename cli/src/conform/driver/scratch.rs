//! The scratch workspace of one connection: a temporary directory (the
//! agent's `cwd` and the root of its file sandbox) holding the file the
//! read scenarios ask for, removed when the connection ends.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

static SCRATCH: AtomicU64 = AtomicU64::new(0);

/// A temporary directory (symlinks resolved) removed on drop.
pub struct Scratch {
    pub dir: PathBuf,
}

impl Scratch {
    pub fn new() -> std::io::Result<Scratch> {
        let n = SCRATCH.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("acp-wire-conform-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir)?;
        let dir = dir.canonicalize()?;
        std::fs::write(dir.join(READ_FILE), READ_TEXT)?;
        Ok(Scratch { dir })
    }

    pub fn read_path(&self) -> PathBuf {
        self.dir.join(READ_FILE)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

pub const READ_FILE: &str = "conform-read.txt";
pub const READ_TEXT: &str = "conform file content: the quick brown fox 51c9\nsecond line\n";
