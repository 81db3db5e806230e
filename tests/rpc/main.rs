//! The `rpc` test binary: one module per concern (see each file's header).
//! The suite is folded into a few binaries by role so it links a few times,
//! not once per file (link time and target size, issue 12).

#[path = "../support/common/mod.rs"]
mod common;
#[path = "../support/bins/mod.rs"]
mod bins;
#[path = "../support/rpc/mod.rs"]
mod support_rpc;

mod batch_send;
mod guards;
mod invalid_input;
mod peers;
mod route;
mod streaming;
mod transport_child;
mod transport_framing;
mod transport_messages;
mod wire;
