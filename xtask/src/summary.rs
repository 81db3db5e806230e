//! The bump summary: what a reviewer reads in a minute.
//!
//! One count line per schema file; then per file the methods and `$defs`
//! added, removed and changed (member-level for changed defs; an unstable
//! superset lists only what its stable file does not already say); then the
//! normative sentences added, removed and changed (`cargo xtask spec`); then the
//! hand-written `cfg(acp_vN = "…")` uses that drop out or start to apply,
//! for plain builds (stable facts) and for feature `unstable` (the
//! supersets' facts); then what to run next.

use crate::cfgscan::{follow, CfgUse, Follow};
use crate::diff::FileDiff;
use std::collections::BTreeSet;
use std::fmt::Write;

/// One schema file's part of the summary.
pub struct FileReport {
    /// Relative to `schema/`, e.g. `v2/schema.unstable.json`.
    pub file: String,
    pub version: u16,
    pub unstable: bool,
    pub diff: FileDiff,
    pub old_facts: BTreeSet<String>,
    pub new_facts: BTreeSet<String>,
}

/// The whole summary.
pub struct Summary<'a> {
    /// e.g. `@agentclientprotocol/sdk 2.4.0`.
    pub from: String,
    pub to: String,
    /// What the new package's layout lacks and how it was mapped
    /// ([`crate::layout`]), one line each; empty for a complete package.
    pub layout: &'a [String],
    pub files: &'a [FileReport],
    pub uses: &'a [CfgUse],
    /// The requirement changes (normative sentences added, removed,
    /// changed; [`crate::spec::changes::render`]), a block of lines.
    pub rules: &'a str,
    /// Files the bump wrote (empty: nothing changed, or a dry run).
    pub wrote: &'a [String],
    pub dry_run: bool,
}

const WIDTH: usize = 100;

fn pm(added: usize, removed: usize) -> String {
    format!("+{added}/−{removed}")
}

/// `head a, b, c` wrapped at [`WIDTH`], continuation lines indented by `indent` + 4.
fn wrapped(out: &mut String, indent: &str, head: &str, items: &[String]) {
    let mut line = format!("{indent}{head}");
    let mut has_item = false;
    for (i, item) in items.iter().enumerate() {
        let piece = if i + 1 < items.len() { format!("{item}, ") } else { item.clone() };
        if has_item && line.chars().count() + piece.trim_end().chars().count() > WIDTH {
            let _ = writeln!(out, "{}", line.trim_end());
            line = format!("{indent}    ");
        }
        line.push_str(&piece);
        has_item = true;
    }
    let _ = writeln!(out, "{}", line.trim_end());
}

/// `label (n): a, b, c`, wrapped; nothing for an empty list.
fn list(out: &mut String, indent: &str, label: &str, items: &[String]) {
    if !items.is_empty() {
        wrapped(out, indent, &format!("{label} ({}): ", items.len()), items);
    }
}

/// Runs of `−variant A`, `−variant B` become `−variants A`, `B` (joined
/// with `, ` they read `−variants A, B`); same for `+variant`, `±value`.
fn grouped(changes: &[String]) -> Vec<String> {
    const GROUPS: [(&str, &str); 4] =
        [("−variant ", "−variants "), ("+variant ", "+variants "), ("−value ", "−values "), ("+value ", "+values ")];
    let mut out: Vec<String> = Vec::new();
    let mut last: Option<(&str, usize)> = None; // (prefix, index of the run's first item)
    for c in changes {
        let group = GROUPS.iter().find(|(one, _)| c.starts_with(one));
        match (group, last) {
            (Some((one, many)), Some((prev, first))) if prev == *one => {
                if !out[first].starts_with(many) {
                    out[first] = out[first].replacen(one, many, 1);
                }
                out.push(c[one.len()..].to_owned());
            }
            _ => {
                last = group.map(|(one, _)| (*one, out.len()));
                out.push(c.clone());
            }
        }
    }
    out
}

fn counts_line(r: &FileReport, width: usize) -> String {
    let d = &r.diff;
    let desc = if d.defs_description_only > 0 {
        format!(" (+{} description-only)", d.defs_description_only)
    } else {
        String::new()
    };
    format!(
        "  {:width$}  methods {} ~{}  defs {} ~{}{desc}  members {}  variants {}  enum values {}",
        r.file,
        pm(d.methods_added.len(), d.methods_removed.len()),
        d.methods_changed.len(),
        pm(d.defs_added.len(), d.defs_removed.len()),
        d.defs_changed.len(),
        pm(d.members.added, d.members.removed),
        pm(d.variants.added, d.variants.removed),
        pm(d.values.added, d.values.removed),
    )
}

fn minus(items: &[String], already: Option<&[String]>) -> Vec<String> {
    match already {
        Some(a) => items.iter().filter(|i| !a.contains(i)).cloned().collect(),
        None => items.to_vec(),
    }
}

