//! Schema facts: what one schema file has, as names hand-written code can
//! test with `cfg`.
//!
//! Hand-written code outside a version folder must build against any
//! published schema. Where it needs something a schema may lack (a method,
//! a `$defs` entry, a member, a union variant, an enum value), it says so
//! with a `cfg` on the version's fact:
//!
//! ```text
//! #[cfg(acp_v2 = "tool_call/cancel")]            a method (x-method)
//! #[cfg(acp_v2 = "CancelToolCallRequest")]       a $defs entry
//! #[cfg(acp_v2 = "ToolCallUpdate.capabilities")] a member of an object def
//! #[cfg(acp_v1 = "SessionUpdate::notice")]       a union variant (its tag value)
//! #[cfg(acp_v1 = "StopReason::refusal")]         an enum value
//! #[cfg(acp_v1 = "ToolCallLocation.line!default-on-error")]
//!                                                 a member's decoding hint
//!                                                 (also `!skip-invalid-items`,
//!                                                 `!default-on-null`)
//! ```
//!
//! `build.rs` turns the fact list of each enabled version into
//! `cargo:rustc-cfg=acp_vN="…"` lines: from the committed
//! `src/vN/generated*.facts` files in a default build, from the schema it
//! regenerates from under feature `codegen`. `cargo xtask bump` lists the
//! facts that appear or disappear, and every `cfg` in the tree that drops out
//! or starts to apply.

use super::prepass::{Def, Model};
use std::collections::BTreeSet;

/// Every fact of a classified schema, sorted.
pub fn facts(model: &Model) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for m in &model.methods {
        out.insert(m.method.clone());
    }
    for (name, _, def) in &model.defs {
        out.insert(name.clone());
        let fields = match def {
            Def::Struct { fields }
            | Def::MetaOnlyStruct { fields }
            | Def::StructOpenExtra { fields }
            | Def::StructWithTaggedVariants { fields, .. }
            | Def::StructWithUntaggedVariants { fields, .. } => &fields[..],
            _ => &[],
        };
        for f in fields {
            out.insert(format!("{name}.{}", f.name));
            for (on, hint) in [(f.default_on_error, "default-on-error"), (f.skip_invalid_items, "skip-invalid-items"), (f.default_on_null, "default-on-null")] {
                if on {
                    out.insert(format!("{name}.{}!{hint}", f.name));
                }
            }
        }
        for v in def.variants() {
            if let Some(tag) = v.kind.tag_value() {
                out.insert(format!("{name}::{tag}"));
            }
        }
        match def {
            Def::ClosedStringEnum { values } | Def::OpenStringEnum { values, .. } => {
                for (v, _) in values {
                    out.insert(format!("{name}::{v}"));
                }
            }
            Def::OpenIntegerEnum { values, .. } => {
                for (v, _, _) in values {
                    out.insert(format!("{name}::{v}"));
                }
            }
            _ => {}
        }
    }
    out
}

/// The committed facts file: a header line, then one fact per line.
pub fn facts_file(model: &Model, schema_label: &str, sha: &str) -> String {
    let mut text = format!("# @generated from {schema_label} sha256={sha}; do not edit. Regenerate with `cargo xtask codegen`.\n");
    for f in facts(model) {
        text.push_str(&f);
        text.push('\n');
    }
    text
}

/// Reads a facts file back (comment lines skipped).
pub fn parse_facts(text: &str) -> impl Iterator<Item = &str> {
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'))
}
