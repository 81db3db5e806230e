//! The turn and negotiation rules that belong to particular methods, in one
//! table keyed by marker type (like [`super::gate`]). The generic dispatch
//! and handle code calls these for every method; methods without an entry
//! cost a short `TypeId` scan.
//!
//! | method | rule |
//! |---|---|
//! | `initialize` (request in) | record the client's capabilities |
//! | `initialize` (response out) | state the negotiated version, record the agent's capabilities |
//! | `session/cancel` (in or out) | fire the session's cancel signal |
//! | `session/update` (in) | feed a `prompt_turn` waiting on the session (v2: an idle `state_update` ends it) |
//! | `session/update` (in or out) | record config options (`config_option_update`); v2: tool call / terminal cancel controls |
//! | `session/request_permission` (in) | answered `cancelled` when the session is cancelled |
//! | `session/new`, `load`, `resume`, `fork` (result, in or out) | record the session's mode ids and config options with their values |
//! | `session/set_config_option` (result, in or out) | record the session's config options |
//! | `session/close` (result, in or out) | forget the session's advertisements |

use std::any::{Any, TypeId};

use super::advertised::{self, ConfigOption, Session};
use super::core::{session_key, Caps, ConnState};
#[cfg(feature = "v2")]
use crate::codec::Tri;
use crate::rpc::ScopeKey;
use crate::v1;
#[cfg(feature = "v2")]
use crate::v2;

type Boxed = Box<dyn Any + Send>;
/// A marker's `TypeId` (a fn: `TypeId::of` is not const) and its rule.
type Entry = (fn() -> TypeId, Hook);

enum Hook {
    InitRequest(fn(&ConnState, &dyn Any)),
    InitResponse(fn(&ConnState, &mut dyn Any)),
    SessionCancel,
    SessionUpdate(fn(&ConnState, ScopeKey, &dyn Any)),
    CancelledAnswer(fn() -> Boxed),
}

fn find<M: 'static>() -> Option<&'static Hook> {
    let id = TypeId::of::<M>();
    HOOKS.iter().find(|(m, _)| m() == id).map(|(_, h)| h)
}

/// An incoming request's params, before the trait method runs.
pub(crate) fn request_in<M: 'static>(state: &ConnState, params: &dyn Any) {
    if let Some(Hook::InitRequest(f)) = find::<M>() {
        f(state, params);
    }
}

/// A trait method's result, before it is sent.
pub(crate) fn response_out<M: 'static>(state: &ConnState, result: &mut dyn Any) {
    let id = TypeId::of::<M>();
    if let Some((_, Hook::InitResponse(f))) = RESPONSE_HOOKS.iter().find(|(m, _)| m() == id) {
        f(state, result);
    }
}

/// A request's result, on the side that serves it (before it is sent) and
/// on the side that called it (as it arrives), so both record the same
/// facts; `session` is the params' session for session-scoped methods.
pub(crate) fn result<M: 'static>(state: &ConnState, session: Option<ScopeKey>, result: &dyn Any) {
    let id = TypeId::of::<M>();
    if let Some((_, f)) = RESULT_HOOKS.iter().find(|(m, _)| m() == id) {
        f(state, session, result);
    }
}

/// The answer the protocol gives to request `M` when its session is cancelled.
pub(crate) fn cancelled_answer<M: 'static>() -> Option<fn() -> Boxed> {
    match find::<M>() {
        Some(Hook::CancelledAnswer(f)) => Some(*f),
        _ => None,
    }
}

/// A notification passing through (received, or about to be sent).
pub(crate) fn notification<M: 'static>(state: &ConnState, session: Option<ScopeKey>, params: &dyn Any) {
    let Some(session) = session else { return };
    match find::<M>() {
        Some(Hook::SessionCancel) => state.signals.fire(session),
        Some(Hook::SessionUpdate(f)) => f(state, session, params),
        _ => {}
    }
}

// ---------------------------------------------------------------- v1

