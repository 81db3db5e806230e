//! The schema's decoding hints: what generated code calls to honour them,
//! and [`recoveries`] to list what they let through (the table is in the
//! [`codec`](super) module docs).

use std::cell::{Cell, RefCell};
use std::fmt;

use serde::{Serialize, Serializer};
use serde_json::Value;

/// The schema keyword that let a damaged member through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Hint {
    /// `x-deserialize-default-on-error`: a member that does not decode reads
    /// as absent (or, when required, as empty).
    DefaultOnError,
    /// `x-deserialize-skip-invalid-items`: an array item that does not
    /// decode is left out.
    SkipInvalidItems,
    /// `x-deserialize-default-on-null`: `null` reads as empty.
    DefaultOnNull,
}

impl Hint {
    /// The schema keyword (`x-deserialize-…`).
    #[must_use]
    pub fn keyword(self) -> &'static str {
        match self {
            Hint::DefaultOnError => "x-deserialize-default-on-error",
            Hint::SkipInvalidItems => "x-deserialize-skip-invalid-items",
            Hint::DefaultOnNull => "x-deserialize-default-on-null",
        }
    }

    /// The hint named by a schema keyword.
    #[must_use]
    pub fn from_keyword(k: &str) -> Option<Hint> {
        [Hint::DefaultOnError, Hint::SkipInvalidItems, Hint::DefaultOnNull].into_iter().find(|h| h.keyword() == k)
    }
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

/// One member or array item an object kept raw while decoding.
#[derive(Clone, Debug, PartialEq)]
pub struct Site {
    member: &'static str,
    index: Option<usize>,
    hint: Hint,
    error: String,
    raw: Value,
}

impl Site {
    /// The member's name in the object.
    #[must_use]
    pub fn member(&self) -> &'static str {
        self.member
    }
    /// The item's index in the array as received, for a skipped item.
    #[must_use]
    pub fn index(&self) -> Option<usize> {
        self.index
    }
    /// The hint that allowed it.
    #[must_use]
    pub fn hint(&self) -> Hint {
        self.hint
    }
    /// Why it did not decode.
    #[must_use]
    pub fn error(&self) -> &str {
        &self.error
    }
    /// The value as received.
    #[must_use]
    pub fn raw(&self) -> &Value {
        &self.raw
    }
}

/// Writes the raw value; while [`recoveries`] walks a value, a marker that
/// the walk turns into this site's pointer.
impl Serialize for Site {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let marker = WALK.with(|w| {
            let mut w = w.borrow_mut();
            w.as_mut().map(|found| {
                found.push(self.clone());
                format!("{MARKER}{}", found.len() - 1)
            })
        });
        match marker {
            Some(m) => s.serialize_str(&m),
            None => self.raw.serialize(s),
        }
    }
}

/// What one generated object kept raw while decoding: empty (and one
/// pointer wide) for every value that decoded cleanly or was built in code.
///
/// Serializing the object writes each kept value back where it came from,
/// as long as the typed member it stands for was left as decoded (absent,
/// or empty): a value that was set in code is written instead.
/// [`Recovered::clear`] drops them, so that the object re-encodes as typed.
#[derive(Clone, Debug, Default, PartialEq)]
// Boxed: one pointer in every generated object (a `Vec` would be three
// words in each, and nearly every object has a hinted `_meta`).
#[allow(clippy::box_collection)]
pub struct Recovered(Option<Box<Vec<Site>>>);

impl Recovered {
    /// Nothing was kept.
    #[must_use]
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.is_none()
    }
    /// The kept members and items, in the order they were read.
    pub fn iter(&self) -> impl Iterator<Item = &Site> {
        self.0.iter().flat_map(|v| v.iter())
    }
    /// Forgets the kept values (the object then re-encodes as typed).
    pub fn clear(&mut self) {
        self.0 = None;
    }
    fn push(&mut self, site: Site) {
        EPOCH.with(|e| e.set(e.get().wrapping_add(1)));
        tracing::debug!(member = site.member, index = site.index, hint = %site.hint, error = %site.error, "acp-wire: damaged member tolerated");
        self.0.get_or_insert_with(Default::default).push(site);
    }
    /// The kept value of a whole member.
    #[doc(hidden)]
    pub fn member(&self, name: &str) -> Option<&Site> {
        self.iter().find(|s| s.member == name && s.index.is_none())
    }
    fn has_items(&self, name: &str) -> bool {
        self.iter().any(|s| s.member == name && s.index.is_some())
    }
}

