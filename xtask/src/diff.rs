//! What changed between two versions of one schema file, from the
//! pre-pass's model (`codegen::classify`): methods, `$defs`, and inside a
//! kept def its members, union variants and enum values.
//!
//! Changes a reviewer must read (a member gone, a required flip, a type
//! change, a variant or enum value added or removed) are listed; changes to
//! descriptions (and other annotations the generator does not act on) are
//! counted only.

use crate::codegen::{
    self,
    prepass::{Def, Field, Item, Method, Model, Scalar, ScalarBranch, Shape, VariantKind},
};
use std::collections::{BTreeMap, BTreeSet};

/// The differences of one schema file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FileDiff {
    pub methods_added: Vec<String>,
    pub methods_removed: Vec<String>,
    /// `method (kind): what changed`
    pub methods_changed: Vec<String>,
    pub defs_added: Vec<String>,
    pub defs_removed: Vec<String>,
    pub defs_changed: Vec<DefChange>,
    /// Kept defs whose only changes are descriptions or other annotations.
    pub defs_description_only: usize,
    pub members: Counts,
    pub variants: Counts,
    pub values: Counts,
}

/// Added / removed, over the defs both versions have.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Counts {
    pub added: usize,
    pub removed: usize,
}

/// The listed changes of one kept def.
#[derive(Clone, Debug, PartialEq)]
pub struct DefChange {
    pub name: String,
    /// e.g. `+cwd`, `−capabilities`, `mode now required`, `+variant notice`.
    pub changes: Vec<String>,
    /// Description/annotation changes inside it (counted, not listed).
    pub descriptions: usize,
}

/// Classifies both versions and compares them.
pub fn diff_schemas(old: &[u8], new: &[u8]) -> Result<FileDiff, String> {
    let old_model = codegen::classify(old).map_err(|e| format!("the current schema: {e}"))?;
    let new_model = codegen::classify(new).map_err(|e| format!("the new schema: {e}"))?;
    let old_raw = raw_defs(old)?;
    let new_raw = raw_defs(new)?;
    Ok(diff_models(&old_model, &new_model, &old_raw, &new_raw))
}

fn raw_defs(bytes: &[u8]) -> Result<serde_json::Map<String, serde_json::Value>, String> {
    let doc: serde_json::Value = serde_json::from_slice(bytes).map_err(|e| format!("schema is not JSON: {e}"))?;
    match doc.get("$defs") {
        Some(serde_json::Value::Object(m)) => Ok(m.clone()),
        _ => Err("schema has no $defs".into()),
    }
}

fn method_key(m: &Method) -> (String, String) {
    (m.method.clone(), m.kind.clone())
}

fn method_label(m: &Method) -> String {
    format!("{} ({}, {})", m.method, m.kind, m.side)
}

