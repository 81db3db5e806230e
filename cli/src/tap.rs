//! `acp-wire tap`: a transparent stdio proxy to put in front of an agent in
//! an editor's agent command line. Every byte goes through unchanged (stdin
//! → agent, agent stdout → stdout; the agent's stderr is inherited), every
//! complete line is recorded (`--log`, the recorded-line format of
//! `acp_wire_validate::transcript`) and validated against the negotiated
//! version, and violations are reported on stderr as they happen.
//!
//! The log is in causal order: each line is recorded (and checked) before it
//! is forwarded, by one recorder both directions share, so whatever a peer
//! writes in reaction to a line comes after it in the log. The log is
//! buffered and flushed once per read from a peer, before what was read is
//! forwarded.
//!
//! `--strict` forwards line by line and replaces what breaks a rule:
//! * a request that breaks a rule is not forwarded; its sender gets an error
//!   response with the request's id: -32601 for an unknown method, -32602
//!   when only the params are invalid, -32600 otherwise (envelope, id,
//!   direction). A request reusing an id still in flight from the same side
//!   is not forwarded either: its sender gets -32600 with that id (the
//!   earlier request stays in flight, and its answer still goes through);
//! * a response whose result or error object breaks the schema, or whose
//!   envelope is broken, is replaced by an error response (-32603) with the
//!   same id, so the requester is not left waiting; a response to an id that
//!   nobody awaits is dropped;
//! * a notification that breaks a rule is dropped;
//! * a line that is not JSON is not forwarded; its sender gets -32700 with
//!   a null id (JSON-RPC's answer to a parse error);
//! * a batch that breaks a rule is dropped.
//!
//! Messages the tap writes itself are logged with `"by":"tap"`. Signals
//! (INT, TERM, HUP, QUIT) are passed on to the agent; the tap exits with
//! the agent's status (128 + signal when a signal ended it) once the agent
//! has exited and its stdout is drained.

use std::ffi::OsString;
use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::ops::Range;
use std::path::PathBuf;
use std::process::{Child, Command, ExitCode, Stdio};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use acp_wire_validate::transcript::{record_line, record_tap_line};
use acp_wire_validate::{Direction, FrameValidator, FrameViolation, Placer, ViolationKind};
use serde_json::Value;

use crate::error::CliError;
use crate::output::{Paint, Protocol, SchemaFile, Style};

mod signals;

use signals::{catch_signals, forward_signals};

#[derive(clap::Args)]
pub struct Args {
    /// Append the transcript here, one recorded line per line
    /// (`{"dir":"c2a"|"a2c","msg":…}`); `acp-wire validate` reads it.
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
    /// Replace violating messages by JSON-RPC errors instead of forwarding
    /// them (see the README for the exact rules).
    #[arg(long)]
    strict: bool,
    /// Longest line checked and logged, in bytes; longer lines are passed
    /// on unchecked so the tap's memory stays bounded.
    #[arg(long, default_value_t = 64 << 20, value_name = "BYTES")]
    max_line: usize,
    /// Protocol version to validate with; `auto` follows `initialize`.
    #[arg(long, default_value = "auto")]
    protocol: Protocol,
    /// Which pinned file grades: `stable` (schema.json; a member only the
    /// unstable superset declares is a note) or `unstable`
    /// (schema.unstable.json). Both are in every build.
    #[arg(long, value_enum, default_value_t = SchemaFile::Stable)]
    schema: SchemaFile,
    /// The agent's command line.
    #[arg(last = true, required = true, value_name = "AGENT CMD")]
    command: Vec<OsString>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// What to do with one line in `--strict` mode.
enum Verdict {
    Forward,
    /// Not forwarded; optionally answered to the sender or replaced towards
    /// the receiver.
    Drop { to_sender: Option<Vec<u8>>, to_receiver: Option<Vec<u8>> },
}

/// The one recorder of both directions: the log and the checks, behind one
/// lock, so the log's order is the order the checker saw the lines in.
struct Checker {
    frames: FrameValidator,
    placer: Placer,
    /// Buffered; the pumps flush it before they forward what they recorded
    /// (see [`Checker::flush_log`]). The path is for the report when a
    /// write fails.
    log: Option<(PathBuf, BufWriter<File>)>,
    style: Style,
    lines: [usize; 2],
    violations: usize,
    /// Unstable and retired members seen (informational).
    notes: usize,
}

impl Checker {
    fn log(&mut self, line: String) {
        if let Some((_, f)) = &mut self.log {
            if let Err(e) = f.write_all(line.as_bytes()).and_then(|()| f.write_all(b"\n")) {
                self.log_failed(e);
            }
        }
    }

