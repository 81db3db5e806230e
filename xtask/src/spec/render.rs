//! The published table (`docs/requirements.md`), the coverage summary
//! `cargo xtask spec` prints, and the stubs `--stubs` prints.

use super::data::{Disposition, Kind, Prose, VersionData};
use super::extract::{Actor, Keyword, Level};
use super::registry::{Registry, Requirement};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The published table, relative to the root.
pub const TABLE: &str = "docs/requirements.md";

/// Where a prose page is published.
const SITE: &str = "https://agentclientprotocol.com/protocol";

/// At most `n` characters of `text`, with `…` when cut.
pub fn excerpt(text: &str, n: usize) -> String {
    if text.chars().count() <= n {
        return text.to_owned();
    }
    let cut: String = text.chars().take(n).collect();
    format!("{}…", cut.trim_end())
}

/// Where a requirement comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Origin {
    /// In the version's `schema.json`.
    Stable,
    /// Only in its `schema.unstable.json`.
    Unstable,
    Prose,
}

impl Origin {
    fn as_str(self) -> &'static str {
        match self {
            Origin::Stable => "schema",
            Origin::Unstable => "schema, unstable only",
            Origin::Prose => "prose",
        }
    }
}

/// One row of the table: a schema sentence or a prose requirement.
pub struct Entry<'a> {
    pub id: &'a str,
    pub version: u16,
    pub origin: Origin,
    pub keyword: Keyword,
    pub actor: Actor,
    pub schema: Option<&'a Requirement>,
    pub prose: Option<&'a Prose>,
    pub disposition: Option<&'a Disposition>,
}

/// Every requirement with its disposition: schema sentences (actor
/// overrides applied), then the prose entries.
pub fn entries<'a>(registry: &'a Registry, data: &'a BTreeMap<u16, VersionData>) -> Vec<Entry<'a>> {
    let mut out = Vec::new();
    for r in &registry.reqs {
        let d = data.get(&r.version).and_then(|v| v.schema.get(&r.id));
        out.push(Entry {
            id: &r.id,
            version: r.version,
            origin: if r.stable { Origin::Stable } else { Origin::Unstable },
            keyword: r.keyword(),
            actor: d.and_then(|d| d.actor).unwrap_or(r.actor),
            schema: Some(r),
            prose: None,
            disposition: d,
        });
    }
    for v in data.values() {
        for p in &v.prose {
            out.push(Entry {
                id: &p.id,
                version: p.version,
                origin: Origin::Prose,
                keyword: p.keyword,
                actor: p.actor,
                schema: None,
                prose: Some(p),
                disposition: Some(&p.disposition),
            });
        }
    }
    // Table order: version, actor, origin, then where it is.
    out.sort_by(|a, b| {
        let place = |e: &Entry| match (e.schema, e.prose) {
            (Some(r), _) => (r.sources[0].pointer.clone(), String::new()),
            (_, Some(p)) => (p.page.clone(), String::new()),
            _ => (String::new(), String::new()),
        };
        (a.version, a.actor, a.origin, place(a), a.id).cmp(&(b.version, b.actor, b.origin, place(b), b.id))
    });
    out
}

/// Counts per disposition (index: `Kind::ALL` order, then "none").
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally(pub [usize; 5]);

impl Tally {
    fn add(&mut self, d: Option<&Disposition>) {
        let i = d.map_or(4, |d| Kind::ALL.iter().position(|k| *k == d.kind).expect("a kind"));
        self.0[i] += 1;
    }
    pub fn covered(&self) -> usize {
        self.0[0] + self.0[1]
    }
    /// Covered plus gaps (and sentences with no disposition yet).
    pub fn testable(&self) -> usize {
        self.covered() + self.0[3] + self.0[4]
    }
    pub fn total(&self) -> usize {
        self.0.iter().sum()
    }
}

/// Coverage per (version, actor, origin, level).
pub fn coverage(entries: &[Entry]) -> BTreeMap<(u16, Actor, Origin, Level), Tally> {
    let mut out: BTreeMap<_, Tally> = BTreeMap::new();
    for e in entries {
        out.entry((e.version, e.actor, e.origin, e.keyword.level())).or_default().add(e.disposition);
    }
    out
}

fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

fn code_list(items: &[String]) -> String {
    items.iter().map(|i| format!("`{i}`")).collect::<Vec<_>>().join(", ")
}

