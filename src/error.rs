//! The crate's error types: [`Error`] for everything that can go wrong on a
//! connection, and [`ResponseError`], the JSON-RPC `error` object as it
//! travels on the wire.

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

/// Errors of the runtime and the typed layers.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// The peer answered a request with a JSON-RPC error. Code, message and
    /// `data` are kept exactly as received.
    Protocol(ResponseError),
    /// Reading from or writing to the transport failed.
    Io(std::io::Error),
    /// The connection is closed (EOF, broken pipe, or closed locally) before
    /// an answer arrived; nothing more will be sent or received.
    ConnectionClosed,
    /// The operation was cancelled locally.
    Cancelled,
    /// A value did not (de)serialize.
    Json(serde_json::Error),
    /// A message exceeded the connection's maximum message size.
    MessageTooLarge {
        /// Size of the message in bytes (as far as it was seen).
        size: usize,
        /// The configured limit.
        max: usize,
    },
    /// A rule of the agent/client layer refused (a capability the peer did
    /// not advertise, a version it does not accept); see
    /// [`SideError`].
    Side(SideError),
    /// [`crate::rpc::Batch`] refused a message the connection's protocol
    /// version keeps out of batches (an order-sensitive lifecycle message
    /// such as `initialize`; [`crate::rpc::Peer::set_unbatched`]): send it
    /// on its own. The batch is unchanged.
    NotBatchable {
        /// The method.
        method: String,
    },
    /// A session store failed (see [`StoreError`]).
    Store(StoreError),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Protocol(e) => {
                write!(f, "peer answered with error {}: {}", e.code, e.message)?;
                // The useful text ("handler panicked: …", the capability a
                // method needs) is often in `data`.
                // Bounded: a peer's data can be large (a whole file, a trace).
                match &e.data {
                    Some(d) => write!(f, " ({})", bounded(d.get(), DATA_SHOWN)),
                    None => Ok(()),
                }
            }
            Error::Io(e) => write!(f, "transport: {e}"),
            Error::ConnectionClosed => f.write_str("connection closed"),
            Error::Cancelled => f.write_str("cancelled"),
            Error::Json(e) => write!(f, "json: {e}"),
            Error::MessageTooLarge { size, max } => {
                write!(f, "message of {size} bytes exceeds the limit of {max} bytes")
            }
            Error::Side(e) => write!(f, "{e}"),
            Error::NotBatchable { method } => write!(
                f,
                "{method} is an order-sensitive lifecycle message of this protocol version: send it on its own, not in a batch"
            ),
            Error::Store(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Protocol(e) => Some(e),
            Error::Io(e) => Some(e),
            Error::Json(e) => Some(e),
            Error::Side(e) => Some(e),
            Error::Store(e) => Some(e),
            _ => None,
        }
    }
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Error::Io(e)
    }
}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Self {
        Error::Json(e)
    }
}

impl From<SideError> for Error {
    fn from(e: SideError) -> Self {
        Error::Side(e)
    }
}

impl From<StoreError> for Error {
    fn from(e: StoreError) -> Self {
        Error::Store(e)
    }
}

impl From<ResponseError> for Error {
    fn from(e: ResponseError) -> Self {
        Error::Protocol(e)
    }
}

impl From<Error> for ResponseError {
    /// A failure of a call a handler made (so `?` works in handlers):
    /// answered as -32603 with the failure's text, also when the peer
    /// answered that call with an error — its code described the inner
    /// call, not the request being answered.
    fn from(e: Error) -> Self {
        ResponseError::internal_error(e)
    }
}

impl Error {
    /// The JSON-RPC error code when this is a [`Error::Protocol`].
    #[must_use]
    pub fn code(&self) -> Option<i32> {
        match self {
            Error::Protocol(e) => Some(e.code),
            _ => None,
        }
    }
}

