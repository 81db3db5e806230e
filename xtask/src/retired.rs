//! `cargo xtask retired [--cache DIR]`: `schema/retired-members.json`, the
//! members that earlier published schemas declared and the pinned ones no
//! longer do, with the last npm version of `@agentclientprotocol/sdk`
//! whose schema declared each.
//!
//! `acp_wire_validate` reads the file to tell a retired member (an agent
//! built against an older SDK) from custom data at the root of a spec type.
//! Only versions *earlier* than the pin (`schema/schema.lock`) are read, so a
//! rerun gives the same file as long as the registry keeps them (a version
//! npm no longer serves is left out and said so on stderr). The versions
//! read are listed in the file.
//!
//! What is recorded, per protocol version (`v1`, `v2`): keyed the way the
//! validator's walk names an object, `Def` (the `$defs` entry's own
//! `properties`, and its inline `allOf` parts') and `Def[tag=value]` (a
//! union branch of `Def` tagged `tag: value`: the branch's own properties
//! and those of the def it refers to). A key whose `Def` the pin does not
//! have is left out: the walk only ever names the pin's defs. A member is
//! retired under a key when some earlier schema declared it there and
//! neither pinned file (stable, unstable) of that protocol version does.
//!
//! Files of a package: `schema/vN/*.json` are version N; `schema/*.json`
//! (the layout before 2.0) version 1.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{json, Value};

use crate::schema::{read_lock, schema_dir, NPM_PACKAGE};

/// Key → members.
type Members = BTreeMap<String, BTreeSet<String>>;

pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    let mut cache = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--cache" => cache = Some(PathBuf::from(it.next().ok_or("retired: --cache needs a directory")?)),
            other => return Err(format!("retired: unknown argument {other} (usage: cargo xtask retired [--cache DIR])")),
        }
    }
    let pin = read_lock(root)?.source.version;
    let mut versions: Vec<String> = npm_versions()?.into_iter().filter(|v| semver(v) < semver(&pin)).collect();
    versions.sort_by_key(|v| semver(v));
    let (dir, scratch) = match cache {
        Some(d) => (d, false),
        None => (std::env::temp_dir().join(format!("acp-wire-retired-{}", std::process::id())), true),
    };
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let result = collect(root, &pin, &versions, &dir);
    if scratch {
        let _ = std::fs::remove_dir_all(&dir);
    }
    let doc = result?;
    let path = schema_dir(root).join("retired-members.json");
    let text = serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())? + "\n";
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    eprintln!("retired: wrote schema/retired-members.json from {} earlier version(s)", doc["versions"].as_array().map_or(0, Vec::len));
    Ok(())
}

fn collect(root: &Path, pin: &str, versions: &[String], dir: &Path) -> Result<Value, String> {
    // The pin's keys, per protocol version (stable ∪ unstable).
    let mut pinned: BTreeMap<u16, Members> = BTreeMap::new();
    let mut pinned_defs: BTreeMap<u16, BTreeSet<String>> = BTreeMap::new();
    for name in crate::versions::schema_files(root)? {
        let v = protocol_of(&name);
        let path = schema_dir(root).join(&name);
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let doc: Value = serde_json::from_str(&text).map_err(|e| format!("{name}: {e}"))?;
        merge(pinned.entry(v).or_default(), keys(&doc));
        pinned_defs.entry(v).or_default().extend(doc.get("$defs").and_then(Value::as_object).into_iter().flatten().map(|(k, _)| k.clone()));
    }
    let mut retired: BTreeMap<u16, BTreeMap<String, BTreeMap<String, String>>> = BTreeMap::new();
    let mut read = Vec::new();
    for version in versions {
        let files = match package_schemas(version, dir) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("retired: {NPM_PACKAGE}@{version} left out: {e}");
                continue;
            }
        };
        if files.is_empty() {
            continue;
        }
        read.push(version.clone());
        for (v, doc) in files {
            let (Some(pin_keys), Some(pin_defs)) = (pinned.get(&v), pinned_defs.get(&v)) else { continue };
            for (key, members) in keys(&doc) {
                let def = key.split('[').next().unwrap_or(&key);
                if !pin_defs.contains(def) {
                    continue;
                }
                let now = pin_keys.get(&key);
                for m in members {
                    if now.is_some_and(|n| n.contains(&m)) {
                        continue;
                    }
                    // Versions ascend: the last write is the last version.
                    retired.entry(v).or_default().entry(key.clone()).or_default().insert(m, version.clone());
                }
            }
        }
    }
    let mut doc = json!({
        "generatedBy": "cargo xtask retired",
        "package": NPM_PACKAGE,
        "pin": pin,
        "versions": read,
    });
    for (v, keys) in retired {
        doc[format!("v{v}")] = serde_json::to_value(keys).map_err(|e| e.to_string())?;
    }
    Ok(doc)
}

fn protocol_of(name: &str) -> u16 {
    name.strip_prefix('v').and_then(|r| r.split('/').next()).and_then(|n| n.parse().ok()).unwrap_or(1)
}

fn merge(into: &mut Members, from: Members) {
    for (k, ms) in from {
        into.entry(k).or_default().extend(ms);
    }
}

