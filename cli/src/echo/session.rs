//! The sessions of an echo agent, kept in an [`agent::Store`](acp_wire::agent::Store)
//! (a [`MemoryStore`](acp_wire::agent::MemoryStore) unless
//! [`EchoAgent::with_store`](super::EchoAgent::with_store) gives another) and shared by
//! its connections: a client may reconnect and `session/load` a session of
//! an earlier connection, or of an earlier process with a persistent store.
//!
//! What is persisted is the [`SessionRecord`]: metadata, the history (JSON,
//! because one store serves both versions: the version's typed values
//! serialized, decoded back into the same types on replay), and the echo
//! agent's own settings (mode, style, thoughts) in `settings`. What lives
//! only as long as this process — whether the session is open on it, the
//! token `session/close` cancels, the chain that runs its turns in order —
//! is kept here beside the store.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use serde_json::Value;
use tokio::sync::{watch, Mutex, MutexGuard};

pub(crate) use acp_wire::agent::store::now_rfc3339;
pub(crate) use acp_wire::agent::Entry;
use acp_wire::agent::follow::{Follow, Followed};
use acp_wire::agent::foreground;
use acp_wire::agent::store::{list_cursor, next_signal, Event};
use acp_wire::agent::{MemoryStore, SessionRecord, Signal, Store as Records};
use acp_wire::error::ResponseError;
use acp_wire::rpc::CancelToken;

/// The select option `style`: how the echo is written.
pub(crate) const STYLE: &str = "style";
/// The boolean option `thoughts`: narrate the echo as agent thoughts first.
pub(crate) const THOUGHTS: &str = "thoughts";
/// `(value, name)` of each choice of [`STYLE`]; the first is a new session's.
pub(crate) const STYLE_CHOICES: &[(&str, &str)] = &[("plain", "As typed"), ("upper", "Upper case")];
/// `(id, name, description)` of the two config options, as advertised.
pub(crate) const STYLE_OPTION: (&str, &str, &str) = (STYLE, "Echo style", "How the echo is written");
pub(crate) const THOUGHTS_OPTION: (&str, &str, &str) =
    (THOUGHTS, "Think out loud", "Send an agent thought before each echo");
pub(crate) use acp_wire::agent::foreground::{IDLE, RUNNING};
/// How many history entries a replay reads at a time.
const HISTORY_PAGE: usize = 512;
/// The session modes, `(id, name, description)`.
pub(crate) const MODES: &[(&str, &str, &str)] =
    &[("ask", "Ask", "Echo, and ask before touching files"), ("code", "Code", "Echo, and touch files after asking")];

/// A session as `session/list` shows it, whatever the version.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SessionRow {
    pub(crate) session_id: String,
    pub(crate) cwd: String,
    pub(crate) updated_at: String,
    /// Named after the first prompt; none before one.
    pub(crate) title: Option<String>,
    /// Left out of the row when empty.
    pub(crate) additional_directories: Vec<String>,
    /// Archived (`session/archive`, unstable schemas only).
    pub(crate) archived: bool,
}

/// A session as the echo agent works on it: the stored record's metadata
/// (no history), its settings, and this process's live state.
#[derive(Debug)]
pub(crate) struct Session {
    pub(crate) cwd: String,
    pub(crate) additional_directories: Vec<String>,
    pub(crate) mode: String,
    pub(crate) style: String,
    pub(crate) thoughts: bool,
    pub(crate) title: Option<String>,
    pub(crate) updated_at: String,
    /// Cancelled by `session/close`; replaced when the session is resumed.
    pub(crate) closed: CancelToken,
    /// Open on this process: created, loaded or resumed here, not closed
    /// since (a session of an earlier process must be loaded or resumed).
    pub(crate) open: bool,
    /// v2: the foreground state the last `state_update` of a turn reported
    /// (`idle` until a turn starts), for the snapshot `session/resume` owes.
    pub(crate) foreground: String,
}

