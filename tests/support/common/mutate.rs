//! Mutations of valid instances for the forward-compatibility and
//! invalid-input tests.

use serde_json::{Map, Value};

/// JSON pointers of every object inside `v` (including `v` itself).
pub fn object_pointers(v: &Value) -> Vec<String> {
    fn go(v: &Value, path: &mut String, out: &mut Vec<String>) {
        match v {
            Value::Object(m) => {
                out.push(path.clone());
                for (k, x) in m {
                    let len = path.len();
                    path.push('/');
                    path.push_str(&k.replace('~', "~0").replace('/', "~1"));
                    go(x, path, out);
                    path.truncate(len);
                }
            }
            Value::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    let len = path.len();
                    path.push_str(&format!("/{i}"));
                    go(x, path, out);
                    path.truncate(len);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    go(v, &mut String::new(), &mut out);
    out
}

/// `v` with `member: value` inserted into the object at each pointer that
/// does not have that member yet.
pub fn with_member_at(v: &Value, pointers: &[String], member: &str, value: &Value) -> Value {
    let mut out = v.clone();
    for p in pointers {
        if let Some(Value::Object(m)) = out.pointer_mut(p) {
            m.entry(member.to_string()).or_insert_with(|| value.clone());
        }
    }
    out
}

/// A value of a different JSON type than `v` (`None` for `null`).
pub fn wrong_type_for(v: &Value) -> Option<Value> {
    Some(match v {
        Value::Null => return None,
        Value::String(_) => Value::from(12345),
        Value::Number(_) | Value::Bool(_) | Value::Array(_) => Value::from("not-the-right-type"),
        Value::Object(_) => Value::from(42),
    })
}

/// `v` (an object) without `member`.
pub fn without(v: &Value, member: &str) -> Value {
    let mut m: Map<String, Value> = v.as_object().cloned().unwrap_or_default();
    m.remove(member);
    Value::Object(m)
}

/// `v` (an object) with `member` replaced.
pub fn replaced(v: &Value, member: &str, value: Value) -> Value {
    let mut m: Map<String, Value> = v.as_object().cloned().unwrap_or_default();
    m.insert(member.to_string(), value);
    Value::Object(m)
}
