//! Typed, version-neutral updates and client calls of a [`Turn`](super::Turn):
//! what a handler builds instead of JSON. The version files
//! (`agent/v1.rs`, `agent/v2.rs`) map each onto that version's generated
//! types; where the versions differ the mapping is documented on the type.
//!
//! | neutral | v1 | v2 |
//! |---|---|---|
//! | [`ToolCall`] (start) | `tool_call` | `tool_call_update` with a new `toolCallId` (v2 has no separate start; an unseen id creates the call) |
//! | [`ToolCallUpdate`] | `tool_call_update` | `tool_call_update` |
//! | [`Location`] | `path` must be absolute (the spec's and the validator's rule) | `path` an `AbsolutePath`; in both a relative one is refused before sending |
//! | [`Plan`] | `plan` (the complete list) | `plan_update`, `{type: "items", planId, entries}`; `planId` defaults to [`Plan::DEFAULT_ID`], so each plan replaces the last as in v1 |
//! | [`Permission`] | `session/request_permission` with `toolCall: {toolCallId}` (v1 has no prompt title: the client shows the tool call's) | `session/request_permission` with `title` and `subject: {type: "tool_call", toolCall: {toolCallId}}`, bracketed by `requires_action` … `running` |
//! | [`Turn::read_text_file`](super::Turn::read_text_file) / [`write_text_file`](super::Turn::write_text_file) | `fs/read_text_file` / `fs/write_text_file` | not in v2: [`SideError::NotInVersion`](crate::error::SideError::NotInVersion), nothing sent |
//!
//! v2's statuses `paused` and `cancelled`, content chunks, terminals and
//! anything else of one version only go through [`Turn::v1`](super::Turn::v1) /
//! [`Turn::v2`](super::Turn::v2) with that version's own types.

use serde_json::Value;

/// What a tool does (both versions' `ToolKind`): clients pick icons by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum ToolKind {
    /// Reading files or data.
    Read,
    /// Modifying files or content.
    Edit,
    /// Removing files or data.
    Delete,
    /// Moving or renaming files.
    Move,
    /// Searching for information.
    Search,
    /// Running commands or code.
    Execute,
    /// Internal reasoning or planning.
    Think,
    /// Retrieving external data.
    Fetch,
    /// Switching the session's mode.
    SwitchMode,
    /// Anything else (the default).
    Other,
}

impl ToolKind {
    /// The wire string (the same in both versions).
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            ToolKind::Read => "read",
            ToolKind::Edit => "edit",
            ToolKind::Delete => "delete",
            ToolKind::Move => "move",
            ToolKind::Search => "search",
            ToolKind::Execute => "execute",
            ToolKind::Think => "think",
            ToolKind::Fetch => "fetch",
            ToolKind::SwitchMode => "switch_mode",
            ToolKind::Other => "other",
        }
    }
}

/// A tool call's status, the four both versions share. v2's `paused` and
/// `cancelled` have no v1 counterpart: send them with [`Turn::v2`](super::Turn::v2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum ToolStatus {
    /// Not running yet (input streaming, awaiting approval).
    Pending,
    /// Running.
    InProgress,
    /// Finished successfully.
    Completed,
    /// Finished with an error.
    Failed,
}

impl ToolStatus {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            ToolStatus::Pending => "pending",
            ToolStatus::InProgress => "in_progress",
            ToolStatus::Completed => "completed",
            ToolStatus::Failed => "failed",
        }
    }
}

/// A file a tool call touches (`ToolCallLocation`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Location {
    /// The path, absolute (both versions; a relative one is refused before sending).
    pub path: String,
    /// A line in it (1-based), if any.
    pub line: Option<u32>,
}

impl Location {
    /// A path without a line.
    #[must_use]
    pub fn new(path: impl Into<String>) -> Self {
        Location { path: path.into(), line: None }
    }

    /// With a line.
    #[must_use]
    pub fn line(mut self, line: u32) -> Self {
        self.line = Some(line);
        self
    }
}

