//! JSON equality for round-trip checks: same members (an absent member is not
//! `null`), arrays element by element, numbers compared by value (`1 == 1.0`,
//! but `18446744073709551615 != 1.8446744073709552e19`).

use serde_json::{Number, Value};

/// Every difference between `expected` and `actual`, as
/// `"<json pointer>: <what differs>"` (empty when equal).
pub fn diff(expected: &Value, actual: &Value) -> Vec<String> {
    let mut out = Vec::new();
    diff_at(&mut String::new(), expected, actual, &mut out);
    out
}

/// `diff` rendered on one line, at most `max` entries.
pub fn diff_summary(expected: &Value, actual: &Value, max: usize) -> String {
    let d = diff(expected, actual);
    let mut s = d.iter().take(max).cloned().collect::<Vec<_>>().join("; ");
    if d.len() > max {
        s.push_str(&format!("; … {} more", d.len() - max));
    }
    s
}

pub fn json_eq(expected: &Value, actual: &Value) -> bool {
    diff(expected, actual).is_empty()
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.len() > 120 {
        format!("{}…", &s[..s.char_indices().nth(117).map_or(s.len(), |(i, _)| i)])
    } else {
        s
    }
}

fn diff_at(path: &mut String, a: &Value, b: &Value, out: &mut Vec<String>) {
    let here = |p: &str| if p.is_empty() { "/".to_string() } else { p.to_string() };
    match (a, b) {
        (Value::Object(ma), Value::Object(mb)) => {
            for (k, va) in ma {
                let len = path.len();
                path.push('/');
                path.push_str(&k.replace('~', "~0").replace('/', "~1"));
                match mb.get(k) {
                    Some(vb) => diff_at(path, va, vb, out),
                    None => out.push(format!("{}: member dropped (was {})", path, short(va))),
                }
                path.truncate(len);
            }
            for (k, vb) in mb {
                if !ma.contains_key(k) {
                    out.push(format!(
                        "{}/{}: member added ({})",
                        path,
                        k.replace('~', "~0").replace('/', "~1"),
                        short(vb)
                    ));
                }
            }
        }
        (Value::Array(xa), Value::Array(xb)) => {
            if xa.len() != xb.len() {
                out.push(format!(
                    "{}: array length {} became {}",
                    here(path),
                    xa.len(),
                    xb.len()
                ));
            }
            for (i, (va, vb)) in xa.iter().zip(xb).enumerate() {
                let len = path.len();
                path.push_str(&format!("/{i}"));
                diff_at(path, va, vb, out);
                path.truncate(len);
            }
        }
        (Value::Number(na), Value::Number(nb)) => {
            if !numbers_equal(na, nb) {
                out.push(format!("{}: number {} became {}", here(path), na, nb));
            }
        }
        _ => {
            if a != b {
                out.push(format!("{}: {} became {}", here(path), short(a), short(b)));
            }
        }
    }
}

/// Numeric equality without going through `f64` for two integers.
pub fn numbers_equal(a: &Number, b: &Number) -> bool {
    fn as_int(n: &Number) -> Option<i128> {
        n.as_i64()
            .map(i128::from)
            .or_else(|| n.as_u64().map(i128::from))
    }
    fn float_as_int(f: f64) -> Option<i128> {
        (f.is_finite() && f.fract() == 0.0 && f.abs() < 1.7e38).then_some(f as i128)
    }
    match (as_int(a), as_int(b)) {
        (Some(x), Some(y)) => x == y,
        (Some(x), None) => b.as_f64().and_then(float_as_int) == Some(x),
        (None, Some(y)) => a.as_f64().and_then(float_as_int) == Some(y),
        (None, None) => a.as_f64() == b.as_f64(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn equality_rules() {
        assert!(json_eq(&json!({"a": 1}), &json!({"a": 1.0})));
        assert!(!json_eq(&json!({"a": null}), &json!({})));
        assert!(!json_eq(&json!(18446744073709551615u64), &json!(1.8446744073709552e19)));
        assert_eq!(diff(&json!({"a": [1, 2]}), &json!({"a": [1, 3]})), vec!["/a/1: number 2 became 3"]);
    }
}
