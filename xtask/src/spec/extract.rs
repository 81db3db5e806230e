//! The normative sentences of one schema file, found mechanically.
//!
//! Every `description` string of the document is read (the `$defs`
//! entries, their members and variants, and the envelope unions at the
//! root), split into paragraphs, list items and sentences, and each
//! sentence that holds an RFC 2119 keyword *in capitals* is kept:
//! MUST, MUST NOT, REQUIRED, SHALL, SHALL NOT, SHOULD, SHOULD NOT,
//! RECOMMENDED, NOT RECOMMENDED, MAY, OPTIONAL. Lowercase "must", "should"
//! and "shall" are not normative (RFC 8174): they are counted, not kept.
//!
//! A sentence is identified by its text: the id is `v{N}-` and the first
//! eight hex digits of the SHA-256 of the normalized sentence (emphasis
//! markers and link targets dropped, whitespace collapsed). Edits to other
//! sentences, to other descriptions, a def renamed or moved, leave it
//! alone; editing the sentence itself gives a new id (the bump summary
//! pairs the two as "changed" when they sit in the same description). The
//! same sentence in several places (the `_meta` sentence is in a hundred
//! members) is one requirement with several sources; the same sentence in
//! the stable file and its unstable superset is one requirement, `stable`.

use crate::codegen;
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;

/// An RFC 2119 keyword.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Keyword {
    MustNot,
    Must,
    Required,
    ShallNot,
    Shall,
    ShouldNot,
    Should,
    NotRecommended,
    Recommended,
    May,
    Optional,
}

/// How binding a keyword is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Must,
    Should,
    May,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Must => "MUST",
            Level::Should => "SHOULD",
            Level::May => "MAY",
        }
    }
}

impl Keyword {
    pub fn as_str(self) -> &'static str {
        match self {
            Keyword::MustNot => "MUST NOT",
            Keyword::Must => "MUST",
            Keyword::Required => "REQUIRED",
            Keyword::ShallNot => "SHALL NOT",
            Keyword::Shall => "SHALL",
            Keyword::ShouldNot => "SHOULD NOT",
            Keyword::Should => "SHOULD",
            Keyword::NotRecommended => "NOT RECOMMENDED",
            Keyword::Recommended => "RECOMMENDED",
            Keyword::May => "MAY",
            Keyword::Optional => "OPTIONAL",
        }
    }

    pub fn parse(s: &str) -> Option<Keyword> {
        KEYWORDS.iter().copied().find(|k| k.as_str() == s)
    }

    pub fn level(self) -> Level {
        match self {
            Keyword::MustNot | Keyword::Must | Keyword::Required | Keyword::ShallNot | Keyword::Shall => Level::Must,
            Keyword::ShouldNot | Keyword::Should | Keyword::NotRecommended | Keyword::Recommended => Level::Should,
            Keyword::May | Keyword::Optional => Level::May,
        }
    }
}

const KEYWORDS: [Keyword; 11] = [
    Keyword::MustNot,
    Keyword::Must,
    Keyword::Required,
    Keyword::ShallNot,
    Keyword::Shall,
    Keyword::ShouldNot,
    Keyword::Should,
    Keyword::NotRecommended,
    Keyword::Recommended,
    Keyword::May,
    Keyword::Optional,
];

/// Who a requirement binds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Actor {
    Agent,
    Client,
    Both,
}

impl Actor {
    pub const ALL: [Actor; 3] = [Actor::Agent, Actor::Client, Actor::Both];

    pub fn as_str(self) -> &'static str {
        match self {
            Actor::Agent => "agent",
            Actor::Client => "client",
            Actor::Both => "both",
        }
    }

    pub fn parse(s: &str) -> Option<Actor> {
        Actor::ALL.into_iter().find(|a| a.as_str() == s)
    }

    fn other(self) -> Actor {
        match self {
            Actor::Agent => Actor::Client,
            Actor::Client => Actor::Agent,
            Actor::Both => Actor::Both,
        }
    }
}