/// The start of a tool call ([`Turn::tool_call`](super::Turn::tool_call)).
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct ToolCall {
    /// Unique within the session; later updates and permissions name it.
    pub id: String,
    /// What the user sees.
    pub title: String,
    /// The kind (absent: the client's default, `other`).
    pub kind: Option<ToolKind>,
    /// The status (absent: `pending` in both versions).
    pub status: Option<ToolStatus>,
    /// The tool's raw input.
    pub raw_input: Option<Value>,
    /// The files it touches.
    pub locations: Vec<Location>,
}

impl ToolCall {
    /// A call with its id and title.
    #[must_use]
    pub fn new(id: impl Into<String>, title: impl Into<String>) -> Self {
        ToolCall { id: id.into(), title: title.into(), kind: None, status: None, raw_input: None, locations: Vec::new() }
    }

    /// Its kind.
    #[must_use]
    pub fn kind(mut self, kind: ToolKind) -> Self {
        self.kind = Some(kind);
        self
    }

    /// Its status.
    #[must_use]
    pub fn status(mut self, status: ToolStatus) -> Self {
        self.status = Some(status);
        self
    }

    /// Its raw input.
    #[must_use]
    pub fn raw_input(mut self, input: Value) -> Self {
        self.raw_input = Some(input);
        self
    }

    /// One more file it touches.
    #[must_use]
    pub fn location(mut self, location: impl Into<Location>) -> Self {
        self.locations.push(location.into());
        self
    }
}

/// [`SideError::InvalidParams`](crate::error::SideError::InvalidParams) unless every location is absolute.
pub(crate) fn check_locations(locations: &[Location]) -> crate::error::Result<()> {
    match locations.iter().position(|l| !std::path::Path::new(&l.path).is_absolute()) {
        None => Ok(()),
        Some(i) => Err(crate::error::Error::Side(crate::error::SideError::InvalidParams {
            method: "session/update",
            path: format!("update.locations[{i}].path"),
            message: format!("tool call locations are absolute paths, got {:?}", locations[i].path),
        })),
    }
}

impl From<&str> for Location {
    fn from(path: &str) -> Self {
        Location::new(path)
    }
}

impl From<String> for Location {
    fn from(path: String) -> Self {
        Location::new(path)
    }
}

/// A change to a started tool call ([`Turn::tool_call_update`](super::Turn::tool_call_update)):
/// only the members set are sent (both versions: absent means unchanged).
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct ToolCallUpdate {
    /// The call's id.
    pub id: String,
    /// A new status.
    pub status: Option<ToolStatus>,
    /// A new title.
    pub title: Option<String>,
    /// The call's content as one text block, replacing what it showed
    /// (both versions: a content array replaces the collection).
    pub text: Option<String>,
    /// The tool's raw output.
    pub raw_output: Option<Value>,
}

impl ToolCallUpdate {
    /// An update of the call `id` that changes nothing yet.
    #[must_use]
    pub fn new(id: impl Into<String>) -> Self {
        ToolCallUpdate { id: id.into(), status: None, title: None, text: None, raw_output: None }
    }

    /// A new status.
    #[must_use]
    pub fn status(mut self, status: ToolStatus) -> Self {
        self.status = Some(status);
        self
    }

    /// A new title.
    #[must_use]
    pub fn title(mut self, title: impl Into<String>) -> Self {
        self.title = Some(title.into());
        self
    }

    /// The content: one text block (replaces the call's content).
    #[must_use]
    pub fn text(mut self, text: impl Into<String>) -> Self {
        self.text = Some(text.into());
        self
    }

    /// The raw output.
    #[must_use]
    pub fn raw_output(mut self, output: Value) -> Self {
        self.raw_output = Some(output);
        self
    }
}

/// A plan entry's priority.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlanPriority {
    /// High.
    High,
    /// Medium.
    Medium,
    /// Low.
    Low,
}

/// A plan entry's status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlanStatus {
    /// Not started.
    Pending,
    /// Being worked on.
    InProgress,
    /// Done.
    Completed,
}

/// One step of a [`Plan`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct PlanEntry {
    /// What the step does.
    pub content: String,
    /// Its priority.
    pub priority: PlanPriority,
    /// Its status.
    pub status: PlanStatus,
}

impl PlanEntry {
    /// An entry.
    #[must_use]
    pub fn new(content: impl Into<String>, priority: PlanPriority, status: PlanStatus) -> Self {
        PlanEntry { content: content.into(), priority, status }
    }
}

