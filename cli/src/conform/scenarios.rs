//! The scenarios: each runs one fresh agent process and grades the
//! requirements it can observe.
//!
//! This file holds the list of scenarios, what each grades, running one
//! (spawn, dispatch, the grading of a scenario that broke off, the end of
//! the process), the `eof` scenario and the version probe. The scenarios
//! themselves live beside it, one concern per file: `basic`, `errors`,
//! `cancel`, `turns`, `client`, `lifecycle`, `modes`, `batch`,
//! `surfaces`, `pending`, `deny`, `auth`, `mcp` (and `mcp_http`), `elicit`, `unstable` (the
//! unstable schemas' surfaces; only a build with `--features unstable` runs it).

mod auth;
mod basic;
mod batch;
mod cancel;
mod client;
mod deny;
mod elicit;
mod errors;
mod lifecycle;
mod mcp;
mod mcp_http;
mod modes;
mod pending;
mod surfaces;
mod turns;
mod unstable;

use std::time::Duration;

use serde_json::Value;
use tokio::time::Instant;

use super::driver::{brief, Conn, Launch, Observations, Turn};
use super::reqs::Results;
use super::wire::verdicts;
use crate::report::Connection;

/// Settings shared by every scenario.
#[derive(Clone, Debug)]
pub struct Cfg {
    pub launch: Launch,
    /// A prompt that keeps the agent busy for a few seconds.
    pub slow_prompt: String,
    /// How long the agent gets to exit after stdin EOF.
    pub eof_grace: Duration,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scenario {
    Basic,
    Errors,
    BeforeInit,
    Cancel,
    CancelRequest,
    Concurrent,
    Large,
    Eof,
    Fs,
    FsAbsent,
    Permission,
    PermissionCancel,
    Sessions,
    Workspace,
    Modes,
    Batch,
    Close,
    Surfaces,
    CancelPending,
    PermissionDeny,
    Auth,
    Mcp,
    Elicit,
    Unstable,
}

impl Scenario {
    pub fn all(version: u16) -> Vec<Scenario> {
        use Scenario::*;
        let mut v = vec![Basic, Errors, BeforeInit, Cancel, CancelRequest, Concurrent, Large, Eof, Permission, PermissionCancel, Sessions, Close, Modes, Surfaces, Mcp, Elicit];
        if version == 1 {
            v.extend([Fs, FsAbsent, Workspace]);
        } else {
            v.extend([Batch, CancelPending, PermissionDeny, Auth]);
        }
        if !unstable::ROWS.is_empty() {
            v.push(Unstable);
        }
        v
    }

    pub fn name(self) -> &'static str {
        match self {
            Scenario::Basic => "basic",
            Scenario::Errors => "errors",
            Scenario::BeforeInit => "before-init",
            Scenario::Cancel => "cancel",
            Scenario::CancelRequest => "cancel-request",
            Scenario::Concurrent => "concurrent",
            Scenario::Large => "large-prompt",
            Scenario::Eof => "eof",
            Scenario::Fs => "fs",
            Scenario::FsAbsent => "fs-absent",
            Scenario::Permission => "permission",
            Scenario::PermissionCancel => "permission-cancel",
            Scenario::Sessions => "sessions",
            Scenario::Workspace => "workspace",
            Scenario::Modes => "modes-config",
            Scenario::Batch => "batch",
            Scenario::Close => "close",
            Scenario::Surfaces => "surfaces",
            Scenario::CancelPending => "cancel-pending",
            Scenario::PermissionDeny => "permission-deny",
            Scenario::Auth => "auth",
            Scenario::Mcp => "mcp",
            Scenario::Elicit => "elicitation",
            Scenario::Unstable => "unstable",
        }
    }

