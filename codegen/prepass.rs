//! The schema pre-pass: puts every `$defs` entry into exactly one of the 23
//! def patterns of the schema-patterns catalogue, every union branch into one
//! variant kind and every member into one field shape — the same structural
//! rules as the catalogue's `classify.py` — and refuses anything else with an
//! error naming the location. The emitters work only from this model.

use super::json::J;
use super::Error;

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
];
const ROOT_KEYS: &[&str] = &["$schema", "title", "anyOf", "$defs"];
const X_DESER: &[&str] = &[
    "x-deserialize-default-on-error",
    "x-deserialize-skip-invalid-items",
    "x-deserialize-default-on-null",
];

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

fn fail<T>(where_: &str, msg: impl Into<String>) -> Result<T, Error> {
    Err(Error::Schema(format!("{where_}: {}", msg.into())))
}

/// Structural keys of a schema object (annotations removed), in order.
pub fn skeys(s: &J) -> Vec<&str> {
    s.keys().into_iter().filter(|k| !ANNOTATION_KEYS.contains(k)).collect()
}

fn skeys_is(s: &J, set: &[&str]) -> bool {
    let k = skeys(s);
    k.len() == set.len() && set.iter().all(|x| k.contains(x))
}

fn skeys_subset(s: &J, set: &[&str]) -> bool {
    skeys(s).iter().all(|k| set.contains(k))
}

fn ref_name(r: &J, where_: &str) -> Result<String, Error> {
    match r.as_str().and_then(|s| s.strip_prefix("#/$defs/")) {
        Some(n) => Ok(n.to_owned()),
        None => fail(where_, format!("unsupported $ref {}", r.to_json())),
    }
}

fn is_bare_ref(s: &J) -> bool {
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

fn is_null(s: &J) -> bool {
    skeys_is(s, &["type"]) && s.str_of("type") == Some("null")
}

fn is_const_str(s: &J) -> bool {
    skeys_is(s, &["type", "const"])
        && s.str_of("type") == Some("string")
        && s.get("const").and_then(J::as_str).is_some()
}

fn is_catchall_str(s: &J) -> bool {
    skeys_is(s, &["type"]) && s.str_of("type") == Some("string") && s.has("title")
}

fn desc(s: &J) -> Option<String> {
    s.str_of("description").map(str::to_owned)
}

fn props(s: &J) -> Vec<(String, J)> {
    s.get("properties").and_then(J::as_obj).map(|p| p.to_vec()).unwrap_or_default()
}

fn required(s: &J) -> Vec<String> {
    s.get("required")
        .and_then(J::as_arr)
        .map(|a| a.iter().filter_map(J::as_str).map(str::to_owned).collect())
        .unwrap_or_default()
}

// ---------------------------------------------------------------------------
// Keyword audit
// ---------------------------------------------------------------------------

fn known_format(base: &str, f: &str) -> bool {
    match base {
        "string" => ["uri", "date-time", "regex"].contains(&f),
        "integer" => ["uint16", "uint32", "uint64", "int32", "int64"].contains(&f),
        "number" => f == "double",
        _ => false,
    }
}

fn audit(s: &J, where_: &str, defs: &[(String, J)]) -> Result<(), Error> {
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

// ---------------------------------------------------------------------------
// Field shapes
// ---------------------------------------------------------------------------

/// Scalar JSON types.
#[derive(Clone, Debug, PartialEq)]
pub enum Scalar {
    String,
    Bool,
    /// integer with its format (None = no format)
    Integer(Option<String>),
    /// number with its format
    Number(Option<String>),
}

/// `items` / `additionalProperties` element.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Ref(String),
    Str,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Ref(String),
    NullableRef(String),
    Scalar(Scalar),
    NullableScalar(Scalar),
    Array(Item),
    NullableArray(Item),
    Map(Item),
    NullableMap(Item),
    Meta,
    FreeObject,
    Any,
    NullOnly,
    InlineUnion,
}

impl Shape {
    pub fn name(&self) -> &'static str {
        match self {
            Shape::Ref(_) => "ref",
            Shape::NullableRef(_) => "nullable-ref",
            Shape::Scalar(_) => "scalar",
            Shape::NullableScalar(_) => "nullable-scalar",
            Shape::Array(_) => "array",
            Shape::NullableArray(_) => "nullable-array",
            Shape::Map(_) => "map",
            Shape::NullableMap(_) => "nullable-map",
            Shape::Meta => "meta",
            Shape::FreeObject => "free-object",
            Shape::Any => "any",
            Shape::NullOnly => "null-only",
            Shape::InlineUnion => "inline-union",
        }
    }
    /// Does the schema allow `null` for this member?
    pub fn nullable(&self) -> bool {
        matches!(
            self,
            Shape::NullableRef(_)
                | Shape::NullableScalar(_)
                | Shape::NullableArray(_)
                | Shape::NullableMap(_)
                | Shape::Meta
                | Shape::FreeObject
                | Shape::Any
                | Shape::NullOnly
        )
    }
}

