//! The hand-written code that follows a bump: every `acp_vN = "fact"` pair
//! (in `#[cfg(…)]`, `cfg_attr`, `cfg!`, inside `all(…)`/`any(…)`/`not(…)`)
//! in the Rust files of `src/`, `tests/`, `examples/` and `benches/`, found
//! by reading the text, and whether a change of fact set turns it off
//! ("drops out") or on ("now applies").

use std::collections::BTreeSet;
use std::path::Path;

/// The directories scanned, relative to the root.
pub const DIRS: [&str; 4] = ["src", "tests", "examples", "benches"];

/// One `acp_vN = "fact"` occurrence.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct CfgUse {
    /// Path relative to the root, `/`-separated.
    pub file: String,
    pub line: usize,
    pub version: u16,
    pub fact: String,
}

/// Every `acp_vN = "fact"` pair of one file's text.
pub fn scan_text(file: &str, text: &str) -> Vec<CfgUse> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find("acp_v") {
            let after = &rest[at + "acp_v".len()..];
            // The identifier must start here (not `xacp_v1`).
            let starts_ident = rest[..at].chars().next_back().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
            rest = after;
            let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
            let Ok(version) = digits.parse::<u16>() else { continue };
            let tail = after[digits.len()..].trim_start();
            let Some(tail) = tail.strip_prefix('=') else { continue };
            let Some(tail) = tail.trim_start().strip_prefix('"') else { continue };
            let Some(end) = tail.find('"') else { continue };
            if starts_ident {
                out.push(CfgUse { file: file.to_owned(), line: i + 1, version, fact: tail[..end].to_owned() });
            }
            rest = &tail[end + 1..];
        }
    }
    out
}

/// Every occurrence under the scanned directories of `root`, sorted by file and line.
pub fn scan_tree(root: &Path) -> Result<Vec<CfgUse>, String> {
    let mut files = Vec::new();
    for dir in DIRS {
        collect_rs(&root.join(dir), &mut files)?;
    }
    let mut out = Vec::new();
    for path in files {
        let rel = path.strip_prefix(root).unwrap_or(&path);
        let rel: Vec<String> = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        out.extend(scan_text(&rel.join("/"), &text));
    }
    out.sort();
    Ok(out)
}

fn collect_rs(dir: &Path, out: &mut Vec<std::path::PathBuf>) -> Result<(), String> {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(format!("{}: {e}", dir.display())),
    };
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        let path = entry.path();
        let kind = entry.file_type().map_err(|e| format!("{}: {e}", path.display()))?;
        if kind.is_dir() {
            collect_rs(&path, out)?;
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
    Ok(())
}

/// What a change of fact set does to the occurrences.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Follow {
    /// On before, off after.
    pub drops_out: Vec<CfgUse>,
    /// Off before, on after.
    pub now_applies: Vec<CfgUse>,
}

/// Compares each occurrence of `version` against the facts before and after.
pub fn follow(uses: &[CfgUse], version: u16, old: &BTreeSet<String>, new: &BTreeSet<String>) -> Follow {
    let mut f = Follow::default();
    for u in uses.iter().filter(|u| u.version == version) {
        match (old.contains(&u.fact), new.contains(&u.fact)) {
            (true, false) => f.drops_out.push(u.clone()),
            (false, true) => f.now_applies.push(u.clone()),
            _ => {}
        }
    }
    f
}
