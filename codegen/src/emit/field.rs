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
    if f.default_on_null {
        if !d.is_empty() {
            d.push_str("\n\n");
        }
        d.push_str("(acp-wire: a `null` here is accepted and read as empty.)");
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
    pub(super) fn arm(&self, model: &Model) -> TokenStream {
        let (l, j) = (&self.local, &self.json);
        match self.mode {
            Mode::Tri => quote!(#j => __p::put_tri(&mut map, &mut #l, #j)?,),
            Mode::RequiredOrEmpty | Mode::OptionalOrEmpty => quote!(#j => __p::put_or_empty(&mut map, &mut #l, #j)?,),
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
        if self.mode.required() {
            quote!(#i: __p::required(#l, #j)?,)
        } else {
            quote!(#i: #l,)
        }
    }
    /// Expression taking the member out of a buffered `rest: &mut Map`.
    pub(super) fn take(&self) -> TokenStream {
        let (j, inner) = (&self.json, &self.inner);
        match self.mode {
            Mode::Tri => quote!(__p::take_tri::<#inner>(rest, #j)?),
            Mode::OptionalOrEmpty => quote!(__p::take_or_empty::<#inner>(rest, #j)?),
            Mode::RequiredOrEmpty => quote!(__p::required(__p::take_or_empty::<#inner>(rest, #j)?, #j)?),
            Mode::Required => quote!(__p::required(__p::take::<#inner>(rest, #j)?, #j)?),
            Mode::Optional => quote!(__p::take::<#inner>(rest, #j)?),
            Mode::RequiredNullable => quote!(__p::required(__p::take::<Option<#inner>>(rest, #j)?, #j)?),
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
