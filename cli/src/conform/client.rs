//! `acp-wire conform --client [-- CLIENT CMD … {agent} …]`: checks a client
//! by playing its agent.
//!
//! `{agent}` in the client's arguments becomes a command that starts this
//! executable's hidden `conform-agent`, which connects back to a unix
//! socket of this run and relays its stdio there (`relay`): the client
//! spawns a child with pipes as it would any agent, while every line and
//! every answer is decided here. Each scenario is one client process (four
//! at a time), started in a scratch directory that holds the fixture
//! files; the tool answers `initialize` with the run's version only (v1,
//! and v2 when the client offered 2), serves `session/new`, and runs the
//! scenario's checks during the client's first prompt turn.
//!
//! Beside this file: `reqs` (the rows), `launch` (scratch, `{agent}`, the
//! process), `peer` (the raw connection), `agent` (the scripted agent),
//! `scenarios` (a run), and the checks: `turns`, `files`, `terminal`,
//! `permission`.

mod agent;
mod ctx;
mod elicit;
mod files;
mod fixtures;
mod launch;
mod peer;
mod permission;
pub mod relay;
mod scenarios;
mod terminal;
mod turns;

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, SystemTime};


use super::findings::{distinct, shorten};
use super::reqs::{Results, Side};
use super::{emit, Args, Outcome, Progress};
use crate::error::CliError;
use launch::{ClientCmd, PLACEHOLDER};
use peer::Obs;
use scenarios::{Cfg, Scenario, Spoke};

/// How many client processes run at once.
const PARALLEL: usize = 4;

/// The prompt given to the bundled client.
const PROMPT: &str = "acp-wire conform checks this client";

/// The client command: the one given, or the bundled example client next
/// to this executable (`target/<profile>/examples/client`).
fn client_cmd(args: &Args) -> Result<ClientCmd, CliError> {
    if let Some((program, rest)) = args.agent.split_first() {
        if !rest.iter().chain(std::iter::once(program)).any(|a| a.to_string_lossy().contains(PLACEHOLDER)) {
            return Err(CliError::Usage(format!(
                "the client command must say {PLACEHOLDER} where the agent command goes, e.g. `conform --client -- my-client --agent {PLACEHOLDER}`"
            )));
        }
        let program = launch::absolute_program(program);
        return Ok(ClientCmd { program, args: rest.to_vec(), bundled: false, show_stderr: args.agent_stderr });
    }
    let me = std::env::current_exe().map_err(|e| CliError::setup("cannot find this executable to locate the example client", e))?;
    let dir = me.parent().map(std::path::Path::to_path_buf).unwrap_or_default();
    let path = dir.join("examples").join(format!("client{}", std::env::consts::EXE_SUFFIX));
    if !path.exists() {
        return Err(CliError::Usage(format!(
            "no client command, and no bundled example client at {} (build it with `cargo build --example client`, or name a client after `--`)",
            path.display()
        )));
    }
    // `--protocol {protocol}`: the bundled client offers v1 unless told
    // otherwise; each version's run has it offer that version.
    let words: Vec<OsString> = ["--protocol", launch::PROTOCOL, "--yes", "-p", PROMPT, "--", PLACEHOLDER].iter().map(OsString::from).collect();
    Ok(ClientCmd { program: path.into_os_string(), args: words, bundled: true, show_stderr: args.agent_stderr })
}

