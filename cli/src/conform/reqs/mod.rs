//! The requirements `conform` grades, their level, the spec page each comes
//! from, and the report (table and JSON). The rows themselves are data
//! beside this file: the agent's in `agent.rs`, the client's (`conform
//! --client`) in `client.rs`, a remote server's (`conform --url`) in
//! `remote.rs`; one table for [`Results`] (agent rows, then client rows,
//! then remote rows).

mod agent;
mod client;
mod remote;

pub use agent::REQS;

use std::collections::BTreeMap;
use std::io::Write;
use std::time::Duration;

use serde_json::{json, Value};
use tokio::time::Instant;

use crate::report::Mark;

/// How binding a requirement is, in the spec's own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// MUST / MUST NOT.
    Must,
    /// A MUST that applies because the agent advertised a capability.
    Cap,
    /// SHOULD / SHOULD NOT (and what JSON-RPC leaves to good practice).
    Should,
    /// A client's file-system confinement: the spec only says the root set
    /// SHOULD bound file operations, but a client that serves a file
    /// outside it hands the agent (or whoever steers it) the user's disk,
    /// so a leak fails the run like a MUST.
    Security,
    /// What JSON-RPC 2.0 itself defines (the answers to a parse error, an
    /// invalid request, invalid params) for input the ACP spec forbids the
    /// other side to send ("MUST NOT write anything … that is not a valid
    /// ACP message"): graded and reported, but it does not decide
    /// conformance (no ACP sentence binds the party to it).
    Rpc,
    /// Reported for information: good behaviour no sentence binds this
    /// party to (a page that binds only the other side). Never fails a run.
    Info,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Must => "MUST",
            Level::Cap => "CAP",
            Level::Should => "SHOULD",
            Level::Security => "SECURITY",
            Level::Rpc => "JSON-RPC",
            Level::Info => "INFO",
        }
    }

    /// A failure at this level fails the run.
    pub fn gates(self) -> bool {
        matches!(self, Level::Must | Level::Cap | Level::Security)
    }
}

/// A row's outcome. In this order one outcome outranks another when two
/// scenarios grade the same row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Fail,
    Pass,
    /// The agent was asked to show the behaviour and did not (the prompt
    /// that provokes it in the bundled echo agent, or `--tools-prompt`
    /// and the like, gave no tool call): not a verdict, but not a row
    /// that does not apply either, so counted and shown on its own.
    NotTested,
    /// The row does not apply (not advertised, another version, …).
    Skip,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pass => "PASS",
            Status::Fail => "FAIL",
            Status::NotTested => "NOT TESTED",
            Status::Skip => "SKIP",
        }
    }
}

/// How many rows ended each way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub pass: usize,
    pub fail: usize,
    pub not_tested: usize,
    pub skip: usize,
}

/// Which protocol versions a requirement is checked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applies {
    /// Once per run, not per version.
    Run,
    V1,
    V2,
    Both,
}

pub struct Req {
    pub id: &'static str,
    pub level: Level,
    pub applies: Applies,
    pub title: &'static str,
    /// Spec page under `docs/protocol/v{N}/` (with anchor); `{}` if the
    /// page name differs per version is handled by `spec_v2`.
    pub spec: &'static str,
    pub spec_v2: Option<&'static str>,
}

/// Which peer a requirement is about: `conform` checks an agent, `conform
/// --client` a client, `conform --url` a remote server's transport.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Agent,
    Client,
    Remote,
}

