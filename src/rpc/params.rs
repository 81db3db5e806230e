//! Decoding raw params and results into typed values, with the error
//! shapes the protocol expects.

use std::any::Any;

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
    decode_text(params.map(RawValue::get))
}

/// Decodes the raw result of an outgoing request.
///
/// A `null` result that `T` refuses is decoded as `{}` when `T` takes that:
/// peers answer requests whose result is an object with no required
/// members (`fs/write_text_file`, `session/close`, …) with `"result": null`
/// — the official Rust SDK's test client does, and the spec's examples
/// show it — and such an answer says no less than `{}`. The type decides
/// (nothing here names a method), so a result with required members still
/// fails, with the error of `null`. Schema validation (`acp_wire_validate`)
/// still reports the `null` as a deviation.
///
/// # Errors
/// [`Error::Json`] when the result does not match `T`.
pub fn decode_result<T: DeserializeOwned>(result: &RawValue) -> Result<T, Error> {
    match serde_json::from_str(result.get()) {
        Ok(v) => Ok(v),
        Err(e) if result.get().trim() == "null" => match serde_json::from_str("{}") {
            Ok(v) => {
                tracing::debug!("a null result decoded as the empty object");
                Ok(v)
            }
            Err(_) => Err(Error::Json(e)),
        },
        Err(e) => Err(Error::Json(e)),
    }
}

/// The params of an incoming request or notification, borrowed from the
/// frame they arrived in.
///
/// Usually they are raw JSON, decoded by the handler with [`Params::decode`].
/// When the handler named a decoder for the method
/// ([`Handler::route`](super::Handler::route)) and the
/// frame has `method` before `params` (every known peer writes them in that
/// order), the runtime decoded them while reading the envelope: a 1 MiB
/// prompt is then parsed once instead of validated once and parsed again,
/// and [`Params::decode`] hands out the value already built.
pub struct Params<'a> {
    /// The JSON text; `None` when absent or `null`. Always valid JSON.
    text: Option<&'a str>,
    /// The same text as a `RawValue`, when the runtime has one at hand.
    raw: Option<&'a RawValue>,
    decoded: Option<Box<dyn Any + Send>>,
    /// Decoding ahead needed a schema hint's leniency (see `codec::recoveries`).
    recovered: bool,
    /// The number the handler gave the method ([`Handler::route`](super::Handler::route));
    /// only the number is kept (the decoder has run by then), so that the
    /// params, which move by value through the dispatch, stay small.
    route: u16,
}

impl Default for Params<'_> {
    /// Absent params, not routed.
    fn default() -> Self {
        Params { text: None, raw: None, decoded: None, recovered: false, route: Route::UNROUTED.raw() }
    }
}

impl std::fmt::Debug for Params<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Params").field("json", &self.text).field("decoded", &self.decoded.is_some()).finish()
    }
}

impl<'a> From<Option<&'a RawValue>> for Params<'a> {
    fn from(raw: Option<&'a RawValue>) -> Self {
        let raw = raw.filter(|p| p.get() != "null");
        Params { text: raw.map(RawValue::get), raw, decoded: None, recovered: false, route: Route::UNROUTED.raw() }
    }
}

impl<'a> From<&'a RawValue> for Params<'a> {
    fn from(raw: &'a RawValue) -> Self {
        Params::from(Some(raw))
    }
}

impl<'a> Params<'a> {
    /// Params decoded ahead by `decoder`, with `text` the JSON they came from.
    pub(crate) fn decoded(text: &'a str, value: Box<dyn Any + Send>, recovered: bool) -> Self {
        Params { text: Some(text), raw: None, decoded: Some(value), recovered, route: Route::UNROUTED.raw() }
    }

    /// What the handler made of the message's method
    /// ([`Handler::route`](super::Handler::route)); [`Route::UNROUTED`] for
    /// params not read by the runtime.
    #[must_use]
    pub fn route(&self) -> Route {
        Route::from_raw(self.route)
    }

    /// Sets what [`route`](Self::route) says (the runtime and the sides'
    /// routers, after asking the handler that will serve the message).
    pub fn set_route(&mut self, route: Route) {
        self.route = route.raw();
    }