/// The detail block of one file; `base` is its stable file, whose
/// findings are not repeated.
fn details(out: &mut String, r: &FileReport, base: Option<&FileReport>) {
    let d = &r.diff;
    let b = base.map(|b| &b.diff);
    let methods_added = minus(&d.methods_added, b.map(|b| &b.methods_added[..]));
    let methods_removed = minus(&d.methods_removed, b.map(|b| &b.methods_removed[..]));
    let methods_changed = minus(&d.methods_changed, b.map(|b| &b.methods_changed[..]));
    let defs_added = minus(&d.defs_added, b.map(|b| &b.defs_added[..]));
    let defs_removed = minus(&d.defs_removed, b.map(|b| &b.defs_removed[..]));
    // A def change the stable file already reported is not repeated, item by item.
    let defs_changed: Vec<(&str, Vec<String>)> = d
        .defs_changed
        .iter()
        .map(|c| {
            let seen = b.and_then(|b| b.defs_changed.iter().find(|x| x.name == c.name)).map(|x| &x.changes[..]);
            (c.name.as_str(), minus(&c.changes, seen))
        })
        .filter(|(_, changes)| !changes.is_empty())
        .collect();
    let header = match base {
        Some(b) => format!("{}, beyond {}:", r.file, b.file),
        None => format!("{}:", r.file),
    };
    let _ = writeln!(out, "{header}");
    let before = out.len();
    list(out, "  ", "methods added", &methods_added);
    list(out, "  ", "methods removed", &methods_removed);
    if !methods_changed.is_empty() {
        let _ = writeln!(out, "  methods changed ({}):", methods_changed.len());
        for m in &methods_changed {
            let _ = writeln!(out, "    {m}");
        }
    }
    list(out, "  ", "defs added", &defs_added);
    list(out, "  ", "defs removed", &defs_removed);
    if !defs_changed.is_empty() {
        let _ = writeln!(out, "  defs changed ({}):", defs_changed.len());
        for (name, changes) in &defs_changed {
            wrapped(out, "    ", &format!("{name}: "), &grouped(changes));
        }
    }
    if out.len() == before {
        let _ = writeln!(out, "  nothing to list");
    }
}

fn follow_block(out: &mut String, label: &str, files: &[&FileReport], uses: &[CfgUse]) {
    let names: Vec<&str> = files.iter().map(|r| r.file.as_str()).collect();
    let _ = writeln!(out, "  {label} ({}):", names.join(", "));
    let mut all = Follow::default();
    for r in files {
        let f = follow(uses, r.version, &r.old_facts, &r.new_facts);
        all.drops_out.extend(f.drops_out);
        all.now_applies.extend(f.now_applies);
    }
    all.drops_out.sort();
    all.now_applies.sort();
    if all.drops_out.is_empty() && all.now_applies.is_empty() {
        let _ = writeln!(out, "    no cfg changes state");
    }
    for (what, list) in [("drops out", &all.drops_out), ("now applies", &all.now_applies)] {
        for u in list {
            let _ = writeln!(out, "    {what}: {}:{}  acp_v{} = {:?}", u.file, u.line, u.version, u.fact);
        }
    }
}

/// The summary text (ends with a newline).
pub fn render(s: &Summary) -> String {
    let mut out = String::new();
    let mode = if s.dry_run { " (dry run: nothing written)" } else { "" };
    let _ = writeln!(out, "schema bump: {} → {}{mode}", s.from, s.to);
    let width = s.files.iter().map(|r| r.file.len()).max().unwrap_or(0);
    for r in s.files {
        let _ = writeln!(out, "{}", counts_line(r, width));
    }
    if !s.layout.is_empty() {
        let _ = writeln!(out);
        let _ = writeln!(out, "package layout: what {} lacks, and how the crate's files are taken:", s.to);
        for line in s.layout {
            wrapped(&mut out, "  ", "", std::slice::from_ref(line));
        }
    }
    for r in s.files {
        let _ = writeln!(out);
        let base = if r.unstable {
            s.files.iter().find(|b| !b.unstable && b.version == r.version)
        } else {
            None
        };
        details(&mut out, r, base);
    }
    if !s.rules.is_empty() {
        let _ = writeln!(out);
        out.push_str(s.rules);
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "hand-written code that follows the bump ({} cfg(acp_vN = \"…\") uses in src/ tests/ examples/ benches/):",
        s.uses.len()
    );
    let stable: Vec<&FileReport> = s.files.iter().filter(|r| !r.unstable).collect();
    let unstable: Vec<&FileReport> = s.files.iter().filter(|r| r.unstable).collect();
    follow_block(&mut out, "plain builds", &stable, s.uses);
    follow_block(&mut out, "feature `unstable`", &unstable, s.uses);
    let _ = writeln!(out);
    if s.dry_run {
        let _ = writeln!(out, "dry run: the tree is unchanged; run without --dry-run to write the files.");
    } else if s.wrote.is_empty() {
        let _ = writeln!(out, "nothing to write: the tree already matches {}.", s.to);
    } else {
        wrapped(&mut out, "", &format!("wrote {} files: ", s.wrote.len()), s.wrote);
    }
    let _ = writeln!(out, "next: cargo xtask test");
    out
}
