//! Constructs of the older published schemas (npm `@agentclientprotocol/sdk`
//! 1.0.0–2.1.0) that the pinned one does not use, on small schemas of the
//! test's own making: `pattern` on a string member, `x-side: "both"`, and
//! the JSON-RPC batch branches at the root of the v2 drafts, and
//! `discriminator` beside a top-level `anyOf`.

use acp_wire_codegen::{classify, generate, generate_facts, Config};
use serde_json::{json, Value};

fn config() -> Config {
    Config { version: 7, unstable: false, schema_label: "test/schema.json".to_owned(), policy: None }
}

fn bytes(v: &Value) -> Vec<u8> {
    serde_json::to_vec(v).expect("json")
}

/// `Cost` as SDK 2.0.0's v2 schema has it.
fn cost() -> Value {
    json!({"$defs": {"Cost": {
        "description": "Cost information for a session.",
        "type": "object",
        "properties": {
            "amount": {"type": "number", "format": "double"},
            "currency": {"description": "ISO 4217 currency code.", "type": "string", "pattern": "^[A-Z]{3}$"},
            "code": {"type": ["string", "null"], "pattern": "^a`b$"}
        },
        "required": ["amount", "currency"]
    }}})
}

#[test]
fn a_pattern_member_stays_a_string_and_its_doc_states_the_pattern() {
    let text = generate(&bytes(&cost()), &config()).expect("pattern is supported");
    syn::parse_file(&text).expect("the module parses");
    let body = text.split("pub struct Cost").nth(1).expect("the struct");
    let body = &body[..body.find("\n}\n").expect("end of struct")];
    assert!(body.contains("pub currency: String,"), "typed as the string it constrains:\n{body}");
    assert!(body.contains("/// ISO 4217 currency code."), "{body}");
    assert!(body.contains("Pattern: must match `^[A-Z]{3}$`"), "the doc states the pattern:\n{body}");
    // A pattern with a backtick still reads as code.
    assert!(body.contains("Pattern: must match `` ^a`b$ ``"), "{body}");
    let facts = generate_facts(&bytes(&cost()), &config()).expect("facts");
    assert!(facts.lines().any(|l| l == "Cost.currency"), "{facts}");
}

#[test]
fn a_pattern_on_a_non_string_is_refused_by_name() {
    let bad = json!({"$defs": {"Cost": {"type": "object", "properties": {"n": {"type": "integer", "pattern": "^1$"}}}}});
    let e = classify(&bytes(&bad)).expect_err("pattern on an integer");
    assert!(e.to_string().contains("$defs/Cost/properties/n: pattern"), "{e}");
}

/// A request both sides serve (`mcp/message` in SDK 1.0.0–1.5.1), in each
/// side's request envelope and result envelope.
fn both() -> Value {
    let params = |d: &str| json!({"anyOf": [{"title": d, "allOf": [{"$ref": format!("#/$defs/{d}")}]}]});
    let request = |d: &str| json!({"type": "object",
        "properties": {"id": {"type": "integer"}, "method": {"type": "string"}, "params": params(d)},
        "required": ["id", "method"]});
    let response = |d: &str| json!({"anyOf": [
        {"title": "Result", "type": "object",
         "properties": {"id": {"type": "integer"}, "result": params(d)}, "required": ["id", "result"]},
        {"title": "Error", "type": "object",
         "properties": {"id": {"type": "integer"}, "error": {"type": "string"}}, "required": ["id", "error"]}]});
    json!({"$defs": {
        "ClientRequest": request("MessageRequest"),
        "AgentRequest": request("MessageRequest"),
        "AgentResponse": response("MessageResponse"),
        "ClientResponse": response("MessageResponse"),
        "MessageRequest": {"type": "object", "properties": {"method": {"type": "string"}}, "required": ["method"],
                           "x-side": "both", "x-method": "mcp/message"},
        "MessageResponse": {"type": "object", "properties": {}, "x-side": "both", "x-method": "mcp/message"}
    }})
}

