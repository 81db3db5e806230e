//! `list_all_sessions` for version 1: every page of `session/list`, the
//! cursor passed on unchanged (opaque).

use super::{AgentHandle, ListSessionsRequest, SessionInfo};
use crate::error::Result;
use crate::method::Request;

impl AgentHandle {
    /// Every session `session/list` reports for `params` (its `cwd` and
    /// other filters; its `cursor` is where the walk starts, usually
    /// none): it sends each answer's `nextCursor` back unchanged and stops
    /// at an answer without one (missing or `null`), as session-list.mdx
    /// has clients page.
    ///
    /// # Errors
    /// As [`Self::list_sessions`]; [`crate::side::SideError::CursorRepeated`]
    /// when the agent answers a next cursor it answered before.
    pub async fn list_all_sessions(&self, params: ListSessionsRequest) -> Result<Vec<SessionInfo>> {
        let start = params.cursor.value().cloned();
        crate::side::follow(<super::request::SessionList as Request>::METHOD, start, |cursor| {
            let mut p = params.clone();
            p.cursor = cursor.map_or(crate::codec::Tri::Absent, crate::codec::Tri::Value);
            async move {
                let page = self.list_sessions(p).await?;
                Ok((page.sessions, page.next_cursor.value().cloned()))
            }
        })
        .await
    }
}
