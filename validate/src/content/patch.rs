//! v2 diffs' `git_patch` text (the schema's Diff and DiffPatchFormat): one
//! or more `diff --git` sections in Git's patch format with every path
//! absolute (no `a/` `b/` prefix, `rename` and `copy` lines included), no
//! commit metadata or email envelope around them, and consistent with the
//! diff's `changes` — every file a section touches is a change of the same
//! operation (the patch may cover only some of the changes).

use serde_json::Value;

use super::super::report::Violation;
use super::absolute::is_absolute;

const KEYWORD: &str = "git-patch";

/// One `diff --git` section as far as the rules need it.
#[derive(Debug, Default)]
struct Section {
    /// The header's two paths (`None`: the header could not be split).
    header: Option<(String, String)>,
    /// From `---` / `+++` (`None`: `/dev/null` or absent).
    minus: Option<String>,
    plus: Option<String>,
    dev_null_minus: bool,
    dev_null_plus: bool,
    new_file: bool,
    deleted: bool,
    rename: (Option<String>, Option<String>),
    copy: (Option<String>, Option<String>),
}

impl Section {
    /// The operation and the paths (before, after) the section shows.
    fn operation(&self) -> (&'static str, Option<&str>, Option<&str>) {
        let old = self.rename.0.as_deref().or(self.copy.0.as_deref()).or(self.minus.as_deref()).or(self.header.as_ref().map(|h| h.0.as_str()));
        let new = self.rename.1.as_deref().or(self.copy.1.as_deref()).or(self.plus.as_deref()).or(self.header.as_ref().map(|h| h.1.as_str()));
        if self.rename.0.is_some() || self.rename.1.is_some() {
            ("move", old, new)
        } else if self.copy.0.is_some() || self.copy.1.is_some() {
            ("copy", old, new)
        } else if self.new_file || self.dev_null_minus {
            ("add", None, new)
        } else if self.deleted || self.dev_null_plus {
            ("delete", old, None)
        } else {
            ("modify", old, new)
        }
    }
}

/// The rules of a diff content item at `at` (its `patch`, if any).
pub(super) fn diff(item: &Value, at: &str, out: &mut Vec<Violation>) {
    let Some(patch) = item.get("patch").filter(|p| !p.is_null()) else { return };
    if patch.get("format").and_then(Value::as_str) != Some("git_patch") {
        return;
    }
    let Some(text) = patch.get("text").and_then(Value::as_str) else { return };
    let at = format!("{at}/patch/text");
    let sections = parse(text, &at, out);
    let changes: Vec<&Value> = item.get("changes").and_then(Value::as_array).into_iter().flatten().collect();
    for s in &sections {
        consistent(s, &changes, &at, out);
    }
}

