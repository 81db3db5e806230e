//! `acp-wire roundtrip`: decodes every message of a transcript into the
//! crate's typed values and encodes it again (see
//! `acp_wire_validate::roundtrip`), reporting what does not come back
//! JSON-equal and what the types reject.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use acp_wire_validate::roundtrip::{MessageResult, Outcome, Roundtripper};
use serde_json::json;

use crate::error::CliError;
use crate::output::{cell, json_opt, painted, table, Paint, Protocol, Style};

#[derive(clap::Args)]
pub struct Args {
    /// Protocol version to decode with; `auto` follows the `initialize`
    /// exchange (the lowest version until then).
    #[arg(long, default_value = "auto")]
    protocol: Protocol,
    /// One JSON object per message on stdout (JSON Lines) instead of a table.
    #[arg(long)]
    json: bool,
    /// Transcripts, as for `acp-wire validate` (`-` reads stdin).
    #[arg(required = true, value_name = "FILE.jsonl")]
    files: Vec<PathBuf>,
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let style = Style::stdout();
    let mut stdout = std::io::stdout().lock();
    let tripper = Roundtripper::default();
    let mut dirty = false;
    for file in &args.files {
        let text = crate::output::read_input(file)?;
        let (_, placer) = args.protocol.checkers()?;
        let results = tripper.run(&text, placer);
        let bad = |r: &&MessageResult| matches!(r.outcome, Outcome::Changed(_) | Outcome::Rejected(_));
        let failed = results.iter().filter(bad).count();
        dirty |= failed > 0;
        let name = file.display().to_string();
        let written = if args.json {
            results.iter().try_for_each(|r| writeln!(stdout, "{}", result_json(&name, r)))
        } else {
            write!(stdout, "{}", human(style, &name, &results, failed))
        };
        if written.is_err() {
            break;
        }
    }
    Ok(if dirty { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

fn human(style: Style, name: &str, results: &[MessageResult], failed: usize) -> String {
    let same = results.iter().filter(|r| r.outcome == Outcome::Same).count();
    let skipped = results.iter().filter(|r| matches!(r.outcome, Outcome::Skipped(_))).count();
    let head = if failed == 0 {
        style.paint(Some(Paint::Green), "ok")
    } else {
        style.paint(Some(Paint::Red), &format!("{failed} message(s) not preserved"))
    };
    let mut out = format!("{name}: {head}: {same} of {} message(s) identical, {skipped} skipped\n", results.len());
    let mut rows = Vec::new();
    for r in results {
        let line = match r.batch_index {
            Some(i) => format!("{}[{i}]", r.line),
            None => r.line.to_string(),
        };
        let base = |status: crate::output::Cell, pointer: String, detail: String| {
            vec![
                cell(line.clone()),
                cell(r.direction.map_or("-", acp_wire_validate::Direction::as_str)),
                cell(r.method.clone().unwrap_or_else(|| "-".into())),
                cell(r.id.clone().unwrap_or_else(|| "-".into())),
                status,
                cell(pointer),
                cell(detail),
            ]
        };
        match &r.outcome {
            Outcome::Same => {}
            Outcome::Changed(changes) => {
                for c in changes {
                    let pointer = if c.pointer.is_empty() { "(root)".to_string() } else { c.pointer.clone() };
                    let detail = c.to_string();
                    let detail = detail.split_once(": ").map_or(detail.clone(), |(_, d)| d.to_string());
                    rows.push(base(painted("changed", Paint::Red), pointer, detail));
                }
            }
            Outcome::Rejected(why) => rows.push(base(painted("rejected", Paint::Red), "-".into(), why.clone())),
            Outcome::Skipped(why) => rows.push(base(painted("skipped", Paint::Yellow), "-".into(), why.clone())),
            _ => rows.push(base(painted("?", Paint::Yellow), "-".into(), format!("{:?}", r.outcome))),
        }
    }
    if !rows.is_empty() {
        out.push_str(&table(style, &["LINE", "DIR", "METHOD", "ID", "STATUS", "POINTER", "DETAIL"], &rows));
    }
    out
}

fn result_json(file: &str, r: &MessageResult) -> serde_json::Value {
    let (status, changes, error) = match &r.outcome {
        Outcome::Same => ("same", vec![], None),
        Outcome::Changed(cs) => {
            let cs = cs
                .iter()
                .map(|c| json!({"pointer": c.pointer, "before": json_opt(c.before.as_deref()), "after": json_opt(c.after.as_deref())}))
                .collect();
            ("changed", cs, None)
        }
        Outcome::Rejected(e) => ("rejected", vec![], Some(e.as_str())),
        Outcome::Skipped(e) => ("skipped", vec![], Some(e.as_str())),
        _ => ("unknown", vec![], None),
    };
    json!({
        "file": file,
        "line": r.line,
        "batchIndex": r.batch_index,
        "direction": json_opt(r.direction.map(acp_wire_validate::Direction::code)),
        "method": json_opt(r.method.as_deref()),
        "id": json_opt(r.id.as_deref()),
        "protocolVersion": r.version,
        "status": status,
        "changes": changes,
        "error": json_opt(error),
    })
}
