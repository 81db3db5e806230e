//! Everything that exists once per method, from `x-method` / `x-side`.

use super::names::{ident, pascal, type_ident};
use super::prepass::{Method, Model};
use super::Error;
use proc_macro2::{Ident, TokenStream};
use quote::quote;

fn side_tokens(side: &str) -> TokenStream {
    match side {
        "agent" => quote!(crate::method::Side::Agent),
        "client" => quote!(crate::method::Side::Client),
        // `both` (SDK 1.0.0–1.5.1): served by either side, as `protocol` is.
        "protocol" | "both" => quote!(crate::method::Side::Protocol),
        _ => quote!(crate::method::Side::Proxy),
    }
}

fn marker(m: &Method) -> Ident {
    ident(&pascal(&m.method))
}

fn emit_request_enum(name: &str, doc: &str, methods: &[&Method]) -> TokenStream {
    let name = ident(name);
    let vars: Vec<Ident> = methods.iter().map(|m| marker(m)).collect();
    let strs: Vec<&str> = methods.iter().map(|m| m.method.as_str()).collect();
    let params: Vec<Ident> = methods.iter().map(|m| type_ident(&m.params)).collect();
    let docs: Vec<String> = methods.iter().map(|m| format!(" `{}` (params: [`{}`]).", m.method, super::names::type_name(&m.params))).collect();
    // From<Params> only where the params type is unique within the enum.
    let froms: Vec<TokenStream> = methods
        .iter()
        .enumerate()
        .filter(|(_, m)| methods.iter().filter(|o| o.params == m.params).count() == 1)
        .filter(|(_, m)| !methods.iter().any(|o| o.params != m.params && aliases(o, m)))
        .map(|(i, _)| {
            let (v, p) = (&vars[i], &params[i]);
            quote! {
                impl From<#p> for #name {
                    fn from(p: #p) -> Self { Self::#v(p) }
                }
            }
        })
        .collect();
    quote! {
        #[doc = #doc]
        ///
        /// Decoded **by method name** ([`Self::decode`]); methods not in the
        /// schema's table become [`Self::Ext`] with their params kept raw.
        #[derive(Clone, Debug)]
        #[non_exhaustive]
        pub enum #name {
            #( #[doc = #docs] #vars(#params), )*
            /// A method this version's table does not list (extension methods
            /// such as `_vendor/x`, or methods from a newer peer).
            Ext {
                /// The method name.
                method: String,
                /// The params, byte-exact (absent = `None`).
                params: Option<Box<::serde_json::value::RawValue>>,
            },
        }
        impl #name {
            /// The method name.
            pub fn method(&self) -> &str {
                match self {
                    #( Self::#vars(_) => #strs, )*
                    Self::Ext { method, .. } => method,
                }
            }
            /// Decodes params for `method` (absent params read as `{}`).
            pub fn decode(method: &str, params: Option<&::serde_json::value::RawValue>) -> Result<Self, ::serde_json::Error> {
                Ok(match method {
                    #( #strs => Self::#vars(__p::decode_params(params)?), )*
                    _ => Self::Ext { method: method.to_owned(), params: params.map(|p| p.to_owned()) },
                })
            }
            /// Encodes the params (an `Ext` without params encodes as `null`;
            /// see [`Self::has_params`]).
            pub fn encode_params(&self) -> Result<Box<::serde_json::value::RawValue>, ::serde_json::Error> {
                match self {
                    #( Self::#vars(p) => __p::to_raw(p), )*
                    Self::Ext { params: Some(p), .. } => Ok(p.clone()),
                    Self::Ext { params: None, .. } => __p::to_raw(&()),
                }
            }
            /// `false` only for an `Ext` that came without params.
            pub fn has_params(&self) -> bool {
                !matches!(self, Self::Ext { params: None, .. })
            }
        }
        #(#froms)*
    }
}

fn aliases(_a: &Method, _b: &Method) -> bool {
    false
}

fn emit_response_enum(name: &str, doc: &str, methods: &[&Method]) -> TokenStream {
    let name = ident(name);
    let vars: Vec<Ident> = methods.iter().map(|m| marker(m)).collect();
    let strs: Vec<&str> = methods.iter().map(|m| m.method.as_str()).collect();
    let results: Vec<Ident> = methods.iter().map(|m| type_ident(m.result.as_deref().unwrap_or_default())).collect();
    let docs: Vec<String> = methods
        .iter()
        .map(|m| format!(" Result of `{}` ([`{}`]).", m.method, super::names::type_name(m.result.as_deref().unwrap_or_default())))
        .collect();
    quote! {
        #[doc = #doc]
        ///
        /// Decoded by the method of the request it answers ([`Self::decode`]).
        #[derive(Clone, Debug)]
        #[non_exhaustive]
        pub enum #name {
            #( #[doc = #docs] #vars(#results), )*
            /// The result of a method this version's table does not list, byte-exact.
            Ext(Box<::serde_json::value::RawValue>),
        }
        impl #name {
            /// The method whose result this is (`None` for `Ext`).
            pub fn method(&self) -> Option<&'static str> {
                match self {
                    #( Self::#vars(_) => Some(#strs), )*
                    Self::Ext(_) => None,
                }
            }
            /// Decodes the `result` of a response to a `method` request.
            pub fn decode(method: &str, result: &::serde_json::value::RawValue) -> Result<Self, ::serde_json::Error> {
                Ok(match method {
                    #( #strs => Self::#vars(::serde_json::from_str(result.get())?), )*
                    _ => Self::Ext(result.to_owned()),
                })
            }
            /// Encodes the result.
            pub fn encode(&self) -> Result<Box<::serde_json::value::RawValue>, ::serde_json::Error> {
                match self {
                    #( Self::#vars(r) => __p::to_raw(r), )*
                    Self::Ext(r) => Ok(r.clone()),
                }
            }
        }
    }
}

