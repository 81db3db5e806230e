//! `cargo xtask bump-all [--since 1.0.0] [--versions A,B,…] [--scratch DIR] [--lock FILE] [--no-tests]`:
//! every published version of the package since `--since`, one after the
//! other, in a scratch clone of this checkout's HEAD — and one line per
//! version: generated (the bump), built (`cargo check --all-targets` with
//! every feature the version's layout has), tests (the `types` and
//! `validate` test binaries, which hold the corpus round trips). At the end
//! the clone is bumped back to the pinned version and must equal HEAD.
//!
//! Slow (a check of every target per version); not part of CI — its table
//! is in docs/schema-bump.md. `--lock FILE` runs every cargo command under
//! `flock FILE` (a machine shared with other builds). The clone builds in
//! `DIR/target`, shared by all versions.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

const USAGE: &str =
    "usage: cargo xtask bump-all [--since X] [--versions A,B,...] [--scratch DIR] [--lock FILE] [--no-tests]";

struct Args {
    since: String,
    versions: Option<Vec<String>>,
    scratch: Option<PathBuf>,
    lock: Option<PathBuf>,
    tests: bool,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut out = Args { since: "1.0.0".into(), versions: None, scratch: None, lock: None, tests: true };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || it.next().cloned().ok_or(format!("bump-all: {a} needs a value\n{USAGE}"));
        match a.as_str() {
            "--since" => out.since = value()?,
            "--versions" => out.versions = Some(value()?.split(',').map(str::to_owned).collect()),
            "--scratch" => out.scratch = Some(PathBuf::from(value()?)),
            "--lock" => out.lock = Some(PathBuf::from(value()?)),
            "--no-tests" => out.tests = false,
            other => return Err(format!("bump-all: unknown argument {other}\n{USAGE}")),
        }
    }
    Ok(out)
}

/// `1.2.10` → `[1, 2, 10]`; a pre-release sorts as its base version.
pub fn semver(v: &str) -> Vec<u64> {
    v.split(['-', '+']).next().unwrap_or(v).split('.').map(|p| p.parse().unwrap_or(0)).collect()
}

/// The released versions (no pre-releases) at or after `since`, ascending.
pub fn since(all: &[String], since: &str) -> Vec<String> {
    let floor = semver(since);
    let mut out: Vec<String> = all.iter().filter(|v| !v.contains('-') && semver(v) >= floor).cloned().collect();
    out.sort_by_key(|v| semver(v));
    out
}

