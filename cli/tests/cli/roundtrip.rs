//! `acp-wire roundtrip`: a transcript of every method of each enabled version
//! (both directions for protocol-level methods), with every corpus instance
//! embedded at a place of its type inside a message so that every union
//! branch travels in a real message, comes back unchanged and clean; a
//! deliberately lossy decoder plugged into the library is caught; damaged
//! messages are reported with their pointers.



use crate::{common, support_temp};

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::{Command, Output};

use acp_wire::method::{MethodInfo, MethodKind, Side};
use acp_wire_validate::roundtrip::{Decoded, MessageCodec, MessageContext, Outcome, Roundtripper, TypedCodec};
use acp_wire_validate::transcript::record_line;
use acp_wire_validate::{Direction, Placer};
use common::corpus::Corpus;
use common::roundtrip::active_modules;
use common::schema::{escape, SchemaFile};
use support_temp::TempDir;
use serde_json::{json, Value};

fn acp_wire(args: &[&str], file: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_acp-wire")).args(args).arg(file).env("NO_COLOR", "1").output().expect("run acp-wire")
}

/// This suite's temp dir `name` (removed when the test ends).
fn temp(name: &str) -> TempDir {
    TempDir::new("cli-roundtrip", name)
}

/// Where instances of each def sit inside method payloads: def → (method
/// row index, is result, payload, JSON pointer).
type Hosts = BTreeMap<String, (usize, bool, Value, String)>;

/// Records, for every `$ref` the instance passes through, the def and the
/// instance pointer (union branches chosen as a deserializer would: first
/// valid).
fn refs_at(schema: &SchemaFile, ptr: &str, v: &Value, at: &str, out: &mut Vec<(String, String)>, depth: usize) {
    if depth > 64 {
        return;
    }
    let Some(s) = schema.root.pointer(ptr.trim_start_matches('#')) else { return };
    if let Some(r) = s.get("$ref").and_then(Value::as_str) {
        if let Some(def) = r.strip_prefix("#/$defs/") {
            out.push((def.to_string(), at.to_string()));
        }
        refs_at(schema, r, v, at, out, depth + 1);
    }
    if let Some(all) = s.get("allOf").and_then(Value::as_array) {
        for i in 0..all.len() {
            refs_at(schema, &format!("{ptr}/allOf/{i}"), v, at, out, depth + 1);
        }
    }
    for key in ["anyOf", "oneOf"] {
        let Some(branches) = s.get(key).and_then(Value::as_array) else { continue };
        if let Some(i) = (0..branches.len()).find(|i| schema.is_valid_at(&format!("{ptr}/{key}/{i}"), v)) {
            refs_at(schema, &format!("{ptr}/{key}/{i}"), v, at, out, depth + 1);
        }
    }
    match v {
        Value::Object(m) => {
            let props = s.get("properties").and_then(Value::as_object);
            for (k, mv) in m {
                if props.is_some_and(|p| p.contains_key(k)) {
                    let child = format!("{at}/{}", escape(k));
                    refs_at(schema, &format!("{ptr}/properties/{}", escape(k)), mv, &child, out, depth + 1);
                } else if s.get("additionalProperties").is_some_and(Value::is_object) {
                    let child = format!("{at}/{}", escape(k));
                    refs_at(schema, &format!("{ptr}/additionalProperties"), mv, &child, out, depth + 1);
                }
            }
        }
        Value::Array(items) if s.get("items").is_some() => {
            for (i, item) in items.iter().enumerate() {
                refs_at(schema, &format!("{ptr}/items"), item, &format!("{at}/{i}"), out, depth + 1);
            }
        }
        _ => {}
    }
}

fn set_at(root: &mut Value, pointer: &str, value: Value) -> bool {
    match root.pointer_mut(pointer) {
        Some(slot) => {
            *slot = value;
            true
        }
        None => false,
    }
}

