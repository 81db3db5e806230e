//! `acp-wire conform`: drives an agent through the protocol as a client,
//! one fresh process per scenario, validates every message it sends against
//! the pinned schema of the negotiated version, and grades the spec's
//! requirements (MUST / capability-dependent / SHOULD) as PASS, FAIL or SKIP.
//! With `--client` it checks a client instead, playing the agent (`client`).

pub mod client;
mod driver;
mod findings;
mod mcp_http_stub;
#[cfg(feature = "remote")]
mod remote;
mod reports;
mod reqs;
mod scenarios;
mod verdict;
mod wire;

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use crate::error::CliError;
use driver::{Launch, Observations};
use findings::{distinct, shorten};
use reqs::Results;
use scenarios::{Cfg, Scenario};

/// How many agent processes run at once.
const PARALLEL: usize = 4;

#[derive(clap::Args)]
#[command(after_help = "Without an agent command, the bundled echo agent (`acp-wire echo-agent`) is checked.\n\
With --url, a remote ACP server's transport is checked (no command).\n\
With --client, the command after `--` is a client's, `{agent}` where it takes the agent command\n\
(without one, the bundled example client: examples/client --protocol {protocol} --yes -p PROMPT -- {agent}).\n\
`{cwd}` becomes the run's scratch directory, `{protocol}` the run's protocol version.\n\
Exit status: 0 when no MUST, advertised-capability or SECURITY requirement failed, 1 otherwise, 2 on usage errors.")]
pub struct Args {
    /// Check only this protocol version (default: 1, then 2 if the agent offers it).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=2))]
    protocol: Option<u16>,
    /// Also write a machine-readable report (JSON) to this file.
    #[arg(long, value_name = "REPORT")]
    json: Option<PathBuf>,
    /// Also write the verdict as JUnit XML (one test case per requirement row).
    #[arg(long, value_name = "FILE")]
    junit: Option<PathBuf>,
    /// Also write one self-contained HTML page of the traffic with every
    /// failure marked at its message.
    #[arg(long, value_name = "FILE")]
    html: Option<PathBuf>,
    /// Seconds to wait for any one answer of the agent.
    #[arg(long, value_name = "S", default_value_t = 20.0)]
    timeout: f64,
    /// Authenticate with this method id after initialize (`authenticate` / `auth/login`).
    #[arg(long, value_name = "ID")]
    auth_method: Option<String>,
    /// A prompt that keeps the agent busy for a few seconds (for the
    /// cancellation checks) [default: the echo agent's `/slow …`].
    #[arg(long, value_name = "TEXT")]
    slow_prompt: Option<String>,
    /// A prompt that makes the agent read a file (fs/read_text_file);
    /// `{path}` is the file's absolute path [default: the echo agent's
    /// `/read {path}`].
    #[arg(long, value_name = "TEXT")]
    tools_prompt: Option<String>,
    /// A prompt that makes the agent ask for permission
    /// (session/request_permission) and, with fs and terminal advertised,
    /// write a file and run a command; `{path}` as for --tools-prompt
    /// [default: `/permission`].
    #[arg(long, value_name = "TEXT")]
    permission_prompt: Option<String>,
    /// A prompt that makes the agent ask elicitation/create (form mode)
    /// [default: `/elicit`].
    #[arg(long, value_name = "TEXT")]
    elicit_prompt: Option<String>,
    /// … in URL mode [default: `/elicit url`].
    #[arg(long, value_name = "TEXT")]
    elicit_url_prompt: Option<String>,
    /// The prompts as a JSON file: {"slow": …, "tools": …, "permission": …,
    /// "elicit": …, "elicitUrl": …} (any of them; the flags win).
    #[arg(long, value_name = "FILE")]
    prompts: Option<PathBuf>,
    /// Expected failures (`ROW[@vN] reason` per line): they do not fail the
    /// run, and an entry that no longer fails does (remove it).
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
    /// SHOULD rows decide the exit status too (JSON-RPC and INFO rows never do).
    #[arg(long)]
    pub strict: bool,
    /// Only these rows decide the exit status (repeatable or comma-separated; all are reported).
    #[arg(long, value_name = "ROW", value_delimiter = ',')]
    pub only: Vec<String>,
    /// These rows do not decide the exit status (repeatable or comma-separated).
    #[arg(long, value_name = "ROW", value_delimiter = ',')]
    pub skip: Vec<String>,
    /// Which pinned file grades: `stable` (schema.json; members only the
    /// unstable superset or an earlier published schema declares are
    /// informational notes) or `unstable` (schema.unstable.json).
    #[arg(long, value_enum, default_value_t = crate::output::SchemaFile::Stable)]
    pub schema: crate::output::SchemaFile,
    /// Show the agent's stderr (with --client: the client's; discarded by default).
    #[arg(long)]
    agent_stderr: bool,
    /// Check a client: conform plays the agent the client starts where its
    /// command line says `{agent}`.
    #[arg(long)]
    client: bool,
    /// Check a remote ACP server's transport (http:// or ws://, the same
    /// endpoint for both) against the RFD "Streamable HTTP & WebSocket
    /// Transport" instead of an agent command (feature `remote`).
    #[arg(long, value_name = "URL", conflicts_with_all = ["client", "agent"])]
    url: Option<String>,
    /// With --url: send `Authorization: Bearer TOKEN` with the token in this
    /// file (default: the ACP_WIRE_TOKEN environment variable, when set), as
    /// `serve --token-file` requires; the `remote.auth` row checks that a
    /// missing or wrong token is refused.
    #[arg(long, value_name = "FILE", requires = "url")]
    token_file: Option<PathBuf>,
    /// The agent command line (after `--`); with --client the client's,
    /// containing `{agent}`.
    #[arg(last = true, value_name = "AGENT CMD")]
    agent: Vec<OsString>,
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    if !(args.timeout.is_finite() && args.timeout > 0.0) {
        return Err(CliError::Usage(format!("--timeout must be a positive number of seconds, not {}", args.timeout)));
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::setup("cannot start the async runtime", e))?;
    runtime.block_on(conform(args))
}

