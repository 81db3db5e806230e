//! The generator on a schema of its own making: what one def turns into;
//! and on the checkout's v1 schema, a policy rule for a method it lacks.

use acp_wire_codegen::{generate, generate_facts, Config};
use serde_json::json;

fn schema() -> Vec<u8> {
    serde_json::to_vec(&json!({
        "$defs": {
            "PingRequest": {
                "description": "Asks for a pong.",
                "type": "object",
                "properties": {"sessionId": {"type": "string"}, "count": {"type": "integer", "format": "uint16", "minimum": 0}},
                "required": ["sessionId"]
            },
            "PingResponse": {"type": "object", "properties": {}}
        }
    }))
    .expect("json")
}

fn config() -> Config {
    Config { version: 7, unstable: false, schema_label: "test/schema.json".to_owned(), policy: None }
}

#[test]
fn a_def_becomes_a_lossless_struct() {
    let text = generate(&schema(), &config()).expect("generate");
    assert!(text.starts_with("// @generated from test/schema.json sha256="), "{}", &text[..80]);
    assert!(text.contains("pub struct PingRequest"), "the def's struct");
    assert!(text.contains("/// Asks for a pong."), "the description as rustdoc");
    assert!(text.contains("pub extra: ::serde_json::Map<String, ::serde_json::Value>"), "unknown members kept");
    assert!(text.contains("pub const PROTOCOL_VERSION: u16 = 7u16;"), "the configured version");
    syn::parse_file(&text).expect("the module parses");
}

#[test]
fn facts_name_the_defs_and_their_members() {
    let facts = generate_facts(&schema(), &config()).expect("facts");
    let lines: Vec<&str> = facts.lines().filter(|l| !l.starts_with('#')).collect();
    for want in ["PingRequest", "PingRequest.sessionId", "PingRequest.count", "PingResponse"] {
        assert!(lines.contains(&want), "missing fact {want}: {lines:?}");
    }
}

#[test]
fn a_policy_rule_for_a_method_the_schema_lacks_fails_generation() {
    let root = std::env::current_dir().expect("cwd");
    let root = root.ancestors().find(|d| d.join("schema/schema.lock").is_file()).expect("inside a checkout");
    let bytes = std::fs::read(root.join("schema/v1/schema.json")).expect("schema");
    let policy = "impl RequestRule<V1> for request::Missing {}\n".to_owned();
    let cfg = Config { version: 1, unstable: false, schema_label: "schema/v1/schema.json".to_owned(), policy: Some(policy) };
    let e = generate(&bytes, &cfg).expect_err("a rule for a missing method");
    assert!(e.to_string().contains("Missing"), "{e}");
}
