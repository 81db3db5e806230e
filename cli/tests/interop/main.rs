//! The `interop` test binary of the tool: the official SDKs' client and
//! agent against `acp-wire echo-agent` and `acp-wire conform` (the core's
//! interop binary drives their agents with this crate's client).

#[path = "../../../tests/support/common/mod.rs"]
mod common;
#[macro_use]
#[path = "../../../tests/support/sides/mod.rs"]
mod sides_support;

mod conform;
mod their_client;