#[test]
fn a_method_both_sides_serve_is_in_both_sides_tables() {
    let model = classify(&bytes(&both())).expect("x-side both is supported");
    assert_eq!(model.methods.len(), 1);
    let m = &model.methods[0];
    assert_eq!((m.method.as_str(), m.side.as_str()), ("mcp/message", "both"));
    assert!(m.served_by("agent") && m.served_by("client") && !m.served_by("proxy"));
    let text = generate(&bytes(&both()), &config()).expect("generate");
    syn::parse_file(&text).expect("the module parses");
    // In the method table as served by either side, and in both request enums.
    assert!(text.contains("served_by: crate::method::Side::Protocol"), "method table row");
    for e in ["pub enum ClientRequest", "pub enum AgentRequest"] {
        let body = text.split(e).nth(1).expect(e);
        let body = &body[..body.find("\n}\n").expect("end")];
        assert!(body.contains("McpMessage(MessageRequest)"), "{e}:\n{body}");
    }
    // One rule impl for its one marker, not one per side.
    assert_eq!(text.matches("for request::McpMessage {}").count(), 1, "one rule impl");
    // An x-side nobody knows is still refused, by name.
    let mut odd = both();
    odd["$defs"]["MessageRequest"]["x-side"] = json!("nobody");
    let e = classify(&bytes(&odd)).expect_err("unknown x-side");
    assert!(e.to_string().contains("unknown x-side \"nobody\""), "{e}");
}

#[test]
fn batch_branches_at_the_root_add_no_method() {
    let message = json!({"type": "object", "properties": {"jsonrpc": {"type": "string", "enum": ["2.0"]}},
                         "required": ["jsonrpc"], "anyOf": [{"title": "X", "allOf": [{"$ref": "#/$defs/Cost"}]}]});
    let mut doc = cost();
    doc["anyOf"] = json!([
        {"title": "AgentBatchCall", "type": "array", "items": message},
    ]);
    let model = classify(&bytes(&doc)).expect("a batch branch is supported");
    assert!(model.methods.is_empty());
    // An array that is not a batch of JSON-RPC messages is refused.
    doc["anyOf"] = json!([{"title": "Odd", "type": "array", "items": {"type": "string"}}]);
    let e = classify(&bytes(&doc)).expect_err("an odd root array");
    assert!(e.to_string().contains("not a batch of JSON-RPC messages"), "{e}");
}

/// `ElicitationPropertySchema` as SDK 1.2.x has it: a top-level `anyOf`
/// tagged by `type` with the catch-all `other`, and `discriminator` beside
/// it (1.3.0 on: the same without the keyword).
fn property_schema(discriminator: Option<&str>) -> Value {
    let branch = |t: &str, d: &str| json!({"type": "object", "properties": {"type": {"type": "string", "const": t}},
        "required": ["type"], "allOf": [{"$ref": format!("#/$defs/{d}")}]});
    let guard = |t: &str| json!({"type": "object", "properties": {"type": {"type": "string", "const": t}}, "required": ["type"]});
    let mut def = json!({"description": "Property schema.", "anyOf": [
        branch("string", "StringProp"),
        branch("number", "NumberProp"),
        {"title": "other", "type": "object", "properties": {"type": {"type": "string"}}, "required": ["type"],
         "not": {"anyOf": [guard("string"), guard("number")]}, "additionalProperties": true}
    ]});
    if let Some(d) = discriminator {
        def["discriminator"] = json!({"propertyName": d});
    }
    let prop = json!({"type": "object", "properties": {"title": {"type": "string"}}});
    json!({"$defs": {"PropertySchema": def, "StringProp": prop.clone(), "NumberProp": prop}})
}

#[test]
fn a_discriminator_beside_a_top_level_any_of_only_names_the_tag() {
    let with = generate(&bytes(&property_schema(Some("type"))), &config()).expect("discriminator with anyOf is supported");
    let without = generate(&bytes(&property_schema(None)), &config()).expect("plain anyOf");
    // Equal but for the schema's sha256 (in the header and SCHEMA_SHA256).
    let body = |t: &str| t.lines().filter(|l| !l.to_ascii_lowercase().contains("sha256")).collect::<Vec<_>>().join("\n");
    assert_eq!(body(&with), body(&without), "the keyword changes nothing: the union stays open");
    assert!(with.contains("Other"), "the catch-all stays:\n{with}");
    let e = classify(&bytes(&property_schema(Some("kind")))).expect_err("a discriminator naming another member");
    assert!(e.to_string().contains("discriminator does not name the tag"), "{e}");
}