fn v1_init_request(state: &ConnState, params: &dyn Any) {
    if let Some(r) = params.downcast_ref::<v1::InitializeRequest>() {
        // Missing clientCapabilities: none advertised.
        let client = r.client_capabilities.clone().unwrap_or_default();
        state.set_caps(Caps::V1 { client, agent: v1::AgentCapabilities::default() });
    }
}

fn v1_init_response(state: &ConnState, result: &mut dyn Any) {
    if let Some(r) = result.downcast_mut::<v1::InitializeResponse>() {
        r.protocol_version = v1::PROTOCOL_VERSION.into();
        let advertised = r.agent_capabilities.clone().unwrap_or_default();
        state.with_caps(|c| {
            if let Caps::V1 { agent, .. } = c {
                *agent = advertised;
            }
        });
    }
}

fn v1_update(state: &ConnState, session: ScopeKey, params: &dyn Any) {
    if let Some(n) = params.downcast_ref::<v1::SessionNotification>() {
        if let v1::SessionUpdate::ConfigOptionUpdate(u) = &n.update {
            state.advertised.update(session, |s| s.set_config_options(advertised::v1_config_options(&u.config_options)));
        }
        state.turns.feed(session, || Box::new(n.update.clone()), None);
    }
}

/// A session setup result: what it says about modes and config options
/// replaces what was recorded (a loaded session starts afresh).
fn setup(state: &ConnState, key: Option<ScopeKey>, modes: Option<Vec<String>>, config_options: Vec<ConfigOption>) {
    if let Some(key) = key {
        state.advertised.update(key, |s| {
            *s = Session::default();
            s.set_modes(modes);
            s.set_config_options(config_options);
        });
    }
}

fn v1_options(options: Option<&Vec<v1::SessionConfigOption>>) -> Vec<ConfigOption> {
    options.map_or_else(Vec::new, |o| advertised::v1_config_options(o))
}

#[cfg(feature = "v2")]
fn v2_options(options: Option<&Vec<v2::SessionConfigOption>>) -> Vec<ConfigOption> {
    options.map_or_else(Vec::new, |o| advertised::v2_config_options(o))
}

fn v1_new_result(state: &ConnState, _: Option<ScopeKey>, result: &dyn Any) {
    if let Some(r) = result.downcast_ref::<v1::NewSessionResponse>() {
        setup(state, Some(session_key(&r.session_id)), advertised::v1_modes(r.modes.value()), v1_options(r.config_options.value()));
    }
}

fn v1_load_result(state: &ConnState, session: Option<ScopeKey>, result: &dyn Any) {
    if let Some(r) = result.downcast_ref::<v1::LoadSessionResponse>() {
        setup(state, session, advertised::v1_modes(r.modes.value()), v1_options(r.config_options.value()));
    }
}

fn v1_resume_result(state: &ConnState, session: Option<ScopeKey>, result: &dyn Any) {
    if let Some(r) = result.downcast_ref::<v1::ResumeSessionResponse>() {
        setup(state, session, advertised::v1_modes(r.modes.value()), v1_options(r.config_options.value()));
    }
}

#[cfg(feature = "unstable")]
fn v1_fork_result(state: &ConnState, _: Option<ScopeKey>, result: &dyn Any) {
    if let Some(r) = result.downcast_ref::<v1::ForkSessionResponse>() {
        setup(state, Some(session_key(&r.session_id)), advertised::v1_modes(r.modes.value()), v1_options(r.config_options.value()));
    }
}

fn v1_config_result(state: &ConnState, session: Option<ScopeKey>, result: &dyn Any) {
    if let (Some(r), Some(key)) = (result.downcast_ref::<v1::SetSessionConfigOptionResponse>(), session) {
        state.advertised.update(key, |s| s.set_config_options(advertised::v1_config_options(&r.config_options)));
    }
}

