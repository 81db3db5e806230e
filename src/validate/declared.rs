//! Members the schema does not declare: the extensibility page's "no
//! custom field at the root of a type that is part of the specification"
//! (v1 and v2 `extensibility.mdx`, MUST NOT; custom data belongs in
//! `_meta`).
//!
//! The pinned schemas leave every object type open (a newer peer's fields
//! must decode), so `jsonschema` accepts any member. This walk follows the
//! schema beside an instance that already validated and reports, at every
//! object whose type declares its `properties`, each member it does not
//! declare:
//!
//! | schema at the object | members checked |
//! |---|---|
//! | `properties` (own, through `$ref` and `allOf`) | every member but `_meta` |
//! | `additionalProperties` / `patternProperties` / `unevaluatedProperties` present | none (a map, or the schema already decides) |
//! | a union (`anyOf` / `oneOf`) | the declared members of every branch the value fits (its tag `const`s, `type`, `required`); none when it fits the catch-all "other" branch (a future variant's members are unknown) |
//! | no `properties` anywhere (`{}`, free-form `rawInput`, `_meta`) | none |
//!
//! Branches are told apart as the schema tags them (a `const` member,
//! `required` members, the JSON type); where several fit, a member one of
//! them declares is declared. The walk descends into declared members,
//! array items and map values. A member a newer schema added reads as
//! undeclared too: the message says so.

use serde_json::Value;

use super::report::Violation;
use super::schema::escape;

/// How deep the schema is followed (the pinned schemas nest about 12).
const MAX_DEPTH: usize = 48;

/// The schema of a union's tag member where a branch does not declare it.
static TAG: Value = Value::Bool(true);

/// The JSON type of an instance node.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Null,
    Bool,
    Number,
    String,
    Array,
    Object,
}

/// What the walk reads of an instance: a `serde_json::Value`, or the
/// frame validator's borrowed tree.
pub(crate) trait Tree {
    fn kind(&self) -> Kind;
    /// The member `name` of an object.
    fn get(&self, name: &str) -> Option<&Self>;
    fn as_text(&self) -> Option<&str>;
    fn as_flag(&self) -> Option<bool>;
    /// Every member of an object, in order.
    fn each_member(&self, f: &mut dyn FnMut(&str, &Self));
    /// Every item of an array, in order.
    fn each_item(&self, f: &mut dyn FnMut(usize, &Self));
}

impl Tree for Value {
    fn kind(&self) -> Kind {
        match self {
            Value::Null => Kind::Null,
            Value::Bool(_) => Kind::Bool,
            Value::Number(_) => Kind::Number,
            Value::String(_) => Kind::String,
            Value::Array(_) => Kind::Array,
            Value::Object(_) => Kind::Object,
        }
    }
    fn get(&self, name: &str) -> Option<&Self> {
        self.as_object()?.get(name)
    }
    fn as_text(&self) -> Option<&str> {
        self.as_str()
    }
    fn as_flag(&self) -> Option<bool> {
        self.as_bool()
    }
    fn each_member(&self, f: &mut dyn FnMut(&str, &Self)) {
        if let Value::Object(m) = self {
            for (k, v) in m {
                f(k, v);
            }
        }
    }
    fn each_item(&self, f: &mut dyn FnMut(usize, &Self)) {
        if let Value::Array(a) = self {
            for (i, v) in a.iter().enumerate() {
                f(i, v);
            }
        }
    }
}

/// The undeclared members of `instance`, an instance of `#/$defs/<def>`
/// of the schema `root`, reported under `prefix` (a JSON pointer).
pub(crate) fn undeclared<T: Tree>(root: &Value, def: &str, instance: &T, prefix: &str) -> Vec<Violation> {
    let mut out = Vec::new();
    if let Some(node) = root.get("$defs").and_then(|d| d.get(def)) {
        let mut walk = Walk { root, out: &mut out, at: prefix.to_string() };
        walk.value(&[(node, Some(def))], instance, 0);
    }
    out
}

/// What one object's schema declares (gathered through `$ref`, `allOf` and
/// the fitting union branches).
#[derive(Default)]
struct Shape<'s> {
    /// Declared member names and their schemas (a name may come twice:
    /// a union branch's tag and the variant's own struct).
    props: Vec<(&'s str, &'s Value)>,
    /// Some part declares `properties`.
    declares: bool,
    /// Some part accepts members it does not name (or leaves that to the
    /// schema's own keywords, or is a future variant).
    open: bool,
    /// Schemas of the values of members not named (`additionalProperties`).
    extra: Vec<&'s Value>,
    /// Schemas of array items.
    items: Vec<&'s Value>,
    /// The last `$defs` entry that declared members (for messages).
    def: Option<&'s str>,
}

