//! The outgoing side of a Streamable HTTP connection: one queue per stream
//! (the connection-scoped one and one per session), each with at most one
//! reader (an open SSE GET), and the byte count they hold together.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

use bytes::Bytes;
use tokio::sync::Notify;

/// Which stream a message goes to.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Scope {
    /// The connection-scoped stream (GET without `Acp-Session-Id`).
    Connection,
    /// A session's stream (GET with `Acp-Session-Id`).
    Session(String),
}

/// One stream's queue.
#[derive(Default)]
pub(crate) struct Queue {
    messages: VecDeque<Bytes>,
    /// The lease of the open reader.
    reader: Option<u64>,
    /// Woken (with a stored permit) when a message arrives or the
    /// connection ends.
    pub(crate) wake: Arc<Notify>,
}

/// A queue with room counted for one message ([`Streams::reserve`]).
#[must_use = "the message's bytes are counted: fill the slot"]
pub(crate) struct Slot<'a> {
    queue: &'a mut Queue,
}

impl Slot<'_> {
    /// Queues the message and wakes the stream's reader.
    pub(crate) fn fill(self, message: Bytes) {
        self.queue.messages.push_back(message);
        self.queue.wake.notify_one();
    }
}

/// Where an answer that must follow a session stream's output goes.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Behind {
    /// Its own stream: nothing of the session's is left to follow (what
    /// an unread session stream held moved to the connection's stream).
    Clear,
    /// The session's stream, which has a reader: behind what it queued,
    /// in the one order a single stream has.
    OnSession,
}

/// Why a reader could not attach.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    /// The stream has a reader (409).
    Busy,
    /// Too many session streams hold output nobody reads (the connection is closed).
    TooMany,
}

/// Where a reader's stream is, found once when it attaches ([`Streams::acquire`]):
/// taking a message then needs no lookup by session id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum At {
    Connection,
    Slot(usize),
}

/// All the streams of a connection.
#[derive(Default)]
pub(crate) struct Streams {
    connection: Queue,
    /// The session streams; a dropped one leaves its slot free for the next.
    slots: Vec<Option<Queue>>,
    free: Vec<usize>,
    /// Session id -> its slot.
    index: HashMap<String, usize>,
    /// Session streams without a reader.
    unread_sessions: usize,
    /// Bytes queued on all streams.
    pub(crate) buffered: usize,
    next_lease: u64,
}

impl Streams {
    fn at(&mut self, at: At) -> Option<&mut Queue> {
        match at {
            At::Connection => Some(&mut self.connection),
            At::Slot(i) => self.slots.get_mut(i)?.as_mut(),
        }
    }

    fn find(&self, scope: &Scope) -> Option<At> {
        match scope {
            Scope::Connection => Some(At::Connection),
            Scope::Session(s) => self.index.get(s).map(|&i| At::Slot(i)),
        }
    }

    /// The slot of a new, empty session stream.
    fn open(&mut self, session: &str) -> usize {
        let i = match self.free.pop() {
            Some(i) => {
                self.slots[i] = Some(Queue::default());
                i
            }
            None => {
                self.slots.push(Some(Queue::default()));
                self.slots.len() - 1
            }
        };
        self.index.insert(session.to_owned(), i);
        i
    }

    /// Queues `message` on `scope`, making the session's stream if it has
    /// none yet (at most `max_unread` streams without a reader).
    pub(crate) fn push(&mut self, scope: &Scope, message: Bytes, max_unread: usize) -> Result<(), Refused> {
        let session = match scope {
            Scope::Connection => None,
            Scope::Session(s) => Some(s.as_str()),
        };
        self.reserve(session, message.len(), max_unread)?.fill(message);
        Ok(())
    }

