//! The sessions of an echo agent: kept in memory for the life of the
//! [`EchoAgent`](super::EchoAgent), shared by its connections (a client may
//! reconnect and `session/load` a session of an earlier connection).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::Value;
use tokio::sync::watch;

use crate::error::ResponseError;
use crate::rpc::CancelToken;

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
/// v2's foreground state of a session without work.
pub(crate) const IDLE: &str = "idle";
/// The session modes, `(id, name, description)`.
pub(crate) const MODES: &[(&str, &str, &str)] =
    &[("ask", "Ask", "Echo, and ask before touching files"), ("code", "Code", "Echo, and touch files after asking")];

/// One entry of a session's history, replayed by `session/load` (v1) and
/// `session/resume` with `replayFrom` (v2).
///
/// JSON, because a session belongs to one version but this store to
/// neither: the values are the version's typed ones serialized, and its
/// replay decodes them back into the same types.
#[derive(Debug, Clone)]
pub(crate) enum Entry {
    /// The user's prompt: its content blocks as JSON, and its message id.
    User { message_id: String, content: Vec<Value> },
    /// A `session/update` a turn sent, as sent: thoughts, tool calls and
    /// their updates, plans and the rest are part of the conversation that
    /// a replay owes the client, not only the agent's text.
    Update(Value),
}

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
}

#[derive(Debug)]
pub(crate) struct Session {
    pub(crate) version: u16,
    pub(crate) cwd: String,
    pub(crate) additional_directories: Vec<String>,
    pub(crate) mode: String,
    pub(crate) style: String,
    pub(crate) thoughts: bool,
    pub(crate) title: Option<String>,
    pub(crate) history: Vec<Entry>,
    pub(crate) updated_at: String,
    /// Cancelled by `session/close`; replaced when the session is resumed.
    pub(crate) closed: CancelToken,
    pub(crate) open: bool,
    /// v2: the foreground state the last `state_update` of a turn reported
    /// (`idle` until a turn starts), for the snapshot `session/resume` owes.
    pub(crate) foreground: String,
    /// The end of the last turn started: the next turn waits for it, so the
    /// turns of a session run one after another.
    tail: watch::Receiver<bool>,
}

/// The state a turn needs, taken under the lock.
pub(crate) struct TurnStart {
    pub(crate) closed: CancelToken,
    pub(crate) previous: watch::Receiver<bool>,
    pub(crate) done: watch::Sender<bool>,
    pub(crate) cwd: String,
}

#[derive(Debug, Default)]
pub(crate) struct Store {
    sessions: Mutex<HashMap<String, Session>>,
    next: AtomicU64,
}

pub(crate) fn not_found(session_id: &str) -> ResponseError {
    ResponseError::resource_not_found(Some(session_id))
}

impl Store {
    pub(crate) fn lock(&self) -> MutexGuard<'_, HashMap<String, Session>> {
        self.sessions.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A fresh number for ids (sessions, messages, tool calls).
    pub(crate) fn next_id(&self) -> u64 {
        self.next.fetch_add(1, Ordering::Relaxed) + 1
    }

    pub(crate) fn create(&self, version: u16, cwd: String, additional_directories: Vec<String>) -> String {
        let id = format!("echo-v{version}-{}", self.next_id());
        let (_, tail) = watch::channel(true);
        let session = Session {
            version,
            cwd,
            additional_directories,
            mode: MODES[1].0.to_owned(),
            style: STYLE_CHOICES[0].0.to_owned(),
            thoughts: false,
            title: None,
            history: Vec::new(),
            updated_at: now_rfc3339(),
            closed: CancelToken::new(),
            open: true,
            foreground: IDLE.to_owned(),
            tail,
        };
        self.lock().insert(id.clone(), session);
        id
    }

    /// Runs `f` on a session of `version`; unknown (or of the other version): -32002.
    pub(crate) fn with<R>(
        &self,
        version: u16,
        id: &str,
        f: impl FnOnce(&mut Session) -> Result<R, ResponseError>,
    ) -> Result<R, ResponseError> {
        let mut map = self.lock();
        match map.get_mut(id) {
            Some(s) if s.version == version => f(s),
            _ => Err(not_found(id)),
        }
    }

    /// Reopens a session (load/resume) in `cwd`: a closed one gets a new close token.
    pub(crate) fn reopen(
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
    }

