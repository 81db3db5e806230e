//! Structs with tagged variants: common members and a tag in the same
//! object, emitted as a struct holding the common members, a `…Kind` enum
//! selected by the tag (with its own members, a `None` branch for an absent
//! or `null` tag, an untagged default, and a catch-all that can nest an
//! untagged scope union) and the undeclared members. The largest emitter,
//! hence its own file.

use super::super::names::{doc, field_ident, ident, pascal, type_ident, type_name};
use super::super::prepass::{Field, Model, Variant, VariantKind};
use super::super::Error;
use super::common::{catch_all_ident, check_payload, fail, serde_impls};
use super::field::{check_fields, check_hints, fields_gen, rec_parts, FieldGen};
use super::struct_untagged::variants_enum_name;
use proc_macro2::{Ident, TokenStream};
use quote::quote;

pub(super) fn kind_names(def: &str, tag: &str) -> (Ident, Ident) {
    if tag == "type" {
        (ident("kind"), ident(&format!("{}Kind", type_name(def))))
    } else {
        (field_ident(tag), ident(&format!("{}{}", type_name(def), pascal(tag))))
    }
}

pub(super) fn emit_struct_with_tagged(def: &str, desc: Option<&str>, fields: &[Field], tag: &str, tag_lenient: bool, variants: &[Variant], model: &Model) -> Result<TokenStream, Error> {
    let w = format!("$defs/{def}");
    let name = type_ident(def);
    let (kfield, kname) = kind_names(def, tag);
    if model.def(&kname.to_string()).is_some() {
        return fail(&w, format!("generated name {kname} collides with a def"));
    }
    let fgs = fields_gen(fields);
    check_fields(def, &fgs, &[&kfield.to_string(), "extra", "recovered"])?;
    check_hints(&w, &fgs)?;
    let hinted = tag_lenient || fgs.iter().any(FieldGen::hinted);
    let catch = catch_all_ident(variants);
    let has_none = variants.iter().any(|v| matches!(v.kind, VariantKind::None { .. }));
    if tag_lenient && !has_none {
        return fail(&w, format!("x-deserialize-default-on-error on the tag {tag:?} of a union without a branch for no tag is not supported by the generator"));
    }
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
                fg.iter().try_for_each(|f| f.check_take(&w))?;
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
                // A damaged tag (default-on-error) read as no tag: written back as received.
                let kept = if tag_lenient {
                    quote!(else if let Some(k) = __p::kept(&self.recovered, #tag, true) { map.serialize_entry(#tag, k)?; })
                } else {
                    quote!()
                };
                tag_ser.push(quote!(#kname::#var { null } => if *null { map.serialize_entry(#tag, &())?; } #kept,));
                tag_of.push(quote!(Self::#var { .. } => None,));
            }
            VariantKind::DefaultInline { title, fields } => {
                if default.is_some() {
                    return fail(&w, "more than one default branch");
                }
                let var = ident(&pascal(title));
                let fg = fields_gen(fields);
                fg.iter().try_for_each(|f| f.check_take(&w))?;
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
                fg.iter().try_for_each(|f| f.check_take(&w))?;
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
    let tag_arm = if tag_lenient {
        quote!(__p::put_lenient_tag(&mut map, &mut f_tag, &mut __rec, #tag)?)
    } else {
        quote!(__p::put(&mut map, &mut f_tag, #tag)?)
    };
    let tag_slot_ty = if has_none { quote!(Option<Option<String>>) } else { quote!(Option<String>) };
    let tag_into = if has_none { quote!(f_tag) } else { quote!(f_tag.map(Some)) };
    let kdoc = format!(" The `{tag}`-selected part of a [`{name}`].");
    let slot_decls: Vec<_> = fgs.iter().map(FieldGen::decl).collect();
    let arms: Vec<_> = fgs.iter().map(|f| f.arm(model)).collect();
    let builds: Vec<_> = fgs.iter().map(FieldGen::build).collect();
    let sers: Vec<_> = fgs.iter().map(|f| { let i = &f.ident; f.ser_hinted(quote!(&self.#i), quote!(&self.recovered)) }).collect();
    let fdecls: Vec<_> = fgs.iter().map(|f| { let (d, i, t) = (&f.doc, &f.ident, &f.ty); quote!(#d pub #i: #t,) }).collect();
    let (rec_decl, rec_slot, rec_build, rec_new) = rec_parts(hinted);
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
            #rec_decl
        }
        impl #name {
            /// Creates a value with the required members; optional members start absent.
            pub fn new(#(#new_args,)* #kfield: #kname) -> Self {
                Self { #(#new_inits)* #kfield, extra: ::serde_json::Map::new(), #rec_new }
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
                #rec_slot
                let mut f_tag: #tag_slot_ty = None;
                let mut rest = ::serde_json::Map::new();
                while let Some(key) = map.next_key::<__p::Key<'de>>()? {
                    match key.as_str() {
                        #(#arms)*
                        #tag => #tag_arm,
                        _ => __p::put_extra(&mut map, &mut rest, key)?,
                    }
                }
                let #kfield = __p::lift(#kname::__from_parts(#tag_into, &mut rest))?;
                Ok(Self { #(#builds)* #kfield, extra: rest, #rec_build })
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
