//! The echo agent's own per-session state, kept in the agent kit's
//! [`agent::Store`](acp_wire::agent::Store) beside what the kit keeps
//! (a [`MemoryStore`](acp_wire::agent::MemoryStore) unless
//! [`EchoAgent::with_store`](super::EchoAgent::with_store) gives another):
//! the mode, the config options `style` and `thoughts`, and the unstable
//! schemas' archive flag and system prompt, in the record's `settings`;
//! the title it names a session by. The lifecycle (open, closed, turns,
//! leases, replay) is the kit's.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use serde_json::Value;

pub(crate) use acp_wire::agent::store::now_rfc3339;
#[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
use acp_wire::agent::store::list_cursor;
use acp_wire::agent::{SessionRecord, Store as Records};
use acp_wire::error::ResponseError;

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
/// The session modes, `(id, name, description)`.
pub(crate) const MODES: &[(&str, &str, &str)] =
    &[("ask", "Ask", "Echo, and ask before touching files"), ("code", "Code", "Echo, and touch files after asking")];

/// A session as `session/list` shows it, whatever the version.
#[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
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

/// A session's metadata and the echo agent's settings, as [`Store::with`]
/// lends them.
#[derive(Debug)]
pub(crate) struct Session {
    pub(crate) cwd: String,
    pub(crate) additional_directories: Vec<String>,
    pub(crate) mode: String,
    pub(crate) style: String,
    pub(crate) thoughts: bool,
    pub(crate) title: Option<String>,
    pub(crate) updated_at: String,
}

pub(crate) struct Store {
    records: Arc<dyn Records>,
    /// Held across a read-modify-write of a record ([`Store::with`]), so
    /// two requests of this process changing one session do not lose
    /// either change (tokio's lock: the store is awaited under it).
    lock: tokio::sync::Mutex<()>,
    next: AtomicU64,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").finish_non_exhaustive()
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
        Store { records, lock: tokio::sync::Mutex::default(), next: AtomicU64::new(0) }
    }

    /// The metadata of a session of `version`; unknown (or of the other
    /// version): -32002; the store failed: its error.
    async fn meta(&self, version: u16, id: &str) -> Result<SessionRecord, ResponseError> {
        self.records.meta(id).await?.filter(|r| r.version == version).ok_or_else(|| not_found(id))
    }

    #[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive", acp_v1 = "session/status", acp_v2 = "session/status"))]
    /// -32002 unless session `id` of `version` exists; the store failed: its error.
    pub(crate) async fn check(&self, version: u16, id: &str) -> Result<(), ResponseError> {
        self.meta(version, id).await.map(drop)
    }

    /// A fresh number for ids (tool calls, elicitations, showcase items).
    pub(crate) fn next_id(&self) -> u64 {
        self.next.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// Runs `f` on a session of `version` and stores what it changed;
    /// unknown (or of the other version): -32002. A session the echo agent
    /// has not set anything on yet has mode `code`, style `plain`, no thoughts.
    pub(crate) async fn with<R>(
        &self,
        version: u16,
        id: &str,
        f: impl FnOnce(&mut Session) -> Result<R, ResponseError>,
    ) -> Result<R, ResponseError> {
        let _one = self.lock.lock().await;
        let r = self.meta(version, id).await?;
        let mut s = Session {
            cwd: r.cwd.clone(),
            additional_directories: r.additional_directories.clone(),
            mode: setting_str(&r, MODE, MODES[1].0),
            style: setting_str(&r, STYLE, STYLE_CHOICES[0].0),
            thoughts: r.settings.get(THOUGHTS).and_then(Value::as_bool).unwrap_or(false),
            title: r.title.clone(),
            updated_at: r.updated_at.clone(),
        };
        let out = f(&mut s)?;
        let changed = s.cwd != r.cwd
            || s.additional_directories != r.additional_directories
            || s.mode != setting_str(&r, MODE, MODES[1].0)
            || s.style != setting_str(&r, STYLE, STYLE_CHOICES[0].0)
            || Some(s.thoughts) != r.settings.get(THOUGHTS).and_then(Value::as_bool)
            || s.title != r.title
            || s.updated_at != r.updated_at;
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
                })
                .await?;
        }
        Ok(out)
    }

    /// Names a session after its first prompt (`blocks`), as an agent that
    /// titles a conversation does (shown by `session/list`), while it has
    /// no title: a title the client set is kept.
    pub(crate) async fn name_after(&self, version: u16, id: &str, blocks: &[Value]) -> Result<(), ResponseError> {
        self.with(version, id, |s| {
            if s.title.is_none() {
                s.title = title_of(blocks);
            }
            s.updated_at = now_rfc3339();
            Ok(())
        })
        .await
    }

    #[cfg(acp_v2 = "session/status")]
    /// The foreground state of a v2 session (`session/status`): the
    /// recorded one, `idle` when the process that ran its turn died.
    pub(crate) async fn settled_foreground(&self, version: u16, id: &str) -> Result<String, ResponseError> {
        let r = self.meta(version, id).await?;
        Ok(acp_wire::seam::agent::settle(&*self.records, &r).await)
    }

    #[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
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

#[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
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
        let _one = self.lock.lock().await;
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
#[cfg(any(acp_v1 = "session/archive", acp_v2 = "session/archive"))]
pub(crate) const ARCHIVED: &str = "archived";

/// The first 60 characters of a prompt's text, if it has any.
fn title_of(blocks: &[Value]) -> Option<String> {
    let text = super::command::prompt_text(blocks);
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
