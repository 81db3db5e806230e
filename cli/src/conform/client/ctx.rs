//! What a scenario's checks get: the client run in progress (the
//! connection, the client's process, its scratch directory) and what the
//! handshake settled. Its own file so that the check modules (`files`,
//! `permission`, `terminal`, `turns`) depend on it and `scenarios`, which
//! calls them, without a circle.

use super::agent::{Hello, Session, Turn};
use super::launch::{ClientProc, Scratch};
use super::peer::Peer;

/// Everything a scenario's checks work with.
pub struct Ctx<'a> {
    pub peer: &'a mut Peer,
    pub client: &'a mut ClientProc,
    pub scratch: &'a Scratch,
    pub hello: Hello,
    pub session: Session,
    pub turn: Turn,
    pub version: u16,
}

impl Ctx<'_> {
    pub fn v(&self) -> Option<u16> {
        Some(self.version)
    }
}
