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
//! A member the graded schema does not declare is then classified, per
//! occurrence ([`Grading`]): declared by the unstable superset of the same
//! version (grading the stable file) → an unstable feature in use
//! (keyword `unstable`, informational; the member's value is walked beside
//! the superset); declared by an earlier published schema
//! (`schema/retired-members.json`) → retired (keyword `retired`,
//! informational, naming the last release that had it); else custom data
//! (keyword `undeclared`, the MUST NOT).
//!
//! Branches are told apart as the schema tags them (a `const` member,
//! `required` members, the JSON type); where several fit, a member one of
//! them declares is declared. The walk descends into declared members,
//! array items and map values. A member a newer schema added reads as
//! undeclared too: the message says so.
//!
//! The schema is compiled once per [`SchemaValidator`](super::SchemaValidator)
//! (`plan`), and each message is walked beside it (`walk`).


mod plan;
pub(crate) mod retired;
mod walk;

use serde_json::Value;

use super::report::Violation;
pub(crate) use plan::Plans;
pub(crate) use walk::Scratch;

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

/// What a member the graded schema does not declare is checked against.
#[derive(Clone, Copy)]
pub(crate) struct Grading<'p> {
    /// The graded schema.
    pub plans: &'p Plans,
    /// The unstable superset of the same version, when the graded schema
    /// is the stable file.
    pub superset: Option<&'p Plans>,
    /// Members earlier published schemas of the same version declared.
    pub retired: Option<&'static retired::Retired>,
}

impl<'p> Grading<'p> {
    /// Only `plans`: every undeclared member is custom data.
    pub(crate) fn only(plans: &'p Plans) -> Self {
        Grading { plans, superset: None, retired: None }
    }
}