/// A recovered member or item of a whole message.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Recovery {
    /// Where it is in the message (RFC 6901, from the value [`recoveries`]
    /// was given).
    pub pointer: String,
    /// The hint that allowed it.
    pub hint: Hint,
    /// Why it did not decode.
    pub error: String,
    /// The value as received (kept in the typed value, and written back).
    pub raw: Value,
}

impl fmt::Display for Recovery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.hint {
            Hint::DefaultOnError => "read as absent",
            Hint::SkipInvalidItems => "item skipped",
            Hint::DefaultOnNull => "null read as empty",
        };
        write!(f, "{}: {what} ({}): {}", if self.pointer.is_empty() { "/" } else { &self.pointer }, self.hint, self.error)
    }
}

const MARKER: &str = "\u{0}acp-wire-recovered:";

thread_local! {
    static WALK: RefCell<Option<Vec<Site>>> = const { RefCell::new(None) };
    static EPOCH: Cell<u64> = const { Cell::new(0) };
}

/// Every member and item the generated objects inside `value` recovered,
/// with its JSON pointer, in document order. Empty for a value that decoded
/// cleanly. It serializes the value once: call it when a decode needed
/// leniency ([`recovered_during`] says so at the cost of two thread-local
/// reads), not for every message.
#[must_use]
pub fn recoveries<T: Serialize + ?Sized>(value: &T) -> Vec<Recovery> {
    let (tree, sites) = walk(value);
    let (Some(tree), false) = (tree, sites.is_empty()) else { return Vec::new() };
    let mut out = Vec::with_capacity(sites.len());
    let mut path = String::new();
    find(&tree, &mut path, &sites, &mut out);
    out
}

/// `value` as JSON without what the hints let through: the members and
/// items the typed value holds, not the damaged ones it keeps raw (what a
/// user interface shows; `serde_json::to_value` gives the message as
/// received). `Value::Null` if `value` does not serialize.
#[must_use]
pub fn to_value_as_typed<T: Serialize + ?Sized>(value: &T) -> Value {
    let (tree, sites) = walk(value);
    let mut tree = tree.unwrap_or(Value::Null);
    if !sites.is_empty() {
        prune(&mut tree);
    }
    tree
}

/// Serializes with the kept values replaced by markers.
fn walk<T: Serialize + ?Sized>(value: &T) -> (Option<Value>, Vec<Site>) {
    let outer = WALK.with(|w| w.borrow_mut().replace(Vec::new()));
    let tree = serde_json::to_value(value).ok();
    let sites = WALK.with(|w| std::mem::replace(&mut *w.borrow_mut(), outer)).unwrap_or_default();
    (tree, sites)
}

fn is_marker(v: &Value) -> bool {
    v.as_str().is_some_and(|s| s.starts_with(MARKER))
}

fn prune(v: &mut Value) {
    match v {
        Value::Array(a) => {
            a.retain(|x| !is_marker(x));
            a.iter_mut().for_each(prune);
        }
        Value::Object(m) => {
            m.retain(|_, x| !is_marker(x));
            m.values_mut().for_each(prune);
        }
        _ => {}
    }
}

fn find(v: &Value, path: &mut String, sites: &[Site], out: &mut Vec<Recovery>) {
    match v {
        Value::String(s) => {
            if let Some(site) = s.strip_prefix(MARKER).and_then(|n| n.parse::<usize>().ok()).and_then(|n| sites.get(n)) {
                out.push(Recovery { pointer: path.clone(), hint: site.hint, error: site.error.clone(), raw: site.raw.clone() });
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                let len = path.len();
                path.push('/');
                path.push_str(&i.to_string());
                find(x, path, sites, out);
                path.truncate(len);
            }
        }
        Value::Object(m) => {
            for (k, x) in m {
                let len = path.len();
                path.push('/');
                path.push_str(&k.replace('~', "~0").replace('/', "~1"));
                find(x, path, sites, out);
                path.truncate(len);
            }
        }
        _ => {}
    }
}

