//! The two sides of a version, from the method table alone: the traits each
//! side implements (`Agent`, `Client`), the typed handles to call the peer
//! (`ClientHandle` held by the agent, `AgentHandle` held by the client), and
//! the dispatchers (`impl rpc::Handler`) that route incoming messages to the
//! trait methods.
//!
//! Everything here is one item per method; the generic behaviour (decoding,
//! capability gating, turn semantics, negotiation) lives by hand in
//! `src/side/` and is called with the method's marker type, so this emitter
//! never needs to know what a method means — except two protocol facts:
//! `initialize` is sent by negotiation (not offered on the client's handle)
//! and `$/cancel_request` is runtime plumbing (not surfaced anywhere).
//!
//! # Naming rule (documented in `src/side/mod.rs`)
//! * Requests: the params def name without its `Request` suffix, in
//!   snake case: `NewSessionRequest` → `new_session`, `PromptRequest` →
//!   `prompt`, `ReadTextFileRequest` → `read_text_file`.
//! * Notifications: the method name with `/` as `_`: `session/update` →
//!   `session_update`, `session/cancel` → `session_cancel` (the def names of
//!   notifications differ between versions, the method names do not).

use super::names::{field_ident, ident, pascal, snake, type_ident};
use super::policy::Policy;
use super::prepass::{Def, Method, Model};
use super::{Config, Error};
use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// Names the hand-written code adds to the generated traits and handles;
/// a method mapping to one of them would shadow it.
const RESERVED: &[&str] = &[
    "ext_request",
    "ext_request_raw",
    "ext_notification",
    "ext_notification_raw",
    "core",
    "peer",
    "from_link",
    "link",
    "capabilities",
    "peer_capabilities",
    "prompt_turn",
    "close",
];

/// The method the client sends through version negotiation, not its handle.
const NEGOTIATED: &str = "initialize";
/// Runtime plumbing, handled by `crate::rpc`.
const RUNTIME: &str = "$/cancel_request";

struct Row<'a> {
    m: &'a Method,
    /// The Rust method name.
    name: Ident,
    /// The marker type (`request::SessionPrompt`).
    marker: TokenStream,
    params: Ident,
    result: Option<Ident>,
    /// The params have a required top-level `sessionId`.
    scoped: bool,
}

fn rust_name(m: &Method) -> String {
    if m.kind == "request" {
        let base = m.params.strip_suffix("Request").unwrap_or(&m.params);
        if !base.is_empty() {
            return snake(base);
        }
    }
    m.method.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' }).collect::<String>().trim_matches('_').to_owned()
}

fn has_session_id(model: &Model, def: &str) -> bool {
    let fields = match model.def(def) {
        Some(
            Def::Struct { fields }
            | Def::MetaOnlyStruct { fields }
            | Def::StructOpenExtra { fields }
            | Def::StructWithTaggedVariants { fields, .. }
            | Def::StructWithUntaggedVariants { fields, .. },
        ) => fields,
        _ => return false,
    };
    fields.iter().any(|f| f.name == "sessionId" && f.required)
}

