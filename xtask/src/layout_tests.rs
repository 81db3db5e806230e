//! The package layouts ([`crate::layout`]) on small synthetic package
//! directories: no network.

use crate::layout::{crates_needing, features_needing, map, Entry};
use std::path::{Path, PathBuf};

fn package(name: &str, files: &[&str]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-layout-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("mkdir");
    std::fs::write(dir.join("package.json"), r#"{"name": "@agentclientprotocol/sdk", "version": "9.9.9"}"#).expect("write");
    for f in files {
        let p = dir.join(f);
        std::fs::create_dir_all(p.parent().expect("parent")).expect("mkdir");
        std::fs::write(p, r#"{"$defs": {"ErrorStopReason": {}}}"#).expect("write");
    }
    dir
}

fn entry(file: &str, source: Option<&str>) -> Entry {
    Entry { file: file.to_owned(), source: source.map(str::to_owned) }
}

#[test]
fn the_split_layout_is_taken_as_it_is() {
    let dir = package("split", &["schema/v1/schema.json", "schema/v1/schema.unstable.json", "schema/v2/schema.json", "schema/v2/schema.unstable.json"]);
    let m = map(&dir, &[1, 2], "pkg 2.0.0").expect("2.x layout");
    assert_eq!(m.entries, [
        entry("v1/schema.json", Some("v1/schema.json")),
        entry("v1/schema.unstable.json", Some("v1/schema.unstable.json")),
        entry("v2/schema.json", Some("v2/schema.json")),
        entry("v2/schema.unstable.json", Some("v2/schema.unstable.json")),
    ]);
    assert!(m.notes.is_empty() && m.absent().is_empty(), "{m:?}");
    std::fs::remove_dir_all(&dir).expect("cleanup");
}

#[test]
fn the_1x_layout_maps_v1_and_the_v2_draft() {
    let dir = package("1x", &["schema/schema.json", "schema/v2/schema.unstable.json"]);
    let m = map(&dir, &[1, 2], "pkg 1.9.0").expect("1.x layout");
    assert_eq!(m.entries, [
        entry("v1/schema.json", Some("schema.json")),
        entry("v1/schema.unstable.json", Some("schema.json")),
        entry("v2/schema.json", Some("v2/schema.unstable.json")),
        entry("v2/schema.unstable.json", Some("v2/schema.unstable.json")),
    ]);
    assert!(m.notes[0].starts_with("v1: no unstable superset"), "{:?}", m.notes);
    assert!(m.notes[1].starts_with("v2: no stable file") && m.notes[1].contains("generated from the draft"), "{:?}", m.notes);
    std::fs::remove_dir_all(&dir).expect("cleanup");
}

#[test]
fn a_package_without_v2_makes_it_absent() {
    let dir = package("nov2", &["schema/schema.json"]);
    let m = map(&dir, &[1, 2], "pkg 1.0.0").expect("1.0 layout");
    assert_eq!(m.absent(), ["v2/schema.json", "v2/schema.unstable.json"]);
    assert!(m.notes.iter().any(|n| n.starts_with("v2: absent")), "{:?}", m.notes);
    std::fs::remove_dir_all(&dir).expect("cleanup");
}

/// A v2 draft without what the v2 code is built on (npm 1.3.0–1.7.0: a
/// plain `StopReason`, no `ErrorStopReason`) makes v2 absent, saying what
/// it lacks; v1 is taken as usual.
#[test]
fn a_v2_draft_below_the_floor_makes_v2_absent() {
    let dir = package("draft", &["schema/schema.json"]);
    let draft = dir.join("schema/v2/schema.unstable.json");
    std::fs::create_dir_all(draft.parent().expect("parent")).expect("mkdir");
    std::fs::write(&draft, r#"{"$defs": {"StopReason": {}}}"#).expect("write");
    let m = map(&dir, &[1, 2], "pkg 1.7.0").expect("1.x layout");
    assert_eq!(m.entries[0], entry("v1/schema.json", Some("schema.json")));
    assert_eq!(m.absent(), ["v2/schema.json", "v2/schema.unstable.json"]);
    let note = m.notes.iter().find(|n| n.starts_with("v2: absent")).unwrap_or_else(|| panic!("{:?}", m.notes));
    assert!(note.contains("$defs/ErrorStopReason") && note.contains("FLOOR"), "{note}");
    std::fs::remove_dir_all(&dir).expect("cleanup");
}

#[test]
fn an_unknown_layout_fails_saying_what_was_found_and_what_to_add() {
    // A new version the crate has no folder for.
    let dir = package("v3", &["schema/v1/schema.json", "schema/v1/schema.unstable.json", "schema/v3/schema.json"]);
    let e = map(&dir, &[1, 2], "pkg 3.0.0").expect_err("v3 without src/v3");
    assert!(e.contains("unknown package layout: schema/v3/schema.json not taken"), "{e}");
    assert!(e.contains("src/vN/") && e.contains("xtask/src/layout.rs"), "{e}");
    std::fs::remove_dir_all(&dir).expect("cleanup");
    // Files somewhere else entirely.
    let dir = package("odd", &["schema/protocol/acp.json"]);
    let e = map(&dir, &[1, 2], "pkg 4.0.0").expect_err("no v1");
    assert!(e.contains("no v1 schema") && e.contains("found under schema/: protocol/acp.json"), "{e}");
    std::fs::remove_dir_all(&dir).expect("cleanup");
    // No schema/ at all.
    let dir = package("none", &[]);
    let e = map(&dir, &[1], "pkg 0.1.0").expect_err("no schema dir");
    assert!(e.contains("no schema/ directory"), "{e}");
    std::fs::remove_dir_all(&dir).expect("cleanup");
}

#[test]
fn the_features_that_need_a_version() {
    let root = std::env::temp_dir().join(format!("xtask-layout-features-{}", std::process::id()));
    std::fs::create_dir_all(&root).expect("mkdir");
    std::fs::write(
        root.join("Cargo.toml"),
        "[package]\nname = \"x\"\n\n[features]\ndefault = [\"cli\"]\nv2 = []\necho = [\"v2\"]\n\
         cli = [\n    \"validate\", # the validator\n    \"echo\",\n]\nvalidate = []\n\n[dependencies]\nv2 = \"1\"\n",
    )
    .expect("write");
    assert_eq!(features_needing(&root, 2), ["cli", "default", "echo", "v2"]);
    assert_eq!(features_needing(Path::new("/nonexistent"), 2), ["v2"]);
    std::fs::remove_dir_all(&root).expect("cleanup");
}

#[test]
fn the_crates_a_version_takes_with_it_are_read_from_the_manifests() {
    let dir = std::env::temp_dir().join(format!("xtask-layout-crates-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let write = |path: &str, text: &str| {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().expect("parent")).expect("mkdir");
        std::fs::write(p, text).expect("write");
    };
    write(
        "Cargo.toml",
        "[package]\nname = \"acp-wire\"\n[workspace]\nmembers = [\".\", \"tool\", \"lib\", \"other\"] # all\n[features]\nv2 = []\nunstable = [\n  \"v2\",\n]\nplain = []\n",
    );
    write("tool/Cargo.toml", "[package]\nname = \"the-tool\"\n[dependencies]\nacp-wire = { path = \"..\", default-features = false, features = [\"plain\", \"unstable\"] }\n");
    write("lib/Cargo.toml", "[package]\nname = \"the-lib\"\n[dependencies]\nacp-wire = { path = \"..\", default-features = false, features = [\"plain\"] }\n# acp-wire = { features = [\"v2\"] }\n");
    write("other/Cargo.toml", "[package]\nname = \"other\"\n[dependencies]\nserde = { version = \"1\", features = [\"v2\"] }\n");
    assert_eq!(features_needing(&dir, 2), ["unstable", "v2"]);
    assert_eq!(crates_needing(&dir, 2), ["the-tool"]);
    assert!(crates_needing(&dir, 1).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn in_this_workspace_v2_takes_the_cli() {
    let root = crate::root::find_root(&std::env::current_dir().expect("cwd")).expect("checkout");
    assert!(crates_needing(&root, 2).contains(&"acp-wire-cli".to_owned()), "{:?}", crates_needing(&root, 2));
}