/// Why a session store (`acp_wire::agent::Store`) could not answer.
///
/// | variant | answered to the client as |
/// |---|---|
/// | [`StoreError::Cursor`] | -32602: the `session/list` cursor was not one this store made |
/// | [`StoreError::Backend`] | -32603 with the failure's text, and logged (`tracing::error!`) |
#[derive(Debug)]
#[non_exhaustive]
pub enum StoreError {
    /// A `list` cursor that this store did not make (or that no longer
    /// decodes).
    Cursor(String),
    /// The backend failed: I/O, a lock held too long, a lost connection, a
    /// stored value that does not decode. Nothing was changed by the call.
    Backend(Box<dyn std::error::Error + Send + Sync>),
}

impl StoreError {
    /// A backend failure from any error.
    pub fn backend(e: impl Into<Box<dyn std::error::Error + Send + Sync>>) -> Self {
        StoreError::Backend(e.into())
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Cursor(c) => write!(f, "unknown session/list cursor {c:?}"),
            StoreError::Backend(e) => write!(f, "session store: {e}"),
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Backend(e) => Some(&**e),
            StoreError::Cursor(_) => None,
        }
    }
}

impl From<StoreError> for ResponseError {
    /// -32602 for a bad cursor; -32603 for a backend failure, which is
    /// logged here (the client sees the text, the operator the log line).
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Cursor(_) => ResponseError::invalid_params(e),
            StoreError::Backend(_) => {
                tracing::error!(error = %e, "acp-wire: session store failed");
                ResponseError::internal_error(e)
            }
        }
    }
}

/// `Result` with the crate's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A JSON-RPC 2.0 error object: what a handler answers instead of a result,
/// and what [`Error::Protocol`] carries when the peer answered with an error.
///
/// `data` is raw JSON and round-trips byte for byte. Codes are plain `i32`;
/// the associated constants name the ones the ACP schemas define.
#[derive(Debug, Serialize, Deserialize)]
pub struct ResponseError {
    /// The error code.
    pub code: i32,
    /// A short description.
    pub message: String,
    /// Additional information, exactly as sent or received.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Box<RawValue>>,
}

impl Clone for ResponseError {
    fn clone(&self) -> Self {
        ResponseError {
            code: self.code,
            message: self.message.clone(),
            data: self.data.as_ref().map(|d| d.to_owned()),
        }
    }
}

impl PartialEq for ResponseError {
    fn eq(&self, other: &Self) -> bool {
        self.code == other.code
            && self.message == other.message
            && self.data.as_ref().map(|d| d.get()) == other.data.as_ref().map(|d| d.get())
    }
}

/// How much of an error's `data` [`Error`]'s `Display` shows.
const DATA_SHOWN: usize = 512;

/// `s` cut to at most `max` bytes at a char boundary, `…` marking a cut.
fn bounded(s: &str, max: usize) -> std::borrow::Cow<'_, str> {
    if s.len() <= max {
        return s.into();
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}… ({} bytes in all)", &s[..end], s.len()).into()
}

impl fmt::Display for ResponseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.code)
    }
}

impl std::error::Error for ResponseError {}

impl ResponseError {
    /// -32700: invalid JSON was received.
    pub const PARSE_ERROR: i32 = -32700;
    /// -32600: the JSON sent is not a valid request object.
    pub const INVALID_REQUEST: i32 = -32600;
    /// -32601: the method does not exist or is not available.
    pub const METHOD_NOT_FOUND: i32 = -32601;
    /// -32602: invalid method parameters.
    pub const INVALID_PARAMS: i32 = -32602;
    /// -32603: internal JSON-RPC error.
    pub const INTERNAL_ERROR: i32 = -32603;
    /// -32800: the request was cancelled.
    pub const REQUEST_CANCELLED: i32 = -32800;
    /// -32000: authentication is required before this operation.
    pub const AUTH_REQUIRED: i32 = -32000;
    /// -32002: a resource (session, file, …) was not found.
    pub const RESOURCE_NOT_FOUND: i32 = -32002;
    /// -32022 (v2): no supported protocol version is at or below the requested one.
    pub const UNSUPPORTED_PROTOCOL_VERSION: i32 = -32022;

    /// An error with any code and no data.
    #[must_use]
    pub fn new(code: i32, message: impl Into<String>) -> Self {
        ResponseError { code, message: message.into(), data: None }
    }

