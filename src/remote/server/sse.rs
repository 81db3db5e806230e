//! A stream's reader as an SSE response body: one `data:` event per
//! message, a comment line while idle, and an aborted body when the
//! connection is closed for a limit. The body takes a message only when
//! hyper asks for the next chunk, so what the client has not read stays
//! queued, and counted, in its connection.

use bytes::{BufMut, Bytes, BytesMut};
use http::{header, HeaderValue, Response, StatusCode};
use http_body_util::{BodyExt, StreamBody};
use hyper::body::Frame;

use super::connection::{Item, Reader};
use super::response::{Body, BodyError, EVENT_STREAM};

/// One message as an SSE event (its JSON text holds no line break).
pub(crate) fn event(message: &[u8]) -> Bytes {
    let mut b = BytesMut::with_capacity(message.len() + 8);
    b.put_slice(b"data: ");
    b.put_slice(message);
    b.put_slice(b"\n\n");
    b.freeze()
}

/// The 200 response streaming `reader`'s stream.
pub(crate) fn response(reader: Reader) -> Response<Body> {
    let items = futures_util::stream::unfold(reader, |mut reader| async move {
        let item = match reader.next().await? {
            Ok(Item::Message(m)) => Ok(Frame::data(event(&m))),
            Ok(Item::KeepAlive) => Ok(Frame::data(Bytes::from_static(b":\n\n"))),
            Err(why) => Err(BodyError::from(why)),
        };
        Some((item, reader))
    });
    let mut r = Response::new(StreamBody::new(items).boxed_unsync());
    *r.status_mut() = StatusCode::OK;
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(EVENT_STREAM));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    r
}
