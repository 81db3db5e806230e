//! Structs with untagged variants (e.g. `ElicitationFormMode` with its
//! session/request scope): the shared enum of the untagged branches, named
//! from the branches' common affixes, and the struct of common members that
//! hands the rest to it. The branch enum is also what an `other` branch of a
//! struct with tagged variants nests, so its naming lives here.

use super::super::names::{doc, field_ident, ident, pascal, type_ident, type_name};
use super::super::prepass::{Field, Model, Titled};
use super::super::Error;
use super::common::{check_payload, serde_impls};
use super::field::{check_fields, check_hints, fields_gen, rec_parts, FieldGen};
use proc_macro2::{Ident, TokenStream};
use quote::quote;

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

pub(super) fn variants_enum_name(def: &str, branches: &[Titled<String>]) -> (Ident, Ident) {
    let refs: Vec<String> = branches.iter().map(|b| b.value.clone()).collect();
    let (pre, suf) = common_affixes(&refs);
    if suf.is_empty() {
        (ident("variant"), ident(&format!("{}Variant", type_name(def))))
    } else {
        (field_ident(&suf), ident(&format!("{pre}{suf}")))
    }
}

pub(super) fn emit_untagged_variants_enum(ename: &Ident, branches: &[Titled<String>], model: &Model) -> Result<TokenStream, Error> {
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

pub(super) fn emit_struct_with_untagged(def: &str, desc: Option<&str>, fields: &[Field], branches: &[Titled<String>], model: &Model) -> Result<TokenStream, Error> {
    let name = type_ident(def);
    let (vfield, vname) = variants_enum_name(def, branches);
    let fgs = fields_gen(fields);
    check_fields(def, &fgs, &[&vfield.to_string(), "recovered"])?;
    check_hints(&format!("$defs/{def}"), &fgs)?;
    let (rec_decl, rec_slot, rec_build, rec_new) = rec_parts(fgs.iter().any(FieldGen::hinted));
    let slot_decls: Vec<_> = fgs.iter().map(FieldGen::decl).collect();
    let arms: Vec<_> = fgs.iter().map(|f| f.arm(model)).collect();
    let builds: Vec<_> = fgs.iter().map(FieldGen::build).collect();
    let sers: Vec<_> = fgs.iter().map(|f| { let i = &f.ident; f.ser_hinted(quote!(&self.#i), quote!(&self.recovered)) }).collect();
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
            #rec_decl
        }
        impl #name {
            /// Creates a value with the required members; optional members start absent.
            pub fn new(#(#new_args,)* #vfield: #vname) -> Self {
                Self { #(#new_inits)* #vfield, #rec_new }
            }
            #(#setters)*
        }
        impl __p::ObjectCodec for #name {
            const EXPECTING: &'static str = #expecting;
            fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(mut map: A) -> Result<Self, A::Error> {
                #(#slot_decls)*
                #rec_slot
                let mut rest = ::serde_json::Map::new();
                while let Some(key) = map.next_key::<__p::Key<'de>>()? {
                    match key.as_str() {
                        #(#arms)*
                        _ => __p::put_extra(&mut map, &mut rest, key)?,
                    }
                }
                let #vfield = __p::lift(#vname::__from_buffer(rest))?;
                Ok(Self { #(#builds)* #vfield, #rec_build })
            }
            fn __serialize_fields<M: ::serde::ser::SerializeMap>(&self, map: &mut M) -> Result<(), M::Error> {
                #(#sers)*
                __p::ObjectCodec::__serialize_fields(&self.#vfield, map)
            }
        }
        #impls
    })
}
