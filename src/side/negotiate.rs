//! Version negotiation rules shared by both sides: reading
//! `protocolVersion` from raw JSON before any version's types apply, and
//! choosing the version.

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::error::ResponseError;

/// The member carrying the version in `initialize` params and results (the
/// same in every version: it is how versions are told apart).
pub(crate) const VERSION_FIELD: &str = "protocolVersion";

#[derive(Deserialize)]
struct Peek<'a> {
    #[serde(rename = "protocolVersion", borrow, default)]
    version: Option<&'a RawValue>,
}

/// `protocolVersion` of raw `initialize` params or result: only a JSON
/// integer counts (a string `"1"` is not a version).
///
/// # Errors
/// -32602 naming `protocolVersion` when it is missing or not a
/// non-negative integer, or when the params are not an object.
pub(crate) fn peek_version(raw: Option<&RawValue>) -> Result<u64, ResponseError> {
    let text = raw.map_or("null", RawValue::get);
    // A derived struct would also read a positional array; params must be an object.
    if !text.trim_start().starts_with('{') {
        return Err(ResponseError::invalid_params_at(".", "expected an object"));
    }
    let peek: Peek<'_> = serde_json::from_str(text)
        .map_err(|e| ResponseError::invalid_params_at(".", &format!("expected an object: {e}")))?;
    let Some(v) = peek.version else {
        return Err(ResponseError::invalid_params_at(VERSION_FIELD, "missing field `protocolVersion`"));
    };
    serde_json::from_str::<u64>(v.get()).map_err(|_| {
        ResponseError::invalid_params_at(VERSION_FIELD, &format!("expected a non-negative integer, got {}", v.get()))
    })
}

/// The data of -32022 as `UnsupportedProtocolVersionErrorData` defines it.
#[derive(Serialize)]
struct Unsupported<'a> {
    requested: u64,
    supported: &'a [u16],
}

/// The version an agent supporting `supported` (ascending) answers to a
/// request for `requested`: the highest supported ≤ requested (which is the
/// latest supported when the request is above all of them).
///
/// # Errors
/// -32022 "Unsupported protocol version" with `{requested, supported}` when
/// the request is below every supported version.
pub(crate) fn choose(requested: u64, supported: &[u16]) -> Result<u16, ResponseError> {
    supported
        .iter()
        .rev()
        .copied()
        .find(|v| u64::from(*v) <= requested)
        .ok_or_else(|| ResponseError::unsupported_protocol_version(&Unsupported { requested, supported }))
}

/// From a -32022 answer: the versions the agent says it supports.
pub(crate) fn supported_in(e: &ResponseError) -> Vec<u64> {
    #[derive(Deserialize)]
    struct Data {
        #[serde(default)]
        supported: Vec<u64>,
    }
    e.data
        .as_ref()
        .and_then(|d| serde_json::from_str::<Data>(d.get()).ok())
        .map(|d| d.supported)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(s: &str) -> Box<RawValue> {
        RawValue::from_string(s.to_owned()).unwrap()
    }

    #[test]
    fn peeks_integers_only() {
        assert_eq!(peek_version(Some(&raw(r#"{"x":{"protocolVersion":"no"},"protocolVersion":2}"#))).unwrap(), 2);
        for bad in [r#"{"protocolVersion":"1"}"#, r#"{"protocolVersion":1.5}"#, r#"{"protocolVersion":-1}"#, "{}", "[1]"] {
            assert_eq!(peek_version(Some(&raw(bad))).unwrap_err().code, ResponseError::INVALID_PARAMS, "{bad}");
        }
        assert!(peek_version(None).is_err());
    }

    #[test]
    fn chooses_highest_at_or_below() {
        assert_eq!(choose(1, &[1, 2]).unwrap(), 1);
        assert_eq!(choose(2, &[1, 2]).unwrap(), 2);
        assert_eq!(choose(99, &[1, 2]).unwrap(), 2);
        assert_eq!(choose(1, &[2]).unwrap_err().code, ResponseError::UNSUPPORTED_PROTOCOL_VERSION);
        let e = choose(0, &[1, 2]).unwrap_err();
        assert_eq!(e.data.unwrap().get(), r#"{"requested":0,"supported":[1,2]}"#);
    }
}