    /// Attaches `data`, serialized now. Serialization failures leave `data` unset.
    #[must_use]
    pub fn with_data(mut self, data: &(impl Serialize + ?Sized)) -> Self {
        self.data = serde_json::value::to_raw_value(data).ok();
        self
    }

    /// Attaches raw `data` as is.
    #[must_use]
    pub fn with_raw_data(mut self, data: Box<RawValue>) -> Self {
        self.data = Some(data);
        self
    }

    /// -32700 "Parse error".
    #[must_use]
    pub fn parse_error() -> Self {
        Self::new(Self::PARSE_ERROR, "Parse error")
    }

    /// -32600 "Invalid request", with a detail in `data`.
    #[must_use]
    pub fn invalid_request(detail: impl fmt::Display) -> Self {
        Self::new(Self::INVALID_REQUEST, "Invalid request").with_data(&detail.to_string())
    }

    /// -32601 "Method not found", naming the method in `data`.
    #[must_use]
    pub fn method_not_found(method: &str) -> Self {
        Self::new(Self::METHOD_NOT_FOUND, "Method not found").with_data(method)
    }

    /// -32602 "Invalid params" with a free-form detail in `data`.
    #[must_use]
    pub fn invalid_params(detail: impl fmt::Display) -> Self {
        Self::new(Self::INVALID_PARAMS, "Invalid params").with_data(&detail.to_string())
    }

    /// -32602 "Invalid params" carrying serde's path and message as
    /// `data: {"path": "prompt[0].type", "message": "…"}`.
    #[must_use]
    pub fn invalid_params_at(path: &str, message: &str) -> Self {
        #[derive(Serialize)]
        struct Data<'a> {
            path: &'a str,
            message: &'a str,
        }
        Self::new(Self::INVALID_PARAMS, "Invalid params").with_data(&Data { path, message })
    }

    /// -32603 "Internal error" with a detail in `data`.
    #[must_use]
    pub fn internal_error(detail: impl fmt::Display) -> Self {
        Self::new(Self::INTERNAL_ERROR, "Internal error").with_data(&detail.to_string())
    }

    /// -32800 "Request cancelled".
    #[must_use]
    pub fn request_cancelled() -> Self {
        Self::new(Self::REQUEST_CANCELLED, "Request cancelled")
    }

    /// -32000 "Authentication required".
    #[must_use]
    pub fn auth_required() -> Self {
        Self::new(Self::AUTH_REQUIRED, "Authentication required")
    }

    /// -32002 "Resource not found", naming the resource in `data` (e.g. a URI or id).
    #[must_use]
    pub fn resource_not_found(resource: Option<&str>) -> Self {
        let e = Self::new(Self::RESOURCE_NOT_FOUND, "Resource not found");
        match resource {
            Some(r) => e.with_data(r),
            None => e,
        }
    }

    /// -32022 "Unsupported protocol version" (v2) with the schema's
    /// `UnsupportedProtocolVersionErrorData` (`{requested, supported}`) as `data`.
    #[must_use]
    pub fn unsupported_protocol_version(data: &(impl Serialize + ?Sized)) -> Self {
        Self::new(Self::UNSUPPORTED_PROTOCOL_VERSION, "Unsupported protocol version")
            .with_data(data)
    }
}

impl From<serde_json::Error> for ResponseError {
    /// A params decode failure: -32602 with serde's message.
    fn from(e: serde_json::Error) -> Self {
        ResponseError::invalid_params(e)
    }
}

// ---------------------------------------------------------------- SideError

