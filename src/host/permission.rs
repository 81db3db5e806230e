//! Deciding `session/request_permission`: a small, version-independent
//! interface and three ready policies.
//!
//! [`HostClient`](super::HostClient) turns the request of either protocol
//! version into a [`PermissionRequest`] (the session, a title, the offered
//! options) and asks its [`PermissionPolicy`]; the [`PermissionDecision`] is
//! turned back into the version's outcome. While the policy decides, a
//! `session/cancel` of the session (sent by this client) answers the request
//! `cancelled` at once — the protocol requires it, and it frees a user
//! prompt that nobody will answer any more.
//!
//! * [`AllowPolicy`] picks an allow option (`allow_once` first, then
//!   `allow_always`).
//! * [`RejectPolicy`] picks a reject option (`reject_once` first, then
//!   `reject_always`).
//! * [`permission_fn`] wraps an async closure, for a prompt on a terminal or
//!   in a UI.
//!
//! A policy that finds no fitting option, or returns an option id that was
//! not offered, answers `cancelled`: the agent must then treat the request as
//! not approved.

use std::fmt;
use std::future::Future;
use std::pin::Pin;

use crate::v1;
#[cfg(feature = "v2")]
use crate::v2;

/// The future a [`PermissionPolicy`] returns.
pub type PermissionFuture = Pin<Box<dyn Future<Output = PermissionDecision> + Send + 'static>>;

/// What an option does, as the agent labelled it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PermissionKind {
    /// Allow this operation only this time.
    AllowOnce,
    /// Allow this operation and remember the choice.
    AllowAlways,
    /// Reject this operation only this time.
    RejectOnce,
    /// Reject this operation and remember the choice.
    RejectAlways,
    /// A kind this crate does not know, as sent.
    Other(String),
}

impl PermissionKind {
    fn from_wire(s: &str) -> Self {
        match s {
            "allow_once" => Self::AllowOnce,
            "allow_always" => Self::AllowAlways,
            "reject_once" => Self::RejectOnce,
            "reject_always" => Self::RejectAlways,
            other => Self::Other(other.to_owned()),
        }
    }

    /// Whether the option grants the operation.
    #[must_use]
    pub fn is_allow(&self) -> bool {
        matches!(self, Self::AllowOnce | Self::AllowAlways)
    }

    /// Whether the option refuses the operation.
    #[must_use]
    pub fn is_reject(&self) -> bool {
        matches!(self, Self::RejectOnce | Self::RejectAlways)
    }
}

/// One option the agent offers.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct PermissionChoice {
    /// The id to answer with.
    pub option_id: String,
    /// The label to show to the user.
    pub name: String,
    /// What the option does.
    pub kind: PermissionKind,
}

/// The agent's request as sent, for a policy that needs more than the
/// version-independent view (the v1 tool call's content, the v2 subject).
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum PermissionParams {
    /// A v1 request.
    V1(Box<v1::RequestPermissionRequest>),
    /// A v2 request.
    #[cfg(feature = "v2")]
    V2(Box<v2::RequestPermissionRequest>),
}

/// A `session/request_permission` to decide.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct PermissionRequest {
    /// The session asking.
    pub session_id: String,
    /// What to show as the question: the v2 `title`, or the v1 tool call's
    /// title (its id when it has none).
    pub title: String,
    /// The v2 `description`, if any.
    pub description: Option<String>,
    /// The v1 tool call's id.
    pub tool_call_id: Option<String>,
    /// The options, in the agent's order.
    pub options: Vec<PermissionChoice>,
    /// The request as sent.
    pub params: PermissionParams,
}

impl PermissionRequest {
    /// The view of a v1 request.
    #[must_use]
    pub fn from_v1(p: v1::RequestPermissionRequest) -> Self {
        let tool_call_id = p.tool_call.tool_call_id.0.clone();
        let title = p.tool_call.title.value().cloned().unwrap_or_else(|| tool_call_id.clone());
        let options = p
            .options
            .iter()
            .map(|o| PermissionChoice {
                option_id: o.option_id.0.clone(),
                name: o.name.clone(),
                kind: PermissionKind::from_wire(o.kind.as_str()),
            })
            .collect();
        PermissionRequest {
            session_id: p.session_id.0.clone(),
            title,
            description: None,
            tool_call_id: Some(tool_call_id),
            options,
            params: PermissionParams::V1(Box::new(p)),
        }
    }

    /// The view of a v2 request.
    #[cfg(feature = "v2")]
    #[must_use]
    pub fn from_v2(p: v2::RequestPermissionRequest) -> Self {
        let options = p
            .options
            .iter()
            .map(|o| PermissionChoice {
                option_id: o.option_id.0.clone(),
                name: o.name.clone(),
                kind: PermissionKind::from_wire(o.kind.as_str()),
            })
            .collect();
        PermissionRequest {
            session_id: p.session_id.0.clone(),
            title: p.title.clone(),
            description: p.description.value().cloned(),
            tool_call_id: None,
            options,
            params: PermissionParams::V2(Box::new(p)),
        }
    }

    /// The first option of `kind`.
    #[must_use]
    pub fn option_of(&self, kind: &PermissionKind) -> Option<&PermissionChoice> {
        self.options.iter().find(|o| &o.kind == kind)
    }