    /// Writes out what is buffered. Called once per read from a peer, after
    /// its lines are recorded and before they are forwarded: a burst of
    /// lines costs one write, and what a peer has received is always in the
    /// log file already (nothing it reacted to is lost if the tap dies).
    fn flush_log(&mut self) {
        if let Some((_, f)) = &mut self.log {
            if let Err(e) = f.flush() {
                self.log_failed(e);
            }
        }
    }

    /// Not fatal: the agent and the editor keep talking through the tap.
    fn log_failed(&mut self, source: std::io::Error) {
        if let Some((path, _)) = self.log.take() {
            let e = CliError::Write { what: "the log", path, source };
            eprintln!("acp-wire tap: {}; logging stops", crate::error::chain(&e));
        }
    }

    /// Records and validates one complete line (newline stripped).
    fn observe(&mut self, dir: Direction, line: &[u8]) -> (Option<Value>, Vec<FrameViolation>) {
        let n = &mut self.lines[usize::from(dir == Direction::AgentToClient)];
        *n += 1;
        let number = *n;
        self.log(record_line(dir, line));
        let body = line.strip_suffix(b"\r").unwrap_or(line);
        let value: Option<Value> = serde_json::from_slice(body).ok();
        if let Some(v) = &value {
            self.placer.place(Some(dir), v);
        }
        let found = match &value {
            Some(v) => self.frames.validate_value(dir, v),
            None => self.frames.validate(dir, body),
        };
        for v in &found {
            let head = if v.kind.is_informational() {
                // An unstable or retired member: said, not counted.
                self.notes += 1;
                self.style.paint(Some(Paint::Yellow), "note")
            } else {
                self.violations += 1;
                self.style.paint(Some(Paint::Red), "violation")
            };
            let what = match dir {
                Direction::ClientToAgent => "client line",
                Direction::AgentToClient => "agent line",
            };
            eprintln!("acp-wire tap: {head} ({what} {number}, {}): {v}", self.frames.schema().label());
        }
        (value, found)
    }

    /// A line over `--max-line` bytes went through unchecked.
    fn unchecked(&mut self, dir: Direction, len: usize) {
        self.lines[usize::from(dir == Direction::AgentToClient)] += 1;
        let note = format!("<a line of {len} bytes, over --max-line: passed on unchecked>");
        self.log(record_line(dir, note.as_bytes()));
        let head = self.style.paint(Some(Paint::Yellow), "unchecked");
        eprintln!("acp-wire tap: {head} ({dir}): a line of {len} bytes is over --max-line and was not checked");
    }

    /// A message the tap writes itself: logged and shown to the validator's
    /// id tracking (its violations are the tap's own and not reported).
    fn own(&mut self, dir: Direction, line: &[u8]) {
        self.log(record_tap_line(dir, line));
        if let Ok(v) = serde_json::from_slice::<Value>(line) {
            self.placer.place(Some(dir), &v);
            let _ = self.frames.validate_value(dir, &v);
        }
    }