/// Runs a decode and says whether any generated object recovered a member
/// while it ran (on this thread).
pub fn recovered_during<R>(f: impl FnOnce() -> R) -> (R, bool) {
    let before = EPOCH.with(Cell::get);
    let r = f();
    (r, EPOCH.with(Cell::get) != before)
}

/// The decode side of the hints, for generated code.
pub(crate) mod decode {
    use super::{Hint, Recovered, Site};
    use crate::codec::Tri;
    use serde::de::{self, DeserializeOwned, MapAccess, SeqAccess, Visitor};
    use serde::{Deserialize, Deserializer};
    use serde_json::value::RawValue;
    use serde_json::{Map, Value};
    use std::fmt;
    use std::marker::PhantomData;

    fn site(member: &'static str, index: Option<usize>, hint: Hint, error: String, raw: Value) -> Site {
        Site { member, index, hint, error, raw }
    }

    fn raw_value(raw: &RawValue) -> Value {
        serde_json::from_str(raw.get()).unwrap_or(Value::Null)
    }

    /// A member slot a hinted member decodes into.
    pub trait Slot {
        /// What the member's JSON decodes to.
        type Decoded: DeserializeOwned;
        /// A value was already read (the member came twice).
        fn filled(&self) -> bool;
        /// Stores the decoded value.
        fn fill(&mut self, v: Self::Decoded);
    }

    impl<T: DeserializeOwned> Slot for Option<T> {
        type Decoded = T;
        fn filled(&self) -> bool {
            self.is_some()
        }
        fn fill(&mut self, v: T) {
            *self = Some(v);
        }
    }

    impl<T: DeserializeOwned> Slot for Tri<T> {
        type Decoded = Option<T>;
        fn filled(&self) -> bool {
            !self.is_absent()
        }
        fn fill(&mut self, v: Option<T>) {
            *self = match v {
                Some(v) => Tri::Value(v),
                None => Tri::Null,
            };
        }
    }

    fn duplicate<S: Slot, E: de::Error>(slot: &S, rec: &Recovered, name: &'static str) -> Result<(), E> {
        if slot.filled() || rec.member(name).is_some() {
            return Err(E::duplicate_field(name));
        }
        Ok(())
    }

    /// A member with `x-deserialize-default-on-error`: read whole, then
    /// decoded; one that does not decode is kept raw and the slot stays empty.
    pub fn put_lenient<'de, A: MapAccess<'de>, S: Slot>(
        map: &mut A,
        slot: &mut S,
        rec: &mut Recovered,
        name: &'static str,
    ) -> Result<(), A::Error> {
        duplicate(slot, rec, name)?;
        let raw: Box<RawValue> = map.next_value()?;
        match serde_json::from_str::<S::Decoded>(raw.get()) {
            Ok(v) => slot.fill(v),
            Err(e) => rec.push(site(name, None, Hint::DefaultOnError, e.to_string(), raw_value(&raw))),
        }
        Ok(())
    }

    /// A scalar (or free-form object) that a single pass can read whatever
    /// JSON arrives: the common case of a default-on-error member costs no
    /// second parse.
    pub trait Scalar: Sized {
        /// What the member should be (for the error).
        const EXPECTING: &'static str;
        /// From a string.
        fn from_str(_: &str) -> Option<Self> {
            None
        }
        /// From an owned string (given back when refused).
        fn from_string(s: String) -> Result<Self, String> {
            Self::from_str(&s).ok_or(s)
        }
        /// From a boolean.
        fn from_bool(_: bool) -> Option<Self> {
            None
        }
        /// From an unsigned integer.
        fn from_u64(_: u64) -> Option<Self> {
            None
        }
        /// From a negative integer.
        fn from_i64(_: i64) -> Option<Self> {
            None
        }
        /// From a float.
        fn from_f64(_: f64) -> Option<Self> {
            None
        }
        /// From an object.
        fn from_map(m: Map<String, Value>) -> Result<Self, Map<String, Value>> {
            Err(m)
        }
        /// Whether the type is a number (out-of-range numbers are then
        /// "invalid value", not "invalid type").
        const NUMBER: bool = false;
    }

