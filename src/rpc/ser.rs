//! Compact JSON output for outgoing params and results, byte for byte what
//! `serde_json::to_writer` writes, with a faster string escaper.
//!
//! Why: `serde_json` escapes strings one byte at a time and makes two calls
//! per escape; prompt text and file contents are full of `"` and `\n`, so
//! encoding a 1 MiB prompt cost about 11 instructions per byte. This writer
//! finds the bytes that need an escape 32 at a time (long strings) or eight
//! at a time (short ones and the tail) and copies the clean bytes around
//! them with fixed-size stores. Numbers are formatted by `serde_json`
//! itself; only the structure and the strings are written here.
//!
//! This file holds the `Serializer` (structure, numbers by `serde_json`,
//! `RawValue` passed through); the string escaper is in `escape`, the
//! byte-for-byte comparisons with `serde_json` in `tests`.

use serde::ser::{self, Error as _, Serialize};

mod escape;
#[cfg(test)]
mod tests;

use escape::write_str;

type Error = serde_json::Error;
type Result<T = ()> = std::result::Result<T, Error>;

/// `serde_json`'s marker for a [`serde_json::value::RawValue`] being serialized.
const RAW_VALUE_TOKEN: &str = "$serde_json::private::RawValue";

/// Writes `value` as compact JSON at the end of `out` (as `serde_json::to_writer`).
///
/// # Errors
/// As `serde_json::to_writer` (a map key that is not a string, a failing
/// `Serialize` impl); `out` may then hold a partial value.
pub(crate) fn write<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) -> Result {
    value.serialize(&mut Writer { out })
}

struct Writer<'a> {
    out: &'a mut Vec<u8>,
}

impl Writer<'_> {
    /// A number (or other scalar) formatted by `serde_json`.
    fn scalar<T: Serialize>(&mut self, v: T) -> Result {
        serde_json::to_writer(&mut *self.out, &v)
    }
}

/// A sequence, map or struct being written.
struct Compound<'w, 'a> {
    w: &'w mut Writer<'a>,
    first: bool,
    /// Closing bytes (`]`, `}`, or `]}`/`}}` for variants).
    close: &'static [u8],
    /// Inside `serde_json`'s `RawValue` marker struct.
    raw: bool,
}

impl Compound<'_, '_> {
    fn comma(&mut self) {
        if self.first {
            self.first = false;
        } else {
            self.w.out.push(b',');
        }
    }

    fn member<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result {
        self.comma();
        write_str(self.w.out, key);
        self.w.out.push(b':');
        value.serialize(&mut *self.w)
    }

    fn finish(self) -> Result {
        self.w.out.extend_from_slice(self.close);
        Ok(())
    }
}

impl<'w, 'a> ser::Serializer for &'w mut Writer<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'w, 'a>;
    type SerializeTuple = Compound<'w, 'a>;
    type SerializeTupleStruct = Compound<'w, 'a>;
    type SerializeTupleVariant = Compound<'w, 'a>;
    type SerializeMap = Compound<'w, 'a>;
    type SerializeStruct = Compound<'w, 'a>;
    type SerializeStructVariant = Compound<'w, 'a>;

    fn serialize_bool(self, v: bool) -> Result {
        self.out.extend_from_slice(if v { b"true" } else { b"false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result {
        self.scalar(v)
    }
    fn serialize_i16(self, v: i16) -> Result {
        self.scalar(v)
    }
    fn serialize_i32(self, v: i32) -> Result {
        self.scalar(v)
    }
    fn serialize_i64(self, v: i64) -> Result {
        self.scalar(v)
    }
    fn serialize_i128(self, v: i128) -> Result {
        self.scalar(v)
    }
    fn serialize_u8(self, v: u8) -> Result {
        self.scalar(v)
    }
    fn serialize_u16(self, v: u16) -> Result {
        self.scalar(v)
    }
    fn serialize_u32(self, v: u32) -> Result {
        self.scalar(v)
    }
    fn serialize_u64(self, v: u64) -> Result {
        self.scalar(v)
    }
    fn serialize_u128(self, v: u128) -> Result {
        self.scalar(v)
    }
    fn serialize_f32(self, v: f32) -> Result {
        self.scalar(v)
    }
    fn serialize_f64(self, v: f64) -> Result {
        self.scalar(v)
    }
    fn serialize_char(self, v: char) -> Result {
        write_str(self.out, v.encode_utf8(&mut [0u8; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result {
        write_str(self.out, v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result {
        self.scalar(v)
    }
    fn serialize_none(self) -> Result {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result {
        self.out.extend_from_slice(b"null");
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &'static str) -> Result {
        write_str(self.out, variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Result {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result {
        self.out.push(b'{');
        write_str(self.out, variant);
        self.out.push(b':');
        value.serialize(&mut *self)?;
        self.out.push(b'}');
        Ok(())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'w, 'a>> {
        self.out.push(b'[');
        Ok(Compound { w: self, first: true, close: b"]", raw: false })
    }
    fn serialize_tuple(self, len: usize) -> Result<Compound<'w, 'a>> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Compound<'w, 'a>> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'w, 'a>> {
        self.out.push(b'{');
        write_str(self.out, variant);
        self.out.extend_from_slice(b":[");
        Ok(Compound { w: self, first: true, close: b"]}", raw: false })
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'w, 'a>> {
        self.out.push(b'{');
        Ok(Compound { w: self, first: true, close: b"}", raw: false })
    }
    fn serialize_struct(self, name: &'static str, _len: usize) -> Result<Compound<'w, 'a>> {
        if name == RAW_VALUE_TOKEN {
            return Ok(Compound { w: self, first: true, close: b"", raw: true });
        }
        self.serialize_map(None)
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'w, 'a>> {
        self.out.push(b'{');
        write_str(self.out, variant);
        self.out.extend_from_slice(b":{");
        Ok(Compound { w: self, first: true, close: b"}}", raw: false })
    }
}

impl ser::SerializeSeq for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.comma();
        value.serialize(&mut *self.w)
    }
    fn end(self) -> Result {
        self.finish()
    }
}

impl ser::SerializeTuple for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result {
        self.finish()
    }
}

impl ser::SerializeTupleStruct for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result {
        self.finish()
    }
}

impl ser::SerializeTupleVariant for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result {
        self.finish()
    }
}

impl ser::SerializeMap for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result {
        self.comma();
        let out = &mut *self.w.out;
        let start = out.len();
        key.serialize(&mut Writer { out: &mut *out })?;
        // Like serde_json: strings as they are, numbers and booleans quoted,
        // anything else refused.
        match out.get(start) {
            Some(b'"') => Ok(()),
            Some(b'-' | b'0'..=b'9' | b't' | b'f') => {
                out.insert(start, b'"');
                out.push(b'"');
                Ok(())
            }
            _ => Err(Error::custom("key must be a string")),
        }
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.w.out.push(b':');
        value.serialize(&mut *self.w)
    }
    fn end(self) -> Result {
        self.finish()
    }
}

impl ser::SerializeStruct for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result {
        if self.raw {
            // The marker struct's one field is the raw JSON text, written as is.
            return match serde_json::to_value(value)? {
                serde_json::Value::String(text) => {
                    self.w.out.extend_from_slice(text.as_bytes());
                    Ok(())
                }
                _ => Err(Error::custom("raw value is not text")),
            };
        }
        self.member(key, value)
    }
    fn end(self) -> Result {
        self.finish()
    }
}

impl ser::SerializeStructVariant for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result {
        self.member(key, value)
    }
    fn end(self) -> Result {
        self.finish()
    }
}
