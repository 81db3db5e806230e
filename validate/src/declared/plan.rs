//! The schema compiled for the walk: every subschema of `$defs` once, as a
//! [`Plan`] of the keywords the walk reads, children by index. Reading
//! the schema's JSON at each message cost a map lookup per keyword per
//! subschema visited (a dozen keywords, dozens of subschemas for one
//! `session/update`); a plan is read by index.

use std::collections::HashMap;

use serde_json::{Map, Value};

/// A constant a union's branches are told apart by.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Const {
    Str(Box<str>),
    Bool(bool),
    Null,
    /// A number, array or object: assumed equal (never seen as a tag).
    Other,
}

impl Const {
    fn of(v: &Value) -> Const {
        match v {
            Value::String(s) => Const::Str(s.as_str().into()),
            Value::Bool(b) => Const::Bool(*b),
            Value::Null => Const::Null,
            _ => Const::Other,
        }
    }
}

/// JSON types as bits (`type` of a subschema).
pub(super) mod types {
    pub const NULL: u8 = 1;
    pub const BOOL: u8 = 2;
    pub const NUMBER: u8 = 4;
    pub const STRING: u8 = 8;
    pub const ARRAY: u8 = 16;
    pub const OBJECT: u8 = 32;
}

/// What one subschema says, for declaring members and for telling a
/// union's branches apart.
#[derive(Debug, Default)]
pub(super) struct Plan {
    /// The `$defs` entry this subschema is (for messages).
    pub def: Option<Box<str>>,
    /// `properties`: each name and its schema.
    pub props: Vec<(Box<str>, usize)>,
    /// It has `properties`.
    pub declares: bool,
    /// It accepts members it does not name, or leaves that to keywords of
    /// its own (`additionalProperties`, `patternProperties`,
    /// `unevaluatedProperties`), or is a union's catch-all (`not`).
    pub open: bool,
    /// `additionalProperties` as a schema (a map's values).
    pub extra: Option<usize>,
    /// `items`.
    pub items: Option<usize>,
    /// `$ref`'s target, then `allOf`'s parts: all apply.
    pub all: Vec<usize>,
    /// Each `anyOf` / `oneOf`.
    pub unions: Vec<Union>,
    /// Member names its unions are tagged by (a branch's `const`
    /// property, `discriminator.propertyName`): declared in every branch.
    pub tags: Vec<Box<str>>,
    /// The `type` bits (`None`: any type).
    pub types: Option<u8>,
    pub konst: Option<Const>,
    pub enumeration: Option<Vec<Const>>,
    pub required: Vec<Box<str>>,
    /// Properties with a `const` (a union branch's tag).
    pub prop_consts: Vec<(Box<str>, Const)>,
    pub not: Option<usize>,
    /// `false`: nothing fits.
    pub never: bool,
}

/// One `anyOf` / `oneOf`, indexed by its tag: a value whose tag member is
/// a string can only be an instance of the branches tagged with that
/// string or of the untagged ones (a default variant, the catch-all), so
/// only those are tried (a `session/update` union has dozens of branches).
/// Without a string tag, every branch is tried (`tagged`, then `untagged`).
#[derive(Debug, Default)]
pub(super) struct Union {
    /// The member most branches carry a string `const` in.
    pub tag: Option<Box<str>>,
    /// Tagged branches: (the tag's constant, the branch), sorted by the
    /// constant (looked up by binary search).
    pub tagged: Vec<(Box<str>, usize)>,
    /// The branches without that tag constant.
    pub untagged: Vec<usize>,
}

impl Union {
    fn index(values: &[&Value], ids: Vec<usize>) -> Union {
        let tag_of = |b: &Value, name: &str| b.get("properties")?.get(name)?.get("const")?.as_str().map(str::to_owned);
        let mut counts: Vec<(String, usize)> = Vec::new();
        for b in values {
            for (name, s) in b.get("properties").and_then(Value::as_object).into_iter().flatten() {
                if s.get("const").is_some_and(Value::is_string) {
                    match counts.iter_mut().find(|(n, _)| n == name) {
                        Some((_, c)) => *c += 1,
                        None => counts.push((name.clone(), 1)),
                    }
                }
            }
        }
        let Some((tag, _)) = counts.into_iter().max_by_key(|(_, c)| *c) else {
            return Union { untagged: ids, ..Union::default() };
        };
        let mut u = Union { tag: Some(tag.as_str().into()), ..Union::default() };
        for (b, id) in values.iter().zip(ids) {
            match tag_of(b, &tag) {
                Some(c) => u.tagged.push((c.into(), id)),
                None => u.untagged.push(id),
            }
        }
        u.tagged.sort();
        u
    }
}

