//! `/updates`: one `session/update` of every kind of the negotiated version.
//!
//! The samples are built from the generated types of each version
//! (`v1/showcase.rs`, `v2/showcase.rs`); what they share is here. Kinds of
//! the `.unstable` schemas are compiled in only when the schema has them
//! (the schema facts, `cfg(acp_v1 = "SessionUpdate::plan_update")`), and go
//! out only when the client advertised their capability. Each version's
//! `kind` matches every variant of its `SessionUpdate` without a wildcard: a
//! kind added by a schema bump does not compile until it is listed there
//! (and the tests compare the emitted kinds with the schema's list).

use std::path::Path;

/// What the samples of both versions are made of.
pub(crate) struct Ctx<'a> {
    /// The parent of the subagent samples: only the `.unstable` kinds name it.
    #[cfg_attr(
        not(any(acp_v1 = "SessionUpdate::subagent_update", acp_v2 = "SessionUpdate::subagent_update")),
        allow(dead_code)
    )]
    pub(crate) session_id: &'a str,
    pub(crate) cwd: &'a str,
    /// Unique per run: keeps tool call, plan and compaction ids apart.
    pub(crate) n: u64,
}

impl Ctx<'_> {
    /// The absolute path of `name` in the session directory.
    pub(crate) fn path(&self, name: &str) -> String {
        Path::new(self.cwd).join(name).to_string_lossy().into_owned()
    }

    pub(crate) fn tool_call_id(&self) -> String {
        format!("echo-tool-{}", self.n)
    }

    pub(crate) fn compaction_id(&self) -> String {
        format!("echo-compaction-{}", self.n)
    }
}

/// A sample that was left out, and why.
pub(crate) type Skipped = (&'static str, &'static str);

/// The file the sample tool call pretends to edit (in the session directory).
pub(crate) const FILE: &str = "echo-showcase.txt";
pub(crate) const TOOL_TITLE: &str = "Edit echo-showcase.txt (not really)";
pub(crate) const THOUGHT: &str = "Showing every session/update kind.";
pub(crate) const SAY: &str = "Every kind follows. ";
pub(crate) const SESSION_TITLE: &str = "Echo showcase";
pub(crate) const NOTICE_TITLE: &str = "A notice from the echo agent";
pub(crate) const COMPACTION_SUMMARY: &str = "The user asked for every update kind.";
/// The main plan's entries, in order: high and completed, medium and in
/// progress, low and pending.
pub(crate) const PLAN: [&str; 3] = ["Show the plan", "Show a tool call with a diff", "Show the rest"];
/// Context window figures of `usage_update`: used, size, cost in USD.
pub(crate) const USAGE: (u64, u64, f64) = (1234, 200_000, 0.0);
