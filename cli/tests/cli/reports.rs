//! `--junit` and `--html` of `acp-wire conform` and `acp-wire validate`:
//! the XML parsed by a strict parser (well-formed, the counts agree, a
//! failing requirement is a `<failure>` with its level, message and spec
//! link), the page's embedded data parsed as JSON (every violation marked at
//! its message, requests joined to their answers, nothing in it able to
//! close its `<script>`). `browser.rs` renders a page in Chromium.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

use crate::support_temp::TempDir;

fn acp_wire(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_acp-wire")).args(args).env("NO_COLOR", "1").output().expect("run acp-wire")
}

fn transcript(name: &str) -> String {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join("tests/transcripts").join(name).to_string_lossy().into_owned()
}

fn path(dir: &Path, name: &str) -> String {
    dir.join(name).to_string_lossy().into_owned()
}

/// The JSON a page embeds, checked inert: no `<` at all inside its element.
pub fn page_data(html: &str) -> Value {
    let open = r#"<script type="application/json" id="acp-data">"#;
    let start = html.find(open).expect("the data element") + open.len();
    let len = html[start..].find("</script>").expect("the data element's end");
    let json = &html[start..start + len];
    assert!(!json.contains('<'), "a '<' in the embedded JSON");
    assert!(html.contains("Content-Security-Policy") && html.contains("default-src 'none'"), "no CSP");
    assert!(!html.contains("src=\"http") && !html.contains("href=\"http"), "the page loads something");
    serde_json::from_str(json).expect("the embedded data is JSON")
}

struct Junit {
    text: String,
}

impl Junit {
    fn read(path: &str) -> Junit {
        Junit { text: std::fs::read_to_string(path).expect("the JUnit file") }
    }

    fn doc(&self) -> roxmltree::Document<'_> {
        roxmltree::Document::parse(&self.text).unwrap_or_else(|e| panic!("not well-formed XML: {e}\n{}", self.text))
    }
}

fn attr<'a>(n: &roxmltree::Node<'a, '_>, name: &str) -> &'a str {
    n.attribute(name).unwrap_or_else(|| panic!("<{}> has no {name}", n.tag_name().name()))
}

fn count(n: &roxmltree::Node<'_, '_>, name: &str) -> usize {
    attr(n, name).parse().expect("a count")
}

fn children<'a, 'i>(n: roxmltree::Node<'a, 'i>, tag: &'a str) -> impl Iterator<Item = roxmltree::Node<'a, 'i>> + 'a {
    n.children().filter(move |c| c.has_tag_name(tag))
}

fn property(case: &roxmltree::Node<'_, '_>, name: &str) -> Option<String> {
    let props = children(*case, "properties").next()?;
    children(props, "property").find(|p| p.attribute("name") == Some(name)).map(|p| attr(&p, "value").to_string())
}

/// The counts of `<testsuites>` and each `<testsuite>` agree with the
/// cases in them; every case has a level, a time, and one outcome at most.
fn check_counts(doc: &roxmltree::Document<'_>) {
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "testsuites");
    let (mut tests, mut failures, mut skipped) = (0, 0, 0);
    for suite in children(root, "testsuite") {
        let cases: Vec<_> = children(suite, "testcase").collect();
        let failed = cases.iter().filter(|c| children(**c, "failure").next().is_some()).count();
        let skips = cases.iter().filter(|c| children(**c, "skipped").next().is_some()).count();
        assert_eq!(count(&suite, "tests"), cases.len(), "{}", attr(&suite, "name"));
        assert_eq!(count(&suite, "failures"), failed);
        assert_eq!(count(&suite, "skipped"), skips);
        assert_eq!(count(&suite, "errors"), 0);
        attr(&suite, "time").parse::<f64>().expect("suite time");
        for c in &cases {
            attr(c, "time").parse::<f64>().expect("case time");
            assert!(property(c, "level").is_some(), "no level: {}", attr(c, "name"));
            let outcomes = ["failure", "skipped", "error"].iter().map(|t| children(*c, t).count()).sum::<usize>();
            assert!(outcomes <= 1, "{}", attr(c, "name"));
        }
        tests += cases.len();
        failures += failed;
        skipped += skips;
    }
    assert_eq!(count(&root, "tests"), tests);
    assert_eq!(count(&root, "failures"), failures);
    assert_eq!(count(&root, "skipped"), skipped);
}

fn faulty() -> String {
    crate::conform::fixture().to_string_lossy().into_owned()
}

