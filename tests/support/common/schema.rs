//! The vendored schema files: loading, per-def validation with `jsonschema`,
//! the method table and the union branches read from the schema itself, and
//! a walker that reports which union branches an instance exercises.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use jsonschema::ValidatorMap;
use serde_json::{Map, Value};

/// One of the four vendored schema files.
pub struct SchemaFile {
    /// "v1" or "v2".
    pub version: &'static str,
    pub unstable: bool,
    pub root: Value,
    validators: ValidatorMap,
}

/// A method as the schema declares it (`x-method` / `x-side`, joined through
/// the envelope defs that list the params and result defs).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SchemaMethod {
    pub method: String,
    /// "request" or "notification".
    pub kind: &'static str,
    /// `x-side`: the side that serves the method.
    pub side: String,
    pub params_def: String,
    pub result_def: Option<String>,
}

/// One branch of a union def (a def with a top-level `anyOf`/`oneOf`).
#[derive(Clone, Debug)]
pub struct Branch {
    pub index: usize,
    /// Tag `const` value, or the branch title, or `#<index>`.
    pub label: String,
    /// The branch is the `not`-guarded catch-all (unknown tags).
    pub is_other: bool,
}

impl SchemaFile {
    /// The cached schema file `schema/<version>/schema[.unstable].json`.
    pub fn get(version: &str, unstable: bool) -> &'static SchemaFile {
        static CELLS: [OnceLock<SchemaFile>; 4] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let (idx, v) = match version {
            "v1" => (0, "v1"),
            "v2" => (2, "v2"),
            other => panic!("unknown schema version {other}"),
        };
        CELLS[idx + usize::from(unstable)].get_or_init(|| SchemaFile::load(v, unstable))
    }

    /// All four files, but those the layout lacks ([`Self::vendored`]).
    pub fn all() -> Vec<&'static SchemaFile> {
        [("v1", false), ("v1", true), ("v2", false), ("v2", true)]
            .into_iter()
            .filter_map(|(v, u)| Self::vendored(v, u))
            .collect()
    }

    /// The file, if `schema/schema.lock` lists it: a package without the
    /// version (SDK 1.0.0–1.7.0 have no v2 the crate speaks) has it
    /// `absent`, and the file is not there. Printed on stderr when absent.
    pub fn vendored(version: &str, unstable: bool) -> Option<&'static SchemaFile> {
        Self::is_vendored(version, unstable).then(|| Self::get(version, unstable))
    }

    /// Whether `schema/schema.lock` lists the file (see [`Self::vendored`]);
    /// printed on stderr when not.
    pub fn is_vendored(version: &str, unstable: bool) -> bool {
        let file = format!("{version}/{}", if unstable { "schema.unstable.json" } else { "schema.json" });
        let text = std::fs::read_to_string(super::repo_path("schema/schema.lock")).expect("schema/schema.lock");
        let lock: Value = serde_json::from_str(&text).expect("schema/schema.lock is JSON");
        let listed = lock["files"].get(&file).is_some();
        if !listed {
            eprintln!("note: schema/{file} is absent from this schema set (schema/schema.lock): nothing to check against it");
        }
        listed
    }

    fn load(version: &'static str, unstable: bool) -> SchemaFile {
        let file = if unstable { "schema.unstable.json" } else { "schema.json" };
        let path = super::repo_path(&format!("schema/{version}/{file}"));
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
        let root: Value = serde_json::from_str(&text).expect("schema is JSON");
        let validators = jsonschema::draft202012::options()
            .should_validate_formats(true)
            .build_map(&root)
            .unwrap_or_else(|e| panic!("compiling {}: {e}", path.display()));
        SchemaFile { version, unstable, root, validators }
    }

    /// "v1", "v1.unstable", "v2", "v2.unstable" (also the corpus directory names).
    pub fn label(&self) -> String {
        if self.unstable {
            format!("{}.unstable", self.version)
        } else {
            self.version.to_string()
        }
    }

    /// The file's path under `schema/`, as `schema/schema.lock` names it.
    pub fn lock_path(&self) -> String {
        format!("{}/{}", self.version, if self.unstable { "schema.unstable.json" } else { "schema.json" })
    }

    pub fn defs(&self) -> &Map<String, Value> {
        self.root["$defs"].as_object().expect("$defs")
    }

    pub fn def(&self, name: &str) -> Option<&Value> {
        self.defs().get(name)
    }

    /// Counts read from the schema itself, for the minimum number of items
    /// a check over it must reach (`Failures::assert_none_of`): they hold on
    /// any schema file, the pinned ones and older ones alike.
    ///
    /// The `$defs` entries that are not envelopes (each gets synthesized
    /// instances, each is a generated type).
    pub fn non_envelope_defs(&self) -> usize {
        self.defs().keys().filter(|d| !self.is_envelope(d)).count()
    }

    /// The distinct `x-method` names of the `$defs` (each method's params
    /// def carries one): at least one row of the method table each.
    pub fn method_count(&self) -> usize {
        self.defs().values().filter_map(|d| d.get("x-method").and_then(Value::as_str)).collect::<BTreeSet<_>>().len()
    }

    /// The branches of every union def but the envelopes ([`Self::unions`]).
    pub fn union_branch_count(&self) -> usize {
        self.defs()
            .iter()
            .filter(|(n, _)| !self.is_envelope(n))
            .filter_map(|(_, d)| union_branches(d))
            .map(|(_, b)| b.len())
            .sum()
    }

    /// Defs but the envelopes that are objects with required members of
    /// their own: removing one from a minimal instance makes it invalid.
    pub fn defs_with_required_members(&self) -> usize {
        self.defs()
            .iter()
            .filter(|(n, d)| {
                !self.is_envelope(n)
                    && d.get("type").and_then(Value::as_str) == Some("object")
                    && d.get("required").and_then(Value::as_array).is_some_and(|r| !r.is_empty())
            })
            .count()
    }

    /// The envelope defs (`x-docs-ignore: true`): AgentRequest, ClientResponse, Proxy*, …
    pub fn is_envelope(&self, name: &str) -> bool {
        self.def(name)
            .and_then(|d| d.get("x-docs-ignore"))
            .and_then(Value::as_bool)
            .unwrap_or(false)
    }

    /// The `x-deserialize-*` keywords on member `member` of def `def`: its own
    /// `properties`, or those of a union branch (inline or by `$ref`,
    /// `allOf` included) that declares it.
    pub fn member_hints(&self, def: &str, member: &str, instance: &Value) -> Vec<&str> {
        fn props_of<'a>(f: &'a SchemaFile, s: &'a Value, member: &str, instance: &Value, depth: usize, out: &mut Vec<&'a str>) {
            if depth > 3 {
                return;
            }
            if let Some(p) = s.get("properties").and_then(|p| p.get(member)).and_then(Value::as_object) {
                out.extend(p.iter().filter(|(k, v)| k.starts_with("x-deserialize-") && v.as_bool() == Some(true)).map(|(k, _)| k.as_str()));
            }
            if let Some(r) = s.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix("#/$defs/")) {
                if let Some(d) = f.def(r) {
                    props_of(f, d, member, instance, depth + 1, out);
                }
            }
            for b in s.get("allOf").and_then(Value::as_array).into_iter().flatten() {
                props_of(f, b, member, instance, depth + 1, out);
            }
            // Of a union, the branch the instance's tag selects (else the
            // branches without a tag).
            if let Some((_, branches)) = union_branches(s) {
                let tagged: Vec<&Value> = branches.iter().filter(|b| branch_tag(b).is_some_and(|(k, c)| instance.get(k) == Some(c))).collect();
                let pick: Vec<&Value> = if tagged.is_empty() { branches.iter().filter(|b| branch_tag(b).is_none()).collect() } else { tagged };
                for b in pick {
                    props_of(f, b, member, instance, depth + 1, out);
                }
            }
        }
        let mut out = Vec::new();
        if let Some(d) = self.def(def) {
            props_of(self, d, member, instance, 0, &mut out);
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Validates `value` against `#/$defs/<def>`; the errors carry the
    /// instance path.
    pub fn validate_def(&self, def: &str, value: &Value) -> Result<(), Vec<String>> {
        self.validate_pointer(&format!("#/$defs/{def}"), value)
    }

    /// Validates against the root schema (a whole JSON-RPC frame).
    pub fn validate_frame(&self, frame: &Value) -> Result<(), Vec<String>> {
        self.validate_pointer("#", frame)
    }

    pub fn validate_pointer(&self, pointer: &str, value: &Value) -> Result<(), Vec<String>> {
        let Some(v) = self.validators.get(pointer) else {
            return Err(vec![format!("no schema at {pointer} in {}", self.label())]);
        };
        let errors: Vec<String> = v
            .iter_errors(value)
            .map(|e| format!("at {:?}: {}", e.instance_path().as_str(), e))
            .collect();
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }

    pub fn is_valid_at(&self, pointer: &str, value: &Value) -> bool {
        self.validators.get(pointer).is_some_and(|v| v.is_valid(value))
    }

    /// The method table, derived from `x-method`/`x-side` and the envelopes.
    pub fn methods(&self) -> Vec<SchemaMethod> {
        let defs = self.defs();
        // (method, side) -> def, per envelope kind.
        let mut found: BTreeMap<&'static str, Vec<(String, String, String)>> = BTreeMap::new();
        let mut record = |kind: &'static str, refs: BTreeSet<String>| {
            for r in refs {
                let d = &defs[&r];
                if let (Some(m), Some(s)) = (d.get("x-method"), d.get("x-side")) {
                    // `x-side: "both"` (SDK 1.0.0–1.5.1 `mcp/message`): served
                    // by either side, which the method table calls `protocol`
                    // (codegen/src/methods.rs).
                    let side = match s.as_str().unwrap() {
                        "both" => "protocol",
                        other => other,
                    };
                    found.entry(kind).or_default().push((m.as_str().unwrap().to_string(), side.to_string(), r));
                }
            }
        };
        for (name, d) in defs {
            if !self.is_envelope(name) {
                continue;
            }
            let kind = if name.ends_with("Request") {
                "request"
            } else if name.ends_with("Response") {
                "response"
            } else {
                "notification"
            };
            record(kind, refs_in(d));
        }
        // `$/cancel_request` lives in the root's ProtocolLevel branch.
        for branch in self.root["anyOf"].as_array().unwrap() {
            if branch.get("x-docs-ignore").is_some() {
                record("notification", refs_in(branch));
            }
        }
        let mut out = Vec::new();
        let mut seen = BTreeSet::new();
        for (method, side, params) in found.get("request").into_iter().flatten() {
            if !seen.insert(("request", method.clone(), side.clone())) {
                continue;
            }
            let result = found
                .get("response")
                .into_iter()
                .flatten()
                .find(|(m, s, _)| m == method && s == side)
                .map(|(_, _, r)| r.clone());
            assert!(result.is_some(), "{}: no result def for {method}", self.label());
            out.push(SchemaMethod {
                method: method.clone(),
                kind: "request",
                side: side.clone(),
                params_def: params.clone(),
                result_def: result,
            });
        }
        for (method, side, params) in found.get("notification").into_iter().flatten() {
            if !seen.insert(("notification", method.clone(), side.clone())) {
                continue;
            }
            out.push(SchemaMethod {
                method: method.clone(),
                kind: "notification",
                side: side.clone(),
                params_def: params.clone(),
                result_def: None,
            });
        }
        out.sort();
        out
    }

    /// The method table entry for a frame's method (request if `has_id`).
    pub fn method(&self, method: &str, has_id: bool) -> Option<SchemaMethod> {
        let kind = if has_id { "request" } else { "notification" };
        self.methods().into_iter().find(|m| m.method == method && m.kind == kind)
    }

    /// Union defs (top-level `anyOf`/`oneOf`, envelopes excluded) and their branches.
    pub fn unions(&self) -> BTreeMap<String, Vec<Branch>> {
        let mut out = BTreeMap::new();
        for (name, d) in self.defs() {
            if self.is_envelope(name) {
                continue;
            }
            if let Some((_, branches)) = union_branches(d) {
                out.insert(
                    name.clone(),
                    branches.iter().enumerate().map(|(i, b)| branch_info(i, b)).collect(),
                );
            }
        }
        out
    }

    /// Records `(def, branch label)` for every union branch that `value`
    /// (an instance of `def`) exercises, at any depth. The branch is the
    /// first one that validates, as a deserializer would pick it.
    pub fn exercised_branches(&self, def: &str, value: &Value, out: &mut BTreeSet<(String, String)>) {
        self.walk(&format!("#/$defs/{def}"), value, out, 0);
    }

    /// Whether the schema declares the member that `pointer` (RFC 6901)
    /// names inside `instance`, an instance of `def`: its last token is a
    /// `properties` entry of a schema the parent value is under — following
    /// `$ref`, `allOf`, and of an `anyOf`/`oneOf` the branches the value
    /// validates against (as [`Self::exercised_branches`] picks them).
    pub fn declares_member(&self, def: &str, instance: &Value, pointer: &str) -> bool {
        let tokens: Vec<String> = pointer.split('/').skip(1).map(|t| t.replace("~1", "/").replace("~0", "~")).collect();
        let Some((member, parents)) = tokens.split_last() else { return false };
        if self.def(def).is_none() {
            return false;
        }
        let mut at = vec![format!("#/$defs/{def}")];
        let mut value = instance;
        for token in parents {
            let Some(child) = (match value {
                Value::Object(m) => m.get(token.as_str()),
                Value::Array(a) => token.parse::<usize>().ok().and_then(|i| a.get(i)),
                _ => None,
            }) else {
                return false;
            };
            let mut next = Vec::new();
            for ptr in self.applicable(&at, value) {
                let s = self.schema_at(&ptr);
                match value {
                    Value::Object(_) if s.get("properties").and_then(|p| p.get(token.as_str())).is_some() => {
                        next.push(format!("{ptr}/properties/{}", escape(token)));
                    }
                    Value::Object(_) if s.get("additionalProperties").is_some_and(Value::is_object) => next.push(format!("{ptr}/additionalProperties")),
                    Value::Array(_) if s.get("items").is_some() => next.push(format!("{ptr}/items")),
                    _ => {}
                }
            }
            at = next;
            value = child;
        }
        self.applicable(&at, value)
            .iter()
            .any(|ptr| self.schema_at(ptr).get("properties").and_then(|p| p.get(member.as_str())).is_some())
    }

    /// The schemas `value` is under at `ptrs`: each, and through `$ref`,
    /// `allOf` and the `anyOf`/`oneOf` branches `value` validates against.
    fn applicable(&self, ptrs: &[String], value: &Value) -> Vec<String> {
        let mut out = Vec::new();
        let mut todo: Vec<String> = ptrs.to_vec();
        while let Some(ptr) = todo.pop() {
            if out.contains(&ptr) {
                continue;
            }
            let s = self.schema_at(&ptr);
            if let Some(r) = s.get("$ref").and_then(Value::as_str) {
                todo.push(r.to_string());
            }
            for (i, _) in s.get("allOf").and_then(Value::as_array).into_iter().flatten().enumerate() {
                todo.push(format!("{ptr}/allOf/{i}"));
            }
            for key in ["anyOf", "oneOf"] {
                for (i, _) in s.get(key).and_then(Value::as_array).into_iter().flatten().enumerate() {
                    let branch = format!("{ptr}/{key}/{i}");
                    if self.is_valid_at(&branch, value) {
                        todo.push(branch);
                    }
                }
            }
            out.push(ptr);
        }
        out
    }

    fn schema_at(&self, pointer: &str) -> &Value {
        let p = pointer.strip_prefix('#').unwrap();
        self.root.pointer(p).unwrap_or_else(|| panic!("no schema at {pointer}"))
    }

    fn walk(&self, ptr: &str, v: &Value, out: &mut BTreeSet<(String, String)>, depth: usize) {
        assert!(depth < 64, "schema walk too deep at {ptr}");
        let s = self.schema_at(ptr);
        if let Some(r) = s.get("$ref").and_then(Value::as_str) {
            self.walk(r, v, out, depth + 1);
        }
        if let Some(all) = s.get("allOf").and_then(Value::as_array) {
            for i in 0..all.len() {
                self.walk(&format!("{ptr}/allOf/{i}"), v, out, depth + 1);
            }
        }
        for key in ["anyOf", "oneOf"] {
            let Some(branches) = s.get(key).and_then(Value::as_array) else { continue };
            let Some(i) = (0..branches.len()).find(|i| self.is_valid_at(&format!("{ptr}/{key}/{i}"), v))
            else {
                continue;
            };
            if let Some(def) = ptr.strip_prefix("#/$defs/").filter(|d| !d.contains('/')) {
                out.insert((def.to_string(), branch_info(i, &branches[i]).label));
            }
            self.walk(&format!("{ptr}/{key}/{i}"), v, out, depth + 1);
        }
        match v {
            Value::Object(m) => {
                let props = s.get("properties").and_then(Value::as_object);
                for (k, mv) in m {
                    if props.is_some_and(|p| p.contains_key(k)) {
                        self.walk(&format!("{ptr}/properties/{}", escape(k)), mv, out, depth + 1);
                    } else if s.get("additionalProperties").is_some_and(Value::is_object) {
                        self.walk(&format!("{ptr}/additionalProperties"), mv, out, depth + 1);
                    }
                }
            }
            Value::Array(items) if s.get("items").is_some() => {
                for item in items {
                    self.walk(&format!("{ptr}/items"), item, out, depth + 1);
                }
            }
            _ => {}
        }
    }
}

