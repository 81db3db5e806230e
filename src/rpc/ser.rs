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

use serde::ser::{self, Error as _, Serialize};

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

/// `ESCAPE[b]`: 0 when `b` is written as is, else the character after the
/// backslash (`u`: `\u00XX`).
static ESCAPE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 0x20 {
        t[i] = b'u';
        i += 1;
    }
    t[0x08] = b'b';
    t[0x09] = b't';
    t[0x0a] = b'n';
    t[0x0c] = b'f';
    t[0x0d] = b'r';
    t[b'"' as usize] = b'"';
    t[b'\\' as usize] = b'\\';
    t
};

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;

/// High bit set in each byte of `w` that needs an escape. Exact for the
/// lowest flagged byte (borrows only run upward), which is all we use.
#[inline]
fn needs_escape(w: u64) -> u64 {
    let ctl = w.wrapping_sub(LO * 0x20) & !w;
    let q = w ^ (LO * u64::from(b'"'));
    let bs = w ^ (LO * u64::from(b'\\'));
    (ctl | (q.wrapping_sub(LO) & !q) | (bs.wrapping_sub(LO) & !bs)) & HI
}

/// Appends the escape sequence of `byte` (one with `ESCAPE[byte] != 0`).
#[inline]
fn write_escape(out: &mut Vec<u8>, byte: u8) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let esc = ESCAPE[usize::from(byte)];
    if esc == b'u' {
        out.extend_from_slice(&[b'\\', b'u', b'0', b'0', HEX[usize::from(byte >> 4)], HEX[usize::from(byte & 0xf)]]);
    } else {
        out.extend_from_slice(&[b'\\', esc]);
    }
}

/// Strings at least this long take the 32-byte block loop ([`write_blocks`]);
/// below it, zeroing the block loop's staging array costs more than the
/// loop saves.
const LONG: usize = 256;

fn write_str(out: &mut Vec<u8>, s: &str) {
    let b = s.as_bytes();
    out.reserve(b.len() + 2);
    out.push(b'"');
    if b.len() >= LONG {
        let done = write_blocks(out, b);
        write_words(out, &b[done..]);
    } else {
        write_words(out, b);
    }
    out.push(b'"');
}

/// The eight-byte escaper (short strings, and what the block loop leaves).
/// Inlined into [`write_str`] so its constants stay in registers there.
#[inline(always)]
fn write_words(out: &mut Vec<u8>, b: &[u8]) {
    let mut i = 0;
    while let Some(chunk) = b.get(i..i + 8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        // The whole word goes out with one fixed-size copy (a store, no
        // `memcpy` call per run); when it holds a byte to escape, the bytes
        // from that one on are dropped again and scanning resumes after it.
        // Text with an escape every dozen bytes (prompts, source files) pays
        // a truncate instead of a call and a length computation per run.
        out.extend_from_slice(&word);
        let m = needs_escape(u64::from_le_bytes(word));
        if m == 0 {
            i += 8;
            continue;
        }
        let k = (m.trailing_zeros() / 8) as usize;
        out.truncate(out.len() - (8 - k));
        write_escape(out, word[k]);
        i += k + 1;
    }
    for &byte in &b[i..] {
        if ESCAPE[usize::from(byte)] == 0 {
            out.push(byte);
        } else {
            write_escape(out, byte);
        }
    }
}

/// Bit `j` set when byte `j` of `c` needs an escape. The compares are a
/// plain loop over the bytes, which LLVM turns into a few vector compares
/// (the crate has no `unsafe` for intrinsics); each eight flags (`1` per
/// byte) are then gathered into one byte with a multiply, every flag
/// landing on a bit of its own with no carries.
#[inline(always)]
fn escapes32(c: &[u8; 32]) -> u32 {
    let mut t = [0u8; 32];
    for (t, &b) in t.iter_mut().zip(c) {
        *t = u8::from((b < 0x20) | (b == b'"') | (b == b'\\'));
    }
    let bits = |j: usize| {
        let w = u64::from_le_bytes([t[j], t[j + 1], t[j + 2], t[j + 3], t[j + 4], t[j + 5], t[j + 6], t[j + 7]]);
        (w.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
    };
    bits(0) | bits(8) << 8 | bits(16) << 16 | bits(24) << 24
}

/// `PAIR[b]`: the two-byte escape of `b` (`\"`, `\n`, …) as a little-endian
/// `u16`; 0 when `b` needs none or the six-byte `\u00XX`.
static PAIR: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut i = 0;
    while i < 256 {
        let e = ESCAPE[i];
        if e != 0 && e != b'u' {
            t[i] = u16::from_le_bytes([b'\\', e]);
        }
        i += 1;
    }
    t
};