/// The three tables, in index order.
fn tables() -> [(Side, &'static [Req]); 3] {
    [(Side::Agent, REQS), (Side::Client, client::REQS), (Side::Remote, remote::REQS)]
}

#[macro_export]
macro_rules! req {
    ($id:literal, $level:ident, $applies:ident, $spec:literal, $title:literal) => {
        $crate::conform::reqs::Req {
            id: $id,
            level: $crate::conform::reqs::Level::$level,
            applies: $crate::conform::reqs::Applies::$applies,
            title: $title,
            spec: $spec,
            spec_v2: None,
        }
    };
    ($id:literal, $level:ident, $applies:ident, $spec:literal, $spec2:literal, $title:literal) => {
        $crate::conform::reqs::Req {
            id: $id,
            level: $crate::conform::reqs::Level::$level,
            applies: $crate::conform::reqs::Applies::$applies,
            title: $title,
            spec: $spec,
            spec_v2: Some($spec2),
        }
    };
}

/// The requirement at `index` of the one table (agent rows, then client
/// rows, then remote rows).
pub fn at(index: usize) -> &'static Req {
    let mut i = index;
    for (_, table) in tables() {
        match table.get(i) {
            Some(r) => return r,
            None => i -= table.len(),
        }
    }
    panic!("no requirement at {index}")
}

/// Every requirement with its index, agent rows first.
pub fn all() -> impl Iterator<Item = (usize, &'static Req)> {
    REQS.iter().chain(client::REQS.iter()).chain(remote::REQS.iter()).enumerate()
}

/// The requirement `id` and its index.
pub fn find(id: &str) -> Option<(usize, &'static Req)> {
    all().find(|(_, r)| r.id == id)
}

/// Whose requirement the row at `index` is.
pub fn side_of(index: usize) -> Side {
    let mut i = index;
    for (side, table) in tables() {
        if i < table.len() {
            return side;
        }
        i -= table.len();
    }
    Side::Remote
}

impl Req {
    /// Where the sentence is: a page of the spec repository
    /// (`docs/protocol/vN/…`, an RFD's `docs/rfds/…`) or an RFC.
    pub fn spec_for(&self, version: Option<u16>) -> String {
        let v = version.unwrap_or(1);
        let page = if v >= 2 { self.spec_v2.unwrap_or(self.spec) } else { self.spec };
        if page.starts_with("rfds/") {
            format!("docs/{page}")
        } else if let Some(rfc) = page.strip_prefix("rfc") {
            format!("RFC {}", rfc.replace('#', " "))
        } else {
            format!("docs/protocol/v{v}/{page}")
        }
    }

    /// The spec page's web address.
    pub fn spec_url(&self, version: Option<u16>) -> String {
        let v = version.unwrap_or(1);
        let page = if v >= 2 { self.spec_v2.unwrap_or(self.spec) } else { self.spec };
        if let Some(rfd) = page.strip_prefix("rfds/") {
            let (file, anchor) = rfd.split_once('#').unwrap_or((rfd, ""));
            let file = file.strip_suffix(".mdx").unwrap_or(file);
            format!("https://agentclientprotocol.com/rfds/{file}{}{anchor}", if anchor.is_empty() { "" } else { "#" })
        } else if let Some(rfc) = page.strip_prefix("rfc") {
            format!("https://www.rfc-editor.org/rfc/rfc{rfc}")
        } else {
            crate::report::spec_url(v, page)
        }
    }

    pub fn applies_to(&self, version: u16) -> bool {
        match self.applies {
            Applies::Run => false,
            Applies::Both => true,
            Applies::V1 => version == 1,
            Applies::V2 => version >= 2,
        }
    }
}

/// A mark for requirement `id` (its level and spec page at `version`).
pub fn mark(id: &str, version: u16, message: String, after: bool) -> Mark {
    let req = find(id).map(|(_, r)| r);
    debug_assert!(req.is_some(), "unknown requirement {id}");
    Mark {
        rule: id.to_string(),
        level: req.map_or("MUST", |r| r.level.as_str()).to_string(),
        message,
        spec: req.map(|r| r.spec_url(Some(version))),
        version: if req.is_some_and(|r| r.applies == Applies::Run) { None } else { Some(version) },
        after,
    }
}

/// One graded requirement.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub status: Status,
    pub reason: String,
    /// When it was graded failing (for the page: after which message).
    pub at: Option<Instant>,
    /// The longest run of the scenarios that graded it.
    pub time: Duration,
}

/// All outcomes of a run, keyed by (requirement, version; `None` for
/// per-run requirements). Several scenarios may grade the same key: a FAIL
/// wins over a PASS, a PASS over a SKIP; reasons of equal rank are joined.
#[derive(Default, Debug)]
pub struct Results {
    map: BTreeMap<(usize, Option<u16>), Outcome>,
}

