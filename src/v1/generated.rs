// @generated from schema/v1/schema.json sha256=0d0b1ca83c4872e5473f68926a894c7a8203b59b118e2a79bfe43dd76fbcbc1a; do not edit. Regenerate with `cargo xtask codegen`.

/// Typed identifier used for auth method values on the wire.
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct AuthMethodId(pub ::std::string::String);
impl ::std::ops::Deref for AuthMethodId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<AuthMethodId> for ::std::string::String {
    fn from(value: AuthMethodId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for AuthMethodId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for AuthMethodId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for AuthMethodId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Client support for ID-addressed context compaction updates.
#[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(transparent)]
pub struct CompactionCapabilities(
    pub ::serde_json::Map<::std::string::String, ::serde_json::Value>,
);
impl ::std::ops::Deref for CompactionCapabilities {
    type Target = ::serde_json::Map<::std::string::String, ::serde_json::Value>;
    fn deref(&self) -> &::serde_json::Map<::std::string::String, ::serde_json::Value> {
        &self.0
    }
}
impl ::std::convert::From<CompactionCapabilities>
for ::serde_json::Map<::std::string::String, ::serde_json::Value> {
    fn from(value: CompactionCapabilities) -> Self {
        value.0
    }
}
impl ::std::convert::From<::serde_json::Map<::std::string::String, ::serde_json::Value>>
for CompactionCapabilities {
    fn from(
        value: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    ) -> Self {
        Self(value)
    }
}
/// Unique identifier for a context compaction within a session.
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct CompactionId(pub ::std::string::String);
impl ::std::ops::Deref for CompactionId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<CompactionId> for ::std::string::String {
    fn from(value: CompactionId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for CompactionId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for CompactionId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for CompactionId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Unique identifier for an elicitation.
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct ElicitationId(pub ::std::string::String);
impl ::std::ops::Deref for ElicitationId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<ElicitationId> for ::std::string::String {
    fn from(value: ElicitationId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for ElicitationId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for ElicitationId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for ElicitationId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Allows either side to send an arbitrary notification that is not part of the ACP spec.
/// Extension notifications provide a way to send one-way messages for custom functionality
/// while maintaining protocol compatibility.
///
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
#[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(transparent)]
pub struct ExtNotification(pub ::serde_json::Value);
impl ::std::ops::Deref for ExtNotification {
    type Target = ::serde_json::Value;
    fn deref(&self) -> &::serde_json::Value {
        &self.0
    }
}
impl ::std::convert::From<ExtNotification> for ::serde_json::Value {
    fn from(value: ExtNotification) -> Self {
        value.0
    }
}
impl ::std::convert::From<::serde_json::Value> for ExtNotification {
    fn from(value: ::serde_json::Value) -> Self {
        Self(value)
    }
}
/// Allows for sending an arbitrary request that is not part of the ACP spec.
/// Extension methods provide a way to add custom functionality while maintaining
/// protocol compatibility.
///
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
#[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(transparent)]
pub struct ExtRequest(pub ::serde_json::Value);
impl ::std::ops::Deref for ExtRequest {
    type Target = ::serde_json::Value;
    fn deref(&self) -> &::serde_json::Value {
        &self.0
    }
}
impl ::std::convert::From<ExtRequest> for ::serde_json::Value {
    fn from(value: ExtRequest) -> Self {
        value.0
    }
}
impl ::std::convert::From<::serde_json::Value> for ExtRequest {
    fn from(value: ::serde_json::Value) -> Self {
        Self(value)
    }
}
/// Allows for sending an arbitrary response to an extension request that is not part of the ACP spec.
/// Extension methods provide a way to add custom functionality while maintaining
/// protocol compatibility.
///
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
#[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(transparent)]
pub struct ExtResponse(pub ::serde_json::Value);
impl ::std::ops::Deref for ExtResponse {
    type Target = ::serde_json::Value;
    fn deref(&self) -> &::serde_json::Value {
        &self.0
    }
}
impl ::std::convert::From<ExtResponse> for ::serde_json::Value {
    fn from(value: ExtResponse) -> Self {
        value.0
    }
}
impl ::std::convert::From<::serde_json::Value> for ExtResponse {
    fn from(value: ::serde_json::Value) -> Self {
        Self(value)
    }
}
/// Unique identifier for a message within a session.
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct MessageId(pub ::std::string::String);
impl ::std::ops::Deref for MessageId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<MessageId> for ::std::string::String {
    fn from(value: MessageId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for MessageId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for MessageId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for MessageId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Client support for presenting live notices to the user.
#[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(transparent)]
pub struct NoticeCapabilities(
    pub ::serde_json::Map<::std::string::String, ::serde_json::Value>,
);
impl ::std::ops::Deref for NoticeCapabilities {
    type Target = ::serde_json::Map<::std::string::String, ::serde_json::Value>;
    fn deref(&self) -> &::serde_json::Map<::std::string::String, ::serde_json::Value> {
        &self.0
    }
}
impl ::std::convert::From<NoticeCapabilities>
for ::serde_json::Map<::std::string::String, ::serde_json::Value> {
    fn from(value: NoticeCapabilities) -> Self {
        value.0
    }
}
impl ::std::convert::From<::serde_json::Map<::std::string::String, ::serde_json::Value>>
for NoticeCapabilities {
    fn from(
        value: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    ) -> Self {
        Self(value)
    }
}
/// Unique identifier for a permission option.
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct PermissionOptionId(pub ::std::string::String);
impl ::std::ops::Deref for PermissionOptionId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<PermissionOptionId> for ::std::string::String {
    fn from(value: PermissionOptionId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for PermissionOptionId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for PermissionOptionId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for PermissionOptionId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Protocol version identifier.
///
/// This version is only bumped for breaking changes.
/// Non-breaking changes should be introduced via capabilities.
#[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(transparent)]
pub struct ProtocolVersion(pub u16);
impl ::std::ops::Deref for ProtocolVersion {
    type Target = u16;
    fn deref(&self) -> &u16 {
        &self.0
    }
}
impl ::std::convert::From<ProtocolVersion> for u16 {
    fn from(value: ProtocolVersion) -> Self {
        value.0
    }
}
impl ::std::convert::From<u16> for ProtocolVersion {
    fn from(value: u16) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for ProtocolVersion {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for ProtocolVersion {
    type Err = <u16 as ::std::str::FromStr>::Err;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.parse()?))
    }
}
impl ::std::convert::TryFrom<&str> for ProtocolVersion {
    type Error = <u16 as ::std::str::FromStr>::Err;
    fn try_from(value: &str) -> ::std::result::Result<Self, Self::Error> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<String> for ProtocolVersion {
    type Error = <u16 as ::std::str::FromStr>::Err;
    fn try_from(value: String) -> ::std::result::Result<Self, Self::Error> {
        value.parse()
    }
}
/// Unique identifier for a session configuration option value group.
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct SessionConfigGroupId(pub ::std::string::String);
impl ::std::ops::Deref for SessionConfigGroupId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<SessionConfigGroupId> for ::std::string::String {
    fn from(value: SessionConfigGroupId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for SessionConfigGroupId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for SessionConfigGroupId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for SessionConfigGroupId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Unique identifier for a session configuration option.
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct SessionConfigId(pub ::std::string::String);
impl ::std::ops::Deref for SessionConfigId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<SessionConfigId> for ::std::string::String {
    fn from(value: SessionConfigId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for SessionConfigId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for SessionConfigId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for SessionConfigId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Unique identifier for a session configuration option value.
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct SessionConfigValueId(pub ::std::string::String);
impl ::std::ops::Deref for SessionConfigValueId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<SessionConfigValueId> for ::std::string::String {
    fn from(value: SessionConfigValueId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for SessionConfigValueId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for SessionConfigValueId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for SessionConfigValueId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// A unique identifier for a conversation session between a client and agent.
///
/// Each session has its own context, conversation history, and state, so one
/// agent can run several independent sessions.
///
/// See protocol docs: [Session ID](https://agentclientprotocol.com/protocol/v1/session-setup#session-id)
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct SessionId(pub ::std::string::String);
impl ::std::ops::Deref for SessionId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<SessionId> for ::std::string::String {
    fn from(value: SessionId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for SessionId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for SessionId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for SessionId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Unique identifier for a Session Mode.
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct SessionModeId(pub ::std::string::String);
impl ::std::ops::Deref for SessionModeId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<SessionModeId> for ::std::string::String {
    fn from(value: SessionModeId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for SessionModeId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for SessionModeId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for SessionModeId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Typed identifier used for terminal values on the wire.
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct TerminalId(pub ::std::string::String);
impl ::std::ops::Deref for TerminalId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<TerminalId> for ::std::string::String {
    fn from(value: TerminalId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for TerminalId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for TerminalId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for TerminalId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Unique identifier for a tool call within a session.
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
#[serde(transparent)]
pub struct ToolCallId(pub ::std::string::String);
impl ::std::ops::Deref for ToolCallId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<ToolCallId> for ::std::string::String {
    fn from(value: ToolCallId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for ToolCallId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for ToolCallId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for ToolCallId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
impl ::std::convert::From<&str> for AuthMethodId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl ::std::convert::From<&str> for CompactionId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl ::std::convert::From<&str> for ElicitationId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl ::std::convert::From<&str> for MessageId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl ::std::convert::From<&str> for PermissionOptionId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl ::std::convert::From<&str> for SessionConfigGroupId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl ::std::convert::From<&str> for SessionConfigId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl ::std::convert::From<&str> for SessionConfigValueId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl ::std::convert::From<&str> for SessionId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl ::std::convert::From<&str> for SessionModeId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl ::std::convert::From<&str> for TerminalId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl ::std::convert::From<&str> for ToolCallId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
#[allow(unused_imports)]
use crate::codec::__private as __p;
#[allow(unused_imports)]
use ::serde::ser::SerializeMap as _;
/// The protocol version of this module (`protocolVersion` in `initialize`).
pub const PROTOCOL_VERSION: u16 = 1u16;
/// sha256 of `schema/v1/schema.json`, the schema this module was generated from.
pub const SCHEMA_SHA256: &str = "0d0b1ca83c4872e5473f68926a894c7a8203b59b118e2a79bfe43dd76fbcbc1a";
/// Whether this module was generated from the `schema.unstable.json` superset.
pub const UNSTABLE: bool = false;
/// The branches of the untagged union shared by the defs using ElicitationScope (the first one that matches wins; unknown members stay in its `extra`).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ElicitationScope {
    /// Tied to a session, optionally to a specific tool call within that session.
    Session(ElicitationSessionScope),
    /// Tied to a specific JSON-RPC request outside of a session
    /// (e.g., during auth/configuration phases before any session is started).
    Request(ElicitationRequestScope),
}
impl ElicitationScope {
    #[doc(hidden)]
    pub fn __from_buffer(
        buf: ::serde_json::Map<String, ::serde_json::Value>,
    ) -> Result<Self, ::serde_json::Error> {
        let mut errors: Vec<(&str, String)> = Vec::new();
        match __p::from_map::<ElicitationSessionScope>(buf.clone()) {
            Ok(v) => return Ok(Self::Session(v)),
            Err(e) => errors.push(("Session", e.to_string())),
        }
        match __p::from_map::<ElicitationRequestScope>(buf.clone()) {
            Ok(v) => return Ok(Self::Request(v)),
            Err(e) => errors.push(("Request", e.to_string())),
        }
        Err(__p::no_branch("ElicitationScope", &errors))
    }
}
impl __p::ObjectCodec for ElicitationScope {
    const EXPECTING: &'static str = "an object (ElicitationScope)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        let buf = __p::collect_map(map)?;
        __p::lift(Self::__from_buffer(buf))
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match self {
            Self::Session(v) => __p::ObjectCodec::__serialize_fields(v, map),
            Self::Request(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationScope {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ElicitationScope {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// JSON RPC Request Id
///
/// An identifier established by the Client that MUST contain a String, Number, or NULL value if included. If it is not included it is assumed to be a notification. The value SHOULD normally not be Null \[1\] and Numbers SHOULD NOT contain fractional parts \[2\]
///
/// The Server MUST reply with the same value in the Response object if included. This member is used to correlate the context between the two objects.
///
/// \[1\] The use of Null as a value for the id member in a Request object is discouraged, because this specification uses a value of Null for Responses with an unknown id. Also, because JSON-RPC 1.0 uses an id value of Null for Notifications this could cause confusion in handling.
///
/// \[2\] Fractional parts may be problematic, since many decimal fractions cannot be represented exactly as binary fractions.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum RequestId {
    /// The JSON-RPC `null` request id.
    Null,
    /// A numeric JSON-RPC request id.
    Number(i64),
    /// A string JSON-RPC request id.
    Str(String),
}
impl RequestId {
    #[doc(hidden)]
    pub fn __from_value(v: ::serde_json::Value) -> Result<Self, ::serde_json::Error> {
        let mut errors: Vec<(&str, String)> = Vec::new();
        if v.is_null() {
            return Ok(Self::Null);
        }
        errors.push(("Null", "expected null".to_owned()));
        match <i64 as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::Number(x)),
            Err(e) => errors.push(("Number", e.to_string())),
        }
        match <String as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::Str(x)),
            Err(e) => errors.push(("Str", e.to_string())),
        }
        Err(__p::no_branch("RequestId", &errors))
    }
}
impl<'de> ::serde::Deserialize<'de> for RequestId {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = <::serde_json::Value as ::serde::Deserialize>::deserialize(d)?;
        Self::__from_value(v).map_err(<D::Error as ::serde::de::Error>::custom)
    }
}
impl ::serde::Serialize for RequestId {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Null => s.serialize_unit(),
            Self::Number(x) => ::serde::Serialize::serialize(x, s),
            Self::Str(x) => ::serde::Serialize::serialize(x, s),
        }
    }
}
/// Request to write content to a text file.
///
/// Only available if the client supports the `fs.writeTextFile` capability.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct WriteTextFileRequest {
    /// The session ID for this request.
    pub session_id: SessionId,
    /// Absolute path to the file to write.
    pub path: String,
    /// The text content to write to the file.
    pub content: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl WriteTextFileRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        path: impl Into<String>,
        content: impl Into<String>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            path: path.into(),
            content: content.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for WriteTextFileRequest {
    const EXPECTING: &'static str = "an object (WriteTextFileRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_path: Option<String> = None;
        let mut f_content: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "path" => __p::put(&mut map, &mut f_path, "path")?,
                "content" => __p::put(&mut map, &mut f_content, "content")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            path: __p::required(f_path, "path")?,
            content: __p::required(f_content, "content")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("path", &self.path)?;
        map.serialize_entry("content", &self.content)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for WriteTextFileRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for WriteTextFileRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request to read content from a text file.
///
/// Only available if the client supports the `fs.readTextFile` capability.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ReadTextFileRequest {
    /// The session ID for this request.
    pub session_id: SessionId,
    /// Absolute path to the file to read.
    pub path: String,
    /// Line number to start reading from (1-based).
    pub line: crate::codec::Tri<u32>,
    /// Maximum number of lines to read.
    pub limit: crate::codec::Tri<u32>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ReadTextFileRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>, path: impl Into<String>) -> Self {
        Self {
            session_id: session_id.into(),
            path: path.into(),
            line: Default::default(),
            limit: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Line number to start reading from (1-based).
    #[must_use]
    pub fn line(mut self, v: impl Into<u32>) -> Self {
        self.line = crate::codec::Tri::Value(v.into());
        self
    }
    /// Maximum number of lines to read.
    #[must_use]
    pub fn limit(mut self, v: impl Into<u32>) -> Self {
        self.limit = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ReadTextFileRequest {
    const EXPECTING: &'static str = "an object (ReadTextFileRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_path: Option<String> = None;
        let mut f_line: crate::codec::Tri<u32> = crate::codec::Tri::Absent;
        let mut f_limit: crate::codec::Tri<u32> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "path" => __p::put(&mut map, &mut f_path, "path")?,
                "line" => __p::put_tri(&mut map, &mut f_line, "line")?,
                "limit" => __p::put_tri(&mut map, &mut f_limit, "limit")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            path: __p::required(f_path, "path")?,
            line: f_line,
            limit: f_limit,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("path", &self.path)?;
        if !(&self.line).is_absent() {
            map.serialize_entry("line", &self.line)?;
        }
        if !(&self.limit).is_absent() {
            map.serialize_entry("limit", &self.limit)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ReadTextFileRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ReadTextFileRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request for user permission to execute a tool call.
///
/// Sent when the agent needs authorization before performing a sensitive operation.
///
/// See protocol docs: [Requesting Permission](https://agentclientprotocol.com/protocol/v1/tool-calls#requesting-permission)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct RequestPermissionRequest {
    /// The session ID for this request.
    pub session_id: SessionId,
    /// Details about the tool call requiring permission.
    pub tool_call: ToolCallUpdate,
    /// Available permission options for the user to choose from.
    pub options: Vec<PermissionOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl RequestPermissionRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        tool_call: impl Into<ToolCallUpdate>,
        options: impl Into<Vec<PermissionOption>>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            tool_call: tool_call.into(),
            options: options.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for RequestPermissionRequest {
    const EXPECTING: &'static str = "an object (RequestPermissionRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_tool_call: Option<ToolCallUpdate> = None;
        let mut f_options: Option<Vec<PermissionOption>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "toolCall" => __p::put_object(&mut map, &mut f_tool_call, "toolCall")?,
                "options" => __p::put(&mut map, &mut f_options, "options")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            tool_call: __p::required(f_tool_call, "toolCall")?,
            options: __p::required(f_options, "options")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("toolCall", &self.tool_call)?;
        map.serialize_entry("options", &self.options)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for RequestPermissionRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for RequestPermissionRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// An update to an existing tool call.
///
/// Used to report progress and results as tools execute. All fields except
/// the tool call ID are optional - only changed fields need to be included.
///
/// See protocol docs: [Updating](https://agentclientprotocol.com/protocol/v1/tool-calls#updating)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ToolCallUpdate {
    /// The ID of the tool call being updated.
    pub tool_call_id: ToolCallId,
    /// Update the tool kind.
    pub kind: crate::codec::Tri<ToolKind>,
    /// Update the execution status.
    pub status: crate::codec::Tri<ToolCallStatus>,
    /// Update the human-readable title.
    pub title: crate::codec::Tri<String>,
    /// Update the programmatic name of the tool being invoked.
    ///
    /// This field is optional. Omitting it or sending `null` both mean that
    /// the existing name is left unchanged.
    pub name: crate::codec::Tri<String>,
    /// Replace the content collection.
    pub content: crate::codec::Tri<Vec<ToolCallContent>>,
    /// Replace the locations collection.
    pub locations: crate::codec::Tri<Vec<ToolCallLocation>>,
    /// Update the raw input.
    pub raw_input: crate::codec::Tri<::serde_json::Value>,
    /// Update the raw output.
    pub raw_output: crate::codec::Tri<::serde_json::Value>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ToolCallUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tool_call_id: impl Into<ToolCallId>) -> Self {
        Self {
            tool_call_id: tool_call_id.into(),
            kind: Default::default(),
            status: Default::default(),
            title: Default::default(),
            name: Default::default(),
            content: Default::default(),
            locations: Default::default(),
            raw_input: Default::default(),
            raw_output: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Update the tool kind.
    #[must_use]
    pub fn kind(mut self, v: impl Into<ToolKind>) -> Self {
        self.kind = crate::codec::Tri::Value(v.into());
        self
    }
    /// Update the execution status.
    #[must_use]
    pub fn status(mut self, v: impl Into<ToolCallStatus>) -> Self {
        self.status = crate::codec::Tri::Value(v.into());
        self
    }
    /// Update the human-readable title.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// Update the programmatic name of the tool being invoked.
    ///
    /// This field is optional. Omitting it or sending `null` both mean that
    /// the existing name is left unchanged.
    #[must_use]
    pub fn name(mut self, v: impl Into<String>) -> Self {
        self.name = crate::codec::Tri::Value(v.into());
        self
    }
    /// Replace the content collection.
    #[must_use]
    pub fn content(mut self, v: impl Into<Vec<ToolCallContent>>) -> Self {
        self.content = crate::codec::Tri::Value(v.into());
        self
    }
    /// Replace the locations collection.
    #[must_use]
    pub fn locations(mut self, v: impl Into<Vec<ToolCallLocation>>) -> Self {
        self.locations = crate::codec::Tri::Value(v.into());
        self
    }
    /// Update the raw input.
    #[must_use]
    pub fn raw_input(mut self, v: impl Into<::serde_json::Value>) -> Self {
        self.raw_input = crate::codec::Tri::Value(v.into());
        self
    }
    /// Update the raw output.
    #[must_use]
    pub fn raw_output(mut self, v: impl Into<::serde_json::Value>) -> Self {
        self.raw_output = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ToolCallUpdate {
    const EXPECTING: &'static str = "an object (ToolCallUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_tool_call_id: Option<ToolCallId> = None;
        let mut f_kind: crate::codec::Tri<ToolKind> = crate::codec::Tri::Absent;
        let mut f_status: crate::codec::Tri<ToolCallStatus> = crate::codec::Tri::Absent;
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_name: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_content: crate::codec::Tri<Vec<ToolCallContent>> = crate::codec::Tri::Absent;
        let mut f_locations: crate::codec::Tri<Vec<ToolCallLocation>> = crate::codec::Tri::Absent;
        let mut f_raw_input: crate::codec::Tri<::serde_json::Value> = crate::codec::Tri::Absent;
        let mut f_raw_output: crate::codec::Tri<::serde_json::Value> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "toolCallId" => __p::put(&mut map, &mut f_tool_call_id, "toolCallId")?,
                "kind" => __p::put_tri(&mut map, &mut f_kind, "kind")?,
                "status" => __p::put_tri(&mut map, &mut f_status, "status")?,
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "name" => __p::put_tri(&mut map, &mut f_name, "name")?,
                "content" => __p::put_tri(&mut map, &mut f_content, "content")?,
                "locations" => __p::put_tri(&mut map, &mut f_locations, "locations")?,
                "rawInput" => __p::put_tri(&mut map, &mut f_raw_input, "rawInput")?,
                "rawOutput" => __p::put_tri(&mut map, &mut f_raw_output, "rawOutput")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            tool_call_id: __p::required(f_tool_call_id, "toolCallId")?,
            kind: f_kind,
            status: f_status,
            title: f_title,
            name: f_name,
            content: f_content,
            locations: f_locations,
            raw_input: f_raw_input,
            raw_output: f_raw_output,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("toolCallId", &self.tool_call_id)?;
        if !(&self.kind).is_absent() {
            map.serialize_entry("kind", &self.kind)?;
        }
        if !(&self.status).is_absent() {
            map.serialize_entry("status", &self.status)?;
        }
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        if !(&self.name).is_absent() {
            map.serialize_entry("name", &self.name)?;
        }
        if !(&self.content).is_absent() {
            map.serialize_entry("content", &self.content)?;
        }
        if !(&self.locations).is_absent() {
            map.serialize_entry("locations", &self.locations)?;
        }
        if !(&self.raw_input).is_absent() {
            map.serialize_entry("rawInput", &self.raw_input)?;
        }
        if !(&self.raw_output).is_absent() {
            map.serialize_entry("rawOutput", &self.raw_output)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ToolCallUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ToolCallUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Categories of tools that can be invoked.
///
/// Tool kinds help clients choose appropriate icons and optimize how they
/// display tool execution progress.
///
/// See protocol docs: [Creating](https://agentclientprotocol.com/protocol/v1/tool-calls#creating)
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum ToolKind {
    /// Reading files or data.
    Read,
    /// Modifying files or content.
    Edit,
    /// Removing files or data.
    Delete,
    /// Moving or renaming files.
    Move,
    /// Searching for information.
    Search,
    /// Running commands or code.
    Execute,
    /// Internal reasoning or planning.
    Think,
    /// Retrieving external data.
    Fetch,
    /// Switching the current session mode.
    SwitchMode,
    /// Other tool types (default).
    Other,
    ///  A value this version of the schema does not know (e.g. from a newer peer), kept as received.
    Unknown(String),
}
impl ToolKind {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Read => "read",
            Self::Edit => "edit",
            Self::Delete => "delete",
            Self::Move => "move",
            Self::Search => "search",
            Self::Execute => "execute",
            Self::Think => "think",
            Self::Fetch => "fetch",
            Self::SwitchMode => "switch_mode",
            Self::Other => "other",
            Self::Unknown(s) => s,
        }
    }
}
impl From<&str> for ToolKind {
    fn from(s: &str) -> Self {
        match s {
            "read" => Self::Read,
            "edit" => Self::Edit,
            "delete" => Self::Delete,
            "move" => Self::Move,
            "search" => Self::Search,
            "execute" => Self::Execute,
            "think" => Self::Think,
            "fetch" => Self::Fetch,
            "switch_mode" => Self::SwitchMode,
            "other" => Self::Other,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl From<String> for ToolKind {
    fn from(s: String) -> Self {
        match s.as_str() {
            "read" => Self::Read,
            "edit" => Self::Edit,
            "delete" => Self::Delete,
            "move" => Self::Move,
            "search" => Self::Search,
            "execute" => Self::Execute,
            "think" => Self::Think,
            "fetch" => Self::Fetch,
            "switch_mode" => Self::SwitchMode,
            "other" => Self::Other,
            _ => Self::Unknown(s),
        }
    }
}
impl PartialEq for ToolKind {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for ToolKind {}
impl ::std::hash::Hash for ToolKind {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for ToolKind {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for ToolKind {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for ToolKind {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "read" => Self::Read,
                "edit" => Self::Edit,
                "delete" => Self::Delete,
                "move" => Self::Move,
                "search" => Self::Search,
                "execute" => Self::Execute,
                "think" => Self::Think,
                "fetch" => Self::Fetch,
                "switch_mode" => Self::SwitchMode,
                "other" => Self::Other,
                _ => Self::Unknown(k.into_owned()),
            },
        )
    }
}
/// Execution status of a tool call.
///
/// Tool calls progress through different statuses during their lifecycle.
///
/// See protocol docs: [Status](https://agentclientprotocol.com/protocol/v1/tool-calls#status)
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum ToolCallStatus {
    /// The tool call hasn't started running yet because the input is either
    /// streaming or we're awaiting approval.
    Pending,
    /// The tool call is currently running.
    InProgress,
    /// The tool call completed successfully.
    Completed,
    /// The tool call failed with an error.
    Failed,
    ///  A value this version of the schema does not know (e.g. from a newer peer), kept as received.
    Other(String),
}
impl ToolCallStatus {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Pending => "pending",
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for ToolCallStatus {
    fn from(s: &str) -> Self {
        match s {
            "pending" => Self::Pending,
            "in_progress" => Self::InProgress,
            "completed" => Self::Completed,
            "failed" => Self::Failed,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for ToolCallStatus {
    fn from(s: String) -> Self {
        match s.as_str() {
            "pending" => Self::Pending,
            "in_progress" => Self::InProgress,
            "completed" => Self::Completed,
            "failed" => Self::Failed,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for ToolCallStatus {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for ToolCallStatus {}
impl ::std::hash::Hash for ToolCallStatus {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for ToolCallStatus {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for ToolCallStatus {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for ToolCallStatus {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "pending" => Self::Pending,
                "in_progress" => Self::InProgress,
                "completed" => Self::Completed,
                "failed" => Self::Failed,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// Content produced by a tool call.
///
/// Tool calls can produce different types of content including
/// standard content blocks (text, images) or file diffs.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v1/tool-calls#content)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ToolCallContent {
    /// Standard content block (text, images, resources).
    Content(Content),
    /// File modification shown as a diff.
    Diff(Diff),
    /// Embed a terminal created with `terminal/create` by its id.
    ///
    /// The terminal must be added before calling `terminal/release`.
    ///
    /// See protocol docs: [Terminal](https://agentclientprotocol.com/protocol/v1/terminals)
    Terminal(Terminal),
    /// A variant this version of the schema does not know (e.g. from a newer peer); kept and written back unchanged.
    Other(OtherToolCallContent),
}
impl ToolCallContent {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Content(_) => "content",
            Self::Diff(_) => "diff",
            Self::Terminal(_) => "terminal",
            Self::Other(v) => &v.tag,
        }
    }
    /// Reads the members after the tag (streaming; no buffering).
    #[doc(hidden)]
    pub fn __visit_tagged<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
        tag: __p::Key<'de>,
    ) -> Result<Self, A::Error> {
        Ok(
            match tag.as_str() {
                "content" => {
                    Self::Content(<Content as __p::ObjectCodec>::__visit_map(map)?)
                }
                "diff" => Self::Diff(<Diff as __p::ObjectCodec>::__visit_map(map)?),
                "terminal" => {
                    Self::Terminal(<Terminal as __p::ObjectCodec>::__visit_map(map)?)
                }
                _ => {
                    Self::Other(
                        OtherToolCallContent::__visit_map_seeded(
                            map,
                            Some(tag.into_owned()),
                        )?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for ToolCallContent {
    const EXPECTING: &'static str = "an object (ToolCallContent)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        match map.next_key::<__p::Key<'de>>()? {
            Some(k) if k.as_str() == "type" => {
                let t: __p::Key<'de> = map.next_value()?;
                Self::__visit_tagged(__p::TagGuard::new(map, "type"), t)
            }
            Some(k) => {
                let mut buf = __p::buffer_from(k, map)?;
                match __p::lift(__p::take_tag(&mut buf, "type"))? {
                    Some(t) => {
                        __p::lift(
                            Self::__visit_tagged(
                                __p::buffer_access(buf),
                                __p::Key::owned(t),
                            ),
                        )
                    }
                    None => Err(<A::Error as ::serde::de::Error>::missing_field("type")),
                }
            }
            None => Err(<A::Error as ::serde::de::Error>::missing_field("type")),
        }
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match self {
            Self::Content(v) => {
                map.serialize_entry("type", "content")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Diff(v) => {
                map.serialize_entry("type", "diff")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Terminal(v) => {
                map.serialize_entry("type", "terminal")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for ToolCallContent {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ToolCallContent {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `ToolCallContent` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherToolCallContent {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherToolCallContent {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tag: impl Into<String>) -> Self {
        Self {
            tag: tag.into(),
            fields: ::serde_json::Map::new(),
        }
    }
    #[doc(hidden)]
    pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
        seed: Option<String>,
    ) -> Result<Self, A::Error> {
        let mut f_type: Option<String> = seed;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "type" => __p::put(&mut map, &mut f_type, "type")?,
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_type, "type")?,
            fields,
        })
    }
}
impl __p::ObjectCodec for OtherToolCallContent {
    const EXPECTING: &'static str = "an object (OtherToolCallContent)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        Self::__visit_map_seeded(map, None)
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("type", &self.tag)?;
        __p::write_extra(map, &self.fields)
    }
}
impl<'de> ::serde::Deserialize<'de> for OtherToolCallContent {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherToolCallContent {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Content blocks represent displayable information in the Agent Client Protocol.
///
/// Content blocks appear in:
/// - User prompts sent via `session/prompt`
/// - Language model output streamed through `session/update` notifications
/// - Progress updates and results from tool calls
///
/// This structure is compatible with the Model Context Protocol (MCP), so agents can
/// forward content from MCP tool outputs without transformation.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v1/content)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ContentBlock {
    /// Text content. May be plain text or formatted with Markdown.
    ///
    /// All agents MUST support text content blocks in prompts.
    /// Clients SHOULD render this text as Markdown.
    Text(TextContent),
    /// Images for visual context or analysis.
    ///
    /// Requires the `image` prompt capability when included in prompts.
    Image(ImageContent),
    /// Audio data for transcription or analysis.
    ///
    /// Requires the `audio` prompt capability when included in prompts.
    Audio(AudioContent),
    /// References to resources that the agent can access.
    ///
    /// All agents MUST support resource links in prompts.
    ResourceLink(ResourceLink),
    /// Complete resource contents embedded directly in the message.
    ///
    /// Preferred for including context as it avoids extra round-trips.
    ///
    /// Requires the `embeddedContext` prompt capability when included in prompts.
    Resource(EmbeddedResource),
    /// A variant this version of the schema does not know (e.g. from a newer peer); kept and written back unchanged.
    Other(OtherContentBlock),
}
impl ContentBlock {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Text(_) => "text",
            Self::Image(_) => "image",
            Self::Audio(_) => "audio",
            Self::ResourceLink(_) => "resource_link",
            Self::Resource(_) => "resource",
            Self::Other(v) => &v.tag,
        }
    }
    /// Reads the members after the tag (streaming; no buffering).
    #[doc(hidden)]
    pub fn __visit_tagged<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
        tag: __p::Key<'de>,
    ) -> Result<Self, A::Error> {
        Ok(
            match tag.as_str() {
                "text" => {
                    Self::Text(<TextContent as __p::ObjectCodec>::__visit_map(map)?)
                }
                "image" => {
                    Self::Image(<ImageContent as __p::ObjectCodec>::__visit_map(map)?)
                }
                "audio" => {
                    Self::Audio(<AudioContent as __p::ObjectCodec>::__visit_map(map)?)
                }
                "resource_link" => {
                    Self::ResourceLink(
                        <ResourceLink as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "resource" => {
                    Self::Resource(
                        <EmbeddedResource as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                _ => {
                    Self::Other(
                        OtherContentBlock::__visit_map_seeded(
                            map,
                            Some(tag.into_owned()),
                        )?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for ContentBlock {
    const EXPECTING: &'static str = "an object (ContentBlock)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        match map.next_key::<__p::Key<'de>>()? {
            Some(k) if k.as_str() == "type" => {
                let t: __p::Key<'de> = map.next_value()?;
                Self::__visit_tagged(__p::TagGuard::new(map, "type"), t)
            }
            Some(k) => {
                let mut buf = __p::buffer_from(k, map)?;
                match __p::lift(__p::take_tag(&mut buf, "type"))? {
                    Some(t) => {
                        __p::lift(
                            Self::__visit_tagged(
                                __p::buffer_access(buf),
                                __p::Key::owned(t),
                            ),
                        )
                    }
                    None => Err(<A::Error as ::serde::de::Error>::missing_field("type")),
                }
            }
            None => Err(<A::Error as ::serde::de::Error>::missing_field("type")),
        }
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match self {
            Self::Text(v) => {
                map.serialize_entry("type", "text")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Image(v) => {
                map.serialize_entry("type", "image")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Audio(v) => {
                map.serialize_entry("type", "audio")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::ResourceLink(v) => {
                map.serialize_entry("type", "resource_link")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Resource(v) => {
                map.serialize_entry("type", "resource")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for ContentBlock {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ContentBlock {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `ContentBlock` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherContentBlock {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherContentBlock {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tag: impl Into<String>) -> Self {
        Self {
            tag: tag.into(),
            fields: ::serde_json::Map::new(),
        }
    }
    #[doc(hidden)]
    pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
        seed: Option<String>,
    ) -> Result<Self, A::Error> {
        let mut f_type: Option<String> = seed;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "type" => __p::put(&mut map, &mut f_type, "type")?,
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_type, "type")?,
            fields,
        })
    }
}
impl __p::ObjectCodec for OtherContentBlock {
    const EXPECTING: &'static str = "an object (OtherContentBlock)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        Self::__visit_map_seeded(map, None)
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("type", &self.tag)?;
        __p::write_extra(map, &self.fields)
    }
}
impl<'de> ::serde::Deserialize<'de> for OtherContentBlock {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherContentBlock {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Optional annotations for the client. The client can use annotations to inform how objects are used or displayed
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct Annotations {
    /// Intended recipients for this content, such as the user or assistant.
    pub audience: crate::codec::Tri<Vec<Role>>,
    /// Timestamp indicating when the underlying resource was last modified.
    pub last_modified: crate::codec::Tri<String>,
    /// Relative importance of this content when clients choose what to surface.
    pub priority: crate::codec::Tri<f64>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl Annotations {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            audience: Default::default(),
            last_modified: Default::default(),
            priority: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Intended recipients for this content, such as the user or assistant.
    #[must_use]
    pub fn audience(mut self, v: impl Into<Vec<Role>>) -> Self {
        self.audience = crate::codec::Tri::Value(v.into());
        self
    }
    /// Timestamp indicating when the underlying resource was last modified.
    #[must_use]
    pub fn last_modified(mut self, v: impl Into<String>) -> Self {
        self.last_modified = crate::codec::Tri::Value(v.into());
        self
    }
    /// Relative importance of this content when clients choose what to surface.
    #[must_use]
    pub fn priority(mut self, v: impl Into<f64>) -> Self {
        self.priority = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for Annotations {
    const EXPECTING: &'static str = "an object (Annotations)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_audience: crate::codec::Tri<Vec<Role>> = crate::codec::Tri::Absent;
        let mut f_last_modified: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_priority: crate::codec::Tri<f64> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "audience" => __p::put_tri(&mut map, &mut f_audience, "audience")?,
                "lastModified" => {
                    __p::put_tri(&mut map, &mut f_last_modified, "lastModified")?
                }
                "priority" => __p::put_tri(&mut map, &mut f_priority, "priority")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            audience: f_audience,
            last_modified: f_last_modified,
            priority: f_priority,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.audience).is_absent() {
            map.serialize_entry("audience", &self.audience)?;
        }
        if !(&self.last_modified).is_absent() {
            map.serialize_entry("lastModified", &self.last_modified)?;
        }
        if !(&self.priority).is_absent() {
            map.serialize_entry("priority", &self.priority)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for Annotations {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for Annotations {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// The sender or recipient of messages and data in a conversation.
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum Role {
    /// The assistant side of a conversation.
    Assistant,
    /// The user side of a conversation.
    User,
    ///  A value this version of the schema does not know (e.g. from a newer peer), kept as received.
    Other(String),
}
impl Role {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Assistant => "assistant",
            Self::User => "user",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for Role {
    fn from(s: &str) -> Self {
        match s {
            "assistant" => Self::Assistant,
            "user" => Self::User,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for Role {
    fn from(s: String) -> Self {
        match s.as_str() {
            "assistant" => Self::Assistant,
            "user" => Self::User,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for Role {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for Role {}
impl ::std::hash::Hash for Role {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for Role {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for Role {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for Role {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "assistant" => Self::Assistant,
                "user" => Self::User,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// Text provided to or from an LLM.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TextContent {
    /// Optional annotations that help clients decide how to display or route this content.
    pub annotations: crate::codec::Tri<Annotations>,
    /// Text payload carried by this content block.
    pub text: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TextContent {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(text: impl Into<String>) -> Self {
        Self {
            annotations: Default::default(),
            text: text.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional annotations that help clients decide how to display or route this content.
    #[must_use]
    pub fn annotations(mut self, v: impl Into<Annotations>) -> Self {
        self.annotations = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TextContent {
    const EXPECTING: &'static str = "an object (TextContent)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_annotations: crate::codec::Tri<Annotations> = crate::codec::Tri::Absent;
        let mut f_text: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "annotations" => {
                    __p::put_tri(&mut map, &mut f_annotations, "annotations")?
                }
                "text" => __p::put(&mut map, &mut f_text, "text")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            annotations: f_annotations,
            text: __p::required(f_text, "text")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.annotations).is_absent() {
            map.serialize_entry("annotations", &self.annotations)?;
        }
        map.serialize_entry("text", &self.text)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for TextContent {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TextContent {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// An image provided to or from an LLM.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ImageContent {
    /// Optional annotations that help clients decide how to display or route this content.
    pub annotations: crate::codec::Tri<Annotations>,
    /// Base64-encoded media payload.
    pub data: String,
    /// MIME type describing the encoded media payload.
    pub mime_type: String,
    /// URI associated with this resource or media payload.
    pub uri: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ImageContent {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(data: impl Into<String>, mime_type: impl Into<String>) -> Self {
        Self {
            annotations: Default::default(),
            data: data.into(),
            mime_type: mime_type.into(),
            uri: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional annotations that help clients decide how to display or route this content.
    #[must_use]
    pub fn annotations(mut self, v: impl Into<Annotations>) -> Self {
        self.annotations = crate::codec::Tri::Value(v.into());
        self
    }
    /// URI associated with this resource or media payload.
    #[must_use]
    pub fn uri(mut self, v: impl Into<String>) -> Self {
        self.uri = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ImageContent {
    const EXPECTING: &'static str = "an object (ImageContent)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_annotations: crate::codec::Tri<Annotations> = crate::codec::Tri::Absent;
        let mut f_data: Option<String> = None;
        let mut f_mime_type: Option<String> = None;
        let mut f_uri: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "annotations" => {
                    __p::put_tri(&mut map, &mut f_annotations, "annotations")?
                }
                "data" => __p::put(&mut map, &mut f_data, "data")?,
                "mimeType" => __p::put(&mut map, &mut f_mime_type, "mimeType")?,
                "uri" => __p::put_tri(&mut map, &mut f_uri, "uri")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            annotations: f_annotations,
            data: __p::required(f_data, "data")?,
            mime_type: __p::required(f_mime_type, "mimeType")?,
            uri: f_uri,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.annotations).is_absent() {
            map.serialize_entry("annotations", &self.annotations)?;
        }
        map.serialize_entry("data", &self.data)?;
        map.serialize_entry("mimeType", &self.mime_type)?;
        if !(&self.uri).is_absent() {
            map.serialize_entry("uri", &self.uri)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ImageContent {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ImageContent {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Audio provided to or from an LLM.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AudioContent {
    /// Optional annotations that help clients decide how to display or route this content.
    pub annotations: crate::codec::Tri<Annotations>,
    /// Base64-encoded media payload.
    pub data: String,
    /// MIME type describing the encoded media payload.
    pub mime_type: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AudioContent {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(data: impl Into<String>, mime_type: impl Into<String>) -> Self {
        Self {
            annotations: Default::default(),
            data: data.into(),
            mime_type: mime_type.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional annotations that help clients decide how to display or route this content.
    #[must_use]
    pub fn annotations(mut self, v: impl Into<Annotations>) -> Self {
        self.annotations = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for AudioContent {
    const EXPECTING: &'static str = "an object (AudioContent)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_annotations: crate::codec::Tri<Annotations> = crate::codec::Tri::Absent;
        let mut f_data: Option<String> = None;
        let mut f_mime_type: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "annotations" => {
                    __p::put_tri(&mut map, &mut f_annotations, "annotations")?
                }
                "data" => __p::put(&mut map, &mut f_data, "data")?,
                "mimeType" => __p::put(&mut map, &mut f_mime_type, "mimeType")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            annotations: f_annotations,
            data: __p::required(f_data, "data")?,
            mime_type: __p::required(f_mime_type, "mimeType")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.annotations).is_absent() {
            map.serialize_entry("annotations", &self.annotations)?;
        }
        map.serialize_entry("data", &self.data)?;
        map.serialize_entry("mimeType", &self.mime_type)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AudioContent {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AudioContent {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A resource that the server is capable of reading, included in a prompt or tool call result.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ResourceLink {
    /// Optional annotations that help clients decide how to display or route this content.
    pub annotations: crate::codec::Tri<Annotations>,
    /// Optional human-readable details shown with this protocol object.
    pub description: crate::codec::Tri<String>,
    /// MIME type describing the encoded media payload.
    pub mime_type: crate::codec::Tri<String>,
    /// Human-readable name shown for this protocol object.
    pub name: String,
    /// Optional size of the linked resource in bytes, if known.
    pub size: crate::codec::Tri<i64>,
    /// Optional display title for end-user UI.
    pub title: crate::codec::Tri<String>,
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ResourceLink {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(name: impl Into<String>, uri: impl Into<String>) -> Self {
        Self {
            annotations: Default::default(),
            description: Default::default(),
            mime_type: Default::default(),
            name: name.into(),
            size: Default::default(),
            title: Default::default(),
            uri: uri.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional annotations that help clients decide how to display or route this content.
    #[must_use]
    pub fn annotations(mut self, v: impl Into<Annotations>) -> Self {
        self.annotations = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional human-readable details shown with this protocol object.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// MIME type describing the encoded media payload.
    #[must_use]
    pub fn mime_type(mut self, v: impl Into<String>) -> Self {
        self.mime_type = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional size of the linked resource in bytes, if known.
    #[must_use]
    pub fn size(mut self, v: impl Into<i64>) -> Self {
        self.size = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional display title for end-user UI.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ResourceLink {
    const EXPECTING: &'static str = "an object (ResourceLink)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_annotations: crate::codec::Tri<Annotations> = crate::codec::Tri::Absent;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_mime_type: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_name: Option<String> = None;
        let mut f_size: crate::codec::Tri<i64> = crate::codec::Tri::Absent;
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_uri: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "annotations" => {
                    __p::put_tri(&mut map, &mut f_annotations, "annotations")?
                }
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "mimeType" => __p::put_tri(&mut map, &mut f_mime_type, "mimeType")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "size" => __p::put_tri(&mut map, &mut f_size, "size")?,
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "uri" => __p::put(&mut map, &mut f_uri, "uri")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            annotations: f_annotations,
            description: f_description,
            mime_type: f_mime_type,
            name: __p::required(f_name, "name")?,
            size: f_size,
            title: f_title,
            uri: __p::required(f_uri, "uri")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.annotations).is_absent() {
            map.serialize_entry("annotations", &self.annotations)?;
        }
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.mime_type).is_absent() {
            map.serialize_entry("mimeType", &self.mime_type)?;
        }
        map.serialize_entry("name", &self.name)?;
        if !(&self.size).is_absent() {
            map.serialize_entry("size", &self.size)?;
        }
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        map.serialize_entry("uri", &self.uri)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ResourceLink {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ResourceLink {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Resource content that can be embedded in a message.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum EmbeddedResourceResource {
    /// Text resource contents embedded directly in the message.
    TextResourceContents(TextResourceContents),
    /// Binary resource contents embedded directly in the message.
    BlobResourceContents(BlobResourceContents),
}
impl EmbeddedResourceResource {
    #[doc(hidden)]
    pub fn __from_value(v: ::serde_json::Value) -> Result<Self, ::serde_json::Error> {
        let mut errors: Vec<(&str, String)> = Vec::new();
        match <TextResourceContents as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::TextResourceContents(x)),
            Err(e) => errors.push(("TextResourceContents", e.to_string())),
        }
        match <BlobResourceContents as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::BlobResourceContents(x)),
            Err(e) => errors.push(("BlobResourceContents", e.to_string())),
        }
        Err(__p::no_branch("EmbeddedResourceResource", &errors))
    }
}
impl<'de> ::serde::Deserialize<'de> for EmbeddedResourceResource {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = <::serde_json::Value as ::serde::Deserialize>::deserialize(d)?;
        Self::__from_value(v).map_err(<D::Error as ::serde::de::Error>::custom)
    }
}
impl ::serde::Serialize for EmbeddedResourceResource {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::TextResourceContents(x) => ::serde::Serialize::serialize(x, s),
            Self::BlobResourceContents(x) => ::serde::Serialize::serialize(x, s),
        }
    }
}
/// Text-based resource contents.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TextResourceContents {
    /// MIME type describing the encoded media payload.
    pub mime_type: crate::codec::Tri<String>,
    /// Text payload carried by this content block.
    pub text: String,
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TextResourceContents {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(text: impl Into<String>, uri: impl Into<String>) -> Self {
        Self {
            mime_type: Default::default(),
            text: text.into(),
            uri: uri.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// MIME type describing the encoded media payload.
    #[must_use]
    pub fn mime_type(mut self, v: impl Into<String>) -> Self {
        self.mime_type = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TextResourceContents {
    const EXPECTING: &'static str = "an object (TextResourceContents)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_mime_type: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_text: Option<String> = None;
        let mut f_uri: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "mimeType" => __p::put_tri(&mut map, &mut f_mime_type, "mimeType")?,
                "text" => __p::put(&mut map, &mut f_text, "text")?,
                "uri" => __p::put(&mut map, &mut f_uri, "uri")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            mime_type: f_mime_type,
            text: __p::required(f_text, "text")?,
            uri: __p::required(f_uri, "uri")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.mime_type).is_absent() {
            map.serialize_entry("mimeType", &self.mime_type)?;
        }
        map.serialize_entry("text", &self.text)?;
        map.serialize_entry("uri", &self.uri)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for TextResourceContents {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TextResourceContents {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Binary resource contents.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct BlobResourceContents {
    /// Base64-encoded bytes for a binary resource payload.
    pub blob: String,
    /// MIME type describing the encoded media payload.
    pub mime_type: crate::codec::Tri<String>,
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl BlobResourceContents {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(blob: impl Into<String>, uri: impl Into<String>) -> Self {
        Self {
            blob: blob.into(),
            mime_type: Default::default(),
            uri: uri.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// MIME type describing the encoded media payload.
    #[must_use]
    pub fn mime_type(mut self, v: impl Into<String>) -> Self {
        self.mime_type = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for BlobResourceContents {
    const EXPECTING: &'static str = "an object (BlobResourceContents)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_blob: Option<String> = None;
        let mut f_mime_type: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_uri: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "blob" => __p::put(&mut map, &mut f_blob, "blob")?,
                "mimeType" => __p::put_tri(&mut map, &mut f_mime_type, "mimeType")?,
                "uri" => __p::put(&mut map, &mut f_uri, "uri")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            blob: __p::required(f_blob, "blob")?,
            mime_type: f_mime_type,
            uri: __p::required(f_uri, "uri")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("blob", &self.blob)?;
        if !(&self.mime_type).is_absent() {
            map.serialize_entry("mimeType", &self.mime_type)?;
        }
        map.serialize_entry("uri", &self.uri)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for BlobResourceContents {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for BlobResourceContents {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// The contents of a resource, embedded into a prompt or tool call result.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct EmbeddedResource {
    /// Optional annotations that help clients decide how to display or route this content.
    pub annotations: crate::codec::Tri<Annotations>,
    /// Embedded resource payload, either text or binary data.
    pub resource: EmbeddedResourceResource,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl EmbeddedResource {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(resource: impl Into<EmbeddedResourceResource>) -> Self {
        Self {
            annotations: Default::default(),
            resource: resource.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional annotations that help clients decide how to display or route this content.
    #[must_use]
    pub fn annotations(mut self, v: impl Into<Annotations>) -> Self {
        self.annotations = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for EmbeddedResource {
    const EXPECTING: &'static str = "an object (EmbeddedResource)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_annotations: crate::codec::Tri<Annotations> = crate::codec::Tri::Absent;
        let mut f_resource: Option<EmbeddedResourceResource> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "annotations" => {
                    __p::put_tri(&mut map, &mut f_annotations, "annotations")?
                }
                "resource" => __p::put(&mut map, &mut f_resource, "resource")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            annotations: f_annotations,
            resource: __p::required(f_resource, "resource")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.annotations).is_absent() {
            map.serialize_entry("annotations", &self.annotations)?;
        }
        map.serialize_entry("resource", &self.resource)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for EmbeddedResource {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for EmbeddedResource {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Standard content block (text, images, resources).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Content {
    /// The actual content block.
    pub content: ContentBlock,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl Content {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(content: impl Into<ContentBlock>) -> Self {
        Self {
            content: content.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for Content {
    const EXPECTING: &'static str = "an object (Content)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_content: Option<ContentBlock> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "content" => __p::put_object(&mut map, &mut f_content, "content")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            content: __p::required(f_content, "content")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("content", &self.content)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for Content {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for Content {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A diff representing file modifications.
///
/// Shows changes to files in a format suitable for display in the client UI.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v1/tool-calls#content)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Diff {
    /// The absolute file path being modified.
    pub path: String,
    /// The original content (omitted or `null` for new files).
    pub old_text: crate::codec::Tri<String>,
    /// The new content after modification.
    pub new_text: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl Diff {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(path: impl Into<String>, new_text: impl Into<String>) -> Self {
        Self {
            path: path.into(),
            old_text: Default::default(),
            new_text: new_text.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The original content (omitted or `null` for new files).
    #[must_use]
    pub fn old_text(mut self, v: impl Into<String>) -> Self {
        self.old_text = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for Diff {
    const EXPECTING: &'static str = "an object (Diff)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_path: Option<String> = None;
        let mut f_old_text: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_new_text: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "path" => __p::put(&mut map, &mut f_path, "path")?,
                "oldText" => __p::put_tri(&mut map, &mut f_old_text, "oldText")?,
                "newText" => __p::put(&mut map, &mut f_new_text, "newText")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            path: __p::required(f_path, "path")?,
            old_text: f_old_text,
            new_text: __p::required(f_new_text, "newText")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("path", &self.path)?;
        if !(&self.old_text).is_absent() {
            map.serialize_entry("oldText", &self.old_text)?;
        }
        map.serialize_entry("newText", &self.new_text)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for Diff {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for Diff {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Embed a terminal created with `terminal/create` by its id.
///
/// The terminal must be added before calling `terminal/release`.
///
/// See protocol docs: [Terminal](https://agentclientprotocol.com/protocol/v1/terminals)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Terminal {
    /// Identifier of the terminal instance to embed in the content stream.
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl Terminal {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(terminal_id: impl Into<TerminalId>) -> Self {
        Self {
            terminal_id: terminal_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for Terminal {
    const EXPECTING: &'static str = "an object (Terminal)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_terminal_id: Option<TerminalId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "terminalId" => __p::put(&mut map, &mut f_terminal_id, "terminalId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            terminal_id: __p::required(f_terminal_id, "terminalId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("terminalId", &self.terminal_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for Terminal {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for Terminal {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A file location being accessed or modified by a tool.
///
/// Enables clients to implement "follow-along" features that track
/// which files the agent is working with in real-time.
///
/// See protocol docs: [Following the Agent](https://agentclientprotocol.com/protocol/v1/tool-calls#following-the-agent)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ToolCallLocation {
    /// The absolute file path being accessed or modified.
    pub path: String,
    /// Optional 1-based line number within the file.
    pub line: crate::codec::Tri<u32>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ToolCallLocation {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(path: impl Into<String>) -> Self {
        Self {
            path: path.into(),
            line: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional 1-based line number within the file.
    #[must_use]
    pub fn line(mut self, v: impl Into<u32>) -> Self {
        self.line = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ToolCallLocation {
    const EXPECTING: &'static str = "an object (ToolCallLocation)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_path: Option<String> = None;
        let mut f_line: crate::codec::Tri<u32> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "path" => __p::put(&mut map, &mut f_path, "path")?,
                "line" => __p::put_tri(&mut map, &mut f_line, "line")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            path: __p::required(f_path, "path")?,
            line: f_line,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("path", &self.path)?;
        if !(&self.line).is_absent() {
            map.serialize_entry("line", &self.line)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ToolCallLocation {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ToolCallLocation {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// An option presented to the user when requesting permission.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct PermissionOption {
    /// Unique identifier for this permission option.
    pub option_id: PermissionOptionId,
    /// Human-readable label to display to the user.
    pub name: String,
    /// Hint about the nature of this permission option.
    pub kind: PermissionOptionKind,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl PermissionOption {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        option_id: impl Into<PermissionOptionId>,
        name: impl Into<String>,
        kind: impl Into<PermissionOptionKind>,
    ) -> Self {
        Self {
            option_id: option_id.into(),
            name: name.into(),
            kind: kind.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for PermissionOption {
    const EXPECTING: &'static str = "an object (PermissionOption)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_option_id: Option<PermissionOptionId> = None;
        let mut f_name: Option<String> = None;
        let mut f_kind: Option<PermissionOptionKind> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "optionId" => __p::put(&mut map, &mut f_option_id, "optionId")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "kind" => __p::put(&mut map, &mut f_kind, "kind")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            option_id: __p::required(f_option_id, "optionId")?,
            name: __p::required(f_name, "name")?,
            kind: __p::required(f_kind, "kind")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("optionId", &self.option_id)?;
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("kind", &self.kind)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for PermissionOption {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for PermissionOption {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// The type of permission option being presented to the user.
///
/// Helps clients choose appropriate icons and UI treatment.
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum PermissionOptionKind {
    /// Allow this operation only this time.
    AllowOnce,
    /// Allow this operation and remember the choice.
    AllowAlways,
    /// Reject this operation only this time.
    RejectOnce,
    /// Reject this operation and remember the choice.
    RejectAlways,
    ///  A value this version of the schema does not know (e.g. from a newer peer), kept as received.
    Other(String),
}
impl PermissionOptionKind {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::AllowOnce => "allow_once",
            Self::AllowAlways => "allow_always",
            Self::RejectOnce => "reject_once",
            Self::RejectAlways => "reject_always",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for PermissionOptionKind {
    fn from(s: &str) -> Self {
        match s {
            "allow_once" => Self::AllowOnce,
            "allow_always" => Self::AllowAlways,
            "reject_once" => Self::RejectOnce,
            "reject_always" => Self::RejectAlways,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for PermissionOptionKind {
    fn from(s: String) -> Self {
        match s.as_str() {
            "allow_once" => Self::AllowOnce,
            "allow_always" => Self::AllowAlways,
            "reject_once" => Self::RejectOnce,
            "reject_always" => Self::RejectAlways,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for PermissionOptionKind {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for PermissionOptionKind {}
impl ::std::hash::Hash for PermissionOptionKind {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for PermissionOptionKind {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for PermissionOptionKind {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for PermissionOptionKind {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "allow_once" => Self::AllowOnce,
                "allow_always" => Self::AllowAlways,
                "reject_once" => Self::RejectOnce,
                "reject_always" => Self::RejectAlways,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// Request to create a new terminal and execute a command.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CreateTerminalRequest {
    /// The session ID for this request.
    pub session_id: SessionId,
    /// The command to execute.
    pub command: String,
    /// Array of command arguments.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub args: Option<Vec<String>>,
    /// Environment variables for the command.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub env: Option<Vec<EnvVariable>>,
    /// Working directory for the command. Must be an absolute path.
    pub cwd: crate::codec::Tri<String>,
    /// Maximum number of output bytes to retain.
    ///
    /// When the limit is exceeded, the Client truncates from the beginning of the output
    /// to stay within the limit.
    ///
    /// The Client MUST ensure truncation happens at a character boundary to maintain valid
    /// string output, even if this means the retained output is slightly less than the
    /// specified limit.
    pub output_byte_limit: crate::codec::Tri<u64>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CreateTerminalRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>, command: impl Into<String>) -> Self {
        Self {
            session_id: session_id.into(),
            command: command.into(),
            args: Default::default(),
            env: Default::default(),
            cwd: Default::default(),
            output_byte_limit: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Array of command arguments.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn args(mut self, v: impl Into<Vec<String>>) -> Self {
        self.args = Some(v.into());
        self
    }
    /// Environment variables for the command.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn env(mut self, v: impl Into<Vec<EnvVariable>>) -> Self {
        self.env = Some(v.into());
        self
    }
    /// Working directory for the command. Must be an absolute path.
    #[must_use]
    pub fn cwd(mut self, v: impl Into<String>) -> Self {
        self.cwd = crate::codec::Tri::Value(v.into());
        self
    }
    /// Maximum number of output bytes to retain.
    ///
    /// When the limit is exceeded, the Client truncates from the beginning of the output
    /// to stay within the limit.
    ///
    /// The Client MUST ensure truncation happens at a character boundary to maintain valid
    /// string output, even if this means the retained output is slightly less than the
    /// specified limit.
    #[must_use]
    pub fn output_byte_limit(mut self, v: impl Into<u64>) -> Self {
        self.output_byte_limit = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CreateTerminalRequest {
    const EXPECTING: &'static str = "an object (CreateTerminalRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_command: Option<String> = None;
        let mut f_args: Option<Vec<String>> = None;
        let mut f_env: Option<Vec<EnvVariable>> = None;
        let mut f_cwd: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_output_byte_limit: crate::codec::Tri<u64> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "command" => __p::put(&mut map, &mut f_command, "command")?,
                "args" => __p::put_or_empty(&mut map, &mut f_args, "args")?,
                "env" => __p::put_or_empty(&mut map, &mut f_env, "env")?,
                "cwd" => __p::put_tri(&mut map, &mut f_cwd, "cwd")?,
                "outputByteLimit" => {
                    __p::put_tri(&mut map, &mut f_output_byte_limit, "outputByteLimit")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            command: __p::required(f_command, "command")?,
            args: f_args,
            env: f_env,
            cwd: f_cwd,
            output_byte_limit: f_output_byte_limit,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("command", &self.command)?;
        if let Some(v) = &self.args {
            map.serialize_entry("args", v)?;
        }
        if let Some(v) = &self.env {
            map.serialize_entry("env", v)?;
        }
        if !(&self.cwd).is_absent() {
            map.serialize_entry("cwd", &self.cwd)?;
        }
        if !(&self.output_byte_limit).is_absent() {
            map.serialize_entry("outputByteLimit", &self.output_byte_limit)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CreateTerminalRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CreateTerminalRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// An environment variable to set when launching an MCP server.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct EnvVariable {
    /// The name of the environment variable.
    pub name: String,
    /// The value to set for the environment variable.
    pub value: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl EnvVariable {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(name: impl Into<String>, value: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            value: value.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for EnvVariable {
    const EXPECTING: &'static str = "an object (EnvVariable)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_name: Option<String> = None;
        let mut f_value: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "value" => __p::put(&mut map, &mut f_value, "value")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            name: __p::required(f_name, "name")?,
            value: __p::required(f_value, "value")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("value", &self.value)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for EnvVariable {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for EnvVariable {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request to get the current output and status of a terminal.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TerminalOutputRequest {
    /// The session ID for this request.
    pub session_id: SessionId,
    /// The ID of the terminal to get output from.
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TerminalOutputRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        terminal_id: impl Into<TerminalId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            terminal_id: terminal_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TerminalOutputRequest {
    const EXPECTING: &'static str = "an object (TerminalOutputRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_terminal_id: Option<TerminalId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "terminalId" => __p::put(&mut map, &mut f_terminal_id, "terminalId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            terminal_id: __p::required(f_terminal_id, "terminalId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("terminalId", &self.terminal_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for TerminalOutputRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TerminalOutputRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request to release a terminal and free its resources.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ReleaseTerminalRequest {
    /// The session ID for this request.
    pub session_id: SessionId,
    /// The ID of the terminal to release.
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ReleaseTerminalRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        terminal_id: impl Into<TerminalId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            terminal_id: terminal_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ReleaseTerminalRequest {
    const EXPECTING: &'static str = "an object (ReleaseTerminalRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_terminal_id: Option<TerminalId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "terminalId" => __p::put(&mut map, &mut f_terminal_id, "terminalId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            terminal_id: __p::required(f_terminal_id, "terminalId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("terminalId", &self.terminal_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ReleaseTerminalRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ReleaseTerminalRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request to wait for a terminal command to exit.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct WaitForTerminalExitRequest {
    /// The session ID for this request.
    pub session_id: SessionId,
    /// The ID of the terminal to wait for.
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl WaitForTerminalExitRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        terminal_id: impl Into<TerminalId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            terminal_id: terminal_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for WaitForTerminalExitRequest {
    const EXPECTING: &'static str = "an object (WaitForTerminalExitRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_terminal_id: Option<TerminalId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "terminalId" => __p::put(&mut map, &mut f_terminal_id, "terminalId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            terminal_id: __p::required(f_terminal_id, "terminalId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("terminalId", &self.terminal_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for WaitForTerminalExitRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for WaitForTerminalExitRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request to kill a terminal without releasing it.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct KillTerminalRequest {
    /// The session ID for this request.
    pub session_id: SessionId,
    /// The ID of the terminal to kill.
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl KillTerminalRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        terminal_id: impl Into<TerminalId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            terminal_id: terminal_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for KillTerminalRequest {
    const EXPECTING: &'static str = "an object (KillTerminalRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_terminal_id: Option<TerminalId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "terminalId" => __p::put(&mut map, &mut f_terminal_id, "terminalId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            terminal_id: __p::required(f_terminal_id, "terminalId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("terminalId", &self.terminal_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for KillTerminalRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for KillTerminalRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request from the agent to elicit structured user input.
///
/// The agent sends this to the client to request information from the user,
/// either via a form or by directing them to a URL.
/// Elicitations are tied to a session (optionally a tool call) or a request.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CreateElicitationRequest {
    /// A human-readable message describing what input is needed.
    pub message: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// The variant selected by `mode`, with its own members.
    pub mode: CreateElicitationRequestMode,
    /// Members the schema does not declare, kept as received and written back.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CreateElicitationRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(message: impl Into<String>, mode: CreateElicitationRequestMode) -> Self {
        Self {
            message: message.into(),
            meta: Default::default(),
            mode,
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
/// The `mode`-selected part of a [`CreateElicitationRequest`].
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum CreateElicitationRequestMode {
    /// Form-based elicitation where the client renders a form from the provided schema.
    Form(ElicitationFormMode),
    /// URL-based elicitation where the client directs the user to a URL.
    Url(ElicitationUrlMode),
    /// A `mode` this version of the schema does not know.
    Other {
        /// The `tag` value as received.
        tag: String,
        /// The branch of [`ElicitationScope`] the remaining members matched (they all live there).
        scope: ElicitationScope,
    },
}
impl CreateElicitationRequestMode {
    /// The `mode` value, if any.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::Form(_) => Some("form"),
            Self::Url(_) => Some("url"),
            Self::Other { tag, .. } => Some(tag),
        }
    }
    #[doc(hidden)]
    pub fn __from_parts(
        tag: Option<Option<String>>,
        rest: &mut ::serde_json::Map<String, ::serde_json::Value>,
    ) -> Result<Self, ::serde_json::Error> {
        let t = match tag {
            None => {
                return Err(
                    <::serde_json::Error as ::serde::de::Error>::missing_field("mode"),
                );
            }
            Some(None) => {
                return Err(
                    <::serde_json::Error as ::serde::de::Error>::invalid_type(
                        ::serde::de::Unexpected::Unit,
                        &"a string",
                    ),
                );
            }
            Some(Some(t)) => t,
        };
        Ok(
            match t.as_str() {
                "form" => {
                    Self::Form(
                        __p::from_map::<ElicitationFormMode>(::std::mem::take(rest))?,
                    )
                }
                "url" => {
                    Self::Url(
                        __p::from_map::<ElicitationUrlMode>(::std::mem::take(rest))?,
                    )
                }
                _ => {
                    Self::Other {
                        tag: t.clone(),
                        scope: ElicitationScope::__from_buffer(::std::mem::take(rest))?,
                    }
                }
            },
        )
    }
}
impl __p::ObjectCodec for CreateElicitationRequest {
    const EXPECTING: &'static str = "an object (CreateElicitationRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_message: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut f_tag: Option<String> = None;
        let mut rest = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "message" => __p::put(&mut map, &mut f_message, "message")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                "mode" => __p::put(&mut map, &mut f_tag, "mode")?,
                _ => __p::put_extra(&mut map, &mut rest, key)?,
            }
        }
        let mode = __p::lift(
            CreateElicitationRequestMode::__from_parts(f_tag.map(Some), &mut rest),
        )?;
        Ok(Self {
            message: __p::required(f_message, "message")?,
            meta: f_meta,
            mode,
            extra: rest,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match &self.mode {
            CreateElicitationRequestMode::Form(_) => map.serialize_entry("mode", "form")?,
            CreateElicitationRequestMode::Url(_) => map.serialize_entry("mode", "url")?,
            CreateElicitationRequestMode::Other { tag, .. } => {
                map.serialize_entry("mode", tag)?
            }
        }
        map.serialize_entry("message", &self.message)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        #[allow(unused_variables, unreachable_patterns)]
        match &self.mode {
            CreateElicitationRequestMode::Form(v) => {
                __p::ObjectCodec::__serialize_fields(v, map)?
            }
            CreateElicitationRequestMode::Url(v) => {
                __p::ObjectCodec::__serialize_fields(v, map)?
            }
            CreateElicitationRequestMode::Other { tag: _, scope } => {
                __p::ObjectCodec::__serialize_fields(scope, map)?;
            }
            _ => {}
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CreateElicitationRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CreateElicitationRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Session-scoped elicitation, optionally tied to a specific tool call.
///
/// When `toolCallId` is set, the elicitation is tied to a specific tool call.
/// This is useful when an agent receives an elicitation from an MCP server
/// during a tool call and needs to redirect it to the user.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ElicitationSessionScope {
    /// The session this elicitation is tied to.
    pub session_id: SessionId,
    /// Optional tool call within the session.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
    /// session without a specific tool call.
    pub tool_call_id: crate::codec::Tri<ToolCallId>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ElicitationSessionScope {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            tool_call_id: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional tool call within the session.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
    /// session without a specific tool call.
    #[must_use]
    pub fn tool_call_id(mut self, v: impl Into<ToolCallId>) -> Self {
        self.tool_call_id = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ElicitationSessionScope {
    const EXPECTING: &'static str = "an object (ElicitationSessionScope)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_tool_call_id: crate::codec::Tri<ToolCallId> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "toolCallId" => {
                    __p::put_tri(&mut map, &mut f_tool_call_id, "toolCallId")?
                }
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            tool_call_id: f_tool_call_id,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        if !(&self.tool_call_id).is_absent() {
            map.serialize_entry("toolCallId", &self.tool_call_id)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationSessionScope {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ElicitationSessionScope {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request-scoped elicitation, tied to a specific JSON-RPC request outside of a session
/// (e.g., during auth/configuration phases before any session is started).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ElicitationRequestScope {
    /// The request this elicitation is tied to.
    pub request_id: RequestId,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ElicitationRequestScope {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(request_id: impl Into<RequestId>) -> Self {
        Self {
            request_id: request_id.into(),
            extra: ::serde_json::Map::new(),
        }
    }
}
impl __p::ObjectCodec for ElicitationRequestScope {
    const EXPECTING: &'static str = "an object (ElicitationRequestScope)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_request_id: Option<RequestId> = None;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "requestId" => __p::put(&mut map, &mut f_request_id, "requestId")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            request_id: __p::required(f_request_id, "requestId")?,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("requestId", &self.request_id)?;
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationRequestScope {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ElicitationRequestScope {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Type-safe elicitation schema for requesting structured user input.
///
/// This represents a JSON Schema object with primitive-typed properties,
/// as required by the elicitation specification.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ElicitationSchema {
    /// Type discriminator. Always `"object"`.
    pub r#type: Option<ElicitationSchemaType>,
    /// Optional title for the schema.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    pub title: crate::codec::Tri<String>,
    /// Property definitions (must be primitive types).
    pub properties: Option<
        ::std::collections::BTreeMap<String, ElicitationPropertySchema>,
    >,
    /// List of required property names.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no property names are required.
    pub required: crate::codec::Tri<Vec<String>>,
    /// Optional description of what this schema represents.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no schema description is provided.
    pub description: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ElicitationSchema {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            r#type: Default::default(),
            title: Default::default(),
            properties: Default::default(),
            required: Default::default(),
            description: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Type discriminator. Always `"object"`.
    #[must_use]
    pub fn r#type(mut self, v: impl Into<ElicitationSchemaType>) -> Self {
        self.r#type = Some(v.into());
        self
    }
    /// Optional title for the schema.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// Property definitions (must be primitive types).
    #[must_use]
    pub fn properties(
        mut self,
        v: impl Into<::std::collections::BTreeMap<String, ElicitationPropertySchema>>,
    ) -> Self {
        self.properties = Some(v.into());
        self
    }
    /// List of required property names.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no property names are required.
    #[must_use]
    pub fn required(mut self, v: impl Into<Vec<String>>) -> Self {
        self.required = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional description of what this schema represents.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no schema description is provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
    /// `type`, or the schema default `"object"` when absent (the default is never written out).
    pub fn type_or_default(&self) -> ElicitationSchemaType {
        self.r#type.clone().unwrap_or_else(|| ElicitationSchemaType::from("object"))
    }
    /// `properties`, or the schema default `{}` when absent (the default is never written out).
    pub fn properties_or_default(
        &self,
    ) -> ::std::collections::BTreeMap<String, ElicitationPropertySchema> {
        self.properties.clone().unwrap_or_default()
    }
}
impl __p::ObjectCodec for ElicitationSchema {
    const EXPECTING: &'static str = "an object (ElicitationSchema)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_type: Option<ElicitationSchemaType> = None;
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_properties: Option<
            ::std::collections::BTreeMap<String, ElicitationPropertySchema>,
        > = None;
        let mut f_required: crate::codec::Tri<Vec<String>> = crate::codec::Tri::Absent;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "type" => __p::put(&mut map, &mut f_type, "type")?,
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "properties" => __p::put(&mut map, &mut f_properties, "properties")?,
                "required" => __p::put_tri(&mut map, &mut f_required, "required")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            r#type: f_type,
            title: f_title,
            properties: f_properties,
            required: f_required,
            description: f_description,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if let Some(v) = &self.r#type {
            map.serialize_entry("type", v)?;
        }
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        if let Some(v) = &self.properties {
            map.serialize_entry("properties", v)?;
        }
        if !(&self.required).is_absent() {
            map.serialize_entry("required", &self.required)?;
        }
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationSchema {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ElicitationSchema {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Type discriminator for elicitation schemas.
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum ElicitationSchemaType {
    /// Object schema type.
    Object,
    ///  A value this version of the schema does not know (e.g. from a newer peer), kept as received.
    Other(String),
}
impl ElicitationSchemaType {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Object => "object",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for ElicitationSchemaType {
    fn from(s: &str) -> Self {
        match s {
            "object" => Self::Object,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for ElicitationSchemaType {
    fn from(s: String) -> Self {
        match s.as_str() {
            "object" => Self::Object,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for ElicitationSchemaType {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for ElicitationSchemaType {}
impl ::std::hash::Hash for ElicitationSchemaType {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for ElicitationSchemaType {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for ElicitationSchemaType {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationSchemaType {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "object" => Self::Object,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// Property schema for elicitation form fields.
///
/// Each variant corresponds to a JSON Schema `"type"` value.
/// Single-select enums use `type: "string"` with `enum` or `oneOf` set.
/// Multi-select enums use `type: "array"`.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ElicitationPropertySchema {
    /// String property (or single-select enum when `enum`/`oneOf` is set).
    String(StringPropertySchema),
    /// Number (floating-point) property.
    Number(NumberPropertySchema),
    /// Integer property.
    Integer(IntegerPropertySchema),
    /// Boolean property.
    Boolean(BooleanPropertySchema),
    /// Multi-select array property.
    Array(MultiSelectPropertySchema),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherElicitationPropertySchema),
}
impl ElicitationPropertySchema {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::String(_) => "string",
            Self::Number(_) => "number",
            Self::Integer(_) => "integer",
            Self::Boolean(_) => "boolean",
            Self::Array(_) => "array",
            Self::Other(v) => &v.tag,
        }
    }
    /// Reads the members after the tag (streaming; no buffering).
    #[doc(hidden)]
    pub fn __visit_tagged<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
        tag: __p::Key<'de>,
    ) -> Result<Self, A::Error> {
        Ok(
            match tag.as_str() {
                "string" => {
                    Self::String(
                        <StringPropertySchema as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "number" => {
                    Self::Number(
                        <NumberPropertySchema as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "integer" => {
                    Self::Integer(
                        <IntegerPropertySchema as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "boolean" => {
                    Self::Boolean(
                        <BooleanPropertySchema as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "array" => {
                    Self::Array(
                        <MultiSelectPropertySchema as __p::ObjectCodec>::__visit_map(
                            map,
                        )?,
                    )
                }
                _ => {
                    Self::Other(
                        OtherElicitationPropertySchema::__visit_map_seeded(
                            map,
                            Some(tag.into_owned()),
                        )?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for ElicitationPropertySchema {
    const EXPECTING: &'static str = "an object (ElicitationPropertySchema)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        match map.next_key::<__p::Key<'de>>()? {
            Some(k) if k.as_str() == "type" => {
                let t: __p::Key<'de> = map.next_value()?;
                Self::__visit_tagged(__p::TagGuard::new(map, "type"), t)
            }
            Some(k) => {
                let mut buf = __p::buffer_from(k, map)?;
                match __p::lift(__p::take_tag(&mut buf, "type"))? {
                    Some(t) => {
                        __p::lift(
                            Self::__visit_tagged(
                                __p::buffer_access(buf),
                                __p::Key::owned(t),
                            ),
                        )
                    }
                    None => Err(<A::Error as ::serde::de::Error>::missing_field("type")),
                }
            }
            None => Err(<A::Error as ::serde::de::Error>::missing_field("type")),
        }
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match self {
            Self::String(v) => {
                map.serialize_entry("type", "string")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Number(v) => {
                map.serialize_entry("type", "number")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Integer(v) => {
                map.serialize_entry("type", "integer")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Boolean(v) => {
                map.serialize_entry("type", "boolean")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Array(v) => {
                map.serialize_entry("type", "array")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationPropertySchema {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ElicitationPropertySchema {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `ElicitationPropertySchema` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
///
/// Custom or future elicitation property schema.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Clients that do not understand this property schema type should preserve
/// the raw schema when storing, replaying, proxying, or forwarding
/// elicitation requests. They MUST NOT render it as a known input control.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherElicitationPropertySchema {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherElicitationPropertySchema {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tag: impl Into<String>) -> Self {
        Self {
            tag: tag.into(),
            fields: ::serde_json::Map::new(),
        }
    }
    #[doc(hidden)]
    pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
        seed: Option<String>,
    ) -> Result<Self, A::Error> {
        let mut f_type: Option<String> = seed;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "type" => __p::put(&mut map, &mut f_type, "type")?,
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_type, "type")?,
            fields,
        })
    }
}
impl __p::ObjectCodec for OtherElicitationPropertySchema {
    const EXPECTING: &'static str = "an object (OtherElicitationPropertySchema)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        Self::__visit_map_seeded(map, None)
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("type", &self.tag)?;
        __p::write_extra(map, &self.fields)
    }
}
impl<'de> ::serde::Deserialize<'de> for OtherElicitationPropertySchema {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherElicitationPropertySchema {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// String format types for string properties in elicitation schemas.
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum StringFormat {
    /// Email address format.
    Email,
    /// URI format.
    Uri,
    /// Date format (YYYY-MM-DD).
    Date,
    /// Date-time format (ISO 8601).
    DateTime,
    ///  A value this version of the schema does not know (e.g. from a newer peer), kept as received.
    Other(String),
}
impl StringFormat {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Email => "email",
            Self::Uri => "uri",
            Self::Date => "date",
            Self::DateTime => "date-time",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for StringFormat {
    fn from(s: &str) -> Self {
        match s {
            "email" => Self::Email,
            "uri" => Self::Uri,
            "date" => Self::Date,
            "date-time" => Self::DateTime,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for StringFormat {
    fn from(s: String) -> Self {
        match s.as_str() {
            "email" => Self::Email,
            "uri" => Self::Uri,
            "date" => Self::Date,
            "date-time" => Self::DateTime,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for StringFormat {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for StringFormat {}
impl ::std::hash::Hash for StringFormat {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for StringFormat {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for StringFormat {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for StringFormat {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "email" => Self::Email,
                "uri" => Self::Uri,
                "date" => Self::Date,
                "date-time" => Self::DateTime,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// A titled enum option with a const value, human-readable title, and optional description.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct EnumOption {
    /// The constant value for this option.
    pub r#const: String,
    /// Human-readable title for this option.
    pub title: String,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    pub description: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl EnumOption {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(r#const: impl Into<String>, title: impl Into<String>) -> Self {
        Self {
            r#const: r#const.into(),
            title: title.into(),
            description: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for EnumOption {
    const EXPECTING: &'static str = "an object (EnumOption)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_const: Option<String> = None;
        let mut f_title: Option<String> = None;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "const" => __p::put(&mut map, &mut f_const, "const")?,
                "title" => __p::put(&mut map, &mut f_title, "title")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            r#const: __p::required(f_const, "const")?,
            title: __p::required(f_title, "title")?,
            description: f_description,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("const", &self.r#const)?;
        map.serialize_entry("title", &self.title)?;
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for EnumOption {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for EnumOption {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Schema for string properties in an elicitation form.
///
/// When `enum` or `oneOf` is set, this represents a single-select enum
/// with `"type": "string"`.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct StringPropertySchema {
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    pub title: crate::codec::Tri<String>,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    pub description: crate::codec::Tri<String>,
    /// Minimum string length.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no minimum length constraint.
    pub min_length: crate::codec::Tri<u32>,
    /// Maximum string length.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no maximum length constraint.
    pub max_length: crate::codec::Tri<u32>,
    /// Pattern the string must match.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no pattern constraint.
    pub pattern: crate::codec::Tri<String>,
    /// String format.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no format constraint.
    pub format: crate::codec::Tri<StringFormat>,
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    pub default: crate::codec::Tri<String>,
    /// Enum values for untitled single-select enums.
    /// Optional. Omitted and `null` are equivalent and mean no untitled single-select choices are
    /// declared by `enum`.
    pub r#enum: crate::codec::Tri<Vec<String>>,
    /// Titled enum options for titled single-select enums.
    /// Optional. Omitted and `null` are equivalent and mean no titled single-select choices are
    /// declared by `oneOf`.
    pub one_of: crate::codec::Tri<Vec<EnumOption>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl StringPropertySchema {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            title: Default::default(),
            description: Default::default(),
            min_length: Default::default(),
            max_length: Default::default(),
            pattern: Default::default(),
            format: Default::default(),
            default: Default::default(),
            r#enum: Default::default(),
            one_of: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// Minimum string length.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no minimum length constraint.
    #[must_use]
    pub fn min_length(mut self, v: impl Into<u32>) -> Self {
        self.min_length = crate::codec::Tri::Value(v.into());
        self
    }
    /// Maximum string length.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no maximum length constraint.
    #[must_use]
    pub fn max_length(mut self, v: impl Into<u32>) -> Self {
        self.max_length = crate::codec::Tri::Value(v.into());
        self
    }
    /// Pattern the string must match.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no pattern constraint.
    #[must_use]
    pub fn pattern(mut self, v: impl Into<String>) -> Self {
        self.pattern = crate::codec::Tri::Value(v.into());
        self
    }
    /// String format.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no format constraint.
    #[must_use]
    pub fn format(mut self, v: impl Into<StringFormat>) -> Self {
        self.format = crate::codec::Tri::Value(v.into());
        self
    }
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    #[must_use]
    pub fn default(mut self, v: impl Into<String>) -> Self {
        self.default = crate::codec::Tri::Value(v.into());
        self
    }
    /// Enum values for untitled single-select enums.
    /// Optional. Omitted and `null` are equivalent and mean no untitled single-select choices are
    /// declared by `enum`.
    #[must_use]
    pub fn r#enum(mut self, v: impl Into<Vec<String>>) -> Self {
        self.r#enum = crate::codec::Tri::Value(v.into());
        self
    }
    /// Titled enum options for titled single-select enums.
    /// Optional. Omitted and `null` are equivalent and mean no titled single-select choices are
    /// declared by `oneOf`.
    #[must_use]
    pub fn one_of(mut self, v: impl Into<Vec<EnumOption>>) -> Self {
        self.one_of = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for StringPropertySchema {
    const EXPECTING: &'static str = "an object (StringPropertySchema)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_min_length: crate::codec::Tri<u32> = crate::codec::Tri::Absent;
        let mut f_max_length: crate::codec::Tri<u32> = crate::codec::Tri::Absent;
        let mut f_pattern: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_format: crate::codec::Tri<StringFormat> = crate::codec::Tri::Absent;
        let mut f_default: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_enum: crate::codec::Tri<Vec<String>> = crate::codec::Tri::Absent;
        let mut f_one_of: crate::codec::Tri<Vec<EnumOption>> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "minLength" => __p::put_tri(&mut map, &mut f_min_length, "minLength")?,
                "maxLength" => __p::put_tri(&mut map, &mut f_max_length, "maxLength")?,
                "pattern" => __p::put_tri(&mut map, &mut f_pattern, "pattern")?,
                "format" => __p::put_tri(&mut map, &mut f_format, "format")?,
                "default" => __p::put_tri(&mut map, &mut f_default, "default")?,
                "enum" => __p::put_tri(&mut map, &mut f_enum, "enum")?,
                "oneOf" => __p::put_tri(&mut map, &mut f_one_of, "oneOf")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            title: f_title,
            description: f_description,
            min_length: f_min_length,
            max_length: f_max_length,
            pattern: f_pattern,
            format: f_format,
            default: f_default,
            r#enum: f_enum,
            one_of: f_one_of,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.min_length).is_absent() {
            map.serialize_entry("minLength", &self.min_length)?;
        }
        if !(&self.max_length).is_absent() {
            map.serialize_entry("maxLength", &self.max_length)?;
        }
        if !(&self.pattern).is_absent() {
            map.serialize_entry("pattern", &self.pattern)?;
        }
        if !(&self.format).is_absent() {
            map.serialize_entry("format", &self.format)?;
        }
        if !(&self.default).is_absent() {
            map.serialize_entry("default", &self.default)?;
        }
        if !(&self.r#enum).is_absent() {
            map.serialize_entry("enum", &self.r#enum)?;
        }
        if !(&self.one_of).is_absent() {
            map.serialize_entry("oneOf", &self.one_of)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for StringPropertySchema {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for StringPropertySchema {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Schema for number (floating-point) properties in an elicitation form.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct NumberPropertySchema {
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    pub title: crate::codec::Tri<String>,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    pub description: crate::codec::Tri<String>,
    /// Minimum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive lower bound.
    pub minimum: crate::codec::Tri<f64>,
    /// Maximum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive upper bound.
    pub maximum: crate::codec::Tri<f64>,
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    pub default: crate::codec::Tri<f64>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl NumberPropertySchema {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            title: Default::default(),
            description: Default::default(),
            minimum: Default::default(),
            maximum: Default::default(),
            default: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// Minimum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive lower bound.
    #[must_use]
    pub fn minimum(mut self, v: impl Into<f64>) -> Self {
        self.minimum = crate::codec::Tri::Value(v.into());
        self
    }
    /// Maximum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive upper bound.
    #[must_use]
    pub fn maximum(mut self, v: impl Into<f64>) -> Self {
        self.maximum = crate::codec::Tri::Value(v.into());
        self
    }
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    #[must_use]
    pub fn default(mut self, v: impl Into<f64>) -> Self {
        self.default = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for NumberPropertySchema {
    const EXPECTING: &'static str = "an object (NumberPropertySchema)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_minimum: crate::codec::Tri<f64> = crate::codec::Tri::Absent;
        let mut f_maximum: crate::codec::Tri<f64> = crate::codec::Tri::Absent;
        let mut f_default: crate::codec::Tri<f64> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "minimum" => __p::put_tri(&mut map, &mut f_minimum, "minimum")?,
                "maximum" => __p::put_tri(&mut map, &mut f_maximum, "maximum")?,
                "default" => __p::put_tri(&mut map, &mut f_default, "default")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            title: f_title,
            description: f_description,
            minimum: f_minimum,
            maximum: f_maximum,
            default: f_default,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.minimum).is_absent() {
            map.serialize_entry("minimum", &self.minimum)?;
        }
        if !(&self.maximum).is_absent() {
            map.serialize_entry("maximum", &self.maximum)?;
        }
        if !(&self.default).is_absent() {
            map.serialize_entry("default", &self.default)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for NumberPropertySchema {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for NumberPropertySchema {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Schema for integer properties in an elicitation form.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct IntegerPropertySchema {
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    pub title: crate::codec::Tri<String>,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    pub description: crate::codec::Tri<String>,
    /// Minimum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive lower bound.
    pub minimum: crate::codec::Tri<i64>,
    /// Maximum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive upper bound.
    pub maximum: crate::codec::Tri<i64>,
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    pub default: crate::codec::Tri<i64>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl IntegerPropertySchema {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            title: Default::default(),
            description: Default::default(),
            minimum: Default::default(),
            maximum: Default::default(),
            default: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// Minimum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive lower bound.
    #[must_use]
    pub fn minimum(mut self, v: impl Into<i64>) -> Self {
        self.minimum = crate::codec::Tri::Value(v.into());
        self
    }
    /// Maximum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive upper bound.
    #[must_use]
    pub fn maximum(mut self, v: impl Into<i64>) -> Self {
        self.maximum = crate::codec::Tri::Value(v.into());
        self
    }
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    #[must_use]
    pub fn default(mut self, v: impl Into<i64>) -> Self {
        self.default = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for IntegerPropertySchema {
    const EXPECTING: &'static str = "an object (IntegerPropertySchema)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_minimum: crate::codec::Tri<i64> = crate::codec::Tri::Absent;
        let mut f_maximum: crate::codec::Tri<i64> = crate::codec::Tri::Absent;
        let mut f_default: crate::codec::Tri<i64> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "minimum" => __p::put_tri(&mut map, &mut f_minimum, "minimum")?,
                "maximum" => __p::put_tri(&mut map, &mut f_maximum, "maximum")?,
                "default" => __p::put_tri(&mut map, &mut f_default, "default")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            title: f_title,
            description: f_description,
            minimum: f_minimum,
            maximum: f_maximum,
            default: f_default,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.minimum).is_absent() {
            map.serialize_entry("minimum", &self.minimum)?;
        }
        if !(&self.maximum).is_absent() {
            map.serialize_entry("maximum", &self.maximum)?;
        }
        if !(&self.default).is_absent() {
            map.serialize_entry("default", &self.default)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for IntegerPropertySchema {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for IntegerPropertySchema {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Schema for boolean properties in an elicitation form.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct BooleanPropertySchema {
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    pub title: crate::codec::Tri<String>,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    pub description: crate::codec::Tri<String>,
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    pub default: crate::codec::Tri<bool>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl BooleanPropertySchema {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            title: Default::default(),
            description: Default::default(),
            default: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    #[must_use]
    pub fn default(mut self, v: impl Into<bool>) -> Self {
        self.default = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for BooleanPropertySchema {
    const EXPECTING: &'static str = "an object (BooleanPropertySchema)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_default: crate::codec::Tri<bool> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "default" => __p::put_tri(&mut map, &mut f_default, "default")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            title: f_title,
            description: f_description,
            default: f_default,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.default).is_absent() {
            map.serialize_entry("default", &self.default)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for BooleanPropertySchema {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for BooleanPropertySchema {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Items for a multi-select (array) property schema.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum MultiSelectItems {
    /// Multi-select string items with plain string values.
    String(StringMultiSelectItems),
    /// Titled multi-select items with human-readable labels.
    ///
    /// As in MCP, titled items omit `type` and are identified by `anyOf`.
    ///
    /// The default branch (`titled`): no `type` member, or one this branch does not exclude (it stays in the payload's extra members).
    Titled(TitledMultiSelectItems),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherMultiSelectItems),
}
impl MultiSelectItems {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::String(_) => "string",
            Self::Titled(v) => v.extra.get("type").and_then(|t| t.as_str()).unwrap_or(""),
            Self::Other(v) => &v.tag,
        }
    }
    #[doc(hidden)]
    pub fn __from_buffer(
        buf: ::serde_json::Map<String, ::serde_json::Value>,
    ) -> Result<Self, ::serde_json::Error> {
        let tag = buf.get("type").and_then(|t| t.as_str()).map(str::to_owned);
        let known_err: Option<::serde_json::Error> = match tag.as_deref() {
            Some("string") => {
                let mut b = buf.clone();
                b.remove("type");
                let r: Result<Self, ::serde_json::Error> = (|| Ok(
                    Self::String(__p::from_map::<StringMultiSelectItems>(b)?),
                ))();
                match r {
                    Ok(v) => return Ok(v),
                    Err(e) => Some(e),
                }
            }
            Some(_) => {
                return Ok(Self::Other(__p::from_map::<OtherMultiSelectItems>(buf)?));
            }
            None => None,
        };
        match __p::from_map::<TitledMultiSelectItems>(buf) {
            Ok(v) => Ok(Self::Titled(v)),
            Err(e) => Err(known_err.unwrap_or(e)),
        }
    }
}
impl __p::ObjectCodec for MultiSelectItems {
    const EXPECTING: &'static str = "an object (MultiSelectItems)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        let buf = __p::collect_map(map)?;
        __p::lift(Self::__from_buffer(buf))
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match self {
            Self::String(v) => {
                map.serialize_entry("type", "string")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Titled(v) => __p::ObjectCodec::__serialize_fields(v, map),
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for MultiSelectItems {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for MultiSelectItems {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `MultiSelectItems` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
///
/// Custom or future typed multi-select items.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherMultiSelectItems {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherMultiSelectItems {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tag: impl Into<String>) -> Self {
        Self {
            tag: tag.into(),
            fields: ::serde_json::Map::new(),
        }
    }
    #[doc(hidden)]
    pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
        seed: Option<String>,
    ) -> Result<Self, A::Error> {
        let mut f_type: Option<String> = seed;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "type" => __p::put(&mut map, &mut f_type, "type")?,
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_type, "type")?,
            fields,
        })
    }
}
impl __p::ObjectCodec for OtherMultiSelectItems {
    const EXPECTING: &'static str = "an object (OtherMultiSelectItems)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        Self::__visit_map_seeded(map, None)
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("type", &self.tag)?;
        __p::write_extra(map, &self.fields)
    }
}
impl<'de> ::serde::Deserialize<'de> for OtherMultiSelectItems {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherMultiSelectItems {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// String item schema for multi-select enum properties.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct StringMultiSelectItems {
    /// Allowed enum values.
    pub r#enum: Vec<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl StringMultiSelectItems {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(r#enum: impl Into<Vec<String>>) -> Self {
        Self {
            r#enum: r#enum.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for StringMultiSelectItems {
    const EXPECTING: &'static str = "an object (StringMultiSelectItems)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_enum: Option<Vec<String>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "enum" => __p::put(&mut map, &mut f_enum, "enum")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            r#enum: __p::required(f_enum, "enum")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("enum", &self.r#enum)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for StringMultiSelectItems {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for StringMultiSelectItems {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Items definition for titled multi-select enum properties.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TitledMultiSelectItems {
    /// Titled enum options.
    pub any_of: Vec<EnumOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TitledMultiSelectItems {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(any_of: impl Into<Vec<EnumOption>>) -> Self {
        Self {
            any_of: any_of.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TitledMultiSelectItems {
    const EXPECTING: &'static str = "an object (TitledMultiSelectItems)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_any_of: Option<Vec<EnumOption>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "anyOf" => __p::put(&mut map, &mut f_any_of, "anyOf")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            any_of: __p::required(f_any_of, "anyOf")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("anyOf", &self.any_of)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for TitledMultiSelectItems {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TitledMultiSelectItems {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Schema for multi-select (array) properties in an elicitation form.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct MultiSelectPropertySchema {
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    pub title: crate::codec::Tri<String>,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    pub description: crate::codec::Tri<String>,
    /// Minimum number of items to select.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no minimum selection count.
    pub min_items: crate::codec::Tri<u64>,
    /// Maximum number of items to select.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no maximum selection count.
    pub max_items: crate::codec::Tri<u64>,
    /// The items definition describing allowed values.
    pub items: MultiSelectItems,
    /// Default selected values.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default selections are provided.
    pub default: crate::codec::Tri<Vec<String>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl MultiSelectPropertySchema {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(items: impl Into<MultiSelectItems>) -> Self {
        Self {
            title: Default::default(),
            description: Default::default(),
            min_items: Default::default(),
            max_items: Default::default(),
            items: items.into(),
            default: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// Minimum number of items to select.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no minimum selection count.
    #[must_use]
    pub fn min_items(mut self, v: impl Into<u64>) -> Self {
        self.min_items = crate::codec::Tri::Value(v.into());
        self
    }
    /// Maximum number of items to select.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no maximum selection count.
    #[must_use]
    pub fn max_items(mut self, v: impl Into<u64>) -> Self {
        self.max_items = crate::codec::Tri::Value(v.into());
        self
    }
    /// Default selected values.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default selections are provided.
    #[must_use]
    pub fn default(mut self, v: impl Into<Vec<String>>) -> Self {
        self.default = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for MultiSelectPropertySchema {
    const EXPECTING: &'static str = "an object (MultiSelectPropertySchema)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_min_items: crate::codec::Tri<u64> = crate::codec::Tri::Absent;
        let mut f_max_items: crate::codec::Tri<u64> = crate::codec::Tri::Absent;
        let mut f_items: Option<MultiSelectItems> = None;
        let mut f_default: crate::codec::Tri<Vec<String>> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "minItems" => __p::put_tri(&mut map, &mut f_min_items, "minItems")?,
                "maxItems" => __p::put_tri(&mut map, &mut f_max_items, "maxItems")?,
                "items" => __p::put_object(&mut map, &mut f_items, "items")?,
                "default" => __p::put_tri(&mut map, &mut f_default, "default")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            title: f_title,
            description: f_description,
            min_items: f_min_items,
            max_items: f_max_items,
            items: __p::required(f_items, "items")?,
            default: f_default,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.min_items).is_absent() {
            map.serialize_entry("minItems", &self.min_items)?;
        }
        if !(&self.max_items).is_absent() {
            map.serialize_entry("maxItems", &self.max_items)?;
        }
        map.serialize_entry("items", &self.items)?;
        if !(&self.default).is_absent() {
            map.serialize_entry("default", &self.default)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for MultiSelectPropertySchema {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for MultiSelectPropertySchema {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Form-based elicitation mode where the client renders a form from the provided schema.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ElicitationFormMode {
    /// A JSON Schema describing the form fields to present to the user.
    pub requested_schema: ElicitationSchema,
    /// Which of the untagged branches (Session, Request) the object matched; members not declared here live in that branch's `extra`.
    pub scope: ElicitationScope,
}
impl ElicitationFormMode {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        requested_schema: impl Into<ElicitationSchema>,
        scope: ElicitationScope,
    ) -> Self {
        Self {
            requested_schema: requested_schema.into(),
            scope,
        }
    }
}
impl __p::ObjectCodec for ElicitationFormMode {
    const EXPECTING: &'static str = "an object (ElicitationFormMode)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_requested_schema: Option<ElicitationSchema> = None;
        let mut rest = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "requestedSchema" => {
                    __p::put_object(
                        &mut map,
                        &mut f_requested_schema,
                        "requestedSchema",
                    )?
                }
                _ => __p::put_extra(&mut map, &mut rest, key)?,
            }
        }
        let scope = __p::lift(ElicitationScope::__from_buffer(rest))?;
        Ok(Self {
            requested_schema: __p::required(f_requested_schema, "requestedSchema")?,
            scope,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("requestedSchema", &self.requested_schema)?;
        __p::ObjectCodec::__serialize_fields(&self.scope, map)
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationFormMode {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ElicitationFormMode {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// URL-based elicitation mode where the client directs the user to a URL.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ElicitationUrlMode {
    /// The unique identifier for this elicitation.
    pub elicitation_id: ElicitationId,
    /// The URL to direct the user to.
    pub url: String,
    /// Which of the untagged branches (Session, Request) the object matched; members not declared here live in that branch's `extra`.
    pub scope: ElicitationScope,
}
impl ElicitationUrlMode {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        elicitation_id: impl Into<ElicitationId>,
        url: impl Into<String>,
        scope: ElicitationScope,
    ) -> Self {
        Self {
            elicitation_id: elicitation_id.into(),
            url: url.into(),
            scope,
        }
    }
}
impl __p::ObjectCodec for ElicitationUrlMode {
    const EXPECTING: &'static str = "an object (ElicitationUrlMode)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_elicitation_id: Option<ElicitationId> = None;
        let mut f_url: Option<String> = None;
        let mut rest = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "elicitationId" => {
                    __p::put(&mut map, &mut f_elicitation_id, "elicitationId")?
                }
                "url" => __p::put(&mut map, &mut f_url, "url")?,
                _ => __p::put_extra(&mut map, &mut rest, key)?,
            }
        }
        let scope = __p::lift(ElicitationScope::__from_buffer(rest))?;
        Ok(Self {
            elicitation_id: __p::required(f_elicitation_id, "elicitationId")?,
            url: __p::required(f_url, "url")?,
            scope,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("elicitationId", &self.elicitation_id)?;
        map.serialize_entry("url", &self.url)?;
        __p::ObjectCodec::__serialize_fields(&self.scope, map)
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationUrlMode {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ElicitationUrlMode {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response to the `initialize` method.
///
/// Contains the negotiated protocol version and agent capabilities.
///
/// See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v1/initialization)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct InitializeResponse {
    /// The protocol version the client specified if supported by the agent,
    /// or the latest protocol version supported by the agent.
    ///
    /// The client should disconnect, if it doesn't support this version.
    pub protocol_version: ProtocolVersion,
    /// Capabilities supported by the agent.
    pub agent_capabilities: Option<AgentCapabilities>,
    /// Authentication methods supported by the agent.
    pub auth_methods: Option<Vec<AuthMethod>>,
    /// Information about the Agent name and version sent to the Client.
    ///
    /// Note: in future versions of the protocol, this will be required.
    pub agent_info: crate::codec::Tri<Implementation>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl InitializeResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(protocol_version: impl Into<ProtocolVersion>) -> Self {
        Self {
            protocol_version: protocol_version.into(),
            agent_capabilities: Default::default(),
            auth_methods: Default::default(),
            agent_info: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Capabilities supported by the agent.
    #[must_use]
    pub fn agent_capabilities(mut self, v: impl Into<AgentCapabilities>) -> Self {
        self.agent_capabilities = Some(v.into());
        self
    }
    /// Authentication methods supported by the agent.
    #[must_use]
    pub fn auth_methods(mut self, v: impl Into<Vec<AuthMethod>>) -> Self {
        self.auth_methods = Some(v.into());
        self
    }
    /// Information about the Agent name and version sent to the Client.
    ///
    /// Note: in future versions of the protocol, this will be required.
    #[must_use]
    pub fn agent_info(mut self, v: impl Into<Implementation>) -> Self {
        self.agent_info = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
    /// `agentCapabilities`, or the schema default `{"loadSession":false,"promptCapabilities":{"image":false,"audio":false,"embeddedContext":false},"mcpCapabilities":{"http":false,"sse":false},"sessionCapabilities":{},"auth":{}}` when absent (the default is never written out).
    pub fn agent_capabilities_or_default(&self) -> AgentCapabilities {
        self.agent_capabilities.clone().unwrap_or_default()
    }
    /// `authMethods`, or the schema default `[]` when absent (the default is never written out).
    pub fn auth_methods_or_default(&self) -> &[AuthMethod] {
        self.auth_methods.as_deref().unwrap_or(&[])
    }
}
impl __p::ObjectCodec for InitializeResponse {
    const EXPECTING: &'static str = "an object (InitializeResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_protocol_version: Option<ProtocolVersion> = None;
        let mut f_agent_capabilities: Option<AgentCapabilities> = None;
        let mut f_auth_methods: Option<Vec<AuthMethod>> = None;
        let mut f_agent_info: crate::codec::Tri<Implementation> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "protocolVersion" => {
                    __p::put(&mut map, &mut f_protocol_version, "protocolVersion")?
                }
                "agentCapabilities" => {
                    __p::put_object(
                        &mut map,
                        &mut f_agent_capabilities,
                        "agentCapabilities",
                    )?
                }
                "authMethods" => __p::put(&mut map, &mut f_auth_methods, "authMethods")?,
                "agentInfo" => __p::put_tri(&mut map, &mut f_agent_info, "agentInfo")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            protocol_version: __p::required(f_protocol_version, "protocolVersion")?,
            agent_capabilities: f_agent_capabilities,
            auth_methods: f_auth_methods,
            agent_info: f_agent_info,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("protocolVersion", &self.protocol_version)?;
        if let Some(v) = &self.agent_capabilities {
            map.serialize_entry("agentCapabilities", v)?;
        }
        if let Some(v) = &self.auth_methods {
            map.serialize_entry("authMethods", v)?;
        }
        if !(&self.agent_info).is_absent() {
            map.serialize_entry("agentInfo", &self.agent_info)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for InitializeResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for InitializeResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities supported by the agent.
///
/// Advertised during initialization to inform the client about
/// available features and content types.
///
/// See protocol docs: [Agent Capabilities](https://agentclientprotocol.com/protocol/v1/initialization#agent-capabilities)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct AgentCapabilities {
    /// Whether the agent supports `session/load`.
    pub load_session: Option<bool>,
    /// Prompt capabilities supported by the agent.
    pub prompt_capabilities: Option<PromptCapabilities>,
    /// MCP capabilities supported by the agent.
    pub mcp_capabilities: Option<McpCapabilities>,
    /// Session lifecycle and prompt capabilities advertised by the agent.
    pub session_capabilities: Option<SessionCapabilities>,
    /// Authentication-related capabilities supported by the agent.
    pub auth: Option<AgentAuthCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AgentCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            load_session: Default::default(),
            prompt_capabilities: Default::default(),
            mcp_capabilities: Default::default(),
            session_capabilities: Default::default(),
            auth: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Whether the agent supports `session/load`.
    #[must_use]
    pub fn load_session(mut self, v: impl Into<bool>) -> Self {
        self.load_session = Some(v.into());
        self
    }
    /// Prompt capabilities supported by the agent.
    #[must_use]
    pub fn prompt_capabilities(mut self, v: impl Into<PromptCapabilities>) -> Self {
        self.prompt_capabilities = Some(v.into());
        self
    }
    /// MCP capabilities supported by the agent.
    #[must_use]
    pub fn mcp_capabilities(mut self, v: impl Into<McpCapabilities>) -> Self {
        self.mcp_capabilities = Some(v.into());
        self
    }
    /// Session lifecycle and prompt capabilities advertised by the agent.
    #[must_use]
    pub fn session_capabilities(mut self, v: impl Into<SessionCapabilities>) -> Self {
        self.session_capabilities = Some(v.into());
        self
    }
    /// Authentication-related capabilities supported by the agent.
    #[must_use]
    pub fn auth(mut self, v: impl Into<AgentAuthCapabilities>) -> Self {
        self.auth = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
    /// `loadSession`, or the schema default `false` when absent (the default is never written out).
    pub fn load_session_or_default(&self) -> bool {
        self.load_session.unwrap_or(false)
    }
    /// `promptCapabilities`, or the schema default `{"image":false,"audio":false,"embeddedContext":false}` when absent (the default is never written out).
    pub fn prompt_capabilities_or_default(&self) -> PromptCapabilities {
        self.prompt_capabilities.clone().unwrap_or_default()
    }
    /// `mcpCapabilities`, or the schema default `{"http":false,"sse":false}` when absent (the default is never written out).
    pub fn mcp_capabilities_or_default(&self) -> McpCapabilities {
        self.mcp_capabilities.clone().unwrap_or_default()
    }
    /// `sessionCapabilities`, or the schema default `{}` when absent (the default is never written out).
    pub fn session_capabilities_or_default(&self) -> SessionCapabilities {
        self.session_capabilities.clone().unwrap_or_default()
    }
    /// `auth`, or the schema default `{}` when absent (the default is never written out).
    pub fn auth_or_default(&self) -> AgentAuthCapabilities {
        self.auth.clone().unwrap_or_default()
    }
}
impl __p::ObjectCodec for AgentCapabilities {
    const EXPECTING: &'static str = "an object (AgentCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_load_session: Option<bool> = None;
        let mut f_prompt_capabilities: Option<PromptCapabilities> = None;
        let mut f_mcp_capabilities: Option<McpCapabilities> = None;
        let mut f_session_capabilities: Option<SessionCapabilities> = None;
        let mut f_auth: Option<AgentAuthCapabilities> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "loadSession" => __p::put(&mut map, &mut f_load_session, "loadSession")?,
                "promptCapabilities" => {
                    __p::put_object(
                        &mut map,
                        &mut f_prompt_capabilities,
                        "promptCapabilities",
                    )?
                }
                "mcpCapabilities" => {
                    __p::put_object(
                        &mut map,
                        &mut f_mcp_capabilities,
                        "mcpCapabilities",
                    )?
                }
                "sessionCapabilities" => {
                    __p::put_object(
                        &mut map,
                        &mut f_session_capabilities,
                        "sessionCapabilities",
                    )?
                }
                "auth" => __p::put_object(&mut map, &mut f_auth, "auth")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            load_session: f_load_session,
            prompt_capabilities: f_prompt_capabilities,
            mcp_capabilities: f_mcp_capabilities,
            session_capabilities: f_session_capabilities,
            auth: f_auth,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if let Some(v) = &self.load_session {
            map.serialize_entry("loadSession", v)?;
        }
        if let Some(v) = &self.prompt_capabilities {
            map.serialize_entry("promptCapabilities", v)?;
        }
        if let Some(v) = &self.mcp_capabilities {
            map.serialize_entry("mcpCapabilities", v)?;
        }
        if let Some(v) = &self.session_capabilities {
            map.serialize_entry("sessionCapabilities", v)?;
        }
        if let Some(v) = &self.auth {
            map.serialize_entry("auth", v)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AgentCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AgentCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Prompt capabilities supported by the agent in `session/prompt` requests.
///
/// Baseline agent functionality requires support for `text`
/// and `resource_link` content blocks in prompt requests.
///
/// Other variants must be explicitly opted in to.
/// Capabilities for different types of content in prompt requests.
///
/// Indicates which content types beyond the baseline (text and resource links)
/// the agent can process.
///
/// See protocol docs: [Prompt Capabilities](https://agentclientprotocol.com/protocol/v1/initialization#prompt-capabilities)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct PromptCapabilities {
    /// Agent supports `image` content blocks.
    pub image: Option<bool>,
    /// Agent supports `audio` content blocks.
    pub audio: Option<bool>,
    /// Agent supports embedded context in `session/prompt` requests.
    ///
    /// When enabled, the Client is allowed to include `resource` content blocks
    /// in prompt requests for pieces of context that are referenced in the message.
    pub embedded_context: Option<bool>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl PromptCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            image: Default::default(),
            audio: Default::default(),
            embedded_context: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Agent supports `image` content blocks.
    #[must_use]
    pub fn image(mut self, v: impl Into<bool>) -> Self {
        self.image = Some(v.into());
        self
    }
    /// Agent supports `audio` content blocks.
    #[must_use]
    pub fn audio(mut self, v: impl Into<bool>) -> Self {
        self.audio = Some(v.into());
        self
    }
    /// Agent supports embedded context in `session/prompt` requests.
    ///
    /// When enabled, the Client is allowed to include `resource` content blocks
    /// in prompt requests for pieces of context that are referenced in the message.
    #[must_use]
    pub fn embedded_context(mut self, v: impl Into<bool>) -> Self {
        self.embedded_context = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
    /// `image`, or the schema default `false` when absent (the default is never written out).
    pub fn image_or_default(&self) -> bool {
        self.image.unwrap_or(false)
    }
    /// `audio`, or the schema default `false` when absent (the default is never written out).
    pub fn audio_or_default(&self) -> bool {
        self.audio.unwrap_or(false)
    }
    /// `embeddedContext`, or the schema default `false` when absent (the default is never written out).
    pub fn embedded_context_or_default(&self) -> bool {
        self.embedded_context.unwrap_or(false)
    }
}
impl __p::ObjectCodec for PromptCapabilities {
    const EXPECTING: &'static str = "an object (PromptCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_image: Option<bool> = None;
        let mut f_audio: Option<bool> = None;
        let mut f_embedded_context: Option<bool> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "image" => __p::put(&mut map, &mut f_image, "image")?,
                "audio" => __p::put(&mut map, &mut f_audio, "audio")?,
                "embeddedContext" => {
                    __p::put(&mut map, &mut f_embedded_context, "embeddedContext")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            image: f_image,
            audio: f_audio,
            embedded_context: f_embedded_context,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if let Some(v) = &self.image {
            map.serialize_entry("image", v)?;
        }
        if let Some(v) = &self.audio {
            map.serialize_entry("audio", v)?;
        }
        if let Some(v) = &self.embedded_context {
            map.serialize_entry("embeddedContext", v)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for PromptCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for PromptCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// MCP capabilities supported by the agent
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct McpCapabilities {
    /// Agent supports `http` MCP servers.
    pub http: Option<bool>,
    /// Agent supports `sse` MCP servers.
    pub sse: Option<bool>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl McpCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            http: Default::default(),
            sse: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Agent supports `http` MCP servers.
    #[must_use]
    pub fn http(mut self, v: impl Into<bool>) -> Self {
        self.http = Some(v.into());
        self
    }
    /// Agent supports `sse` MCP servers.
    #[must_use]
    pub fn sse(mut self, v: impl Into<bool>) -> Self {
        self.sse = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
    /// `http`, or the schema default `false` when absent (the default is never written out).
    pub fn http_or_default(&self) -> bool {
        self.http.unwrap_or(false)
    }
    /// `sse`, or the schema default `false` when absent (the default is never written out).
    pub fn sse_or_default(&self) -> bool {
        self.sse.unwrap_or(false)
    }
}
impl __p::ObjectCodec for McpCapabilities {
    const EXPECTING: &'static str = "an object (McpCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_http: Option<bool> = None;
        let mut f_sse: Option<bool> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "http" => __p::put(&mut map, &mut f_http, "http")?,
                "sse" => __p::put(&mut map, &mut f_sse, "sse")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            http: f_http,
            sse: f_sse,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if let Some(v) = &self.http {
            map.serialize_entry("http", v)?;
        }
        if let Some(v) = &self.sse {
            map.serialize_entry("sse", v)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for McpCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for McpCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Session capabilities supported by the agent.
///
/// As a baseline, all Agents **MUST** support `session/new`, `session/prompt`, `session/cancel`, and `session/update`.
///
/// Optionally, they **MAY** support other session methods and notifications by specifying additional capabilities.
///
/// Note: `session/load` is still handled by the top-level `loadSession` capability. This will be unified in future versions of the protocol.
///
/// See protocol docs: [Session Capabilities](https://agentclientprotocol.com/protocol/v1/initialization#session-capabilities)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SessionCapabilities {
    /// Whether the agent supports `session/list`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports listing sessions.
    pub list: crate::codec::Tri<SessionListCapabilities>,
    /// Whether the agent supports `session/delete`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports deleting sessions from `session/list`.
    pub delete: crate::codec::Tri<SessionDeleteCapabilities>,
    /// Whether the agent supports `additionalDirectories` on supported session lifecycle requests.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports `additionalDirectories` on
    /// supported session lifecycle requests.
    ///
    /// Agents that also support `session/list` may return
    /// `SessionInfo.additionalDirectories` to report the complete ordered
    /// additional-root list associated with a listed session.
    pub additional_directories: crate::codec::Tri<
        SessionAdditionalDirectoriesCapabilities,
    >,
    /// Whether the agent supports `session/resume`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports resuming sessions.
    pub resume: crate::codec::Tri<SessionResumeCapabilities>,
    /// Whether the agent supports `session/close`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports closing sessions.
    pub close: crate::codec::Tri<SessionCloseCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            list: Default::default(),
            delete: Default::default(),
            additional_directories: Default::default(),
            resume: Default::default(),
            close: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Whether the agent supports `session/list`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports listing sessions.
    #[must_use]
    pub fn list(mut self, v: impl Into<SessionListCapabilities>) -> Self {
        self.list = crate::codec::Tri::Value(v.into());
        self
    }
    /// Whether the agent supports `session/delete`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports deleting sessions from `session/list`.
    #[must_use]
    pub fn delete(mut self, v: impl Into<SessionDeleteCapabilities>) -> Self {
        self.delete = crate::codec::Tri::Value(v.into());
        self
    }
    /// Whether the agent supports `additionalDirectories` on supported session lifecycle requests.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports `additionalDirectories` on
    /// supported session lifecycle requests.
    ///
    /// Agents that also support `session/list` may return
    /// `SessionInfo.additionalDirectories` to report the complete ordered
    /// additional-root list associated with a listed session.
    #[must_use]
    pub fn additional_directories(
        mut self,
        v: impl Into<SessionAdditionalDirectoriesCapabilities>,
    ) -> Self {
        self.additional_directories = crate::codec::Tri::Value(v.into());
        self
    }
    /// Whether the agent supports `session/resume`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports resuming sessions.
    #[must_use]
    pub fn resume(mut self, v: impl Into<SessionResumeCapabilities>) -> Self {
        self.resume = crate::codec::Tri::Value(v.into());
        self
    }
    /// Whether the agent supports `session/close`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports closing sessions.
    #[must_use]
    pub fn close(mut self, v: impl Into<SessionCloseCapabilities>) -> Self {
        self.close = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionCapabilities {
    const EXPECTING: &'static str = "an object (SessionCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_list: crate::codec::Tri<SessionListCapabilities> = crate::codec::Tri::Absent;
        let mut f_delete: crate::codec::Tri<SessionDeleteCapabilities> = crate::codec::Tri::Absent;
        let mut f_additional_directories: crate::codec::Tri<
            SessionAdditionalDirectoriesCapabilities,
        > = crate::codec::Tri::Absent;
        let mut f_resume: crate::codec::Tri<SessionResumeCapabilities> = crate::codec::Tri::Absent;
        let mut f_close: crate::codec::Tri<SessionCloseCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "list" => __p::put_tri(&mut map, &mut f_list, "list")?,
                "delete" => __p::put_tri(&mut map, &mut f_delete, "delete")?,
                "additionalDirectories" => {
                    __p::put_tri(
                        &mut map,
                        &mut f_additional_directories,
                        "additionalDirectories",
                    )?
                }
                "resume" => __p::put_tri(&mut map, &mut f_resume, "resume")?,
                "close" => __p::put_tri(&mut map, &mut f_close, "close")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            list: f_list,
            delete: f_delete,
            additional_directories: f_additional_directories,
            resume: f_resume,
            close: f_close,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.list).is_absent() {
            map.serialize_entry("list", &self.list)?;
        }
        if !(&self.delete).is_absent() {
            map.serialize_entry("delete", &self.delete)?;
        }
        if !(&self.additional_directories).is_absent() {
            map.serialize_entry("additionalDirectories", &self.additional_directories)?;
        }
        if !(&self.resume).is_absent() {
            map.serialize_entry("resume", &self.resume)?;
        }
        if !(&self.close).is_absent() {
            map.serialize_entry("close", &self.close)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities for the `session/list` method.
///
/// Supplying `{}` means the agent supports listing sessions.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SessionListCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionListCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionListCapabilities {
    const EXPECTING: &'static str = "an object (SessionListCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionListCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionListCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities for the `session/delete` method.
///
/// Supplying `{}` means the agent supports deleting sessions from `session/list`.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SessionDeleteCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionDeleteCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionDeleteCapabilities {
    const EXPECTING: &'static str = "an object (SessionDeleteCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionDeleteCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionDeleteCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities for additional session directories support.
///
/// Supplying `{}` means the agent supports the `additionalDirectories` field on
/// supported session lifecycle requests. Agents that also support
/// `session/list` may return `SessionInfo.additionalDirectories` to report the
/// complete ordered additional-root list associated with a listed session.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SessionAdditionalDirectoriesCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionAdditionalDirectoriesCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionAdditionalDirectoriesCapabilities {
    const EXPECTING: &'static str = "an object (SessionAdditionalDirectoriesCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionAdditionalDirectoriesCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionAdditionalDirectoriesCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities for the `session/resume` method.
///
/// Supplying `{}` means the agent supports resuming sessions.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SessionResumeCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionResumeCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionResumeCapabilities {
    const EXPECTING: &'static str = "an object (SessionResumeCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionResumeCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionResumeCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities for the `session/close` method.
///
/// Supplying `{}` means the agent supports closing sessions.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SessionCloseCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionCloseCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionCloseCapabilities {
    const EXPECTING: &'static str = "an object (SessionCloseCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionCloseCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionCloseCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Authentication-related capabilities supported by the agent.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct AgentAuthCapabilities {
    /// Whether the agent supports the logout method.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports the logout method.
    pub logout: crate::codec::Tri<LogoutCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AgentAuthCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            logout: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Whether the agent supports the logout method.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports the logout method.
    #[must_use]
    pub fn logout(mut self, v: impl Into<LogoutCapabilities>) -> Self {
        self.logout = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for AgentAuthCapabilities {
    const EXPECTING: &'static str = "an object (AgentAuthCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_logout: crate::codec::Tri<LogoutCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "logout" => __p::put_tri(&mut map, &mut f_logout, "logout")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            logout: f_logout,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.logout).is_absent() {
            map.serialize_entry("logout", &self.logout)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AgentAuthCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AgentAuthCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Logout capabilities supported by the agent.
///
/// Supplying `{}` means the agent supports the logout method.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct LogoutCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl LogoutCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for LogoutCapabilities {
    const EXPECTING: &'static str = "an object (LogoutCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for LogoutCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for LogoutCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Describes an available authentication method.
///
/// The `type` field acts as the discriminator in the serialized JSON form.
/// When no `type` is present, the method is treated as `agent`.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum AuthMethod {
    /// Client runs the configured agent program as a separate interactive
    /// process, without passing this method to `authenticate`.
    Terminal(AuthMethodTerminal),
    /// Agent handles authentication itself through `authenticate`.
    ///
    /// This is the default when no `type` is specified.
    ///
    /// The default branch (`agent`): no `type` member, or one this branch does not exclude (it stays in the payload's extra members).
    Agent(AuthMethodAgent),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherAuthMethod),
}
impl AuthMethod {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Terminal(_) => "terminal",
            Self::Agent(v) => v.extra.get("type").and_then(|t| t.as_str()).unwrap_or(""),
            Self::Other(v) => &v.tag,
        }
    }
    #[doc(hidden)]
    pub fn __from_buffer(
        buf: ::serde_json::Map<String, ::serde_json::Value>,
    ) -> Result<Self, ::serde_json::Error> {
        let tag = buf.get("type").and_then(|t| t.as_str()).map(str::to_owned);
        let known_err: Option<::serde_json::Error> = match tag.as_deref() {
            Some("terminal") => {
                let mut b = buf.clone();
                b.remove("type");
                let r: Result<Self, ::serde_json::Error> = (|| Ok(
                    Self::Terminal(__p::from_map::<AuthMethodTerminal>(b)?),
                ))();
                match r {
                    Ok(v) => return Ok(v),
                    Err(e) => Some(e),
                }
            }
            Some(_) => None,
            None => None,
        };
        match __p::from_map::<AuthMethodAgent>(buf) {
            Ok(v) => Ok(Self::Agent(v)),
            Err(e) => Err(known_err.unwrap_or(e)),
        }
    }
}
impl __p::ObjectCodec for AuthMethod {
    const EXPECTING: &'static str = "an object (AuthMethod)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        let buf = __p::collect_map(map)?;
        __p::lift(Self::__from_buffer(buf))
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match self {
            Self::Terminal(v) => {
                map.serialize_entry("type", "terminal")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Agent(v) => __p::ObjectCodec::__serialize_fields(v, map),
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for AuthMethod {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AuthMethod {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `AuthMethod` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherAuthMethod {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherAuthMethod {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tag: impl Into<String>) -> Self {
        Self {
            tag: tag.into(),
            fields: ::serde_json::Map::new(),
        }
    }
    #[doc(hidden)]
    pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
        seed: Option<String>,
    ) -> Result<Self, A::Error> {
        let mut f_type: Option<String> = seed;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "type" => __p::put(&mut map, &mut f_type, "type")?,
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_type, "type")?,
            fields,
        })
    }
}
impl __p::ObjectCodec for OtherAuthMethod {
    const EXPECTING: &'static str = "an object (OtherAuthMethod)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        Self::__visit_map_seeded(map, None)
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("type", &self.tag)?;
        __p::write_extra(map, &self.fields)
    }
}
impl<'de> ::serde::Deserialize<'de> for OtherAuthMethod {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherAuthMethod {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Terminal-based authentication method.
///
/// The client runs the configured agent program as a separate interactive
/// process for the user to authenticate via a TUI. Agents MUST advertise this
/// method only when the client enabled its terminal authentication capability.
/// A zero exit status signals success. Any other termination signals failure.
/// The client MUST NOT pass this method to `authenticate`.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AuthMethodTerminal {
    /// Unique identifier for this authentication method.
    pub id: AuthMethodId,
    /// Human-readable name of the authentication method.
    pub name: String,
    /// Optional human-readable description of this authentication method.
    pub description: crate::codec::Tri<String>,
    /// Additional arguments to append to the configured agent invocation for terminal auth.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub args: Option<Vec<String>>,
    /// Additional environment variables to set on the configured agent invocation for terminal auth.
    /// These values override same-named variables in the base launch configuration.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub env: Option<::std::collections::BTreeMap<String, String>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AuthMethodTerminal {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(id: impl Into<AuthMethodId>, name: impl Into<String>) -> Self {
        Self {
            id: id.into(),
            name: name.into(),
            description: Default::default(),
            args: Default::default(),
            env: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional human-readable description of this authentication method.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// Additional arguments to append to the configured agent invocation for terminal auth.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn args(mut self, v: impl Into<Vec<String>>) -> Self {
        self.args = Some(v.into());
        self
    }
    /// Additional environment variables to set on the configured agent invocation for terminal auth.
    /// These values override same-named variables in the base launch configuration.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn env(
        mut self,
        v: impl Into<::std::collections::BTreeMap<String, String>>,
    ) -> Self {
        self.env = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for AuthMethodTerminal {
    const EXPECTING: &'static str = "an object (AuthMethodTerminal)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_id: Option<AuthMethodId> = None;
        let mut f_name: Option<String> = None;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_args: Option<Vec<String>> = None;
        let mut f_env: Option<::std::collections::BTreeMap<String, String>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "id" => __p::put(&mut map, &mut f_id, "id")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "args" => __p::put_or_empty(&mut map, &mut f_args, "args")?,
                "env" => __p::put_or_empty(&mut map, &mut f_env, "env")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            id: __p::required(f_id, "id")?,
            name: __p::required(f_name, "name")?,
            description: f_description,
            args: f_args,
            env: f_env,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("name", &self.name)?;
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if let Some(v) = &self.args {
            map.serialize_entry("args", v)?;
        }
        if let Some(v) = &self.env {
            map.serialize_entry("env", v)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AuthMethodTerminal {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AuthMethodTerminal {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Agent handles authentication itself through `authenticate`.
///
/// This is the default authentication method type.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AuthMethodAgent {
    /// Unique identifier for this authentication method.
    pub id: AuthMethodId,
    /// Human-readable name of the authentication method.
    pub name: String,
    /// Optional human-readable description of this authentication method.
    pub description: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AuthMethodAgent {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(id: impl Into<AuthMethodId>, name: impl Into<String>) -> Self {
        Self {
            id: id.into(),
            name: name.into(),
            description: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional human-readable description of this authentication method.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for AuthMethodAgent {
    const EXPECTING: &'static str = "an object (AuthMethodAgent)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_id: Option<AuthMethodId> = None;
        let mut f_name: Option<String> = None;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "id" => __p::put(&mut map, &mut f_id, "id")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            id: __p::required(f_id, "id")?,
            name: __p::required(f_name, "name")?,
            description: f_description,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("name", &self.name)?;
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AuthMethodAgent {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AuthMethodAgent {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Metadata about the implementation of the client or agent.
/// Describes the name and version of an ACP implementation, with an optional
/// title for UI representation.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Implementation {
    /// Intended for programmatic or logical use, but can be used as a display
    /// name fallback if title isn't present.
    pub name: String,
    /// Intended for UI and end-user contexts and optimized to be human-readable
    /// and easily understood.
    ///
    /// If not provided, the name should be used for display.
    pub title: crate::codec::Tri<String>,
    /// Version of the implementation. Can be displayed to the user or used
    /// for debugging or metrics purposes. (e.g. "1.0.0").
    pub version: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl Implementation {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(name: impl Into<String>, version: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            title: Default::default(),
            version: version.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Intended for UI and end-user contexts and optimized to be human-readable
    /// and easily understood.
    ///
    /// If not provided, the name should be used for display.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for Implementation {
    const EXPECTING: &'static str = "an object (Implementation)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_name: Option<String> = None;
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_version: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "version" => __p::put(&mut map, &mut f_version, "version")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            name: __p::required(f_name, "name")?,
            title: f_title,
            version: __p::required(f_version, "version")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("name", &self.name)?;
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        map.serialize_entry("version", &self.version)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for Implementation {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for Implementation {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response to the `authenticate` method.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct AuthenticateResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AuthenticateResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for AuthenticateResponse {
    const EXPECTING: &'static str = "an object (AuthenticateResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AuthenticateResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AuthenticateResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response to the `logout` method.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct LogoutResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl LogoutResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for LogoutResponse {
    const EXPECTING: &'static str = "an object (LogoutResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for LogoutResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for LogoutResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response from creating a new session.
///
/// See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v1/session-setup#creating-a-session)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct NewSessionResponse {
    /// Unique identifier for the created session.
    ///
    /// Used in all subsequent requests for this conversation.
    pub session_id: SessionId,
    /// Initial mode state if supported by the Agent
    ///
    /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
    pub modes: crate::codec::Tri<SessionModeState>,
    /// Initial session configuration options if supported by the Agent.
    pub config_options: crate::codec::Tri<Vec<SessionConfigOption>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl NewSessionResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            modes: Default::default(),
            config_options: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Initial mode state if supported by the Agent
    ///
    /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
    #[must_use]
    pub fn modes(mut self, v: impl Into<SessionModeState>) -> Self {
        self.modes = crate::codec::Tri::Value(v.into());
        self
    }
    /// Initial session configuration options if supported by the Agent.
    #[must_use]
    pub fn config_options(mut self, v: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for NewSessionResponse {
    const EXPECTING: &'static str = "an object (NewSessionResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_modes: crate::codec::Tri<SessionModeState> = crate::codec::Tri::Absent;
        let mut f_config_options: crate::codec::Tri<Vec<SessionConfigOption>> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "modes" => __p::put_tri(&mut map, &mut f_modes, "modes")?,
                "configOptions" => {
                    __p::put_tri(&mut map, &mut f_config_options, "configOptions")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            modes: f_modes,
            config_options: f_config_options,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        if !(&self.modes).is_absent() {
            map.serialize_entry("modes", &self.modes)?;
        }
        if !(&self.config_options).is_absent() {
            map.serialize_entry("configOptions", &self.config_options)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for NewSessionResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for NewSessionResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// The set of modes and the one currently active.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SessionModeState {
    /// The current mode the Agent is in.
    pub current_mode_id: SessionModeId,
    /// The set of modes that the Agent can operate in
    pub available_modes: Vec<SessionMode>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionModeState {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        current_mode_id: impl Into<SessionModeId>,
        available_modes: impl Into<Vec<SessionMode>>,
    ) -> Self {
        Self {
            current_mode_id: current_mode_id.into(),
            available_modes: available_modes.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionModeState {
    const EXPECTING: &'static str = "an object (SessionModeState)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_current_mode_id: Option<SessionModeId> = None;
        let mut f_available_modes: Option<Vec<SessionMode>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "currentModeId" => {
                    __p::put(&mut map, &mut f_current_mode_id, "currentModeId")?
                }
                "availableModes" => {
                    __p::put(&mut map, &mut f_available_modes, "availableModes")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            current_mode_id: __p::required(f_current_mode_id, "currentModeId")?,
            available_modes: __p::required(f_available_modes, "availableModes")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("currentModeId", &self.current_mode_id)?;
        map.serialize_entry("availableModes", &self.available_modes)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionModeState {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionModeState {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A mode the agent can operate in.
///
/// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SessionMode {
    /// Stable identifier used to refer to this protocol object in later messages.
    pub id: SessionModeId,
    /// Human-readable name shown for this protocol object.
    pub name: String,
    /// Optional human-readable details shown with this protocol object.
    pub description: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionMode {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(id: impl Into<SessionModeId>, name: impl Into<String>) -> Self {
        Self {
            id: id.into(),
            name: name.into(),
            description: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional human-readable details shown with this protocol object.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionMode {
    const EXPECTING: &'static str = "an object (SessionMode)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_id: Option<SessionModeId> = None;
        let mut f_name: Option<String> = None;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "id" => __p::put(&mut map, &mut f_id, "id")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            id: __p::required(f_id, "id")?,
            name: __p::required(f_name, "name")?,
            description: f_description,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("name", &self.name)?;
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionMode {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionMode {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A session configuration option selector and its current state.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SessionConfigOption {
    /// Unique identifier for the configuration option.
    pub id: SessionConfigId,
    /// Human-readable label for the option.
    pub name: String,
    /// Optional description for the Client to display to the user.
    pub description: crate::codec::Tri<String>,
    /// Optional semantic category for this option (UX only).
    pub category: crate::codec::Tri<SessionConfigOptionCategory>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// The variant selected by `type`, with its own members.
    pub kind: SessionConfigOptionKind,
    /// Members the schema does not declare, kept as received and written back.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionConfigOption {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        id: impl Into<SessionConfigId>,
        name: impl Into<String>,
        kind: SessionConfigOptionKind,
    ) -> Self {
        Self {
            id: id.into(),
            name: name.into(),
            description: Default::default(),
            category: Default::default(),
            meta: Default::default(),
            kind,
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional description for the Client to display to the user.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional semantic category for this option (UX only).
    #[must_use]
    pub fn category(mut self, v: impl Into<SessionConfigOptionCategory>) -> Self {
        self.category = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
/// The `type`-selected part of a [`SessionConfigOption`].
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum SessionConfigOptionKind {
    /// Single-value selector (dropdown).
    Select(SessionConfigSelect),
    /// Boolean on/off toggle.
    Boolean(SessionConfigBoolean),
    /// A `type` this version of the schema does not know; its other members stay in the parent's `extra`.
    Other {
        /// The `tag` value as received.
        tag: String,
    },
}
impl SessionConfigOptionKind {
    /// The `type` value, if any.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::Select(_) => Some("select"),
            Self::Boolean(_) => Some("boolean"),
            Self::Other { tag, .. } => Some(tag),
        }
    }
    #[doc(hidden)]
    pub fn __from_parts(
        tag: Option<Option<String>>,
        rest: &mut ::serde_json::Map<String, ::serde_json::Value>,
    ) -> Result<Self, ::serde_json::Error> {
        let t = match tag {
            None => {
                return Err(
                    <::serde_json::Error as ::serde::de::Error>::missing_field("type"),
                );
            }
            Some(None) => {
                return Err(
                    <::serde_json::Error as ::serde::de::Error>::invalid_type(
                        ::serde::de::Unexpected::Unit,
                        &"a string",
                    ),
                );
            }
            Some(Some(t)) => t,
        };
        Ok(
            match t.as_str() {
                "select" => {
                    Self::Select(
                        __p::from_map::<SessionConfigSelect>(::std::mem::take(rest))?,
                    )
                }
                "boolean" => {
                    Self::Boolean(
                        __p::from_map::<SessionConfigBoolean>(::std::mem::take(rest))?,
                    )
                }
                _ => Self::Other { tag: t.clone() },
            },
        )
    }
}
impl __p::ObjectCodec for SessionConfigOption {
    const EXPECTING: &'static str = "an object (SessionConfigOption)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_id: Option<SessionConfigId> = None;
        let mut f_name: Option<String> = None;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_category: crate::codec::Tri<SessionConfigOptionCategory> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut f_tag: Option<String> = None;
        let mut rest = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "id" => __p::put(&mut map, &mut f_id, "id")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "category" => __p::put_tri(&mut map, &mut f_category, "category")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                "type" => __p::put(&mut map, &mut f_tag, "type")?,
                _ => __p::put_extra(&mut map, &mut rest, key)?,
            }
        }
        let kind = __p::lift(
            SessionConfigOptionKind::__from_parts(f_tag.map(Some), &mut rest),
        )?;
        Ok(Self {
            id: __p::required(f_id, "id")?,
            name: __p::required(f_name, "name")?,
            description: f_description,
            category: f_category,
            meta: f_meta,
            kind,
            extra: rest,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match &self.kind {
            SessionConfigOptionKind::Select(_) => map.serialize_entry("type", "select")?,
            SessionConfigOptionKind::Boolean(_) => {
                map.serialize_entry("type", "boolean")?
            }
            SessionConfigOptionKind::Other { tag, .. } => {
                map.serialize_entry("type", tag)?
            }
        }
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("name", &self.name)?;
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.category).is_absent() {
            map.serialize_entry("category", &self.category)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        #[allow(unused_variables, unreachable_patterns)]
        match &self.kind {
            SessionConfigOptionKind::Select(v) => {
                __p::ObjectCodec::__serialize_fields(v, map)?
            }
            SessionConfigOptionKind::Boolean(v) => {
                __p::ObjectCodec::__serialize_fields(v, map)?
            }
            SessionConfigOptionKind::Other { tag: _ } => {}
            _ => {}
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionConfigOption {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionConfigOption {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Semantic category for a session configuration option.
///
/// This is intended to help Clients distinguish broadly common selectors (e.g. model selector vs
/// session mode selector vs thought/reasoning level) for UX purposes (keyboard shortcuts, icons,
/// placement). It MUST NOT be required for correctness. Clients MUST handle missing or unknown
/// categories gracefully.
///
/// Category names beginning with `_` are free for custom use, like other ACP extension methods.
/// Category names that do not begin with `_` are reserved for the ACP spec.
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum SessionConfigOptionCategory {
    /// Session mode selector.
    Mode,
    /// Model selector.
    Model,
    /// Model-related configuration parameter.
    ModelConfig,
    /// Thought/reasoning level selector.
    ThoughtLevel,
    /// Unknown / uncategorized selector.
    Other(String),
}
impl SessionConfigOptionCategory {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Mode => "mode",
            Self::Model => "model",
            Self::ModelConfig => "model_config",
            Self::ThoughtLevel => "thought_level",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for SessionConfigOptionCategory {
    fn from(s: &str) -> Self {
        match s {
            "mode" => Self::Mode,
            "model" => Self::Model,
            "model_config" => Self::ModelConfig,
            "thought_level" => Self::ThoughtLevel,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for SessionConfigOptionCategory {
    fn from(s: String) -> Self {
        match s.as_str() {
            "mode" => Self::Mode,
            "model" => Self::Model,
            "model_config" => Self::ModelConfig,
            "thought_level" => Self::ThoughtLevel,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for SessionConfigOptionCategory {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for SessionConfigOptionCategory {}
impl ::std::hash::Hash for SessionConfigOptionCategory {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for SessionConfigOptionCategory {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for SessionConfigOptionCategory {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionConfigOptionCategory {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "mode" => Self::Mode,
                "model" => Self::Model,
                "model_config" => Self::ModelConfig,
                "thought_level" => Self::ThoughtLevel,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// Possible values for a session configuration option.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum SessionConfigSelectOptions {
    /// A flat list of options with no grouping.
    Ungrouped(Vec<SessionConfigSelectOption>),
    /// A list of options grouped under headers.
    Grouped(Vec<SessionConfigSelectGroup>),
}
impl SessionConfigSelectOptions {
    #[doc(hidden)]
    pub fn __from_value(v: ::serde_json::Value) -> Result<Self, ::serde_json::Error> {
        let mut errors: Vec<(&str, String)> = Vec::new();
        match <Vec<SessionConfigSelectOption> as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::Ungrouped(x)),
            Err(e) => errors.push(("Ungrouped", e.to_string())),
        }
        match <Vec<SessionConfigSelectGroup> as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::Grouped(x)),
            Err(e) => errors.push(("Grouped", e.to_string())),
        }
        Err(__p::no_branch("SessionConfigSelectOptions", &errors))
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionConfigSelectOptions {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = <::serde_json::Value as ::serde::Deserialize>::deserialize(d)?;
        Self::__from_value(v).map_err(<D::Error as ::serde::de::Error>::custom)
    }
}
impl ::serde::Serialize for SessionConfigSelectOptions {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Ungrouped(x) => ::serde::Serialize::serialize(x, s),
            Self::Grouped(x) => ::serde::Serialize::serialize(x, s),
        }
    }
}
/// A possible value for a session configuration option.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SessionConfigSelectOption {
    /// Unique identifier for this option value.
    pub value: SessionConfigValueId,
    /// Human-readable label for this option value.
    pub name: String,
    /// Optional description for this option value.
    pub description: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionConfigSelectOption {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(value: impl Into<SessionConfigValueId>, name: impl Into<String>) -> Self {
        Self {
            value: value.into(),
            name: name.into(),
            description: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional description for this option value.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionConfigSelectOption {
    const EXPECTING: &'static str = "an object (SessionConfigSelectOption)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_value: Option<SessionConfigValueId> = None;
        let mut f_name: Option<String> = None;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "value" => __p::put(&mut map, &mut f_value, "value")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            value: __p::required(f_value, "value")?,
            name: __p::required(f_name, "name")?,
            description: f_description,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("value", &self.value)?;
        map.serialize_entry("name", &self.name)?;
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionConfigSelectOption {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionConfigSelectOption {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A group of possible values for a session configuration option.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SessionConfigSelectGroup {
    /// Unique identifier for this group.
    pub group: SessionConfigGroupId,
    /// Human-readable label for this group.
    pub name: String,
    /// The set of option values in this group.
    pub options: Vec<SessionConfigSelectOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionConfigSelectGroup {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        group: impl Into<SessionConfigGroupId>,
        name: impl Into<String>,
        options: impl Into<Vec<SessionConfigSelectOption>>,
    ) -> Self {
        Self {
            group: group.into(),
            name: name.into(),
            options: options.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionConfigSelectGroup {
    const EXPECTING: &'static str = "an object (SessionConfigSelectGroup)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_group: Option<SessionConfigGroupId> = None;
        let mut f_name: Option<String> = None;
        let mut f_options: Option<Vec<SessionConfigSelectOption>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "group" => __p::put(&mut map, &mut f_group, "group")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "options" => __p::put(&mut map, &mut f_options, "options")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            group: __p::required(f_group, "group")?,
            name: __p::required(f_name, "name")?,
            options: __p::required(f_options, "options")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("group", &self.group)?;
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("options", &self.options)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionConfigSelectGroup {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionConfigSelectGroup {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A single-value selector (dropdown) session configuration option payload.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SessionConfigSelect {
    /// The currently selected value.
    pub current_value: SessionConfigValueId,
    /// The set of selectable options.
    pub options: SessionConfigSelectOptions,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionConfigSelect {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        current_value: impl Into<SessionConfigValueId>,
        options: impl Into<SessionConfigSelectOptions>,
    ) -> Self {
        Self {
            current_value: current_value.into(),
            options: options.into(),
            extra: ::serde_json::Map::new(),
        }
    }
}
impl __p::ObjectCodec for SessionConfigSelect {
    const EXPECTING: &'static str = "an object (SessionConfigSelect)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_current_value: Option<SessionConfigValueId> = None;
        let mut f_options: Option<SessionConfigSelectOptions> = None;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "currentValue" => {
                    __p::put(&mut map, &mut f_current_value, "currentValue")?
                }
                "options" => __p::put(&mut map, &mut f_options, "options")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            current_value: __p::required(f_current_value, "currentValue")?,
            options: __p::required(f_options, "options")?,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("currentValue", &self.current_value)?;
        map.serialize_entry("options", &self.options)?;
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionConfigSelect {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionConfigSelect {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A boolean on/off toggle session configuration option payload.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SessionConfigBoolean {
    /// The current value of the boolean option.
    pub current_value: bool,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionConfigBoolean {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(current_value: impl Into<bool>) -> Self {
        Self {
            current_value: current_value.into(),
            extra: ::serde_json::Map::new(),
        }
    }
}
impl __p::ObjectCodec for SessionConfigBoolean {
    const EXPECTING: &'static str = "an object (SessionConfigBoolean)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_current_value: Option<bool> = None;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "currentValue" => {
                    __p::put(&mut map, &mut f_current_value, "currentValue")?
                }
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            current_value: __p::required(f_current_value, "currentValue")?,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("currentValue", &self.current_value)?;
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionConfigBoolean {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionConfigBoolean {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response from loading an existing session.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct LoadSessionResponse {
    /// Initial mode state if supported by the Agent
    ///
    /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
    pub modes: crate::codec::Tri<SessionModeState>,
    /// Initial session configuration options if supported by the Agent.
    pub config_options: crate::codec::Tri<Vec<SessionConfigOption>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl LoadSessionResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            modes: Default::default(),
            config_options: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Initial mode state if supported by the Agent
    ///
    /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
    #[must_use]
    pub fn modes(mut self, v: impl Into<SessionModeState>) -> Self {
        self.modes = crate::codec::Tri::Value(v.into());
        self
    }
    /// Initial session configuration options if supported by the Agent.
    #[must_use]
    pub fn config_options(mut self, v: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for LoadSessionResponse {
    const EXPECTING: &'static str = "an object (LoadSessionResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_modes: crate::codec::Tri<SessionModeState> = crate::codec::Tri::Absent;
        let mut f_config_options: crate::codec::Tri<Vec<SessionConfigOption>> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "modes" => __p::put_tri(&mut map, &mut f_modes, "modes")?,
                "configOptions" => {
                    __p::put_tri(&mut map, &mut f_config_options, "configOptions")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            modes: f_modes,
            config_options: f_config_options,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.modes).is_absent() {
            map.serialize_entry("modes", &self.modes)?;
        }
        if !(&self.config_options).is_absent() {
            map.serialize_entry("configOptions", &self.config_options)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for LoadSessionResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for LoadSessionResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response from listing sessions.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ListSessionsResponse {
    /// Array of session information objects
    pub sessions: Vec<SessionInfo>,
    /// Opaque cursor token. If present, pass this in the next request's cursor parameter
    /// to fetch the next page. If absent, there are no more results.
    pub next_cursor: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ListSessionsResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(sessions: impl Into<Vec<SessionInfo>>) -> Self {
        Self {
            sessions: sessions.into(),
            next_cursor: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Opaque cursor token. If present, pass this in the next request's cursor parameter
    /// to fetch the next page. If absent, there are no more results.
    #[must_use]
    pub fn next_cursor(mut self, v: impl Into<String>) -> Self {
        self.next_cursor = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ListSessionsResponse {
    const EXPECTING: &'static str = "an object (ListSessionsResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_sessions: Option<Vec<SessionInfo>> = None;
        let mut f_next_cursor: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessions" => __p::put(&mut map, &mut f_sessions, "sessions")?,
                "nextCursor" => __p::put_tri(&mut map, &mut f_next_cursor, "nextCursor")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            sessions: __p::required(f_sessions, "sessions")?,
            next_cursor: f_next_cursor,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessions", &self.sessions)?;
        if !(&self.next_cursor).is_absent() {
            map.serialize_entry("nextCursor", &self.next_cursor)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ListSessionsResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ListSessionsResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Information about a session returned by session/list
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SessionInfo {
    /// Unique identifier for the session
    pub session_id: SessionId,
    /// The working directory for this session. Must be an absolute path.
    pub cwd: String,
    /// Additional workspace roots reported for this session. Each path must be absolute.
    ///
    /// When present, this is the complete ordered additional-root list reported
    /// by the Agent. Omitted and empty values are equivalent: the response
    /// reports no additional roots.
    pub additional_directories: Option<Vec<String>>,
    /// Human-readable title for the session
    pub title: crate::codec::Tri<String>,
    /// ISO 8601 timestamp of last activity
    pub updated_at: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionInfo {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>, cwd: impl Into<String>) -> Self {
        Self {
            session_id: session_id.into(),
            cwd: cwd.into(),
            additional_directories: Default::default(),
            title: Default::default(),
            updated_at: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Additional workspace roots reported for this session. Each path must be absolute.
    ///
    /// When present, this is the complete ordered additional-root list reported
    /// by the Agent. Omitted and empty values are equivalent: the response
    /// reports no additional roots.
    #[must_use]
    pub fn additional_directories(mut self, v: impl Into<Vec<String>>) -> Self {
        self.additional_directories = Some(v.into());
        self
    }
    /// Human-readable title for the session
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// ISO 8601 timestamp of last activity
    #[must_use]
    pub fn updated_at(mut self, v: impl Into<String>) -> Self {
        self.updated_at = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionInfo {
    const EXPECTING: &'static str = "an object (SessionInfo)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_cwd: Option<String> = None;
        let mut f_additional_directories: Option<Vec<String>> = None;
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_updated_at: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "cwd" => __p::put(&mut map, &mut f_cwd, "cwd")?,
                "additionalDirectories" => {
                    __p::put(
                        &mut map,
                        &mut f_additional_directories,
                        "additionalDirectories",
                    )?
                }
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "updatedAt" => __p::put_tri(&mut map, &mut f_updated_at, "updatedAt")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            cwd: __p::required(f_cwd, "cwd")?,
            additional_directories: f_additional_directories,
            title: f_title,
            updated_at: f_updated_at,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("cwd", &self.cwd)?;
        if let Some(v) = &self.additional_directories {
            map.serialize_entry("additionalDirectories", v)?;
        }
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        if !(&self.updated_at).is_absent() {
            map.serialize_entry("updatedAt", &self.updated_at)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionInfo {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionInfo {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response from deleting a session.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct DeleteSessionResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl DeleteSessionResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for DeleteSessionResponse {
    const EXPECTING: &'static str = "an object (DeleteSessionResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for DeleteSessionResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for DeleteSessionResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response from resuming an existing session.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ResumeSessionResponse {
    /// Initial mode state if supported by the Agent
    ///
    /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
    pub modes: crate::codec::Tri<SessionModeState>,
    /// Initial session configuration options if supported by the Agent.
    pub config_options: crate::codec::Tri<Vec<SessionConfigOption>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ResumeSessionResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            modes: Default::default(),
            config_options: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Initial mode state if supported by the Agent
    ///
    /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
    #[must_use]
    pub fn modes(mut self, v: impl Into<SessionModeState>) -> Self {
        self.modes = crate::codec::Tri::Value(v.into());
        self
    }
    /// Initial session configuration options if supported by the Agent.
    #[must_use]
    pub fn config_options(mut self, v: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ResumeSessionResponse {
    const EXPECTING: &'static str = "an object (ResumeSessionResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_modes: crate::codec::Tri<SessionModeState> = crate::codec::Tri::Absent;
        let mut f_config_options: crate::codec::Tri<Vec<SessionConfigOption>> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "modes" => __p::put_tri(&mut map, &mut f_modes, "modes")?,
                "configOptions" => {
                    __p::put_tri(&mut map, &mut f_config_options, "configOptions")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            modes: f_modes,
            config_options: f_config_options,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.modes).is_absent() {
            map.serialize_entry("modes", &self.modes)?;
        }
        if !(&self.config_options).is_absent() {
            map.serialize_entry("configOptions", &self.config_options)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ResumeSessionResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ResumeSessionResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response from closing a session.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct CloseSessionResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CloseSessionResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CloseSessionResponse {
    const EXPECTING: &'static str = "an object (CloseSessionResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CloseSessionResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CloseSessionResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response to `session/set_mode` method.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SetSessionModeResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SetSessionModeResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SetSessionModeResponse {
    const EXPECTING: &'static str = "an object (SetSessionModeResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SetSessionModeResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SetSessionModeResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response to `session/set_config_option` method.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SetSessionConfigOptionResponse {
    /// The full set of configuration options and their current values.
    pub config_options: Vec<SessionConfigOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SetSessionConfigOptionResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(config_options: impl Into<Vec<SessionConfigOption>>) -> Self {
        Self {
            config_options: config_options.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SetSessionConfigOptionResponse {
    const EXPECTING: &'static str = "an object (SetSessionConfigOptionResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_config_options: Option<Vec<SessionConfigOption>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "configOptions" => {
                    __p::put(&mut map, &mut f_config_options, "configOptions")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            config_options: __p::required(f_config_options, "configOptions")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("configOptions", &self.config_options)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SetSessionConfigOptionResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SetSessionConfigOptionResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response from processing a user prompt.
///
/// See protocol docs: [Check for Completion](https://agentclientprotocol.com/protocol/v1/prompt-turn#4-check-for-completion)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct PromptResponse {
    /// Indicates why the agent stopped processing the turn.
    pub stop_reason: StopReason,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl PromptResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(stop_reason: impl Into<StopReason>) -> Self {
        Self {
            stop_reason: stop_reason.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for PromptResponse {
    const EXPECTING: &'static str = "an object (PromptResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_stop_reason: Option<StopReason> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "stopReason" => __p::put(&mut map, &mut f_stop_reason, "stopReason")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            stop_reason: __p::required(f_stop_reason, "stopReason")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("stopReason", &self.stop_reason)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for PromptResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for PromptResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Reasons why an agent stops processing a prompt turn.
///
/// See protocol docs: [Stop Reasons](https://agentclientprotocol.com/protocol/v1/prompt-turn#stop-reasons)
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum StopReason {
    /// The turn ended successfully.
    EndTurn,
    /// The turn ended because the agent reached the maximum number of tokens.
    MaxTokens,
    /// The turn ended because the agent reached the maximum number of allowed
    /// agent requests between user turns.
    MaxTurnRequests,
    /// The turn ended because the agent refused to continue. The user prompt
    /// and everything that comes after it won't be included in the next
    /// prompt, so this should be reflected in the UI.
    Refusal,
    /// The turn was cancelled by the client via `session/cancel`.
    ///
    /// This stop reason MUST be returned when the client sends a `session/cancel`
    /// notification, even if the cancellation causes exceptions in underlying operations.
    /// Agents should catch these exceptions and return this semantically meaningful
    /// response to confirm successful cancellation.
    Cancelled,
    ///  A value this version of the schema does not know (e.g. from a newer peer), kept as received.
    Other(String),
}
impl StopReason {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::EndTurn => "end_turn",
            Self::MaxTokens => "max_tokens",
            Self::MaxTurnRequests => "max_turn_requests",
            Self::Refusal => "refusal",
            Self::Cancelled => "cancelled",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for StopReason {
    fn from(s: &str) -> Self {
        match s {
            "end_turn" => Self::EndTurn,
            "max_tokens" => Self::MaxTokens,
            "max_turn_requests" => Self::MaxTurnRequests,
            "refusal" => Self::Refusal,
            "cancelled" => Self::Cancelled,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for StopReason {
    fn from(s: String) -> Self {
        match s.as_str() {
            "end_turn" => Self::EndTurn,
            "max_tokens" => Self::MaxTokens,
            "max_turn_requests" => Self::MaxTurnRequests,
            "refusal" => Self::Refusal,
            "cancelled" => Self::Cancelled,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for StopReason {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for StopReason {}
impl ::std::hash::Hash for StopReason {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for StopReason {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for StopReason {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for StopReason {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "end_turn" => Self::EndTurn,
                "max_tokens" => Self::MaxTokens,
                "max_turn_requests" => Self::MaxTurnRequests,
                "refusal" => Self::Refusal,
                "cancelled" => Self::Cancelled,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// JSON-RPC error object.
///
/// Represents an error that occurred during method execution, following the
/// JSON-RPC 2.0 error object specification with optional additional data.
///
/// See protocol docs: [JSON-RPC Error Object](https://www.jsonrpc.org/specification#error_object)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct RpcError {
    /// A number indicating the error type that occurred.
    /// This must be an integer as defined in the JSON-RPC specification.
    pub code: ErrorCode,
    /// A string providing a short description of the error.
    /// The message should be limited to a concise single sentence.
    pub message: String,
    /// Optional primitive or structured value that contains additional information about the error.
    /// This may include debugging information or context-specific details.
    pub data: crate::codec::Tri<::serde_json::Value>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl RpcError {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(code: impl Into<ErrorCode>, message: impl Into<String>) -> Self {
        Self {
            code: code.into(),
            message: message.into(),
            data: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional primitive or structured value that contains additional information about the error.
    /// This may include debugging information or context-specific details.
    #[must_use]
    pub fn data(mut self, v: impl Into<::serde_json::Value>) -> Self {
        self.data = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for RpcError {
    const EXPECTING: &'static str = "an object (RpcError)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_code: Option<ErrorCode> = None;
        let mut f_message: Option<String> = None;
        let mut f_data: crate::codec::Tri<::serde_json::Value> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "code" => __p::put(&mut map, &mut f_code, "code")?,
                "message" => __p::put(&mut map, &mut f_message, "message")?,
                "data" => __p::put_tri(&mut map, &mut f_data, "data")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            code: __p::required(f_code, "code")?,
            message: __p::required(f_message, "message")?,
            data: f_data,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("code", &self.code)?;
        map.serialize_entry("message", &self.message)?;
        if !(&self.data).is_absent() {
            map.serialize_entry("data", &self.data)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for RpcError {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for RpcError {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Predefined error codes for common JSON-RPC and ACP-specific errors.
///
/// Standard errors use the JSON-RPC 2.0 codes. ACP-specific errors use the JSON-RPC
/// server-error range (-32000 to -32099), and request cancellation uses -32800 from the
/// range LSP reserves (-32899 to -32800).
///
/// Unknown codes are kept in the catch-all variant; equality compares codes.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub enum ErrorCode {
    /// **Parse error**: Invalid JSON was received by the server.
    /// An error occurred on the server while parsing the JSON text.
    ParseError,
    /// **Invalid request**: The JSON sent is not a valid Request object.
    InvalidRequest,
    /// **Method not found**: The method does not exist or is not available.
    MethodNotFound,
    /// **Invalid params**: Invalid method parameter(s).
    InvalidParams,
    /// **Internal error**: Internal JSON-RPC error.
    InternalError,
    /// **Request cancelled**: Execution of the method was aborted either due to a cancellation request from the caller or
    /// because of resource constraints or shutdown.
    RequestCancelled,
    /// **Authentication required**: Authentication is required before this operation can be performed.
    AuthenticationRequired,
    /// **Resource not found**: A given resource, such as a session or file, was not found.
    ResourceNotFound,
    /// Other undefined error code.
    Other(i32),
}
impl ErrorCode {
    /// The numeric code.
    pub fn code(&self) -> i32 {
        match self {
            Self::ParseError => -32700,
            Self::InvalidRequest => -32600,
            Self::MethodNotFound => -32601,
            Self::InvalidParams => -32602,
            Self::InternalError => -32603,
            Self::RequestCancelled => -32800,
            Self::AuthenticationRequired => -32000,
            Self::ResourceNotFound => -32002,
            Self::Other(c) => *c,
        }
    }
}
impl From<i32> for ErrorCode {
    fn from(c: i32) -> Self {
        match c {
            -32700 => Self::ParseError,
            -32600 => Self::InvalidRequest,
            -32601 => Self::MethodNotFound,
            -32602 => Self::InvalidParams,
            -32603 => Self::InternalError,
            -32800 => Self::RequestCancelled,
            -32000 => Self::AuthenticationRequired,
            -32002 => Self::ResourceNotFound,
            other => Self::Other(other),
        }
    }
}
impl From<ErrorCode> for i32 {
    fn from(c: ErrorCode) -> Self {
        c.code()
    }
}
impl PartialEq for ErrorCode {
    fn eq(&self, other: &Self) -> bool {
        self.code() == other.code()
    }
}
impl Eq for ErrorCode {}
impl ::std::hash::Hash for ErrorCode {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.code().hash(h)
    }
}
impl ::std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.code(), f)
    }
}
impl ::serde::Serialize for ErrorCode {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        ::serde::Serialize::serialize(&self.code(), s)
    }
}
impl<'de> ::serde::Deserialize<'de> for ErrorCode {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Self::from(<i32 as ::serde::Deserialize>::deserialize(d)?))
    }
}
/// Notification containing a session update from the agent.
///
/// Used to stream real-time progress and results during prompt processing.
///
/// See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v1/prompt-turn#3-agent-reports-output)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SessionNotification {
    /// The ID of the session this update pertains to.
    pub session_id: SessionId,
    /// The actual update content.
    pub update: SessionUpdate,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionNotification {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        update: impl Into<SessionUpdate>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            update: update.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionNotification {
    const EXPECTING: &'static str = "an object (SessionNotification)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_update: Option<SessionUpdate> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "update" => __p::put_object(&mut map, &mut f_update, "update")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            update: __p::required(f_update, "update")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("update", &self.update)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionNotification {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionNotification {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Different types of updates that can be sent during session processing.
///
/// These updates provide real-time feedback about the agent's progress.
///
/// See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v1/prompt-turn#3-agent-reports-output)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum SessionUpdate {
    /// A chunk of the user's message being streamed.
    UserMessageChunk(ContentChunk),
    /// A chunk of the agent's response being streamed.
    AgentMessageChunk(ContentChunk),
    /// A chunk of the agent's internal reasoning being streamed.
    AgentThoughtChunk(ContentChunk),
    /// Notification that a new tool call has been initiated.
    ToolCall(ToolCall),
    /// Update on the status or results of a tool call.
    ToolCallUpdate(ToolCallUpdate),
    /// The agent's execution plan for complex tasks.
    /// See protocol docs: [Agent Plan](https://agentclientprotocol.com/protocol/v1/agent-plan)
    Plan(Plan),
    /// Available commands are ready or have changed
    AvailableCommandsUpdate(AvailableCommandsUpdate),
    /// The current mode of the session has changed
    ///
    /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
    CurrentModeUpdate(CurrentModeUpdate),
    /// Session configuration options have been updated.
    ConfigOptionUpdate(ConfigOptionUpdate),
    /// Session metadata has been updated (title, timestamps, custom metadata)
    SessionInfoUpdate(SessionInfoUpdate),
    /// Context window and cost update for the session.
    UsageUpdate(UsageUpdate),
    /// Information for the user that is not part of session history.
    ///
    /// Agents MUST only send this update when the Client advertised
    /// the `session.notices` Client capability.
    Notice(Notice),
    /// A context compaction has been created or updated.
    ///
    /// Agents MUST only send this update when the Client advertised
    /// the `session.compaction` Client capability.
    CompactionUpdate(CompactionUpdate),
    /// A content block appended to a context compaction's retained summary.
    ///
    /// Agents MUST only send this update when the Client advertised
    /// the `session.compaction` Client capability.
    CompactionSummaryChunk(CompactionSummaryChunk),
    /// A variant this version of the schema does not know (e.g. from a newer peer); kept and written back unchanged.
    Other(OtherSessionUpdate),
}
impl SessionUpdate {
    /// The `sessionUpdate` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::UserMessageChunk(_) => "user_message_chunk",
            Self::AgentMessageChunk(_) => "agent_message_chunk",
            Self::AgentThoughtChunk(_) => "agent_thought_chunk",
            Self::ToolCall(_) => "tool_call",
            Self::ToolCallUpdate(_) => "tool_call_update",
            Self::Plan(_) => "plan",
            Self::AvailableCommandsUpdate(_) => "available_commands_update",
            Self::CurrentModeUpdate(_) => "current_mode_update",
            Self::ConfigOptionUpdate(_) => "config_option_update",
            Self::SessionInfoUpdate(_) => "session_info_update",
            Self::UsageUpdate(_) => "usage_update",
            Self::Notice(_) => "notice",
            Self::CompactionUpdate(_) => "compaction_update",
            Self::CompactionSummaryChunk(_) => "compaction_summary_chunk",
            Self::Other(v) => &v.tag,
        }
    }
    /// Reads the members after the tag (streaming; no buffering).
    #[doc(hidden)]
    pub fn __visit_tagged<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
        tag: __p::Key<'de>,
    ) -> Result<Self, A::Error> {
        Ok(
            match tag.as_str() {
                "user_message_chunk" => {
                    Self::UserMessageChunk(
                        <ContentChunk as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "agent_message_chunk" => {
                    Self::AgentMessageChunk(
                        <ContentChunk as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "agent_thought_chunk" => {
                    Self::AgentThoughtChunk(
                        <ContentChunk as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "tool_call" => {
                    Self::ToolCall(<ToolCall as __p::ObjectCodec>::__visit_map(map)?)
                }
                "tool_call_update" => {
                    Self::ToolCallUpdate(
                        <ToolCallUpdate as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "plan" => Self::Plan(<Plan as __p::ObjectCodec>::__visit_map(map)?),
                "available_commands_update" => {
                    Self::AvailableCommandsUpdate(
                        <AvailableCommandsUpdate as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "current_mode_update" => {
                    Self::CurrentModeUpdate(
                        <CurrentModeUpdate as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "config_option_update" => {
                    Self::ConfigOptionUpdate(
                        <ConfigOptionUpdate as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "session_info_update" => {
                    Self::SessionInfoUpdate(
                        <SessionInfoUpdate as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "usage_update" => {
                    Self::UsageUpdate(
                        <UsageUpdate as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "notice" => Self::Notice(<Notice as __p::ObjectCodec>::__visit_map(map)?),
                "compaction_update" => {
                    Self::CompactionUpdate(
                        <CompactionUpdate as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "compaction_summary_chunk" => {
                    Self::CompactionSummaryChunk(
                        <CompactionSummaryChunk as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                _ => {
                    Self::Other(
                        OtherSessionUpdate::__visit_map_seeded(
                            map,
                            Some(tag.into_owned()),
                        )?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for SessionUpdate {
    const EXPECTING: &'static str = "an object (SessionUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        match map.next_key::<__p::Key<'de>>()? {
            Some(k) if k.as_str() == "sessionUpdate" => {
                let t: __p::Key<'de> = map.next_value()?;
                Self::__visit_tagged(__p::TagGuard::new(map, "sessionUpdate"), t)
            }
            Some(k) => {
                let mut buf = __p::buffer_from(k, map)?;
                match __p::lift(__p::take_tag(&mut buf, "sessionUpdate"))? {
                    Some(t) => {
                        __p::lift(
                            Self::__visit_tagged(
                                __p::buffer_access(buf),
                                __p::Key::owned(t),
                            ),
                        )
                    }
                    None => {
                        Err(
                            <A::Error as ::serde::de::Error>::missing_field(
                                "sessionUpdate",
                            ),
                        )
                    }
                }
            }
            None => Err(<A::Error as ::serde::de::Error>::missing_field("sessionUpdate")),
        }
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match self {
            Self::UserMessageChunk(v) => {
                map.serialize_entry("sessionUpdate", "user_message_chunk")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::AgentMessageChunk(v) => {
                map.serialize_entry("sessionUpdate", "agent_message_chunk")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::AgentThoughtChunk(v) => {
                map.serialize_entry("sessionUpdate", "agent_thought_chunk")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::ToolCall(v) => {
                map.serialize_entry("sessionUpdate", "tool_call")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::ToolCallUpdate(v) => {
                map.serialize_entry("sessionUpdate", "tool_call_update")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Plan(v) => {
                map.serialize_entry("sessionUpdate", "plan")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::AvailableCommandsUpdate(v) => {
                map.serialize_entry("sessionUpdate", "available_commands_update")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::CurrentModeUpdate(v) => {
                map.serialize_entry("sessionUpdate", "current_mode_update")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::ConfigOptionUpdate(v) => {
                map.serialize_entry("sessionUpdate", "config_option_update")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::SessionInfoUpdate(v) => {
                map.serialize_entry("sessionUpdate", "session_info_update")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::UsageUpdate(v) => {
                map.serialize_entry("sessionUpdate", "usage_update")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Notice(v) => {
                map.serialize_entry("sessionUpdate", "notice")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::CompactionUpdate(v) => {
                map.serialize_entry("sessionUpdate", "compaction_update")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::CompactionSummaryChunk(v) => {
                map.serialize_entry("sessionUpdate", "compaction_summary_chunk")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `SessionUpdate` whose `sessionUpdate` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherSessionUpdate {
    /// The `sessionUpdate` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherSessionUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tag: impl Into<String>) -> Self {
        Self {
            tag: tag.into(),
            fields: ::serde_json::Map::new(),
        }
    }
    #[doc(hidden)]
    pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
        seed: Option<String>,
    ) -> Result<Self, A::Error> {
        let mut f_session_update: Option<String> = seed;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionUpdate" => {
                    __p::put(&mut map, &mut f_session_update, "sessionUpdate")?
                }
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_session_update, "sessionUpdate")?,
            fields,
        })
    }
}
impl __p::ObjectCodec for OtherSessionUpdate {
    const EXPECTING: &'static str = "an object (OtherSessionUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        Self::__visit_map_seeded(map, None)
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionUpdate", &self.tag)?;
        __p::write_extra(map, &self.fields)
    }
}
impl<'de> ::serde::Deserialize<'de> for OtherSessionUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherSessionUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A streamed item of content
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ContentChunk {
    /// A single item of content
    pub content: ContentBlock,
    /// A unique identifier for the message this chunk belongs to.
    ///
    /// All chunks belonging to the same message share the same `messageId`.
    /// A change in `messageId` indicates a new message has started.
    pub message_id: crate::codec::Tri<MessageId>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ContentChunk {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(content: impl Into<ContentBlock>) -> Self {
        Self {
            content: content.into(),
            message_id: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// A unique identifier for the message this chunk belongs to.
    ///
    /// All chunks belonging to the same message share the same `messageId`.
    /// A change in `messageId` indicates a new message has started.
    #[must_use]
    pub fn message_id(mut self, v: impl Into<MessageId>) -> Self {
        self.message_id = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ContentChunk {
    const EXPECTING: &'static str = "an object (ContentChunk)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_content: Option<ContentBlock> = None;
        let mut f_message_id: crate::codec::Tri<MessageId> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "content" => __p::put_object(&mut map, &mut f_content, "content")?,
                "messageId" => __p::put_tri(&mut map, &mut f_message_id, "messageId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            content: __p::required(f_content, "content")?,
            message_id: f_message_id,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("content", &self.content)?;
        if !(&self.message_id).is_absent() {
            map.serialize_entry("messageId", &self.message_id)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ContentChunk {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ContentChunk {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Represents a tool call that the language model has requested.
///
/// Tool calls are actions that the agent executes on behalf of the language model,
/// such as reading files, executing code, or fetching data from external sources.
///
/// See protocol docs: [Tool Calls](https://agentclientprotocol.com/protocol/v1/tool-calls)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ToolCall {
    /// Unique identifier for this tool call within the session.
    pub tool_call_id: ToolCallId,
    /// Human-readable title describing what the tool is doing.
    pub title: String,
    /// Programmatic name of the tool being invoked.
    ///
    /// This field is optional. Omitting it or sending `null` both mean that no
    /// tool name is available.
    pub name: crate::codec::Tri<String>,
    /// The category of tool being invoked.
    /// Helps clients choose appropriate icons and UI treatment.
    pub kind: Option<ToolKind>,
    /// Current execution status of the tool call.
    pub status: Option<ToolCallStatus>,
    /// Content produced by the tool call.
    pub content: Option<Vec<ToolCallContent>>,
    /// File locations affected by this tool call.
    /// Enables "follow-along" features in clients.
    pub locations: Option<Vec<ToolCallLocation>>,
    /// Raw input parameters sent to the tool.
    pub raw_input: crate::codec::Tri<::serde_json::Value>,
    /// Raw output returned by the tool.
    pub raw_output: crate::codec::Tri<::serde_json::Value>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ToolCall {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tool_call_id: impl Into<ToolCallId>, title: impl Into<String>) -> Self {
        Self {
            tool_call_id: tool_call_id.into(),
            title: title.into(),
            name: Default::default(),
            kind: Default::default(),
            status: Default::default(),
            content: Default::default(),
            locations: Default::default(),
            raw_input: Default::default(),
            raw_output: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Programmatic name of the tool being invoked.
    ///
    /// This field is optional. Omitting it or sending `null` both mean that no
    /// tool name is available.
    #[must_use]
    pub fn name(mut self, v: impl Into<String>) -> Self {
        self.name = crate::codec::Tri::Value(v.into());
        self
    }
    /// The category of tool being invoked.
    /// Helps clients choose appropriate icons and UI treatment.
    #[must_use]
    pub fn kind(mut self, v: impl Into<ToolKind>) -> Self {
        self.kind = Some(v.into());
        self
    }
    /// Current execution status of the tool call.
    #[must_use]
    pub fn status(mut self, v: impl Into<ToolCallStatus>) -> Self {
        self.status = Some(v.into());
        self
    }
    /// Content produced by the tool call.
    #[must_use]
    pub fn content(mut self, v: impl Into<Vec<ToolCallContent>>) -> Self {
        self.content = Some(v.into());
        self
    }
    /// File locations affected by this tool call.
    /// Enables "follow-along" features in clients.
    #[must_use]
    pub fn locations(mut self, v: impl Into<Vec<ToolCallLocation>>) -> Self {
        self.locations = Some(v.into());
        self
    }
    /// Raw input parameters sent to the tool.
    #[must_use]
    pub fn raw_input(mut self, v: impl Into<::serde_json::Value>) -> Self {
        self.raw_input = crate::codec::Tri::Value(v.into());
        self
    }
    /// Raw output returned by the tool.
    #[must_use]
    pub fn raw_output(mut self, v: impl Into<::serde_json::Value>) -> Self {
        self.raw_output = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ToolCall {
    const EXPECTING: &'static str = "an object (ToolCall)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_tool_call_id: Option<ToolCallId> = None;
        let mut f_title: Option<String> = None;
        let mut f_name: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_kind: Option<ToolKind> = None;
        let mut f_status: Option<ToolCallStatus> = None;
        let mut f_content: Option<Vec<ToolCallContent>> = None;
        let mut f_locations: Option<Vec<ToolCallLocation>> = None;
        let mut f_raw_input: crate::codec::Tri<::serde_json::Value> = crate::codec::Tri::Absent;
        let mut f_raw_output: crate::codec::Tri<::serde_json::Value> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "toolCallId" => __p::put(&mut map, &mut f_tool_call_id, "toolCallId")?,
                "title" => __p::put(&mut map, &mut f_title, "title")?,
                "name" => __p::put_tri(&mut map, &mut f_name, "name")?,
                "kind" => __p::put(&mut map, &mut f_kind, "kind")?,
                "status" => __p::put(&mut map, &mut f_status, "status")?,
                "content" => __p::put(&mut map, &mut f_content, "content")?,
                "locations" => __p::put(&mut map, &mut f_locations, "locations")?,
                "rawInput" => __p::put_tri(&mut map, &mut f_raw_input, "rawInput")?,
                "rawOutput" => __p::put_tri(&mut map, &mut f_raw_output, "rawOutput")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            tool_call_id: __p::required(f_tool_call_id, "toolCallId")?,
            title: __p::required(f_title, "title")?,
            name: f_name,
            kind: f_kind,
            status: f_status,
            content: f_content,
            locations: f_locations,
            raw_input: f_raw_input,
            raw_output: f_raw_output,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("toolCallId", &self.tool_call_id)?;
        map.serialize_entry("title", &self.title)?;
        if !(&self.name).is_absent() {
            map.serialize_entry("name", &self.name)?;
        }
        if let Some(v) = &self.kind {
            map.serialize_entry("kind", v)?;
        }
        if let Some(v) = &self.status {
            map.serialize_entry("status", v)?;
        }
        if let Some(v) = &self.content {
            map.serialize_entry("content", v)?;
        }
        if let Some(v) = &self.locations {
            map.serialize_entry("locations", v)?;
        }
        if !(&self.raw_input).is_absent() {
            map.serialize_entry("rawInput", &self.raw_input)?;
        }
        if !(&self.raw_output).is_absent() {
            map.serialize_entry("rawOutput", &self.raw_output)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ToolCall {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ToolCall {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A single entry in the execution plan.
///
/// Represents a task or goal that the assistant intends to accomplish
/// as part of fulfilling the user's request.
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v1/agent-plan#plan-entries)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct PlanEntry {
    /// Human-readable description of what this task aims to accomplish.
    pub content: String,
    /// The relative importance of this task.
    /// Used to indicate which tasks are most critical to the overall goal.
    pub priority: PlanEntryPriority,
    /// Current execution status of this task.
    pub status: PlanEntryStatus,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl PlanEntry {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        content: impl Into<String>,
        priority: impl Into<PlanEntryPriority>,
        status: impl Into<PlanEntryStatus>,
    ) -> Self {
        Self {
            content: content.into(),
            priority: priority.into(),
            status: status.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for PlanEntry {
    const EXPECTING: &'static str = "an object (PlanEntry)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_content: Option<String> = None;
        let mut f_priority: Option<PlanEntryPriority> = None;
        let mut f_status: Option<PlanEntryStatus> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "content" => __p::put(&mut map, &mut f_content, "content")?,
                "priority" => __p::put(&mut map, &mut f_priority, "priority")?,
                "status" => __p::put(&mut map, &mut f_status, "status")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            content: __p::required(f_content, "content")?,
            priority: __p::required(f_priority, "priority")?,
            status: __p::required(f_status, "status")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("content", &self.content)?;
        map.serialize_entry("priority", &self.priority)?;
        map.serialize_entry("status", &self.status)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for PlanEntry {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for PlanEntry {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Priority levels for plan entries.
///
/// Used to indicate the relative importance or urgency of different
/// tasks in the execution plan.
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v1/agent-plan#plan-entries)
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum PlanEntryPriority {
    /// High priority task - critical to the overall goal.
    High,
    /// Medium priority task - important but not critical.
    Medium,
    /// Low priority task - nice to have but not essential.
    Low,
    ///  A value this version of the schema does not know (e.g. from a newer peer), kept as received.
    Other(String),
}
impl PlanEntryPriority {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::High => "high",
            Self::Medium => "medium",
            Self::Low => "low",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for PlanEntryPriority {
    fn from(s: &str) -> Self {
        match s {
            "high" => Self::High,
            "medium" => Self::Medium,
            "low" => Self::Low,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for PlanEntryPriority {
    fn from(s: String) -> Self {
        match s.as_str() {
            "high" => Self::High,
            "medium" => Self::Medium,
            "low" => Self::Low,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for PlanEntryPriority {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for PlanEntryPriority {}
impl ::std::hash::Hash for PlanEntryPriority {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for PlanEntryPriority {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for PlanEntryPriority {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for PlanEntryPriority {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "high" => Self::High,
                "medium" => Self::Medium,
                "low" => Self::Low,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// Status of a plan entry in the execution flow.
///
/// Tracks the lifecycle of each task from planning through completion.
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v1/agent-plan#plan-entries)
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum PlanEntryStatus {
    /// The task has not started yet.
    Pending,
    /// The task is currently being worked on.
    InProgress,
    /// The task has been successfully completed.
    Completed,
    ///  A value this version of the schema does not know (e.g. from a newer peer), kept as received.
    Other(String),
}
impl PlanEntryStatus {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Pending => "pending",
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for PlanEntryStatus {
    fn from(s: &str) -> Self {
        match s {
            "pending" => Self::Pending,
            "in_progress" => Self::InProgress,
            "completed" => Self::Completed,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for PlanEntryStatus {
    fn from(s: String) -> Self {
        match s.as_str() {
            "pending" => Self::Pending,
            "in_progress" => Self::InProgress,
            "completed" => Self::Completed,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for PlanEntryStatus {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for PlanEntryStatus {}
impl ::std::hash::Hash for PlanEntryStatus {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for PlanEntryStatus {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for PlanEntryStatus {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for PlanEntryStatus {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "pending" => Self::Pending,
                "in_progress" => Self::InProgress,
                "completed" => Self::Completed,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// An execution plan for accomplishing complex tasks.
///
/// Plans consist of multiple entries representing individual tasks or goals.
/// Agents report plans to clients to provide visibility into their execution strategy.
/// Plans can evolve during execution as the agent discovers new requirements or completes tasks.
///
/// See protocol docs: [Agent Plan](https://agentclientprotocol.com/protocol/v1/agent-plan)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Plan {
    /// The list of tasks to be accomplished.
    ///
    /// When updating a plan, the agent must send a complete list of all entries
    /// with their current status. The client replaces the entire plan with each update.
    pub entries: Vec<PlanEntry>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl Plan {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(entries: impl Into<Vec<PlanEntry>>) -> Self {
        Self {
            entries: entries.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for Plan {
    const EXPECTING: &'static str = "an object (Plan)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_entries: Option<Vec<PlanEntry>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "entries" => __p::put(&mut map, &mut f_entries, "entries")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            entries: __p::required(f_entries, "entries")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("entries", &self.entries)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for Plan {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for Plan {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Information about a command.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AvailableCommand {
    /// Command name (e.g., `create_plan`, `research_codebase`).
    pub name: String,
    /// Human-readable description of what the command does.
    pub description: String,
    /// Input for the command if required
    pub input: crate::codec::Tri<AvailableCommandInput>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AvailableCommand {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(name: impl Into<String>, description: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            description: description.into(),
            input: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Input for the command if required
    #[must_use]
    pub fn input(mut self, v: impl Into<AvailableCommandInput>) -> Self {
        self.input = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for AvailableCommand {
    const EXPECTING: &'static str = "an object (AvailableCommand)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_name: Option<String> = None;
        let mut f_description: Option<String> = None;
        let mut f_input: crate::codec::Tri<AvailableCommandInput> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "description" => __p::put(&mut map, &mut f_description, "description")?,
                "input" => __p::put_tri(&mut map, &mut f_input, "input")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            name: __p::required(f_name, "name")?,
            description: __p::required(f_description, "description")?,
            input: f_input,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("description", &self.description)?;
        if !(&self.input).is_absent() {
            map.serialize_entry("input", &self.input)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AvailableCommand {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AvailableCommand {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// The input specification for a command.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum AvailableCommandInput {
    /// All text that was typed after the command name is provided as input.
    Unstructured(UnstructuredCommandInput),
}
impl AvailableCommandInput {
    #[doc(hidden)]
    pub fn __from_value(v: ::serde_json::Value) -> Result<Self, ::serde_json::Error> {
        let mut errors: Vec<(&str, String)> = Vec::new();
        match <UnstructuredCommandInput as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::Unstructured(x)),
            Err(e) => errors.push(("Unstructured", e.to_string())),
        }
        Err(__p::no_branch("AvailableCommandInput", &errors))
    }
}
impl<'de> ::serde::Deserialize<'de> for AvailableCommandInput {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = <::serde_json::Value as ::serde::Deserialize>::deserialize(d)?;
        Self::__from_value(v).map_err(<D::Error as ::serde::de::Error>::custom)
    }
}
impl ::serde::Serialize for AvailableCommandInput {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Unstructured(x) => ::serde::Serialize::serialize(x, s),
        }
    }
}
/// All text that was typed after the command name is provided as input.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct UnstructuredCommandInput {
    /// A hint to display when the input hasn't been provided yet
    pub hint: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl UnstructuredCommandInput {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(hint: impl Into<String>) -> Self {
        Self {
            hint: hint.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for UnstructuredCommandInput {
    const EXPECTING: &'static str = "an object (UnstructuredCommandInput)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_hint: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "hint" => __p::put(&mut map, &mut f_hint, "hint")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            hint: __p::required(f_hint, "hint")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("hint", &self.hint)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for UnstructuredCommandInput {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for UnstructuredCommandInput {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Available commands are ready or have changed
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AvailableCommandsUpdate {
    /// Commands the agent can execute
    pub available_commands: Vec<AvailableCommand>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AvailableCommandsUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(available_commands: impl Into<Vec<AvailableCommand>>) -> Self {
        Self {
            available_commands: available_commands.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for AvailableCommandsUpdate {
    const EXPECTING: &'static str = "an object (AvailableCommandsUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_available_commands: Option<Vec<AvailableCommand>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "availableCommands" => {
                    __p::put(&mut map, &mut f_available_commands, "availableCommands")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            available_commands: __p::required(
                f_available_commands,
                "availableCommands",
            )?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("availableCommands", &self.available_commands)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AvailableCommandsUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AvailableCommandsUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// The current mode of the session has changed
///
/// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CurrentModeUpdate {
    /// The ID of the current mode
    pub current_mode_id: SessionModeId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CurrentModeUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(current_mode_id: impl Into<SessionModeId>) -> Self {
        Self {
            current_mode_id: current_mode_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CurrentModeUpdate {
    const EXPECTING: &'static str = "an object (CurrentModeUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_current_mode_id: Option<SessionModeId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "currentModeId" => {
                    __p::put(&mut map, &mut f_current_mode_id, "currentModeId")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            current_mode_id: __p::required(f_current_mode_id, "currentModeId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("currentModeId", &self.current_mode_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CurrentModeUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CurrentModeUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Session configuration options have been updated.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ConfigOptionUpdate {
    /// The full set of configuration options and their current values.
    pub config_options: Vec<SessionConfigOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ConfigOptionUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(config_options: impl Into<Vec<SessionConfigOption>>) -> Self {
        Self {
            config_options: config_options.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ConfigOptionUpdate {
    const EXPECTING: &'static str = "an object (ConfigOptionUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_config_options: Option<Vec<SessionConfigOption>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "configOptions" => {
                    __p::put(&mut map, &mut f_config_options, "configOptions")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            config_options: __p::required(f_config_options, "configOptions")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("configOptions", &self.config_options)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ConfigOptionUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ConfigOptionUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Update to session metadata. All fields are optional to support partial updates.
///
/// Agents send this notification to update session information like title or custom metadata.
/// Clients can use it to keep session titles and state current.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SessionInfoUpdate {
    /// Human-readable title for the session. Set to null to clear.
    pub title: crate::codec::Tri<String>,
    /// ISO 8601 timestamp of last activity. Set to null to clear.
    pub updated_at: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionInfoUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            title: Default::default(),
            updated_at: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Human-readable title for the session. Set to null to clear.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// ISO 8601 timestamp of last activity. Set to null to clear.
    #[must_use]
    pub fn updated_at(mut self, v: impl Into<String>) -> Self {
        self.updated_at = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionInfoUpdate {
    const EXPECTING: &'static str = "an object (SessionInfoUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_updated_at: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "updatedAt" => __p::put_tri(&mut map, &mut f_updated_at, "updatedAt")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            title: f_title,
            updated_at: f_updated_at,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        if !(&self.updated_at).is_absent() {
            map.serialize_entry("updatedAt", &self.updated_at)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionInfoUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionInfoUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Cost information for a session.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Cost {
    /// Total cumulative cost for session.
    pub amount: f64,
    /// Unit of `amount`: an ISO 4217 currency code (e.g., "USD", "EUR") for money, or another
    /// unit such as "credits".
    pub currency: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl Cost {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(amount: impl Into<f64>, currency: impl Into<String>) -> Self {
        Self {
            amount: amount.into(),
            currency: currency.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for Cost {
    const EXPECTING: &'static str = "an object (Cost)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_amount: Option<f64> = None;
        let mut f_currency: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "amount" => __p::put(&mut map, &mut f_amount, "amount")?,
                "currency" => __p::put(&mut map, &mut f_currency, "currency")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            amount: __p::required(f_amount, "amount")?,
            currency: __p::required(f_currency, "currency")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("amount", &self.amount)?;
        map.serialize_entry("currency", &self.currency)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for Cost {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for Cost {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Context window and cost update for a session.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct UsageUpdate {
    /// Tokens currently in context.
    pub used: u64,
    /// Total context window size in tokens.
    pub size: u64,
    /// Cumulative session cost (optional).
    pub cost: crate::codec::Tri<Cost>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl UsageUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(used: impl Into<u64>, size: impl Into<u64>) -> Self {
        Self {
            used: used.into(),
            size: size.into(),
            cost: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Cumulative session cost (optional).
    #[must_use]
    pub fn cost(mut self, v: impl Into<Cost>) -> Self {
        self.cost = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for UsageUpdate {
    const EXPECTING: &'static str = "an object (UsageUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_used: Option<u64> = None;
        let mut f_size: Option<u64> = None;
        let mut f_cost: crate::codec::Tri<Cost> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "used" => __p::put(&mut map, &mut f_used, "used")?,
                "size" => __p::put(&mut map, &mut f_size, "size")?,
                "cost" => __p::put_tri(&mut map, &mut f_cost, "cost")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            used: __p::required(f_used, "used")?,
            size: __p::required(f_size, "size")?,
            cost: f_cost,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("used", &self.used)?;
        map.serialize_entry("size", &self.size)?;
        if !(&self.cost).is_absent() {
            map.serialize_entry("cost", &self.cost)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for UsageUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for UsageUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Severity hint for a session notice.
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum NoticeSeverity {
    /// Informational notice.
    Info,
    /// Warning notice.
    Warning,
    /// Error notice.
    Error,
    /// Custom or future notice severity.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Other unknown values are reserved for future ACP severities.
    Other(String),
}
impl NoticeSeverity {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Info => "info",
            Self::Warning => "warning",
            Self::Error => "error",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for NoticeSeverity {
    fn from(s: &str) -> Self {
        match s {
            "info" => Self::Info,
            "warning" => Self::Warning,
            "error" => Self::Error,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for NoticeSeverity {
    fn from(s: String) -> Self {
        match s.as_str() {
            "info" => Self::Info,
            "warning" => Self::Warning,
            "error" => Self::Error,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for NoticeSeverity {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for NoticeSeverity {}
impl ::std::hash::Hash for NoticeSeverity {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for NoticeSeverity {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for NoticeSeverity {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for NoticeSeverity {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "info" => Self::Info,
                "warning" => Self::Warning,
                "error" => Self::Error,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// Fire-and-forget information for the user.
///
/// Notices are live events rather than session history. Agents must not rely on
/// a notice being received, displayed, or seen by the user.
/// Agents MUST only send notices when the Client advertised
/// the `session.notices` Client capability. Otherwise, Agents may use an agent
/// message when the information should still be surfaced to the user.
///
/// See RFD: [Session Notices](https://agentclientprotocol.com/rfds/session-notices)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Notice {
    /// Presentation severity hint.
    pub severity: NoticeSeverity,
    /// Required non-empty plain-text title that can stand alone.
    pub title: String,
    /// Optional plain-text detail or guidance.
    ///
    /// Omitted and `null` are equivalent and mean no description was supplied.
    pub description: crate::codec::Tri<String>,
    /// Metadata scoped to this notice.
    ///
    /// Omitted and `null` are equivalent and mean no metadata was supplied.
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl Notice {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(severity: impl Into<NoticeSeverity>, title: impl Into<String>) -> Self {
        Self {
            severity: severity.into(),
            title: title.into(),
            description: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional plain-text detail or guidance.
    ///
    /// Omitted and `null` are equivalent and mean no description was supplied.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// Metadata scoped to this notice.
    ///
    /// Omitted and `null` are equivalent and mean no metadata was supplied.
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for Notice {
    const EXPECTING: &'static str = "an object (Notice)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_severity: Option<NoticeSeverity> = None;
        let mut f_title: Option<String> = None;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "severity" => __p::put(&mut map, &mut f_severity, "severity")?,
                "title" => __p::put(&mut map, &mut f_title, "title")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            severity: __p::required(f_severity, "severity")?,
            title: __p::required(f_title, "title")?,
            description: f_description,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("severity", &self.severity)?;
        map.serialize_entry("title", &self.title)?;
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for Notice {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for Notice {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Lifecycle state of a context compaction.
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum CompactionStatus {
    /// Compaction has started and has not finished.
    InProgress,
    /// Compaction finished successfully.
    Completed,
    /// Compaction finished unsuccessfully.
    Failed,
    /// Compaction was cancelled before it finished.
    Cancelled,
    /// Custom or future compaction status.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Other unknown values are reserved for future ACP statuses.
    Other(String),
}
impl CompactionStatus {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Cancelled => "cancelled",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for CompactionStatus {
    fn from(s: &str) -> Self {
        match s {
            "in_progress" => Self::InProgress,
            "completed" => Self::Completed,
            "failed" => Self::Failed,
            "cancelled" => Self::Cancelled,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for CompactionStatus {
    fn from(s: String) -> Self {
        match s.as_str() {
            "in_progress" => Self::InProgress,
            "completed" => Self::Completed,
            "failed" => Self::Failed,
            "cancelled" => Self::Cancelled,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for CompactionStatus {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for CompactionStatus {}
impl ::std::hash::Hash for CompactionStatus {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for CompactionStatus {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for CompactionStatus {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for CompactionStatus {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "in_progress" => Self::InProgress,
                "completed" => Self::Completed,
                "failed" => Self::Failed,
                "cancelled" => Self::Cancelled,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// A context compaction upsert. The first notification fixes the compaction's
/// timeline position. Later updates with the same ID patch that entity in place.
/// Agents MUST only send this update when the Client advertised
/// the `session.compaction` Client capability.
///
/// `summary`, `error`, and `_meta` have patch semantics: omission leaves the
/// stored value unchanged, `null` clears it, and a concrete value replaces it.
/// `summary: []` also clears the summary.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CompactionUpdate {
    /// The Agent-owned ID of this compaction, unique within the session.
    pub compaction_id: CompactionId,
    /// Current lifecycle status.
    pub status: CompactionStatus,
    /// Complete replacement user-displayable summary content for the compaction.
    pub summary: crate::codec::Tri<Vec<ContentBlock>>,
    /// Human-readable error details for the compaction.
    pub error: crate::codec::Tri<String>,
    /// Extensible metadata patch for this compaction.
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CompactionUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        compaction_id: impl Into<CompactionId>,
        status: impl Into<CompactionStatus>,
    ) -> Self {
        Self {
            compaction_id: compaction_id.into(),
            status: status.into(),
            summary: Default::default(),
            error: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Complete replacement user-displayable summary content for the compaction.
    #[must_use]
    pub fn summary(mut self, v: impl Into<Vec<ContentBlock>>) -> Self {
        self.summary = crate::codec::Tri::Value(v.into());
        self
    }
    /// Human-readable error details for the compaction.
    #[must_use]
    pub fn error(mut self, v: impl Into<String>) -> Self {
        self.error = crate::codec::Tri::Value(v.into());
        self
    }
    /// Extensible metadata patch for this compaction.
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CompactionUpdate {
    const EXPECTING: &'static str = "an object (CompactionUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_compaction_id: Option<CompactionId> = None;
        let mut f_status: Option<CompactionStatus> = None;
        let mut f_summary: crate::codec::Tri<Vec<ContentBlock>> = crate::codec::Tri::Absent;
        let mut f_error: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "compactionId" => {
                    __p::put(&mut map, &mut f_compaction_id, "compactionId")?
                }
                "status" => __p::put(&mut map, &mut f_status, "status")?,
                "summary" => __p::put_tri(&mut map, &mut f_summary, "summary")?,
                "error" => __p::put_tri(&mut map, &mut f_error, "error")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            compaction_id: __p::required(f_compaction_id, "compactionId")?,
            status: __p::required(f_status, "status")?,
            summary: f_summary,
            error: f_error,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("compactionId", &self.compaction_id)?;
        map.serialize_entry("status", &self.status)?;
        if !(&self.summary).is_absent() {
            map.serialize_entry("summary", &self.summary)?;
        }
        if !(&self.error).is_absent() {
            map.serialize_entry("error", &self.error)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CompactionUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CompactionUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A content block appended to a compaction's summary. A first-seen ID creates
/// an in-progress compaction. Chunks append in receive order.
/// Agents MUST only send this update when the Client advertised
/// the `session.compaction` Client capability.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CompactionSummaryChunk {
    /// ID of the compaction whose summary receives this content.
    pub compaction_id: CompactionId,
    /// One content block to append.
    pub content: ContentBlock,
    /// Metadata scoped to this chunk. Omission and `null` both mean absent.
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CompactionSummaryChunk {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        compaction_id: impl Into<CompactionId>,
        content: impl Into<ContentBlock>,
    ) -> Self {
        Self {
            compaction_id: compaction_id.into(),
            content: content.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Metadata scoped to this chunk. Omission and `null` both mean absent.
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CompactionSummaryChunk {
    const EXPECTING: &'static str = "an object (CompactionSummaryChunk)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_compaction_id: Option<CompactionId> = None;
        let mut f_content: Option<ContentBlock> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "compactionId" => {
                    __p::put(&mut map, &mut f_compaction_id, "compactionId")?
                }
                "content" => __p::put_object(&mut map, &mut f_content, "content")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            compaction_id: __p::required(f_compaction_id, "compactionId")?,
            content: __p::required(f_content, "content")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("compactionId", &self.compaction_id)?;
        map.serialize_entry("content", &self.content)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CompactionSummaryChunk {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CompactionSummaryChunk {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Notification sent by the agent when a URL-based elicitation is complete.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CompleteElicitationNotification {
    /// The ID of the elicitation that completed.
    pub elicitation_id: ElicitationId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CompleteElicitationNotification {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(elicitation_id: impl Into<ElicitationId>) -> Self {
        Self {
            elicitation_id: elicitation_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CompleteElicitationNotification {
    const EXPECTING: &'static str = "an object (CompleteElicitationNotification)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_elicitation_id: Option<ElicitationId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "elicitationId" => {
                    __p::put(&mut map, &mut f_elicitation_id, "elicitationId")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            elicitation_id: __p::required(f_elicitation_id, "elicitationId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("elicitationId", &self.elicitation_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CompleteElicitationNotification {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CompleteElicitationNotification {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for the initialize method.
///
/// Sent by the client to establish connection and negotiate capabilities.
///
/// See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v1/initialization)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct InitializeRequest {
    /// The latest protocol version supported by the client.
    pub protocol_version: ProtocolVersion,
    /// Capabilities supported by the client.
    pub client_capabilities: Option<ClientCapabilities>,
    /// Information about the Client name and version sent to the Agent.
    ///
    /// Note: in future versions of the protocol, this will be required.
    pub client_info: crate::codec::Tri<Implementation>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl InitializeRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(protocol_version: impl Into<ProtocolVersion>) -> Self {
        Self {
            protocol_version: protocol_version.into(),
            client_capabilities: Default::default(),
            client_info: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Capabilities supported by the client.
    #[must_use]
    pub fn client_capabilities(mut self, v: impl Into<ClientCapabilities>) -> Self {
        self.client_capabilities = Some(v.into());
        self
    }
    /// Information about the Client name and version sent to the Agent.
    ///
    /// Note: in future versions of the protocol, this will be required.
    #[must_use]
    pub fn client_info(mut self, v: impl Into<Implementation>) -> Self {
        self.client_info = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
    /// `clientCapabilities`, or the schema default `{"fs":{"readTextFile":false,"writeTextFile":false},"terminal":false,"auth":{"terminal":false}}` when absent (the default is never written out).
    pub fn client_capabilities_or_default(&self) -> ClientCapabilities {
        self.client_capabilities.clone().unwrap_or_default()
    }
}
impl __p::ObjectCodec for InitializeRequest {
    const EXPECTING: &'static str = "an object (InitializeRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_protocol_version: Option<ProtocolVersion> = None;
        let mut f_client_capabilities: Option<ClientCapabilities> = None;
        let mut f_client_info: crate::codec::Tri<Implementation> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "protocolVersion" => {
                    __p::put(&mut map, &mut f_protocol_version, "protocolVersion")?
                }
                "clientCapabilities" => {
                    __p::put_object(
                        &mut map,
                        &mut f_client_capabilities,
                        "clientCapabilities",
                    )?
                }
                "clientInfo" => __p::put_tri(&mut map, &mut f_client_info, "clientInfo")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            protocol_version: __p::required(f_protocol_version, "protocolVersion")?,
            client_capabilities: f_client_capabilities,
            client_info: f_client_info,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("protocolVersion", &self.protocol_version)?;
        if let Some(v) = &self.client_capabilities {
            map.serialize_entry("clientCapabilities", v)?;
        }
        if !(&self.client_info).is_absent() {
            map.serialize_entry("clientInfo", &self.client_info)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for InitializeRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for InitializeRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities supported by the client.
///
/// Advertised during initialization to inform the agent about
/// available features and methods.
///
/// See protocol docs: [Client Capabilities](https://agentclientprotocol.com/protocol/v1/initialization#client-capabilities)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ClientCapabilities {
    /// File system capabilities supported by the client.
    /// Determines which file operations the agent can request.
    pub fs: Option<FileSystemCapabilities>,
    /// Whether the Client support all `terminal/*` methods.
    pub terminal: Option<bool>,
    /// Session-related capabilities supported by the client.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise any
    /// session-related extensions.
    pub session: crate::codec::Tri<ClientSessionCapabilities>,
    /// Authentication capabilities supported by the client.
    /// Determines which authentication method types the agent may include
    /// in its `InitializeResponse`.
    pub auth: Option<AuthCapabilities>,
    /// Elicitation capabilities supported by the client.
    /// Determines which elicitation modes the agent may use.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise
    /// elicitation support.
    pub elicitation: crate::codec::Tri<ElicitationCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ClientCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            fs: Default::default(),
            terminal: Default::default(),
            session: Default::default(),
            auth: Default::default(),
            elicitation: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// File system capabilities supported by the client.
    /// Determines which file operations the agent can request.
    #[must_use]
    pub fn fs(mut self, v: impl Into<FileSystemCapabilities>) -> Self {
        self.fs = Some(v.into());
        self
    }
    /// Whether the Client support all `terminal/*` methods.
    #[must_use]
    pub fn terminal(mut self, v: impl Into<bool>) -> Self {
        self.terminal = Some(v.into());
        self
    }
    /// Session-related capabilities supported by the client.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise any
    /// session-related extensions.
    #[must_use]
    pub fn session(mut self, v: impl Into<ClientSessionCapabilities>) -> Self {
        self.session = crate::codec::Tri::Value(v.into());
        self
    }
    /// Authentication capabilities supported by the client.
    /// Determines which authentication method types the agent may include
    /// in its `InitializeResponse`.
    #[must_use]
    pub fn auth(mut self, v: impl Into<AuthCapabilities>) -> Self {
        self.auth = Some(v.into());
        self
    }
    /// Elicitation capabilities supported by the client.
    /// Determines which elicitation modes the agent may use.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise
    /// elicitation support.
    #[must_use]
    pub fn elicitation(mut self, v: impl Into<ElicitationCapabilities>) -> Self {
        self.elicitation = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
    /// `fs`, or the schema default `{"readTextFile":false,"writeTextFile":false}` when absent (the default is never written out).
    pub fn fs_or_default(&self) -> FileSystemCapabilities {
        self.fs.clone().unwrap_or_default()
    }
    /// `terminal`, or the schema default `false` when absent (the default is never written out).
    pub fn terminal_or_default(&self) -> bool {
        self.terminal.unwrap_or(false)
    }
    /// `auth`, or the schema default `{"terminal":false}` when absent (the default is never written out).
    pub fn auth_or_default(&self) -> AuthCapabilities {
        self.auth.clone().unwrap_or_default()
    }
}
impl __p::ObjectCodec for ClientCapabilities {
    const EXPECTING: &'static str = "an object (ClientCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_fs: Option<FileSystemCapabilities> = None;
        let mut f_terminal: Option<bool> = None;
        let mut f_session: crate::codec::Tri<ClientSessionCapabilities> = crate::codec::Tri::Absent;
        let mut f_auth: Option<AuthCapabilities> = None;
        let mut f_elicitation: crate::codec::Tri<ElicitationCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "fs" => __p::put_object(&mut map, &mut f_fs, "fs")?,
                "terminal" => __p::put(&mut map, &mut f_terminal, "terminal")?,
                "session" => __p::put_tri(&mut map, &mut f_session, "session")?,
                "auth" => __p::put_object(&mut map, &mut f_auth, "auth")?,
                "elicitation" => {
                    __p::put_tri(&mut map, &mut f_elicitation, "elicitation")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            fs: f_fs,
            terminal: f_terminal,
            session: f_session,
            auth: f_auth,
            elicitation: f_elicitation,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if let Some(v) = &self.fs {
            map.serialize_entry("fs", v)?;
        }
        if let Some(v) = &self.terminal {
            map.serialize_entry("terminal", v)?;
        }
        if !(&self.session).is_absent() {
            map.serialize_entry("session", &self.session)?;
        }
        if let Some(v) = &self.auth {
            map.serialize_entry("auth", v)?;
        }
        if !(&self.elicitation).is_absent() {
            map.serialize_entry("elicitation", &self.elicitation)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ClientCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ClientCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// File system capabilities that a client may support.
///
/// See protocol docs: [FileSystem](https://agentclientprotocol.com/protocol/v1/initialization#filesystem)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct FileSystemCapabilities {
    /// Whether the Client supports `fs/read_text_file` requests.
    pub read_text_file: Option<bool>,
    /// Whether the Client supports `fs/write_text_file` requests.
    pub write_text_file: Option<bool>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl FileSystemCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            read_text_file: Default::default(),
            write_text_file: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Whether the Client supports `fs/read_text_file` requests.
    #[must_use]
    pub fn read_text_file(mut self, v: impl Into<bool>) -> Self {
        self.read_text_file = Some(v.into());
        self
    }
    /// Whether the Client supports `fs/write_text_file` requests.
    #[must_use]
    pub fn write_text_file(mut self, v: impl Into<bool>) -> Self {
        self.write_text_file = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
    /// `readTextFile`, or the schema default `false` when absent (the default is never written out).
    pub fn read_text_file_or_default(&self) -> bool {
        self.read_text_file.unwrap_or(false)
    }
    /// `writeTextFile`, or the schema default `false` when absent (the default is never written out).
    pub fn write_text_file_or_default(&self) -> bool {
        self.write_text_file.unwrap_or(false)
    }
}
impl __p::ObjectCodec for FileSystemCapabilities {
    const EXPECTING: &'static str = "an object (FileSystemCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_read_text_file: Option<bool> = None;
        let mut f_write_text_file: Option<bool> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "readTextFile" => {
                    __p::put(&mut map, &mut f_read_text_file, "readTextFile")?
                }
                "writeTextFile" => {
                    __p::put(&mut map, &mut f_write_text_file, "writeTextFile")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            read_text_file: f_read_text_file,
            write_text_file: f_write_text_file,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if let Some(v) = &self.read_text_file {
            map.serialize_entry("readTextFile", v)?;
        }
        if let Some(v) = &self.write_text_file {
            map.serialize_entry("writeTextFile", v)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for FileSystemCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for FileSystemCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Session-related capabilities supported by the client.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ClientSessionCapabilities {
    /// Support for ID-addressed context compaction updates. Omitted or `null`
    /// means unsupported. `{}` advertises the complete compaction contract.
    pub compaction: crate::codec::Tri<CompactionCapabilities>,
    /// Config option capabilities supported by the client.
    ///
    /// Omitted or `null` both mean the client does not advertise support for any
    /// config option extensions.
    pub config_options: crate::codec::Tri<SessionConfigOptionsCapabilities>,
    /// Support for live user-facing `notice` session updates.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise support.
    /// Supplying `{}` means the client can present notices to the user.
    pub notices: crate::codec::Tri<NoticeCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ClientSessionCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            compaction: Default::default(),
            config_options: Default::default(),
            notices: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Support for ID-addressed context compaction updates. Omitted or `null`
    /// means unsupported. `{}` advertises the complete compaction contract.
    #[must_use]
    pub fn compaction(mut self, v: impl Into<CompactionCapabilities>) -> Self {
        self.compaction = crate::codec::Tri::Value(v.into());
        self
    }
    /// Config option capabilities supported by the client.
    ///
    /// Omitted or `null` both mean the client does not advertise support for any
    /// config option extensions.
    #[must_use]
    pub fn config_options(
        mut self,
        v: impl Into<SessionConfigOptionsCapabilities>,
    ) -> Self {
        self.config_options = crate::codec::Tri::Value(v.into());
        self
    }
    /// Support for live user-facing `notice` session updates.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise support.
    /// Supplying `{}` means the client can present notices to the user.
    #[must_use]
    pub fn notices(mut self, v: impl Into<NoticeCapabilities>) -> Self {
        self.notices = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ClientSessionCapabilities {
    const EXPECTING: &'static str = "an object (ClientSessionCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_compaction: crate::codec::Tri<CompactionCapabilities> = crate::codec::Tri::Absent;
        let mut f_config_options: crate::codec::Tri<SessionConfigOptionsCapabilities> = crate::codec::Tri::Absent;
        let mut f_notices: crate::codec::Tri<NoticeCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "compaction" => __p::put_tri(&mut map, &mut f_compaction, "compaction")?,
                "configOptions" => {
                    __p::put_tri(&mut map, &mut f_config_options, "configOptions")?
                }
                "notices" => __p::put_tri(&mut map, &mut f_notices, "notices")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            compaction: f_compaction,
            config_options: f_config_options,
            notices: f_notices,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.compaction).is_absent() {
            map.serialize_entry("compaction", &self.compaction)?;
        }
        if !(&self.config_options).is_absent() {
            map.serialize_entry("configOptions", &self.config_options)?;
        }
        if !(&self.notices).is_absent() {
            map.serialize_entry("notices", &self.notices)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ClientSessionCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ClientSessionCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Session configuration option capabilities supported by the client.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SessionConfigOptionsCapabilities {
    /// Whether the client supports boolean session configuration options.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise support.
    /// Supplying `{}` means agents may include `type: "boolean"` entries in
    /// `configOptions`, and the client may send `session/set_config_option`
    /// requests with `type: "boolean"` and a boolean `value`.
    pub boolean: crate::codec::Tri<BooleanConfigOptionCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionConfigOptionsCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            boolean: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Whether the client supports boolean session configuration options.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise support.
    /// Supplying `{}` means agents may include `type: "boolean"` entries in
    /// `configOptions`, and the client may send `session/set_config_option`
    /// requests with `type: "boolean"` and a boolean `value`.
    #[must_use]
    pub fn boolean(mut self, v: impl Into<BooleanConfigOptionCapabilities>) -> Self {
        self.boolean = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionConfigOptionsCapabilities {
    const EXPECTING: &'static str = "an object (SessionConfigOptionsCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_boolean: crate::codec::Tri<BooleanConfigOptionCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "boolean" => __p::put_tri(&mut map, &mut f_boolean, "boolean")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            boolean: f_boolean,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.boolean).is_absent() {
            map.serialize_entry("boolean", &self.boolean)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SessionConfigOptionsCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionConfigOptionsCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities for boolean session configuration options.
///
/// Supplying `{}` means the client supports boolean session configuration options.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct BooleanConfigOptionCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl BooleanConfigOptionCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for BooleanConfigOptionCapabilities {
    const EXPECTING: &'static str = "an object (BooleanConfigOptionCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for BooleanConfigOptionCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for BooleanConfigOptionCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Authentication capabilities supported by the client.
///
/// Advertised during initialization to inform the agent which authentication
/// method types the client can handle. This governs opt-in types that require
/// additional client-side support.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct AuthCapabilities {
    /// Whether the client supports `terminal` authentication methods.
    ///
    /// The client should set this to `true` only when it can reproduce the
    /// configured agent invocation in an interactive terminal. When `true`, the
    /// agent may include `terminal` entries in its authentication methods.
    pub terminal: Option<bool>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AuthCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            terminal: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Whether the client supports `terminal` authentication methods.
    ///
    /// The client should set this to `true` only when it can reproduce the
    /// configured agent invocation in an interactive terminal. When `true`, the
    /// agent may include `terminal` entries in its authentication methods.
    #[must_use]
    pub fn terminal(mut self, v: impl Into<bool>) -> Self {
        self.terminal = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
    /// `terminal`, or the schema default `false` when absent (the default is never written out).
    pub fn terminal_or_default(&self) -> bool {
        self.terminal.unwrap_or(false)
    }
}
impl __p::ObjectCodec for AuthCapabilities {
    const EXPECTING: &'static str = "an object (AuthCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_terminal: Option<bool> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "terminal" => __p::put(&mut map, &mut f_terminal, "terminal")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            terminal: f_terminal,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if let Some(v) = &self.terminal {
            map.serialize_entry("terminal", v)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AuthCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AuthCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Elicitation capabilities supported by the client.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ElicitationCapabilities {
    /// Whether the client supports form-based elicitation.
    ///
    /// Optional. Omitted and `null` are equivalent and mean form support is not advertised.
    /// Supplying `{}` explicitly advertises form support.
    pub form: crate::codec::Tri<ElicitationFormCapabilities>,
    /// Whether the client supports URL-based elicitation.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise support.
    /// Supplying `{}` means the client supports URL-based elicitation.
    pub url: crate::codec::Tri<ElicitationUrlCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ElicitationCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            form: Default::default(),
            url: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Whether the client supports form-based elicitation.
    ///
    /// Optional. Omitted and `null` are equivalent and mean form support is not advertised.
    /// Supplying `{}` explicitly advertises form support.
    #[must_use]
    pub fn form(mut self, v: impl Into<ElicitationFormCapabilities>) -> Self {
        self.form = crate::codec::Tri::Value(v.into());
        self
    }
    /// Whether the client supports URL-based elicitation.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise support.
    /// Supplying `{}` means the client supports URL-based elicitation.
    #[must_use]
    pub fn url(mut self, v: impl Into<ElicitationUrlCapabilities>) -> Self {
        self.url = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ElicitationCapabilities {
    const EXPECTING: &'static str = "an object (ElicitationCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_form: crate::codec::Tri<ElicitationFormCapabilities> = crate::codec::Tri::Absent;
        let mut f_url: crate::codec::Tri<ElicitationUrlCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "form" => __p::put_tri(&mut map, &mut f_form, "form")?,
                "url" => __p::put_tri(&mut map, &mut f_url, "url")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            form: f_form,
            url: f_url,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.form).is_absent() {
            map.serialize_entry("form", &self.form)?;
        }
        if !(&self.url).is_absent() {
            map.serialize_entry("url", &self.url)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ElicitationCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Form-based elicitation capabilities.
///
/// Supplying `{}` means the client supports form-based elicitation.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ElicitationFormCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ElicitationFormCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ElicitationFormCapabilities {
    const EXPECTING: &'static str = "an object (ElicitationFormCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationFormCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ElicitationFormCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// URL-based elicitation capabilities.
///
/// Supplying `{}` means the client supports URL-based elicitation.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ElicitationUrlCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ElicitationUrlCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ElicitationUrlCapabilities {
    const EXPECTING: &'static str = "an object (ElicitationUrlCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationUrlCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ElicitationUrlCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for the authenticate method.
///
/// Specifies which authentication method to use.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AuthenticateRequest {
    /// The ID of the authentication method to use.
    /// Must be one of the methods advertised in the initialize response.
    pub method_id: AuthMethodId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AuthenticateRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(method_id: impl Into<AuthMethodId>) -> Self {
        Self {
            method_id: method_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for AuthenticateRequest {
    const EXPECTING: &'static str = "an object (AuthenticateRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_method_id: Option<AuthMethodId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "methodId" => __p::put(&mut map, &mut f_method_id, "methodId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            method_id: __p::required(f_method_id, "methodId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("methodId", &self.method_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AuthenticateRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AuthenticateRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for the logout method.
///
/// Terminates the current authenticated session.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct LogoutRequest {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl LogoutRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for LogoutRequest {
    const EXPECTING: &'static str = "an object (LogoutRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for LogoutRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for LogoutRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for creating a new session.
///
/// See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v1/session-setup#creating-a-session)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct NewSessionRequest {
    /// The working directory for this session. Must be an absolute path.
    pub cwd: String,
    /// Additional workspace roots for this session. Each path must be absolute.
    ///
    /// These expand the session's filesystem scope without changing `cwd`, which
    /// remains the base for relative paths. When omitted or empty, no
    /// additional roots are activated for the new session.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub additional_directories: Option<Vec<String>>,
    /// List of MCP (Model Context Protocol) servers the agent should connect to.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub mcp_servers: Vec<McpServer>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl NewSessionRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(cwd: impl Into<String>, mcp_servers: impl Into<Vec<McpServer>>) -> Self {
        Self {
            cwd: cwd.into(),
            additional_directories: Default::default(),
            mcp_servers: mcp_servers.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Additional workspace roots for this session. Each path must be absolute.
    ///
    /// These expand the session's filesystem scope without changing `cwd`, which
    /// remains the base for relative paths. When omitted or empty, no
    /// additional roots are activated for the new session.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn additional_directories(mut self, v: impl Into<Vec<String>>) -> Self {
        self.additional_directories = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for NewSessionRequest {
    const EXPECTING: &'static str = "an object (NewSessionRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_cwd: Option<String> = None;
        let mut f_additional_directories: Option<Vec<String>> = None;
        let mut f_mcp_servers: Option<Vec<McpServer>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "cwd" => __p::put(&mut map, &mut f_cwd, "cwd")?,
                "additionalDirectories" => {
                    __p::put_or_empty(
                        &mut map,
                        &mut f_additional_directories,
                        "additionalDirectories",
                    )?
                }
                "mcpServers" => {
                    __p::put_or_empty(&mut map, &mut f_mcp_servers, "mcpServers")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            cwd: __p::required(f_cwd, "cwd")?,
            additional_directories: f_additional_directories,
            mcp_servers: __p::required(f_mcp_servers, "mcpServers")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("cwd", &self.cwd)?;
        if let Some(v) = &self.additional_directories {
            map.serialize_entry("additionalDirectories", v)?;
        }
        map.serialize_entry("mcpServers", &self.mcp_servers)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for NewSessionRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for NewSessionRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Configuration for connecting to an MCP (Model Context Protocol) server.
///
/// MCP servers provide tools and context that the agent can use when
/// processing prompts.
///
/// See protocol docs: [MCP Servers](https://agentclientprotocol.com/protocol/v1/session-setup#mcp-servers)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum McpServer {
    /// HTTP transport configuration
    ///
    /// Only available when the Agent capabilities indicate `mcp_capabilities.http` is `true`.
    Http(McpServerHttp),
    /// SSE transport configuration
    ///
    /// Only available when the Agent capabilities indicate `mcp_capabilities.sse` is `true`.
    Sse(McpServerSse),
    /// Stdio transport configuration
    ///
    /// All Agents MUST support this transport.
    ///
    /// The default branch (`stdio`): no `type` member, or one this branch does not exclude (it stays in the payload's extra members).
    Stdio(McpServerStdio),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherMcpServer),
}
impl McpServer {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Http(_) => "http",
            Self::Sse(_) => "sse",
            Self::Stdio(v) => v.extra.get("type").and_then(|t| t.as_str()).unwrap_or(""),
            Self::Other(v) => &v.tag,
        }
    }
    #[doc(hidden)]
    pub fn __from_buffer(
        buf: ::serde_json::Map<String, ::serde_json::Value>,
    ) -> Result<Self, ::serde_json::Error> {
        let tag = buf.get("type").and_then(|t| t.as_str()).map(str::to_owned);
        let known_err: Option<::serde_json::Error> = match tag.as_deref() {
            Some("http") => {
                let mut b = buf.clone();
                b.remove("type");
                let r: Result<Self, ::serde_json::Error> = (|| Ok(
                    Self::Http(__p::from_map::<McpServerHttp>(b)?),
                ))();
                match r {
                    Ok(v) => return Ok(v),
                    Err(e) => Some(e),
                }
            }
            Some("sse") => {
                let mut b = buf.clone();
                b.remove("type");
                let r: Result<Self, ::serde_json::Error> = (|| Ok(
                    Self::Sse(__p::from_map::<McpServerSse>(b)?),
                ))();
                match r {
                    Ok(v) => return Ok(v),
                    Err(e) => Some(e),
                }
            }
            Some(_) => None,
            None => None,
        };
        match __p::from_map::<McpServerStdio>(buf) {
            Ok(v) => Ok(Self::Stdio(v)),
            Err(e) => Err(known_err.unwrap_or(e)),
        }
    }
}
impl __p::ObjectCodec for McpServer {
    const EXPECTING: &'static str = "an object (McpServer)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        let buf = __p::collect_map(map)?;
        __p::lift(Self::__from_buffer(buf))
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match self {
            Self::Http(v) => {
                map.serialize_entry("type", "http")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Sse(v) => {
                map.serialize_entry("type", "sse")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Stdio(v) => __p::ObjectCodec::__serialize_fields(v, map),
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for McpServer {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for McpServer {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `McpServer` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherMcpServer {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherMcpServer {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tag: impl Into<String>) -> Self {
        Self {
            tag: tag.into(),
            fields: ::serde_json::Map::new(),
        }
    }
    #[doc(hidden)]
    pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
        seed: Option<String>,
    ) -> Result<Self, A::Error> {
        let mut f_type: Option<String> = seed;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "type" => __p::put(&mut map, &mut f_type, "type")?,
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_type, "type")?,
            fields,
        })
    }
}
impl __p::ObjectCodec for OtherMcpServer {
    const EXPECTING: &'static str = "an object (OtherMcpServer)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        Self::__visit_map_seeded(map, None)
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("type", &self.tag)?;
        __p::write_extra(map, &self.fields)
    }
}
impl<'de> ::serde::Deserialize<'de> for OtherMcpServer {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherMcpServer {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// An HTTP header to set when making requests to the MCP server.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct HttpHeader {
    /// The name of the HTTP header.
    pub name: String,
    /// The value to set for the HTTP header.
    pub value: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl HttpHeader {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(name: impl Into<String>, value: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            value: value.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for HttpHeader {
    const EXPECTING: &'static str = "an object (HttpHeader)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_name: Option<String> = None;
        let mut f_value: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "value" => __p::put(&mut map, &mut f_value, "value")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            name: __p::required(f_name, "name")?,
            value: __p::required(f_value, "value")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("value", &self.value)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for HttpHeader {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for HttpHeader {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// HTTP transport configuration for MCP.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct McpServerHttp {
    /// Human-readable name identifying this MCP server.
    pub name: String,
    /// URL to the MCP server.
    pub url: String,
    /// HTTP headers to set when making requests to the MCP server.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub headers: Vec<HttpHeader>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl McpServerHttp {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        name: impl Into<String>,
        url: impl Into<String>,
        headers: impl Into<Vec<HttpHeader>>,
    ) -> Self {
        Self {
            name: name.into(),
            url: url.into(),
            headers: headers.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for McpServerHttp {
    const EXPECTING: &'static str = "an object (McpServerHttp)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_name: Option<String> = None;
        let mut f_url: Option<String> = None;
        let mut f_headers: Option<Vec<HttpHeader>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "url" => __p::put(&mut map, &mut f_url, "url")?,
                "headers" => __p::put_or_empty(&mut map, &mut f_headers, "headers")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            name: __p::required(f_name, "name")?,
            url: __p::required(f_url, "url")?,
            headers: __p::required(f_headers, "headers")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("url", &self.url)?;
        map.serialize_entry("headers", &self.headers)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for McpServerHttp {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for McpServerHttp {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// SSE transport configuration for MCP.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct McpServerSse {
    /// Human-readable name identifying this MCP server.
    pub name: String,
    /// URL to the MCP server.
    pub url: String,
    /// HTTP headers to set when making requests to the MCP server.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub headers: Vec<HttpHeader>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl McpServerSse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        name: impl Into<String>,
        url: impl Into<String>,
        headers: impl Into<Vec<HttpHeader>>,
    ) -> Self {
        Self {
            name: name.into(),
            url: url.into(),
            headers: headers.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for McpServerSse {
    const EXPECTING: &'static str = "an object (McpServerSse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_name: Option<String> = None;
        let mut f_url: Option<String> = None;
        let mut f_headers: Option<Vec<HttpHeader>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "url" => __p::put(&mut map, &mut f_url, "url")?,
                "headers" => __p::put_or_empty(&mut map, &mut f_headers, "headers")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            name: __p::required(f_name, "name")?,
            url: __p::required(f_url, "url")?,
            headers: __p::required(f_headers, "headers")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("url", &self.url)?;
        map.serialize_entry("headers", &self.headers)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for McpServerSse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for McpServerSse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Stdio transport configuration for MCP.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct McpServerStdio {
    /// Human-readable name identifying this MCP server.
    pub name: String,
    /// Absolute path to the MCP server executable.
    pub command: String,
    /// Command-line arguments to pass to the MCP server.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub args: Vec<String>,
    /// Environment variables to set when launching the MCP server.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub env: Vec<EnvVariable>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl McpServerStdio {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        name: impl Into<String>,
        command: impl Into<String>,
        args: impl Into<Vec<String>>,
        env: impl Into<Vec<EnvVariable>>,
    ) -> Self {
        Self {
            name: name.into(),
            command: command.into(),
            args: args.into(),
            env: env.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for McpServerStdio {
    const EXPECTING: &'static str = "an object (McpServerStdio)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_name: Option<String> = None;
        let mut f_command: Option<String> = None;
        let mut f_args: Option<Vec<String>> = None;
        let mut f_env: Option<Vec<EnvVariable>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "command" => __p::put(&mut map, &mut f_command, "command")?,
                "args" => __p::put_or_empty(&mut map, &mut f_args, "args")?,
                "env" => __p::put_or_empty(&mut map, &mut f_env, "env")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            name: __p::required(f_name, "name")?,
            command: __p::required(f_command, "command")?,
            args: __p::required(f_args, "args")?,
            env: __p::required(f_env, "env")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("command", &self.command)?;
        map.serialize_entry("args", &self.args)?;
        map.serialize_entry("env", &self.env)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for McpServerStdio {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for McpServerStdio {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for loading an existing session.
///
/// Only available if the Agent supports the `loadSession` capability.
///
/// See protocol docs: [Loading Sessions](https://agentclientprotocol.com/protocol/v1/session-setup#loading-sessions)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct LoadSessionRequest {
    /// List of MCP servers to connect to for this session.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub mcp_servers: Vec<McpServer>,
    /// The working directory for this session. Must be an absolute path.
    pub cwd: String,
    /// Additional workspace roots to activate for this session. Each path must be absolute.
    ///
    /// When omitted or empty, no additional roots are activated. When non-empty,
    /// this is the complete resulting additional-root list for the loaded
    /// session. It may differ from any previously used or reported list as long as
    /// the request `cwd` matches the session's `cwd`.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub additional_directories: Option<Vec<String>>,
    /// The ID of the session to load.
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl LoadSessionRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        mcp_servers: impl Into<Vec<McpServer>>,
        cwd: impl Into<String>,
        session_id: impl Into<SessionId>,
    ) -> Self {
        Self {
            mcp_servers: mcp_servers.into(),
            cwd: cwd.into(),
            additional_directories: Default::default(),
            session_id: session_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Additional workspace roots to activate for this session. Each path must be absolute.
    ///
    /// When omitted or empty, no additional roots are activated. When non-empty,
    /// this is the complete resulting additional-root list for the loaded
    /// session. It may differ from any previously used or reported list as long as
    /// the request `cwd` matches the session's `cwd`.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn additional_directories(mut self, v: impl Into<Vec<String>>) -> Self {
        self.additional_directories = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for LoadSessionRequest {
    const EXPECTING: &'static str = "an object (LoadSessionRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_mcp_servers: Option<Vec<McpServer>> = None;
        let mut f_cwd: Option<String> = None;
        let mut f_additional_directories: Option<Vec<String>> = None;
        let mut f_session_id: Option<SessionId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "mcpServers" => {
                    __p::put_or_empty(&mut map, &mut f_mcp_servers, "mcpServers")?
                }
                "cwd" => __p::put(&mut map, &mut f_cwd, "cwd")?,
                "additionalDirectories" => {
                    __p::put_or_empty(
                        &mut map,
                        &mut f_additional_directories,
                        "additionalDirectories",
                    )?
                }
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            mcp_servers: __p::required(f_mcp_servers, "mcpServers")?,
            cwd: __p::required(f_cwd, "cwd")?,
            additional_directories: f_additional_directories,
            session_id: __p::required(f_session_id, "sessionId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("mcpServers", &self.mcp_servers)?;
        map.serialize_entry("cwd", &self.cwd)?;
        if let Some(v) = &self.additional_directories {
            map.serialize_entry("additionalDirectories", v)?;
        }
        map.serialize_entry("sessionId", &self.session_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for LoadSessionRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for LoadSessionRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for listing existing sessions.
///
/// Only available if the Agent supports the `sessionCapabilities.list` capability.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ListSessionsRequest {
    /// Filter sessions by working directory. Must be an absolute path.
    pub cwd: crate::codec::Tri<String>,
    /// Opaque cursor token from a previous response's nextCursor field for cursor-based pagination
    pub cursor: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ListSessionsRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            cwd: Default::default(),
            cursor: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Filter sessions by working directory. Must be an absolute path.
    #[must_use]
    pub fn cwd(mut self, v: impl Into<String>) -> Self {
        self.cwd = crate::codec::Tri::Value(v.into());
        self
    }
    /// Opaque cursor token from a previous response's nextCursor field for cursor-based pagination
    #[must_use]
    pub fn cursor(mut self, v: impl Into<String>) -> Self {
        self.cursor = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ListSessionsRequest {
    const EXPECTING: &'static str = "an object (ListSessionsRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_cwd: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_cursor: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "cwd" => __p::put_tri(&mut map, &mut f_cwd, "cwd")?,
                "cursor" => __p::put_tri(&mut map, &mut f_cursor, "cursor")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            cwd: f_cwd,
            cursor: f_cursor,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.cwd).is_absent() {
            map.serialize_entry("cwd", &self.cwd)?;
        }
        if !(&self.cursor).is_absent() {
            map.serialize_entry("cursor", &self.cursor)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ListSessionsRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ListSessionsRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for deleting an existing session from `session/list`.
///
/// Only available if the Agent supports the `sessionCapabilities.delete` capability.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct DeleteSessionRequest {
    /// The ID of the session to delete.
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl DeleteSessionRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for DeleteSessionRequest {
    const EXPECTING: &'static str = "an object (DeleteSessionRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for DeleteSessionRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for DeleteSessionRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for resuming an existing session.
///
/// Resumes an existing session without returning previous messages (unlike `session/load`).
/// This is useful for agents that can resume sessions but don't implement full session loading.
///
/// Only available if the Agent supports the `sessionCapabilities.resume` capability.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ResumeSessionRequest {
    /// The ID of the session to resume.
    pub session_id: SessionId,
    /// The working directory for this session. Must be an absolute path.
    pub cwd: String,
    /// Additional workspace roots to activate for this session. Each path must be absolute.
    ///
    /// When omitted or empty, no additional roots are activated. When non-empty,
    /// this is the complete resulting additional-root list for the resumed
    /// session. It may differ from any previously used or reported list as long as
    /// the request `cwd` matches the session's `cwd`.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub additional_directories: Option<Vec<String>>,
    /// List of MCP servers to connect to for this session.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub mcp_servers: Option<Vec<McpServer>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ResumeSessionRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>, cwd: impl Into<String>) -> Self {
        Self {
            session_id: session_id.into(),
            cwd: cwd.into(),
            additional_directories: Default::default(),
            mcp_servers: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Additional workspace roots to activate for this session. Each path must be absolute.
    ///
    /// When omitted or empty, no additional roots are activated. When non-empty,
    /// this is the complete resulting additional-root list for the resumed
    /// session. It may differ from any previously used or reported list as long as
    /// the request `cwd` matches the session's `cwd`.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn additional_directories(mut self, v: impl Into<Vec<String>>) -> Self {
        self.additional_directories = Some(v.into());
        self
    }
    /// List of MCP servers to connect to for this session.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn mcp_servers(mut self, v: impl Into<Vec<McpServer>>) -> Self {
        self.mcp_servers = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ResumeSessionRequest {
    const EXPECTING: &'static str = "an object (ResumeSessionRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_cwd: Option<String> = None;
        let mut f_additional_directories: Option<Vec<String>> = None;
        let mut f_mcp_servers: Option<Vec<McpServer>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "cwd" => __p::put(&mut map, &mut f_cwd, "cwd")?,
                "additionalDirectories" => {
                    __p::put_or_empty(
                        &mut map,
                        &mut f_additional_directories,
                        "additionalDirectories",
                    )?
                }
                "mcpServers" => {
                    __p::put_or_empty(&mut map, &mut f_mcp_servers, "mcpServers")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            cwd: __p::required(f_cwd, "cwd")?,
            additional_directories: f_additional_directories,
            mcp_servers: f_mcp_servers,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("cwd", &self.cwd)?;
        if let Some(v) = &self.additional_directories {
            map.serialize_entry("additionalDirectories", v)?;
        }
        if let Some(v) = &self.mcp_servers {
            map.serialize_entry("mcpServers", v)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ResumeSessionRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ResumeSessionRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for closing an active session.
///
/// If supported, the agent **must** cancel any ongoing work related to the session
/// (treat it as if `session/cancel` was called) and then free up any resources
/// associated with the session.
///
/// Only available if the Agent supports the `sessionCapabilities.close` capability.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CloseSessionRequest {
    /// The ID of the session to close.
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CloseSessionRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CloseSessionRequest {
    const EXPECTING: &'static str = "an object (CloseSessionRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CloseSessionRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CloseSessionRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for setting a session mode.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SetSessionModeRequest {
    /// The ID of the session to set the mode for.
    pub session_id: SessionId,
    /// The ID of the mode to set.
    pub mode_id: SessionModeId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SetSessionModeRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        mode_id: impl Into<SessionModeId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            mode_id: mode_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SetSessionModeRequest {
    const EXPECTING: &'static str = "an object (SetSessionModeRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_mode_id: Option<SessionModeId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "modeId" => __p::put(&mut map, &mut f_mode_id, "modeId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            mode_id: __p::required(f_mode_id, "modeId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("modeId", &self.mode_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SetSessionModeRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SetSessionModeRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for setting a session configuration option.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SetSessionConfigOptionRequest {
    /// The ID of the session to set the configuration option for.
    pub session_id: SessionId,
    /// The ID of the configuration option to set.
    pub config_id: SessionConfigId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// The variant selected by `type`, with its own members.
    pub kind: SetSessionConfigOptionRequestKind,
    /// Members the schema does not declare, kept as received and written back.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SetSessionConfigOptionRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        config_id: impl Into<SessionConfigId>,
        kind: SetSessionConfigOptionRequestKind,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            config_id: config_id.into(),
            meta: Default::default(),
            kind,
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
/// The `type`-selected part of a [`SetSessionConfigOptionRequest`].
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum SetSessionConfigOptionRequestKind {
    /// A boolean value (`type: "boolean"`).
    Boolean {
        /// The boolean value.
        value: bool,
    },
    /// A `SessionConfigValueId` string value.
    ///
    /// This is the default when `type` is absent on the wire. Unknown `type`
    /// values with string payloads also gracefully deserialize into this
    /// variant.
    ///
    /// The default branch (`value_id`): no `type`, or one this branch does not exclude (it stays in the extra members).
    ValueId {
        /// The value ID.
        value: SessionConfigValueId,
    },
    /// A `type` this version of the schema does not know; its other members stay in the parent's `extra`.
    Other {
        /// The `tag` value as received.
        tag: String,
    },
}
impl SetSessionConfigOptionRequestKind {
    /// The `type` value, if any.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::Boolean { .. } => Some("boolean"),
            Self::ValueId { .. } => None,
            Self::Other { tag, .. } => Some(tag),
        }
    }
    #[doc(hidden)]
    pub fn __from_parts(
        tag: Option<Option<String>>,
        rest: &mut ::serde_json::Map<String, ::serde_json::Value>,
    ) -> Result<Self, ::serde_json::Error> {
        let t = match tag {
            None => {
                return Ok(Self::ValueId {
                    value: __p::required(
                        __p::take::<SessionConfigValueId>(rest, "value")?,
                        "value",
                    )?,
                });
            }
            Some(None) => {
                return Err(
                    <::serde_json::Error as ::serde::de::Error>::invalid_type(
                        ::serde::de::Unexpected::Unit,
                        &"a string",
                    ),
                );
            }
            Some(Some(t)) => t,
        };
        let saved = rest.clone();
        let known: Option<Result<Self, ::serde_json::Error>> = {
            let rest = &mut *rest;
            match t.as_str() {
                "boolean" => {
                    Some(
                        (|| -> Result<Self, ::serde_json::Error> {
                            Ok(Self::Boolean {
                                value: __p::required(
                                    __p::take::<bool>(rest, "value")?,
                                    "value",
                                )?,
                            })
                        })(),
                    )
                }
                _ => None,
            }
        };
        match known {
            Some(Ok(v)) => Ok(v),
            Some(Err(e)) => {
                *rest = saved;
                rest.insert("type".to_owned(), ::serde_json::Value::String(t));
                (|| -> Result<Self, ::serde_json::Error> {
                    Ok(Self::ValueId {
                        value: __p::required(
                            __p::take::<SessionConfigValueId>(rest, "value")?,
                            "value",
                        )?,
                    })
                })()
                    .map_err(|_| e)
            }
            None => {
                rest.insert("type".to_owned(), ::serde_json::Value::String(t));
                Ok(Self::ValueId {
                    value: __p::required(
                        __p::take::<SessionConfigValueId>(rest, "value")?,
                        "value",
                    )?,
                })
            }
        }
    }
}
impl __p::ObjectCodec for SetSessionConfigOptionRequest {
    const EXPECTING: &'static str = "an object (SetSessionConfigOptionRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_config_id: Option<SessionConfigId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut f_tag: Option<String> = None;
        let mut rest = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "configId" => __p::put(&mut map, &mut f_config_id, "configId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                "type" => __p::put(&mut map, &mut f_tag, "type")?,
                _ => __p::put_extra(&mut map, &mut rest, key)?,
            }
        }
        let kind = __p::lift(
            SetSessionConfigOptionRequestKind::__from_parts(f_tag.map(Some), &mut rest),
        )?;
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            config_id: __p::required(f_config_id, "configId")?,
            meta: f_meta,
            kind,
            extra: rest,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match &self.kind {
            SetSessionConfigOptionRequestKind::Boolean { .. } => {
                map.serialize_entry("type", "boolean")?
            }
            SetSessionConfigOptionRequestKind::ValueId { .. } => {}
            SetSessionConfigOptionRequestKind::Other { tag, .. } => {
                map.serialize_entry("type", tag)?
            }
        }
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("configId", &self.config_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        #[allow(unused_variables, unreachable_patterns)]
        match &self.kind {
            SetSessionConfigOptionRequestKind::Boolean { value } => {
                map.serialize_entry("value", value)?;
            }
            SetSessionConfigOptionRequestKind::ValueId { value } => {
                map.serialize_entry("value", value)?;
            }
            SetSessionConfigOptionRequestKind::Other { tag: _ } => {}
            _ => {}
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SetSessionConfigOptionRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SetSessionConfigOptionRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for sending a user prompt to the agent.
///
/// Contains the user's message and any additional context.
///
/// See protocol docs: [User Message](https://agentclientprotocol.com/protocol/v1/prompt-turn#1-user-message)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct PromptRequest {
    /// The ID of the session to send this user message to
    pub session_id: SessionId,
    /// The blocks of content that compose the user's message.
    ///
    /// As a baseline, the Agent MUST support `text` and `resource_link` content blocks,
    /// while other variants are optionally enabled via `PromptCapabilities`.
    ///
    /// The Client MUST adapt its interface according to `PromptCapabilities`.
    ///
    /// The client MAY include referenced pieces of context as either
    /// `resource` or `resource_link` content blocks.
    ///
    /// When available, `resource` is preferred
    /// as it avoids extra round-trips and allows the message to include
    /// pieces of context from sources the agent may not have access to.
    pub prompt: Vec<ContentBlock>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl PromptRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        prompt: impl Into<Vec<ContentBlock>>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            prompt: prompt.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for PromptRequest {
    const EXPECTING: &'static str = "an object (PromptRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_prompt: Option<Vec<ContentBlock>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "prompt" => __p::put(&mut map, &mut f_prompt, "prompt")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            prompt: __p::required(f_prompt, "prompt")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("prompt", &self.prompt)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for PromptRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for PromptRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response to `fs/write_text_file`
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct WriteTextFileResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl WriteTextFileResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for WriteTextFileResponse {
    const EXPECTING: &'static str = "an object (WriteTextFileResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for WriteTextFileResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for WriteTextFileResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response containing the contents of a text file.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ReadTextFileResponse {
    /// Content payload returned by this response.
    pub content: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ReadTextFileResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(content: impl Into<String>) -> Self {
        Self {
            content: content.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ReadTextFileResponse {
    const EXPECTING: &'static str = "an object (ReadTextFileResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_content: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "content" => __p::put(&mut map, &mut f_content, "content")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            content: __p::required(f_content, "content")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("content", &self.content)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ReadTextFileResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ReadTextFileResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response to a permission request.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct RequestPermissionResponse {
    /// The user's decision on the permission request.
    pub outcome: RequestPermissionOutcome,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl RequestPermissionResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(outcome: impl Into<RequestPermissionOutcome>) -> Self {
        Self {
            outcome: outcome.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for RequestPermissionResponse {
    const EXPECTING: &'static str = "an object (RequestPermissionResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_outcome: Option<RequestPermissionOutcome> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "outcome" => __p::put_object(&mut map, &mut f_outcome, "outcome")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            outcome: __p::required(f_outcome, "outcome")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("outcome", &self.outcome)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for RequestPermissionResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for RequestPermissionResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// The outcome of a permission request.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum RequestPermissionOutcome {
    /// The prompt turn was cancelled before the user responded.
    ///
    /// When a client sends a `session/cancel` notification to cancel an ongoing
    /// prompt turn, it MUST respond to all pending `session/request_permission`
    /// requests with this `cancelled` outcome.
    ///
    /// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v1/prompt-turn#cancellation)
    Cancelled {
        /// Members sent along with the tag, kept and written back.
        extra: ::serde_json::Map<String, ::serde_json::Value>,
    },
    /// The user selected one of the provided options.
    Selected(SelectedPermissionOutcome),
    /// A variant this version of the schema does not know (e.g. from a newer peer); kept and written back unchanged.
    Other(OtherRequestPermissionOutcome),
}
impl RequestPermissionOutcome {
    /// The `outcome` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Cancelled { .. } => "cancelled",
            Self::Selected(_) => "selected",
            Self::Other(v) => &v.tag,
        }
    }
    /// Reads the members after the tag (streaming; no buffering).
    #[doc(hidden)]
    pub fn __visit_tagged<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
        tag: __p::Key<'de>,
    ) -> Result<Self, A::Error> {
        Ok(
            match tag.as_str() {
                "cancelled" => {
                    Self::Cancelled {
                        extra: __p::collect_map(map)?,
                    }
                }
                "selected" => {
                    Self::Selected(
                        <SelectedPermissionOutcome as __p::ObjectCodec>::__visit_map(
                            map,
                        )?,
                    )
                }
                _ => {
                    Self::Other(
                        OtherRequestPermissionOutcome::__visit_map_seeded(
                            map,
                            Some(tag.into_owned()),
                        )?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for RequestPermissionOutcome {
    const EXPECTING: &'static str = "an object (RequestPermissionOutcome)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        match map.next_key::<__p::Key<'de>>()? {
            Some(k) if k.as_str() == "outcome" => {
                let t: __p::Key<'de> = map.next_value()?;
                Self::__visit_tagged(__p::TagGuard::new(map, "outcome"), t)
            }
            Some(k) => {
                let mut buf = __p::buffer_from(k, map)?;
                match __p::lift(__p::take_tag(&mut buf, "outcome"))? {
                    Some(t) => {
                        __p::lift(
                            Self::__visit_tagged(
                                __p::buffer_access(buf),
                                __p::Key::owned(t),
                            ),
                        )
                    }
                    None => {
                        Err(<A::Error as ::serde::de::Error>::missing_field("outcome"))
                    }
                }
            }
            None => Err(<A::Error as ::serde::de::Error>::missing_field("outcome")),
        }
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match self {
            Self::Cancelled { extra } => {
                map.serialize_entry("outcome", "cancelled")?;
                __p::write_extra(map, extra)
            }
            Self::Selected(v) => {
                map.serialize_entry("outcome", "selected")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for RequestPermissionOutcome {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for RequestPermissionOutcome {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `RequestPermissionOutcome` whose `outcome` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherRequestPermissionOutcome {
    /// The `outcome` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherRequestPermissionOutcome {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tag: impl Into<String>) -> Self {
        Self {
            tag: tag.into(),
            fields: ::serde_json::Map::new(),
        }
    }
    #[doc(hidden)]
    pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
        seed: Option<String>,
    ) -> Result<Self, A::Error> {
        let mut f_outcome: Option<String> = seed;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "outcome" => __p::put(&mut map, &mut f_outcome, "outcome")?,
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_outcome, "outcome")?,
            fields,
        })
    }
}
impl __p::ObjectCodec for OtherRequestPermissionOutcome {
    const EXPECTING: &'static str = "an object (OtherRequestPermissionOutcome)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        Self::__visit_map_seeded(map, None)
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("outcome", &self.tag)?;
        __p::write_extra(map, &self.fields)
    }
}
impl<'de> ::serde::Deserialize<'de> for OtherRequestPermissionOutcome {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherRequestPermissionOutcome {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// The user selected one of the provided options.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SelectedPermissionOutcome {
    /// The ID of the option the user selected.
    pub option_id: PermissionOptionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SelectedPermissionOutcome {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(option_id: impl Into<PermissionOptionId>) -> Self {
        Self {
            option_id: option_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SelectedPermissionOutcome {
    const EXPECTING: &'static str = "an object (SelectedPermissionOutcome)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_option_id: Option<PermissionOptionId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "optionId" => __p::put(&mut map, &mut f_option_id, "optionId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            option_id: __p::required(f_option_id, "optionId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("optionId", &self.option_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for SelectedPermissionOutcome {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SelectedPermissionOutcome {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response containing the ID of the created terminal.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CreateTerminalResponse {
    /// The unique identifier for the created terminal.
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CreateTerminalResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(terminal_id: impl Into<TerminalId>) -> Self {
        Self {
            terminal_id: terminal_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CreateTerminalResponse {
    const EXPECTING: &'static str = "an object (CreateTerminalResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_terminal_id: Option<TerminalId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "terminalId" => __p::put(&mut map, &mut f_terminal_id, "terminalId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            terminal_id: __p::required(f_terminal_id, "terminalId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("terminalId", &self.terminal_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CreateTerminalResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CreateTerminalResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response containing the terminal output and exit status.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TerminalOutputResponse {
    /// The terminal output captured so far.
    pub output: String,
    /// Whether the output was truncated due to byte limits.
    pub truncated: bool,
    /// Exit status if the command has completed.
    pub exit_status: crate::codec::Tri<TerminalExitStatus>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TerminalOutputResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(output: impl Into<String>, truncated: impl Into<bool>) -> Self {
        Self {
            output: output.into(),
            truncated: truncated.into(),
            exit_status: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Exit status if the command has completed.
    #[must_use]
    pub fn exit_status(mut self, v: impl Into<TerminalExitStatus>) -> Self {
        self.exit_status = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TerminalOutputResponse {
    const EXPECTING: &'static str = "an object (TerminalOutputResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_output: Option<String> = None;
        let mut f_truncated: Option<bool> = None;
        let mut f_exit_status: crate::codec::Tri<TerminalExitStatus> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "output" => __p::put(&mut map, &mut f_output, "output")?,
                "truncated" => __p::put(&mut map, &mut f_truncated, "truncated")?,
                "exitStatus" => __p::put_tri(&mut map, &mut f_exit_status, "exitStatus")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            output: __p::required(f_output, "output")?,
            truncated: __p::required(f_truncated, "truncated")?,
            exit_status: f_exit_status,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("output", &self.output)?;
        map.serialize_entry("truncated", &self.truncated)?;
        if !(&self.exit_status).is_absent() {
            map.serialize_entry("exitStatus", &self.exit_status)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for TerminalOutputResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TerminalOutputResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Exit status of a terminal command.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct TerminalExitStatus {
    /// The process exit code (may be null if terminated by signal).
    pub exit_code: crate::codec::Tri<u32>,
    /// The signal that terminated the process (may be null if exited normally).
    pub signal: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TerminalExitStatus {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            exit_code: Default::default(),
            signal: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The process exit code (may be null if terminated by signal).
    #[must_use]
    pub fn exit_code(mut self, v: impl Into<u32>) -> Self {
        self.exit_code = crate::codec::Tri::Value(v.into());
        self
    }
    /// The signal that terminated the process (may be null if exited normally).
    #[must_use]
    pub fn signal(mut self, v: impl Into<String>) -> Self {
        self.signal = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TerminalExitStatus {
    const EXPECTING: &'static str = "an object (TerminalExitStatus)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_exit_code: crate::codec::Tri<u32> = crate::codec::Tri::Absent;
        let mut f_signal: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "exitCode" => __p::put_tri(&mut map, &mut f_exit_code, "exitCode")?,
                "signal" => __p::put_tri(&mut map, &mut f_signal, "signal")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            exit_code: f_exit_code,
            signal: f_signal,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.exit_code).is_absent() {
            map.serialize_entry("exitCode", &self.exit_code)?;
        }
        if !(&self.signal).is_absent() {
            map.serialize_entry("signal", &self.signal)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for TerminalExitStatus {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TerminalExitStatus {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response to terminal/release method
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ReleaseTerminalResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ReleaseTerminalResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ReleaseTerminalResponse {
    const EXPECTING: &'static str = "an object (ReleaseTerminalResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ReleaseTerminalResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ReleaseTerminalResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response containing the exit status of a terminal command.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct WaitForTerminalExitResponse {
    /// The process exit code (may be null if terminated by signal).
    pub exit_code: crate::codec::Tri<u32>,
    /// The signal that terminated the process (may be null if exited normally).
    pub signal: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl WaitForTerminalExitResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            exit_code: Default::default(),
            signal: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The process exit code (may be null if terminated by signal).
    #[must_use]
    pub fn exit_code(mut self, v: impl Into<u32>) -> Self {
        self.exit_code = crate::codec::Tri::Value(v.into());
        self
    }
    /// The signal that terminated the process (may be null if exited normally).
    #[must_use]
    pub fn signal(mut self, v: impl Into<String>) -> Self {
        self.signal = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for WaitForTerminalExitResponse {
    const EXPECTING: &'static str = "an object (WaitForTerminalExitResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_exit_code: crate::codec::Tri<u32> = crate::codec::Tri::Absent;
        let mut f_signal: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "exitCode" => __p::put_tri(&mut map, &mut f_exit_code, "exitCode")?,
                "signal" => __p::put_tri(&mut map, &mut f_signal, "signal")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            exit_code: f_exit_code,
            signal: f_signal,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.exit_code).is_absent() {
            map.serialize_entry("exitCode", &self.exit_code)?;
        }
        if !(&self.signal).is_absent() {
            map.serialize_entry("signal", &self.signal)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for WaitForTerminalExitResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for WaitForTerminalExitResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response to `terminal/kill` method
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct KillTerminalResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl KillTerminalResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for KillTerminalResponse {
    const EXPECTING: &'static str = "an object (KillTerminalResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { meta: f_meta, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for KillTerminalResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for KillTerminalResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response from the client to an elicitation request.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CreateElicitationResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// The variant selected by `action`, with its own members.
    pub action: CreateElicitationResponseAction,
    /// Members the schema does not declare, kept as received and written back.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CreateElicitationResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(action: CreateElicitationResponseAction) -> Self {
        Self {
            meta: Default::default(),
            action,
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
/// The `action`-selected part of a [`CreateElicitationResponse`].
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum CreateElicitationResponseAction {
    /// The user accepted and provided content.
    Accept(ElicitationAcceptAction),
    /// The user declined the elicitation.
    Decline,
    /// The elicitation was cancelled.
    Cancel,
    /// A `action` this version of the schema does not know; its other members stay in the parent's `extra`.
    Other {
        /// The `tag` value as received.
        tag: String,
    },
}
impl CreateElicitationResponseAction {
    /// The `action` value, if any.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::Accept(_) => Some("accept"),
            Self::Decline => Some("decline"),
            Self::Cancel => Some("cancel"),
            Self::Other { tag, .. } => Some(tag),
        }
    }
    #[doc(hidden)]
    pub fn __from_parts(
        tag: Option<Option<String>>,
        rest: &mut ::serde_json::Map<String, ::serde_json::Value>,
    ) -> Result<Self, ::serde_json::Error> {
        let t = match tag {
            None => {
                return Err(
                    <::serde_json::Error as ::serde::de::Error>::missing_field("action"),
                );
            }
            Some(None) => {
                return Err(
                    <::serde_json::Error as ::serde::de::Error>::invalid_type(
                        ::serde::de::Unexpected::Unit,
                        &"a string",
                    ),
                );
            }
            Some(Some(t)) => t,
        };
        Ok(
            match t.as_str() {
                "accept" => {
                    Self::Accept(
                        __p::from_map::<ElicitationAcceptAction>(::std::mem::take(rest))?,
                    )
                }
                "decline" => Self::Decline,
                "cancel" => Self::Cancel,
                _ => Self::Other { tag: t.clone() },
            },
        )
    }
}
impl __p::ObjectCodec for CreateElicitationResponse {
    const EXPECTING: &'static str = "an object (CreateElicitationResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut f_tag: Option<String> = None;
        let mut rest = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                "action" => __p::put(&mut map, &mut f_tag, "action")?,
                _ => __p::put_extra(&mut map, &mut rest, key)?,
            }
        }
        let action = __p::lift(
            CreateElicitationResponseAction::__from_parts(f_tag.map(Some), &mut rest),
        )?;
        Ok(Self {
            meta: f_meta,
            action,
            extra: rest,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match &self.action {
            CreateElicitationResponseAction::Accept(_) => {
                map.serialize_entry("action", "accept")?
            }
            CreateElicitationResponseAction::Decline => {
                map.serialize_entry("action", "decline")?
            }
            CreateElicitationResponseAction::Cancel => {
                map.serialize_entry("action", "cancel")?
            }
            CreateElicitationResponseAction::Other { tag, .. } => {
                map.serialize_entry("action", tag)?
            }
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        #[allow(unused_variables, unreachable_patterns)]
        match &self.action {
            CreateElicitationResponseAction::Accept(v) => {
                __p::ObjectCodec::__serialize_fields(v, map)?
            }
            CreateElicitationResponseAction::Other { tag: _ } => {}
            _ => {}
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CreateElicitationResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CreateElicitationResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Allowed wire representations for `ElicitationContentValue`.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ElicitationContentValue {
    /// String value accepted in elicitation response content.
    String(String),
    /// Integer value accepted in elicitation response content.
    Integer(i64),
    /// Number value accepted in elicitation response content.
    Number(::serde_json::Number),
    /// Boolean value accepted in elicitation response content.
    Boolean(bool),
    /// String array value accepted in elicitation response content.
    StringArray(Vec<String>),
}
impl ElicitationContentValue {
    #[doc(hidden)]
    pub fn __from_value(v: ::serde_json::Value) -> Result<Self, ::serde_json::Error> {
        let mut errors: Vec<(&str, String)> = Vec::new();
        match <String as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::String(x)),
            Err(e) => errors.push(("String", e.to_string())),
        }
        match <i64 as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::Integer(x)),
            Err(e) => errors.push(("Integer", e.to_string())),
        }
        match <::serde_json::Number as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::Number(x)),
            Err(e) => errors.push(("Number", e.to_string())),
        }
        match <bool as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::Boolean(x)),
            Err(e) => errors.push(("Boolean", e.to_string())),
        }
        match <Vec<String> as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::StringArray(x)),
            Err(e) => errors.push(("StringArray", e.to_string())),
        }
        Err(__p::no_branch("ElicitationContentValue", &errors))
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationContentValue {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = <::serde_json::Value as ::serde::Deserialize>::deserialize(d)?;
        Self::__from_value(v).map_err(<D::Error as ::serde::de::Error>::custom)
    }
}
impl ::serde::Serialize for ElicitationContentValue {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::String(x) => ::serde::Serialize::serialize(x, s),
            Self::Integer(x) => ::serde::Serialize::serialize(x, s),
            Self::Number(x) => ::serde::Serialize::serialize(x, s),
            Self::Boolean(x) => ::serde::Serialize::serialize(x, s),
            Self::StringArray(x) => ::serde::Serialize::serialize(x, s),
        }
    }
}
/// The user accepted the elicitation and provided content.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ElicitationAcceptAction {
    /// The user-provided content, if any, as an object matching the requested schema.
    pub content: crate::codec::Tri<
        ::std::collections::BTreeMap<String, ElicitationContentValue>,
    >,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ElicitationAcceptAction {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            content: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The user-provided content, if any, as an object matching the requested schema.
    #[must_use]
    pub fn content(
        mut self,
        v: impl Into<::std::collections::BTreeMap<String, ElicitationContentValue>>,
    ) -> Self {
        self.content = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ElicitationAcceptAction {
    const EXPECTING: &'static str = "an object (ElicitationAcceptAction)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_content: crate::codec::Tri<
            ::std::collections::BTreeMap<String, ElicitationContentValue>,
        > = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "content" => __p::put_tri(&mut map, &mut f_content, "content")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { content: f_content, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.content).is_absent() {
            map.serialize_entry("content", &self.content)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ElicitationAcceptAction {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ElicitationAcceptAction {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Notification to cancel ongoing operations for a session.
///
/// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v1/prompt-turn#cancellation)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CancelNotification {
    /// The ID of the session to cancel operations for.
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CancelNotification {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CancelNotification {
    const EXPECTING: &'static str = "an object (CancelNotification)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CancelNotification {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CancelNotification {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Notification to cancel an ongoing request.
///
/// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v1/cancellation)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CancelRequestNotification {
    /// The ID of the request to cancel.
    pub request_id: RequestId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CancelRequestNotification {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(request_id: impl Into<RequestId>) -> Self {
        Self {
            request_id: request_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CancelRequestNotification {
    const EXPECTING: &'static str = "an object (CancelRequestNotification)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_request_id: Option<RequestId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "requestId" => __p::put(&mut map, &mut f_request_id, "requestId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            request_id: __p::required(f_request_id, "requestId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("requestId", &self.request_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CancelRequestNotification {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CancelRequestNotification {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Every `$defs` entry of the schema and its pattern in the schema-patterns
/// catalogue (envelope defs included; they have no Rust type).
pub static DEFS: &[(&str, &str)] = &[
    ("AgentRequest", "envelope-request"),
    ("RequestId", "untagged-scalar-union"),
    ("WriteTextFileRequest", "struct"),
    ("SessionId", "string-newtype"),
    ("ReadTextFileRequest", "struct"),
    ("RequestPermissionRequest", "struct"),
    ("ToolCallUpdate", "struct"),
    ("ToolCallId", "string-newtype"),
    ("ToolKind", "closed-string-enum"),
    ("ToolCallStatus", "closed-string-enum"),
    ("ToolCallContent", "tagged-union-closed"),
    ("ContentBlock", "tagged-union-closed"),
    ("Annotations", "struct"),
    ("Role", "closed-string-enum"),
    ("TextContent", "struct"),
    ("ImageContent", "struct"),
    ("AudioContent", "struct"),
    ("ResourceLink", "struct"),
    ("EmbeddedResourceResource", "untagged-ref-union"),
    ("TextResourceContents", "struct"),
    ("BlobResourceContents", "struct"),
    ("EmbeddedResource", "struct"),
    ("Content", "struct"),
    ("Diff", "struct"),
    ("TerminalId", "string-newtype"),
    ("Terminal", "struct"),
    ("ToolCallLocation", "struct"),
    ("PermissionOption", "struct"),
    ("PermissionOptionId", "string-newtype"),
    ("PermissionOptionKind", "closed-string-enum"),
    ("CreateTerminalRequest", "struct"),
    ("EnvVariable", "struct"),
    ("TerminalOutputRequest", "struct"),
    ("ReleaseTerminalRequest", "struct"),
    ("WaitForTerminalExitRequest", "struct"),
    ("KillTerminalRequest", "struct"),
    ("CreateElicitationRequest", "struct-with-tagged-variants"),
    ("ElicitationSessionScope", "struct"),
    ("ElicitationRequestScope", "struct"),
    ("ElicitationSchema", "struct"),
    ("ElicitationSchemaType", "closed-string-enum"),
    ("ElicitationPropertySchema", "tagged-union-open"),
    ("StringFormat", "closed-string-enum"),
    ("EnumOption", "struct"),
    ("StringPropertySchema", "struct"),
    ("NumberPropertySchema", "struct"),
    ("IntegerPropertySchema", "struct"),
    ("BooleanPropertySchema", "struct"),
    ("MultiSelectItems", "tagged-union-with-default"),
    ("StringMultiSelectItems", "struct"),
    ("TitledMultiSelectItems", "struct"),
    ("MultiSelectPropertySchema", "struct"),
    ("ElicitationFormMode", "struct-with-untagged-variants"),
    ("ElicitationId", "string-newtype"),
    ("ElicitationUrlMode", "struct-with-untagged-variants"),
    ("ExtRequest", "any-json"),
    ("AgentResponse", "envelope-response"),
    ("InitializeResponse", "struct"),
    ("ProtocolVersion", "integer-newtype"),
    ("AgentCapabilities", "struct"),
    ("PromptCapabilities", "struct"),
    ("McpCapabilities", "struct"),
    ("SessionCapabilities", "struct"),
    ("SessionListCapabilities", "meta-only-struct"),
    ("SessionDeleteCapabilities", "meta-only-struct"),
    ("SessionAdditionalDirectoriesCapabilities", "meta-only-struct"),
    ("SessionResumeCapabilities", "meta-only-struct"),
    ("SessionCloseCapabilities", "meta-only-struct"),
    ("AgentAuthCapabilities", "struct"),
    ("LogoutCapabilities", "meta-only-struct"),
    ("AuthMethod", "tagged-union-with-default"),
    ("AuthMethodId", "string-newtype"),
    ("AuthMethodTerminal", "struct"),
    ("AuthMethodAgent", "struct"),
    ("Implementation", "struct"),
    ("AuthenticateResponse", "meta-only-struct"),
    ("LogoutResponse", "meta-only-struct"),
    ("NewSessionResponse", "struct"),
    ("SessionModeState", "struct"),
    ("SessionModeId", "string-newtype"),
    ("SessionMode", "struct"),
    ("SessionConfigOption", "struct-with-tagged-variants"),
    ("SessionConfigId", "string-newtype"),
    ("SessionConfigOptionCategory", "open-string-enum"),
    ("SessionConfigValueId", "string-newtype"),
    ("SessionConfigSelectOptions", "untagged-array-union"),
    ("SessionConfigSelectOption", "struct"),
    ("SessionConfigSelectGroup", "struct"),
    ("SessionConfigGroupId", "string-newtype"),
    ("SessionConfigSelect", "struct"),
    ("SessionConfigBoolean", "struct"),
    ("LoadSessionResponse", "struct"),
    ("ListSessionsResponse", "struct"),
    ("SessionInfo", "struct"),
    ("DeleteSessionResponse", "meta-only-struct"),
    ("ResumeSessionResponse", "struct"),
    ("CloseSessionResponse", "meta-only-struct"),
    ("SetSessionModeResponse", "meta-only-struct"),
    ("SetSessionConfigOptionResponse", "struct"),
    ("PromptResponse", "struct"),
    ("StopReason", "closed-string-enum"),
    ("ExtResponse", "any-json"),
    ("Error", "struct"),
    ("ErrorCode", "open-integer-enum"),
    ("AgentNotification", "envelope-notification"),
    ("SessionNotification", "struct"),
    ("SessionUpdate", "tagged-union-closed"),
    ("MessageId", "string-newtype"),
    ("ContentChunk", "struct"),
    ("ToolCall", "struct"),
    ("PlanEntry", "struct"),
    ("PlanEntryPriority", "closed-string-enum"),
    ("PlanEntryStatus", "closed-string-enum"),
    ("Plan", "struct"),
    ("AvailableCommand", "struct"),
    ("AvailableCommandInput", "untagged-ref-union"),
    ("UnstructuredCommandInput", "struct"),
    ("AvailableCommandsUpdate", "struct"),
    ("CurrentModeUpdate", "struct"),
    ("ConfigOptionUpdate", "struct"),
    ("SessionInfoUpdate", "struct"),
    ("Cost", "struct"),
    ("UsageUpdate", "struct"),
    ("NoticeSeverity", "open-string-enum"),
    ("Notice", "struct"),
    ("CompactionId", "string-newtype"),
    ("CompactionStatus", "open-string-enum"),
    ("CompactionUpdate", "struct"),
    ("CompactionSummaryChunk", "struct"),
    ("CompleteElicitationNotification", "struct"),
    ("ExtNotification", "any-json"),
    ("ClientRequest", "envelope-request"),
    ("InitializeRequest", "struct"),
    ("ClientCapabilities", "struct"),
    ("FileSystemCapabilities", "struct"),
    ("ClientSessionCapabilities", "struct"),
    ("CompactionCapabilities", "open-object"),
    ("SessionConfigOptionsCapabilities", "struct"),
    ("BooleanConfigOptionCapabilities", "meta-only-struct"),
    ("NoticeCapabilities", "open-object"),
    ("AuthCapabilities", "struct"),
    ("ElicitationCapabilities", "struct"),
    ("ElicitationFormCapabilities", "meta-only-struct"),
    ("ElicitationUrlCapabilities", "meta-only-struct"),
    ("AuthenticateRequest", "struct"),
    ("LogoutRequest", "meta-only-struct"),
    ("NewSessionRequest", "struct"),
    ("McpServer", "tagged-union-with-default"),
    ("HttpHeader", "struct"),
    ("McpServerHttp", "struct"),
    ("McpServerSse", "struct"),
    ("McpServerStdio", "struct"),
    ("LoadSessionRequest", "struct"),
    ("ListSessionsRequest", "struct"),
    ("DeleteSessionRequest", "struct"),
    ("ResumeSessionRequest", "struct"),
    ("CloseSessionRequest", "struct"),
    ("SetSessionModeRequest", "struct"),
    ("SetSessionConfigOptionRequest", "struct-with-tagged-variants"),
    ("PromptRequest", "struct"),
    ("ClientResponse", "envelope-response"),
    ("WriteTextFileResponse", "meta-only-struct"),
    ("ReadTextFileResponse", "struct"),
    ("RequestPermissionResponse", "struct"),
    ("RequestPermissionOutcome", "tagged-union-closed"),
    ("SelectedPermissionOutcome", "struct"),
    ("CreateTerminalResponse", "struct"),
    ("TerminalOutputResponse", "struct"),
    ("TerminalExitStatus", "struct"),
    ("ReleaseTerminalResponse", "meta-only-struct"),
    ("WaitForTerminalExitResponse", "struct"),
    ("KillTerminalResponse", "meta-only-struct"),
    ("CreateElicitationResponse", "struct-with-tagged-variants"),
    ("ElicitationContentValue", "untagged-scalar-union"),
    ("ElicitationAcceptAction", "struct"),
    ("ClientNotification", "envelope-notification"),
    ("CancelNotification", "struct"),
    ("CancelRequestNotification", "struct"),
];
/// Deserializes `json` as the Rust type generated for `$defs/<def>` and
/// serializes it back to a `Value`. `None` for unknown def names and for
/// the envelope defs (`AgentRequest`, `ClientResponse`, …), which are
/// not generated as types (the runtime dispatches by method instead).
pub fn roundtrip_def(
    def: &str,
    json: &str,
) -> Option<Result<::serde_json::Value, ::serde_json::Error>> {
    Some(
        match def {
            "RequestId" => __p::roundtrip::<RequestId>(json),
            "WriteTextFileRequest" => __p::roundtrip::<WriteTextFileRequest>(json),
            "SessionId" => __p::roundtrip::<SessionId>(json),
            "ReadTextFileRequest" => __p::roundtrip::<ReadTextFileRequest>(json),
            "RequestPermissionRequest" => {
                __p::roundtrip::<RequestPermissionRequest>(json)
            }
            "ToolCallUpdate" => __p::roundtrip::<ToolCallUpdate>(json),
            "ToolCallId" => __p::roundtrip::<ToolCallId>(json),
            "ToolKind" => __p::roundtrip::<ToolKind>(json),
            "ToolCallStatus" => __p::roundtrip::<ToolCallStatus>(json),
            "ToolCallContent" => __p::roundtrip::<ToolCallContent>(json),
            "ContentBlock" => __p::roundtrip::<ContentBlock>(json),
            "Annotations" => __p::roundtrip::<Annotations>(json),
            "Role" => __p::roundtrip::<Role>(json),
            "TextContent" => __p::roundtrip::<TextContent>(json),
            "ImageContent" => __p::roundtrip::<ImageContent>(json),
            "AudioContent" => __p::roundtrip::<AudioContent>(json),
            "ResourceLink" => __p::roundtrip::<ResourceLink>(json),
            "EmbeddedResourceResource" => {
                __p::roundtrip::<EmbeddedResourceResource>(json)
            }
            "TextResourceContents" => __p::roundtrip::<TextResourceContents>(json),
            "BlobResourceContents" => __p::roundtrip::<BlobResourceContents>(json),
            "EmbeddedResource" => __p::roundtrip::<EmbeddedResource>(json),
            "Content" => __p::roundtrip::<Content>(json),
            "Diff" => __p::roundtrip::<Diff>(json),
            "TerminalId" => __p::roundtrip::<TerminalId>(json),
            "Terminal" => __p::roundtrip::<Terminal>(json),
            "ToolCallLocation" => __p::roundtrip::<ToolCallLocation>(json),
            "PermissionOption" => __p::roundtrip::<PermissionOption>(json),
            "PermissionOptionId" => __p::roundtrip::<PermissionOptionId>(json),
            "PermissionOptionKind" => __p::roundtrip::<PermissionOptionKind>(json),
            "CreateTerminalRequest" => __p::roundtrip::<CreateTerminalRequest>(json),
            "EnvVariable" => __p::roundtrip::<EnvVariable>(json),
            "TerminalOutputRequest" => __p::roundtrip::<TerminalOutputRequest>(json),
            "ReleaseTerminalRequest" => __p::roundtrip::<ReleaseTerminalRequest>(json),
            "WaitForTerminalExitRequest" => {
                __p::roundtrip::<WaitForTerminalExitRequest>(json)
            }
            "KillTerminalRequest" => __p::roundtrip::<KillTerminalRequest>(json),
            "CreateElicitationRequest" => {
                __p::roundtrip::<CreateElicitationRequest>(json)
            }
            "ElicitationSessionScope" => __p::roundtrip::<ElicitationSessionScope>(json),
            "ElicitationRequestScope" => __p::roundtrip::<ElicitationRequestScope>(json),
            "ElicitationSchema" => __p::roundtrip::<ElicitationSchema>(json),
            "ElicitationSchemaType" => __p::roundtrip::<ElicitationSchemaType>(json),
            "ElicitationPropertySchema" => {
                __p::roundtrip::<ElicitationPropertySchema>(json)
            }
            "StringFormat" => __p::roundtrip::<StringFormat>(json),
            "EnumOption" => __p::roundtrip::<EnumOption>(json),
            "StringPropertySchema" => __p::roundtrip::<StringPropertySchema>(json),
            "NumberPropertySchema" => __p::roundtrip::<NumberPropertySchema>(json),
            "IntegerPropertySchema" => __p::roundtrip::<IntegerPropertySchema>(json),
            "BooleanPropertySchema" => __p::roundtrip::<BooleanPropertySchema>(json),
            "MultiSelectItems" => __p::roundtrip::<MultiSelectItems>(json),
            "StringMultiSelectItems" => __p::roundtrip::<StringMultiSelectItems>(json),
            "TitledMultiSelectItems" => __p::roundtrip::<TitledMultiSelectItems>(json),
            "MultiSelectPropertySchema" => {
                __p::roundtrip::<MultiSelectPropertySchema>(json)
            }
            "ElicitationFormMode" => __p::roundtrip::<ElicitationFormMode>(json),
            "ElicitationId" => __p::roundtrip::<ElicitationId>(json),
            "ElicitationUrlMode" => __p::roundtrip::<ElicitationUrlMode>(json),
            "ExtRequest" => __p::roundtrip::<ExtRequest>(json),
            "InitializeResponse" => __p::roundtrip::<InitializeResponse>(json),
            "ProtocolVersion" => __p::roundtrip::<ProtocolVersion>(json),
            "AgentCapabilities" => __p::roundtrip::<AgentCapabilities>(json),
            "PromptCapabilities" => __p::roundtrip::<PromptCapabilities>(json),
            "McpCapabilities" => __p::roundtrip::<McpCapabilities>(json),
            "SessionCapabilities" => __p::roundtrip::<SessionCapabilities>(json),
            "SessionListCapabilities" => __p::roundtrip::<SessionListCapabilities>(json),
            "SessionDeleteCapabilities" => {
                __p::roundtrip::<SessionDeleteCapabilities>(json)
            }
            "SessionAdditionalDirectoriesCapabilities" => {
                __p::roundtrip::<SessionAdditionalDirectoriesCapabilities>(json)
            }
            "SessionResumeCapabilities" => {
                __p::roundtrip::<SessionResumeCapabilities>(json)
            }
            "SessionCloseCapabilities" => {
                __p::roundtrip::<SessionCloseCapabilities>(json)
            }
            "AgentAuthCapabilities" => __p::roundtrip::<AgentAuthCapabilities>(json),
            "LogoutCapabilities" => __p::roundtrip::<LogoutCapabilities>(json),
            "AuthMethod" => __p::roundtrip::<AuthMethod>(json),
            "AuthMethodId" => __p::roundtrip::<AuthMethodId>(json),
            "AuthMethodTerminal" => __p::roundtrip::<AuthMethodTerminal>(json),
            "AuthMethodAgent" => __p::roundtrip::<AuthMethodAgent>(json),
            "Implementation" => __p::roundtrip::<Implementation>(json),
            "AuthenticateResponse" => __p::roundtrip::<AuthenticateResponse>(json),
            "LogoutResponse" => __p::roundtrip::<LogoutResponse>(json),
            "NewSessionResponse" => __p::roundtrip::<NewSessionResponse>(json),
            "SessionModeState" => __p::roundtrip::<SessionModeState>(json),
            "SessionModeId" => __p::roundtrip::<SessionModeId>(json),
            "SessionMode" => __p::roundtrip::<SessionMode>(json),
            "SessionConfigOption" => __p::roundtrip::<SessionConfigOption>(json),
            "SessionConfigId" => __p::roundtrip::<SessionConfigId>(json),
            "SessionConfigOptionCategory" => {
                __p::roundtrip::<SessionConfigOptionCategory>(json)
            }
            "SessionConfigValueId" => __p::roundtrip::<SessionConfigValueId>(json),
            "SessionConfigSelectOptions" => {
                __p::roundtrip::<SessionConfigSelectOptions>(json)
            }
            "SessionConfigSelectOption" => {
                __p::roundtrip::<SessionConfigSelectOption>(json)
            }
            "SessionConfigSelectGroup" => {
                __p::roundtrip::<SessionConfigSelectGroup>(json)
            }
            "SessionConfigGroupId" => __p::roundtrip::<SessionConfigGroupId>(json),
            "SessionConfigSelect" => __p::roundtrip::<SessionConfigSelect>(json),
            "SessionConfigBoolean" => __p::roundtrip::<SessionConfigBoolean>(json),
            "LoadSessionResponse" => __p::roundtrip::<LoadSessionResponse>(json),
            "ListSessionsResponse" => __p::roundtrip::<ListSessionsResponse>(json),
            "SessionInfo" => __p::roundtrip::<SessionInfo>(json),
            "DeleteSessionResponse" => __p::roundtrip::<DeleteSessionResponse>(json),
            "ResumeSessionResponse" => __p::roundtrip::<ResumeSessionResponse>(json),
            "CloseSessionResponse" => __p::roundtrip::<CloseSessionResponse>(json),
            "SetSessionModeResponse" => __p::roundtrip::<SetSessionModeResponse>(json),
            "SetSessionConfigOptionResponse" => {
                __p::roundtrip::<SetSessionConfigOptionResponse>(json)
            }
            "PromptResponse" => __p::roundtrip::<PromptResponse>(json),
            "StopReason" => __p::roundtrip::<StopReason>(json),
            "ExtResponse" => __p::roundtrip::<ExtResponse>(json),
            "Error" => __p::roundtrip::<RpcError>(json),
            "ErrorCode" => __p::roundtrip::<ErrorCode>(json),
            "SessionNotification" => __p::roundtrip::<SessionNotification>(json),
            "SessionUpdate" => __p::roundtrip::<SessionUpdate>(json),
            "MessageId" => __p::roundtrip::<MessageId>(json),
            "ContentChunk" => __p::roundtrip::<ContentChunk>(json),
            "ToolCall" => __p::roundtrip::<ToolCall>(json),
            "PlanEntry" => __p::roundtrip::<PlanEntry>(json),
            "PlanEntryPriority" => __p::roundtrip::<PlanEntryPriority>(json),
            "PlanEntryStatus" => __p::roundtrip::<PlanEntryStatus>(json),
            "Plan" => __p::roundtrip::<Plan>(json),
            "AvailableCommand" => __p::roundtrip::<AvailableCommand>(json),
            "AvailableCommandInput" => __p::roundtrip::<AvailableCommandInput>(json),
            "UnstructuredCommandInput" => {
                __p::roundtrip::<UnstructuredCommandInput>(json)
            }
            "AvailableCommandsUpdate" => __p::roundtrip::<AvailableCommandsUpdate>(json),
            "CurrentModeUpdate" => __p::roundtrip::<CurrentModeUpdate>(json),
            "ConfigOptionUpdate" => __p::roundtrip::<ConfigOptionUpdate>(json),
            "SessionInfoUpdate" => __p::roundtrip::<SessionInfoUpdate>(json),
            "Cost" => __p::roundtrip::<Cost>(json),
            "UsageUpdate" => __p::roundtrip::<UsageUpdate>(json),
            "NoticeSeverity" => __p::roundtrip::<NoticeSeverity>(json),
            "Notice" => __p::roundtrip::<Notice>(json),
            "CompactionId" => __p::roundtrip::<CompactionId>(json),
            "CompactionStatus" => __p::roundtrip::<CompactionStatus>(json),
            "CompactionUpdate" => __p::roundtrip::<CompactionUpdate>(json),
            "CompactionSummaryChunk" => __p::roundtrip::<CompactionSummaryChunk>(json),
            "CompleteElicitationNotification" => {
                __p::roundtrip::<CompleteElicitationNotification>(json)
            }
            "ExtNotification" => __p::roundtrip::<ExtNotification>(json),
            "InitializeRequest" => __p::roundtrip::<InitializeRequest>(json),
            "ClientCapabilities" => __p::roundtrip::<ClientCapabilities>(json),
            "FileSystemCapabilities" => __p::roundtrip::<FileSystemCapabilities>(json),
            "ClientSessionCapabilities" => {
                __p::roundtrip::<ClientSessionCapabilities>(json)
            }
            "CompactionCapabilities" => __p::roundtrip::<CompactionCapabilities>(json),
            "SessionConfigOptionsCapabilities" => {
                __p::roundtrip::<SessionConfigOptionsCapabilities>(json)
            }
            "BooleanConfigOptionCapabilities" => {
                __p::roundtrip::<BooleanConfigOptionCapabilities>(json)
            }
            "NoticeCapabilities" => __p::roundtrip::<NoticeCapabilities>(json),
            "AuthCapabilities" => __p::roundtrip::<AuthCapabilities>(json),
            "ElicitationCapabilities" => __p::roundtrip::<ElicitationCapabilities>(json),
            "ElicitationFormCapabilities" => {
                __p::roundtrip::<ElicitationFormCapabilities>(json)
            }
            "ElicitationUrlCapabilities" => {
                __p::roundtrip::<ElicitationUrlCapabilities>(json)
            }
            "AuthenticateRequest" => __p::roundtrip::<AuthenticateRequest>(json),
            "LogoutRequest" => __p::roundtrip::<LogoutRequest>(json),
            "NewSessionRequest" => __p::roundtrip::<NewSessionRequest>(json),
            "McpServer" => __p::roundtrip::<McpServer>(json),
            "HttpHeader" => __p::roundtrip::<HttpHeader>(json),
            "McpServerHttp" => __p::roundtrip::<McpServerHttp>(json),
            "McpServerSse" => __p::roundtrip::<McpServerSse>(json),
            "McpServerStdio" => __p::roundtrip::<McpServerStdio>(json),
            "LoadSessionRequest" => __p::roundtrip::<LoadSessionRequest>(json),
            "ListSessionsRequest" => __p::roundtrip::<ListSessionsRequest>(json),
            "DeleteSessionRequest" => __p::roundtrip::<DeleteSessionRequest>(json),
            "ResumeSessionRequest" => __p::roundtrip::<ResumeSessionRequest>(json),
            "CloseSessionRequest" => __p::roundtrip::<CloseSessionRequest>(json),
            "SetSessionModeRequest" => __p::roundtrip::<SetSessionModeRequest>(json),
            "SetSessionConfigOptionRequest" => {
                __p::roundtrip::<SetSessionConfigOptionRequest>(json)
            }
            "PromptRequest" => __p::roundtrip::<PromptRequest>(json),
            "WriteTextFileResponse" => __p::roundtrip::<WriteTextFileResponse>(json),
            "ReadTextFileResponse" => __p::roundtrip::<ReadTextFileResponse>(json),
            "RequestPermissionResponse" => {
                __p::roundtrip::<RequestPermissionResponse>(json)
            }
            "RequestPermissionOutcome" => {
                __p::roundtrip::<RequestPermissionOutcome>(json)
            }
            "SelectedPermissionOutcome" => {
                __p::roundtrip::<SelectedPermissionOutcome>(json)
            }
            "CreateTerminalResponse" => __p::roundtrip::<CreateTerminalResponse>(json),
            "TerminalOutputResponse" => __p::roundtrip::<TerminalOutputResponse>(json),
            "TerminalExitStatus" => __p::roundtrip::<TerminalExitStatus>(json),
            "ReleaseTerminalResponse" => __p::roundtrip::<ReleaseTerminalResponse>(json),
            "WaitForTerminalExitResponse" => {
                __p::roundtrip::<WaitForTerminalExitResponse>(json)
            }
            "KillTerminalResponse" => __p::roundtrip::<KillTerminalResponse>(json),
            "CreateElicitationResponse" => {
                __p::roundtrip::<CreateElicitationResponse>(json)
            }
            "ElicitationContentValue" => __p::roundtrip::<ElicitationContentValue>(json),
            "ElicitationAcceptAction" => __p::roundtrip::<ElicitationAcceptAction>(json),
            "CancelNotification" => __p::roundtrip::<CancelNotification>(json),
            "CancelRequestNotification" => {
                __p::roundtrip::<CancelRequestNotification>(json)
            }
            _ => return None,
        },
    )
}
/// Request method markers (`impl crate::method::Request`).
pub mod request {
    /// `fs/write_text_file`: served by the client side; params [`super::WriteTextFileRequest`], result [`super::WriteTextFileResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct FsWriteTextFile;
    impl crate::method::Request for FsWriteTextFile {
        const METHOD: &'static str = "fs/write_text_file";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::WriteTextFileRequest;
        type Response = super::WriteTextFileResponse;
    }
    /// `fs/read_text_file`: served by the client side; params [`super::ReadTextFileRequest`], result [`super::ReadTextFileResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct FsReadTextFile;
    impl crate::method::Request for FsReadTextFile {
        const METHOD: &'static str = "fs/read_text_file";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::ReadTextFileRequest;
        type Response = super::ReadTextFileResponse;
    }
    /// `session/request_permission`: served by the client side; params [`super::RequestPermissionRequest`], result [`super::RequestPermissionResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionRequestPermission;
    impl crate::method::Request for SessionRequestPermission {
        const METHOD: &'static str = "session/request_permission";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::RequestPermissionRequest;
        type Response = super::RequestPermissionResponse;
    }
    /// `terminal/create`: served by the client side; params [`super::CreateTerminalRequest`], result [`super::CreateTerminalResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct TerminalCreate;
    impl crate::method::Request for TerminalCreate {
        const METHOD: &'static str = "terminal/create";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::CreateTerminalRequest;
        type Response = super::CreateTerminalResponse;
    }
    /// `terminal/output`: served by the client side; params [`super::TerminalOutputRequest`], result [`super::TerminalOutputResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct TerminalOutput;
    impl crate::method::Request for TerminalOutput {
        const METHOD: &'static str = "terminal/output";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::TerminalOutputRequest;
        type Response = super::TerminalOutputResponse;
    }
    /// `terminal/release`: served by the client side; params [`super::ReleaseTerminalRequest`], result [`super::ReleaseTerminalResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct TerminalRelease;
    impl crate::method::Request for TerminalRelease {
        const METHOD: &'static str = "terminal/release";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::ReleaseTerminalRequest;
        type Response = super::ReleaseTerminalResponse;
    }
    /// `terminal/wait_for_exit`: served by the client side; params [`super::WaitForTerminalExitRequest`], result [`super::WaitForTerminalExitResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct TerminalWaitForExit;
    impl crate::method::Request for TerminalWaitForExit {
        const METHOD: &'static str = "terminal/wait_for_exit";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::WaitForTerminalExitRequest;
        type Response = super::WaitForTerminalExitResponse;
    }
    /// `terminal/kill`: served by the client side; params [`super::KillTerminalRequest`], result [`super::KillTerminalResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct TerminalKill;
    impl crate::method::Request for TerminalKill {
        const METHOD: &'static str = "terminal/kill";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::KillTerminalRequest;
        type Response = super::KillTerminalResponse;
    }
    /// `elicitation/create`: served by the client side; params [`super::CreateElicitationRequest`], result [`super::CreateElicitationResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct ElicitationCreate;
    impl crate::method::Request for ElicitationCreate {
        const METHOD: &'static str = "elicitation/create";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::CreateElicitationRequest;
        type Response = super::CreateElicitationResponse;
    }
    /// `initialize`: served by the agent side; params [`super::InitializeRequest`], result [`super::InitializeResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct Initialize;
    impl crate::method::Request for Initialize {
        const METHOD: &'static str = "initialize";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::InitializeRequest;
        type Response = super::InitializeResponse;
    }
    /// `authenticate`: served by the agent side; params [`super::AuthenticateRequest`], result [`super::AuthenticateResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct Authenticate;
    impl crate::method::Request for Authenticate {
        const METHOD: &'static str = "authenticate";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::AuthenticateRequest;
        type Response = super::AuthenticateResponse;
    }
    /// `logout`: served by the agent side; params [`super::LogoutRequest`], result [`super::LogoutResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct Logout;
    impl crate::method::Request for Logout {
        const METHOD: &'static str = "logout";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::LogoutRequest;
        type Response = super::LogoutResponse;
    }
    /// `session/new`: served by the agent side; params [`super::NewSessionRequest`], result [`super::NewSessionResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionNew;
    impl crate::method::Request for SessionNew {
        const METHOD: &'static str = "session/new";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::NewSessionRequest;
        type Response = super::NewSessionResponse;
    }
    /// `session/load`: served by the agent side; params [`super::LoadSessionRequest`], result [`super::LoadSessionResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionLoad;
    impl crate::method::Request for SessionLoad {
        const METHOD: &'static str = "session/load";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::LoadSessionRequest;
        type Response = super::LoadSessionResponse;
    }
    /// `session/list`: served by the agent side; params [`super::ListSessionsRequest`], result [`super::ListSessionsResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionList;
    impl crate::method::Request for SessionList {
        const METHOD: &'static str = "session/list";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::ListSessionsRequest;
        type Response = super::ListSessionsResponse;
    }
    /// `session/delete`: served by the agent side; params [`super::DeleteSessionRequest`], result [`super::DeleteSessionResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionDelete;
    impl crate::method::Request for SessionDelete {
        const METHOD: &'static str = "session/delete";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::DeleteSessionRequest;
        type Response = super::DeleteSessionResponse;
    }
    /// `session/resume`: served by the agent side; params [`super::ResumeSessionRequest`], result [`super::ResumeSessionResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionResume;
    impl crate::method::Request for SessionResume {
        const METHOD: &'static str = "session/resume";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::ResumeSessionRequest;
        type Response = super::ResumeSessionResponse;
    }
    /// `session/close`: served by the agent side; params [`super::CloseSessionRequest`], result [`super::CloseSessionResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionClose;
    impl crate::method::Request for SessionClose {
        const METHOD: &'static str = "session/close";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::CloseSessionRequest;
        type Response = super::CloseSessionResponse;
    }
    /// `session/set_mode`: served by the agent side; params [`super::SetSessionModeRequest`], result [`super::SetSessionModeResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionSetMode;
    impl crate::method::Request for SessionSetMode {
        const METHOD: &'static str = "session/set_mode";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::SetSessionModeRequest;
        type Response = super::SetSessionModeResponse;
    }
    /// `session/set_config_option`: served by the agent side; params [`super::SetSessionConfigOptionRequest`], result [`super::SetSessionConfigOptionResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionSetConfigOption;
    impl crate::method::Request for SessionSetConfigOption {
        const METHOD: &'static str = "session/set_config_option";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::SetSessionConfigOptionRequest;
        type Response = super::SetSessionConfigOptionResponse;
    }
    /// `session/prompt`: served by the agent side; params [`super::PromptRequest`], result [`super::PromptResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionPrompt;
    impl crate::method::Request for SessionPrompt {
        const METHOD: &'static str = "session/prompt";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::PromptRequest;
        type Response = super::PromptResponse;
    }
}
/// Notification method markers (`impl crate::method::Notification`).
pub mod notification {
    /// `session/update`: served by the client side; params [`super::SessionNotification`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionUpdate;
    impl crate::method::Notification for SessionUpdate {
        const METHOD: &'static str = "session/update";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::SessionNotification;
    }
    /// `elicitation/complete`: served by the client side; params [`super::CompleteElicitationNotification`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct ElicitationComplete;
    impl crate::method::Notification for ElicitationComplete {
        const METHOD: &'static str = "elicitation/complete";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::CompleteElicitationNotification;
    }
    /// `session/cancel`: served by the agent side; params [`super::CancelNotification`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionCancel;
    impl crate::method::Notification for SessionCancel {
        const METHOD: &'static str = "session/cancel";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::CancelNotification;
    }
    /// `$/cancel_request`: served by the protocol side; params [`super::CancelRequestNotification`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct CancelRequest;
    impl crate::method::Notification for CancelRequest {
        const METHOD: &'static str = "$/cancel_request";
        const SERVED_BY: crate::method::Side = crate::method::Side::Protocol;
        type Params = super::CancelRequestNotification;
    }
}
/// The method table of this schema (from `x-method` / `x-side`).
pub static METHODS: &[crate::method::MethodInfo] = &[
    crate::method::MethodInfo {
        method: "fs/write_text_file",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Client,
        params_def: "WriteTextFileRequest",
        result_def: Some("WriteTextFileResponse"),
    },
    crate::method::MethodInfo {
        method: "fs/read_text_file",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Client,
        params_def: "ReadTextFileRequest",
        result_def: Some("ReadTextFileResponse"),
    },
    crate::method::MethodInfo {
        method: "session/request_permission",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Client,
        params_def: "RequestPermissionRequest",
        result_def: Some("RequestPermissionResponse"),
    },
    crate::method::MethodInfo {
        method: "terminal/create",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Client,
        params_def: "CreateTerminalRequest",
        result_def: Some("CreateTerminalResponse"),
    },
    crate::method::MethodInfo {
        method: "terminal/output",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Client,
        params_def: "TerminalOutputRequest",
        result_def: Some("TerminalOutputResponse"),
    },
    crate::method::MethodInfo {
        method: "terminal/release",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Client,
        params_def: "ReleaseTerminalRequest",
        result_def: Some("ReleaseTerminalResponse"),
    },
    crate::method::MethodInfo {
        method: "terminal/wait_for_exit",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Client,
        params_def: "WaitForTerminalExitRequest",
        result_def: Some("WaitForTerminalExitResponse"),
    },
    crate::method::MethodInfo {
        method: "terminal/kill",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Client,
        params_def: "KillTerminalRequest",
        result_def: Some("KillTerminalResponse"),
    },
    crate::method::MethodInfo {
        method: "elicitation/create",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Client,
        params_def: "CreateElicitationRequest",
        result_def: Some("CreateElicitationResponse"),
    },
    crate::method::MethodInfo {
        method: "initialize",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "InitializeRequest",
        result_def: Some("InitializeResponse"),
    },
    crate::method::MethodInfo {
        method: "authenticate",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "AuthenticateRequest",
        result_def: Some("AuthenticateResponse"),
    },
    crate::method::MethodInfo {
        method: "logout",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "LogoutRequest",
        result_def: Some("LogoutResponse"),
    },
    crate::method::MethodInfo {
        method: "session/new",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "NewSessionRequest",
        result_def: Some("NewSessionResponse"),
    },
    crate::method::MethodInfo {
        method: "session/load",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "LoadSessionRequest",
        result_def: Some("LoadSessionResponse"),
    },
    crate::method::MethodInfo {
        method: "session/list",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "ListSessionsRequest",
        result_def: Some("ListSessionsResponse"),
    },
    crate::method::MethodInfo {
        method: "session/delete",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "DeleteSessionRequest",
        result_def: Some("DeleteSessionResponse"),
    },
    crate::method::MethodInfo {
        method: "session/resume",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "ResumeSessionRequest",
        result_def: Some("ResumeSessionResponse"),
    },
    crate::method::MethodInfo {
        method: "session/close",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "CloseSessionRequest",
        result_def: Some("CloseSessionResponse"),
    },
    crate::method::MethodInfo {
        method: "session/set_mode",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "SetSessionModeRequest",
        result_def: Some("SetSessionModeResponse"),
    },
    crate::method::MethodInfo {
        method: "session/set_config_option",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "SetSessionConfigOptionRequest",
        result_def: Some("SetSessionConfigOptionResponse"),
    },
    crate::method::MethodInfo {
        method: "session/prompt",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "PromptRequest",
        result_def: Some("PromptResponse"),
    },
    crate::method::MethodInfo {
        method: "session/update",
        kind: crate::method::MethodKind::Notification,
        served_by: crate::method::Side::Client,
        params_def: "SessionNotification",
        result_def: None,
    },
    crate::method::MethodInfo {
        method: "elicitation/complete",
        kind: crate::method::MethodKind::Notification,
        served_by: crate::method::Side::Client,
        params_def: "CompleteElicitationNotification",
        result_def: None,
    },
    crate::method::MethodInfo {
        method: "session/cancel",
        kind: crate::method::MethodKind::Notification,
        served_by: crate::method::Side::Agent,
        params_def: "CancelNotification",
        result_def: None,
    },
    crate::method::MethodInfo {
        method: "$/cancel_request",
        kind: crate::method::MethodKind::Notification,
        served_by: crate::method::Side::Protocol,
        params_def: "CancelRequestNotification",
        result_def: None,
    },
];
/// Looks a method up by name and kind.
pub fn method_info(
    method: &str,
    kind: crate::method::MethodKind,
) -> Option<&'static crate::method::MethodInfo> {
    crate::method::MethodInfo::find(METHODS, method, kind)
}
/// Requests the client sends (served by the agent).
///
/// Decoded **by method name** ([`Self::decode`]); methods not in the
/// schema's table become [`Self::Ext`] with their params kept raw.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum ClientRequest {
    /// `initialize` (params: [`InitializeRequest`]).
    Initialize(InitializeRequest),
    /// `authenticate` (params: [`AuthenticateRequest`]).
    Authenticate(AuthenticateRequest),
    /// `logout` (params: [`LogoutRequest`]).
    Logout(LogoutRequest),
    /// `session/new` (params: [`NewSessionRequest`]).
    SessionNew(NewSessionRequest),
    /// `session/load` (params: [`LoadSessionRequest`]).
    SessionLoad(LoadSessionRequest),
    /// `session/list` (params: [`ListSessionsRequest`]).
    SessionList(ListSessionsRequest),
    /// `session/delete` (params: [`DeleteSessionRequest`]).
    SessionDelete(DeleteSessionRequest),
    /// `session/resume` (params: [`ResumeSessionRequest`]).
    SessionResume(ResumeSessionRequest),
    /// `session/close` (params: [`CloseSessionRequest`]).
    SessionClose(CloseSessionRequest),
    /// `session/set_mode` (params: [`SetSessionModeRequest`]).
    SessionSetMode(SetSessionModeRequest),
    /// `session/set_config_option` (params: [`SetSessionConfigOptionRequest`]).
    SessionSetConfigOption(SetSessionConfigOptionRequest),
    /// `session/prompt` (params: [`PromptRequest`]).
    SessionPrompt(PromptRequest),
    /// A method this version's table does not list (extension methods
    /// such as `_vendor/x`, or methods from a newer peer).
    Ext {
        /// The method name.
        method: String,
        /// The params, byte-exact (absent = `None`).
        params: Option<Box<::serde_json::value::RawValue>>,
    },
}
impl ClientRequest {
    /// The method name.
    pub fn method(&self) -> &str {
        match self {
            Self::Initialize(_) => "initialize",
            Self::Authenticate(_) => "authenticate",
            Self::Logout(_) => "logout",
            Self::SessionNew(_) => "session/new",
            Self::SessionLoad(_) => "session/load",
            Self::SessionList(_) => "session/list",
            Self::SessionDelete(_) => "session/delete",
            Self::SessionResume(_) => "session/resume",
            Self::SessionClose(_) => "session/close",
            Self::SessionSetMode(_) => "session/set_mode",
            Self::SessionSetConfigOption(_) => "session/set_config_option",
            Self::SessionPrompt(_) => "session/prompt",
            Self::Ext { method, .. } => method,
        }
    }
    /// Decodes params for `method` (absent params read as `{}`).
    pub fn decode(
        method: &str,
        params: Option<&::serde_json::value::RawValue>,
    ) -> Result<Self, ::serde_json::Error> {
        Ok(
            match method {
                "initialize" => Self::Initialize(__p::decode_params(params)?),
                "authenticate" => Self::Authenticate(__p::decode_params(params)?),
                "logout" => Self::Logout(__p::decode_params(params)?),
                "session/new" => Self::SessionNew(__p::decode_params(params)?),
                "session/load" => Self::SessionLoad(__p::decode_params(params)?),
                "session/list" => Self::SessionList(__p::decode_params(params)?),
                "session/delete" => Self::SessionDelete(__p::decode_params(params)?),
                "session/resume" => Self::SessionResume(__p::decode_params(params)?),
                "session/close" => Self::SessionClose(__p::decode_params(params)?),
                "session/set_mode" => Self::SessionSetMode(__p::decode_params(params)?),
                "session/set_config_option" => {
                    Self::SessionSetConfigOption(__p::decode_params(params)?)
                }
                "session/prompt" => Self::SessionPrompt(__p::decode_params(params)?),
                _ => {
                    Self::Ext {
                        method: method.to_owned(),
                        params: params.map(|p| p.to_owned()),
                    }
                }
            },
        )
    }
    /// Encodes the params (an `Ext` without params encodes as `null`;
    /// see [`Self::has_params`]).
    pub fn encode_params(
        &self,
    ) -> Result<Box<::serde_json::value::RawValue>, ::serde_json::Error> {
        match self {
            Self::Initialize(p) => __p::to_raw(p),
            Self::Authenticate(p) => __p::to_raw(p),
            Self::Logout(p) => __p::to_raw(p),
            Self::SessionNew(p) => __p::to_raw(p),
            Self::SessionLoad(p) => __p::to_raw(p),
            Self::SessionList(p) => __p::to_raw(p),
            Self::SessionDelete(p) => __p::to_raw(p),
            Self::SessionResume(p) => __p::to_raw(p),
            Self::SessionClose(p) => __p::to_raw(p),
            Self::SessionSetMode(p) => __p::to_raw(p),
            Self::SessionSetConfigOption(p) => __p::to_raw(p),
            Self::SessionPrompt(p) => __p::to_raw(p),
            Self::Ext { params: Some(p), .. } => Ok(p.clone()),
            Self::Ext { params: None, .. } => __p::to_raw(&()),
        }
    }
    /// `false` only for an `Ext` that came without params.
    pub fn has_params(&self) -> bool {
        !matches!(self, Self::Ext { params : None, .. })
    }
}
impl From<InitializeRequest> for ClientRequest {
    fn from(p: InitializeRequest) -> Self {
        Self::Initialize(p)
    }
}
impl From<AuthenticateRequest> for ClientRequest {
    fn from(p: AuthenticateRequest) -> Self {
        Self::Authenticate(p)
    }
}
impl From<LogoutRequest> for ClientRequest {
    fn from(p: LogoutRequest) -> Self {
        Self::Logout(p)
    }
}
impl From<NewSessionRequest> for ClientRequest {
    fn from(p: NewSessionRequest) -> Self {
        Self::SessionNew(p)
    }
}
impl From<LoadSessionRequest> for ClientRequest {
    fn from(p: LoadSessionRequest) -> Self {
        Self::SessionLoad(p)
    }
}
impl From<ListSessionsRequest> for ClientRequest {
    fn from(p: ListSessionsRequest) -> Self {
        Self::SessionList(p)
    }
}
impl From<DeleteSessionRequest> for ClientRequest {
    fn from(p: DeleteSessionRequest) -> Self {
        Self::SessionDelete(p)
    }
}
impl From<ResumeSessionRequest> for ClientRequest {
    fn from(p: ResumeSessionRequest) -> Self {
        Self::SessionResume(p)
    }
}
impl From<CloseSessionRequest> for ClientRequest {
    fn from(p: CloseSessionRequest) -> Self {
        Self::SessionClose(p)
    }
}
impl From<SetSessionModeRequest> for ClientRequest {
    fn from(p: SetSessionModeRequest) -> Self {
        Self::SessionSetMode(p)
    }
}
impl From<SetSessionConfigOptionRequest> for ClientRequest {
    fn from(p: SetSessionConfigOptionRequest) -> Self {
        Self::SessionSetConfigOption(p)
    }
}
impl From<PromptRequest> for ClientRequest {
    fn from(p: PromptRequest) -> Self {
        Self::SessionPrompt(p)
    }
}
/// Requests the agent sends (served by the client).
///
/// Decoded **by method name** ([`Self::decode`]); methods not in the
/// schema's table become [`Self::Ext`] with their params kept raw.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum AgentRequest {
    /// `fs/write_text_file` (params: [`WriteTextFileRequest`]).
    FsWriteTextFile(WriteTextFileRequest),
    /// `fs/read_text_file` (params: [`ReadTextFileRequest`]).
    FsReadTextFile(ReadTextFileRequest),
    /// `session/request_permission` (params: [`RequestPermissionRequest`]).
    SessionRequestPermission(RequestPermissionRequest),
    /// `terminal/create` (params: [`CreateTerminalRequest`]).
    TerminalCreate(CreateTerminalRequest),
    /// `terminal/output` (params: [`TerminalOutputRequest`]).
    TerminalOutput(TerminalOutputRequest),
    /// `terminal/release` (params: [`ReleaseTerminalRequest`]).
    TerminalRelease(ReleaseTerminalRequest),
    /// `terminal/wait_for_exit` (params: [`WaitForTerminalExitRequest`]).
    TerminalWaitForExit(WaitForTerminalExitRequest),
    /// `terminal/kill` (params: [`KillTerminalRequest`]).
    TerminalKill(KillTerminalRequest),
    /// `elicitation/create` (params: [`CreateElicitationRequest`]).
    ElicitationCreate(CreateElicitationRequest),
    /// A method this version's table does not list (extension methods
    /// such as `_vendor/x`, or methods from a newer peer).
    Ext {
        /// The method name.
        method: String,
        /// The params, byte-exact (absent = `None`).
        params: Option<Box<::serde_json::value::RawValue>>,
    },
}
impl AgentRequest {
    /// The method name.
    pub fn method(&self) -> &str {
        match self {
            Self::FsWriteTextFile(_) => "fs/write_text_file",
            Self::FsReadTextFile(_) => "fs/read_text_file",
            Self::SessionRequestPermission(_) => "session/request_permission",
            Self::TerminalCreate(_) => "terminal/create",
            Self::TerminalOutput(_) => "terminal/output",
            Self::TerminalRelease(_) => "terminal/release",
            Self::TerminalWaitForExit(_) => "terminal/wait_for_exit",
            Self::TerminalKill(_) => "terminal/kill",
            Self::ElicitationCreate(_) => "elicitation/create",
            Self::Ext { method, .. } => method,
        }
    }
    /// Decodes params for `method` (absent params read as `{}`).
    pub fn decode(
        method: &str,
        params: Option<&::serde_json::value::RawValue>,
    ) -> Result<Self, ::serde_json::Error> {
        Ok(
            match method {
                "fs/write_text_file" => {
                    Self::FsWriteTextFile(__p::decode_params(params)?)
                }
                "fs/read_text_file" => Self::FsReadTextFile(__p::decode_params(params)?),
                "session/request_permission" => {
                    Self::SessionRequestPermission(__p::decode_params(params)?)
                }
                "terminal/create" => Self::TerminalCreate(__p::decode_params(params)?),
                "terminal/output" => Self::TerminalOutput(__p::decode_params(params)?),
                "terminal/release" => Self::TerminalRelease(__p::decode_params(params)?),
                "terminal/wait_for_exit" => {
                    Self::TerminalWaitForExit(__p::decode_params(params)?)
                }
                "terminal/kill" => Self::TerminalKill(__p::decode_params(params)?),
                "elicitation/create" => {
                    Self::ElicitationCreate(__p::decode_params(params)?)
                }
                _ => {
                    Self::Ext {
                        method: method.to_owned(),
                        params: params.map(|p| p.to_owned()),
                    }
                }
            },
        )
    }
    /// Encodes the params (an `Ext` without params encodes as `null`;
    /// see [`Self::has_params`]).
    pub fn encode_params(
        &self,
    ) -> Result<Box<::serde_json::value::RawValue>, ::serde_json::Error> {
        match self {
            Self::FsWriteTextFile(p) => __p::to_raw(p),
            Self::FsReadTextFile(p) => __p::to_raw(p),
            Self::SessionRequestPermission(p) => __p::to_raw(p),
            Self::TerminalCreate(p) => __p::to_raw(p),
            Self::TerminalOutput(p) => __p::to_raw(p),
            Self::TerminalRelease(p) => __p::to_raw(p),
            Self::TerminalWaitForExit(p) => __p::to_raw(p),
            Self::TerminalKill(p) => __p::to_raw(p),
            Self::ElicitationCreate(p) => __p::to_raw(p),
            Self::Ext { params: Some(p), .. } => Ok(p.clone()),
            Self::Ext { params: None, .. } => __p::to_raw(&()),
        }
    }
    /// `false` only for an `Ext` that came without params.
    pub fn has_params(&self) -> bool {
        !matches!(self, Self::Ext { params : None, .. })
    }
}
impl From<WriteTextFileRequest> for AgentRequest {
    fn from(p: WriteTextFileRequest) -> Self {
        Self::FsWriteTextFile(p)
    }
}
impl From<ReadTextFileRequest> for AgentRequest {
    fn from(p: ReadTextFileRequest) -> Self {
        Self::FsReadTextFile(p)
    }
}
impl From<RequestPermissionRequest> for AgentRequest {
    fn from(p: RequestPermissionRequest) -> Self {
        Self::SessionRequestPermission(p)
    }
}
impl From<CreateTerminalRequest> for AgentRequest {
    fn from(p: CreateTerminalRequest) -> Self {
        Self::TerminalCreate(p)
    }
}
impl From<TerminalOutputRequest> for AgentRequest {
    fn from(p: TerminalOutputRequest) -> Self {
        Self::TerminalOutput(p)
    }
}
impl From<ReleaseTerminalRequest> for AgentRequest {
    fn from(p: ReleaseTerminalRequest) -> Self {
        Self::TerminalRelease(p)
    }
}
impl From<WaitForTerminalExitRequest> for AgentRequest {
    fn from(p: WaitForTerminalExitRequest) -> Self {
        Self::TerminalWaitForExit(p)
    }
}
impl From<KillTerminalRequest> for AgentRequest {
    fn from(p: KillTerminalRequest) -> Self {
        Self::TerminalKill(p)
    }
}
impl From<CreateElicitationRequest> for AgentRequest {
    fn from(p: CreateElicitationRequest) -> Self {
        Self::ElicitationCreate(p)
    }
}
/// Notifications the client sends (served by the agent), including `$/cancel_request`.
///
/// Decoded **by method name** ([`Self::decode`]); methods not in the
/// schema's table become [`Self::Ext`] with their params kept raw.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum ClientNotification {
    /// `session/cancel` (params: [`CancelNotification`]).
    SessionCancel(CancelNotification),
    /// `$/cancel_request` (params: [`CancelRequestNotification`]).
    CancelRequest(CancelRequestNotification),
    /// A method this version's table does not list (extension methods
    /// such as `_vendor/x`, or methods from a newer peer).
    Ext {
        /// The method name.
        method: String,
        /// The params, byte-exact (absent = `None`).
        params: Option<Box<::serde_json::value::RawValue>>,
    },
}
impl ClientNotification {
    /// The method name.
    pub fn method(&self) -> &str {
        match self {
            Self::SessionCancel(_) => "session/cancel",
            Self::CancelRequest(_) => "$/cancel_request",
            Self::Ext { method, .. } => method,
        }
    }
    /// Decodes params for `method` (absent params read as `{}`).
    pub fn decode(
        method: &str,
        params: Option<&::serde_json::value::RawValue>,
    ) -> Result<Self, ::serde_json::Error> {
        Ok(
            match method {
                "session/cancel" => Self::SessionCancel(__p::decode_params(params)?),
                "$/cancel_request" => Self::CancelRequest(__p::decode_params(params)?),
                _ => {
                    Self::Ext {
                        method: method.to_owned(),
                        params: params.map(|p| p.to_owned()),
                    }
                }
            },
        )
    }
    /// Encodes the params (an `Ext` without params encodes as `null`;
    /// see [`Self::has_params`]).
    pub fn encode_params(
        &self,
    ) -> Result<Box<::serde_json::value::RawValue>, ::serde_json::Error> {
        match self {
            Self::SessionCancel(p) => __p::to_raw(p),
            Self::CancelRequest(p) => __p::to_raw(p),
            Self::Ext { params: Some(p), .. } => Ok(p.clone()),
            Self::Ext { params: None, .. } => __p::to_raw(&()),
        }
    }
    /// `false` only for an `Ext` that came without params.
    pub fn has_params(&self) -> bool {
        !matches!(self, Self::Ext { params : None, .. })
    }
}
impl From<CancelNotification> for ClientNotification {
    fn from(p: CancelNotification) -> Self {
        Self::SessionCancel(p)
    }
}
impl From<CancelRequestNotification> for ClientNotification {
    fn from(p: CancelRequestNotification) -> Self {
        Self::CancelRequest(p)
    }
}
/// Notifications the agent sends (served by the client), including `$/cancel_request`.
///
/// Decoded **by method name** ([`Self::decode`]); methods not in the
/// schema's table become [`Self::Ext`] with their params kept raw.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum AgentNotification {
    /// `session/update` (params: [`SessionNotification`]).
    SessionUpdate(SessionNotification),
    /// `elicitation/complete` (params: [`CompleteElicitationNotification`]).
    ElicitationComplete(CompleteElicitationNotification),
    /// `$/cancel_request` (params: [`CancelRequestNotification`]).
    CancelRequest(CancelRequestNotification),
    /// A method this version's table does not list (extension methods
    /// such as `_vendor/x`, or methods from a newer peer).
    Ext {
        /// The method name.
        method: String,
        /// The params, byte-exact (absent = `None`).
        params: Option<Box<::serde_json::value::RawValue>>,
    },
}
impl AgentNotification {
    /// The method name.
    pub fn method(&self) -> &str {
        match self {
            Self::SessionUpdate(_) => "session/update",
            Self::ElicitationComplete(_) => "elicitation/complete",
            Self::CancelRequest(_) => "$/cancel_request",
            Self::Ext { method, .. } => method,
        }
    }
    /// Decodes params for `method` (absent params read as `{}`).
    pub fn decode(
        method: &str,
        params: Option<&::serde_json::value::RawValue>,
    ) -> Result<Self, ::serde_json::Error> {
        Ok(
            match method {
                "session/update" => Self::SessionUpdate(__p::decode_params(params)?),
                "elicitation/complete" => {
                    Self::ElicitationComplete(__p::decode_params(params)?)
                }
                "$/cancel_request" => Self::CancelRequest(__p::decode_params(params)?),
                _ => {
                    Self::Ext {
                        method: method.to_owned(),
                        params: params.map(|p| p.to_owned()),
                    }
                }
            },
        )
    }
    /// Encodes the params (an `Ext` without params encodes as `null`;
    /// see [`Self::has_params`]).
    pub fn encode_params(
        &self,
    ) -> Result<Box<::serde_json::value::RawValue>, ::serde_json::Error> {
        match self {
            Self::SessionUpdate(p) => __p::to_raw(p),
            Self::ElicitationComplete(p) => __p::to_raw(p),
            Self::CancelRequest(p) => __p::to_raw(p),
            Self::Ext { params: Some(p), .. } => Ok(p.clone()),
            Self::Ext { params: None, .. } => __p::to_raw(&()),
        }
    }
    /// `false` only for an `Ext` that came without params.
    pub fn has_params(&self) -> bool {
        !matches!(self, Self::Ext { params : None, .. })
    }
}
impl From<SessionNotification> for AgentNotification {
    fn from(p: SessionNotification) -> Self {
        Self::SessionUpdate(p)
    }
}
impl From<CompleteElicitationNotification> for AgentNotification {
    fn from(p: CompleteElicitationNotification) -> Self {
        Self::ElicitationComplete(p)
    }
}
impl From<CancelRequestNotification> for AgentNotification {
    fn from(p: CancelRequestNotification) -> Self {
        Self::CancelRequest(p)
    }
}
/// Results the agent sends (answers to [`ClientRequest`]s).
///
/// Decoded by the method of the request it answers ([`Self::decode`]).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum AgentResponse {
    /// Result of `initialize` ([`InitializeResponse`]).
    Initialize(InitializeResponse),
    /// Result of `authenticate` ([`AuthenticateResponse`]).
    Authenticate(AuthenticateResponse),
    /// Result of `logout` ([`LogoutResponse`]).
    Logout(LogoutResponse),
    /// Result of `session/new` ([`NewSessionResponse`]).
    SessionNew(NewSessionResponse),
    /// Result of `session/load` ([`LoadSessionResponse`]).
    SessionLoad(LoadSessionResponse),
    /// Result of `session/list` ([`ListSessionsResponse`]).
    SessionList(ListSessionsResponse),
    /// Result of `session/delete` ([`DeleteSessionResponse`]).
    SessionDelete(DeleteSessionResponse),
    /// Result of `session/resume` ([`ResumeSessionResponse`]).
    SessionResume(ResumeSessionResponse),
    /// Result of `session/close` ([`CloseSessionResponse`]).
    SessionClose(CloseSessionResponse),
    /// Result of `session/set_mode` ([`SetSessionModeResponse`]).
    SessionSetMode(SetSessionModeResponse),
    /// Result of `session/set_config_option` ([`SetSessionConfigOptionResponse`]).
    SessionSetConfigOption(SetSessionConfigOptionResponse),
    /// Result of `session/prompt` ([`PromptResponse`]).
    SessionPrompt(PromptResponse),
    /// The result of a method this version's table does not list, byte-exact.
    Ext(Box<::serde_json::value::RawValue>),
}
impl AgentResponse {
    /// The method whose result this is (`None` for `Ext`).
    pub fn method(&self) -> Option<&'static str> {
        match self {
            Self::Initialize(_) => Some("initialize"),
            Self::Authenticate(_) => Some("authenticate"),
            Self::Logout(_) => Some("logout"),
            Self::SessionNew(_) => Some("session/new"),
            Self::SessionLoad(_) => Some("session/load"),
            Self::SessionList(_) => Some("session/list"),
            Self::SessionDelete(_) => Some("session/delete"),
            Self::SessionResume(_) => Some("session/resume"),
            Self::SessionClose(_) => Some("session/close"),
            Self::SessionSetMode(_) => Some("session/set_mode"),
            Self::SessionSetConfigOption(_) => Some("session/set_config_option"),
            Self::SessionPrompt(_) => Some("session/prompt"),
            Self::Ext(_) => None,
        }
    }
    /// Decodes the `result` of a response to a `method` request.
    pub fn decode(
        method: &str,
        result: &::serde_json::value::RawValue,
    ) -> Result<Self, ::serde_json::Error> {
        Ok(
            match method {
                "initialize" => Self::Initialize(::serde_json::from_str(result.get())?),
                "authenticate" => {
                    Self::Authenticate(::serde_json::from_str(result.get())?)
                }
                "logout" => Self::Logout(::serde_json::from_str(result.get())?),
                "session/new" => Self::SessionNew(::serde_json::from_str(result.get())?),
                "session/load" => {
                    Self::SessionLoad(::serde_json::from_str(result.get())?)
                }
                "session/list" => {
                    Self::SessionList(::serde_json::from_str(result.get())?)
                }
                "session/delete" => {
                    Self::SessionDelete(::serde_json::from_str(result.get())?)
                }
                "session/resume" => {
                    Self::SessionResume(::serde_json::from_str(result.get())?)
                }
                "session/close" => {
                    Self::SessionClose(::serde_json::from_str(result.get())?)
                }
                "session/set_mode" => {
                    Self::SessionSetMode(::serde_json::from_str(result.get())?)
                }
                "session/set_config_option" => {
                    Self::SessionSetConfigOption(::serde_json::from_str(result.get())?)
                }
                "session/prompt" => {
                    Self::SessionPrompt(::serde_json::from_str(result.get())?)
                }
                _ => Self::Ext(result.to_owned()),
            },
        )
    }
    /// Encodes the result.
    pub fn encode(
        &self,
    ) -> Result<Box<::serde_json::value::RawValue>, ::serde_json::Error> {
        match self {
            Self::Initialize(r) => __p::to_raw(r),
            Self::Authenticate(r) => __p::to_raw(r),
            Self::Logout(r) => __p::to_raw(r),
            Self::SessionNew(r) => __p::to_raw(r),
            Self::SessionLoad(r) => __p::to_raw(r),
            Self::SessionList(r) => __p::to_raw(r),
            Self::SessionDelete(r) => __p::to_raw(r),
            Self::SessionResume(r) => __p::to_raw(r),
            Self::SessionClose(r) => __p::to_raw(r),
            Self::SessionSetMode(r) => __p::to_raw(r),
            Self::SessionSetConfigOption(r) => __p::to_raw(r),
            Self::SessionPrompt(r) => __p::to_raw(r),
            Self::Ext(r) => Ok(r.clone()),
        }
    }
}
/// Results the client sends (answers to [`AgentRequest`]s).
///
/// Decoded by the method of the request it answers ([`Self::decode`]).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum ClientResponse {
    /// Result of `fs/write_text_file` ([`WriteTextFileResponse`]).
    FsWriteTextFile(WriteTextFileResponse),
    /// Result of `fs/read_text_file` ([`ReadTextFileResponse`]).
    FsReadTextFile(ReadTextFileResponse),
    /// Result of `session/request_permission` ([`RequestPermissionResponse`]).
    SessionRequestPermission(RequestPermissionResponse),
    /// Result of `terminal/create` ([`CreateTerminalResponse`]).
    TerminalCreate(CreateTerminalResponse),
    /// Result of `terminal/output` ([`TerminalOutputResponse`]).
    TerminalOutput(TerminalOutputResponse),
    /// Result of `terminal/release` ([`ReleaseTerminalResponse`]).
    TerminalRelease(ReleaseTerminalResponse),
    /// Result of `terminal/wait_for_exit` ([`WaitForTerminalExitResponse`]).
    TerminalWaitForExit(WaitForTerminalExitResponse),
    /// Result of `terminal/kill` ([`KillTerminalResponse`]).
    TerminalKill(KillTerminalResponse),
    /// Result of `elicitation/create` ([`CreateElicitationResponse`]).
    ElicitationCreate(CreateElicitationResponse),
    /// The result of a method this version's table does not list, byte-exact.
    Ext(Box<::serde_json::value::RawValue>),
}
impl ClientResponse {
    /// The method whose result this is (`None` for `Ext`).
    pub fn method(&self) -> Option<&'static str> {
        match self {
            Self::FsWriteTextFile(_) => Some("fs/write_text_file"),
            Self::FsReadTextFile(_) => Some("fs/read_text_file"),
            Self::SessionRequestPermission(_) => Some("session/request_permission"),
            Self::TerminalCreate(_) => Some("terminal/create"),
            Self::TerminalOutput(_) => Some("terminal/output"),
            Self::TerminalRelease(_) => Some("terminal/release"),
            Self::TerminalWaitForExit(_) => Some("terminal/wait_for_exit"),
            Self::TerminalKill(_) => Some("terminal/kill"),
            Self::ElicitationCreate(_) => Some("elicitation/create"),
            Self::Ext(_) => None,
        }
    }
    /// Decodes the `result` of a response to a `method` request.
    pub fn decode(
        method: &str,
        result: &::serde_json::value::RawValue,
    ) -> Result<Self, ::serde_json::Error> {
        Ok(
            match method {
                "fs/write_text_file" => {
                    Self::FsWriteTextFile(::serde_json::from_str(result.get())?)
                }
                "fs/read_text_file" => {
                    Self::FsReadTextFile(::serde_json::from_str(result.get())?)
                }
                "session/request_permission" => {
                    Self::SessionRequestPermission(::serde_json::from_str(result.get())?)
                }
                "terminal/create" => {
                    Self::TerminalCreate(::serde_json::from_str(result.get())?)
                }
                "terminal/output" => {
                    Self::TerminalOutput(::serde_json::from_str(result.get())?)
                }
                "terminal/release" => {
                    Self::TerminalRelease(::serde_json::from_str(result.get())?)
                }
                "terminal/wait_for_exit" => {
                    Self::TerminalWaitForExit(::serde_json::from_str(result.get())?)
                }
                "terminal/kill" => {
                    Self::TerminalKill(::serde_json::from_str(result.get())?)
                }
                "elicitation/create" => {
                    Self::ElicitationCreate(::serde_json::from_str(result.get())?)
                }
                _ => Self::Ext(result.to_owned()),
            },
        )
    }
    /// Encodes the result.
    pub fn encode(
        &self,
    ) -> Result<Box<::serde_json::value::RawValue>, ::serde_json::Error> {
        match self {
            Self::FsWriteTextFile(r) => __p::to_raw(r),
            Self::FsReadTextFile(r) => __p::to_raw(r),
            Self::SessionRequestPermission(r) => __p::to_raw(r),
            Self::TerminalCreate(r) => __p::to_raw(r),
            Self::TerminalOutput(r) => __p::to_raw(r),
            Self::TerminalRelease(r) => __p::to_raw(r),
            Self::TerminalWaitForExit(r) => __p::to_raw(r),
            Self::TerminalKill(r) => __p::to_raw(r),
            Self::ElicitationCreate(r) => __p::to_raw(r),
            Self::Ext(r) => Ok(r.clone()),
        }
    }
}
/// Methods whose params carry a top-level `sessionId`: their messages
/// are ordered per session (the session is their ordering scope).
pub static SESSION_SCOPED_METHODS: &[&str] = &[
    "fs/read_text_file",
    "fs/write_text_file",
    "session/cancel",
    "session/close",
    "session/delete",
    "session/load",
    "session/prompt",
    "session/request_permission",
    "session/resume",
    "session/set_config_option",
    "session/set_mode",
    "session/update",
    "terminal/create",
    "terminal/kill",
    "terminal/output",
    "terminal/release",
    "terminal/wait_for_exit",
];
/** The agent side of protocol version 1: what an agent serves.

 One method per method of this version's schema served by this side (naming rule: see [`crate::side`]); requests default to -32601, notifications are ignored. `_`-prefixed extension methods arrive at [`Self::ext_request`] / [`Self::ext_notification`].*/
pub trait Agent: Send + Sync + 'static {
    /// `initialize` (request): [`InitializeRequest`] → [`InitializeResponse`]. Default: -32601 (method not found).
    fn initialize(
        &self,
        params: InitializeRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<InitializeResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("initialize")) }
    }
    /// `authenticate` (request): [`AuthenticateRequest`] → [`AuthenticateResponse`]. Default: -32601 (method not found).
    fn authenticate(
        &self,
        params: AuthenticateRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<AuthenticateResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("authenticate")) }
    }
    /// `logout` (request): [`LogoutRequest`] → [`LogoutResponse`]. Default: -32601 (method not found).
    fn logout(
        &self,
        params: LogoutRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<LogoutResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("logout")) }
    }
    /// `session/new` (request): [`NewSessionRequest`] → [`NewSessionResponse`]. Default: -32601 (method not found).
    fn new_session(
        &self,
        params: NewSessionRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<NewSessionResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("session/new")) }
    }
    /// `session/load` (request): [`LoadSessionRequest`] → [`LoadSessionResponse`]. Default: -32601 (method not found).
    fn load_session(
        &self,
        params: LoadSessionRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<LoadSessionResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("session/load")) }
    }
    /// `session/list` (request): [`ListSessionsRequest`] → [`ListSessionsResponse`]. Default: -32601 (method not found).
    fn list_sessions(
        &self,
        params: ListSessionsRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<ListSessionsResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("session/list")) }
    }
    /// `session/delete` (request): [`DeleteSessionRequest`] → [`DeleteSessionResponse`]. Default: -32601 (method not found).
    fn delete_session(
        &self,
        params: DeleteSessionRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<DeleteSessionResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("session/delete")) }
    }
    /// `session/resume` (request): [`ResumeSessionRequest`] → [`ResumeSessionResponse`]. Default: -32601 (method not found).
    fn resume_session(
        &self,
        params: ResumeSessionRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<ResumeSessionResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("session/resume")) }
    }
    /// `session/close` (request): [`CloseSessionRequest`] → [`CloseSessionResponse`]. Default: -32601 (method not found).
    fn close_session(
        &self,
        params: CloseSessionRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<CloseSessionResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("session/close")) }
    }
    /// `session/set_mode` (request): [`SetSessionModeRequest`] → [`SetSessionModeResponse`]. Default: -32601 (method not found).
    fn set_session_mode(
        &self,
        params: SetSessionModeRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<SetSessionModeResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("session/set_mode")) }
    }
    /// `session/set_config_option` (request): [`SetSessionConfigOptionRequest`] → [`SetSessionConfigOptionResponse`]. Default: -32601 (method not found).
    fn set_session_config_option(
        &self,
        params: SetSessionConfigOptionRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<SetSessionConfigOptionResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async {
            Err(
                crate::error::ResponseError::method_not_found(
                    "session/set_config_option",
                ),
            )
        }
    }
    /// `session/prompt` (request): [`PromptRequest`] → [`PromptResponse`]. Default: -32601 (method not found).
    fn prompt(
        &self,
        params: PromptRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<PromptResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("session/prompt")) }
    }
    /// `session/cancel` (notification): [`CancelNotification`]. Default: ignored.
    fn session_cancel(
        &self,
        params: CancelNotification,
        cx: crate::side::NotificationContext<ClientHandle>,
    ) -> impl ::std::future::Future<Output = ()> + Send {
        let _ = (params, cx);
        async {}
    }
    /// An extension request (`_`-prefixed method name). Default: -32601.
    fn ext_request(
        &self,
        request: crate::side::ExtRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<Box<::serde_json::value::RawValue>, crate::error::ResponseError>,
    > + Send {
        let _ = cx;
        async move {
            Err(crate::error::ResponseError::method_not_found(&request.method))
        }
    }
    /// An extension notification (`_`-prefixed method name). Default: ignored.
    fn ext_notification(
        &self,
        notification: crate::side::ExtNotification,
        cx: crate::side::NotificationContext<ClientHandle>,
    ) -> impl ::std::future::Future<Output = ()> + Send {
        let _ = (notification, cx);
        async {}
    }
}
/** The client side of protocol version 1: what a client serves.

 One method per method of this version's schema served by this side (naming rule: see [`crate::side`]); requests default to -32601, notifications are ignored. `_`-prefixed extension methods arrive at [`Self::ext_request`] / [`Self::ext_notification`].*/
pub trait Client: Send + Sync + 'static {
    /// `fs/write_text_file` (request): [`WriteTextFileRequest`] → [`WriteTextFileResponse`]. Default: -32601 (method not found).
    fn write_text_file(
        &self,
        params: WriteTextFileRequest,
        cx: crate::side::RequestContext<AgentHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<WriteTextFileResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async {
            Err(crate::error::ResponseError::method_not_found("fs/write_text_file"))
        }
    }
    /// `fs/read_text_file` (request): [`ReadTextFileRequest`] → [`ReadTextFileResponse`]. Default: -32601 (method not found).
    fn read_text_file(
        &self,
        params: ReadTextFileRequest,
        cx: crate::side::RequestContext<AgentHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<ReadTextFileResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("fs/read_text_file")) }
    }
    /// `session/request_permission` (request): [`RequestPermissionRequest`] → [`RequestPermissionResponse`]. Default: -32601 (method not found).
    fn request_permission(
        &self,
        params: RequestPermissionRequest,
        cx: crate::side::RequestContext<AgentHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<RequestPermissionResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async {
            Err(
                crate::error::ResponseError::method_not_found(
                    "session/request_permission",
                ),
            )
        }
    }
    /// `terminal/create` (request): [`CreateTerminalRequest`] → [`CreateTerminalResponse`]. Default: -32601 (method not found).
    fn create_terminal(
        &self,
        params: CreateTerminalRequest,
        cx: crate::side::RequestContext<AgentHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<CreateTerminalResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("terminal/create")) }
    }
    /// `terminal/output` (request): [`TerminalOutputRequest`] → [`TerminalOutputResponse`]. Default: -32601 (method not found).
    fn terminal_output(
        &self,
        params: TerminalOutputRequest,
        cx: crate::side::RequestContext<AgentHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<TerminalOutputResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("terminal/output")) }
    }
    /// `terminal/release` (request): [`ReleaseTerminalRequest`] → [`ReleaseTerminalResponse`]. Default: -32601 (method not found).
    fn release_terminal(
        &self,
        params: ReleaseTerminalRequest,
        cx: crate::side::RequestContext<AgentHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<ReleaseTerminalResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("terminal/release")) }
    }
    /// `terminal/wait_for_exit` (request): [`WaitForTerminalExitRequest`] → [`WaitForTerminalExitResponse`]. Default: -32601 (method not found).
    fn wait_for_terminal_exit(
        &self,
        params: WaitForTerminalExitRequest,
        cx: crate::side::RequestContext<AgentHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<WaitForTerminalExitResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async {
            Err(crate::error::ResponseError::method_not_found("terminal/wait_for_exit"))
        }
    }
    /// `terminal/kill` (request): [`KillTerminalRequest`] → [`KillTerminalResponse`]. Default: -32601 (method not found).
    fn kill_terminal(
        &self,
        params: KillTerminalRequest,
        cx: crate::side::RequestContext<AgentHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<KillTerminalResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("terminal/kill")) }
    }
    /// `elicitation/create` (request): [`CreateElicitationRequest`] → [`CreateElicitationResponse`]. Default: -32601 (method not found).
    fn create_elicitation(
        &self,
        params: CreateElicitationRequest,
        cx: crate::side::RequestContext<AgentHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<CreateElicitationResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async {
            Err(crate::error::ResponseError::method_not_found("elicitation/create"))
        }
    }
    /// `session/update` (notification): [`SessionNotification`]. Default: ignored.
    fn session_update(
        &self,
        params: SessionNotification,
        cx: crate::side::NotificationContext<AgentHandle>,
    ) -> impl ::std::future::Future<Output = ()> + Send {
        let _ = (params, cx);
        async {}
    }
    /// `elicitation/complete` (notification): [`CompleteElicitationNotification`]. Default: ignored.
    fn elicitation_complete(
        &self,
        params: CompleteElicitationNotification,
        cx: crate::side::NotificationContext<AgentHandle>,
    ) -> impl ::std::future::Future<Output = ()> + Send {
        let _ = (params, cx);
        async {}
    }
    /// An extension request (`_`-prefixed method name). Default: -32601.
    fn ext_request(
        &self,
        request: crate::side::ExtRequest,
        cx: crate::side::RequestContext<AgentHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<Box<::serde_json::value::RawValue>, crate::error::ResponseError>,
    > + Send {
        let _ = cx;
        async move {
            Err(crate::error::ResponseError::method_not_found(&request.method))
        }
    }
    /// An extension notification (`_`-prefixed method name). Default: ignored.
    fn ext_notification(
        &self,
        notification: crate::side::ExtNotification,
        cx: crate::side::NotificationContext<AgentHandle>,
    ) -> impl ::std::future::Future<Output = ()> + Send {
        let _ = (notification, cx);
        async {}
    }
}
/// What an agent holds to call the client of a v1 connection: one method per method the client serves, gated by the capabilities the client advertised.
#[derive(Clone, Debug)]
pub struct ClientHandle {
    link: crate::side::Link<crate::v1::V1>,
}
impl ClientHandle {
    pub(crate) fn from_link(link: crate::side::Link<crate::v1::V1>) -> Self {
        Self { link }
    }
    /// The connection this handle talks over (raw peer, close).
    pub fn core(&self) -> &crate::side::Core {
        self.link.core()
    }
    #[allow(dead_code)]
    pub(crate) fn link(&self) -> &crate::side::Link<crate::v1::V1> {
        &self.link
    }
    /** Sends `fs/write_text_file` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn write_text_file(
        &self,
        params: WriteTextFileRequest,
    ) -> crate::error::Result<WriteTextFileResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::FsWriteTextFile>(scope, params).await
    }
    /** Sends `fs/read_text_file` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn read_text_file(
        &self,
        params: ReadTextFileRequest,
    ) -> crate::error::Result<ReadTextFileResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::FsReadTextFile>(scope, params).await
    }
    /** Sends `session/request_permission` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn request_permission(
        &self,
        params: RequestPermissionRequest,
    ) -> crate::error::Result<RequestPermissionResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::SessionRequestPermission>(scope, params).await
    }
    /** Sends `terminal/create` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn create_terminal(
        &self,
        params: CreateTerminalRequest,
    ) -> crate::error::Result<CreateTerminalResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::TerminalCreate>(scope, params).await
    }
    /** Sends `terminal/output` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn terminal_output(
        &self,
        params: TerminalOutputRequest,
    ) -> crate::error::Result<TerminalOutputResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::TerminalOutput>(scope, params).await
    }
    /** Sends `terminal/release` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn release_terminal(
        &self,
        params: ReleaseTerminalRequest,
    ) -> crate::error::Result<ReleaseTerminalResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::TerminalRelease>(scope, params).await
    }
    /** Sends `terminal/wait_for_exit` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn wait_for_terminal_exit(
        &self,
        params: WaitForTerminalExitRequest,
    ) -> crate::error::Result<WaitForTerminalExitResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::TerminalWaitForExit>(scope, params).await
    }
    /** Sends `terminal/kill` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn kill_terminal(
        &self,
        params: KillTerminalRequest,
    ) -> crate::error::Result<KillTerminalResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::TerminalKill>(scope, params).await
    }
    /** Sends `elicitation/create` and waits for its result.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn create_elicitation(
        &self,
        params: CreateElicitationRequest,
    ) -> crate::error::Result<CreateElicitationResponse> {
        let scope = None;
        self.link.request::<request::ElicitationCreate>(scope, params).await
    }
    /** Sends the `session/update` notification.

 # Errors
 [`crate::error::Error::Side`] when the capability it needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn session_update(
        &self,
        params: SessionNotification,
    ) -> crate::error::Result<()> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.notify::<notification::SessionUpdate>(scope, params).await
    }
    /** Sends the `elicitation/complete` notification.

 # Errors
 [`crate::error::Error::Side`] when the capability it needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn elicitation_complete(
        &self,
        params: CompleteElicitationNotification,
    ) -> crate::error::Result<()> {
        let scope = None;
        self.link.notify::<notification::ElicitationComplete>(scope, params).await
    }
    /// An extension request (`_`-prefixed method) with typed params and result (not gated).
    ///
    /// # Errors
    /// As [`crate::side::Core::ext_request`].
    pub async fn ext_request<P, R>(
        &self,
        method: &str,
        params: &P,
    ) -> crate::error::Result<R>
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
    pub async fn ext_request_raw(
        &self,
        method: &str,
        params: Option<&::serde_json::value::RawValue>,
    ) -> crate::error::Result<Box<::serde_json::value::RawValue>> {
        self.link.core().ext_request_raw(method, params).await
    }
    /// An extension notification (`_`-prefixed method) with typed params (not gated).
    ///
    /// # Errors
    /// As [`crate::side::Core::ext_notification`].
    pub async fn ext_notification<P: ::serde::Serialize + ?Sized + Sync>(
        &self,
        method: &str,
        params: &P,
    ) -> crate::error::Result<()> {
        self.link.core().ext_notification(method, params).await
    }
    /// An extension notification with raw params (not gated).
    ///
    /// # Errors
    /// As [`crate::side::Core::ext_notification_raw`].
    pub async fn ext_notification_raw(
        &self,
        method: &str,
        params: Option<&::serde_json::value::RawValue>,
    ) -> crate::error::Result<()> {
        self.link.core().ext_notification_raw(method, params).await
    }
}
/// What a client holds to call the agent of a v1 connection: one method per method the agent serves (`initialize` is done by negotiation), gated by the capabilities the agent advertised.
#[derive(Clone, Debug)]
pub struct AgentHandle {
    link: crate::side::Link<crate::v1::V1>,
}
impl AgentHandle {
    pub(crate) fn from_link(link: crate::side::Link<crate::v1::V1>) -> Self {
        Self { link }
    }
    /// The connection this handle talks over (raw peer, close).
    pub fn core(&self) -> &crate::side::Core {
        self.link.core()
    }
    #[allow(dead_code)]
    pub(crate) fn link(&self) -> &crate::side::Link<crate::v1::V1> {
        &self.link
    }
    /** Sends `authenticate` and waits for its result.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn authenticate(
        &self,
        params: AuthenticateRequest,
    ) -> crate::error::Result<AuthenticateResponse> {
        let scope = None;
        self.link.request::<request::Authenticate>(scope, params).await
    }
    /** Sends `logout` and waits for its result.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn logout(
        &self,
        params: LogoutRequest,
    ) -> crate::error::Result<LogoutResponse> {
        let scope = None;
        self.link.request::<request::Logout>(scope, params).await
    }
    /** Sends `session/new` and waits for its result.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn new_session(
        &self,
        params: NewSessionRequest,
    ) -> crate::error::Result<NewSessionResponse> {
        let scope = None;
        self.link.request::<request::SessionNew>(scope, params).await
    }
    /** Sends `session/load` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn load_session(
        &self,
        params: LoadSessionRequest,
    ) -> crate::error::Result<LoadSessionResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::SessionLoad>(scope, params).await
    }
    /** Sends `session/list` and waits for its result.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn list_sessions(
        &self,
        params: ListSessionsRequest,
    ) -> crate::error::Result<ListSessionsResponse> {
        let scope = None;
        self.link.request::<request::SessionList>(scope, params).await
    }
    /** Sends `session/delete` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn delete_session(
        &self,
        params: DeleteSessionRequest,
    ) -> crate::error::Result<DeleteSessionResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::SessionDelete>(scope, params).await
    }
    /** Sends `session/resume` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn resume_session(
        &self,
        params: ResumeSessionRequest,
    ) -> crate::error::Result<ResumeSessionResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::SessionResume>(scope, params).await
    }
    /** Sends `session/close` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn close_session(
        &self,
        params: CloseSessionRequest,
    ) -> crate::error::Result<CloseSessionResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::SessionClose>(scope, params).await
    }
    /** Sends `session/set_mode` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn set_session_mode(
        &self,
        params: SetSessionModeRequest,
    ) -> crate::error::Result<SetSessionModeResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::SessionSetMode>(scope, params).await
    }
    /** Sends `session/set_config_option` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn set_session_config_option(
        &self,
        params: SetSessionConfigOptionRequest,
    ) -> crate::error::Result<SetSessionConfigOptionResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::SessionSetConfigOption>(scope, params).await
    }
    /** Sends `session/prompt` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn prompt(
        &self,
        params: PromptRequest,
    ) -> crate::error::Result<PromptResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::SessionPrompt>(scope, params).await
    }
    /** Sends the `session/cancel` notification.

 # Errors
 [`crate::error::Error::Side`] when the capability it needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn session_cancel(
        &self,
        params: CancelNotification,
    ) -> crate::error::Result<()> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.notify::<notification::SessionCancel>(scope, params).await
    }
    /// An extension request (`_`-prefixed method) with typed params and result (not gated).
    ///
    /// # Errors
    /// As [`crate::side::Core::ext_request`].
    pub async fn ext_request<P, R>(
        &self,
        method: &str,
        params: &P,
    ) -> crate::error::Result<R>
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
    pub async fn ext_request_raw(
        &self,
        method: &str,
        params: Option<&::serde_json::value::RawValue>,
    ) -> crate::error::Result<Box<::serde_json::value::RawValue>> {
        self.link.core().ext_request_raw(method, params).await
    }
    /// An extension notification (`_`-prefixed method) with typed params (not gated).
    ///
    /// # Errors
    /// As [`crate::side::Core::ext_notification`].
    pub async fn ext_notification<P: ::serde::Serialize + ?Sized + Sync>(
        &self,
        method: &str,
        params: &P,
    ) -> crate::error::Result<()> {
        self.link.core().ext_notification(method, params).await
    }
    /// An extension notification with raw params (not gated).
    ///
    /// # Errors
    /// As [`crate::side::Core::ext_notification_raw`].
    pub async fn ext_notification_raw(
        &self,
        method: &str,
        params: Option<&::serde_json::value::RawValue>,
    ) -> crate::error::Result<()> {
        self.link.core().ext_notification_raw(method, params).await
    }
}
/// Serves a [`Agent`] implementation: decodes each incoming message by method name into its typed params and calls the trait method (created by negotiation).
pub struct AgentDispatcher<T> {
    imp: ::std::sync::Arc<T>,
    link: crate::side::Link<crate::v1::V1>,
}
impl<T: Agent> AgentDispatcher<T> {
    pub(crate) fn new(
        imp: ::std::sync::Arc<T>,
        link: crate::side::Link<crate::v1::V1>,
    ) -> Self {
        Self { imp, link }
    }
}
impl<T: Agent> crate::rpc::Handler for AgentDispatcher<T> {
    fn request(
        &self,
        cx: crate::rpc::RawRequestContext,
        method: &str,
        params: crate::rpc::Params<'_>,
    ) -> crate::rpc::BoxFuture<Result<crate::rpc::Reply, crate::error::ResponseError>> {
        let handle = ClientHandle::from_link(self.link.clone());
        match method {
            "initialize" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::Initialize,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |_| None,
                    move |p, c| async move { imp.initialize(p, c).await },
                )
            }
            "authenticate" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::Authenticate,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |_| None,
                    move |p, c| async move { imp.authenticate(p, c).await },
                )
            }
            "logout" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::Logout,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |_| None,
                    move |p, c| async move { imp.logout(p, c).await },
                )
            }
            "session/new" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::SessionNew,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |_| None,
                    move |p, c| async move { imp.new_session(p, c).await },
                )
            }
            "session/load" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::SessionLoad,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.load_session(p, c).await },
                )
            }
            "session/list" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::SessionList,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |_| None,
                    move |p, c| async move { imp.list_sessions(p, c).await },
                )
            }
            "session/delete" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::SessionDelete,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.delete_session(p, c).await },
                )
            }
            "session/resume" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::SessionResume,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.resume_session(p, c).await },
                )
            }
            "session/close" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::SessionClose,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.close_session(p, c).await },
                )
            }
            "session/set_mode" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::SessionSetMode,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.set_session_mode(p, c).await },
                )
            }
            "session/set_config_option" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::SessionSetConfigOption,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.set_session_config_option(p, c).await },
                )
            }
            "session/prompt" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::SessionPrompt,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.prompt(p, c).await },
                )
            }
            _ => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::ext_request(
                    cx,
                    handle,
                    method,
                    params,
                    move |r, c| async move { imp.ext_request(r, c).await },
                )
            }
        }
    }
    fn notification(
        &self,
        _cx: crate::rpc::RawNotificationContext,
        method: &str,
        params: crate::rpc::Params<'_>,
    ) -> crate::rpc::BoxFuture<()> {
        let handle = ClientHandle::from_link(self.link.clone());
        match method {
            "session/cancel" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::notification::<
                    crate::v1::V1,
                    notification::SessionCancel,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.session_cancel(p, c).await },
                )
            }
            _ => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::ext_notification(
                    handle,
                    method,
                    params,
                    move |n, c| async move { imp.ext_notification(n, c).await },
                )
            }
        }
    }
    fn scope(
        &self,
        method: &str,
        params: &crate::rpc::Params<'_>,
    ) -> Option<crate::rpc::ScopeKey> {
        match method {
            "session/load" | "session/delete" | "session/resume" | "session/close"
            | "session/set_mode" | "session/set_config_option" | "session/prompt"
            | "session/cancel" => crate::side::serve::session_scope(params),
            _ => None,
        }
    }
    fn params_decoder(&self, method: &str) -> Option<crate::rpc::ParamsDecoder> {
        match method {
            "initialize" => {
                crate::side::serve::decoder::<
                    <request::Initialize as crate::method::Request>::Params,
                >()
            }
            "authenticate" => {
                crate::side::serve::decoder::<
                    <request::Authenticate as crate::method::Request>::Params,
                >()
            }
            "logout" => {
                crate::side::serve::decoder::<
                    <request::Logout as crate::method::Request>::Params,
                >()
            }
            "session/new" => {
                crate::side::serve::decoder::<
                    <request::SessionNew as crate::method::Request>::Params,
                >()
            }
            "session/load" => {
                crate::side::serve::decoder::<
                    <request::SessionLoad as crate::method::Request>::Params,
                >()
            }
            "session/list" => {
                crate::side::serve::decoder::<
                    <request::SessionList as crate::method::Request>::Params,
                >()
            }
            "session/delete" => {
                crate::side::serve::decoder::<
                    <request::SessionDelete as crate::method::Request>::Params,
                >()
            }
            "session/resume" => {
                crate::side::serve::decoder::<
                    <request::SessionResume as crate::method::Request>::Params,
                >()
            }
            "session/close" => {
                crate::side::serve::decoder::<
                    <request::SessionClose as crate::method::Request>::Params,
                >()
            }
            "session/set_mode" => {
                crate::side::serve::decoder::<
                    <request::SessionSetMode as crate::method::Request>::Params,
                >()
            }
            "session/set_config_option" => {
                crate::side::serve::decoder::<
                    <request::SessionSetConfigOption as crate::method::Request>::Params,
                >()
            }
            "session/prompt" => {
                crate::side::serve::decoder::<
                    <request::SessionPrompt as crate::method::Request>::Params,
                >()
            }
            "session/cancel" => {
                crate::side::serve::decoder::<
                    <notification::SessionCancel as crate::method::Notification>::Params,
                >()
            }
            _ => None,
        }
    }
}
/// Serves a [`Client`] implementation: decodes each incoming message by method name into its typed params and calls the trait method (created by negotiation).
pub struct ClientDispatcher<T> {
    imp: ::std::sync::Arc<T>,
    link: crate::side::Link<crate::v1::V1>,
}
impl<T: Client> ClientDispatcher<T> {
    pub(crate) fn new(
        imp: ::std::sync::Arc<T>,
        link: crate::side::Link<crate::v1::V1>,
    ) -> Self {
        Self { imp, link }
    }
}
impl<T: Client> crate::rpc::Handler for ClientDispatcher<T> {
    fn request(
        &self,
        cx: crate::rpc::RawRequestContext,
        method: &str,
        params: crate::rpc::Params<'_>,
    ) -> crate::rpc::BoxFuture<Result<crate::rpc::Reply, crate::error::ResponseError>> {
        let handle = AgentHandle::from_link(self.link.clone());
        match method {
            "fs/write_text_file" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::FsWriteTextFile,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.write_text_file(p, c).await },
                )
            }
            "fs/read_text_file" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::FsReadTextFile,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.read_text_file(p, c).await },
                )
            }
            "session/request_permission" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::SessionRequestPermission,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.request_permission(p, c).await },
                )
            }
            "terminal/create" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::TerminalCreate,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.create_terminal(p, c).await },
                )
            }
            "terminal/output" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::TerminalOutput,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.terminal_output(p, c).await },
                )
            }
            "terminal/release" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::TerminalRelease,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.release_terminal(p, c).await },
                )
            }
            "terminal/wait_for_exit" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::TerminalWaitForExit,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.wait_for_terminal_exit(p, c).await },
                )
            }
            "terminal/kill" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::TerminalKill,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.kill_terminal(p, c).await },
                )
            }
            "elicitation/create" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v1::V1,
                    request::ElicitationCreate,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |_| None,
                    move |p, c| async move { imp.create_elicitation(p, c).await },
                )
            }
            _ => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::ext_request(
                    cx,
                    handle,
                    method,
                    params,
                    move |r, c| async move { imp.ext_request(r, c).await },
                )
            }
        }
    }
    fn notification(
        &self,
        _cx: crate::rpc::RawNotificationContext,
        method: &str,
        params: crate::rpc::Params<'_>,
    ) -> crate::rpc::BoxFuture<()> {
        let handle = AgentHandle::from_link(self.link.clone());
        match method {
            "session/update" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::notification::<
                    crate::v1::V1,
                    notification::SessionUpdate,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.session_update(p, c).await },
                )
            }
            "elicitation/complete" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::notification::<
                    crate::v1::V1,
                    notification::ElicitationComplete,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    handle,
                    params,
                    |_| None,
                    move |p, c| async move { imp.elicitation_complete(p, c).await },
                )
            }
            _ => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::ext_notification(
                    handle,
                    method,
                    params,
                    move |n, c| async move { imp.ext_notification(n, c).await },
                )
            }
        }
    }
    fn scope(
        &self,
        method: &str,
        params: &crate::rpc::Params<'_>,
    ) -> Option<crate::rpc::ScopeKey> {
        match method {
            "fs/write_text_file" | "fs/read_text_file" | "session/request_permission"
            | "terminal/create" | "terminal/output" | "terminal/release"
            | "terminal/wait_for_exit" | "terminal/kill" | "session/update" => {
                crate::side::serve::session_scope(params)
            }
            _ => None,
        }
    }
    fn params_decoder(&self, method: &str) -> Option<crate::rpc::ParamsDecoder> {
        match method {
            "fs/write_text_file" => {
                crate::side::serve::decoder::<
                    <request::FsWriteTextFile as crate::method::Request>::Params,
                >()
            }
            "fs/read_text_file" => {
                crate::side::serve::decoder::<
                    <request::FsReadTextFile as crate::method::Request>::Params,
                >()
            }
            "session/request_permission" => {
                crate::side::serve::decoder::<
                    <request::SessionRequestPermission as crate::method::Request>::Params,
                >()
            }
            "terminal/create" => {
                crate::side::serve::decoder::<
                    <request::TerminalCreate as crate::method::Request>::Params,
                >()
            }
            "terminal/output" => {
                crate::side::serve::decoder::<
                    <request::TerminalOutput as crate::method::Request>::Params,
                >()
            }
            "terminal/release" => {
                crate::side::serve::decoder::<
                    <request::TerminalRelease as crate::method::Request>::Params,
                >()
            }
            "terminal/wait_for_exit" => {
                crate::side::serve::decoder::<
                    <request::TerminalWaitForExit as crate::method::Request>::Params,
                >()
            }
            "terminal/kill" => {
                crate::side::serve::decoder::<
                    <request::TerminalKill as crate::method::Request>::Params,
                >()
            }
            "elicitation/create" => {
                crate::side::serve::decoder::<
                    <request::ElicitationCreate as crate::method::Request>::Params,
                >()
            }
            "session/update" => {
                crate::side::serve::decoder::<
                    <notification::SessionUpdate as crate::method::Notification>::Params,
                >()
            }
            "elicitation/complete" => {
                crate::side::serve::decoder::<
                    <notification::ElicitationComplete as crate::method::Notification>::Params,
                >()
            }
            _ => None,
        }
    }
}
/// What a client gets when the agent chose version 1: the handle to the agent and its `initialize` result.
pub type Negotiation = crate::side::Negotiation<
    AgentHandle,
    <crate::v1::V1 as crate::side::Version>::InitializeResponse,
>;
impl crate::side::AgentBuilder {
    /// Serves protocol version 1 with `agent`.
    #[must_use]
    pub fn v1(self, agent: impl Agent) -> Self {
        let agent = ::std::sync::Arc::new(agent);
        self.serve_version::<
                crate::v1::V1,
            >(move |link| {
            ::std::sync::Arc::new(
                AgentDispatcher::new(::std::sync::Arc::clone(&agent), link),
            ) as ::std::sync::Arc<dyn crate::rpc::Handler>
        })
    }
}
impl<N: From<Negotiation> + Send + 'static> crate::side::ClientBuilder<N> {
    /// Accepts protocol version 1, served by `client`, advertising `capabilities`.
    #[must_use]
    pub fn v1(
        self,
        client: impl Client,
        capabilities: <crate::v1::V1 as crate::side::Version>::ClientCaps,
    ) -> Self {
        let client = ::std::sync::Arc::new(client);
        self.accept_version::<
                crate::v1::V1,
            >(
            capabilities,
            move |link, response| {
                let handler = ::std::sync::Arc::new(
                    ClientDispatcher::new(client, link.clone()),
                ) as ::std::sync::Arc<dyn crate::rpc::Handler>;
                (
                    handler,
                    N::from(
                        crate::side::Negotiation::new(
                            AgentHandle::from_link(link),
                            response,
                        ),
                    ),
                )
            },
        )
    }
}
/** The rules of protocol version 1's policy (`src/v1/policy.rs`), one row per method it gives a rule; every other method has none.

 | method | kind | rule |
 |---|---|---|
 | `authenticate` | request | The `methodId` must not be one of the agent's terminal `authMethods` (the client runs the agent interactively for those; -32602). |
 | `elicitation/complete` | notification | Needs `clientCapabilities.elicitation.url` (it completes URL elicitations). |
 | `elicitation/create` | request | The request's `mode` (`form` / `url`) must be in the client's `clientCapabilities.elicitation` (-32602 otherwise, as the elicitation page says). |
 | `fs/read_text_file` | request | Needs `clientCapabilities.fs.readTextFile`. |
 | `fs/write_text_file` | request | Needs `clientCapabilities.fs.writeTextFile`. |
 | `initialize` | request | Records the client's `clientCapabilities` (missing: none); the answer states version 1 and records the agent's `agentCapabilities` and the ids of its terminal `authMethods`. |
 | `logout` | request | Needs `agentCapabilities.auth.logout`. |
 | `session/cancel` | notification | Fires the session's cancel signal (received by an agent, sent by a client). |
 | `session/close` | request | Needs `agentCapabilities.sessionCapabilities.close`; forgets what the session advertised. |
 | `session/delete` | request | Needs `agentCapabilities.sessionCapabilities.delete`. |
 | `session/list` | request | Needs `agentCapabilities.sessionCapabilities.list`. |
 | `session/load` | request | Needs `agentCapabilities.loadSession`, and a `systemPrompt` the agent can take; records the session's mode ids and config options. |
 | `session/new` | request | A `systemPrompt` the agent can take (see [`system_prompt`]); records the new session's mode ids and config options. |
 | `session/prompt` | request | Image, audio and embedded-resource blocks need `agentCapabilities.promptCapabilities.image` / `audio` / `embeddedContext`; a block of a type the schema does not define is refused (-32602); a client prompts only a session set up on its connection (`session/new`, `session/load`, `session/resume`, `session/fork`; `SideError::SessionNotSetUp` otherwise). |
 | `session/request_permission` | request | Answered `cancelled` when the session is cancelled while it waits. |
 | `session/resume` | request | Needs `agentCapabilities.sessionCapabilities.resume`, and a `systemPrompt` the agent can take; records the session's mode ids and config options. |
 | `session/set_config_option` | request | The `configId` must be among the session's `configOptions` (setup result, `config_option_update`, last `set_config_option` result), a select's `value` among its options, a boolean's request of type `boolean`; records the answered options. |
 | `session/set_mode` | request | The `modeId` must be among the session's `modes.availableModes` (from its `session/new` / `load` / `resume` result). |
 | `session/update` | notification | Kinds `notice` need `clientCapabilities.session.notices`, `compaction_*` `clientCapabilities.session.compaction` (unstable: `plan_*` `clientCapabilities.plan`, subagent and session-message kinds `clientCapabilities.subagents`); records `config_option_update`, feeds a waiting `prompt_turn`. |
 | `terminal/create` | request | Needs `clientCapabilities.terminal`. |
 | `terminal/kill` | request | Needs `clientCapabilities.terminal`. |
 | `terminal/output` | request | Needs `clientCapabilities.terminal`. |
 | `terminal/release` | request | Needs `clientCapabilities.terminal`. |
 | `terminal/wait_for_exit` | request | Needs `clientCapabilities.terminal`. |
*/
pub static POLICY: &[crate::method::PolicyRule] = &[
    crate::method::PolicyRule {
        method: "authenticate",
        kind: "request",
        rule: "The `methodId` must not be one of the agent's terminal `authMethods` (the client runs the agent interactively for those; -32602).",
    },
    crate::method::PolicyRule {
        method: "elicitation/complete",
        kind: "notification",
        rule: "Needs `clientCapabilities.elicitation.url` (it completes URL elicitations).",
    },
    crate::method::PolicyRule {
        method: "elicitation/create",
        kind: "request",
        rule: "The request's `mode` (`form` / `url`) must be in the client's `clientCapabilities.elicitation` (-32602 otherwise, as the elicitation page says).",
    },
    crate::method::PolicyRule {
        method: "fs/read_text_file",
        kind: "request",
        rule: "Needs `clientCapabilities.fs.readTextFile`.",
    },
    crate::method::PolicyRule {
        method: "fs/write_text_file",
        kind: "request",
        rule: "Needs `clientCapabilities.fs.writeTextFile`.",
    },
    crate::method::PolicyRule {
        method: "initialize",
        kind: "request",
        rule: "Records the client's `clientCapabilities` (missing: none); the answer states version 1 and records the agent's `agentCapabilities` and the ids of its terminal `authMethods`.",
    },
    crate::method::PolicyRule {
        method: "logout",
        kind: "request",
        rule: "Needs `agentCapabilities.auth.logout`.",
    },
    crate::method::PolicyRule {
        method: "session/cancel",
        kind: "notification",
        rule: "Fires the session's cancel signal (received by an agent, sent by a client).",
    },
    crate::method::PolicyRule {
        method: "session/close",
        kind: "request",
        rule: "Needs `agentCapabilities.sessionCapabilities.close`; forgets what the session advertised.",
    },
    crate::method::PolicyRule {
        method: "session/delete",
        kind: "request",
        rule: "Needs `agentCapabilities.sessionCapabilities.delete`.",
    },
    crate::method::PolicyRule {
        method: "session/list",
        kind: "request",
        rule: "Needs `agentCapabilities.sessionCapabilities.list`.",
    },
    crate::method::PolicyRule {
        method: "session/load",
        kind: "request",
        rule: "Needs `agentCapabilities.loadSession`, and a `systemPrompt` the agent can take; records the session's mode ids and config options.",
    },
    crate::method::PolicyRule {
        method: "session/new",
        kind: "request",
        rule: "A `systemPrompt` the agent can take (see [`system_prompt`]); records the new session's mode ids and config options.",
    },
    crate::method::PolicyRule {
        method: "session/prompt",
        kind: "request",
        rule: "Image, audio and embedded-resource blocks need `agentCapabilities.promptCapabilities.image` / `audio` / `embeddedContext`; a block of a type the schema does not define is refused (-32602); a client prompts only a session set up on its connection (`session/new`, `session/load`, `session/resume`, `session/fork`; `SideError::SessionNotSetUp` otherwise).",
    },
    crate::method::PolicyRule {
        method: "session/request_permission",
        kind: "request",
        rule: "Answered `cancelled` when the session is cancelled while it waits.",
    },
    crate::method::PolicyRule {
        method: "session/resume",
        kind: "request",
        rule: "Needs `agentCapabilities.sessionCapabilities.resume`, and a `systemPrompt` the agent can take; records the session's mode ids and config options.",
    },
    crate::method::PolicyRule {
        method: "session/set_config_option",
        kind: "request",
        rule: "The `configId` must be among the session's `configOptions` (setup result, `config_option_update`, last `set_config_option` result), a select's `value` among its options, a boolean's request of type `boolean`; records the answered options.",
    },
    crate::method::PolicyRule {
        method: "session/set_mode",
        kind: "request",
        rule: "The `modeId` must be among the session's `modes.availableModes` (from its `session/new` / `load` / `resume` result).",
    },
    crate::method::PolicyRule {
        method: "session/update",
        kind: "notification",
        rule: "Kinds `notice` need `clientCapabilities.session.notices`, `compaction_*` `clientCapabilities.session.compaction` (unstable: `plan_*` `clientCapabilities.plan`, subagent and session-message kinds `clientCapabilities.subagents`); records `config_option_update`, feeds a waiting `prompt_turn`.",
    },
    crate::method::PolicyRule {
        method: "terminal/create",
        kind: "request",
        rule: "Needs `clientCapabilities.terminal`.",
    },
    crate::method::PolicyRule {
        method: "terminal/kill",
        kind: "request",
        rule: "Needs `clientCapabilities.terminal`.",
    },
    crate::method::PolicyRule {
        method: "terminal/output",
        kind: "request",
        rule: "Needs `clientCapabilities.terminal`.",
    },
    crate::method::PolicyRule {
        method: "terminal/release",
        kind: "request",
        rule: "Needs `clientCapabilities.terminal`.",
    },
    crate::method::PolicyRule {
        method: "terminal/wait_for_exit",
        kind: "request",
        rule: "Needs `clientCapabilities.terminal`.",
    },
];