/// Compares two models; `*_raw` are the `$defs` objects as JSON (to notice
/// annotation-only edits the model does not keep).
pub fn diff_models(
    old: &Model,
    new: &Model,
    old_raw: &serde_json::Map<String, serde_json::Value>,
    new_raw: &serde_json::Map<String, serde_json::Value>,
) -> FileDiff {
    let mut d = FileDiff::default();
    let old_defs: BTreeMap<&str, (&Option<String>, &Def)> =
        old.defs.iter().map(|(n, desc, def)| (n.as_str(), (desc, def))).collect();
    let new_defs: BTreeMap<&str, (&Option<String>, &Def)> =
        new.defs.iter().map(|(n, desc, def)| (n.as_str(), (desc, def))).collect();

    // Defs, in schema order (removed ones in the old schema's order).
    let mut listed_changed: BTreeSet<String> = BTreeSet::new();
    for (name, desc, def) in &old.defs {
        if !new_defs.contains_key(name.as_str()) {
            d.defs_removed.push(name.clone());
            continue;
        }
        let (new_desc, new_def) = new_defs[name.as_str()];
        let a = sig(desc, def);
        let b = sig(new_desc, new_def);
        let mut change = compare(name, &a, &b);
        let raw_differs = old_raw.get(name) != new_raw.get(name);
        if raw_differs && change.changes.is_empty() && change.descriptions == 0 {
            change.descriptions = 1; // an annotation the model does not keep
        }
        count(&a.members, &b.members, &mut d.members);
        count(&a.variants, &b.variants, &mut d.variants);
        count(&a.values, &b.values, &mut d.values);
        if !change.changes.is_empty() {
            listed_changed.insert(name.clone());
            d.defs_changed.push(change);
        } else if change.descriptions > 0 {
            d.defs_description_only += 1;
        }
    }
    for (name, _, _) in &new.defs {
        if !old_defs.contains_key(name.as_str()) {
            d.defs_added.push(name.clone());
        }
    }

    // Methods, keyed by (method, request|notification).
    let old_methods: BTreeMap<(String, String), &Method> = old.methods.iter().map(|m| (method_key(m), m)).collect();
    let new_methods: BTreeMap<(String, String), &Method> = new.methods.iter().map(|m| (method_key(m), m)).collect();
    for m in &old.methods {
        match new_methods.get(&method_key(m)) {
            None => d.methods_removed.push(method_label(m)),
            Some(n) => {
                let mut what = Vec::new();
                if m.side != n.side {
                    what.push(format!("side {} → {}", m.side, n.side));
                }
                if m.params != n.params {
                    what.push(format!("params {} → {}", m.params, n.params));
                } else if listed_changed.contains(&m.params) {
                    what.push(format!("params {} changed", m.params));
                }
                match (&m.result, &n.result) {
                    (a, b) if a != b => what.push(format!(
                        "result {} → {}",
                        a.as_deref().unwrap_or("none"),
                        b.as_deref().unwrap_or("none")
                    )),
                    (Some(r), _) if listed_changed.contains(r) => what.push(format!("result {r} changed")),
                    _ => {}
                }
                if !what.is_empty() {
                    d.methods_changed.push(format!("{}: {}", m.method, what.join(", ")));
                }
            }
        }
    }
    for m in &new.methods {
        if !old_methods.contains_key(&method_key(m)) {
            d.methods_added.push(method_label(m));
        }
    }
    d
}

fn count<T>(a: &[(String, T)], b: &[(String, T)], c: &mut Counts) {
    c.added += b.iter().filter(|(k, _)| !a.iter().any(|(x, _)| x == k)).count();
    c.removed += a.iter().filter(|(k, _)| !b.iter().any(|(x, _)| x == k)).count();
}

// ---------------------------------------------------------------------------
// A def as comparable parts
// ---------------------------------------------------------------------------

/// One def reduced to what the summary compares.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sig {
    pub pattern: String,
    pub desc: Option<String>,
    /// Def-level settings: tag property, closed, alias target, catch-all, format.
    pub detail: Vec<(String, String)>,
    /// Members, nested ones as `[variant].member`.
    pub members: Vec<(String, MemberSig)>,
    /// Union variants / untagged branches / envelope members: key → (form, description).
    pub variants: Vec<(String, (String, Option<String>))>,
    /// Enum values: value → (form, description).
    pub values: Vec<(String, (String, Option<String>))>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct MemberSig {
    pub shape: String,
    pub required: bool,
    pub desc: Option<String>,
    pub default: Option<String>,
    /// The member's `x-deserialize-*` hints (`default-on-error`, …).
    pub hints: Vec<&'static str>,
}

fn scalar(s: &Scalar) -> String {
    match s {
        Scalar::String => "string".into(),
        Scalar::Bool => "boolean".into(),
        Scalar::Integer(None) => "integer".into(),
        Scalar::Integer(Some(f)) => format!("integer({f})"),
        Scalar::Number(None) => "number".into(),
        Scalar::Number(Some(f)) => format!("number({f})"),
    }
}

fn item(i: &Item) -> String {
    match i {
        Item::Ref(r) => r.clone(),
        Item::Str => "string".into(),
    }
}

/// A member's type as the summary writes it.
pub fn shape(s: &Shape) -> String {
    match s {
        Shape::Ref(r) => r.clone(),
        Shape::NullableRef(r) => format!("{r}|null"),
        Shape::Scalar(s) => scalar(s),
        Shape::NullableScalar(s) => format!("{}|null", scalar(s)),
        Shape::Array(i) => format!("{}[]", item(i)),
        Shape::NullableArray(i) => format!("{}[]|null", item(i)),
        Shape::Map(i) => format!("map<{}>", item(i)),
        Shape::NullableMap(i) => format!("map<{}>|null", item(i)),
        Shape::Meta => "_meta".into(),
        Shape::FreeObject => "object|null".into(),
        Shape::Any => "any".into(),
        Shape::NullOnly => "null".into(),
        Shape::InlineUnion => "inline-union".into(),
    }
}