fn published() -> Result<Vec<String>, String> {
    let out = Command::new("npm")
        .args(["view", crate::schema::NPM_PACKAGE, "versions", "--json"])
        .output()
        .map_err(|e| format!("running npm: {e}"))?;
    if !out.status.success() {
        return Err(format!("npm view failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    serde_json::from_slice(&out.stdout).map_err(|e| format!("npm view --json: {e}"))
}

fn run_quiet(cmd: &mut Command, log: &Path) -> Result<bool, String> {
    let file = std::fs::OpenOptions::new().create(true).append(true).open(log).map_err(|e| e.to_string())?;
    let err = file.try_clone().map_err(|e| e.to_string())?;
    let status = cmd.stdout(file).stderr(err).status().map_err(|e| format!("{cmd:?}: {e}"))?;
    Ok(status.success())
}

fn cargo(lock: &Option<PathBuf>, dir: &Path, target: &Path) -> Command {
    let mut c = match lock {
        Some(l) => {
            let mut c = Command::new("flock");
            c.arg(l).arg("cargo");
            c
        }
        None => Command::new("cargo"),
    };
    c.current_dir(dir).env("CARGO_TARGET_DIR", target).env("CARGO_INCREMENTAL", "0");
    c
}

/// The crates of the workspace that build without the versions in
/// `absent`, each with whether its test targets do too: every crate that
/// depends on the core (or is it) but asks for none of the absent versions'
/// features ([`crate::layout::crates_needing`]); its test targets only when
/// it does not depend on such a crate either (the remote crate's tests run
/// on the tool's echo agent). Read from the manifests.
fn without(tree: &Path, absent: &[u16]) -> Vec<(String, String, bool)> {
    let needing: Vec<String> = absent.iter().flat_map(|v| crate::layout::crates_needing(tree, *v)).collect();
    crate::layout::members(tree)
        .into_iter()
        .filter(|m| (m.dir == "." || m.depends_on("acp-wire")) && !needing.contains(&m.name))
        .map(|m| {
            let all_targets = !needing.iter().any(|n| m.depends_on(n));
            (m.dir, m.name, all_targets)
        })
        .collect()
}

/// One build: its label and its cargo arguments.
type Build = (String, Vec<String>);

/// The builds of one bumped tree: `(label, cargo arguments)` per build.
/// With every version: the whole workspace, every target, every feature.
/// Else the crates that build without the absent version, each with
/// every feature but those needing it. Second: the crates left out (each
/// with the version it needs), for the table.
fn checks(tree: &Path) -> Result<(Vec<Build>, String), String> {
    let lock = crate::schema::read_lock(tree)?;
    let absent: Vec<u16> =
        crate::versions::list(tree)?.into_iter().filter(|v| lock.absent.contains(&format!("v{v}/schema.json"))).collect();
    if absent.is_empty() {
        let args = ["check", "--workspace", "--all-targets", "--all-features", "--keep-going", "--quiet"];
        return Ok((vec![("all crates, all features".to_owned(), args.map(str::to_owned).to_vec())], String::new()));
    }
    let mut out = Vec::new();
    for (dir, package, all_targets) in &without(tree, &absent) {
        let dir = tree.join(dir);
        let unavailable: Vec<String> = absent.iter().flat_map(|v| crate::layout::features_needing(&dir, *v)).collect();
        let keep: Vec<String> = all_features(&dir).into_iter().filter(|f| !unavailable.contains(f)).collect();
        let mut args: Vec<String> = ["check", "-p", package, "--keep-going", "--quiet", "--no-default-features"].map(str::to_owned).to_vec();
        args.push(if *all_targets { "--all-targets" } else { "--lib" }.to_owned());
        if !keep.is_empty() {
            args.extend(["--features".to_owned(), keep.join(",")]);
        }
        let targets = if *all_targets { "" } else { " lib" };
        out.push((format!("{package}{targets} ({})", if keep.is_empty() { "no features".to_owned() } else { keep.join(",") }), args));
    }
    let left: Vec<String> =
        absent.iter().flat_map(|v| crate::layout::crates_needing(tree, *v).into_iter().map(move |c| format!("; {c} needs v{v}"))).collect();
    Ok((out, left.concat()))
}

/// The feature arguments `package` was checked with in `builds` (every
/// feature of the workspace when it was checked whole).
fn test_features(builds: &[(String, Vec<String>)], package: &str) -> Vec<String> {
    let mine = builds.iter().find(|(_, a)| a.windows(2).any(|w| w[0] == "-p" && w[1] == package));
    match mine {
        Some((_, args)) => {
            let mut out = vec!["--no-default-features".to_owned()];
            if let Some(i) = args.iter().position(|a| a == "--features") {
                out.extend(args[i..=i + 1].iter().cloned());
            }
            out
        }
        None => vec!["--all-features".to_owned()],
    }
}

/// The feature names of `[features]` in `Cargo.toml`.
fn all_features(dir: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap_or_default();
    let mut out = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        let l = line.trim();
        if l.starts_with('[') && !l.starts_with("[\"") && !l.contains('=') {
            inside = l == "[features]";
            continue;
        }
        if inside {
            if let Some((name, _)) = l.split_once('=') {
                let name = name.trim();
                if !name.is_empty() && !name.starts_with('#') && !name.starts_with('"') {
                    out.push(name.to_owned());
                }
            }
        }
    }
    out
}

pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    let args = parse(args)?;
    let versions = match &args.versions {
        Some(v) => v.clone(),
        None => since(&published()?, &args.since),
    };
    let pin = crate::schema::read_lock(root)?.source.version;
    let scratch = match &args.scratch {
        Some(d) => d.clone(),
        None => std::env::temp_dir().join(format!("acp-wire-bump-all-{}", std::process::id())),
    };
    let tree = scratch.join("acp-wire");
    let target = scratch.join("target");
    let log = scratch.join("log.txt");
    std::fs::create_dir_all(&scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
    if !tree.exists() {
        let ok = Command::new("git")
            .args(["clone", "--quiet", "--no-hardlinks"])
            .arg(root)
            .arg(&tree)
            .status()
            .map_err(|e| format!("git clone: {e}"))?
            .success();
        if !ok {
            return Err("git clone of this checkout failed".into());
        }
    }
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    eprintln!("bump-all: {} versions in {} (log: {})", versions.len(), tree.display(), log.display());
    println!("| npm version | layout | generated | built (cargo check) | tests (types, validate) | time |");
    println!("|---|---|---|---|---|---|");
    let mut failures = 0;
    for v in &versions {
        let start = Instant::now();
        std::fs::write(&log, format!("\n===== {v}\n")).ok();
        let vlog = scratch.join(format!("log-{v}.txt"));
        let _ = std::fs::remove_file(&vlog);
        let generated = run_quiet(Command::new(&exe).args(["bump", "--npm-version", v]).current_dir(&tree), &vlog)?;
        let layout = match crate::schema::read_lock(&tree) {
            Ok(l) if generated && l.source.version == *v => {
                if l.from.is_empty() && l.absent.is_empty() { "2.x".to_owned() } else if l.absent.is_empty() { "1.x (v2 draft)".to_owned() } else { "1.x (no v2)".to_owned() }
            }
            _ => "?".to_owned(),
        };
        let (mut built, mut tested) = ("-".to_owned(), "-".to_owned());
        if generated {
            let (builds, needs) = checks(&tree)?;
            let mut ok = true;
            for (_, build) in &builds {
                ok &= run_quiet(cargo(&args.lock, &tree, &target).args(build), &vlog)?;
            }
            let labels: Vec<&str> = builds.iter().map(|(l, _)| l.as_str()).collect();
            built = format!("{} ({}{})", if ok { "ok" } else { "FAILED" }, labels.join("; "), needs);
            if ok && args.tests {
                // The corpus round trips: the core's `types`, the validator's `validate`.
                let mut passed = true;
                for (package, test) in [("acp-wire", "types"), ("acp-wire-validate", "validate")] {
                    let features = test_features(&builds, package);
                    passed &= run_quiet(
                        cargo(&args.lock, &tree, &target).args(["test", "--quiet", "-p", package, "--test", test]).args(&features),
                        &vlog,
                    )?;
                }
                tested = if passed { "ok".into() } else { "FAILED".into() };
            }
            if !ok || tested == "FAILED" {
                failures += 1;
            }
        } else {
            failures += 1;
        }
        println!(
            "| {v} | {layout} | {} | {built} | {tested} | {} s |",
            if generated { "ok" } else { "FAILED" },
            start.elapsed().as_secs()
        );
    }
    // Back to the pin: the tree must be HEAD again.
    let back = run_quiet(Command::new(&exe).args(["bump", "--npm-version", &pin]).current_dir(&tree), &log)?;
    let clean = Command::new("git").args(["status", "--porcelain"]).current_dir(&tree).output().map_err(|e| e.to_string())?;
    let clean = back && clean.stdout.is_empty();
    println!();
    println!("back to {pin}: {}", if clean { "tree identical to HEAD" } else { "FAILED (the tree differs)" });
    if failures > 0 || !clean {
        return Err(format!("bump-all: {failures} versions failed (logs in {})", scratch.display()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_since_sorted_without_prereleases() {
        let all: Vec<String> = ["0.29.0", "1.10.0", "1.2.1", "1.0.0", "2.0.0-beta.1", "2.0.0", "1.9.0"].map(String::from).to_vec();
        assert_eq!(since(&all, "1.0.0"), ["1.0.0", "1.2.1", "1.9.0", "1.10.0", "2.0.0"]);
        assert_eq!(since(&all, "1.9.0"), ["1.9.0", "1.10.0", "2.0.0"]);
    }

    #[test]
    fn without_v2_this_workspace_checks_the_core_the_validator_and_the_remote_library() {
        let root = crate::root::find_root(&std::env::current_dir().expect("cwd")).expect("checkout");
        let got: Vec<(String, bool)> = without(&root, &[2]).into_iter().map(|(_, name, all)| (name, all)).collect();
        let want = [("acp-wire", true), ("acp-wire-validate", true), ("acp-wire-remote", false)].map(|(n, a)| (n.to_owned(), a));
        assert_eq!(got, want);
        assert_eq!(without(&root, &[]).len(), 4, "every crate on the core, the tool included: {:?}", without(&root, &[]).iter().map(|m| &m.1).collect::<Vec<_>>());
    }
}