/// The undeclared members of `instance`, an instance of `#/$defs/<def>`
/// of the schema `grading` grades with, reported under `prefix` (a JSON
/// pointer), each classified by its keyword (`undeclared`, `unstable`,
/// `retired`); `scratch` holds lists reused across walks.
pub(crate) fn undeclared<T: Tree>(grading: &Grading<'_>, def: &str, instance: &T, prefix: &str, scratch: &mut Scratch) -> Vec<Violation> {
    let mut out = Vec::new();
    if let Some(id) = grading.plans.def(def) {
        let mut walk = walk::Walk { grading: *grading, out: &mut out, at: prefix.to_string(), scratch };
        walk.value(&[id], instance, 0);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn schema(v: u16) -> Value {
        let text = match v {
            1 => acp_wire::v1::SCHEMA_JSON,
            #[cfg(acp_wire = "v2")]
            2 => acp_wire::v2::SCHEMA_JSON,
            _ => unreachable!(),
        };
        serde_json::from_str(text).unwrap()
    }

    fn plans(root: &Value) -> Plans {
        Plans::compile(root)
    }

    fn undeclared_in(plans: &Plans, def: &str, instance: &Value, prefix: &str) -> Vec<Violation> {
        undeclared(&Grading::only(plans), def, instance, prefix, &mut Scratch::default())
    }

    fn paths(found: &[Violation]) -> Vec<&str> {
        found.iter().map(|v| v.instance_path.as_str()).collect()
    }

    #[test]
    fn a_root_member_the_type_does_not_declare_is_reported() {
        let root = schema(1);
        let p = json!({"protocolVersion": 1, "clientCapabilities": {"fs": {"readTextFile": true}}, "custom": 1, "_meta": {"x": 1}});
        let found = undeclared_in(&plans(&root), "InitializeRequest", &p, "/params");
        assert_eq!(paths(&found), ["/params/custom"], "{found:?}");
        assert!(found[0].message.contains("InitializeRequest"), "{}", found[0].message);
        assert!(found[0].message.contains("_meta"), "{}", found[0].message);
    }

    #[test]
    fn nested_spec_types_and_tagged_variants_are_walked() {
        let root = schema(1);
        let n = json!({"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hi", "mood": "ok"}, "extra": true}});
        let found = undeclared_in(&plans(&root), "SessionNotification", &n, "/params");
        assert_eq!(paths(&found), ["/params/update/content/mood", "/params/update/extra"], "{found:?}");
        let ok = json!({"sessionId": "s", "update": {"sessionUpdate": "tool_call", "toolCallId": "t", "title": "x", "rawInput": {"anything": 1}, "content": [{"type": "content", "content": {"type": "text", "text": "a"}}], "_meta": {"k": 1}}});
        assert_eq!(paths(&undeclared_in(&plans(&root), "SessionNotification", &ok, "")), Vec::<&str>::new());
    }

    #[test]
    fn array_items_and_untagged_unions_are_walked() {
        let root = schema(1);
        let r = json!({"cwd": "/w", "mcpServers": [{"name": "n", "command": "c", "args": [], "env": [{"name": "A", "value": "1", "secret": 1}]}]});
        let found = undeclared_in(&plans(&root), "NewSessionRequest", &r, "");
        assert_eq!(paths(&found), ["/mcpServers/0/env/0/secret"], "{found:?}");
    }

    #[test]
    fn a_future_variant_and_maps_are_not_judged() {
        let root = schema(1);
        // An unknown update kind fits the catch-all branch: its members are
        // a newer schema's.
        let n = json!({"sessionId": "s", "update": {"sessionUpdate": "future_kind", "whatever": 1}});
        assert!(undeclared_in(&plans(&root), "SessionNotification", &n, "").is_empty());
        // `_meta` is free-form at any depth.
        let m = json!({"sessionId": "s", "update": {"sessionUpdate": "plan", "entries": [], "_meta": {"a": {"b": 1}}}});
        assert!(undeclared_in(&plans(&root), "SessionNotification", &m, "").is_empty());
    }

    /// Untagged unions of arrays (a select's options, flat or grouped)
    /// are told apart by their items.
    #[test]
    fn grouped_and_flat_select_options_are_both_declared() {
        let root = schema(1);
        let flat = json!({"sessionId": "s", "configOptions": [{"type": "select", "id": "m", "name": "M", "currentValue": "a",
            "options": [{"value": "a", "name": "A", "description": "d"}]}]});
        assert!(undeclared_in(&plans(&root), "NewSessionResponse", &flat, "").is_empty());
        let grouped = json!({"sessionId": "s", "configOptions": [{"type": "select", "id": "m", "name": "M", "currentValue": "a",
            "options": [{"group": "g", "name": "G", "options": [{"value": "a", "name": "A", "mood": 1}]}]}]});
        let found = undeclared_in(&plans(&root), "NewSessionResponse", &grouped, "");
        assert_eq!(paths(&found), ["/configOptions/0/options/0/options/0/mood"], "{found:?}");
    }

    /// The default variant of a tagged union may carry its tag.
    #[test]
    fn a_tag_on_the_untagged_default_variant_is_declared() {
        let root = schema(1);
        let r = json!({"protocolVersion": 1, "authMethods": [{"type": "agent", "id": "a", "name": "A"}, {"id": "b", "name": "B", "mood": 1}]});
        let found = undeclared_in(&plans(&root), "InitializeResponse", &r, "");
        assert_eq!(paths(&found), ["/authMethods/1/mood"], "{found:?}");
    }

    #[cfg(acp_wire = "v2")]
    #[test]
    fn v1_members_in_a_v2_offer_are_undeclared() {
        let root = schema(2);
        let offer = json!({"protocolVersion": 2, "info": {"name": "c", "version": "1"}, "capabilities": {}, "clientCapabilities": {"fs": {"readTextFile": true}}, "clientInfo": {"name": "c", "version": "1"}});
        let found = undeclared_in(&plans(&root), "InitializeRequest", &offer, "/params");
        assert_eq!(paths(&found), ["/params/clientCapabilities", "/params/clientInfo"], "{found:?}");
    }
}