fn members(prefix: &str, fields: &[Field], out: &mut Vec<(String, MemberSig)>) {
    for f in fields {
        out.push((
            format!("{prefix}{}", f.name),
            MemberSig {
                shape: shape(&f.shape),
                required: f.required,
                desc: f.desc.clone(),
                default: f.default.as_ref().map(|d| d.to_json()),
                hints: [
                    (f.default_on_error, "default-on-error"),
                    (f.skip_invalid_items, "skip-invalid-items"),
                    (f.default_on_null, "default-on-null"),
                ]
                .into_iter()
                .filter_map(|(on, h)| on.then_some(h))
                .collect(),
            },
        ));
    }
}

fn variant(v: &VariantKind, out: &mut Sig, desc: &Option<String>) {
    let (key, form) = match v {
        VariantKind::Newtype { value, payload } => (value.clone(), payload.clone()),
        VariantKind::Unit { value } => (value.clone(), "unit".into()),
        VariantKind::Struct { value, fields } => {
            members(&format!("[{value}]."), fields, &mut out.members);
            (value.clone(), "struct".into())
        }
        VariantKind::Other { common, nested, .. } => {
            members("[other].", common, &mut out.members);
            let nested = nested.as_ref().map(|n| n.iter().map(|t| t.value.clone()).collect::<Vec<_>>().join("|"));
            ("other".into(), nested.map_or("catch-all".into(), |n| format!("catch-all({n})")))
        }
        VariantKind::DefaultRef { title, payload } => (title.clone(), format!("default {payload}")),
        VariantKind::DefaultInline { title, fields } => {
            members(&format!("[{title}]."), fields, &mut out.members);
            (title.clone(), "default struct".into())
        }
        VariantKind::None { title } => (title.clone(), "none".into()),
    };
    out.variants.push((key, (form, desc.clone())));
}

/// Reduces a def to its comparable parts.
pub fn sig(desc: &Option<String>, def: &Def) -> Sig {
    let mut s = Sig { pattern: def.pattern().to_owned(), desc: desc.clone(), ..Sig::default() };
    match def {
        Def::Struct { fields } | Def::MetaOnlyStruct { fields } | Def::StructOpenExtra { fields } => {
            members("", fields, &mut s.members)
        }
        Def::OpenObject | Def::StringNewtype | Def::IntegerNewtype | Def::AnyJson => {}
        Def::RefAlias { target } => s.detail.push(("target".into(), target.clone())),
        Def::ClosedStringEnum { values } => {
            for (v, d) in values {
                s.values.push((v.clone(), (String::new(), d.clone())));
            }
        }
        Def::OpenStringEnum { values, catch_all, .. } => {
            s.detail.push(("catch-all".into(), catch_all.clone()));
            for (v, d) in values {
                s.values.push((v.clone(), (String::new(), d.clone())));
            }
        }
        Def::OpenIntegerEnum { values, catch_all, format, .. } => {
            s.detail.push(("catch-all".into(), catch_all.clone()));
            s.detail.push(("format".into(), format.clone()));
            for (title, v, d) in values {
                s.values.push((title.clone(), (v.to_string(), d.clone())));
            }
        }
        Def::UntaggedScalarUnion { branches } => {
            for b in branches {
                let form = match &b.value {
                    ScalarBranch::Null => "null".into(),
                    ScalarBranch::Scalar(x) => scalar(x),
                    ScalarBranch::ScalarArray(x) => format!("{}[]", scalar(x)),
                    ScalarBranch::Any => "any".into(),
                };
                s.variants.push((b.title.clone(), (form, b.desc.clone())));
            }
        }
        Def::UntaggedArrayUnion { branches } | Def::StructWithUntaggedVariants { branches, .. } => {
            let array = matches!(def, Def::UntaggedArrayUnion { .. });
            if let Def::StructWithUntaggedVariants { fields, .. } = def {
                members("", fields, &mut s.members);
            }
            for b in branches {
                let form = if array { format!("{}[]", b.value) } else { b.value.clone() };
                s.variants.push((b.title.clone(), (form, b.desc.clone())));
            }
        }
        Def::UntaggedRefUnion { branches } => {
            for b in branches {
                s.variants.push((b.title.clone(), (b.value.clone().unwrap_or("any".into()), b.desc.clone())));
            }
        }
        Def::UntaggedObjectUnion { branches } => {
            for b in branches {
                members(&format!("[{}].", b.title), &b.value, &mut s.members);
                s.variants.push((b.title.clone(), ("object".into(), b.desc.clone())));
            }
        }
        Def::TaggedUnionClosed { tag, variants }
        | Def::TaggedUnionOpen { tag, variants }
        | Def::TaggedUnionWithDefault { tag, variants } => {
            s.detail.push(("tag".into(), tag.clone()));
            for v in variants {
                variant(&v.kind, &mut s, &v.desc);
            }
        }
        Def::StructWithTaggedVariants { fields, tag, variants, closed, .. } => {
            s.detail.push(("tag".into(), tag.clone()));
            s.detail.push(("closed".into(), closed.to_string()));
            members("", fields, &mut s.members);
            for v in variants {
                variant(&v.kind, &mut s, &v.desc);
            }
        }
        Def::EnvelopeRequest { members } | Def::EnvelopeNotification { members } | Def::EnvelopeResponse { results: members } => {
            for (title, payload) in members {
                s.variants.push((title.clone(), (payload.clone(), None)));
            }
        }
    }
    s
}

