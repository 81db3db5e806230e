//! The `cli` test binary: one module per concern (see each file's header).
//! The suite is folded into a few binaries by role so it links a few times,
//! not once per file (link time and target size, issue 12).

#[path = "../../../tests/support/common/mod.rs"]
mod common;
#[path = "../../../tests/support/bins/mod.rs"]
mod bins;
#[path = "../../../tests/support/temp/mod.rs"]
mod support_temp;

mod browser;
mod conform;
mod conform_client;
mod conform_edges;
mod conform_elicit;
mod conform_unstable;
mod minimal;
mod reports;
mod roundtrip;
mod schema;
mod tap;
mod tap_order;
mod validate;
