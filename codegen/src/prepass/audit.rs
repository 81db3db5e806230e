//! The keyword audit: walks every schema object before classification and
//! refuses any keyword, `format`, `contentEncoding` or `$ref` the generator
//! does not know, so that classification never silently ignores part of a
//! schema. Separate because it checks vocabulary, not shape.

use super::super::json::J;
use super::super::Error;
use super::keys::{fail, props, ref_name, ANNOTATION_KEYS};

const STRUCTURAL_KEYS: &[&str] = &[
    "$ref",
    "type",
    "properties",
    "required",
    "items",
    "additionalProperties",
    "unevaluatedProperties",
    "anyOf",
    "oneOf",
    "allOf",
    "not",
    "discriminator",
    "const",
    "enum",
    "format",
    "contentEncoding",
    "minimum",
    "maximum",
    "minLength",
    "minItems",
    // A plain JSON Schema assertion on a string member (`Cost.currency`,
    // `^[A-Z]{3}$`, in SDK 1.3.0–2.1.0): the member stays a `String`, the
    // pattern goes into its doc comment, the validator checks it.
    "pattern",
];
const X_DESER: &[&str] = &[
    "x-deserialize-default-on-error",
    "x-deserialize-skip-invalid-items",
    "x-deserialize-default-on-null",
];

fn known_format(base: &str, f: &str) -> bool {
    match base {
        "string" => ["uri", "date-time", "regex"].contains(&f),
        "integer" => ["uint16", "uint32", "uint64", "int32", "int64"].contains(&f),
        "number" => f == "double",
        _ => false,
    }
}

pub(super) fn audit(s: &J, where_: &str, defs: &[(String, J)]) -> Result<(), Error> {
    if let J::Bool(_) = s {
        return Ok(());
    }
    let J::Obj(m) = s else {
        return fail(where_, "schema is not an object");
    };
    for (k, _) in m {
        if !ANNOTATION_KEYS.contains(&k.as_str()) && !STRUCTURAL_KEYS.contains(&k.as_str()) {
            return fail(where_, format!("unknown keyword {k:?}"));
        }
    }
    for k in X_DESER.iter().chain(["x-docs-ignore"].iter()) {
        if let Some(v) = s.get(k) {
            if !v.is_true() {
                return fail(where_, format!("{k} must be true"));
            }
        }
    }
    if let Some(r) = s.get("$ref") {
        let n = ref_name(r, where_)?;
        if !defs.iter().any(|(d, _)| *d == n) {
            return fail(where_, format!("dangling $ref {n}"));
        }
    }
    if let Some(f) = s.get("format") {
        let base = match s.get("type") {
            Some(J::Str(t)) => t.clone(),
            Some(J::Arr(a)) => a
                .iter()
                .filter_map(J::as_str)
                .find(|t| *t != "null")
                .unwrap_or("")
                .to_owned(),
            _ => String::new(),
        };
        if !f.as_str().is_some_and(|f| known_format(&base, f)) {
            return fail(where_, format!("unknown format {} for {base:?}", f.to_json()));
        }
    }
    if let Some(p) = s.get("pattern") {
        if p.as_str().is_none() {
            return fail(where_, format!("pattern {} is not a string", p.to_json()));
        }
        let string = match s.get("type") {
            Some(J::Str(t)) => t == "string",
            Some(J::Arr(a)) => a.iter().filter_map(J::as_str).filter(|t| *t != "null").eq(["string"]),
            _ => false,
        };
        if !string {
            return fail(where_, "pattern on a schema that is not a string (supported on string members only)");
        }
    }
    if let Some(c) = s.get("contentEncoding") {
        if c.as_str() != Some("base64") {
            return fail(where_, format!("unknown contentEncoding {}", c.to_json()));
        }
    }
    if let Some(d) = s.get("discriminator") {
        if d.keys() != ["propertyName"] {
            return fail(where_, "unknown discriminator form");
        }
    }
    for k in ["anyOf", "oneOf", "allOf"] {
        if let Some(a) = s.get(k) {
            let Some(a) = a.as_arr() else {
                return fail(where_, format!("{k} is not an array"));
            };
            for (i, b) in a.iter().enumerate() {
                audit(b, &format!("{where_}/{k}/{i}"), defs)?;
            }
        }
    }
    if let Some(n) = s.get("not") {
        audit(n, &format!("{where_}/not"), defs)?;
    }
    for (p, ps) in props(s) {
        audit(&ps, &format!("{where_}/properties/{p}"), defs)?;
    }
    for k in ["items", "additionalProperties", "unevaluatedProperties"] {
        match s.get(k) {
            None => {}
            Some(J::Bool(true)) => {}
            Some(J::Bool(false)) => return fail(where_, format!("{k}: false is not used by ACP")),
            Some(v) => audit(v, &format!("{where_}/{k}"), defs)?,
        }
    }
    Ok(())
}
