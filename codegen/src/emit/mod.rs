//! Own emitters (syn/quote) for every pattern typify cannot express losslessly.
//!
//! This file holds `emit_all`, which writes the module header, the shared
//! untagged branch enums, one item per def (dispatching on its pattern),
//! the `DEFS` table and `roundtrip_def`, and refuses names that would
//! collide. The emitters it dispatches to, leaves first: `common` (shared
//! helpers), `field` (members), `structs`, `enums`, `untagged`,
//! `tagged`, `struct_untagged`, `struct_tagged`.

mod common;
mod enums;
mod field;
mod struct_tagged;
mod struct_untagged;
mod structs;
mod tagged;
mod untagged;

use super::names::{doc, doc_str, ident, pascal, type_ident, type_name};
use super::prepass::{Def, Model, Titled, VariantKind};
use super::{Config, Error};
use common::fail;
use enums::{emit_int_enum, emit_string_enum};
use field::{check_fields, check_hints, fields_gen};
use proc_macro2::TokenStream;
use quote::quote;
use struct_tagged::{emit_struct_with_tagged, kind_names};
use struct_untagged::{emit_struct_with_untagged, emit_untagged_variants_enum, variants_enum_name};
use structs::{emit_struct, StructSpec};
use tagged::{emit_tagged_union, other_struct_name};
use untagged::{emit_untagged, scalar_branch_ty, ubranch};

const SHADOWED: &[&str] = &["Result", "Option", "Some", "None", "Ok", "Err", "Vec", "String", "Box", "Default"];

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
    let mut rec_arms = Vec::new();
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
        rec_arms.push(quote!(#def => __p::recoveries_of::<#name>(json),));
        let desc = desc.as_deref();
        let item = match d {
            // typify's (see typify_pass)
            Def::StringNewtype | Def::IntegerNewtype | Def::AnyJson | Def::OpenObject => continue,
            Def::Struct { fields } | Def::MetaOnlyStruct { fields } | Def::StructOpenExtra { fields } => {
                let fgs = fields_gen(fields);
                check_fields(def, &fgs, &["extra", "recovered"])?;
                check_hints(&w, &fgs)?;
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
                    check_fields(def, &fgs, &["extra", "recovered"])?;
                    check_hints(&w, &fgs)?;
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
            Def::StructWithTaggedVariants { fields, tag, variants, tag_lenient, .. } => {
                names.push(kind_names(def, tag).1.to_string());
                emit_struct_with_tagged(def, desc, fields, tag, *tag_lenient, variants, model)?
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

        /// Deserializes `json` as the Rust type generated for `$defs/<def>` and
        /// lists what the schema's `x-deserialize-*` hints let through
        /// ([`crate::codec::recoveries`]). `None` as for [`roundtrip_def`].
        pub fn recoveries_def(def: &str, json: &str) -> Option<Result<Vec<crate::codec::Recovery>, ::serde_json::Error>> {
            Some(match def {
                #(#rec_arms)*
                _ => return None,
            })
        }
    });
    Ok(out)
}
