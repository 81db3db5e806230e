//! [`ScopeKey`]: the ordering scope of a message (for ACP, its session),
//! found in raw params without decoding them (by the one lenient scanner,
//! `codec::scan`). Kept apart from [`super::handler`] so that the peer (which
//! scopes its outgoing requests) and the handler both import it from below.

use super::params::Params;

/// Identifies one ordering scope (for ACP, one session). A hash of the
/// scope's name: two names that collide only share an ordering queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ScopeKey(pub u64);

impl ScopeKey {
    /// The key of a scope name: a fast unkeyed hash, eight bytes per step
    /// (the session id of every message is hashed, twice for an incoming
    /// notification; SipHash cost ~90 instructions per id). Unkeyed is
    /// enough here: names that collide only share an ordering queue, and the
    /// table of queues hashes these keys again with a keyed hasher.
    #[must_use]
    pub fn of(name: &str) -> Self {
        const K: u64 = 0x9e37_79b9_7f4a_7c15;
        let b = name.as_bytes();
        let mut h = (b.len() as u64).wrapping_mul(K);
        let mut words = b.chunks_exact(8);
        for w in &mut words {
            let mut word = [0u8; 8];
            word.copy_from_slice(w);
            h = (h ^ u64::from_le_bytes(word)).wrapping_mul(K).rotate_left(29);
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            let tail = rest.iter().rev().fold(0u64, |w, &c| w << 8 | u64::from(c));
            h = (h ^ tail).wrapping_mul(K).rotate_left(29);
        }
        // Final mix (the `splitmix64` finalizer): every input bit reaches every output bit.
        h ^= h >> 30;
        h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        h ^= h >> 27;
        h = h.wrapping_mul(0x94d0_49bb_1331_11eb);
        ScopeKey(h ^ (h >> 31))
    }

    /// The key named by the string field `field` of the params object,
    /// found with a borrowed scan that stops at the field (members before it
    /// are skipped, not decoded; members after it are not looked at).
    #[must_use]
    pub fn from_field(params: &Params<'_>, field: &str) -> Option<Self> {
        crate::codec::scan::string_member(params.json()?, field.as_bytes()).map(|s| ScopeKey::of(&s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::value::RawValue;

    #[test]
    fn keys_of_distinct_names_differ() {
        let mut seen = std::collections::HashSet::new();
        let mut names: Vec<String> = (0..20_000).map(|i| format!("sess_{i:08x}")).collect();
        names.extend((0..2_000).map(|i| format!("{i}")));
        names.extend((0..64).map(|n| "a".repeat(n)));
        names.extend((0..256u32).map(|c| char::from_u32(c).map(String::from).unwrap_or_default()));
        names.sort();
        names.dedup();
        for n in &names {
            assert!(seen.insert(ScopeKey::of(n)), "{n:?}");
        }
        assert_eq!(ScopeKey::of("same"), ScopeKey::of("same"));
    }

    #[test]
    fn scope_from_field() {
        let p = RawValue::from_string(r#"{"update":{"sessionId":"no"},"sessionId":"s\u0031","x":[1]}"#.into()).unwrap();
        assert_eq!(ScopeKey::from_field(&Params::from(&*p), "sessionId"), Some(ScopeKey::of("s1")));
        assert_eq!(ScopeKey::from_field(&Params::from(&*p), "other"), None);
        assert_eq!(ScopeKey::from_field(&Params::default(), "sessionId"), None);
        // A key with escapes and a value with them (the scanner's own cases: codec::scan).
        let p = RawValue::from_string(r#"{"session\u0049d":"k\u00e9"}"#.into()).unwrap();
        assert_eq!(ScopeKey::from_field(&Params::from(&*p), "sessionId"), Some(ScopeKey::of("ké")));
    }
}
