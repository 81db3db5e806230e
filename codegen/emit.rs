//! Own emitters (syn/quote) for every pattern typify cannot express losslessly.

use super::json::J;
use super::names::{doc, doc_str, field_ident, ident, method_ident, pascal, snake, type_ident, type_name};
use super::prepass::{Def, Field, Item, Model, Scalar, ScalarBranch, Shape, Titled, Variant, VariantKind};
use super::{Config, Error};
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

fn fail<T>(w: &str, msg: impl Into<String>) -> Result<T, Error> {
    Err(Error::Schema(format!("{w}: {}", msg.into())))
}

const SHADOWED: &[&str] = &["Result", "Option", "Some", "None", "Ok", "Err", "Vec", "String", "Box", "Default"];

/// Patterns whose Rust type implements `ObjectCodec` (can be a payload).
fn is_object_codec(d: &Def) -> bool {
    matches!(
        d,
        Def::Struct { .. }
            | Def::MetaOnlyStruct { .. }
            | Def::StructOpenExtra { .. }
            | Def::TaggedUnionClosed { .. }
            | Def::TaggedUnionOpen { .. }
            | Def::TaggedUnionWithDefault { .. }
            | Def::StructWithTaggedVariants { .. }
            | Def::StructWithUntaggedVariants { .. }
    )
}

// ---------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Debug)]
enum Mode {
    Required,
    RequiredOrEmpty,
    RequiredNullable,
    Optional,
    OptionalOrEmpty,
    Tri,
}

impl Mode {
    fn required(self) -> bool {
        matches!(self, Mode::Required | Mode::RequiredOrEmpty | Mode::RequiredNullable)
    }
}

struct FieldGen {
    json: String,
    ident: Ident,
    local: Ident,
    inner: TokenStream,
    ty: TokenStream,
    mode: Mode,
    doc: TokenStream,
    default: Option<J>,
    shape: Shape,
}