struct Walk<'s, 'o> {
    root: &'s Value,
    out: &'o mut Vec<Violation>,
    at: String,
}

impl<'s> Walk<'s, '_> {
    fn resolve(&self, reference: &str) -> Option<(&'s Value, &'s str)> {
        let name = reference.strip_prefix("#/$defs/")?;
        // The pinned schemas' names need no unescaping; a name with `~` or
        // `/` is looked up as written.
        let (name, def) = self.root.get("$defs")?.as_object()?.get_key_value(name)?;
        Some((def, name.as_str()))
    }

    /// Walks `instance` against every schema of `nodes` at once: what one
    /// of them declares is declared (a member two union branches share, the
    /// items of two array branches).
    fn value<T: Tree>(&mut self, nodes: &[(&'s Value, Option<&'s str>)], instance: &T, depth: usize) {
        if depth > MAX_DEPTH || nodes.is_empty() {
            return;
        }
        let kind = instance.kind();
        if !matches!(kind, Kind::Object | Kind::Array) {
            return;
        }
        let mut shape = Shape { def: nodes[0].1, ..Shape::default() };
        for (node, def) in nodes {
            self.gather(node, *def, instance, &mut shape, depth);
        }
        match kind {
            Kind::Object => self.object(&shape, instance, depth),
            Kind::Array => {
                let items: Vec<(&'s Value, Option<&'s str>)> = shape.items.iter().map(|s| (*s, None)).collect();
                instance.each_item(&mut |i, item| {
                    let len = self.at.len();
                    self.at.push_str(&format!("/{i}"));
                    self.value(&items, item, depth + 1);
                    self.at.truncate(len);
                });
            }
            _ => {}
        }
    }

    fn object<T: Tree>(&mut self, shape: &Shape<'s>, instance: &T, depth: usize) {
        let closed = shape.declares && !shape.open;
        instance.each_member(&mut |name, member| {
            if name == "_meta" {
                return;
            }
            let len = self.at.len();
            self.at.push('/');
            self.at.push_str(&escape(name));
            let schemas: Vec<(&'s Value, Option<&'s str>)> =
                shape.props.iter().filter(|(n, _)| *n == name).map(|(_, s)| (*s, None)).collect();
            if !schemas.is_empty() {
                self.value(&schemas, member, depth + 1);
            } else {
                let extra: Vec<(&'s Value, Option<&'s str>)> = shape.extra.iter().map(|s| (*s, None)).collect();
                self.value(&extra, member, depth + 1);
                if closed {
                    let ty = shape.def.unwrap_or("this type");
                    self.out.push(Violation {
                        instance_path: self.at.clone(),
                        schema_path: shape.def.map(|d| format!("/$defs/{}/properties", escape(d))).unwrap_or_default(),
                        keyword: "undeclared".into(),
                        message: format!(
                            "`{name}` is not a member of {ty}: custom data goes in `_meta`, not at the root of a spec type (extensibility, MUST NOT); a member of a newer schema than this one also reads so"
                        ),
                    });
                }
            }
            self.at.truncate(len);
        });
    }

    /// Adds what `node` declares for `instance` to `shape`.
    fn gather<T: Tree>(&self, node: &'s Value, def: Option<&'s str>, instance: &T, shape: &mut Shape<'s>, depth: usize) {
        if depth > MAX_DEPTH {
            shape.open = true;
            return;
        }
        let Some(node) = node.as_object() else {
            // `true` accepts anything, `false` nothing: neither declares.
            return;
        };
        if let Some(r) = node.get("$ref").and_then(Value::as_str) {
            match self.resolve(r) {
                Some((target, name)) => self.gather(target, Some(name), instance, shape, depth + 1),
                None => shape.open = true,
            }
        }
        if let Some(props) = node.get("properties").and_then(Value::as_object) {
            shape.declares = true;
            if def.is_some() {
                shape.def = def;
            }
            shape.props.extend(props.iter().map(|(k, v)| (k.as_str(), v)));
        }
        match node.get("additionalProperties") {
            None | Some(Value::Bool(false)) => {}
            Some(s) => {
                shape.open = true;
                if s.is_object() {
                    shape.extra.push(s);
                }
            }
        }
        if node.contains_key("patternProperties") || node.contains_key("unevaluatedProperties") || node.contains_key("not") {
            // A map, a rule the schema checks itself, or the catch-all
            // branch of a future variant.
            shape.open = true;
        }
        if let Some(items) = node.get("items") {
            shape.items.push(items);
        }
        if let Some(all) = node.get("allOf").and_then(Value::as_array) {
            for part in all {
                self.gather(part, None, instance, shape, depth + 1);
            }
        }
        if let Some(tag) = node.get("discriminator").and_then(|d| d.get("propertyName")).and_then(Value::as_str) {
            shape.props.push((tag, &TAG));
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(branches) = node.get(key).and_then(Value::as_array) {
                // A union's tag is declared in every branch: a variant
                // the schema leaves untagged (the default one) may still
                // be sent with its tag.
                for b in branches {
                    if let Some(props) = b.get("properties").and_then(Value::as_object) {
                        for (name, s) in props {
                            if s.get("const").is_some() {
                                shape.props.push((name.as_str(), &TAG));
                            }
                        }
                    }
                }
                let mut any = false;
                for b in branches.iter().filter(|b| self.fits(b, instance, depth + 1)) {
                    any = true;
                    self.gather(b, None, instance, shape, depth + 1);
                }
                if !any {
                    // Not an instance of the union (the schema check
                    // reports it): nothing is judged here.
                    shape.open = true;
                }
            }
        }
    }

    /// Whether `instance` may be an instance of `node`, by the keywords
    /// that tell a union's branches apart (type, const, enum, required,
    /// tag members' consts, not); other keywords are assumed to hold.
    fn fits<T: Tree>(&self, node: &'s Value, instance: &T, depth: usize) -> bool {
        if depth > MAX_DEPTH {
            return true;
        }
        let Some(node) = node.as_object() else {
            return node.as_bool().unwrap_or(true);
        };
        if let Some(t) = node.get("type") {
            let kind = instance.kind();
            let ok = match t {
                Value::String(t) => type_fits(t, kind),
                Value::Array(ts) => ts.iter().filter_map(Value::as_str).any(|t| type_fits(t, kind)),
                _ => true,
            };
            if !ok {
                return false;
            }
        }
        if let Some(c) = node.get("const") {
            if !const_fits(c, instance) {
                return false;
            }
        }
        if let Some(e) = node.get("enum").and_then(Value::as_array) {
            if !e.iter().any(|c| const_fits(c, instance)) {
                return false;
            }
        }
        if instance.kind() == Kind::Object {
            if let Some(req) = node.get("required").and_then(Value::as_array) {
                if req.iter().filter_map(Value::as_str).any(|r| instance.get(r).is_none()) {
                    return false;
                }
            }
            if let Some(props) = node.get("properties").and_then(Value::as_object) {
                for (name, s) in props {
                    if let (Some(c), Some(v)) = (s.get("const"), instance.get(name)) {
                        if !const_fits(c, v) {
                            return false;
                        }
                    }
                }
            }
        }
        if let Some(items) = node.get("items") {
            let mut all = true;
            instance.each_item(&mut |_, item| all = all && self.fits(items, item, depth + 1));
            if !all {
                return false;
            }
        }
        if let Some(r) = node.get("$ref").and_then(Value::as_str) {
            if let Some((target, _)) = self.resolve(r) {
                if !self.fits(target, instance, depth + 1) {
                    return false;
                }
            }
        }
        if let Some(all) = node.get("allOf").and_then(Value::as_array) {
            if !all.iter().all(|p| self.fits(p, instance, depth + 1)) {
                return false;
            }
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(branches) = node.get(key).and_then(Value::as_array) {
                if !branches.iter().any(|b| self.fits(b, instance, depth + 1)) {
                    return false;
                }
            }
        }
        if let Some(not) = node.get("not") {
            if self.fits(not, instance, depth + 1) {
                return false;
            }
        }
        true
    }
}