fn rows<'a>(model: &'a Model, served_by: &str) -> Result<Vec<Row<'a>>, Error> {
    let mut out: Vec<Row<'a>> = Vec::new();
    for m in model.methods.iter().filter(|m| m.served_by(served_by) && m.method != RUNTIME) {
        let name = rust_name(m);
        if RESERVED.contains(&name.as_str()) {
            return Err(Error::Schema(format!("method {} maps to the reserved Rust name {name}", m.method)));
        }
        if out.iter().any(|r| r.name == name) {
            return Err(Error::Schema(format!("two {served_by}-side methods map to the Rust name {name}")));
        }
        let mk = ident(&pascal(&m.method));
        let marker = if m.kind == "request" { quote!(request::#mk) } else { quote!(notification::#mk) };
        let result = match (&m.kind[..], &m.result) {
            ("request", Some(r)) => Some(type_ident(r)),
            ("request", None) => return Err(Error::Schema(format!("request {} has no result def", m.method))),
            _ => None,
        };
        out.push(Row { m, name: ident(&name), marker, params: type_ident(&m.params), result, scoped: has_session_id(model, &m.params) });
    }
    Ok(out)
}

/// The trait one side implements; `handle` is the type of the peer handle
/// its contexts carry.
fn emit_trait(trait_name: &str, side_doc: &str, rows: &[Row], handle: &Ident) -> TokenStream {
    let tn = ident(trait_name);
    let methods = rows.iter().map(|r| {
        let (name, params, method) = (&r.name, &r.params, &r.m.method);
        match &r.result {
            Some(result) => {
                let d = format!(" `{method}` (request): [`{params}`] → [`{result}`]. Default: -32601 (method not found).");
                quote! {
                    #[doc = #d]
                    fn #name(&self, params: #params, cx: crate::side::RequestContext<#handle>)
                        -> impl ::std::future::Future<Output = Result<#result, crate::error::ResponseError>> + Send {
                        let _ = (params, cx);
                        async { Err(crate::error::ResponseError::method_not_found(#method)) }
                    }
                }
            }
            None => {
                let d = format!(" `{method}` (notification): [`{params}`]. Default: ignored.");
                quote! {
                    #[doc = #d]
                    fn #name(&self, params: #params, cx: crate::side::NotificationContext<#handle>)
                        -> impl ::std::future::Future<Output = ()> + Send {
                        let _ = (params, cx);
                        async {}
                    }
                }
            }
        }
    });
    let doc = format!(
        " {side_doc}\n\n One method per method of this version's schema served by this side \
         (naming rule: see [`crate::side`]); requests default to -32601, notifications are \
         ignored. `_`-prefixed extension methods arrive at [`Self::ext_request`] / \
         [`Self::ext_notification`]."
    );
    quote! {
        #[doc = #doc]
        pub trait #tn: Send + Sync + 'static {
            #(#methods)*

            /// An extension request (`_`-prefixed method name). Default: -32601.
            fn ext_request(&self, request: crate::side::ExtRequest, cx: crate::side::RequestContext<#handle>)
                -> impl ::std::future::Future<Output = Result<Box<::serde_json::value::RawValue>, crate::error::ResponseError>> + Send {
                let _ = cx;
                async move { Err(crate::error::ResponseError::method_not_found(&request.method)) }
            }

            /// An extension notification (`_`-prefixed method name). Default: ignored.
            fn ext_notification(&self, notification: crate::side::ExtNotification, cx: crate::side::NotificationContext<#handle>)
                -> impl ::std::future::Future<Output = ()> + Send {
                let _ = (notification, cx);
                async {}
            }
        }
    }
}

/// The handle to call the side whose methods are `rows`.
fn emit_handle(handle: &Ident, doc: &str, rows: &[Row], vt: &TokenStream) -> TokenStream {
    let sid = field_ident("sessionId");
    let methods = rows.iter().filter(|r| r.m.method != NEGOTIATED).map(|r| {
        let (name, params, marker, method) = (&r.name, &r.params, &r.marker, &r.m.method);
        let scope = if r.scoped { quote!(Some(crate::side::session_key(&params.#sid))) } else { quote!(None) };
        match &r.result {
            Some(result) => {
                let d = format!(
                    " Sends `{method}` and waits for its result.{}\n\n # Errors\n [`crate::error::Error::Protocol`] with the peer's error; \
                     [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); \
                     [`crate::error::Error::ConnectionClosed`].",
                    if r.scoped { " Its answer is delivered after the session's notifications received before it." } else { "" }
                );
                quote! {
                    #[doc = #d]
                    pub async fn #name(&self, params: #params) -> crate::error::Result<#result> {
                        let scope = #scope;
                        self.link.request::<#marker>(scope, params).await
                    }
                }
            }
            None => {
                let d = format!(
                    " Sends the `{method}` notification.\n\n # Errors\n [`crate::error::Error::Side`] when the capability it needs was \
                     not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`]."
                );
                quote! {
                    #[doc = #d]
                    pub async fn #name(&self, params: #params) -> crate::error::Result<()> {
                        let scope = #scope;
                        self.link.notify::<#marker>(scope, params).await
                    }
                }
            }
        }
    });
    quote! {
        #[doc = #doc]
        #[derive(Clone, Debug)]
        pub struct #handle {
            link: crate::side::Link<#vt>,
        }
        impl #handle {
            pub(crate) fn from_link(link: crate::side::Link<#vt>) -> Self {
                Self { link }
            }
            /// The connection this handle talks over (raw peer, close).
            pub fn core(&self) -> &crate::side::Core {
                self.link.core()
            }
            // The version's hand-written helpers use it (`prompt_turn`).
            #[allow(dead_code)]
            pub(crate) fn link(&self) -> &crate::side::Link<#vt> {
                &self.link
            }
            #(#methods)*

            /// An extension request (`_`-prefixed method) with typed params and result (not gated).
            ///
            /// # Errors
            /// As [`crate::side::Core::ext_request`].
            pub async fn ext_request<P, R>(&self, method: &str, params: &P) -> crate::error::Result<R>
            where
                P: ::serde::Serialize + ?Sized + Sync,
                R: ::serde::de::DeserializeOwned,
            {
                self.link.core().ext_request(method, params).await
            }

            /// An extension request with raw params and raw result (not gated).
            ///
            /// # Errors
            /// As [`crate::side::Core::ext_request_raw`].
            pub async fn ext_request_raw(&self, method: &str, params: Option<&::serde_json::value::RawValue>)
                -> crate::error::Result<Box<::serde_json::value::RawValue>> {
                self.link.core().ext_request_raw(method, params).await
            }

            /// An extension notification (`_`-prefixed method) with typed params (not gated).
            ///
            /// # Errors
            /// As [`crate::side::Core::ext_notification`].
            pub async fn ext_notification<P: ::serde::Serialize + ?Sized + Sync>(&self, method: &str, params: &P) -> crate::error::Result<()> {
                self.link.core().ext_notification(method, params).await
            }

            /// An extension notification with raw params (not gated).
            ///
            /// # Errors
            /// As [`crate::side::Core::ext_notification_raw`].
            pub async fn ext_notification_raw(&self, method: &str, params: Option<&::serde_json::value::RawValue>) -> crate::error::Result<()> {
                self.link.core().ext_notification_raw(method, params).await
            }
        }
    }
}

/// The session of a method's typed params, as the dispatch arm passes it
/// to `side::serve` (a non-capturing closure: a `fn` pointer).
fn session_of(r: &Row) -> TokenStream {
    if r.scoped {
        let sid = field_ident("sessionId");
        quote!(|p| Some(crate::side::session_key(&p.#sid)))
    } else {
        quote!(|_| None)
    }
}

/// The rule impls of every method a side serves: the policy's own for the
/// markers it implements (see `policy.rs`), the empty default for the rest;
/// and the table of the policy's rules.
fn emit_rules(rows: &[&Row], policy: &Policy, vt: &TokenStream, v: u16) -> Result<TokenStream, Error> {
    let mut out = TokenStream::new();
    let mut table = Vec::new();
    for r in rows {
        let gate = policy.gates.iter().find(|g| g.method == r.m.method);
        let key = r.marker.to_string().replace(' ', "");
        let marker = &r.marker;
        let (kind, rule) = if r.result.is_some() {
            ("request", quote!(crate::side::RequestRule))
        } else {
            ("notification", quote!(crate::side::NotificationRule))
        };
        let needs = gate.map(|g| format!("Needs the {}'s `{}`.", g.party, g.capability));
        let rule = match policy.rules.get(&key) {
            Some(p) => Some(p.doc.clone()),
            None => {
                out.extend(quote! { impl #rule<#vt> for #marker {} });
                None
            }
        };
        match (needs, rule) {
            (Some(n), Some(d)) => table.push((r.m.method.clone(), kind, format!("{n} {d}"))),
            (Some(n), None) => table.push((r.m.method.clone(), kind, n)),
            (None, Some(d)) => table.push((r.m.method.clone(), kind, d)),
            (None, None) => {}
        }
    }
    for g in &policy.gates {
        if !g.guarded && !rows.iter().any(|r| r.m.method == g.method) {
            return Err(Error::Schema(format!(
                "src/v{v}/policy.rs gates {}, which this schema does not have: guard it with the schema fact \
                 (#[cfg(acp_v{v} = \"{}\")])",
                g.method, g.method
            )));
        }
    }
    let known: Vec<String> = rows.iter().map(|r| r.marker.to_string().replace(' ', "")).collect();
    for p in policy.rules.values() {
        if !known.contains(&p.marker) && !p.guarded {
            return Err(Error::Schema(format!(
                "src/v{v}/policy.rs has a rule for {}, which this schema does not have: guard it with the schema fact \
                 (#[cfg(acp_v{v} = \"<method>\")])",
                p.marker
            )));
        }
    }
    let mut doc = format!(
        " The rules of protocol version {v}'s policy (`src/v{v}/policy.rs`), one row per method it gives a rule; \
         every other method has none. A gate (the version's `Version::GATES`) is enforced before the method's own rule.\n\n | method | kind | rule |\n |---|---|---|\n"
    );
    let rows_tokens = table.iter().map(|(m, k, d)| {
        quote! { crate::method::PolicyRule { method: #m, kind: #k, rule: #d } }
    });
    for (m, k, d) in &table {
        doc.push_str(&format!(" | `{m}` | {k} | {} |\n", d.replace('|', "\\|")));
    }
    out.extend(quote! {
        #[doc = #doc]
        pub static POLICY: &[crate::method::PolicyRule] = &[ #(#rows_tokens),* ];
    });
    Ok(out)
}

/// The `rpc::Handler` serving an implementation of the side whose methods are `rows`.
fn emit_dispatcher(name: &Ident, trait_name: &Ident, handle: &Ident, rows: &[Row], vt: &TokenStream) -> TokenStream {
    // Each method's route is its place in `rows`: `route` matches the name
    // once per message, the other three match that number.
    let numbered = || rows.iter().enumerate().map(|(i, r)| (u16::try_from(i).expect("fewer than 65534 methods"), r));
    let req_arms = numbered().filter(|(_, r)| r.result.is_some()).map(|(i, r)| {
        let (n, marker) = (&r.name, &r.marker);
        let session = session_of(r);
        quote! {
            Some(#i) => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<#vt, #marker, _, _, _>(&self.link, cx, handle, params, #session,
                    move |p, c| async move { imp.#n(p, c).await })
            }
        }
    });
    let note_arms = numbered().filter(|(_, r)| r.result.is_none()).map(|(i, r)| {
        let (n, marker) = (&r.name, &r.marker);
        let session = session_of(r);
        quote! {
            Some(#i) => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::notification::<#vt, #marker, _, _, _>(&self.link, handle, params, #session,
                    move |p, c| async move { imp.#n(p, c).await })
            }
        }
    });
    let route_arms = numbered().map(|(i, r)| {
        let (marker, method) = (&r.marker, &r.m.method);
        let kind = if r.result.is_some() { quote!(crate::method::Request) } else { quote!(crate::method::Notification) };
        quote! { #method => crate::rpc::Route::new(#i, crate::side::serve::decoder::<<#marker as #kind>::Params>()), }
    });
    let scoped: Vec<u16> = numbered().filter(|(_, r)| r.scoped).map(|(i, _)| i).collect();
    let scope_body = if scoped.is_empty() {
        quote! { let _ = (method, params); None }
    } else {
        quote! {
            match params.route().or_route(|| self.route(method)).index() {
                #(Some(#scoped))|* => crate::side::serve::session_scope(params),
                _ => None,
            }
        }
    };
    let doc = format!(" Serves a [`{trait_name}`] implementation: decodes each incoming message by method name into its typed params and calls the trait method (created by negotiation).");
    quote! {
        #[doc = #doc]
        pub struct #name<T> {
            imp: ::std::sync::Arc<T>,
            link: crate::side::Link<#vt>,
        }
        impl<T: #trait_name> #name<T> {
            pub(crate) fn new(imp: ::std::sync::Arc<T>, link: crate::side::Link<#vt>) -> Self {
                Self { imp, link }
            }
        }
        impl<T: #trait_name> crate::rpc::Handler for #name<T> {
            fn request(&self, cx: crate::rpc::RawRequestContext, method: &str, params: crate::rpc::Params<'_>)
                -> crate::rpc::BoxFuture<Result<crate::rpc::Reply, crate::error::ResponseError>> {
                let handle = #handle::from_link(self.link.clone());
                match params.route().or_route(|| self.route(method)).index() {
                    #(#req_arms)*
                    _ => {
                        let imp = ::std::sync::Arc::clone(&self.imp);
                        crate::side::serve::ext_request(cx, handle, method, params,
                            move |r, c| async move { imp.ext_request(r, c).await })
                    }
                }
            }
            fn notification(&self, _cx: crate::rpc::RawNotificationContext, method: &str, params: crate::rpc::Params<'_>)
                -> crate::rpc::BoxFuture<()> {
                let handle = #handle::from_link(self.link.clone());
                match params.route().or_route(|| self.route(method)).index() {
                    #(#note_arms)*
                    _ => {
                        let imp = ::std::sync::Arc::clone(&self.imp);
                        crate::side::serve::ext_notification(handle, method, params,
                            move |n, c| async move { imp.ext_notification(n, c).await })
                    }
                }
            }
            fn scope(&self, method: &str, params: &crate::rpc::Params<'_>) -> Option<crate::rpc::ScopeKey> {
                #scope_body
            }
            fn route(&self, method: &str) -> crate::rpc::Route {
                match method {
                    #(#route_arms)*
                    _ => crate::rpc::Route::UNKNOWN,
                }
            }
        }
    }
}

/// The traits, handles and dispatchers of one version.
pub fn emit_sides(model: &Model, cfg: &Config) -> Result<TokenStream, Error> {
    let agent_rows = rows(model, "agent")?;
    let client_rows = rows(model, "client")?;
    let v = cfg.version;
    // The version's type (`crate::v1::V1`, in its policy.rs).
    let (vm, vn) = (ident(&format!("v{v}")), ident(&format!("V{v}")));
    let vt = quote!(crate::#vm::#vn);
    let (agent_h, client_h) = (ident("AgentHandle"), ident("ClientHandle"));
    let mut scoped: Vec<&str> =
        agent_rows.iter().chain(client_rows.iter()).filter(|r| r.scoped).map(|r| r.m.method.as_str()).collect();
    scoped.sort_unstable();
    scoped.dedup();
    let mut out = TokenStream::new();
    out.extend(quote! {
        /// Methods whose params carry a top-level `sessionId`: their messages
        /// are ordered per session (the session is their ordering scope).
        pub static SESSION_SCOPED_METHODS: &[&str] = &[ #(#scoped),* ];
    });
    out.extend(emit_trait(
        "Agent",
        &format!("The agent side of protocol version {v}: what an agent serves."),
        &agent_rows,
        &client_h,
    ));
    out.extend(emit_trait(
        "Client",
        &format!("The client side of protocol version {v}: what a client serves."),
        &client_rows,
        &agent_h,
    ));
    out.extend(emit_handle(
        &client_h,
        &format!(
            " What an agent holds to call the client of a v{v} connection: one method per method the client serves, \
             gated by the capabilities the client advertised."
        ),
        &client_rows,
        &vt,
    ));
    out.extend(emit_handle(
        &agent_h,
        &format!(
            " What a client holds to call the agent of a v{v} connection: one method per method the agent serves \
             (`initialize` is done by negotiation), gated by the capabilities the agent advertised."
        ),
        &agent_rows,
        &vt,
    ));
    out.extend(emit_dispatcher(&ident("AgentDispatcher"), &ident("Agent"), &client_h, &agent_rows, &vt));
    out.extend(emit_dispatcher(&ident("ClientDispatcher"), &ident("Client"), &agent_h, &client_rows, &vt));
    out.extend(emit_builders(v, &vt));
    let policy = match &cfg.policy {
        Some(src) => super::policy::read(src)?,
        None => Policy::default(),
    };
    let mut all: Vec<&Row> = agent_rows.iter().chain(client_rows.iter()).collect();
    all.sort_by(|a, b| (&a.m.method, &a.m.kind).cmp(&(&b.m.method, &b.m.kind)));
    // A method both sides serve (x-side `both`) has one marker: one rule.
    all.dedup_by(|a, b| (&a.m.method, &a.m.kind) == (&b.m.method, &b.m.kind));
    out.extend(emit_rules(&all, &policy, &vt, v)?);
    Ok(out)
}

/// `AgentBuilder::vN`, `ClientBuilder::vN` and `Negotiation`: the version's
/// entry points, over its `side::Version` impl (which names its capability
/// and `initialize` types) and the dispatchers and handles generated above.
fn emit_builders(v: u16, vt: &TokenStream) -> TokenStream {
    let f = ident(&format!("v{v}"));
    let serve_doc = format!(" Serves protocol version {v} with `agent`.");
    let accept_doc = format!(" Accepts protocol version {v}, served by `client`, advertising `capabilities`.");
    let neg_doc = format!(" What a client gets when the agent chose version {v}: the handle to the agent and its `initialize` result.");
    quote! {
        #[doc = #neg_doc]
        pub type Negotiation = crate::side::Negotiation<AgentHandle, <#vt as crate::side::Version>::InitializeResponse>;

        impl crate::side::AgentBuilder {
            #[doc = #serve_doc]
            #[must_use]
            pub fn #f(self, agent: impl Agent) -> Self {
                let agent = ::std::sync::Arc::new(agent);
                self.serve_version::<#vt>(move |link| {
                    ::std::sync::Arc::new(AgentDispatcher::new(::std::sync::Arc::clone(&agent), link))
                        as ::std::sync::Arc<dyn crate::rpc::Handler>
                })
            }
        }

        impl<N: From<Negotiation> + Send + 'static> crate::side::ClientBuilder<N> {
            #[doc = #accept_doc]
            #[must_use]
            pub fn #f(self, client: impl Client, capabilities: <#vt as crate::side::Version>::ClientCaps) -> Self {
                let client = ::std::sync::Arc::new(client);
                self.accept_version::<#vt>(capabilities, move |link, response| {
                    let handler = ::std::sync::Arc::new(ClientDispatcher::new(client, link.clone()))
                        as ::std::sync::Arc<dyn crate::rpc::Handler>;
                    (handler, N::from(crate::side::Negotiation::new(AgentHandle::from_link(link), response)))
                })
            }
        }
    }
}
