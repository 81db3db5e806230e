//! Untagged unions: sorts the titled branches of an `anyOf` without a tag
//! into kinds (any, `$ref`, scalar, array of refs, object), from which the
//! def classifier picks one of the untagged union patterns, and the branch
//! type of an untagged scalar union. Separate because it is the one
//! structural test that decides between the untagged patterns.

use super::super::json::J;
use super::field::Scalar;
use super::keys::{allof_ref, is_bare_ref, is_const_str, props, skeys, skeys_is, skeys_subset};

/// Branch of an untagged scalar union.
#[derive(Clone, Debug, PartialEq)]
pub enum ScalarBranch {
    Null,
    Scalar(Scalar),
    ScalarArray(Scalar),
    Any,
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum UKind {
    Any,
    Ref,
    Scalar,
    Array,
    Object,
}

pub(super) fn untagged_kinds(branches: &[J]) -> Option<Vec<UKind>> {
    let mut kinds = Vec::new();
    for b in branches {
        if !matches!(b, J::Obj(_)) || !b.has("title") {
            return None;
        }
        let k = skeys(b);
        let t = b.str_of("type");
        let kind = if k.is_empty() {
            UKind::Any
        } else if allof_ref(b).is_some() {
            UKind::Ref
        } else if (skeys_subset(b, &["type", "format"])
            && t.is_some_and(|t| ["string", "integer", "number", "boolean", "null"].contains(&t)))
            || (skeys_is(b, &["type", "items"])
            && t == Some("array")
            && b.get("items").is_some_and(|i| {
                skeys_is(i, &["type"])
                    && i.str_of("type").is_some_and(|t| ["string", "integer", "number", "boolean"].contains(&t))
            }))
        {
            UKind::Scalar
        } else if skeys_subset(b, &["type", "items", "minItems"])
            && t == Some("array")
            && b.get("items").is_some_and(is_bare_ref)
        {
            UKind::Array
        } else if t == Some("object")
            && skeys_is(b, &["type", "properties", "required"])
            && !props(b).iter().any(|(_, p)| is_const_str(p))
        {
            UKind::Object
        } else {
            return None;
        };
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    kinds.sort();
    Some(kinds)
}