pub async fn run(args: &Args) -> Result<ExitCode, CliError> {
    if !(args.timeout.is_finite() && args.timeout > 0.0) {
        return Err(CliError::Usage(format!("--timeout must be a positive number of seconds, not {}", args.timeout)));
    }
    let cmd = client_cmd(args)?;
    let shown: Vec<String> = std::iter::once(&cmd.program).chain(cmd.args.iter()).map(|a| a.to_string_lossy().into_owned()).collect();
    let cfg = Arc::new(Cfg { cmd, timeout: Duration::from_secs_f64(args.timeout), highest: args.protocol.unwrap_or(2), unstable: args.schema.unstable() });
    let progress = Progress::new();
    progress.line(&format!("conform --client: starting {}", shown.join(" ")));
    let started = SystemTime::now();

    // The probe also tells which version the client asks for.
    let probe = scenarios::probe(&cfg).await;
    if let Err(e) = &probe.requested {
        if e.starts_with("cannot start") {
            return Err(CliError::AgentStart(e.clone()));
        }
    }
    let mut results = Results::default();
    results.merge(probe.results);
    let mut times: BTreeMap<Option<u16>, Duration> = BTreeMap::new();
    times.insert(None, probe.elapsed);
    let mut connections = vec![(0, probe.transcript)];
    let mut versions_note: BTreeMap<u16, String> = BTreeMap::new();
    let asked = probe.requested.as_ref().ok().copied();
    let mut to_run = Vec::new();
    for v in [1u16, 2] {
        match args.protocol {
            Some(p) if p != v => {}
            Some(_) => to_run.push(v),
            None if v == 1 || asked.is_some_and(|n| n >= 2) => to_run.push(v),
            None => {
                let what = asked.map_or_else(|| "no protocolVersion".to_string(), |n| format!("protocolVersion {n}"));
                versions_note.insert(v, format!("not offered: the client asked for {what}"));
                results.skip("client.init.version", Some(v), format!("v{v} not offered (the client asked for {what}); v{v} requirements not checked"));
            }
        }
    }

    let jobs: Vec<(u16, Scenario)> = to_run.iter().flat_map(|v| Scenario::all(*v).into_iter().map(move |s| (*v, s))).collect();
    let total = jobs.len();
    let limit = Arc::new(tokio::sync::Semaphore::new(PARALLEL));
    let mut set = tokio::task::JoinSet::new();
    for (n, (v, s)) in jobs.into_iter().enumerate() {
        let cfg = cfg.clone();
        let limit = limit.clone();
        set.spawn(async move {
            let _permit = limit.acquire_owned().await.ok();
            (n, v, s, scenarios::run(s, v, &cfg).await)
        });
    }
    let mut found_by_version: BTreeMap<u16, Vec<scenarios::Found>> = BTreeMap::new();
    let mut done = 0;
    while let Some(joined) = set.join_next().await {
        done += 1;
        match joined {
            Ok((n, v, s, mut found)) => {
                progress.line(&format!("conform --client: {done}/{total} runs (v{v} {} done)", s.name()));
                *times.entry(Some(v)).or_default() += found.elapsed;
                connections.push((n + 1, std::mem::take(&mut found.transcript)));
                found_by_version.entry(v).or_default().push(found);
            }
            Err(e) => eprintln!("acp-wire conform: a client run failed to run: {e}"),
        }
    }
    progress.finish();

    let spoken: Vec<u16> = to_run
        .iter()
        .copied()
        .filter(|v| found_by_version.get(v).is_some_and(|all| all.iter().any(|f| f.spoke == Spoke::Yes)))
        .collect();
    for v in &to_run {
        let all = found_by_version.remove(v).unwrap_or_default();
        if spoken.contains(v) {
            versions_note.insert(*v, "spoken".into());
            // Not the probe's: what follows its answer of 99 has no schema.
            let mut obs: Vec<Obs> = Vec::new();
            for f in all {
                results.merge(f.results);
                obs.push(f.obs);
            }
            grade_observations(&mut results, *v, &obs);
            continue;
        }
        let why = all
            .iter()
            .find_map(|f| match &f.spoke {
                Spoke::No(w) => Some(w.clone()),
                _ => None,
            })
            .or_else(|| all.iter().find_map(|f| if let Spoke::Unknown(w) = &f.spoke { Some(w.clone()) } else { None }))
            .unwrap_or_else(|| "no run finished".into());
        versions_note.insert(*v, format!("not spoken: {why}"));
        // Not speaking a version is fine while the client speaks another;
        // asked for explicitly, or speaking none, it is the answer.
        if args.protocol.is_some() || spoken.is_empty() {
            results.fail("client.init.version", Some(*v), why);
        } else {
            results.skip("client.init.version", Some(*v), format!("v{v} not spoken ({why}); v{v} requirements not checked"));
        }
    }
    results.complete(Side::Client, &spoken, &|_, _| "not checked (the run that grades it did not finish)".to_string());
    let out = Outcome { side: Side::Client, shown, versions: versions_note, started, connections, times };
    emit(args, &results, out)
}

/// Rows graded over every connection of a version.
fn grade_observations(results: &mut Results, version: u16, all: &[Obs]) {
    let v = Some(version);
    let frames: usize = all.iter().map(|o| o.frames).sum();
    let conns = all.len();
    let list = |f: &dyn Fn(&Obs) -> &Vec<String>| distinct(all, f);
    let schema = list(&|o| &o.schema);
    if schema.is_empty() {
        results.pass("client.schema.messages", v, format!("{frames} frames from {conns} runs valid against the v{version} schema"));
    } else {
        results.fail("client.schema.messages", v, shorten(schema));
    }
    let advice = list(&|o| &o.advice);
    if advice.is_empty() {
        results.pass("client.schema.advice", v, "no SHOULD-level rule of the validator broken");
    } else {
        results.fail("client.schema.advice", v, shorten(advice));
    }
    let undeclared = list(&|o| &o.undeclared);
    let noted = super::findings::members_note(&list(&|o| &o.members_noted));
    if undeclared.is_empty() {
        results.pass("client.extensibility.no-root-fields", v, format!("no custom member at the root of a v{version} spec type in {frames} frames{noted}"));
    } else {
        results.fail("client.extensibility.no-root-fields", v, format!("{}{noted}", shorten(undeclared)));
    }
    let noise = list(&|o| &o.noise);
    if noise.is_empty() {
        results.pass("client.stdin.hygiene", v, format!("{frames} lines, all JSON-RPC messages"));
    } else {
        results.fail("client.stdin.hygiene", v, format!("not JSON-RPC on the agent's stdin: {}", shorten(noise)));
    }
    let uncapable = list(&|o| &o.uncapable);
    if uncapable.is_empty() {
        results.pass("client.agent-caps", v, format!("nothing the agent did not advertise in {conns} runs"));
    } else {
        results.fail("client.agent-caps", v, shorten(uncapable));
    }
    if version >= 2 {
        let icons = list(&|o| &o.icons);
        if icons.is_empty() {
            results.pass("client.icons", v, format!("every icon src in {conns} runs is an https: or data: URI"));
        } else {
            results.fail("client.icons", v, shorten(icons));
        }
    }
}