    /// Starts a turn: records the prompt and chains the turn after the previous one.
    pub(crate) fn begin_turn(&self, version: u16, id: &str, user: Entry) -> Result<TurnStart, ResponseError> {
        self.with(version, id, |s| {
            if !s.open {
                return Err(ResponseError::invalid_params(format!("session {id} is closed; resume or load it first")));
            }
            if s.title.is_none() {
                // Like an agent that names a conversation after its first prompt
                // (shown by session/list).
                s.title = title_of(&user);
            }
            s.history.push(user);
            s.updated_at = now_rfc3339();
            let (done, tail) = watch::channel(false);
            let previous = std::mem::replace(&mut s.tail, tail);
            Ok(TurnStart { closed: s.closed.clone(), previous, done, cwd: s.cwd.clone() })
        })
    }

    /// Queues work behind the session's turns (see [`TurnStart`]): the
    /// previous end to wait for, and the sender that marks this one done.
    pub(crate) fn chain(
        &self,
        version: u16,
        id: &str,
    ) -> Result<(watch::Receiver<bool>, watch::Sender<bool>), ResponseError> {
        self.with(version, id, |s| {
            let (done, tail) = watch::channel(false);
            Ok((std::mem::replace(&mut s.tail, tail), done))
        })
    }

    /// Appends an update a turn sent to the session's history. Left out:
    /// `notice` (the schema: "not part of session history") and v2's
    /// `state_update` (the lifecycle of a turn that is over by any replay).
    pub(crate) fn push_update(&self, id: &str, update: Value) {
        if matches!(update["sessionUpdate"].as_str(), Some("notice" | "state_update")) {
            return;
        }
        if let Some(s) = self.lock().get_mut(id) {
            s.history.push(Entry::Update(update));
        }
    }

    /// Records the foreground state a turn of the session reported (v2).
    pub(crate) fn set_foreground(&self, id: &str, state: &str) {
        if let Some(s) = self.lock().get_mut(id) {
            state.clone_into(&mut s.foreground);
        }
    }

    /// Closes the session, cancels its work and returns once its last turn
    /// has ended, so that `session/close` answers only after that turn's
    /// final updates (v2: "before responding", nothing for the session after
    /// the response).
    pub(crate) async fn close(&self, version: u16, id: &str) -> Result<(), ResponseError> {
        let mut last_turn = self.with(version, id, |s| {
            s.open = false;
            s.closed.cancel();
            Ok(s.tail.clone())
        })?;
        // A dropped sender means the turn is gone as well: either way it is over.
        let _ = last_turn.wait_for(|done| *done).await;
        Ok(())
    }

    pub(crate) fn delete(&self, version: u16, id: &str) -> Result<(), ResponseError> {
        let mut map = self.lock();
        match map.get(id) {
            Some(s) if s.version == version => {
                s.closed.cancel();
                map.remove(id);
                Ok(())
            }
            _ => Err(not_found(id)),
        }
    }

    /// The sessions of `version`, newest first, optionally of one cwd.
    pub(crate) fn list(&self, version: u16, cwd: Option<&str>) -> Vec<SessionRow> {
        let map = self.lock();
        let mut rows: Vec<(&String, &Session)> =
            map.iter().filter(|(_, s)| s.version == version && cwd.is_none_or(|c| s.cwd == c)).collect();
        rows.sort_by(|a, b| b.1.updated_at.cmp(&a.1.updated_at).then_with(|| b.0.cmp(a.0)));
        rows.into_iter()
            .map(|(id, s)| SessionRow {
                session_id: id.clone(),
                cwd: s.cwd.clone(),
                updated_at: s.updated_at.clone(),
                title: s.title.clone(),
                additional_directories: s.additional_directories.clone(),
            })
            .collect()
    }
}

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

/// Now as an RFC 3339 UTC timestamp (`2026-11-30T05:03:15Z`).
pub(crate) fn now_rfc3339() -> String {
    let secs = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    rfc3339(secs)
}

fn rfc3339(secs: u64) -> String {
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let rem = secs % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", rem / 3600, rem % 3600 / 60, rem % 60)
}

#[cfg(test)]
mod tests {
    use super::rfc3339;

    #[test]
    fn timestamps() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(rfc3339(1_796_014_995), "2026-11-30T05:03:15Z");
    }
}
