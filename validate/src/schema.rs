//! [`SchemaValidator`]: one schema file, its `$defs` compiled on first use
//! with `jsonschema`, and its method table.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use jsonschema::{Registry, Validator};
use serde_json::Value;

use super::declared::{retired, undeclared, Grading, Plans, Scratch};
use super::report::{tolerated_by, violations_of, Violation};
use super::table::MethodTable;
use super::SchemaError;
use acp_wire::method::MethodInfo;

/// The URI the schema document is registered under; per-def validators are
/// `{"$ref": "<URI>#/$defs/<name>"}`.
const DOC_URI: &str = "urn:acp-wire:schema";

type Compiled = Result<Validator, String>;

/// One schema file ready to validate instances of its `$defs` entries.
///
/// Built once per schema (share it with [`Arc`]); each def's validator is
/// compiled on its first use and then reused. Lazy compilation keeps start-up
/// cheap: compiling the whole v1 file eagerly (`jsonschema`'s `build_map`)
/// costs about 25 times more than the few defs a session touches (numbers
/// in the module docs of [`crate`]).
///
/// Format checks are on wherever `jsonschema` knows the format (`uri`,
/// `date-time`, `regex`, …); `contentEncoding` is an annotation in draft
/// 2020-12 and is not checked.
pub struct SchemaValidator {
    label: String,
    protocol_version: u16,
    root: Value,
    registry: Registry<'static>,
    defs: HashMap<String, OnceLock<Compiled>>,
    methods: MethodTable,
    /// The schema compiled for the undeclared-member walk, on first use.
    plans: OnceLock<Plans>,
    /// Which pinned file this is (built-in and [`pinned`](Self::pinned)
    /// validators): its members are classified against the unstable
    /// superset and the retired list.
    pin: Option<Pin>,
    /// The pinned unstable superset of a stable pinned file, on first use.
    superset: OnceLock<Option<Arc<SchemaValidator>>>,
}

/// One of the pinned schema files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pin {
    version: u16,
    unstable: bool,
}

/// The text of a pinned schema file (both files of each pinned version
/// are embedded whatever the features: acp-wire's `seam::pinned`).
fn pinned_text(version: u16, unstable: bool) -> Option<&'static str> {
    acp_wire::seam::pinned::text(version, unstable)
}

impl std::fmt::Debug for SchemaValidator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SchemaValidator")
            .field("label", &self.label)
            .field("protocol_version", &self.protocol_version)
            .field("defs", &self.defs.len())
            .field("compiled", &self.compiled_count())
            .field("methods", &self.methods.len())
            .finish_non_exhaustive()
    }
}

impl SchemaValidator {
    /// A validator for `schema_json` with the method table of its generated
    /// version module (`v1::SCHEMA_JSON` with `v1::METHODS`, …).
    ///
    /// # Errors
    /// The text is not JSON, not a valid JSON Schema, or has no `$defs`.
    pub fn new(schema_json: &str, protocol_version: u16, methods: &[MethodInfo]) -> Result<Self, SchemaError> {
        Self::build(schema_json, protocol_version, |_| Ok(MethodTable::from_infos(methods)))
    }

    /// A validator for any ACP schema text (a pinned or newer schema file),
    /// its method table derived from the `x-method` / `x-side` annotations
    /// (see [`MethodTable::from_schema`]). `protocol_version` is the version
    /// the file describes; it decides the envelope rules (batches need 2).
    ///
    /// # Errors
    /// As [`new`](Self::new), and when the method table cannot be derived.
    pub fn from_schema_text(schema_json: &str, protocol_version: u16) -> Result<Self, SchemaError> {
        Self::build(schema_json, protocol_version, MethodTable::from_schema)
    }

    fn build(
        schema_json: &str,
        protocol_version: u16,
        table: impl FnOnce(&Value) -> Result<MethodTable, SchemaError>,
    ) -> Result<Self, SchemaError> {
        let root: Value = serde_json::from_str(schema_json).map_err(|e| SchemaError::Json(e.to_string()))?;
        if let Err(e) = jsonschema::meta::validate(&root) {
            return Err(SchemaError::Schema(e.to_string()));
        }
        let defs: HashMap<String, OnceLock<Compiled>> = root
            .get("$defs")
            .and_then(Value::as_object)
            .ok_or_else(|| SchemaError::Schema("the schema has no $defs".into()))?
            .keys()
            .map(|k| (k.clone(), OnceLock::new()))
            .collect();
        let methods = table(&root)?;
        let registry = Registry::new()
            .add(DOC_URI, root.clone())
            .and_then(|b| b.prepare())
            .map_err(|e| SchemaError::Schema(e.to_string()))?;
        let label = format!("v{protocol_version}");
        Ok(SchemaValidator {
            label,
            protocol_version,
            root,
            registry,
            defs,
            methods,
            plans: OnceLock::new(),
            pin: None,
            superset: OnceLock::new(),
        })
    }