/// The keys of one schema document (see the module docs).
pub fn keys(doc: &Value) -> Members {
    let mut out = Members::new();
    let Some(defs) = doc.get("$defs").and_then(Value::as_object) else { return out };
    let own = |s: &Value| -> BTreeSet<String> {
        let mut m: BTreeSet<String> = s.get("properties").and_then(Value::as_object).into_iter().flatten().map(|(k, _)| k.clone()).collect();
        for part in s.get("allOf").and_then(Value::as_array).into_iter().flatten() {
            if part.get("$ref").is_none() {
                m.extend(part.get("properties").and_then(Value::as_object).into_iter().flatten().map(|(k, _)| k.clone()));
            }
        }
        m
    };
    let referred = |s: &Value| -> Vec<&Value> {
        let mut refs: Vec<&str> = s.get("$ref").and_then(Value::as_str).into_iter().collect();
        refs.extend(s.get("allOf").and_then(Value::as_array).into_iter().flatten().filter_map(|p| p.get("$ref")?.as_str()));
        refs.into_iter().filter_map(|r| defs.get(r.strip_prefix("#/$defs/")?)).collect()
    };
    for (name, def) in defs {
        let mine = own(def);
        if !mine.is_empty() {
            out.entry(name.clone()).or_default().extend(mine);
        }
        for key in ["anyOf", "oneOf"] {
            for branch in def.get(key).and_then(Value::as_array).into_iter().flatten() {
                let tags: Vec<(String, String)> = branch
                    .get("properties")
                    .and_then(Value::as_object)
                    .into_iter()
                    .flatten()
                    .filter_map(|(k, p)| Some((k.clone(), p.get("const")?.as_str()?.to_string())))
                    .collect();
                let mut members = own(branch);
                for target in referred(branch) {
                    members.extend(own(target));
                }
                for (tag, value) in tags {
                    out.entry(format!("{name}[{tag}={value}]")).or_default().extend(members.iter().cloned());
                }
            }
        }
    }
    out
}

/// `1.2.3` (a pre-release sorts before its release) as a comparable key.
fn semver(v: &str) -> (u64, u64, u64, bool, String) {
    let (core, pre) = match v.split_once('-') {
        Some((c, p)) => (c, p.to_string()),
        None => (v, String::new()),
    };
    let mut n = core.split('.').map(|p| p.parse::<u64>().unwrap_or(0));
    (n.next().unwrap_or(0), n.next().unwrap_or(0), n.next().unwrap_or(0), pre.is_empty(), pre)
}

fn npm_versions() -> Result<Vec<String>, String> {
    let out = Command::new("npm")
        .args(["view", NPM_PACKAGE, "versions", "--json"])
        .output()
        .map_err(|e| format!("running npm (is Node.js installed?): {e}"))?;
    if !out.status.success() {
        return Err(format!("npm view {NPM_PACKAGE} versions failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    let v: Value = serde_json::from_slice(&out.stdout).map_err(|e| format!("npm view --json: {e}"))?;
    match v {
        Value::Array(a) => Ok(a.into_iter().filter_map(|x| x.as_str().map(String::from)).collect()),
        Value::String(s) => Ok(vec![s]),
        _ => Err("npm view --json printed no version list".into()),
    }
}

/// The schema documents of one package version: `(protocol version, doc)`,
/// in file-name order. The tarball is kept in `dir` (reused on a rerun
/// with `--cache`).
fn package_schemas(version: &str, dir: &Path) -> Result<Vec<(u16, Value)>, String> {
    let cached = dir.join(format!("agentclientprotocol-sdk-{version}.tgz"));
    let tarball = if cached.is_file() { cached } else { crate::schema::npm_pack(version, dir)?.0 };
    let unpacked = dir.join(format!("unpacked-{version}"));
    let _ = std::fs::remove_dir_all(&unpacked);
    std::fs::create_dir_all(&unpacked).map_err(|e| format!("{}: {e}", unpacked.display()))?;
    let base = crate::schema::untar(&tarball, &unpacked)?.join("schema");
    let names = crate::layout::json_files(&base).unwrap_or_default();
    let mut out = Vec::new();
    for name in names {
        let Ok(text) = std::fs::read_to_string(base.join(&name)) else { continue };
        let Ok(doc) = serde_json::from_str::<Value>(&text) else { continue };
        if doc.get("$defs").is_some_and(Value::is_object) {
            out.push((protocol_of(&name), doc));
        }
    }
    let _ = std::fs::remove_dir_all(&unpacked);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_name_defs_and_tagged_branches() {
        let doc = json!({"$defs": {
            "A": {"properties": {"x": {}, "y": {}}},
            "U": {"anyOf": [
                {"properties": {"type": {"const": "e"}}, "allOf": [{"$ref": "#/$defs/E"}]},
                {"allOf": [{"$ref": "#/$defs/A"}]}
            ]},
            "E": {"properties": {"vars": {}}}
        }});
        let k = keys(&doc);
        assert_eq!(k["A"], ["x", "y"].into_iter().map(String::from).collect());
        assert_eq!(k["U[type=e]"], ["type", "vars"].into_iter().map(String::from).collect());
        assert!(!k.contains_key("U"));
    }

    #[test]
    fn versions_sort_as_semver() {
        let mut v = vec!["0.10.0", "0.4.5", "1.0.0", "1.0.0-rc.1", "0.29.0"];
        v.sort_by_key(|x| semver(x));
        assert_eq!(v, ["0.4.5", "0.10.0", "0.29.0", "1.0.0-rc.1", "1.0.0"]);
        assert_eq!(protocol_of("v2/schema.unstable.json"), 2);
        assert_eq!(protocol_of("schema.json"), 1);
    }
}
