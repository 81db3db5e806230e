//! Where a package keeps its schemas, read from the package itself (never
//! from a table of known versions), and how its files map onto the crate's
//! schema files (`schema/vN/schema.json`, `schema/vN/schema.unstable.json`
//! for every version folder `src/vN/`).
//!
//! The published layouts (npm `@agentclientprotocol/sdk`):
//!
//! * 2.x: `schema/vN/schema.json` and `schema/vN/schema.unstable.json` for
//!   every protocol version: taken as they are.
//! * 1.x: `schema/schema.json`, the one protocol version of its time (v1;
//!   it has what later releases split into v1's stable file and its
//!   unstable superset), and from 1.3.0 on `schema/v2/schema.unstable.json`
//!   (v2 as an unstable draft only).
//!
//! Per version the rule is the same for any package:
//!
//! * the stable file is `vN/schema.json` (for v1 also the unversioned
//!   `schema.json`); the unstable superset is `vN/schema.unstable.json`;
//! * a version with only one of them uses it for both modules: without an
//!   unstable file, feature `unstable` reads the stable one (nothing is
//!   unstable-only); with only the unstable draft, the plain module is
//!   generated from the draft too (feature `vN` speaks the draft);
//! * a version with neither is *absent*: its files are not vendored, the
//!   lock lists them under `absent`, its generated modules say so, and
//!   `build.rs` stops a build with feature `vN` with a message saying that
//!   the pinned package has no vN schema.
//!
//! A version's file must also define what the crate's hand-written code
//! for that version cannot do without ([`FLOOR`]): a file that lacks it is
//! an earlier draft of another shape (the v2 drafts of npm 1.3.0–1.7.0 end
//! a turn with a plain `StopReason` enum, before `ErrorStopReason`), and the
//! version is taken as absent, with a note naming what the file lacks.
//!
//! A JSON file under `schema/` that no rule takes (a layout this code does
//! not know, or a version the crate has no folder for), or a package
//! without any v1 file, fails the fetch with what was found and what to add.

use std::path::Path;

/// Per version, the `$defs` the hand-written code of `src/vN/` (and the
/// sides, kits and echo agent above it) needs unguarded by a schema fact.
/// Everything else drops out by facts (`cfg(acp_vN = "…")`); these are the
/// version's shape itself. A package whose file for the version lacks one
/// makes the version absent (see the module docs).
pub const FLOOR: &[(u16, &[&str])] = &[
    // The idle state's stop reason as an open union with `error` (the
    // generated `IdleStateUpdateStopReason` that src/v2/turn.rs, agent::v2
    // and the echo agent end v2 turns with).
    (2, &["ErrorStopReason"]),
];

/// The [`FLOOR`] defs of version `v` that the JSON Schema at `path` lacks.
fn below_floor(path: &Path, v: u16) -> Result<Vec<&'static str>, String> {
    let Some((_, needs)) = FLOOR.iter().find(|(n, _)| *n == v) else { return Ok(Vec::new()) };
    let text = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let doc: serde_json::Value = serde_json::from_slice(&text).map_err(|e| format!("{}: not JSON: {e}", path.display()))?;
    let defs = doc.get("$defs").and_then(|d| d.as_object());
    Ok(needs.iter().copied().filter(|d| !defs.is_some_and(|m| m.contains_key(*d))).collect())
}

/// One crate schema file and where it comes from in the package.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// Relative to the crate's `schema/`, e.g. `v2/schema.json`.
    pub file: String,
    /// Relative to the package's `schema/`, e.g. `v2/schema.unstable.json`;
    /// `None`: the package has no schema for this version (absent).
    pub source: Option<String>,
}

/// A package's layout mapped onto the crate's schema files.
#[derive(Clone, Debug, PartialEq)]
pub struct Mapping {
    /// In the order of [`crate::versions::schema_files`].
    pub entries: Vec<Entry>,
    /// What the layout lacks and how that was filled, one line each (empty
    /// for a package with every file of every version).
    pub notes: Vec<String>,
}

impl Mapping {
    /// The files the package lacks entirely (their versions are absent).
    pub fn absent(&self) -> Vec<String> {
        self.entries.iter().filter(|e| e.source.is_none()).map(|e| e.file.clone()).collect()
    }
}

