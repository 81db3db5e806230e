//! [`Info`]: the client's implementation information, as the client side
//! takes it and each version's `initialize` params carry it.

/// The client's implementation information (`clientInfo` in v1, `info` in v2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    /// Programmatic name.
    pub name: String,
    /// Version of the implementation.
    pub version: String,
    /// Human-readable title.
    pub title: Option<String>,
}

impl Info {
    /// Name and version, no title.
    pub fn new(name: impl Into<String>, version: impl Into<String>) -> Self {
        Info { name: name.into(), version: version.into(), title: None }
    }

    /// With a title.
    #[must_use]
    pub fn title(mut self, title: impl Into<String>) -> Self {
        self.title = Some(title.into());
        self
    }
}
