//! What a prompt asks for: plain text to echo, or a slash command.

use serde_json::Value;

use super::elicit::Mode;

/// `(name, description, input hint)` of every slash command, as advertised
/// in `available_commands_update` (each version's `typed::available_commands`).
pub(crate) const COMMANDS: &[(&str, &str, Option<&str>)] = &[
    ("help", "List the echo agent's commands", None),
    ("updates", "Send one session/update of every kind this protocol version defines", None),
    ("slow", "Stream text slowly (default 5 s); session/cancel stops it", Some("[seconds] text")),
    (
        "permission",
        "Ask permission, then use fs/* and terminal/* in the session directory when the client offers them",
        None,
    ),
    ("read", "Read a file through the client (fs/read_text_file) and stream it back", Some("absolute path")),
    (
        "elicit",
        "Ask the user for a name (elicitation/create in form mode, or `url` mode) and go on without it when they do not answer",
        Some("[url]"),
    ),
];

/// Longest `/slow` run accepted, in seconds.
pub(crate) const SLOW_MAX_SECONDS: f64 = 600.0;

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Command {
    /// Not a command: echo the prompt.
    Echo,
    Help,
    Updates,
    Slow {
        seconds: Option<f64>,
        text: String,
    },
    Permission,
    Read(String),
    Elicit(Mode),
    Unknown(String),
}

/// The prompt's text blocks, concatenated and trimmed.
pub(crate) fn prompt_text(blocks: &[Value]) -> String {
    let mut text = String::new();
    for b in blocks {
        if b["type"] == "text" {
            if let Some(t) = b["text"].as_str() {
                text.push_str(t);
            }
        }
    }
    text.trim().to_owned()
}

pub(crate) fn parse(text: &str) -> Command {
    let Some(rest) = text.strip_prefix('/') else { return Command::Echo };
    let (name, arg) = match rest.split_once(char::is_whitespace) {
        Some((n, a)) => (n, a.trim()),
        None => (rest, ""),
    };
    match name {
        "help" => Command::Help,
        "updates" => Command::Updates,
        "permission" => Command::Permission,
        "read" => Command::Read(arg.to_owned()),
        "elicit" if arg == "url" => Command::Elicit(Mode::Url),
        "elicit" => Command::Elicit(Mode::Form),
        "slow" => {
            let (first, after) = match arg.split_once(char::is_whitespace) {
                Some((f, a)) => (f, a.trim()),
                None => (arg, ""),
            };
            match first.parse::<f64>() {
                Ok(s) if s.is_finite() && s > 0.0 => {
                    Command::Slow { seconds: Some(s.min(SLOW_MAX_SECONDS)), text: after.to_owned() }
                }
                _ => Command::Slow { seconds: None, text: arg.to_owned() },
            }
        }
        _ => Command::Unknown(name.to_owned()),
    }
}

/// The chunks that echo `text` word by word: `"hello"`, `" world"`, … so
/// that the chunks joined give the words separated by single spaces.
pub(crate) fn word_chunks(text: &str) -> Vec<String> {
    text.split_whitespace().enumerate().map(|(i, w)| if i == 0 { w.to_owned() } else { format!(" {w}") }).collect()
}

/// Text longer than this is echoed in slices of at most this many bytes
/// instead of word by word: a 1 MiB prompt would otherwise come back as
/// some 175,000 one-word notifications, each a frame the client parses.
pub(crate) const CHUNK_BYTES: usize = 4096;

/// The chunks that echo `text`: word by word ([`word_chunks`]) up to
/// [`CHUNK_BYTES`]; longer text as [`slices`] of it, whitespace as sent, so
/// that the chunks joined are `text` exactly (nothing for whitespace only).
pub(crate) fn echo_chunks(text: &str) -> Vec<String> {
    if text.len() <= CHUNK_BYTES || text.trim().is_empty() {
        return word_chunks(text);
    }
    slices(text, CHUNK_BYTES).into_iter().map(str::to_owned).collect()
}

