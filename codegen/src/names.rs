//! Rust names for schema names.

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

const RUST_KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for", "if", "impl", "in",
    "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self", "static", "struct", "super",
    "trait", "true", "type", "unsafe", "use", "where", "while", "async", "await", "dyn", "abstract", "become", "box",
    "do", "final", "macro", "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// Def names that would shadow prelude or crate names, and their Rust names.
pub fn type_name(def: &str) -> String {
    match def {
        "Error" => "RpcError".to_owned(),
        other => other.to_owned(),
    }
}

pub fn type_ident(def: &str) -> Ident {
    Ident::new(&type_name(def), Span::call_site())
}

pub fn ident(s: &str) -> Ident {
    Ident::new(s, Span::call_site())
}

/// `camelCase` → `snake_case` (the catalogue's rule), `_meta` → `meta`.
pub fn snake(name: &str) -> String {
    let name = name.trim_start_matches('_');
    let mut out = String::new();
    let mut prev_lower = false;
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            if prev_lower {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
            prev_lower = false;
        } else {
            prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
            out.push(if c == '-' { '_' } else { c });
        }
    }
    out
}

/// A field identifier (raw for keywords).
pub fn field_ident(member: &str) -> Ident {
    let s = snake(member);
    if RUST_KEYWORDS.contains(&s.as_str()) {
        Ident::new_raw(&s, Span::call_site())
    } else {
        Ident::new(&s, Span::call_site())
    }
}

/// A method name for a field, e.g. `load_session_or_default`.
pub fn method_ident(s: &str) -> Ident {
    if RUST_KEYWORDS.contains(&s) {
        Ident::new_raw(s, Span::call_site())
    } else {
        Ident::new(s, Span::call_site())
    }
}

/// `end_turn` / `date-time` / `Parse error` / `session/prompt` → `EndTurn` /
/// `DateTime` / `ParseError` / `SessionPrompt`.
pub fn pascal(s: &str) -> String {
    let mut out = String::new();
    for part in s.split(|c: char| !c.is_ascii_alphanumeric()) {
        let mut cs = part.chars();
        if let Some(f) = cs.next() {
            out.push(f.to_ascii_uppercase());
            out.extend(cs);
        }
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'V');
    }
    out
}

/// `#[doc = …]` attributes from a description.
pub fn doc(desc: Option<&str>) -> TokenStream {
    let Some(d) = desc else {
        return TokenStream::new();
    };
    let lines: Vec<String> = d.lines().map(|l| if l.is_empty() { String::new() } else { format!(" {l}") }).collect();
    quote! { #( #[doc = #lines] )* }
}

pub fn doc_str(s: &str) -> TokenStream {
    doc(Some(s))
}