#[test]
fn conform_reports_of_the_bundled_echo_agent_pass() {
    let dir = TempDir::new("cli-reports", "echo");
    let (junit, html) = (path(&dir, "report.xml"), path(&dir, "report.html"));
    let out = acp_wire(&["conform", "--timeout", "10", "--junit", &junit, "--html", &html]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    let xml = Junit::read(&junit);
    let doc = xml.doc();
    check_counts(&doc);
    let root = doc.root_element();
    assert_eq!(attr(&root, "name"), "acp-wire conform");
    assert_eq!(count(&root, "failures"), 0);
    assert_eq!(count(&root, "skipped"), 0);
    let suites: Vec<&str> = children(root, "testsuite").map(|s| attr(&s, "name")).collect();
    assert_eq!(suites, ["acp-wire conform: negotiation", "acp-wire conform: v1", "acp-wire conform: v2"]);
    // The pinned schema revision in every suite (and on the page below).
    let pin = |v: &str| v.starts_with("npm @agentclientprotocol/sdk ") && v.contains("v1/schema.json ");
    for suite in children(root, "testsuite") {
        let props = children(suite, "properties").next().expect("properties");
        let schema = children(props, "property").find(|p| attr(p, "name") == "schema").map(|p| attr(&p, "value"));
        assert!(schema.is_some_and(pin), "{schema:?}");
    }
    let cases: Vec<_> = root.descendants().filter(|n| n.has_tag_name("testcase")).collect();
    assert!(cases.len() > 60, "{} cases", cases.len());
    for c in &cases {
        let spec = property(c, "spec").unwrap_or_default();
        assert!(spec.starts_with("https://agentclientprotocol.com/protocol/v"), "{spec}");
        assert!(["MUST", "CAP", "SHOULD", "SECURITY", "JSON-RPC", "INFO"].contains(&property(c, "level").unwrap_or_default().as_str()));
        let out = children(*c, "system-out").next().and_then(|n| n.text()).unwrap_or_default();
        assert!(out.contains("spec: https://"), "a passed case says why: {out}");
    }
    let cancel = cases.iter().find(|c| attr(c, "name") == "cancel.session [MUST]" && attr(c, "classname") == "acp-wire.conform.v1");
    assert!(cancel.is_some_and(|c| attr(c, "time").parse::<f64>().unwrap_or(0.0) > 0.0), "the scenario's time");

    let data = page_data(&std::fs::read_to_string(&html).expect("the page"));
    assert_eq!(data["ok"], true);
    let props = data["properties"].as_array().expect("properties");
    assert!(props.iter().any(|p| p[0] == "schema" && p[1].as_str().is_some_and(pin)), "{props:?}");
    assert_eq!(data["cases"].as_array().map(Vec::len), Some(cases.len()));
    let conns = data["connections"].as_array().expect("connections");
    assert!(conns.iter().all(|c| c["frames"].as_array().is_some_and(|f| f.iter().all(|f| f["marks"] == Value::Array(vec![])))));
    let basic = conns.iter().find(|c| c["name"] == "v1 basic").expect("the v1 basic scenario's traffic");
    let frames = basic["frames"].as_array().expect("frames");
    // The client's initialize and the agent's answer, joined, with the latency.
    assert_eq!((frames[0]["dir"].as_str(), frames[0]["label"].as_str()), (Some("c2a"), Some("initialize")));
    let answer = frames[0]["pairs"][0].as_u64().expect("initialize is answered") as usize;
    assert_eq!(frames[answer]["dir"], "a2c");
    assert_eq!(frames[answer]["pairs"][0], 0);
    assert!(frames[answer]["lat"][0].as_f64().is_some_and(|ms| ms >= 0.0));
    assert!(frames.iter().any(|f| f["label"] == "session/prompt" && f["sessions"].as_array().is_some_and(|s| !s.is_empty())));
    let times: Vec<f64> = frames.iter().filter_map(|f| f["t"].as_f64()).collect();
    assert!(times.len() == frames.len() && times.windows(2).all(|w| w[0] <= w[1]), "in wire order");
}

/// The conform page of a failing run: where the failure is marked.
fn failing_run(rule: &str) -> (Junit, Value) {
    let dir = TempDir::new("cli-reports", rule);
    let (junit, html) = (path(&dir, "report.xml"), path(&dir, "report.html"));
    let agent = faulty();
    let out = acp_wire(&["conform", "--protocol", "1", "--timeout", "5", "--junit", &junit, "--html", &html, "--", &agent, "--break", rule]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stdout));
    let data = page_data(&std::fs::read_to_string(&html).expect("the page"));
    (Junit::read(&junit), data)
}

fn marked<'a>(data: &'a Value, rule: &'a str) -> impl Iterator<Item = (&'a Value, &'a Value, &'a Value)> + 'a {
    let conns = data["connections"].as_array().expect("connections");
    conns.iter().flat_map(move |c| {
        c["frames"].as_array().expect("frames").iter().flat_map(move |f| {
            f["marks"].as_array().expect("marks").iter().filter(move |m| m["rule"] == rule).map(move |m| (c, f, m))
        })
    })
}

