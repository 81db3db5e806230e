//! Following a paged list (`session/list`) to its end, as the spec has a
//! client page: the cursor of each answer goes into the next request
//! unchanged (opaque: never parsed, built or stored beyond the walk), and
//! an answer without a next cursor ends the list.

use std::collections::HashSet;
use std::future::Future;

use serde::Serialize;

use crate::error::{Error, Result, SideError};

/// Calls `page` with `start` (usually none), then with each answer's next cursor, until
/// an answer has none; the items of every page, in order. A cursor that
/// comes back a second time would page for ever: that stops the walk with
/// [`SideError::CursorRepeated`].
pub(crate) async fn follow<C, T, Fut>(method: &'static str, start: Option<C>, mut page: impl FnMut(Option<C>) -> Fut) -> Result<Vec<T>>
where
    C: Serialize,
    Fut: Future<Output = Result<(Vec<T>, Option<C>)>>,
{
    let mut all = Vec::new();
    let mut seen = HashSet::new();
    let mut cursor = start;
    loop {
        let (items, next) = page(cursor.take()).await?;
        all.extend(items);
        let Some(next) = next else { return Ok(all) };
        // The cursor's JSON, only to notice a repeat; it is sent as it came.
        if !seen.insert(serde_json::to_string(&next).map_err(Error::Json)?) {
            return Err(Error::Side(SideError::CursorRepeated { method }));
        }
        cursor = Some(next);
    }
}
