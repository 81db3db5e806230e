//! The requirement changes of a schema bump, for its summary: normative
//! sentences added, removed, and changed. A removed and an added sentence
//! of one version are one sentence edited ("changed") when their words are
//! alike: in the same description (file and JSON pointer; the keyword may
//! change) when one has at least [`SAME_PLACE`] of the other's words,
//! anywhere with the same strongest keyword when the Jaccard similarity of
//! their word sets is at least [`SIMILAR`] (a reworded sentence whose def
//! moved). The most alike pairs go first.

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

/// How alike two sentences' word sets must be to pair them as one edit
/// (with the same strongest keyword)…
pub const SIMILAR: f64 = 0.6;
/// …or, in the same description and whatever their keywords, how much of
/// the shorter one's words the other has (a sentence extended or cut).
pub const SAME_PLACE: f64 = 0.6;

fn word_set(text: &str) -> std::collections::BTreeSet<String> {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect()
}

/// The Jaccard similarity of the word sets of two sentences.
pub fn similarity(a: &str, b: &str) -> f64 {
    let (a, b) = (word_set(a), word_set(b));
    let union = a.union(&b).count();
    if union == 0 {
        return 0.0;
    }
    a.intersection(&b).count() as f64 / union as f64
}

/// The share of the smaller word set the other one has.
pub fn overlap(a: &str, b: &str) -> f64 {
    let (a, b) = (word_set(a), word_set(b));
    let smaller = a.len().min(b.len());
    if smaller == 0 {
        return 0.0;
    }
    a.intersection(&b).count() as f64 / smaller as f64
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
        let (removed, added) = (std::mem::take(&mut c.removed), std::mem::take(&mut c.added));
        // Candidate edits, the most alike first.
        let mut pairs: Vec<(f64, usize, usize)> = Vec::new();
        for (i, o) in removed.iter().enumerate() {
            for (j, n) in added.iter().enumerate() {
                let sim = similarity(&o.text, &n.text);
                let same_place = n.sources.iter().any(|s| o.sources.contains(s));
                if (same_place && overlap(&o.text, &n.text) >= SAME_PLACE) || (o.keyword() == n.keyword() && sim >= SIMILAR) {
                    pairs.push((sim + if same_place { 1.0 } else { 0.0 }, i, j));
                }
            }
        }
        pairs.sort_by(|a, b| b.0.total_cmp(&a.0).then((a.1, a.2).cmp(&(b.1, b.2))));
        let (mut used_old, mut used_new) = (vec![false; removed.len()], vec![false; added.len()]);
        for (_, i, j) in pairs {
            if !used_old[i] && !used_new[j] {
                used_old[i] = true;
                used_new[j] = true;
                c.changed.push((removed[i], added[j]));
            }
        }
        c.removed = removed.into_iter().zip(used_old).filter(|(_, u)| !u).map(|(r, _)| r).collect();
        c.added = added.into_iter().zip(used_new).filter(|(_, u)| !u).map(|(r, _)| r).collect();
        c.changed.sort_by(|a, b| a.1.id.cmp(&b.1.id));
    }
    out
}

/// One sentence (two lines: where, then its text), its actor as the
/// dispositions say (their override, else the inferred one).
fn line(r: &Requirement, data: &BTreeMap<u16, VersionData>) -> String {
    let s = &r.sources[0];
    let unstable = if r.stable { "" } else { ", unstable" };
    let actor = data.get(&r.version).and_then(|d| d.schema.get(&r.id)).and_then(|d| d.actor).unwrap_or(r.actor);
    format!("{} {} ({}{unstable}) {} {}\n      {}", r.id, r.keyword().as_str(), actor.as_str(), s.file, s.pointer, excerpt(&r.text, 200))
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
            let _ = writeln!(out, "  v{v} added: {}", line(r, data));
            lacking += usize::from(!has(r));
        }
        for r in &c.removed {
            let _ = writeln!(out, "  v{v} removed: {}", line(r, data));
        }
        for (o, n) in &c.changed {
            let was = if o.keyword() == n.keyword() { String::new() } else { format!(" ({})", o.keyword().as_str()) };
            let _ = writeln!(out, "  v{v} changed: {}{was} → {}", o.id, line(n, data));
            lacking += usize::from(!has(n));
        }
        for r in &c.restabled {
            let now = if r.stable { "now stable" } else { "now unstable only" };
            let _ = writeln!(out, "  v{v} {now}: {}", line(r, data));
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
