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

/// Largest chunk [`batch`] builds.
const CHUNK: usize = 64 * 1024;
/// How often [`batch`] yields to the agent to grow a chunk (it stops
/// after two yields in a row that brought nothing).
const YIELDS: usize = 8;

/// Appends one message as an SSE event (its JSON text holds no line break).
fn put_event(b: &mut BytesMut, message: &[u8]) {
    b.put_slice(b"data: ");
    b.put_slice(message);
    b.put_slice(b"\n\n");
}

/// `first` and the messages queued after it as one chunk of events: hyper
/// writes (and flushes) when the body has nothing ready, so a burst sent
/// one event per chunk went out a few events per write. Yields to let the
/// agent add to the burst (a streaming agent yields every ~1 KiB it queues).
async fn batch(reader: &mut Reader, first: &[u8]) -> Bytes {
    let mut b = BytesMut::with_capacity((first.len() + 8).max(4096));
    put_event(&mut b, first);
    let (mut yields, mut empty) = (0, 0);
    loop {
        let before = b.len();
        while b.len() < CHUNK {
            match reader.try_take() {
                Some(m) => put_event(&mut b, &m),
                None => break,
            }
        }
        // The agent's output reaches the queue through its writer task and
        // the router, so one yield may bring nothing although more is on
        // the way: stop after two that brought nothing in a row.
        empty = if yields > 0 && b.len() == before { empty + 1 } else { 0 };
        if b.len() >= CHUNK || yields == YIELDS || empty == 2 {
            return b.freeze();
        }
        yields += 1;
        tokio::task::yield_now().await;
    }
}

/// The 200 response streaming `reader`'s stream.
pub(crate) fn response(reader: Reader) -> Response<Body> {
    let items = futures_util::stream::unfold(reader, |mut reader| async move {
        let item = match reader.next().await? {
            Ok(Item::Message(m)) => Ok(Frame::data(batch(&mut reader, &m).await)),
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
