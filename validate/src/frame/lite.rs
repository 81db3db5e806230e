//! A parsed instance for `jsonschema` that borrows its strings from the
//! frame, and the validators compiled for it: the fast path of
//! [`FrameValidator`]'s params and result checks.
//!
//! `serde_json::Value` costs one allocation per string and per map node;
//! for a `session/update` chunk, building and dropping it was most of the
//! validation cost. [`Lite`] allocates only a `Vec` per object and array.
//! `jsonschema` validates any representation through its `Json` traits, so
//! the same schema compiled with the same options for this representation
//! accepts exactly the instances it accepts as a `Value`, as long as the
//! two hold the same data: [`Lite`] is built by the same `serde_json`
//! deserializer calls a `Value` is (the same numbers, strings, order), and
//! it refuses an object with a repeated member name (a `Value` keeps the
//! last one) or with more than [`MAX_MEMBERS`] members, so such a frame
//! takes the whole-frame `Value` path. Only acceptance is taken from this
//! path: an instance it does not accept is turned into the `Value` parsing
//! its text gives ([`Lite::to_value`]) and checked and reported as before.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, PoisonError, Weak};

use jsonschema::json::{Array, Json, Node, NodeIdentity, Object};
use jsonschema::{Draft, JsonType, Registry, Validator};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Number, Value};

use super::super::schema::{escape, SchemaValidator};

/// As `SchemaValidator` registers its document.
const DOC_URI: &str = "urn:acp-wire:schema";
/// Wider objects are left to the `Value` path (the repeated-name check
/// is quadratic).
pub(super) const MAX_MEMBERS: usize = 64;

pub(super) enum Lite<'a> {
    Null,
    Bool(bool),
    Number(Number),
    String(Cow<'a, str>),
    Array(Vec<Lite<'a>>),
    Object(Vec<(Cow<'a, str>, Lite<'a>)>),
}

impl<'de> de::Deserialize<'de> for Lite<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(LiteVisitor)
    }
}

struct LiteVisitor;

impl<'de> Visitor<'de> for LiteVisitor {
    type Value = Lite<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Lite<'de>, E> {
        Ok(Lite::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Lite<'de>, E> {
        Ok(Lite::Number(v.into()))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Lite<'de>, E> {
        Ok(Lite::Number(v.into()))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Lite<'de>, E> {
        // As `Value` does: a number `Number` cannot hold becomes null.
        Ok(Number::from_f64(v).map_or(Lite::Null, Lite::Number))
    }
    fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Lite<'de>, E> {
        Ok(Lite::String(Cow::Borrowed(v)))
    }
    fn visit_str<E>(self, v: &str) -> Result<Lite<'de>, E> {
        Ok(Lite::String(Cow::Owned(v.to_owned())))
    }
    fn visit_string<E>(self, v: String) -> Result<Lite<'de>, E> {
        Ok(Lite::String(Cow::Owned(v)))
    }
    fn visit_unit<E>(self) -> Result<Lite<'de>, E> {
        Ok(Lite::Null)
    }
    fn visit_none<E>(self) -> Result<Lite<'de>, E> {
        Ok(Lite::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Lite<'de>, D::Error> {
        de::Deserialize::deserialize(d)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Lite<'de>, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Lite::Array(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Lite<'de>, A::Error> {
        let mut members: Vec<(Cow<'de, str>, Lite<'de>)> = Vec::new();
        while let Some(name) = map.next_key_seed(NameSeed)? {
            if members.len() == MAX_MEMBERS || members.iter().any(|(n, _)| *n == name) {
                return Err(de::Error::custom("left to the Value path"));
            }
            members.push((name, map.next_value()?));
        }
        Ok(Lite::Object(members))
    }
}

/// A member name, borrowed when it has no escape.
struct NameSeed;