/// JSON-pointer escaping of one reference token.
pub fn escape(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}

/// The `anyOf`/`oneOf` branches of a def, if it is a union.
pub fn union_branches(def: &Value) -> Option<(&'static str, &Vec<Value>)> {
    for key in ["anyOf", "oneOf"] {
        if let Some(b) = def.get(key).and_then(Value::as_array) {
            return Some((key, b));
        }
    }
    None
}

/// Name of the tag member of a tagged branch: the property carrying a `const`.
pub fn branch_tag(branch: &Value) -> Option<(&str, &Value)> {
    branch
        .get("properties")
        .and_then(Value::as_object)?
        .iter()
        .find_map(|(k, p)| p.get("const").map(|c| (k.as_str(), c)))
}

pub fn branch_info(index: usize, b: &Value) -> Branch {
    let is_other = b.get("not").is_some();
    let label = if let Some(c) = b.get("const") {
        const_label(c)
    } else if let Some((_, c)) = branch_tag(b) {
        const_label(c)
    } else if let Some(t) = b.get("title").and_then(Value::as_str) {
        t.to_string()
    } else {
        format!("#{index}")
    };
    Branch { index, label, is_other }
}

fn const_label(c: &Value) -> String {
    match c {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Every `$ref` target (def name) inside a schema value.
pub fn refs_in(v: &Value) -> BTreeSet<String> {
    fn go(v: &Value, out: &mut BTreeSet<String>) {
        match v {
            Value::Object(m) => {
                for (k, x) in m {
                    if k == "$ref" {
                        if let Some(name) = x.as_str().and_then(|s| s.strip_prefix("#/$defs/")) {
                            out.insert(name.to_string());
                        }
                    } else {
                        go(x, out);
                    }
                }
            }
            Value::Array(a) => a.iter().for_each(|x| go(x, out)),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    go(v, &mut out);
    out
}
