//! Untagged unions decided by shape (scalar, array, `$ref` and object
//! unions): an enum whose `Deserialize` tries the branches in schema order
//! and reports every branch's error when none matches. Separate because
//! these unions carry no tag and share none of the tagged machinery.

use super::super::names::{doc, ident, pascal};
use super::super::prepass::{Scalar, ScalarBranch, Titled};
use super::field::scalar_ty;
use proc_macro2::{Ident, TokenStream};
use quote::quote;

pub(super) struct UBranch {
    var: Ident,
    doc: TokenStream,
    /// None = the any-JSON catch-all (`Value`), Some(ty) otherwise; `unit` = null
    ty: Option<TokenStream>,
    unit: bool,
}

pub(super) fn emit_untagged(name: &Ident, desc: Option<&str>, branches: Vec<UBranch>, eq: bool) -> TokenStream {
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

pub(super) fn scalar_branch_ty(sb: &ScalarBranch) -> (Option<TokenStream>, bool) {
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

pub(super) fn ubranch<T>(b: &Titled<T>, ty: Option<TokenStream>, unit: bool) -> UBranch {
    UBranch { var: ident(&pascal(&b.title)), doc: doc(b.desc.as_deref()), ty, unit }
}
