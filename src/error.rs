//! The crate's error type.

/// Errors of the runtime and the typed layers.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// A value did not (de)serialize.
    Json(serde_json::Error),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Json(e) => write!(f, "json: {e}"),
        }
    }
}

impl std::error::Error for Error {}

/// `Result` with the crate's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;
