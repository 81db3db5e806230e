//! The README's "Write an agent" and "Write a client": the two examples
//! are the README's code, and the client talks to the agent (v2) and to the
//! echo agent serving v1 only. (Conformance of the agent: conform.rs.)

use std::path::PathBuf;
use std::process::Command;

fn example(name: &str) -> PathBuf {
    crate::bins::example("acp-wire", name, "")
}

/// The example's code without its `//!` header.
fn code(name: &str) -> String {
    let path = format!("{}/examples/{name}.rs", concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    let text = std::fs::read_to_string(path).unwrap();
    text.lines().skip_while(|l| l.starts_with("//!")).collect::<Vec<_>>().join("\n")
}

#[test]
fn the_readme_shows_the_examples_verbatim() {
    let readme = std::fs::read_to_string(concat!(concat!(env!("CARGO_MANIFEST_DIR"), "/.."), "/README.md")).unwrap();
    for name in ["minimal_agent", "minimal_client"] {
        let want = code(name);
        assert!(readme.contains(want.trim()), "README.md does not show examples/{name}.rs as it is");
    }
}

fn client(agent: &[&str]) -> String {
    let out = Command::new(example("minimal_client"))
        .arg("hello from the test")
        .args(agent)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .expect("run the client");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    stdout
}

#[test]
fn the_minimal_client_prompts_the_minimal_agent() {
    let agent = example("minimal_agent");
    let out = client(&[agent.to_str().unwrap()]);
    assert_eq!(out, "hello from the test\n[end_turn]\n");
}

#[test]
fn the_minimal_client_speaks_v1_too() {
    let out = client(&[env!("CARGO_BIN_EXE_acp-wire"), "echo-agent", "--protocol", "1"]);
    assert!(out.starts_with("hello from the test"), "{out}");
    assert!(out.ends_with("\n[end_turn]\n"), "{out}");
}