    fn verdict(&mut self, dir: Direction, line: &[u8]) -> Verdict {
        let (value, mut found) = self.observe(dir, line);
        // A SHOULD broken, or a member the schema does not declare (a custom
        // one, or a newer schema's: every receiver decodes it), is reported
        // by `observe` and no reason to hold a message.
        // Unstable and retired members inform.
        found.retain(|f| !matches!(f.kind, ViolationKind::Advice | ViolationKind::Undeclared) && !f.kind.is_informational());
        if found.is_empty() {
            return Verdict::Forward;
        }
        let drop = Verdict::Drop { to_sender: None, to_receiver: None };
        let first = found.iter().flat_map(|f| f.violations.iter()).next().map(ToString::to_string).unwrap_or_default();
        let Some(value) = value else {
            let reply = error_line(&Value::Null, -32700, &format!("acp-wire tap --strict: not forwarded, the line is not JSON: {first}"));
            // Logged only: a null id settles nothing the validator tracks.
            self.log(record_tap_line(dir.reverse(), &reply));
            return Verdict::Drop { to_sender: Some(reply), to_receiver: None };
        };
        let Value::Object(msg) = value else { return drop };
        let id = msg.get("id").cloned();
        let only = |k: ViolationKind| found.iter().all(|f| f.kind == k);
        let schema = self.frames.schema().label().to_string();
        if msg.contains_key("method") {
            let Some(id) = id else { return drop };
            if found.iter().any(|f| f.kind == ViolationKind::DuplicateRequestId) {
                let message = format!("acp-wire tap --strict: not forwarded, the request reuses an id still in flight: {first}");
                let reply = error_line(&id, -32600, &message);
                // Logged only: shown to the validator, this answer would
                // settle the earlier request that is still in flight.
                self.log(record_tap_line(dir.reverse(), &reply));
                return Verdict::Drop { to_sender: Some(reply), to_receiver: None };
            }
            let code = if found.iter().any(|f| f.kind == ViolationKind::UnknownMethod) {
                -32601
            } else if found.iter().all(|f| matches!(f.kind, ViolationKind::Params | ViolationKind::Content)) {
                // Params the schema or a rule of the spec it cannot express refuses.
                -32602
            } else {
                -32600
            };
            let message = format!("acp-wire tap --strict: not forwarded, the request breaks the {schema} schema: {first}");
            let reply = error_line(&id, code, &message);
            self.own(dir.reverse(), &reply);
            return Verdict::Drop { to_sender: Some(reply), to_receiver: None };
        }
        let answerable = id.as_ref().is_some_and(|i| i.is_string() || i.is_number());
        if only(ViolationKind::UnknownResponseId) || !answerable {
            return drop;
        }
        let id = id.unwrap_or(Value::Null);
        let sender = dir.sender().as_str();
        let message = format!("acp-wire tap --strict: the {sender}'s response breaks the {schema} schema: {first}");
        let replacement = error_line(&id, -32603, &message);
        // Logged only: the original response already settled the id.
        self.log(record_tap_line(dir, &replacement));
        Verdict::Drop { to_sender: None, to_receiver: Some(replacement) }
    }
}

/// Written by hand so the members come in the usual order (`serde_json`'s
/// map sorts them).
fn error_line(id: &Value, code: i64, message: &str) -> Vec<u8> {
    let message = Value::String(message.to_string());
    format!(r#"{{"jsonrpc":"2.0","id":{id},"error":{{"code":{code},"message":{message}}}}}"#).into_bytes()
}

/// One direction's output. Two pumps write to it: the one forwarding that
/// direction (a stream of bytes) and, in `--strict`, the other one with the
/// tap's answers to what it did not forward (whole lines). An answer that
/// comes while a forwarded line is only partly written (an over-long line
/// passed on piece by piece) waits until that line ends, so it never lands
/// inside it.
struct Out {
    /// `None` once the peer is gone (or the direction was closed).
    writer: Option<Box<dyn Write + Send>>,
    /// The last forwarded bytes did not end a line.
    mid_line: bool,
    /// Answers waiting for the end of that line.
    queued: Vec<u8>,
}

impl Out {
    fn new(writer: Box<dyn Write + Send>) -> Self {
        Out { writer: Some(writer), mid_line: false, queued: Vec::new() }
    }

    fn write(&mut self, bytes: &[u8]) {
        if let Some(w) = self.writer.as_mut() {
            if w.write_all(bytes).and_then(|()| w.flush()).is_err() {
                self.writer = None;
            }
        }
    }

    fn close(&mut self) {
        self.writer = None;
    }
}

type Sink = Arc<Mutex<Out>>;

/// Forwards bytes of the sink's own direction; a closed peer turns the sink
/// off.
fn send(sink: &Sink, bytes: &[u8]) {
    let Some(last) = bytes.last() else { return };
    let mut s = lock(sink);
    s.write(bytes);
    s.mid_line = *last != b'\n';
    if !s.mid_line && !s.queued.is_empty() {
        let queued = std::mem::take(&mut s.queued);
        s.write(&queued);
    }
}

/// Writes a whole line of the tap's own (an answer to the other direction's
/// sender), after the line being forwarded if one is.
fn answer(sink: &Sink, line: &[u8]) {
    let mut s = lock(sink);
    if s.mid_line {
        s.queued.extend_from_slice(line);
    } else {
        s.write(line);
    }
}

/// What a pump does with the lines it has recorded, in order, once the
/// log is flushed.
enum Act {
    /// `pending[range]`: a line of the sender's (with its newline) forwarded.
    Line(Range<usize>),
    /// A whole line of the tap's own, answered to the sender.
    Back(Vec<u8>),
    /// A whole line of the tap's own, forwarded in place of the sender's.
    Ahead(Vec<u8>),
}

/// Copies `src` to `dst`, recording and checking each complete line before
/// it is forwarded; `back` is the sender's sink (for `--strict` answers). A
/// line longer than `max_line` is passed on unchecked (memory stays bounded
/// whatever a peer writes).
///
/// Causal order: a line is in the log (and seen by the checker) before any
/// of it that ends the line reaches the other side, so whatever the other
/// side writes in reaction is recorded after it, by whichever pump reads
/// that. Bytes of a line not yet ended may go ahead (a peer reading lines
/// cannot act on them); the checker lock is never held while writing to a
/// peer, which may be blocked on the other pump.
fn pump(dir: Direction, mut src: impl Read, dst: &Sink, back: &Sink, checker: &Mutex<Checker>, strict: bool, max_line: usize) {
    let mut buf = vec![0u8; 64 * 1024];
    let mut pending: Vec<u8> = Vec::new();
    let mut acts: Vec<Act> = Vec::new();
    // Bytes of an over-long line passed on so far.
    let mut skipping: Option<usize> = None;
    loop {
        let n = match src.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        };
        let chunk = &buf[..n];
        let mut rest = chunk;
        if let Some(done) = skipping {
            match memchr::memchr(b'\n', rest) {
                None => {
                    // The middle of an over-long line: nothing to record yet.
                    send(dst, rest);
                    skipping = Some(done + rest.len());
                    continue;
                }
                Some(i) => {
                    {
                        let mut c = lock(checker);
                        c.unchecked(dir, done + i);
                        c.flush_log();
                    }
                    if strict {
                        send(dst, &rest[..=i]);
                    }
                    skipping = None;
                    rest = &rest[i + 1..];
                }
            }
        }
        pending.extend_from_slice(rest);
        let used = record(dir, &pending, false, checker, strict, &mut acts);
        if strict {
            perform(&pending, &mut acts, dst, back);
        } else {
            // The whole chunk in one write, now that its lines are logged:
            // the tap adds no write per line to the traffic.
            send(dst, chunk);
        }
        pending.drain(..used);
        if pending.len() > max_line {
            if strict {
                send(dst, &pending);
            }
            skipping = Some(pending.len());
            pending.clear();
        }
    }
    if let Some(done) = skipping {
        let mut c = lock(checker);
        c.unchecked(dir, done);
        c.flush_log();
    } else if !pending.is_empty() {
        // A last line without its newline: in non-strict mode its bytes
        // went through already, and the peer sees it end only when this
        // pump returns and the direction is closed.
        record(dir, &pending, true, checker, strict, &mut acts);
        if strict {
            perform(&pending, &mut acts, dst, back);
        }
    }
}

/// Records and checks the complete lines of `pending` (and, `at_eof`, the
/// unterminated rest), under one lock, and flushes the log; in `--strict`
/// the verdicts become `acts`. Returns how many bytes were consumed.
fn record(dir: Direction, pending: &[u8], at_eof: bool, checker: &Mutex<Checker>, strict: bool, acts: &mut Vec<Act>) -> usize {
    let mut c = lock(checker);
    let mut start = 0;
    while start < pending.len() {
        let end = match memchr::memchr(b'\n', &pending[start..]) {
            Some(i) => start + i + 1,
            None if at_eof => pending.len(),
            None => break,
        };
        let with_nl = &pending[start..end];
        let line = with_nl.strip_suffix(b"\n").unwrap_or(with_nl);
        if line.iter().all(u8::is_ascii_whitespace) {
            if strict {
                acts.push(Act::Line(start..end));
            }
        } else if !strict {
            c.observe(dir, line);
        } else {
            match c.verdict(dir, line) {
                Verdict::Forward => acts.push(Act::Line(start..end)),
                Verdict::Drop { to_sender, to_receiver } => {
                    if let Some(mut r) = to_sender {
                        r.push(b'\n');
                        acts.push(Act::Back(r));
                    }
                    if let Some(mut r) = to_receiver {
                        r.push(b'\n');
                        acts.push(Act::Ahead(r));
                    }
                }
            }
        }
        start = end;
    }
    c.flush_log();
    start
}

/// Carries out a `--strict` pump's acts; forwarded lines next to each
/// other in `pending` go out in one write.
fn perform(pending: &[u8], acts: &mut Vec<Act>, dst: &Sink, back: &Sink) {
    let mut run: Option<Range<usize>> = None;
    for act in acts.drain(..) {
        match act {
            Act::Line(r) => match &mut run {
                Some(open) if open.end == r.start => open.end = r.end,
                _ => {
                    if let Some(open) = run.replace(r) {
                        send(dst, &pending[open]);
                    }
                }
            },
            Act::Back(line) => {
                if let Some(open) = run.take() {
                    send(dst, &pending[open]);
                }
                answer(back, &line);
            }
            Act::Ahead(line) => {
                if let Some(open) = run.take() {
                    send(dst, &pending[open]);
                }
                send(dst, &line);
            }
        }
    }
    if let Some(open) = run {
        send(dst, &pending[open]);
    }
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let (frames, placer) = args.protocol.graded(args.schema)?;
    let log = match &args.log {
        None => None,
        Some(p) => match std::fs::OpenOptions::new().create(true).append(true).open(p) {
            Ok(f) => Some((p.clone(), BufWriter::with_capacity(64 * 1024, f))),
            Err(source) => return Err(CliError::Write { what: "the log", path: p.clone(), source }),
        },
    };
    let Some((program, rest)) = args.command.split_first() else {
        return Err(CliError::Usage("no agent command (usage: acp-wire tap [--log FILE] -- AGENT ARGS…)".into()));
    };
    // Before the agent starts, so no signal is lost in between.
    let signals = catch_signals();
    let mut child: Child = Command::new(program)
        .args(rest)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|source| CliError::Spawn { program: program.clone(), source })?;
    let pid = Arc::new(AtomicI32::new(i32::try_from(child.id()).unwrap_or(0)));
    if let Some(f) = signals {
        forward_signals(f, pid.clone());
    }

