//! The `echo` test binary: one module per concern (see each file's header).
//! The suite is folded into a few binaries by role so it links a few times,
//! not once per file (link time and target size, issue 12).

#[path = "../../../tests/support/temp/mod.rs"]
mod support_temp;

mod child;
mod elicit;
mod example_client;
mod extensions;
mod large;
mod negotiation_agree;
mod sides_child;
mod v1;
mod v1_support;
mod v2;
