//! The client runs: each starts the client afresh (in its own scratch
//! directory, its `{agent}` connecting back), plays the agent through
//! `initialize`, `session/new` and the client's first prompt, and runs
//! one scenario's checks during that turn. Also the negotiation probe
//! (`initialize` answered with a version nobody speaks).
//!
//! The checks themselves live beside this file: `turns` (handshake,
//! streaming, JSON-RPC, malformed lines, the agent exiting), `files` (fs,
//! confinement, capability gating), `elicit` (accepted form content, in
//! the gating run), `terminal`, `permission`.

use std::time::Duration;

use tokio::net::UnixListener;
use tokio::time::Instant;

use super::agent;
use super::ctx::Ctx;
use super::launch::{self, ClientCmd, ClientProc, Scratch};
use super::peer::{Gone, Obs, Peer};
use super::{elicit, files, permission, terminal, turns};
use crate::conform::reqs::{self, Results};
use crate::conform::wire::verdicts;
use crate::report::Connection;

/// Settings shared by every run.
#[derive(Clone, Debug)]
pub struct Cfg {
    pub cmd: ClientCmd,
    /// Longest wait for any one answer of the client.
    pub timeout: Duration,
    /// What `{protocol}` says in the probe: the highest version checked.
    pub highest: u16,
    /// `--schema unstable`: the pinned unstable files grade.
    pub unstable: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scenario {
    Basic,
    Stream,
    Forward,
    Rpc,
    Malformed,
    Exit,
    Fs,
    Confine,
    Gating,
    Terminal,
    Permission,
    PermissionCancel,
}

impl Scenario {
    pub fn all(version: u16) -> Vec<Scenario> {
        use Scenario::*;
        let mut v = vec![Basic, Stream, Forward, Rpc, Malformed, Exit, Gating, Permission, PermissionCancel];
        if version == 1 {
            // v2 has no client file system or terminals.
            v.extend([Fs, Confine, Terminal]);
        }
        v
    }

    pub fn name(self) -> &'static str {
        match self {
            Scenario::Basic => "basic",
            Scenario::Stream => "stream",
            Scenario::Forward => "forward-compat",
            Scenario::Rpc => "rpc",
            Scenario::Malformed => "malformed-line",
            Scenario::Exit => "agent-exit",
            Scenario::Fs => "fs",
            Scenario::Confine => "fs-confinement",
            Scenario::Gating => "gating",
            Scenario::Terminal => "terminal",
            Scenario::Permission => "permission",
            Scenario::PermissionCancel => "permission-cancel",
        }
    }

    /// Requirements this scenario grades.
    fn grades(self) -> &'static [&'static str] {
        match self {
            Scenario::Basic => &["client.init.request", "client.init.info", "client.session.new"],
            Scenario::Stream => &["client.stream.updates"],
            Scenario::Forward => &["client.stream.unknown-kind", "client.stream.future"],
            Scenario::Rpc => &["client.rpc.unknown-method", "client.rpc.extension", "client.rpc.unknown-notification"],
            Scenario::Malformed => &["client.rpc.parse-error"],
            Scenario::Exit => &["client.agent-exit"],
            Scenario::Fs => &["client.fs.read", "client.fs.read-range", "client.fs.write", "client.fs.write-dirs"],
            Scenario::Confine => {
                &["client.fs.confine-absolute", "client.fs.confine-dotdot", "client.fs.confine-symlink", "client.fs.confine-prefix"]
            }
            Scenario::Gating => &["client.elicitation.content", "client.gating"],
            Scenario::Terminal => {
                &["client.terminal.run", "client.terminal.truncate", "client.terminal.kill", "client.terminal.release"]
            }
            Scenario::Permission => &["client.permission.answer"],
            Scenario::PermissionCancel => &["client.permission.cancel", "client.stream.after-cancel"],
        }
    }
}

/// Whether the run found the client speaking the run's version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Spoke {
    /// It opened a session after `initialize` answered the version.
    Yes,
    /// It closed the connection instead: it does not speak the version.
    No(String),
    /// The run never got that far (the reason).
    Unknown(String),
}

/// What one run found.
pub struct Found {
    pub results: Results,
    pub obs: Obs,
    pub spoke: Spoke,
    pub transcript: Connection,
    pub elapsed: Duration,
}

