//! The one way in for the sibling crates of this workspace
//! (acp-wire-validate, acp-wire-remote, acp-wire-cli): internals they share
//! with this crate, written once here. Not API: hidden from the docs, no
//! semver promise; an item moves out of here when it is worth making real
//! API.

/// A value's JSON type in words ("a string", "an array"): one spelling in
/// every message that says what a value should have been.
pub use crate::codec::json_type::json_type_name;

/// The one lenient JSON scanner (the remote router reads each message an
/// agent sends with it).
pub mod scan {
    pub use crate::codec::scan::Cursor;
}

/// The `text/event-stream` parser of the HTTP clients (HTTP MCP here, the
/// remote client there).
#[cfg(feature = "mcp-http")]
pub mod sse {
    pub use crate::sse::Parser;
}

/// rustls as this crate's HTTPS MCP client and acp-wire-remote's TLS ends
/// configure it.
#[cfg(feature = "mcp-https")]
pub mod tls {
    pub use crate::tls::{crypto_provider, roots};
}

/// The pinned schema files, both of each version whatever the features
/// (acp-wire-validate tells unstable members from custom ones, and checks
/// against either file, in any build).
pub mod pinned {
    /// The types were generated at build time (feature `codegen`), perhaps
    /// from other schema files than the pinned ones.
    pub const CODEGEN: bool = cfg!(feature = "codegen");

    /// `schema/schema.lock`: the package, version and sha256 of each file.
    pub const LOCK: &str = include_str!("../schema/schema.lock");

    /// `schema/retired-members.json`: members earlier published schemas
    /// declared (`cargo xtask retired`).
    pub const RETIRED_MEMBERS: &str = include_str!("../schema/retired-members.json");

    // Both files of each pinned version are embedded whatever the features, so
    // that a member can be told unstable from custom and `--schema unstable`
    // works in a stable build: the file the build's version module embeds is
    // shared (`SCHEMA_JSON`), the other is included here (about 390 KB for v1
    // and 470 KB for v2 in a stable build; 260 KB / 340 KB in an unstable one).
    #[cfg(not(any(feature = "codegen", feature = "unstable")))]
    const V1_STABLE: &str = crate::v1::SCHEMA_JSON;
    #[cfg(any(feature = "codegen", feature = "unstable"))]
    const V1_STABLE: &str = include_str!("../schema/v1/schema.json");
    #[cfg(all(not(feature = "codegen"), feature = "unstable"))]
    const V1_UNSTABLE: &str = crate::v1::SCHEMA_JSON;
    #[cfg(any(feature = "codegen", not(feature = "unstable")))]
    const V1_UNSTABLE: &str = include_str!("../schema/v1/schema.unstable.json");
    #[cfg(all(feature = "v2", not(any(feature = "codegen", feature = "unstable"))))]
    const V2_STABLE: &str = crate::v2::SCHEMA_JSON;
    #[cfg(all(feature = "v2", any(feature = "codegen", feature = "unstable")))]
    const V2_STABLE: &str = include_str!("../schema/v2/schema.json");
    #[cfg(all(feature = "v2", not(feature = "codegen"), feature = "unstable"))]
    const V2_UNSTABLE: &str = crate::v2::SCHEMA_JSON;
    #[cfg(all(feature = "v2", any(feature = "codegen", not(feature = "unstable"))))]
    const V2_UNSTABLE: &str = include_str!("../schema/v2/schema.unstable.json");

    /// The text of a pinned schema file.
    pub fn text(version: u16, unstable: bool) -> Option<&'static str> {
        match (version, unstable) {
            (1, false) => Some(V1_STABLE),
            (1, true) => Some(V1_UNSTABLE),
            #[cfg(feature = "v2")]
            (2, false) => Some(V2_STABLE),
            #[cfg(feature = "v2")]
            (2, true) => Some(V2_UNSTABLE),
            _ => None,
        }
    }
}

/// The agent kit's MCP client (stdio, and HTTP with `mcp-http`), which
/// the echo agent (acp-wire-cli) shares until it runs on `SessionAgent`.
pub mod mcp {
    pub use crate::agent::mcp::*;
}

/// The v2 foreground state across processes, likewise.
#[cfg(feature = "v2")]
pub mod agent {
    use crate::agent::store::{SessionRecord, Store};

    /// Keeps a running turn's heartbeat fresh.
    pub async fn keep_alive(store: &dyn Store, id: &str) {
        crate::agent::foreground::keep_alive(store, id).await;
    }

    /// The foreground state a resume reports for `record`.
    pub async fn settle(store: &dyn Store, record: &SessionRecord) -> String {
        crate::agent::foreground::settle(store, record).await
    }
}
