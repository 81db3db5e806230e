//! `cargo xtask schema fetch|verify`: the pinned schemas and their lock.
//!
//! `schema/schema.lock` names where the vendored files came from (npm package
//! and version) and the sha256 of each file. `verify` fails when a file does
//! not match its recorded hash, so a schema edit without a lock update (or a
//! lock edit without the files) cannot pass CI. `fetch` is the only writer.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The package the schemas are taken from.
pub const NPM_PACKAGE: &str = "@agentclientprotocol/sdk";

/// Files vendored from the package's `schema/` directory.

#[derive(Debug, Serialize, Deserialize, PartialEq)]
pub struct Lock {
    pub source: Source,
    /// `path relative to schema/` → sha256 (hex).
    pub files: std::collections::BTreeMap<String, String>,
    /// Vendored file → the package's file it was taken from, where the two
    /// differ (a 1.x package: `v1/schema.json` ← `schema.json`; see
    /// [`crate::layout`]). Empty (and not written) for a 2.x package.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub from: std::collections::BTreeMap<String, String>,
    /// The crate's schema files the package has no schema for (a version
    /// it lacks entirely): not vendored, their modules say so.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub absent: Vec<String>,
    /// What the package's layout lacks and how it was mapped ([`crate::layout`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

#[derive(Debug, Serialize, Deserialize, PartialEq)]
pub struct Source {
    pub kind: String,
    pub package: String,
    pub version: String,
    /// npm's `integrity` of the tarball, when fetched from the registry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub integrity: Option<String>,
}

pub fn schema_dir(root: &Path) -> PathBuf {
    root.join("schema")
}

pub fn lock_path(root: &Path) -> PathBuf {
    schema_dir(root).join("schema.lock")
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn read_lock(root: &Path) -> Result<Lock, String> {
    let text = std::fs::read_to_string(lock_path(root))
        .map_err(|e| format!("reading {}: {e}", lock_path(root).display()))?;
    serde_json::from_str(&text).map_err(|e| format!("parsing schema/schema.lock: {e}"))
}

pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("verify") => verify(root),
        Some("fetch") => fetch(root, &args[1..]),
        _ => Err("usage: cargo xtask schema <verify | fetch [--npm-version X | --from TARBALL_OR_DIR]>".into()),
    }
}

/// Every vendored file matches the lock, and the lock lists exactly them.
pub fn verify(root: &Path) -> Result<(), String> {
    let lock = read_lock(root)?;
    let mut problems = Vec::new();
    let names = crate::versions::schema_files(root)?;
    for name in &names {
        let path = schema_dir(root).join(name);
        if lock.absent.contains(name) {
            if path.exists() {
                problems.push(format!("{name}: present, but schema/schema.lock lists it as absent"));
            }
            continue;
        }
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) => {
                problems.push(format!("{name}: cannot read: {e}"));
                continue;
            }
        };
        let actual = sha256_hex(&bytes);
        match lock.files.get(name.as_str()) {
            None => problems.push(format!("{name}: not in schema/schema.lock")),
            Some(expected) if *expected != actual => problems.push(format!(
                "{name}: sha256 {actual} but the lock records {expected}; \
                 schema files change only through `cargo xtask schema fetch`"
            )),
            Some(_) => {}
        }
    }
    for name in lock.files.keys().chain(lock.absent.iter()) {
        if !names.contains(name) {
            problems.push(format!("schema/schema.lock lists unknown file {name}"));
        }
    }
    if problems.is_empty() {
        eprintln!(
            "schema: {} files match schema/schema.lock ({} {}{})",
            names.len() - lock.absent.len(),
            lock.source.package,
            lock.source.version,
            if lock.absent.is_empty() { String::new() } else { format!("; absent: {}", lock.absent.join(", ")) }
        );
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// Where to take the schemas from: `--npm-version X` or `--from PATH`
/// (a package tarball or an unpacked package directory).
#[derive(Clone, Debug, Default)]
pub struct Origin {
    pub version: Option<String>,
    pub from: Option<PathBuf>,
}

impl Origin {
    /// Takes `--npm-version X` / `--from PATH` off `args`; returns the rest.
    pub fn parse(cmd: &str, args: &[String]) -> Result<(Origin, Vec<String>), String> {
        let mut origin = Origin::default();
        let mut rest = Vec::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            match a.as_str() {
                "--npm-version" => {
                    origin.version = Some(it.next().cloned().ok_or(format!("{cmd}: --npm-version needs a version"))?)
                }
                "--from" => {
                    origin.from = Some(it.next().map(PathBuf::from).ok_or(format!("{cmd}: --from needs a path"))?)
                }
                _ => rest.push(a.clone()),
            }
        }
        if origin.version.is_some() && origin.from.is_some() {
            return Err(format!("{cmd}: give either --npm-version or --from, not both"));
        }
        Ok((origin, rest))
    }
}