/// The live part of a session (see the module docs).
#[derive(Debug)]
struct Live {
    closed: CancelToken,
    open: bool,
    /// The last turn's own cancellation: a `session/cancel` that reached
    /// another node of a fleet and came here as a store signal.
    turn: CancelToken,
    /// The end of the last turn started: the next turn waits for it, so the
    /// turns of a session run one after another.
    tail: watch::Receiver<bool>,
    /// The end of the last follower ([`Store::follow`]): while it follows a
    /// turn through the store, a turn queued here is not that turn.
    follower: Option<watch::Receiver<bool>>,
}

impl Live {
    fn new(open: bool) -> Self {
        let (_, tail) = watch::channel(true);
        Live { closed: CancelToken::new(), open, turn: CancelToken::new(), tail, follower: None }
    }

    /// Whether a turn of the session runs (or waits to) on this node: its
    /// chain is busy with more than a follower.
    fn turn_here(&self) -> bool {
        let busy = !*self.tail.borrow();
        let following = self.follower.as_ref().is_some_and(|f| !*f.borrow());
        busy && !following
    }
}

/// The state a turn needs, taken under the lock.
pub(crate) struct TurnStart {
    pub(crate) closed: CancelToken,
    /// Cancelled by a `session/cancel` another node of a fleet received.
    pub(crate) remote: CancelToken,
    pub(crate) previous: watch::Receiver<bool>,
    pub(crate) done: watch::Sender<bool>,
    pub(crate) cwd: String,
}

pub(crate) struct Store {
    records: Arc<dyn Records>,
    /// Held across a read-modify-write of a record ([`Store::with`]), so
    /// two requests of this process changing one session do not lose
    /// either change (tokio's lock: the store is awaited under it).
    live: Arc<Mutex<HashMap<String, Live>>>,
    /// Whether the task that applies the store's signals runs.
    listening: std::sync::atomic::AtomicBool,
    next: AtomicU64,
    /// Part of every session id: two processes sharing a persistent store
    /// must not hand out the same one.
    epoch: u64,
    /// This node's name, recorded as the owner of the turn leases it takes
    /// (default: the epoch, in hex).
    node: String,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let live = self.live.try_lock().map(|l| l.len()).ok();
        f.debug_struct("Store").field("live", &live).finish_non_exhaustive()
    }
}

impl Default for Store {
    fn default() -> Self {
        Store::new(Arc::new(MemoryStore::new()))
    }
}

pub(crate) fn not_found(session_id: &str) -> ResponseError {
    ResponseError::resource_not_found(Some(session_id))
}

const MODE: &str = "mode";

fn setting_str(r: &SessionRecord, key: &str, default: &str) -> String {
    r.settings.get(key).and_then(Value::as_str).unwrap_or(default).to_owned()
}