/// One member of an object.
#[derive(Clone, Debug)]
pub struct Field {
    pub name: String,
    pub shape: Shape,
    pub required: bool,
    pub desc: Option<String>,
    pub default: Option<J>,
    pub default_on_null: bool,
}

fn scalar_kind(t: Option<&J>) -> Option<(String, bool)> {
    match t {
        Some(J::Str(s)) => Some((s.clone(), false)),
        Some(J::Arr(a)) if a.len() == 2 && a[1].as_str() == Some("null") && a[0].as_str() != Some("null") => {
            a[0].as_str().map(|s| (s.to_owned(), true))
        }
        _ => None,
    }
}

fn to_scalar(t: &str, s: &J) -> Option<Scalar> {
    let f = s.str_of("format").map(str::to_owned);
    match t {
        "string" => Some(Scalar::String),
        "boolean" => Some(Scalar::Bool),
        "integer" => Some(Scalar::Integer(f)),
        "number" => Some(Scalar::Number(f)),
        _ => None,
    }
}

fn item_shape(s: &J, where_: &str) -> Result<Item, Error> {
    if is_bare_ref(s) {
        return Ok(Item::Ref(ref_name(s.get("$ref").unwrap_or(&J::Null), where_)?));
    }
    if skeys_is(s, &["type"]) && s.str_of("type") == Some("string") {
        return Ok(Item::Str);
    }
    fail(where_, "unrecognised items/additionalProperties schema")
}

pub fn classify_field(name: &str, s: &J, where_: &str) -> Result<Shape, Error> {
    if !matches!(s, J::Obj(_)) {
        return fail(where_, "property schema is not an object");
    }
    let k = skeys(s);
    if k.is_empty() {
        return Ok(Shape::Any);
    }
    if let Some(r) = allof_ref(s) {
        return Ok(Shape::Ref(r));
    }
    if skeys_is(s, &["anyOf"]) {
        let br = s.get("anyOf").and_then(J::as_arr).unwrap_or(&[]);
        if br.len() == 2 && is_bare_ref(&br[0]) && is_null(&br[1]) {
            return Ok(Shape::NullableRef(ref_name(br[0].get("$ref").unwrap_or(&J::Null), where_)?));
        }
        return Ok(Shape::InlineUnion);
    }
    if skeys_is(s, &["type"]) && s.str_of("type") == Some("null") {
        return Ok(Shape::NullOnly);
    }
    if skeys_is(s, &["type", "const"]) {
        return fail(where_, "const property outside a tagged branch");
    }
    let Some((t, nullable)) = scalar_kind(s.get("type")) else {
        return fail(where_, format!("unrecognised field schema {}", s.to_json()));
    };
    if let Some(sc) = to_scalar(&t, s) {
        let allowed = ["type", "format", "minimum", "maximum", "minLength", "contentEncoding"];
        if !skeys_subset(s, &allowed) {
            return fail(where_, "unexpected keys on scalar");
        }
        return Ok(if nullable { Shape::NullableScalar(sc) } else { Shape::Scalar(sc) });
    }
    if t == "array" {
        if !skeys_subset(s, &["type", "items", "minItems"]) || !s.has("items") {
            return fail(where_, "unexpected array form");
        }
        let it = item_shape(s.get("items").unwrap_or(&J::Null), where_)?;
        return Ok(if nullable { Shape::NullableArray(it) } else { Shape::Array(it) });
    }
    if t == "object" && skeys_is(s, &["type", "additionalProperties"]) {
        match s.get("additionalProperties") {
            Some(J::Bool(true)) => {
                if !nullable {
                    return fail(where_, "non-nullable free object");
                }
                return Ok(if name == "_meta" { Shape::Meta } else { Shape::FreeObject });
            }
            Some(ap @ J::Obj(_)) => {
                let it = item_shape(ap, where_)?;
                return Ok(if nullable { Shape::NullableMap(it) } else { Shape::Map(it) });
            }
            _ => {}
        }
    }
    fail(where_, format!("unrecognised field schema {}", s.to_json()))
}

