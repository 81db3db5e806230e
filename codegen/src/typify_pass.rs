//! The defs typify gets right: `string-newtype`, `integer-newtype`,
//! `any-json` and `open-object` come out of typify 0.8 as `#[serde(transparent)]`
//! newtypes over `String` / `u16` / `Value` / `Map`, which is exactly the
//! lossless shape (checked: the catalogue's §1e). Everything else goes through
//! our own emitters (typify's unions and structs are not lossless, and it
//! panics or runs out of memory on several ACP defs).
//!
//! typify sees a replacement schema holding only those defs, with annotations
//! stripped; its doc comments are replaced by ours and its helper `error`
//! module is dropped.

use super::json::J;
use super::names::{doc, type_name};
use super::prepass::{Def, Model, ANNOTATION_KEYS};
use super::Error;
use proc_macro2::TokenStream;
use quote::ToTokens;

fn typify_handles(d: &Def) -> bool {
    matches!(d, Def::StringNewtype | Def::IntegerNewtype | Def::AnyJson | Def::OpenObject)
}

fn strip_annotations(s: &J) -> serde_json::Value {
    match s {
        J::Obj(m) => serde_json::Value::Object(
            m.iter()
                .filter(|(k, _)| !ANNOTATION_KEYS.contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), v.to_value()))
                .collect(),
        ),
        other => other.to_value(),
    }
}

pub fn newtypes(schema: &[u8], model: &Model) -> Result<TokenStream, Error> {
    let doc_j: J = serde_json::from_slice(schema).map_err(|e| Error::Json(e.to_string()))?;
    let defs = doc_j.get("$defs").and_then(J::as_obj).unwrap_or(&[]);
    let mut wanted: Vec<(String, Option<String>)> = Vec::new();
    let mut definitions = serde_json::Map::new();
    for (name, desc, d) in &model.defs {
        if !typify_handles(d) {
            continue;
        }
        if type_name(name) != *name {
            return Err(Error::Typify(format!("{name}: renamed defs are not handed to typify")));
        }
        let s = defs.iter().find(|(n, _)| n == name).map(|(_, s)| s).unwrap_or(&J::Null);
        definitions.insert(name.clone(), strip_annotations(s));
        wanted.push((name.clone(), desc.clone()));
    }
    if wanted.is_empty() {
        return Ok(TokenStream::new());
    }
    let root: schemars::schema::RootSchema =
        serde_json::from_value(serde_json::json!({ "definitions": definitions }))
            .map_err(|e| Error::Typify(e.to_string()))?;
    let mut settings = typify::TypeSpaceSettings::default();
    settings.with_struct_builder(false).with_derive("PartialEq".to_owned());
    let mut ts = typify::TypeSpace::new(&settings);
    ts.add_root_schema(root).map_err(|e| Error::Typify(e.to_string()))?;
    let file: syn::File = syn::parse2(ts.to_stream()).map_err(|e| Error::Typify(e.to_string()))?;

    let mut out = TokenStream::new();
    let mut seen: Vec<String> = Vec::new();
    let mut borrowed = TokenStream::new();
    for mut item in file.items {
        let name = match &mut item {
            syn::Item::Mod(m) if m.ident == "error" => continue,
            syn::Item::Struct(s) => {
                let n = s.ident.to_string();
                let Some((_, d)) = wanted.iter().find(|(w, _)| *w == n) else {
                    return Err(Error::Typify(format!("unexpected type {n} in typify output")));
                };
                // Check the shape: a transparent newtype with one public field.
                let ok = matches!(&s.fields, syn::Fields::Unnamed(f) if f.unnamed.len() == 1)
                    && s.attrs.iter().any(|a| a.to_token_stream().to_string().contains("transparent"));
                if !ok {
                    return Err(Error::Typify(format!("{n}: typify output is not a transparent newtype")));
                }
                s.attrs.retain(|a| !a.path().is_ident("doc"));
                let dt = doc(d.as_deref());
                let mut attrs: Vec<syn::Attribute> = Vec::new();
                let parsed: syn::ItemStruct = syn::parse2(quote::quote! { #dt struct __X; })
                    .map_err(|e| Error::Typify(e.to_string()))?;
                attrs.extend(parsed.attrs);
                attrs.append(&mut s.attrs);
                s.attrs = attrs;
                seen.push(n.clone());
                n
            }
            // `From<String>` on a string newtype: add `From<&str>` beside it,
            // so `SessionId::from("s1")` and `impl Into<SessionId>` params
            // take a literal (typify emits only the owned conversion).
            syn::Item::Impl(i) if is_from_string(i) => {
                let ty = &i.self_ty;
                borrowed.extend(quote::quote! {
                    impl ::std::convert::From<&str> for #ty {
                        fn from(value: &str) -> Self {
                            Self(value.to_owned())
                        }
                    }
                });
                String::new()
            }
            _ => String::new(),
        };
        let _ = name;
        out.extend(item.into_token_stream());
    }
    out.extend(borrowed);
    for (w, _) in &wanted {
        if !seen.contains(w) {
            return Err(Error::Typify(format!("typify did not emit {w}")));
        }
    }
    Ok(out)
}

/// `impl From<String> for X` (typify's conversion into a string newtype).
fn is_from_string(i: &syn::ItemImpl) -> bool {
    let Some((_, path, _)) = &i.trait_ else { return false };
    let Some(last) = path.segments.last() else { return false };
    if last.ident != "From" {
        return false;
    }
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else { return false };
    matches!(args.args.first(), Some(syn::GenericArgument::Type(syn::Type::Path(t)))
        if t.path.segments.last().is_some_and(|s| s.ident == "String"))
}
