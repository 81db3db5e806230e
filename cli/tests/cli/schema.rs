//! `acp-wire schema`: the embedded schema's version, sha256 and method
//! table, one def (or a method's defs) with its `$ref`s, and clear errors.

use std::process::{Command, Output};

use acp_wire::method::MethodKind;
use serde_json::Value;

fn schema(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_acp-wire")).arg("schema").args(args).env("NO_COLOR", "1").output().expect("run acp-wire")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn label(v: u16) -> String {
    format!("v{v}{}", if cfg!(acp_wire = "unstable") { ".unstable" } else { "" })
}

#[test]
fn overview_lists_version_sha_and_every_method() {
    let cases = [
        (1, acp_wire::v1::SCHEMA_SHA256, acp_wire::v1::METHODS),
        (2, acp_wire::v2::SCHEMA_SHA256, acp_wire::v2::METHODS),
    ];
    for (v, sha, methods) in cases {
        let mut args = vec!["--protocol".to_string(), v.to_string()];
        if cfg!(acp_wire = "unstable") {
            args.push("--unstable".into());
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = schema(&args);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let s = stdout(&out);
        assert!(s.starts_with(&format!("ACP protocol version {v} ({})", label(v))), "{s}");
        assert!(s.contains(&format!("sha256 {sha}\n")), "{s}");
        assert!(s.contains(&format!("{} methods", methods.len())));
        for m in methods {
            let kind = match m.kind {
                MethodKind::Request => "request",
                MethodKind::Notification => "notification",
            };
            let row = s
                .lines()
                .find(|l| l.split_whitespace().next() == Some(m.method) && l.contains(kind))
                .unwrap_or_else(|| panic!("no row for {} ({kind}) in\n{s}", m.method));
            let cells: Vec<&str> = row.split_whitespace().collect();
            assert_eq!(cells, [m.method, m.served_by.as_str(), kind, m.params_def, m.result_def.unwrap_or("-")]);
        }
    }
}

#[test]
fn one_type_is_printed_with_its_refs() {
    let out = schema(if cfg!(acp_wire = "unstable") { &["--unstable", "PromptRequest"] } else { &["PromptRequest"] });
    assert!(out.status.success());
    let s = stdout(&out);
    let mut lines = s.lines();
    assert_eq!(lines.next(), Some(format!("// {} #/$defs/PromptRequest", label(1)).as_str()));
    let refs = s.lines().find_map(|l| l.strip_prefix("// $refs: ")).expect("a $refs line");
    assert!(refs.split(", ").any(|r| r == "ContentBlock") && refs.split(", ").any(|r| r == "SessionId"), "{refs}");
    // The JSON between the comment lines is the def itself.
    let body: String = s.lines().filter(|l| !l.starts_with("//")).collect::<Vec<_>>().join("\n");
    let printed: Value = serde_json::from_str(&body).unwrap();
    let root: Value = serde_json::from_str(acp_wire::v1::SCHEMA_JSON).unwrap();
    assert_eq!(printed, root["$defs"]["PromptRequest"]);
}

#[test]
fn a_method_name_prints_its_params_and_result() {
    let mut args = vec!["--protocol", "2", "session/prompt"];
    if cfg!(acp_wire = "unstable") {
        args.insert(0, "--unstable");
    }
    let s = stdout(&schema(&args));
    let heads: Vec<&str> = s.lines().filter(|l| l.starts_with("// v")).collect();
    let info = acp_wire::v2::method_info("session/prompt", MethodKind::Request).unwrap();
    assert_eq!(heads.len(), 2, "{s}");
    assert!(heads[0].ends_with(info.params_def) && heads[1].ends_with(info.result_def.unwrap()), "{heads:?}");
}

#[test]
fn unknown_names_and_versions_are_errors() {
    let unstable = if cfg!(acp_wire = "unstable") { "--unstable" } else { "--protocol=1" };
    let out = schema(&[unstable, "Prompt"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no type or method `Prompt`") && err.contains("PromptRequest"), "{err}");
    assert_eq!(schema(&["--protocol", "7"]).status.code(), Some(2));
    // The other variant of the schema file is not embedded in this build.
    let other = if cfg!(acp_wire = "unstable") { schema(&[]) } else { schema(&["--unstable"]) };
    assert_eq!(other.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&other.stderr).contains("this build embeds"));
}
