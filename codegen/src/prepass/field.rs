//! Field shapes: what one member of an object is (a `$ref`, a scalar, an
//! array or map of refs/strings, `_meta`, any JSON, …), the `Field` the
//! emitters work from, and the classifier that turns `properties` into
//! fields. Separate from the def patterns because structs, union branches
//! and untagged object unions all build their members here.

use super::super::json::J;
use super::super::Error;
use super::keys::{allof_ref, desc, fail, is_bare_ref, is_null, props, ref_name, required, skeys, skeys_is, skeys_subset};

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
    /// `x-deserialize-default-on-null`: `null` reads as empty.
    pub default_on_null: bool,
    /// `x-deserialize-default-on-error`: a value that does not decode reads as absent.
    pub default_on_error: bool,
    /// `x-deserialize-skip-invalid-items`: array items that do not decode are left out.
    pub skip_invalid_items: bool,
}

impl Field {
    /// Whether any `x-deserialize-*` hint applies to this member.
    pub fn hinted(&self) -> bool {
        self.default_on_null || self.default_on_error || self.skip_invalid_items
    }
}

pub(super) fn scalar_kind(t: Option<&J>) -> Option<(String, bool)> {
    match t {
        Some(J::Str(s)) => Some((s.clone(), false)),
        Some(J::Arr(a)) if a.len() == 2 && a[1].as_str() == Some("null") && a[0].as_str() != Some("null") => {
            a[0].as_str().map(|s| (s.to_owned(), true))
        }
        _ => None,
    }
}

pub(super) fn to_scalar(t: &str, s: &J) -> Option<Scalar> {
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
        let allowed = ["type", "format", "minimum", "maximum", "minLength", "contentEncoding", "pattern"];
        if !skeys_subset(s, &allowed) {
            return fail(where_, "unexpected keys on scalar");
        }
        if s.has("pattern") && sc != Scalar::String {
            return fail(where_, format!("pattern on a {t} member (JSON Schema applies it to strings only)"));
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

/// The member's description, with the `pattern` it must match (if any)
/// stated at its end: the member stays a `String` holding exactly what came
/// in (lossless; not checked on decode), and `acp_wire_validate` checks the
/// pattern.
pub(super) fn with_pattern(desc: Option<String>, s: &J) -> Option<String> {
    let Some(pattern) = s.str_of("pattern") else {
        return desc;
    };
    let code = if pattern.contains('`') { format!("`` {pattern} ``") } else { format!("`{pattern}`") };
    let line = format!(
        "Pattern: must match {code} (JSON Schema `pattern`; checked by schema validation, \
         not on decode: the value is kept as sent)."
    );
    Some(match desc {
        Some(d) => format!("{d}\n\n{line}"),
        None => line,
    })
}

pub(super) fn fields_of(obj: &J, where_: &str, skip: &[&str]) -> Result<Vec<Field>, Error> {
    let req = required(obj);
    let mut out = Vec::new();
    for (p, ps) in props(obj) {
        if skip.contains(&p.as_str()) {
            continue;
        }
        let shape = classify_field(&p, &ps, &format!("{where_}.{p}"))?;
        out.push(Field {
            required: req.contains(&p),
            desc: with_pattern(desc(&ps), &ps),
            default: ps.get("default").cloned(),
            default_on_null: ps.get("x-deserialize-default-on-null").is_some_and(J::is_true),
            default_on_error: ps.get("x-deserialize-default-on-error").is_some_and(J::is_true),
            skip_invalid_items: ps.get("x-deserialize-skip-invalid-items").is_some_and(J::is_true),
            shape,
            name: p,
        });
    }
    Ok(out)
}