/// Every subschema of one schema document, compiled.
#[derive(Debug, Default)]
pub(crate) struct Plans {
    pub(super) nodes: Vec<Plan>,
    defs: HashMap<String, usize>,
}

impl Plans {
    /// Compiles every `$defs` entry of `root` and what it reaches.
    pub(crate) fn compile(root: &Value) -> Plans {
        let mut c = Compiler { root, plans: Plans::default(), seen: HashMap::new() };
        if let Some(defs) = root.get("$defs").and_then(Value::as_object) {
            for (name, node) in defs {
                let id = c.node(node, Some(name));
                c.plans.defs.insert(name.clone(), id);
            }
        }
        c.plans
    }

    /// The plan of `#/$defs/<def>`.
    pub(super) fn def(&self, def: &str) -> Option<usize> {
        self.defs.get(def).copied()
    }
}

struct Compiler<'r> {
    root: &'r Value,
    plans: Plans,
    /// Subschemas compiled, by address (the document does not change).
    seen: HashMap<*const Value, usize>,
}

impl<'r> Compiler<'r> {
    fn node(&mut self, node: &'r Value, def: Option<&str>) -> usize {
        if let Some(&id) = self.seen.get(&(node as *const Value)) {
            return id;
        }
        let id = self.plans.nodes.len();
        self.plans.nodes.push(Plan::default());
        self.seen.insert(node as *const Value, id);
        let plan = match node {
            Value::Object(o) => self.object(o, def),
            Value::Bool(b) => Plan { never: !b, ..Plan::default() },
            _ => Plan::default(),
        };
        self.plans.nodes[id] = plan;
        id
    }

    fn object(&mut self, o: &'r Map<String, Value>, def: Option<&str>) -> Plan {
        let mut p = Plan { def: def.map(Into::into), ..Plan::default() };
        if let Some(r) = o.get("$ref").and_then(Value::as_str) {
            match r.strip_prefix("#/$defs/").and_then(|n| Some((n, self.root.get("$defs")?.get(n)?))) {
                Some((name, target)) => {
                    let t = self.node(target, Some(name));
                    p.all.push(t);
                }
                // A reference the walk cannot follow: nothing is judged.
                None => p.open = true,
            }
        }
        if let Some(props) = o.get("properties").and_then(Value::as_object) {
            p.declares = true;
            for (name, s) in props {
                if let Some(c) = s.get("const") {
                    p.prop_consts.push((name.as_str().into(), Const::of(c)));
                }
                let child = self.node(s, None);
                p.props.push((name.as_str().into(), child));
            }
        }
        match o.get("additionalProperties") {
            None | Some(Value::Bool(false)) => {}
            Some(s) => {
                p.open = true;
                if s.is_object() {
                    p.extra = Some(self.node(s, None));
                }
            }
        }
        if o.contains_key("patternProperties") || o.contains_key("unevaluatedProperties") {
            p.open = true;
        }
        if let Some(not) = o.get("not") {
            p.open = true;
            p.not = Some(self.node(not, None));
        }
        if let Some(items) = o.get("items") {
            p.items = Some(self.node(items, None));
        }
        if let Some(all) = o.get("allOf").and_then(Value::as_array) {
            for part in all {
                let id = self.node(part, None);
                p.all.push(id);
            }
        }
        if let Some(tag) = o.get("discriminator").and_then(|d| d.get("propertyName")).and_then(Value::as_str) {
            p.tags.push(tag.into());
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(branches) = o.get(key).and_then(Value::as_array) {
                let mut group = Vec::with_capacity(branches.len());
                for b in branches {
                    for (name, s) in b.get("properties").and_then(Value::as_object).into_iter().flatten() {
                        if s.get("const").is_some() && !p.tags.iter().any(|t| **t == **name) {
                            p.tags.push(name.as_str().into());
                        }
                    }
                    group.push(self.node(b, None));
                }
                let values: Vec<&Value> = branches.iter().collect();
                p.unions.push(Union::index(&values, group));
            }
        }
        p.types = match o.get("type") {
            Some(Value::String(t)) => Some(type_bits(t)),
            Some(Value::Array(ts)) => Some(ts.iter().filter_map(Value::as_str).map(type_bits).fold(0, |a, b| a | b)),
            _ => None,
        };
        p.konst = o.get("const").map(Const::of);
        p.enumeration = o.get("enum").and_then(Value::as_array).map(|e| e.iter().map(Const::of).collect());
        p.required = o
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).map(Into::into).collect())
            .unwrap_or_default();
        p
    }
}

fn type_bits(t: &str) -> u8 {
    match t {
        "null" => types::NULL,
        "boolean" => types::BOOL,
        "number" | "integer" => types::NUMBER,
        "string" => types::STRING,
        "array" => types::ARRAY,
        "object" => types::OBJECT,
        // An unknown type name: not judged.
        _ => 0xff,
    }
}
