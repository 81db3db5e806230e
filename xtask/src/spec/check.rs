//! `cargo xtask spec --check`: every schema sentence has a disposition,
//! every disposition names a sentence of the schemas (or says it is
//! retired), every test and conform row it names exists, and the
//! published table is current.
//!
//! Stale detection is relative to the pin: a version's `schema-vN.toml`
//! says which package it was `reviewed` against. When the schemas checked
//! are that package (the normal case), a disposition whose sentence is not
//! in them fails (stale) unless it is marked `retired`. When they are
//! another package (a bumped tree before its review, the CI bump proof,
//! `--schema-dir`), such dispositions are reported as "not in this
//! schema" and do not fail — but a sentence without a disposition always
//! fails: a bump that adds a MUST must get its disposition before the
//! suite passes.

use super::data::{Disposition, VersionData};
use super::registry::Registry;
use std::collections::BTreeMap;
use std::path::Path;

/// The files the conform rows live in: `conform.rs` and everything under `conform/`.
pub const CONFORM: &str = "cli/src/conform";

/// Which protocol versions a conform row applies to (`Run`, `V1`, `V2`, `Both`).
pub type Rows = BTreeMap<String, String>;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut paths: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The rows `req!("id", Level, Applies, …)` of the conform code.
pub fn conform_rows(root: &Path) -> Result<Rows, String> {
    let mut files = vec![root.join(format!("{CONFORM}.rs"))];
    rust_files(&root.join(CONFORM), &mut files);
    let mut rows = Rows::new();
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else { continue };
        rows.extend(rows_in(&text));
    }
    if rows.is_empty() {
        return Err(format!("no conform rows (`req!(\"id\", …)`) found in {CONFORM}.rs or {CONFORM}/"));
    }
    Ok(rows)
}

/// `req!("id", Level, Applies, …)` in one file's text.
pub fn rows_in(text: &str) -> Rows {
    let mut rows = Rows::new();
    for (i, _) in text.match_indices("req!(\"") {
        let rest = &text[i + 6..];
        let Some(end) = rest.find('"') else { continue };
        let id = &rest[..end];
        let mut args = rest[end + 1..].split(',').map(str::trim).skip(1);
        let _level = args.next();
        let applies = args.next().unwrap_or("").to_owned();
        rows.insert(id.to_owned(), applies);
    }
    rows
}

/// Does `applies` (a conform row's) cover `version`?
fn row_covers(applies: &str, version: u16) -> bool {
    match applies {
        "Both" | "Run" => true,
        "V1" => version == 1,
        "V2" => version >= 2,
        _ => false,
    }
}

/// Is `line` a test attribute?
fn test_attr(line: &str) -> bool {
    let l = line.trim();
    l.starts_with("#[") && (l.contains("test]") || l.contains("::test") || l.contains("test(")) && !l.contains("cfg(test)")
}

/// The test functions of a Rust file, each with its module path inside the
/// file (`v2_gates::v2_surfaces`): a `fn` with `#[test]` / `#[tokio::test]`
/// among the attributes right above it; modules are `mod name {` blocks,
/// nested by indentation (a block closes at the indentation it opened at,
/// as everywhere in the tree).
pub fn test_functions(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut mods: Vec<(String, usize)> = Vec::new();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let t = line.trim_start();
        let indent = line.len() - t.len();
        if t.starts_with('}') {
            if mods.last().is_some_and(|(_, at)| *at == indent) {
                mods.pop();
            }
            continue;
        }
        let decl = t.strip_prefix("pub ").or_else(|| t.strip_prefix("pub(crate) ")).unwrap_or(t);
        if let Some(rest) = decl.strip_prefix("mod ") {
            if let Some(name) = rest.strip_suffix(" {") {
                mods.push((name.trim().to_owned(), indent));
            }
            continue;
        }
        let Some(rest) = decl.strip_prefix("async fn ").or_else(|| decl.strip_prefix("fn ")) else { continue };
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let attrs = lines[..i].iter().rev().take_while(|p| p.trim_start().starts_with("#[") || p.trim_start().starts_with("//"));
        if !name.is_empty() && attrs.clone().any(|p| test_attr(p)) {
            let mut path: Vec<&str> = mods.iter().map(|(m, _)| m.as_str()).collect();
            path.push(&name);
            out.push(path.join("::"));
        }
    }
    out
}

/// `path/file.rs::module::…::function`: the file exists and has a test
/// function at that module path (see [`test_functions`]).
pub fn test_exists(root: &Path, spec: &str) -> Result<(), String> {
    let Some((file, path)) = spec.split_once("::") else {
        return Err(format!("test `{spec}`: expected FILE.rs::[module::]function"));
    };
    if !file.ends_with(".rs") || file.starts_with('/') || file.contains("..") {
        return Err(format!("test `{spec}`: expected a relative FILE.rs before the first ::"));
    }
    let text = std::fs::read_to_string(root.join(file)).map_err(|e| format!("test `{spec}`: {file}: {e}"))?;
    let tests = test_functions(&text);
    if tests.iter().any(|t| t == path) {
        return Ok(());
    }
    let name = path.rsplit("::").next().unwrap_or(path);
    match tests.iter().find(|t| t.rsplit("::").next() == Some(name)) {
        Some(t) => Err(format!("test `{spec}`: {file} has `{name}` at `{t}`, not `{path}`")),
        None => Err(format!("test `{spec}`: {file} has no test function `{name}`")),
    }
}