impl Store {
    pub(crate) fn new(records: Arc<dyn Records>) -> Self {
        let epoch = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64 ^ u64::from(std::process::id()));
        Store {
            records,
            live: Arc::default(),
            listening: std::sync::atomic::AtomicBool::new(false),
            next: AtomicU64::new(0),
            epoch: epoch & 0xffff_ffff,
            node: format!("{:x}", epoch & 0xffff_ffff),
        }
    }

    /// Names this node (the owner of the turn leases it takes).
    pub(crate) fn with_node(mut self, node: Option<String>) -> Self {
        if let Some(node) = node {
            self.node = node;
        }
        self
    }

    /// Ends every turn that runs (or waits to) on this node, `cancelled`,
    /// and returns once they have ended and given their leases back: a
    /// node that shuts down hands its sessions to the others at once
    /// instead of leaving them busy until the lease expires.
    pub(crate) async fn end_turns(&self) {
        let tails: Vec<watch::Receiver<bool>> = {
            let live = self.lock().await;
            live.values()
                .filter(|l| l.turn_here())
                .map(|l| {
                    l.turn.cancel();
                    l.tail.clone()
                })
                .collect()
        };
        for mut tail in tails {
            // A dropped sender means the turn is gone as well.
            let _ = tail.wait_for(|done| *done).await;
        }
    }

    async fn lock(&self) -> MutexGuard<'_, HashMap<String, Live>> {
        self.live.lock().await
    }

    /// The metadata of a session of `version`; unknown (or of the other
    /// version): -32002; the store failed: its error.
    async fn meta(&self, version: u16, id: &str) -> Result<SessionRecord, ResponseError> {
        self.records.meta(id).await?.filter(|r| r.version == version).ok_or_else(|| not_found(id))
    }

    /// A fresh number for ids (messages, tool calls, sessions).
    pub(crate) fn next_id(&self) -> u64 {
        self.next.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// A new session; the store failed: its error.
    pub(crate) async fn create(
        &self,
        version: u16,
        cwd: String,
        additional_directories: Vec<String>,
    ) -> Result<String, ResponseError> {
        let id = format!("echo-v{version}-{:x}-{}", self.epoch, self.next_id());
        let mut r = SessionRecord::new(id.clone(), version, cwd);
        r.additional_directories = additional_directories;
        r.settings.insert(MODE.into(), MODES[1].0.into());
        r.settings.insert(STYLE.into(), STYLE_CHOICES[0].0.into());
        r.settings.insert(THOUGHTS.into(), false.into());
        // Live first: the id is unknown to every other caller until stored.
        self.lock().await.insert(id.clone(), Live::new(true));
        if let Err(e) = self.records.insert(r).await {
            self.lock().await.remove(&id);
            return Err(e.into());
        }
        Ok(id)
    }

    /// Runs `f` on a session of `version` and stores what it changed;
    /// unknown (or of the other version): -32002.
    pub(crate) async fn with<R>(
        &self,
        version: u16,
        id: &str,
        f: impl FnOnce(&mut Session) -> Result<R, ResponseError>,
    ) -> Result<R, ResponseError> {
        let mut live = self.lock().await;
        let r = self.meta(version, id).await?;
        let l = live.entry(id.to_owned()).or_insert_with(|| Live::new(false));
        let mut s = Session {
            cwd: r.cwd.clone(),
            additional_directories: r.additional_directories.clone(),
            mode: setting_str(&r, MODE, MODES[1].0),
            style: setting_str(&r, STYLE, STYLE_CHOICES[0].0),
            thoughts: r.settings.get(THOUGHTS).and_then(Value::as_bool).unwrap_or(false),
            title: r.title.clone(),
            updated_at: r.updated_at.clone(),
            closed: l.closed.clone(),
            open: l.open,
            foreground: r.foreground.clone(),
        };
        let out = f(&mut s)?;
        l.closed = s.closed.clone();
        l.open = s.open;
        let changed = s.cwd != r.cwd
            || s.additional_directories != r.additional_directories
            || s.mode != setting_str(&r, MODE, MODES[1].0)
            || s.style != setting_str(&r, STYLE, STYLE_CHOICES[0].0)
            || Some(s.thoughts) != r.settings.get(THOUGHTS).and_then(Value::as_bool)
            || s.title != r.title
            || s.updated_at != r.updated_at
            || s.foreground != r.foreground;
        if changed {
            self.records
                .update(id, &mut |rec| {
                rec.cwd.clone_from(&s.cwd);
                rec.additional_directories.clone_from(&s.additional_directories);
                rec.settings.insert(MODE.into(), s.mode.clone().into());
                rec.settings.insert(STYLE.into(), s.style.clone().into());
                rec.settings.insert(THOUGHTS.into(), s.thoughts.into());
                rec.title.clone_from(&s.title);
                rec.updated_at.clone_from(&s.updated_at);
                rec.foreground.clone_from(&s.foreground);
                })
                .await?;
        }
        Ok(out)
    }

    /// The session's whole history with event ids, for replay (read a page
    /// at a time); unknown: -32002.
    pub(crate) async fn history(&self, version: u16, id: &str) -> Result<Vec<Event>, ResponseError> {
        self.meta(version, id).await?;
        let mut events: Vec<Event> = Vec::new();
        loop {
            let after = events.last().map_or(0, |e| e.id);
            let page = self.records.history(id, after, HISTORY_PAGE).await?;
            let n = page.len();
            events.extend(page);
            if n < HISTORY_PAGE {
                return Ok(events);
            }
        }
    }

    /// Follows the session's running turn through the store for a
    /// connection that reopened it (see [`acp_wire::agent::follow`]):
    /// from after event `after` (the replay's last), its state last shown
    /// as `shown`. The follower is queued in the session's chain, so a
    /// turn prompted on this node waits for it (and so for the followed
    /// turn's end); it stops when the turn is over, when `send` fails (the
    /// connection is gone) or when the session is closed here.
    pub(crate) async fn follow<S, F>(&self, version: u16, id: &str, after: u64, shown: &str, send: S)
    where
        S: FnMut(Followed) -> F + Send + 'static,
        F: std::future::Future<Output = Result<(), ResponseError>> + Send,
    {
        let Ok(closed) = self.with(version, id, |s| Ok(s.closed.clone())).await else { return };
        let Ok((_, done)) = self.chain(version, id).await else { return };
        if let Some(l) = self.lock().await.get_mut(id) {
            l.follower = Some(done.subscribe());
        }
        let follow = Follow::new(self.records.clone(), id, after, shown);
        tokio::spawn(async move {
            follow.forward(closed.cancelled(), send).await;
            let _ = done.send(true);
        });
    }

    /// Takes the session's turn lease for a turn of this node, waiting
    /// while a turn of another node holds it
    /// ([`acquire`](acp_wire::agent::foreground::acquire)); v2 records
    /// `running`, v1 the same (its record's state is internal).
    pub(crate) async fn lease(&self, id: &str) -> Result<(), ResponseError> {
        Ok(foreground::acquire(&*self.records, id, RUNNING, &self.node).await?)
    }

    /// Gives the lease back at the end of a turn, with its stop reason (the
    /// version's JSON), for nodes that followed it.
    pub(crate) async fn release(&self, id: &str, stop: Option<Value>) {
        foreground::release(&*self.records, id, stop).await;
    }

    /// Reopens a session (load/resume) in `cwd`: a closed one gets a new close token.
    pub(crate) async fn reopen(
        &self,
        version: u16,
        id: &str,
        cwd: String,
        additional: Option<Vec<String>>,
    ) -> Result<(), ResponseError> {
        self.with(version, id, |s| {
            if !s.open || s.closed.is_cancelled() {
                s.closed = CancelToken::new();
            }
            s.open = true;
            s.cwd = cwd;
            if let Some(dirs) = additional {
                s.additional_directories = dirs;
            }
            Ok(())
        })
        .await
    }

    /// Names a session after its first prompt (`blocks`), as an agent that
    /// titles a conversation does (shown by `session/list`), while it has
    /// no title: a title the client set is kept.
    pub(crate) async fn name_after(&self, version: u16, id: &str, blocks: &[Value]) -> Result<(), ResponseError> {
        let user = Entry::User { message_id: None, content: blocks.to_vec() };
        self.with(version, id, |s| {
            if s.title.is_none() {
                s.title = title_of(&user);
            }
            s.updated_at = now_rfc3339();
            Ok(())
        })
        .await
    }

    /// Starts a turn: records the prompt and chains the turn after the previous one.
    pub(crate) async fn begin_turn(&self, version: u16, id: &str, user: Entry) -> Result<TurnStart, ResponseError> {
        let (closed, cwd) = self.with(version, id, |s| {
            if !s.open {
                return Err(ResponseError::invalid_params(format!("session {id} is closed; resume or load it first")));
            }
            if s.title.is_none() {
                // Like an agent that names a conversation after its first prompt
                // (shown by session/list).
                s.title = title_of(&user);
            }
            s.updated_at = now_rfc3339();
            Ok((s.closed.clone(), s.cwd.clone()))
        })
        .await?;
        self.records.append(id, user).await?;
        self.listen();
        let (previous, done) = self.chain(version, id).await?;
        let remote = CancelToken::new();
        if let Some(l) = self.lock().await.get_mut(id) {
            l.turn = remote.clone();
        }
        Ok(TurnStart { closed, remote, previous, done, cwd })
    }

    /// Starts applying the store's signals (a fleet's `session/cancel` and
    /// `session/close` received by other nodes) to this process's turns,
    /// once; nothing for a store that carries none.
    fn listen(&self) {
        if self.listening.swap(true, Ordering::Relaxed) {
            return;
        }
        let Some(mut signals) = self.records.signals() else { return };
        let live = Arc::downgrade(&self.live);
        tokio::spawn(async move {
            loop {
                let Some((id, signal)) = next_signal(&mut signals).await else { return };
                let Some(live) = live.upgrade() else { return };
                let mut live = live.lock().await;
                let Some(l) = live.get_mut(&id) else { continue };
                // A turn of this session runs here (or waits to): end it.
                let running = l.turn_here();
                match signal {
                    Signal::Cancel => l.turn.cancel(),
                    Signal::Close if running => {
                        l.turn.cancel();
                        l.closed.cancel();
                        l.open = false;
                    }
                    _ => {}
                }
            }
        });
    }

    /// Tells the other nodes sharing the store (a fleet) about a
    /// `session/cancel` or `session/close` this node received, so that the
    /// node running the session's turn ends it; not when the turn runs
    /// here (this node ended it already, and a late echo of the signal
    /// must not end the session's next turn). A store that carries no
    /// signals tells no one; a failure is logged.
    pub(crate) async fn signal(&self, id: &str, signal: Signal) {
        let here = self.lock().await.get(id).is_some_and(Live::turn_here);
        if here {
            return;
        }
        if let Err(e) = self.records.signal(id, signal).await {
            tracing::warn!(session = id, ?signal, error = %e, "echo agent: the signal did not reach the other nodes");
        }
    }

    /// Queues work behind the session's turns (see [`TurnStart`]): the
    /// previous end to wait for, and the sender that marks this one done.
    pub(crate) async fn chain(
        &self,
        version: u16,
        id: &str,
    ) -> Result<(watch::Receiver<bool>, watch::Sender<bool>), ResponseError> {
        self.meta(version, id).await?;
        let mut live = self.lock().await;
        let l = live.entry(id.to_owned()).or_insert_with(|| Live::new(false));
        let (done, tail) = watch::channel(false);
        Ok((std::mem::replace(&mut l.tail, tail), done))
    }

    /// Appends an update a turn sent to the session's history. Left out:
    /// `notice` (the schema: "not part of session history") and v2's
    /// `state_update` (the lifecycle of a turn that is over by any replay).
    /// Called before the update is sent: a client never sees an update a
    /// restarted agent cannot replay.
    ///
    /// # Errors
    /// The store's, as a JSON-RPC error; the update must then not be sent.
    pub(crate) async fn push_update(&self, id: &str, update: &Value) -> Result<(), ResponseError> {
        if matches!(update["sessionUpdate"].as_str(), Some("notice" | "state_update")) {
            return Ok(());
        }
        self.records.append(id, Entry::Update(update.clone())).await?;
        Ok(())
    }

    /// The records themselves (a running turn keeps its heartbeat there).
    pub(crate) fn records(&self) -> &dyn Records {
        &*self.records
    }

    /// The foreground state a v2 resume reports: the recorded one, `idle`
    /// when the process that ran its turn died (the record then says so).
    pub(crate) async fn settled_foreground(&self, version: u16, id: &str) -> Result<String, ResponseError> {
        let r = self.meta(version, id).await?;
        Ok(acp_wire::seam::agent::settle(&*self.records, &r).await)
    }

    /// Records the foreground state a turn of the session reported (v2).
    /// A failure is logged: the state update is still sent (the client's
    /// view of its own turn matters more than a resume's snapshot).
    pub(crate) async fn set_foreground(&self, id: &str, state: &str) {
        if let Err(e) = self.records.update(id, &mut |r| r.set_foreground(state)).await {
            tracing::warn!(session = id, state, error = %e, "echo agent: the foreground state was not recorded");
        }
    }

    /// Closes the session, cancels its work and returns once its last turn
    /// has ended, so that `session/close` answers only after that turn's
    /// final updates (v2: "before responding", nothing for the session after
    /// the response).
    pub(crate) async fn close(&self, version: u16, id: &str) -> Result<(), ResponseError> {
        self.with(version, id, |s| {
            s.open = false;
            s.closed.cancel();
            Ok(())
        })
        .await?;
        let mut last_turn = match self.lock().await.get(id) {
            Some(l) => l.tail.clone(),
            None => return Ok(()),
        };
        // A dropped sender means the turn is gone as well: either way it is over.
        let _ = last_turn.wait_for(|done| *done).await;
        Ok(())
    }

    /// Idempotent (the session-delete page): a session already deleted, or
    /// never created in this version, is deleted as well.
    pub(crate) async fn delete(&self, version: u16, id: &str) -> Result<(), ResponseError> {
        if self.records.meta(id).await?.filter(|r| r.version == version).is_none() {
            return Ok(());
        }
        if let Some(l) = self.lock().await.remove(id) {
            l.closed.cancel();
        }
        self.records.remove(id).await?;
        Ok(())
    }

    /// One page of the sessions of `version` (optionally of one cwd) that
    /// `keep` keeps, newest first: at most `limit` rows after `cursor`
    /// (the store's keyset cursor, [`list_cursor`]), and the cursor of the
    /// next page when more rows are kept after them. The filter applies
    /// before pagination; the store is read a page at a time.
    ///
    /// # Errors
    /// A cursor the store did not make: -32602; the store failed: -32603.
    pub(crate) async fn list(
        &self,
        version: u16,
        cwd: Option<&str>,
        cursor: Option<&str>,
        limit: usize,
        keep: impl Fn(&SessionRow) -> bool,
    ) -> Result<(Vec<SessionRow>, Option<String>), ResponseError> {
        let mut rows = Vec::new();
        let mut last = None;
        let mut at = cursor.map(str::to_owned);
        loop {
            let page = self.records.list(version, cwd, at.as_deref(), limit + 1).await?;
            for r in page.sessions {
                let here = list_cursor(&r);
                let row = SessionRow::from(r);
                if keep(&row) {
                    if rows.len() == limit {
                        return Ok((rows, last));
                    }
                    rows.push(row);
                    last = Some(here);
                }
            }
            match page.next {
                Some(next) => at = Some(next),
                None => return Ok((rows, None)),
            }
        }
    }
}

