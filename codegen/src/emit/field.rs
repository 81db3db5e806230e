//! Members of a generated object: how one schema field becomes a Rust field
//! (its type and `Mode`: required, optional, nullable, tri-state, null read
//! as empty) and the code each struct-like emitter writes per member (slot,
//! match arm, build, take from a buffer, serialize, setter, `…_or_default`
//! accessor). Separate because every object pattern builds its members
//! here; it depends on no emitter.

use super::super::json::J;
use super::super::names::{doc_str, field_ident, method_ident, snake, type_ident};
use super::super::prepass::{Def, Field, Item, Model, Scalar, Shape};
use super::super::Error;
use super::common::{fail, is_object_codec};
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) enum Mode {
    Required,
    RequiredOrEmpty,
    RequiredNullable,
    Optional,
    OptionalOrEmpty,
    Tri,
}

impl Mode {
    pub(super) fn required(self) -> bool {
        matches!(self, Mode::Required | Mode::RequiredOrEmpty | Mode::RequiredNullable)
    }
}

pub(super) struct FieldGen {
    pub(super) json: String,
    pub(super) ident: Ident,
    pub(super) local: Ident,
    pub(super) inner: TokenStream,
    pub(super) ty: TokenStream,
    pub(super) mode: Mode,
    pub(super) doc: TokenStream,
    default: Option<J>,
    shape: Shape,
    /// `x-deserialize-default-on-error`
    doe: bool,
    /// `x-deserialize-skip-invalid-items`
    skip: bool,
    /// `x-deserialize-default-on-null` (on a collection)
    don: bool,
}

pub(super) fn scalar_ty(sc: &Scalar) -> TokenStream {
    match sc {
        Scalar::String => quote!(String),
        Scalar::Bool => quote!(bool),
        Scalar::Integer(f) => match f.as_deref() {
            Some("uint16") => quote!(u16),
            Some("uint32") => quote!(u32),
            Some("uint64") => quote!(u64),
            Some("int32") => quote!(i32),
            _ => quote!(i64),
        },
        Scalar::Number(_) => quote!(f64),
    }
}