impl Results {
    pub fn record(&mut self, id: &str, version: Option<u16>, status: Status, reason: impl Into<String>) {
        let at = (status == Status::Fail).then(Instant::now);
        self.record_outcome(id, version, Outcome { status, reason: reason.into(), at, time: Duration::ZERO });
    }

    fn record_outcome(&mut self, id: &str, version: Option<u16>, new: Outcome) {
        let Some((index, _)) = find(id) else {
            debug_assert!(false, "unknown requirement {id}");
            return;
        };
        let key = (index, version);
        let time = new.time;
        match self.map.get_mut(&key) {
            None => {
                self.map.insert(key, new);
                return;
            }
            Some(o) if new.status < o.status => *o = Outcome { time: o.time, ..new },
            Some(o) if new.status == o.status && new.status == Status::Fail && !o.reason.contains(&new.reason) => {
                o.reason = format!("{}; {}", o.reason, new.reason);
            }
            Some(_) => {}
        }
        if let Some(o) = self.map.get_mut(&key) {
            o.time = o.time.max(time);
        }
    }

    /// Every outcome took at least `elapsed` (the scenario that graded them).
    pub fn timed(&mut self, elapsed: Duration) {
        for o in self.map.values_mut() {
            o.time = o.time.max(elapsed);
        }
    }

    pub fn pass(&mut self, id: &str, version: Option<u16>, reason: impl Into<String>) {
        self.record(id, version, Status::Pass, reason);
    }
    pub fn fail(&mut self, id: &str, version: Option<u16>, reason: impl Into<String>) {
        self.record(id, version, Status::Fail, reason);
    }
    pub fn skip(&mut self, id: &str, version: Option<u16>, reason: impl Into<String>) {
        self.record(id, version, Status::Skip, reason);
    }
    /// The behaviour the row grades was asked for and did not happen.
    pub fn not_tested(&mut self, id: &str, version: Option<u16>, reason: impl Into<String>) {
        self.record(id, version, Status::NotTested, reason);
    }

    pub fn merge(&mut self, other: Results) {
        for ((i, v), o) in other.map {
            self.record_outcome(at(i).id, v, o);
        }
    }

    pub fn get(&self, id: &str, version: Option<u16>) -> Option<&Outcome> {
        let (i, _) = find(id)?;
        self.map.get(&(i, version))
    }

    /// Every requirement of `side` that applies to `versions` gets an
    /// outcome; one that no scenario graded is a SKIP with `why`.
    pub fn complete(&mut self, side: Side, versions: &[u16], why: &dyn Fn(&Req, Option<u16>) -> String) {
        for (_, r) in all().filter(|(i, _)| side_of(*i) == side) {
            let keys: Vec<Option<u16>> = match r.applies {
                Applies::Run => vec![None],
                _ => versions.iter().copied().filter(|v| r.applies_to(*v)).map(Some).collect(),
            };
            for k in keys {
                if self.get(r.id, k).is_none() {
                    self.skip(r.id, k, why(r, k));
                }
            }
        }
    }

