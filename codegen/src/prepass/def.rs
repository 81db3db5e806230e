//! Def patterns: the catalogue's 23 patterns as the `Def` enum (in the
//! catalogue's order, `DEF_PATTERNS`), and the classifier that puts one
//! `$defs` entry into exactly one of them, building its fields, variants or
//! branches with the field, union and untagged classifiers. Also reads the
//! JSON-RPC envelopes' member lists, which the whole-file pass needs too.

use super::super::json::J;
use super::super::Error;
use super::field::{classify_field, fields_of, scalar_kind, to_scalar, Field};
use super::keys::{allof_ref, desc, fail, is_catchall_str, is_const_str, is_null, props, required, skeys, skeys_is, skeys_subset, titled, Titled};
use super::union::{analyse_union, Variant, VariantKind};
use super::untagged::{untagged_kinds, ScalarBranch, UKind};

/// The catalogue's def patterns, in its order.
pub const DEF_PATTERNS: &[&str] = &[
    "struct",
    "meta-only-struct",
    "open-object",
    "struct-open-extra",
    "string-newtype",
    "integer-newtype",
    "any-json",
    "ref-alias",
    "closed-string-enum",
    "open-string-enum",
    "open-integer-enum",
    "untagged-scalar-union",
    "untagged-array-union",
    "untagged-ref-union",
    "untagged-object-union",
    "tagged-union-closed",
    "tagged-union-open",
    "tagged-union-with-default",
    "struct-with-tagged-variants",
    "struct-with-untagged-variants",
    "envelope-request",
    "envelope-notification",
    "envelope-response",
];

#[derive(Clone, Debug)]
pub enum Def {
    Struct { fields: Vec<Field> },
    MetaOnlyStruct { fields: Vec<Field> },
    OpenObject,
    StructOpenExtra { fields: Vec<Field> },
    StringNewtype,
    IntegerNewtype,
    AnyJson,
    RefAlias { target: String },
    ClosedStringEnum { values: Vec<(String, Option<String>)> },
    OpenStringEnum { values: Vec<(String, Option<String>)>, catch_all: String, catch_all_desc: Option<String> },
    OpenIntegerEnum { values: Vec<(String, i64, Option<String>)>, catch_all: String, catch_all_desc: Option<String>, format: String },
    UntaggedScalarUnion { branches: Vec<Titled<ScalarBranch>> },
    UntaggedArrayUnion { branches: Vec<Titled<String>> },
    UntaggedRefUnion { branches: Vec<Titled<Option<String>>> },
    UntaggedObjectUnion { branches: Vec<Titled<Vec<Field>>> },
    TaggedUnionClosed { tag: String, variants: Vec<Variant> },
    TaggedUnionOpen { tag: String, variants: Vec<Variant> },
    TaggedUnionWithDefault { tag: String, variants: Vec<Variant> },
    StructWithTaggedVariants { fields: Vec<Field>, tag: String, variants: Vec<Variant>, closed: bool, tag_lenient: bool },
    StructWithUntaggedVariants { fields: Vec<Field>, branches: Vec<Titled<String>> },
    EnvelopeRequest { members: Vec<(String, String)> },
    EnvelopeNotification { members: Vec<(String, String)> },
    EnvelopeResponse { results: Vec<(String, String)> },
}

impl Def {
    pub fn pattern(&self) -> &'static str {
        match self {
            Def::Struct { .. } => "struct",
            Def::MetaOnlyStruct { .. } => "meta-only-struct",
            Def::OpenObject => "open-object",
            Def::StructOpenExtra { .. } => "struct-open-extra",
            Def::StringNewtype => "string-newtype",
            Def::IntegerNewtype => "integer-newtype",
            Def::AnyJson => "any-json",
            Def::RefAlias { .. } => "ref-alias",
            Def::ClosedStringEnum { .. } => "closed-string-enum",
            Def::OpenStringEnum { .. } => "open-string-enum",
            Def::OpenIntegerEnum { .. } => "open-integer-enum",
            Def::UntaggedScalarUnion { .. } => "untagged-scalar-union",
            Def::UntaggedArrayUnion { .. } => "untagged-array-union",
            Def::UntaggedRefUnion { .. } => "untagged-ref-union",
            Def::UntaggedObjectUnion { .. } => "untagged-object-union",
            Def::TaggedUnionClosed { .. } => "tagged-union-closed",
            Def::TaggedUnionOpen { .. } => "tagged-union-open",
            Def::TaggedUnionWithDefault { .. } => "tagged-union-with-default",
            Def::StructWithTaggedVariants { .. } => "struct-with-tagged-variants",
            Def::StructWithUntaggedVariants { .. } => "struct-with-untagged-variants",
            Def::EnvelopeRequest { .. } => "envelope-request",
            Def::EnvelopeNotification { .. } => "envelope-notification",
            Def::EnvelopeResponse { .. } => "envelope-response",
        }
    }
    pub fn variants(&self) -> &[Variant] {
        match self {
            Def::TaggedUnionClosed { variants, .. }
            | Def::TaggedUnionOpen { variants, .. }
            | Def::TaggedUnionWithDefault { variants, .. }
            | Def::StructWithTaggedVariants { variants, .. } => variants,
            _ => &[],
        }
    }
    pub fn tag(&self) -> Option<&str> {
        match self {
            Def::TaggedUnionClosed { tag, .. }
            | Def::TaggedUnionOpen { tag, .. }
            | Def::TaggedUnionWithDefault { tag, .. }
            | Def::StructWithTaggedVariants { tag, .. } => Some(tag),
            _ => None,
        }
    }
    pub fn is_envelope(&self) -> bool {
        matches!(self, Def::EnvelopeRequest { .. } | Def::EnvelopeNotification { .. } | Def::EnvelopeResponse { .. })
    }
}

