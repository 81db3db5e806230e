//! The names the RFD gives: the two headers and the endpoint's default path.

/// The header naming a connection (the `initialize` response's, then every request's).
pub const HEADER_CONNECTION_ID: &str = "acp-connection-id";
/// The header naming a session (session-scoped POSTs and GET streams).
pub const HEADER_SESSION_ID: &str = "acp-session-id";
/// The endpoint's default path.
pub const DEFAULT_PATH: &str = "/acp";
