//! A schema-driven instance synthesizer (test code).
//!
//! For a def it produces a MINIMAL instance (required members only) and two
//! MAXIMAL ones (every optional member present; nullable members once `null`
//! and once a value; arrays with two elements; maps with two entries; an
//! unknown member `x_extra` on every object with declared properties), for
//! each branch of a union def separately. It follows `$ref`, `allOf`,
//! `anyOf`/`oneOf`, `const`, `enum`, the integer/number formats, `uri`,
//! `date-time`, `regex`, base64 `contentEncoding`, `minimum`/`maximum`,
//! `minLength`, `pattern` (the first of a short list of strings that
//! matches), `minItems`, `additionalProperties` and `default`;
//! `not`-guarded catch-all branches get an invented tag (`future_kind`) and
//! member. Anything it does not know makes it panic, so the synthesizer
//! cannot silently produce something the schema does not describe — and every
//! instance is checked against the schema before it is used.

use serde_json::{json, Map, Value};

use super::schema::{branch_info, union_branches, SchemaFile};

/// Beyond this nesting depth (objects and arrays) only required members and
/// `minItems` elements are produced, which bounds recursion.
const MAX_DEPTH: usize = 10;
/// The invented tag of `not`-guarded catch-all branches.
pub const FUTURE_TAG: &str = "future_kind";
/// The invented member every catch-all branch instance carries.
pub const FUTURE_MEMBER: &str = "futureField";
/// The unknown member added to every object of a maximal instance.
pub const EXTRA_MEMBER: &str = "x_extra";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Required members only, first branch of nested unions, arrays at `minItems`.
    Min,
    /// Every member; nullable ones `null`; `default` values where declared.
    MaxNull,
    /// Every member with a (non-null) value.
    MaxValue,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Min, Mode::MaxNull, Mode::MaxValue];

    /// The suffix of instance labels made in this mode.
    pub fn label(self) -> &'static str {
        self.name()
    }

    fn name(self) -> &'static str {
        match self {
            Mode::Min => "min",
            Mode::MaxNull => "max-null",
            Mode::MaxValue => "max",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Instance {
    /// `Def/min`, `Def[branch]/max`, …
    pub label: String,
    pub value: Value,
}

pub struct Synth<'a> {
    root: &'a Value,
}

/// A flattened object schema: members (later declarations override earlier
/// ones, so a branch's tag `const` wins over the common member), required
/// names, the map value schema, openness and the catch-all guard.
#[derive(Default)]
struct ObjectParts<'a> {
    props: Vec<(String, &'a Value)>,
    required: Vec<String>,
    map_values: Option<&'a Value>,
    open: bool,
    other_guard: Option<&'a Value>,
    nullable: bool,
}

impl<'a> ObjectParts<'a> {
    fn set_prop(&mut self, name: &str, schema: &'a Value) {
        match self.props.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = schema,
            None => self.props.push((name.to_string(), schema)),
        }
    }
}

impl<'a> Synth<'a> {
    pub fn new(schema: &'a SchemaFile) -> Self {
        Synth { root: &schema.root }
    }

