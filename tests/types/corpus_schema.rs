//! The hand-written corpus against the vendored schemas (all four files, with
//! or without cargo features): every case is valid against its def, every
//! frame against the root schema, and the corpus covers every method and
//! every union branch the schema declares. Round-trips through the generated
//! types are in `corpus_roundtrip.rs`.


use crate::common;

use std::collections::BTreeSet;

use common::corpus::Corpus;
use common::schema::SchemaFile;
use common::Failures;

/// Why a coverage gap is a note, not a failure (`Corpus::coverage_enforced`).
pub const NOT_WRITTEN_FOR: &str = "the corpus was not written for this schema file (tests/corpus/pin/README.md)";

fn validate_corpus(schema: &SchemaFile) {
    let corpus = Corpus::for_schema(schema);
    let mut failures = Failures::new();
    for case in &corpus.cases {
        failures.checked();
        if schema.def(&case.def).is_none() {
            failures.push(format!("{}: no def {} in {}", case.source, case.def, schema.label()));
        } else if let Err(errors) = schema.validate_def(&case.def, &case.value) {
            failures.push(format!("{} [{}]: {}", case.source, case.def, errors.join(" | ")));
        }
    }
    for frame in &corpus.frames {
        failures.checked();
        if let Err(errors) = schema.validate_frame(&frame.frame) {
            failures.push(format!("{} [frame]: {}", frame.source, errors.join(" | ")));
        }
    }
    eprintln!(
        "{}: {} cases ({} frames)",
        schema.label(),
        corpus.cases.len(),
        corpus.frames.len()
    );
    failures.assert_none_of(&format!("corpus valid against {}", schema.label()), Corpus::min_cases(schema));
}

fn covers_methods(schema: &SchemaFile) {
    let corpus = Corpus::for_schema(schema);
    let defs: BTreeSet<&str> = corpus.cases.iter().map(|c| c.def.as_str()).collect();
    let mut failures = Failures::new();
    let methods = schema.methods();
    for m in &methods {
        for def in std::iter::once(&m.params_def).chain(m.result_def.as_ref()) {
            failures.checked();
            if !defs.contains(def.as_str()) {
                failures.push(format!("{} {} ({}): no corpus case for {def}", schema.label(), m.method, m.kind));
            }
        }
    }
    eprintln!("{}: {} methods", schema.label(), methods.len());
    failures.assert_none_or_note(
        &format!("methods covered by the {} corpus", schema.label()),
        schema.method_count(),
        Corpus::coverage_enforced(schema),
        NOT_WRITTEN_FOR,
    );
}

fn covers_union_branches(schema: &SchemaFile) {
    let corpus = Corpus::for_schema(schema);
    let mut seen = BTreeSet::new();
    for case in &corpus.cases {
        if schema.def(&case.def).is_some() {
            schema.exercised_branches(&case.def, &case.value, &mut seen);
        }
    }
    let mut failures = Failures::new();
    for (def, branches) in schema.unions() {
        for b in branches {
            failures.checked();
            if !seen.contains(&(def.clone(), b.label.clone())) {
                failures.push(format!("{} {def}[{}]: no corpus message selects this branch", schema.label(), b.label));
            }
        }
    }
    failures.assert_none_or_note(
        &format!("union branches covered by the {} corpus", schema.label()),
        schema.union_branch_count(),
        Corpus::coverage_enforced(schema),
        NOT_WRITTEN_FOR,
    );
}

macro_rules! per_schema_file {
    ($($name:ident: $version:literal, $unstable:literal;)*) => {$(
        mod $name {
            use super::*;
            #[test]
            fn corpus_is_valid() {
                if let Some(schema) = SchemaFile::vendored($version, $unstable) {
                    validate_corpus(schema);
                }
            }
            #[test]
            fn corpus_covers_every_method() {
                if let Some(schema) = SchemaFile::vendored($version, $unstable) {
                    covers_methods(schema);
                }
            }
            #[test]
            fn corpus_covers_every_union_branch() {
                if let Some(schema) = SchemaFile::vendored($version, $unstable) {
                    covers_union_branches(schema);
                }
            }
        }
    )*};
}

per_schema_file! {
    v1: "v1", false;
    v1_unstable: "v1", true;
    v2: "v2", false;
    v2_unstable: "v2", true;
}
