//! `cargo xtask book [--check]`: the guide in `docs/book/` (mdbook).
//!
//! * `--check`: every relative link of the README, the book's chapters and
//!   the documents they `{{#include}}` names a file of the repository, and
//!   every `#anchor` a heading of its target (GitHub's slugs); every
//!   chapter is listed in `SUMMARY.md` and every listed one exists.
//! * without it: `mdbook build docs/book` (mdbook must be installed;
//!   `.ci/run` installs a pinned one), after the check.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    let check_only = match args.first().map(String::as_str) {
        None => false,
        Some("--check") => true,
        Some(other) => return Err(format!("xtask book: unknown argument {other} (usage: book [--check])")),
    };
    let problems = check(root)?;
    if !problems.is_empty() {
        for p in &problems {
            eprintln!("book: {p}");
        }
        return Err(format!("book --check: {} problem(s) (listed above)", problems.len()));
    }
    eprintln!("book: links and summary ok");
    if check_only {
        return Ok(());
    }
    let status = Command::new("mdbook")
        .arg("build")
        .arg(root.join("docs/book"))
        .status()
        .map_err(|e| format!("running mdbook (install it: cargo install mdbook --locked): {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err("mdbook build failed".into())
    }
}

/// Every problem found, one line each.
pub fn check(root: &Path) -> Result<Vec<String>, String> {
    let src = root.join("docs/book/src");
    let mut problems = Vec::new();
    let summary = read(&src.join("SUMMARY.md"))?;
    let listed: BTreeSet<String> = links(&summary).into_iter().map(|(target, _)| target).collect();
    let mut chapters = BTreeSet::new();
    for entry in std::fs::read_dir(&src).map_err(|e| format!("{}: {e}", src.display()))? {
        let name = entry.map_err(|e| e.to_string())?.file_name().to_string_lossy().into_owned();
        if name.ends_with(".md") && name != "SUMMARY.md" {
            chapters.insert(name);
        }
    }
    for c in chapters.difference(&listed) {
        problems.push(format!("docs/book/src/{c}: not listed in SUMMARY.md"));
    }
    for c in listed.difference(&chapters) {
        problems.push(format!("SUMMARY.md lists {c}, which does not exist"));
    }
    let mut files: Vec<PathBuf> = vec![root.join("README.md")];
    files.extend(chapters.iter().map(|c| src.join(c)));
    let mut seen = BTreeSet::new();
    while let Some(file) = files.pop() {
        if !seen.insert(file.clone()) {
            continue;
        }
        let text = read(&file)?;
        let dir = file.parent().unwrap_or(root).to_path_buf();
        let shown = file.strip_prefix(root).unwrap_or(&file).display().to_string();
        for include in includes(&text) {
            let path = dir.join(&include);
            if path.is_file() {
                files.push(normalize(&path));
            } else {
                problems.push(format!("{shown}: {{{{#include {include}}}}}: no such file"));
            }
        }
        for (target, anchor) in links(&text) {
            let path = if target.is_empty() { file.clone() } else { normalize(&dir.join(&target)) };
            if !path.exists() {
                problems.push(format!("{shown}: link to {target}: no such file"));
                continue;
            }
            if let Some(anchor) = anchor {
                if path.extension().is_some_and(|e| e == "md") && !slugs(&read(&path)?).contains(&anchor) {
                    problems.push(format!("{shown}: link to {target}#{anchor}: no such heading"));
                }
            }
        }
    }
    Ok(problems)
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// `a/b/../c` → `a/c` (no file system access: the target may be missing).
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// The lines of `text` outside fenced code blocks.
fn prose(text: &str) -> impl Iterator<Item = &str> {
    let mut fenced = false;
    text.lines().filter(move |l| {
        if l.trim_start().starts_with("```") {
            fenced = !fenced;
            return false;
        }
        !fenced
    })
}

/// The files of `{{#include FILE}}` directives.
fn includes(text: &str) -> Vec<String> {
    prose(text)
        .filter_map(|l| l.trim().strip_prefix("{{#include ")?.strip_suffix("}}").map(|f| f.trim().to_owned()))
        .collect()
}

/// Relative link targets `[text](target#anchor)` outside code: (target
/// without the anchor, the anchor). URLs and mail links are not checked.
fn links(text: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    for line in prose(text) {
        let line = strip_code_spans(line);
        let mut rest = line.as_str();
        while let Some(i) = rest.find("](") {
            rest = &rest[i + 2..];
            let Some(end) = rest.find(')') else { break };
            let target = rest[..end].split_whitespace().next().unwrap_or("");
            rest = &rest[end..];
            if target.contains("://") || target.starts_with("mailto:") || target.is_empty() {
                continue;
            }
            let (file, anchor) = match target.split_once('#') {
                Some((f, a)) => (f.to_owned(), Some(a.to_owned())),
                None => (target.to_owned(), None),
            };
            out.push((file, anchor));
        }
    }
    out
}

fn strip_code_spans(line: &str) -> String {
    let mut out = String::new();
    let mut code = false;
    for c in line.chars() {
        if c == '`' {
            code = !code;
        } else if !code {
            out.push(c);
        }
    }
    out
}

/// GitHub's heading anchors of a Markdown text (lowercase, punctuation
/// but `-` and `_` dropped, spaces to `-`; repeated headings get `-1`, …).
fn slugs(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in prose(text) {
        let Some(heading) = line.strip_prefix('#') else { continue };
        let heading = heading.trim_start_matches('#');
        if !heading.starts_with(' ') {
            continue;
        }
        let base: String = heading
            .trim()
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == '-' || *c == '_' || *c == ' ')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let mut slug = base.clone();
        let mut n = 0;
        while out.contains(&slug) {
            n += 1;
            slug = format!("{base}-{n}");
        }
        out.insert(slug);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{links, slugs};

    #[test]
    fn slugs_follow_github() {
        let s = slugs("# A b\n## `acp-wire conform`\n## A b\n```\n# not a heading\n```\n");
        assert!(s.contains("a-b") && s.contains("acp-wire-conform") && s.contains("a-b-1"));
        assert!(!s.contains("not-a-heading"));
    }

    #[test]
    fn links_skip_urls_code_and_fences() {
        let l = links("see [a](x.md#y), [b](https://e.x), `[c](z.md)`\n```\n[d](w.md)\n```\n[e](#top)");
        assert_eq!(l, [("x.md".into(), Some("y".into())), (String::new(), Some("top".into()))]);
    }
}
