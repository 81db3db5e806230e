//! The schema pre-pass: puts every `$defs` entry into exactly one of the 23
//! def patterns of the schema-patterns catalogue, every union branch into one
//! variant kind and every member into one field shape — the same structural
//! rules as the catalogue's `classify.py` — and refuses anything else with an
//! error naming the location. The emitters work only from this model.
//!
//! This file holds the model of a whole schema file (`Model`, its method
//! table) and `analyse`, which audits and classifies every def, checks the
//! field shapes allowed only in envelopes and builds the method table. The
//! pieces it is built from, leaves first: `keys` (schema-object helpers),
//! `audit` (keyword vocabulary), `field` (member shapes), `union`
//! (tagged-union branches), `untagged` (untagged-union kinds), `def`
//! (the def patterns).

mod audit;
mod def;
mod field;
mod keys;
mod union;
mod untagged;

// Every path that was public when the pre-pass was one file. Each caller
// (build.rs, xtask, xtask's classification test) uses a different subset of
// them, hence the allow, as its `#[allow(dead_code)]` does for the items.
#[allow(unused_imports)]
pub use self::{
    def::{classify_def, Def, DEF_PATTERNS},
    field::{classify_field, Field, Item, Scalar, Shape},
    keys::{allof_ref, skeys, Titled, ANNOTATION_KEYS},
    union::{Variant, VariantKind},
    untagged::ScalarBranch,
};

use super::json::J;
use super::Error;
use audit::audit;
use def::envelope_params;
use keys::{desc, fail, required};

const ROOT_KEYS: &[&str] = &["$schema", "title", "anyOf", "$defs"];

/// One method-table row (keyed by method and request/notification).
#[derive(Clone, Debug, PartialEq)]
pub struct Method {
    pub method: String,
    /// "request" or "notification"
    pub kind: String,
    /// x-side: agent, client, protocol, proxy, or both (SDK 1.0.0–1.5.1's
    /// `mcp/message`: a method either side sends and serves, in both sides'
    /// envelopes; see [`Method::served_by`])
    pub side: String,
    pub params: String,
    pub result: Option<String>,
}

/// The classified schema.
#[derive(Clone, Debug)]
pub struct Model {
    /// `$defs` in schema order: (name, description, def)
    pub defs: Vec<(String, Option<String>, Def)>,
    pub methods: Vec<Method>,
}

impl Model {
    /// The envelope a method's params travel in (`AgentRequest`, …), or
    /// `#/Title` for a root-level branch of the schema (`#/ProtocolLevel`).
    pub fn sent_in(&self, doc: &serde_json::Value, params: &str) -> Option<String> {
        for (name, _, def) in &self.defs {
            if let Def::EnvelopeRequest { members } | Def::EnvelopeNotification { members } = def {
                if members.iter().any(|(_, m)| m == params) {
                    return Some(name.clone());
                }
            }
        }
        let want = format!("#/$defs/{params}");
        for branch in doc.get("anyOf")?.as_array()? {
            if branch.get("anyOf").is_some() {
                continue;
            }
            let members = branch.pointer("/properties/params/anyOf")?.as_array()?;
            let mut refs = members.iter().flat_map(|m| {
                let nested = m.get("anyOf").and_then(|a| a.as_array()).cloned().unwrap_or_default();
                std::iter::once(m.clone()).chain(nested)
            });
            if refs.any(|m| m.pointer("/allOf/0/$ref").and_then(|r| r.as_str()) == Some(want.as_str())) {
                return Some(format!("#/{}", branch.get("title")?.as_str()?));
            }
        }
        None
    }
}

impl Model {
    pub fn def(&self, name: &str) -> Option<&Def> {
        self.defs.iter().find(|(n, _, _)| n == name).map(|(_, _, d)| d)
    }
}

/// The role of a def in envelope `env` (by the envelope's name).
fn role_of(env: &str) -> &'static str {
    if env.ends_with("Request") {
        "request"
    } else if env.ends_with("Notification") || env.starts_with("#/") {
        "notification"
    } else if env.ends_with("Response") {
        "result"
    } else {
        ""
    }
}

impl Method {
    /// Does `side` (`agent`, `client`, `proxy`) serve this method? A method
    /// with x-side `both` is served by the agent and by the client.
    pub fn served_by(&self, side: &str) -> bool {
        self.side == side || (self.side == "both" && (side == "agent" || side == "client"))
    }
}