fn close_result(state: &ConnState, session: Option<ScopeKey>, _: &dyn Any) {
    if let Some(key) = session {
        state.advertised.remove(key);
    }
}

fn v1_permission_cancelled() -> Boxed {
    Box::new(v1::RequestPermissionResponse::new(v1::RequestPermissionOutcome::Cancelled {
        extra: serde_json::Map::new(),
    }))
}

// ---------------------------------------------------------------- v2

#[cfg(feature = "v2")]
fn v2_init_request(state: &ConnState, params: &dyn Any) {
    if let Some(r) = params.downcast_ref::<v2::InitializeRequest>() {
        let client = r.capabilities.clone().unwrap_or_default();
        state.set_caps(Caps::V2 { client, agent: v2::AgentCapabilities::default(), auth_methods: false });
    }
}

#[cfg(feature = "v2")]
fn v2_init_response(state: &ConnState, result: &mut dyn Any) {
    if let Some(r) = result.downcast_mut::<v2::InitializeResponse>() {
        r.protocol_version = v2::PROTOCOL_VERSION.into();
        let advertised = r.capabilities.clone().unwrap_or_default();
        let methods = r.auth_methods.as_ref().is_some_and(|m| !m.is_empty());
        state.with_caps(|c| {
            if let Caps::V2 { agent, auth_methods, .. } = c {
                *agent = advertised;
                *auth_methods = methods;
            }
        });
    }
}

#[cfg(feature = "v2")]
fn v2_update(state: &ConnState, session: ScopeKey, params: &dyn Any) {
    if let Some(n) = params.downcast_ref::<v2::UpdateSessionNotification>() {
        let end: Option<Boxed> = match &n.update {
            v2::SessionUpdate::StateUpdate(v2::StateUpdate::Idle(idle)) => Some(Box::new(idle.stop_reason.clone())),
            _ => None,
        };
        record_v2_update(state, session, &n.update);
        state.turns.feed(session, || Box::new(n.update.clone()), end);
    }
}

#[cfg(feature = "v2")]
fn record_v2_update(state: &ConnState, session: ScopeKey, update: &v2::SessionUpdate) {
    match update {
        v2::SessionUpdate::ConfigOptionUpdate(u) => {
            state.advertised.update(session, |s| s.set_config_options(advertised::v2_config_options(&u.config_options)));
        }
        v2::SessionUpdate::ToolCallUpdate(u) => {
            let cancel = u.capabilities.as_ref().map(|c| c.cancel.is_value());
            let done = match &u.status {
                Tri::Absent => None,
                Tri::Null => Some(false),
                Tri::Value(s) => {
                    Some(matches!(s, v2::ToolCallStatus::Completed | v2::ToolCallStatus::Failed | v2::ToolCallStatus::Cancelled))
                }
            };
            if !cancel.is_absent() || done.is_some() {
                state.advertised.update(session, |s| s.patch_tool_call(&u.tool_call_id, cancel, done));
            }
        }
        v2::SessionUpdate::TerminalUpdate(u) => {
            let cancel = u.capabilities.as_ref().map(|c| c.cancel.is_value());
            let done = match &u.exit_status {
                Tri::Absent => None,
                Tri::Null => Some(false),
                Tri::Value(_) => Some(true),
            };
            if !cancel.is_absent() || done.is_some() {
                state.advertised.update(session, |s| s.patch_terminal(&u.terminal_id, cancel, done));
            }
        }
        _ => {}
    }
}

#[cfg(feature = "v2")]
fn v2_new_result(state: &ConnState, _: Option<ScopeKey>, result: &dyn Any) {
    if let Some(r) = result.downcast_ref::<v2::NewSessionResponse>() {
        setup(state, Some(session_key(&r.session_id)), None, v2_options(r.config_options.as_ref()));
    }
}

#[cfg(feature = "v2")]
fn v2_resume_result(state: &ConnState, session: Option<ScopeKey>, result: &dyn Any) {
    if let Some(r) = result.downcast_ref::<v2::ResumeSessionResponse>() {
        setup(state, session, None, v2_options(r.config_options.as_ref()));
    }
}