/// The words (ASCII letters and `_`) and commas outside code spans, in order.
fn tokens(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            continue; // inside a code span
        }
        let mut start = None;
        for (j, c) in part.char_indices() {
            let word = c.is_ascii_alphabetic() || c == '_';
            match (word, start) {
                (true, None) => start = Some(j),
                (false, Some(s)) => {
                    out.push(&part[s..j]);
                    start = None;
                }
                _ => {}
            }
            if c == ',' {
                out.push(",");
            }
        }
        if let Some(s) = start {
            out.push(&part[s..]);
        }
    }
    out
}

/// The words outside code spans.
fn words(text: &str) -> Vec<&str> {
    tokens(text).into_iter().filter(|t| *t != ",").collect()
}

/// The keywords of a sentence, in order (`MUST NOT` is one keyword).
pub fn keywords(sentence: &str) -> Vec<Keyword> {
    keyword_at(&words(sentence)).into_iter().map(|(_, k)| k).collect()
}

/// Each keyword with the index of its first token.
fn keyword_at(w: &[&str]) -> Vec<(usize, Keyword)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < w.len() {
        let next = w.get(i + 1).copied();
        let (k, step) = match (w[i], next) {
            ("MUST", Some("NOT")) => (Some(Keyword::MustNot), 2),
            ("SHALL", Some("NOT")) => (Some(Keyword::ShallNot), 2),
            ("SHOULD", Some("NOT")) => (Some(Keyword::ShouldNot), 2),
            ("NOT", Some("RECOMMENDED")) => (Some(Keyword::NotRecommended), 2),
            ("MUST", _) => (Some(Keyword::Must), 1),
            ("REQUIRED", _) => (Some(Keyword::Required), 1),
            ("SHALL", _) => (Some(Keyword::Shall), 1),
            ("SHOULD", _) => (Some(Keyword::Should), 1),
            ("RECOMMENDED", _) => (Some(Keyword::Recommended), 1),
            ("MAY", _) => (Some(Keyword::May), 1),
            ("OPTIONAL", _) => (Some(Keyword::Optional), 1),
            _ => (None, 1),
        };
        if let Some(k) = k {
            out.push((i, k));
        }
        i += step;
    }
    out
}

/// An actor noun: agent(s), client(s); JSON-RPC's and the schema's words
/// for either side bind both.
fn noun(word: &str) -> Option<Actor> {
    match word.to_ascii_lowercase().as_str() {
        "agent" | "agents" => Some(Actor::Agent),
        "client" | "clients" => Some(Actor::Client),
        "implementations" | "implementation" | "server" | "servers" | "receiver" | "receivers" | "sender" | "senders"
        | "provider" | "providers" | "peer" | "peers" | "intermediaries" | "proxy" | "proxies" => Some(Actor::Both),
        _ => None,
    }
}

/// The actor noun at `j`, "agents and clients" / "clients or agents" as both.
fn noun_at(t: &[&str], j: usize) -> Option<Actor> {
    let a = noun(t[j])?;
    let paired = j >= 2 && matches!(t[j - 1], "and" | "or") && noun(t[j - 2]).is_some_and(|b| b != a);
    Some(if paired { Actor::Both } else { a })
}

/// Words that open a subordinate clause before the main one.
const SUBORDINATE: [&str; 14] =
    ["if", "when", "unless", "upon", "after", "before", "once", "while", "until", "beyond", "whenever", "since", "because", "although"];

/// Whose duty a sentence states, from its own words: an actor noun right
/// before the first keyword ("Agents MUST", "and Clients MUST NOT"), else
/// the first actor noun of the main clause ("Agents that advertise … MUST",
/// "Unless …, Agents MUST"), else of the whole sentence ("When a client
/// sends …, it MUST"). "Agents and clients", "implementations", "the
/// receiver", "the server" (JSON-RPC's words) bind both; so does a later
/// keyword right after another actor ("Clients MUST NOT …, and Agents MUST …").
pub fn subject(sentence: &str) -> Option<Actor> {
    let t = tokens(sentence);
    let w: Vec<&str> = t.iter().copied().filter(|x| *x != ",").collect();
    // Keyword positions in `t` (commas included).
    let index: Vec<usize> = t.iter().enumerate().filter(|(_, x)| **x != ",").map(|(i, _)| i).collect();
    let kws: Vec<usize> = keyword_at(&w).into_iter().map(|(i, _)| index[i]).collect();
    let first = *kws.first()?;
    let near = |k: usize| (k.saturating_sub(2)..k).rev().find_map(|j| noun_at(&t, j));
    let main_start = if t.first().is_some_and(|x| SUBORDINATE.contains(&x.to_ascii_lowercase().as_str())) {
        t[..first].iter().position(|x| *x == ",").map_or(0, |c| c + 1)
    } else {
        0
    };
    let primary = near(first)
        .or_else(|| (main_start..first).find_map(|j| noun_at(&t, j)))
        .or_else(|| (0..first).find_map(|j| noun_at(&t, j)))?;
    let mixed = kws[1..].iter().filter_map(|k| near(*k)).any(|a| a != primary);
    Some(if mixed { Actor::Both } else { primary })
}

