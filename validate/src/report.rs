//! [`Violation`]: one schema rule an instance breaks, and the translation of
//! `jsonschema` errors into violations (narrowing failed unions to the branch
//! the instance meant).

use jsonschema::error::{TypeKind, ValidationErrorKind};
use jsonschema::{JsonType, ValidationError};
use serde_json::Value;

/// Longest message kept (messages quote the instance; big objects are cut).
const MAX_MESSAGE: usize = 240;

/// One broken rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Violation {
    /// JSON pointer of the offending value (`""` = the validated value
    /// itself; frame-level reports point into the whole frame, e.g.
    /// `/params/update/content/text`).
    pub instance_path: String,
    /// Where the rule is: a JSON pointer into the schema document
    /// (`/$defs/ContentChunk/required`), or the name of an envelope rule.
    pub schema_path: String,
    /// The rule's keyword (`type`, `required`, `anyOf`, …) or envelope rule
    /// name (`jsonrpc`, `id`, `method`, …).
    pub keyword: String,
    /// What is wrong, for humans.
    pub message: String,
    /// The schema's decoding hint that makes receivers tolerate this damage
    /// (`x-deserialize-default-on-error at /$defs/…/properties/…`): the
    /// message breaks the schema all the same, but a receiver that honours
    /// the hint (acp-wire, the official SDKs) reads the rest of it.
    pub tolerated_by: Option<String>,
}

impl std::fmt::Display for Violation {
    /// `<pointer>: <message> (<keyword> at <schema path>)`; the root is `(root)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = if self.instance_path.is_empty() { "(root)" } else { &self.instance_path };
        write!(f, "{at}: {} ({}", self.message, self.keyword)?;
        if !self.schema_path.is_empty() {
            write!(f, " at {}", self.schema_path)?;
        }
        f.write_str(")")?;
        if let Some(t) = &self.tolerated_by {
            write!(f, "; receivers tolerate it: {t}")?;
        }
        Ok(())
    }
}

impl Violation {
    /// A violation of an envelope rule (no schema location).
    pub(crate) fn rule(instance_path: impl Into<String>, keyword: &str, message: impl Into<String>) -> Self {
        Violation {
            instance_path: instance_path.into(),
            schema_path: String::new(),
            keyword: keyword.to_string(),
            message: message.into(),
            tolerated_by: None,
        }
    }
}

/// The violations of a failed validation, instance paths prefixed by `prefix`.
pub(crate) fn violations_of<'a>(errors: impl Iterator<Item = ValidationError<'a>>, root: &Value, prefix: &str) -> Vec<Violation> {
    let mut out = Vec::new();
    for e in errors {
        push(&e, root, prefix, &mut out);
    }
    out
}

fn push(e: &ValidationError<'_>, root: &Value, prefix: &str, out: &mut Vec<Violation>) {
    match e.kind() {
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            push_union(e, context, root, prefix, out);
        }
        _ => out.push(leaf(e, prefix, shorten(e.to_string()))),
    }
}

fn leaf(e: &ValidationError<'_>, prefix: &str, message: String) -> Violation {
    Violation {
        instance_path: format!("{prefix}{}", e.instance_path().as_str()),
        schema_path: e.schema_path().as_str().to_string(),
        keyword: e.kind().keyword().to_string(),
        message,
        tolerated_by: None,
    }
}

/// The innermost `x-deserialize-*` hint on the way from `$defs/<def>` to
/// the member at `pointer` inside `instance` (the value validated against
/// that def), with where it sits: the hint under which a receiver reads
/// past a violation there. The walk follows the instance: `properties` by
/// member name, `items` by index, `$ref` and `allOf` into their schemas,
/// and of a union the branch whose tag the instance carries (else the
/// untagged branches). `None` when no hint covers it.
pub(crate) fn tolerated_by(root: &Value, def: &str, instance: &Value, pointer: &str) -> Option<String> {
    let tokens: Vec<String> = pointer.split('/').skip(1).map(|t| t.replace("~1", "/").replace("~0", "~")).collect();
    let at = format!("/$defs/{}", def.replace('~', "~0").replace('/', "~1"));
    let schema = root.pointer(&at)?;
    let mut found = None;
    hint_walk(root, schema, &at, instance, &tokens, 0, &mut found);
    found
}

