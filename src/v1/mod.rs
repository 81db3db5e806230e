//! ACP protocol version 1 (stable).