/// A fetched and checked schema set, not yet written.
pub struct Fetched {
    pub lock: Lock,
    /// `(name under schema/, bytes)`, in the order of
    /// [`crate::versions::schema_files`].
    pub contents: Vec<(String, Vec<u8>)>,
}

fn fetch(root: &Path, args: &[String]) -> Result<(), String> {
    let (origin, rest) = Origin::parse("schema fetch", args)?;
    if let Some(other) = rest.first() {
        return Err(format!("schema fetch: unknown argument {other}"));
    }
    let fetched = obtain(root, &origin)?;
    write_fetched(root, &fetched)?;
    eprintln!(
        "schema: vendored {} {}; next: `cargo xtask codegen` and `cargo xtask test` (or use `cargo xtask bump`)",
        fetched.lock.source.package, fetched.lock.source.version
    );
    Ok(())
}

/// Fetches (npm, a tarball or a directory) into a scratch directory, checks
/// every file and computes the new lock; writes nothing under `root`.
pub fn obtain(root: &Path, origin: &Origin) -> Result<Fetched, String> {
    let work = std::env::temp_dir().join(format!("acp-wire-schema-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).map_err(|e| format!("creating {}: {e}", work.display()))?;
    let result = obtain_into(root, &work, origin.version.clone(), origin.from.clone());
    let _ = std::fs::remove_dir_all(&work);
    result
}

/// Writes a fetched set and its lock under `root`, then verifies them.
pub fn write_fetched(root: &Path, fetched: &Fetched) -> Result<(), String> {
    for (name, bytes) in &fetched.contents {
        let dest = schema_dir(root).join(name);
        if let Some(parent) = dest.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        std::fs::write(&dest, bytes).map_err(|e| format!("{}: {e}", dest.display()))?;
    }
    // A version the package lacks: its files go (and an emptied folder).
    for name in &fetched.lock.absent {
        let dest = schema_dir(root).join(name);
        if dest.exists() {
            std::fs::remove_file(&dest).map_err(|e| format!("{}: {e}", dest.display()))?;
        }
        if let Some(parent) = dest.parent() {
            let _ = std::fs::remove_dir(parent); // only if empty
        }
    }
    let text = serde_json::to_string_pretty(&fetched.lock).map_err(|e| e.to_string())? + "\n";
    std::fs::write(lock_path(root), text).map_err(|e| format!("writing lock: {e}"))?;
    verify(root)
}

fn obtain_into(root: &Path, work: &Path, version: Option<String>, from: Option<PathBuf>) -> Result<Fetched, String> {
    let (package_dir, source) = match (version, from) {
        (Some(_), Some(_)) => return Err("give either --npm-version or --from, not both".into()),
        (None, Some(path)) if path.is_dir() => {
            let version = package_version(&path).unwrap_or_else(|| "local".into());
            (path, Source { kind: "dir".into(), package: NPM_PACKAGE.into(), version, integrity: None })
        }
        (None, Some(tarball)) if !tarball.is_file() => {
            return Err(format!("--from {}: neither a package directory nor a tarball", tarball.display()))
        }
        (None, Some(tarball)) => {
            let dir = untar(&tarball, work)?;
            let version = package_version(&dir).unwrap_or_else(|| "local".into());
            (dir, Source { kind: "npm-tarball".into(), package: NPM_PACKAGE.into(), version, integrity: None })
        }
        (version, None) => {
            let version = version.unwrap_or_else(|| read_lock(root).map(|l| l.source.version).unwrap_or_default());
            if version.is_empty() {
                return Err("no --npm-version given and no version in schema/schema.lock".into());
            }
            let (tarball, integrity) = npm_pack(&version, work)?;
            let dir = untar(&tarball, work)?;
            // The version is the package's own (package.json), not the one asked for.
            let own = package_version(&dir).ok_or_else(|| format!("{NPM_PACKAGE}@{version}: no version in package.json"))?;
            if own != version {
                return Err(format!("{NPM_PACKAGE}@{version}: npm gave a package whose package.json says version {own}"));
            }
            (dir, Source { kind: "npm".into(), package: NPM_PACKAGE.into(), version: own, integrity })
        }
    };

    let label = format!("{} {}", source.package, source.version);
    let mapping = crate::layout::map(&package_dir, &crate::versions::list(root)?, &label)?;
    let mut files = std::collections::BTreeMap::new();
    let mut from = std::collections::BTreeMap::new();
    let mut contents = Vec::new();
    for entry in &mapping.entries {
        let name = entry.file.clone();
        let Some(source_file) = &entry.source else { continue };
        if *source_file != name {
            from.insert(name.clone(), source_file.clone());
        }
        let src = package_dir.join("schema").join(source_file);
        let bytes = std::fs::read(&src).map_err(|e| format!("{}: {e}", src.display()))?;
        // Refuse anything that is not a JSON Schema document with $defs.
        let doc: serde_json::Value =
            serde_json::from_slice(&bytes).map_err(|e| format!("{name} is not JSON: {e}"))?;
        if doc.get("$defs").and_then(|d| d.as_object()).is_none() {
            return Err(format!("{name} has no $defs object: not an ACP schema"));
        }
        files.insert(name.clone(), sha256_hex(&bytes));
        contents.push((name, bytes));
    }
    let absent = mapping.absent();
    Ok(Fetched { lock: Lock { source, files, from, absent, notes: mapping.notes }, contents })
}

/// `npm pack` of the package at `version` into `work`: the tarball and npm's integrity.
pub(crate) fn npm_pack(version: &str, work: &Path) -> Result<(PathBuf, Option<String>), String> {
    let spec = format!("{NPM_PACKAGE}@{version}");
    let out = Command::new("npm")
        .args(["pack", &spec, "--json", "--pack-destination"])
        .arg(work)
        .output()
        .map_err(|e| format!("running npm (is Node.js installed?): {e}"))?;
    if !out.status.success() {
        return Err(format!("npm pack {spec} failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    let report: serde_json::Value = serde_json::from_slice(&out.stdout)
        .map_err(|e| format!("npm pack --json printed something unexpected: {e}"))?;
    let entry = report.get(0).ok_or("npm pack --json: empty report")?;
    let filename = entry
        .get("filename")
        .and_then(|f| f.as_str())
        .ok_or("npm pack --json: no filename")?;
    let integrity = entry.get("integrity").and_then(|i| i.as_str()).map(String::from);
    Ok((work.join(filename), integrity))
}

/// Unpacks `tarball` into `work`: the package directory.
pub(crate) fn untar(tarball: &Path, work: &Path) -> Result<PathBuf, String> {
    let status = Command::new("tar")
        .arg("xzf")
        .arg(tarball)
        .arg("-C")
        .arg(work)
        .status()
        .map_err(|e| format!("running tar: {e}"))?;
    if !status.success() {
        return Err(format!("tar could not unpack {}", tarball.display()));
    }
    Ok(work.join("package"))
}

fn package_version(dir: &Path) -> Option<String> {
    let text = std::fs::read_to_string(dir.join("package.json")).ok()?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    v.get("version")?.as_str().map(String::from)
}
