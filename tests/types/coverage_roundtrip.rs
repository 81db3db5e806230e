//! Schema-driven coverage through the generated types: for every `$defs`
//! entry of the active schema files, every synthesized instance (minimal,
//! maximal with nulls, maximal with values; per union branch) is first
//! checked against the schema, then must round-trip JSON-equal through
//! `roundtrip_def`. `roundtrip_def` returns `None` exactly for the envelope
//! defs. All failures are collected and reported at once.


use crate::common;

use common::roundtrip::{active_modules, describe, Outcome};
use common::synth::Synth;
use common::Failures;

#[test]
fn roundtrip_def_knows_every_def_but_the_envelopes() {
    let mut failures = Failures::new();
    // Every def of every active module, and one unknown name per module.
    let min: usize = active_modules().iter().map(|m| m.schema.defs().len() + 1).sum();
    for m in active_modules() {
        for (def, schema) in m.schema.defs() {
            failures.checked();
            let known = (m.roundtrip)(def, "null").is_some();
            let envelope = m.schema.is_envelope(def);
            if known == envelope {
                let _ = schema;
                failures.push(format!(
                    "{} {def}: roundtrip_def returned {} for {} def",
                    m.name,
                    if known { "Some" } else { "None" },
                    if envelope { "an envelope" } else { "a generated" }
                ));
            }
        }
        failures.checked();
        if (m.roundtrip)("NoSuchDef", "{}").is_some() {
            failures.push(format!("{}: roundtrip_def(\"NoSuchDef\") is not None", m.name));
        }
    }
    failures.assert_none_of("roundtrip_def coverage of $defs", min);
}

#[test]
fn synthesized_instances_roundtrip() {
    let mut failures = Failures::new();
    // At least one instance per def that is not an envelope.
    let min: usize = active_modules().iter().map(|m| m.schema.non_envelope_defs()).sum();
    for m in active_modules() {
        let synth = Synth::new(m.schema);
        let (mut defs, mut instances) = (0, 0);
        for def in m.schema.defs().keys() {
            if m.schema.is_envelope(def) {
                continue;
            }
            defs += 1;
            for inst in synth.instances(def) {
                instances += 1;
                failures.checked();
                if let Err(e) = m.schema.validate_def(def, &inst.value) {
                    failures.push(format!("{} {}: synthesizer bug, schema-invalid: {}", m.name, inst.label, e.join(" | ")));
                    continue;
                }
                let outcome = m.roundtrip(def, &inst.value);
                if !matches!(outcome, Outcome::Equal) {
                    failures.push(describe(&format!("{} {}", m.name, inst.label), def, &inst.value, &outcome).unwrap());
                }
            }
        }
        eprintln!("{} ({}): {defs} defs, {instances} synthesized instances", m.name, m.schema.label());
    }
    failures.assert_none_of("synthesized instances round-trip", min);
}