/// The senders of a method: the side that does not serve it (both for
/// protocol-level methods; proxy methods are sent towards the agent side).
fn senders(info: &MethodInfo) -> Vec<Direction> {
    match info.served_by {
        Side::Agent | Side::Proxy => vec![Direction::ClientToAgent],
        Side::Client => vec![Direction::AgentToClient],
        Side::Protocol => vec![Direction::ClientToAgent, Direction::AgentToClient],
    }
}

struct Built {
    text: String,
    messages: usize,
    /// (def, payload) of every message, for branch coverage.
    payloads: Vec<(String, Value)>,
}

/// The whole-protocol transcript of one version module.
fn build_transcript(schema: &SchemaFile, methods: &[MethodInfo]) -> Built {
    let corpus = Corpus::for_schema(schema);
    let mut by_def: BTreeMap<&str, Vec<&Value>> = BTreeMap::new();
    for c in &corpus.cases {
        by_def.entry(c.def.as_str()).or_default().push(&c.value);
    }
    let mut lines = Vec::new();
    let mut payloads = Vec::new();
    let mut next_id = 0u64;
    let mut emit = |lines: &mut Vec<String>, payloads: &mut Vec<(String, Value)>, info: &MethodInfo, dir: Direction, params: &Value, result: Option<&Value>| {
        let mut msg = json!({"jsonrpc": "2.0", "method": info.method, "params": params});
        if info.kind == MethodKind::Request {
            msg["id"] = json!(next_id);
        }
        lines.push(record_line(dir, msg.to_string().as_bytes()));
        payloads.push((info.params_def.to_string(), params.clone()));
        if let (MethodKind::Request, Some(result), Some(def)) = (info.kind, result, info.result_def) {
            let resp = json!({"jsonrpc": "2.0", "id": next_id, "result": result});
            lines.push(record_line(dir.reverse(), resp.to_string().as_bytes()));
            payloads.push((def.to_string(), result.clone()));
        }
        if info.kind == MethodKind::Request {
            next_id += 1;
        }
    };
    // Every corpus instance of every method's params and result defs.
    let mut hosts: Hosts = BTreeMap::new();
    for (row, info) in methods.iter().enumerate() {
        let params = by_def.get(info.params_def).cloned().unwrap_or_default();
        let results = info.result_def.and_then(|d| by_def.get(d).cloned()).unwrap_or_default();
        assert!(!params.is_empty(), "{}: no corpus case for {}", schema.label(), info.params_def);
        if info.kind == MethodKind::Request {
            assert!(!results.is_empty(), "{} {}: no corpus result", schema.label(), info.method);
        }
        for dir in senders(info) {
            for i in 0..params.len().max(results.len()) {
                let p = params[i % params.len()];
                let r = (!results.is_empty()).then(|| results[i % results.len()]);
                emit(&mut lines, &mut payloads, info, dir, p, r);
            }
        }
        for (is_result, def, values) in [(false, Some(info.params_def), &params), (true, info.result_def, &results)] {
            let Some(def) = def else { continue };
            for v in values {
                let mut found = Vec::new();
                refs_at(schema, &format!("#/$defs/{def}"), v, "", &mut found, 0);
                for (inner, at) in found {
                    hosts.entry(inner).or_insert_with(|| (row, is_result, (*v).clone(), at));
                }
            }
        }
    }
    // Every other corpus instance, put in place of a value of its type.
    for c in &corpus.cases {
        let Some((row, is_result, host, at)) = hosts.get(&c.def) else { continue };
        let info = &methods[*row];
        let def = if *is_result { info.result_def.unwrap() } else { info.params_def };
        // Replaced, or (for a def flattened into its place with `allOf`, like
        // a chunk inside a tagged update) merged over the host's members.
        let replaced = {
            let mut p = host.clone();
            set_at(&mut p, at, c.value.clone()).then_some(p)
        };
        let merged = match (host.pointer(at), &c.value) {
            (Some(Value::Object(h)), Value::Object(v)) => {
                let mut m = h.clone();
                m.extend(v.clone());
                let mut p = host.clone();
                set_at(&mut p, at, Value::Object(m)).then_some(p)
            }
            _ => None,
        };
        let Some(payload) = [replaced, merged].into_iter().flatten().find(|p| schema.validate_def(def, p).is_ok()) else {
            continue; // The instance does not fit this host's context.
        };
        let dir = senders(info)[0];
        if *is_result {
            let params = by_def[info.params_def][0];
            emit(&mut lines, &mut payloads, info, dir, params, Some(&payload));
        } else {
            let result = info.result_def.and_then(|d| by_def.get(d)).map(|r| r[0]);
            emit(&mut lines, &mut payloads, info, dir, &payload, result);
        }
    }
    // Error responses.
    if let (Some(errors), Some(info)) = (by_def.get("Error"), methods.iter().find(|m| m.kind == MethodKind::Request)) {
        for e in errors {
            let id = 1_000_000 + lines.len();
            let dir = senders(info)[0];
            let req = json!({"jsonrpc": "2.0", "id": id, "method": info.method, "params": by_def[info.params_def][0]});
            lines.push(record_line(dir, req.to_string().as_bytes()));
            lines.push(record_line(dir.reverse(), json!({"jsonrpc": "2.0", "id": id, "error": e}).to_string().as_bytes()));
            payloads.push(("Error".to_string(), (*e).clone()));
        }
    }
    Built { messages: lines.len(), text: lines.join("\n") + "\n", payloads }
}