/// The client started with `{agent}` pointing at a fresh socket, and its
/// connection.
async fn start(cfg: &Cfg, s: Option<Scenario>, version: Option<u16>) -> Result<(Scratch, ClientProc, Peer), String> {
    let started = Instant::now();
    let scratch = Scratch::new().map_err(|e| format!("scratch directories: {e}"))?;
    let listener = UnixListener::bind(&scratch.socket).map_err(|e| format!("listening on {}: {e}", scratch.socket.display()))?;
    let mut args = cfg.cmd.args.clone();
    // The bundled client allows every permission with `--yes`; without it
    // the question stays pending (its answer is read from the stdin pipe
    // nobody writes to), so that the cancellation has one to answer.
    let pending_permission = s == Some(Scenario::PermissionCancel);
    if cfg.cmd.bundled && pending_permission {
        args.retain(|a| a != "--yes");
    }
    let args = launch::expand(&args, &scratch.socket, &scratch.work, version.unwrap_or(cfg.highest))?;
    let mut client = ClientProc::spawn(&cfg.cmd, args, &scratch.work, pending_permission)?;
    let stream = match launch::accept(&listener, &mut client, cfg.timeout).await {
        Ok(s) => s,
        Err(e) => {
            client.stop().await;
            return Err(e);
        }
    };
    let peer = Peer::new(stream, cfg.timeout, started, cfg.unstable)?;
    Ok((scratch, client, peer))
}

pub async fn run(s: Scenario, version: u16, cfg: &Cfg) -> Found {
    let start_at = Instant::now();
    let mut r = Results::default();
    let v = Some(version);
    let name = format!("v{version} {}", s.name());
    let fail_all = |r: &mut Results, why: &str| {
        for id in s.grades() {
            if reqs::find(id).is_some_and(|(_, q)| q.applies_to(version)) && r.get(id, v).is_none() {
                r.fail(id, v, why.to_string());
            }
        }
    };
    let (scratch, mut client, mut peer) = match start(cfg, Some(s), Some(version)).await {
        Ok(x) => x,
        Err(e) => {
            fail_all(&mut r, &e);
            let marks = verdicts(&r, version).into_iter().map(|(_, m)| m).collect();
            let transcript = Connection { name, version: v, marks, ..Connection::default() };
            return Found { results: r, obs: Obs::default(), spoke: Spoke::Unknown(e), transcript, elapsed: start_at.elapsed() };
        }
    };
    let mut spoke = Spoke::Yes;
    let outcome = drive(s, version, cfg, (&mut peer, &mut client, &scratch), &mut r, &mut spoke).await;
    if let Err(e) = outcome {
        fail_all(&mut r, &format!("scenario `{}` broke off: {e}", s.name()));
    }
    agent::finish(&mut peer, &mut client, None, Duration::from_secs(2)).await;
    drop(scratch);
    // A version the client does not speak grades nothing; a run that broke
    // off before (a client that crashed) keeps its FAILs.
    if matches!(spoke, Spoke::No(_)) {
        r = Results::default();
    }
    let elapsed = start_at.elapsed();
    r.timed(elapsed);
    let transcript = peer.transcript(name, verdicts(&r, version));
    Found { results: r, obs: std::mem::take(&mut peer.obs), spoke, transcript, elapsed }
}

