//! The `remote` test binary (feature `remote`): acp-wire's Streamable HTTP
//! and WebSocket server and client, on 127.0.0.1 with ephemeral ports.
//!
//! * `turn`: our client against our server over ws, http (HTTP/1.1) and
//!   h2c, v1 and v2 turns, every frame of both sides schema-validated.
//! * `routing`: the HTTP status codes and the stream each message goes
//!   to, with raw HTTP/1.1 requests.
//! * `replay`: a `session/load` answer over Streamable HTTP comes after
//!   the session stream wrote the replayed history.
//! * `stall`: a client that stops reading is cut off after the stall
//!   timeout, and the server goes on serving another client.
//! * `http1`: the server's own HTTP/1.1 (pipelining, chunked bodies,
//!   100-continue, malformed heads, slow heads, idle sockets).
//! * `expiry`: idle Streamable HTTP connections expire; a WebSocket
//!   message over `max_message_size` closes the socket with 1009.
//! * `access`: `Origin`, `Host`, bearer tokens and a custom hook; refused
//!   requests start no agent process; `serve` will not listen open.
//! * `bounds`: attacks on the server's memory (chunk extensions,
//!   trailers, wasteful framing), each measured as the peak RSS of an
//!   `acp-wire serve` process.
//! * `ws_bounds`: the WebSocket's bounds: unfinished messages, invalid
//!   UTF-8, the message cap, silent sockets, unread pongs.
//! * `cli`: `acp-wire serve`, in-process and with an agent process per
//!   connection.
//! * `store` (feature `sqlite`): `serve --store FILE`, sessions reopened
//!   after a reconnect, through a second server, after a SIGKILL.
//! * `postgres` (feature `postgres`): `PostgresStore` on a real
//!   PostgreSQL of the test's own (`pg`): the store contract, two nodes on
//!   one database, migrations, `serve --store postgres://…` nodes.
//! * `fleet` (features `postgres`, `sqlite`): three `serve` nodes on one
//!   PostgreSQL behind a real HAProxy: a node killed mid-turn, sessions
//!   spread over the nodes, a rolling restart, health and drain.
//! * `example_client`: `examples/client --connect URL` against `serve`
//!   (the examples must be built first; `cargo xtask test` does).
//! * `tls` (feature `tls`): the client over `wss://` and `https://`
//!   through a TLS front with a certificate made per run.
//! * `conform_url`: `acp-wire conform --url` on `serve`, on a server that
//!   says yes to everything, and on the TypeScript SDK's server.
//! * `interop`: the official TypeScript SDK 2.4.0's remote transports
//!   (`tests/interop/ts/remote_*.mjs`) against ours, both directions.

#[path = "../../../tests/support/common/mod.rs"]
mod common;
#[macro_use]
#[path = "../../../tests/support/sides/mod.rs"]
mod sides_support;

#[path = "../../../tests/support/bins/mod.rs"]
mod bins;
#[path = "../../../tests/support/temp/mod.rs"]
mod temp;

#[cfg(feature = "postgres")]
#[macro_use]
mod pg;
mod raw;
mod support;

mod access;
mod bounds;
mod budget;
mod cli;
mod conform_url;
mod example_client;
mod expiry;
#[cfg(all(feature = "postgres", feature = "sqlite"))]
mod fleet;
mod http1;
mod interop;
#[cfg(feature = "postgres")]
mod postgres;
mod replay;
mod routing;
mod stall;
#[cfg(feature = "sqlite")]
mod store;
#[cfg(feature = "tls")]
mod tls;
mod turn;
mod ws_bounds;
