//! Framing and byte transports: ndjson / Content-Length, stdio, child process, in-memory duplex.
