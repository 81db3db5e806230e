//! The method table a [`SchemaValidator`](super::SchemaValidator) checks
//! frames with: owned rows, built from a version module's `METHODS` or derived
//! from any schema text's `x-method` / `x-side` annotations.

use std::collections::{BTreeSet, HashMap};

use serde_json::Value;

use super::SchemaError;
use acp_wire::method::{MethodInfo, MethodKind, Side};

/// One method of a schema: an owned [`MethodInfo`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MethodSpec {
    /// The method name on the wire, e.g. `"session/prompt"`.
    pub method: String,
    /// Request or notification.
    pub kind: MethodKind,
    /// The side that serves (receives) it.
    pub served_by: Side,
    /// The `$defs` entry of its params.
    pub params_def: String,
    /// The `$defs` entry of its result (requests only).
    pub result_def: Option<String>,
}

impl From<&MethodInfo> for MethodSpec {
    fn from(m: &MethodInfo) -> Self {
        MethodSpec {
            method: m.method.to_string(),
            kind: m.kind,
            served_by: m.served_by,
            params_def: m.params_def.to_string(),
            result_def: m.result_def.map(str::to_string),
        }
    }
}

/// The methods of one schema, keyed by (method, request | notification):
/// `mcp/message` is a request one way and a notification the other.
#[derive(Clone, Debug, Default)]
pub struct MethodTable {
    rows: Vec<MethodSpec>,
    /// method name → index of its request row, index of its notification row.
    index: HashMap<String, [Option<usize>; 2]>,
}

fn slot(kind: MethodKind) -> usize {
    match kind {
        MethodKind::Request => 0,
        MethodKind::Notification => 1,
    }
}

impl MethodTable {
    /// A table of the given rows (a later duplicate of (method, kind) is ignored).
    #[must_use]
    pub fn new(rows: impl IntoIterator<Item = MethodSpec>) -> Self {
        let mut table = MethodTable::default();
        for row in rows {
            let entry = table.index.entry(row.method.clone()).or_default();
            if entry[slot(row.kind)].is_none() {
                entry[slot(row.kind)] = Some(table.rows.len());
                table.rows.push(row);
            }
        }
        table
    }

    /// The table of a generated version module (`v1::METHODS`, …).
    #[must_use]
    pub fn from_infos(infos: &[MethodInfo]) -> Self {
        Self::new(infos.iter().map(MethodSpec::from))
    }

    /// Derives the table from a schema document: every `$defs` entry with
    /// `x-method` / `x-side` is a params def when an envelope def
    /// (`x-docs-ignore`, named `…Request` / `…Notification`, or the root's
    /// protocol-level branch) lists it, a result def when a `…Response`
    /// envelope lists it; a request's result def is the one with the same
    /// method and side.
    ///
    /// # Errors
    /// A schema without `$defs`, an unknown `x-side`, or a request without a
    /// result def.
    pub fn from_schema(root: &Value) -> Result<Self, SchemaError> {
        let defs = root
            .get("$defs")
            .and_then(Value::as_object)
            .ok_or_else(|| SchemaError::MethodTable("the schema has no $defs".into()))?;
        let mut params: Vec<(MethodKind, String)> = Vec::new();
        let mut results: Vec<String> = Vec::new();
        let mut record = |refs: BTreeSet<String>, kind: Option<MethodKind>| {
            for r in refs {
                match kind {
                    Some(k) => params.push((k, r)),
                    None => results.push(r),
                }
            }
        };
        for (name, def) in defs {
            if def.get("x-docs-ignore").and_then(Value::as_bool) != Some(true) {
                continue;
            }
            let kind = if name.ends_with("Request") {
                Some(MethodKind::Request)
            } else if name.ends_with("Notification") {
                Some(MethodKind::Notification)
            } else if name.ends_with("Response") {
                None
            } else {
                continue;
            };
            record(refs_in(def), kind);
        }
        // `$/cancel_request` lives in the root's protocol-level branch.
        for branch in root.get("anyOf").and_then(Value::as_array).into_iter().flatten() {
            if branch.get("x-docs-ignore").is_some() {
                record(refs_in(branch), Some(MethodKind::Notification));
            }
        }
        let annotated = |def: &str| -> Option<(String, String)> {
            let d = defs.get(def)?;
            Some((d.get("x-method")?.as_str()?.to_string(), d.get("x-side")?.as_str()?.to_string()))
        };
        let mut rows = Vec::new();
        for (kind, def) in &params {
            let Some((method, side)) = annotated(def) else { continue };
            let served_by = parse_side(&side)?;
            let result_def = match kind {
                MethodKind::Notification => None,
                MethodKind::Request => {
                    let found = results.iter().find(|r| annotated(r).is_some_and(|(m, s)| m == method && s == side));
                    match found {
                        Some(r) => Some(r.clone()),
                        None => return Err(SchemaError::MethodTable(format!("request {method} ({def}) has no result def"))),
                    }
                }
            };
            rows.push(MethodSpec { method, kind: *kind, served_by, params_def: def.clone(), result_def });
        }
        Ok(Self::new(rows))
    }

    /// The row of `method` sent as `kind`.
    #[must_use]
    pub fn find(&self, method: &str, kind: MethodKind) -> Option<&MethodSpec> {
        let i = self.index.get(method)?[slot(kind)]?;
        self.rows.get(i)
    }

    /// Whether `method` exists with any kind.
    #[must_use]
    pub fn contains(&self, method: &str) -> bool {
        self.index.contains_key(method)
    }

    /// Every row (generated tables: in their order; derived ones: by envelope).
    pub fn iter(&self) -> impl Iterator<Item = &MethodSpec> {
        self.rows.iter()
    }

    /// The number of rows.
    #[must_use]
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// Whether the table has no rows.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }
}

fn parse_side(s: &str) -> Result<Side, SchemaError> {
    Ok(match s {
        "agent" => Side::Agent,
        "client" => Side::Client,
        // `both` (SDK 1.0.0–1.5.1's `mcp/message`): served by either side.
        "protocol" | "both" => Side::Protocol,
        "proxy" => Side::Proxy,
        other => return Err(SchemaError::MethodTable(format!("unknown x-side {other:?}"))),
    })
}

/// The `$defs` names referenced anywhere inside `v`.
fn refs_in(v: &Value) -> BTreeSet<String> {
    fn go(v: &Value, out: &mut BTreeSet<String>) {
        match v {
            Value::Object(m) => {
                if let Some(name) = m.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix("#/$defs/")) {
                    out.insert(name.to_string());
                }
                m.values().for_each(|x| go(x, out));
            }
            Value::Array(a) => a.iter().for_each(|x| go(x, out)),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    go(v, &mut out);
    out
}
