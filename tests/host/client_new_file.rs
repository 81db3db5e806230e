//! A new-file write from gemini-cli through `HostClient`: its write tool
//! reads the target first and takes a read error as "no such file" only
//! when the message says so (its ACP file service looks for `Resource not
//! found`, `ENOENT`, `does not exist` or `No such file`; the code is not
//! looked at); any other read error fails the write. The agent here does
//! the same read-then-write. Real errors still fail it: a directory, a
//! path outside the session, a file that is not UTF-8 (never overwritten).
//! With `missing_file_reads_empty` (Zed's answer) the read gives `""`.
//! Every frame of both sides is validated.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use acp_wire::error::{Error, ResponseError};
use acp_wire::host::HostClient;
use acp_wire::method::Side;
use acp_wire::rpc::Config;
use acp_wire::side::{AgentBuilder, ClientBuilder, Info, RequestContext};
use acp_wire::transport::Transport;
use acp_wire_validate::ValidatingObserver;
use acp_wire::{v1, Negotiated};

async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(20), f).await.expect("did not finish within 20 s")
}

/// A fresh directory under the system temp dir, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("acp-wire-new-file-{tag}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(std::fs::canonicalize(&dir).unwrap())
    }

    fn mkdir(&self, rel: &str) -> PathBuf {
        let p = self.0.join(rel);
        std::fs::create_dir_all(&p).unwrap();
        p
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn s(p: &Path) -> String {
    p.to_str().unwrap().to_owned()
}

/// How gemini-cli's ACP file service tells a missing file from a failed
/// read: by the words of the error message.
fn says_missing(message: &str) -> bool {
    ["Resource not found", "ENOENT", "does not exist", "No such file"].iter().any(|w| message.contains(w))
}

/// What one write did.
#[derive(Debug, Clone, PartialEq)]
enum Outcome {
    /// The read said "no such file" and the write created it.
    Created { read_error: ResponseError },
    /// The read gave the old content (`""` for a new file under Zed's answer).
    Replaced { old: String },
    /// The read failed for a reason other than a missing file: no write.
    Refused { read_error: ResponseError },
}

/// A v1 agent whose prompt `PATH\nCONTENT` writes CONTENT to PATH the way
/// gemini's write tool does: read, then write.
struct Writer {
    outcomes: Arc<Mutex<Vec<Outcome>>>,
}

impl v1::Agent for Writer {
    async fn initialize(&self, _: v1::InitializeRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::InitializeResponse, ResponseError> {
        Ok(v1::InitializeResponse::new(v1::PROTOCOL_VERSION))
    }

    async fn new_session(&self, _: v1::NewSessionRequest, _: RequestContext<v1::ClientHandle>) -> Result<v1::NewSessionResponse, ResponseError> {
        Ok(v1::NewSessionResponse::new(v1::SessionId("gemini-like".into())))
    }

    async fn prompt(&self, p: v1::PromptRequest, cx: RequestContext<v1::ClientHandle>) -> Result<v1::PromptResponse, ResponseError> {
        let text = match p.prompt.first() {
            Some(v1::ContentBlock::Text(t)) => t.text.clone(),
            _ => String::new(),
        };
        let (path, content) = text.split_once('\n').unwrap_or((&text, ""));
        let read = cx.peer().read_text_file(v1::ReadTextFileRequest::new(p.session_id.clone(), path)).await;
        let outcome = match read {
            Ok(r) => Outcome::Replaced { old: r.content },
            Err(Error::Protocol(e)) if says_missing(&e.message) => Outcome::Created { read_error: e },
            Err(Error::Protocol(e)) => Outcome::Refused { read_error: e },
            Err(e) => return Err(ResponseError::internal_error(e)),
        };
        if !matches!(outcome, Outcome::Refused { .. }) {
            let write = v1::WriteTextFileRequest::new(p.session_id.clone(), path, content);
            cx.peer().write_text_file(write).await.map_err(ResponseError::internal_error)?;
        }
        self.outcomes.lock().unwrap().push(outcome);
        Ok(v1::PromptResponse::new(v1::StopReason::EndTurn))
    }
}

struct Run {
    agent: v1::AgentHandle,
    sid: v1::SessionId,
    outcomes: Arc<Mutex<Vec<Outcome>>>,
    frames: [Arc<ValidatingObserver>; 2],
}

impl Run {
    async fn new(host: HostClient, cwd: &Path) -> Run {
        let frames = [Arc::new(ValidatingObserver::auto(Side::Agent).unwrap()), Arc::new(ValidatingObserver::auto(Side::Client).unwrap())];
        let outcomes = Arc::new(Mutex::new(Vec::new()));
        let (ta, tc) = Transport::duplex(1 << 16);
        let _task = AgentBuilder::new()
            .v1(Writer { outcomes: outcomes.clone() })
            .config(Config::default().observer(frames[0].clone()))
            .spawn(ta);
        let connected = ClientBuilder::new()
            .v1(host.clone(), host.capabilities())
            .config(Config::default().observer(frames[1].clone()))
            .connect(tc, Info::new("new-file-test", "1"))
            .await
            .unwrap();
        let Negotiated::V1 { agent, .. } = connected.negotiated else { panic!("not v1") };
        let req = v1::NewSessionRequest::new(s(cwd), Vec::<v1::McpServer>::new());
        let sid = bounded(host.new_session(&agent, req)).await.unwrap().session_id;
        Run { agent, sid, outcomes, frames }
    }

    /// Writes `content` to `path` as gemini would; what the write did.
    async fn write(&self, path: &Path, content: &str) -> Outcome {
        let block = v1::ContentBlock::Text(v1::TextContent::new(format!("{}\n{content}", s(path))));
        let turn = bounded(self.agent.prompt_turn(v1::PromptRequest::new(self.sid.clone(), vec![block]))).await.unwrap();
        assert_eq!(turn.response.stop_reason, v1::StopReason::EndTurn);
        self.outcomes.lock().unwrap().pop().expect("an outcome")
    }

    fn finish(self) {
        self.agent.core().close();
        for f in &self.frames {
            f.assert_clean();
        }
    }
}

#[tokio::test]
async fn a_gemini_style_write_creates_a_new_file_and_real_errors_still_refuse() {
    let scratch = Scratch::new("default");
    let project = scratch.mkdir("project");
    let outside = scratch.mkdir("outside");
    let run = Run::new(HostClient::default(), &project).await;

    // A new file (its directory too): the read says -32002 "Resource not
    // found: …", which the agent takes as "no such file"; the write creates it.
    let new = project.join("src/new.txt");
    let Outcome::Created { read_error } = run.write(&new, "fresh\n").await else { panic!("not created") };
    assert_eq!(read_error.code, ResponseError::RESOURCE_NOT_FOUND);
    assert!(read_error.message.starts_with("Resource not found: "), "{}", read_error.message);
    assert!(read_error.message.contains(&s(&new)), "{}", read_error.message);
    assert_eq!(std::fs::read_to_string(&new).unwrap(), "fresh\n");

    // Now it exists: read, then replaced.
    assert_eq!(run.write(&new, "second\n").await, Outcome::Replaced { old: "fresh\n".into() });
    assert_eq!(std::fs::read_to_string(&new).unwrap(), "second\n");

    // Reads that fail for another reason refuse the write; nothing changes.
    let refused = |o: Outcome| match o {
        Outcome::Refused { read_error } => read_error,
        other => panic!("expected a refused write, got {other:?}"),
    };
    let e = refused(run.write(&project.join("src"), "x").await);
    assert_eq!(e.code, ResponseError::INVALID_PARAMS, "a directory: {e:?}");
    let e = refused(run.write(&outside.join("new.txt"), "x").await);
    assert!(e.message.contains("outside the session"), "{e:?}");
    assert!(!outside.join("new.txt").exists());
    let binary = project.join("image.bin");
    std::fs::write(&binary, [0xff, 0xfe, 0x00, 0x80]).unwrap();
    let e = refused(run.write(&binary, "text").await);
    assert_eq!(e.code, ResponseError::INVALID_PARAMS, "not UTF-8: {e:?}");
    assert_eq!(std::fs::read(&binary).unwrap(), [0xff, 0xfe, 0x00, 0x80]);
    run.finish();
}

/// Zed's answer, opt-in: a missing file reads as `""`; other errors stay.
#[tokio::test]
async fn missing_file_reads_empty_answers_like_zed() {
    let scratch = Scratch::new("empty");
    let project = scratch.mkdir("project");
    let outside = scratch.mkdir("outside");
    let run = Run::new(HostClient::builder().missing_file_reads_empty(true).build(), &project).await;
    let new = project.join("new.txt");
    assert_eq!(run.write(&new, "fresh\n").await, Outcome::Replaced { old: String::new() });
    assert_eq!(std::fs::read_to_string(&new).unwrap(), "fresh\n");
    let Outcome::Refused { read_error } = run.write(&outside.join("new.txt"), "x").await else { panic!("not refused") };
    assert!(read_error.message.contains("outside the session"), "{read_error:?}");
    let Outcome::Refused { read_error } = run.write(&project, "x").await else { panic!("not refused") };
    assert_eq!(read_error.code, ResponseError::INVALID_PARAMS);
    run.finish();
}
