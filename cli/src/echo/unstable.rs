//! The unstable schemas' session archive (`--features unstable`), the
//! same for both versions: `session/archive` of an active session cancels
//! its work and frees it as `session/close` does, then archives it;
//! `session/unarchive`; `session/list`'s `archived` filter (`exclude`
//! when omitted; a value this agent does not support is -32602, not read
//! as `exclude`).

use serde_json::Value;

use super::session::{SessionRow, ARCHIVED};
use super::{list_page_where, Page, Shared};
use acp_wire::error::ResponseError;

/// Which sessions `session/list` returns by archive state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Archive {
    Exclude,
    Include,
    Only,
}

impl Archive {
    /// The filter named by `value` (`None`: omitted or null, `exclude`);
    /// any other value than the three defined ones is -32602.
    pub(crate) fn parse(value: Option<&str>) -> Result<Archive, ResponseError> {
        match value {
            None | Some("exclude") => Ok(Archive::Exclude),
            Some("include") => Ok(Archive::Include),
            Some("only") => Ok(Archive::Only),
            Some(other) => Err(ResponseError::invalid_params(format!(
                "unsupported archived filter {other:?}; this agent supports \"exclude\", \"include\" and \"only\""
            ))),
        }
    }
}

/// One page of `session/list` filtered by archive state, with each listed
/// session's archive flag (by index of `Page::sessions`).
pub(crate) async fn list(
    shared: &Shared,
    version: u16,
    cwd: Option<&str>,
    cursor: Option<&str>,
    archive: Archive,
) -> Result<(Page, Vec<bool>), ResponseError> {
    let keep = |row: &SessionRow| match archive {
        Archive::Include => true,
        Archive::Exclude => !row.archived,
        Archive::Only => row.archived,
    };
    let page = list_page_where(&shared.store, version, cwd, cursor, keep).await?;
    let flags = page.sessions.iter().map(|r| r.archived).collect();
    Ok((page, flags))
}

/// `session/archive`, once the caller has closed an active session
/// through the kit (its running turn ends cancelled, its MCP servers
/// stop): archived; archiving an archived session succeeds; unknown: -32002.
pub(crate) async fn archive(shared: &Shared, version: u16, id: &str) -> Result<(), ResponseError> {
    shared.store.set_setting(version, id, ARCHIVED, Value::Bool(true)).await
}

/// `session/unarchive`: never loads or resumes it; unknown: -32002.
pub(crate) async fn unarchive(shared: &Shared, version: u16, id: &str) -> Result<(), ResponseError> {
    shared.store.set_setting(version, id, ARCHIVED, Value::Bool(false)).await
}