fn hint_walk(root: &Value, s: &Value, at: &str, inst: &Value, tokens: &[String], depth: usize, found: &mut Option<String>) {
    if depth > 64 {
        return;
    }
    if let Some(target) = s.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix('#')) {
        if let Some(t) = root.pointer(target) {
            hint_walk(root, t, target, inst, tokens, depth + 1, found);
        }
    }
    for (i, b) in s.get("allOf").and_then(Value::as_array).into_iter().flatten().enumerate() {
        hint_walk(root, b, &format!("{at}/allOf/{i}"), inst, tokens, depth + 1, found);
    }
    for k in ["anyOf", "oneOf"] {
        let Some(branches) = s.get(k).and_then(Value::as_array) else { continue };
        let tag_of = |b: &Value| -> Option<(String, Value)> {
            b.get("properties")?.as_object()?.iter().find_map(|(n, p)| p.get("const").map(|c| (n.clone(), c.clone())))
        };
        let tagged: Vec<usize> = (0..branches.len()).filter(|&i| tag_of(&branches[i]).is_some_and(|(n, c)| inst.get(&n) == Some(&c))).collect();
        let pick: Vec<usize> = if tagged.is_empty() { (0..branches.len()).filter(|&i| tag_of(&branches[i]).is_none()).collect() } else { tagged };
        for i in pick {
            hint_walk(root, &branches[i], &format!("{at}/{k}/{i}"), inst, tokens, depth + 1, found);
        }
    }
    let Some((token, rest)) = tokens.split_first() else { return };
    if let Some(p) = s.get("properties").and_then(|p| p.get(token.as_str())) {
        let here = format!("{at}/properties/{}", token.replace('~', "~0").replace('/', "~1"));
        let child = inst.get(token.as_str()).unwrap_or(&Value::Null);
        if p.get("x-deserialize-default-on-error").and_then(Value::as_bool) == Some(true) {
            *found = Some(format!("x-deserialize-default-on-error at {here}"));
        } else if rest.is_empty() && child.is_null() && p.get("x-deserialize-default-on-null").and_then(Value::as_bool) == Some(true) {
            *found = Some(format!("x-deserialize-default-on-null at {here}"));
        }
        hint_walk(root, p, &here, child, rest, depth + 1, found);
    }
    if let (Some(items), Ok(i)) = (s.get("items"), token.parse::<usize>()) {
        if s.get("x-deserialize-skip-invalid-items").and_then(Value::as_bool) == Some(true) {
            *found = Some(format!("x-deserialize-skip-invalid-items at {at}"));
        }
        let child = inst.get(i).unwrap_or(&Value::Null);
        hint_walk(root, items, &format!("{at}/items"), child, rest, depth + 1, found);
    }
}

fn shorten(s: String) -> String {
    shorten_to(s, MAX_MESSAGE)
}

fn shorten_to(mut s: String, max: usize) -> String {
    if s.len() > max {
        let mut cut = max;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        s.truncate(cut);
        s.push('…');
    }
    s
}

/// The member name when `path` is `base` plus exactly one token.
fn child_token<'p>(path: &'p str, base: &str) -> Option<&'p str> {
    path.strip_prefix(base)?.strip_prefix('/').filter(|t| !t.contains('/'))
}

/// A branch error that says "this is not the branch the instance meant": a
/// tag member (a direct member) with another `const`/`enum` value or a
/// non-null value where the branch wants none, or the `not` guard of an
/// open union's catch-all refusing a known tag.
fn is_tag_mismatch(e: &ValidationError<'_>, base: &str) -> bool {
    let path = e.instance_path().as_str();
    match e.kind() {
        ValidationErrorKind::Constant { .. } | ValidationErrorKind::Enum { .. } => child_token(path, base).is_some(),
        ValidationErrorKind::Type { kind: TypeKind::Single(JsonType::Null) } => child_token(path, base).is_some(),
        ValidationErrorKind::Not { .. } => path == base,
        _ => false,
    }
}

fn depth(e: &ValidationError<'_>) -> usize {
    e.instance_path().as_str().matches('/').count()
}