    /// The shared validator of a version module compiled into this crate:
    /// `1` ([`acp_wire::v1`]) and, with feature `v2`, `2`. With feature
    /// `unstable` these are the unstable supersets. Built on first call.
    ///
    /// # Errors
    /// [`SchemaError::UnknownVersion`] for other versions.
    pub fn builtin(protocol_version: u16) -> Result<Arc<SchemaValidator>, SchemaError> {
        static V1: OnceLock<Result<Arc<SchemaValidator>, SchemaError>> = OnceLock::new();
        #[cfg(acp_wire = "v2")]
        static V2: OnceLock<Result<Arc<SchemaValidator>, SchemaError>> = OnceLock::new();
        let (cell, json, methods) = match protocol_version {
            1 => (&V1, acp_wire::v1::SCHEMA_JSON, acp_wire::v1::METHODS),
            #[cfg(acp_wire = "v2")]
            2 => (&V2, acp_wire::v2::SCHEMA_JSON, acp_wire::v2::METHODS),
            other => return Err(SchemaError::UnknownVersion(other)),
        };
        cell.get_or_init(|| {
            let mut v = SchemaValidator::new(json, protocol_version, methods)?;
            if acp_wire::v1::UNSTABLE {
                v.label.push_str(".unstable");
            }
            v.pin = Some(Pin { version: protocol_version, unstable: acp_wire::v1::UNSTABLE });
            Ok(Arc::new(v))
        })
        .clone()
    }

    /// The shared validator of a pinned schema file, whatever the build's
    /// features: `schema/v<version>/schema.json`, or with `unstable`
    /// `schema.unstable.json` (labelled `v<version>.unstable`). The file
    /// the build's version module is generated from is
    /// [`builtin`](Self::builtin) itself; the other one takes its method
    /// table from its `x-method` annotations. Built on first call.
    ///
    /// Members a pinned validator's schema does not declare are
    /// classified ([`undeclared_members`](Self::undeclared_members)); the
    /// built-in ones are pinned too.
    ///
    /// # Errors
    /// [`SchemaError::UnknownVersion`] for versions this build has no
    /// schema of.
    pub fn pinned(protocol_version: u16, unstable: bool) -> Result<Arc<SchemaValidator>, SchemaError> {
        if unstable == acp_wire::v1::UNSTABLE && !acp_wire::seam::pinned::CODEGEN {
            return Self::builtin(protocol_version);
        }
        static CELLS: [OnceLock<Result<Arc<SchemaValidator>, SchemaError>>; 4] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let text = pinned_text(protocol_version, unstable).ok_or(SchemaError::UnknownVersion(protocol_version))?;
        let cell = &CELLS[usize::from(protocol_version - 1) * 2 + usize::from(unstable)];
        cell.get_or_init(|| {
            let mut v = SchemaValidator::from_schema_text(text, protocol_version)?;
            if unstable {
                v.label.push_str(".unstable");
            }
            v.pin = Some(Pin { version: protocol_version, unstable });
            Ok(Arc::new(v))
        })
        .clone()
    }

    /// The pinned file this validator is (`v1/schema.json`,
    /// `v2/schema.unstable.json`, relative to the crate's `schema/`), for
    /// reports; `None` for a schema given as text.
    #[must_use]
    pub fn pinned_file(&self) -> Option<String> {
        self.pin.map(|p| format!("v{}/schema{}.json", p.version, if p.unstable { ".unstable" } else { "" }))
    }