#[cfg(all(feature = "v2", feature = "unstable"))]
fn v2_fork_result(state: &ConnState, _: Option<ScopeKey>, result: &dyn Any) {
    if let Some(r) = result.downcast_ref::<v2::ForkSessionResponse>() {
        setup(state, Some(session_key(&r.session_id)), None, v2_options(r.config_options.as_ref()));
    }
}

#[cfg(feature = "v2")]
fn v2_config_result(state: &ConnState, session: Option<ScopeKey>, result: &dyn Any) {
    if let (Some(r), Some(key)) = (result.downcast_ref::<v2::SetSessionConfigOptionResponse>(), session) {
        state.advertised.update(key, |s| s.set_config_options(advertised::v2_config_options(&r.config_options)));
    }
}

#[cfg(feature = "v2")]
fn v2_permission_cancelled() -> Boxed {
    Box::new(v2::RequestPermissionResponse::new(v2::RequestPermissionOutcome::Cancelled(
        v2::CancelledPermissionOutcome::new(),
    )))
}

macro_rules! hooks {
    ($($(#[$a:meta])* $marker:ty => $hook:expr,)*) => {
        &[$($(#[$a])* (TypeId::of::<$marker> as fn() -> TypeId, $hook),)*]
    };
}

static HOOKS: &[Entry] = hooks![
    v1::request::Initialize => Hook::InitRequest(v1_init_request),
    v1::notification::SessionCancel => Hook::SessionCancel,
    v1::notification::SessionUpdate => Hook::SessionUpdate(v1_update),
    v1::request::SessionRequestPermission => Hook::CancelledAnswer(v1_permission_cancelled),
    #[cfg(feature = "v2")] v2::request::Initialize => Hook::InitRequest(v2_init_request),
    #[cfg(feature = "v2")] v2::notification::SessionCancel => Hook::SessionCancel,
    #[cfg(feature = "v2")] v2::notification::SessionUpdate => Hook::SessionUpdate(v2_update),
    #[cfg(feature = "v2")] v2::request::SessionRequestPermission => Hook::CancelledAnswer(v2_permission_cancelled),
];

/// The response side of `initialize` shares its marker with the request
/// side, so it lives in a table of its own.
static RESPONSE_HOOKS: &[Entry] = hooks![
    v1::request::Initialize => Hook::InitResponse(v1_init_response),
    #[cfg(feature = "v2")] v2::request::Initialize => Hook::InitResponse(v2_init_response),
];

type ResultHook = fn(&ConnState, Option<ScopeKey>, &dyn Any);
type ResultEntry = (fn() -> TypeId, ResultHook);

macro_rules! results {
    ($($(#[$a:meta])* $marker:ty => $hook:expr,)*) => {
        &[$($(#[$a])* (TypeId::of::<$marker> as fn() -> TypeId, $hook as ResultHook),)*]
    };
}

/// Results that tell what a session advertised.
static RESULT_HOOKS: &[ResultEntry] = results![
    v1::request::SessionNew => v1_new_result,
    v1::request::SessionLoad => v1_load_result,
    v1::request::SessionResume => v1_resume_result,
    #[cfg(feature = "unstable")] v1::request::SessionFork => v1_fork_result,
    v1::request::SessionSetConfigOption => v1_config_result,
    v1::request::SessionClose => close_result,
    #[cfg(feature = "v2")] v2::request::SessionNew => v2_new_result,
    #[cfg(feature = "v2")] v2::request::SessionResume => v2_resume_result,
    #[cfg(all(feature = "v2", feature = "unstable"))] v2::request::SessionFork => v2_fork_result,
    #[cfg(feature = "v2")] v2::request::SessionSetConfigOption => v2_config_result,
    #[cfg(feature = "v2")] v2::request::SessionClose => close_result,
];
