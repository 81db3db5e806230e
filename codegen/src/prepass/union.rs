//! Tagged-union branches: classifies each branch of a tagged union (newtype,
//! unit, struct, the not-guarded `other` catch-all, untagged defaults, the
//! `None` branch) into a `VariantKind`, and checks a whole union's branches
//! agree on one tag property with no duplicate or unguarded values. Shared
//! by the tagged-union and struct-with-tagged-variants def patterns.

use super::super::json::J;
use super::super::Error;
use super::field::{fields_of, Field};
use super::keys::{allof_ref, desc, fail, is_const_str, is_null, props, required, skeys, skeys_is, skeys_subset, titled, Titled};

#[derive(Clone, Debug)]
pub enum VariantKind {
    Newtype { value: String, payload: String },
    Unit { value: String },
    Struct { value: String, fields: Vec<Field> },
    Other { common: Vec<Field>, guard: Vec<String>, nested: Option<Vec<Titled<String>>> },
    DefaultRef { title: String, payload: String },
    DefaultInline { title: String, fields: Vec<Field> },
    None { title: String },
}

impl VariantKind {
    pub fn name(&self) -> &'static str {
        match self {
            VariantKind::Newtype { .. } => "newtype",
            VariantKind::Unit { .. } => "unit",
            VariantKind::Struct { .. } => "struct",
            VariantKind::Other { .. } => "other",
            VariantKind::DefaultRef { .. } => "default-ref",
            VariantKind::DefaultInline { .. } => "default-inline",
            VariantKind::None { .. } => "none",
        }
    }
    pub fn tag_value(&self) -> Option<&str> {
        match self {
            VariantKind::Newtype { value, .. } | VariantKind::Unit { value } | VariantKind::Struct { value, .. } => {
                Some(value)
            }
            _ => None,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Variant {
    pub kind: VariantKind,
    pub desc: Option<String>,
}

/// Const-tag property of a tagged branch.
fn tag_of(b: &J, where_: &str) -> Result<Option<(String, String)>, Error> {
    let consts: Vec<(String, String)> = props(b)
        .into_iter()
        .filter(|(_, ps)| is_const_str(ps))
        .map(|(p, ps)| (p, ps.str_of("const").unwrap_or_default().to_owned()))
        .collect();
    if consts.len() > 1 {
        return fail(where_, "more than one const property");
    }
    if consts.len() == 1 && required(b).contains(&consts[0].0) {
        return Ok(Some(consts[0].clone()));
    }
    Ok(None)
}

fn classify_branch(b: &J, where_: &str) -> Result<(Option<String>, Variant), Error> {
    if !matches!(b, J::Obj(_)) {
        return fail(where_, "branch is not an object");
    }
    let title = b.str_of("title").map(str::to_owned);
    let d = desc(b);
    if let Some(guard) = b.get("not") {
        if title.as_deref() != Some("other") || b.str_of("type") != Some("object") {
            return fail(where_, "not-guarded branch must be titled 'other' and be an object");
        }
        if !skeys_is(guard, &["anyOf"]) {
            return fail(where_, "not must be {anyOf:[...]}");
        }
        let mut gtags = Vec::new();
        let mut gprop: Option<String> = None;
        for (i, g) in guard.get("anyOf").and_then(J::as_arr).unwrap_or(&[]).iter().enumerate() {
            let w = format!("{where_}/not/anyOf/{i}");
            let t = if g.str_of("type") == Some("object") { tag_of(g, &w)? } else { None };
            let Some((tp, tv)) = t else {
                return fail(&w, "guard must be a bare const-tag object");
            };
            if !skeys_is(g, &["type", "properties", "required"]) || props(g).len() != 1 || required(g) != [tp.clone()] {
                return fail(&w, "guard must be a bare const-tag object");
            }
            if gprop.as_ref().is_some_and(|p| *p != tp) {
                return fail(where_, "guard mixes tag properties");
            }
            gprop = Some(tp);
            gtags.push(tv);
        }
        let Some(gprop) = gprop else {
            return fail(where_, "empty not-guard");
        };
        let tp = b.get("properties").and_then(|p| p.get(&gprop));
        if !tp.is_some_and(|tp| skeys_is(tp, &["type"]) && tp.str_of("type") == Some("string")) {
            return fail(where_, format!("other branch tag {gprop:?} must be {{type: string}}"));
        }
        if !required(b).contains(&gprop) {
            return fail(where_, "other branch must require its tag");
        }
        let opens: Vec<&str> = ["additionalProperties", "unevaluatedProperties"]
            .into_iter()
            .filter(|x| b.has(x))
            .collect();
        if opens.len() != 1 || !b.get(opens[0]).is_some_and(J::is_true) {
            return fail(where_, "other branch must have exactly one of additionalProperties/unevaluatedProperties = true");
        }
        let rest: Vec<&str> = skeys(b)
            .into_iter()
            .filter(|k| {
                !["type", "properties", "required", "not", "additionalProperties", "unevaluatedProperties"].contains(k)
            })
            .collect();
        let mut nested = None;
        if !rest.is_empty() {
            if rest.len() == 1 && (rest[0] == "anyOf" || rest[0] == "oneOf") {
                let mut bs = Vec::new();
                for sb in b.get(rest[0]).and_then(J::as_arr).unwrap_or(&[]) {
                    let Some(r) = allof_ref(sb).filter(|_| sb.has("title")) else {
                        return fail(where_, "other-branch nested union must be titled allOf refs");
                    };
                    bs.push(titled(sb, r));
                }
                nested = Some(bs);
            } else {
                return fail(where_, format!("unexpected keys on other branch {rest:?}"));
            }
        }
        let common = fields_of(b, where_, &[gprop.as_str()])?;
        return Ok((Some(gprop), Variant { kind: VariantKind::Other { common, guard: gtags, nested }, desc: d }));
    }
    let t = if b.str_of("type") == Some("object") { tag_of(b, where_)? } else { None };
    if let Some((tp, tv)) = t {
        if !skeys_subset(b, &["type", "properties", "required", "allOf"]) {
            return fail(where_, "unexpected keys on tagged branch");
        }
        let others: Vec<String> = props(b).into_iter().map(|(p, _)| p).filter(|p| *p != tp).collect();
        if let Some(all) = b.get("allOf") {
            let r = allof_ref(&J::Obj(vec![("allOf".into(), all.clone())]));
            let Some(r) = r.filter(|_| others.is_empty()) else {
                return fail(where_, "tagged branch with allOf must be [$ref] and have only the tag");
            };
            return Ok((Some(tp), Variant { kind: VariantKind::Newtype { value: tv, payload: r }, desc: d }));
        }
        if !others.is_empty() {
            let fields = fields_of(b, where_, &[tp.as_str()])?;
            return Ok((Some(tp), Variant { kind: VariantKind::Struct { value: tv, fields }, desc: d }));
        }
        return Ok((Some(tp), Variant { kind: VariantKind::Unit { value: tv }, desc: d }));
    }
    if let (Some(r), Some(t)) = (allof_ref(b), title.clone()) {
        return Ok((None, Variant { kind: VariantKind::DefaultRef { title: t, payload: r }, desc: d }));
    }
    if let Some(t) = title {
        if b.str_of("type") == Some("object") && skeys_subset(b, &["type", "properties", "required"]) {
            let ps = props(b);
            if ps.len() == 1 && is_null(&ps[0].1) && required(b).is_empty() {
                return Ok((Some(ps[0].0.clone()), Variant { kind: VariantKind::None { title: t }, desc: d }));
            }
            if !ps.is_empty() && !ps.iter().any(|(_, p)| is_const_str(p)) {
                let fields = fields_of(b, where_, &[])?;
                return Ok((None, Variant { kind: VariantKind::DefaultInline { title: t, fields }, desc: d }));
            }
        }
    }
    fail(where_, format!("unrecognised union branch {}", b.to_json().chars().take(300).collect::<String>()))
}

pub(super) fn analyse_union(
    branches: &[J],
    where_: &str,
    closed: bool,
    discriminator: Option<&str>,
) -> Result<(String, Vec<Variant>), Error> {
    let mut vs = Vec::new();
    let mut tags: Vec<String> = Vec::new();
    for (i, b) in branches.iter().enumerate() {
        let (tag, v) = classify_branch(b, &format!("{where_}/{i}"))?;
        if let Some(t) = tag {
            if !tags.contains(&t) {
                tags.push(t);
            }
        }
        vs.push(v);
    }
    if tags.len() > 1 {
        return fail(where_, format!("branches use different tag properties {tags:?}"));
    }
    let Some(tag) = tags.pop() else {
        return fail(where_, "no tagged branch");
    };
    let known: Vec<&str> = vs.iter().filter_map(|v| v.kind.tag_value()).collect();
    let mut dedup = known.clone();
    dedup.sort();
    dedup.dedup();
    if dedup.len() != known.len() {
        return fail(where_, "duplicate tag value");
    }
    let others: Vec<&Variant> = vs.iter().filter(|v| matches!(v.kind, VariantKind::Other { .. })).collect();
    if others.len() > 1 {
        return fail(where_, "more than one other branch");
    }
    for o in &others {
        if let VariantKind::Other { guard, .. } = &o.kind {
            let mut g: Vec<&str> = guard.iter().map(String::as_str).collect();
            g.sort();
            if g != dedup {
                return fail(where_, "not-guard does not equal the known tags");
            }
        }
    }
    if discriminator.is_some_and(|d| d != tag) {
        return fail(where_, "discriminator does not name the tag");
    }
    if closed {
        if vs.iter().any(|v| {
            matches!(
                v.kind,
                VariantKind::Other { .. } | VariantKind::DefaultRef { .. } | VariantKind::DefaultInline { .. } | VariantKind::None { .. }
            )
        }) {
            return fail(where_, "oneOf+discriminator union with catch-all/default branches");
        }
        if discriminator.is_none() {
            return fail(where_, "discriminator does not name the tag");
        }
    }
    Ok((tag, vs))
}
