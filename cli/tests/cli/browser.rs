//! The `--html` page in a real browser: headless Chromium loads the page
//! `acp-wire validate --html` writes for a transcript with a known
//! violation (and a message holding `</script>`), and
//!
//! * `--dump-dom` gives the DOM after the page's script ran: the body says
//!   it rendered, every line is a row, the violating line's row carries
//!   `data-violation` with the rule, its mark names the rule, level and spec
//!   link, and the `</script>` in the data ran nothing;
//! * `--screenshot` gives a 1280×900 PNG far larger than a blank page's.
//!
//! Chromium is looked up on `PATH` (`CHROMIUM` names another binary).
//! Without it the test is skipped with a message, unless `CI` is set: then
//! it fails, as the interop tests do for their peers (`.ci/run` installs the
//! Debian package).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::support_temp::TempDir;

fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| ["chromium", "chromium-browser"].map(|name| dir.join(name)))
        .find(|p| p.is_file())
}

/// Runs Chromium headless on `page` with `mode` (`--dump-dom`,
/// `--screenshot=…`) in a fresh profile; its stdout. Killed after a minute.
fn headless(chromium: &Path, profile: &Path, mode: &str, page: &Path) -> String {
    let url = format!("file://{}", page.display());
    let mut child = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--window-size=1280,900",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(mode)
        .arg(&url)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", chromium.display()));
    let (out, err) = (child.stdout.take().expect("stdout"), child.stderr.take().expect("stderr"));
    let read = |mut r: Box<dyn std::io::Read + Send>| {
        std::thread::spawn(move || {
            let mut s = String::new();
            let _ = r.read_to_string(&mut s);
            s
        })
    };
    let (out, err) = (read(Box::new(out)), read(Box::new(err)));
    let deadline = Instant::now() + Duration::from_secs(60);
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for chromium") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("chromium {mode} took over a minute");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let (out, err) = (out.join().unwrap_or_default(), err.join().unwrap_or_default());
    assert!(status.success(), "chromium {mode}: {status}\n{err}");
    out
}

/// The opening tag of the first element whose tag holds `needle`.
fn tag_with<'a>(dom: &'a str, needle: &str) -> Option<&'a str> {
    let at = dom.find(needle)?;
    let start = dom[..at].rfind('<')?;
    let end = at + dom[at..].find('>')?;
    Some(&dom[start..=end])
}

#[test]
fn the_html_page_renders_and_marks_the_violation_in_chromium() {
    let Some(chromium) = chromium() else {
        assert!(std::env::var_os("CI").is_none(), "chromium is not installed (CI is set): .ci/run installs it (apt-get install chromium)");
        eprintln!("skipping: chromium is not installed (apt-get install chromium, or CHROMIUM=/path/to/it)");
        return;
    };
    let dir = TempDir::new("cli-browser", "page");
    let lines = [
        r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}"#,
        r#"{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1,"agentCapabilities":{},"authMethods":[]}}"#,
        r#"{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}"#,
        r#"{"jsonrpc":"2.0","id":1,"result":{"sessionId":"s-1"}}"#,
        r#"{"jsonrpc":"2.0","id":2,"method":"session/prompt","params":{"sessionId":"s-1","prompt":[{"type":"text","text":"</script><script>document.title='owned'</script>"}]}}"#,
        // The violation: a chunk's text is a number.
        r#"{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s-1","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":5}}}}"#,
        r#"{"jsonrpc":"2.0","id":2,"result":{"stopReason":"end_turn"}}"#,
    ];
    let transcript = dir.join("session.jsonl");
    std::fs::write(&transcript, lines.join("\n") + "\n").expect("write the transcript");
    let page = dir.join("report.html");
    let out = Command::new(env!("CARGO_BIN_EXE_acp-wire"))
        .arg("validate")
        .arg("--html")
        .arg(&page)
        .arg(&transcript)
        .output()
        .expect("run acp-wire validate");
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stdout));

    let dom = headless(&chromium, &dir.join("profile-dom"), "--dump-dom", &page);
    // The script ran to its end and drew every line.
    let body = tag_with(&dom, "<body").expect("a body");
    assert!(body.contains(r#"data-rendered="1""#) && body.contains(r#"data-shown="7""#), "{body}");
    assert_eq!(dom.matches(r#"<div class="frame "#).count(), 7);
    // The violating line's row, marked by the script.
    let row = tag_with(&dom, r#"data-line="6""#).expect("line 6's row");
    assert!(row.contains("marked") && row.contains(r#"data-violation="params""#) && row.contains(r#"data-level="MUST""#), "{row}");
    assert!(
        dom.contains(r#"<span class="rule">params</span><span class="level">MUST</span>"#),
        "the mark names its rule and level"
    );
    assert!(dom.contains(r#"href="https://agentclientprotocol.com/protocol/v1/"#), "the mark links the spec");
    // Requests joined to their answers: the prompt's answer is two lines on.
    assert!(dom.contains(r#"data-pair="6""#), "the prompt links its answer");
    // The `</script>` in a message stayed data.
    let title = &dom[dom.find("<title>").expect("a title")..dom.find("</title>").expect("a title's end")];
    assert!(!title.contains("owned"), "{title}");

    let png = dir.join("report.png");
    headless(&chromium, &dir.join("profile-shot"), &format!("--screenshot={}", png.display()), &page);
    let bytes = std::fs::read(&png).expect("the screenshot");
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "a PNG");
    let (w, h) = (u32::from_be_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]), u32::from_be_bytes([bytes[20], bytes[21], bytes[22], bytes[23]]));
    assert_eq!((w, h), (1280, 900));
    // A blank page of that size is a few KiB; the drawn report is tens.
    assert!(bytes.len() > 40_000, "a {}-byte screenshot: nothing drawn?", bytes.len());
}
