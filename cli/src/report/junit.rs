//! `--junit FILE`: a [`Report`] as JUnit XML, the dialect CI systems read
//! (Jenkins, GitLab, GitHub test-report actions): `<testsuites>` of
//! `<testsuite>`s of `<testcase>`s, a failed case with a `<failure>`
//! (`type` = its level), a skipped one with `<skipped>`, the reason of a
//! passed one as `<system-out>`. Each case also carries `<properties>`:
//! level, protocol version, whether it gates the exit status, spec link.
//!
//! Written by hand: the dialect is a dozen elements and the only hard part
//! of well-formed XML here is escaping text and attributes, which
//! [`escape`] does (markup characters as entities; characters XML 1.0 does
//! not allow at all, such as most C0 controls, as a visible `\uXXXX`), so no
//! dependency is worth it.

use std::fmt::Write as _;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::{Case, Report, Status};

/// The whole document.
pub fn render(r: &Report) -> String {
    let mut x = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let all: Vec<&Case> = r.suites.iter().flat_map(|s| &s.cases).collect();
    let count = |st: Status| all.iter().filter(|c| c.status == st).count();
    let total: Duration = r.suites.iter().map(|s| s.time).sum();
    let stamp = timestamp(r.started);
    let _ = writeln!(
        x,
        "<testsuites name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\" time=\"{}\" timestamp=\"{stamp}\">",
        escape(r.tool),
        all.len(),
        count(Status::Fail),
        count(Status::Skip),
        secs(total)
    );
    for (i, s) in r.suites.iter().enumerate() {
        let n = |st: Status| s.cases.iter().filter(|c| c.status == st).count();
        let _ = writeln!(
            x,
            "  <testsuite id=\"{i}\" name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\" time=\"{}\" timestamp=\"{stamp}\">",
            escape(&s.name),
            s.cases.len(),
            n(Status::Fail),
            n(Status::Skip),
            secs(s.time)
        );
        x.push_str("    <properties>\n");
        property(&mut x, 6, "tool", r.tool);
        property(&mut x, 6, "toolVersion", env!("CARGO_PKG_VERSION"));
        property(&mut x, 6, "subject", &r.subject);
        property(&mut x, 6, "verdict", &r.verdict);
        for (k, v) in &r.properties {
            property(&mut x, 6, k, v);
        }
        x.push_str("    </properties>\n");
        for c in &s.cases {
            case(&mut x, c);
        }
        x.push_str("  </testsuite>\n");
    }
    x.push_str("</testsuites>\n");
    x
}

fn case(x: &mut String, c: &Case) {
    let _ = writeln!(
        x,
        "    <testcase name=\"{}\" classname=\"{}\" time=\"{}\">",
        escape(&c.name),
        escape(&c.classname),
        secs(c.time)
    );
    x.push_str("      <properties>\n");
    property(x, 8, "level", &c.level);
    if let Some(v) = c.version {
        property(x, 8, "protocolVersion", &v.to_string());
    }
    property(x, 8, "gates", if c.gates { "true" } else { "false" });
    if let Some(spec) = &c.spec {
        property(x, 8, "spec", spec);
    }
    x.push_str("      </properties>\n");
    let mut text = format!("{} {}: {}\n", c.level, c.id, c.title);
    if let Some(spec) = &c.spec {
        let _ = writeln!(text, "spec: {spec}");
    }
    match c.status {
        Status::Fail => {
            if !c.gates {
                text.push_str("(a SHOULD: reported, it does not fail the run)\n");
            }
            let _ = writeln!(text, "{}", c.reason);
            for d in &c.details {
                let _ = writeln!(text, "{d}");
            }
            let _ = writeln!(
                x,
                "      <failure message=\"{}\" type=\"{}\">{}</failure>",
                escape(&c.reason),
                escape(&c.level),
                escape_text(&text)
            );
        }
        Status::Skip => {
            let _ = writeln!(x, "      <skipped message=\"{}\"/>", escape(&c.reason));
        }
        Status::Pass => {
            let _ = writeln!(text, "{}", c.reason);
            let _ = writeln!(x, "      <system-out>{}</system-out>", escape_text(&text));
        }
    }
    x.push_str("    </testcase>\n");
}

fn property(x: &mut String, indent: usize, name: &str, value: &str) {
    let _ = writeln!(x, "{:indent$}<property name=\"{}\" value=\"{}\"/>", "", escape(name), escape(value));
}

/// Seconds with millisecond precision, as JUnit's `time` attributes have them.
fn secs(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64())
}

/// Text safe in XML 1.0 attribute values (double- or single-quoted): line
/// breaks and tabs as character references, which a parser keeps (a
/// literal one would be normalised to a space).
pub fn escape(s: &str) -> String {
    escape_as(s, true)
}

/// Text safe in XML 1.0 element content: line breaks and tabs as they are.
pub fn escape_text(s: &str) -> String {
    escape_as(s, false)
}

fn escape_as(s: &str, attribute: bool) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\n' | '\t' if !attribute => out.push(ch),
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            '\t' => out.push_str("&#9;"),
            // Not allowed in XML 1.0 at all, not even as a reference.
            '\u{0}'..='\u{1f}' | '\u{fffe}' | '\u{ffff}' => {
                let _ = write!(out, "\\u{:04x}", u32::from(ch));
            }
            c => out.push(c),
        }
    }
    out
}

/// `2026-12-02T06:46:35` (UTC): the form JUnit's `timestamp` takes (no zone).
fn timestamp(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil(days);
    format!("{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}", rest / 3600, rest % 3600 / 60, rest % 60)
}

/// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's
/// `civil_from_days`, for dates from 1970 on).
fn civil(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + u64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_quotes_and_controls_are_escaped() {
        assert_eq!(escape(r#"<a href="x">&'</a>"#), "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;");
        assert_eq!(escape("a\nb\u{1}c\u{ffff}"), "a&#10;b\\u0001c\\uffff");
        assert_eq!(escape_text("a\nb\r\tc]]>"), "a\nb&#13;\tc]]&gt;");
        assert_eq!(escape("ünï ✓ 🦀"), "ünï ✓ 🦀");
    }

    #[test]
    fn timestamps_are_utc_dates() {
        assert_eq!(timestamp(UNIX_EPOCH), "1970-01-01T00:00:00");
        // 2024-02-29 12:34:56 UTC, a leap day.
        assert_eq!(timestamp(UNIX_EPOCH + Duration::from_secs(1_709_210_096)), "2024-02-29T12:34:56");
        assert_eq!(timestamp(UNIX_EPOCH + Duration::from_secs(951_782_400)), "2000-02-29T00:00:00");
    }
}