/// Does the sentence use a lowercase modal ("must", "should", "shall")?
pub fn lowercase_modal(sentence: &str) -> bool {
    words(sentence).iter().any(|w| matches!(*w, "must" | "should" | "shall"))
}

/// Emphasis markers, link targets and escapes dropped, whitespace collapsed.
pub fn normalize(text: &str) -> String {
    let mut s = text.replace("**", "").replace("__", "");
    // [text](target) → text
    while let Some(open) = s.find("](") {
        let Some(start) = s[..open].rfind('[') else { break };
        let Some(close) = s[open..].find(')') else { break };
        let label = s[start + 1..open].to_owned();
        s.replace_range(start..open + close + 1, &label);
    }
    let s = s.replace("\\[", "[").replace("\\]", "]").replace("\\_", "_").replace("\\*", "*");
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

const ABBREVIATIONS: [&str; 6] = ["e.g", "i.e", "etc", "vs", "cf", "approx"];

/// Splits running text (one paragraph's prose, or one list item's) into
/// sentences: at `.`, `!`, `?` followed by a space and a capital, a digit,
/// a code span or a bracket — not inside a code span, not after "e.g.".
pub fn split_sentences(text: &str) -> Vec<String> {
    let text = normalize(text);
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_code = false;
    for i in 0..chars.len() {
        match chars[i] {
            '`' => in_code = !in_code,
            '.' | '!' | '?' if !in_code && chars.get(i + 1) == Some(&' ') => {
                let next = chars.get(i + 2).copied().unwrap_or(' ');
                if !(next.is_ascii_uppercase() || next.is_ascii_digit() || "`[(\"".contains(next)) {
                    continue;
                }
                let before: String = chars[start..i].iter().collect();
                let last_word = before.rsplit(' ').next().unwrap_or("").trim_start_matches('(');
                if ABBREVIATIONS.contains(&last_word.to_ascii_lowercase().as_str()) {
                    continue;
                }
                out.push(chars[start..=i].iter().collect::<String>().trim().to_owned());
                start = i + 2;
            }
            _ => {}
        }
    }
    let rest: String = chars[start.min(chars.len())..].iter().collect();
    if !rest.trim().is_empty() {
        out.push(rest.trim().to_owned());
    }
    out
}

/// A list item marker (`- `, `* `, `+ `, `1. `, `1) `): the text after it.
fn item_text(line: &str) -> Option<&str> {
    let t = line.trim_start();
    for m in ["- ", "* ", "+ "] {
        if let Some(rest) = t.strip_prefix(m) {
            return Some(rest);
        }
    }
    let digits = t.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 {
        let rest = &t[digits..];
        return rest.strip_prefix(". ").or_else(|| rest.strip_prefix(") "));
    }
    None
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// A piece of a description: a sentence, and the list lead-in it came
/// under (for items whose own words name no actor).
#[derive(Clone, Debug, PartialEq)]
pub struct Piece {
    pub text: String,
    pub context: Option<String>,
}

/// Joins a list's items to a lead-in: `lead: - a - b`.
fn attach(lead: &str, items: &[String]) -> String {
    let mut s = lead.to_owned();
    for i in items {
        s.push_str(" - ");
        s.push_str(i);
    }
    s
}

/// The sentences of `lines` (one paragraph, or one item's own lines and
/// its nested items), lists handled: a list after a lead-in ending in `:`
/// whose items hold no keyword is part of the lead-in's sentence;
/// otherwise each item gives its own sentences.
fn block(lines: &[&str], context: Option<&str>, out: &mut Vec<Piece>) {
    let first_item = lines.iter().position(|l| item_text(l).is_some()).unwrap_or(lines.len());
    let mut lead = split_sentences(&lines[..first_item].join(" "));
    if first_item == lines.len() {
        out.extend(lead.into_iter().map(|text| Piece { text, context: context.map(str::to_owned) }));
        return;
    }
    // The items at the list's outer indent, each with the lines under it.
    let base = indent(lines[first_item]);
    let mut items: Vec<Vec<&str>> = Vec::new();
    for l in &lines[first_item..] {
        match item_text(l) {
            Some(text) if indent(l) <= base => items.push(vec![text]),
            _ => items.last_mut().expect("an item").push(l),
        }
    }
    let flat: Vec<String> = items.iter().map(|i| flatten(i)).collect();
    let lead_colon = lead.last().is_some_and(|s| s.ends_with(':'));
    if lead_colon && flat.iter().all(|i| keywords(i).is_empty()) {
        let last = lead.pop().expect("a lead-in");
        lead.push(attach(&last, &flat));
        out.extend(lead.into_iter().map(|text| Piece { text, context: context.map(str::to_owned) }));
        return;
    }
    let item_context = if lead_colon { lead.last().cloned() } else { context.map(str::to_owned) };
    out.extend(lead.into_iter().map(|text| Piece { text, context: context.map(str::to_owned) }));
    for item in &items {
        block(item, item_context.as_deref(), out);
    }
}

/// An item's lines as one text, nested items as ` - x`.
fn flatten(lines: &[&str]) -> String {
    let mut s = String::new();
    for (i, l) in lines.iter().enumerate() {
        let t = if i > 0 { item_text(l).map(|t| format!("- {t}")).unwrap_or_else(|| l.trim().to_owned()) } else { l.trim().to_owned() };
        if !s.is_empty() {
            s.push(' ');
        }
        s.push_str(&t);
    }
    normalize(&s)
}

/// Every sentence of one description, in order. A paragraph ending in `:`
/// followed by one that starts with a list is one block (the list belongs
/// to that lead-in even with a blank line between).
pub fn pieces(description: &str) -> Vec<Piece> {
    let mut paragraphs: Vec<Vec<&str>> = Vec::new();
    let mut para: Vec<&str> = Vec::new();
    for line in description.lines().chain(std::iter::once("")) {
        if line.trim().is_empty() {
            if !para.is_empty() {
                paragraphs.push(std::mem::take(&mut para));
            }
        } else {
            para.push(line);
        }
    }
    let mut out = Vec::new();
    let mut lead: Vec<&str> = Vec::new();
    for p in paragraphs {
        if !lead.is_empty() && item_text(p[0]).is_some() {
            lead.extend(p);
            block(&std::mem::take(&mut lead), None, &mut out);
            continue;
        }
        if !lead.is_empty() {
            block(&std::mem::take(&mut lead), None, &mut out);
        }
        if p.last().is_some_and(|l| l.trim_end().ends_with(':')) {
            lead = p;
        } else {
            block(&p, None, &mut out);
        }
    }
    if !lead.is_empty() {
        block(&lead, None, &mut out);
    }
    out
}

/// The id of a sentence of version `version`.
pub fn id(version: u16, sentence: &str) -> String {
    let hash = Sha256::digest(normalize(sentence).as_bytes());
    let hex: String = hash.iter().take(4).map(|b| format!("{b:02x}")).collect();
    format!("v{version}-{hex}")
}

/// Where a sentence was found.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Source {
    /// Relative to `schema/`, e.g. `v1/schema.json`.
    pub file: String,
    /// JSON pointer of the `description`.
    pub pointer: String,
}

/// One normative sentence of a schema file.
#[derive(Clone, Debug)]
pub struct Found {
    pub text: String,
    pub keywords: Vec<Keyword>,
    /// The actor inferred (before any override).
    pub actor: Actor,
    pub source: Source,
}

/// What one schema file says.
#[derive(Clone, Debug, Default)]
pub struct FileSentences {
    pub normative: Vec<Found>,
    /// Sentences with a lowercase "must"/"should"/"shall" and no keyword.
    pub lowercase: usize,
}

fn escape(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}

/// Which side handles each method def and whether it is the result:
/// from the generator's pre-pass (empty when it cannot classify the file).
fn method_sides(bytes: &[u8]) -> BTreeMap<String, (Actor, bool)> {
    let mut out = BTreeMap::new();
    let Ok(model) = codegen::classify(bytes) else { return out };
    for m in &model.methods {
        let side = match m.side.as_str() {
            "agent" => Actor::Agent,
            "client" => Actor::Client,
            _ => Actor::Both,
        };
        out.insert(m.params.clone(), (side, false));
        if let Some(r) = &m.result {
            out.insert(r.clone(), (side, true));
        }
    }
    out
}

/// The side a sentence with no actor noun binds, from where it is: a
/// request's or notification's params bind their sender (the side that
/// does not handle the method), a result its handler; a variant of the
/// envelope `AgentRequest` / `ClientNotification` / … describes a method
/// the other side handles.
fn side_of(pointer: &str, sides: &BTreeMap<String, (Actor, bool)>) -> Option<Actor> {
    let def = pointer.strip_prefix("/$defs/")?.split('/').next()?;
    if let Some((handler, result)) = sides.get(def) {
        return Some(if *result { *handler } else { handler.other() });
    }
    if def.starts_with("Agent") && (def.ends_with("Request") || def.ends_with("Notification")) {
        return Some(Actor::Client);
    }
    if def.starts_with("Client") && (def.ends_with("Request") || def.ends_with("Notification")) {
        return Some(Actor::Agent);
    }
    None
}

fn walk(v: &Value, pointer: &str, out: &mut Vec<(String, String)>) {
    match v {
        Value::Object(m) => {
            let mut keys: Vec<&String> = m.keys().collect();
            keys.sort();
            for k in keys {
                let p = format!("{pointer}/{}", escape(k));
                match (k.as_str(), &m[k]) {
                    ("description", Value::String(s)) => out.push((p, s.clone())),
                    // Data, not schema.
                    ("const" | "default" | "examples" | "enum", _) => {}
                    (_, x) => walk(x, &p, out),
                }
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                walk(x, &format!("{pointer}/{i}"), out);
            }
        }
        _ => {}
    }
}

/// Sentence openings that refer to the sentence before.
const PRONOUNS: [&str; 3] = ["They", "It", "These"];

/// The normative sentences of one schema file (`file` relative to `schema/`).
pub fn file_sentences(file: &str, bytes: &[u8]) -> Result<FileSentences, String> {
    let doc: Value = serde_json::from_slice(bytes).map_err(|e| format!("{file}: not JSON: {e}"))?;
    let sides = method_sides(bytes);
    let mut descriptions = Vec::new();
    walk(&doc, "", &mut descriptions);
    let mut out = FileSentences::default();
    for (pointer, text) in descriptions {
        let mut previous: Option<String> = None;
        for piece in pieces(&text) {
            let kws = keywords(&piece.text);
            let before = previous.replace(piece.text.clone());
            if kws.is_empty() {
                out.lowercase += usize::from(lowercase_modal(&piece.text));
                continue;
            }
            // "They MUST NOT …": whoever the sentence before named.
            let pronoun = piece.text.split(' ').next().is_some_and(|w| PRONOUNS.contains(&w));
            let actor = subject(&piece.text)
                .or_else(|| piece.context.as_deref().and_then(subject_any))
                .or_else(|| before.as_deref().filter(|_| pronoun).and_then(subject_any))
                .or_else(|| side_of(&pointer, &sides))
                .unwrap_or(Actor::Both);
            out.normative.push(Found {
                text: piece.text,
                keywords: kws,
                actor,
                source: Source { file: file.to_owned(), pointer: pointer.clone() },
            });
        }
    }
    Ok(out)
}

/// The actor a sentence without a keyword of its own names: a list's
/// lead-in ("the receiver:"), the sentence before a "They MUST".
fn subject_any(lead: &str) -> Option<Actor> {
    subject(&format!("{lead} MUST"))
}