/// Every `*.json` file under `dir`, relative to it, `/`-separated, sorted.
pub(crate) fn json_files(dir: &Path) -> Result<Vec<String>, String> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<String>) -> Result<(), String> {
        let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for entry in entries {
            let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
            if path.is_dir() {
                walk(base, &path, out)?;
            } else if path.extension().is_some_and(|x| x == "json") {
                let rel = path.strip_prefix(base).map_err(|e| e.to_string())?;
                out.push(rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect::<Vec<_>>().join("/"));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out)?;
    out.sort();
    Ok(out)
}

/// Maps the package at `package` (a directory with `package.json` and
/// `schema/`) onto the schema files of `versions`; `label` names the
/// package in messages (`@agentclientprotocol/sdk 1.9.0`).
pub fn map(package: &Path, versions: &[u16], label: &str) -> Result<Mapping, String> {
    let dir = package.join("schema");
    if !dir.is_dir() {
        return Err(format!(
            "{label}: the package has no schema/ directory; a package this xtask can read has \
             schema/vN/schema.json and schema/vN/schema.unstable.json (2.x) or schema/schema.json (1.x)"
        ));
    }
    let found = json_files(&dir)?;
    let has = |f: &str| found.iter().any(|x| x == f);
    let mut used: Vec<String> = Vec::new();
    let mut entries = Vec::new();
    let mut notes = Vec::new();
    for &v in versions {
        let stable_names = if v == 1 { vec![format!("v{v}/schema.json"), "schema.json".to_owned()] } else { vec![format!("v{v}/schema.json")] };
        let stable = stable_names.into_iter().find(|f| has(f));
        let unstable_name = format!("v{v}/schema.unstable.json");
        let unstable = has(&unstable_name).then_some(unstable_name.clone());
        let (s, u) = match (stable, unstable) {
            (Some(s), Some(u)) => (Some(s), Some(u)),
            (Some(s), None) => {
                notes.push(format!(
                    "v{v}: no unstable superset (schema/{unstable_name}): feature `unstable` reads v{v}'s stable file \
                     schema/{s}; no method or member is unstable-only"
                ));
                (Some(s.clone()), Some(s))
            }
            (None, Some(u)) => {
                notes.push(format!(
                    "v{v}: no stable file (schema/v{v}/schema.json), only the unstable draft schema/{u}: \
                     the plain v{v} module is generated from the draft too (feature `v{v}` speaks the draft)"
                ));
                (Some(u.clone()), Some(u))
            }
            (None, None) => {
                if v == 1 {
                    return Err(format!(
                        "{label}: unknown package layout: no v1 schema (schema/v1/schema.json or schema/schema.json); \
                         found under schema/: {}. Teach xtask/src/layout.rs where this layout keeps v1.",
                        if found.is_empty() { "nothing".to_owned() } else { found.join(", ") }
                    ));
                }
                notes.push(format!(
                    "v{v}: absent (no schema/v{v}/schema.json nor schema/{unstable_name}): feature `v{v}` is unavailable \
                     with this pin (build.rs stops with a message), and so is every feature that needs it"
                ));
                (None, None)
            }
        };
        used.extend(s.iter().chain(u.iter()).cloned());
        let (s, u) = match &s {
            Some(file) => {
                let lacks = below_floor(&dir.join(file), v)?;
                if lacks.is_empty() {
                    (s, u)
                } else {
                    notes.push(format!(
                        "v{v}: absent: schema/{file} is an earlier draft without {} (what the crate's v{v} code is \
                         built on: FLOOR in xtask/src/layout.rs): feature `v{v}` is unavailable with this pin \
                         (build.rs stops with a message), and so is every feature that needs it",
                        lacks.iter().map(|d| format!("$defs/{d}")).collect::<Vec<_>>().join(", ")
                    ));
                    (None, None)
                }
            }
            None => (s, u),
        };
        entries.push(Entry { file: format!("v{v}/schema.json"), source: s });
        entries.push(Entry { file: unstable_name, source: u });
    }
    let unknown: Vec<&String> = found.iter().filter(|f| !used.contains(f)).collect();
    if !unknown.is_empty() {
        let list: Vec<String> = unknown.iter().map(|f| format!("schema/{f}")).collect();
        return Err(format!(
            "{label}: unknown package layout: {} not taken by any rule (found under schema/: {}). \
             This xtask takes schema/vN/schema.json and schema/vN/schema.unstable.json for the crate's versions ({}), \
             and schema/schema.json as v1. A file of a new version needs its folder src/vN/ (docs/adding-a-version.md); \
             any other file needs a rule in xtask/src/layout.rs.",
            list.join(", "),
            found.join(", "),
            versions.iter().map(|v| format!("v{v}")).collect::<Vec<_>>().join(", ")
        ));
    }
    Ok(Mapping { entries, notes })
}

/// The features of `Cargo.toml` (at `root`) that need feature `vN`,
/// directly or through another feature, `vN` included, sorted.
pub fn features_needing(root: &Path, version: u16) -> Vec<String> {
    let Ok(text) = std::fs::read_to_string(root.join("Cargo.toml")) else {
        return vec![format!("v{version}")];
    };
    // `[features]` lines `name = [ "a", "b", ... ]`, possibly over several lines.
    let mut features: Vec<(String, Vec<String>)> = Vec::new();
    let mut in_features = false;
    let mut current: Option<(String, String)> = None;
    for line in text.lines() {
        let l = line.split('#').next().unwrap_or("").trim();
        if l.starts_with('[') && current.is_none() {
            in_features = l == "[features]";
            continue;
        }
        if !in_features {
            continue;
        }
        if let Some((name, mut body)) = current.take() {
            body.push_str(l);
            if l.contains(']') {
                features.push((name, quoted(&body)));
            } else {
                current = Some((name, body));
            }
            continue;
        }
        if let Some((name, rest)) = l.split_once('=') {
            let (name, rest) = (name.trim().to_owned(), rest.trim().to_owned());
            if rest.contains(']') {
                features.push((name, quoted(&rest)));
            } else {
                current = Some((name, rest));
            }
        }
    }
    let mut out = vec![format!("v{version}")];
    loop {
        let more: Vec<String> = features
            .iter()
            .filter(|(n, deps)| !out.contains(n) && deps.iter().any(|d| out.contains(d)))
            .map(|(n, _)| n.clone())
            .collect();
        if more.is_empty() {
            break;
        }
        out.extend(more);
    }
    out.sort();
    out
}

/// A crate of the workspace: its folder (relative to the root, `.` for the
/// core), its package name and its manifest's text.
pub struct Member {
    /// Relative to the workspace root.
    pub dir: String,
    /// The package name.
    pub name: String,
    manifest: String,
}

impl Member {
    /// The manifest's lines without comments, trimmed.
    fn lines(&self) -> impl Iterator<Item = &str> {
        self.manifest.lines().map(|l| l.split('#').next().unwrap_or("").trim())
    }

    /// Whether the manifest names `package` as a dependency of any kind.
    pub fn depends_on(&self, package: &str) -> bool {
        self.lines().any(|l| l.split_once('=').is_some_and(|(k, _)| k.trim() == package))
    }

    /// The features its dependency on `package` asks for.
    fn features_of(&self, package: &str) -> Vec<String> {
        self.lines()
            .filter_map(|l| l.split_once('=').filter(|(k, _)| k.trim() == package))
            .flat_map(|(_, v)| v.split_once("features").map(|(_, f)| quoted(f.split(']').next().unwrap_or(""))).unwrap_or_default())
            .collect()
    }
}

/// The workspace's crates, in the order of the root `Cargo.toml`'s
/// `members` (the core first when it lists `.` first).
pub fn members(root: &Path) -> Vec<Member> {
    let Ok(text) = std::fs::read_to_string(root.join("Cargo.toml")) else { return Vec::new() };
    let dirs = text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .find_map(|l| l.strip_prefix("members").map(quoted))
        .unwrap_or_default();
    dirs.into_iter()
        .filter_map(|dir| {
            let manifest = std::fs::read_to_string(root.join(&dir).join("Cargo.toml")).ok()?;
            let mut m = Member { dir, name: String::new(), manifest };
            let name = m.lines().find_map(|l| {
                let (k, v) = l.split_once('=')?;
                (k.trim() == "name").then(|| quoted(v).into_iter().next()).flatten()
            })?;
            m.name = name;
            Some(m)
        })
        .collect()
}

/// The workspace's crates (the core aside) whose dependency on `acp-wire`
/// asks for a feature that needs version `version` ([`features_needing`]):
/// with that version absent they cannot build. Read from the manifests,
/// never from a list of names.
pub fn crates_needing(root: &Path, version: u16) -> Vec<String> {
    let needing = features_needing(root, version);
    let mut out: Vec<String> = members(root)
        .into_iter()
        .filter(|m| m.dir != "." && m.features_of("acp-wire").iter().any(|f| needing.contains(f)))
        .map(|m| m.name)
        .collect();
    out.sort();
    out
}

fn quoted(s: &str) -> Vec<String> {
    s.split('"').skip(1).step_by(2).map(str::to_owned).collect()
}