#[test]
fn a_failed_requirement_is_a_junit_failure_and_marked_after_its_answer() {
    let (xml, data) = failing_run("refuse-resource-link");
    let doc = xml.doc();
    check_counts(&doc);
    let failed: Vec<_> = doc.descendants().filter(|n| n.has_tag_name("failure")).collect();
    assert_eq!(failed.len(), 1, "{}", xml.text);
    let failure = failed[0];
    let case = failure.parent().expect("its testcase");
    assert_eq!(attr(&case, "name"), "prompt.resource-link [MUST]");
    assert_eq!(attr(&case, "classname"), "acp-wire.conform.v1");
    assert_eq!(attr(&failure, "type"), "MUST");
    assert!(attr(&failure, "message").contains("-32602"), "{}", attr(&failure, "message"));
    let text = failure.text().unwrap_or_default();
    assert!(text.contains("spec: https://agentclientprotocol.com/protocol/v1/initialization#prompt-capabilities"), "{text}");
    assert_eq!(property(&case, "gates").as_deref(), Some("true"));

    // The page: the case links the message it was graded failing after,
    // the agent's -32602 answer to a prompt with a resource link.
    let case = data["cases"].as_array().expect("cases").iter().find(|c| c["id"] == "prompt.resource-link").expect("the case");
    assert_eq!(case["status"], "FAIL");
    let target = &case["targets"][0];
    let (c, f) = (target[0].as_u64().expect("connection") as usize, target[1].as_u64().expect("frame") as usize);
    let conn = &data["connections"][c];
    assert_eq!(conn["name"], "v1 basic");
    let frame = &conn["frames"][f];
    assert_eq!((frame["dir"].as_str(), frame["kind"].as_str(), frame["error"].as_i64()), (Some("a2c"), Some("error"), Some(-32602)));
    let mark = frame["marks"].as_array().and_then(|m| m.iter().find(|m| m["rule"] == "prompt.resource-link")).expect("the mark");
    assert_eq!(mark["level"], "MUST");
    assert_eq!(mark["after"], true);
    assert_eq!(mark["spec"], "https://agentclientprotocol.com/protocol/v1/initialization#prompt-capabilities");
    // No other rule is marked anywhere.
    for c in data["connections"].as_array().expect("connections") {
        for f in c["frames"].as_array().expect("frames") {
            assert!(f["marks"].as_array().is_some_and(|m| m.iter().all(|m| m["rule"] == "prompt.resource-link")), "{f}");
        }
    }
}

#[test]
fn a_schema_violation_is_marked_at_the_message_itself() {
    let (xml, data) = failing_run("invalid-update");
    let doc = xml.doc();
    check_counts(&doc);
    let failure = doc.descendants().find(|n| n.has_tag_name("failure")).expect("a failure");
    assert_eq!(attr(&failure.parent().expect("testcase"), "name"), "schema.messages [MUST]");
    let marks: Vec<_> = marked(&data, "schema.messages").collect();
    assert!(!marks.is_empty());
    for (_, frame, mark) in &marks {
        assert_eq!((frame["dir"].as_str(), frame["label"].as_str()), (Some("a2c"), Some("session/update")));
        assert!(frame["body"].as_str().is_some_and(|b| b.contains("\"text\": ")), "{frame}");
        assert_eq!(mark["after"], false);
        assert!(mark["message"].as_str().is_some_and(|m| m.contains("/params/update/content/text")), "{mark}");
        // The def's own page (SessionNotification's), not the schema page
        // (the unstable schema links the draft's: `protocol/v1/draft/…`).
        let spec = mark["spec"].as_str().unwrap_or_default();
        assert!(spec.starts_with("https://agentclientprotocol.com/protocol/v1/") && spec.contains("/prompt-turn#"), "{mark}");
    }
}