    /// Requirements this scenario grades (a setup failure fails them).
    fn grades(self) -> &'static [&'static str] {
        match self {
            Scenario::Basic => &["init.version", "init.agent-info", "session.new", "prompt.turn", "prompt.resource-link", "elicitation.fallback", "v2.prompt-accepted", "v2.user-message", "v2.running", "rpc.unknown-method", "rpc.method-not-found", "rpc.unknown-notification"],
            Scenario::Errors => &["rpc.parse-error", "rpc.invalid-request", "rpc.invalid-params", "prompt.unknown-block"],
            Scenario::BeforeInit => &["init.before"],
            Scenario::Cancel => &["cancel.session", "v2.updates-before-idle"],
            Scenario::CancelRequest => &["cancel.request"],
            Scenario::Concurrent => &["rpc.ids", "prompt.session-routing"],
            Scenario::Large => &["prompt.large"],
            Scenario::Eof => &["lifecycle.eof-exit"],
            Scenario::Fs => &["fs.read"],
            Scenario::FsAbsent => &["fs.absent"],
            Scenario::Permission => &["permission.request", "permission.tool-in-progress", "v2.requires-action", "v2.requires-action-resume"],
            Scenario::PermissionCancel => &["cancel.permission"],
            Scenario::Sessions => &["session.list", "session.list-empty", "session.load", "session.resume", "session.resume-state", "session.resume-replay", "session.close", "session.delete"],
            Scenario::Workspace => &["fs.write", "terminal.use"],
            Scenario::Modes => &["mode.set", "mode.update", "mode.unknown", "config.set"],
            Scenario::Batch => &["batch.empty", "batch.notifications", "batch.mixed"],
            Scenario::Close => &["session.close-cancels"],
            Scenario::CancelPending => &["cancel.stop-waiting", "cancel.cancel-requests", "cancel.late-answer"],
            Scenario::Auth => &["auth.login-logout"],
            Scenario::Mcp => &["session.mcp-stdio", "session.mcp-connect", "session.mcp-resume", "session.mcp-http"],
            Scenario::Elicit => &["elicitation.decline", "elicitation.cancel", "elicitation.unknown-action", "elicitation.error", "elicitation.revalidate", "elicitation.url-complete", "elicitation.cancel-pending"],
            Scenario::PermissionDeny => &["permission.cancelled", "permission.unknown-option", "permission.unknown-outcome"],
            Scenario::Unstable => unstable::ROWS,
            Scenario::Surfaces => &["session.list-cursor", "session.delete-again", "session.mcp-unknown", "session.close-prompt", "session.close-unknown"],
        }
    }
}

/// What one scenario found.
pub struct Found {
    pub results: Results,
    pub obs: Observations,
    /// The client advertised fs on this connection (for `fs.absent`).
    pub client_fs: bool,
    /// Its traffic, with the marks of what failed.
    pub transcript: Connection,
    pub elapsed: Duration,
}