    fn def(&self, name: &str) -> &'a Value {
        self.root["$defs"]
            .get(name)
            .unwrap_or_else(|| panic!("synth: no def {name}"))
    }

    fn resolve(&self, reference: &str) -> &'a Value {
        let name = reference
            .strip_prefix("#/$defs/")
            .unwrap_or_else(|| panic!("synth: unsupported $ref {reference}"));
        self.def(name)
    }

    /// Every instance for `def`: per union branch (or once), in each mode;
    /// identical values are listed once.
    pub fn instances(&self, def: &str) -> Vec<Instance> {
        let d = self.def(def);
        let mut out: Vec<Instance> = Vec::new();
        let mut push = |label: String, value: Value| {
            if !out.iter().any(|i| i.value == value) {
                out.push(Instance { label, value });
            }
        };
        match union_branches(d) {
            Some((_, branches)) => {
                for (i, b) in branches.iter().enumerate() {
                    let info = branch_info(i, b);
                    for mode in Mode::ALL {
                        push(
                            format!("{def}[{}]/{}", info.label, mode.name()),
                            self.gen_branch(d, b, mode, 0),
                        );
                    }
                }
            }
            None => {
                for mode in Mode::ALL {
                    push(format!("{def}/{}", mode.name()), self.gen(d, mode, 0, def));
                }
            }
        }
        out
    }

    /// One branch of a union def: object branches are merged with the def's
    /// common members; scalar branches stand alone.
    fn gen_branch(&self, def: &'a Value, branch: &'a Value, mode: Mode, depth: usize) -> Value {
        if is_objectish(def) || is_objectish(branch) {
            let mut parts = ObjectParts::default();
            self.flatten(def, &mut parts, true);
            self.flatten(branch, &mut parts, false);
            self.build_object(parts, mode, depth)
        } else if branch.get("title").is_some()
            && branch.get("type") == Some(&json!("string"))
            && branch.get("const").is_none()
        {
            // The catch-all of an open string enum: a value no known branch has.
            json!("future_value")
        } else {
            self.gen(branch, mode, depth, "value")
        }
    }

    /// An instance of any schema position. `hint` is the member name (or def
    /// name) and only shapes string values.
    pub fn gen(&self, s: &'a Value, mode: Mode, depth: usize, hint: &str) -> Value {
        assert!(depth < 40, "synth: recursion too deep at {hint}");
        let mode = if depth > MAX_DEPTH && mode != Mode::Min { Mode::Min } else { mode };
        if let Some(c) = s.get("const") {
            return c.clone();
        }
        if let Some(e) = s.get("enum").and_then(Value::as_array) {
            return e[0].clone();
        }
        if is_objectish(s) {
            if mode == Mode::MaxNull && type_allows(s, "null") {
                return Value::Null;
            }
            let mut parts = ObjectParts::default();
            self.flatten(s, &mut parts, false);
            if parts.nullable && mode == Mode::MaxNull {
                return Value::Null;
            }
            return self.build_object(parts, mode, depth);
        }
        if let Some(r) = s.get("$ref").and_then(Value::as_str) {
            return self.gen(self.resolve(r), mode, depth, hint);
        }
        if let Some(all) = s.get("allOf").and_then(Value::as_array) {
            assert_eq!(all.len(), 1, "synth: allOf with {} entries at {hint}", all.len());
            return self.gen(&all[0], mode, depth, hint);
        }
        if let Some((_, branches)) = union_branches(s) {
            let b = self.pick_branch(branches, mode);
            return self.gen(b, mode, depth, hint);
        }
        match s.get("type") {
            None => self.gen_any(mode, hint),
            Some(Value::String(t)) => self.gen_typed(s, t, mode, depth, hint),
            Some(Value::Array(ts)) => {
                let ts: Vec<&str> = ts.iter().map(|t| t.as_str().unwrap()).collect();
                if mode == Mode::MaxNull && ts.contains(&"null") {
                    return Value::Null;
                }
                let t = ts.iter().find(|t| **t != "null").copied().unwrap_or("null");
                self.gen_typed(s, t, mode, depth, hint)
            }
            Some(other) => panic!("synth: unsupported type {other} at {hint}"),
        }
    }

    /// Nested unions: the first branch (`MaxNull` prefers the `null` branch,
    /// `MaxValue` skips it). Catch-all branches are never picked here.
    fn pick_branch(&self, branches: &'a [Value], mode: Mode) -> &'a Value {
        let is_null = |b: &Value| b.get("type") == Some(&json!("null"));
        let candidates = || branches.iter().filter(|b| b.get("not").is_none());
        match mode {
            Mode::MaxNull => candidates().find(|b| is_null(b)).or_else(|| candidates().next()),
            Mode::MaxValue => candidates().find(|b| !is_null(b)),
            Mode::Min => candidates().next(),
        }
        .expect("synth: union without a usable branch")
    }

    fn gen_typed(&self, s: &'a Value, t: &str, mode: Mode, depth: usize, hint: &str) -> Value {
        match t {
            "string" => gen_string(s, mode, hint),
            "integer" => gen_integer(s, mode, hint),
            "number" => gen_number(s, mode, hint),
            "boolean" => Value::Bool(mode != Mode::Min),
            "null" => Value::Null,
            "array" => {
                let items = s.get("items").unwrap_or_else(|| panic!("synth: array without items at {hint}"));
                let min = s.get("minItems").and_then(Value::as_u64).unwrap_or(0) as usize;
                let n = if mode == Mode::Min || depth > MAX_DEPTH { min } else { min.max(2) };
                (0..n).map(|i| self.gen_item(items, mode, depth + 1, hint, i)).collect()
            }
            other => panic!("synth: unsupported type {other:?} at {hint}"),
        }
    }

    /// The i-th array element: the second element of an array of union
    /// values takes the union's second branch, so arrays mix variants.
    fn gen_item(&self, items: &'a Value, mode: Mode, depth: usize, hint: &str, i: usize) -> Value {
        if i > 0 {
            if let Some(r) = items.get("$ref").and_then(Value::as_str) {
                let d = self.resolve(r);
                if let Some((_, branches)) = union_branches(d) {
                    let usable: Vec<&Value> = branches
                        .iter()
                        .filter(|b| b.get("not").is_none() && b.get("type") != Some(&json!("null")))
                        .collect();
                    if let Some(b) = usable.get(i % usable.len().max(1)) {
                        return self.gen_branch(d, b, mode, depth);
                    }
                }
            }
        }
        self.gen(items, mode, depth, hint)
    }

    /// `{}` in the schema: any JSON value.
    fn gen_any(&self, mode: Mode, hint: &str) -> Value {
        match mode {
            Mode::Min => json!({}),
            Mode::MaxNull => Value::Null,
            Mode::MaxValue => json!({"hint": hint, "list": [1, 2.5, "three", true, null], "nested": {"deep": {}}}),
        }
    }

    /// Collects members, requirements and guards of an object schema,
    /// following `$ref`/`allOf` and taking the first branch of a nested union
    /// (or none when `skip_union`, for the def whose branches are enumerated).
    fn flatten(&self, s: &'a Value, parts: &mut ObjectParts<'a>, skip_union: bool) {
        for key in s.as_object().expect("schema object").keys() {
            match key.as_str() {
                "$ref" | "allOf" | "anyOf" | "oneOf" | "properties" | "required" | "type" | "not"
                | "additionalProperties" | "unevaluatedProperties" | "discriminator" | "const"
                | "description" | "title" | "default" | "x-method" | "x-side" | "x-docs-ignore"
                | "x-deserialize-default-on-error" | "x-deserialize-skip-invalid-items"
                | "x-deserialize-default-on-null" | "$schema" => {}
                other => panic!("synth: unsupported keyword {other:?} in an object schema"),
            }
        }
        if type_allows(s, "null") {
            parts.nullable = true;
        }
        if let Some(r) = s.get("$ref").and_then(Value::as_str) {
            self.flatten(self.resolve(r), parts, false);
        }
        for sub in s.get("allOf").and_then(Value::as_array).into_iter().flatten() {
            self.flatten(sub, parts, false);
        }
        if let Some(props) = s.get("properties").and_then(Value::as_object) {
            for (k, p) in props {
                parts.set_prop(k, p);
            }
        }
        for r in s.get("required").and_then(Value::as_array).into_iter().flatten() {
            let r = r.as_str().unwrap().to_string();
            if !parts.required.contains(&r) {
                parts.required.push(r);
            }
        }
        match s.get("additionalProperties") {
            Some(Value::Bool(true)) => parts.open = true,
            Some(ap @ Value::Object(_)) => parts.map_values = Some(ap),
            Some(other) => panic!("synth: additionalProperties {other}"),
            None => {}
        }
        if s.get("not").is_some() {
            parts.other_guard = s.get("not");
        }
        if !skip_union {
            if let Some((_, branches)) = union_branches(s) {
                let b = self.pick_branch(branches, Mode::Min);
                self.flatten(b, parts, false);
            }
        }
    }

    fn build_object(&self, parts: ObjectParts<'a>, mode: Mode, depth: usize) -> Value {
        let mode = if depth > MAX_DEPTH && mode != Mode::Min { Mode::Min } else { mode };
        let mut out = Map::new();
        let guard_tag = parts.other_guard.map(guarded_tag);
        for (name, schema) in &parts.props {
            let required = parts.required.contains(name);
            if !required && mode == Mode::Min {
                continue;
            }
            let value = if guard_tag.as_deref() == Some(name.as_str()) {
                assert!(!guard_mentions(parts.other_guard.unwrap(), FUTURE_TAG));
                json!(FUTURE_TAG)
            } else if let (Mode::MaxNull, Some(d)) = (mode, schema.get("default")) {
                d.clone()
            } else {
                self.gen(schema, mode, depth + 1, name)
            };
            out.insert(name.clone(), value);
        }
        for r in &parts.required {
            assert!(out.contains_key(r), "synth: required member {r} is not declared");
        }
        if let Some(values) = parts.map_values {
            if mode != Mode::Min {
                for key in ["alpha", "beta"] {
                    out.insert(format!("entry_{key}"), self.gen(values, mode, depth + 1, key));
                }
            }
        } else if parts.props.is_empty() {
            // `{"type":"object"}` or `_meta`-like open objects: the map is the value.
            if mode != Mode::Min {
                out.insert("vendor.example/trace".into(), json!("7f3c9a"));
                out.insert("sampled".into(), json!(true));
            }
        } else if mode != Mode::Min {
            out.insert(EXTRA_MEMBER.into(), json!({"addedIn": "a newer protocol", "n": [1, 2]}));
        }
        if guard_tag.is_some() {
            out.insert(FUTURE_MEMBER.into(), json!({"detail": "sent by a newer peer"}));
        }
        Value::Object(out)
    }
}