#[test]
fn validate_reports_every_finding_at_its_line() {
    let dir = TempDir::new("cli-reports", "validate");
    let (junit, html) = (path(&dir, "report.xml"), path(&dir, "report.html"));
    let (broken, clean) = (transcript("v1-broken.jsonl"), transcript("v1-session.jsonl"));
    let out = acp_wire(&["validate", "--junit", &junit, "--html", &html, &broken, &clean]);
    assert_eq!(out.status.code(), Some(1));
    let xml = Junit::read(&junit);
    let doc = xml.doc();
    check_counts(&doc);
    let suites: Vec<_> = children(doc.root_element(), "testsuite").collect();
    assert_eq!(suites.iter().map(|s| attr(s, "name")).collect::<Vec<_>>(), [broken.as_str(), clean.as_str()]);
    assert_eq!(count(&suites[1], "failures"), 0);
    // Every rule is a case in both; the broken one fails eight of them.
    assert_eq!(count(&suites[0], "tests"), count(&suites[1], "tests"));
    let failing: Vec<&str> = children(suites[0], "testcase")
        .filter(|c| children(*c, "failure").next().is_some())
        .map(|c| attr(&c, "name"))
        .collect();
    assert_eq!(
        failing,
        ["not-json", "envelope", "unknown-method", "params", "result", "unknown-response-id", "duplicate-request-id", "direction"]
    );
    let params = children(suites[0], "testcase").find(|c| attr(c, "name") == "params").expect("params");
    assert_eq!(attr(&params, "classname"), "acp-wire.validate.v1-broken.jsonl");
    let text = children(params, "failure").next().and_then(|f| f.text()).unwrap_or_default();
    assert!(text.contains("line 6: agent->client session/update: params: /params/update/content/text"), "{text}");

    let data = page_data(&std::fs::read_to_string(&html).expect("the page"));
    assert_eq!(data["ok"], false);
    let frames = data["connections"][0]["frames"].as_array().expect("frames");
    assert_eq!(frames.len(), 13);
    let line = |n: u64| frames.iter().find(|f| f["line"] == n).expect("the line");
    assert_eq!(line(6)["marks"][0]["rule"], "params");
    assert_eq!(line(6)["marks"][0]["level"], "MUST");
    assert_eq!(line(13)["kind"], "raw");
    assert_eq!(line(13)["marks"][0]["rule"], "not-json");
    assert_eq!(line(12)["marks"].as_array().map(Vec::len), Some(3));
    // Line 8 reuses line 5's id while it is in flight: the latest request
    // with an id is taken as the one answered first.
    assert_eq!(line(8)["pairs"], serde_json::json!([8]));
    assert_eq!(line(5)["pairs"], serde_json::json!([9]));
    assert!(data["connections"][1]["frames"].as_array().is_some_and(|f| f.iter().all(|f| f["marks"] == Value::Array(vec![]))));
}

/// Text that is markup, entities, CDATA ends, controls and non-ASCII in a
/// message: the XML stays well-formed and says it back, the page's data
/// stays inert and says it back.
#[test]
fn hostile_text_is_escaped_in_both_reports() {
    let dir = TempDir::new("cli-reports", "hostile");
    let evil = "</script><script>document.title='owned'</script><!-- ]]> & \u{1} \"quoted\" 'single' ünï";
    let update = serde_json::json!({"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": evil, "update": {
        "sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": 5}}}});
    let lines = [
        r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}"#.to_string(),
        r#"{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1,"agentCapabilities":{},"authMethods":[]}}"#.to_string(),
        update.to_string(),
        format!(r#"{{"jsonrpc":"2.0","id":1,"method":"{}","params":{{}}}}"#, evil.replace('\\', "\\\\").replace('"', "\\\"").replace('\u{1}', "\\u0001")),
    ];
    let file = dir.join("hostile.jsonl");
    std::fs::write(&file, lines.join("\n") + "\n").expect("write the transcript");
    let (junit, html) = (path(&dir, "report.xml"), path(&dir, "report.html"));
    let out = acp_wire(&["validate", "--junit", &junit, "--html", &html, &file.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let xml = Junit::read(&junit);
    let doc = xml.doc();
    check_counts(&doc);
    let unknown = doc
        .descendants()
        .find(|n| n.has_tag_name("testcase") && n.attribute("name") == Some("unknown-method"))
        .expect("the unknown-method case");
    let failure = children(unknown, "failure").next().expect("its failure");
    // What XML 1.0 cannot carry at all is written visibly.
    let said = evil.replace('\u{1}', "\\u0001");
    assert!(attr(&failure, "message").contains(&said), "{}", attr(&failure, "message"));
    assert!(failure.text().unwrap_or_default().contains(&said));

    let page = std::fs::read_to_string(&html).expect("the page");
    assert_eq!(page.matches("<script").count(), 2, "only the data and the page's own script");
    let data = page_data(&page);
    let frames = data["connections"][0]["frames"].as_array().expect("frames");
    assert_eq!(frames.len(), 4);
    assert!(frames[2]["sessions"][0].as_str() == Some(evil), "{}", frames[2]);
    assert!(frames[3]["label"].as_str() == Some(evil));
    assert!(frames[3]["marks"][0]["message"].as_str().is_some_and(|m| m.contains("</script>")));
}

#[test]
fn a_report_that_cannot_be_written_is_exit_2() {
    let dir = TempDir::new("cli-reports", "unwritable");
    let missing = path(&dir, "no/such/dir/report.xml");
    let out = acp_wire(&["validate", "--junit", &missing, &transcript("v1-session.jsonl")]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("acp-wire validate: cannot write the JUnit report") && err.contains("no/such/dir/report.xml"), "{err}");
}