pub(super) fn envelope_params(s: &J, where_: &str) -> Result<Vec<(String, String)>, Error> {
    if !skeys_is(s, &["anyOf"]) {
        return fail(where_, "envelope payload must be anyOf");
    }
    let mut br = s.get("anyOf").and_then(J::as_arr).unwrap_or(&[]);
    if br.len() == 2 && is_null(&br[1]) && skeys_is(&br[0], &["anyOf"]) {
        br = br[0].get("anyOf").and_then(J::as_arr).unwrap_or(&[]);
    }
    let mut out = Vec::new();
    for (i, b) in br.iter().enumerate() {
        match (allof_ref(b), b.str_of("title")) {
            (Some(r), Some(t)) => out.push((t.to_owned(), r)),
            _ => return fail(&format!("{where_}/{i}"), "envelope member must be {title, allOf:[$ref]}"),
        }
    }
    Ok(out)
}


pub fn classify_def(name: &str, s: &J) -> Result<Def, Error> {
    let w = format!("$defs/{name}");
    let k = skeys(s);
    if k.is_empty() {
        return Ok(Def::AnyJson);
    }
    if let Some(r) = allof_ref(s) {
        return Ok(Def::RefAlias { target: r });
    }
    if skeys_is(s, &["type"]) && s.str_of("type") == Some("string") {
        return Ok(Def::StringNewtype);
    }
    if skeys_is(s, &["type"]) && s.str_of("type") == Some("object") {
        return Ok(Def::OpenObject);
    }
    if s.str_of("type") == Some("integer") && skeys_subset(s, &["type", "format", "minimum", "maximum"]) {
        return Ok(Def::IntegerNewtype);
    }
    let arr = |key: &str| s.get(key).and_then(J::as_arr).unwrap_or(&[]).to_vec();
    if skeys_is(s, &["oneOf"]) && arr("oneOf").iter().all(is_const_str) {
        return Ok(Def::ClosedStringEnum {
            values: arr("oneOf").iter().map(|b| (b.str_of("const").unwrap_or_default().to_owned(), desc(b))).collect(),
        });
    }
    if skeys_is(s, &["oneOf", "discriminator"]) {
        let disc = s.get("discriminator").and_then(|d| d.str_of("propertyName"));
        let (tag, variants) = analyse_union(&arr("oneOf"), &format!("{w}/oneOf"), true, disc)?;
        return Ok(Def::TaggedUnionClosed { tag, variants });
    }
    // `discriminator` beside a top-level `anyOf` (SDK 1.2.x's
    // `ElicitationPropertySchema`, whose last branch is the catch-all
    // `other`) only names the tag: the union stays open, as the same def
    // without the keyword in SDK 1.3.0 on. It must name the tag.
    if skeys_is(s, &["anyOf", "discriminator"]) {
        let disc = s.get("discriminator").and_then(|d| d.str_of("propertyName"));
        let (tag, variants) = analyse_union(&arr("anyOf"), &format!("{w}/anyOf"), false, disc)?;
        if disc.is_none() {
            return fail(&w, "discriminator without propertyName");
        }
        return open_tagged_union(&w, tag, variants);
    }
    if skeys_is(s, &["anyOf"]) {
        let br = arr("anyOf");
        let n = br.len();
        if n >= 2 && br[..n - 1].iter().all(is_const_str) && is_catchall_str(&br[n - 1]) {
            return Ok(Def::OpenStringEnum {
                values: br[..n - 1].iter().map(|b| (b.str_of("const").unwrap_or_default().to_owned(), desc(b))).collect(),
                catch_all: br[n - 1].str_of("title").unwrap_or_default().to_owned(),
                catch_all_desc: desc(&br[n - 1]),
            });
        }
        if n >= 2
            && br[..n - 1].iter().all(|b| {
                skeys_is(b, &["type", "format", "const"]) && b.str_of("type") == Some("integer") && b.has("title")
            })
            && skeys_is(&br[n - 1], &["type", "format"])
            && br[n - 1].str_of("type") == Some("integer")
        {
            let mut values = Vec::new();
            for b in &br[..n - 1] {
                let v = match b.get("const") {
                    Some(J::Num(x)) => x.as_i64(),
                    _ => None,
                };
                let Some(v) = v else {
                    return fail(&w, "integer const is not an i64");
                };
                values.push((b.str_of("title").unwrap_or_default().to_owned(), v, desc(b)));
            }
            return Ok(Def::OpenIntegerEnum {
                values,
                catch_all: br[n - 1].str_of("title").unwrap_or("Other").to_owned(),
                catch_all_desc: desc(&br[n - 1]),
                format: br[n - 1].str_of("format").unwrap_or_default().to_owned(),
            });
        }
        let titles: Vec<Option<&str>> = br.iter().map(|b| b.str_of("title")).collect();
        if titles == [Some("Result"), Some("Error")]
            && br.iter().all(|b| b.str_of("type") == Some("object"))
            && sorted_keys(&br[0]) == ["id", "result"]
            && sorted_keys(&br[1]) == ["error", "id"]
        {
            let res = br[0].get("properties").and_then(|p| p.get("result")).cloned().unwrap_or(J::Null);
            let results = envelope_params(&res, &format!("{w}/result"))?;
            let id = br[1].get("properties").and_then(|p| p.get("id")).cloned().unwrap_or(J::Null);
            classify_field("id", &id, &format!("{w}/Error/id"))?;
            return Ok(Def::EnvelopeResponse { results });
        }
        if let Some(kinds) = untagged_kinds(&br) {
            let only = |allowed: &[UKind]| kinds.iter().all(|k| allowed.contains(k));
            if only(&[UKind::Ref, UKind::Any]) && kinds.contains(&UKind::Ref) {
                return Ok(Def::UntaggedRefUnion { branches: br.iter().map(|b| titled(b, allof_ref(b))).collect() });
            }
            if kinds == [UKind::Array] {
                let mut branches = Vec::new();
                for b in &br {
                    let it = b.get("items").and_then(|i| i.str_of("$ref")).and_then(|r| r.strip_prefix("#/$defs/"));
                    branches.push(titled(b, it.unwrap_or_default().to_owned()));
                }
                return Ok(Def::UntaggedArrayUnion { branches });
            }
            if only(&[UKind::Scalar, UKind::Any]) {
                let mut branches = Vec::new();
                for b in &br {
                    let t = b.str_of("type");
                    let sb = match t {
                        None => ScalarBranch::Any,
                        Some("null") => ScalarBranch::Null,
                        Some("array") => {
                            let it = b.get("items").cloned().unwrap_or(J::Null);
                            match to_scalar(it.str_of("type").unwrap_or_default(), &it) {
                                Some(sc) => ScalarBranch::ScalarArray(sc),
                                None => return fail(&w, "bad scalar array"),
                            }
                        }
                        Some(t) => match to_scalar(t, b) {
                            Some(sc) => ScalarBranch::Scalar(sc),
                            None => return fail(&w, "bad scalar branch"),
                        },
                    };
                    branches.push(titled(b, sb));
                }
                return Ok(Def::UntaggedScalarUnion { branches });
            }
            if kinds == [UKind::Object] {
                let mut branches = Vec::new();
                for b in &br {
                    let t = b.str_of("title").unwrap_or_default().to_owned();
                    branches.push(titled(b, fields_of(b, &format!("{name}[{t}]"), &[])?));
                }
                return Ok(Def::UntaggedObjectUnion { branches });
            }
            return fail(&w, format!("mixed untagged union {kinds:?}"));
        }
        let (tag, variants) = analyse_union(&br, &format!("{w}/anyOf"), false, None)?;
        return open_tagged_union(&w, tag, variants);
    }
    if s.str_of("type") == Some("object") && s.has("properties") {
        let ps = props(s);
        let req = required(s);
        for p in &req {
            if !ps.iter().any(|(n, _)| n == p) {
                return fail(&w, format!("required {p:?} not in properties"));
            }
        }
        let unions: Vec<&str> = k.iter().copied().filter(|x| *x == "anyOf" || *x == "oneOf").collect();
        if !unions.is_empty() {
            if unions.len() > 1 {
                return fail(&w, "both anyOf and oneOf");
            }
            let u = unions[0];
            if !skeys_subset(s, &["type", "properties", "required", u, "discriminator"]) {
                return fail(&w, "unexpected keys");
            }
            let br = arr(u);
            let fields = fields_of(s, name, &[])?;
            if br.iter().all(|b| allof_ref(b).is_some() && b.has("title")) {
                return Ok(Def::StructWithUntaggedVariants {
                    fields,
                    branches: br.iter().map(|b| titled(b, allof_ref(b).unwrap_or_default())).collect(),
                });
            }
            // `discriminator` names the tag; with `oneOf` the union is
            // closed. With `anyOf` (SDK 1.2.x's `CreateElicitationRequest`,
            // whose last branch is the catch-all `other`) it is only that
            // annotation: the union stays open, as the same def without the
            // keyword in SDK 1.3.0 on.
            let closed = s.has("discriminator") && u == "oneOf";
            let disc = s.get("discriminator").and_then(|d| d.str_of("propertyName"));
            let (tag, variants) = analyse_union(&br, &format!("{w}/{u}"), closed, disc)?;
            let tag_prop = ps.iter().find(|(n, _)| *n == tag).map(|(_, p)| p.clone());
            if let Some(tp) = &tag_prop {
                let ok = skeys_is(tp, &["type"]) && scalar_kind(tp.get("type")).is_some_and(|(_, n)| n);
                if !ok {
                    return fail(&w, "tag also declared as a common property with a non-nullable type");
                }
            }
            let tag_lenient = tag_prop.as_ref().is_some_and(|p| p.get("x-deserialize-default-on-error").is_some_and(J::is_true));
            let fields = fields.into_iter().filter(|f| f.name != tag).collect();
            return Ok(Def::StructWithTaggedVariants { fields, tag, variants, closed, tag_lenient });
        }
        let only3 = skeys_is(s, &["type", "properties", "required"]);
        let mut pn: Vec<&str> = ps.iter().map(|(n, _)| n.as_str()).collect();
        pn.sort();
        if only3 && pn == ["id", "method", "params"] && req == ["id", "method"] {
            let p = ps.iter().find(|(n, _)| n == "params").map(|(_, p)| p.clone()).unwrap_or(J::Null);
            return Ok(Def::EnvelopeRequest { members: envelope_params(&p, &w)? });
        }
        if only3 && pn == ["method", "params"] && req == ["method"] {
            let p = ps.iter().find(|(n, _)| n == "params").map(|(_, p)| p.clone()).unwrap_or(J::Null);
            return Ok(Def::EnvelopeNotification { members: envelope_params(&p, &w)? });
        }
        let fields = fields_of(s, name, &[])?;
        if k.contains(&"additionalProperties") {
            if !s.get("additionalProperties").is_some_and(J::is_true)
                || !skeys_subset(s, &["type", "properties", "required", "additionalProperties"])
            {
                return fail(&w, "unexpected open-object form");
            }
            return Ok(Def::StructOpenExtra { fields });
        }
        if !skeys_subset(s, &["type", "properties", "required"]) {
            return fail(&w, "unexpected keys");
        }
        if pn.iter().all(|p| *p == "_meta") && req.is_empty() {
            return Ok(Def::MetaOnlyStruct { fields });
        }
        return Ok(Def::Struct { fields });
    }
    fail(&w, format!("unrecognised $defs entry: {}", s.to_json().chars().take(300).collect::<String>()))
}

/// An `anyOf` tagged union: with a default branch or a catch-all `other`.
fn open_tagged_union(w: &str, tag: String, variants: Vec<Variant>) -> Result<Def, Error> {
    if variants.iter().any(|v| matches!(v.kind, VariantKind::DefaultRef { .. } | VariantKind::DefaultInline { .. })) {
        return Ok(Def::TaggedUnionWithDefault { tag, variants });
    }
    if variants.iter().any(|v| matches!(v.kind, VariantKind::Other { .. })) {
        return Ok(Def::TaggedUnionOpen { tag, variants });
    }
    fail(w, "anyOf tagged union without a catch-all (not used by ACP)")
}

fn sorted_keys(b: &J) -> Vec<String> {
    let mut k: Vec<String> = b.get("properties").map(|p| p.keys().into_iter().map(str::to_owned).collect()).unwrap_or_default();
    k.sort();
    k
}