/// The schema facts of this build's version `version` (src/vN/generated*.facts).
fn schema_facts(version: u16, unstable: bool) -> BTreeSet<String> {
    let file = if unstable { "generated_unstable.facts" } else { "generated.facts" };
    let path = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join(format!("src/v{version}/{file}"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(str::to_owned).collect()
}

/// `Type.member` of an undeclared-member finding ("`member` is not a member of Type: …").
fn undeclared_fact(f: &Value) -> Option<String> {
    let message = f["message"].as_str()?;
    let (member, rest) = message.strip_prefix('`')?.split_once("` is not a member of ")?;
    let ty = rest.split(':').next()?;
    Some(format!("{ty}.{member}"))
}

fn version_of(name: &str) -> u16 {
    name.trim_start_matches('v').parse().unwrap()
}

#[test]
fn every_method_and_union_branch_comes_back_unchanged() {
    let tmp = temp("methods");
    for m in active_modules() {
        let version = version_of(m.name);
        let built = build_transcript(m.schema, m.methods);
        // The transcript exercises every union branch of the schema.
        let mut seen = BTreeSet::new();
        for (def, payload) in &built.payloads {
            m.schema.exercised_branches(def, payload, &mut seen);
        }
        let missing: Vec<String> = m
            .schema
            .unions()
            .into_iter()
            .flat_map(|(def, bs)| bs.into_iter().map(move |b| (def.clone(), b.label)))
            .filter(|k| !seen.contains(k))
            .map(|(d, b)| format!("{d}[{b}]"))
            .collect();
        assert!(missing.is_empty(), "{}: union branches not in the transcript: {missing:?}", m.schema.label());
        eprintln!("{}: {} messages, {} union branches", m.schema.label(), built.messages, seen.len());

        let file = tmp.join(format!("{}.jsonl", m.name));
        std::fs::write(&file, &built.text).unwrap();
        // The transcript is schema-valid… (the content rules, MUSTs and
        // SHOULDs (advice), which judge
        // what a connection's messages say together — capabilities its
        // initialize advertised —, do not apply to this mix of every
        // corpus case)
        // (the unstable superset's transcript graded by that file: the
        // CLI grades by the stable file unless told)
        let graded = if m.schema.unstable { "unstable" } else { "stable" };
        let valid = acp_wire(&["validate", "--json", "--schema", graded, "--protocol", &version.to_string()], &file);
        // A member the corpus (written for the pinned schema) gives that an
        // older schema does not declare (npm 2.2.0's RunningStateUpdate has
        // no `background`) is that schema's finding, not the corpus's: it
        // is allowed where the build's schema facts lack `Type.member`.
        let facts = schema_facts(version, m.schema.unstable);
        let schema_findings: Vec<Value> = String::from_utf8_lossy(&valid.stdout)
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap())
            .filter(|f| f["kind"] != "content" && f["kind"] != "advice")
            .filter(|f| f["kind"] != "undeclared-member" || undeclared_fact(f).is_none_or(|fact| facts.contains(&fact)))
            .collect();
        assert!(schema_findings.is_empty(), "{schema_findings:#?}");
        // …and round-trips without a change, through the binary…
        let out = acp_wire(&["roundtrip", "--protocol", &version.to_string(), "--json"], &file);
        let results: Vec<Value> =
            String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        let bad: Vec<&Value> = results.iter().filter(|r| r["status"] != "same").collect();
        assert!(bad.is_empty(), "{}: {} not preserved: {bad:#?}", m.name, bad.len());
        assert_eq!(results.len(), built.messages);
        assert!(out.status.success());
        // …and through the library with the typed codec.
        let lib = Roundtripper::default().run(built.text.as_bytes(), Placer::fixed(version));
        assert!(lib.iter().all(|r| r.outcome == Outcome::Same));
        assert!(lib.iter().all(|r| r.method.is_some()), "every response paired with its request");
        let sent: BTreeSet<&str> = lib.iter().filter_map(|r| r.method.as_deref()).collect();
        for info in m.methods {
            assert!(sent.contains(info.method), "{}: {} not in the transcript", m.name, info.method);
        }
    }
}

/// Decodes with the crate's types, then forgets every `_meta` (what a proxy
/// built on types without `_meta` would do).
struct DropsMeta;

fn strip_meta(v: &mut Value) {
    match v {
        Value::Object(m) => {
            m.remove("_meta");
            m.values_mut().for_each(strip_meta);
        }
        Value::Array(a) => a.iter_mut().for_each(strip_meta),
        _ => {}
    }
}

impl MessageCodec for DropsMeta {
    fn roundtrip(&self, cx: &MessageContext<'_>, message: &Value) -> Decoded {
        match TypedCodec.roundtrip(cx, message) {
            Decoded::Encoded(mut v) => {
                strip_meta(&mut v);
                Decoded::Encoded(v)
            }
            other => other,
        }
    }
}

const PROMPT_WITH_META: &str = r#"{"jsonrpc":"2.0","id":3,"method":"session/prompt","params":{"sessionId":"s","prompt":[{"type":"text","text":"hi","_meta":{"trace":"abc"}}]}}"#;
const PLAIN_UPDATE: &str = r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"ok"}}}}"#;