    impl Scalar for String {
        const EXPECTING: &'static str = "a string";
        fn from_str(s: &str) -> Option<Self> {
            Some(s.to_owned())
        }
        fn from_string(s: String) -> Result<Self, String> {
            Ok(s)
        }
    }

    impl Scalar for bool {
        const EXPECTING: &'static str = "a boolean";
        fn from_bool(b: bool) -> Option<Self> {
            Some(b)
        }
    }

    macro_rules! int_scalar {
        ($($t:ty: $e:literal),*) => {$(
            impl Scalar for $t {
                const EXPECTING: &'static str = $e;
                const NUMBER: bool = true;
                fn from_u64(u: u64) -> Option<Self> {
                    <$t>::try_from(u).ok()
                }
                fn from_i64(i: i64) -> Option<Self> {
                    <$t>::try_from(i).ok()
                }
            }
        )*};
    }
    int_scalar!(u16: "u16", u32: "u32", u64: "u64", i32: "i32", i64: "i64");

    impl Scalar for f64 {
        const EXPECTING: &'static str = "f64";
        const NUMBER: bool = true;
        #[allow(clippy::cast_precision_loss)]
        fn from_u64(u: u64) -> Option<Self> {
            Some(u as f64)
        }
        #[allow(clippy::cast_precision_loss)]
        fn from_i64(i: i64) -> Option<Self> {
            Some(i as f64)
        }
        fn from_f64(f: f64) -> Option<Self> {
            Some(f)
        }
    }

    impl Scalar for Map<String, Value> {
        const EXPECTING: &'static str = "an object";
        fn from_map(m: Map<String, Value>) -> Result<Self, Map<String, Value>> {
            Ok(m)
        }
    }

    struct ScalarVisitor<T>(PhantomData<T>);

    type Got<T> = Result<T, Value>;

