//! `acp-wire validate`: checks recorded transcripts against the pinned
//! schema (see `acp_wire_validate::transcript` for the line format and how
//! directions and response methods are inferred).

mod reports;

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Instant, SystemTime};

use acp_wire_validate::{validate_transcript, Finding};
use serde_json::json;

use crate::error::CliError;
use crate::output::{cell, json_opt, painted, table, Paint, Protocol, SchemaFile, Style};
use crate::report::{self, Report};

#[derive(clap::Args)]
pub struct Args {
    /// Protocol version to validate with; `auto` follows the `initialize`
    /// exchange (the lowest version until then).
    #[arg(long, default_value = "auto")]
    protocol: Protocol,
    /// Which pinned file grades: `stable` (schema.json; a member only the
    /// unstable superset declares is reported as informational) or
    /// `unstable` (schema.unstable.json). Both are in every build.
    #[arg(long, value_enum, default_value_t = SchemaFile::Stable)]
    schema: SchemaFile,
    /// One JSON object per finding on stdout (JSON Lines) instead of a table.
    #[arg(long)]
    json: bool,
    /// Also write the verdict as JUnit XML (per transcript, one test case
    /// per rule).
    #[arg(long, value_name = "FILE")]
    junit: Option<PathBuf>,
    /// Also write one self-contained HTML page of the transcripts with
    /// every finding marked at its line.
    #[arg(long, value_name = "FILE")]
    html: Option<PathBuf>,
    /// Transcripts: bare JSON-RPC lines or recorded lines
    /// (`{"dir":"c2a"|"a2c","msg":{…}}`, as `acp-wire tap --log` writes);
    /// `-` reads stdin.
    #[arg(required = true, value_name = "FILE.jsonl")]
    files: Vec<PathBuf>,
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let style = Style::stdout();
    let mut stdout = std::io::stdout().lock();
    let mut dirty = false;
    let started = SystemTime::now();
    let reporting = args.junit.is_some() || args.html.is_some();
    let (mut suites, mut connections) = (Vec::new(), Vec::new());
    let (mut findings, mut messages) = (0, 0);
    let mut properties = Vec::new();
    for file in &args.files {
        let text = crate::output::read_input(file)?;
        let (frames, placer) = args.protocol.graded(args.schema)?;
        let t0 = Instant::now();
        let report = validate_transcript(&text, frames, placer);
        let elapsed = t0.elapsed();
        dirty |= !report.is_clean();
        let name = if file.as_os_str() == "-" { "stdin".to_string() } else { file.display().to_string() };
        if reporting {
            findings += report.findings.len() - report.informational();
            messages += report.messages;
            properties.push((format!("schema of {name}"), graded_by(&report)));
            suites.push(reports::suite(&name, &report, elapsed));
            connections.push(reports::connection(&name, &text, &report, args.protocol.graded(args.schema)?.1));
        }
        let name = file.display().to_string();
        let written = if args.json {
            report.findings.iter().try_for_each(|f| writeln!(stdout, "{}", finding_json(&name, f)))
        } else {
            let info = report.informational();
            let head = if report.is_clean() {
                style.paint(Some(Paint::Green), "ok")
            } else {
                style.paint(Some(Paint::Red), &format!("{} finding(s)", report.findings.len() - info))
            };
            let note = if info > 0 { format!(", {info} informational (unstable or retired members)") } else { String::new() };
            let mut text = format!("{name}: {head} in {} message(s){note} ({})\n", report.messages, graded_by(&report));
            if !report.findings.is_empty() {
                let rows: Vec<_> = report.findings.iter().map(row).collect();
                text.push_str(&table(style, &["LINE", "DIR", "METHOD", "ID", "KIND", "POINTER", "RULE", "MESSAGE"], &rows));
            }
            write!(stdout, "{text}")
        };
        if written.is_err() && !reporting {
            // stdout closed (e.g. piped into `head`): nothing left to say.
            break;
        }
    }
    if reporting {
        let mut r = Report {
            tool: "acp-wire validate",
            subject: args.files.iter().map(|f| f.display().to_string()).collect::<Vec<_>>().join(" "),
            started,
            ok: !dirty,
            verdict: reports::verdict(args.files.len(), findings, messages),
            properties,
            suites,
            connections,
        };
        // A transcript's cases point into its own lines.
        r.link_targets(|suite, _, conn, _| suite == conn);
        if let Some(path) = &args.junit {
            report::write(path, "the JUnit report", &report::junit(&r))?;
        }
        if let Some(path) = &args.html {
            report::write(path, "the HTML report", &report::html(&r))?;
        }
    }
    Ok(if dirty { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// `v1, graded by schema/v1/schema.json`: the schema in force at the end
/// and the pinned file it is.
fn graded_by(report: &acp_wire_validate::TranscriptReport) -> String {
    match &report.schema_file {
        Some(file) => format!("{}, graded by schema/{file}", report.schema),
        None => report.schema.clone(),
    }
}

fn row(f: &Finding) -> Vec<crate::output::Cell> {
    let v = &f.violation;
    let pointer = if v.instance_path.is_empty() { "(root)".to_string() } else { v.instance_path.clone() };
    let rule = if v.schema_path.is_empty() { v.keyword.clone() } else { format!("{} at {}", v.keyword, v.schema_path) };
    vec![
        cell(f.line.to_string()),
        cell(f.direction.map_or("-", acp_wire_validate::Direction::as_str)),
        cell(f.method.clone().unwrap_or_else(|| "-".into())),
        cell(f.id.clone().unwrap_or_else(|| "-".into())),
        painted(f.kind.clone(), if f.is_informational() { Paint::Yellow } else { Paint::Red }),
        cell(pointer),
        painted(rule, Paint::Dim),
        cell(v.message.clone()),
    ]
}

fn finding_json(file: &str, f: &Finding) -> serde_json::Value {
    json!({
        "file": file,
        "line": f.line,
        "direction": json_opt(f.direction.map(acp_wire_validate::Direction::code)),
        "method": json_opt(f.method.as_deref()),
        "id": json_opt(f.id.as_deref()),
        "kind": f.kind,
        "informational": f.is_informational(),
        "def": json_opt(f.def.as_deref()),
        "pointer": f.violation.instance_path,
        "schemaPath": f.violation.schema_path,
        "keyword": f.violation.keyword,
        "message": f.violation.message,
    })
}
