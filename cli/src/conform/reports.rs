//! A `conform` run as a [`Report`] for `--junit` and `--html`: one suite
//! per protocol version (and one for the per-run negotiation rows), one case
//! per requirement row, and every agent process's traffic with the marks of
//! the requirements that failed on it.

use std::collections::BTreeMap;
use std::time::{Duration, SystemTime};

use acp_wire_validate::Direction;

use super::reqs::{self, Results, Status};
use crate::report::{self, Case, Connection, Mark, Report, Suite};

/// What the run found, beside its results.
pub struct Run {
    /// Agent mode or `--client`: names the suites and classes.
    pub side: reqs::Side,
    /// The checked command line (an agent's, or with `--client` a client's).
    pub agent: Vec<String>,
    pub versions: BTreeMap<u16, String>,
    pub started: SystemTime,
    /// The probes' and scenarios' traffic, in report order.
    pub connections: Vec<Connection>,
    /// Per suite key (`None`: negotiation): how long its processes ran.
    pub times: BTreeMap<Option<u16>, Duration>,
}

/// Puts a requirement graded failing on a connection after its last agent
/// line (the answer it was graded on), or on the connection when the agent
/// wrote nothing.
pub fn mark_after_answer(conn: &mut Connection, id: &str, version: u16, reason: &str) {
    let mark = reqs::mark(id, version, reason.to_string(), true);
    let last = conn.frames.iter_mut().rev().find(|f| f.direction == Some(Direction::AgentToClient));
    match last {
        Some(f) => f.marks.push(mark),
        None => conn.marks.push(mark),
    }
}

pub fn build(results: &Results, mut run: Run) -> Report {
    // A mark whose row did not fail (a rule the version does not grade,
    // e.g. fs calls in v2) is not shown.
    let failed = |m: &Mark| results.get(&m.rule, m.version).is_some_and(|o| o.status == Status::Fail);
    for c in &mut run.connections {
        for f in &mut c.frames {
            f.marks.retain(failed);
        }
        c.marks.retain(failed);
    }
    let mut suites: BTreeMap<Option<u16>, Suite> = BTreeMap::new();
    let (tool, class) = match run.side {
        reqs::Side::Agent => ("acp-wire conform", "acp-wire.conform"),
        reqs::Side::Client => ("acp-wire conform --client", "acp-wire.conform.client"),
        reqs::Side::Remote => ("acp-wire conform --url", "acp-wire.conform.remote"),
    };
    for (req, v, o) in results.rows() {
        let suite = suites.entry(v).or_insert_with(|| Suite {
            name: match v {
                None if run.side == reqs::Side::Remote => format!("{tool}: transport"),
                None => format!("{tool}: negotiation"),
                Some(v) => format!("{tool}: v{v}"),
            },
            time: run.times.get(&v).copied().unwrap_or_default(),
            cases: Vec::new(),
        });
        suite.cases.push(Case {
            id: req.id.to_string(),
            name: format!("{} [{}]", req.id, req.level.as_str()),
            classname: match v {
                None => class.to_string(),
                Some(v) => format!("{class}.v{v}"),
            },
            version: v,
            level: req.level.as_str().to_string(),
            gates: req.level.gates(),
            status: match o.status {
                Status::Pass => report::Status::Pass,
                Status::Fail => report::Status::Fail,
                // JUnit and the page have no fourth outcome: skipped, said so.
                Status::Skip | Status::NotTested => report::Status::Skip,
            },
            title: req.title.to_string(),
            reason: if o.status == Status::NotTested { format!("NOT TESTED: {}", o.reason) } else { o.reason.clone() },
            spec: Some(req.spec_url(v)),
            // Rows graded over every process of a version took them all.
            time: if o.time.is_zero() && !matches!(o.status, Status::Skip | Status::NotTested) { run.times.get(&v).copied().unwrap_or_default() } else { o.time },
            details: Vec::new(),
            targets: Vec::new(),
        });
    }
    let reqs::Counts { pass, fail, not_tested, skip } = results.counts();
    let ok = results.ok();
    let verdict = format!(
        "{pass} passed, {fail} failed, {not_tested} not tested, {skip} skipped: {}",
        if ok { "conformant" } else { "NOT conformant" }
    );
    let properties = run.versions.iter().map(|(v, note)| (format!("v{v}"), note.clone())).collect();
    let mut report = Report {
        tool,
        subject: run.agent.join(" "),
        started: run.started,
        ok,
        verdict,
        properties,
        suites: suites.into_values().collect(),
        connections: run.connections,
    };
    report.link_targets(|_, case, _, mark| case.version == mark.version);
    report
}
