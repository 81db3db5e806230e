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

/// Why a reader could not attach.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    /// The stream has a reader (409).
    Busy,
    /// Too many session streams hold output nobody reads (the connection is closed).
    TooMany,
}

/// All the streams of a connection.
#[derive(Default)]
pub(crate) struct Streams {
    connection: Queue,
    sessions: HashMap<String, Queue>,
    /// Session streams without a reader.
    unread_sessions: usize,
    /// Bytes queued on all streams.
    pub(crate) buffered: usize,
    next_lease: u64,
}

impl Streams {
    fn queue(&mut self, scope: &Scope) -> Option<&mut Queue> {
        match scope {
            Scope::Connection => Some(&mut self.connection),
            Scope::Session(s) => self.sessions.get_mut(s),
        }
    }

    /// Queues `message` on `scope`, making the session's stream if it has
    /// none yet (at most `max_unread` streams without a reader).
    pub(crate) fn push(&mut self, scope: &Scope, message: Bytes, max_unread: usize) -> Result<(), Refused> {
        if let Scope::Session(s) = scope {
            if !self.sessions.contains_key(s) {
                if self.unread_sessions >= max_unread {
                    return Err(Refused::TooMany);
                }
                self.unread_sessions += 1;
                self.sessions.insert(s.clone(), Queue::default());
            }
        }
        self.buffered += message.len();
        let q = self.queue(scope).expect("made above");
        q.messages.push_back(message);
        q.wake.notify_one();
        Ok(())
    }

    /// Attaches a reader to `scope`'s stream (made if needed): its lease id.
    pub(crate) fn acquire(&mut self, scope: &Scope) -> Result<(u64, Arc<Notify>), Refused> {
        self.next_lease += 1;
        let lease = self.next_lease;
        let q = match scope {
            Scope::Connection => &mut self.connection,
            Scope::Session(s) => {
                if let Some(q) = self.sessions.get_mut(s) {
                    if q.reader.is_none() {
                        self.unread_sessions -= 1;
                    }
                    q
                } else {
                    self.sessions.entry(s.clone()).or_default()
                }
            }
        };
        if q.reader.is_some() {
            return Err(Refused::Busy);
        }
        q.reader = Some(lease);
        Ok((lease, Arc::clone(&q.wake)))
    }

    /// Takes the next message for the reader `lease` of `scope`:
    /// `Err(())` when `lease` no longer reads that stream.
    pub(crate) fn take(&mut self, scope: &Scope, lease: u64) -> Result<Option<Bytes>, ()> {
        let q = self.queue(scope).ok_or(())?;
        if q.reader != Some(lease) {
            return Err(());
        }
        let m = q.messages.pop_front();
        if let Some(m) = &m {
            self.buffered -= m.len();
        }
        Ok(m)
    }

    /// Detaches the reader `lease`. A session stream left without a reader
    /// is dropped when empty, kept (and counted) otherwise; `Err` when that
    /// makes more than `max_unread`.
    pub(crate) fn release(&mut self, scope: &Scope, lease: u64, max_unread: usize) -> Result<(), Refused> {
        let Some(q) = self.queue(scope) else { return Ok(()) };
        if q.reader != Some(lease) {
            return Ok(());
        }
        q.reader = None;
        let empty = q.messages.is_empty();
        if let Scope::Session(s) = scope {
            if empty {
                self.sessions.remove(s);
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
        for q in self.sessions.values() {
            q.wake.notify_one();
        }
    }

    /// Drops every queued message (the connection was closed).
    pub(crate) fn discard(&mut self) {
        self.connection.messages.clear();
        for q in self.sessions.values_mut() {
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
        let (lease, _) = s.acquire(&a).unwrap();
        assert_eq!(s.acquire(&a).err(), Some(Refused::Busy));
        assert_eq!(s.take(&a, lease + 1), Err(()));
        assert_eq!(s.take(&a, lease).unwrap().as_deref(), Some(&b"12345"[..]));
        assert_eq!((s.buffered, s.unread_sessions), (0, 0));
        s.release(&a, lease, 1).unwrap();
        assert!(s.sessions.is_empty());
        let (c, _) = s.acquire(&Scope::Connection).unwrap();
        assert_eq!(s.acquire(&Scope::Connection).err(), Some(Refused::Busy));
        s.release(&Scope::Connection, c, 1).unwrap();
        assert!(s.acquire(&Scope::Connection).is_ok());
    }
}