/// A schema that describes an object (members, a nested union next to
/// members, or a catch-all guard).
fn is_objectish(s: &Value) -> bool {
    type_allows(s, "object") || s.get("properties").is_some()
}

fn type_allows(s: &Value, t: &str) -> bool {
    match s.get("type") {
        Some(Value::String(x)) => x == t,
        Some(Value::Array(xs)) => xs.iter().any(|x| x == t),
        _ => false,
    }
}

/// The tag member a `not` guard lists (`{"anyOf":[{"properties":{P:{"const":…}}}…]}`).
fn guarded_tag(guard: &Value) -> String {
    let first = &guard["anyOf"][0]["properties"];
    first.as_object().and_then(|m| m.keys().next()).cloned().expect("guard lists a tag")
}

fn guard_mentions(guard: &Value, tag: &str) -> bool {
    guard.to_string().contains(&format!("\"{tag}\""))
}

fn gen_string(s: &Value, mode: Mode, hint: &str) -> Value {
    let mut v = match (s.get("format").and_then(Value::as_str), s.get("contentEncoding").and_then(Value::as_str)) {
        (_, Some("base64")) => "SGVsbG8sIEFDUCE=".to_string(),
        (_, Some(other)) => panic!("synth: unsupported contentEncoding {other}"),
        (Some("uri"), _) => match mode {
            Mode::Min => "file:///srv/dev/project/README.md".to_string(),
            _ => format!("https://example.com/acp/{hint}?q=1"),
        },
        (Some("date-time"), _) => "2025-06-01T12:30:00Z".to_string(),
        (Some("regex"), _) => "^[a-z][a-z0-9_-]*$".to_string(),
        (Some(other), _) => panic!("synth: unsupported string format {other} at {hint}"),
        (None, None) => match mode {
            Mode::Min => format!("{hint}-1"),
            _ => format!("sample {hint} ✓"),
        },
    };
    let min_len = s.get("minLength").and_then(Value::as_u64).unwrap_or(0) as usize;
    while v.chars().count() < min_len {
        v.push('x');
    }
    match s.get("pattern") {
        None => Value::String(v),
        Some(p) => Value::String(matching_pattern(s, p, v, hint)),
    }
}