/// Initialize, session, the first prompt, then the scenario's checks.
async fn drive(
    s: Scenario,
    version: u16,
    cfg: &Cfg,
    (peer, client, scratch): (&mut Peer, &mut ClientProc, &Scratch),
    r: &mut Results,
    spoke: &mut Spoke,
) -> Result<(), String> {
    let v = Some(version);
    let hello = match agent::initialize(peer, version).await {
        Ok(h) => h,
        Err(e) => {
            *spoke = Spoke::Unknown(e.clone());
            return Err(e);
        }
    };
    let requested = hello.requested();
    let from = peer.mark();
    let session = match agent::open_session(peer, from).await {
        Ok(session) => session,
        Err(Gone::Eof) => {
            let asked = requested.map_or("no version".to_string(), |n| n.to_string());
            *spoke = Spoke::No(format!("asked for {asked}, answered {version}: closed the connection without a session"));
            return Ok(());
        }
        Err(Gone::Timeout) => {
            let e = format!("no session/new within {:.0} s of initialize answered {version}", cfg.timeout.as_secs_f64());
            if s == Scenario::Basic {
                r.fail("client.init.version", v, e.clone());
            }
            return Err(e);
        }
    };
    if s == Scenario::Basic {
        turns::grade_hello(&hello, &session, version, r);
    }
    let turn = match agent::await_prompt(peer, &session.id, 0).await {
        Ok(t) => t,
        Err(g) => {
            let why = format!(
                "the client sent no session/prompt ({g}): give it a prompt on its command line (the bundled client's `-p TEXT`)"
            );
            for id in s.grades() {
                if reqs::find(id).is_some_and(|(_, q)| q.applies_to(version)) && r.get(id, v).is_none() {
                    r.skip(id, v, why.clone());
                }
            }
            return Ok(());
        }
    };
    let mut cx = Ctx { peer, client, scratch, hello, session, turn, version };
    script(s, &mut cx, r).await
}

async fn script(s: Scenario, cx: &mut Ctx<'_>, r: &mut Results) -> Result<(), String> {
    match s {
        Scenario::Basic => turns::basic(cx, r).await,
        Scenario::Stream => turns::stream(cx, r).await,
        Scenario::Forward => turns::forward(cx, r).await,
        Scenario::Rpc => turns::rpc(cx, r).await,
        Scenario::Malformed => turns::malformed(cx, r).await,
        Scenario::Exit => turns::agent_exit(cx, r).await,
        Scenario::Fs => files::fs(cx, r).await,
        Scenario::Confine => files::confine(cx, r).await,
        Scenario::Gating => {
            elicit::content(cx, r).await?;
            files::gating(cx, r).await
        }
        Scenario::Terminal => terminal::terminal(cx, r).await,
        Scenario::Permission => permission::answer(cx, r).await,
        Scenario::PermissionCancel => permission::cancel(cx, r).await,
    }
}

/// What the negotiation probe found.
pub struct Probe {
    pub results: Results,
    /// The protocolVersion the client asked for, or why there is none.
    pub requested: Result<u64, String>,
    pub transcript: Connection,
    pub elapsed: Duration,
}

/// `initialize` answered with protocolVersion 99: the client should close
/// the connection rather than go on in a version it does not know.
pub async fn probe(cfg: &Cfg) -> Probe {
    let start_at = Instant::now();
    let id = "client.init.negotiate-unsupported";
    let name = "probe: initialize answered with protocolVersion 99".to_string();
    let mut r = Results::default();
    let (scratch, mut client, mut peer) = match start(cfg, None, None).await {
        Ok(x) => x,
        Err(e) => {
            let transcript = Connection { name, ..Connection::default() };
            return Probe { results: r, requested: Err(e), transcript, elapsed: start_at.elapsed() };
        }
    };
    let requested = match agent::initialize(&mut peer, 99).await {
        Ok(hello) => {
            let wait = Duration::from_secs(5).min(cfg.timeout);
            let answered = Instant::now();
            let deadline = answered + wait;
            let from = peer.mark();
            match peer.wait_for(from, deadline, |m| m.get("method").is_some_and(|m| m != "initialize")).await {
                Err(Gone::Eof) => r.pass(id, None, format!("closed the connection {} ms after protocolVersion 99", answered.elapsed().as_millis())),
                Err(Gone::Timeout) => r.fail(id, None, format!("neither closed the connection nor went on within {:.0} s of protocolVersion 99", wait.as_secs_f64())),
                Ok(m) => r.fail(id, None, format!("went on with `{}` after protocolVersion 99", m["method"].as_str().unwrap_or("?"))),
            }
            hello.requested().ok_or_else(|| "initialize without an integer protocolVersion".to_string())
        }
        Err(e) => {
            r.fail(id, None, e.clone());
            Err(e)
        }
    };
    agent::finish(&mut peer, &mut client, None, Duration::from_secs(1)).await;
    drop(scratch);
    let elapsed = start_at.elapsed();
    r.timed(elapsed);
    let transcript = peer.transcript(name, verdicts(&r, 1));
    Probe { results: r, requested, transcript, elapsed }
}
