//! ACP protocol version 2 (alpha draft).