fn type_fits(t: &str, kind: Kind) -> bool {
    matches!(
        (t, kind),
        ("null", Kind::Null)
            | ("boolean", Kind::Bool)
            | ("number" | "integer", Kind::Number)
            | ("string", Kind::String)
            | ("array", Kind::Array)
            | ("object", Kind::Object)
    )
}

/// Whether `instance` equals the schema constant `c` (strings, booleans
/// and null are compared; other constants are assumed equal).
fn const_fits<T: Tree>(c: &Value, instance: &T) -> bool {
    match c {
        Value::String(s) => instance.as_text() == Some(s.as_str()),
        Value::Bool(b) => instance.as_flag() == Some(*b),
        Value::Null => instance.kind() == Kind::Null,
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn schema(v: u16) -> Value {
        let text = match v {
            1 => crate::v1::SCHEMA_JSON,
            #[cfg(feature = "v2")]
            2 => crate::v2::SCHEMA_JSON,
            _ => unreachable!(),
        };
        serde_json::from_str(text).unwrap()
    }

    fn paths(found: &[Violation]) -> Vec<&str> {
        found.iter().map(|v| v.instance_path.as_str()).collect()
    }

    #[test]
    fn a_root_member_the_type_does_not_declare_is_reported() {
        let root = schema(1);
        let p = json!({"protocolVersion": 1, "clientCapabilities": {"fs": {"readTextFile": true}}, "custom": 1, "_meta": {"x": 1}});
        let found = undeclared(&root, "InitializeRequest", &p, "/params");
        assert_eq!(paths(&found), ["/params/custom"], "{found:?}");
        assert!(found[0].message.contains("InitializeRequest"), "{}", found[0].message);
        assert!(found[0].message.contains("_meta"), "{}", found[0].message);
    }

    #[test]
    fn nested_spec_types_and_tagged_variants_are_walked() {
        let root = schema(1);
        let n = json!({"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hi", "mood": "ok"}, "extra": true}});
        let found = undeclared(&root, "SessionNotification", &n, "/params");
        assert_eq!(paths(&found), ["/params/update/content/mood", "/params/update/extra"], "{found:?}");
        let ok = json!({"sessionId": "s", "update": {"sessionUpdate": "tool_call", "toolCallId": "t", "title": "x", "rawInput": {"anything": 1}, "content": [{"type": "content", "content": {"type": "text", "text": "a"}}], "_meta": {"k": 1}}});
        assert_eq!(paths(&undeclared(&root, "SessionNotification", &ok, "")), Vec::<&str>::new());
    }

    #[test]
    fn array_items_and_untagged_unions_are_walked() {
        let root = schema(1);
        let r = json!({"cwd": "/w", "mcpServers": [{"name": "n", "command": "c", "args": [], "env": [{"name": "A", "value": "1", "secret": 1}]}]});
        let found = undeclared(&root, "NewSessionRequest", &r, "");
        assert_eq!(paths(&found), ["/mcpServers/0/env/0/secret"], "{found:?}");
    }

    #[test]
    fn a_future_variant_and_maps_are_not_judged() {
        let root = schema(1);
        // An unknown update kind fits the catch-all branch: its members are
        // a newer schema's.
        let n = json!({"sessionId": "s", "update": {"sessionUpdate": "future_kind", "whatever": 1}});
        assert!(undeclared(&root, "SessionNotification", &n, "").is_empty());
        // `_meta` is free-form at any depth.
        let m = json!({"sessionId": "s", "update": {"sessionUpdate": "plan", "entries": [], "_meta": {"a": {"b": 1}}}});
        assert!(undeclared(&root, "SessionNotification", &m, "").is_empty());
    }

    /// Untagged unions of arrays (a select's options, flat or grouped)
    /// are told apart by their items.
    #[test]
    fn grouped_and_flat_select_options_are_both_declared() {
        let root = schema(1);
        let flat = json!({"sessionId": "s", "configOptions": [{"type": "select", "id": "m", "name": "M", "currentValue": "a",
            "options": [{"value": "a", "name": "A", "description": "d"}]}]});
        assert!(undeclared(&root, "NewSessionResponse", &flat, "").is_empty());
        let grouped = json!({"sessionId": "s", "configOptions": [{"type": "select", "id": "m", "name": "M", "currentValue": "a",
            "options": [{"group": "g", "name": "G", "options": [{"value": "a", "name": "A", "mood": 1}]}]}]});
        let found = undeclared(&root, "NewSessionResponse", &grouped, "");
        assert_eq!(paths(&found), ["/configOptions/0/options/0/options/0/mood"], "{found:?}");
    }

    /// The default variant of a tagged union may carry its tag.
    #[test]
    fn a_tag_on_the_untagged_default_variant_is_declared() {
        let root = schema(1);
        let r = json!({"protocolVersion": 1, "authMethods": [{"type": "agent", "id": "a", "name": "A"}, {"id": "b", "name": "B", "mood": 1}]});
        let found = undeclared(&root, "InitializeResponse", &r, "");
        assert_eq!(paths(&found), ["/authMethods/1/mood"], "{found:?}");
    }

    #[cfg(feature = "v2")]
    #[test]
    fn v1_members_in_a_v2_offer_are_undeclared() {
        let root = schema(2);
        let offer = json!({"protocolVersion": 2, "info": {"name": "c", "version": "1"}, "capabilities": {}, "clientCapabilities": {"fs": {"readTextFile": true}}, "clientInfo": {"name": "c", "version": "1"}});
        let found = undeclared(&root, "InitializeRequest", &offer, "/params");
        assert_eq!(paths(&found), ["/params/clientCapabilities", "/params/clientInfo"], "{found:?}");
    }
}
