//! How a client reads a value of an unstable-schema enum it does not
//! recognize, where the schema says how. The types keep the wire string
//! (a proxy or a log writes it back unchanged); `understood()` is the
//! reading a client acts on.

/// AuthStatusResponse.state / AuthStatusUpdate: clients MUST treat values
/// they do not recognize as `unknown`.
#[cfg(acp_v2 = "AuthState")]
impl super::AuthState {
    /// This state as a client acts on it: one this schema does not define
    /// is [`Self::Unknown`].
    #[must_use]
    pub fn understood(&self) -> Self {
        match self {
            Self::Other(_) => Self::Unknown,
            known => known.clone(),
        }
    }
}

/// SessionStatus: clients MUST treat a value they do not recognize as
/// `saved` (a session that is not open on the connection).
#[cfg(acp_v2 = "SessionStatus")]
impl super::SessionStatus {
    /// This status as a client acts on it: one this schema does not define
    /// is [`Self::Saved`].
    #[must_use]
    pub fn understood(&self) -> Self {
        match self {
            Self::Other(_) => Self::Saved,
            known => known.clone(),
        }
    }
}
