//! The JSON-RPC 2.0 runtime: envelopes, correlation, dispatch, cancellation.
