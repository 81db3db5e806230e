//! `acp-wire schema`: the pinned schema this build embeds — version, sha256,
//! method table — or one type's schema with the `$ref`s it uses.

use std::collections::BTreeSet;
use std::io::Write;
use std::process::ExitCode;

use acp_wire::method::{MethodInfo, MethodKind};
use serde_json::Value;

use crate::error::CliError;
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

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let Some(p) = pinned(args.protocol) else {
        return Err(CliError::Usage(format!("no pinned schema for protocol version {} (have 1, 2)", args.protocol)));
    };
    if args.unstable != p.unstable {
        let (want, have) = if args.unstable { ("unstable", "stable") } else { ("stable", "unstable") };
        return Err(CliError::Usage(format!(
            "this build embeds the {have} v{} schema, not the {want} one (build {} the `unstable` feature)",
            p.version,
            if args.unstable { "with" } else { "without" }
        )));
    }
    let root: Value = serde_json::from_str(p.json)
        .map_err(|e| CliError::setup(format!("the embedded {} schema is not JSON", label(&p)), e))?;
    let text = match &args.name {
        None => overview(&p),
        Some(name) => one(&p, &root, name)?,
    };
    // A closed stdout (`| head`) is not an error worth reporting.
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    Ok(ExitCode::SUCCESS)
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

/// One def, or a method's params and result defs, with the `$ref`s each uses.
///
/// # Errors
/// [`CliError::UnknownName`] when `name` is neither; [`CliError::Setup`] for
/// an embedded schema without `$defs`.
fn one(p: &Pinned, root: &Value, name: &str) -> Result<String, CliError> {
    let defs = root.get("$defs").and_then(Value::as_object).ok_or_else(|| CliError::Setup {
        what: format!("the embedded {} schema has no $defs", label(p)),
        source: None,
    })?;
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
        let similar = defs.keys().filter(|k| k.to_ascii_lowercase().contains(&lower)).take(8).cloned().collect();
        return Err(CliError::UnknownName { schema: label(p), name: name.to_string(), similar });
    }
    let mut out = String::new();
    for def in names {
        let schema = &defs[def];
        let pretty =
            serde_json::to_string_pretty(schema).map_err(|e| CliError::setup(format!("printing #/$defs/{def}"), e))?;
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
