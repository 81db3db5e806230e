//! `--html FILE`: a [`Report`] as one self-contained page. No network: the
//! CSS (`page.css`) and the script (`page.js`) are inline, a
//! Content-Security-Policy allows nothing else, and the data travels in the
//! page as JSON in a `<script type="application/json">` whose every `<` is
//! written `\u003c` (so no message, not even one holding `</script>` or
//! `<!--`, can end that element early). The script builds the page from it
//! with DOM calls and `textContent` only, never markup from the data.

use serde_json::{json, Value};

use super::{timeline, Report};

const CSS: &str = include_str!("page.css");
const JS: &str = include_str!("page.js");

/// The whole page.
pub fn render(r: &Report) -> String {
    let data = data(r);
    let json = embed(&data);
    let title = format!("{} — {}", r.tool, r.subject);
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
<title>{}</title>\n<style>\n{CSS}</style>\n</head>\n<body>\n\
<noscript>This report is drawn by its inline script; the data is the JSON in the element with id acp-data.</noscript>\n\
<div id=\"app\"></div>\n\
<script type=\"application/json\" id=\"acp-data\">{json}</script>\n\
<script>\n{JS}</script>\n</body>\n</html>\n",
        text(&title)
    )
}

/// JSON that is inert inside a `<script>` element: `<` only ever occurs in
/// JSON inside strings, where `\u003c` means the same.
pub fn embed(v: &Value) -> String {
    v.to_string().replace('<', "\\u003c")
}

/// HTML text content.
fn text(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

fn data(r: &Report) -> Value {
    let cases: Vec<Value> = r
        .suites
        .iter()
        .flat_map(|s| {
            s.cases.iter().map(move |c| {
                json!({
                    "suite": s.name,
                    "id": c.id,
                    "version": c.version,
                    "level": c.level,
                    "gates": c.gates,
                    "status": c.status.as_str(),
                    "title": c.title,
                    "reason": c.reason,
                    "spec": c.spec,
                    "targets": c.targets,
                })
            })
        })
        .collect();
    let connections: Vec<Value> = r
        .connections
        .iter()
        .map(|c| {
            json!({
                "name": c.name,
                "version": c.version,
                "marks": c.marks.iter().map(timeline::mark).collect::<Vec<_>>(),
                "frames": timeline::rows(c),
            })
        })
        .collect();
    json!({
        "tool": r.tool,
        "toolVersion": env!("CARGO_PKG_VERSION"),
        "subject": r.subject,
        "ok": r.ok,
        "verdict": r.verdict,
        "properties": r.properties,
        "cases": cases,
        "connections": connections,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_json_cannot_close_its_element() {
        let v = json!({"text": "</script><script>alert(1)</script><!--"});
        let s = embed(&v);
        assert!(!s.contains('<'), "{s}");
        assert_eq!(serde_json::from_str::<Value>(&s).ok(), Some(v));
    }
}
