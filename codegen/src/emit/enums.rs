//! Open enums of strings and of integers: the known values as named
//! variants plus a catch-all variant that keeps an unknown value and writes
//! it back unchanged, with equality and hashing on the wire value. Separate
//! because these are the patterns that are not objects.

use super::super::names::{doc, doc_str, ident, pascal};
use super::super::Error;
use super::common::fail;
use proc_macro2::{Ident, TokenStream};
use quote::quote;

pub(super) fn emit_string_enum(
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

pub(super) fn emit_int_enum(
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
