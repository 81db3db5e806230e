//! The writer against `serde_json::to_vec`, byte for byte: strings with
//! every kind of escape at every offset of the word and block loops, long
//! strings, and whole values.

use super::escape::{LONG, STAGE};
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
fn mid_strings_like_serde_json() {
    // 32 to `LONG - 1` bytes: clean 32-byte stretches, then words. One byte
    // of interest at every offset of every length, and pairs around the
    // 32-byte steps.
    for len in 30..LONG + 2 {
        for p in 0..len {
            for &x in &[b'"', b'\\', b'\n', 0x1f, 0x7f] {
                let mut v = vec![b'm'; len];
                v[p] = x;
                same(std::str::from_utf8(&v).unwrap());
            }
        }
        same(&"q".repeat(len));
    }
    for len in [32, 33, 63, 64, 65, 95, 96, 97, 200] {
        for p in [0, 1, 30, 31, 32, 33, 62, 63, 64] {
            for q in [p, p + 1, 31, 32, 63, 64, 95, 96] {
                if p < len && q < len {
                    let mut v = vec![b'z'; len];
                    v[p] = b'"';
                    v[q] = 0x01;
                    same(std::str::from_utf8(&v).unwrap());
                }
            }
        }
    }
    same(&format!("{}é日本🎉\"", "w".repeat(40)));
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