    /// The params' JSON text; `None` when they were absent or `null`.
    #[must_use]
    pub fn json(&self) -> Option<&'a str> {
        self.text
    }

    /// Whether the params were absent or `null`.
    #[must_use]
    pub fn is_none(&self) -> bool {
        self.text.is_none()
    }

    /// The params as a borrowed [`RawValue`]; `None` when absent or `null`.
    /// Free for raw params; params the runtime decoded ahead are checked
    /// again to make one (a handler that asked for a decoder rarely needs
    /// this).
    #[must_use]
    pub fn raw(&self) -> Option<&'a RawValue> {
        match (self.raw, self.text) {
            (Some(r), _) => Some(r),
            (None, Some(t)) => serde_json::from_str(t).ok(),
            (None, None) => None,
        }
    }

    /// The value decoded ahead, if it is a `T` (else the params unchanged).
    ///
    /// # Errors
    /// Gives the params back when nothing of type `T` was decoded ahead.
    pub fn take_decoded<T: 'static>(mut self) -> Result<T, Self> {
        match self.decoded.take().map(|d| d.downcast::<T>()) {
            Some(Ok(v)) => Ok(*v),
            Some(Err(d)) => {
                self.decoded = Some(d);
                Err(self)
            }
            None => Err(self),
        }
    }

    /// Decodes the params into `T`, taking the value decoded ahead when it
    /// is a `T`. Absent params decode as JSON `null` (as [`decode_params`]).
    ///
    /// # Errors
    /// -32602 with `data: {"path", "message"}` naming where decoding failed.
    pub fn decode<T: Deserialize<'a> + 'static>(self) -> Result<T, ResponseError> {
        match self.take_decoded::<T>() {
            Ok(v) => Ok(v),
            Err(p) => decode_text(p.text),
        }
    }

    /// As [`Self::decode`], in a box: a value decoded ahead stays in the box
    /// the runtime built it in. Why: typed params are large (a
    /// `session/update` is about 500 bytes) and every move of one by value
    /// is a `memcpy`; the typed layer keeps them boxed until the handler
    /// takes them.
    /// With it, whether decoding needed a schema hint's leniency (the
    /// caller then reports what was recovered: `codec::recoveries`).
    pub(crate) fn decode_boxed<T: Deserialize<'a> + 'static>(mut self) -> Result<(Box<T>, bool), ResponseError> {
        if let Some(d) = self.decoded.take() {
            if let Ok(v) = d.downcast::<T>() {
                return Ok((v, self.recovered));
            }
        }
        let (r, recovered) = crate::codec::recovered_during(|| decode_text(self.text));
        r.map(|v| (Box::new(v), recovered))
    }
}

fn decode_text<'a, T: Deserialize<'a>>(text: Option<&'a str>) -> Result<T, ResponseError> {
    let text = text.unwrap_or("null");
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

/// Decodes the params of one method while the runtime reads the envelope;
/// carried by the [`Route`] a [`Handler::route`](super::Handler::route) returns.
#[derive(Clone, Copy)]
pub struct ParamsDecoder(DecodeFn);

/// Decodes the JSON value at the start of the input and says where it ended.
/// (And whether decoding needed a schema hint's leniency.)
type DecodeFn = fn(&str) -> Option<(Box<dyn Any + Send>, usize, bool)>;

impl std::fmt::Debug for ParamsDecoder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ParamsDecoder")
    }
}

impl ParamsDecoder {
    /// Decodes params into `T` (what [`Params::decode::<T>`](Params::decode)
    /// then returns without decoding again).
    #[must_use]
    pub fn of<T: DeserializeOwned + Send + 'static>() -> Self {
        ParamsDecoder(decode_prefix::<T>)
    }

    /// Decodes params into `T` with `T`'s own boxed decode ([`BoxedDecode`]).
    pub(crate) fn of_boxed<T: BoxedDecode>() -> Self {
        ParamsDecoder(decode_prefix_boxed::<T>)
    }

    /// The value at the start of `bytes` and the length of its JSON text;
    /// `None` when it does not decode (the runtime then takes the slow path,
    /// which reports the error).
    pub(crate) fn decode(self, text: &str) -> Option<(Box<dyn Any + Send>, usize, bool)> {
        // This runs on the reader, outside the handler's panic guard: a
        // `Deserialize` that panics must not end the connection. The raw
        // path then hands the params to the handler, whose own decode (under
        // the guard) meets the same panic and answers -32603.
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| (self.0)(text))).ok().flatten()
    }
}