/// Strings tried, after the one the mode makes, for a member with a
/// `pattern` (`Cost.currency`, `^[A-Z]{3}$`, in the v2 files of SDK
/// 1.3.0–2.1.0). Extend the list when a schema brings a pattern none of
/// them matches.
const PATTERN_CANDIDATES: &[&str] = &["USD", "EUR", "abc", "a", "A", "0", "42", "a-1", "a_b", "x1y2", "ABC-123", "2025-06-01"];

/// The first string that the member's whole string schema (`pattern`,
/// `minLength` and all) accepts, as the schema validator (the `jsonschema`
/// crate, draft 2020-12) checks it: `made` first, then
/// [`PATTERN_CANDIDATES`]. No match is a panic, never an invalid instance.
fn matching_pattern(s: &Value, pattern: &Value, made: String, hint: &str) -> String {
    let p = pattern.as_str().unwrap_or_else(|| panic!("synth: pattern {pattern} at {hint} is not a string"));
    let validator = jsonschema::draft202012::new(s).unwrap_or_else(|e| panic!("synth: string schema at {hint} (pattern {p:?}): {e}"));
    std::iter::once(made)
        .chain(PATTERN_CANDIDATES.iter().map(|c| (*c).to_owned()))
        .find(|c| validator.is_valid(&Value::String(c.clone())))
        .unwrap_or_else(|| panic!("synth: no candidate string matches pattern {p:?} at {hint}: add one to PATTERN_CANDIDATES"))
}

