//! Hand-written support for the generated types: the three-state [`Tri`] and
//! the small runtime the generated `Deserialize`/`Serialize` impls call.
//!
//! Every generated object type (structs, tagged unions, structs with tagged
//! variants) implements the hidden [`__private::ObjectCodec`] trait: a map
//! visitor that can continue on a partially read `MapAccess` (a union that has
//! read its tag streams the remaining members straight into the payload), and
//! a member writer that can be called inside an enclosing map (the union writes
//! its tag, then the payload's members). No `#[serde(flatten)]`, and no
//! `serde_json::Value` tree when the tag is the first member.
//!
//! # Leniency where the schema asks for it, visible and lossless
//!
//! The schema marks members a receiver tolerates when they are damaged, with
//! three `x-deserialize-*` keywords ([`Hint`]). The generated types honour
//! them, as the official SDKs do, and go further: nothing is lost and
//! nothing is silent.
//!
//! | keyword | a damaged member… | is kept |
//! |---|---|---|
//! | `x-deserialize-default-on-error` | that does not decode reads as absent (a required one as empty) | raw, written back in its place |
//! | `x-deserialize-skip-invalid-items` | array's item that does not decode is left out; the rest keep their order | raw, written back at its index |
//! | `x-deserialize-default-on-null` | `null` reads as empty | the `null`, written back |
//!
//! A member without a hint stays strict: a required member of the wrong
//! type fails the whole message, as before.
//!
//! Each generated object that has hinted members carries a [`Recovered`]
//! list (its `recovered` field) of what it kept raw. [`recoveries`] collects
//! them for a whole message, each with its JSON pointer: the typed sides
//! call it when a message needed leniency and log what it recovered
//! (`tracing`, warn level, once per connection and kind).
//!
//! ```
//! use acp_wire::v1::ToolCallLocation;
//! let loc: ToolCallLocation = serde_json::from_str(r#"{"path":"/a","line":"x"}"#).unwrap();
//! assert!(loc.line.is_absent());
//! let found = acp_wire::codec::recoveries(&loc);
//! assert_eq!(found[0].pointer, "/line");
//! // Written back as received.
//! assert_eq!(serde_json::to_value(&loc).unwrap(), serde_json::json!({"path":"/a","line":"x"}));
//! ```

pub(crate) mod json_type;
mod recover;
pub(crate) mod scan;
mod tri;

pub use recover::{recovered_during, recoveries, to_value_as_typed, Hint, Recovered, Recovery, Site};
pub use tri::Tri;

/// The `_meta` object: free-form, kept as sent.
pub type Meta = serde_json::Map<String, serde_json::Value>;

#[doc(hidden)]
pub mod __private {
    //! Used by generated code only; not a stable API.

    use serde::de::{self, DeserializeOwned, MapAccess, Visitor};
    use serde::ser::SerializeMap;
    use serde::{Deserialize, Deserializer, Serializer};
    use serde_json::{Map, Value};
    use std::borrow::Cow;
    use std::fmt;
    use std::marker::PhantomData;

    pub use super::recover::decode::{put_items, put_lenient, put_lenient_scalar, put_lenient_scalar_tri, put_lenient_tag, put_or_empty, required_or_kept};
    pub use super::recover::encode::{kept, write_items, write_items_tri};
    pub use super::{Recovered, Tri};

    /// An object type with a streaming visitor and a member writer.
    pub trait ObjectCodec: Sized {
        /// What the visitor expects (for error messages).
        const EXPECTING: &'static str;
        /// Reads the (remaining) members of an object.
        fn __visit_map<'de, A: MapAccess<'de>>(map: A) -> Result<Self, A::Error>;
        /// Writes this value's members into an enclosing map.
        fn __serialize_fields<M: SerializeMap>(&self, map: &mut M) -> Result<(), M::Error>;
    }

    struct ObjectVisitor<T>(PhantomData<T>);