pub fn analyse(doc: &J) -> Result<Model, Error> {
    for k in doc.keys() {
        if !ROOT_KEYS.contains(&k) {
            return fail("#", format!("unknown root key {k:?}"));
        }
    }
    let Some(defs) = doc.get("$defs").and_then(J::as_obj) else {
        return fail("#", "no $defs");
    };
    for (n, s) in defs {
        audit(s, &format!("$defs/{n}"), defs)?;
    }
    let root = doc.get("anyOf").and_then(J::as_arr).unwrap_or(&[]);
    for (i, b) in root.iter().enumerate() {
        audit(b, &format!("#/anyOf/{i}"), defs)?;
    }
    let mut out = Vec::new();
    for (n, s) in defs {
        out.push((n.clone(), desc(s), classify_def(n, s)?));
    }
    // Field shapes that must not appear outside envelopes.
    for (n, _, d) in &out {
        if d.is_envelope() {
            continue;
        }
        let mut all: Vec<&Field> = Vec::new();
        match d {
            Def::Struct { fields }
            | Def::MetaOnlyStruct { fields }
            | Def::StructOpenExtra { fields }
            | Def::StructWithUntaggedVariants { fields, .. }
            | Def::StructWithTaggedVariants { fields, .. } => all.extend(fields),
            Def::UntaggedObjectUnion { branches } => all.extend(branches.iter().flat_map(|b| &b.value)),
            _ => {}
        }
        for v in d.variants() {
            match &v.kind {
                VariantKind::Struct { fields, .. } | VariantKind::DefaultInline { fields, .. } => all.extend(fields),
                VariantKind::Other { common, .. } => all.extend(common),
                _ => {}
            }
        }
        for f in all {
            if matches!(f.shape, Shape::InlineUnion | Shape::NullOnly) {
                return fail(&format!("$defs/{n}.{}", f.name), format!("{} field outside an envelope", f.shape.name()));
            }
        }
    }

    // Envelope membership: def -> (envelope name, role)
    let mut envelope_of: Vec<(String, String, &'static str)> = Vec::new();
    for (n, _, d) in &out {
        match d {
            Def::EnvelopeRequest { members } | Def::EnvelopeNotification { members } => {
                for (_, m) in members {
                    envelope_of.push((m.clone(), n.clone(), "params"));
                }
            }
            Def::EnvelopeResponse { results } => {
                for (_, m) in results {
                    envelope_of.push((m.clone(), n.clone(), "result"));
                }
            }
            _ => {}
        }
    }
    for b in root {
        // A JSON-RPC batch (the v2 drafts of SDK 1.3.0–2.1.0: `AgentBatchCall`,
        // `ClientBatchResponse`, …): an array of the messages of the other
        // branches, which are `$defs` envelopes already; it adds no method.
        if b.str_of("type") == Some("array") {
            let items = b.get("items").unwrap_or(&J::Null);
            if items.str_of("type") != Some("object") || required(items) != ["jsonrpc"] || !items.has("anyOf") {
                return fail("#/anyOf", "unexpected root branch: an array that is not a batch of JSON-RPC messages");
            }
            continue;
        }
        if b.str_of("type") != Some("object") {
            return fail("#/anyOf", "unexpected root branch");
        }
        let req = required(b);
        if req != ["jsonrpc", "method"] && req != ["jsonrpc"] {
            return fail("#/anyOf", "unexpected root branch");
        }
        let j = b.get("properties").and_then(|p| p.get("jsonrpc"));
        let want = J::Obj(vec![
            ("type".into(), J::Str("string".into())),
            ("enum".into(), J::Arr(vec![J::Str("2.0".into())])),
        ]);
        if j != Some(&want) {
            return fail("#/anyOf", "jsonrpc must be enum ['2.0']");
        }
        if !b.has("anyOf") {
            let title = b.str_of("title").unwrap_or_default();
            let p = b.get("properties").and_then(|p| p.get("params")).cloned().unwrap_or(J::Null);
            for (_, m) in envelope_params(&p, &format!("#/{title}"))? {
                envelope_of.push((m, format!("#/{title}"), "params"));
            }
        }
    }
    let mut methods: Vec<Method> = Vec::new();
    for (n, s) in defs {
        let (xm, xs) = (s.str_of("x-method"), s.str_of("x-side"));
        if xm.is_none() && xs.is_none() {
            continue;
        }
        let (Some(xm), Some(xs)) = (xm, xs) else {
            return fail(n, "x-method without x-side or vice versa");
        };
        if !["agent", "client", "protocol", "proxy", "both"].contains(&xs) {
            return fail(n, format!("unknown x-side {xs:?} (known: agent, client, protocol, proxy, both)"));
        }
        let env: Vec<&(String, String, &str)> = envelope_of.iter().filter(|(m, _, _)| m == n).collect();
        // Usually one envelope; a method both sides serve is in the envelope
        // of each side, and the v2 drafts of SDK 1.3.0–2.1.0 list the
        // protocol-level notifications twice (the root `ProtocolLevel`
        // branch and the `ProtocolLevelNotification` def their batches
        // use): the same role in each.
        if env.is_empty() || env.iter().any(|(_, e, _)| role_of(e) != role_of(env[0].1.as_str())) {
            return fail(n, format!("x-method def (x-side {xs:?}) must be in envelopes of one role (found {})", env.len()));
        }
        let (_, env_name, _) = env[0];
        let role = role_of(env_name);
        if role.is_empty() {
            return fail(n, format!("cannot tell the role of envelope {env_name}"));
        }
        let key_kind = if role == "notification" { "notification" } else { "request" };
        let idx = match methods.iter().position(|m| m.method == xm && m.kind == key_kind) {
            Some(i) => i,
            None => {
                methods.push(Method {
                    method: xm.to_owned(),
                    kind: key_kind.to_owned(),
                    side: xs.to_owned(),
                    params: String::new(),
                    result: None,
                });
                methods.len() - 1
            }
        };
        let row = &mut methods[idx];
        if row.side != xs {
            return fail(n, format!("x-side differs between params and result of {xm}"));
        }
        if role == "result" {
            if row.result.is_some() {
                return fail(n, format!("two results for {xm}"));
            }
            row.result = Some(n.clone());
        } else {
            if !row.params.is_empty() {
                return fail(n, format!("two params defs for {xm}"));
            }
            row.params = n.clone();
        }
    }
    for m in &methods {
        if m.params.is_empty() || (m.kind == "request" && m.result.is_none()) {
            return fail(&m.method, "request without params or result def");
        }
    }
    Ok(Model { defs: out, methods })
}
