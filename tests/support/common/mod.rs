//! Helpers shared by the corpus, schema-coverage, forward-compatibility and
//! invalid-input tests. Each test binary declares it (`#[path]` in its
//! `main.rs`) and its modules use what they need, hence the `dead_code`
//! allowance.
#![allow(dead_code)]

pub mod corpus;
pub mod json;
pub mod mutate;
pub mod roundtrip;
pub mod schema;
pub mod synth;

use std::path::PathBuf;

/// A path inside the repository (tests run with the package root as cwd, but
/// do not rely on it).
pub fn repo_path(rel: &str) -> PathBuf {
    // The workspace root (the schema's folder beside it), from whichever
    // crate of the workspace includes this module.
    let mut root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    while !root.join("schema/schema.lock").is_file() {
        root = root.parent().expect("the workspace root above this crate").to_path_buf();
    }
    root.join(rel)
}

/// Collects failures so that one run reports all of them, then panics once.
#[derive(Default)]
pub struct Failures {
    items: Vec<String>,
    checked: usize,
}

impl Failures {
    pub fn new() -> Self {
        Self::default()
    }

    /// Count one checked item (for the summary line).
    pub fn checked(&mut self) {
        self.checked += 1;
    }

    pub fn push(&mut self, msg: impl Into<String>) {
        self.items.push(msg.into());
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Panics with every collected failure, or prints the summary; panics
    /// too when fewer than `min` items were checked: a check over an empty
    /// (or cut-down) set passes whatever the code does. Every caller states
    /// its `min`, derived from the schema where the items come from it (the
    /// helpers of [`schema::SchemaFile`] and [`corpus::Corpus`]), otherwise
    /// a conservative floor; never less than 1.
    pub fn assert_none_of(self, what: &str, min: usize) {
        let min = min.max(1);
        assert!(
            self.checked >= min,
            "{what}: only {} item(s) checked, at least {min} expected: the check ran over (almost) nothing",
            self.checked
        );
        if self.items.is_empty() {
            eprintln!("{what}: {} checked (at least {min} expected), all ok", self.checked);
            return;
        }
        let mut msg = format!(
            "{what}: {} failure(s) out of {} checked:\n",
            self.items.len(),
            self.checked
        );
        for (i, item) in self.items.iter().enumerate() {
            msg.push_str(&format!("{:4}. {}\n", i + 1, item));
        }
        panic!("{msg}");
    }

    /// As [`Self::assert_none_of`] where `enforced`; otherwise the failures
    /// are printed on stderr as a note, `why` saying why they do not fail
    /// (at least `min` items must have been checked either way).
    pub fn assert_none_or_note(self, what: &str, min: usize, enforced: bool, why: &str) {
        if enforced || self.items.is_empty() {
            return self.assert_none_of(what, min);
        }
        let min = min.max(1);
        assert!(self.checked >= min, "{what}: only {} item(s) checked, at least {min} expected", self.checked);
        eprintln!("note: {what}: {} gap(s) out of {} checked, not failures: {why}", self.items.len(), self.checked);
        for (i, item) in self.items.iter().enumerate() {
            eprintln!("{:4}. {}", i + 1, item);
        }
    }
}