pub async fn run(s: Scenario, version: u16, cfg: &Cfg) -> Found {
    let start = Instant::now();
    let mut r = Results::default();
    let v = Some(version);
    let name = format!("v{version} {}", s.name());
    let mut conn = match Conn::spawn(&cfg.launch).await {
        Ok(c) => c,
        Err(e) => {
            for id in s.grades() {
                if super::reqs::REQS.iter().any(|q| q.id == *id && q.applies_to(version)) {
                    r.fail(id, v, e.clone());
                }
            }
            let marks = verdicts(&r, version).into_iter().map(|(_, m)| m).collect();
            let transcript = Connection { name, version: v, marks, ..Connection::default() };
            return Found { results: r, obs: Observations::default(), client_fs: false, transcript, elapsed: start.elapsed() };
        }
    };
    let outcome = match s {
        Scenario::Basic => basic::basic(&mut conn, version, &mut r).await,
        Scenario::Errors => errors::errors(&mut conn, version, &mut r).await,
        Scenario::BeforeInit => errors::before_init(&mut conn, version, &mut r).await,
        Scenario::Cancel => cancel::cancel(&mut conn, version, cfg, &mut r).await,
        Scenario::CancelRequest => cancel::cancel_request(&mut conn, version, cfg, &mut r).await,
        Scenario::Concurrent => turns::concurrent(&mut conn, version, &mut r).await,
        Scenario::Large => turns::large(&mut conn, version, &mut r).await,
        Scenario::Eof => eof(&mut conn, version, cfg, &mut r).await,
        Scenario::Fs => client::fs(&mut conn, &mut r).await,
        Scenario::FsAbsent => client::fs_absent(&mut conn, &mut r).await,
        Scenario::Permission => client::permission(&mut conn, version, &mut r).await,
        Scenario::PermissionCancel => client::permission_cancel(&mut conn, version, &mut r).await,
        Scenario::Sessions => client::sessions(&mut conn, version, &mut r).await,
        Scenario::Workspace => client::workspace(&mut conn, &mut r).await,
        Scenario::Modes => modes::modes_config(&mut conn, version, &mut r).await,
        Scenario::Batch => batch::batches(&mut conn, version, &mut r).await,
        Scenario::Close => lifecycle::close_cancels(&mut conn, version, cfg, &mut r).await,
        Scenario::Surfaces => surfaces::surfaces(&mut conn, version, &mut r).await,
        Scenario::CancelPending => pending::pending(&mut conn, &mut r).await,
        Scenario::PermissionDeny => deny::deny(&mut conn, &mut r).await,
        Scenario::Auth => auth::auth(&mut conn, &mut r).await,
        Scenario::Mcp => mcp::mcp(&mut conn, version, &mut r).await,
        Scenario::Elicit => elicit::elicit(&mut conn, version, &mut r).await,
        Scenario::Unstable => unstable::unstable(&mut conn, version, cfg, &mut r).await,
    };
    if let Err(e) = outcome {
        for id in s.grades() {
            let applies = super::reqs::REQS.iter().any(|q| q.id == *id && q.applies_to(version));
            if applies && r.get(id, v).is_none() {
                r.fail(id, v, format!("scenario `{}` broke off: {e}", s.name()));
            }
        }
    }
    if s != Scenario::Eof {
        // Late updates and log lines still count: read until the agent is gone.
        if version < 2 {
            conn.drain(Duration::from_millis(150)).await;
        }
        conn.finish(Duration::from_millis(500)).await;
    }
    let client_fs = conn.client_fs;
    let elapsed = start.elapsed();
    r.timed(elapsed);
    let mut transcript = conn.transcript(name, verdicts(&r, version));
    transcript.version = v;
    Found { results: r, obs: std::mem::take(&mut conn.obs), client_fs, transcript, elapsed }
}

/// The version's words for "the turn ended with …".
fn ended(turn: &Turn, version: u16) -> String {
    format!("stopReason {}", turn.stop_reason(version).unwrap_or("-"))
}

async fn eof(conn: &mut Conn, version: u16, cfg: &Cfg, r: &mut Results) -> Result<(), String> {
    let v = Some(version);
    conn.setup(version, false).await?;
    conn.new_session().await?;
    let start = Instant::now();
    match conn.finish(cfg.eof_grace).await {
        Some(status) => r.pass("lifecycle.eof-exit", v, format!("exited ({status}) {} ms after stdin EOF", start.elapsed().as_millis())),
        None => r.fail("lifecycle.eof-exit", v, format!("still running {:.1} s after stdin EOF (stopped with SIGTERM/SIGKILL)", cfg.eof_grace.as_secs_f64())),
    }
    Ok(())
}

/// What a version probe found.
pub struct Probe {
    /// The version answered, or why there is none.
    pub answer: Result<u16, String>,
    pub obs: Observations,
    pub transcript: Connection,
    pub elapsed: Duration,
}

/// `initialize` asking for `requested` on a fresh process.
pub async fn probe(cfg: &Cfg, requested: u16) -> Probe {
    let start = Instant::now();
    let name = format!("probe: initialize asking for {requested}");
    let mut conn = match Conn::spawn(&cfg.launch).await {
        Ok(c) => c,
        Err(e) => {
            let transcript = Connection { name, ..Connection::default() };
            return Probe { answer: Err(e), obs: Observations::default(), transcript, elapsed: start.elapsed() };
        }
    };
    let answer = match conn.initialize(requested, false).await {
        Ok(resp) => match resp.pointer("/result/protocolVersion").and_then(Value::as_u64) {
            Some(n) => Ok(u16::try_from(n).unwrap_or(u16::MAX)),
            None => Err(match resp.get("error") {
                Some(e) => format!("error {}", brief(e)),
                None => format!("no protocolVersion in {}", brief(&resp)),
            }),
        },
        Err(e) => Err(e),
    };
    conn.finish(Duration::from_millis(500)).await;
    let transcript = conn.transcript(name, Vec::new());
    Probe { answer, obs: std::mem::take(&mut conn.obs), transcript, elapsed: start.elapsed() }
}
