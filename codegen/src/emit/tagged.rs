//! Tagged unions (closed, open, with an untagged default branch): an enum
//! with one variant per tag value plus the `Other…` catch-all struct that
//! keeps an unknown tag and its members; known tags are read streaming,
//! unions with a default branch buffer and fall back to it. Separate from
//! the struct-with-tagged-variants emitter, whose tag sits beside common
//! members.

use super::super::names::{doc, doc_str, ident, pascal, type_ident, type_name};
use super::super::prepass::{Field, Model, Scalar, Shape, Variant, VariantKind};
use super::super::Error;
use super::common::{catch_all_ident, check_payload, fail, serde_impls};
use super::field::{check_fields, check_hints, field_gen, fields_gen};
use super::structs::{emit_struct, StructSpec};
use proc_macro2::{Ident, TokenStream};
use quote::quote;

pub(super) fn other_struct_name(def: &str) -> String {
    format!("Other{}", type_name(def))
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
        default_on_error: false,
        skip_invalid_items: false,
    };
    let mut fields = vec![field_gen(&tag_field)];
    fields[0].ident = ident("tag");
    fields.extend(fields_gen(common));
    check_fields(def, &fields, &["fields", "recovered"])?;
    check_hints(&format!("$defs/{def}"), &fields)?;
    let d = format!(
        "A `{}` whose `{tag}` is not known to this version of the schema: the tag and every member are kept and written back unchanged.{}",
        type_name(def),
        desc.map(|d| format!("\n\n{d}")).unwrap_or_default()
    );
    Ok(emit_struct(StructSpec { name, doc: doc_str(&d), fields, extra: ident("fields"), seed_first: true }, model))
}

pub(super) fn emit_tagged_union(def: &str, desc: Option<&str>, tag: &str, variants: &[Variant], closed: bool, model: &Model) -> Result<TokenStream, Error> {
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
                            Self::__visit_tagged(__p::TagGuard::new(map, #tag), t)
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