/// Splits the text into sections, reporting what comes before the first
/// one, an email signature after a hunk, and every path that is not
/// absolute.
fn parse(text: &str, at: &str, out: &mut Vec<Violation>) -> Vec<Section> {
    let mut sections: Vec<Section> = Vec::new();
    // Lines left in the current hunk: (old side, new side).
    let mut hunk: Option<(u64, u64)> = None;
    let mut after_hunk = false;
    for line in text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)) {
        if let Some((old, new)) = hunk {
            // A hunk line: context (an empty line is context whose space a
            // tool stripped), removed, added, or Git's "No newline at end of file" marker.
            let step = match line.as_bytes().first() {
                Some(b' ') | None => Some((1, 1)),
                Some(b'-') => Some((1, 0)),
                Some(b'+') => Some((0, 1)),
                Some(b'\\') => Some((0, 0)),
                _ => None,
            };
            if let Some((o, n)) = step {
                let left = (old.saturating_sub(o), new.saturating_sub(n));
                hunk = (left != (0, 0)).then_some(left);
                after_hunk = hunk.is_none();
                continue;
            }
            // Shorter than its header said: read the line as a header line.
            hunk = None;
        }
        if let Some(rest) = line.strip_prefix("diff --git ") {
            let mut s = Section::default();
            match split_header(rest) {
                Some((a, b)) => {
                    check(&a, "the `diff --git` line's first path", at, out);
                    check(&b, "the `diff --git` line's second path", at, out);
                    s.header = Some((a, b));
                }
                None => out.push(Violation::rule(at, KEYWORD, format!("`diff --git {rest}`: the two paths cannot be read as absolute paths"))),
            }
            sections.push(s);
            after_hunk = false;
            continue;
        }
        let Some(s) = sections.last_mut() else {
            if !line.trim().is_empty() {
                let shown: String = line.chars().take(80).collect();
                out.push(Violation::rule(
                    at,
                    KEYWORD,
                    format!("{shown:?} before the first `diff --git` section: commit metadata and email envelopes must not be included"),
                ));
            }
            continue;
        };
        if after_hunk && line == "-- " {
            out.push(Violation::rule(at, KEYWORD, "an email signature (`-- `) after the patch: email envelopes must not be included"));
            continue;
        }
        if let Some(h) = line.strip_prefix("@@ ") {
            hunk = hunk_counts(h);
            after_hunk = hunk.is_none();
        } else if let Some(p) = line.strip_prefix("--- ") {
            let p = unquote(p.strip_suffix('\t').unwrap_or(p));
            if p == "/dev/null" {
                s.dev_null_minus = true;
            } else {
                check(&p, "the `---` line's path", at, out);
                s.minus = Some(p);
            }
        } else if let Some(p) = line.strip_prefix("+++ ") {
            let p = unquote(p.strip_suffix('\t').unwrap_or(p));
            if p == "/dev/null" {
                s.dev_null_plus = true;
            } else {
                check(&p, "the `+++` line's path", at, out);
                s.plus = Some(p);
            }
        } else if line.starts_with("new file mode ") {
            s.new_file = true;
        } else if line.starts_with("deleted file mode ") {
            s.deleted = true;
        } else {
            for (prefix, slot) in [
                ("rename from ", &mut s.rename.0),
                ("rename to ", &mut s.rename.1),
                ("copy from ", &mut s.copy.0),
                ("copy to ", &mut s.copy.1),
            ] {
                if let Some(p) = line.strip_prefix(prefix) {
                    let p = unquote(p);
                    check(&p, &format!("the `{}` line's path", prefix.trim_end()), at, out);
                    *slot = Some(p);
                }
            }
        }
    }
    if sections.is_empty() {
        out.push(Violation::rule(at, KEYWORD, "a git_patch holds one or more `diff --git` sections; this one has none"));
    }
    sections
}

/// The old and new line counts of a hunk header's rest (`-a,b +c,d @@…`);
/// a count left out is 1.
fn hunk_counts(h: &str) -> Option<(u64, u64)> {
    let mut parts = h.split(' ');
    let count = |r: Option<&str>, sign: char| -> Option<u64> {
        let r = r?.strip_prefix(sign)?;
        match r.split_once(',') {
            Some((_, n)) => n.parse().ok(),
            None => Some(1),
        }
    };
    let (old, new) = (count(parts.next(), '-')?, count(parts.next(), '+')?);
    (old + new > 0).then_some((old, new))
}

/// A path of the patch that is not absolute.
fn check(path: &str, what: &str, at: &str, out: &mut Vec<Violation>) {
    if is_absolute(path) {
        return;
    }
    let prefix = if path.starts_with("a/") || path.starts_with("b/") {
        " (Git's `a/` `b/` prefixes are not used: paths are absolute)"
    } else {
        ""
    };
    out.push(Violation::rule(at, KEYWORD, format!("{what} {path:?} is not absolute{prefix}")));
}

/// The two paths of a `diff --git` header: quoted ones as Git quotes them;
/// unquoted ones split where both halves are absolute paths (the same path
/// twice when nothing moved), else at Git's ` b/`, else at the first space.
fn split_header(rest: &str) -> Option<(String, String)> {
    if rest.starts_with('"') {
        let end = quoted_end(rest)?;
        let b = rest[end..].strip_prefix(' ')?;
        return Some((unquote(&rest[..end]), unquote(b)));
    }
    if let Some(q) = rest.find(" \"") {
        return Some((rest[..q].to_owned(), unquote(&rest[q + 1..])));
    }
    let half = rest.len() / 2;
    if rest.len() % 2 == 1 && rest.is_char_boundary(half) && rest[..half] == rest[half + 1..] {
        return Some((rest[..half].to_owned(), rest[half + 1..].to_owned()));
    }
    let spaces: Vec<usize> = rest.match_indices(' ').map(|(i, _)| i).collect();
    let at = spaces
        .iter()
        .find(|&&i| is_absolute(&rest[..i]) && is_absolute(&rest[i + 1..]))
        .or_else(|| spaces.iter().find(|&&i| rest[i + 1..].starts_with("b/")))
        .or_else(|| spaces.first())?;
    Some((rest[..*at].to_owned(), rest[*at + 1..].to_owned()))
}