/// The listed and counted changes from `a` (current) to `b` (new).
pub fn compare(name: &str, a: &Sig, b: &Sig) -> DefChange {
    let mut c = DefChange { name: name.to_owned(), changes: Vec::new(), descriptions: 0 };
    if a.pattern != b.pattern {
        c.changes.push(format!("now {} (was {})", b.pattern, a.pattern));
    }
    if a.desc != b.desc {
        c.descriptions += 1;
    }
    for (k, v) in &a.detail {
        match b.detail.iter().find(|(x, _)| x == k) {
            Some((_, w)) if w != v => c.changes.push(format!("{k} {v} → {w}")),
            _ => {}
        }
    }
    for (k, m) in &a.members {
        let Some((_, n)) = b.members.iter().find(|(x, _)| x == k) else {
            c.changes.push(format!("−{k}"));
            continue;
        };
        if m.required != n.required {
            c.changes.push(format!("{k} now {}", if n.required { "required" } else { "optional" }));
        }
        if m.shape != n.shape {
            c.changes.push(format!("{k}: {} → {}", m.shape, n.shape));
        }
        if m.default != n.default {
            let show = |d: &Option<String>| d.clone().unwrap_or_else(|| "none".into());
            c.changes.push(format!("{k}: default {} → {}", show(&m.default), show(&n.default)));
        }
        // Hints added and removed: how a receiver decodes damage changes.
        for h in &n.hints {
            if !m.hints.contains(h) {
                c.changes.push(format!("{k}: hint x-deserialize-{h} added"));
            }
        }
        for h in &m.hints {
            if !n.hints.contains(h) {
                c.changes.push(format!("{k}: hint x-deserialize-{h} removed"));
            }
        }
        if m.desc != n.desc {
            c.descriptions += 1;
        }
    }
    for (k, m) in &b.members {
        if !a.members.iter().any(|(x, _)| x == k) {
            let req = if m.required { ", required" } else { "" };
            let hints: String = m.hints.iter().map(|h| format!(", x-deserialize-{h}")).collect();
            c.changes.push(format!("+{k} ({}{req}{hints})", m.shape));
        }
    }
    keyed(&a.variants, &b.variants, "variant", &mut c);
    keyed(&a.values, &b.values, "value", &mut c);
    c
}

fn keyed(a: &[(String, (String, Option<String>))], b: &[(String, (String, Option<String>))], what: &str, c: &mut DefChange) {
    for (k, (form, desc)) in a {
        match b.iter().find(|(x, _)| x == k) {
            None => c.changes.push(format!("−{what} {k}")),
            Some((_, (f, d))) => {
                if f != form {
                    c.changes.push(format!("{what} {k}: {form} → {f}"));
                }
                if d != desc {
                    c.descriptions += 1;
                }
            }
        }
    }
    for (k, _) in b {
        if !a.iter().any(|(x, _)| x == k) {
            c.changes.push(format!("+{what} {k}"));
        }
    }
}
