//! `acp-wire schema`: the pinned schema this build embeds — version, sha256,
//! method table — or one type's schema with the `$ref`s it uses.

use std::collections::BTreeSet;
use std::io::Write;
use std::process::ExitCode;

use acp_wire::method::{MethodInfo, MethodKind};
use serde_json::Value;

use crate::output::{cell, painted, table, Paint, Style};

#[derive(clap::Args)]
pub struct Args {
    /// Protocol version (1, or 2 for the alpha draft).
    #[arg(long, default_value_t = 1)]
    protocol: u16,
    /// The unstable superset (`schema.unstable.json`); this build must embed
    /// it (cargo feature `unstable`).
    #[arg(long)]
    unstable: bool,
    /// A `$defs` entry to print (e.g. `PromptRequest`), or a method name
    /// (e.g. `session/prompt`) for its params and result types.
    #[arg(value_name = "TYPE")]
    name: Option<String>,
}

struct Pinned {
    version: u16,
    unstable: bool,
    sha256: &'static str,
    json: &'static str,
    methods: &'static [MethodInfo],
}

fn pinned(version: u16) -> Option<Pinned> {
    match version {
        1 => Some(Pinned {
            version,
            unstable: acp_wire::v1::UNSTABLE,
            sha256: acp_wire::v1::SCHEMA_SHA256,
            json: acp_wire::v1::SCHEMA_JSON,
            methods: acp_wire::v1::METHODS,
        }),
        2 => Some(Pinned {
            version,
            unstable: acp_wire::v2::UNSTABLE,
            sha256: acp_wire::v2::SCHEMA_SHA256,
            json: acp_wire::v2::SCHEMA_JSON,
            methods: acp_wire::v2::METHODS,
        }),
        _ => None,
    }
}

pub fn run(args: Args) -> ExitCode {
    let Some(p) = pinned(args.protocol) else {
        eprintln!("acp-wire schema: no pinned schema for protocol version {} (have 1, 2)", args.protocol);
        return ExitCode::from(2);
    };
    if args.unstable != p.unstable {
        let (want, have) = if args.unstable { ("unstable", "stable") } else { ("stable", "unstable") };
        eprintln!(
            "acp-wire schema: this build embeds the {have} v{} schema, not the {want} one (build {} the `unstable` feature)",
            p.version,
            if args.unstable { "with" } else { "without" }
        );
        return ExitCode::from(2);
    }
    let root: Value = match serde_json::from_str(p.json) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("acp-wire schema: the embedded schema is not JSON: {e}");
            return ExitCode::from(2);
        }
    };
    let text = match &args.name {
        None => overview(&p),
        Some(name) => match one(&p, &root, name) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("acp-wire schema: {e}");
                return ExitCode::from(1);
            }
        },
    };
    // A closed stdout (`| head`) is not an error worth reporting.
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    ExitCode::SUCCESS
}

fn label(p: &Pinned) -> String {
    format!("v{}{}", p.version, if p.unstable { ".unstable" } else { "" })
}

fn overview(p: &Pinned) -> String {
    let style = Style::stdout();
    let file = if p.unstable { "schema.unstable.json" } else { "schema.json" };
    let mut out = format!(
        "ACP protocol version {} ({}): schema/v{}/{file}\nsha256 {}\n{} methods\n\n",
        p.version,
        label(p),
        p.version,
        p.sha256,
        p.methods.len()
    );
    let rows: Vec<_> = p
        .methods
        .iter()
        .map(|m| {
            vec![
                painted(m.method, Paint::Bold),
                cell(m.served_by.as_str()),
                cell(match m.kind {
                    MethodKind::Request => "request",
                    MethodKind::Notification => "notification",
                }),
                cell(m.params_def),
                cell(m.result_def.unwrap_or("-")),
            ]
        })
        .collect();
    out.push_str(&table(style, &["METHOD", "SERVED BY", "KIND", "PARAMS", "RESULT"], &rows));
    out
}

fn one(p: &Pinned, root: &Value, name: &str) -> Result<String, String> {
    let defs = root.get("$defs").and_then(Value::as_object).ok_or("the schema has no $defs")?;
    let mut names: Vec<&str> = Vec::new();
    if defs.contains_key(name) {
        names.push(name);
    } else {
        for m in p.methods.iter().filter(|m| m.method == name) {
            names.push(m.params_def);
            names.extend(m.result_def);
        }
    }
    if names.is_empty() {
        let lower = name.to_ascii_lowercase();
        let near: Vec<&str> =
            defs.keys().map(String::as_str).filter(|k| k.to_ascii_lowercase().contains(&lower)).take(8).collect();
        let hint = if near.is_empty() { String::new() } else { format!("; similar: {}", near.join(", ")) };
        return Err(format!("{} has no type or method `{name}`{hint}", label(p)));
    }
    let mut out = String::new();
    for def in names {
        let schema = &defs[def];
        let pretty = serde_json::to_string_pretty(schema).map_err(|e| e.to_string())?;
        out.push_str(&format!("// {} #/$defs/{def}\n{pretty}\n", label(p)));
        let refs = refs_in(schema);
        if !refs.is_empty() {
            out.push_str(&format!("// $refs: {}\n", refs.into_iter().collect::<Vec<_>>().join(", ")));
        }
    }
    Ok(out)
}

fn refs_in(v: &Value) -> BTreeSet<String> {
    fn go(v: &Value, out: &mut BTreeSet<String>) {
        match v {
            Value::Object(m) => {
                if let Some(r) = m.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix("#/$defs/")) {
                    out.insert(r.to_string());
                }
                m.values().for_each(|x| go(x, out));
            }
            Value::Array(a) => a.iter().for_each(|x| go(x, out)),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    go(v, &mut out);
    out
}