/// The byte index just past the closing quote of a quoted path at the start.
fn quoted_end(s: &str) -> Option<usize> {
    let mut escaped = false;
    for (i, c) in s.char_indices().skip(1) {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => return Some(i + 1),
            _ => {}
        }
    }
    None
}

/// A path as Git writes it, unquoted (C escapes, octal bytes); an unquoted
/// path is returned as it is.
fn unquote(p: &str) -> String {
    let Some(inner) = p.strip_prefix('"').and_then(|x| x.strip_suffix('"')) else { return p.to_owned() };
    let mut bytes = Vec::with_capacity(inner.len());
    let mut it = inner.bytes().peekable();
    while let Some(b) = it.next() {
        if b != b'\\' {
            bytes.push(b);
            continue;
        }
        match it.next() {
            Some(b'n') => bytes.push(b'\n'),
            Some(b't') => bytes.push(b'\t'),
            Some(b'r') => bytes.push(b'\r'),
            Some(b'a') => bytes.push(7),
            Some(b'b') => bytes.push(8),
            Some(b'f') => bytes.push(12),
            Some(b'v') => bytes.push(11),
            Some(d @ b'0'..=b'7') => {
                let mut v = u32::from(d - b'0');
                for _ in 0..2 {
                    match it.peek() {
                        Some(&n @ b'0'..=b'7') => {
                            v = v * 8 + u32::from(n - b'0');
                            it.next();
                        }
                        _ => break,
                    }
                }
                bytes.push(u8::try_from(v & 0xff).unwrap_or(b'?'));
            }
            Some(other) => bytes.push(other),
            None => bytes.push(b'\\'),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A section against the diff's `changes`: its file is a change of the same
/// operation (move and copy: the same old path too).
fn consistent(s: &Section, changes: &[&Value], at: &str, out: &mut Vec<Violation>) {
    let (op, old, new) = s.operation();
    let Some(path) = new.or(old) else { return };
    let str_of = |c: &Value, k: &str| c.get(k).and_then(Value::as_str).map(str::to_owned);
    let Some(change) = changes.iter().find(|c| str_of(c, "path").as_deref() == Some(path)) else {
        out.push(Violation::rule(at, KEYWORD, format!("the patch shows {path:?} ({op}), which is not among the diff's `changes`")));
        return;
    };
    let operation = str_of(change, "operation").unwrap_or_default();
    let known = ["add", "delete", "modify", "move", "copy"];
    if known.contains(&operation.as_str()) && operation != op {
        out.push(Violation::rule(at, KEYWORD, format!("the patch shows {path:?} as {op}, its change in `changes` is {operation}")));
    } else if matches!(op, "move" | "copy") && operation == op {
        if let (Some(old), Some(was)) = (old, str_of(change, "oldPath")) {
            if old != was {
                out.push(Violation::rule(at, KEYWORD, format!("the patch shows the {op} of {path:?} from {old:?}, `changes` from {was:?}")));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn found(item: &Value) -> Vec<String> {
        let mut out = Vec::new();
        diff(item, "/d", &mut out);
        out.into_iter().map(|v| v.message).collect()
    }

    fn item(text: &str, changes: Value) -> Value {
        json!({"type": "diff", "changes": changes, "patch": {"format": "git_patch", "text": text}})
    }

    const GOOD: &str = "diff --git /w/src/a.rs /w/src/a.rs\nindex 1..2 100644\n--- /w/src/a.rs\n+++ /w/src/a.rs\n@@ -1,2 +1,2 @@\n x\n-old\n+new\n";

    #[test]
    fn a_consistent_absolute_patch_passes() {
        assert_eq!(found(&item(GOOD, json!([{"operation": "modify", "path": "/w/src/a.rs"}]))), Vec::<String>::new());
        let moved = "diff --git /w/a /w/b\nsimilarity index 100%\nrename from /w/a\nrename to /w/b\n";
        assert_eq!(found(&item(moved, json!([{"operation": "move", "oldPath": "/w/a", "path": "/w/b"}]))), Vec::<String>::new());
        let added = "diff --git /w/n /w/n\nnew file mode 100644\n--- /dev/null\n+++ /w/n\n@@ -0,0 +1 @@\n+hi\n";
        // The patch may cover only some of the changes.
        let changes = json!([{"operation": "add", "path": "/w/n"}, {"operation": "delete", "path": "/w/gone"}]);
        assert_eq!(found(&item(added, changes)), Vec::<String>::new());
        // A hunk line "-- " (a removed "- ") is not a signature.
        let dashes = "diff --git /w/a /w/a\n--- /w/a\n+++ /w/a\n@@ -1 +1 @@\n-- \n+x\n";
        assert_eq!(found(&item(dashes, json!([{"operation": "modify", "path": "/w/a"}]))), Vec::<String>::new());
        // No patch, or another format: nothing to read.
        assert!(found(&json!({"type": "diff", "changes": []})).is_empty());
        assert!(found(&json!({"type": "diff", "changes": [], "patch": {"format": "_mine", "text": "x"}})).is_empty());
    }

    #[test]
    fn relative_and_prefixed_paths_fail() {
        let git = "diff --git a/src/a.rs b/src/a.rs\n--- a/src/a.rs\n+++ b/src/a.rs\n@@ -1 +1 @@\n-a\n+b\n";
        let f = found(&item(git, json!([{"operation": "modify", "path": "/w/src/a.rs"}])));
        assert!(f.iter().filter(|m| m.contains("`a/` `b/` prefixes")).count() >= 4, "{f:?}");
        let moved = "diff --git /w/a /w/b\nrename from w/a\nrename to /w/b\n";
        let f = found(&item(moved, json!([{"operation": "move", "oldPath": "/w/a", "path": "/w/b"}])));
        assert!(f.iter().any(|m| m.contains("`rename from` line's path \"w/a\"")), "{f:?}");
        let quoted = "diff --git \"/w/x\\ty\" \"/w/x\\ty\"\n--- \"x\\ty\"\n";
        let f = found(&item(quoted, json!([{"operation": "modify", "path": "/w/x\ty"}])));
        assert!(f.iter().any(|m| m.contains("`---` line's path \"x\\ty\"")), "{f:?}");
    }

    #[test]
    fn commit_metadata_and_email_envelopes_fail() {
        let mail = format!("From 1234567890abcdef1234567890abcdef12345678 Mon Sep 17 00:00:00 2001\nFrom: A <a@b>\nSubject: [PATCH] x\n\n---\n{GOOD}-- \n2.43.0\n");
        let f = found(&item(&mail, json!([{"operation": "modify", "path": "/w/src/a.rs"}])));
        assert!(f.iter().any(|m| m.starts_with("\"From 1234") && m.contains("commit metadata")), "{f:?}");
        assert!(f.iter().any(|m| m.contains("email signature")), "{f:?}");
        let log = format!("commit 1234567\nAuthor: A <a@b>\n\n    msg\n\n{GOOD}");
        assert!(found(&item(&log, json!([{"operation": "modify", "path": "/w/src/a.rs"}]))).iter().any(|m| m.starts_with("\"commit 1234567\"")));
        assert!(found(&item("just text", json!([]))).iter().any(|m| m.contains("has none")));
    }

    #[test]
    fn a_patch_that_disagrees_with_changes_fails() {
        let f = found(&item(GOOD, json!([{"operation": "modify", "path": "/w/other.rs"}])));
        assert!(f.iter().any(|m| m.contains("not among the diff's `changes`")), "{f:?}");
        let f = found(&item(GOOD, json!([{"operation": "delete", "path": "/w/src/a.rs"}])));
        assert!(f.iter().any(|m| m.contains("as modify, its change in `changes` is delete")), "{f:?}");
        let moved = "diff --git /w/a /w/b\nrename from /w/a\nrename to /w/b\n";
        let f = found(&item(moved, json!([{"operation": "move", "oldPath": "/w/c", "path": "/w/b"}])));
        assert!(f.iter().any(|m| m.contains("from \"/w/a\", `changes` from \"/w/c\"")), "{f:?}");
    }
}
