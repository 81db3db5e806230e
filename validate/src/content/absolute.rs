//! What counts as an absolute path in a message: shared by the path rules
//! (`paths.rs`) and the v2 patch text rules (`patch.rs`).

/// Whether `p` is an absolute path in the native syntax of some machine
/// (the schema's AbsolutePath: a leading `/` on Unix; a drive letter, a
/// colon and either slash on Windows; a `\\` UNC prefix). The agent's
/// machine is unknown to a transcript reader, so any of them passes.
pub(super) fn is_absolute(p: &str) -> bool {
    let b = p.as_bytes();
    p.starts_with('/')
        || p.starts_with("\\\\")
        || (b.len() >= 3 && b[0].is_ascii_alphabetic() && b[1] == b':' && (b[2] == b'\\' || b[2] == b'/'))
}
