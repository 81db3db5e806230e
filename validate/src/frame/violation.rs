//! What the [`FrameValidator`](super::FrameValidator) reports: the kinds of
//! rule ([`ViolationKind`]), one message's [`FrameViolation`], and the
//! per-message context the rules build their reports from. Separate
//! because every rule file reports through it and it depends on none.

use std::borrow::Cow;

use serde_json::Value;

use super::super::report::Violation;
use super::super::Direction;

/// What kind of rule a [`FrameViolation`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ViolationKind {
    /// The frame is not JSON.
    NotJson,
    /// The JSON-RPC envelope: `jsonrpc`, `id` type, `method` type,
    /// `params`/`result`/`error` exclusivity, not an object.
    Envelope,
    /// A batch (top-level array) where the protocol version has none (v1).
    Batch,
    /// A method that is not in the schema's table and not an extension
    /// (`_`-prefixed), or sent as the wrong kind (request vs notification).
    UnknownMethod,
    /// A method sent by the side that serves it.
    WrongDirection,
    /// Params that do not match the method's params def.
    Params,
    /// A result that does not match the result def of the request it answers.
    Result,
    /// An `error` object that does not match the schema's `Error` def.
    ErrorObject,
    /// A response whose id matches no request in flight the other way.
    UnknownResponseId,
    /// A request id that is already in flight in the same direction.
    DuplicateRequestId,
    /// Version negotiation picked a version without a loaded schema.
    Negotiation,
    /// A MUST of the specification the JSON Schema cannot express (absolute
    /// paths, a diff's patch text, terminal ids, capabilities a message's
    /// content needs, MCP server ids, subagent announcements): see
    /// `acp_wire_validate`'s content rules.
    Content,
    /// A SHOULD of the specification the JSON Schema cannot express (unique
    /// stdio env names, an open session's state, repeated auth status
    /// updates); its message begins `SHOULD:`. Reported like the others;
    /// `conform` grades it on a SHOULD row, `tap --strict` forwards it.
    Advice,
    /// A member the schema does not declare in an object of a spec type
    /// (extensibility: "no custom field at the root of a type that is part
    /// of the specification"; custom data belongs in `_meta`). A member a
    /// newer schema added is reported the same way. Checked on params and
    /// results that match their def; see `acp_wire_validate`'s module docs.
    /// Only members no pinned or earlier published schema declares.
    Undeclared,
    /// A member the graded (stable) pinned schema does not declare and its
    /// unstable superset does: an unstable feature in use. Informational
    /// ([`is_informational`](Self::is_informational)).
    UnstableMember,
    /// A member the pinned schemas do not declare and an earlier published
    /// schema did (`schema/retired-members.json`; the message names the last
    /// release): an agent or client built on an older SDK. Informational.
    RetiredMember,
}

impl ViolationKind {
    /// A short stable name (`"params"`, `"unknown-method"`, …) for reports.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            ViolationKind::NotJson => "not-json",
            ViolationKind::Envelope => "envelope",
            ViolationKind::Batch => "batch",
            ViolationKind::UnknownMethod => "unknown-method",
            ViolationKind::WrongDirection => "wrong-direction",
            ViolationKind::Params => "params",
            ViolationKind::Result => "result",
            ViolationKind::ErrorObject => "error-object",
            ViolationKind::UnknownResponseId => "unknown-response-id",
            ViolationKind::DuplicateRequestId => "duplicate-request-id",
            ViolationKind::Negotiation => "negotiation",
            ViolationKind::Content => "content",
            ViolationKind::Advice => "advice",
            ViolationKind::Undeclared => "undeclared-member",
            ViolationKind::UnstableMember => "unstable-member",
            ViolationKind::RetiredMember => "retired-member",
        }
    }

    /// Whether reports of this kind inform rather than find fault
    /// (unstable and retired members): `acp-wire validate` exits 0 on them,
    /// `conform` notes them without failing a row.
    #[must_use]
    pub fn is_informational(self) -> bool {
        matches!(self, ViolationKind::UnstableMember | ViolationKind::RetiredMember)
    }

    /// [`is_informational`](Self::is_informational) of a kind's
    /// [`as_str`](Self::as_str) name.
    #[must_use]
    pub fn is_informational_name(name: &str) -> bool {
        matches!(name, "unstable-member" | "retired-member")
    }
}

impl std::fmt::Display for ViolationKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What is wrong with one message of a frame. Instance paths in
/// `violations` are JSON pointers into the whole frame (`/params/…`,
/// `/result/…`; `/3/params/…` for the fourth message of a batch), so a tool
/// can print `line N: <pointer>: <message> (<rule>)` per violation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameViolation {
    /// Which way the frame travelled.
    pub direction: Direction,
    /// What kind of rule.
    pub kind: ViolationKind,
    /// The method (for responses: of the request answered, when known).
    pub method: Option<String>,
    /// The id as JSON text (`7`, `"agent-1"`, `null`).
    pub id: Option<String>,
    /// The `$defs` entry checked against, for schema violations.
    pub def: Option<String>,
    /// The broken rules (at least one).
    pub violations: Vec<Violation>,
}

impl std::fmt::Display for FrameViolation {
    /// `client->agent session/prompt id 3: params (PromptRequest)` and one
    /// indented line per violation.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {}",
            self.direction,
            self.method.as_deref().unwrap_or("-")
        )?;
        if let Some(id) = &self.id {
            write!(f, " id {id}")?;
        }
        write!(f, ": {}", self.kind)?;
        if let Some(def) = &self.def {
            write!(f, " ({def})")?;
        }
        for v in &self.violations {
            write!(f, "\n  {v}")?;
        }
        Ok(())
    }
}

/// Fields shared by the reports of one message (turned into strings only
/// when something is reported).
pub(super) struct Ctx<'a> {
    pub(super) direction: Direction,
    pub(super) at: &'a str,
    pub(super) method: Option<Cow<'a, str>>,
    pub(super) id: Option<&'a Value>,
}

impl Ctx<'_> {
    pub(super) fn report(
        &self,
        kind: ViolationKind,
        def: Option<&str>,
        violations: Vec<Violation>,
    ) -> FrameViolation {
        FrameViolation {
            direction: self.direction,
            kind,
            method: self.method.as_deref().map(str::to_string),
            id: self.id.map(Value::to_string),
            def: def.map(str::to_string),
            violations,
        }
    }

    pub(super) fn path(&self, member: &str) -> String {
        format!("{}/{member}", self.at)
    }
}
