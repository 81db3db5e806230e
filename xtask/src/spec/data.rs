//! The hand-maintained files under `docs/spec/`, one pair per version:
//!
//! * `schema-vN.toml` (and any `schema-vN.*.toml` beside it, read together:
//!   `.unstable` for the sentences only the unstable superset has,
//!   `.retired` for those an older package had) — a disposition for every
//!   normative sentence of the version's schemas, keyed by the sentence's
//!   id (`["v1-0a1b2c3d"]`), and `reviewed`, the schema package the files
//!   were last reviewed against (`@agentclientprotocol/sdk 2.4.0`, as
//!   `schema/schema.lock` says it);
//! * `prose-vN.toml` (and any `prose-vN.*.toml`) — the prose spec's requirements (`[[requirement]]`:
//!   id, page, anchor, keyword, actor, the maintainer's own paraphrase, a
//!   disposition), with `spec` (the spec repository commit read) and
//!   `pages` (the pages covered).
//!
//! A disposition is one of `enforced` (`test = …`: the library makes the
//! violation impossible or handles it; a test shows it), `checked`
//! (`row = …`: an `acp-wire conform` row grades it), `not-testable`
//! (`reason = …`) or `gap` (testable, not covered yet; shown and counted
//! as uncovered). `test` and `row` take a string or an array.

use super::extract::{Actor, Keyword};
use super::toml::{self, Table, Val};
use std::collections::BTreeMap;
use std::path::Path;

/// The kind of disposition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    Enforced,
    Checked,
    NotTestable,
    Gap,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Enforced, Kind::Checked, Kind::NotTestable, Kind::Gap];

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Enforced => "enforced",
            Kind::Checked => "checked",
            Kind::NotTestable => "not-testable",
            Kind::Gap => "gap",
        }
    }

    fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// One disposition, where it was written.
#[derive(Clone, Debug, PartialEq)]
pub struct Disposition {
    pub kind: Kind,
    pub tests: Vec<String>,
    pub rows: Vec<String>,
    pub reason: Option<String>,
    pub note: Option<String>,
    /// Overrides the inferred actor.
    pub actor: Option<Actor>,
    /// The sentence is not in the reviewed schemas (kept, with why: e.g.
    /// an older package's wording, for the bump proof).
    pub retired: Option<String>,
    /// `docs/spec/schema-v1.toml:12`
    pub at: String,
}

/// One prose requirement.
#[derive(Clone, Debug, PartialEq)]
pub struct Prose {
    pub id: String,
    pub version: u16,
    /// Under `docs/protocol/vN/`, e.g. `initialization.mdx`.
    pub page: String,
    /// The heading slug.
    pub anchor: String,
    pub keyword: Keyword,
    pub actor: Actor,
    /// The maintainer's paraphrase (not the spec's text).
    pub says: String,
    /// Where the schema says otherwise: what it says (the schema wins).
    pub schema_wins: Option<String>,
    /// Related schema sentences (ids).
    pub see: Vec<String>,
    pub disposition: Disposition,
}

/// A version's files.
#[derive(Clone, Debug, Default)]
pub struct VersionData {
    pub reviewed: Option<String>,
    pub schema: BTreeMap<String, Disposition>,
    pub spec: Option<String>,
    pub pages: Vec<String>,
    pub prose: Vec<Prose>,
}

/// The main dispositions file of a version (`schema-vN.toml`); every
/// `docs/spec/schema-vN.*.toml` beside it (`.unstable`, `.retired`, …) is
/// read with it.
pub fn schema_file(version: u16) -> String {
    format!("{DIR}/schema-v{version}.toml")
}

/// Where the hand-maintained files are.
pub const DIR: &str = "docs/spec";

/// Every dispositions file of a version, the main one first.
pub fn schema_files(root: &Path, version: u16) -> Result<Vec<String>, String> {
    files(root, &format!("schema-v{version}"))
}

/// `DIR/{stem}.toml` first, then every `DIR/{stem}.*.toml`, sorted.
fn files(root: &Path, stem: &str) -> Result<Vec<String>, String> {
    let mut out = vec![format!("{DIR}/{stem}.toml")];
    let prefix = format!("{stem}.");
    let entries = match std::fs::read_dir(root.join(DIR)) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(out),
        Err(e) => return Err(format!("{DIR}: {e}")),
    };
    let mut more: Vec<String> = entries
        .filter_map(Result::ok)
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| n.starts_with(&prefix) && n.ends_with(".toml") && n.len() > prefix.len() + 4)
        .map(|n| format!("{DIR}/{n}"))
        .collect();
    more.sort();
    out.extend(more);
    Ok(out)
}

fn string(t: &Table, key: &str, at: &str) -> Result<Option<String>, String> {
    match t.get(key) {
        None => Ok(None),
        Some(Val::Str(s)) => Ok(Some(s.clone())),
        Some(_) => Err(format!("{at}: `{key}` must be a string")),
    }
}

fn strings(t: &Table, key: &str, at: &str) -> Result<Vec<String>, String> {
    match t.get(key) {
        None => Ok(Vec::new()),
        Some(Val::Str(s)) => Ok(vec![s.clone()]),
        Some(Val::List(l)) => Ok(l.clone()),
        Some(_) => Err(format!("{at}: `{key}` must be a string or an array of strings")),
    }
}

fn only(t: &Table, keys: &[&str], at: &str) -> Result<(), String> {
    match t.entries.iter().find(|(k, _, _)| !keys.contains(&k.as_str())) {
        Some((k, _, line)) => Err(format!("{at}: unknown key `{k}` (line {line}; known: {})", keys.join(", "))),
        None => Ok(()),
    }
}

