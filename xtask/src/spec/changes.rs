//! The requirement changes of a schema bump, for its summary: normative
//! sentences added, removed, and changed — a removed and an added sentence
//! of the same version in the same description (same file and JSON
//! pointer) are one sentence edited, paired in order.

use super::data::VersionData;
use super::registry::{Registry, Requirement};
use super::render::excerpt;
use std::collections::BTreeMap;
use std::fmt::Write;

/// The changes of one version.
#[derive(Debug, Default)]
pub struct VersionChanges<'a> {
    pub added: Vec<&'a Requirement>,
    pub removed: Vec<&'a Requirement>,
    /// (old, new)
    pub changed: Vec<(&'a Requirement, &'a Requirement)>,
    /// Kept sentences that moved between the stable file and the unstable superset.
    pub restabled: Vec<&'a Requirement>,
}

/// Changes per version, `old` → `new`.
pub fn changes<'a>(old: &'a Registry, new: &'a Registry) -> BTreeMap<u16, VersionChanges<'a>> {
    let mut out: BTreeMap<u16, VersionChanges> = BTreeMap::new();
    for v in old.versions().into_iter().chain(new.versions()) {
        out.entry(v).or_default();
    }
    for r in &new.reqs {
        match old.get(&r.id) {
            None => out.entry(r.version).or_default().added.push(r),
            Some(o) if o.stable != r.stable => out.entry(r.version).or_default().restabled.push(r),
            Some(_) => {}
        }
    }
    for r in &old.reqs {
        if new.get(&r.id).is_none() {
            out.entry(r.version).or_default().removed.push(r);
        }
    }
    for c in out.values_mut() {
        let mut added = std::mem::take(&mut c.added);
        let mut removed = Vec::new();
        for o in std::mem::take(&mut c.removed) {
            match added.iter().position(|n| n.sources.iter().any(|s| o.sources.contains(s))) {
                Some(i) => c.changed.push((o, added.remove(i))),
                None => removed.push(o),
            }
        }
        c.added = added;
        c.removed = removed;
    }
    out
}

fn line(r: &Requirement) -> String {
    let s = &r.sources[0];
    let unstable = if r.stable { "" } else { ", unstable" };
    format!("{} {} ({}{unstable}) {} {}: {}", r.id, r.keyword().as_str(), r.actor.as_str(), s.file, s.pointer, excerpt(&r.text, 160))
}

/// The summary's block: one count line per version, the sentences, and
/// how many of the new ones lack a disposition.
pub fn render(old: &Registry, new: &Registry, data: &BTreeMap<u16, VersionData>) -> String {
    let all = changes(old, new);
    let mut out = String::new();
    let counts: Vec<String> = all
        .iter()
        .map(|(v, c)| format!("v{v} +{}/−{} ~{}", c.added.len(), c.removed.len(), c.changed.len()))
        .collect();
    let _ = writeln!(out, "normative sentences (docs/requirements.md): {}", counts.join(", "));
    let mut lacking = 0;
    for (v, c) in &all {
        let has = |r: &Requirement| data.get(v).is_some_and(|d| d.schema.contains_key(&r.id));
        for r in &c.added {
            let _ = writeln!(out, "  v{v} added: {}", line(r));
            lacking += usize::from(!has(r));
        }
        for r in &c.removed {
            let _ = writeln!(out, "  v{v} removed: {}", line(r));
        }
        for (o, n) in &c.changed {
            let _ = writeln!(out, "  v{v} changed: {} → {}", o.id, line(n));
            lacking += usize::from(!has(n));
        }
        for r in &c.restabled {
            let now = if r.stable { "now stable" } else { "now unstable only" };
            let _ = writeln!(out, "  v{v} {now}: {}", line(r));
        }
    }
    if lacking > 0 {
        let _ = writeln!(
            out,
            "  {lacking} new or changed sentences have no disposition: add them to docs/spec/schema-vN.toml \
             (`cargo xtask spec --stubs`), then `cargo xtask spec --write`; `cargo xtask spec --check` fails until then"
        );
    }
    out
}