fn gen_integer(s: &Value, mode: Mode, hint: &str) -> Value {
    let (lo, hi): (i128, i128) = match s.get("format").and_then(Value::as_str) {
        Some("uint16") => (0, u16::MAX.into()),
        Some("uint32") => (0, u32::MAX.into()),
        Some("uint64") => (0, u64::MAX.into()),
        Some("int32") => (i32::MIN.into(), i32::MAX.into()),
        Some("int64") => (i64::MIN.into(), i64::MAX.into()),
        Some(other) => panic!("synth: unsupported integer format {other} at {hint}"),
        None => (i64::MIN.into(), i64::MAX.into()),
    };
    let lo = s.get("minimum").and_then(Value::as_i64).map_or(lo, |m| lo.max(m.into()));
    let hi = s.get("maximum").and_then(Value::as_i64).map_or(hi, |m| hi.min(m.into()));
    let n = match mode {
        Mode::Min => lo.max(0).min(hi).max(lo),
        Mode::MaxNull => lo,
        Mode::MaxValue => hi,
    };
    if n >= 0 {
        json!(u64::try_from(n).unwrap())
    } else {
        json!(i64::try_from(n).unwrap())
    }
}

fn gen_number(s: &Value, mode: Mode, hint: &str) -> Value {
    match s.get("format").and_then(Value::as_str) {
        Some("double") | None => {}
        Some(other) => panic!("synth: unsupported number format {other} at {hint}"),
    }
    let lo = s.get("minimum").and_then(Value::as_f64);
    let hi = s.get("maximum").and_then(Value::as_f64);
    let n = match mode {
        Mode::Min => lo.unwrap_or(0.0),
        Mode::MaxNull => lo.map_or(-1234.5, |l| l + 0.25),
        Mode::MaxValue => hi.unwrap_or(98765.4321),
    };
    json!(n)
}
