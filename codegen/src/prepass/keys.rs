//! Reading one schema object: the annotation keywords that never change a
//! def's shape, the structural-key tests, the small accessors (`$ref` names,
//! description, properties, required) and the `Titled` wrapper that every
//! classifier of the pre-pass uses. Kept apart so that the classifiers
//! (audit, fields, unions, defs) share one set of leaf helpers and import
//! nothing from each other to get them.

use super::super::json::J;
use super::super::Error;

pub const ANNOTATION_KEYS: &[&str] = &[
    "description",
    "title",
    "default",
    "x-docs-ignore",
    "x-side",
    "x-method",
    "x-deserialize-default-on-error",
    "x-deserialize-skip-invalid-items",
    "x-deserialize-default-on-null",
];

pub(super) fn fail<T>(where_: &str, msg: impl Into<String>) -> Result<T, Error> {
    Err(Error::Schema(format!("{where_}: {}", msg.into())))
}

/// Structural keys of a schema object (annotations removed), in order.
pub fn skeys(s: &J) -> Vec<&str> {
    s.keys().into_iter().filter(|k| !ANNOTATION_KEYS.contains(k)).collect()
}

pub(super) fn skeys_is(s: &J, set: &[&str]) -> bool {
    let k = skeys(s);
    k.len() == set.len() && set.iter().all(|x| k.contains(x))
}

pub(super) fn skeys_subset(s: &J, set: &[&str]) -> bool {
    skeys(s).iter().all(|k| set.contains(k))
}

pub(super) fn ref_name(r: &J, where_: &str) -> Result<String, Error> {
    match r.as_str().and_then(|s| s.strip_prefix("#/$defs/")) {
        Some(n) => Ok(n.to_owned()),
        None => fail(where_, format!("unsupported $ref {}", r.to_json())),
    }
}

pub(super) fn is_bare_ref(s: &J) -> bool {
    matches!(s, J::Obj(_)) && skeys_is(s, &["$ref"])
}

/// `{"allOf":[{"$ref":X}]}` (annotations allowed) → X.
pub fn allof_ref(s: &J) -> Option<String> {
    if !matches!(s, J::Obj(_)) || !skeys_is(s, &["allOf"]) {
        return None;
    }
    let a = s.get("allOf")?.as_arr()?;
    if a.len() == 1 && is_bare_ref(&a[0]) {
        a[0].str_of("$ref").and_then(|r| r.strip_prefix("#/$defs/")).map(str::to_owned)
    } else {
        None
    }
}

pub(super) fn is_null(s: &J) -> bool {
    skeys_is(s, &["type"]) && s.str_of("type") == Some("null")
}

pub(super) fn is_const_str(s: &J) -> bool {
    skeys_is(s, &["type", "const"])
        && s.str_of("type") == Some("string")
        && s.get("const").and_then(J::as_str).is_some()
}

pub(super) fn is_catchall_str(s: &J) -> bool {
    skeys_is(s, &["type"]) && s.str_of("type") == Some("string") && s.has("title")
}

pub(super) fn desc(s: &J) -> Option<String> {
    s.str_of("description").map(str::to_owned)
}

pub(super) fn props(s: &J) -> Vec<(String, J)> {
    s.get("properties").and_then(J::as_obj).map(|p| p.to_vec()).unwrap_or_default()
}

pub(super) fn required(s: &J) -> Vec<String> {
    s.get("required")
        .and_then(J::as_arr)
        .map(|a| a.iter().filter_map(J::as_str).map(str::to_owned).collect())
        .unwrap_or_default()
}

#[derive(Clone, Debug)]
pub struct Titled<T> {
    pub title: String,
    pub desc: Option<String>,
    pub value: T,
}

pub(super) fn titled<T>(b: &J, value: T) -> Titled<T> {
    Titled { title: b.str_of("title").unwrap_or_default().to_owned(), desc: desc(b), value }
}
