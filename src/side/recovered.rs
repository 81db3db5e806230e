//! What the schema's `x-deserialize-*` hints let through on one connection,
//! logged: the first of each kind (method, member, hint) at warn level, the
//! rest at debug, so that a peer sending the same damage on every update
//! does not flood the log. The typed value keeps the details
//! ([`crate::codec::recoveries`]).

use std::collections::HashSet;
use std::sync::Mutex;

use serde::Serialize;

use crate::codec::{recoveries, Hint};

/// Kinds already logged at warn level on this connection.
#[derive(Debug, Default)]
pub(crate) struct RecoveryLog(Mutex<HashSet<(&'static str, String, Hint)>>);

/// Upper bound of distinct kinds remembered (a hostile peer cannot grow it
/// without bound; past it, everything is logged at debug).
const KINDS: usize = 256;

impl RecoveryLog {
    /// Logs what decoding `value` (the params or result of `method`)
    /// recovered.
    pub(crate) fn report<T: Serialize + ?Sized>(&self, method: &'static str, part: &'static str, value: &T) {
        for r in recoveries(value) {
            // The kind: the pointer without array indexes.
            let kind: String = r.pointer.split('/').map(|s| if s.bytes().all(|b| b.is_ascii_digit()) && !s.is_empty() { "-" } else { s }).collect::<Vec<_>>().join("/");
            let first = {
                let mut seen = self.0.lock().unwrap_or_else(|p| p.into_inner());
                seen.len() < KINDS && seen.insert((method, kind, r.hint))
            };
            if first {
                tracing::warn!(method, part, at = %r.pointer, hint = %r.hint, error = %r.error, raw = %r.raw,
                    "acp-wire: a damaged member the schema tolerates was recovered (kept raw in the typed value; further ones of this kind on this connection are logged at debug)");
            } else {
                tracing::debug!(method, part, at = %r.pointer, hint = %r.hint, error = %r.error, "acp-wire: damaged member recovered");
            }
        }
    }
}