/// A refusal by the agent/client layer (inside [`Error::Side`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SideError {
    /// The method needs a capability the serving side did not advertise;
    /// the message was not sent.
    NotAdvertised {
        /// The method.
        method: &'static str,
        /// The capability, as a JSON path (`clientCapabilities.fs.readTextFile`).
        capability: &'static str,
    },
    /// Part of the params (prompt content) needs a capability the serving
    /// side did not advertise; the message was not sent.
    ContentNotAdvertised {
        /// The method.
        method: &'static str,
        /// The capability, as a JSON path.
        capability: &'static str,
    },
    /// Part of the params holds a variant of a type the version's schema
    /// does not define (an unknown prompt block `type`): no side can have
    /// advertised it; the message was not sent (served: -32602).
    UnknownContent {
        /// The method.
        method: &'static str,
        /// Where in the params, as a path (`prompt[1].type`).
        path: String,
        /// The unknown type.
        kind: String,
    },
    /// The agent answered `initialize` with a version this client does not
    /// accept; the connection was closed.
    UnsupportedVersion {
        /// The version the agent answered (`None`: not an integer).
        answered: Option<u64>,
        /// The versions this client accepts.
        accepted: Vec<u16>,
    },
    /// The agent answered `initialize` with a version above the one this
    /// client offered (after it refused the higher offer); the connection
    /// was closed.
    VersionNotOffered {
        /// The version the agent answered.
        answered: u64,
        /// The version the client offered last.
        offered: u16,
    },
    /// A `prompt_turn` for this session is already waiting for its end.
    TurnInProgress,
    /// The request names an authentication method the agent listed as a
    /// terminal method (`type: "terminal"`): the client runs the agent as an
    /// interactive process for it and never passes it to `authenticate` /
    /// `auth/login`; the message was not sent (served: -32602).
    TerminalAuthMethod {
        /// The method (`authenticate`, `auth/login`).
        method: &'static str,
        /// The terminal method's id.
        method_id: String,
    },
    /// The request is about a session this connection never set up: a
    /// client prompts (and expects updates for) only sessions it created,
    /// loaded or resumed on its own connection; the message was not sent.
    SessionNotSetUp {
        /// The method (`session/prompt`).
        method: &'static str,
        /// The session's id.
        session_id: String,
    },
    /// A paged list answered a next cursor it had answered before: paging
    /// on would never end, so the walk stopped.
    CursorRepeated {
        /// The method (`session/list`).
        method: &'static str,
    },
    /// The params break a rule of the schema that is not about a
    /// capability (an empty `systemPrompt.content`, a resume in another
    /// directory than the session's); the message was not sent (served:
    /// -32602).
    InvalidParams {
        /// The method.
        method: &'static str,
        /// Where in the params, as a path (`systemPrompt.content`).
        path: String,
        /// What is wrong.
        message: String,
    },
    /// The negotiated protocol version has no such method (v2 has no
    /// `fs/*` or `terminal/*`): a version-neutral call that cannot be
    /// mapped; nothing was sent.
    NotInVersion {
        /// The method (of the versions that have it).
        method: &'static str,
        /// The negotiated version.
        version: u16,
    },
}

impl fmt::Display for SideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SideError::NotAdvertised { method, capability } => {
                write!(f, "{method} needs the capability {capability}, which was not advertised")
            }
            SideError::ContentNotAdvertised { method, capability } => {
                write!(f, "{method}: the params need the capability {capability}, which was not advertised")
            }
            SideError::UnknownContent { method, path, kind } => {
                write!(f, "{method}: {path}: content block type {kind:?} is not supported (this protocol version does not define it)")
            }
            SideError::UnsupportedVersion { answered: Some(v), accepted } => {
                write!(f, "the agent answered protocol version {v}; this client accepts {accepted:?}")
            }
            SideError::UnsupportedVersion { answered: None, accepted } => {
                write!(f, "the agent answered no integer protocol version; this client accepts {accepted:?}")
            }
            SideError::VersionNotOffered { answered, offered } => write!(
                f,
                "the agent answered protocol version {answered} to an offer of {offered}; an agent answers the offered version or a lower one"
            ),
            SideError::TurnInProgress => f.write_str("a prompt turn is already being awaited for this session"),
            SideError::TerminalAuthMethod { method, method_id } => write!(
                f,
                "{method}: auth method {method_id:?} is a terminal method: the client runs the agent interactively for it instead"
            ),
            SideError::SessionNotSetUp { method, session_id } => write!(
                f,
                "{method}: session {session_id:?} was not set up on this connection (create, load or resume it first)"
            ),
            SideError::InvalidParams { method, path, message } => write!(f, "{method}: {path}: {message}"),
            SideError::CursorRepeated { method } => {
                write!(f, "{method}: the agent answered a next cursor it had answered before (paging would never end)")
            }
            SideError::NotInVersion { method, version } => {
                write!(f, "{method} does not exist in protocol version {version}; nothing was sent")
            }
        }
    }
}

