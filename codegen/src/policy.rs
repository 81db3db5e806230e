//! Which methods a version's hand-written `policy.rs` gives rules to.
//!
//! Every method a side serves needs a `RequestRule` / `NotificationRule`
//! impl on its marker (see `src/side/rule.rs`). The policy file writes the
//! impls of the methods it gates or records; this pass reads that file
//! (syn, no expansion) to find them, so the generator emits the default,
//! empty impl for every other method, and a table of the policy's rules
//! (their doc comments) for rustdoc and tests — one source per rule.
//!
//! A rule for a method the schema lacks must carry a `cfg` on the schema
//! fact (`#[cfg(acp_v2 = "tool_call/cancel")]`): it then drops out, and the
//! generator lists it as dropped; without one, generation fails.

use super::Error;
use std::collections::BTreeMap;

/// One rule impl in a policy file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyRule {
    /// `request::SessionPrompt` or `notification::SessionUpdate`.
    pub marker: String,
    /// Its doc comment, one line.
    pub doc: String,
    /// Whether a `cfg` guards it.
    pub guarded: bool,
}

/// The rules of a policy file, by marker.
pub fn read(src: &str) -> Result<BTreeMap<String, PolicyRule>, Error> {
    let file = syn::parse_file(src).map_err(|e| Error::Schema(format!("policy.rs does not parse: {e}")))?;
    let mut out = BTreeMap::new();
    collect(&file.items, &mut out)?;
    Ok(out)
}

fn collect(items: &[syn::Item], out: &mut BTreeMap<String, PolicyRule>) -> Result<(), Error> {
    for item in items {
        match item {
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    collect(inner, out)?;
                }
            }
            syn::Item::Impl(i) => {
                let Some((_, trait_path, _)) = &i.trait_ else { continue };
                let Some(last) = trait_path.segments.last() else { continue };
                if last.ident != "RequestRule" && last.ident != "NotificationRule" {
                    continue;
                }
                let marker = marker_of(&i.self_ty).ok_or_else(|| {
                    Error::Schema(format!("policy.rs: a {} impl must be for `request::X` or `notification::X`", last.ident))
                })?;
                let kind_ok = (last.ident == "RequestRule") == marker.starts_with("request::");
                if !kind_ok {
                    return Err(Error::Schema(format!("policy.rs: {} implemented for {marker}", last.ident)));
                }
                let doc = doc_of(&i.attrs);
                let guarded = i.attrs.iter().any(|a| a.path().is_ident("cfg"));
                if out.insert(marker.clone(), PolicyRule { marker: marker.clone(), doc, guarded }).is_some() {
                    return Err(Error::Schema(format!("policy.rs: two rules for {marker}")));
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn marker_of(ty: &syn::Type) -> Option<String> {
    let syn::Type::Path(p) = ty else { return None };
    let segs: Vec<String> = p.path.segments.iter().map(|s| s.ident.to_string()).collect();
    match &segs[..] {
        [kind, name] if kind == "request" || kind == "notification" => Some(format!("{kind}::{name}")),
        _ => None,
    }
}

fn doc_of(attrs: &[syn::Attribute]) -> String {
    let mut lines = Vec::new();
    for a in attrs {
        if !a.path().is_ident("doc") {
            continue;
        }
        if let syn::Meta::NameValue(nv) = &a.meta {
            if let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = &nv.value {
                lines.push(s.value().trim().to_owned());
            }
        }
    }
    lines.join(" ").trim().to_owned()
}
