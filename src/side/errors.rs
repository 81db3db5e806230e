//! [`SideError`]: what the agent/client layer refuses on its own.

use std::fmt;

use serde::Serialize;

use crate::error::ResponseError;

/// A refusal by the agent/client layer (inside [`crate::Error::Side`]).
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
            other => ResponseError::internal_error(other),
        }
    }
}
