//! The `agent` test binary: `acp_wire::agent::SessionAgent` in-process
//! against typed clients, every frame validated against the negotiated
//! version's schema.

#[path = "../support/common/mod.rs"]
mod common;
#[macro_use]
#[path = "../support/sides/mod.rs"]
mod sides_support;

#[cfg(feature = "sqlite")]
#[path = "../support/temp/mod.rs"]
mod temp;

mod fleet;
mod handler;
#[cfg(feature = "mcp-http")]
mod mcp_http;
mod sqlite;
mod store;
#[cfg(feature = "v2")]
mod typed;
mod v1;
#[cfg(feature = "v2")]
mod v2;