async fn conform(args: Args) -> Result<ExitCode, CliError> {
    // A bad --baseline/--only/--skip is a usage error before anything runs.
    policy(&args)?;
    if args.client {
        return client::run(&args).await;
    }
    if let Some(url) = &args.url {
        #[cfg(feature = "remote")]
        return remote::run(&args, url).await;
        #[cfg(not(feature = "remote"))]
        return Err(CliError::Usage(format!("--url {url}: this acp-wire was built without feature `remote`")));
    }
    let (program, rest) = match args.agent.split_first() {
        Some((p, rest)) => (p.clone(), rest.to_vec()),
        None => {
            let me = std::env::current_exe()
                .map_err(|e| CliError::setup("cannot find this executable to run its echo agent", e))?;
            (me.into_os_string(), vec![OsString::from("echo-agent")])
        }
    };
    let shown: Vec<String> = std::iter::once(&program).chain(rest.iter()).map(|a| a.to_string_lossy().into_owned()).collect();
    let timeout = Duration::from_secs_f64(args.timeout);
    let (prompts, slow_prompt) = prompts(&args)?;
    let cfg = Arc::new(Cfg {
        launch: Launch {
            program,
            args: rest,
            timeout,
            show_stderr: args.agent_stderr,
            auth_method: args.auth_method.clone(),
            unstable: args.schema.unstable(),
            prompts: prompts.clone(),
        },
        slow_prompt,
        eof_grace: timeout.min(Duration::from_secs(5)),
    });
    let progress = Progress::new();
    progress.line(&format!("conform: negotiating with {}", shown.join(" ")));
    let started = SystemTime::now();

    // Which versions the agent offers, and what it does with one above them all.
    let (mut p1, mut p2, mut p99) =
        tokio::join!(scenarios::probe(&cfg, 1), scenarios::probe(&cfg, 2), scenarios::probe(&cfg, 99));
    if let (Err(e), Err(_), Err(_)) = (&p1.answer, &p2.answer, &p99.answer) {
        if e.starts_with("cannot start") {
            return Err(CliError::AgentStart(e.clone()));
        }
    }
    let mut results = Results::default();
    let mut versions_note: BTreeMap<u16, String> = BTreeMap::new();
    let offered = |p: &Result<u16, String>, v: u16| matches!(p, Ok(n) if *n == v);
    grade_negotiation(&mut results, &p2.answer, &p99.answer);
    results.timed(p99.elapsed);
    if let Some(o) = results.get("init.negotiate-unsupported", None).filter(|o| o.status == reqs::Status::Fail) {
        reports::mark_after_answer(&mut p99.transcript, "init.negotiate-unsupported", 1, &o.reason);
    }
    let mut obs_by_version: BTreeMap<u16, Vec<(Observations, bool)>> = BTreeMap::new();
    let mut to_run = Vec::new();
    let any_offered = offered(&p1.answer, 1) || offered(&p2.answer, 2);
    // An agent that answers 99 when asked for 99 echoes whatever it is
    // asked (the Python SDK 0.12.1, fast-agent): its 2 for 2 proves no v2
    // support, so v2 is checked only when asked for (`--protocol 2`); the
    // echo itself is init.negotiate-unsupported's finding.
    let echoes = matches!(p99.answer, Ok(99));
    let v1_offered = offered(&p1.answer, 1);
    for (v, p) in [(1u16, &mut p1), (2u16, &mut p2)] {
        let asked = args.protocol == Some(v);
        if args.protocol.is_some() && !asked {
            continue;
        }
        if v >= 2 && echoes && !asked && offered(&p.answer, v) && v1_offered {
            let what = format!("not run: the agent echoes any protocolVersion (asked for 99, it answered 99), so its {v} for {v} proves no v{v} support (--protocol {v} checks it anyway)");
            results.skip("init.version", Some(v), what.clone());
            versions_note.insert(v, what);
            continue;
        }
        if offered(&p.answer, v) {
            versions_note.insert(v, "offered".into());
            to_run.push(v);
            obs_by_version.entry(v).or_default().push((p.obs.clone(), false));
        } else {
            let what = match &p.answer {
                Ok(n) => format!("asked for {v}, the agent answered protocolVersion {n}"),
                Err(e) => format!("asked for {v}: {e}"),
            };
            versions_note.insert(v, format!("not offered: {what}"));
            // Not offering a version is fine as long as the agent offers
            // one; asked for explicitly, its absence is the answer.
            if asked || !any_offered {
                reports::mark_after_answer(&mut p.transcript, "init.version", v, &what);
                results.fail("init.version", Some(v), what);
            } else {
                results.skip("init.version", Some(v), format!("v{v} not offered ({what}); v{v} requirements not checked"));
            }
        }
    }
    if let Ok(n) = p99.answer {
        if let Some(list) = obs_by_version.get_mut(&n) {
            list.push((p99.obs.clone(), false));
        }
    }
    let mut times: BTreeMap<Option<u16>, Duration> = BTreeMap::new();
    times.insert(None, p1.elapsed.max(p2.elapsed).max(p99.elapsed));
    let mut connections = vec![(0, p1.transcript), (1, p2.transcript), (2, p99.transcript)];

    let jobs: Vec<(u16, Scenario)> = to_run.iter().flat_map(|v| Scenario::all(*v).into_iter().map(move |s| (*v, s))).collect();
    let total = jobs.len();
    let limit = Arc::new(tokio::sync::Semaphore::new(PARALLEL));
    let mut set = tokio::task::JoinSet::new();
    for (n, (v, s)) in jobs.into_iter().enumerate() {
        let cfg = cfg.clone();
        let limit = limit.clone();
        set.spawn(async move {
            let _permit = limit.acquire_owned().await.ok();
            let found = scenarios::run(s, v, &cfg).await;
            (n, v, s, found)
        });
    }
    let mut done = 0;
    while let Some(joined) = set.join_next().await {
        done += 1;
        match joined {
            Ok((n, v, s, found)) => {
                progress.step(done, total, &format!("v{v} {}", s.name()));
                results.merge(found.results);
                obs_by_version.entry(v).or_default().push((found.obs, found.client_fs));
                *times.entry(Some(v)).or_default() += found.elapsed;
                connections.push((n + 3, found.transcript));
            }
            Err(e) => eprintln!("acp-wire conform: a scenario failed to run: {e}"),
        }
    }
    progress.finish();

    for (v, all) in &obs_by_version {
        grade_observations(&mut results, *v, all);
    }
    results.complete(reqs::Side::Agent, &to_run, &|_, _| "not checked (the scenario that grades it did not run)".to_string());

    let out = Outcome { side: reqs::Side::Agent, shown, versions: versions_note, started, connections, times };
    emit(&args, &results, out)
}