    /// Room for a message of `len` bytes on `session`'s stream (the
    /// connection's with `None`), made if needed as for [`Streams::push`]:
    /// the session id may borrow from the message that then fills it.
    pub(crate) fn reserve(&mut self, session: Option<&str>, len: usize, max_unread: usize) -> Result<Slot<'_>, Refused> {
        let at = match session {
            None => At::Connection,
            Some(s) => match self.index.get(s) {
                Some(&i) => At::Slot(i),
                None => {
                    if self.unread_sessions >= max_unread {
                        return Err(Refused::TooMany);
                    }
                    self.unread_sessions += 1;
                    At::Slot(self.open(s))
                }
            },
        };
        self.buffered += len;
        let queue = self.at(at).ok_or(Refused::TooMany)?;
        Ok(Slot { queue })
    }

    /// Attaches a reader to `scope`'s stream (made if needed): its place,
    /// lease id and wake-up.
    pub(crate) fn acquire(&mut self, scope: &Scope) -> Result<(At, u64, Arc<Notify>), Refused> {
        self.next_lease += 1;
        let lease = self.next_lease;
        let at = match (scope, self.find(scope)) {
            (_, Some(at)) => at,
            (Scope::Session(s), None) => {
                // Counted as unread below, like a stream found without a reader.
                self.unread_sessions += 1;
                At::Slot(self.open(s))
            }
            (Scope::Connection, None) => At::Connection,
        };
        let is_session = at != At::Connection;
        let q = self.at(at).ok_or(Refused::TooMany)?;
        if q.reader.is_some() {
            return Err(Refused::Busy);
        }
        q.reader = Some(lease);
        let wake = Arc::clone(&q.wake);
        if is_session {
            self.unread_sessions -= 1;
        }
        Ok((at, lease, wake))
    }

    /// Takes the next message for the reader `lease` at `at`:
    /// `Err(())` when `lease` no longer reads that stream.
    pub(crate) fn take(&mut self, at: At, lease: u64) -> Result<Option<Bytes>, ()> {
        let q = self.at(at).ok_or(())?;
        if q.reader != Some(lease) {
            return Err(());
        }
        let m = q.messages.pop_front();
        if let Some(m) = &m {
            self.buffered -= m.len();
        }
        Ok(m)
    }

    /// Where `session`'s stream stands for an answer that must come after
    /// what it queued ([`Behind`]).
    pub(crate) fn behind(&mut self, session: &str) -> Behind {
        let Some(&i) = self.index.get(session) else { return Behind::Clear };
        let Some(q) = self.slots.get_mut(i).and_then(Option::as_mut) else { return Behind::Clear };
        if q.reader.is_none() {
            // Nobody reads it: what it holds goes on the connection's
            // stream, ahead of the answer; the empty stream is dropped.
            let moved: Vec<Bytes> = q.messages.drain(..).collect();
            self.index.remove(session);
            self.slots[i] = None;
            self.free.push(i);
            self.unread_sessions -= 1;
            self.connection.messages.extend(moved);
            self.connection.wake.notify_one();
            return Behind::Clear;
        }
        Behind::OnSession
    }

    /// Detaches the reader `lease`. A session stream left without a reader
    /// is dropped when empty, kept (and counted) otherwise; `Err` when that
    /// makes more than `max_unread`.
    pub(crate) fn release(&mut self, scope: &Scope, lease: u64, max_unread: usize) -> Result<(), Refused> {
        let Some(at) = self.find(scope) else { return Ok(()) };
        let Some(q) = self.at(at) else { return Ok(()) };
        if q.reader != Some(lease) {
            return Ok(());
        }
        q.reader = None;
        let empty = q.messages.is_empty();
        if let (Scope::Session(s), At::Slot(i)) = (scope, at) {
            if empty {
                self.index.remove(s);
                self.slots[i] = None;
                self.free.push(i);
            } else {
                self.unread_sessions += 1;
                if self.unread_sessions > max_unread {
                    return Err(Refused::TooMany);
                }
            }
        }
        Ok(())
    }

    /// Wakes every reader (the connection ended or stopped routing).
    pub(crate) fn wake_all(&self) {
        self.connection.wake.notify_one();
        for q in self.slots.iter().flatten() {
            q.wake.notify_one();
        }
    }

    /// Drops every queued message (the connection was closed).
    pub(crate) fn discard(&mut self) {
        self.connection.messages.clear();
        for q in self.slots.iter_mut().flatten() {
            q.messages.clear();
        }
        self.buffered = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readers_and_counts() {
        let mut s = Streams::default();
        let a = Scope::Session("a".into());
        s.push(&a, Bytes::from_static(b"12345"), 1).unwrap();
        assert_eq!(s.buffered, 5);
        assert_eq!(s.push(&Scope::Session("b".into()), Bytes::new(), 1), Err(Refused::TooMany));
        let (at, lease, _) = s.acquire(&a).unwrap();
        assert_eq!(s.acquire(&a).err(), Some(Refused::Busy));
        assert_eq!(s.take(at, lease + 1), Err(()));
        assert_eq!(s.take(at, lease).unwrap().as_deref(), Some(&b"12345"[..]));
        assert_eq!((s.buffered, s.unread_sessions), (0, 0));
        s.release(&a, lease, 1).unwrap();
        assert!(s.index.is_empty());
        // The slot is reused; the old reader's lease reads nothing of it.
        let b = Scope::Session("b".into());
        s.push(&b, Bytes::from_static(b"x"), 1).unwrap();
        assert_eq!(s.find(&b), Some(at));
        assert_eq!(s.take(at, lease), Err(()));
        let (at_b, lease_b, _) = s.acquire(&b).unwrap();
        assert_eq!((at_b, s.unread_sessions), (at, 0));
        assert_eq!(s.take(at_b, lease_b).unwrap().as_deref(), Some(&b"x"[..]));
        s.release(&b, lease_b, 1).unwrap();
        // A reader that attaches first makes the stream; it is not unread.
        let (_, lc, _) = s.acquire(&a).unwrap();
        assert_eq!(s.unread_sessions, 0);
        s.release(&a, lc, 1).unwrap();
        let (_, c, _) = s.acquire(&Scope::Connection).unwrap();
        assert_eq!(s.acquire(&Scope::Connection).err(), Some(Refused::Busy));
        assert_eq!(s.behind("nobody"), Behind::Clear);
        s.release(&Scope::Connection, c, 1).unwrap();
        assert!(s.acquire(&Scope::Connection).is_ok());
    }

    #[test]
    fn an_answer_follows_what_a_session_stream_queued() {
        let mut s = Streams::default();
        let a = Scope::Session("a".into());
        // Read: the answer goes on the session's own stream, behind both.
        s.push(&a, Bytes::from_static(b"1"), 4).unwrap();
        s.push(&a, Bytes::from_static(b"2"), 4).unwrap();
        let (at, lease, _) = s.acquire(&a).unwrap();
        assert_eq!(s.behind("a"), Behind::OnSession);
        assert!(s.take(at, lease).unwrap().is_some() && s.take(at, lease).unwrap().is_some());
        assert_eq!(s.behind("a"), Behind::OnSession, "a reader: always its stream");
        s.release(&a, lease, 4).unwrap();
        // Unread: its messages move to the connection's stream, ahead of the answer.
        let b = Scope::Session("b".into());
        s.push(&b, Bytes::from_static(b"3"), 4).unwrap();
        assert_eq!(s.behind("b"), Behind::Clear);
        assert_eq!((s.unread_sessions, s.index.len(), s.buffered), (0, 0, 1));
        let (at, lease, _) = s.acquire(&Scope::Connection).unwrap();
        assert_eq!(s.take(at, lease).unwrap().as_deref(), Some(&b"3"[..]));
    }
}
