//! `cargo xtask bump --from DIR` end to end, in a scratch checkout: the
//! dry run writes nothing, the real run writes the schemas, lock, generated
//! modules, facts and fixture, after which `codegen --check` and
//! `fixtures --check` pass there.

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "../src/root.rs"]
#[allow(dead_code)]
mod root;

const SCHEMAS: [&str; 4] = ["v1/schema.json", "v1/schema.unstable.json", "v2/schema.json", "v2/schema.unstable.json"];

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-bump-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn copy(from: &Path, to: &Path) {
    std::fs::create_dir_all(to.parent().expect("parent")).expect("mkdir");
    std::fs::copy(from, to).unwrap_or_else(|e| panic!("{}: {e}", from.display()));
}

fn xtask(cwd: &Path, args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask")).args(args).current_dir(cwd).output().expect("run xtask");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.success(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn bump_from_a_package_directory() {
    let real = root::find_root(&std::env::current_dir().expect("cwd")).expect("inside a checkout");
    let base = scratch("run");
    let (tree, pkg) = (base.join("tree"), base.join("package"));
    // The version folders are what xtask takes the versions from.
    for f in ["Cargo.toml", "xtask/Cargo.toml", "schema/schema.lock", "src/v1/policy.rs", "src/v2/policy.rs"] {
        copy(&real.join(f), &tree.join(f));
    }
    for f in SCHEMAS {
        copy(&real.join("schema").join(f), &tree.join("schema").join(f));
        copy(&real.join("schema").join(f), &pkg.join("schema").join(f));
    }
    std::fs::write(pkg.join("package.json"), r#"{"name": "@agentclientprotocol/sdk", "version": "9.9.9"}"#).expect("write");
    // A hand-written cfg on a method the package keeps: nothing changes state.
    std::fs::create_dir_all(tree.join("src")).expect("mkdir");
    std::fs::write(tree.join("src/lib.rs"), "#[cfg(acp_v2 = \"session/prompt\")]\nfn f() {}\n").expect("write");
    let pkg_arg = pkg.to_string_lossy().into_owned();
    let summary = base.join("summary.txt");

    let (ok, out, err) = xtask(&tree, &["bump", "--from", &pkg_arg, "--dry-run"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("schema bump: @agentclientprotocol/sdk "), "{out}");
    assert!(out.contains("(dry run: nothing written)"), "{out}");
    // The copied policy files' uses and the one of lib.rs (counted, not
    // matched as a substring: "41 cfg" also contains "1 cfg").
    let policy_uses: usize = ["src/v1/policy.rs", "src/v2/policy.rs"]
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(tree.join(f)).expect("read");
            text.matches("acp_v1 = \"").count() + text.matches("acp_v2 = \"").count()
        })
        .sum();
    assert!(out.contains(&format!("({} cfg(acp_vN = \"…\") uses", policy_uses + 1)), "{out}");
    assert!(out.ends_with("next: cargo xtask test\n"), "{out}");
    assert!(!tree.join("src/v1/generated.rs").exists(), "a dry run writes nothing");

    let (ok, out, err) = xtask(&tree, &["bump", "--from", &pkg_arg, "--summary", &summary.to_string_lossy()]);
    assert!(ok, "{err}");
    assert!(out.contains("→ @agentclientprotocol/sdk 9.9.9 (dir)"), "{out}");
    assert!(out.contains("src/v2/generated_unstable.facts"), "{out}");
    assert_eq!(std::fs::read_to_string(&summary).expect("summary file"), out);
    let lock = std::fs::read_to_string(tree.join("schema/schema.lock")).expect("lock");
    assert!(lock.contains("\"version\": \"9.9.9\""), "{lock}");
    for check in [&["codegen", "--check"][..], &["fixtures", "--check"], &["schema", "verify"]] {
        let (ok, _, err) = xtask(&tree, check);
        assert!(ok, "{check:?} after the bump: {err}");
    }
    // Same schemas as the real checkout: the same fixture, byte for byte.
    let fixture = "codegen/tests/fixtures/classes.json";
    assert!(
        std::fs::read(tree.join(fixture)).expect("fixture") == std::fs::read(real.join(fixture)).expect("fixture"),
        "the regenerated fixture differs from the committed one"
    );
    std::fs::remove_dir_all(&base).expect("cleanup");
}