/// What a run hands to [`emit`] beside its results.
struct Outcome {
    side: reqs::Side,
    /// The checked command line.
    shown: Vec<String>,
    versions: BTreeMap<u16, String>,
    started: SystemTime,
    /// Each process's traffic, with its report order.
    connections: Vec<(usize, crate::report::Connection)>,
    times: BTreeMap<Option<u16>, Duration>,
}

/// The table on stdout, the `--json`, `--junit` and `--html` reports, and
/// the exit status (agent and client mode alike).
fn emit(args: &Args, results: &Results, out: Outcome) -> Result<ExitCode, CliError> {
    let Outcome { side, shown, versions, started, mut connections, times } = out;
    let policy = policy(args)?;
    let mut stdout = std::io::stdout().lock();
    let colour = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let flag = match side {
        reqs::Side::Agent => "",
        reqs::Side::Client => " --client",
        reqs::Side::Remote => " --url",
    };
    let _ = writeln!(stdout, "acp-wire conform{flag}: {}", shown.join(" "));
    for (v, note) in &versions {
        let _ = writeln!(stdout, "  v{v}: {note}");
    }
    let _ = writeln!(stdout);
    if let Err(e) = results.print_table(&mut stdout, colour, side) {
        eprintln!("acp-wire conform: writing the table: {e}");
    }
    let verdict = policy.judge(results);
    for n in &verdict.notes {
        let _ = writeln!(stdout, "{n}");
    }
    let _ = writeln!(stdout, "schema: {}", schema_pin());
    let _ = writeln!(stdout, "graded by: {}", graded_files(args.schema));
    if let Some(path) = &args.json {
        let mut report = results.to_json(side, &shown, &versions);
        report["schema"] = serde_json::Value::String(schema_pin());
        report["gradedBy"] = serde_json::Value::String(graded_files(args.schema));
        report["verdict"] = serde_json::json!({"ok": verdict.ok, "notes": verdict.notes});
        let text = serde_json::to_string_pretty(&report).map_err(|e| CliError::setup("cannot render the JSON report", e))?;
        std::fs::write(path, text + "\n")
            .map_err(|source| CliError::Write { what: "the report", path: path.clone(), source })?;
    }
    if args.junit.is_some() || args.html.is_some() {
        connections.sort_by_key(|(n, _)| *n);
        let connections = connections.into_iter().map(|(_, c)| c).collect();
        let run = reports::Run { side, agent: shown, versions, started, connections, times };
        let mut report = reports::build(results, run);
        // The pinned schema revision in every report (issue 26, item 4).
        report.properties.push(("schema".into(), schema_pin()));
        report.properties.push(("graded by".into(), graded_files(args.schema)));
        if let Some(path) = &args.junit {
            crate::report::write(path, "the JUnit report", &crate::report::junit(&report))?;
        }
        if let Some(path) = &args.html {
            crate::report::write(path, "the HTML report", &crate::report::html(&report))?;
        }
    }
    Ok(if verdict.ok { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// The echo agent's slow command, the default `--slow-prompt`.
const SLOW: &str = "/slow conform checks cancellation of a long turn";

/// The prompts of the run: each flag, else the `--prompts` file's, else the
/// bundled echo agent's command; and the slow prompt.
fn prompts(args: &Args) -> Result<(driver::Prompts, String), CliError> {
    let file: serde_json::Map<String, serde_json::Value> = match &args.prompts {
        None => serde_json::Map::new(),
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|source| CliError::Read { what: "the prompts", path: path.clone(), source })?;
            let map: serde_json::Map<String, serde_json::Value> =
                serde_json::from_str(&text).map_err(|e| CliError::Usage(format!("--prompts {}: not a JSON object: {e}", path.display())))?;
            const KEYS: [&str; 5] = ["slow", "tools", "permission", "elicit", "elicitUrl"];
            for (k, v) in &map {
                if !KEYS.contains(&k.as_str()) || !v.is_string() {
                    return Err(CliError::Usage(format!(
                        "--prompts {}: `{k}` is not one of {} with a string value",
                        path.display(),
                        KEYS.join(", ")
                    )));
                }
            }
            map
        }
    };
    let pick = |flag: &Option<String>, key: &str, default: &str| {
        flag.clone().or_else(|| file.get(key).and_then(|v| v.as_str()).map(str::to_string)).unwrap_or_else(|| default.to_string())
    };
    let echo = driver::Prompts::default();
    let prompts = driver::Prompts {
        tools: pick(&args.tools_prompt, "tools", &echo.tools),
        permission: pick(&args.permission_prompt, "permission", &echo.permission),
        elicit: pick(&args.elicit_prompt, "elicit", &echo.elicit),
        elicit_url: pick(&args.elicit_url_prompt, "elicitUrl", &echo.elicit_url),
    };
    Ok((prompts, pick(&args.slow_prompt, "slow", SLOW)))
}

/// The verdict options of `args`.
fn policy(args: &Args) -> Result<verdict::Policy, CliError> {
    for row in args.only.iter().chain(&args.skip) {
        if reqs::find(row).is_none() {
            return Err(CliError::Usage(format!("--only/--skip: no requirement `{row}`")));
        }
    }
    let baseline = match &args.baseline {
        Some(path) => verdict::read_baseline(path).map_err(|e| CliError::Usage(format!("--baseline {e}")))?,
        None => Vec::new(),
    };
    Ok(verdict::Policy { strict: args.strict, only: args.only.clone(), skip: args.skip.clone(), baseline })
}

/// The pinned schema this build grades against (its package and version,
/// and each schema file's sha256 prefix), for every report.
fn schema_pin() -> String {
    let lock: serde_json::Value = serde_json::from_str(acp_wire::seam::pinned::LOCK).unwrap_or_default();
    let src = &lock["source"];
    let files: Vec<String> = lock["files"]
        .as_object()
        .map(|m| m.iter().map(|(f, h)| format!("{f} {}", h.as_str().unwrap_or("").get(..12).unwrap_or(""))).collect())
        .unwrap_or_default();
    format!("{} {} {} ({})", src["kind"].as_str().unwrap_or("?"), src["package"].as_str().unwrap_or("?"), src["version"].as_str().unwrap_or("?"), files.join(", "))
}

/// The pinned files `--schema` chose: `schema/v1/schema.json, schema/v2/schema.json`.
fn graded_files(schema: crate::output::SchemaFile) -> String {
    let files = acp_wire_validate::SchemaValidator::builtin_versions()
        .iter()
        .map(|v| acp_wire_validate::SchemaValidator::pinned(*v, schema.unstable()).ok().and_then(|s| s.pinned_file()));
    crate::output::graded_files(files)
}

/// `init.negotiate-unsupported` from the answers to 2 and 99.
fn grade_negotiation(results: &mut Results, p2: &Result<u16, String>, p99: &Result<u16, String>) {
    let id = "init.negotiate-unsupported";
    match p99 {
        Ok(99) => results.fail(id, None, "answered protocolVersion 99: it echoed a version it does not speak"),
        Ok(n) if *n > 99 => results.fail(id, None, format!("answered protocolVersion {n}, above the 99 asked for")),
        Ok(n) if matches!(p2, Ok(2)) && *n < 2 => {
            results.fail(id, None, format!("answered {n}, though it answers 2 when asked for 2 (not its latest)"))
        }
        Ok(n) => results.pass(id, None, format!("asked for 99, answered {n}")),
        Err(e) => results.fail(id, None, format!("asked for 99: {e}")),
    }
}

/// Requirements graded over every connection of one version.
fn grade_observations(results: &mut Results, version: u16, all: &[(Observations, bool)]) {
    let v = Some(version);
    let frames: usize = all.iter().map(|(o, _)| o.frames).sum();
    let conns = all.len();
    let list = |f: &dyn Fn(&Observations) -> &Vec<String>| distinct(all.iter().map(|(o, _)| o), f);
    let schema = list(&|o| &o.schema);
    if schema.is_empty() {
        results.pass("schema.messages", v, format!("{frames} frames from {conns} processes valid against the v{version} schema"));
    } else {
        results.fail("schema.messages", v, shorten(schema));
    }
    let advice = list(&|o| &o.advice);
    if advice.is_empty() {
        results.pass("schema.advice", v, "no SHOULD-level rule of the validator broken");
    } else {
        results.fail("schema.advice", v, shorten(advice));
    }
    let undeclared = list(&|o| &o.undeclared);
    let noted = findings::members_note(&list(&|o| &o.members_noted));
    if undeclared.is_empty() {
        results.pass("extensibility.no-root-fields", v, format!("no custom member at the root of a v{version} spec type in {frames} frames{noted}"));
    } else {
        results.fail("extensibility.no-root-fields", v, format!("{}{noted}", shorten(undeclared)));
    }
    let noise = list(&|o| &o.noise);
    if noise.is_empty() {
        results.pass("stdout.hygiene", v, format!("{frames} stdout lines, all JSON-RPC messages"));
    } else {
        results.fail("stdout.hygiene", v, format!("not JSON-RPC on stdout: {}", shorten(noise)));
    }
    if version == 1 {
        let late = list(&|o| &o.late_updates);
        if late.is_empty() {
            results.pass("prompt.updates-before-response", v, "no turn content after a session/prompt response");
        } else {
            results.fail("prompt.updates-before-response", v, format!("after the turn's response: {}", shorten(late)));
        }
        let calls = list(&|o| &o.uncapable_calls);
        let terminal: Vec<String> = calls.iter().filter(|c| c.contains("terminal/")).cloned().collect();
        if terminal.is_empty() {
            results.pass("terminal.absent", v, format!("no terminal/* request in {conns} processes (terminal never advertised)"));
        } else {
            results.fail("terminal.absent", v, shorten(terminal));
        }
        let fs: Vec<String> = calls.iter().filter(|c| c.contains("fs/")).cloned().collect();
        if !fs.is_empty() {
            results.fail("fs.absent", v, shorten(fs));
        }
    }
    let elicit: Vec<String> = list(&|o| &o.uncapable_calls).into_iter().filter(|c| c.contains("elicitation/")).collect();
    if elicit.is_empty() {
        results.pass("elicitation.absent", v, format!("{conns} processes: no elicitation/create in any whose client did not advertise elicitation"));
    } else {
        results.fail("elicitation.absent", v, shorten(elicit));
    }
    let foreign = list(&|o| &o.foreign_sessions);
    if !foreign.is_empty() {
        results.fail("prompt.session-routing", v, shorten(foreign));
    }
    grade_content(results, version, all);
    let strays = list(&|o| &o.stray_responses);
    if !strays.is_empty() {
        results.fail("rpc.unknown-notification", v, format!("responses to no request: {}", shorten(strays)));
    }
}

/// The rows of `driver/content.rs`: each passes unless a connection of the
/// version found it broken (nothing to look at passes too: an agent that
/// sends no commands names none wrongly).
fn grade_content(results: &mut Results, version: u16, all: &[(Observations, bool)]) {
    let v = Some(version);
    let rows: &[(&str, &str)] = if version >= 2 {
        &[
            ("auth.terminal-unasked", "no terminal auth method listed where terminal authentication was not enabled"),
            ("auth.terminal-env", "every terminal auth method (terminal authentication enabled) sets each env name once"),
            ("commands.names", "every available_commands_update names its commands without whitespace, each once"),
            ("config.values", "every select config option offers values, each once, and its currentValue is one of them"),
            ("permission.option-ids", "every session/request_permission offers each optionId once"),
            ("content.icons", "every icon src the agent sent is an https: or data: URI"),
            ("v2.cancel-advertised", "no terminal or tool call advertises cancel at or after its exitStatus / final status"),
            ("v2.background", "background work (where reported) on every state_update, announced before listed, ended before dropped"),
            ("v2.diff-patch", "every diff the agent sent carries patch text"),
        ]
    } else {
        &[("auth.terminal-unasked", "no terminal auth method listed (terminal authentication is not enabled in v1)")]
    };
    for (row, ok) in rows {
        let found: Vec<String> = distinct(all.iter().map(|(o, _)| o), |o| &o.content)
            .into_iter()
            .filter(|(r, _)| r == row)
            .map(|(_, w)| w)
            .collect();
        if found.is_empty() {
            results.pass(row, v, *ok);
        } else {
            results.fail(row, v, shorten(found));
        }
    }
}

/// The progress line on stderr: rewritten in place on a terminal, one line
/// per finished scenario otherwise.
struct Progress {
    tty: bool,
}

impl Progress {
    fn new() -> Progress {
        Progress { tty: std::io::stderr().is_terminal() }
    }

    fn line(&self, text: &str) {
        if self.tty {
            eprint!("\r\x1b[2K{text}");
        } else {
            eprintln!("{text}");
        }
    }

    fn step(&self, done: usize, total: usize, what: &str) {
        self.line(&format!("conform: {done}/{total} scenarios ({what} done)"));
    }

    fn finish(&self) {
        if self.tty {
            eprint!("\r\x1b[2K");
        }
    }
}
