//! The CI reports of `conform` and `validate`: their verdict as JUnit XML
//! (`--junit FILE`, [`junit`]) and the traffic behind it as one
//! self-contained HTML page (`--html FILE`, [`html`]).
//!
//! Both subcommands fill the one model of this file, [`Report`]: suites of
//! [`Case`]s (a `conform` requirement row per version, a `validate` rule per
//! transcript) and [`Connection`]s (one agent process of `conform`, one
//! transcript of `validate`) whose [`Frame`]s carry the [`Mark`]s of the
//! rules they break. The writers know nothing of either subcommand.
//!
//! They live in the binary, not in `acp_wire_validate`: what they render is
//! the tool's verdict (the requirement table is the binary's own), a page
//! layout and an XML dialect are presentation a library user has no use
//! for, and the library stays free of file writing and of a public API to
//! keep stable for them. Beside this file: `junit` (the XML), `timeline`
//! (what each frame is: method, id, sessions, the request it answers), and
//! `html` with its `page.css` and `page.js`.

mod html;
mod junit;
mod timeline;

use std::path::Path;
use std::time::{Duration, SystemTime};

use acp_wire_validate::Direction;

use crate::error::CliError;

pub use html::render as html;
pub use junit::render as junit;

/// One run of a subcommand, as the reports show it.
#[derive(Debug)]
pub struct Report {
    /// `acp-wire conform`, `acp-wire validate`.
    pub tool: &'static str,
    /// What was checked: the agent command line, or the transcripts.
    pub subject: String,
    pub started: SystemTime,
    /// The exit status's verdict (0 = clean).
    pub ok: bool,
    /// One line saying so (`32 passed, 1 failed, …: NOT conformant`).
    pub verdict: String,
    /// Name/value pairs about the run (versions offered, schema, …).
    pub properties: Vec<(String, String)>,
    pub suites: Vec<Suite>,
    pub connections: Vec<Connection>,
}

/// A group of cases: one protocol version of `conform`, one transcript of
/// `validate`.
#[derive(Debug)]
pub struct Suite {
    pub name: String,
    /// Wall time of what the suite covers.
    pub time: Duration,
    pub cases: Vec<Case>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Pass,
    Fail,
    Skip,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pass => "PASS",
            Status::Fail => "FAIL",
            Status::Skip => "SKIP",
        }
    }
}

/// One graded rule.
#[derive(Debug)]
pub struct Case {
    /// The rule's id (`rpc.unknown-method`, `params`).
    pub id: String,
    /// JUnit's test name (the id, with the level for `conform`).
    pub name: String,
    /// JUnit's class name (`acp-wire.conform.v1`).
    pub classname: String,
    pub version: Option<u16>,
    /// `MUST`, `CAP`, `SHOULD`.
    pub level: String,
    /// Whether a failure fails the run (the exit status).
    pub gates: bool,
    pub status: Status,
    /// What the rule says.
    pub title: String,
    /// Why it passed, failed or was skipped.
    pub reason: String,
    /// Where the spec says it.
    pub spec: Option<String>,
    pub time: Duration,
    /// More lines for the failure's text (every finding of a rule).
    pub details: Vec<String>,
    /// (connection, frame) of each message marked with this case, for the
    /// page's links.
    pub targets: Vec<(usize, usize)>,
}

/// One connection's traffic in wire order.
#[derive(Debug, Default)]
pub struct Connection {
    /// `v1 basic`, `tests/transcripts/v1-broken.jsonl`.
    pub name: String,
    /// The protocol version it was checked in, when one.
    pub version: Option<u16>,
    pub frames: Vec<Frame>,
    /// Marks of this connection that belong to no one message.
    pub marks: Vec<Mark>,
}

/// One line on the wire.
#[derive(Debug, Clone)]
pub struct Frame {
    /// `None` for a transcript line whose sender nothing tells.
    pub direction: Option<Direction>,
    /// Since the connection started, when known.
    pub at: Option<Duration>,
    /// The transcript's line number, when there is a transcript.
    pub line: Option<usize>,
    /// The line as written (without its newline).
    pub bytes: Vec<u8>,
    /// A message `acp-wire tap --strict` wrote itself.
    pub by_tap: bool,
    pub marks: Vec<Mark>,
}

