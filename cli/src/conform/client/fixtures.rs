//! The files a client run's scratch directory holds before the client
//! starts: what the fs checks read and overwrite in `work`, and the
//! secret beside it that a confined client must never serve. Written by
//! `launch` (the scratch directory), read back by `files` (the checks).

use std::path::Path;

/// Text that marks the fixtures outside the roots: a reply containing it
/// leaked a file the client had to refuse.
pub const SECRET: &str = "acp-wire-conform-secret-7f3a: this file is outside the session's roots";

pub const READ_FILE: &str = "conform-read.txt";
pub const READ_TEXT: &str = "line 1: ünïcödé €\nline 2: 日本語\nline 3: emoji 🦀\nline 4: plain\nline 5: last\n";
pub const OVERWRITE_FILE: &str = "conform-overwrite.txt";
pub const NEW_TEXT: &str = "written by acp-wire conform: ✓ ünïcödé\n";

/// The files the checks read, in the client's current directory.
pub fn write_fixtures(work: &Path) -> std::io::Result<()> {
    std::fs::write(work.join(READ_FILE), READ_TEXT)?;
    std::fs::write(work.join(OVERWRITE_FILE), "old content, longer than the new one\n")
}