/// Text input (the frame was checked to be UTF-8 once): `serde_json` then
/// skips checking each string again.
fn decode_prefix<T: DeserializeOwned + Send + 'static>(text: &str) -> Option<(Box<dyn Any + Send>, usize, bool)> {
    let mut values = serde_json::Deserializer::from_str(text).into_iter::<Boxed<T>>();
    let (next, recovered) = crate::codec::recovered_during(|| values.next());
    let Boxed(value) = next?.ok()?;
    Some((value, values.byte_offset(), recovered))
}

fn decode_prefix_boxed<T: BoxedDecode>(text: &str) -> Option<(Box<dyn Any + Send>, usize, bool)> {
    let mut values = serde_json::Deserializer::from_str(text).into_iter::<ViaBox<T>>();
    let (next, recovered) = crate::codec::recovered_during(|| values.next());
    let ViaBox(value) = next?.ok()?;
    Some((value, values.byte_offset(), recovered))
}

/// A type that decodes into a box without moving its value out of the
/// deserializer first (the generated object types: their visitor builds
/// the box, so only the pointer travels back through `serde_json`).
pub(crate) trait BoxedDecode: Send + Sized + 'static {
    /// `Deserialize::deserialize`, boxed.
    fn deserialize_boxed<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Box<Self>, D::Error>;
}

struct ViaBox<T>(Box<T>);

impl<'de, T: BoxedDecode> Deserialize<'de> for ViaBox<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        T::deserialize_boxed(d).map(ViaBox)
    }
}

/// A value decoded straight into its box: the stream deserializer's
/// `Option<Result<…>>` layers then move a pointer, not the value.
struct Boxed<T>(Box<T>);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Boxed<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        T::deserialize(d).map(|v| Boxed(Box::new(v)))
    }
}

/// What a [`Handler`](super::Handler) made of a method's name
/// ([`Handler::route`](super::Handler::route)): the
/// index of the method among those it serves (its own numbering) and,
/// optionally, a decoder for the params.
#[derive(Clone, Copy, Debug)]
pub struct Route {
    index: u16,
    decoder: Option<ParamsDecoder>,
}

impl Default for Route {
    fn default() -> Self {
        Route::UNROUTED
    }
}

impl Route {
    /// The handler does not know the method (an extension, or a raw handler).
    pub const UNKNOWN: Route = Route { index: u16::MAX - 1, decoder: None };
    /// Not routed yet: params built by hand rather than by the runtime.
    pub const UNROUTED: Route = Route { index: u16::MAX, decoder: None };

    /// The method numbered `index` by its handler (below `u16::MAX - 1`),
    /// with a decoder for its params or none.
    ///
    /// # Panics
    /// When `index` is one of the two reserved values.
    #[must_use]
    #[inline]
    pub const fn new(index: u16, decoder: Option<ParamsDecoder>) -> Self {
        assert!(index < u16::MAX - 1, "Route::new: index reserved");
        Route { index, decoder }
    }

    /// The method's index; `None` for [`UNKNOWN`](Self::UNKNOWN) and
    /// [`UNROUTED`](Self::UNROUTED).
    #[must_use]
    #[inline]
    pub const fn index(self) -> Option<u16> {
        if self.index >= u16::MAX - 1 { None } else { Some(self.index) }
    }

    /// The number alone (what [`Params`] keeps).
    #[inline]
    pub(crate) const fn raw(self) -> u16 {
        self.index
    }

    /// A route from its number alone, without a decoder.
    #[inline]
    pub(crate) const fn from_raw(index: u16) -> Self {
        Route { index, decoder: None }
    }

    /// The decoder for the method's params, if the handler named one
    /// (a route read back from [`Params::route`] has none: it has run).
    #[must_use]
    #[inline]
    pub const fn decoder(self) -> Option<ParamsDecoder> {
        self.decoder
    }

    /// This route, or when it is [`UNROUTED`](Self::UNROUTED) the one `f`
    /// makes (a handler called with params the runtime did not route).
    #[must_use]
    #[inline]
    pub fn or_route(self, f: impl FnOnce() -> Route) -> Route {
        if self.index == u16::MAX { f() } else { self }
    }
}
