//! An ordered JSON value written exactly as Python's
//! `json.dumps(value, indent=N)` writes it (ASCII only, `\uXXXX` escapes,
//! `", "`-free separators with indentation, no trailing newline), so that
//! fixtures first made by a Python script regenerate byte for byte.

/// A JSON value whose objects keep their member order.
#[derive(Clone, Debug, PartialEq)]
pub enum Py {
    Null,
    Int(i64),
    Str(String),
    Arr(Vec<Py>),
    Obj(Vec<(String, Py)>),
}

impl Py {
    pub fn str(s: impl Into<String>) -> Py {
        Py::Str(s.into())
    }
    pub fn obj(members: Vec<(&str, Py)>) -> Py {
        Py::Obj(members.into_iter().map(|(k, v)| (k.to_owned(), v)).collect())
    }
    pub fn opt_str(s: Option<&str>) -> Py {
        s.map_or(Py::Null, Py::str)
    }
}

/// `json.dumps(value, indent=indent)`.
pub fn dumps(value: &Py, indent: usize) -> String {
    let mut out = String::new();
    write(value, indent, 0, &mut out);
    out
}

fn write(value: &Py, indent: usize, level: usize, out: &mut String) {
    match value {
        Py::Null => out.push_str("null"),
        Py::Int(n) => out.push_str(&n.to_string()),
        Py::Str(s) => write_str(s, out),
        Py::Arr(items) if items.is_empty() => out.push_str("[]"),
        Py::Obj(members) if members.is_empty() => out.push_str("{}"),
        Py::Arr(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                out.push_str(if i == 0 { "\n" } else { ",\n" });
                pad(indent * (level + 1), out);
                write(item, indent, level + 1, out);
            }
            out.push('\n');
            pad(indent * level, out);
            out.push(']');
        }
        Py::Obj(members) => {
            out.push('{');
            for (i, (key, item)) in members.iter().enumerate() {
                out.push_str(if i == 0 { "\n" } else { ",\n" });
                pad(indent * (level + 1), out);
                write_str(key, out);
                out.push_str(": ");
                write(item, indent, level + 1, out);
            }
            out.push('\n');
            pad(indent * level, out);
            out.push('}');
        }
    }
}

fn pad(n: usize, out: &mut String) {
    out.extend(std::iter::repeat_n(' ', n));
}

/// Python's `ensure_ascii=True` string form.
fn write_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            ' '..='~' => out.push(c),
            _ => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    out.push_str(&format!("\\u{u:04x}"));
                }
            }
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_python_layout() {
        let v = Py::Arr(vec![Py::obj(vec![
            ("a", Py::Int(3)),
            ("b", Py::Arr(vec![])),
            ("c", Py::Obj(vec![])),
            ("d", Py::Arr(vec![Py::str("x"), Py::Null])),
        ])]);
        // python3 -c 'import json; print(json.dumps([{"a":3,"b":[],"c":{},"d":["x",None]}], indent=1))'
        let want = "[\n {\n  \"a\": 3,\n  \"b\": [],\n  \"c\": {},\n  \"d\": [\n   \"x\",\n   null\n  ]\n }\n]";
        assert_eq!(dumps(&v, 1), want);
    }

    #[test]
    fn escapes_like_ensure_ascii() {
        // json.dumps("é\"\\\n\x01😀") == '"\\u00e9\\"\\\\\\n\\u0001\\ud83d\\ude00"'
        assert_eq!(dumps(&Py::str("é\"\\\n\u{1}😀"), 1), r#""\u00e9\"\\\n\u0001\ud83d\ude00""#);
    }
}
