//! Leaf helpers shared by several emitters: the error constructor, the test
//! for defs whose Rust type can be a variant payload (`ObjectCodec`), the
//! catch-all variant's name and the `Deserialize`/`Serialize` impls that
//! every object type forwards to its codec. Separate so that the pattern
//! emitters depend on these and never on each other for them.

use super::super::prepass::{Def, Model, Variant};
use super::super::names::{ident, pascal};
use super::super::Error;
use proc_macro2::{Ident, TokenStream};
use quote::quote;

pub(super) fn fail<T>(w: &str, msg: impl Into<String>) -> Result<T, Error> {
    Err(Error::Schema(format!("{w}: {}", msg.into())))
}

/// Patterns whose Rust type implements `ObjectCodec` (can be a payload;
/// its `Deserialize` is `deserialize_object`).
pub(super) fn is_object_codec(d: &Def) -> bool {
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

pub(super) fn catch_all_ident(variants: &[Variant]) -> Ident {
    let taken = variants.iter().any(|v| v.kind.tag_value().is_some_and(|t| pascal(t) == "Other"));
    ident(if taken { "Unknown" } else { "Other" })
}

pub(super) fn check_payload(model: &Model, w: &str, payload: &str) -> Result<(), Error> {
    match model.def(payload) {
        Some(d) if is_object_codec(d) => Ok(()),
        Some(d) => fail(w, format!("payload {payload} is a {} (not an object type)", d.pattern())),
        None => fail(w, format!("payload {payload} is not a def")),
    }
}

pub(super) fn serde_impls(name: &Ident) -> TokenStream {
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