fn item_ty(i: &Item) -> TokenStream {
    match i {
        Item::Ref(r) => {
            let t = type_ident(r);
            quote!(#t)
        }
        Item::Str => quote!(String),
    }
}

fn base_ty(shape: &Shape) -> TokenStream {
    match shape {
        Shape::Ref(r) | Shape::NullableRef(r) => {
            let t = type_ident(r);
            quote!(#t)
        }
        Shape::Scalar(s) | Shape::NullableScalar(s) => scalar_ty(s),
        Shape::Array(i) | Shape::NullableArray(i) => {
            let t = item_ty(i);
            quote!(Vec<#t>)
        }
        Shape::Map(i) | Shape::NullableMap(i) => {
            let t = item_ty(i);
            quote!(::std::collections::BTreeMap<String, #t>)
        }
        Shape::Meta | Shape::FreeObject => quote!(crate::codec::Meta),
        Shape::Any | Shape::NullOnly | Shape::InlineUnion => quote!(::serde_json::Value),
    }
}

pub(super) fn field_gen(f: &Field) -> FieldGen {
    let is_coll = matches!(f.shape, Shape::Array(_) | Shape::Map(_));
    let mode = if f.required {
        if f.shape.nullable() && f.shape != Shape::Any {
            Mode::RequiredNullable
        } else if f.default_on_null && is_coll {
            Mode::RequiredOrEmpty
        } else {
            Mode::Required
        }
    } else if f.shape.nullable() {
        Mode::Tri
    } else if f.default_on_null && is_coll {
        Mode::OptionalOrEmpty
    } else {
        Mode::Optional
    };
    let inner = base_ty(&f.shape);
    let ty = match mode {
        Mode::Required | Mode::RequiredOrEmpty => inner.clone(),
        Mode::RequiredNullable | Mode::Optional | Mode::OptionalOrEmpty => quote!(Option<#inner>),
        Mode::Tri => quote!(crate::codec::Tri<#inner>),
    };
    let mut d = f.desc.clone().unwrap_or_default();
    let mut note = |n: &str| {
        if !d.is_empty() {
            d.push_str("\n\n");
        }
        d.push_str(n);
    };
    if f.default_on_null {
        note("(acp-wire: a `null` here is accepted and read as empty; the `null` is kept in `recovered` and written back.)");
    }
    if f.default_on_error {
        note("(acp-wire: a value that does not decode is read as absent, kept raw in `recovered` and written back: `x-deserialize-default-on-error`.)");
    }
    if f.skip_invalid_items {
        note("(acp-wire: items that do not decode are left out, kept raw in `recovered` and written back at their index: `x-deserialize-skip-invalid-items`.)");
    }
    FieldGen {
        json: f.name.clone(),
        ident: field_ident(&f.name),
        local: format_ident!("f_{}", snake(&f.name)),
        inner,
        ty,
        mode,
        doc: if d.is_empty() { TokenStream::new() } else { doc_str(&d) },
        default: f.default.clone(),
        shape: f.shape.clone(),
        doe: f.default_on_error,
        skip: f.skip_invalid_items,
        don: f.default_on_null && is_coll,
    }
}

impl FieldGen {
    pub(super) fn decl(&self) -> TokenStream {
        let (l, inner) = (&self.local, &self.inner);
        match self.mode {
            Mode::Tri => quote!(let mut #l: crate::codec::Tri<#inner> = crate::codec::Tri::Absent;),
            Mode::RequiredNullable => quote!(let mut #l: Option<Option<#inner>> = None;),
            _ => quote!(let mut #l: Option<#inner> = None;),
        }
    }
    /// Whether a schema hint applies (the object then keeps a `Recovered`).
    pub(super) fn hinted(&self) -> bool {
        self.doe || self.skip || self.don
    }
    /// Refuses hint sites the emitters do not implement (named, so that a
    /// schema that puts a hint somewhere new fails the bump visibly).
    pub(super) fn check_hints(&self, w: &str) -> Result<(), Error> {
        let bad = |what: &str| fail(w, format!("member {}: {what} is not supported by the generator", self.json));
        if self.skip && !(matches!(self.shape, Shape::Array(_)) && matches!(self.mode, Mode::Optional | Mode::Required) || matches!(self.shape, Shape::NullableArray(_)) && self.mode == Mode::Tri) {
            return bad("x-deserialize-skip-invalid-items on a member that is not an array (optional, required, or optional and nullable)");
        }
        if self.doe && self.don {
            return bad("x-deserialize-default-on-error together with x-deserialize-default-on-null");
        }
        if self.doe && self.mode.required() && !matches!(self.shape, Shape::Array(_) | Shape::Map(_) | Shape::Scalar(_)) && self.mode != Mode::RequiredNullable {
            return bad("x-deserialize-default-on-error on a required member without an empty value");
        }
        Ok(())
    }
    /// The match arm reading the member in a streaming visitor (the
    /// visitor's `__rec: Recovered` takes what a hint let through).
    pub(super) fn arm(&self, model: &Model) -> TokenStream {
        let (l, j) = (&self.local, &self.json);
        if self.skip {
            let doe = self.doe;
            return quote!(#j => __p::put_items(&mut map, &mut #l, &mut __rec, #j, #doe)?,);
        }
        if self.doe {
            let scalar = matches!(self.shape, Shape::Scalar(_) | Shape::Meta | Shape::FreeObject);
            return match self.mode {
                Mode::Optional if scalar => quote!(#j => __p::put_lenient_scalar(&mut map, &mut #l, &mut __rec, #j)?,),
                Mode::Tri if scalar || matches!(self.shape, Shape::NullableScalar(_)) => quote!(#j => __p::put_lenient_scalar_tri(&mut map, &mut #l, &mut __rec, #j)?,),
                _ => quote!(#j => __p::put_lenient(&mut map, &mut #l, &mut __rec, #j)?,),
            };
        }
        match self.mode {
            Mode::Tri => quote!(#j => __p::put_tri(&mut map, &mut #l, #j)?,),
            Mode::RequiredOrEmpty | Mode::OptionalOrEmpty => quote!(#j => __p::put_or_empty(&mut map, &mut #l, &mut __rec, #j)?,),
            // An object-typed member is decoded in place (no moves of the
            // value back through the deserializer; same visitor, same errors).
            Mode::Required | Mode::Optional if self.is_object(model) => quote!(#j => __p::put_object(&mut map, &mut #l, #j)?,),
            _ => quote!(#j => __p::put(&mut map, &mut #l, #j)?,),
        }
    }
    /// Whether the member's type is a generated object type (`ObjectCodec`).
    fn is_object(&self, model: &Model) -> bool {
        match &self.shape {
            Shape::Ref(r) => model.def(r).is_some_and(is_object_codec),
            _ => false,
        }
    }
    pub(super) fn build(&self) -> TokenStream {
        let (i, l, j) = (&self.ident, &self.local, &self.json);
        if self.mode.required() && (self.doe || self.skip) {
            quote!(#i: __p::required_or_kept(#l, &__rec, #j)?,)
        } else if self.mode.required() {
            quote!(#i: __p::required(#l, #j)?,)
        } else {
            quote!(#i: #l,)
        }
    }
    /// Expression taking the member out of a buffered `rest: &mut Map`.
    pub(super) fn take(&self) -> TokenStream {
        let (j, inner) = (&self.json, &self.inner);
        debug_assert!(!self.doe && !self.skip, "hinted members are refused on the buffered path (check_take)");
        match self.mode {
            Mode::Tri => quote!(__p::take_tri::<#inner>(rest, #j)?),
            Mode::OptionalOrEmpty => quote!(__p::take_or_empty::<#inner>(rest, #j)?),
            Mode::RequiredOrEmpty => quote!(__p::required(__p::take_or_empty::<#inner>(rest, #j)?, #j)?),
            Mode::Required => quote!(__p::required(__p::take::<#inner>(rest, #j)?, #j)?),
            Mode::Optional => quote!(__p::take::<#inner>(rest, #j)?),
            Mode::RequiredNullable => quote!(__p::required(__p::take::<Option<#inner>>(rest, #j)?, #j)?),
        }
    }
    /// Refuses a hinted member read by [`Self::take`] (the buffered path of
    /// a tagged variant's own members): no schema puts one there yet.
    pub(super) fn check_take(&self, w: &str) -> Result<(), Error> {
        if self.doe || self.skip {
            return fail(w, format!("member {}: an x-deserialize hint on a tagged variant's own member is not supported by the generator", self.json));
        }
        Ok(())
    }
    /// Statement writing the member; `acc` evaluates to a reference to the
    /// field, `rec` to the object's `Recovered` (used when [`Self::hinted`]).
    pub(super) fn ser_hinted(&self, acc: TokenStream, rec: TokenStream) -> TokenStream {
        let j = &self.json;
        if !self.hinted() {
            return self.ser(acc);
        }
        if self.skip && self.mode == Mode::Tri {
            return quote!(__p::write_items_tri(map, #j, #acc, #rec)?;);
        }
        if self.skip {
            return if self.mode.required() {
                quote! {
                    match __p::kept(#rec, #j, (#acc).is_empty()) {
                        Some(k) => map.serialize_entry(#j, k)?,
                        None => __p::write_items(map, #j, #acc, #rec)?,
                    }
                }
            } else {
                quote! {
                    if let Some(v) = #acc { __p::write_items(map, #j, v, #rec)?; }
                    else if let Some(k) = __p::kept(#rec, #j, true) { map.serialize_entry(#j, k)?; }
                }
            };
        }
        let untouched_req = match (&self.shape, self.mode) {
            (_, Mode::RequiredNullable) => quote!((#acc).is_none()),
            (Shape::Array(_) | Shape::Map(_), _) => quote!((#acc).is_empty()),
            _ => quote!(*(#acc) == Default::default()),
        };
        match self.mode {
            Mode::Required | Mode::RequiredOrEmpty | Mode::RequiredNullable => quote! {
                match __p::kept(#rec, #j, #untouched_req) {
                    Some(k) => map.serialize_entry(#j, k)?,
                    None => map.serialize_entry(#j, #acc)?,
                }
            },
            Mode::OptionalOrEmpty => quote! {
                if let Some(v) = #acc {
                    match __p::kept(#rec, #j, v.is_empty()) {
                        Some(k) => map.serialize_entry(#j, k)?,
                        None => map.serialize_entry(#j, v)?,
                    }
                }
            },
            Mode::Optional => quote! {
                if let Some(v) = #acc { map.serialize_entry(#j, v)?; }
                else if let Some(k) = __p::kept(#rec, #j, true) { map.serialize_entry(#j, k)?; }
            },
            Mode::Tri => quote! {
                if !(#acc).is_absent() { map.serialize_entry(#j, #acc)?; }
                else if let Some(k) = __p::kept(#rec, #j, true) { map.serialize_entry(#j, k)?; }
            },
        }
    }
    /// Statement writing the member; `acc` evaluates to a reference to the field.
    pub(super) fn ser(&self, acc: TokenStream) -> TokenStream {
        let j = &self.json;
        match self.mode {
            Mode::Required | Mode::RequiredOrEmpty | Mode::RequiredNullable => quote!(map.serialize_entry(#j, #acc)?;),
            Mode::Optional | Mode::OptionalOrEmpty => quote!(if let Some(v) = #acc { map.serialize_entry(#j, v)?; }),
            Mode::Tri => quote!(if !(#acc).is_absent() { map.serialize_entry(#j, #acc)?; }),
        }
    }
    pub(super) fn setter(&self) -> TokenStream {
        let (i, inner, d) = (&self.ident, &self.inner, &self.doc);
        let set = match self.mode {
            Mode::Tri => quote!(crate::codec::Tri::Value(v.into())),
            Mode::RequiredNullable => quote!(Some(v.into())),
            Mode::Optional | Mode::OptionalOrEmpty => quote!(Some(v.into())),
            Mode::Required | Mode::RequiredOrEmpty => quote!(v.into()),
        };
        quote! {
            #d
            #[must_use]
            pub fn #i(mut self, v: impl Into<#inner>) -> Self { self.#i = #set; self }
        }
    }
    /// `x_or_default()` accessor applying the schema `default`.
    pub(super) fn default_accessor(&self, model: &Model) -> Option<TokenStream> {
        let dv = self.default.as_ref()?;
        if !matches!(self.mode, Mode::Optional | Mode::OptionalOrEmpty) {
            return None;
        }
        let i = &self.ident;
        let name = method_ident(&format!("{}_or_default", snake(&self.json)));
        let inner = &self.inner;
        let doc = format!(
            " `{}`, or the schema default `{}` when absent (the default is never written out).",
            self.json,
            dv.to_json()
        );
        match (&self.shape, dv) {
            (Shape::Scalar(Scalar::Bool), J::Bool(b)) => Some(quote! {
                #[doc = #doc]
                pub fn #name(&self) -> bool { self.#i.unwrap_or(#b) }
            }),
            (Shape::Ref(r), J::Str(s)) if matches!(model.def(r), Some(Def::ClosedStringEnum { .. } | Def::OpenStringEnum { .. })) => {
                Some(quote! {
                    #[doc = #doc]
                    pub fn #name(&self) -> #inner { self.#i.clone().unwrap_or_else(|| #inner::from(#s)) }
                })
            }
            (Shape::Ref(r), J::Obj(_)) if struct_has_default(model, r) => Some(quote! {
                #[doc = #doc]
                pub fn #name(&self) -> #inner { self.#i.clone().unwrap_or_default() }
            }),
            (Shape::Map(_), J::Obj(m)) if m.is_empty() => Some(quote! {
                #[doc = #doc]
                pub fn #name(&self) -> #inner { self.#i.clone().unwrap_or_default() }
            }),
            (Shape::Array(it), J::Arr(a)) if a.is_empty() => {
                let it = item_ty(it);
                Some(quote! {
                    #[doc = #doc]
                    pub fn #name(&self) -> &[#it] { self.#i.as_deref().unwrap_or(&[]) }
                })
            }
            _ => None,
        }
    }
}

/// Does the def's Rust type implement `Default` (a struct without required members)?
fn struct_has_default(model: &Model, def: &str) -> bool {
    match model.def(def) {
        Some(Def::Struct { fields } | Def::MetaOnlyStruct { fields } | Def::StructOpenExtra { fields }) => {
            fields.iter().all(|f| !field_gen(f).mode.required())
        }
        _ => false,
    }
}

pub(super) fn fields_gen(fields: &[Field]) -> Vec<FieldGen> {
    fields.iter().map(field_gen).collect()
}

/// The pieces of an object with hinted members: the `recovered` field's
/// declaration, the visitor's slot, its build and its `new` init (all empty
/// when no member is hinted).
pub(super) fn rec_parts(hinted: bool) -> (TokenStream, TokenStream, TokenStream, TokenStream) {
    if !hinted {
        return (TokenStream::new(), TokenStream::new(), TokenStream::new(), TokenStream::new());
    }
    (
        quote! {
            /// What the schema's `x-deserialize-*` hints let through while
            /// decoding, kept raw and written back ([`crate::codec::recoveries`]
            /// lists a whole message's, with their JSON pointers).
            pub recovered: crate::codec::Recovered,
        },
        quote!(let mut __rec = crate::codec::Recovered::default();),
        quote!(recovered: __rec,),
        quote!(recovered: Default::default(),),
    )
}

/// Refuses the hint sites the emitters do not implement.
pub(super) fn check_hints(w: &str, fields: &[FieldGen]) -> Result<(), Error> {
    fields.iter().try_for_each(|f| f.check_hints(w))
}

pub(super) fn check_fields(w: &str, fields: &[FieldGen], reserved: &[&str]) -> Result<(), Error> {
    let mut seen: Vec<String> = reserved.iter().map(|s| s.to_string()).collect();
    for f in fields {
        let s = f.ident.to_string();
        if seen.contains(&s) {
            return fail(w, format!("two members map to the Rust name {s}"));
        }
        if matches!(s.as_str(), "self" | "Self" | "super" | "crate") {
            return fail(w, format!("member name {s} cannot be a Rust identifier"));
        }
        seen.push(s);
    }
    Ok(())
}
