//! The hand-written HTTP/1.1 server's request-head parser and chunked body
//! decoder (`remote/src/server/h1/`, reached through the hidden seam
//! `acp_wire_remote::__fuzz`), fed arbitrary bytes the way the server
//! feeds them: in reads of a size the input picks, what was decoded
//! dropped at once. Checked:
//!
//! * no panic;
//! * no unbounded buffering: an incomplete head is never held past
//!   `MAX_HEAD`, a chunked body's undecoded input never past one line
//!   (`MAX_LINE`), its decoded bytes never past the body cap;
//! * the read size changes nothing: the head and body read in pieces are
//!   the ones read at once;
//! * nothing hyper refuses is accepted: a request this parser reads whole
//!   (head and body, chunked bodies' trailers included) is one hyper's
//!   HTTP/1 server reads with the same method, target and body.
//!
//! Input: byte 0 picks the read size, byte 1 the body cap, the rest is
//! what the client sent.
#![no_main]

use std::cell::RefCell;

use acp_wire_remote::__fuzz::{parse_head, BodyFraming, BodyRefused, ChunkedDecoder, HeadRefused, ParsedHead, MAX_HEAD, MAX_LINE};
use libfuzzer_sys::fuzz_target;

/// What reading one request gave.
#[derive(Debug, PartialEq, Eq)]
enum Read {
    /// The head or body stopped short of the end of the input.
    Incomplete,
    HeadRefused(HeadRefused),
    BodyRefused(BodyRefused),
    TooLarge,
    /// Method, target, body.
    Request(String, String, Vec<u8>),
}

/// Reads one request from `wire` in reads of `piece` bytes, as the server does.
fn read(wire: &[u8], piece: usize, max: usize) -> (Read, Option<ParsedHead>) {
    let mut buf = Vec::new();
    let mut fed = 0;
    let head = loop {
        let next = (fed + piece).min(wire.len());
        buf.extend_from_slice(&wire[fed..next]);
        fed = next;
        match parse_head(&buf) {
            Ok(Some(h)) => break h,
            Ok(None) => {
                assert!(buf.len() <= MAX_HEAD, "an incomplete head of {} bytes held", buf.len());
                if fed == wire.len() {
                    return (Read::Incomplete, None);
                }
            }
            Err(r) => return (Read::HeadRefused(r), None),
        }
    };
    assert!(head.used <= buf.len() && head.used <= MAX_HEAD);
    buf.drain(..head.used);
    let body = match head.framing {
        BodyFraming::Empty => Vec::new(),
        BodyFraming::Length(n) => {
            let Some(n) = usize::try_from(n).ok().filter(|n| *n <= max) else { return (Read::TooLarge, Some(head)) };
            buf.extend_from_slice(&wire[fed..]);
            if buf.len() < n {
                return (Read::Incomplete, Some(head));
            }
            buf.truncate(n);
            buf
        }
        BodyFraming::Chunked => {
            let mut d = ChunkedDecoder::new();
            loop {
                let (used, done) = match d.decode(&buf, max) {
                    Ok(r) => r,
                    Err(r) => return (Read::BodyRefused(r), Some(head)),
                };
                assert!(used <= buf.len());
                assert!(d.decoded().len() <= max, "decoded {} bytes over the cap {max}", d.decoded().len());
                buf.drain(..used);
                if done {
                    break d.decoded().to_vec();
                }
                // What stays undecoded is at most an incomplete line.
                assert!(buf.len() <= MAX_LINE + 1, "{} undecoded bytes held", buf.len());
                if fed == wire.len() {
                    return (Read::Incomplete, Some(head));
                }
                let next = (fed + piece).min(wire.len());
                buf.extend_from_slice(&wire[fed..next]);
                fed = next;
            }
        }
    };
    (Read::Request(head.method.clone(), head.target.clone(), body), Some(head))
}

thread_local! {
    static RT: RefCell<tokio::runtime::Runtime> = RefCell::new(
        tokio::runtime::Builder::new_current_thread().enable_time().build().expect("a runtime"),
    );
}

/// The first request hyper's HTTP/1 server reads from `wire` (all of it
/// sent, then the write side closed; half-close on, so that hyper reads
/// the body of a request in flight after the end of input): method,
/// target, body; `None` if it refused the head or the body.
fn hyper_reads(wire: &[u8]) -> Option<(String, String, Vec<u8>)> {
    use http_body_util::BodyExt;
    use std::sync::{Arc, Mutex};
    use tokio::io::AsyncWriteExt;

    RT.with(|rt| {
        rt.borrow().block_on(async {
            let (mut client, server) = tokio::io::duplex(wire.len() + 64 * 1024);
            client.write_all(wire).await.ok()?;
            client.shutdown().await.ok()?;
            let seen: Arc<Mutex<Option<Option<(String, String, Vec<u8>)>>>> = Arc::default();
            let sink = Arc::clone(&seen);
            let service = hyper::service::service_fn(move |req: hyper::Request<hyper::body::Incoming>| {
                let sink = Arc::clone(&sink);
                async move {
                    let method = req.method().to_string();
                    let target = req.uri().to_string();
                    let body = req.into_body().collect().await.ok().map(|b| b.to_bytes().to_vec());
                    let mut s = sink.lock().unwrap();
                    if s.is_none() {
                        *s = Some(body.map(|b| (method, target, b)));
                    }
                    Ok::<_, std::convert::Infallible>(hyper::Response::new(http_body_util::Empty::<bytes::Bytes>::new()))
                }
            });
            let conn = hyper::server::conn::http1::Builder::new().half_close(true).timer(hyper_util::rt::TokioTimer::new()).serve_connection(hyper_util::rt::TokioIo::new(server), service);
            // Ends at the input's end (or the first error); the client's
            // side is kept so the responses have somewhere to go.
            let _ = conn.await;
            drop(client);
            let first = seen.lock().unwrap().take();
            first.flatten()
        })
    })
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let piece = 1 + data[0] as usize * 17;
    let max = data[1] as usize * 64;
    let wire = &data[2..];
    let (pieces, _) = read(wire, piece, max);
    let (whole, head) = read(wire, wire.len().max(1), max);
    assert_eq!(pieces, whole, "reads of {piece} bytes and one read disagree");
    if let (Read::Request(method, target, body), Some(_)) = (&whole, head) {
        match hyper_reads(wire) {
            Some((m, t, b)) => {
                assert_eq!((&m, &t), (method, target), "hyper reads another head");
                assert_eq!(&b, body, "hyper reads another body");
            }
            None => panic!("accepted a request hyper refuses: {:?}", String::from_utf8_lossy(wire)),
        }
    }
});