impl<'de> DeserializeSeed<'de> for NameSeed {
    type Value = Cow<'de, str>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Cow<'de, str>, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for NameSeed {
    type Value = Cow<'de, str>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a member name")
    }
    fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Cow<'de, str>, E> {
        Ok(Cow::Borrowed(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Cow<'de, str>, E> {
        Ok(Cow::Owned(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Cow<'de, str>, E> {
        Ok(Cow::Owned(v))
    }
}

impl<'a> Lite<'a> {
    /// The member `name` of an object.
    pub(super) fn member(&self, name: &str) -> Option<&Lite<'a>> {
        match self {
            Lite::Object(members) => members.iter().find(|(n, _)| n == name).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The text of a string.
    pub(super) fn as_str(&self) -> Option<&str> {
        match self {
            Lite::String(s) => Some(s),
            _ => None,
        }
    }

    /// The `Value` parsing the same text gives.
    pub(super) fn to_value(&self) -> Value {
        match self {
            Lite::Null => Value::Null,
            Lite::Bool(b) => Value::Bool(*b),
            Lite::Number(n) => Value::Number(n.clone()),
            Lite::String(s) => Value::String(s.to_string()),
            Lite::Array(items) => Value::Array(items.iter().map(Lite::to_value).collect()),
            Lite::Object(members) => {
                Value::Object(members.iter().map(|(n, v)| (n.to_string(), v.to_value())).collect())
            }
        }
    }
}

impl super::super::declared::Tree for Lite<'_> {
    fn kind(&self) -> super::super::declared::Kind {
        use super::super::declared::Kind;
        match self {
            Lite::Null => Kind::Null,
            Lite::Bool(_) => Kind::Bool,
            Lite::Number(_) => Kind::Number,
            Lite::String(_) => Kind::String,
            Lite::Array(_) => Kind::Array,
            Lite::Object(_) => Kind::Object,
        }
    }
    fn get(&self, name: &str) -> Option<&Self> {
        self.member(name)
    }
    fn as_text(&self) -> Option<&str> {
        self.as_str()
    }
    fn as_flag(&self) -> Option<bool> {
        match self {
            Lite::Bool(b) => Some(*b),
            _ => None,
        }
    }
    fn each_member(&self, f: &mut dyn FnMut(&str, &Self)) {
        if let Lite::Object(members) = self {
            for (n, v) in members {
                f(n, v);
            }
        }
    }
    fn each_item(&self, f: &mut dyn FnMut(usize, &Self)) {
        if let Lite::Array(items) = self {
            for (i, v) in items.iter().enumerate() {
                f(i, v);
            }
        }
    }
}

/// The [`Json`] representation of [`Lite`] trees.
pub(super) struct LiteJson;

impl Json for LiteJson {
    type Node<'a> = &'a Lite<'a>;
    type PreparedKey = String;
    type StringBuffer = ();
    const ACYCLIC: bool = true;

    fn prepare_key(key: &str) -> String {
        key.to_owned()
    }

    fn with_string_node<T>((): &mut (), string: &str, f: impl FnOnce(Self::Node<'_>) -> T) -> T {
        f(&Lite::String(Cow::Borrowed(string)))
    }
}

type Members<'a> = &'a [(Cow<'a, str>, Lite<'a>)];

impl<'a> Node<'a, LiteJson> for &'a Lite<'a> {
    type Object = Members<'a>;
    type Array = &'a [Lite<'a>];
    type Number = &'a Number;

    fn as_object(&self) -> Option<Members<'a>> {
        match self {
            Lite::Object(members) => Some(members),
            _ => None,
        }
    }
    fn as_array(&self) -> Option<&'a [Lite<'a>]> {
        match self {
            Lite::Array(items) => Some(items),
            _ => None,
        }
    }
    fn as_string(&self) -> Option<Cow<'a, str>> {
        match self {
            Lite::String(s) => Some(Cow::Borrowed(&**s)),
            _ => None,
        }
    }
    fn as_number(&self) -> Option<&'a Number> {
        match self {
            Lite::Number(n) => Some(n),
            _ => None,
        }
    }
    fn as_boolean(&self) -> Option<bool> {
        match self {
            Lite::Bool(b) => Some(*b),
            _ => None,
        }
    }
    fn is_null(&self) -> bool {
        matches!(self, Lite::Null)
    }
    fn json_type(&self) -> JsonType {
        match self {
            Lite::Null => JsonType::Null,
            Lite::Bool(_) => JsonType::Boolean,
            Lite::Number(_) => JsonType::Number,
            Lite::String(_) => JsonType::String,
            Lite::Array(_) => JsonType::Array,
            Lite::Object(_) => JsonType::Object,
        }
    }
    fn equals_value(&self, expected: &Value) -> bool {
        // Strings (every `const` tag of a union) without building a
        // `Value`; anything else as the default does.
        match self {
            Lite::String(s) => expected.as_str() == Some(&**s),
            other => jsonschema::json::cmp::equal(&other.to_value(), expected),
        }
    }
    fn to_value(&self) -> Cow<'a, Value> {
        Cow::Owned(Lite::to_value(self))
    }
    fn identity(&self) -> Option<NodeIdentity> {
        Some(NodeIdentity::new(std::ptr::from_ref::<Lite<'a>>(*self) as usize))
    }
}

pub(super) struct MembersIter<'a>(std::slice::Iter<'a, (Cow<'a, str>, Lite<'a>)>);

