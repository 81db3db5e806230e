//! The `sides` test binary: one module per concern (see each file's header).
//! The suite is folded into a few binaries by role so it links a few times,
//! not once per file (link time and target size, issue 12).

#[path = "../support/common/mod.rs"]
mod common;
#[macro_use]
#[path = "../support/sides/mod.rs"]
mod sides_support;
#[path = "../support/temp/mod.rs"]
mod support_temp;

mod auth_terminal;
mod batch_lifecycle;
mod cancel;
mod close_unknown;
mod gate_ids;
mod gating;
mod idle_states;
mod negotiation;
mod null_result;
mod policy;
mod session_list;
mod session_setup;
mod smoke;
mod unknown_content;
mod v1;
mod v2;
mod version_fallback;
