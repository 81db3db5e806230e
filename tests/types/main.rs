//! The `types` test binary: one module per concern (see each file's header).
//! The suite is folded into a few binaries by role so it links a few times,
//! not once per file (link time and target size, issue 12).

#[path = "../support/common/mod.rs"]
mod common;

mod config_categories;
mod corpus_roundtrip;
mod corpus_schema;
mod coverage;
mod coverage_roundtrip;
mod damaged_corpus;
mod forward_compat;
mod hints;
mod v1;
mod v2;