impl<'a> Iterator for MembersIter<'a> {
    type Item = (&'a str, &'a Lite<'a>);
    fn next(&mut self) -> Option<Self::Item> {
        self.0.next().map(|(n, v)| (&**n, v))
    }
}

impl<'a> Object<'a, LiteJson> for Members<'a> {
    type Node = &'a Lite<'a>;
    type MemberName = &'a str;
    type MembersIter = MembersIter<'a>;

    fn len(&self) -> usize {
        <[_]>::len(self)
    }
    fn get(&self, key: &String) -> Option<&'a Lite<'a>> {
        self.iter().find(|(n, _)| n == key).map(|(_, v)| v)
    }
    fn members(&self) -> MembersIter<'a> {
        MembersIter(self.iter())
    }
}

impl<'a> Array<'a, LiteJson> for &'a [Lite<'a>] {
    type Node = &'a Lite<'a>;
    type ElementsIter = std::slice::Iter<'a, Lite<'a>>;

    fn len(&self) -> usize {
        <[_]>::len(self)
    }
    fn elements(&self) -> std::slice::Iter<'a, Lite<'a>> {
        self.iter()
    }
}

/// The registry and the defs compiled so far for one schema, shared by
/// every [`Defs`] of that schema (one per connection, say).
struct Shared {
    registry: Registry<'static>,
    compiled: Mutex<HashMap<String, Option<Arc<Validator<LiteJson>>>>>,
}

/// Every schema's [`Shared`], while the schema lives.
static SHARED: Mutex<Vec<(Weak<SchemaValidator>, Arc<Shared>)>> = Mutex::new(Vec::new());

fn shared_for(schema: &Arc<SchemaValidator>) -> Option<Arc<Shared>> {
    let mut all = SHARED.lock().unwrap_or_else(PoisonError::into_inner);
    all.retain(|(w, _)| w.strong_count() > 0);
    if let Some((_, s)) = all.iter().find(|(w, _)| std::ptr::eq(w.as_ptr(), Arc::as_ptr(schema))) {
        return Some(s.clone());
    }
    let registry = Registry::new().add(DOC_URI, schema.root().clone()).and_then(|b| b.prepare()).ok()?;
    let shared = Arc::new(Shared { registry, compiled: Mutex::default() });
    all.push((Arc::downgrade(schema), shared.clone()));
    Some(shared)
}

/// The validators of one [`FrameValidator`](super::FrameValidator): per
/// def, compiled on first use (or found compiled in [`Shared`]).
#[derive(Clone, Default)]
pub(super) struct Defs {
    schema: Option<Arc<SchemaValidator>>,
    shared: Option<Arc<Shared>>,
    /// A connection uses a handful of defs: a short list compared by
    /// name beats hashing the name per message.
    local: Vec<(String, Option<Arc<Validator<LiteJson>>>)>,
}

impl fmt::Debug for Defs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Defs").field("compiled", &self.local.len()).finish_non_exhaustive()
    }
}

impl Defs {
    /// Whether `instance` is, for sure, a valid instance of `def` of
    /// `schema`. `false` says nothing: ask the `Value` path.
    pub(super) fn accepts(&mut self, schema: &Arc<SchemaValidator>, def: &str, instance: &Lite<'_>) -> bool {
        self.validator(schema, def).is_some_and(|v| v.is_valid(instance))
    }

    fn validator(&mut self, schema: &Arc<SchemaValidator>, def: &str) -> Option<Arc<Validator<LiteJson>>> {
        if !self.schema.as_ref().is_some_and(|s| Arc::ptr_eq(s, schema)) {
            *self = Defs { schema: Some(schema.clone()), shared: shared_for(schema), local: Vec::new() };
        }
        if let Some((_, v)) = self.local.iter().find(|(d, _)| d == def) {
            return v.clone();
        }
        let shared = self.shared.as_ref()?;
        let v = {
            let mut compiled = shared.compiled.lock().unwrap_or_else(PoisonError::into_inner);
            compiled
                .entry(def.to_string())
                .or_insert_with(|| {
                    // Exactly as `SchemaValidator` compiles its defs.
                    let reference = serde_json::json!({ "$ref": format!("{DOC_URI}#/$defs/{}", escape(def)) });
                    jsonschema::options_for::<LiteJson>()
                        .with_draft(Draft::Draft202012)
                        .with_registry(&shared.registry)
                        .should_validate_formats(true)
                        .build(&reference)
                        .ok()
                        .map(Arc::new)
                })
                .clone()
        };
        self.local.push((def.to_string(), v.clone()));
        v
    }
}