    impl<'de, T: Scalar> Visitor<'de> for ScalarVisitor<T> {
        type Value = Got<T>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("any JSON value")
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<Got<T>, E> {
            Ok(T::from_str(v).ok_or_else(|| Value::String(v.to_owned())))
        }
        fn visit_string<E: de::Error>(self, v: String) -> Result<Got<T>, E> {
            Ok(T::from_string(v).map_err(Value::String))
        }
        fn visit_bool<E: de::Error>(self, v: bool) -> Result<Got<T>, E> {
            Ok(T::from_bool(v).ok_or(Value::Bool(v)))
        }
        fn visit_u64<E: de::Error>(self, v: u64) -> Result<Got<T>, E> {
            Ok(T::from_u64(v).ok_or_else(|| Value::from(v)))
        }
        fn visit_i64<E: de::Error>(self, v: i64) -> Result<Got<T>, E> {
            Ok(T::from_i64(v).ok_or_else(|| Value::from(v)))
        }
        fn visit_f64<E: de::Error>(self, v: f64) -> Result<Got<T>, E> {
            Ok(T::from_f64(v).ok_or_else(|| serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number)))
        }
        fn visit_unit<E: de::Error>(self) -> Result<Got<T>, E> {
            Ok(Err(Value::Null))
        }
        fn visit_none<E: de::Error>(self) -> Result<Got<T>, E> {
            Ok(Err(Value::Null))
        }
        fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Got<T>, A::Error> {
            Ok(Err(Value::deserialize(de::value::SeqAccessDeserializer::new(seq))?))
        }
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Got<T>, A::Error> {
            let m = Map::deserialize(de::value::MapAccessDeserializer::new(map))?;
            Ok(T::from_map(m).map_err(Value::Object))
        }
    }

    struct ScalarSeed<T>(PhantomData<T>);

    impl<'de, T: Scalar> de::DeserializeSeed<'de> for ScalarSeed<T> {
        type Value = Got<T>;
        fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Got<T>, D::Error> {
            d.deserialize_any(ScalarVisitor(PhantomData))
        }
    }

    fn scalar_error<T: Scalar>(v: &Value) -> String {
        let e: serde_json::Error = match v {
            Value::Number(n) if T::NUMBER => de::Error::invalid_value(unexpected(v, n), &T::EXPECTING),
            Value::Number(n) => de::Error::invalid_type(unexpected(v, n), &T::EXPECTING),
            Value::Null => de::Error::invalid_type(de::Unexpected::Unit, &T::EXPECTING),
            Value::Bool(b) => de::Error::invalid_type(de::Unexpected::Bool(*b), &T::EXPECTING),
            Value::String(s) => de::Error::invalid_type(de::Unexpected::Str(s), &T::EXPECTING),
            Value::Array(_) => de::Error::invalid_type(de::Unexpected::Seq, &T::EXPECTING),
            Value::Object(_) => de::Error::invalid_type(de::Unexpected::Map, &T::EXPECTING),
        };
        e.to_string()
    }

    fn unexpected<'a>(_: &'a Value, n: &'a serde_json::Number) -> de::Unexpected<'a> {
        if let Some(u) = n.as_u64() {
            de::Unexpected::Unsigned(u)
        } else if let Some(i) = n.as_i64() {
            de::Unexpected::Signed(i)
        } else {
            de::Unexpected::Float(n.as_f64().unwrap_or(f64::NAN))
        }
    }

    /// As [`put_lenient`], for a scalar or free-form object member of an
    /// `Option` slot: one pass, whatever arrives.
    pub fn put_lenient_scalar<'de, A: MapAccess<'de>, T: Scalar + DeserializeOwned>(
        map: &mut A,
        slot: &mut Option<T>,
        rec: &mut Recovered,
        name: &'static str,
    ) -> Result<(), A::Error> {
        duplicate(slot, rec, name)?;
        match map.next_value_seed(ScalarSeed::<T>(PhantomData))? {
            Ok(v) => *slot = Some(v),
            Err(raw) => rec.push(site(name, None, Hint::DefaultOnError, scalar_error::<T>(&raw), raw)),
        }
        Ok(())
    }

    /// As [`put_lenient_scalar`], for a nullable member (`null` is a value
    /// of its own, [`Tri::Null`]).
    pub fn put_lenient_scalar_tri<'de, A: MapAccess<'de>, T: Scalar + DeserializeOwned>(
        map: &mut A,
        slot: &mut Tri<T>,
        rec: &mut Recovered,
        name: &'static str,
    ) -> Result<(), A::Error> {
        duplicate(slot, rec, name)?;
        match map.next_value_seed(ScalarSeed::<T>(PhantomData))? {
            Ok(v) => *slot = Tri::Value(v),
            Err(Value::Null) => *slot = Tri::Null,
            Err(raw) => rec.push(site(name, None, Hint::DefaultOnError, scalar_error::<T>(&raw), raw)),
        }
        Ok(())
    }

    /// The tag of a struct with tagged variants whose tag is
    /// default-on-error: a damaged tag reads as no tag (the slot stays
    /// empty), `null` as `null`.
    pub fn put_lenient_tag<'de, A: MapAccess<'de>>(
        map: &mut A,
        slot: &mut Option<Option<String>>,
        rec: &mut Recovered,
        name: &'static str,
    ) -> Result<(), A::Error> {
        if slot.is_some() || rec.member(name).is_some() {
            return Err(de::Error::duplicate_field(name));
        }
        match map.next_value_seed(ScalarSeed::<String>(PhantomData))? {
            Ok(v) => *slot = Some(Some(v)),
            Err(Value::Null) => *slot = Some(None),
            Err(raw) => rec.push(site(name, None, Hint::DefaultOnError, scalar_error::<String>(&raw), raw)),
        }
        Ok(())
    }

    /// A slot an array member with `x-deserialize-skip-invalid-items`
    /// decodes into: `Option<Vec<T>>`, or `Tri<Vec<T>>` when `null` is
    /// allowed.
    pub trait ItemsSlot<T> {
        /// A value was already read (the member came twice).
        fn filled(&self) -> bool;
        /// Stores the items that decoded.
        fn fill(&mut self, items: Vec<T>);
        /// Stores `null`; `false` when the member cannot be `null`.
        fn fill_null(&mut self) -> bool;
    }

    impl<T> ItemsSlot<T> for Option<Vec<T>> {
        fn filled(&self) -> bool {
            self.is_some()
        }
        fn fill(&mut self, items: Vec<T>) {
            *self = Some(items);
        }
        fn fill_null(&mut self) -> bool {
            false
        }
    }

    impl<T> ItemsSlot<T> for Tri<Vec<T>> {
        fn filled(&self) -> bool {
            !self.is_absent()
        }
        fn fill(&mut self, items: Vec<T>) {
            *self = Tri::Value(items);
        }
        fn fill_null(&mut self) -> bool {
            *self = Tri::Null;
            true
        }
    }

    /// An array member with `x-deserialize-skip-invalid-items` (and, when
    /// `lenient`, default-on-error: a value that is no array is kept raw).
    /// Each item is read whole and decoded; one that does not decode is kept
    /// raw with its index.
    pub fn put_items<'de, A: MapAccess<'de>, T: DeserializeOwned, S: ItemsSlot<T>>(
        map: &mut A,
        slot: &mut S,
        rec: &mut Recovered,
        name: &'static str,
        lenient: bool,
    ) -> Result<(), A::Error> {
        if slot.filled() || rec.member(name).is_some() {
            return Err(de::Error::duplicate_field(name));
        }
        let mut kept = Vec::new();
        match map.next_value_seed(ItemsSeed::<T> { kept: &mut kept, _t: PhantomData })? {
            Ok(items) => slot.fill(items),
            Err(Value::Null) if slot.fill_null() => {}
            Err(raw) => {
                let e: serde_json::Error = de::Error::invalid_type(kind(&raw), &"an array");
                if !lenient {
                    return Err(de::Error::custom(e));
                }
                rec.push(site(name, None, Hint::DefaultOnError, e.to_string(), raw));
            }
        }
        for (i, e, raw) in kept {
            rec.push(site(name, Some(i), Hint::SkipInvalidItems, e, raw));
        }
        Ok(())
    }

    fn kind(v: &Value) -> de::Unexpected<'_> {
        match v {
            Value::Null => de::Unexpected::Unit,
            Value::Bool(b) => de::Unexpected::Bool(*b),
            Value::Number(_) => de::Unexpected::Other("number"),
            Value::String(s) => de::Unexpected::Str(s),
            Value::Array(_) => de::Unexpected::Seq,
            Value::Object(_) => de::Unexpected::Map,
        }
    }

    type Kept = Vec<(usize, String, Value)>;

    struct ItemsSeed<'k, T> {
        kept: &'k mut Kept,
        _t: PhantomData<T>,
    }

    impl<'de, T: DeserializeOwned> de::DeserializeSeed<'de> for ItemsSeed<'_, T> {
        type Value = Result<Vec<T>, Value>;
        fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
            d.deserialize_any(self)
        }
    }

    impl<'de, T: DeserializeOwned> Visitor<'de> for ItemsSeed<'_, T> {
        type Value = Result<Vec<T>, Value>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("an array")
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut out = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(64));
            let mut i = 0;
            while let Some(raw) = seq.next_element::<Box<RawValue>>()? {
                match serde_json::from_str::<T>(raw.get()) {
                    Ok(v) => out.push(v),
                    Err(e) => self.kept.push((i, e.to_string(), raw_value(&raw))),
                }
                i += 1;
            }
            Ok(Ok(out))
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
            Ok(Err(Value::String(v.to_owned())))
        }
        fn visit_bool<E: de::Error>(self, v: bool) -> Result<Self::Value, E> {
            Ok(Err(Value::Bool(v)))
        }
        fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
            Ok(Err(Value::from(v)))
        }
        fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
            Ok(Err(Value::from(v)))
        }
        fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
            Ok(Err(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number)))
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(Err(Value::Null))
        }
        fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(Err(Value::Null))
        }
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
            Ok(Err(Value::deserialize(de::value::MapAccessDeserializer::new(map))?))
        }
    }

    /// A member whose `null` means "empty" (`x-deserialize-default-on-null`):
    /// the `null` is kept so that it is written back.
    pub fn put_or_empty<'de, A: MapAccess<'de>, T: Deserialize<'de> + Default>(
        map: &mut A,
        slot: &mut Option<T>,
        rec: &mut Recovered,
        name: &'static str,
    ) -> Result<(), A::Error> {
        if slot.is_some() {
            return Err(de::Error::duplicate_field(name));
        }
        *slot = Some(match map.next_value::<Option<T>>()? {
            Some(v) => v,
            None => {
                rec.push(site(name, None, Hint::DefaultOnNull, "null where the schema expects a value".into(), Value::Null));
                T::default()
            }
        });
        Ok(())
    }

    /// A required member that may have been kept raw: empty then.
    pub fn required_or_kept<T: Default, E: de::Error>(slot: Option<T>, rec: &Recovered, name: &'static str) -> Result<T, E> {
        match slot {
            Some(v) => Ok(v),
            None if rec.member(name).is_some() => Ok(T::default()),
            None => Err(E::missing_field(name)),
        }
    }
}

