//! The unstable schemas' `session/set_title` (`--features unstable`), the
//! same for both versions. The echo agent names a session after its first
//! prompt only while it has no title, so a title the client set is kept:
//! the schema's SetSessionTitleRequest has the agent not replace it with
//! one it generates (conform's `session.title-kept`).

use super::session::now_rfc3339;
use super::Shared;
use acp_wire::error::ResponseError;

/// The longest title stored (longer ones are cut at a char boundary, one
/// of the normalizations the schema allows).
const MAX_CHARS: usize = 200;

/// Stores `title` for a session of `version` (open or not: any session
/// `session/list` would return), trimmed and cut to [`MAX_CHARS`]; answers
/// the stored title. Empty after trimming: -32602; unknown: -32002.
pub(crate) async fn set(shared: &Shared, version: u16, id: &str, title: &str) -> Result<String, ResponseError> {
    let stored: String = title.trim().chars().take(MAX_CHARS).collect();
    if stored.is_empty() {
        return Err(ResponseError::invalid_params_at("title", "a session title must not be empty (after trimming whitespace)"));
    }
    shared.store.with(version, id, |s| {
        s.title = Some(stored.clone());
        s.updated_at = now_rfc3339();
        Ok(())
    })
    .await?;
    Ok(stored)
}
