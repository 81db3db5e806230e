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

/// One capability gate of a policy file's `Version::GATES` table
/// (`Gate::client("fs/read_text_file", "clientCapabilities.fs.readTextFile")`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyGate {
    /// The method.
    pub method: String,
    /// `client` or `agent`: whose `initialize` advertises the capability.
    pub party: String,
    /// The capability's path.
    pub capability: String,
    /// Whether a `cfg` guards it.
    pub guarded: bool,
}

/// What a policy file says: its rules by marker, and its gates.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Policy {
    /// The rule impls, by marker.
    pub rules: BTreeMap<String, PolicyRule>,
    /// The `GATES` table of its `Version` impl, in order.
    pub gates: Vec<PolicyGate>,
}

/// The rules and gates of a policy file.
pub fn read(src: &str) -> Result<Policy, Error> {
    let file = syn::parse_file(src).map_err(|e| Error::Schema(format!("policy.rs does not parse: {e}")))?;
    let mut out = Policy::default();
    collect(&file.items, &mut out.rules)?;
    gates(&file.items, &mut out.gates)?;
    Ok(out)
}

/// The elements of `const GATES` in the file's `impl … Version for …`.
fn gates(items: &[syn::Item], out: &mut Vec<PolicyGate>) -> Result<(), Error> {
    for item in items {
        let syn::Item::Impl(i) = item else { continue };
        let Some((_, trait_path, _)) = &i.trait_ else { continue };
        if trait_path.segments.last().is_none_or(|l| l.ident != "Version") {
            continue;
        }
        for it in &i.items {
            let syn::ImplItem::Const(c) = it else { continue };
            if c.ident != "GATES" {
                continue;
            }
            let bad = || Error::Schema("policy.rs: GATES must be `&[Gate::client(\"method\", \"capability\"), Gate::agent(…), …]`".to_owned());
            let syn::Expr::Reference(r) = &c.expr else { return Err(bad()) };
            let syn::Expr::Array(a) = &*r.expr else { return Err(bad()) };
            for e in &a.elems {
                let syn::Expr::Call(call) = e else { return Err(bad()) };
                let syn::Expr::Path(f) = &*call.func else { return Err(bad()) };
                let party = f.path.segments.last().map(|s| s.ident.to_string()).ok_or_else(bad)?;
                if party != "client" && party != "agent" {
                    return Err(bad());
                }
                let args: Vec<String> = call
                    .args
                    .iter()
                    .map(|a| match a {
                        syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => Some(s.value()),
                        _ => None,
                    })
                    .collect::<Option<_>>()
                    .ok_or_else(bad)?;
                let [method, capability] = <[String; 2]>::try_from(args).map_err(|_| bad())?;
                let guarded = call.attrs.iter().any(|a| a.path().is_ident("cfg"));
                if out.iter().any(|g| g.method == method) {
                    return Err(Error::Schema(format!("policy.rs: two gates for {method}")));
                }
                out.push(PolicyGate { method, party, capability, guarded });
            }
        }
    }
    Ok(())
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