    /// What an undeclared member is classified against: the unstable
    /// superset (for a stable pinned file) and the retired list (pinned
    /// files).
    pub(crate) fn grading(&self) -> Grading<'_> {
        let Some(pin) = self.pin else { return Grading::only(self.plans()) };
        let superset = self
            .superset
            .get_or_init(|| if pin.unstable { None } else { Self::pinned(pin.version, true).ok() })
            .as_ref()
            .map(|s| s.plans());
        Grading { plans: self.plans(), superset, retired: retired::table(pin.version) }
    }

    /// The versions [`builtin`](Self::builtin) knows, lowest first.
    #[must_use]
    pub fn builtin_versions() -> &'static [u16] {
        if cfg!(acp_wire = "v2") {
            &[1, 2]
        } else {
            &[1]
        }
    }

    /// Renames the validator (for reports: `"v1"`, `"v2.unstable"`, a file name).
    #[must_use]
    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        self
    }

    /// The label used in reports (default `v<version>`).
    #[must_use]
    pub fn label(&self) -> &str {
        &self.label
    }

    /// The protocol version this schema describes.
    #[must_use]
    pub fn protocol_version(&self) -> u16 {
        self.protocol_version
    }

    /// The method table.
    #[must_use]
    pub fn methods(&self) -> &MethodTable {
        &self.methods
    }

    /// The schema document.
    #[must_use]
    pub fn root(&self) -> &Value {
        &self.root
    }

    /// Whether the schema has a `$defs` entry `def`.
    #[must_use]
    pub fn has_def(&self, def: &str) -> bool {
        self.defs.contains_key(def)
    }

    /// The names of every `$defs` entry.
    pub fn def_names(&self) -> impl Iterator<Item = &str> {
        self.defs.keys().map(String::as_str)
    }

    /// How many defs have been compiled so far.
    #[must_use]
    pub fn compiled_count(&self) -> usize {
        self.defs.values().filter(|c| c.get().is_some()).count()
    }

    /// Compiles every def now (instead of on first use).
    ///
    /// # Errors
    /// The names and messages of the defs that failed to compile.
    pub fn compile_all(&self) -> Result<(), Vec<(String, String)>> {
        let failed: Vec<(String, String)> = self
            .defs
            .keys()
            .filter_map(|d| match self.compiled(d) {
                Some(Err(e)) => Some((d.clone(), e.clone())),
                _ => None,
            })
            .collect();
        if failed.is_empty() {
            Ok(())
        } else {
            Err(failed)
        }
    }

    fn compiled(&self, def: &str) -> Option<&Compiled> {
        let cell = self.defs.get(def)?;
        Some(cell.get_or_init(|| {
            let reference = serde_json::json!({ "$ref": format!("{DOC_URI}#/$defs/{}", escape(def)) });
            jsonschema::draft202012::options()
                .with_registry(&self.registry)
                .should_validate_formats(true)
                .build(&reference)
                .map_err(|e| e.to_string())
        }))
    }

    /// The schema compiled for the undeclared-member walk (built on first
    /// use, about a millisecond for a pinned schema).
    pub(crate) fn plans(&self) -> &Plans {
        self.plans.get_or_init(|| Plans::compile(&self.root))
    }

    /// The members of `value`, an instance of `#/$defs/<def>`, that the
    /// schema does not declare, at any depth: extensibility.mdx's "no custom
    /// field at the root of a type that is part of the specification"
    /// (custom data goes in `_meta`). `_meta`, maps, free-form values and a
    /// union's catch-all variant are not judged; see the
    /// [`ViolationKind::Undeclared`](super::ViolationKind::Undeclared)
    /// reports of [`FrameValidator`](super::FrameValidator), which runs
    /// this on every params, result and error that matched its def. An
    /// unknown def has none. Meant for a `value` that validates against the
    /// def (an invalid one may be judged by the wrong union branch).
    ///
    /// Each is classified by its `keyword`: `unstable` (a stable pinned
    /// schema's member that the pinned unstable superset declares: an
    /// unstable feature in use), `retired` (a member an earlier published
    /// schema declared: the message names the last release), `undeclared`
    /// (custom data; the only kind the extensibility MUST NOT is about). A
    /// schema given as text only reports `undeclared`.
    #[must_use]
    pub fn undeclared_members(&self, def: &str, value: &Value) -> Vec<Violation> {
        undeclared(&self.grading(), def, value, "", &mut Scratch::default())
    }

    /// Whether `value` is a valid instance of `#/$defs/<def>` (the fast path:
    /// no error is built). An unknown def is never valid.
    #[must_use]
    pub fn is_valid_def(&self, def: &str, value: &Value) -> bool {
        matches!(self.compiled(def), Some(Ok(v)) if v.is_valid(value))
    }

    /// Validates `value` against `#/$defs/<def>`.
    ///
    /// # Errors
    /// Every violation, with the instance's JSON pointer (relative to
    /// `value`), the schema location and a readable message. Failures of a
    /// union are narrowed to the branch the instance was meant to be (its
    /// tag), so a bad member deep inside a `session/update` is reported at
    /// its own pointer, not as "matches no variant" at the top.
    pub fn validate_def(&self, def: &str, value: &Value) -> Result<(), Vec<Violation>> {
        self.validate_def_at(def, value, "")
    }

    /// As [`validate_def`](Self::validate_def), with every instance path
    /// prefixed by `prefix` (a JSON pointer, e.g. `"/params"`).
    ///
    /// # Errors
    /// As [`validate_def`](Self::validate_def).
    pub fn validate_def_at(&self, def: &str, value: &Value, prefix: &str) -> Result<(), Vec<Violation>> {
        match self.compiled(def) {
            None => Err(vec![Violation {
                instance_path: prefix.to_string(),
                schema_path: format!("#/$defs/{}", escape(def)),
                keyword: "$ref".into(),
                message: format!("the schema ({}) has no def {def}", self.label),
                tolerated_by: None,
            }]),
            Some(Err(e)) => Err(vec![Violation {
                instance_path: prefix.to_string(),
                schema_path: format!("#/$defs/{}", escape(def)),
                keyword: "$ref".into(),
                message: format!("def {def} does not compile: {e}"),
                tolerated_by: None,
            }]),
            Some(Ok(v)) if v.is_valid(value) => Ok(()),
            Some(Ok(v)) => {
                let mut out = violations_of(v.iter_errors(value), &self.root, prefix);
                for x in &mut out {
                    let within = x.instance_path.strip_prefix(prefix).unwrap_or(&x.instance_path);
                    x.tolerated_by = tolerated_by(&self.root, def, value, within);
                }
                if out.is_empty() {
                    Ok(())
                } else {
                    Err(out)
                }
            }
        }
    }
}

/// Escapes one JSON-pointer token.
pub(crate) fn escape(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}
