//! The requirements `conform --url` grades a remote ACP server on: the RFD
//! "Streamable HTTP & WebSocket Transport" (`docs/rfds/…`), RFC 6455 for
//! the WebSocket itself, and the protocol's own replay order carried over
//! two streams. Levels follow the RFD's words: its **MUST**s gate; its
//! routing table ("Missing Acp-Connection-Id? → 400") and "Binary frames
//! are ignored" are SHOULD (stated without a keyword); where the RFD and
//! the TypeScript SDK 2.4.0 server disagree (HTTP/2, 501 for a batch) and
//! for hardening no sentence asks for (`Origin`, body limits), INFO.

use super::Req;
use crate::req;

/// Every requirement, in report order.
pub const REQS: &[Req] = &[
    req!("remote.initialize", Must, Run, "rfds/streamable-http-websocket-transport.mdx#1-adds-an-http-transport",
        "POST initialize without Acp-Connection-Id is answered 200 with the JSON-RPC response as a JSON body and the Acp-Connection-Id header"),
    req!("remote.post-accepted", Must, Run, "rfds/streamable-http-websocket-transport.mdx#6-defines-a-unified-routing-model",
        "every other POST (a request, a notification) is answered 202 Accepted at once; its response comes on a GET stream"),
    req!("remote.connection-stream", Must, Run, "rfds/streamable-http-websocket-transport.mdx#6-defines-a-unified-routing-model",
        "GET with Accept: text/event-stream and Acp-Connection-Id opens the connection's SSE stream, which carries the connection's responses (session/new's)"),
    req!("remote.session-stream", Must, Run, "rfds/streamable-http-websocket-transport.mdx#6-defines-a-unified-routing-model",
        "GET with Acp-Connection-Id and Acp-Session-Id opens the session's SSE stream, which carries the session's updates"),
    req!("remote.content-type", Must, Run, "rfds/streamable-http-websocket-transport.mdx#content-negotiation-and-validation",
        "a POST whose Content-Type is not application/json is answered 415"),
    req!("remote.accept", Must, Run, "rfds/streamable-http-websocket-transport.mdx#content-negotiation-and-validation",
        "a GET (not an upgrade) whose Accept lacks text/event-stream is answered 406"),
    req!("remote.unknown-session", Info, Run, "rfds/streamable-http-websocket-transport.mdx#content-negotiation-and-validation",
        "a GET naming an Acp-Session-Id unknown to its connection is answered 404 (a MUST of the RFD; the TypeScript SDK 2.4.0 server, whose client opens a session's stream before session/load names it, and acp-wire serve open the stream instead: informational)"),
    req!("remote.missing-connection", Should, Run, "rfds/streamable-http-websocket-transport.mdx#unified-endpoint-routing",
        "POST (not initialize), GET and DELETE without Acp-Connection-Id are answered 400"),
    req!("remote.unknown-connection", Should, Run, "rfds/streamable-http-websocket-transport.mdx#unified-endpoint-routing",
        "POST, GET and DELETE naming an unknown Acp-Connection-Id are answered 404"),
    req!("remote.session-header", Should, Run, "rfds/streamable-http-websocket-transport.mdx#unified-endpoint-routing",
        "a session-scoped POST (session/prompt) without Acp-Session-Id is answered 400"),
    req!("remote.delete", Should, Run, "rfds/streamable-http-websocket-transport.mdx#unified-endpoint-routing",
        "DELETE with Acp-Connection-Id is answered 202, ends the connection's GET stream, and the id is unknown (404) afterwards"),
    req!("remote.websocket", Must, Run, "rfds/streamable-http-websocket-transport.mdx#connection-establishment-get-with-upgrade",
        "GET with Upgrade: websocket is answered 101 with the Acp-Connection-Id header; JSON-RPC text frames carry initialize and session/new and their answers"),
    req!("remote.ws-binary", Should, Run, "rfds/streamable-http-websocket-transport.mdx#bidirectional-messaging",
        "a binary WebSocket frame is ignored: no answer, the socket keeps serving"),
    req!("remote.ws-close", Must, Run, "rfc6455#section-5.5.1",
        "a close frame from the client is answered with a close frame"),
    req!("remote.replay-order", Must, Run, "session-setup.mdx#loading-a-session",
        "session/load on a new connection: every replayed session/update reaches the client before the session/load response (read from both streams as they arrive)"),
    req!("remote.batch", Info, Run, "rfds/streamable-http-websocket-transport.mdx#content-negotiation-and-validation",
        "a batch (a JSON array) is answered 501 (the TypeScript SDK answers 400 with a -32600 error)"),
    req!("remote.http2", Info, Run, "rfds/streamable-http-websocket-transport.mdx#1-adds-an-http-transport",
        "Streamable HTTP over HTTP/2 (the RFD requires it; the TypeScript SDK's server and client speak HTTP/1.1): an h2c prior-knowledge preface is answered"),
    req!("remote.origin", Info, Run, "rfds/streamable-http-websocket-transport.mdx#how-does-this-interact-with-authentication",
        "a browser Origin the server was not told to allow is refused (403) on POST initialize and on the WebSocket upgrade, before any agent starts: no sentence asks for it, but without it any web page the user visits can drive the agent"),
    req!("remote.auth", Info, Run, "rfds/streamable-http-websocket-transport.mdx#how-does-this-interact-with-authentication",
        "with a token given (--token-file): POST initialize and the WebSocket upgrade without it or with another are refused (401/403) before a connection (and its agent) is made; the RFD leaves authentication to transport headers"),
    req!("remote.ws-limit", Info, Run, "rfds/streamable-http-websocket-transport.mdx#bidirectional-messaging",
        "a WebSocket text message far larger than any ACP message (16 MiB) is refused with close code 1009 (Message Too Big, RFC 6455 §7.4.1) or the socket closed, rather than buffered"),
    req!("remote.body-limit", Info, Run, "rfds/streamable-http-websocket-transport.mdx#content-negotiation-and-validation",
        "a POST body far larger than any ACP message (16 MiB) is refused (413 or the connection closed) rather than buffered"),
];
