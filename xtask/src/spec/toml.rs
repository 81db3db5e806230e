//! A reader for the small TOML subset the hand-maintained requirement files
//! use (they are valid TOML; no TOML crate needed): comments, `key = value`
//! with a basic string (`"…"`, escapes `\" \\ \n \t \uXXXX`), a one-line
//! array of basic strings, `true`/`false`; tables `[name]` / `["quoted"]`
//! and arrays of tables `[[name]]`. Anything else is an error naming the
//! line.

/// A value.
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    Str(String),
    List(Vec<String>),
    Bool(bool),
}

/// A table: its header name (empty for the top of the file), whether it is
/// an `[[array]]` item, the line of its header, and its keys in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub name: String,
    pub array: bool,
    pub line: usize,
    pub entries: Vec<(String, Val, usize)>,
}

impl Table {
    pub fn get(&self, key: &str) -> Option<&Val> {
        self.entries.iter().find(|(k, _, _)| k == key).map(|(_, v, _)| v)
    }
}

fn basic_string(s: &str, line: usize) -> Result<(String, &str), String> {
    let body = s.strip_prefix('"').ok_or_else(|| format!("line {line}: expected a string"))?;
    let mut out = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Ok((out, &body[i + 1..])),
            '\\' => match chars.next().map(|(_, e)| e) {
                Some('"') => out.push('"'),
                Some('\\') => out.push('\\'),
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some('u') => {
                    let hex: String = (0..4).filter_map(|_| chars.next().map(|(_, h)| h)).collect();
                    let code = u32::from_str_radix(&hex, 16).map_err(|_| format!("line {line}: bad \\u escape"))?;
                    out.push(char::from_u32(code).ok_or_else(|| format!("line {line}: bad \\u escape"))?);
                }
                other => return Err(format!("line {line}: unsupported escape \\{}", other.unwrap_or(' '))),
            },
            c => out.push(c),
        }
    }
    Err(format!("line {line}: unterminated string"))
}

/// What may follow a value: spaces and a comment.
fn rest_ok(rest: &str, line: usize) -> Result<(), String> {
    let r = rest.trim_start();
    if r.is_empty() || r.starts_with('#') {
        Ok(())
    } else {
        Err(format!("line {line}: unexpected text after the value: {r}"))
    }
}

fn value(s: &str, line: usize) -> Result<Val, String> {
    let s = s.trim_start();
    if s.starts_with('"') {
        let (v, rest) = basic_string(s, line)?;
        rest_ok(rest, line)?;
        return Ok(Val::Str(v));
    }
    if let Some(mut rest) = s.strip_prefix('[') {
        let mut items = Vec::new();
        loop {
            rest = rest.trim_start();
            if let Some(r) = rest.strip_prefix(']') {
                rest_ok(r, line)?;
                return Ok(Val::List(items));
            }
            let (item, r) = basic_string(rest, line)?;
            items.push(item);
            rest = r.trim_start();
            if let Some(r) = rest.strip_prefix(',') {
                rest = r;
            } else if !rest.starts_with(']') {
                return Err(format!("line {line}: expected `,` or `]` in the array"));
            }
        }
    }
    for (word, b) in [("true", true), ("false", false)] {
        if let Some(rest) = s.strip_prefix(word) {
            rest_ok(rest, line)?;
            return Ok(Val::Bool(b));
        }
    }
    Err(format!("line {line}: unsupported value (strings, string arrays and booleans only): {s}"))
}

fn header(s: &str, line: usize) -> Result<(String, bool), String> {
    let (inner, array) = match s.strip_prefix("[[") {
        Some(r) => (r.split_once("]]"), true),
        None => (s[1..].split_once(']'), false),
    };
    let (name, rest) = inner.ok_or_else(|| format!("line {line}: unterminated table header"))?;
    rest_ok(rest, line)?;
    let name = name.trim();
    let name = if name.starts_with('"') {
        let (n, rest) = basic_string(name, line)?;
        if !rest.trim().is_empty() {
            return Err(format!("line {line}: dotted table names are not supported"));
        }
        n
    } else if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
        name.to_owned()
    } else {
        return Err(format!("line {line}: table name must be a bare or quoted key: {name}"));
    };
    Ok((name, array))
}

/// Parses a document: the top table (name "") first, then every table in order.
pub fn parse(text: &str) -> Result<Vec<Table>, String> {
    let mut tables = vec![Table { name: String::new(), array: false, line: 0, entries: Vec::new() }];
    let mut seen = std::collections::BTreeSet::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let s = raw.trim();
        if s.is_empty() || s.starts_with('#') {
            continue;
        }
        if s.starts_with('[') {
            let (name, array) = header(s, line)?;
            if !array && !seen.insert(name.clone()) {
                return Err(format!("line {line}: table [{name}] defined twice"));
            }
            tables.push(Table { name, array, line, entries: Vec::new() });
            continue;
        }
        let (key, val) = s.split_once('=').ok_or_else(|| format!("line {line}: expected `key = value`"))?;
        let key = key.trim();
        if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            return Err(format!("line {line}: keys must be bare: {key}"));
        }
        let table = tables.last_mut().expect("the top table");
        if table.get(key).is_some() {
            return Err(format!("line {line}: key {key} given twice"));
        }
        table.entries.push((key.to_owned(), value(val, line)?, line));
    }
    Ok(tables)
}
