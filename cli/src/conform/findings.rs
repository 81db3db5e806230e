//! Findings collected per connection and graded per version: both modes
//! (agent and `--client`) list each distinct finding once, in the order
//! first seen, and a reason shows the first three. Also what both modes
//! look for in the other side's messages: v2 icon sources.

/// Every distinct item of `pick(o)` over all observations, first-seen order.
pub fn distinct<'a, O: 'a, T: Clone + PartialEq>(all: impl IntoIterator<Item = &'a O>, pick: impl Fn(&O) -> &Vec<T>) -> Vec<T> {
    let mut out: Vec<T> = Vec::new();
    for o in all {
        for s in pick(o) {
            if !out.contains(s) {
                out.push(s.clone());
            }
        }
    }
    out
}

/// A reason line: the first three items on one line each, then how many more.
pub fn shorten(items: Vec<String>) -> String {
    let n = items.len();
    let mut s = items.into_iter().take(3).map(|x| x.replace('\n', " ")).collect::<Vec<_>>().join("; ");
    if n > 3 {
        s.push_str(&format!("; and {} more", n - 3));
    }
    s
}

/// v2's Icon: `src` is an `https:` or `data:` URI. The sources of `msg`'s
/// icons (at any depth: resource links in prompts, updates, results) that
/// are neither.
pub fn bad_icons(msg: &serde_json::Value) -> Vec<String> {
    use serde_json::Value;
    let mut out = Vec::new();
    let mut stack = vec![msg];
    while let Some(v) = stack.pop() {
        match v {
            Value::Object(o) => {
                for icon in o.get("icons").and_then(Value::as_array).into_iter().flatten() {
                    if let Some(src) = icon.get("src").and_then(Value::as_str) {
                        let scheme = src.split(':').next().unwrap_or("").to_ascii_lowercase();
                        if src.contains(':') && (scheme == "https" || scheme == "data") {
                            continue;
                        }
                        let shown: String = src.chars().take(60).collect();
                        out.push(format!("icon src {shown:?} is not an https: or data: URI"));
                    }
                }
                stack.extend(o.values());
            }
            Value::Array(a) => stack.extend(a.iter()),
            _ => {}
        }
    }
    out
}

/// The informational note on an `extensibility.no-root-fields` reason:
/// members only the unstable superset or an earlier published schema
/// declares (empty when there are none).
pub fn members_note(noted: &[String]) -> String {
    if noted.is_empty() {
        return String::new();
    }
    format!("; informational, not custom data: {} unstable or retired member(s): {}", noted.len(), shorten(noted.to_vec()))
}
