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

    /// Panics with every collected failure, or prints the summary. A run
    /// that checked nothing panics too: a check over an empty set passes
    /// whatever the code does (use [`Self::assert_none_of`] where fewer
    /// than one item is expected).
    pub fn assert_none(self, what: &str) {
        self.assert_none_of(what, 1);
    }

    /// As [`Self::assert_none`] where `enforced`; otherwise the failures are
    /// printed on stderr as a note, `why` saying why they do not fail (at
    /// least one item must have been checked either way).
    pub fn assert_none_or_note(self, what: &str, enforced: bool, why: &str) {
        if enforced || self.items.is_empty() {
            return self.assert_none(what);
        }
        assert!(self.checked >= 1, "{what}: no item checked: the check ran over nothing");
        eprintln!("note: {what}: {} gap(s) out of {} checked, not failures: {why}", self.items.len(), self.checked);
        for (i, item) in self.items.iter().enumerate() {
            eprintln!("{:4}. {}", i + 1, item);
        }
    }

    /// As [`Self::assert_none`], requiring at least `min` checked items.
    pub fn assert_none_of(self, what: &str, min: usize) {
        assert!(self.checked >= min, "{what}: only {} item(s) checked, at least {min} expected: the check ran over nothing", self.checked);
        if self.items.is_empty() {
            eprintln!("{what}: {} checked, all ok", self.checked);
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
}