/// Staging room on the stack for [`write_blocks`]: it writes here by index
/// (the position stays in a register, where a `Vec`'s length and capacity
/// are reloaded and checked per append) and hands each full stretch to
/// `out` with one copy. Small enough that zeroing it is a short vector loop
/// rather than a `rep stos`.
const STAGE: usize = 2048;
/// Room one block may need past the output position: 32 bytes, each
/// escaped as `\u00XX`, plus the 32-byte copy after the last escape.
const BLOCK_ROOM: usize = 32 * 6 + 32;

/// Writes the `\u00XX` escape of `byte` at `stage[d..]`, then `rest`;
/// returns how much further on the block's bytes now land (5). Out of line:
/// control bytes without a short escape are rare, and keeping them apart
/// leaves the two-byte escape a short straight path.
#[cold]
#[inline(never)]
fn write_u_escape(stage: &mut [u8; STAGE], d: usize, byte: u8, rest: &[u8]) -> usize {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let dst = &mut stage[d..d + 6 + rest.len()];
    dst[..6].copy_from_slice(&[b'\\', b'u', b'0', b'0', HEX[usize::from(byte >> 4)], HEX[usize::from(byte & 0xf)]]);
    dst[6..].copy_from_slice(rest);
    5
}

/// Escapes `b` 32 bytes at a time while at least 64 remain (each block's
/// copies read up to 32 bytes past it), appending to `out`; returns how
/// many bytes of `b` it consumed. Out of line, so the short-string path in
/// [`write_str`] keeps its registers.
#[inline(never)]
fn write_blocks(out: &mut Vec<u8>, b: &[u8]) -> usize {
    let mut stage = [0u8; STAGE];
    let mut n = 0;
    let mut i = 0;
    while let Some(win) = b.get(i..i + 64) {
        if n > STAGE - BLOCK_ROOM {
            out.extend_from_slice(&stage[..n]);
            n = 0;
        }
        let block: &[u8; 32] = win[..32].try_into().unwrap_or(&[0; 32]);
        stage[n..n + 32].copy_from_slice(block);
        let mut m = escapes32(block);
        i += 32;
        // Until the next escape, block byte j lands at `base + j`. Each
        // escape writes its sequence at its byte's place and copies the 32
        // bytes after it behind the sequence: that covers the rest of the
        // block, and what it writes past the block the next one overwrites
        // (or the final copy leaves out).
        let mut base = n;
        while m != 0 {
            let k = m.trailing_zeros() as usize;
            let d = base + k;
            let byte = win[k];
            let pair = PAIR[usize::from(byte)];
            if pair == 0 {
                base += write_u_escape(&mut stage, d, byte, &win[k + 1..k + 33]);
            } else {
                let dst = &mut stage[d..d + 34];
                dst[..2].copy_from_slice(&pair.to_le_bytes());
                dst[2..].copy_from_slice(&win[k + 1..k + 33]);
                base += 1;
            }
            m &= m - 1;
        }
        n = base + 32;
    }
    out.extend_from_slice(&stage[..n]);
    i
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn same<T: Serialize + ?Sized>(v: &T) {
        let mut ours = Vec::new();
        write(&mut ours, v).unwrap();
        let theirs = serde_json::to_vec(v).unwrap();
        assert_eq!(String::from_utf8_lossy(&ours), String::from_utf8_lossy(&theirs));
    }

    #[test]
    fn strings_escape_like_serde_json() {
        // Every byte value at every offset of an 8-byte step, next to runs
        // of plain text and multi-byte characters.
        for c in 0u32..0x100 {
            let ch = char::from_u32(c).unwrap_or('?');
            for pad in 0..10 {
                let s = format!("{}{ch}é\"{}\\\u{7f}{ch}", "a".repeat(pad), "xyz".repeat(pad));
                same(&s);
            }
        }
        same("");
        // Long text, escapes at and around every offset of an 8-byte step.
        same(&"ab\"c\n\u{1}dé".repeat(700));
        for cut in 1014..1030 {
            same(&format!("\n{}{}", "x".repeat(cut), "\"\\\u{0}\n".repeat(9)));
        }
        same("fn f1() { println!(\"line 1\"); }\n\r\t\u{8}\u{c}\u{1}\u{1f} ünï 日本 🎉");
    }

    #[test]
    fn escape_pairs_at_every_offset_like_serde_json() {
        // Two bytes of interest at every pair of offsets of strings up to
        // two words and a tail long: escapes back to back, at a word's first
        // and last byte, in the tail, next to bytes just outside each class.
        let probes = [b'"', b'\\', 0x00, 0x08, 0x1f, b' ', b'!', b'#', b'[', b']', 0x7f, b'a'];
        for len in 0..=19 {
            for p in 0..len {
                for q in p..len {
                    for &x in &probes {
                        for &y in &[b'"', b'\\', b'\n', 0x1f, b' '] {
                            let mut v = vec![b'a'; len];
                            v[p] = x;
                            v[q] = y;
                            same(std::str::from_utf8(&v).unwrap());
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn long_strings_like_serde_json() {
        // Strings of at least `LONG` bytes go through the 32-byte block loop
        // and its staging array. Clean ASCII fills the stage 32 bytes per
        // block, so its first flush comes at input offset 1856: put every
        // kind of escape and multi-byte character at and around that point
        // and around the flushes after it.
        let pieces = ["\"", "\\", "\n", "\u{0}", "\u{1f}", "\t", "\u{7f}", "é", "日", "🎉", "\"\n", "\u{1}\u{2}"];
        for piece in pieces {
            for at in (1830..1880).chain(3700..3730) {
                same(&format!("{}{piece}{}", "x".repeat(at), "y".repeat(4000 - at)));
            }
        }
        // A piece every 31 bytes, shifted: escapes and characters at every
        // offset of a block, and (each escape growing the output) flushes
        // at other places of the input.
        for piece in pieces {
            for pad in 0..33 {
                let mut s = "p".repeat(pad);
                while s.len() < 3 * STAGE {
                    s.push_str("abcdefghijklmnopqrstuvwxyz01234");
                    s.push_str(piece);
                }
                same(&s);
            }
        }
        // Dense escapes, the six-byte ones included: the stage fills in few
        // input bytes, up to its worst case of a block of 32 `\u00XX`.
        for pad in 0..70 {
            same(&format!("{}{}", "z".repeat(pad), "\u{0}\"\n".repeat(1500)));
            same(&format!("{}{}", "z".repeat(pad), "\u{1}".repeat(5000)));
        }
        // Lengths around `LONG` and the hand-over to the word loop (the
        // block loop needs 64 bytes left), an escape or character last.
        for len in LONG - 3..LONG + 100 {
            for piece in pieces {
                same(&format!("{}{piece}", "w".repeat(len)));
            }
        }
        // Pseudo-random text over an alphabet of plain, escaped and
        // multi-byte characters.
        let alphabet = ['a', ' ', '"', '\\', '\n', '\u{0}', '\u{1f}', 'é', '日', '🎉', '\u{7f}', '/'];
        let mut x = 0x2545_f491_u32;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        };
        for _ in 0..200 {
            let len = next() as usize % 6000;
            let s: String = (0..len).map(|_| alphabet[next() as usize % alphabet.len()]).collect();
            same(&s);
        }
    }

    #[test]
    fn values_like_serde_json() {
        same(&json!({
            "a": [1, -2, 3.5, 1e300, u64::MAX, i64::MIN, null, true, false, "s"],
            "nested": {"k\"ey": {"": []}, "obj": {}},
            "text": "line\nbreak",
        }));
        same(&(1u8, 'c', "t", Some(2), None::<u8>, ()));
        same(&std::collections::BTreeMap::from([(1, "one"), (-2, "minus two")]));
        same(&std::collections::BTreeMap::from([(true, 1)]));
        same(&[f64::NAN, f64::INFINITY]);
        let raw = serde_json::value::RawValue::from_string(r#"{"raw": [1, 2]}"#.into()).unwrap();
        same(&raw);
        same(&std::collections::BTreeMap::from([("r", &*raw)]));
        #[derive(serde::Serialize)]
        enum E {
            U,
            N(u8),
            T(u8, &'static str),
            S { a: u8 },
        }
        same(&[E::U, E::N(1), E::T(2, "x"), E::S { a: 3 }]);
        let bad = std::collections::BTreeMap::from([((1, 2), 3)]);
        assert!(write(&mut Vec::new(), &bad).is_err());
    }
}