impl Frame {
    pub fn new(direction: Option<Direction>, bytes: Vec<u8>) -> Frame {
        Frame { direction, at: None, line: None, bytes, by_tap: false, marks: Vec::new() }
    }
}

/// A rule a message breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mark {
    /// The case id (`schema.messages`, `params`).
    pub rule: String,
    pub level: String,
    pub message: String,
    pub spec: Option<String>,
    /// The protocol version the rule was graded in (`None`: once per run).
    pub version: Option<u16>,
    /// The message does not break the rule itself: the requirement was
    /// graded failing right after it (a scenario's verdict, a timeout).
    pub after: bool,
}

impl Report {
    /// Every case's `targets`: the frames with a mark of its id that
    /// `belongs` (suite index, case, connection index, mark) gives it.
    pub fn link_targets(&mut self, belongs: impl Fn(usize, &Case, usize, &Mark) -> bool) {
        for (s, suite) in self.suites.iter_mut().enumerate() {
            for case in &mut suite.cases {
                case.targets.clear();
                for (c, conn) in self.connections.iter().enumerate() {
                    for (f, frame) in conn.frames.iter().enumerate() {
                        if frame.marks.iter().any(|m| m.rule == case.id && belongs(s, case, c, m)) {
                            case.targets.push((c, f));
                        }
                    }
                }
            }
        }
    }
}

/// Writes one report file.
///
/// # Errors
/// [`CliError::Write`] naming the file.
pub fn write(path: &Path, what: &'static str, text: &str) -> Result<(), CliError> {
    std::fs::write(path, text).map_err(|source| CliError::Write { what, path: path.to_path_buf(), source })
}

/// `https://agentclientprotocol.com/protocol/v1/prompt-turn#cancellation`
/// for a spec page cited as `docs/protocol/v1/prompt-turn.mdx#cancellation`
/// (the address the schema's own "See protocol docs" links use).
pub fn spec_url(version: u16, page: &str) -> String {
    let (file, anchor) = page.split_once('#').map_or((page, None), |(f, a)| (f, Some(a)));
    let file = file.strip_suffix(".mdx").unwrap_or(file);
    let mut url = format!("https://agentclientprotocol.com/protocol/v{version}/{file}");
    if let Some(a) = anchor {
        url.push('#');
        url.push_str(a);
    }
    url
}

/// The spec page of a schema def: the first "See protocol docs" link of
/// its description, or its entry on the schema page.
pub fn def_spec(schema: &serde_json::Value, version: u16, def: &str) -> String {
    const SITE: &str = "](https://agentclientprotocol.com/";
    let description = schema.get("$defs").and_then(|d| d.get(def)).and_then(|d| d.get("description"));
    let linked = description.and_then(serde_json::Value::as_str).and_then(|text| {
        let start = text.find(SITE)? + 2;
        let len = text[start..].find(')')?;
        Some(text[start..start + len].to_string())
    });
    linked.unwrap_or_else(|| spec_url(version, &format!("schema.mdx#{}", def.to_lowercase())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defs_link_their_own_page_or_the_schema_page() {
        let schema = serde_json::json!({"$defs": {
            "SessionId": {"description": "An id.\n\nSee protocol docs: [Session ID](https://agentclientprotocol.com/protocol/v1/session-setup#session-id)"},
            "Plain": {"description": "no link"},
        }});
        assert_eq!(def_spec(&schema, 1, "SessionId"), "https://agentclientprotocol.com/protocol/v1/session-setup#session-id");
        assert_eq!(def_spec(&schema, 2, "Plain"), "https://agentclientprotocol.com/protocol/v2/schema#plain");
    }

    #[test]
    fn spec_pages_become_the_sites_addresses() {
        assert_eq!(
            spec_url(1, "prompt-turn.mdx#cancellation"),
            "https://agentclientprotocol.com/protocol/v1/prompt-turn#cancellation"
        );
        assert_eq!(spec_url(2, "schema.mdx"), "https://agentclientprotocol.com/protocol/v2/schema");
    }
}