    let checker = Arc::new(Mutex::new(Checker {
        frames,
        placer,
        log,
        style: Style::stderr(),
        lines: [0, 0],
        violations: 0,
        notes: 0,
    }));
    let (Some(agent_in), Some(agent_out)) = (child.stdin.take(), child.stdout.take()) else {
        return Err(CliError::Setup { what: "the agent's stdio pipes are missing".into(), source: None });
    };
    let to_agent: Sink = Arc::new(Mutex::new(Out::new(Box::new(agent_in))));
    let to_client: Sink = Arc::new(Mutex::new(Out::new(Box::new(std::io::stdout()))));

    {
        let (to_agent, to_client, checker) = (to_agent.clone(), to_client.clone(), checker.clone());
        let (strict, max_line) = (args.strict, args.max_line);
        // Not joined: when the agent is gone the tap exits even if the
        // editor keeps our stdin open.
        std::thread::spawn(move || {
            pump(Direction::ClientToAgent, std::io::stdin(), &to_agent, &to_client, &checker, strict, max_line);
            // stdin closed: close the agent's stdin so it sees EOF.
            lock(&to_agent).close();
        });
    }
    let out = {
        let (to_agent, to_client, checker) = (to_agent.clone(), to_client.clone(), checker.clone());
        let (strict, max_line) = (args.strict, args.max_line);
        std::thread::spawn(move || pump(Direction::AgentToClient, agent_out, &to_client, &to_agent, &checker, strict, max_line))
    };
    let _ = out.join();
    let status = child.wait();
    pid.store(0, Ordering::SeqCst);
    lock(&to_client).close();
    let mut c = lock(&checker);
    c.flush_log();
    if c.violations > 0 || c.notes > 0 {
        let schema = c.frames.schema();
        let file = schema.pinned_file().map(|f| format!(", graded by schema/{f}")).unwrap_or_default();
        eprintln!(
            "acp-wire tap: {} violation(s) and {} informational note(s) in {} client and {} agent line(s) ({}{file})",
            c.violations,
            c.notes,
            c.lines[0],
            c.lines[1],
            schema.label()
        );
    }
    // Not a violation (the editor may have quit mid-request), but worth
    // knowing when an agent died with work in flight.
    let mut open = c.frames.unanswered();
    open.sort_by(|a, b| (a.0.as_str(), &a.1, &a.2).cmp(&(b.0.as_str(), &b.1, &b.2)));
    for (dir, id, method) in open.iter().take(10) {
        eprintln!("acp-wire tap: never answered: {dir} {method} id {id}");
    }
    if open.len() > 10 {
        eprintln!("acp-wire tap: … and {} more unanswered request(s)", open.len() - 10);
    }
    drop(c);
    let status = status.map_err(|e| CliError::setup(format!("waiting for {}", program.to_string_lossy()), e))?;
    Ok(exit_code(status))
}

fn exit_code(s: std::process::ExitStatus) -> ExitCode {
    use std::os::unix::process::ExitStatusExt;
    if let Some(code) = s.code() {
        return ExitCode::from(u8::try_from(code & 0xff).unwrap_or(1));
    }
    let sig = s.signal().unwrap_or(0);
    ExitCode::from(u8::try_from(128 + sig).unwrap_or(255))
}
