//! The plain struct emitter: a struct with its declared members and an
//! `extra` map of the undeclared ones, a `new` with the required members,
//! setters and default accessors, and a streaming lossless `ObjectCodec`.
//! Used for the struct patterns, the branches of untagged object unions and
//! the `Other…` catch-all of tagged unions.

use super::common::serde_impls;
use super::field::{rec_parts, FieldGen, Mode};
use super::super::prepass::Model;
use proc_macro2::{Ident, TokenStream};
use quote::quote;

pub(super) struct StructSpec {
    pub(super) name: Ident,
    pub(super) doc: TokenStream,
    pub(super) fields: Vec<FieldGen>,
    /// name of the unknown-members map
    pub(super) extra: Ident,
    /// the first field can be pre-seeded (the tag of an `Other` catch-all)
    pub(super) seed_first: bool,
}

pub(super) fn emit_struct(spec: StructSpec, model: &Model) -> TokenStream {
    let StructSpec { name, doc, fields, extra, seed_first } = spec;
    let hinted = fields.iter().any(FieldGen::hinted);
    let (rec_decl, rec_slot, rec_build, rec_new) = rec_parts(hinted);
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
    let arms: Vec<_> = fields.iter().map(|f| f.arm(model)).collect();
    let builds: Vec<_> = fields.iter().map(FieldGen::build).collect();
    let sers: Vec<_> = fields
        .iter()
        .map(|f| {
            let i = &f.ident;
            f.ser_hinted(quote!(&self.#i), quote!(&self.recovered))
        })
        .collect();
    let expecting = format!("an object ({name})");
    let visit_body = quote! {
        #(#slot_decls)*
        #rec_slot
        let mut #extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                #(#arms)*
                _ => __p::put_extra(&mut map, &mut #extra, key)?,
            }
        }
        Ok(Self { #(#builds)* #rec_build #extra })
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
            #rec_decl
        }
        impl #name {
            /// Creates a value with the required members; optional members start absent.
            pub fn new(#(#new_args),*) -> Self {
                Self { #(#new_inits)* #extra: ::serde_json::Map::new(), #rec_new }
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