fn scalar_ty(sc: &Scalar) -> TokenStream {
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

fn field_gen(f: &Field) -> FieldGen {
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
    fn decl(&self) -> TokenStream {
        let (l, inner) = (&self.local, &self.inner);
        match self.mode {
            Mode::Tri => quote!(let mut #l: crate::codec::Tri<#inner> = crate::codec::Tri::Absent;),
            Mode::RequiredNullable => quote!(let mut #l: Option<Option<#inner>> = None;),
            _ => quote!(let mut #l: Option<#inner> = None;),
        }
    }
    fn arm(&self) -> TokenStream {
        let (l, j) = (&self.local, &self.json);
        match self.mode {
            Mode::Tri => quote!(#j => __p::put_tri(&mut map, &mut #l, #j)?,),
            Mode::RequiredOrEmpty | Mode::OptionalOrEmpty => quote!(#j => __p::put_or_empty(&mut map, &mut #l, #j)?,),
            _ => quote!(#j => __p::put(&mut map, &mut #l, #j)?,),
        }
    }
    fn build(&self) -> TokenStream {
        let (i, l, j) = (&self.ident, &self.local, &self.json);
        if self.mode.required() {
            quote!(#i: __p::required(#l, #j)?,)
        } else {
            quote!(#i: #l,)
        }
    }
    /// Expression taking the member out of a buffered `rest: &mut Map`.
    fn take(&self) -> TokenStream {
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
    fn ser(&self, acc: TokenStream) -> TokenStream {
        let j = &self.json;
        match self.mode {
            Mode::Required | Mode::RequiredOrEmpty | Mode::RequiredNullable => quote!(map.serialize_entry(#j, #acc)?;),
            Mode::Optional | Mode::OptionalOrEmpty => quote!(if let Some(v) = #acc { map.serialize_entry(#j, v)?; }),
            Mode::Tri => quote!(if !(#acc).is_absent() { map.serialize_entry(#j, #acc)?; }),
        }
    }
    fn setter(&self) -> TokenStream {
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
    fn default_accessor(&self, model: &Model) -> Option<TokenStream> {
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

fn serde_impls(name: &Ident) -> TokenStream {
    quote! {
        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                __p::deserialize_object(d)
            }
        }
        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                __p::serialize_object(self, s)
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Structs
// ---------------------------------------------------------------------------

struct StructSpec {
    name: Ident,
    doc: TokenStream,
    fields: Vec<FieldGen>,
    /// name of the unknown-members map
    extra: Ident,
    /// the first field can be pre-seeded (the tag of an `Other` catch-all)
    seed_first: bool,
}

fn emit_struct(spec: StructSpec, model: &Model) -> TokenStream {
    let StructSpec { name, doc, fields, extra, seed_first } = spec;
    let all_optional = fields.iter().all(|f| !f.mode.required());
    let derive_default = if all_optional { quote!(Default,) } else { quote!() };
    let decls: Vec<_> = fields
        .iter()
        .map(|f| {
            let (d, i, t) = (&f.doc, &f.ident, &f.ty);
            quote!(#d pub #i: #t,)
        })
        .collect();
    let req: Vec<&FieldGen> = fields.iter().filter(|f| f.mode.required()).collect();
    let new_args: Vec<_> = req
        .iter()
        .map(|f| {
            let (i, inner) = (&f.ident, &f.inner);
            match f.mode {
                Mode::RequiredNullable => quote!(#i: Option<#inner>),
                _ => quote!(#i: impl Into<#inner>),
            }
        })
        .collect();
    let new_inits: Vec<_> = fields
        .iter()
        .map(|f| {
            let i = &f.ident;
            match f.mode {
                Mode::Required | Mode::RequiredOrEmpty => quote!(#i: #i.into(),),
                Mode::RequiredNullable => quote!(#i,),
                _ => quote!(#i: Default::default(),),
            }
        })
        .collect();
    let setters: Vec<_> = fields.iter().filter(|f| !f.mode.required()).map(FieldGen::setter).collect();
    let accessors: Vec<_> = fields.iter().filter_map(|f| f.default_accessor(model)).collect();
    let slot_decls: Vec<_> = fields
        .iter()
        .enumerate()
        .map(|(i, f)| {
            if seed_first && i == 0 {
                let (l, inner) = (&f.local, &f.inner);
                quote!(let mut #l: Option<#inner> = seed;)
            } else {
                f.decl()
            }
        })
        .collect();
    let arms: Vec<_> = fields.iter().map(FieldGen::arm).collect();
    let builds: Vec<_> = fields.iter().map(FieldGen::build).collect();
    let sers: Vec<_> = fields
        .iter()
        .map(|f| {
            let i = &f.ident;
            f.ser(quote!(&self.#i))
        })
        .collect();
    let expecting = format!("an object ({name})");
    let visit_body = quote! {
        #(#slot_decls)*
        let mut #extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                #(#arms)*
                _ => __p::put_extra(&mut map, &mut #extra, key)?,
            }
        }
        Ok(Self { #(#builds)* #extra })
    };
    let (visit, seeded) = if seed_first {
        (
            quote! {
                fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(map: A) -> Result<Self, A::Error> {
                    Self::__visit_map_seeded(map, None)
                }
            },
            quote! {
                #[doc(hidden)]
                pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(mut map: A, seed: Option<String>) -> Result<Self, A::Error> {
                    #visit_body
                }
            },
        )
    } else {
        (
            quote! {
                fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(mut map: A) -> Result<Self, A::Error> {
                    #visit_body
                }
            },
            quote!(),
        )
    };
    let extra_doc = " Members the schema does not declare, kept as received and written back after the known ones.";
    let impls = serde_impls(&name);
    quote! {
        #doc
        #[derive(Clone, Debug, PartialEq, #derive_default)]
        #[non_exhaustive]
        pub struct #name {
            #(#decls)*
            #[doc = #extra_doc]
            pub #extra: ::serde_json::Map<String, ::serde_json::Value>,
        }
        impl #name {
            /// Creates a value with the required members; optional members start absent.
            pub fn new(#(#new_args),*) -> Self {
                Self { #(#new_inits)* #extra: ::serde_json::Map::new() }
            }
            #(#setters)*
            #(#accessors)*
            #seeded
        }
        impl __p::ObjectCodec for #name {
            const EXPECTING: &'static str = #expecting;
            #visit
            fn __serialize_fields<M: ::serde::ser::SerializeMap>(&self, map: &mut M) -> Result<(), M::Error> {
                #(#sers)*
                __p::write_extra(map, &self.#extra)
            }
        }
        #impls
    }
}

fn fields_gen(fields: &[Field]) -> Vec<FieldGen> {
    fields.iter().map(field_gen).collect()
}

fn check_fields(w: &str, fields: &[FieldGen], reserved: &[&str]) -> Result<(), Error> {
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

// ---------------------------------------------------------------------------
// Enums of strings and integers
// ---------------------------------------------------------------------------

fn emit_string_enum(
    name: &Ident,
    desc: Option<&str>,
    values: &[(String, Option<String>)],
    catch_all: &str,
    catch_doc: &str,
) -> Result<TokenStream, Error> {
    let vars: Vec<Ident> = values.iter().map(|(v, _)| ident(&pascal(v))).collect();
    let catch = ident(catch_all);
    if vars.contains(&catch) {
        return fail(&name.to_string(), "catch-all variant collides with a known value");
    }
    let strs: Vec<&String> = values.iter().map(|(v, _)| v).collect();
    let docs: Vec<TokenStream> = values.iter().map(|(v, d)| doc(Some(d.as_deref().unwrap_or(&format!("`\"{v}\"`"))))).collect();
    let d = doc(desc);
    let catch_doc = doc_str(catch_doc);
    Ok(quote! {
        #d
        ///
        /// Unknown strings are kept in the catch-all variant and written back
        /// unchanged; known strings always map to their named variant
        /// (equality and hashing compare the wire string).
        #[derive(Clone, Debug)]
        #[non_exhaustive]
        pub enum #name {
            #( #docs #vars, )*
            #catch_doc
            #catch(String),
        }
        impl #name {
            /// The wire string.
            pub fn as_str(&self) -> &str {
                match self {
                    #( Self::#vars => #strs, )*
                    Self::#catch(s) => s,
                }
            }
        }
        impl From<&str> for #name {
            fn from(s: &str) -> Self {
                match s {
                    #( #strs => Self::#vars, )*
                    other => Self::#catch(other.to_owned()),
                }
            }
        }
        impl From<String> for #name {
            fn from(s: String) -> Self {
                match s.as_str() {
                    #( #strs => Self::#vars, )*
                    _ => Self::#catch(s),
                }
            }
        }
        impl PartialEq for #name {
            fn eq(&self, other: &Self) -> bool { self.as_str() == other.as_str() }
        }
        impl Eq for #name {}
        impl ::std::hash::Hash for #name {
            fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) { self.as_str().hash(h) }
        }
        impl ::std::fmt::Display for #name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result { f.write_str(self.as_str()) }
        }
        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> { s.serialize_str(self.as_str()) }
        }
        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
                Ok(match k.as_str() {
                    #( #strs => Self::#vars, )*
                    _ => Self::#catch(k.into_owned()),
                })
            }
        }
    })
}

fn emit_int_enum(
    name: &Ident,
    desc: Option<&str>,
    values: &[(String, i64, Option<String>)],
    catch_all: &str,
    catch_doc: Option<&str>,
    format: &str,
) -> Result<TokenStream, Error> {
    let int = match format {
        "int32" => quote!(i32),
        "int64" => quote!(i64),
        _ => return fail(&name.to_string(), format!("unsupported integer enum format {format}")),
    };
    let vars: Vec<Ident> = values.iter().map(|(t, _, _)| ident(&pascal(t))).collect();
    let catch = ident(&pascal(catch_all));
    let lits: Vec<TokenStream> = values
        .iter()
        .map(|(_, v, _)| {
            let l = proc_macro2::Literal::i64_unsuffixed(v.abs());
            if *v < 0 {
                quote!(-#l)
            } else {
                quote!(#l)
            }
        })
        .collect();
    let docs: Vec<TokenStream> = values.iter().map(|(_, _, d)| doc(d.as_deref())).collect();
    let d = doc(desc);
    let cd = doc(catch_doc);
    Ok(quote! {
        #d
        ///
        /// Unknown codes are kept in the catch-all variant; equality compares codes.
        #[derive(Clone, Copy, Debug)]
        #[non_exhaustive]
        pub enum #name {
            #( #docs #vars, )*
            #cd
            #catch(#int),
        }
        impl #name {
            /// The numeric code.
            pub fn code(&self) -> #int {
                match self {
                    #( Self::#vars => #lits, )*
                    Self::#catch(c) => *c,
                }
            }
        }
        impl From<#int> for #name {
            fn from(c: #int) -> Self {
                match c {
                    #( #lits => Self::#vars, )*
                    other => Self::#catch(other),
                }
            }
        }
        impl From<#name> for #int {
            fn from(c: #name) -> Self { c.code() }
        }
        impl PartialEq for #name {
            fn eq(&self, other: &Self) -> bool { self.code() == other.code() }
        }
        impl Eq for #name {}
        impl ::std::hash::Hash for #name {
            fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) { self.code().hash(h) }
        }
        impl ::std::fmt::Display for #name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result { ::std::fmt::Display::fmt(&self.code(), f) }
        }
        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> { ::serde::Serialize::serialize(&self.code(), s) }
        }
        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                Ok(Self::from(<#int as ::serde::Deserialize>::deserialize(d)?))
            }
        }
    })
}

// ---------------------------------------------------------------------------
// Untagged unions (decided by shape, branch order = schema order)
// ---------------------------------------------------------------------------

struct UBranch {
    var: Ident,
    doc: TokenStream,
    /// None = the any-JSON catch-all (`Value`), Some(ty) otherwise; `unit` = null
    ty: Option<TokenStream>,
    unit: bool,
}

fn emit_untagged(name: &Ident, desc: Option<&str>, branches: Vec<UBranch>, eq: bool) -> TokenStream {
    let d = doc(desc);
    let decls: Vec<_> = branches
        .iter()
        .map(|b| {
            let (v, bd) = (&b.var, &b.doc);
            if b.unit {
                quote!(#bd #v,)
            } else {
                let t = b.ty.clone().unwrap_or(quote!(::serde_json::Value));
                quote!(#bd #v(#t),)
            }
        })
        .collect();
    let tries: Vec<_> = branches
        .iter()
        .map(|b| {
            let v = &b.var;
            let vs = v.to_string();
            if b.unit {
                quote! {
                    if v.is_null() { return Ok(Self::#v); }
                    errors.push((#vs, "expected null".to_owned()));
                }
            } else if let Some(t) = &b.ty {
                quote! {
                    match <#t as ::serde::Deserialize>::deserialize(&v) {
                        Ok(x) => return Ok(Self::#v(x)),
                        Err(e) => errors.push((#vs, e.to_string())),
                    }
                }
            } else {
                quote!(return Ok(Self::#v(v));)
            }
        })
        .collect();
    let has_any = branches.iter().any(|b| b.ty.is_none() && !b.unit);
    let tail = if has_any {
        quote!()
    } else {
        let ns = name.to_string();
        quote!(Err(__p::no_branch(#ns, &errors)))
    };
    let sers: Vec<_> = branches
        .iter()
        .map(|b| {
            let v = &b.var;
            if b.unit {
                quote!(Self::#v => s.serialize_unit(),)
            } else {
                quote!(Self::#v(x) => ::serde::Serialize::serialize(x, s),)
            }
        })
        .collect();
    let derive_eq = if eq { quote!(PartialEq,) } else { quote!() };
    let allow = if has_any { quote!(#[allow(unreachable_code, unused_mut, unused_variables)]) } else { quote!() };
    quote! {
        #d
        #[derive(Clone, Debug, #derive_eq)]
        #[non_exhaustive]
        pub enum #name {
            #(#decls)*
        }
        impl #name {
            #[doc(hidden)]
            #allow
            pub fn __from_value(v: ::serde_json::Value) -> Result<Self, ::serde_json::Error> {
                let mut errors: Vec<(&str, String)> = Vec::new();
                #(#tries)*
                #tail
            }
        }
        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let v = <::serde_json::Value as ::serde::Deserialize>::deserialize(d)?;
                Self::__from_value(v).map_err(<D::Error as ::serde::de::Error>::custom)
            }
        }
        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                match self { #(#sers)* }
            }
        }
    }
}

fn scalar_branch_ty(sb: &ScalarBranch) -> (Option<TokenStream>, bool) {
    match sb {
        ScalarBranch::Null => (None, true),
        ScalarBranch::Any => (None, false),
        // A `double` branch keeps the number exactly as received.
        ScalarBranch::Scalar(Scalar::Number(_)) => (Some(quote!(::serde_json::Number)), false),
        ScalarBranch::Scalar(s) => (Some(scalar_ty(s)), false),
        ScalarBranch::ScalarArray(Scalar::Number(_)) => (Some(quote!(Vec<::serde_json::Number>)), false),
        ScalarBranch::ScalarArray(s) => {
            let t = scalar_ty(s);
            (Some(quote!(Vec<#t>)), false)
        }
    }
}

fn ubranch<T>(b: &Titled<T>, ty: Option<TokenStream>, unit: bool) -> UBranch {
    UBranch { var: ident(&pascal(&b.title)), doc: doc(b.desc.as_deref()), ty, unit }
}

// ---------------------------------------------------------------------------
// Tagged unions
// ---------------------------------------------------------------------------

fn other_struct_name(def: &str) -> String {
    format!("Other{}", type_name(def))
}

fn catch_all_ident(variants: &[Variant]) -> Ident {
    let taken = variants.iter().any(|v| v.kind.tag_value().is_some_and(|t| pascal(t) == "Other"));
    ident(if taken { "Unknown" } else { "Other" })
}

fn check_payload(model: &Model, w: &str, payload: &str) -> Result<(), Error> {
    match model.def(payload) {
        Some(d) if is_object_codec(d) => Ok(()),
        Some(d) => fail(w, format!("payload {payload} is a {} (not an object type)", d.pattern())),
        None => fail(w, format!("payload {payload} is not a def")),
    }
}

/// The `Other…` struct of a tagged union: the tag, the typed common members of
/// the `other` branch, and every other member.
fn emit_other_struct(def: &str, tag: &str, common: &[Field], desc: Option<&str>, model: &Model) -> Result<TokenStream, Error> {
    let name = ident(&other_struct_name(def));
    let tag_field = Field {
        name: tag.to_owned(),
        shape: Shape::Scalar(Scalar::String),
        required: true,
        desc: Some(format!("The `{tag}` value (not one of the known ones).")),
        default: None,
        default_on_null: false,
    };
    let mut fields = vec![field_gen(&tag_field)];
    fields[0].ident = ident("tag");
    fields.extend(fields_gen(common));
    check_fields(def, &fields, &["fields"])?;
    let d = format!(
        "A `{}` whose `{tag}` is not known to this version of the schema: the tag and every member are kept and written back unchanged.{}",
        type_name(def),
        desc.map(|d| format!("\n\n{d}")).unwrap_or_default()
    );
    Ok(emit_struct(StructSpec { name, doc: doc_str(&d), fields, extra: ident("fields"), seed_first: true }, model))
}

fn emit_tagged_union(def: &str, desc: Option<&str>, tag: &str, variants: &[Variant], closed: bool, model: &Model) -> Result<TokenStream, Error> {
    let w = format!("$defs/{def}");
    let name = type_ident(def);
    let catch = catch_all_ident(variants);
    let other_name = ident(&other_struct_name(def));
    let mut decls = Vec::new();
    let mut tagged_arms = Vec::new();
    let mut ser_arms = Vec::new();
    let mut tag_arms = Vec::new();
    let mut extra_items = TokenStream::new();
    let mut other_common: Option<(Vec<Field>, Option<String>)> = None;
    let mut default: Option<(Ident, Ident)> = None;
    let mut known_fallible = Vec::new();
    for v in variants {
        let vd = doc(v.desc.as_deref());
        match &v.kind {
            VariantKind::Newtype { value, payload } => {
                check_payload(model, &w, payload)?;
                let var = ident(&pascal(value));
                let p = type_ident(payload);
                decls.push(quote!(#vd #var(#p),));
                tagged_arms.push(quote!(#value => Self::#var(<#p as __p::ObjectCodec>::__visit_map(map)?),));
                ser_arms.push(quote!(Self::#var(v) => { map.serialize_entry(#tag, #value)?; __p::ObjectCodec::__serialize_fields(v, map) }));
                tag_arms.push(quote!(Self::#var(_) => #value,));
                known_fallible.push((value.clone(), quote!(Self::#var(__p::from_map::<#p>(b)?))));
            }
            VariantKind::Unit { value } => {
                let var = ident(&pascal(value));
                decls.push(quote! {
                    #vd
                    #var {
                        /// Members sent along with the tag, kept and written back.
                        extra: ::serde_json::Map<String, ::serde_json::Value>,
                    },
                });
                tagged_arms.push(quote!(#value => Self::#var { extra: __p::collect_map(map)? },));
                ser_arms.push(quote!(Self::#var { extra } => { map.serialize_entry(#tag, #value)?; __p::write_extra(map, extra) }));
                tag_arms.push(quote!(Self::#var { .. } => #value,));
                known_fallible.push((value.clone(), quote!(Self::#var { extra: b })));
            }
            VariantKind::Other { common, nested, .. } => {
                if nested.is_some() {
                    return fail(&w, "nested scope union in an `other` branch is only supported in struct-with-tagged-variants");
                }
                other_common = Some((common.clone(), v.desc.clone()));
            }
            VariantKind::DefaultRef { title, payload } => {
                check_payload(model, &w, payload)?;
                if default.is_some() {
                    return fail(&w, "more than one default branch");
                }
                let var = ident(&pascal(title));
                let p = type_ident(payload);
                let extra_doc = format!(" The default branch (`{title}`): no `{tag}` member, or one this branch does not exclude (it stays in the payload's extra members).");
                decls.push(quote!(#vd #[doc = ""] #[doc = #extra_doc] #var(#p),));
                ser_arms.push(quote!(Self::#var(v) => __p::ObjectCodec::__serialize_fields(v, map),));
                tag_arms.push(quote!(Self::#var(v) => v.extra.get(#tag).and_then(|t| t.as_str()).unwrap_or(""),));
                default = Some((var, p));
            }
            other => return fail(&w, format!("{} variant in a tagged union", other.name())),
        }
    }
    let (common, other_desc) = other_common.unwrap_or((Vec::new(), None));
    extra_items.extend(emit_other_struct(def, tag, &common, other_desc.as_deref(), model)?);
    let catch_doc = if closed {
        " A variant this version of the schema does not know (e.g. from a newer peer); kept and written back unchanged."
    } else {
        " Custom or future variant; kept and written back unchanged."
    };
    decls.push(quote!(#[doc = #catch_doc] #catch(#other_name),));
    ser_arms.push(quote!(Self::#catch(v) => __p::ObjectCodec::__serialize_fields(v, map),));
    tag_arms.push(quote!(Self::#catch(v) => &v.tag,));
    let expecting = format!("an object ({name})");
    let d = doc(desc);
    let tag_doc = format!(" The `{tag}` value of this variant.");

    let (visit, helper) = if let Some((dvar, dty)) = &default {
        // Schema-correct resolution for unions with an untagged default
        // branch: known tag → that variant, falling back to the default
        // branch; unknown tag → `other` if the union has one, else default.
        let has_other = variants.iter().any(|v| matches!(v.kind, VariantKind::Other { .. }));
        let known: Vec<_> = known_fallible
            .iter()
            .map(|(value, make)| {
                quote! {
                    Some(#value) => {
                        let mut b = buf.clone();
                        b.remove(#tag);
                        let r: Result<Self, ::serde_json::Error> = (|| Ok(#make))();
                        match r { Ok(v) => return Ok(v), Err(e) => Some(e) }
                    }
                }
            })
            .collect();
        let unknown = if has_other {
            quote!(Some(_) => return Ok(Self::#catch(__p::from_map::<#other_name>(buf)?)),)
        } else {
            quote!(Some(_) => None,)
        };
        (
            quote! {
                fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(map: A) -> Result<Self, A::Error> {
                    let buf = __p::collect_map(map)?;
                    __p::lift(Self::__from_buffer(buf))
                }
            },
            quote! {
                #[doc(hidden)]
                pub fn __from_buffer(buf: ::serde_json::Map<String, ::serde_json::Value>) -> Result<Self, ::serde_json::Error> {
                    let tag = buf.get(#tag).and_then(|t| t.as_str()).map(str::to_owned);
                    let known_err: Option<::serde_json::Error> = match tag.as_deref() {
                        #(#known)*
                        #unknown
                        None => None,
                    };
                    match __p::from_map::<#dty>(buf) {
                        Ok(v) => Ok(Self::#dvar(v)),
                        Err(e) => Err(known_err.unwrap_or(e)),
                    }
                }
            },
        )
    } else {
        (
            quote! {
                fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(mut map: A) -> Result<Self, A::Error> {
                    match map.next_key::<__p::Key<'de>>()? {
                        Some(k) if k.as_str() == #tag => {
                            let t: __p::Key<'de> = map.next_value()?;
                            Self::__visit_tagged(map, t)
                        }
                        Some(k) => {
                            let mut buf = __p::buffer_from(k, map)?;
                            match __p::lift(__p::take_tag(&mut buf, #tag))? {
                                Some(t) => __p::lift(Self::__visit_tagged(__p::buffer_access(buf), __p::Key::owned(t))),
                                None => Err(<A::Error as ::serde::de::Error>::missing_field(#tag)),
                            }
                        }
                        None => Err(<A::Error as ::serde::de::Error>::missing_field(#tag)),
                    }
                }
            },
            quote! {
                /// Reads the members after the tag (streaming; no buffering).
                #[doc(hidden)]
                pub fn __visit_tagged<'de, A: ::serde::de::MapAccess<'de>>(map: A, tag: __p::Key<'de>) -> Result<Self, A::Error> {
                    Ok(match tag.as_str() {
                        #(#tagged_arms)*
                        _ => Self::#catch(#other_name::__visit_map_seeded(map, Some(tag.into_owned()))?),
                    })
                }
            },
        )
    };
    let impls = serde_impls(&name);
    Ok(quote! {
        #d
        #[derive(Clone, Debug, PartialEq)]
        #[non_exhaustive]
        pub enum #name {
            #(#decls)*
        }
        impl #name {
            #[doc = #tag_doc]
            pub fn tag(&self) -> &str {
                match self { #(#tag_arms)* }
            }
            #helper
        }
        impl __p::ObjectCodec for #name {
            const EXPECTING: &'static str = #expecting;
            #visit
            fn __serialize_fields<M: ::serde::ser::SerializeMap>(&self, map: &mut M) -> Result<(), M::Error> {
                match self { #(#ser_arms)* }
            }
        }
        #impls
        #extra_items
    })
}

// ---------------------------------------------------------------------------
// Struct with tagged variants: common members + a tag in the same object
// ---------------------------------------------------------------------------

fn kind_names(def: &str, tag: &str) -> (Ident, Ident) {
    if tag == "type" {
        (ident("kind"), ident(&format!("{}Kind", type_name(def))))
    } else {
        (field_ident(tag), ident(&format!("{}{}", type_name(def), pascal(tag))))
    }
}

fn emit_struct_with_tagged(def: &str, desc: Option<&str>, fields: &[Field], tag: &str, variants: &[Variant], model: &Model) -> Result<TokenStream, Error> {
    let w = format!("$defs/{def}");
    let name = type_ident(def);
    let (kfield, kname) = kind_names(def, tag);
    if model.def(&kname.to_string()).is_some() {
        return fail(&w, format!("generated name {kname} collides with a def"));
    }
    let fgs = fields_gen(fields);
    check_fields(def, &fgs, &[&kfield.to_string(), "extra"])?;
    let catch = catch_all_ident(variants);
    let has_none = variants.iter().any(|v| matches!(v.kind, VariantKind::None { .. }));
    let mut decls = Vec::new();
    let mut known_arms = Vec::new(); // value => Ok(expr)  (expressions may use `rest`)
    let mut tag_ser = Vec::new();
    let mut body_ser = Vec::new();
    let mut tag_of = Vec::new();
    let mut default: Option<TokenStream> = None;
    let mut other_fields: Option<Vec<FieldGen>> = None;
    let mut other_nested: Option<(Ident, Ident)> = None;
    for v in variants {
        let vd = doc(v.desc.as_deref());
        match &v.kind {
            VariantKind::Newtype { value, payload } => {
                check_payload(model, &w, payload)?;
                let var = ident(&pascal(value));
                let p = type_ident(payload);
                decls.push(quote!(#vd #var(#p),));
                known_arms.push(quote!(#value => Self::#var(__p::from_map::<#p>(::std::mem::take(rest))?),));
                tag_ser.push(quote!(#kname::#var(_) => map.serialize_entry(#tag, #value)?,));
                body_ser.push(quote!(#kname::#var(v) => __p::ObjectCodec::__serialize_fields(v, map)?,));
                tag_of.push(quote!(Self::#var(_) => Some(#value),));
            }
            VariantKind::Unit { value } => {
                let var = ident(&pascal(value));
                decls.push(quote!(#vd #var,));
                known_arms.push(quote!(#value => Self::#var,));
                tag_ser.push(quote!(#kname::#var => map.serialize_entry(#tag, #value)?,));
                tag_of.push(quote!(Self::#var => Some(#value),));
            }
            VariantKind::Struct { value, fields } => {
                let var = ident(&pascal(value));
                let fg = fields_gen(fields);
                let fdecl: Vec<_> = fg.iter().map(|f| {
                    let (d, i, t) = (&f.doc, &f.ident, &f.ty);
                    quote!(#d #i: #t,)
                }).collect();
                let ftake: Vec<_> = fg.iter().map(|f| {
                    let (i, t) = (&f.ident, f.take());
                    quote!(#i: #t,)
                }).collect();
                let fids: Vec<_> = fg.iter().map(|f| f.ident.clone()).collect();
                let fsers: Vec<_> = fg.iter().map(|f| { let i = &f.ident; f.ser(quote!(#i)) }).collect();
                decls.push(quote!(#vd #var { #(#fdecl)* },));
                known_arms.push(quote!(#value => Self::#var { #(#ftake)* },));
                tag_ser.push(quote!(#kname::#var { .. } => map.serialize_entry(#tag, #value)?,));
                body_ser.push(quote!(#kname::#var { #(#fids),* } => { #(#fsers)* }));
                tag_of.push(quote!(Self::#var { .. } => Some(#value),));
            }
            VariantKind::None { title } => {
                let var = ident(&pascal(title));
                let nd = format!(" No `{tag}` (absent, or `null` when `null` is true).");
                decls.push(quote!(#vd #[doc = ""] #[doc = #nd] #var {
                    /// The member was present as `null` (rather than absent).
                    null: bool,
                },));
                tag_ser.push(quote!(#kname::#var { null } => if *null { map.serialize_entry(#tag, &())?; },));
                tag_of.push(quote!(Self::#var { .. } => None,));
            }
            VariantKind::DefaultInline { title, fields } => {
                if default.is_some() {
                    return fail(&w, "more than one default branch");
                }
                let var = ident(&pascal(title));
                let fg = fields_gen(fields);
                let fdecl: Vec<_> = fg.iter().map(|f| {
                    let (d, i, t) = (&f.doc, &f.ident, &f.ty);
                    quote!(#d #i: #t,)
                }).collect();
                let ftake: Vec<_> = fg.iter().map(|f| {
                    let (i, t) = (&f.ident, f.take());
                    quote!(#i: #t,)
                }).collect();
                let fids: Vec<_> = fg.iter().map(|f| f.ident.clone()).collect();
                let fsers: Vec<_> = fg.iter().map(|f| { let i = &f.ident; f.ser(quote!(#i)) }).collect();
                let dd = format!(" The default branch (`{title}`): no `{tag}`, or one this branch does not exclude (it stays in the extra members).");
                decls.push(quote!(#vd #[doc = ""] #[doc = #dd] #var { #(#fdecl)* },));
                default = Some(quote!(Self::#var { #(#ftake)* }));
                tag_ser.push(quote!(#kname::#var { .. } => {},));
                body_ser.push(quote!(#kname::#var { #(#fids),* } => { #(#fsers)* }));
                tag_of.push(quote!(Self::#var { .. } => None,));
            }
            VariantKind::Other { common, nested, .. } => {
                let mut fg = fields_gen(common);
                fg.retain(|f| f.json != tag);
                other_fields = Some(fg);
                if let Some(bs) = nested {
                    other_nested = Some(variants_enum_name(def, bs));
                }
            }
            VariantKind::DefaultRef { .. } => return fail(&w, "default-ref variant in a struct with tagged variants"),
        }
    }
    // The catch-all (always present, also for closed unions).
    let ofg = other_fields.unwrap_or_default();
    let odecl: Vec<_> = ofg.iter().map(|f| {
        let (d, i, t) = (&f.doc, &f.ident, &f.ty);
        quote!(#d #i: #t,)
    }).collect();
    let otake: Vec<_> = ofg.iter().map(|f| {
        let (i, t) = (&f.ident, f.take());
        quote!(#i: #t,)
    }).collect();
    let oids: Vec<_> = ofg.iter().map(|f| f.ident.clone()).collect();
    let osers: Vec<_> = ofg.iter().map(|f| { let i = &f.ident; f.ser(quote!(#i)) }).collect();
    let (ndecl, ntake, nid, nser) = match &other_nested {
        Some((nf, nt)) => {
            let nd = format!(" The branch of [`{nt}`] the remaining members matched (they all live there).");
            (
                quote!(#[doc = #nd] #nf: #nt,),
                quote!(#nf: #nt::__from_buffer(::std::mem::take(rest))?,),
                quote!(#nf,),
                quote!(__p::ObjectCodec::__serialize_fields(#nf, map)?;),
            )
        }
        None => (quote!(), quote!(), quote!(), quote!()),
    };
    let cdoc = if other_nested.is_some() {
        format!(" A `{tag}` this version of the schema does not know.")
    } else {
        format!(" A `{tag}` this version of the schema does not know; its other members stay in the parent's `extra`.")
    };
    decls.push(quote!(#[doc = #cdoc] #catch {
        /// The `tag` value as received.
        tag: String,
        #(#odecl)*
        #ndecl
    },));
    tag_ser.push(quote!(#kname::#catch { tag, .. } => map.serialize_entry(#tag, tag)?,));
    body_ser.push(quote!(#kname::#catch { tag: _, #(#oids,)* #nid } => { #(#osers)* #nser }));
    tag_of.push(quote!(Self::#catch { tag, .. } => Some(tag),));
    let unknown = quote!(Self::#catch { tag: t.clone(), #(#otake)* #ntake });

    let absent = if has_none {
        let nv = variants.iter().find_map(|v| match &v.kind { VariantKind::None { title } => Some(ident(&pascal(title))), _ => None });
        quote!(return Ok(Self::#nv { null: false }))
    } else if let Some(d) = &default {
        quote!(return Ok(#d))
    } else {
        quote!(return Err(<::serde_json::Error as ::serde::de::Error>::missing_field(#tag)))
    };
    let null = if has_none {
        let nv = variants.iter().find_map(|v| match &v.kind { VariantKind::None { title } => Some(ident(&pascal(title))), _ => None });
        quote!(return Ok(Self::#nv { null: true }))
    } else {
        quote!(return Err(<::serde_json::Error as ::serde::de::Error>::invalid_type(::serde::de::Unexpected::Unit, &"a string")))
    };
    let dispatch = if let Some(d) = &default {
        let known: Vec<_> = known_arms
            .iter()
            .map(|arm| {
                // arm: `value => expr,` — wrap in a fallible closure
                let s: syn::Arm = syn::parse2(arm.clone()).map_err(|e| Error::Syntax(e.to_string()))?;
                let pat = s.pat;
                let body = s.body;
                Ok(quote!(#pat => Some((|| -> Result<Self, ::serde_json::Error> { Ok(#body) })()),))
            })
            .collect::<Result<_, Error>>()?;
        quote! {
            let saved = rest.clone();
            let known: Option<Result<Self, ::serde_json::Error>> = {
                let rest = &mut *rest;
                match t.as_str() { #(#known)* _ => None }
            };
            match known {
                Some(Ok(v)) => Ok(v),
                Some(Err(e)) => {
                    *rest = saved;
                    rest.insert(#tag.to_owned(), ::serde_json::Value::String(t));
                    (|| -> Result<Self, ::serde_json::Error> { Ok(#d) })().map_err(|_| e)
                }
                None => {
                    rest.insert(#tag.to_owned(), ::serde_json::Value::String(t));
                    Ok(#d)
                }
            }
        }
    } else {
        quote! {
            Ok(match t.as_str() {
                #(#known_arms)*
                _ => #unknown,
            })
        }
    };
    let tag_slot_ty = if has_none { quote!(Option<Option<String>>) } else { quote!(Option<String>) };
    let tag_into = if has_none { quote!(f_tag) } else { quote!(f_tag.map(Some)) };
    let kdoc = format!(" The `{tag}`-selected part of a [`{name}`].");
    let slot_decls: Vec<_> = fgs.iter().map(FieldGen::decl).collect();
    let arms: Vec<_> = fgs.iter().map(FieldGen::arm).collect();
    let builds: Vec<_> = fgs.iter().map(FieldGen::build).collect();
    let sers: Vec<_> = fgs.iter().map(|f| { let i = &f.ident; f.ser(quote!(&self.#i)) }).collect();
    let fdecls: Vec<_> = fgs.iter().map(|f| { let (d, i, t) = (&f.doc, &f.ident, &f.ty); quote!(#d pub #i: #t,) }).collect();
    let req: Vec<&FieldGen> = fgs.iter().filter(|f| f.mode.required()).collect();
    let new_args: Vec<_> = req.iter().map(|f| { let (i, inner) = (&f.ident, &f.inner); quote!(#i: impl Into<#inner>) }).collect();
    let new_inits: Vec<_> = fgs.iter().map(|f| {
        let i = &f.ident;
        if f.mode.required() { quote!(#i: #i.into(),) } else { quote!(#i: Default::default(),) }
    }).collect();
    let setters: Vec<_> = fgs.iter().filter(|f| !f.mode.required()).map(FieldGen::setter).collect();
    let accessors: Vec<_> = fgs.iter().filter_map(|f| f.default_accessor(model)).collect();
    let expecting = format!("an object ({name})");
    let d = doc(desc);
    let impls = serde_impls(&name);
    let kfield_doc = format!(" The variant selected by `{tag}`, with its own members.");
    let tag_fn_doc = format!(" The `{tag}` value, if any.");
    Ok(quote! {
        #d
        #[derive(Clone, Debug, PartialEq)]
        #[non_exhaustive]
        pub struct #name {
            #(#fdecls)*
            #[doc = #kfield_doc]
            pub #kfield: #kname,
            /// Members the schema does not declare, kept as received and written back.
            pub extra: ::serde_json::Map<String, ::serde_json::Value>,
        }
        impl #name {
            /// Creates a value with the required members; optional members start absent.
            pub fn new(#(#new_args,)* #kfield: #kname) -> Self {
                Self { #(#new_inits)* #kfield, extra: ::serde_json::Map::new() }
            }
            #(#setters)*
            #(#accessors)*
        }
        #[doc = #kdoc]
        #[derive(Clone, Debug, PartialEq)]
        #[non_exhaustive]
        pub enum #kname {
            #(#decls)*
        }
        impl #kname {
            #[doc = #tag_fn_doc]
            pub fn tag(&self) -> Option<&str> {
                match self { #(#tag_of)* }
            }
            #[doc(hidden)]
            pub fn __from_parts(tag: Option<Option<String>>, rest: &mut ::serde_json::Map<String, ::serde_json::Value>) -> Result<Self, ::serde_json::Error> {
                let t = match tag {
                    None => { #absent }
                    Some(None) => { #null }
                    Some(Some(t)) => t,
                };
                #dispatch
            }
        }
        impl __p::ObjectCodec for #name {
            const EXPECTING: &'static str = #expecting;
            fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(mut map: A) -> Result<Self, A::Error> {
                #(#slot_decls)*
                let mut f_tag: #tag_slot_ty = None;
                let mut rest = ::serde_json::Map::new();
                while let Some(key) = map.next_key::<__p::Key<'de>>()? {
                    match key.as_str() {
                        #(#arms)*
                        #tag => __p::put(&mut map, &mut f_tag, #tag)?,
                        _ => __p::put_extra(&mut map, &mut rest, key)?,
                    }
                }
                let #kfield = __p::lift(#kname::__from_parts(#tag_into, &mut rest))?;
                Ok(Self { #(#builds)* #kfield, extra: rest })
            }
            fn __serialize_fields<M: ::serde::ser::SerializeMap>(&self, map: &mut M) -> Result<(), M::Error> {
                match &self.#kfield { #(#tag_ser)* }
                #(#sers)*
                #[allow(unused_variables, unreachable_patterns)]
                match &self.#kfield { #(#body_ser)* _ => {} }
                __p::write_extra(map, &self.extra)
            }
        }
        #impls
    })
}

// ---------------------------------------------------------------------------
// Struct with untagged variants (ElicitationFormMode + Session/Request scope)
// ---------------------------------------------------------------------------

fn common_affixes(names: &[String]) -> (String, String) {
    let first = names.first().cloned().unwrap_or_default();
    let words = |s: &str| -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for c in s.chars() {
            if c.is_ascii_uppercase() || out.is_empty() {
                out.push(String::new());
            }
            if let Some(l) = out.last_mut() {
                l.push(c);
            }
        }
        out
    };
    let ws: Vec<Vec<String>> = names.iter().map(|n| words(n)).collect();
    let fw = words(&first);
    let mut pre = 0;
    while pre < fw.len() && ws.iter().all(|w| w.len() > pre && w[pre] == fw[pre]) {
        pre += 1;
    }
    let mut suf = 0;
    while suf < fw.len() - pre && ws.iter().all(|w| w.len() > suf && w[w.len() - 1 - suf] == fw[fw.len() - 1 - suf]) {
        suf += 1;
    }
    (fw[..pre].concat(), fw[fw.len() - suf..].concat())
}

fn variants_enum_name(def: &str, branches: &[Titled<String>]) -> (Ident, Ident) {
    let refs: Vec<String> = branches.iter().map(|b| b.value.clone()).collect();
    let (pre, suf) = common_affixes(&refs);
    if suf.is_empty() {
        (ident("variant"), ident(&format!("{}Variant", type_name(def))))
    } else {
        (field_ident(&suf), ident(&format!("{pre}{suf}")))
    }
}

fn emit_untagged_variants_enum(ename: &Ident, branches: &[Titled<String>], model: &Model) -> Result<TokenStream, Error> {
    let mut decls = Vec::new();
    let mut tries = Vec::new();
    let mut sers = Vec::new();
    for b in branches {
        check_payload(model, &ename.to_string(), &b.value)?;
        let var = ident(&pascal(&b.title));
        let p = type_ident(&b.value);
        let bd = doc(b.desc.as_deref());
        let vs = var.to_string();
        decls.push(quote!(#bd #var(#p),));
        tries.push(quote! {
            match __p::from_map::<#p>(buf.clone()) {
                Ok(v) => return Ok(Self::#var(v)),
                Err(e) => errors.push((#vs, e.to_string())),
            }
        });
        sers.push(quote!(Self::#var(v) => __p::ObjectCodec::__serialize_fields(v, map),));
    }
    let ns = ename.to_string();
    let expecting = format!("an object ({ename})");
    let impls = serde_impls(ename);
    let d = format!(" The branches of the untagged union shared by the defs using {ename} (the first one that matches wins; unknown members stay in its `extra`).");
    Ok(quote! {
        #[doc = #d]
        #[derive(Clone, Debug, PartialEq)]
        #[non_exhaustive]
        pub enum #ename { #(#decls)* }
        impl #ename {
            #[doc(hidden)]
            pub fn __from_buffer(buf: ::serde_json::Map<String, ::serde_json::Value>) -> Result<Self, ::serde_json::Error> {
                let mut errors: Vec<(&str, String)> = Vec::new();
                #(#tries)*
                Err(__p::no_branch(#ns, &errors))
            }
        }
        impl __p::ObjectCodec for #ename {
            const EXPECTING: &'static str = #expecting;
            fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(map: A) -> Result<Self, A::Error> {
                let buf = __p::collect_map(map)?;
                __p::lift(Self::__from_buffer(buf))
            }
            fn __serialize_fields<M: ::serde::ser::SerializeMap>(&self, map: &mut M) -> Result<(), M::Error> {
                match self { #(#sers)* }
            }
        }
        #impls
    })
}

fn emit_struct_with_untagged(def: &str, desc: Option<&str>, fields: &[Field], branches: &[Titled<String>], _model: &Model) -> Result<TokenStream, Error> {
    let name = type_ident(def);
    let (vfield, vname) = variants_enum_name(def, branches);
    let fgs = fields_gen(fields);
    check_fields(def, &fgs, &[&vfield.to_string()])?;
    let slot_decls: Vec<_> = fgs.iter().map(FieldGen::decl).collect();
    let arms: Vec<_> = fgs.iter().map(FieldGen::arm).collect();
    let builds: Vec<_> = fgs.iter().map(FieldGen::build).collect();
    let sers: Vec<_> = fgs.iter().map(|f| { let i = &f.ident; f.ser(quote!(&self.#i)) }).collect();
    let fdecls: Vec<_> = fgs.iter().map(|f| { let (d, i, t) = (&f.doc, &f.ident, &f.ty); quote!(#d pub #i: #t,) }).collect();
    let req: Vec<&FieldGen> = fgs.iter().filter(|f| f.mode.required()).collect();
    let new_args: Vec<_> = req.iter().map(|f| { let (i, inner) = (&f.ident, &f.inner); quote!(#i: impl Into<#inner>) }).collect();
    let new_inits: Vec<_> = fgs.iter().map(|f| {
        let i = &f.ident;
        if f.mode.required() { quote!(#i: #i.into(),) } else { quote!(#i: Default::default(),) }
    }).collect();
    let setters: Vec<_> = fgs.iter().filter(|f| !f.mode.required()).map(FieldGen::setter).collect();
    let expecting = format!("an object ({name})");
    let d = doc(desc);
    let impls = serde_impls(&name);
    let vdoc = format!(" Which of the untagged branches ({}) the object matched; members not declared here live in that branch's `extra`.", branches.iter().map(|b| b.title.as_str()).collect::<Vec<_>>().join(", "));
    Ok(quote! {
        #d
        #[derive(Clone, Debug, PartialEq)]
        #[non_exhaustive]
        pub struct #name {
            #(#fdecls)*
            #[doc = #vdoc]
            pub #vfield: #vname,
        }
        impl #name {
            /// Creates a value with the required members; optional members start absent.
            pub fn new(#(#new_args,)* #vfield: #vname) -> Self {
                Self { #(#new_inits)* #vfield }
            }
            #(#setters)*
        }
        impl __p::ObjectCodec for #name {
            const EXPECTING: &'static str = #expecting;
            fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(mut map: A) -> Result<Self, A::Error> {
                #(#slot_decls)*
                let mut rest = ::serde_json::Map::new();
                while let Some(key) = map.next_key::<__p::Key<'de>>()? {
                    match key.as_str() {
                        #(#arms)*
                        _ => __p::put_extra(&mut map, &mut rest, key)?,
                    }
                }
                let #vfield = __p::lift(#vname::__from_buffer(rest))?;
                Ok(Self { #(#builds)* #vfield })
            }
            fn __serialize_fields<M: ::serde::ser::SerializeMap>(&self, map: &mut M) -> Result<(), M::Error> {
                #(#sers)*
                __p::ObjectCodec::__serialize_fields(&self.#vfield, map)
            }
        }
        #impls
    })
}

// ---------------------------------------------------------------------------
// Everything
// ---------------------------------------------------------------------------

pub fn emit_all(model: &Model, cfg: &Config, sha: &str) -> Result<TokenStream, Error> {
    let mut out = TokenStream::new();
    let version = cfg.version;
    let unstable = cfg.unstable;
    let label = &cfg.schema_label;
    let vdoc = " The protocol version of this module (`protocolVersion` in `initialize`).";
    let sdoc = format!(" sha256 of `{label}`, the schema this module was generated from.");
    out.extend(quote! {
        #[allow(unused_imports)]
        use crate::codec::__private as __p;
        #[allow(unused_imports)]
        use ::serde::ser::SerializeMap as _;

        #[doc = #vdoc]
        pub const PROTOCOL_VERSION: u16 = #version;
        #[doc = #sdoc]
        pub const SCHEMA_SHA256: &str = #sha;
        /// Whether this module was generated from the `schema.unstable.json` superset.
        pub const UNSTABLE: bool = #unstable;
    });
    let mut names: Vec<String> = Vec::new();
    let mut shared_enums: Vec<String> = Vec::new();
    let mut shared_sigs: Vec<(String, Vec<(String, String)>)> = Vec::new();
    // The untagged branch enums (e.g. ElicitationScope) shared by
    // struct-with-untagged-variants defs and `other` branches nesting them.
    for (def, _, d) in &model.defs {
        let mut lists: Vec<&Vec<Titled<String>>> = Vec::new();
        if let Def::StructWithUntaggedVariants { branches, .. } = d {
            lists.push(branches);
        }
        for v in d.variants() {
            if let VariantKind::Other { nested: Some(bs), .. } = &v.kind {
                lists.push(bs);
            }
        }
        for bs in lists {
            let (_, vname) = variants_enum_name(def, bs);
            let vs = vname.to_string();
            let sig: Vec<(String, String)> = bs.iter().map(|b| (b.title.clone(), b.value.clone())).collect();
            if let Some((_, other)) = shared_sigs.iter().find(|(n, _)| *n == vs) {
                if *other != sig {
                    return fail(&format!("$defs/{def}"), format!("{vs} names two different branch lists"));
                }
                continue;
            }
            shared_sigs.push((vs.clone(), sig));
            if model.def(&vs).is_some() {
                return fail(&format!("$defs/{def}"), format!("generated name {vs} collides with a def"));
            }
            shared_enums.push(vs.clone());
            names.push(vs);
            out.extend(emit_untagged_variants_enum(&vname, bs, model)?);
        }
    }
    let mut rt_arms = Vec::new();
    let mut def_rows = Vec::new();
    for (def, desc, d) in &model.defs {
        let w = format!("$defs/{def}");
        let tn = type_name(def);
        if SHADOWED.contains(&tn.as_str()) {
            return fail(&w, "def name would shadow a prelude name");
        }
        let pattern = d.pattern();
        def_rows.push(quote!((#def, #pattern),));
        if d.is_envelope() {
            continue;
        }
        names.push(tn.clone());
        let name = type_ident(def);
        rt_arms.push(quote!(#def => __p::roundtrip::<#name>(json),));
        let desc = desc.as_deref();
        let item = match d {
            // typify's (see typify_pass)
            Def::StringNewtype | Def::IntegerNewtype | Def::AnyJson | Def::OpenObject => continue,
            Def::Struct { fields } | Def::MetaOnlyStruct { fields } | Def::StructOpenExtra { fields } => {
                let fgs = fields_gen(fields);
                check_fields(def, &fgs, &["extra"])?;
                emit_struct(StructSpec { name, doc: doc(desc), fields: fgs, extra: ident("extra"), seed_first: false }, model)
            }
            Def::RefAlias { target } => {
                let t = type_ident(target);
                let dd = doc(desc);
                quote!(#dd pub type #name = #t;)
            }
            Def::ClosedStringEnum { values } => {
                let taken = values.iter().any(|(v, _)| pascal(v) == "Other");
                let c = if taken { "Unknown" } else { "Other" };
                emit_string_enum(&name, desc, values, c, " A value this version of the schema does not know (e.g. from a newer peer), kept as received.")?
            }
            Def::OpenStringEnum { values, catch_all, catch_all_desc } => emit_string_enum(
                &name,
                desc,
                values,
                &pascal(catch_all),
                catch_all_desc.as_deref().unwrap_or(" Any other value, kept as received."),
            )?,
            Def::OpenIntegerEnum { values, catch_all, catch_all_desc, format } => {
                emit_int_enum(&name, desc, values, catch_all, catch_all_desc.as_deref(), format)?
            }
            Def::UntaggedScalarUnion { branches } => {
                let bs = branches
                    .iter()
                    .map(|b| {
                        let (ty, unit) = scalar_branch_ty(&b.value);
                        ubranch(b, ty, unit)
                    })
                    .collect();
                emit_untagged(&name, desc, bs, true)
            }
            Def::UntaggedArrayUnion { branches } => {
                let bs = branches
                    .iter()
                    .map(|b| {
                        let t = type_ident(&b.value);
                        ubranch(b, Some(quote!(Vec<#t>)), false)
                    })
                    .collect();
                emit_untagged(&name, desc, bs, true)
            }
            Def::UntaggedRefUnion { branches } => {
                let bs = branches
                    .iter()
                    .map(|b| match &b.value {
                        Some(r) => {
                            let t = type_ident(r);
                            ubranch(b, Some(quote!(#t)), false)
                        }
                        None => ubranch(b, None, false),
                    })
                    .collect();
                emit_untagged(&name, desc, bs, true)
            }
            Def::UntaggedObjectUnion { branches } => {
                let mut items = TokenStream::new();
                let mut bs = Vec::new();
                for b in branches {
                    let sname = format!("{tn}{}", pascal(&b.title));
                    if model.def(&sname).is_some() {
                        return fail(&w, format!("generated name {sname} collides with a def"));
                    }
                    names.push(sname.clone());
                    let fgs = fields_gen(&b.value);
                    check_fields(def, &fgs, &["extra"])?;
                    let sd = format!(" The `{}` branch of [`{tn}`].{}", b.title, b.desc.as_deref().map(|d| format!("\n\n{d}")).unwrap_or_default());
                    items.extend(emit_struct(
                        StructSpec { name: ident(&sname), doc: doc_str(&sd), fields: fgs, extra: ident("extra"), seed_first: false },
                        model,
                    ));
                    let st = ident(&sname);
                    bs.push(ubranch(b, Some(quote!(#st)), false));
                }
                let mut e = emit_untagged(&name, desc, bs, true);
                e.extend(items);
                e
            }
            Def::TaggedUnionClosed { tag, variants } => {
                names.push(other_struct_name(def));
                emit_tagged_union(def, desc, tag, variants, true, model)?
            }
            Def::TaggedUnionOpen { tag, variants } | Def::TaggedUnionWithDefault { tag, variants } => {
                names.push(other_struct_name(def));
                emit_tagged_union(def, desc, tag, variants, false, model)?
            }
            Def::StructWithTaggedVariants { fields, tag, variants, .. } => {
                names.push(kind_names(def, tag).1.to_string());
                emit_struct_with_tagged(def, desc, fields, tag, variants, model)?
            }
            Def::StructWithUntaggedVariants { fields, branches } => emit_struct_with_untagged(def, desc, fields, branches, model)?,
            Def::EnvelopeRequest { .. } | Def::EnvelopeNotification { .. } | Def::EnvelopeResponse { .. } => continue,
        };
        out.extend(item);
    }
    let mut sorted = names.clone();
    sorted.sort();
    for w in sorted.windows(2) {
        if w[0] == w[1] {
            return fail(&w[0], "two generated types share this name");
        }
    }
    out.extend(quote! {
        /// Every `$defs` entry of the schema and its pattern in the schema-patterns
        /// catalogue (envelope defs included; they have no Rust type).
        pub static DEFS: &[(&str, &str)] = &[ #(#def_rows)* ];

        /// Deserializes `json` as the Rust type generated for `$defs/<def>` and
        /// serializes it back to a `Value`. `None` for unknown def names and for
        /// the envelope defs (`AgentRequest`, `ClientResponse`, …), which are
        /// not generated as types (the runtime dispatches by method instead).
        pub fn roundtrip_def(def: &str, json: &str) -> Option<Result<::serde_json::Value, ::serde_json::Error>> {
            Some(match def {
                #(#rt_arms)*
                _ => return None,
            })
        }
    });
    Ok(out)
}

#[allow(dead_code)]
fn unused(_: &Item) {}
