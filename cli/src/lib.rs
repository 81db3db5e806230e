//! acp-wire-cli: the `acp-wire` tool, and as a library the reference echo
//! agent it runs ([`echo`]): `acp-wire echo-agent`, the default target of
//! `acp-wire conform`.
#![forbid(unsafe_code)]

pub mod echo;