const DISPOSITION_KEYS: [&str; 7] = ["disposition", "test", "row", "reason", "note", "actor", "retired"];

/// The disposition keys of a table; every rule of a disposition is checked
/// here except that its tests and rows exist (see `check`).
fn disposition(t: &Table, at: &str) -> Result<Disposition, String> {
    let kind = match string(t, "disposition", at)? {
        None => return Err(format!("{at}: no `disposition` (enforced, checked, not-testable or gap)")),
        Some(s) => Kind::parse(&s).ok_or_else(|| {
            format!("{at}: disposition `{s}` is not one of enforced, checked, not-testable, gap (no unassessed state)")
        })?,
    };
    let actor = match string(t, "actor", at)? {
        None => None,
        Some(a) => Some(Actor::parse(&a).ok_or_else(|| format!("{at}: actor `{a}` is not agent, client or both"))?),
    };
    let d = Disposition {
        kind,
        tests: strings(t, "test", at)?,
        rows: strings(t, "row", at)?,
        reason: string(t, "reason", at)?,
        note: string(t, "note", at)?,
        actor,
        retired: string(t, "retired", at)?,
        at: at.to_owned(),
    };
    match kind {
        Kind::Enforced if d.tests.is_empty() => Err(format!("{at}: enforced names no `test`")),
        Kind::Checked if d.rows.is_empty() => Err(format!("{at}: checked names no conform `row`")),
        Kind::NotTestable if d.reason.as_deref().is_none_or(str::is_empty) => Err(format!("{at}: not-testable gives no `reason`")),
        _ => Ok(d),
    }
}

/// Parses one dispositions file of a version into `data`.
pub fn parse_schema(file: &str, text: &str, data: &mut VersionData) -> Result<(), String> {
    let tables = toml::parse(text).map_err(|e| format!("{file}: {e}"))?;
    for t in &tables {
        let at = format!("{file}:{}", t.line);
        if t.name.is_empty() {
            only(t, &["reviewed"], &at)?;
            if let Some(r) = string(t, "reviewed", &at)? {
                match &data.reviewed {
                    Some(other) if *other != r => return Err(format!("{at}: reviewed {r:?}, another file of the version says {other:?}")),
                    _ => data.reviewed = Some(r),
                }
            }
            continue;
        }
        if t.array {
            return Err(format!("{at}: [[{}]] has no meaning here (one [\"id\"] table per sentence)", t.name));
        }
        only(t, &DISPOSITION_KEYS, &at)?;
        let d = disposition(t, &at)?;
        if let Some(first) = data.schema.get(&t.name) {
            return Err(format!("{at}: {} has a disposition already ({})", t.name, first.at));
        }
        data.schema.insert(t.name.clone(), d);
    }
    Ok(())
}

/// Parses `prose-vN.toml`.
pub fn parse_prose(file: &str, version: u16, text: &str, data: &mut VersionData) -> Result<(), String> {
    let tables = toml::parse(text).map_err(|e| format!("{file}: {e}"))?;
    for t in &tables {
        let at = format!("{file}:{}", t.line);
        if t.name.is_empty() {
            only(t, &["spec", "pages"], &at)?;
            if let Some(spec) = string(t, "spec", &at)? {
                match &data.spec {
                    Some(other) if *other != spec => return Err(format!("{at}: spec {spec:?}, another prose file of the version says {other:?}")),
                    _ => data.spec = Some(spec),
                }
            }
            data.pages.extend(strings(t, "pages", &at)?);
            continue;
        }
        if !(t.array && t.name == "requirement") {
            return Err(format!("{at}: expected [[requirement]] tables, got [{}]", t.name));
        }
        let mut keys = DISPOSITION_KEYS.to_vec();
        keys.extend(["id", "page", "anchor", "keyword", "says", "schema-wins", "see"]);
        only(t, &keys, &at)?;
        let need = |key: &str| string(t, key, &at)?.ok_or_else(|| format!("{at}: no `{key}`"));
        let id = need("id")?;
        if let Some(first) = data.prose.iter().find(|p| p.id == id) {
            return Err(format!("{at}: id {id} given twice (first at {})", first.disposition.at));
        }
        let kw = need("keyword")?;
        let keyword = Keyword::parse(&kw).ok_or_else(|| format!("{at}: keyword `{kw}` is not an RFC 2119 keyword in capitals"))?;
        let actor_s = need("actor")?;
        let actor = Actor::parse(&actor_s).ok_or_else(|| format!("{at}: actor `{actor_s}` is not agent, client or both"))?;
        let mut d = disposition(t, &at)?;
        d.actor = None; // the prose entry's own `actor` is its actor
        data.prose.push(Prose {
            id,
            version,
            page: need("page")?,
            anchor: need("anchor")?,
            keyword,
            actor,
            says: need("says")?,
            schema_wins: string(t, "schema-wins", &at)?,
            see: strings(t, "see", &at)?,
            disposition: d,
        });
    }
    Ok(())
}

/// Reads a version's files from the tree (a missing file is empty).
pub fn read(root: &Path, version: u16) -> Result<VersionData, String> {
    let mut data = VersionData::default();
    let read = |file: &str| match std::fs::read_to_string(root.join(file)) {
        Ok(t) => Ok(Some(t)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("{file}: {e}")),
    };
    for file in schema_files(root, version)? {
        if let Some(text) = read(&file)? {
            parse_schema(&file, &text, &mut data)?;
        }
    }
    for file in files(root, &format!("prose-v{version}"))? {
        if let Some(text) = read(&file)? {
            parse_prose(&file, version, &text, &mut data)?;
        }
    }
    Ok(data)
}