/// A failed `anyOf`/`oneOf`: report the errors of the branch the instance
/// was meant to match when that can be told (by its tag, else by the
/// deepest failure), otherwise one violation listing why each branch failed.
fn push_union(e: &ValidationError<'_>, context: &[Vec<ValidationError<'static>>], root: &Value, prefix: &str, out: &mut Vec<Violation>) {
    let base = e.instance_path().as_str();
    let survivors: Vec<&Vec<ValidationError<'static>>> =
        context.iter().filter(|b| !b.iter().any(|x| is_tag_mismatch(x, base))).collect();
    let max_depth = |b: &Vec<ValidationError<'static>>| b.iter().map(depth).max().unwrap_or(0);
    let chosen = match survivors.as_slice() {
        [one] => Some(*one),
        [] => None,
        many => {
            // Prefer the branch that got furthest into the instance; among
            // those, the one with fewest errors. Only if that is deeper than
            // the union itself does it say anything about intent.
            let best = many.iter().copied().max_by_key(|b| (max_depth(b), std::cmp::Reverse(b.len())));
            best.filter(|b| max_depth(b) > base.matches('/').count())
        }
    };
    if let Some(branch) = chosen.filter(|b| !b.is_empty()) {
        for x in branch {
            push(x, root, prefix, out);
        }
        return;
    }
    let message = if survivors.is_empty() { unknown_tag_message(e, context) } else { None };
    let message = message.unwrap_or_else(|| no_branch_message(e, context, root));
    let message = shorten_to(message, 4 * MAX_MESSAGE);
    out.push(leaf(e, prefix, message));
}

/// Every branch refused the tag: "`sessionUpdate` is "x", expected one of …".
fn unknown_tag_message(e: &ValidationError<'_>, context: &[Vec<ValidationError<'static>>]) -> Option<String> {
    let base = e.instance_path().as_str();
    let mut tag: Option<&str> = None;
    let mut expected = Vec::new();
    for x in context.iter().flatten() {
        if let ValidationErrorKind::Constant { expected_value } = x.kind() {
            let Some(t) = child_token(x.instance_path().as_str(), base) else { continue };
            if tag.is_some_and(|old| old != t) {
                return None;
            }
            tag = Some(t);
            expected.push(expected_value.to_string());
        }
    }
    let tag = tag?;
    let actual = e.instance().get(tag).map_or_else(|| "missing".to_string(), Value::to_string);
    Some(format!("`{tag}` is {actual}; this union knows only {}", expected.join(", ")))
}

/// "matches none of the alternatives: [Title] reason; …", or for a closed
/// enum (`oneOf` of `const`s) "is not one of …".
fn no_branch_message(e: &ValidationError<'_>, context: &[Vec<ValidationError<'static>>], root: &Value) -> String {
    let base = e.instance_path().as_str();
    let consts: Option<Vec<String>> = context
        .iter()
        .map(|b| match b.as_slice() {
            [x] if x.instance_path().as_str() == base => match x.kind() {
                ValidationErrorKind::Constant { expected_value } => Some(expected_value.to_string()),
                _ => None,
            },
            _ => None,
        })
        .collect();
    if let Some(values) = consts.filter(|v| !v.is_empty()) {
        return format!("{} is not one of {}", shorten(e.instance().to_string()), values.join(", "));
    }
    let branches = root.pointer(e.schema_path().as_str()).and_then(Value::as_array);
    let mut reasons = Vec::new();
    for (i, b) in context.iter().enumerate() {
        let title = branches
            .and_then(|bs| bs.get(i))
            .and_then(|s| s.get("title").and_then(Value::as_str).map(str::to_string).or_else(|| ref_name(s)))
            .unwrap_or_else(|| format!("#{i}"));
        let first = b.first().map_or_else(|| "?".to_string(), |x| x.masked().to_string());
        reasons.push(format!("[{title}] {first}"));
    }
    let value = shorten(e.instance().to_string());
    format!("{value} matches none of the {} alternatives: {}", context.len(), reasons.join("; "))
}

/// `Foo` for a branch that is `{"$ref": "#/$defs/Foo"}` or `{"allOf": [that]}`.
fn ref_name(s: &Value) -> Option<String> {
    let r = s.get("$ref").or_else(|| s.get("allOf")?.get(0)?.get("$ref"))?;
    Some(r.as_str()?.rsplit('/').next()?.to_string())
}