fn fields_of(obj: &J, where_: &str, skip: &[&str]) -> Result<Vec<Field>, Error> {
    let req = required(obj);
    let mut out = Vec::new();
    for (p, ps) in props(obj) {
        if skip.contains(&p.as_str()) {
            continue;
        }
        let shape = classify_field(&p, &ps, &format!("{where_}.{p}"))?;
        out.push(Field {
            required: req.contains(&p),
            desc: desc(&ps),
            default: ps.get("default").cloned(),
            default_on_null: ps.get("x-deserialize-default-on-null").is_some_and(J::is_true),
            shape,
            name: p,
        });
    }
    Ok(out)
}

// ---------------------------------------------------------------------------
// Union branches
// ---------------------------------------------------------------------------

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

fn analyse_union(
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
    if closed {
        if vs.iter().any(|v| {
            matches!(
                v.kind,
                VariantKind::Other { .. } | VariantKind::DefaultRef { .. } | VariantKind::DefaultInline { .. } | VariantKind::None { .. }
            )
        }) {
            return fail(where_, "oneOf+discriminator union with catch-all/default branches");
        }
        if discriminator != Some(tag.as_str()) {
            return fail(where_, "discriminator does not name the tag");
        }
    }
    Ok((tag, vs))
}

/// Branch of an untagged scalar union.
#[derive(Clone, Debug, PartialEq)]
pub enum ScalarBranch {
    Null,
    Scalar(Scalar),
    ScalarArray(Scalar),
    Any,
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum UKind {
    Any,
    Ref,
    Scalar,
    Array,
    Object,
}

fn untagged_kinds(branches: &[J]) -> Option<Vec<UKind>> {
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

// ---------------------------------------------------------------------------
// Def patterns
// ---------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct Titled<T> {
    pub title: String,
    pub desc: Option<String>,
    pub value: T,
}

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
    StructWithTaggedVariants { fields: Vec<Field>, tag: String, variants: Vec<Variant>, closed: bool },
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

fn envelope_params(s: &J, where_: &str) -> Result<Vec<(String, String)>, Error> {
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

fn titled<T>(b: &J, value: T) -> Titled<T> {
    Titled { title: b.str_of("title").unwrap_or_default().to_owned(), desc: desc(b), value }
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
        if variants.iter().any(|v| matches!(v.kind, VariantKind::DefaultRef { .. } | VariantKind::DefaultInline { .. })) {
            return Ok(Def::TaggedUnionWithDefault { tag, variants });
        }
        if variants.iter().any(|v| matches!(v.kind, VariantKind::Other { .. })) {
            return Ok(Def::TaggedUnionOpen { tag, variants });
        }
        return fail(&w, "anyOf tagged union without a catch-all (not used by ACP)");
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
            let closed = s.has("discriminator");
            if closed && u != "oneOf" {
                return fail(&w, "discriminator without oneOf");
            }
            let disc = s.get("discriminator").and_then(|d| d.str_of("propertyName"));
            let (tag, variants) = analyse_union(&br, &format!("{w}/{u}"), closed, disc)?;
            let tag_prop = ps.iter().find(|(n, _)| *n == tag).map(|(_, p)| p.clone());
            if let Some(tp) = &tag_prop {
                let ok = skeys_is(tp, &["type"]) && scalar_kind(tp.get("type")).is_some_and(|(_, n)| n);
                if !ok {
                    return fail(&w, "tag also declared as a common property with a non-nullable type");
                }
            }
            let fields = fields.into_iter().filter(|f| f.name != tag).collect();
            return Ok(Def::StructWithTaggedVariants { fields, tag, variants, closed });
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

fn sorted_keys(b: &J) -> Vec<String> {
    let mut k: Vec<String> = b.get("properties").map(|p| p.keys().into_iter().map(str::to_owned).collect()).unwrap_or_default();
    k.sort();
    k
}

// ---------------------------------------------------------------------------
// Whole file
// ---------------------------------------------------------------------------

/// One method-table row (keyed by method and request/notification).
#[derive(Clone, Debug, PartialEq)]
pub struct Method {
    pub method: String,
    /// "request" or "notification"
    pub kind: String,
    /// x-side: agent, client, protocol, proxy
    pub side: String,
    pub params: String,
    pub result: Option<String>,
}

/// The classified schema.
#[derive(Clone, Debug)]
pub struct Model {
    /// `$defs` in schema order: (name, description, def)
    pub defs: Vec<(String, Option<String>, Def)>,
    pub methods: Vec<Method>,
}

impl Model {
    pub fn def(&self, name: &str) -> Option<&Def> {
        self.defs.iter().find(|(n, _, _)| n == name).map(|(_, _, d)| d)
    }
}

pub fn analyse(doc: &J) -> Result<Model, Error> {
    for k in doc.keys() {
        if !ROOT_KEYS.contains(&k) {
            return fail("#", format!("unknown root key {k:?}"));
        }
    }
    let Some(defs) = doc.get("$defs").and_then(J::as_obj) else {
        return fail("#", "no $defs");
    };
    for (n, s) in defs {
        audit(s, &format!("$defs/{n}"), defs)?;
    }
    let root = doc.get("anyOf").and_then(J::as_arr).unwrap_or(&[]);
    for (i, b) in root.iter().enumerate() {
        audit(b, &format!("#/anyOf/{i}"), defs)?;
    }
    let mut out = Vec::new();
    for (n, s) in defs {
        out.push((n.clone(), desc(s), classify_def(n, s)?));
    }
    // Field shapes that must not appear outside envelopes.
    for (n, _, d) in &out {
        if d.is_envelope() {
            continue;
        }
        let mut all: Vec<&Field> = Vec::new();
        match d {
            Def::Struct { fields }
            | Def::MetaOnlyStruct { fields }
            | Def::StructOpenExtra { fields }
            | Def::StructWithUntaggedVariants { fields, .. }
            | Def::StructWithTaggedVariants { fields, .. } => all.extend(fields),
            Def::UntaggedObjectUnion { branches } => all.extend(branches.iter().flat_map(|b| &b.value)),
            _ => {}
        }
        for v in d.variants() {
            match &v.kind {
                VariantKind::Struct { fields, .. } | VariantKind::DefaultInline { fields, .. } => all.extend(fields),
                VariantKind::Other { common, .. } => all.extend(common),
                _ => {}
            }
        }
        for f in all {
            if matches!(f.shape, Shape::InlineUnion | Shape::NullOnly) {
                return fail(&format!("$defs/{n}.{}", f.name), format!("{} field outside an envelope", f.shape.name()));
            }
        }
    }

    // Envelope membership: def -> (envelope name, role)
    let mut envelope_of: Vec<(String, String, &'static str)> = Vec::new();
    for (n, _, d) in &out {
        match d {
            Def::EnvelopeRequest { members } | Def::EnvelopeNotification { members } => {
                for (_, m) in members {
                    envelope_of.push((m.clone(), n.clone(), "params"));
                }
            }
            Def::EnvelopeResponse { results } => {
                for (_, m) in results {
                    envelope_of.push((m.clone(), n.clone(), "result"));
                }
            }
            _ => {}
        }
    }
    for b in root {
        if b.str_of("type") != Some("object") {
            return fail("#/anyOf", "unexpected root branch");
        }
        let req = required(b);
        if req != ["jsonrpc", "method"] && req != ["jsonrpc"] {
            return fail("#/anyOf", "unexpected root branch");
        }
        let j = b.get("properties").and_then(|p| p.get("jsonrpc"));
        let want = J::Obj(vec![
            ("type".into(), J::Str("string".into())),
            ("enum".into(), J::Arr(vec![J::Str("2.0".into())])),
        ]);
        if j != Some(&want) {
            return fail("#/anyOf", "jsonrpc must be enum ['2.0']");
        }
        if !b.has("anyOf") {
            let title = b.str_of("title").unwrap_or_default();
            let p = b.get("properties").and_then(|p| p.get("params")).cloned().unwrap_or(J::Null);
            for (_, m) in envelope_params(&p, &format!("#/{title}"))? {
                envelope_of.push((m, format!("#/{title}"), "params"));
            }
        }
    }
    let mut methods: Vec<Method> = Vec::new();
    for (n, s) in defs {
        let (xm, xs) = (s.str_of("x-method"), s.str_of("x-side"));
        if xm.is_none() && xs.is_none() {
            continue;
        }
        let (Some(xm), Some(xs)) = (xm, xs) else {
            return fail(n, "x-method without x-side or vice versa");
        };
        if !["agent", "client", "protocol", "proxy"].contains(&xs) {
            return fail(n, format!("unknown x-side {xs:?}"));
        }
        let env: Vec<&(String, String, &str)> = envelope_of.iter().filter(|(m, _, _)| m == n).collect();
        if env.len() != 1 {
            return fail(n, "x-method def must be in exactly one envelope");
        }
        let (_, env_name, _) = env[0];
        let role = if env_name.ends_with("Request") {
            "request"
        } else if env_name.ends_with("Notification") || env_name.starts_with("#/") {
            "notification"
        } else if env_name.ends_with("Response") {
            "result"
        } else {
            return fail(n, format!("cannot tell the role of envelope {env_name}"));
        };
        let key_kind = if role == "notification" { "notification" } else { "request" };
        let idx = match methods.iter().position(|m| m.method == xm && m.kind == key_kind) {
            Some(i) => i,
            None => {
                methods.push(Method {
                    method: xm.to_owned(),
                    kind: key_kind.to_owned(),
                    side: xs.to_owned(),
                    params: String::new(),
                    result: None,
                });
                methods.len() - 1
            }
        };
        let row = &mut methods[idx];
        if row.side != xs {
            return fail(n, format!("x-side differs between params and result of {xm}"));
        }
        if role == "result" {
            if row.result.is_some() {
                return fail(n, format!("two results for {xm}"));
            }
            row.result = Some(n.clone());
        } else {
            if !row.params.is_empty() {
                return fail(n, format!("two params defs for {xm}"));
            }
            row.params = n.clone();
        }
    }
    for m in &methods {
        if m.params.is_empty() || (m.kind == "request" && m.result.is_none()) {
            return fail(&m.method, "request without params or result def");
        }
    }
    Ok(Model { defs: out, methods })
}
