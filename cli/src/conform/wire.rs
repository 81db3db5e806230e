//! What both conform modes do with the peer's bytes: read them as lines
//! on a task of their own (each stamped with when it arrived), and turn
//! the lines recorded in handling order into a wire-order transcript with
//! each verdict put after the last line handled by the time it was graded.

use tokio::io::{AsyncBufReadExt, AsyncRead, BufReader};
use tokio::sync::mpsc;
use tokio::time::Instant;

use super::reqs::{self, Results, Status};
use crate::report::{Connection, Frame, Mark};

/// A line without its `\n` (and a `\r` before it), with when it arrived.
pub type Line = (Instant, Vec<u8>);

/// Reads `reader` line by line until end of input or a read error; the
/// receiver ends then.
pub fn pump_lines<R: AsyncRead + Unpin + Send + 'static>(reader: R) -> mpsc::UnboundedReceiver<Line> {
    let (tx, rx) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        let mut lines = BufReader::new(reader);
        loop {
            let mut buf = Vec::new();
            match lines.read_until(b'\n', &mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    if buf.last() == Some(&b'\n') {
                        buf.pop();
                    }
                    if buf.last() == Some(&b'\r') {
                        buf.pop();
                    }
                    if tx.send((Instant::now(), buf)).is_err() {
                        break;
                    }
                }
            }
        }
    });
    rx
}

/// The transcript `name`: `frames` were recorded in handling order, the
/// `i`th handled at `handled[i]`; each verdict goes on the last frame
/// handled by its instant (before any: on the connection), then the frames
/// are put in wire order.
pub fn transcript(name: String, version: u16, mut frames: Vec<Frame>, handled: &[Instant], verdicts: Vec<(Instant, Mark)>) -> Connection {
    let mut loose = Vec::new();
    for (at, mark) in verdicts {
        match handled.iter().rposition(|h| *h <= at) {
            Some(i) => frames[i].marks.push(mark),
            None => loose.push(mark),
        }
    }
    frames.sort_by_key(|f| f.at);
    Connection { name, version: (version > 0).then_some(version), frames, marks: loose }
}

/// The requirements `r` graded failing, as marks stamped with when each
/// was graded (for [`transcript`] to place).
pub fn verdicts(r: &Results, version: u16) -> Vec<(Instant, Mark)> {
    r.rows()
        .filter(|(_, _, o)| o.status == Status::Fail)
        .filter_map(|(req, _, o)| Some((o.at?, reqs::mark(req.id, version, o.reason.clone(), true))))
        .collect()
}
