//! `cargo xtask spec [--check | --write | --stubs | --list] [--schema-dir DIR]`:
//! the requirement registry.
//!
//! The normative sentences of the schemas are found mechanically
//! ([`extract`], [`registry`]); the prose spec's requirements and a
//! disposition for every requirement are hand-maintained under
//! `docs/spec/` ([`data`]); `docs/requirements.md` is generated from both
//! ([`render`]).
//!
//! * no flag: the summary — counts per schema file, coverage per version,
//!   origin, actor and keyword level;
//! * `--check`: fails listing every sentence without a disposition, every
//!   stale disposition, every named test or conform row that does not
//!   exist, and a `docs/requirements.md` that is out of date ([`check`]);
//! * `--write`: regenerates `docs/requirements.md`;
//! * `--stubs`: prints a `gap` disposition to fill in for each sentence
//!   that has none;
//! * `--list`: every sentence with its id, keyword, actor and first source;
//! * `--schema-dir DIR`: reads the schemas (and `schema.lock`) from DIR,
//!   laid out like `schema/`, instead of `schema/`; the table is then not
//!   compared (it describes `schema/`).

pub mod changes;
pub mod check;
pub mod data;
pub mod extract;
pub mod registry;
pub mod render;
mod toml;

use registry::Registry;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const USAGE: &str = "usage: cargo xtask spec [--check | --write | --stubs | --list] [--schema-dir DIR]";

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Summary,
    Check,
    Write,
    Stubs,
    List,
}

/// The package a schema directory holds, as its `schema.lock` names it,
/// if every file the lock lists is there with its hash.
pub fn package_of(dir: &Path) -> Option<String> {
    let text = std::fs::read_to_string(dir.join("schema.lock")).ok()?;
    let lock: crate::schema::Lock = serde_json::from_str(&text).ok()?;
    for (file, sha) in &lock.files {
        let bytes = std::fs::read(dir.join(file)).ok()?;
        if crate::schema::sha256_hex(&bytes) != *sha {
            return None;
        }
    }
    Some(crate::bump::describe(&lock.source))
}

/// Every version's hand-maintained files.
pub fn read_data(root: &Path, versions: &[u16]) -> Result<BTreeMap<u16, data::VersionData>, String> {
    versions.iter().map(|v| Ok((*v, data::read(root, *v)?))).collect()
}

pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    let mut mode = Mode::Summary;
    let mut schema_dir: Option<PathBuf> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let m = match a.as_str() {
            "--check" => Mode::Check,
            "--write" => Mode::Write,
            "--stubs" => Mode::Stubs,
            "--list" => Mode::List,
            "--schema-dir" => {
                schema_dir = Some(it.next().map(PathBuf::from).ok_or(format!("spec: --schema-dir needs a directory\n{USAGE}"))?);
                continue;
            }
            other => return Err(format!("spec: unknown argument {other}\n{USAGE}")),
        };
        if mode != Mode::Summary {
            return Err(format!("spec: one of --check, --write, --stubs, --list\n{USAGE}"));
        }
        mode = m;
    }
    if mode == Mode::Write && schema_dir.is_some() {
        return Err("spec: --write writes the table of schema/; --schema-dir only checks".into());
    }
    let versions = crate::versions::list(root)?;
    let own = crate::schema::schema_dir(root);
    let dir = schema_dir.clone().unwrap_or_else(|| own.clone());
    let registry = Registry::from_dir(&dir, &versions)?;
    let package = package_of(&dir);
    let data = read_data(root, &versions)?;
    match mode {
        Mode::Summary => print!("{}", render::summary(&registry, &data, package.as_deref())),
        Mode::List => {
            for r in &registry.reqs {
                let s = &r.sources[0];
                let stable = if r.stable { "stable" } else { "unstable" };
                println!("{}  {:<10} {:<6} {stable:<8} {} {}  {}", r.id, r.keyword().as_str(), r.actor.as_str(), s.file, s.pointer, r.text);
            }
        }
        Mode::Stubs => print!("{}", render::stubs(&registry, &data)),
        Mode::Write => {
            let text = render::table(&registry, &data, package.as_deref());
            let wrote = crate::codegen_cmd::apply(root, &[(render::TABLE.to_owned(), text)], false)?;
            eprintln!("spec: {}", if wrote.is_empty() { format!("{} is current", render::TABLE) } else { format!("wrote {}", render::TABLE) });
        }
        Mode::Check => {
            let rows = check::conform_rows(root)?;
            let input = check::Input { root, registry: &registry, data: &data, package: package.as_deref(), rows: &rows };
            let mut report = check::check(&input);
            if schema_dir.is_none() {
                let text = render::table(&registry, &data, package.as_deref());
                if !crate::codegen_cmd::apply(root, &[(render::TABLE.to_owned(), text)], true)?.is_empty() {
                    report.errors.push(format!("{} is out of date: run `cargo xtask spec --write`", render::TABLE));
                }
            } else {
                report.notes.push(format!("--schema-dir: {} not compared (it describes schema/)", render::TABLE));
            }
            eprint!("{}", render::summary(&registry, &data, package.as_deref()));
            for n in &report.notes {
                eprintln!("spec: note: {n}");
            }
            if !report.errors.is_empty() {
                for e in &report.errors {
                    eprintln!("spec: {e}");
                }
                return Err(format!("spec --check: {} problems (listed above)", report.errors.len()));
            }
            eprintln!("spec --check: ok");
        }
    }
    Ok(())
}
