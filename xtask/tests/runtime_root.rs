//! `cargo xtask` acts on the checkout it is run in, not on the one it was
//! compiled in: run the built binary inside a scratch copy of the schema pin
//! and check it reads (and judges) that copy.

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "../src/root.rs"]
#[allow(dead_code)]
mod root;

fn checkout() -> PathBuf {
    let cwd = std::env::current_dir().expect("cwd");
    root::find_root(&cwd).expect("the tests run inside a checkout")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-runtime-root-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn copy(from: &Path, to: &Path) {
    std::fs::create_dir_all(to.parent().expect("parent")).expect("mkdir");
    std::fs::copy(from, to).unwrap_or_else(|e| panic!("{}: {e}", from.display()));
}

fn xtask(cwd: &Path, args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask")).args(args).current_dir(cwd).output().expect("run xtask");
    (out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn acts_on_the_tree_it_is_run_in() {
    let real = checkout();
    let fake = scratch("copy");
    // The version folders are what xtask takes the versions from.
    for f in ["Cargo.toml", "xtask/Cargo.toml", "schema/schema.lock", "src/v1/policy.rs", "src/v2/policy.rs"] {
        copy(&real.join(f), &fake.join(f));
    }
    for f in ["v1/schema.json", "v1/schema.unstable.json", "v2/schema.json", "v2/schema.unstable.json"] {
        copy(&real.join("schema").join(f), &fake.join("schema").join(f));
    }
    std::fs::create_dir_all(fake.join("src/deep")).expect("mkdir");

    let (ok, err) = xtask(&fake.join("src/deep"), &["schema", "verify"]);
    assert!(ok, "verify in an intact copy: {err}");

    // Break the copy: the copy fails, the real checkout is not consulted.
    std::fs::write(fake.join("schema/v2/schema.json"), b"{}").expect("write");
    let (ok, err) = xtask(&fake, &["schema", "verify"]);
    assert!(!ok, "verify must judge the copy");
    assert!(err.contains("v2/schema.json: sha256"), "{err}");
    let (ok, err) = xtask(&real, &["schema", "verify"]);
    assert!(ok, "the real checkout is untouched: {err}");
    std::fs::remove_dir_all(&fake).expect("cleanup");
}

#[test]
fn outside_a_checkout_is_a_clear_error() {
    let dir = scratch("none");
    if root::find_root(&dir).is_ok() {
        return; // the temp dir sits inside a checkout: nothing to prove here
    }
    let (ok, err) = xtask(&dir, &["schema", "verify"]);
    assert!(!ok);
    assert!(err.contains("not inside an acp-wire checkout"), "{err}");
    std::fs::remove_dir_all(&dir).expect("cleanup");
}