pub fn emit_methods(model: &Model) -> Result<TokenStream, Error> {
    let mut out = TokenStream::new();
    let reqs: Vec<&Method> = model.methods.iter().filter(|m| m.kind == "request").collect();
    let notes: Vec<&Method> = model.methods.iter().filter(|m| m.kind == "notification").collect();
    for list in [&reqs, &notes] {
        let mut names: Vec<String> = list.iter().map(|m| pascal(&m.method)).collect();
        names.sort();
        for w in names.windows(2) {
            if w[0] == w[1] {
                return Err(Error::Schema(format!("two methods map to the marker {}", w[0])));
            }
        }
    }
    // Markers
    let req_markers: Vec<TokenStream> = reqs
        .iter()
        .map(|m| {
            let n = marker(m);
            let (s, side) = (&m.method, side_tokens(&m.side));
            let p = type_ident(&m.params);
            let r = type_ident(m.result.as_deref().unwrap_or_default());
            let d = format!(" `{}`: served by the {} side; params [`super::{}`], result [`super::{}`].", m.method, m.side, p, r);
            quote! {
                #[doc = #d]
                #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
                pub struct #n;
                impl crate::method::Request for #n {
                    const METHOD: &'static str = #s;
                    const SERVED_BY: crate::method::Side = #side;
                    type Params = super::#p;
                    type Response = super::#r;
                }
            }
        })
        .collect();
    let note_markers: Vec<TokenStream> = notes
        .iter()
        .map(|m| {
            let n = marker(m);
            let (s, side) = (&m.method, side_tokens(&m.side));
            let p = type_ident(&m.params);
            let d = format!(" `{}`: served by the {} side; params [`super::{}`].", m.method, m.side, p);
            quote! {
                #[doc = #d]
                #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
                pub struct #n;
                impl crate::method::Notification for #n {
                    const METHOD: &'static str = #s;
                    const SERVED_BY: crate::method::Side = #side;
                    type Params = super::#p;
                }
            }
        })
        .collect();
    let rows: Vec<TokenStream> = model
        .methods
        .iter()
        .map(|m| {
            let (s, side, p) = (&m.method, side_tokens(&m.side), &m.params);
            let kind = if m.kind == "request" { quote!(crate::method::MethodKind::Request) } else { quote!(crate::method::MethodKind::Notification) };
            let r = match &m.result {
                Some(r) => quote!(Some(#r)),
                None => quote!(None),
            };
            quote!(crate::method::MethodInfo { method: #s, kind: #kind, served_by: #side, params_def: #p, result_def: #r },)
        })
        .collect();
    out.extend(quote! {
        /// Request method markers (`impl crate::method::Request`).
        pub mod request {
            #(#req_markers)*
        }
        /// Notification method markers (`impl crate::method::Notification`).
        pub mod notification {
            #(#note_markers)*
        }
        /// The method table of this schema (from `x-method` / `x-side`).
        pub static METHODS: &[crate::method::MethodInfo] = &[ #(#rows)* ];

        /// Looks a method up by name and kind.
        pub fn method_info(method: &str, kind: crate::method::MethodKind) -> Option<&'static crate::method::MethodInfo> {
            crate::method::MethodInfo::find(METHODS, method, kind)
        }
    });
    let by = |list: &[&Method], sides: &[&str]| -> Vec<Method> {
        list.iter().filter(|m| sides.iter().any(|s| m.served_by(s))).map(|m| (*m).clone()).collect()
    };
    let refs = |v: &Vec<Method>| -> Vec<Method> { v.clone() };
    let cr = by(&reqs, &["agent"]);
    let ar = by(&reqs, &["client"]);
    let pr = by(&reqs, &["proxy"]);
    let cn = by(&notes, &["agent", "protocol"]);
    let an = by(&notes, &["client", "protocol"]);
    let pn = by(&notes, &["proxy"]);
    let _ = refs;
    fn r(v: &[Method]) -> Vec<&Method> {
        v.iter().collect()
    }
    out.extend(emit_request_enum("ClientRequest", " Requests the client sends (served by the agent).", &r(&cr)));
    out.extend(emit_request_enum("AgentRequest", " Requests the agent sends (served by the client).", &r(&ar)));
    out.extend(emit_request_enum("ClientNotification", " Notifications the client sends (served by the agent), including `$/cancel_request`.", &r(&cn)));
    out.extend(emit_request_enum("AgentNotification", " Notifications the agent sends (served by the client), including `$/cancel_request`.", &r(&an)));
    out.extend(emit_response_enum("AgentResponse", " Results the agent sends (answers to [`ClientRequest`]s).", &r(&cr)));
    out.extend(emit_response_enum("ClientResponse", " Results the client sends (answers to [`AgentRequest`]s).", &r(&ar)));
    if !pr.is_empty() {
        out.extend(emit_request_enum("ProxyRequest", " Requests served by a proxy (unstable proxy chains).", &r(&pr)));
        out.extend(emit_response_enum("ProxyResponse", " Results a proxy sends (answers to [`ProxyRequest`]s).", &r(&pr)));
    }
    if !pn.is_empty() {
        out.extend(emit_request_enum("ProxyNotification", " Notifications served by a proxy (unstable proxy chains).", &r(&pn)));
    }
    Ok(out)
}