    pub fn rows(&self) -> impl Iterator<Item = (&'static Req, Option<u16>, &Outcome)> + '_ {
        // Report order: per-run first, then by requirement, versions together.
        let mut keys: Vec<&(usize, Option<u16>)> = self.map.keys().collect();
        keys.sort_by_key(|(i, v)| (v.is_some(), *i, *v));
        keys.into_iter().map(move |k| (at(k.0), k.1, &self.map[k]))
    }

    /// True iff no MUST or capability requirement failed.
    pub fn ok(&self) -> bool {
        !self.rows().any(|(r, _, o)| o.status == Status::Fail && r.level.gates())
    }

    pub fn counts(&self) -> Counts {
        let mut c = Counts::default();
        for (_, _, o) in self.rows() {
            match o.status {
                Status::Pass => c.pass += 1,
                Status::Fail => c.fail += 1,
                Status::NotTested => c.not_tested += 1,
                Status::Skip => c.skip += 1,
            }
        }
        c
    }

    /// The `--json` report; `peer` is the checked command line, under
    /// `agent` or (`--client`) `client`.
    pub fn to_json(&self, side: Side, peer: &[String], versions: &BTreeMap<u16, String>) -> Value {
        let Counts { pass, fail, not_tested, skip } = self.counts();
        let rows: Vec<Value> = self
            .rows()
            .map(|(r, v, o)| {
                json!({
                    "id": r.id,
                    "version": v,
                    "level": r.level.as_str(),
                    "status": o.status.as_str(),
                    "title": r.title,
                    "reason": o.reason,
                    "spec": r.spec_for(v),
                })
            })
            .collect();
        let versions: BTreeMap<String, &String> = versions.iter().map(|(k, v)| (k.to_string(), v)).collect();
        let mut report = json!({
            "tool": "acp-wire conform",
            "toolVersion": env!("CARGO_PKG_VERSION"),
            "versions": versions,
            "ok": self.ok(),
            "summary": {"pass": pass, "fail": fail, "notTested": not_tested, "skip": skip},
            "requirements": rows,
        });
        let (key, mode) = match side {
            Side::Agent => ("agent", "agent"),
            Side::Client => ("client", "client"),
            Side::Remote => ("url", "remote"),
        };
        report[key] = json!(peer);
        report["mode"] = json!(mode);
        report
    }

    /// The human table. `colour`: ANSI colours (only on a terminal).
    pub fn print_table(&self, out: &mut dyn Write, colour: bool, side: Side) -> std::io::Result<()> {
        let paint = |s: &str, code: &str| if colour { format!("\x1b[{code}m{s}\x1b[0m") } else { s.to_string() };
        let idw = self.rows().map(|(r, _, _)| r.id.len()).max().unwrap_or(10);
        // `SECURITY` (client rows) needs a wider column than the agent's levels.
        let lw = self.rows().map(|(r, _, _)| r.level.as_str().len() + 2).max().unwrap_or(8).max(8);
        // `NOT TESTED` widens the status column when a row has it.
        let sw = self.rows().map(|(_, _, o)| o.status.as_str().len() + 2).max().unwrap_or(6).max(6);
        writeln!(out, "{:<sw$}{:<lw$}{:<4}{:<idw$}  REASON (spec page)", "", "LEVEL", "VER", "REQUIREMENT")?;
        for (r, v, o) in self.rows() {
            let code = match o.status {
                Status::Pass => "32",
                Status::Fail => "1;31",
                Status::Skip => "33",
                Status::NotTested => "35",
            };
            let word = o.status.as_str();
            let status = format!("{}{}", paint(word, code), " ".repeat(sw - word.len()));
            let ver = v.map_or("-".to_string(), |v| format!("v{v}"));
            writeln!(out, "{status}{:<lw$}{ver:<4}{:<idw$}  {}", r.level.as_str(), r.id, o.reason)?;
            writeln!(out, "{:<sw$}{:<lw$}{:<4}{:<idw$}  {}", "", "", "", "", paint(&format!("{} ({})", r.title, r.spec_for(v).as_str()), "2"))?;
        }
        let Counts { pass, fail, not_tested, skip } = self.counts();
        let skip = if not_tested > 0 { format!("{not_tested} not tested, {skip}") } else { skip.to_string() };
        let verdict = if self.ok() { paint("conformant", "32") } else { paint("NOT conformant", "1;31") };
        match side {
            Side::Agent => writeln!(out, "\n{pass} passed, {fail} failed, {skip} skipped: {verdict} (MUST and advertised-capability requirements decide; CAP = MUST because the agent advertised it)")?,
            Side::Client => writeln!(out, "\n{pass} passed, {fail} failed, {skip} skipped: {verdict} (MUST, CAP and SECURITY requirements decide; CAP = MUST because the client advertised it)")?,
            Side::Remote => writeln!(out, "\n{pass} passed, {fail} failed, {skip} skipped: {verdict} (the MUST requirements decide: the RFD's MUSTs, RFC 6455's, the protocol's replay order)")?,
        }
        Ok(())
    }
}