#[test]
fn a_lossy_decoder_is_caught() {
    let text = format!("{PROMPT_WITH_META}\n{PLAIN_UPDATE}\n");
    let honest = Roundtripper::default().run(text.as_bytes(), Placer::fixed(1));
    assert!(honest.iter().all(|r| r.outcome == Outcome::Same), "{honest:#?}");
    let lossy = Roundtripper::new(Box::new(DropsMeta)).run(text.as_bytes(), Placer::fixed(1));
    match &lossy[0].outcome {
        Outcome::Changed(changes) => {
            assert_eq!(changes.len(), 1, "{changes:#?}");
            assert_eq!(changes[0].pointer, "/params/prompt/0/_meta");
            assert_eq!(changes[0].before.as_deref(), Some(r#"{"trace":"abc"}"#));
            assert_eq!(changes[0].after, None);
        }
        other => panic!("lossy decoder not caught: {other:?}"),
    }
    assert_eq!(lossy[1].outcome, Outcome::Same, "a message without _meta loses nothing");
    assert_eq!(lossy[0].method.as_deref(), Some("session/prompt"));
}

#[test]
fn a_lossy_comparison_would_hide_it_so_absent_and_null_differ() {
    // The comparison is pluggable too; the default tells absent from null.
    let changes = acp_wire_validate::roundtrip::json_changes(&json!({"a": null}), &json!({}));
    assert_eq!(changes.len(), 1);
    assert_eq!(changes[0].pointer, "/a");
    assert_eq!((changes[0].before.as_deref(), changes[0].after.as_deref()), (Some("null"), None));
    let blind = Roundtripper::new(Box::new(DropsMeta)).with_compare(|_, _| Vec::new());
    let r = blind.run(PROMPT_WITH_META.as_bytes(), Placer::fixed(1));
    assert_eq!(r[0].outcome, Outcome::Same);
}

#[test]
fn rejected_and_changed_messages_are_reported_by_the_binary() {
    let tmp = temp("damaged");
    let file = tmp.join("damaged.jsonl");
    let lines = [
        // The types reject a number where a string belongs.
        r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":5}}}}"#,
        // A member outside JSON-RPC is not kept by the envelope.
        r#"{"jsonrpc":"2.0","id":1,"method":"session/cancel_all","params":{},"trace":"x"}"#,
        // A response to a request the transcript never shows.
        r#"{"jsonrpc":"2.0","id":99,"result":{}}"#,
        "not json",
    ];
    std::fs::write(&file, lines.join("\n")).unwrap();
    let out = acp_wire(&["roundtrip", "--protocol", "1", "--json"], &file);
    assert_eq!(out.status.code(), Some(1));
    let results: Vec<Value> = String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let status: Vec<&str> = results.iter().map(|r| r["status"].as_str().unwrap()).collect();
    assert_eq!(status, ["rejected", "changed", "skipped", "skipped"]);
    assert!(results[0]["error"].as_str().unwrap().starts_with("/params:"), "{}", results[0]);
    assert_eq!(results[1]["changes"][0]["pointer"], "/trace");
    assert_eq!(results[1]["changes"][0]["after"], Value::Null);
    let human = acp_wire(&["roundtrip", "--protocol", "1"], &file);
    let s = String::from_utf8_lossy(&human.stdout);
    assert!(s.contains("2 message(s) not preserved: 0 of 4 message(s) identical, 2 skipped"), "{s}");
    assert!(s.lines().any(|l| l.starts_with("2 ") && l.contains("changed") && l.contains("/trace")), "{s}");
}

#[test]
fn numbers_compare_by_value() {
    use acp_wire_validate::roundtrip::json_changes;
    assert!(json_changes(&json!({"a": 100}), &json!({"a": 100.0})).is_empty());
    assert_eq!(json_changes(&json!({"a": 1}), &json!({"a": 1.5})).len(), 1);
    let big: Value = serde_json::from_str("18446744073709551615").unwrap();
    let near: Value = serde_json::from_str("1.8446744073709552e19").unwrap();
    assert_eq!(json_changes(&big, &near).len(), 1, "a u64 is not the f64 nearest to it");
}

#[test]
fn an_unreadable_file_is_named_and_stops_with_2() {
    // A directory cannot be read as a file, whoever runs the test.
    let dir = temp("unreadable");
    let out = acp_wire(&["roundtrip"], &dir);
    assert_eq!(out.status.code(), Some(2), "a read error is not a verdict");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with(&format!("acp-wire roundtrip: cannot read the transcript {}: ", dir.display())), "{err}");
    let missing = acp_wire(&["roundtrip"], Path::new("no/such/file.jsonl"));
    assert_eq!(missing.status.code(), Some(2));
    let err = String::from_utf8_lossy(&missing.stderr);
    assert!(err.contains("cannot read the transcript no/such/file.jsonl: "), "{err}");
}
