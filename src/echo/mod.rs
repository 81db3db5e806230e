//! The reference echo agent: serves v1 and v2, streams each prompt back word
//! by word, and offers slash commands that exercise the whole protocol.
//!
//! Used by `examples/echo_agent.rs`, by `acp-wire echo-agent`, and as the
//! default agent of `acp-wire conform`.
//!
//! (Being built: see issue 2.)
