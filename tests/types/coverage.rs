//! Schema-driven coverage: every `$defs` entry of every vendored schema file
//! gets synthesized minimal and maximal instances (per union branch), and each
//! must validate against its def — which proves the synthesizer follows the
//! schema. The round-trip half lives in `schema_coverage_roundtrip.rs`.


use crate::common;

use common::schema::SchemaFile;
use common::synth::Synth;
use common::Failures;

fn check_file(schema: &SchemaFile) {
    let synth = Synth::new(schema);
    let mut failures = Failures::new();
    let mut instances = 0;
    for def in schema.defs().keys() {
        if schema.is_envelope(def) {
            continue;
        }
        for inst in synth.instances(def) {
            instances += 1;
            failures.checked();
            if let Err(errors) = schema.validate_def(def, &inst.value) {
                failures.push(format!(
                    "{} {}: synthesized instance is schema-invalid: {}\n        instance: {}",
                    schema.label(),
                    inst.label,
                    errors.join(" | "),
                    inst.value
                ));
            }
        }
    }
    eprintln!("{}: {} defs, {instances} instances", schema.label(), schema.defs().len());
    // At least one instance per def that is not an envelope.
    failures.assert_none_of(&format!("synthesized instances valid against {}", schema.label()), schema.non_envelope_defs());
}

#[test]
fn synthesized_instances_validate_v1() {
    if let Some(schema) = SchemaFile::vendored("v1", false) {
        check_file(schema);
    }
}

#[test]
fn synthesized_instances_validate_v1_unstable() {
    if let Some(schema) = SchemaFile::vendored("v1", true) {
        check_file(schema);
    }
}

#[test]
fn synthesized_instances_validate_v2() {
    if let Some(schema) = SchemaFile::vendored("v2", false) {
        check_file(schema);
    }
}

#[test]
fn synthesized_instances_validate_v2_unstable() {
    if let Some(schema) = SchemaFile::vendored("v2", true) {
        check_file(schema);
    }
}

/// Every union branch of every def gets its own instances.
#[test]
fn every_union_branch_is_synthesized() {
    let mut failures = Failures::new();
    let min: usize = SchemaFile::all().iter().map(|s| s.union_branch_count()).sum();
    for schema in SchemaFile::all() {
        let synth = Synth::new(schema);
        for (def, branches) in schema.unions() {
            let instances = synth.instances(&def);
            let mut seen = std::collections::BTreeSet::new();
            for inst in &instances {
                schema.exercised_branches(&def, &inst.value, &mut seen);
            }
            for b in branches {
                failures.checked();
                if !seen.contains(&(def.clone(), b.label.clone())) {
                    failures.push(format!("{} {def}[{}]: no synthesized instance selects this branch", schema.label(), b.label));
                }
            }
        }
    }
    failures.assert_none_of("union branches synthesized", min);
}