    impl<'de, T: ObjectCodec> Visitor<'de> for ObjectVisitor<T> {
        type Value = T;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str(T::EXPECTING)
        }
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
            T::__visit_map(map)
        }
    }

    /// `Deserialize` for an [`ObjectCodec`].
    pub fn deserialize_object<'de, D: Deserializer<'de>, T: ObjectCodec>(
        d: D,
    ) -> Result<T, D::Error> {
        d.deserialize_map(ObjectVisitor(PhantomData))
    }

    /// `Serialize` for an [`ObjectCodec`].
    pub fn serialize_object<S: Serializer, T: ObjectCodec>(v: &T, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        v.__serialize_fields(&mut m)?;
        m.end()
    }

    /// A member name, borrowed from the input when possible.
    pub struct Key<'de>(pub Cow<'de, str>);

    impl<'de> Key<'de> {
        pub fn as_str(&self) -> &str {
            &self.0
        }
        pub fn into_owned(self) -> String {
            self.0.into_owned()
        }
        pub fn owned(s: String) -> Self {
            Key(Cow::Owned(s))
        }
    }

    struct KeyVisitor;

    impl<'de> Visitor<'de> for KeyVisitor {
        type Value = Key<'de>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a string")
        }
        fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Key<'de>, E> {
            Ok(Key(Cow::Borrowed(v)))
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<Key<'de>, E> {
            Ok(Key(Cow::Owned(v.to_owned())))
        }
        fn visit_string<E: de::Error>(self, v: String) -> Result<Key<'de>, E> {
            Ok(Key(Cow::Owned(v)))
        }
    }

    impl<'de> Deserialize<'de> for Key<'de> {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            d.deserialize_str(KeyVisitor)
        }
    }

    /// The members after a union's tag, read as they stream: a second
    /// member named like the tag is refused (`duplicate field`), as the
    /// buffered path refuses it — otherwise the payload would keep it as an
    /// unknown member and the union would write the tag twice.
    pub struct TagGuard<A> {
        inner: A,
        tag: &'static str,
    }

    impl<A> TagGuard<A> {
        pub fn new(inner: A, tag: &'static str) -> Self {
            TagGuard { inner, tag }
        }
    }

    impl<'de, A: MapAccess<'de>> MapAccess<'de> for TagGuard<A> {
        type Error = A::Error;

        fn next_key_seed<K: de::DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, A::Error> {
            let Some(key) = self.inner.next_key::<Key<'de>>()? else { return Ok(None) };
            if key.as_str() == self.tag {
                return Err(de::Error::duplicate_field(self.tag));
            }
            match key.0 {
                Cow::Borrowed(s) => seed.deserialize(de::value::BorrowedStrDeserializer::new(s)).map(Some),
                Cow::Owned(s) => seed.deserialize(de::value::StringDeserializer::new(s)).map(Some),
            }
        }

        fn next_value_seed<V: de::DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
            self.inner.next_value_seed(seed)
        }

        fn size_hint(&self) -> Option<usize> {
            self.inner.size_hint()
        }
    }

    /// Reads a member value into a one-shot slot.
    pub fn put<'de, A: MapAccess<'de>, T: Deserialize<'de>>(
        map: &mut A,
        slot: &mut Option<T>,
        name: &'static str,
    ) -> Result<(), A::Error> {
        if slot.is_some() {
            return Err(de::Error::duplicate_field(name));
        }
        *slot = Some(map.next_value()?);
        Ok(())
    }

    /// As [`put`], for a member whose type is an object type (an
    /// [`ObjectCodec`], whose `Deserialize` is [`deserialize_object`]): the
    /// visitor writes the value into the slot and hands `()` back through
    /// the deserializer. Why: serde returns values by value, and on the way
    /// out of `deserialize_map` and `next_value` each nesting level was
    /// moved three or four times; a `session/update` (its update ~400
    /// bytes, the content block in it ~320) paid about twenty `memcpy`s for
    /// that. The same visitor, the same `expecting`, so the same errors.
    pub fn put_object<'de, A: MapAccess<'de>, T: ObjectCodec>(
        map: &mut A,
        slot: &mut Option<T>,
        name: &'static str,
    ) -> Result<(), A::Error> {
        if slot.is_some() {
            return Err(de::Error::duplicate_field(name));
        }
        map.next_value_seed(IntoSlot(slot))
    }

    struct IntoSlot<'s, T>(&'s mut Option<T>);

    impl<'de, T: ObjectCodec> de::DeserializeSeed<'de> for IntoSlot<'_, T> {
        type Value = ();
        fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
            d.deserialize_map(self)
        }
    }

    impl<'de, T: ObjectCodec> Visitor<'de> for IntoSlot<'_, T> {
        type Value = ();
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str(T::EXPECTING)
        }
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<(), A::Error> {
            *self.0 = Some(T::__visit_map(map)?);
            Ok(())
        }
    }

    /// [`deserialize_object`] into a box: the deserializer moves the box,
    /// not the value (for params decoded ahead; see [`put_object`]).
    pub fn deserialize_object_boxed<'de, D: Deserializer<'de>, T: ObjectCodec>(
        d: D,
    ) -> Result<Box<T>, D::Error> {
        d.deserialize_map(BoxVisitor(PhantomData))
    }

    struct BoxVisitor<T>(PhantomData<T>);

    impl<'de, T: ObjectCodec> Visitor<'de> for BoxVisitor<T> {
        type Value = Box<T>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str(T::EXPECTING)
        }
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Box<T>, A::Error> {
            T::__visit_map(map).map(Box::new)
        }
    }

    /// Reads a nullable member (`null` → [`Tri::Null`]).
    pub fn put_tri<'de, A: MapAccess<'de>, T: Deserialize<'de>>(
        map: &mut A,
        slot: &mut Tri<T>,
        name: &'static str,
    ) -> Result<(), A::Error> {
        if !slot.is_absent() {
            return Err(de::Error::duplicate_field(name));
        }
        *slot = match map.next_value::<Option<T>>()? {
            Some(v) => Tri::Value(v),
            None => Tri::Null,
        };
        Ok(())
    }

    /// Keeps an unknown member. A member name that comes twice is refused,
    /// as for known members: keeping one would lose the other, and a union
    /// whose tag came twice would read one tag when streaming and the other
    /// when buffered (found by the `decode` fuzz target).
    pub fn put_extra<'de, A: MapAccess<'de>>(
        map: &mut A,
        extra: &mut Map<String, Value>,
        key: Key<'de>,
    ) -> Result<(), A::Error> {
        let v: Value = map.next_value()?;
        match extra.entry(key.into_owned()) {
            serde_json::map::Entry::Vacant(e) => {
                e.insert(v);
                Ok(())
            }
            serde_json::map::Entry::Occupied(e) => Err(de::Error::custom(format_args!("duplicate field `{}`", e.key()))),
        }
    }

    /// A required member, or serde's "missing field" error.
    pub fn required<T, E: de::Error>(slot: Option<T>, name: &'static str) -> Result<T, E> {
        slot.ok_or_else(|| E::missing_field(name))
    }

    /// Collects the remaining members of a map.
    pub fn collect_map<'de, A: MapAccess<'de>>(mut map: A) -> Result<Map<String, Value>, A::Error> {
        let mut out = Map::new();
        while let Some(k) = map.next_key::<Key<'de>>()? {
            put_extra(&mut map, &mut out, k)?;
        }
        Ok(out)
    }

    /// Buffers a map whose first key was already read.
    pub fn buffer_from<'de, A: MapAccess<'de>>(
        first: Key<'de>,
        mut map: A,
    ) -> Result<Map<String, Value>, A::Error> {
        let mut out = Map::new();
        put_extra(&mut map, &mut out, first)?;
        while let Some(k) = map.next_key::<Key<'de>>()? {
            put_extra(&mut map, &mut out, k)?;
        }
        Ok(out)
    }

    /// A `MapAccess` over a buffered object.
    pub type BufferAccess = serde::de::value::MapDeserializer<
        'static,
        serde_json::map::IntoIter,
        serde_json::Error,
    >;

    /// Streams a buffered object through a visitor.
    pub fn buffer_access(buf: Map<String, Value>) -> BufferAccess {
        serde::de::value::MapDeserializer::new(buf.into_iter())
    }

    /// Removes and returns a string tag from a buffered object.
    pub fn take_tag(
        buf: &mut Map<String, Value>,
        tag: &'static str,
    ) -> Result<Option<String>, serde_json::Error> {
        match buf.remove(tag) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s)),
            Some(other) => Err(de::Error::invalid_type(unexpected(&other), &"a string tag")),
        }
    }

    fn unexpected(v: &Value) -> de::Unexpected<'_> {
        match v {
            Value::Null => de::Unexpected::Unit,
            Value::Bool(b) => de::Unexpected::Bool(*b),
            Value::Number(n) => match n.as_f64() {
                Some(f) => de::Unexpected::Float(f),
                None => de::Unexpected::Other("number"),
            },
            Value::String(s) => de::Unexpected::Str(s),
            Value::Array(_) => de::Unexpected::Seq,
            Value::Object(_) => de::Unexpected::Map,
        }
    }

    /// Deserializes a type from a buffered object.
    pub fn from_map<T: DeserializeOwned>(buf: Map<String, Value>) -> Result<T, serde_json::Error> {
        T::deserialize(Value::Object(buf))
    }

    /// Removes and deserializes a member of a buffered object (`None` if absent).
    pub fn take<T: DeserializeOwned>(
        buf: &mut Map<String, Value>,
        name: &'static str,
    ) -> Result<Option<T>, serde_json::Error> {
        match buf.get(name) {
            None => Ok(None),
            Some(v) => {
                let t = T::deserialize(v)?;
                buf.remove(name);
                Ok(Some(t))
            }
        }
    }

    /// As [`take`], for a nullable member.
    pub fn take_tri<T: DeserializeOwned>(
        buf: &mut Map<String, Value>,
        name: &'static str,
    ) -> Result<Tri<T>, serde_json::Error> {
        Ok(match take::<Option<T>>(buf, name)? {
            None => Tri::Absent,
            Some(None) => Tri::Null,
            Some(Some(v)) => Tri::Value(v),
        })
    }

    /// As [`take`], for a member whose `null` means "empty".
    pub fn take_or_empty<T: DeserializeOwned + Default>(
        buf: &mut Map<String, Value>,
        name: &'static str,
    ) -> Result<Option<T>, serde_json::Error> {
        Ok(take::<Option<T>>(buf, name)?.map(Option::unwrap_or_default))
    }

    /// Maps a buffered-path error into the outer deserializer's error type.
    pub fn lift<T, E: de::Error>(r: Result<T, serde_json::Error>) -> Result<T, E> {
        r.map_err(E::custom)
    }

    /// Writes kept unknown members.
    pub fn write_extra<M: SerializeMap>(map: &mut M, extra: &Map<String, Value>) -> Result<(), M::Error> {
        for (k, v) in extra {
            map.serialize_entry(k, v)?;
        }
        Ok(())
    }

    /// Deserializes `T` from `json` and serializes it back to a `Value`.
    pub fn roundtrip<T: DeserializeOwned + serde::Serialize>(
        json: &str,
    ) -> Result<Value, serde_json::Error> {
        let t: T = serde_json::from_str(json)?;
        serde_json::to_value(&t)
    }

    /// Deserializes `T` from `json` and lists what its hints recovered.
    pub fn recoveries_of<T: DeserializeOwned + serde::Serialize>(
        json: &str,
    ) -> Result<Vec<super::Recovery>, serde_json::Error> {
        let t: T = serde_json::from_str(json)?;
        Ok(super::recoveries(&t))
    }

    /// Deserializes method params (absent params read as `{}`).
    pub fn decode_params<T: DeserializeOwned>(
        params: Option<&serde_json::value::RawValue>,
    ) -> Result<T, serde_json::Error> {
        serde_json::from_str(params.map_or("{}", |p| p.get()))
    }

    /// Serializes into a boxed raw value.
    pub fn to_raw<T: serde::Serialize + ?Sized>(
        v: &T,
    ) -> Result<Box<serde_json::value::RawValue>, serde_json::Error> {
        serde_json::value::to_raw_value(v)
    }

    /// Error for a union value that matched none of its branches.
    pub fn no_branch<E: de::Error>(what: &str, errors: &[(&str, String)]) -> E {
        let mut msg = format!("data did not match any variant of {what}");
        for (name, e) in errors {
            msg.push_str(&format!("; {name}: {e}"));
        }
        E::custom(msg)
    }
}