/// `text` cut into pieces of at most `max` bytes (`max` ≥ 4, so that any
/// char fits), each ending on a char boundary and, where the piece's
/// second half has one, just after a whitespace char, so that a word is
/// split only when it is longer than half a piece.
pub(crate) fn slices(text: &str, max: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while rest.len() > max {
        let mut cut = max;
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        if let Some((at, ws)) = rest[..cut].char_indices().rev().find(|(_, c)| c.is_whitespace()) {
            let after = at + ws.len_utf8();
            if after > max / 2 {
                cut = after;
            }
        }
        out.push(&rest[..cut]);
        rest = &rest[cut..];
    }
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

/// A line saying what a non-text content block was (`None` for text).
pub(crate) fn describe_block(block: &Value) -> Option<String> {
    let kind = block["type"].as_str().unwrap_or("unknown");
    let mime = block["mimeType"].as_str().unwrap_or("unknown type");
    let base64_len = block["data"].as_str().map_or(0, str::len);
    match kind {
        "text" => None,
        "image" | "audio" => {
            Some(format!("received {} {kind} ({mime}, {base64_len} base64 characters)", article(kind)))
        }
        "resource_link" => Some(format!(
            "received a resource link: {} ({})",
            block["uri"].as_str().unwrap_or("?"),
            block["name"].as_str().unwrap_or("unnamed")
        )),
        "resource" => {
            let r = &block["resource"];
            let uri = r["uri"].as_str().unwrap_or("?");
            Some(match (r["text"].as_str(), r["blob"].as_str()) {
                (Some(t), _) => {
                    format!("received an embedded resource {uri} ({} characters of text)", t.chars().count())
                }
                (None, Some(b)) => format!("received an embedded resource {uri} ({} base64 characters)", b.len()),
                _ => format!("received an embedded resource {uri}"),
            })
        }
        other => Some(format!("received a content block of type {other:?}")),
    }
}

fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// The `/help` text.
pub(crate) fn help_text() -> String {
    let mut s = String::from("Echo agent: any other prompt is streamed back word by word.\n");
    for (name, description, hint) in COMMANDS {
        match hint {
            Some(h) => s.push_str(&format!("/{name} {h}: {description}\n")),
            None => s.push_str(&format!("/{name}: {description}\n")),
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn parses_commands() {
        assert_eq!(parse("hello world"), Command::Echo);
        assert_eq!(parse("/updates"), Command::Updates);
        assert_eq!(
            parse("/slow hello interop world"),
            Command::Slow { seconds: None, text: "hello interop world".into() }
        );
        assert_eq!(parse("/slow 2.5 a b"), Command::Slow { seconds: Some(2.5), text: "a b".into() });
        assert_eq!(parse("/slow"), Command::Slow { seconds: None, text: String::new() });
        assert_eq!(parse("/read /tmp/x y"), Command::Read("/tmp/x y".into()));
        assert_eq!(parse("/nope x"), Command::Unknown("nope".into()));
        assert_eq!(parse("/elicit"), Command::Elicit(Mode::Form));
        assert_eq!(parse("/elicit url"), Command::Elicit(Mode::Url));
    }

    #[test]
    fn chunks_rejoin_to_the_words() {
        assert_eq!(word_chunks("  hello   interop\nworld ").concat(), "hello interop world");
        assert!(word_chunks(" ").is_empty());
    }

    #[test]
    fn long_text_comes_in_bounded_slices_that_rejoin_exactly() {
        let text = "Grüße  漢字\t🙂 word ".repeat(5000);
        let pieces = slices(&text, 64);
        assert_eq!(pieces.concat(), text);
        assert!(pieces.iter().all(|p| !p.is_empty() && p.len() <= 64));
        // Cut after whitespace: no piece but the last ends inside a word.
        assert!(pieces[..pieces.len() - 1].iter().all(|p| p.ends_with(char::is_whitespace)));
        // A run without whitespace is cut at char boundaries.
        let emoji = "🙂".repeat(100);
        let pieces = slices(&emoji, 10);
        assert_eq!(pieces.concat(), emoji);
        assert!(pieces.iter().all(|p| p.len() == 8), "{pieces:?}");
        // Short text stays word by word.
        assert_eq!(echo_chunks("a  b"), ["a", " b"]);
        assert_eq!(echo_chunks(&text).concat(), text);
    }

    #[test]
    fn describes_content() {
        let img = json!({"type": "image", "mimeType": "image/png", "data": "AAAA"});
        assert_eq!(describe_block(&img).as_deref(), Some("received an image (image/png, 4 base64 characters)"));
        assert_eq!(describe_block(&json!({"type": "text", "text": "x"})), None);
    }
}