fn disposition_cell(d: Option<&Disposition>) -> String {
    let Some(d) = d else { return "**none** (fails `--check`)".to_owned() };
    let mut s = match d.kind {
        Kind::Enforced => format!("enforced: {}", code_list(&d.tests)),
        Kind::Checked => {
            let mut s = format!("checked: conform {}", code_list(&d.rows));
            if !d.tests.is_empty() {
                let _ = write!(s, "; also {}", code_list(&d.tests));
            }
            s
        }
        Kind::NotTestable => format!("not testable: {}", d.reason.as_deref().unwrap_or_default()),
        Kind::Gap => "**gap**".to_owned(),
    };
    if d.kind == Kind::Enforced && !d.rows.is_empty() {
        let _ = write!(s, "; also conform {}", code_list(&d.rows));
    }
    if let Some(n) = &d.note {
        let _ = write!(s, " — {n}");
    }
    if d.kind == Kind::Gap {
        if let Some(r) = &d.reason {
            let _ = write!(s, " — {r}");
        }
    }
    cell(&s)
}

fn coverage_table(out: &mut String, cov: &BTreeMap<(u16, Actor, Origin, Level), Tally>) {
    let _ = writeln!(out, "| version | actor | source | level | enforced | checked | not testable | gap | none | covered |");
    let _ = writeln!(out, "|---|---|---|---|--:|--:|--:|--:|--:|--:|");
    for ((v, a, o, l), t) in cov {
        let [e, c, n, g, x] = t.0;
        let _ = writeln!(
            out,
            "| v{v} | {} | {} | {} | {e} | {c} | {n} | {g} | {x} | {}/{} |",
            a.as_str(),
            o.as_str(),
            l.as_str(),
            t.covered(),
            t.testable()
        );
    }
}

/// `docs/requirements.md`.
pub fn table(registry: &Registry, data: &BTreeMap<u16, VersionData>, package: Option<&str>) -> String {
    let entries = entries(registry, data);
    let mut out = String::new();
    let _ = writeln!(out, "<!-- Generated by `cargo xtask spec --write` from schema/ and docs/spec/*.toml: do not edit. -->");
    let _ = writeln!(out, "# Requirements\n");
    let _ = writeln!(
        out,
        "Every normative sentence (RFC 2119 keywords in capitals) of the pinned schemas, found mechanically by \
         `cargo xtask spec`, and the main requirements of the prose spec, paraphrased by hand, each with one \
         disposition: **enforced** (the library makes the violation impossible or handles it; the test that shows \
         it), **checked** (an `acp-wire conform` row grades a peer on it), **not testable** (why), or **gap** \
         (testable, not covered yet). `cargo xtask spec --check` (part of `cargo xtask test`) keeps this table, \
         the dispositions (`docs/spec/schema-vN.toml`, `docs/spec/prose-vN.toml`) and the schemas in step. \
         Where prose and schema disagree, the schema wins and the row says so. How the sentences, ids and \
         actors are found and what `--check` checks: [docs/spec/README.md](spec/README.md).\n"
    );
    let _ = writeln!(out, "Schemas: {} (`schema/schema.lock`).", package.unwrap_or("not pinned"));
    for (v, d) in data {
        if let Some(spec) = &d.spec {
            let _ = writeln!(out, "Prose v{v}: `docs/protocol/v{v}/` of {spec}; pages: {}.", d.pages.join(", "));
        }
    }
    let _ = writeln!(out, "\n## Coverage\n");
    let _ = writeln!(out, "`covered` = enforced + checked, out of the testable ones (all but not testable).\n");
    coverage_table(&mut out, &coverage(&entries));
    let mut section = None;
    for e in &entries {
        let key = (e.version, e.actor, e.origin);
        if section != Some(key) {
            if section.map(|(v, _, _)| v) != Some(e.version) {
                let _ = writeln!(out, "\n## v{}", e.version);
            }
            if section.map(|(v, a, _)| (v, a)) != Some((e.version, e.actor)) {
                let _ = writeln!(out, "\n### v{} {}", e.version, e.actor.as_str());
            }
            let _ = writeln!(out, "\n#### {}\n", e.origin.as_str());
            let _ = writeln!(out, "| id | keyword | source | requirement | disposition |");
            let _ = writeln!(out, "|---|---|---|---|---|");
            section = Some(key);
        }
        let (source, text) = match (e.schema, e.prose) {
            (Some(r), _) => {
                let s = &r.sources[0];
                let mut places: Vec<&str> = r.sources.iter().map(|x| x.pointer.as_str()).collect();
                places.sort_unstable();
                places.dedup();
                let more = if places.len() > 1 { format!(" (+{} more)", places.len() - 1) } else { String::new() };
                (format!("[{}](../schema/{}) `{}`{more}", s.file, s.file, s.pointer), excerpt(&r.text, 400))
            }
            (_, Some(p)) => {
                let page = p.page.trim_end_matches(".mdx");
                let mut text = p.says.clone();
                if let Some(w) = &p.schema_wins {
                    let _ = write!(text, " **Schema wins:** {w}");
                }
                if !p.see.is_empty() {
                    let _ = write!(text, " (see {})", code_list(&p.see));
                }
                (format!("[{}#{}]({SITE}/v{}/{page}#{})", p.page, p.anchor, p.version, p.anchor), text)
            }
            _ => unreachable!("an entry is a sentence or a prose requirement"),
        };
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} | {} |",
            e.id,
            e.keyword.as_str(),
            cell(&source),
            cell(&text),
            disposition_cell(e.disposition)
        );
    }
    out
}

