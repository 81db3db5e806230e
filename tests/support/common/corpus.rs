//! The hand-written message corpus under `tests/corpus/<label>/*.json`.
//!
//! Each file is `{"cases": [...], "frames": [...]}` (both optional):
//! * a case is `{"def": "PromptRequest", "name": "…", "value": {…}}`: `value`
//!   is an instance of `#/$defs/<def>`;
//! * a frame is `{"name": "…", "frame": {"jsonrpc": "2.0", …}}`, a whole
//!   JSON-RPC message valid against the root schema. Its `params` (request or
//!   notification) or `result` (response; the frame entry then names the
//!   request's `"method"`) or `error` become derived cases of the def the
//!   method table gives.
//!
//! A stable corpus (`v1/`) is also run against the unstable superset
//! (`v1/` + `v1.unstable/` against `schema.unstable.json`).

use serde_json::Value;

use super::schema::SchemaFile;

#[derive(Clone, Debug)]
pub struct Case {
    /// `v1/prompt.json: <name>` — where the case comes from.
    pub source: String,
    pub def: String,
    pub value: Value,
}

#[derive(Clone, Debug)]
pub struct Frame {
    pub source: String,
    /// The request's method, for response frames.
    pub method: Option<String>,
    pub frame: Value,
}

#[derive(Default, Debug)]
pub struct Corpus {
    pub cases: Vec<Case>,
    pub frames: Vec<Frame>,
}

/// Where the corpus records the schemas it was written for: a verbatim copy
/// of `schema/schema.lock` as it was when the corpus was last reviewed
/// against the vendored schemas (`tests/corpus/pin/README.md`). `cargo xtask
/// bump` leaves it alone; when a bump is to stay, extend the corpus for the
/// new schemas and then `cp schema/schema.lock tests/corpus/pin/schema.lock`.
pub const CORPUS_PIN_LOCK: &str = "tests/corpus/pin/schema.lock";

