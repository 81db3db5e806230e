//! The requirement registry of a schema set: every normative sentence of
//! every version's `schema.json` and `schema.unstable.json`, one entry per
//! (version, sentence), with all the places it occurs.

use super::extract::{self, Actor, Keyword, Source};
use std::collections::BTreeMap;
use std::path::Path;

/// One normative sentence of one protocol version.
#[derive(Clone, Debug)]
pub struct Requirement {
    pub id: String,
    pub version: u16,
    /// In the version's `schema.json` (otherwise only in its unstable superset).
    pub stable: bool,
    pub text: String,
    pub keywords: Vec<Keyword>,
    /// Inferred from the first occurrence (see [`extract`]); dispositions may override.
    pub actor: Actor,
    /// Every occurrence, the stable file's first.
    pub sources: Vec<Source>,
}

impl Requirement {
    /// The strongest keyword (MUST NOT before MUST before SHOULD …).
    pub fn keyword(&self) -> Keyword {
        self.keywords.iter().copied().min().expect("a normative sentence has a keyword")
    }
}

/// Counts of one schema file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FileCount {
    /// Distinct normative sentences.
    pub sentences: usize,
    /// Places they occur.
    pub occurrences: usize,
    /// Sentences with a lowercase modal and no keyword (not normative).
    pub lowercase: usize,
}

/// The registry of a schema set.
#[derive(Clone, Debug, Default)]
pub struct Registry {
    /// Ordered by version, then id.
    pub reqs: Vec<Requirement>,
    /// Per file (relative to `schema/`).
    pub files: BTreeMap<String, FileCount>,
}

impl Registry {
    pub fn get(&self, id: &str) -> Option<&Requirement> {
        self.reqs.iter().find(|r| r.id == id)
    }

    pub fn versions(&self) -> Vec<u16> {
        let mut v: Vec<u16> = self.reqs.iter().map(|r| r.version).collect();
        v.dedup();
        v
    }

    /// Builds the registry from `(version, file under schema/, bytes)`,
    /// each version's stable file before its unstable superset.
    pub fn build(files: &[(u16, String, Vec<u8>)]) -> Result<Registry, String> {
        let mut by_key: BTreeMap<(u16, String), Requirement> = BTreeMap::new();
        let mut counts = BTreeMap::new();
        for (version, file, bytes) in files {
            let stable = !file.ends_with(".unstable.json");
            let found = extract::file_sentences(file, bytes)?;
            let mut distinct = std::collections::BTreeSet::new();
            for f in &found.normative {
                distinct.insert(f.text.clone());
            }
            counts.insert(
                file.clone(),
                FileCount { sentences: distinct.len(), occurrences: found.normative.len(), lowercase: found.lowercase },
            );
            for f in found.normative {
                let id = extract::id(*version, &f.text);
                let entry = by_key.entry((*version, id.clone())).or_insert_with(|| Requirement {
                    id: id.clone(),
                    version: *version,
                    stable,
                    text: f.text.clone(),
                    keywords: f.keywords.clone(),
                    actor: f.actor,
                    sources: Vec::new(),
                });
                if entry.text != f.text {
                    return Err(format!(
                        "{file}: two sentences share the id {id} (a hash collision; lengthen the ids): {:?} and {:?}",
                        entry.text, f.text
                    ));
                }
                entry.stable |= stable;
                if !entry.sources.contains(&f.source) {
                    entry.sources.push(f.source);
                }
            }
        }
        Ok(Registry { reqs: by_key.into_values().collect(), files: counts })
    }

    /// The registry of the schemas in `dir` (laid out like `schema/`:
    /// `vN/schema.json`, `vN/schema.unstable.json`) for `versions`; a
    /// missing file has no sentences.
    pub fn from_dir(dir: &Path, versions: &[u16]) -> Result<Registry, String> {
        let mut files = Vec::new();
        for v in versions {
            for name in [format!("v{v}/schema.json"), format!("v{v}/schema.unstable.json")] {
                let path = dir.join(&name);
                match std::fs::read(&path) {
                    Ok(bytes) => files.push((*v, name, bytes)),
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => return Err(format!("{}: {e}", path.display())),
                }
            }
        }
        Registry::build(&files)
    }
}
