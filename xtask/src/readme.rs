//! `cargo xtask readme`: the README's examples, pasted into a new crate
//! with exactly the dependency lines the README gives, compile (issue 27:
//! the doc tests compile them with the core's dev-dependencies, which a
//! user does not have). The crate is written to a temp directory (its own
//! `[workspace]`), `acp-wire` taken from this checkout by path, every
//! `rust` block a binary; built in the caller's target dir (its
//! dependencies are already built there).

use std::path::Path;
use std::process::Command;

/// The fenced blocks of `text` whose info string starts with `lang`.
fn blocks<'a>(text: &'a str, lang: &str) -> Vec<(String, Vec<&'a str>)> {
    let mut out = Vec::new();
    let mut open: Option<(String, Vec<&str>)> = None;
    for line in text.lines() {
        match (&mut open, line.strip_prefix("```")) {
            (None, Some(info)) => open = Some((info.trim().to_string(), Vec::new())),
            (Some(_), Some(_)) => {
                let (info, body) = open.take().unwrap_or_default();
                if info == lang || info.starts_with(&format!("{lang},")) {
                    out.push((info, body));
                }
            }
            (Some((_, body)), None) => body.push(line),
            (None, None) => {}
        }
    }
    out
}

/// The manifest of the scratch crate: the README's `[dependencies]` lines,
/// `acp-wire`'s version replaced by this checkout's path.
fn manifest(root: &Path, readme: &str) -> Result<String, String> {
    let toml = blocks(readme, "toml");
    let deps = toml
        .iter()
        .find(|(_, body)| body.first().is_some_and(|l| l.trim() == "[dependencies]"))
        .ok_or("README.md: no ```toml block starting with [dependencies]")?;
    let mut out = String::from("[package]\nname = \"readme-examples\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n[workspace]\n\n");
    let mut seen = false;
    for line in &deps.1 {
        let code = line.split('#').next().unwrap_or_default().trim_end();
        if let Some(spec) = code.strip_prefix("acp-wire =").map(str::trim) {
            seen = true;
            let path = format!("path = {:?}", root.display().to_string());
            let spec = match spec.strip_prefix('{') {
                Some(table) => format!("{{ {path}, {}", table.trim_start()),
                None => format!("{{ {path}, version = {spec} }}"),
            };
            out.push_str(&format!("acp-wire = {spec}\n"));
        } else {
            out.push_str(code);
            out.push('\n');
        }
    }
    if !seen {
        return Err("README.md: the [dependencies] block has no `acp-wire =` line".into());
    }
    Ok(out)
}

pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    if let Some(a) = args.iter().find(|a| *a != "--check") {
        return Err(format!("xtask readme takes only --check (got {a})"));
    }
    let readme = std::fs::read_to_string(root.join("README.md")).map_err(|e| format!("README.md: {e}"))?;
    let manifest = manifest(root, &readme)?;
    let examples: Vec<_> = blocks(&readme, "rust").into_iter().filter(|(info, _)| !info.contains("ignore")).collect();
    if examples.is_empty() {
        return Err("README.md: no rust example".into());
    }
    let dir = std::env::temp_dir().join(format!("acp-wire-readme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let bin = dir.join("src/bin");
    std::fs::create_dir_all(&bin).map_err(|e| format!("{}: {e}", bin.display()))?;
    std::fs::write(dir.join("Cargo.toml"), &manifest).map_err(|e| format!("the scratch manifest: {e}"))?;
    for (n, (_, body)) in examples.iter().enumerate() {
        std::fs::write(bin.join(format!("example_{n}.rs")), body.join("\n") + "\n").map_err(|e| format!("the scratch example: {e}"))?;
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), Into::into);
    eprintln!("xtask readme: {} example(s) in a crate with the README's dependency lines ({})", examples.len(), dir.display());
    let status = Command::new(cargo)
        .args(["build", "--bins", "--quiet"])
        .env("CARGO_TARGET_DIR", target)
        // Warnings in a user's crate are theirs; errors are the README's.
        .env_remove("RUSTFLAGS")
        .current_dir(&dir)
        .status()
        .map_err(|e| format!("running cargo: {e}"))?;
    let _ = std::fs::remove_dir_all(&dir);
    if status.success() {
        eprintln!("xtask readme: the README's examples compile as pasted");
        Ok(())
    } else {
        Err(format!("the README's examples do not compile with its dependency lines alone:\n{manifest}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_acp_wire_line_becomes_a_path_and_the_rest_stays() {
        let readme = "x\n```toml\n[dependencies]\nacp-wire = \"0.1\"    # note\ntokio = { version = \"1\", features = [\"rt\"] }\n```\n";
        let m = manifest(Path::new("/r"), readme).unwrap();
        assert!(m.contains("acp-wire = { path = \"/r\", version = \"0.1\" }\n"), "{m}");
        assert!(m.contains("tokio = { version = \"1\", features = [\"rt\"] }\n"), "{m}");
        let table = "```toml\n[dependencies]\nacp-wire = { version = \"0.1\", default-features = false }\n```\n";
        assert!(manifest(Path::new("/r"), table).unwrap().contains("acp-wire = { path = \"/r\", version = \"0.1\", default-features = false }"));
        assert!(manifest(Path::new("/r"), "```toml\n[dependencies]\ntokio = \"1\"\n```\n").is_err());
    }

    #[test]
    fn rust_blocks_with_attributes_count_and_ignored_ones_are_seen() {
        let text = "```rust,no_run\nfn main() {}\n```\n```sh\nls\n```\n```rust,ignore\nx\n```\n";
        let b = blocks(text, "rust");
        assert_eq!(b.len(), 2);
        assert_eq!(b[0].1, vec!["fn main() {}"]);
        assert!(b[1].0.contains("ignore"));
    }
}
