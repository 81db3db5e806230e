//! The run's verdict for CI: which failures decide the exit status.
//!
//! | option | effect |
//! |---|---|
//! | (none) | a FAIL of a MUST, CAP or SECURITY row fails the run |
//! | `--strict` | a FAIL of a SHOULD row fails it too (JSON-RPC and INFO rows never do) |
//! | `--only ROW…` / `--skip ROW…` | only these rows / all but these decide (all are still reported) |
//! | `--baseline FILE` | the failures the file lists with a reason are expected: they do not fail the run; a listed row that no longer fails (stale) does, so the file shrinks as the agent improves |
//!
//! The baseline file has one entry per line, `ROW[@vN] reason`, `#` starts a
//! comment: `prompt.session-routing@v1 upstream bug 123`. An entry without
//! `@vN` covers every version. An entry without a reason is refused: a
//! known failure is written down with why it is accepted.

use std::path::Path;

use super::reqs::{Level, Results, Status};

/// One accepted failure.
#[derive(Debug, Clone, PartialEq)]
pub struct Expected {
    pub row: String,
    pub version: Option<u16>,
    pub reason: String,
}

/// Reads a baseline file.
///
/// # Errors
/// The file cannot be read, or a line is not `ROW[@vN] reason`.
pub fn read_baseline(path: &Path) -> Result<Vec<Expected>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse_baseline(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Parses a baseline (see the module docs).
///
/// # Errors
/// A line that is not `ROW[@vN] reason`.
pub fn parse_baseline(text: &str) -> Result<Vec<Expected>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (head, reason) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let reason = reason.trim();
        if reason.is_empty() {
            return Err(format!("line {}: `{head}` has no reason (write why this failure is accepted)", n + 1));
        }
        let (row, version) = match head.split_once("@v") {
            Some((r, v)) => (r, Some(v.parse::<u16>().map_err(|_| format!("line {}: bad version in `{head}`", n + 1))?)),
            None => (head, None),
        };
        if super::reqs::find(row).is_none() {
            return Err(format!("line {}: no requirement `{row}`", n + 1));
        }
        out.push(Expected { row: row.to_string(), version, reason: reason.to_string() });
    }
    Ok(out)
}

/// What decides the run.
#[derive(Debug, Default)]
pub struct Policy {
    pub strict: bool,
    pub only: Vec<String>,
    pub skip: Vec<String>,
    pub baseline: Vec<Expected>,
}

/// The verdict and the lines that explain it (printed after the table).
#[derive(Debug)]
pub struct Verdict {
    pub ok: bool,
    pub notes: Vec<String>,
}

impl Policy {
    fn decides(&self, row: &str, level: Level) -> bool {
        let by_level = level.gates() || (self.strict && level == Level::Should);
        let selected = (self.only.is_empty() || self.only.iter().any(|r| r == row)) && !self.skip.iter().any(|r| r == row);
        by_level && selected
    }

    fn expected(&self, row: &str, version: Option<u16>) -> Option<&Expected> {
        self.baseline.iter().find(|e| e.row == row && (e.version.is_none() || e.version == version))
    }

    /// Judges `results`.
    pub fn judge(&self, results: &Results) -> Verdict {
        let mut ok = true;
        let mut notes = Vec::new();
        for (r, v, o) in results.rows() {
            if o.status != Status::Fail || !self.decides(r.id, r.level) {
                continue;
            }
            let at = v.map(|v| format!("@v{v}")).unwrap_or_default();
            match self.expected(r.id, v) {
                Some(e) => notes.push(format!("expected failure (baseline): {}{at}: {}", r.id, e.reason)),
                None => {
                    ok = false;
                    if !self.baseline.is_empty() {
                        notes.push(format!("new failure (not in the baseline): {}{at}", r.id));
                    }
                }
            }
        }
        for e in &self.baseline {
            let failing = results.rows().any(|(r, v, o)| r.id == e.row && (e.version.is_none() || e.version == v) && o.status == Status::Fail);
            let graded = results.rows().any(|(r, v, o)| r.id == e.row && (e.version.is_none() || e.version == v) && !matches!(o.status, Status::Skip | Status::NotTested));
            if !failing && graded {
                ok = false;
                let at = e.version.map(|v| format!("@v{v}")).unwrap_or_default();
                notes.push(format!("stale baseline entry: {}{at} no longer fails; remove it", e.row));
            }
        }
        Verdict { ok, notes }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn baseline_lines() {
        let b = parse_baseline("# known\nprompt.session-routing@v1  upstream bug 123\nrpc.unknown-method needs a fix # trailing\n").unwrap();
        assert_eq!(b.len(), 2);
        assert_eq!(b[0], Expected { row: "prompt.session-routing".into(), version: Some(1), reason: "upstream bug 123".into() });
        assert_eq!(b[1].version, None);
        assert!(parse_baseline("rpc.unknown-method").unwrap_err().contains("no reason"));
        assert!(parse_baseline("no.such-row because").unwrap_err().contains("no requirement"));
        assert!(parse_baseline("rpc.unknown-method@vx because").unwrap_err().contains("bad version"));
    }
}