impl std::error::Error for SideError {}

impl SideError {
    /// The error response a serving side answers with when an incoming
    /// request breaks the same rule: -32601 for a method that is not
    /// available, -32602 for params it does not accept; `data` names the
    /// method and the capability.
    #[must_use]
    pub fn to_response(&self) -> ResponseError {
        #[derive(Serialize)]
        struct Data<'a> {
            method: &'a str,
            capability: &'a str,
        }
        match self {
            SideError::NotAdvertised { method, capability } => {
                ResponseError::new(ResponseError::METHOD_NOT_FOUND, "Method not found")
                    .with_data(&Data { method, capability })
            }
            SideError::ContentNotAdvertised { method, capability } => {
                ResponseError::new(ResponseError::INVALID_PARAMS, "Invalid params")
                    .with_data(&Data { method, capability })
            }
            SideError::UnknownContent { method, path, kind } => {
                // The shape of `invalid_params_at` (`path`, `message`), plus
                // the method and the type.
                #[derive(Serialize)]
                struct Unknown<'a> {
                    method: &'a str,
                    path: &'a str,
                    #[serde(rename = "type")]
                    kind: &'a str,
                    message: String,
                }
                let message = format!("content block type {kind:?} is not supported: this protocol version does not define it");
                ResponseError::new(ResponseError::INVALID_PARAMS, "Invalid params")
                    .with_data(&Unknown { method, path, kind, message })
            }
            SideError::TerminalAuthMethod { method, method_id } => {
                #[derive(Serialize)]
                #[serde(rename_all = "camelCase")]
                struct Terminal<'a> {
                    method: &'a str,
                    path: &'a str,
                    method_id: &'a str,
                    message: &'a str,
                }
                let message = "a terminal auth method is not passed to this method: the client runs the agent interactively for it";
                ResponseError::new(ResponseError::INVALID_PARAMS, "Invalid params")
                    .with_data(&Terminal { method, path: "methodId", method_id, message })
            }
            SideError::SessionNotSetUp { method, session_id } => {
                #[derive(Serialize)]
                #[serde(rename_all = "camelCase")]
                struct NotSetUp<'a> {
                    method: &'a str,
                    session_id: &'a str,
                }
                ResponseError::new(ResponseError::RESOURCE_NOT_FOUND, "Resource not found")
                    .with_data(&NotSetUp { method, session_id })
            }
            SideError::InvalidParams { method, path, message } => {
                #[derive(Serialize)]
                struct Invalid<'a> {
                    method: &'a str,
                    path: &'a str,
                    message: &'a str,
                }
                ResponseError::new(ResponseError::INVALID_PARAMS, "Invalid params")
                    .with_data(&Invalid { method, path, message })
            }
            SideError::NotInVersion { method, version } => {
                #[derive(Serialize)]
                struct Missing<'a> {
                    method: &'a str,
                    version: u16,
                }
                ResponseError::new(ResponseError::METHOD_NOT_FOUND, "Method not found")
                    .with_data(&Missing { method, version: *version })
            }
            other => ResponseError::internal_error(other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn protocol_errors_show_their_data_bounded() {
        let e = Error::Protocol(ResponseError::internal_error("fs/read_text_file needs the capability"));
        assert!(e.to_string().contains("fs/read_text_file needs the capability"), "{e}");
        let long = "é".repeat(1000);
        let e = Error::Protocol(ResponseError::new(-32603, "Internal error").with_data(&long));
        let shown = e.to_string();
        assert!(shown.len() < 600, "{} bytes", shown.len());
        assert!(shown.contains("… (2002 bytes in all)"), "{shown}");
    }
}
