//! Decoding raw params and results into typed values, with the error
//! shapes the protocol expects.

use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::value::RawValue;

use crate::error::{Error, ResponseError};

/// Decodes request/notification params into `T`. Absent params decode as
/// JSON `null` (so `Option<T>` and unit types accept them).
///
/// # Errors
/// -32602 with `data: {"path", "message"}` naming where decoding failed.
pub fn decode_params<'a, T: Deserialize<'a>>(params: Option<&'a RawValue>) -> Result<T, ResponseError> {
    let text = params.map_or("null", RawValue::get);
    match serde_json::from_str::<T>(text) {
        Ok(v) => Ok(v),
        Err(e) => {
            // Failures are rare: only then pay for path tracking.
            let mut de = serde_json::Deserializer::from_str(text);
            let path = match serde_path_to_error::deserialize::<_, T>(&mut de) {
                Err(pe) => pe.path().to_string(),
                Ok(_) => String::from("."),
            };
            Err(ResponseError::invalid_params_at(&path, &e.to_string()))
        }
    }
}

/// Decodes the raw result of an outgoing request.
///
/// # Errors
/// [`Error::Json`] when the result does not match `T`.
pub fn decode_result<T: DeserializeOwned>(result: &RawValue) -> Result<T, Error> {
    serde_json::from_str(result.get()).map_err(Error::Json)
}
