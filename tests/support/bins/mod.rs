//! Binaries of this workspace that a test runs as a process: another
//! package's `[[bin]]` (Cargo's `CARGO_BIN_EXE_*` names only the test's own
//! package's) or an example. All packages build into one target dir, so
//! they sit beside the test executable's `target/<profile>/`; one that is
//! missing (only this test target was built) is built on demand with the
//! test's own profile, one build at a time.
// Each test binary uses what it needs of this module.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::Mutex;

/// `target/<profile>/`, from the running test executable (`…/deps/<test>`).
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.parent().and_then(|deps| deps.parent()).expect("target/<profile> directory").to_path_buf()
}

fn ensure(path: PathBuf, package: &str, target: &[&str]) -> PathBuf {
    static BUILD: Mutex<()> = Mutex::new(());
    let _one = BUILD.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if !path.exists() {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let mut cmd = std::process::Command::new(cargo);
        cmd.args(["build", "--quiet", "-p", package]).args(target);
        if profile_dir().file_name().is_some_and(|n| n == "release") {
            cmd.arg("--release");
        }
        let status = cmd.status().expect("run cargo");
        assert!(status.success(), "building {} of {package} failed", target.join(" "));
    }
    assert!(path.exists(), "{} is missing after its build", path.display());
    path
}

/// The `acp-wire` command-line tool (package acp-wire-cli).
pub fn acp_wire() -> &'static str {
    static PATH: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    PATH.get_or_init(|| {
        let path = profile_dir().join(format!("acp-wire{}", std::env::consts::EXE_SUFFIX));
        ensure(path, "acp-wire-cli", &["--bin", "acp-wire"]).to_string_lossy().into_owned()
    })
}

/// Example `name` of `package`, with `features` (comma-separated, or "").
pub fn example(package: &str, name: &str, features: &str) -> PathBuf {
    let path = profile_dir().join("examples").join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    let mut target = vec!["--example", name];
    if !features.is_empty() {
        target.extend(["--features", features]);
    }
    ensure(path, package, &target)
}
