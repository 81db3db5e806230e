//! The `validate` test binary: one module per concern (see each file's header).
//! The suite is folded into a few binaries by role so it links a few times,
//! not once per file (link time and target size, issue 12).

#[path = "../../../tests/support/common/mod.rs"]
mod common;

mod content;
mod frames;
mod members;
mod observer;
mod schema;