/// The encode side of the hints, for generated code.
pub(crate) mod encode {
    use super::{Recovered, Site};
    use crate::codec::Tri;
    use serde::ser::{SerializeMap, SerializeSeq};
    use serde::{Serialize, Serializer};

    /// The kept value to write for `name` when its typed member is as
    /// decoded (`untouched`).
    #[inline]
    pub fn kept<'r>(rec: &'r Recovered, name: &str, untouched: bool) -> Option<&'r Site> {
        if untouched && !rec.is_empty() {
            rec.member(name)
        } else {
            None
        }
    }

    /// Writes an array member, with its skipped items back at their indexes.
    #[inline]
    pub fn write_items<M: SerializeMap, T: Serialize>(map: &mut M, name: &'static str, items: &[T], rec: &Recovered) -> Result<(), M::Error> {
        if rec.is_empty() || !rec.has_items(name) {
            return map.serialize_entry(name, items);
        }
        map.serialize_entry(name, &Interleave { items, rec, name })
    }

    /// As [`write_items`], for a nullable array member.
    pub fn write_items_tri<M: SerializeMap, T: Serialize>(map: &mut M, name: &'static str, items: &Tri<Vec<T>>, rec: &Recovered) -> Result<(), M::Error> {
        match items {
            Tri::Value(v) => write_items(map, name, v, rec),
            Tri::Null => map.serialize_entry(name, &()),
            Tri::Absent => match kept(rec, name, true) {
                Some(k) => map.serialize_entry(name, k),
                None => Ok(()),
            },
        }
    }

    struct Interleave<'a, T> {
        items: &'a [T],
        rec: &'a Recovered,
        name: &'static str,
    }

    impl<T: Serialize> Serialize for Interleave<'_, T> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut kept: Vec<(usize, &Site)> = self.rec.iter().filter(|k| k.member == self.name).filter_map(|k| k.index.map(|i| (i, k))).collect();
            kept.sort_by_key(|(i, _)| *i);
            let mut seq = s.serialize_seq(Some(self.items.len() + kept.len()))?;
            let mut kept = kept.into_iter().peekable();
            let mut items = self.items.iter();
            let mut at = 0;
            loop {
                if let Some((_, k)) = kept.next_if(|(i, _)| *i <= at) {
                    seq.serialize_element(k)?;
                } else if let Some(item) = items.next() {
                    seq.serialize_element(item)?;
                } else if let Some((_, k)) = kept.next() {
                    seq.serialize_element(k)?;
                } else {
                    break;
                }
                at += 1;
            }
            seq.end()
        }
    }
}