/// What `--check` found.
#[derive(Debug, Default)]
pub struct Report {
    /// Each makes `--check` fail.
    pub errors: Vec<String>,
    /// Reported, not failures.
    pub notes: Vec<String>,
}

/// The checks' inputs.
pub struct Input<'a> {
    pub root: &'a Path,
    pub registry: &'a Registry,
    pub data: &'a BTreeMap<u16, VersionData>,
    /// The checked schemas' package (`@agentclientprotocol/sdk 2.4.0`), if known.
    pub package: Option<&'a str>,
    pub rows: &'a Rows,
}

fn names_exist(input: &Input, version: u16, id: &str, d: &Disposition, report: &mut Report) {
    for t in &d.tests {
        if let Err(e) = test_exists(input.root, t) {
            report.errors.push(format!("{}: {id}: {e}", d.at));
        }
    }
    for r in &d.rows {
        match input.rows.get(r) {
            None => report.errors.push(format!("{}: {id}: conform row `{r}` does not exist (rows: {CONFORM}/reqs/)", d.at)),
            Some(a) if !row_covers(a, version) => {
                report.errors.push(format!("{}: {id}: conform row `{r}` is not graded for v{version} (it applies to {a})", d.at))
            }
            Some(_) => {}
        }
    }
}

/// Runs every check but the table's (see `super::run`).
pub fn check(input: &Input) -> Report {
    let mut report = Report::default();
    let empty = VersionData::default();
    for version in input.data.keys().copied().chain(input.registry.versions()).collect::<std::collections::BTreeSet<_>>() {
        let data = input.data.get(&version).unwrap_or(&empty);
        let pinned = data.reviewed.is_some() && data.reviewed.as_deref() == input.package;
        if !pinned {
            report.notes.push(format!(
                "v{version}: docs/spec/schema-v{version}.toml was reviewed against {}, the schemas checked are {}: \
                 dispositions of sentences these schemas lack are reported, not failed",
                data.reviewed.as_deref().unwrap_or("(no `reviewed`)"),
                input.package.unwrap_or("(unknown: no schema.lock)")
            ));
        }
        let mut missing = 0;
        for r in input.registry.reqs.iter().filter(|r| r.version == version) {
            match data.schema.get(&r.id) {
                None => {
                    missing += 1;
                    report.errors.push(format!(
                        "{}: {} {} ({}) has no disposition: {} [{} {}]",
                        super::data::schema_file(version),
                        r.id,
                        r.keyword().as_str(),
                        r.actor.as_str(),
                        super::render::excerpt(&r.text, 140),
                        r.sources[0].file,
                        r.sources[0].pointer
                    ))
                }
                Some(d) if d.retired.is_some() && pinned => report.errors.push(format!(
                    "{}: {} is marked retired but the sentence is in {}: drop `retired`",
                    d.at,
                    r.id,
                    input.package.unwrap_or("the schemas")
                )),
                Some(_) => {}
            }
        }
        if missing > 0 {
            report.notes.push(format!("v{version}: `cargo xtask spec --stubs` prints a table to fill in for each of the {missing} sentences without a disposition"));
        }
        let mut absent = Vec::new();
        for (id, d) in &data.schema {
            let present = input.registry.get(id).is_some_and(|r| r.version == version);
            if !id.starts_with(&format!("v{version}-")) {
                report.errors.push(format!("{}: {id} is not a v{version} sentence id (v{version}-xxxxxxxx)", d.at));
            } else if !present && pinned && d.retired.is_none() {
                report.errors.push(format!(
                    "{}: {id} is stale: no such sentence in {} (remove it, or mark it `retired` with why)",
                    d.at,
                    input.package.unwrap_or("the schemas")
                ));
            } else if !present && !pinned {
                absent.push(id.as_str());
            }
            names_exist(input, version, id, d, &mut report);
        }
        if !absent.is_empty() {
            report.notes.push(format!("v{version}: {} dispositions name sentences not in this schema: {}", absent.len(), absent.join(", ")));
        }
        for p in &data.prose {
            names_exist(input, version, &p.id, &p.disposition, &mut report);
            let prefix = format!("v{version}.");
            if !p.id.starts_with(&prefix) {
                report.errors.push(format!("{}: prose id {} must start with {prefix}", p.disposition.at, p.id));
            }
            if !data.pages.contains(&p.page) {
                report.errors.push(format!("{}: {}: page {} is not in `pages`", p.disposition.at, p.id, p.page));
            }
            for s in &p.see {
                if pinned && input.registry.get(s).is_none() {
                    report.errors.push(format!("{}: {}: `see` names {s}, not a sentence of the schemas", p.disposition.at, p.id));
                }
            }
        }
    }
    report
}