/// The agent's plan ([`Turn::plan`](super::Turn::plan)): always the
/// complete list (v1: "the agent must send a complete list of all entries").
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Plan {
    /// v2's `planId` (v1 has one plan per session and no id).
    pub id: String,
    /// The entries.
    pub entries: Vec<PlanEntry>,
}

impl Plan {
    /// The `planId` a plan gets unless [`Plan::id`] says otherwise.
    pub const DEFAULT_ID: &'static str = "plan";

    /// A plan of these entries, with [`Plan::DEFAULT_ID`].
    #[must_use]
    pub fn new(entries: impl IntoIterator<Item = PlanEntry>) -> Self {
        Plan { id: Self::DEFAULT_ID.to_owned(), entries: entries.into_iter().collect() }
    }

    /// Another `planId` (v2 tracks plans by id; ignored in v1).
    #[must_use]
    pub fn id(mut self, id: impl Into<String>) -> Self {
        self.id = id.into();
        self
    }
}

/// The kind of a permission option (both versions' `PermissionOptionKind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum PermissionKind {
    /// Allow this once.
    AllowOnce,
    /// Allow and remember.
    AllowAlways,
    /// Reject this once.
    RejectOnce,
    /// Reject and remember.
    RejectAlways,
}

impl PermissionKind {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            PermissionKind::AllowOnce => "allow_once",
            PermissionKind::AllowAlways => "allow_always",
            PermissionKind::RejectOnce => "reject_once",
            PermissionKind::RejectAlways => "reject_always",
        }
    }
}

/// One choice offered by a [`Permission`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct PermissionOption {
    /// What [`PermissionOutcome::Selected`] answers.
    pub id: String,
    /// What the user sees.
    pub name: String,
    /// Its kind.
    pub kind: PermissionKind,
}

impl PermissionOption {
    /// An option.
    #[must_use]
    pub fn new(id: impl Into<String>, name: impl Into<String>, kind: PermissionKind) -> Self {
        PermissionOption { id: id.into(), name: name.into(), kind }
    }
}

/// A permission request for a tool call ([`Turn::request_permission`](super::Turn::request_permission)).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Permission {
    /// The tool call asking (started with [`Turn::tool_call`](super::Turn::tool_call) first).
    pub tool_call_id: String,
    /// The prompt's title: v2's `title`; v1 has none (the client shows the
    /// tool call's title), so it is not sent there.
    pub title: String,
    /// The choices.
    pub options: Vec<PermissionOption>,
}

impl Permission {
    /// A request for `tool_call_id` with `title` and no options yet.
    #[must_use]
    pub fn new(tool_call_id: impl Into<String>, title: impl Into<String>) -> Self {
        Permission { tool_call_id: tool_call_id.into(), title: title.into(), options: Vec::new() }
    }

    /// One more option.
    #[must_use]
    pub fn option(mut self, id: impl Into<String>, name: impl Into<String>, kind: PermissionKind) -> Self {
        self.options.push(PermissionOption::new(id, name, kind));
        self
    }
}

/// The client's answer to a [`Permission`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum PermissionOutcome {
    /// The user chose the option with this id.
    Selected(String),
    /// The prompt turn was cancelled before the user chose (the client
    /// answers this after `session/cancel`).
    Cancelled,
    /// An outcome this version's schema does not define (its `outcome` tag).
    Unknown(String),
}

impl PermissionOutcome {
    /// The chosen option's id, if one was chosen.
    #[must_use]
    pub fn selected(&self) -> Option<&str> {
        match self {
            PermissionOutcome::Selected(id) => Some(id),
            _ => None,
        }
    }
}

/// What the client advertised, version-neutral ([`Turn::capabilities`](super::Turn::capabilities)).
/// v2 has no client file system or terminal methods: all `false` there.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct ClientCapabilities {
    /// `fs/read_text_file` (v1 `clientCapabilities.fs.readTextFile`).
    pub read_text_file: bool,
    /// `fs/write_text_file` (v1 `clientCapabilities.fs.writeTextFile`).
    pub write_text_file: bool,
    /// The `terminal/*` methods (v1 `clientCapabilities.terminal`).
    pub terminal: bool,
}