impl From<SessionRecord> for SessionRow {
    fn from(r: SessionRecord) -> Self {
        SessionRow {
            archived: r.settings.get(ARCHIVED).and_then(Value::as_bool).unwrap_or(false),
            session_id: r.id,
            cwd: r.cwd,
            updated_at: r.updated_at,
            title: r.title,
            additional_directories: r.additional_directories,
        }
    }
}

/// The unstable schemas' session state (`--features unstable`): the
/// archive flag and the client's system prompt, kept in the record's
/// `settings` (so a persistent store keeps them too).
#[cfg(any(
    acp_v1 = "session/archive",
    acp_v2 = "session/archive",
    acp_v1 = "SessionCapabilities.systemPrompt",
    acp_v2 = "SessionCapabilities.systemPrompt"
))]
impl Store {
    /// Sets a setting of a session of `version`; unknown: -32002.
    pub(crate) async fn set_setting(&self, version: u16, id: &str, key: &str, value: Value) -> Result<(), ResponseError> {
        self.meta(version, id).await?;
        let changed = self
            .records
            .update(id, &mut |r| {
                r.settings.insert(key.to_owned(), value.clone());
            })
            .await?;
        if changed {
            Ok(())
        } else {
            Err(not_found(id))
        }
    }
}

/// The setting that marks a session archived (`session/archive` of the
/// unstable schemas; never set without them).
pub(crate) const ARCHIVED: &str = "archived";

/// The first 60 characters of a prompt's text, if it has any.
fn title_of(entry: &Entry) -> Option<String> {
    let Entry::User { content, .. } = entry else { return None };
    let text = super::command::prompt_text(content);
    let text: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.is_empty() {
        return None;
    }
    let mut title: String = text.chars().take(60).collect();
    if text.chars().count() > 60 {
        title.push('…');
    }
    Some(title)
}