    /// The decision selecting the first option among `kinds` (in that
    /// order of preference) that was offered, else `Cancelled`.
    #[must_use]
    pub fn select_first_of(&self, kinds: &[PermissionKind]) -> PermissionDecision {
        kinds
            .iter()
            .find_map(|k| self.option_of(k))
            .map_or(PermissionDecision::Cancelled, |o| PermissionDecision::Selected(o.option_id.clone()))
    }

    /// Whether `decision` names an offered option or is `Cancelled`.
    pub(crate) fn admits(&self, decision: &PermissionDecision) -> bool {
        match decision {
            PermissionDecision::Selected(id) => self.options.iter().any(|o| &o.option_id == id),
            PermissionDecision::Cancelled => true,
        }
    }
}

/// The answer to a permission request.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum PermissionDecision {
    /// The option with this id was chosen.
    Selected(String),
    /// No option was chosen (dismissed, cancelled, or nothing fitted).
    Cancelled,
}

impl PermissionDecision {
    pub(crate) fn into_v1(self) -> v1::RequestPermissionResponse {
        let outcome = match self {
            PermissionDecision::Selected(id) => v1::RequestPermissionOutcome::Selected(
                v1::SelectedPermissionOutcome::new(v1::PermissionOptionId(id)),
            ),
            PermissionDecision::Cancelled => {
                v1::RequestPermissionOutcome::Cancelled { extra: serde_json::Map::new() }
            }
        };
        v1::RequestPermissionResponse::new(outcome)
    }

    #[cfg(feature = "v2")]
    pub(crate) fn into_v2(self) -> v2::RequestPermissionResponse {
        let outcome = match self {
            PermissionDecision::Selected(id) => v2::RequestPermissionOutcome::Selected(
                v2::SelectedPermissionOutcome::new(v2::PermissionOptionId(id)),
            ),
            PermissionDecision::Cancelled => v2::RequestPermissionOutcome::cancelled(),
        };
        v2::RequestPermissionResponse::new(outcome)
    }
}

/// Decides permission requests.
///
/// The returned future must not borrow `self`: clone what it needs (an
/// `Arc`, a channel sender). It may take as long as a human does; a
/// cancelled session or turn drops it.
///
/// ```
/// use acp_wire::host::{PermissionDecision, PermissionFuture, PermissionKind, PermissionPolicy, PermissionRequest};
///
/// /// Allows reading tools, rejects everything else.
/// struct ReadOnly;
/// impl PermissionPolicy for ReadOnly {
///     fn decide(&self, request: PermissionRequest) -> PermissionFuture {
///         let wanted = if request.title.starts_with("Read") {
///             [PermissionKind::AllowOnce, PermissionKind::AllowAlways]
///         } else {
///             [PermissionKind::RejectOnce, PermissionKind::RejectAlways]
///         };
///         let decision = request.select_first_of(&wanted);
///         Box::pin(async move { decision })
///     }
/// }
/// ```
pub trait PermissionPolicy: Send + Sync + 'static {
    /// The decision for `request`.
    fn decide(&self, request: PermissionRequest) -> PermissionFuture;
}

/// Picks an allow option: `allow_once`, else `allow_always`, else answers
/// `cancelled`. For unattended runs (`--yes`) and tests.
#[derive(Debug, Clone, Copy, Default)]
pub struct AllowPolicy;

impl PermissionPolicy for AllowPolicy {
    fn decide(&self, request: PermissionRequest) -> PermissionFuture {
        let d = request.select_first_of(&[PermissionKind::AllowOnce, PermissionKind::AllowAlways]);
        Box::pin(async move { d })
    }
}

/// Picks a reject option: `reject_once`, else `reject_always`, else answers
/// `cancelled`. The default of [`HostClient`](super::HostClient).
#[derive(Debug, Clone, Copy, Default)]
pub struct RejectPolicy;

impl PermissionPolicy for RejectPolicy {
    fn decide(&self, request: PermissionRequest) -> PermissionFuture {
        let d = request.select_first_of(&[PermissionKind::RejectOnce, PermissionKind::RejectAlways]);
        Box::pin(async move { d })
    }
}

/// A policy from an async closure; see [`permission_fn`].
pub struct FnPolicy<F>(F);

impl<F> fmt::Debug for FnPolicy<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("FnPolicy(..)")
    }
}

impl<F, Fut> PermissionPolicy for FnPolicy<F>
where
    F: Fn(PermissionRequest) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = PermissionDecision> + Send + 'static,
{
    fn decide(&self, request: PermissionRequest) -> PermissionFuture {
        Box::pin((self.0)(request))
    }
}

/// A policy that calls `f` for every request.
///
/// ```
/// use acp_wire::host::{permission_fn, HostClient, PermissionDecision};
///
/// let host = HostClient::builder()
///     .permission(permission_fn(|request| async move {
///         // Ask the user here; this one takes the first option offered.
///         match request.options.first() {
///             Some(o) => PermissionDecision::Selected(o.option_id.clone()),
///             None => PermissionDecision::Cancelled,
///         }
///     }))
///     .build();
/// # let _ = host;
/// ```
pub fn permission_fn<F, Fut>(f: F) -> FnPolicy<F>
where
    F: Fn(PermissionRequest) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = PermissionDecision> + Send + 'static,
{
    FnPolicy(f)
}