fn read_lock(rel: &str) -> Value {
    let text = std::fs::read_to_string(super::repo_path(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{rel} is not JSON: {e}"))
}

/// `package version` of a lock (`@agentclientprotocol/sdk 2.4.0`).
fn lock_package(lock: &Value) -> String {
    format!("{} {}", lock["source"]["package"].as_str().unwrap_or("?"), lock["source"]["version"].as_str().unwrap_or("?"))
}

/// The package `schema/schema.lock` pins.
pub fn lock_version() -> String {
    lock_package(&read_lock("schema/schema.lock"))
}

/// The package the corpus was written for (`CORPUS_PIN_LOCK`).
pub fn corpus_pin() -> String {
    lock_package(&read_lock(CORPUS_PIN_LOCK))
}

/// Whether the corpus was written for this schema file: its sha256 in
/// `schema/schema.lock` is the one `CORPUS_PIN_LOCK` records. Decided by the
/// schema's content, never by a version number.
pub fn written_for(schema: &SchemaFile) -> bool {
    let file = schema.lock_path();
    let sha = |lock: &Value| lock["files"].get(&file).and_then(Value::as_str).map(str::to_owned);
    let pinned = sha(&read_lock(CORPUS_PIN_LOCK));
    assert!(pinned.is_some(), "{CORPUS_PIN_LOCK} records no sha256 for {file}");
    sha(&read_lock("schema/schema.lock")) == pinned
}

/// Whether the vendored schema files are exactly those the corpus was
/// written for (every file, none absent).
pub fn on_pin() -> bool {
    read_lock("schema/schema.lock")["files"] == read_lock(CORPUS_PIN_LOCK)["files"]
}

/// The corpus directories that apply to a schema file: `v1` for
/// `v1/schema.json`, `v1` + `v1.unstable` for `v1/schema.unstable.json`.
pub fn dirs_for(schema: &SchemaFile) -> Vec<String> {
    let mut dirs = vec![schema.version.to_string()];
    if schema.unstable {
        dirs.push(schema.label());
    }
    dirs
}

impl Corpus {
    /// Everything that applies to `schema`, frames already expanded into cases.
    ///
    /// The corpus is written for the schemas `CORPUS_PIN_LOCK` records
    /// ([`written_for`]). On another schema file (after `cargo xtask bump`
    /// to an older version), what that schema lacks or rejects is its
    /// finding, not the corpus's: cases of defs and frames of methods it
    /// lacks, and cases and frames it does not validate, drop out, listed
    /// on stderr. On a schema the corpus was written for nothing drops out,
    /// so a misspelt def or an invalid message still fails.
    pub fn for_schema(schema: &SchemaFile) -> Corpus {
        let mut c = Corpus::default();
        for dir in dirs_for(schema) {
            c.load_dir(&dir);
        }
        let pinned = written_for(schema);
        if !pinned {
            c.drop_absent(schema);
        }
        let derived = c.frame_cases(schema);
        c.cases.extend(derived);
        if !pinned {
            c.drop_invalid(schema);
        }
        c
    }

    /// The fewest cases (frames' derived cases included) a check over
    /// `Corpus::for_schema(schema)` must reach. On a schema the corpus was
    /// written for it has a case for the params and the result of every
    /// method (`corpus_schema.rs` enforces it), so at least as many as the
    /// schema has distinct method defs; on any other, what that schema
    /// lacks or rejects drops out, and one case is all that is certain.
    pub fn min_cases(schema: &SchemaFile) -> usize {
        if !written_for(schema) {
            return 1;
        }
        let defs: std::collections::BTreeSet<String> =
            schema.methods().into_iter().flat_map(|m| std::iter::once(m.params_def).chain(m.result_def)).collect();
        defs.len()
    }

    /// The fewest frames (requests, notifications and responses; with
    /// `with_method`, requests and notifications only) a check over
    /// `Corpus::for_schema(schema)` must reach: a conservative floor under
    /// what the corpus holds (13/14 frames, 8 with a method, for v1/v2 at
    /// SDK 2.4.0) on a schema it was written for; one elsewhere.
    pub fn min_frames(schema: &SchemaFile, with_method: bool) -> usize {
        match (written_for(schema), with_method) {
            (false, _) => 1,
            (true, false) => 10,
            (true, true) => 5,
        }
    }

    /// Whether coverage gaps of this corpus against `schema` fail (it was
    /// written for `schema`) or are printed as notes (any other schema).
    pub fn coverage_enforced(schema: &SchemaFile) -> bool {
        written_for(schema)
    }

    fn note_dropped(schema: &SchemaFile, why: &str, dropped: &[String]) {
        if !dropped.is_empty() {
            eprintln!(
                "corpus: {} case(s) and frame(s) {why} {} (schema {}; the corpus was written for {}); dropped: {}",
                dropped.len(),
                schema.label(),
                lock_version(),
                corpus_pin(),
                dropped.join("; ")
            );
        }
    }

    fn drop_absent(&mut self, schema: &SchemaFile) {
        let mut dropped = Vec::new();
        self.cases.retain(|case| {
            let keep = schema.def(&case.def).is_some();
            if !keep {
                dropped.push(format!("{} [{}]", case.source, case.def));
            }
            keep
        });
        self.frames.retain(|f| {
            let method = f.method.as_deref().or_else(|| f.frame.get("method").and_then(Value::as_str));
            let keep = match method {
                Some(m) if !m.starts_with('_') => schema.method(m, true).is_some() || schema.method(m, false).is_some(),
                _ => true,
            };
            if !keep {
                dropped.push(format!("{} [{}]", f.source, method.unwrap_or_default()));
            }
            keep
        });
        Self::note_dropped(schema, "need what", &dropped);
    }

    /// Cases (derived ones included) and frames `schema` rejects: a member,
    /// variant or value the corpus's schema has and this one lacks. Each is
    /// listed with the schema's first error.
    fn drop_invalid(&mut self, schema: &SchemaFile) {
        let mut dropped = Vec::new();
        let first = |errors: Vec<String>| errors.into_iter().next().unwrap_or_default();
        let mut bad_frames = Vec::new();
        self.frames.retain(|f| match schema.validate_frame(&f.frame) {
            Ok(()) => true,
            Err(errors) => {
                dropped.push(format!("{} [frame]: {}", f.source, first(errors)));
                bad_frames.push(format!("{} (frame)", f.source));
                false
            }
        });
        self.cases.retain(|case| {
            if bad_frames.contains(&case.source) {
                return false;
            }
            match schema.validate_def(&case.def, &case.value) {
                Ok(()) => true,
                Err(errors) => {
                    dropped.push(format!("{} [{}]: {}", case.source, case.def, first(errors)));
                    false
                }
            }
        });
        Self::note_dropped(schema, "are not valid against", &dropped);
    }

    /// Reads every `*.json` of `tests/corpus/<dir>/` (sorted by name).
    pub fn load_dir(&mut self, dir: &str) {
        let path = super::repo_path(&format!("tests/corpus/{dir}"));
        let mut files: Vec<_> = std::fs::read_dir(&path)
            .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.sort();
        for file in files {
            let rel = format!("{dir}/{}", file.file_name().unwrap().to_string_lossy());
            let text = std::fs::read_to_string(&file).unwrap();
            let doc: Value = serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("tests/corpus/{rel} is not JSON: {e}"));
            for key in doc.as_object().expect("corpus file is an object").keys() {
                assert!(
                    key == "cases" || key == "frames" || key == "comment",
                    "tests/corpus/{rel}: unknown top-level key {key:?}"
                );
            }
            for case in doc.get("cases").and_then(Value::as_array).into_iter().flatten() {
                let name = case["name"].as_str().unwrap_or_else(|| panic!("{rel}: case without name"));
                let def = case["def"].as_str().unwrap_or_else(|| panic!("{rel}: {name}: no def"));
                let value = case.get("value").unwrap_or_else(|| panic!("{rel}: {name}: no value"));
                self.cases.push(Case {
                    source: format!("{rel}: {name}"),
                    def: def.to_string(),
                    value: value.clone(),
                });
            }
            for frame in doc.get("frames").and_then(Value::as_array).into_iter().flatten() {
                let name = frame["name"].as_str().unwrap_or_else(|| panic!("{rel}: frame without name"));
                self.frames.push(Frame {
                    source: format!("{rel}: {name}"),
                    method: frame.get("method").and_then(Value::as_str).map(str::to_string),
                    frame: frame.get("frame").unwrap_or_else(|| panic!("{rel}: {name}: no frame")).clone(),
                });
            }
        }
    }

    /// The params / result / error of each frame as a case of its def.
    fn frame_cases(&self, schema: &SchemaFile) -> Vec<Case> {
        let mut out = Vec::new();
        for f in &self.frames {
            let fr = &f.frame;
            let has_id = fr.get("id").is_some();
            // Methods missing from the table are extensions: any JSON (`Ext*`).
            let (def, value) = if let Some(method) = fr.get("method").and_then(Value::as_str) {
                let def = match schema.method(method, has_id) {
                    Some(m) => m.params_def,
                    None if has_id => "ExtRequest".to_string(),
                    None => "ExtNotification".to_string(),
                };
                (def, fr.get("params").cloned().unwrap_or(Value::Null))
            } else if let Some(result) = fr.get("result") {
                let method = f.method.as_deref().unwrap_or_else(|| panic!("{}: response frame needs \"method\"", f.source));
                let def = schema
                    .method(method, true)
                    .map_or_else(|| "ExtResponse".to_string(), |m| m.result_def.unwrap());
                (def, result.clone())
            } else if let Some(error) = fr.get("error") {
                ("Error".to_string(), error.clone())
            } else {
                panic!("{}: neither request, notification nor response", f.source)
            };
            out.push(Case { source: format!("{} (frame)", f.source), def, value });
        }
        out
    }
}
