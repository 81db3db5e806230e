//! The `interop` test binary: one module per concern (see each file's header).
//! The suite is folded into a few binaries by role so it links a few times,
//! not once per file (link time and target size, issue 12).

#[path = "../support/common/mod.rs"]
mod common;
#[macro_use]
#[path = "../support/sides/mod.rs"]
mod sides_support;

mod their_agent;
