//! Shared rendering for the subcommands: aligned tables, colour only when
//! stdout is a terminal and `NO_COLOR` is unset, and the `--protocol` value.

use std::io::IsTerminal;
use std::path::Path;

use acp_wire_validate::SchemaError;

use crate::error::CliError;

/// A colour for one table cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(dead_code)] // Not every subcommand uses every colour.
pub enum Paint {
    Red,
    Green,
    Yellow,
    Dim,
    Bold,
}

impl Paint {
    fn code(self) -> &'static str {
        match self {
            Paint::Red => "31",
            Paint::Green => "32",
            Paint::Yellow => "33",
            Paint::Dim => "2",
            Paint::Bold => "1",
        }
    }
}

/// Whether to colour what goes to one stream.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    color: bool,
}

/// <https://no-color.org>: any non-empty `NO_COLOR` turns colour off.
fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

impl Style {
    /// For stdout: colour on a terminal without `NO_COLOR`.
    pub fn stdout() -> Style {
        Style { color: std::io::stdout().is_terminal() && !no_color() }
    }

    /// For stderr: colour on a terminal without `NO_COLOR`.
    #[allow(dead_code)] // Used by the tap only.
    pub fn stderr() -> Style {
        Style { color: std::io::stderr().is_terminal() && !no_color() }
    }

    pub fn paint(self, paint: Option<Paint>, s: &str) -> String {
        match paint {
            Some(p) if self.color => format!("\x1b[{}m{s}\x1b[0m", p.code()),
            _ => s.to_string(),
        }
    }
}

/// One table cell: its text and colour.
pub type Cell = (String, Option<Paint>);

pub fn cell(s: impl Into<String>) -> Cell {
    (s.into(), None)
}

pub fn painted(s: impl Into<String>, p: Paint) -> Cell {
    (s.into(), Some(p))
}

/// Columns padded to the widest cell (by characters); the last column is not
/// padded so long messages do not drag trailing blanks; the header is bold.
pub fn table(style: Style, headers: &[&str], rows: &[Vec<Cell>]) -> String {
    let n = headers.len();
    let mut widths: Vec<usize> = headers.iter().map(|h| h.chars().count()).collect();
    for row in rows {
        for (i, (text, _)) in row.iter().enumerate().take(n) {
            widths[i] = widths[i].max(text.chars().count());
        }
    }
    let mut out = String::new();
    let line = |cells: Vec<Cell>, out: &mut String| {
        let last = cells.len().saturating_sub(1);
        for (i, (text, paint)) in cells.into_iter().enumerate() {
            let pad = if i == last { 0 } else { widths[i].saturating_sub(text.chars().count()) };
            out.push_str(&style.paint(paint, &text));
            if i != last {
                out.push_str(&" ".repeat(pad + 2));
            }
        }
        out.push('\n');
    };
    line(headers.iter().map(|h| painted(*h, Paint::Bold)).collect(), &mut out);
    for row in rows {
        line(row.clone(), &mut out);
    }
    out
}

/// `--protocol auto|1|2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// From the `initialize` exchange.
    Auto,
    /// One version.
    Version(u16),
}

// A String error because clap's value parser shows it as the reason after
// its own "invalid value '9' for '--protocol'", and nothing else reads it.
impl std::str::FromStr for Protocol {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "auto" => Ok(Protocol::Auto),
            n => match n.parse::<u16>() {
                Ok(v) if acp_wire_validate::SchemaValidator::builtin_versions().contains(&v) => Ok(Protocol::Version(v)),
                _ => Err(format!(
                    "expected auto or one of {:?} (the versions this build embeds)",
                    acp_wire_validate::SchemaValidator::builtin_versions()
                )),
            },
        }
    }
}

impl Protocol {
    /// The frame validator and placer this choice means.
    ///
    /// # Errors
    /// A pinned schema that does not load.
    pub fn checkers(self) -> Result<(acp_wire_validate::FrameValidator, acp_wire_validate::Placer), SchemaError> {
        use acp_wire_validate::{FrameValidator, Placer, SchemaValidator};
        match self {
            Protocol::Auto => Ok((FrameValidator::auto()?, Placer::auto())),
            Protocol::Version(v) => {
                let schema = SchemaValidator::builtin(v)?;
                Ok((FrameValidator::new(schema), Placer::fixed(v)))
            }
        }
    }

    /// As [`checkers`](Self::checkers), grading with the pinned file
    /// `schema` chooses (whatever the build's features).
    ///
    /// # Errors
    /// A pinned schema that does not load.
    pub fn graded(self, schema: SchemaFile) -> Result<(acp_wire_validate::FrameValidator, acp_wire_validate::Placer), SchemaError> {
        use acp_wire_validate::{FrameValidator, Placer, SchemaValidator};
        let unstable = schema == SchemaFile::Unstable;
        match self {
            Protocol::Auto => Ok((FrameValidator::auto_pinned(unstable)?, Placer::auto())),
            Protocol::Version(v) => Ok((FrameValidator::new(SchemaValidator::pinned(v, unstable)?), Placer::fixed(v))),
        }
    }
}

/// `--schema stable|unstable`: which pinned file of each version grades a
/// run. Both are embedded whatever the build's features; a member only the
/// unstable superset declares is informational when the stable file grades.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum SchemaFile {
    /// `schema/vN/schema.json`.
    #[default]
    Stable,
    /// `schema/vN/schema.unstable.json`.
    Unstable,
}

impl SchemaFile {
    /// Whether the unstable superset grades.
    pub fn unstable(self) -> bool {
        self == SchemaFile::Unstable
    }
}

/// The files that graded a run, for its report: `schema/v1/schema.json`
/// (and the other versions' in force), from the validators' pins.
pub fn graded_files(files: impl IntoIterator<Item = Option<String>>) -> String {
    let mut seen: Vec<String> = Vec::new();
    for f in files.into_iter().flatten() {
        let f = format!("schema/{f}");
        if !seen.contains(&f) {
            seen.push(f);
        }
    }
    if seen.is_empty() {
        "a schema given as text".into()
    } else {
        seen.join(", ")
    }
}

/// A JSON string for one field of a JSON-lines record.
pub fn json_opt(v: Option<&str>) -> serde_json::Value {
    v.map_or(serde_json::Value::Null, |s| serde_json::Value::String(s.to_string()))
}

/// A transcript's bytes: a file, or stdin for `-`.
///
/// # Errors
/// [`CliError::Read`] naming the file.
pub fn read_input(path: &Path) -> Result<Vec<u8>, CliError> {
    let read = if path.as_os_str() == "-" {
        let mut buf = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut buf).map(|_| buf)
    } else {
        std::fs::read(path)
    };
    read.map_err(|source| CliError::Read { what: "the transcript", path: path.to_path_buf(), source })
}
