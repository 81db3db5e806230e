//! An incremental parser of `text/event-stream`: the `data:` lines of each
//! event, joined with `\n`; comments and other fields are skipped. Lines
//! end in LF, CRLF or CR. An event over the size cap is skipped.
//!
//! Shared by the two HTTP clients that read event streams: remote ACP's
//! (`remote::client`) and the HTTP MCP client of the agents
//! (`agent::mcp::http`); `remote` implies `mcp-http`, so this compiles
//! with the latter.

/// Collects events from the bytes of one stream.
#[derive(Debug)]
pub struct Parser {
    line: Vec<u8>,
    data: Vec<u8>,
    has_data: bool,
    /// The last byte was a CR (a following LF belongs to it).
    after_cr: bool,
    /// The current event went over `max`: skip it.
    oversized: bool,
    max: usize,
}

impl Parser {
    pub fn new(max: usize) -> Self {
        Parser { line: Vec::new(), data: Vec::new(), has_data: false, after_cr: false, oversized: false, max }
    }

    /// Feeds bytes; calls `event` with each complete event's data.
    pub fn feed(&mut self, bytes: &[u8], event: &mut impl FnMut(Vec<u8>)) {
        for &b in bytes {
            if self.after_cr {
                self.after_cr = false;
                if b == b'\n' {
                    continue;
                }
            }
            match b {
                b'\r' => {
                    self.after_cr = true;
                    self.end_line(event);
                }
                b'\n' => self.end_line(event),
                _ => {
                    if self.line.len() + self.data.len() < self.max.saturating_add(8) {
                        self.line.push(b);
                    } else {
                        self.oversized = true;
                    }
                }
            }
        }
    }

    fn end_line(&mut self, event: &mut impl FnMut(Vec<u8>)) {
        let line = std::mem::take(&mut self.line);
        let line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&line);
        if line.is_empty() {
            if self.has_data && !self.oversized {
                event(std::mem::take(&mut self.data));
            } else if self.oversized {
                tracing::warn!("acp-wire: skipped an SSE event over the size cap");
            }
            self.data.clear();
            self.has_data = false;
            self.oversized = false;
            return;
        }
        let (field, value) = match line.iter().position(|&c| c == b':') {
            Some(0) => return, // comment
            Some(i) => {
                let v = &line[i + 1..];
                (&line[..i], v.strip_prefix(b" ").unwrap_or(v))
            }
            None => (line, &b""[..]),
        };
        if field == b"data" {
            if self.has_data {
                self.data.push(b'\n');
            }
            self.data.extend_from_slice(value);
            self.has_data = true;
            if self.data.len() > self.max {
                self.oversized = true;
                self.data.clear();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn events(chunks: &[&[u8]], max: usize) -> Vec<String> {
        let mut p = Parser::new(max);
        let mut out = Vec::new();
        for c in chunks {
            p.feed(c, &mut |e| out.push(String::from_utf8(e).unwrap()));
        }
        out
    }

    #[test]
    fn splits_and_joins() {
        assert_eq!(events(&[b"data: {\"a\":1}\n\n:\n\ndata:x\r\ndata: y\r\n\r\n"], 100), ["{\"a\":1}", "x\ny"]);
        assert_eq!(events(&[b"da", b"ta: 1\r", b"\n\r", b"\nevent: e\nid: 3\ndata: 2\n\n"], 100), ["1", "2"]);
        assert_eq!(events(&[b"data: 0123456789\n\ndata: ok\n\n"], 5), ["ok"]);
    }
}
