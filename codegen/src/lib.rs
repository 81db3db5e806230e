//! The acp-wire generator: one ACP schema file in, one Rust module out.
//!
//! A crate of its own (`acp-wire-codegen`), with two callers: `cargo xtask
//! codegen` (writes the committed `src/v*/generated*.rs`) and acp-wire's
//! `build.rs` with the `codegen` feature (a build-dependency then; writes
//! into `OUT_DIR`). Its tests (`codegen/tests/`) check the pre-pass against
//! the schema-patterns catalogue's own classification of the pinned schemas
//! (`codegen/tests/fixtures/catalogue/`, made by its `classify.py`) and the
//! committed modules against a fresh run.
//!
//! Pipeline: [`prepass`] classifies every `$defs` entry into one of the 23
//! patterns of the schema-patterns catalogue (refusing anything unknown);
//! [`typify_pass`] hands typify the defs whose typify output is exactly right
//! (string/integer newtypes, any-JSON, open objects); [`emit`] writes
//! everything else with syn/quote (structs with generated lossless
//! `Deserialize`/`Serialize`, open enums, tagged unions with catch-alls, the
//! method tables); prettyplease formats the result.

pub mod emit;
pub mod facts;
pub mod json;
pub mod methods;
pub mod names;
pub mod policy;
pub mod prepass;
pub mod sides;
pub mod typify_pass;

use sha2::{Digest, Sha256};
use std::fmt;

/// What to generate.
#[derive(Clone, Debug)]
pub struct Config {
    /// The protocol version (the module's `PROTOCOL_VERSION`).
    pub version: u16,
    /// Whether the schema is the `schema.unstable.json` superset.
    pub unstable: bool,
    /// How the header names the schema, e.g. `schema/v1/schema.json`.
    pub schema_label: String,
    /// The text of the version's hand-written `src/vN/policy.rs` (which
    /// methods get rules; see [`policy`]); `None`: none has rules.
    pub policy: Option<String>,
}

/// A generator failure.
#[derive(Debug)]
pub enum Error {
    /// The schema is not JSON.
    Json(String),
    /// A construct the generator does not recognise, or an inconsistency.
    Schema(String),
    /// typify failed or produced something unexpected.
    Typify(String),
    /// The generated tokens did not parse (a generator bug).
    Syntax(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Json(e) => write!(f, "schema is not valid JSON: {e}"),
            Error::Schema(e) => write!(f, "unsupported schema construct: {e}"),
            Error::Typify(e) => write!(f, "typify: {e}"),
            Error::Syntax(e) => write!(f, "generated code does not parse: {e}"),
        }
    }
}

impl std::error::Error for Error {}

/// Hex sha256 of the schema bytes.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let d = Sha256::digest(bytes);
    d.iter().map(|b| format!("{b:02x}")).collect()
}

/// Classifies a schema (the pre-pass alone; used by tests and tools).
pub fn classify(schema: &[u8]) -> Result<prepass::Model, Error> {
    let doc: json::J = serde_json::from_slice(schema).map_err(|e| Error::Json(e.to_string()))?;
    prepass::analyse(&doc)
}

/// Generates the complete, formatted Rust module for one schema file.
pub fn generate(schema: &[u8], cfg: &Config) -> Result<String, Error> {
    let model = classify(schema)?;
    let sha = sha256_hex(schema);
    let mut items = typify_pass::newtypes(schema, &model)?;
    items.extend(emit::emit_all(&model, cfg, &sha)?);
    items.extend(methods::emit_methods(&model)?);
    items.extend(sides::emit_sides(&model, cfg)?);
    let file: syn::File = syn::parse2(items).map_err(|e| Error::Syntax(e.to_string()))?;
    let body = prettyplease::unparse(&file);
    Ok(format!(
        "// @generated from {} sha256={}; do not edit. Regenerate with `cargo xtask codegen`.\n\n{}",
        cfg.schema_label, sha, body
    ))
}

/// The facts file of one schema file (see [`facts`]).
pub fn generate_facts(schema: &[u8], cfg: &Config) -> Result<String, Error> {
    let model = classify(schema)?;
    Ok(facts::facts_file(&model, &cfg.schema_label, &sha256_hex(schema)))
}