/// What `cargo xtask spec` prints.
pub fn summary(registry: &Registry, data: &BTreeMap<u16, VersionData>, package: Option<&str>) -> String {
    let entries = entries(registry, data);
    let mut out = String::new();
    let _ = writeln!(out, "requirements: schemas {} ({TABLE})", package.unwrap_or("(not pinned)"));
    let width = registry.files.keys().map(String::len).max().unwrap_or(0);
    for (file, c) in &registry.files {
        let _ = writeln!(
            out,
            "  {file:width$}  {:>3} normative sentences in {:>3} places; {:>2} sentences with a lowercase must/should/shall (not normative)",
            c.sentences, c.occurrences, c.lowercase
        );
    }
    for (v, d) in data {
        let n = d.prose.len();
        let _ = writeln!(out, "  prose v{v}: {n} requirements from {} pages of {}", d.pages.len(), d.spec.as_deref().unwrap_or("(no spec commit)"));
    }
    let _ = writeln!(out, "coverage (covered = enforced + checked, of the testable = all but not-testable):");
    let _ = writeln!(out, "  {:<4} {:<7} {:<22} {:<7} {:>8} {:>8} {:>12} {:>4} {:>5} {:>8}", "ver", "actor", "source", "level", "enforced", "checked", "not-testable", "gap", "none", "covered");
    let cov = coverage(&entries);
    let mut totals: BTreeMap<(u16, Origin), Tally> = BTreeMap::new();
    for ((v, a, o, l), t) in &cov {
        let [e, c, n, g, x] = t.0;
        let _ = writeln!(
            out,
            "  v{v:<3} {:<7} {:<22} {:<7} {e:>8} {c:>8} {n:>12} {g:>4} {x:>5} {:>8}",
            a.as_str(),
            o.as_str(),
            l.as_str(),
            format!("{}/{}", t.covered(), t.testable())
        );
        let tot = totals.entry((*v, *o)).or_default();
        for i in 0..5 {
            tot.0[i] += t.0[i];
        }
    }
    for ((v, o), t) in &totals {
        let [e, c, n, g, x] = t.0;
        let _ = writeln!(
            out,
            "  v{v} {} total {}: enforced {e}, checked {c}, not-testable {n}, gap {g}, none {x}; covered {}/{}",
            o.as_str(),
            t.total(),
            t.covered(),
            t.testable()
        );
    }
    out
}

/// A table to paste into `docs/spec/schema-vN.toml` for each sentence
/// without a disposition.
pub fn stubs(registry: &Registry, data: &BTreeMap<u16, VersionData>) -> String {
    let mut out = String::new();
    let mut last = None;
    for r in &registry.reqs {
        if data.get(&r.version).is_some_and(|d| d.schema.contains_key(&r.id)) {
            continue;
        }
        if last != Some(r.version) {
            let _ = writeln!(out, "# --- {}", super::data::schema_file(r.version));
            last = Some(r.version);
        }
        let s = &r.sources[0];
        let stable = if r.stable { "" } else { ", unstable only" };
        let _ = writeln!(out, "\n# {} ({}{stable}) {} {}", r.keyword().as_str(), r.actor.as_str(), s.file, s.pointer);
        let _ = writeln!(out, "# {}", excerpt(&r.text, 300));
        let _ = writeln!(out, "[\"{}\"]\ndisposition = \"gap\"", r.id);
    }
    out
}
