//! `cargo xtask bump (--npm-version X | --from TGZ_OR_DIR) [--summary FILE] [--dry-run]`:
//! the whole schema bump in one command.
//!
//! 1. reads the current schema files and facts files into memory;
//! 2. fetches and checks the new schemas exactly as `schema fetch` does;
//! 3. generates, in memory, every file `cargo xtask codegen` writes and every
//!    fixture `cargo xtask fixtures` writes — so a schema the generator
//!    refuses stops the bump before anything is written;
//! 4. writes the schemas and their lock (then verifies them as `schema fetch`
//!    does), the generated modules and facts, the fixtures and the
//!    requirement table `docs/requirements.md` — or, with `--dry-run`,
//!    nothing;
//! 5. prints the summary (see [`crate::summary`]; with the normative
//!    sentences added, removed and changed, [`crate::spec::changes`]) to
//!    stdout, and to `--summary FILE`, ending with what to run next.

use crate::cfgscan;
use crate::codegen::facts::parse_facts;
use crate::codegen_cmd::{self, facts_path};
use crate::diff::diff_schemas;
use crate::fixtures;
use crate::schema::{self, Origin};
use crate::spec;
use crate::summary::{render, FileReport, Summary};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const USAGE: &str = "usage: cargo xtask bump (--npm-version X | --from TGZ_OR_DIR) [--summary FILE] [--dry-run]";

struct Args {
    origin: Origin,
    summary: Option<PathBuf>,
    dry_run: bool,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let (origin, rest) = Origin::parse("bump", args)?;
    let mut out = Args { origin, summary: None, dry_run: false };
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--dry-run" => out.dry_run = true,
            "--summary" => out.summary = Some(it.next().map(PathBuf::from).ok_or("bump: --summary needs a file")?),
            other => return Err(format!("bump: unknown argument {other}\n{USAGE}")),
        }
    }
    if out.origin.version.is_none() && out.origin.from.is_none() {
        return Err(format!("bump: say which schemas to take\n{USAGE}"));
    }
    Ok(out)
}

/// What a version new to the tree (a folder `src/vN/` without schemas
/// yet) is compared against: no `$defs`, so everything is "added".
const NO_SCHEMA: &[u8] = br#"{"$defs": {}}"#;

/// The schema files of `schema/` (name under `schema/` → bytes); a file a
/// newly added version does not have yet reads as [`NO_SCHEMA`].
fn read_schemas(root: &Path) -> Result<BTreeMap<String, Vec<u8>>, String> {
    let mut out = BTreeMap::new();
    for name in crate::versions::schema_files(root)? {
        let path = format!("schema/{name}");
        let bytes = if root.join(&path).exists() { codegen_cmd::read_schema(root, &path)? } else { NO_SCHEMA.to_vec() };
        out.insert(name, bytes);
    }
    Ok(out)
}

fn lookup(set: &BTreeMap<String, Vec<u8>>, name: &str) -> Result<Vec<u8>, String> {
    set.get(name).cloned().ok_or_else(|| format!("{name}: not in the schema set"))
}

fn fact_set(text: &str) -> BTreeSet<String> {
    parse_facts(text).map(str::to_owned).collect()
}

pub(crate) fn describe(source: &schema::Source) -> String {
    match source.kind.as_str() {
        "npm" => format!("{} {}", source.package, source.version),
        kind => format!("{} {} ({kind})", source.package, source.version),
    }
}

pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    let args = parse(args)?;

    // (a) The current state, in memory.
    let old_lock = schema::read_lock(root)?;
    let old_lock_text = std::fs::read(schema::lock_path(root)).unwrap_or_default();
    let old_schemas = read_schemas(root)?;
    let mut old_facts = BTreeMap::new();
    let targets = crate::versions::targets(root)?;
    for (version, unstable, path, module) in &targets {
        let facts = facts_path(module);
        let text = match std::fs::read_to_string(root.join(&facts)) {
            Ok(t) => t,
            // A version new to the tree: no facts before.
            Err(_) if !root.join(path).exists() => String::new(),
            // No facts file yet: what codegen would have written.
            Err(_) => codegen_cmd::facts_text(&codegen_cmd::read_schema(root, path)?, *version, *unstable, path)?,
        };
        old_facts.insert(facts, fact_set(&text));
    }

    // (b) Fetch and check.
    let fetched = schema::obtain(root, &args.origin)?;
    let new_schemas: BTreeMap<String, Vec<u8>> = fetched.contents.iter().cloned().collect();

    // (c, d) Everything that follows from the schemas, in memory.
    let absent = &fetched.lock.absent;
    let pick = |file: &str| -> Result<Option<Vec<u8>>, String> {
        if absent.iter().any(|a| a == file) {
            return Ok(None);
        }
        lookup(&new_schemas, file).map(Some)
    };
    let generated = codegen_cmd::outputs(root, &|path| pick(path.strip_prefix("schema/").unwrap_or(path)))?;
    let fixture_files = fixtures::outputs(root, &pick)?;

    // (e) The summary's material.
    let mut reports = Vec::new();
    for (version, unstable, path, module) in &targets {
        let file = path.strip_prefix("schema/").unwrap_or(path);
        let old = lookup(&old_schemas, file)?;
        let new = if absent.iter().any(|a| a == file) { NO_SCHEMA.to_vec() } else { lookup(&new_schemas, file)? };
        let diff = diff_schemas(&old, &new).map_err(|e| format!("{file}: {e}"))?;
        let facts = facts_path(module);
        let new_text = generated.iter().find(|(p, _)| *p == facts).map(|(_, t)| t.as_str()).unwrap_or_default();
        reports.push(FileReport {
            file: file.to_owned(),
            version: *version,
            unstable: *unstable,
            diff,
            old_facts: old_facts.remove(&facts).unwrap_or_default(),
            new_facts: fact_set(new_text),
        });
    }
    let uses = cfgscan::scan_tree(root)?;

    // The requirement registry before and after, and the published table
    // for the new schemas (docs/requirements.md follows them like the
    // generated code does).
    let registry = |set: &BTreeMap<String, Vec<u8>>| {
        let files: Vec<(u16, String, Vec<u8>)> = targets
            .iter()
            .filter_map(|(v, _, path, _)| {
                let file = path.strip_prefix("schema/").unwrap_or(path);
                set.get(file).map(|b| (*v, file.to_owned(), b.clone()))
            })
            .collect();
        spec::registry::Registry::build(&files)
    };
    let (old_rules, new_rules) = (registry(&old_schemas)?, registry(&new_schemas)?);
    let versions: Vec<u16> = crate::versions::list(root)?;
    let spec_data = spec::read_data(root, &versions)?;
    let rules = spec::changes::render(&old_rules, &new_rules, &spec_data);
    let table = spec::render::table(&new_rules, &spec_data, Some(&describe(&fetched.lock.source)));

    // Write.
    let mut wrote = Vec::new();
    if !args.dry_run {
        let existed: Vec<&String> = absent.iter().filter(|a| root.join("schema").join(a).exists()).collect();
        schema::write_fetched(root, &fetched)?;
        for (name, bytes) in &fetched.contents {
            if old_schemas.get(name) != Some(bytes) {
                wrote.push(format!("schema/{name}"));
            }
        }
        wrote.extend(existed.into_iter().map(|a| format!("schema/{a} (removed: absent)")));
        if std::fs::read(schema::lock_path(root)).unwrap_or_default() != old_lock_text {
            wrote.push("schema/schema.lock".to_owned());
        }
        wrote.extend(codegen_cmd::apply(root, &generated, false)?);
        wrote.extend(codegen_cmd::apply(root, &fixture_files, false)?);
        wrote.extend(codegen_cmd::apply(root, &[(spec::render::TABLE.to_owned(), table)], false)?);
    }

    // What the package's layout lacks: its notes, and for a version it lacks
    // entirely the features and methods that go with it.
    let mut layout = fetched.lock.notes.clone();
    for v in crate::versions::list(root)? {
        let file = format!("v{v}/schema.json");
        if !absent.contains(&file) {
            continue;
        }
        let features = crate::layout::features_needing(root, v);
        layout.push(format!("v{v}: features unavailable with this pin: {}", features.join(", ")));
        let crates = crate::layout::crates_needing(root, v);
        if !crates.is_empty() {
            layout.push(format!("v{v}: crates unavailable with this pin (their acp-wire dependency asks for it): {}", crates.join(", ")));
        }
        if let Some(r) = reports.iter().find(|r| r.file == format!("v{v}/schema.unstable.json")) {
            let mut methods: Vec<&str> = r.diff.methods_removed.iter().map(|m| m.split(' ').next().unwrap_or(m)).collect();
            methods.sort_unstable();
            methods.dedup();
            layout.push(format!("v{v}: methods unavailable ({}): {}", methods.len(), methods.join(", ")));
        }
    }

    let text = render(&Summary {
        layout: &layout,
        from: describe(&old_lock.source),
        to: describe(&fetched.lock.source),
        files: &reports,
        uses: &uses,
        rules: &rules,
        wrote: &wrote,
        dry_run: args.dry_run,
    });
    print!("{text}");
    if let Some(path) = &args.summary {
        std::fs::write(path, &text).map_err(|e| format!("writing the summary to {}: {e}", path.display()))?;
    }
    Ok(())
}
