// @generated from schema/v2/schema.json sha256=b6c91055df549d6f1db1d76d692d0561dad433e03d8ed114ea9b5baed9da72c5; do not edit. Regenerate with `cargo xtask codegen`.

/// An absolute filesystem path used by the protocol.
///
/// Uses the native syntax of the machine the Agent runs on, such as `/home/user/project`,
/// `C:\Users\user\project`, or `\\server\share\project`. It is not a URI.
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
pub struct AbsolutePath(pub ::std::string::String);
impl ::std::ops::Deref for AbsolutePath {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<AbsolutePath> for ::std::string::String {
    fn from(value: AbsolutePath) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for AbsolutePath {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for AbsolutePath {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for AbsolutePath {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
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
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// An Internet media type identifying the format of protocol content.
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
pub struct MediaType(pub ::std::string::String);
impl ::std::ops::Deref for MediaType {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<MediaType> for ::std::string::String {
    fn from(value: MediaType) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for MediaType {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for MediaType {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for MediaType {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Identifier for a message, unique among messages of the same type within a session.
///
/// Each message type, such as user messages, agent messages, and agent thoughts,
/// has its own ID space: messages of different types may share an ID and remain
/// distinct messages.
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
/// Unique identifier for a plan within a session.
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
pub struct PlanId(pub ::std::string::String);
impl ::std::ops::Deref for PlanId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<PlanId> for ::std::string::String {
    fn from(value: PlanId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for PlanId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for PlanId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for PlanId {
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
/// See protocol docs: [Session ID](https://agentclientprotocol.com/protocol/v2/session-setup#session-id)
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
/// An opaque cursor used to paginate `session/list` results.
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
pub struct SessionListCursor(pub ::std::string::String);
impl ::std::ops::Deref for SessionListCursor {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<SessionListCursor> for ::std::string::String {
    fn from(value: SessionListCursor) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for SessionListCursor {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for SessionListCursor {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for SessionListCursor {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
/// Unique identifier for an agent-owned terminal within a session.
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
impl ::std::convert::From<&str> for AbsolutePath {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
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
impl ::std::convert::From<&str> for MediaType {
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
impl ::std::convert::From<&str> for PlanId {
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
impl ::std::convert::From<&str> for SessionListCursor {
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
pub const PROTOCOL_VERSION: u16 = 2u16;
/// sha256 of `schema/v2/schema.json`, the schema this module was generated from.
pub const SCHEMA_SHA256: &str = "b6c91055df549d6f1db1d76d692d0561dad433e03d8ed114ea9b5baed9da72c5";
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
/// A JSON-RPC request ID: a string or an integer. Unlike base JSON-RPC, it MUST NOT be `null`.
///
/// The receiver MUST reply with the same value in the response. Each side chooses IDs for its own
/// requests, so the same ID can be in use in both directions. A sender MUST NOT reuse an ID while
/// a request with it is still awaiting a response.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum RequestId {
    /// A numeric request ID.
    Number(i64),
    /// A string request ID.
    Str(String),
}
impl RequestId {
    #[doc(hidden)]
    pub fn __from_value(v: ::serde_json::Value) -> Result<Self, ::serde_json::Error> {
        let mut errors: Vec<(&str, String)> = Vec::new();
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
            Self::Number(x) => ::serde::Serialize::serialize(x, s),
            Self::Str(x) => ::serde::Serialize::serialize(x, s),
        }
    }
}
/// Request for user permission to proceed with an operation.
///
/// Sent when the agent needs authorization before performing a sensitive operation.
///
/// See protocol docs: [Requesting Permission](https://agentclientprotocol.com/protocol/v2/tool-calls#requesting-permission)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct RequestPermissionRequest {
    /// The session ID for this request.
    pub session_id: SessionId,
    /// Human-readable title for the permission prompt.
    ///
    /// This title is specific to the permission prompt and does not update any
    /// subject's displayed title.
    pub title: String,
    /// Optional human-readable explanation of why permission is needed.
    ///
    /// This text is specific to the permission prompt and does not update any
    /// subject's displayed content. Omitted and `null` are equivalent and mean no separate
    /// permission description was provided.
    pub description: crate::codec::Tri<String>,
    /// Optional structured context about the operation requiring permission.
    ///
    /// Omitted and `null` are equivalent and mean no structured subject was provided.
    pub subject: crate::codec::Tri<RequestPermissionSubject>,
    /// Available permission options for the user to choose from.
    /// Must contain at least one option.
    pub options: Vec<PermissionOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl RequestPermissionRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        title: impl Into<String>,
        options: impl Into<Vec<PermissionOption>>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            title: title.into(),
            description: Default::default(),
            subject: Default::default(),
            options: options.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional human-readable explanation of why permission is needed.
    ///
    /// This text is specific to the permission prompt and does not update any
    /// subject's displayed content. Omitted and `null` are equivalent and mean no separate
    /// permission description was provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional structured context about the operation requiring permission.
    ///
    /// Omitted and `null` are equivalent and mean no structured subject was provided.
    #[must_use]
    pub fn subject(mut self, v: impl Into<RequestPermissionSubject>) -> Self {
        self.subject = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_title: Option<String> = None;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_subject: crate::codec::Tri<RequestPermissionSubject> = crate::codec::Tri::Absent;
        let mut f_options: Option<Vec<PermissionOption>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "title" => __p::put(&mut map, &mut f_title, "title")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "subject" => __p::put_tri(&mut map, &mut f_subject, "subject")?,
                "options" => __p::put(&mut map, &mut f_options, "options")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            title: __p::required(f_title, "title")?,
            description: f_description,
            subject: f_subject,
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
        map.serialize_entry("title", &self.title)?;
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.subject).is_absent() {
            map.serialize_entry("subject", &self.subject)?;
        }
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
/// The operation requiring permission.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum RequestPermissionSubject {
    /// Permission is requested before executing a tool call.
    ToolCall(ToolCallPermissionSubject),
    /// Permission is requested before running a command.
    Command(CommandPermissionSubject),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherRequestPermissionSubject),
}
impl RequestPermissionSubject {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::ToolCall(_) => "tool_call",
            Self::Command(_) => "command",
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
                "tool_call" => {
                    Self::ToolCall(
                        <ToolCallPermissionSubject as __p::ObjectCodec>::__visit_map(
                            map,
                        )?,
                    )
                }
                "command" => {
                    Self::Command(
                        <CommandPermissionSubject as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                _ => {
                    Self::Other(
                        OtherRequestPermissionSubject::__visit_map_seeded(
                            map,
                            Some(tag.into_owned()),
                        )?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for RequestPermissionSubject {
    const EXPECTING: &'static str = "an object (RequestPermissionSubject)";
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
            Self::ToolCall(v) => {
                map.serialize_entry("type", "tool_call")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Command(v) => {
                map.serialize_entry("type", "command")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for RequestPermissionSubject {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for RequestPermissionSubject {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `RequestPermissionSubject` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
///
/// Custom or future permission subject.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Clients that do not understand this subject type should preserve the raw
/// payload when storing, replaying, proxying, or forwarding permission
/// requests, and otherwise display a generic permission prompt or decline it
/// according to policy.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherRequestPermissionSubject {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherRequestPermissionSubject {
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
impl __p::ObjectCodec for OtherRequestPermissionSubject {
    const EXPECTING: &'static str = "an object (OtherRequestPermissionSubject)";
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
impl<'de> ::serde::Deserialize<'de> for OtherRequestPermissionSubject {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherRequestPermissionSubject {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Represents an upsert for a tool call that the language model has requested.
///
/// Tool calls are actions that the agent executes on behalf of the language model,
/// such as reading files, executing code, or fetching data from external sources.
///
/// Only `toolCallId` is required. Other fields have patch semantics:
/// omitted fields leave the existing tool call value unchanged, `null` clears or
/// unsets the value, and concrete values replace the previous value. For
/// collection fields, concrete arrays replace the previous collection, and both
/// `null` and `[]` clear the collection. A concrete `_meta` object instead
/// patches the stored metadata by top-level key. When a client receives a tool
/// call ID it has not seen before, omitted fields start at their protocol defaults.
///
/// See protocol docs: [Tool Calls](https://agentclientprotocol.com/protocol/v2/tool-calls)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ToolCallUpdate {
    /// Unique identifier for this tool call within the session.
    pub tool_call_id: ToolCallId,
    /// Programmatic name of the tool being invoked.
    ///
    /// This field is optional and has patch semantics. Omission means no
    /// change, `null` clears the name, and a string replaces it. For a tool
    /// call ID the client has not seen before, omission or `null` means that no
    /// tool name is available.
    pub name: crate::codec::Tri<String>,
    /// Human-readable title describing what the tool is doing.
    ///
    /// Omission leaves the title unchanged, `null` unsets it, and a string replaces it.
    /// A new tool call starts without a title.
    pub title: crate::codec::Tri<String>,
    /// The category of tool being invoked.
    /// Helps clients choose appropriate icons and UI treatment.
    ///
    /// Omission leaves the kind unchanged, `null` resets it to `other`, and a value replaces it.
    /// A new tool call starts as `other`.
    pub kind: crate::codec::Tri<ToolKind>,
    /// Current execution status of the tool call.
    ///
    /// Omission leaves the status unchanged, `null` resets it to `pending`, and a value
    /// replaces it. A new tool call starts as `pending`.
    pub status: crate::codec::Tri<ToolCallStatus>,
    /// Content produced by the tool call.
    pub content: crate::codec::Tri<Vec<ToolCallContent>>,
    /// File locations affected by this tool call.
    /// Enables "follow-along" features in clients.
    pub locations: crate::codec::Tri<Vec<ToolCallLocation>>,
    /// Raw input parameters sent to the tool.
    pub raw_input: crate::codec::Tri<::serde_json::Value>,
    /// Raw output returned by the tool.
    pub raw_output: crate::codec::Tri<::serde_json::Value>,
    /// Client-initiated controls this tool call currently supports, such as cancellation.
    ///
    /// Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
    /// the whole previous value. A new tool call starts with none.
    pub capabilities: crate::codec::Tri<ToolCallCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ToolCallUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tool_call_id: impl Into<ToolCallId>) -> Self {
        Self {
            tool_call_id: tool_call_id.into(),
            name: Default::default(),
            title: Default::default(),
            kind: Default::default(),
            status: Default::default(),
            content: Default::default(),
            locations: Default::default(),
            raw_input: Default::default(),
            raw_output: Default::default(),
            capabilities: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Programmatic name of the tool being invoked.
    ///
    /// This field is optional and has patch semantics. Omission means no
    /// change, `null` clears the name, and a string replaces it. For a tool
    /// call ID the client has not seen before, omission or `null` means that no
    /// tool name is available.
    #[must_use]
    pub fn name(mut self, v: impl Into<String>) -> Self {
        self.name = crate::codec::Tri::Value(v.into());
        self
    }
    /// Human-readable title describing what the tool is doing.
    ///
    /// Omission leaves the title unchanged, `null` unsets it, and a string replaces it.
    /// A new tool call starts without a title.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// The category of tool being invoked.
    /// Helps clients choose appropriate icons and UI treatment.
    ///
    /// Omission leaves the kind unchanged, `null` resets it to `other`, and a value replaces it.
    /// A new tool call starts as `other`.
    #[must_use]
    pub fn kind(mut self, v: impl Into<ToolKind>) -> Self {
        self.kind = crate::codec::Tri::Value(v.into());
        self
    }
    /// Current execution status of the tool call.
    ///
    /// Omission leaves the status unchanged, `null` resets it to `pending`, and a value
    /// replaces it. A new tool call starts as `pending`.
    #[must_use]
    pub fn status(mut self, v: impl Into<ToolCallStatus>) -> Self {
        self.status = crate::codec::Tri::Value(v.into());
        self
    }
    /// Content produced by the tool call.
    #[must_use]
    pub fn content(mut self, v: impl Into<Vec<ToolCallContent>>) -> Self {
        self.content = crate::codec::Tri::Value(v.into());
        self
    }
    /// File locations affected by this tool call.
    /// Enables "follow-along" features in clients.
    #[must_use]
    pub fn locations(mut self, v: impl Into<Vec<ToolCallLocation>>) -> Self {
        self.locations = crate::codec::Tri::Value(v.into());
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
    /// Client-initiated controls this tool call currently supports, such as cancellation.
    ///
    /// Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
    /// the whole previous value. A new tool call starts with none.
    #[must_use]
    pub fn capabilities(mut self, v: impl Into<ToolCallCapabilities>) -> Self {
        self.capabilities = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
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
        let mut f_name: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_kind: crate::codec::Tri<ToolKind> = crate::codec::Tri::Absent;
        let mut f_status: crate::codec::Tri<ToolCallStatus> = crate::codec::Tri::Absent;
        let mut f_content: crate::codec::Tri<Vec<ToolCallContent>> = crate::codec::Tri::Absent;
        let mut f_locations: crate::codec::Tri<Vec<ToolCallLocation>> = crate::codec::Tri::Absent;
        let mut f_raw_input: crate::codec::Tri<::serde_json::Value> = crate::codec::Tri::Absent;
        let mut f_raw_output: crate::codec::Tri<::serde_json::Value> = crate::codec::Tri::Absent;
        let mut f_capabilities: crate::codec::Tri<ToolCallCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "toolCallId" => __p::put(&mut map, &mut f_tool_call_id, "toolCallId")?,
                "name" => __p::put_tri(&mut map, &mut f_name, "name")?,
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "kind" => __p::put_tri(&mut map, &mut f_kind, "kind")?,
                "status" => __p::put_tri(&mut map, &mut f_status, "status")?,
                "content" => __p::put_tri(&mut map, &mut f_content, "content")?,
                "locations" => __p::put_tri(&mut map, &mut f_locations, "locations")?,
                "rawInput" => __p::put_tri(&mut map, &mut f_raw_input, "rawInput")?,
                "rawOutput" => __p::put_tri(&mut map, &mut f_raw_output, "rawOutput")?,
                "capabilities" => {
                    __p::put_tri(&mut map, &mut f_capabilities, "capabilities")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            tool_call_id: __p::required(f_tool_call_id, "toolCallId")?,
            name: f_name,
            title: f_title,
            kind: f_kind,
            status: f_status,
            content: f_content,
            locations: f_locations,
            raw_input: f_raw_input,
            raw_output: f_raw_output,
            capabilities: f_capabilities,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("toolCallId", &self.tool_call_id)?;
        if !(&self.name).is_absent() {
            map.serialize_entry("name", &self.name)?;
        }
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        if !(&self.kind).is_absent() {
            map.serialize_entry("kind", &self.kind)?;
        }
        if !(&self.status).is_absent() {
            map.serialize_entry("status", &self.status)?;
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
        if !(&self.capabilities).is_absent() {
            map.serialize_entry("capabilities", &self.capabilities)?;
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
/// See protocol docs: [Reporting](https://agentclientprotocol.com/protocol/v2/tool-calls#reporting)
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
    /// Changing the session's mode, a [config option](https://agentclientprotocol.com/protocol/v2/session-config-options) with the `mode` category.
    SwitchMode,
    /// Other tool types (default).
    Other,
    /// Custom or future tool kind.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants. Clients display an unrecognized kind as `other`.
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
/// See protocol docs: [Status](https://agentclientprotocol.com/protocol/v2/tool-calls#status)
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum ToolCallStatus {
    /// The tool call hasn't started running yet, for example because its input is
    /// streaming, it is awaiting approval, or it is scheduled to run later.
    Pending,
    /// The tool call is currently running.
    InProgress,
    /// The tool call has started, is not running now, and will not continue until
    /// something resumes it. It may return to `in_progress` any number of times.
    Paused,
    /// The tool call completed successfully.
    Completed,
    /// The tool call failed with an error.
    Failed,
    /// The tool call was cancelled before it completed.
    Cancelled,
    /// Custom or future tool call status.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Clients treat a tool call with an unrecognized status as still in progress.
    Other(String),
}
impl ToolCallStatus {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Pending => "pending",
            Self::InProgress => "in_progress",
            Self::Paused => "paused",
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Cancelled => "cancelled",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for ToolCallStatus {
    fn from(s: &str) -> Self {
        match s {
            "pending" => Self::Pending,
            "in_progress" => Self::InProgress,
            "paused" => Self::Paused,
            "completed" => Self::Completed,
            "failed" => Self::Failed,
            "cancelled" => Self::Cancelled,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for ToolCallStatus {
    fn from(s: String) -> Self {
        match s.as_str() {
            "pending" => Self::Pending,
            "in_progress" => Self::InProgress,
            "paused" => Self::Paused,
            "completed" => Self::Completed,
            "failed" => Self::Failed,
            "cancelled" => Self::Cancelled,
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
                "paused" => Self::Paused,
                "completed" => Self::Completed,
                "failed" => Self::Failed,
                "cancelled" => Self::Cancelled,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// Content produced by a tool call.
///
/// Tool calls can produce different types of content including standard
/// content blocks (text, images), file diffs, or display-only terminals.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v2/tool-calls#content)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ToolCallContent {
    /// Standard content block (text, images, resources).
    Content(Content),
    /// File modification shown as a diff.
    Diff(Diff),
    /// A display-only reference to an agent-owned terminal.
    Terminal(Terminal),
    /// Custom or future variant; kept and written back unchanged.
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
///
/// Custom or future tool call content.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Receivers that do not understand this content type should preserve the
/// raw payload when storing, replaying, proxying, or forwarding tool call
/// output, and otherwise ignore it or display it generically.
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
/// - Language model output reported through `session/update` notifications as
///   message updates or streamed chunks
/// - Progress updates and results from tool calls
///
/// This structure is compatible with the Model Context Protocol (MCP), so agents can
/// forward content from MCP tool outputs without transformation.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v2/content)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ContentBlock {
    /// Text content. May be plain text or formatted with Markdown.
    ///
    /// All agents MUST support text content blocks in prompts.
    /// Clients SHOULD render this text as CommonMark and MAY support GitHub Flavored Markdown
    /// extensions.
    Text(TextContent),
    /// Images for visual context or analysis.
    ///
    /// Requires the `image` prompt capability when included in prompts.
    Image(ImageContent),
    /// Audio data for transcription or analysis.
    ///
    /// Requires the `audio` prompt capability when included in prompts.
    Audio(AudioContent),
    /// References to resources that the receiver may be able to read.
    ///
    /// All agents MUST support resource links in prompts.
    ResourceLink(ResourceLink),
    /// Complete resource contents embedded directly in the message.
    ///
    /// Preferred for including context as it avoids extra round-trips.
    ///
    /// Requires the `embeddedContext` prompt capability when included in prompts.
    Resource(EmbeddedResource),
    /// Custom or future variant; kept and written back unchanged.
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
///
/// Custom or future content block.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Receivers that do not understand this content block type should preserve
/// the raw payload when storing, replaying, proxying, or forwarding content,
/// and otherwise ignore it or display it generically. Agents MUST reject a
/// `session/prompt` request with a content block type they do not support
/// with `-32602`.
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
    ///
    /// Omitted and `null` are equivalent and mean no audience is specified.
    pub audience: crate::codec::Tri<Vec<Role>>,
    /// Timestamp indicating when the underlying resource was last modified.
    ///
    /// Should be an ISO 8601 formatted string (e.g., "2025-01-12T15:00:58Z"), as in MCP.
    ///
    /// Omitted and `null` are equivalent and mean the modification time is not reported.
    pub last_modified: crate::codec::Tri<String>,
    /// Relative importance of this content when clients choose what to surface, from 0 (least
    /// important) to 1 (most important).
    ///
    /// Omitted and `null` are equivalent and mean no priority is specified.
    pub priority: crate::codec::Tri<f64>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    ///
    /// Omitted and `null` are equivalent and mean no audience is specified.
    #[must_use]
    pub fn audience(mut self, v: impl Into<Vec<Role>>) -> Self {
        self.audience = crate::codec::Tri::Value(v.into());
        self
    }
    /// Timestamp indicating when the underlying resource was last modified.
    ///
    /// Should be an ISO 8601 formatted string (e.g., "2025-01-12T15:00:58Z"), as in MCP.
    ///
    /// Omitted and `null` are equivalent and mean the modification time is not reported.
    #[must_use]
    pub fn last_modified(mut self, v: impl Into<String>) -> Self {
        self.last_modified = crate::codec::Tri::Value(v.into());
        self
    }
    /// Relative importance of this content when clients choose what to surface, from 0 (least
    /// important) to 1 (most important).
    ///
    /// Omitted and `null` are equivalent and mean no priority is specified.
    #[must_use]
    pub fn priority(mut self, v: impl Into<f64>) -> Self {
        self.priority = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// Custom or future role.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
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
    /// Text payload carried by this content block.
    pub text: String,
    /// Optional annotations that help clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    pub annotations: crate::codec::Tri<Annotations>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TextContent {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            annotations: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional annotations that help clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    #[must_use]
    pub fn annotations(mut self, v: impl Into<Annotations>) -> Self {
        self.annotations = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_text: Option<String> = None;
        let mut f_annotations: crate::codec::Tri<Annotations> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "text" => __p::put(&mut map, &mut f_text, "text")?,
                "annotations" => {
                    __p::put_tri(&mut map, &mut f_annotations, "annotations")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            text: __p::required(f_text, "text")?,
            annotations: f_annotations,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("text", &self.text)?;
        if !(&self.annotations).is_absent() {
            map.serialize_entry("annotations", &self.annotations)?;
        }
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
    /// Base64-encoded media payload.
    pub data: String,
    /// MIME type describing the encoded media payload.
    pub mime_type: MediaType,
    /// URI associated with this resource or media payload.
    ///
    /// Omitted and `null` are equivalent and mean no URI is associated with the image.
    pub uri: crate::codec::Tri<String>,
    /// Optional annotations that help clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    pub annotations: crate::codec::Tri<Annotations>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ImageContent {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(data: impl Into<String>, mime_type: impl Into<MediaType>) -> Self {
        Self {
            data: data.into(),
            mime_type: mime_type.into(),
            uri: Default::default(),
            annotations: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// URI associated with this resource or media payload.
    ///
    /// Omitted and `null` are equivalent and mean no URI is associated with the image.
    #[must_use]
    pub fn uri(mut self, v: impl Into<String>) -> Self {
        self.uri = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional annotations that help clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    #[must_use]
    pub fn annotations(mut self, v: impl Into<Annotations>) -> Self {
        self.annotations = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_data: Option<String> = None;
        let mut f_mime_type: Option<MediaType> = None;
        let mut f_uri: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_annotations: crate::codec::Tri<Annotations> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "data" => __p::put(&mut map, &mut f_data, "data")?,
                "mimeType" => __p::put(&mut map, &mut f_mime_type, "mimeType")?,
                "uri" => __p::put_tri(&mut map, &mut f_uri, "uri")?,
                "annotations" => {
                    __p::put_tri(&mut map, &mut f_annotations, "annotations")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            data: __p::required(f_data, "data")?,
            mime_type: __p::required(f_mime_type, "mimeType")?,
            uri: f_uri,
            annotations: f_annotations,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("data", &self.data)?;
        map.serialize_entry("mimeType", &self.mime_type)?;
        if !(&self.uri).is_absent() {
            map.serialize_entry("uri", &self.uri)?;
        }
        if !(&self.annotations).is_absent() {
            map.serialize_entry("annotations", &self.annotations)?;
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
    /// Base64-encoded media payload.
    pub data: String,
    /// MIME type describing the encoded media payload.
    pub mime_type: MediaType,
    /// Optional annotations that help clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    pub annotations: crate::codec::Tri<Annotations>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AudioContent {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(data: impl Into<String>, mime_type: impl Into<MediaType>) -> Self {
        Self {
            data: data.into(),
            mime_type: mime_type.into(),
            annotations: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional annotations that help clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    #[must_use]
    pub fn annotations(mut self, v: impl Into<Annotations>) -> Self {
        self.annotations = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_data: Option<String> = None;
        let mut f_mime_type: Option<MediaType> = None;
        let mut f_annotations: crate::codec::Tri<Annotations> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "data" => __p::put(&mut map, &mut f_data, "data")?,
                "mimeType" => __p::put(&mut map, &mut f_mime_type, "mimeType")?,
                "annotations" => {
                    __p::put_tri(&mut map, &mut f_annotations, "annotations")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            data: __p::required(f_data, "data")?,
            mime_type: __p::required(f_mime_type, "mimeType")?,
            annotations: f_annotations,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("data", &self.data)?;
        map.serialize_entry("mimeType", &self.mime_type)?;
        if !(&self.annotations).is_absent() {
            map.serialize_entry("annotations", &self.annotations)?;
        }
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
/// An optionally-sized icon that can be displayed in a user interface.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Icon {
    /// A standard URI pointing to an icon resource. MUST be an `https:` or `data:` URI.
    /// Clients reject other schemes, fetch without credentials, and do not follow
    /// scheme- or origin-changing redirects.
    pub src: String,
    /// Optional MIME type override if the source MIME type is missing or generic.
    ///
    /// Omitted and `null` are equivalent and mean the source MIME type is used.
    pub mime_type: crate::codec::Tri<MediaType>,
    /// Optional array of strings that specify sizes at which the icon can be used.
    /// Each string should be in `WxH` format (e.g., `"48x48"`, `"96x96"`) or
    /// `"any"` for scalable formats like SVG.
    ///
    /// If not provided, the client should assume that the icon can be used at any size.
    ///
    /// Omitted and `null` are equivalent and mean no sizes are specified.
    pub sizes: crate::codec::Tri<Vec<String>>,
    /// Optional theme this icon is designed for.
    ///
    /// Omitted and `null` are equivalent and mean the icon is not theme-specific.
    pub theme: crate::codec::Tri<IconTheme>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl Icon {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(src: impl Into<String>) -> Self {
        Self {
            src: src.into(),
            mime_type: Default::default(),
            sizes: Default::default(),
            theme: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional MIME type override if the source MIME type is missing or generic.
    ///
    /// Omitted and `null` are equivalent and mean the source MIME type is used.
    #[must_use]
    pub fn mime_type(mut self, v: impl Into<MediaType>) -> Self {
        self.mime_type = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional array of strings that specify sizes at which the icon can be used.
    /// Each string should be in `WxH` format (e.g., `"48x48"`, `"96x96"`) or
    /// `"any"` for scalable formats like SVG.
    ///
    /// If not provided, the client should assume that the icon can be used at any size.
    ///
    /// Omitted and `null` are equivalent and mean no sizes are specified.
    #[must_use]
    pub fn sizes(mut self, v: impl Into<Vec<String>>) -> Self {
        self.sizes = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional theme this icon is designed for.
    ///
    /// Omitted and `null` are equivalent and mean the icon is not theme-specific.
    #[must_use]
    pub fn theme(mut self, v: impl Into<IconTheme>) -> Self {
        self.theme = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for Icon {
    const EXPECTING: &'static str = "an object (Icon)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_src: Option<String> = None;
        let mut f_mime_type: crate::codec::Tri<MediaType> = crate::codec::Tri::Absent;
        let mut f_sizes: crate::codec::Tri<Vec<String>> = crate::codec::Tri::Absent;
        let mut f_theme: crate::codec::Tri<IconTheme> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "src" => __p::put(&mut map, &mut f_src, "src")?,
                "mimeType" => __p::put_tri(&mut map, &mut f_mime_type, "mimeType")?,
                "sizes" => __p::put_tri(&mut map, &mut f_sizes, "sizes")?,
                "theme" => __p::put_tri(&mut map, &mut f_theme, "theme")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            src: __p::required(f_src, "src")?,
            mime_type: f_mime_type,
            sizes: f_sizes,
            theme: f_theme,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("src", &self.src)?;
        if !(&self.mime_type).is_absent() {
            map.serialize_entry("mimeType", &self.mime_type)?;
        }
        if !(&self.sizes).is_absent() {
            map.serialize_entry("sizes", &self.sizes)?;
        }
        if !(&self.theme).is_absent() {
            map.serialize_entry("theme", &self.theme)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for Icon {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for Icon {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Theme an icon is designed for.
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum IconTheme {
    /// Icon designed for light backgrounds.
    Light,
    /// Icon designed for dark backgrounds.
    Dark,
    /// Custom or future icon theme.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Other(String),
}
impl IconTheme {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Light => "light",
            Self::Dark => "dark",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for IconTheme {
    fn from(s: &str) -> Self {
        match s {
            "light" => Self::Light,
            "dark" => Self::Dark,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for IconTheme {
    fn from(s: String) -> Self {
        match s.as_str() {
            "light" => Self::Light,
            "dark" => Self::Dark,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for IconTheme {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for IconTheme {}
impl ::std::hash::Hash for IconTheme {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for IconTheme {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for IconTheme {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for IconTheme {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "light" => Self::Light,
                "dark" => Self::Dark,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// A link to a resource that the receiver may be able to read, included in a prompt or tool call result.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ResourceLink {
    /// Human-readable name shown for this protocol object.
    pub name: String,
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// Optional display title for end-user UI.
    ///
    /// Omitted and `null` are equivalent and mean no title is provided.
    pub title: crate::codec::Tri<String>,
    /// Optional human-readable details shown with this protocol object.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    pub description: crate::codec::Tri<String>,
    /// Optional set of sized icons that the client can display in a user interface.
    ///
    /// Omitted and `null` are equivalent and mean no icons are provided.
    pub icons: crate::codec::Tri<Vec<Icon>>,
    /// MIME type describing the encoded media payload.
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is not specified.
    pub mime_type: crate::codec::Tri<MediaType>,
    /// Optional size of the linked resource in bytes, if known.
    ///
    /// Omitted and `null` are equivalent and mean the size is not known.
    pub size: crate::codec::Tri<u64>,
    /// Optional annotations that help clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    pub annotations: crate::codec::Tri<Annotations>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ResourceLink {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(name: impl Into<String>, uri: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            uri: uri.into(),
            title: Default::default(),
            description: Default::default(),
            icons: Default::default(),
            mime_type: Default::default(),
            size: Default::default(),
            annotations: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional display title for end-user UI.
    ///
    /// Omitted and `null` are equivalent and mean no title is provided.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional human-readable details shown with this protocol object.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional set of sized icons that the client can display in a user interface.
    ///
    /// Omitted and `null` are equivalent and mean no icons are provided.
    #[must_use]
    pub fn icons(mut self, v: impl Into<Vec<Icon>>) -> Self {
        self.icons = crate::codec::Tri::Value(v.into());
        self
    }
    /// MIME type describing the encoded media payload.
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is not specified.
    #[must_use]
    pub fn mime_type(mut self, v: impl Into<MediaType>) -> Self {
        self.mime_type = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional size of the linked resource in bytes, if known.
    ///
    /// Omitted and `null` are equivalent and mean the size is not known.
    #[must_use]
    pub fn size(mut self, v: impl Into<u64>) -> Self {
        self.size = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional annotations that help clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    #[must_use]
    pub fn annotations(mut self, v: impl Into<Annotations>) -> Self {
        self.annotations = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_name: Option<String> = None;
        let mut f_uri: Option<String> = None;
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_icons: crate::codec::Tri<Vec<Icon>> = crate::codec::Tri::Absent;
        let mut f_mime_type: crate::codec::Tri<MediaType> = crate::codec::Tri::Absent;
        let mut f_size: crate::codec::Tri<u64> = crate::codec::Tri::Absent;
        let mut f_annotations: crate::codec::Tri<Annotations> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "uri" => __p::put(&mut map, &mut f_uri, "uri")?,
                "title" => __p::put_tri(&mut map, &mut f_title, "title")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "icons" => __p::put_tri(&mut map, &mut f_icons, "icons")?,
                "mimeType" => __p::put_tri(&mut map, &mut f_mime_type, "mimeType")?,
                "size" => __p::put_tri(&mut map, &mut f_size, "size")?,
                "annotations" => {
                    __p::put_tri(&mut map, &mut f_annotations, "annotations")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            name: __p::required(f_name, "name")?,
            uri: __p::required(f_uri, "uri")?,
            title: f_title,
            description: f_description,
            icons: f_icons,
            mime_type: f_mime_type,
            size: f_size,
            annotations: f_annotations,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("uri", &self.uri)?;
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        if !(&self.description).is_absent() {
            map.serialize_entry("description", &self.description)?;
        }
        if !(&self.icons).is_absent() {
            map.serialize_entry("icons", &self.icons)?;
        }
        if !(&self.mime_type).is_absent() {
            map.serialize_entry("mimeType", &self.mime_type)?;
        }
        if !(&self.size).is_absent() {
            map.serialize_entry("size", &self.size)?;
        }
        if !(&self.annotations).is_absent() {
            map.serialize_entry("annotations", &self.annotations)?;
        }
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
    /// Text payload carried by this content block.
    pub text: String,
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// MIME type describing the encoded media payload.
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is not specified.
    pub mime_type: crate::codec::Tri<MediaType>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TextResourceContents {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(text: impl Into<String>, uri: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            uri: uri.into(),
            mime_type: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// MIME type describing the encoded media payload.
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is not specified.
    #[must_use]
    pub fn mime_type(mut self, v: impl Into<MediaType>) -> Self {
        self.mime_type = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_text: Option<String> = None;
        let mut f_uri: Option<String> = None;
        let mut f_mime_type: crate::codec::Tri<MediaType> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "text" => __p::put(&mut map, &mut f_text, "text")?,
                "uri" => __p::put(&mut map, &mut f_uri, "uri")?,
                "mimeType" => __p::put_tri(&mut map, &mut f_mime_type, "mimeType")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            text: __p::required(f_text, "text")?,
            uri: __p::required(f_uri, "uri")?,
            mime_type: f_mime_type,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("text", &self.text)?;
        map.serialize_entry("uri", &self.uri)?;
        if !(&self.mime_type).is_absent() {
            map.serialize_entry("mimeType", &self.mime_type)?;
        }
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
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// MIME type describing the encoded media payload.
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is not specified.
    pub mime_type: crate::codec::Tri<MediaType>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl BlobResourceContents {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(blob: impl Into<String>, uri: impl Into<String>) -> Self {
        Self {
            blob: blob.into(),
            uri: uri.into(),
            mime_type: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// MIME type describing the encoded media payload.
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is not specified.
    #[must_use]
    pub fn mime_type(mut self, v: impl Into<MediaType>) -> Self {
        self.mime_type = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_uri: Option<String> = None;
        let mut f_mime_type: crate::codec::Tri<MediaType> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "blob" => __p::put(&mut map, &mut f_blob, "blob")?,
                "uri" => __p::put(&mut map, &mut f_uri, "uri")?,
                "mimeType" => __p::put_tri(&mut map, &mut f_mime_type, "mimeType")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            blob: __p::required(f_blob, "blob")?,
            uri: __p::required(f_uri, "uri")?,
            mime_type: f_mime_type,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("blob", &self.blob)?;
        map.serialize_entry("uri", &self.uri)?;
        if !(&self.mime_type).is_absent() {
            map.serialize_entry("mimeType", &self.mime_type)?;
        }
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
    /// Embedded resource payload, either text or binary data.
    pub resource: EmbeddedResourceResource,
    /// Optional annotations that help clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    pub annotations: crate::codec::Tri<Annotations>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl EmbeddedResource {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(resource: impl Into<EmbeddedResourceResource>) -> Self {
        Self {
            resource: resource.into(),
            annotations: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional annotations that help clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    #[must_use]
    pub fn annotations(mut self, v: impl Into<Annotations>) -> Self {
        self.annotations = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_resource: Option<EmbeddedResourceResource> = None;
        let mut f_annotations: crate::codec::Tri<Annotations> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "resource" => __p::put(&mut map, &mut f_resource, "resource")?,
                "annotations" => {
                    __p::put_tri(&mut map, &mut f_annotations, "annotations")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            resource: __p::required(f_resource, "resource")?,
            annotations: f_annotations,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("resource", &self.resource)?;
        if !(&self.annotations).is_absent() {
            map.serialize_entry("annotations", &self.annotations)?;
        }
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// One file-level change described by a `Diff`.
///
/// Structured change metadata lets clients identify affected files and
/// operations without parsing the text patch.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct DiffChange {
    /// File content kind after the operation (for `delete`, of the deleted file).
    ///
    /// Omitted and `null` are equivalent and mean the content kind is unknown.
    pub file_type: crate::codec::Tri<DiffFileType>,
    /// MIME type of the file contents after the operation (for `delete`, of the deleted file).
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is unknown.
    pub mime_type: crate::codec::Tri<MediaType>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// The variant selected by `operation`, with its own members.
    pub operation: DiffChangeOperation,
    /// Members the schema does not declare, kept as received and written back.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl DiffChange {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(operation: DiffChangeOperation) -> Self {
        Self {
            file_type: Default::default(),
            mime_type: Default::default(),
            meta: Default::default(),
            operation,
            extra: ::serde_json::Map::new(),
        }
    }
    /// File content kind after the operation (for `delete`, of the deleted file).
    ///
    /// Omitted and `null` are equivalent and mean the content kind is unknown.
    #[must_use]
    pub fn file_type(mut self, v: impl Into<DiffFileType>) -> Self {
        self.file_type = crate::codec::Tri::Value(v.into());
        self
    }
    /// MIME type of the file contents after the operation (for `delete`, of the deleted file).
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is unknown.
    #[must_use]
    pub fn mime_type(mut self, v: impl Into<MediaType>) -> Self {
        self.mime_type = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
/// The `operation`-selected part of a [`DiffChange`].
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum DiffChangeOperation {
    /// A file was added.
    Add(DiffPathChange),
    /// A file was deleted.
    Delete(DiffPathChange),
    /// A file was modified in place.
    Modify(DiffPathChange),
    /// A file was moved or renamed.
    Move(DiffPathPairChange),
    /// A file was copied.
    Copy(DiffPathPairChange),
    /// A `operation` this version of the schema does not know; its other members stay in the parent's `extra`.
    Other {
        /// The `tag` value as received.
        tag: String,
    },
}
impl DiffChangeOperation {
    /// The `operation` value, if any.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::Add(_) => Some("add"),
            Self::Delete(_) => Some("delete"),
            Self::Modify(_) => Some("modify"),
            Self::Move(_) => Some("move"),
            Self::Copy(_) => Some("copy"),
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
                    <::serde_json::Error as ::serde::de::Error>::missing_field(
                        "operation",
                    ),
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
                "add" => {
                    Self::Add(__p::from_map::<DiffPathChange>(::std::mem::take(rest))?)
                }
                "delete" => {
                    Self::Delete(
                        __p::from_map::<DiffPathChange>(::std::mem::take(rest))?,
                    )
                }
                "modify" => {
                    Self::Modify(
                        __p::from_map::<DiffPathChange>(::std::mem::take(rest))?,
                    )
                }
                "move" => {
                    Self::Move(
                        __p::from_map::<DiffPathPairChange>(::std::mem::take(rest))?,
                    )
                }
                "copy" => {
                    Self::Copy(
                        __p::from_map::<DiffPathPairChange>(::std::mem::take(rest))?,
                    )
                }
                _ => Self::Other { tag: t.clone() },
            },
        )
    }
}
impl __p::ObjectCodec for DiffChange {
    const EXPECTING: &'static str = "an object (DiffChange)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_file_type: crate::codec::Tri<DiffFileType> = crate::codec::Tri::Absent;
        let mut f_mime_type: crate::codec::Tri<MediaType> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut f_tag: Option<String> = None;
        let mut rest = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "fileType" => __p::put_tri(&mut map, &mut f_file_type, "fileType")?,
                "mimeType" => __p::put_tri(&mut map, &mut f_mime_type, "mimeType")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                "operation" => __p::put(&mut map, &mut f_tag, "operation")?,
                _ => __p::put_extra(&mut map, &mut rest, key)?,
            }
        }
        let operation = __p::lift(
            DiffChangeOperation::__from_parts(f_tag.map(Some), &mut rest),
        )?;
        Ok(Self {
            file_type: f_file_type,
            mime_type: f_mime_type,
            meta: f_meta,
            operation,
            extra: rest,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match &self.operation {
            DiffChangeOperation::Add(_) => map.serialize_entry("operation", "add")?,
            DiffChangeOperation::Delete(_) => map.serialize_entry("operation", "delete")?,
            DiffChangeOperation::Modify(_) => map.serialize_entry("operation", "modify")?,
            DiffChangeOperation::Move(_) => map.serialize_entry("operation", "move")?,
            DiffChangeOperation::Copy(_) => map.serialize_entry("operation", "copy")?,
            DiffChangeOperation::Other { tag, .. } => {
                map.serialize_entry("operation", tag)?
            }
        }
        if !(&self.file_type).is_absent() {
            map.serialize_entry("fileType", &self.file_type)?;
        }
        if !(&self.mime_type).is_absent() {
            map.serialize_entry("mimeType", &self.mime_type)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        #[allow(unused_variables, unreachable_patterns)]
        match &self.operation {
            DiffChangeOperation::Add(v) => __p::ObjectCodec::__serialize_fields(v, map)?,
            DiffChangeOperation::Delete(v) => {
                __p::ObjectCodec::__serialize_fields(v, map)?
            }
            DiffChangeOperation::Modify(v) => {
                __p::ObjectCodec::__serialize_fields(v, map)?
            }
            DiffChangeOperation::Move(v) => __p::ObjectCodec::__serialize_fields(v, map)?,
            DiffChangeOperation::Copy(v) => __p::ObjectCodec::__serialize_fields(v, map)?,
            DiffChangeOperation::Other { tag: _ } => {}
            _ => {}
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for DiffChange {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for DiffChange {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Kind of file content represented by a diff change.
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum DiffFileType {
    /// Text content.
    Text,
    /// Binary or otherwise non-text content.
    Binary,
    /// Directory entry.
    Directory,
    /// Symbolic link.
    Symlink,
    /// Custom or future file type.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Other(String),
}
impl DiffFileType {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Text => "text",
            Self::Binary => "binary",
            Self::Directory => "directory",
            Self::Symlink => "symlink",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for DiffFileType {
    fn from(s: &str) -> Self {
        match s {
            "text" => Self::Text,
            "binary" => Self::Binary,
            "directory" => Self::Directory,
            "symlink" => Self::Symlink,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for DiffFileType {
    fn from(s: String) -> Self {
        match s.as_str() {
            "text" => Self::Text,
            "binary" => Self::Binary,
            "directory" => Self::Directory,
            "symlink" => Self::Symlink,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for DiffFileType {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for DiffFileType {}
impl ::std::hash::Hash for DiffFileType {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for DiffFileType {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for DiffFileType {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for DiffFileType {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "text" => Self::Text,
                "binary" => Self::Binary,
                "directory" => Self::Directory,
                "symlink" => Self::Symlink,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// Operation metadata for add, delete, and modify changes.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct DiffPathChange {
    /// Absolute path for the operation.
    pub path: AbsolutePath,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl DiffPathChange {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(path: impl Into<AbsolutePath>) -> Self {
        Self {
            path: path.into(),
            extra: ::serde_json::Map::new(),
        }
    }
}
impl __p::ObjectCodec for DiffPathChange {
    const EXPECTING: &'static str = "an object (DiffPathChange)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_path: Option<AbsolutePath> = None;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "path" => __p::put(&mut map, &mut f_path, "path")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            path: __p::required(f_path, "path")?,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("path", &self.path)?;
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for DiffPathChange {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for DiffPathChange {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Operation metadata for move and copy changes.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct DiffPathPairChange {
    /// Absolute path before the operation.
    pub old_path: AbsolutePath,
    /// Absolute path after the operation.
    pub path: AbsolutePath,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl DiffPathPairChange {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        old_path: impl Into<AbsolutePath>,
        path: impl Into<AbsolutePath>,
    ) -> Self {
        Self {
            old_path: old_path.into(),
            path: path.into(),
            extra: ::serde_json::Map::new(),
        }
    }
}
impl __p::ObjectCodec for DiffPathPairChange {
    const EXPECTING: &'static str = "an object (DiffPathPairChange)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_old_path: Option<AbsolutePath> = None;
        let mut f_path: Option<AbsolutePath> = None;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "oldPath" => __p::put(&mut map, &mut f_old_path, "oldPath")?,
                "path" => __p::put(&mut map, &mut f_path, "path")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            old_path: __p::required(f_old_path, "oldPath")?,
            path: __p::required(f_path, "path")?,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("oldPath", &self.old_path)?;
        map.serialize_entry("path", &self.path)?;
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for DiffPathPairChange {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for DiffPathPairChange {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Renderable patch text and its format.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct DiffPatch {
    /// Patch format. The only ACP-defined value is `git_patch`.
    pub format: DiffPatchFormat,
    /// Patch text in the format named by `format`.
    pub text: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl DiffPatch {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(format: impl Into<DiffPatchFormat>, text: impl Into<String>) -> Self {
        Self {
            format: format.into(),
            text: text.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for DiffPatch {
    const EXPECTING: &'static str = "an object (DiffPatch)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_format: Option<DiffPatchFormat> = None;
        let mut f_text: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "format" => __p::put(&mut map, &mut f_format, "format")?,
                "text" => __p::put(&mut map, &mut f_text, "text")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            format: __p::required(f_format, "format")?,
            text: __p::required(f_text, "text")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("format", &self.format)?;
        map.serialize_entry("text", &self.text)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for DiffPatch {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for DiffPatch {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Text patch format used by `DiffPatch`.
///
/// Unknown strings are kept in the catch-all variant and written back
/// unchanged; known strings always map to their named variant
/// (equality and hashing compare the wire string).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum DiffPatchFormat {
    /// One or more `diff --git` sections in Git's `--patch` (`-p`) text format.
    ///
    /// Unlike Git, which writes paths relative to the repository root, every
    /// path MUST be absolute, including in `rename from`, `rename to`,
    /// `copy from`, and `copy to` lines, and MUST NOT have a prefix such as
    /// Git's default `a/` and `b/`. Otherwise paths follow Git: `/dev/null`
    /// names the missing side of an added or deleted file in the `---` and
    /// `+++` lines, and paths with unusual characters are quoted as Git quotes
    /// them. Each path, once unquoted, is the same native absolute path string as
    /// the matching `changes` entry. Surrounding commit metadata and email envelopes MUST NOT be
    /// included.
    GitPatch,
    /// Custom or future patch format.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Other(String),
}
impl DiffPatchFormat {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::GitPatch => "git_patch",
            Self::Other(s) => s,
        }
    }
}
impl From<&str> for DiffPatchFormat {
    fn from(s: &str) -> Self {
        match s {
            "git_patch" => Self::GitPatch,
            other => Self::Other(other.to_owned()),
        }
    }
}
impl From<String> for DiffPatchFormat {
    fn from(s: String) -> Self {
        match s.as_str() {
            "git_patch" => Self::GitPatch,
            _ => Self::Other(s),
        }
    }
}
impl PartialEq for DiffPatchFormat {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}
impl Eq for DiffPatchFormat {}
impl ::std::hash::Hash for DiffPatchFormat {
    fn hash<H: ::std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}
impl ::std::fmt::Display for DiffPatchFormat {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for DiffPatchFormat {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
impl<'de> ::serde::Deserialize<'de> for DiffPatchFormat {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let k = <__p::Key<'de> as ::serde::Deserialize>::deserialize(d)?;
        Ok(
            match k.as_str() {
                "git_patch" => Self::GitPatch,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// File changes produced by a tool call.
///
/// `changes` is authoritative for affected absolute paths and operations.
/// `patch` optionally carries renderable text for some or all of those changes
/// and MUST be consistent with `changes`. Agents SHOULD provide `patch` whenever
/// feasible. Clients MUST handle diffs where `patch` is omitted or `null`.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v2/tool-calls#content)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Diff {
    /// Structured file changes described by this diff.
    ///
    /// Clients can use this field without parsing patch text to determine affected paths.
    pub changes: Vec<DiffChange>,
    /// Renderable patch text for some or all of the structured changes.
    ///
    /// Agents SHOULD provide patch text whenever feasible. Omitted and `null` are
    /// equivalent and mean no renderable patch text was provided.
    pub patch: crate::codec::Tri<DiffPatch>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl Diff {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(changes: impl Into<Vec<DiffChange>>) -> Self {
        Self {
            changes: changes.into(),
            patch: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Renderable patch text for some or all of the structured changes.
    ///
    /// Agents SHOULD provide patch text whenever feasible. Omitted and `null` are
    /// equivalent and mean no renderable patch text was provided.
    #[must_use]
    pub fn patch(mut self, v: impl Into<DiffPatch>) -> Self {
        self.patch = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_changes: Option<Vec<DiffChange>> = None;
        let mut f_patch: crate::codec::Tri<DiffPatch> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "changes" => __p::put(&mut map, &mut f_changes, "changes")?,
                "patch" => __p::put_tri(&mut map, &mut f_patch, "patch")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            changes: __p::required(f_changes, "changes")?,
            patch: f_patch,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("changes", &self.changes)?;
        if !(&self.patch).is_absent() {
            map.serialize_entry("patch", &self.patch)?;
        }
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
/// A display-only reference to an agent-owned terminal.
///
/// Terminal state and output are delivered separately through
/// `terminal_update` and `terminal_output_chunk` session updates.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Terminal {
    /// The ID of the terminal to display.
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// See protocol docs: [Following the Agent](https://agentclientprotocol.com/protocol/v2/tool-calls#following-the-agent)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ToolCallLocation {
    /// The absolute file path being accessed or modified.
    pub path: AbsolutePath,
    /// Optional 1-based line number within the file. Omitted and `null` are equivalent and
    /// mean no specific line. `0` is invalid.
    pub line: crate::codec::Tri<u32>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ToolCallLocation {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(path: impl Into<AbsolutePath>) -> Self {
        Self {
            path: path.into(),
            line: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional 1-based line number within the file. Omitted and `null` are equivalent and
    /// mean no specific line. `0` is invalid.
    #[must_use]
    pub fn line(mut self, v: impl Into<u32>) -> Self {
        self.line = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_path: Option<AbsolutePath> = None;
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
/// Client-initiated controls a tool call currently supports.
///
/// A malformed value falls back to no controls, so the Client never sends a request the
/// Agent did not advertise.
///
/// See protocol docs: [Cancelling Tool Calls](https://agentclientprotocol.com/protocol/v2/tool-calls#cancelling-tool-calls)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ToolCallCapabilities {
    /// Permits the Client to cancel this tool call with `tool_call/cancel`.
    ///
    /// Omitted and `null` are equivalent and mean unsupported. An object (including `{}`)
    /// means supported. Agents SHOULD stop advertising it once the tool call reaches a final status.
    pub cancel: crate::codec::Tri<ToolCallCancelCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ToolCallCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            cancel: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Permits the Client to cancel this tool call with `tool_call/cancel`.
    ///
    /// Omitted and `null` are equivalent and mean unsupported. An object (including `{}`)
    /// means supported. Agents SHOULD stop advertising it once the tool call reaches a final status.
    #[must_use]
    pub fn cancel(mut self, v: impl Into<ToolCallCancelCapabilities>) -> Self {
        self.cancel = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ToolCallCapabilities {
    const EXPECTING: &'static str = "an object (ToolCallCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_cancel: crate::codec::Tri<ToolCallCancelCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "cancel" => __p::put_tri(&mut map, &mut f_cancel, "cancel")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            cancel: f_cancel,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.cancel).is_absent() {
            map.serialize_entry("cancel", &self.cancel)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ToolCallCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ToolCallCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capability to cancel a tool call with `tool_call/cancel`.
///
/// Supplying `{}` advertises support. An omitted or `null` `cancel` does not.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ToolCallCancelCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ToolCallCancelCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ToolCallCancelCapabilities {
    const EXPECTING: &'static str = "an object (ToolCallCancelCapabilities)";
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
impl<'de> ::serde::Deserialize<'de> for ToolCallCancelCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ToolCallCancelCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Permission request details for a tool call.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ToolCallPermissionSubject {
    /// Details about the tool call requiring permission.
    ///
    /// Clients apply this to their stored tool call exactly like a `tool_call_update`
    /// notification, in the order it was received, before showing the prompt. A first-seen
    /// `toolCallId` creates the tool call.
    pub tool_call: ToolCallUpdate,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ToolCallPermissionSubject {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tool_call: impl Into<ToolCallUpdate>) -> Self {
        Self {
            tool_call: tool_call.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ToolCallPermissionSubject {
    const EXPECTING: &'static str = "an object (ToolCallPermissionSubject)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_tool_call: Option<ToolCallUpdate> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "toolCall" => __p::put_object(&mut map, &mut f_tool_call, "toolCall")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            tool_call: __p::required(f_tool_call, "toolCall")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("toolCall", &self.tool_call)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ToolCallPermissionSubject {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ToolCallPermissionSubject {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Permission request details for a command.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CommandPermissionSubject {
    /// The command that would be run if permission is granted.
    pub command: String,
    /// The absolute working directory for the command.
    pub cwd: AbsolutePath,
    /// The associated tool call, when known. Omitted and `null` are equivalent.
    pub tool_call_id: crate::codec::Tri<ToolCallId>,
    /// The associated terminal, when already known. Omitted and `null` are equivalent.
    pub terminal_id: crate::codec::Tri<TerminalId>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CommandPermissionSubject {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(command: impl Into<String>, cwd: impl Into<AbsolutePath>) -> Self {
        Self {
            command: command.into(),
            cwd: cwd.into(),
            tool_call_id: Default::default(),
            terminal_id: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The associated tool call, when known. Omitted and `null` are equivalent.
    #[must_use]
    pub fn tool_call_id(mut self, v: impl Into<ToolCallId>) -> Self {
        self.tool_call_id = crate::codec::Tri::Value(v.into());
        self
    }
    /// The associated terminal, when already known. Omitted and `null` are equivalent.
    #[must_use]
    pub fn terminal_id(mut self, v: impl Into<TerminalId>) -> Self {
        self.terminal_id = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CommandPermissionSubject {
    const EXPECTING: &'static str = "an object (CommandPermissionSubject)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_command: Option<String> = None;
        let mut f_cwd: Option<AbsolutePath> = None;
        let mut f_tool_call_id: crate::codec::Tri<ToolCallId> = crate::codec::Tri::Absent;
        let mut f_terminal_id: crate::codec::Tri<TerminalId> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "command" => __p::put(&mut map, &mut f_command, "command")?,
                "cwd" => __p::put(&mut map, &mut f_cwd, "cwd")?,
                "toolCallId" => {
                    __p::put_tri(&mut map, &mut f_tool_call_id, "toolCallId")?
                }
                "terminalId" => __p::put_tri(&mut map, &mut f_terminal_id, "terminalId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            command: __p::required(f_command, "command")?,
            cwd: __p::required(f_cwd, "cwd")?,
            tool_call_id: f_tool_call_id,
            terminal_id: f_terminal_id,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("command", &self.command)?;
        map.serialize_entry("cwd", &self.cwd)?;
        if !(&self.tool_call_id).is_absent() {
            map.serialize_entry("toolCallId", &self.tool_call_id)?;
        }
        if !(&self.terminal_id).is_absent() {
            map.serialize_entry("terminalId", &self.terminal_id)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CommandPermissionSubject {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CommandPermissionSubject {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// An option presented to the user when requesting permission.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct PermissionOption {
    /// Identifier for this permission option. MUST be unique within the request.
    pub option_id: PermissionOptionId,
    /// Human-readable label to display to the user.
    pub name: String,
    /// Hint about the nature of this permission option.
    pub kind: PermissionOptionKind,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// Custom or future permission option kind.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
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
/// Request from the agent to elicit structured user input.
///
/// The agent sends this to the client to request information from the user,
/// either via a form or by directing them to a URL.
/// Elicitations are tied to a session (optionally a tool call) or a request.
///
/// A session-scoped request follows the aggregate foreground-state contract:
/// agents SHOULD report `requires_action` when the whole foreground workflow is
/// blocked on user action. Once reported, they MUST report `running` when progress
/// resumes, or `idle` if work ends without resuming. Independent background requests
/// and request-scoped elicitations do not themselves change session state.
/// Accepting a URL does not mean the external interaction completed.
///
/// Agents SHOULD cancel pending elicitations no longer needed by cancelled work.
/// The request's scope alone does not establish that dependency.
///
/// See protocol docs: [Elicitation](https://agentclientprotocol.com/protocol/v2/elicitation)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CreateElicitationRequest {
    /// A human-readable message describing what input is needed.
    pub message: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// The pending Client-to-Agent request this elicitation is tied to.
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
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ElicitationSchema {
    /// Type discriminator. Always `"object"`. Any other value is rejected.
    pub r#type: ElicitationSchemaType,
    /// Optional title for the schema.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    pub title: crate::codec::Tri<String>,
    /// Property definitions (must be primitive types).
    pub properties: ::std::collections::BTreeMap<String, ElicitationPropertySchema>,
    /// List of required property names.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no property names are required.
    pub required: crate::codec::Tri<Vec<String>>,
    /// Optional description of what this schema represents.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no schema description is provided.
    pub description: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ElicitationSchema {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        r#type: impl Into<ElicitationSchemaType>,
        properties: impl Into<
            ::std::collections::BTreeMap<String, ElicitationPropertySchema>,
        >,
    ) -> Self {
        Self {
            r#type: r#type.into(),
            title: Default::default(),
            properties: properties.into(),
            required: Default::default(),
            description: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional title for the schema.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
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
            r#type: __p::required(f_type, "type")?,
            title: f_title,
            properties: __p::required(f_properties, "properties")?,
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
        map.serialize_entry("type", &self.r#type)?;
        if !(&self.title).is_absent() {
            map.serialize_entry("title", &self.title)?;
        }
        map.serialize_entry("properties", &self.properties)?;
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
    /// Date-time format (RFC 3339).
    DateTime,
    /// Custom or future string format.
    ///
    /// Unknown formats are preserved. Implementations that do not understand a
    /// format should treat it as an annotation rather than rejecting the schema.
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// Pattern the string must match, in ECMA-262 regular expression syntax.
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
    /// Must contain at least one value when present.
    /// Optional. Omitted and `null` are equivalent and mean no untitled single-select choices are
    /// declared by `enum`.
    pub r#enum: crate::codec::Tri<Vec<String>>,
    /// Titled enum options for titled single-select enums.
    /// Must contain at least one option when present.
    /// Optional. Omitted and `null` are equivalent and mean no titled single-select choices are
    /// declared by `oneOf`.
    pub one_of: crate::codec::Tri<Vec<EnumOption>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// Pattern the string must match, in ECMA-262 regular expression syntax.
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
    /// Must contain at least one value when present.
    /// Optional. Omitted and `null` are equivalent and mean no untitled single-select choices are
    /// declared by `enum`.
    #[must_use]
    pub fn r#enum(mut self, v: impl Into<Vec<String>>) -> Self {
        self.r#enum = crate::codec::Tri::Value(v.into());
        self
    }
    /// Titled enum options for titled single-select enums.
    /// Must contain at least one option when present.
    /// Optional. Omitted and `null` are equivalent and mean no titled single-select choices are
    /// declared by `oneOf`.
    #[must_use]
    pub fn one_of(mut self, v: impl Into<Vec<EnumOption>>) -> Self {
        self.one_of = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// Allowed enum values. Must contain at least one value.
    pub r#enum: Vec<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// Titled enum options. Must contain at least one option.
    pub any_of: Vec<EnumOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v2/initialization)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct InitializeResponse {
    /// The highest protocol version supported by the agent that is at or below
    /// the version requested by the client. If no such version exists,
    /// initialization fails with error code -32022.
    ///
    /// The client must check that it supports this version and should disconnect
    /// if it does not.
    pub protocol_version: ProtocolVersion,
    /// Information about the implementation sending this initialize response.
    pub info: Implementation,
    /// Capabilities supported by the agent.
    pub capabilities: Option<AgentCapabilities>,
    /// Authentication methods supported by the agent.
    ///
    /// Optional. Omitted or empty means the agent does not advertise the
    /// `auth/login` and `auth/logout` methods. Supplying one or more methods means
    /// the agent MUST support both `auth/login` and `auth/logout`.
    pub auth_methods: Option<Vec<AuthMethod>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl InitializeResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        protocol_version: impl Into<ProtocolVersion>,
        info: impl Into<Implementation>,
    ) -> Self {
        Self {
            protocol_version: protocol_version.into(),
            info: info.into(),
            capabilities: Default::default(),
            auth_methods: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Capabilities supported by the agent.
    #[must_use]
    pub fn capabilities(mut self, v: impl Into<AgentCapabilities>) -> Self {
        self.capabilities = Some(v.into());
        self
    }
    /// Authentication methods supported by the agent.
    ///
    /// Optional. Omitted or empty means the agent does not advertise the
    /// `auth/login` and `auth/logout` methods. Supplying one or more methods means
    /// the agent MUST support both `auth/login` and `auth/logout`.
    #[must_use]
    pub fn auth_methods(mut self, v: impl Into<Vec<AuthMethod>>) -> Self {
        self.auth_methods = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
    /// `capabilities`, or the schema default `{}` when absent (the default is never written out).
    pub fn capabilities_or_default(&self) -> AgentCapabilities {
        self.capabilities.clone().unwrap_or_default()
    }
}
impl __p::ObjectCodec for InitializeResponse {
    const EXPECTING: &'static str = "an object (InitializeResponse)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_protocol_version: Option<ProtocolVersion> = None;
        let mut f_info: Option<Implementation> = None;
        let mut f_capabilities: Option<AgentCapabilities> = None;
        let mut f_auth_methods: Option<Vec<AuthMethod>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "protocolVersion" => {
                    __p::put(&mut map, &mut f_protocol_version, "protocolVersion")?
                }
                "info" => __p::put_object(&mut map, &mut f_info, "info")?,
                "capabilities" => {
                    __p::put_object(&mut map, &mut f_capabilities, "capabilities")?
                }
                "authMethods" => __p::put(&mut map, &mut f_auth_methods, "authMethods")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            protocol_version: __p::required(f_protocol_version, "protocolVersion")?,
            info: __p::required(f_info, "info")?,
            capabilities: f_capabilities,
            auth_methods: f_auth_methods,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("protocolVersion", &self.protocol_version)?;
        map.serialize_entry("info", &self.info)?;
        if let Some(v) = &self.capabilities {
            map.serialize_entry("capabilities", v)?;
        }
        if let Some(v) = &self.auth_methods {
            map.serialize_entry("authMethods", v)?;
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
    ///
    /// Omitted and `null` are equivalent and mean the `name` is used for display.
    pub title: crate::codec::Tri<String>,
    /// Version of the implementation. Can be displayed to the user or used
    /// for debugging or metrics purposes. (e.g. "1.0.0").
    pub version: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    ///
    /// Omitted and `null` are equivalent and mean the `name` is used for display.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Capabilities supported by the agent.
///
/// Advertised during initialization to inform the client about
/// available features and content types.
///
/// See protocol docs: [Agent Capabilities](https://agentclientprotocol.com/protocol/v2/initialization#agent-capabilities)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct AgentCapabilities {
    /// Session capabilities supported by the agent.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not support the
    /// `session/*` methods. Supplying `{}` means the agent supports the
    /// baseline session methods: `session/new`, `session/list`,
    /// `session/resume`, `session/close`, `session/prompt`, `session/cancel`,
    /// and `session/update`.
    pub session: crate::codec::Tri<SessionCapabilities>,
    /// Authentication-related extension capabilities supported by the agent.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise any
    /// authentication-related extensions. This field does not advertise support
    /// for `auth/login` or `auth/logout`. Those methods are advertised by a
    /// non-empty `authMethods` list in the `initialize` response.
    pub auth: crate::codec::Tri<AgentAuthCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AgentCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            session: Default::default(),
            auth: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Session capabilities supported by the agent.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not support the
    /// `session/*` methods. Supplying `{}` means the agent supports the
    /// baseline session methods: `session/new`, `session/list`,
    /// `session/resume`, `session/close`, `session/prompt`, `session/cancel`,
    /// and `session/update`.
    #[must_use]
    pub fn session(mut self, v: impl Into<SessionCapabilities>) -> Self {
        self.session = crate::codec::Tri::Value(v.into());
        self
    }
    /// Authentication-related extension capabilities supported by the agent.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise any
    /// authentication-related extensions. This field does not advertise support
    /// for `auth/login` or `auth/logout`. Those methods are advertised by a
    /// non-empty `authMethods` list in the `initialize` response.
    #[must_use]
    pub fn auth(mut self, v: impl Into<AgentAuthCapabilities>) -> Self {
        self.auth = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for AgentCapabilities {
    const EXPECTING: &'static str = "an object (AgentCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session: crate::codec::Tri<SessionCapabilities> = crate::codec::Tri::Absent;
        let mut f_auth: crate::codec::Tri<AgentAuthCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "session" => __p::put_tri(&mut map, &mut f_session, "session")?,
                "auth" => __p::put_tri(&mut map, &mut f_auth, "auth")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session: f_session,
            auth: f_auth,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.session).is_absent() {
            map.serialize_entry("session", &self.session)?;
        }
        if !(&self.auth).is_absent() {
            map.serialize_entry("auth", &self.auth)?;
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
/// Session capabilities supported by the agent.
///
/// Supplying `{}` means the agent supports the baseline session methods:
/// `session/new`, `session/list`, `session/resume`, `session/close`,
/// `session/prompt`, `session/cancel`, and `session/update`.
///
/// Agents that support sessions **MAY** support additional session methods,
/// prompt content types, and MCP transports by specifying additional
/// capabilities.
///
/// See protocol docs: [Session Capabilities](https://agentclientprotocol.com/protocol/v2/initialization#session-capabilities)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SessionCapabilities {
    /// Prompt capabilities supported by the agent in `session/prompt` requests.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise any
    /// prompt extensions beyond the baseline text and resource-link content
    /// required by `session/prompt`.
    pub prompt: crate::codec::Tri<PromptCapabilities>,
    /// MCP capabilities supported by the agent for session lifecycle requests.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise MCP
    /// server transport support for sessions.
    pub mcp: crate::codec::Tri<McpCapabilities>,
    /// Whether the agent supports `session/delete`.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports deleting sessions from `session/list`.
    pub delete: crate::codec::Tri<SessionDeleteCapabilities>,
    /// Whether the agent supports `additionalDirectories` on supported session lifecycle requests.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports `additionalDirectories` on
    /// supported session lifecycle requests.
    ///
    /// Agents may return `SessionInfo.additionalDirectories` to report the
    /// complete ordered additional-root list associated with a listed session.
    pub additional_directories: crate::codec::Tri<
        SessionAdditionalDirectoriesCapabilities,
    >,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            prompt: Default::default(),
            mcp: Default::default(),
            delete: Default::default(),
            additional_directories: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Prompt capabilities supported by the agent in `session/prompt` requests.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise any
    /// prompt extensions beyond the baseline text and resource-link content
    /// required by `session/prompt`.
    #[must_use]
    pub fn prompt(mut self, v: impl Into<PromptCapabilities>) -> Self {
        self.prompt = crate::codec::Tri::Value(v.into());
        self
    }
    /// MCP capabilities supported by the agent for session lifecycle requests.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise MCP
    /// server transport support for sessions.
    #[must_use]
    pub fn mcp(mut self, v: impl Into<McpCapabilities>) -> Self {
        self.mcp = crate::codec::Tri::Value(v.into());
        self
    }
    /// Whether the agent supports `session/delete`.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports deleting sessions from `session/list`.
    #[must_use]
    pub fn delete(mut self, v: impl Into<SessionDeleteCapabilities>) -> Self {
        self.delete = crate::codec::Tri::Value(v.into());
        self
    }
    /// Whether the agent supports `additionalDirectories` on supported session lifecycle requests.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports `additionalDirectories` on
    /// supported session lifecycle requests.
    ///
    /// Agents may return `SessionInfo.additionalDirectories` to report the
    /// complete ordered additional-root list associated with a listed session.
    #[must_use]
    pub fn additional_directories(
        mut self,
        v: impl Into<SessionAdditionalDirectoriesCapabilities>,
    ) -> Self {
        self.additional_directories = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_prompt: crate::codec::Tri<PromptCapabilities> = crate::codec::Tri::Absent;
        let mut f_mcp: crate::codec::Tri<McpCapabilities> = crate::codec::Tri::Absent;
        let mut f_delete: crate::codec::Tri<SessionDeleteCapabilities> = crate::codec::Tri::Absent;
        let mut f_additional_directories: crate::codec::Tri<
            SessionAdditionalDirectoriesCapabilities,
        > = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "prompt" => __p::put_tri(&mut map, &mut f_prompt, "prompt")?,
                "mcp" => __p::put_tri(&mut map, &mut f_mcp, "mcp")?,
                "delete" => __p::put_tri(&mut map, &mut f_delete, "delete")?,
                "additionalDirectories" => {
                    __p::put_tri(
                        &mut map,
                        &mut f_additional_directories,
                        "additionalDirectories",
                    )?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            prompt: f_prompt,
            mcp: f_mcp,
            delete: f_delete,
            additional_directories: f_additional_directories,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.prompt).is_absent() {
            map.serialize_entry("prompt", &self.prompt)?;
        }
        if !(&self.mcp).is_absent() {
            map.serialize_entry("mcp", &self.mcp)?;
        }
        if !(&self.delete).is_absent() {
            map.serialize_entry("delete", &self.delete)?;
        }
        if !(&self.additional_directories).is_absent() {
            map.serialize_entry("additionalDirectories", &self.additional_directories)?;
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
/// See protocol docs: [Session Prompt Capabilities](https://agentclientprotocol.com/protocol/v2/initialization#session-prompt-capabilities)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct PromptCapabilities {
    /// Agent supports `image` content blocks.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports image content in prompts.
    pub image: crate::codec::Tri<PromptImageCapabilities>,
    /// Agent supports `audio` content blocks.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports audio content in prompts.
    pub audio: crate::codec::Tri<PromptAudioCapabilities>,
    /// Agent supports embedded context in `session/prompt` requests.
    ///
    /// When enabled, the Client is allowed to include `resource` content blocks
    /// in prompt requests for pieces of context that are referenced in the message.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports embedded context in prompts.
    pub embedded_context: crate::codec::Tri<PromptEmbeddedContextCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports image content in prompts.
    #[must_use]
    pub fn image(mut self, v: impl Into<PromptImageCapabilities>) -> Self {
        self.image = crate::codec::Tri::Value(v.into());
        self
    }
    /// Agent supports `audio` content blocks.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports audio content in prompts.
    #[must_use]
    pub fn audio(mut self, v: impl Into<PromptAudioCapabilities>) -> Self {
        self.audio = crate::codec::Tri::Value(v.into());
        self
    }
    /// Agent supports embedded context in `session/prompt` requests.
    ///
    /// When enabled, the Client is allowed to include `resource` content blocks
    /// in prompt requests for pieces of context that are referenced in the message.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports embedded context in prompts.
    #[must_use]
    pub fn embedded_context(
        mut self,
        v: impl Into<PromptEmbeddedContextCapabilities>,
    ) -> Self {
        self.embedded_context = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for PromptCapabilities {
    const EXPECTING: &'static str = "an object (PromptCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_image: crate::codec::Tri<PromptImageCapabilities> = crate::codec::Tri::Absent;
        let mut f_audio: crate::codec::Tri<PromptAudioCapabilities> = crate::codec::Tri::Absent;
        let mut f_embedded_context: crate::codec::Tri<
            PromptEmbeddedContextCapabilities,
        > = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "image" => __p::put_tri(&mut map, &mut f_image, "image")?,
                "audio" => __p::put_tri(&mut map, &mut f_audio, "audio")?,
                "embeddedContext" => {
                    __p::put_tri(&mut map, &mut f_embedded_context, "embeddedContext")?
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
        if !(&self.image).is_absent() {
            map.serialize_entry("image", &self.image)?;
        }
        if !(&self.audio).is_absent() {
            map.serialize_entry("audio", &self.audio)?;
        }
        if !(&self.embedded_context).is_absent() {
            map.serialize_entry("embeddedContext", &self.embedded_context)?;
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
/// Capabilities for image content in prompt requests.
///
/// Supplying `{}` means the agent supports image content in prompts.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct PromptImageCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl PromptImageCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for PromptImageCapabilities {
    const EXPECTING: &'static str = "an object (PromptImageCapabilities)";
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
impl<'de> ::serde::Deserialize<'de> for PromptImageCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for PromptImageCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities for audio content in prompt requests.
///
/// Supplying `{}` means the agent supports audio content in prompts.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct PromptAudioCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl PromptAudioCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for PromptAudioCapabilities {
    const EXPECTING: &'static str = "an object (PromptAudioCapabilities)";
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
impl<'de> ::serde::Deserialize<'de> for PromptAudioCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for PromptAudioCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities for embedded context in prompt requests.
///
/// Supplying `{}` means the agent supports embedded context in prompts.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct PromptEmbeddedContextCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl PromptEmbeddedContextCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for PromptEmbeddedContextCapabilities {
    const EXPECTING: &'static str = "an object (PromptEmbeddedContextCapabilities)";
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
impl<'de> ::serde::Deserialize<'de> for PromptEmbeddedContextCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for PromptEmbeddedContextCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// MCP capabilities supported by the agent for session lifecycle requests.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct McpCapabilities {
    /// Agent supports `stdio` MCP servers.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports stdio MCP server transports.
    pub stdio: crate::codec::Tri<McpStdioCapabilities>,
    /// Agent supports `http` MCP servers.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports HTTP MCP server transports.
    pub http: crate::codec::Tri<McpHttpCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl McpCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            stdio: Default::default(),
            http: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Agent supports `stdio` MCP servers.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports stdio MCP server transports.
    #[must_use]
    pub fn stdio(mut self, v: impl Into<McpStdioCapabilities>) -> Self {
        self.stdio = crate::codec::Tri::Value(v.into());
        self
    }
    /// Agent supports `http` MCP servers.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports HTTP MCP server transports.
    #[must_use]
    pub fn http(mut self, v: impl Into<McpHttpCapabilities>) -> Self {
        self.http = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for McpCapabilities {
    const EXPECTING: &'static str = "an object (McpCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_stdio: crate::codec::Tri<McpStdioCapabilities> = crate::codec::Tri::Absent;
        let mut f_http: crate::codec::Tri<McpHttpCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "stdio" => __p::put_tri(&mut map, &mut f_stdio, "stdio")?,
                "http" => __p::put_tri(&mut map, &mut f_http, "http")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            stdio: f_stdio,
            http: f_http,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.stdio).is_absent() {
            map.serialize_entry("stdio", &self.stdio)?;
        }
        if !(&self.http).is_absent() {
            map.serialize_entry("http", &self.http)?;
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
/// Capabilities for stdio MCP server transports.
///
/// Supplying `{}` means the agent supports stdio MCP server transports.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct McpStdioCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl McpStdioCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for McpStdioCapabilities {
    const EXPECTING: &'static str = "an object (McpStdioCapabilities)";
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
impl<'de> ::serde::Deserialize<'de> for McpStdioCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for McpStdioCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities for HTTP MCP server transports.
///
/// Supplying `{}` means the agent supports HTTP MCP server transports.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct McpHttpCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl McpHttpCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for McpHttpCapabilities {
    const EXPECTING: &'static str = "an object (McpHttpCapabilities)";
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
impl<'de> ::serde::Deserialize<'de> for McpHttpCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for McpHttpCapabilities {
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// supported session lifecycle requests. Agents may return
/// `SessionInfo.additionalDirectories` in `session/list` to report the
/// complete ordered additional-root list associated with a listed session.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SessionAdditionalDirectoriesCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Authentication-related extension capabilities supported by the agent.
///
/// This object does not advertise support for `auth/login` or `auth/logout`.
/// Those methods are advertised by a non-empty `authMethods` list in the
/// `initialize` response.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct AgentAuthCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AgentAuthCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Describes an available authentication method.
///
/// The `type` field acts as the discriminator in the serialized JSON form.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum AuthMethod {
    /// Client runs the configured agent program as a separate interactive
    /// process, without passing this method to `auth/login`.
    Terminal(AuthMethodTerminal),
    /// Agent handles authentication itself through `auth/login`.
    ///
    /// The `type` discriminator value is `agent`.
    Agent(AuthMethodAgent),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherAuthMethod),
}
impl AuthMethod {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Terminal(_) => "terminal",
            Self::Agent(_) => "agent",
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
                "terminal" => {
                    Self::Terminal(
                        <AuthMethodTerminal as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "agent" => {
                    Self::Agent(<AuthMethodAgent as __p::ObjectCodec>::__visit_map(map)?)
                }
                _ => {
                    Self::Other(
                        OtherAuthMethod::__visit_map_seeded(map, Some(tag.into_owned()))?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for AuthMethod {
    const EXPECTING: &'static str = "an object (AuthMethod)";
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
            Self::Terminal(v) => {
                map.serialize_entry("type", "terminal")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Agent(v) => {
                map.serialize_entry("type", "agent")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
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
///
/// Custom or future authentication method.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Clients that do not understand this method type should preserve the raw
/// payload when storing, replaying, proxying, or forwarding initialization
/// data, and otherwise ignore the method or display it generically.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherAuthMethod {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Unique identifier for this authentication method.
    pub method_id: AuthMethodId,
    /// Human-readable name of the authentication method.
    pub name: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherAuthMethod {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        tag: impl Into<String>,
        method_id: impl Into<AuthMethodId>,
        name: impl Into<String>,
    ) -> Self {
        Self {
            tag: tag.into(),
            method_id: method_id.into(),
            name: name.into(),
            fields: ::serde_json::Map::new(),
        }
    }
    #[doc(hidden)]
    pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
        seed: Option<String>,
    ) -> Result<Self, A::Error> {
        let mut f_type: Option<String> = seed;
        let mut f_method_id: Option<AuthMethodId> = None;
        let mut f_name: Option<String> = None;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "type" => __p::put(&mut map, &mut f_type, "type")?,
                "methodId" => __p::put(&mut map, &mut f_method_id, "methodId")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_type, "type")?,
            method_id: __p::required(f_method_id, "methodId")?,
            name: __p::required(f_name, "name")?,
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
        map.serialize_entry("methodId", &self.method_id)?;
        map.serialize_entry("name", &self.name)?;
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
/// An environment variable to set when launching a process.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct EnvVariable {
    /// The name of the environment variable.
    pub name: String,
    /// The value to set for the environment variable.
    pub value: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Terminal-based authentication method.
///
/// The client runs the configured agent program as a separate interactive
/// process for the user to authenticate via a TUI. Agents MUST advertise this
/// method only when the client enabled its terminal authentication capability.
/// A zero exit status signals success. Any other termination signals failure.
/// The client MUST NOT pass this method to `auth/login`.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AuthMethodTerminal {
    /// Unique identifier for this authentication method.
    pub method_id: AuthMethodId,
    /// Human-readable name of the authentication method.
    pub name: String,
    /// Optional human-readable description of this authentication method.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    pub description: crate::codec::Tri<String>,
    /// Additional arguments to append to the configured agent invocation for terminal auth.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub args: Option<Vec<String>>,
    /// Additional environment variables to set on the configured agent invocation for terminal auth.
    /// Names MUST be unique. These values override same-named variables in the
    /// base launch configuration.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub env: Option<Vec<EnvVariable>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AuthMethodTerminal {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(method_id: impl Into<AuthMethodId>, name: impl Into<String>) -> Self {
        Self {
            method_id: method_id.into(),
            name: name.into(),
            description: Default::default(),
            args: Default::default(),
            env: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional human-readable description of this authentication method.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
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
    /// Names MUST be unique. These values override same-named variables in the
    /// base launch configuration.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn env(mut self, v: impl Into<Vec<EnvVariable>>) -> Self {
        self.env = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_method_id: Option<AuthMethodId> = None;
        let mut f_name: Option<String> = None;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_args: Option<Vec<String>> = None;
        let mut f_env: Option<Vec<EnvVariable>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "methodId" => __p::put(&mut map, &mut f_method_id, "methodId")?,
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
            method_id: __p::required(f_method_id, "methodId")?,
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
        map.serialize_entry("methodId", &self.method_id)?;
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
/// Agent handles authentication itself through `auth/login`.
///
/// The `type` discriminator value is `agent`.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AuthMethodAgent {
    /// Unique identifier for this authentication method.
    pub method_id: AuthMethodId,
    /// Human-readable name of the authentication method.
    pub name: String,
    /// Optional human-readable description of this authentication method.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    pub description: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AuthMethodAgent {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(method_id: impl Into<AuthMethodId>, name: impl Into<String>) -> Self {
        Self {
            method_id: method_id.into(),
            name: name.into(),
            description: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional human-readable description of this authentication method.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_method_id: Option<AuthMethodId> = None;
        let mut f_name: Option<String> = None;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "methodId" => __p::put(&mut map, &mut f_method_id, "methodId")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "description" => {
                    __p::put_tri(&mut map, &mut f_description, "description")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            method_id: __p::required(f_method_id, "methodId")?,
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
        map.serialize_entry("methodId", &self.method_id)?;
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
/// Response to the `auth/login` method.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct LoginAuthResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl LoginAuthResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for LoginAuthResponse {
    const EXPECTING: &'static str = "an object (LoginAuthResponse)";
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
impl<'de> ::serde::Deserialize<'de> for LoginAuthResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for LoginAuthResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response to the `auth/logout` method.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct LogoutAuthResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl LogoutAuthResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for LogoutAuthResponse {
    const EXPECTING: &'static str = "an object (LogoutAuthResponse)";
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
impl<'de> ::serde::Deserialize<'de> for LogoutAuthResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for LogoutAuthResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response from creating a new session.
///
/// New sessions default to `idle` until a state update reports otherwise.
/// Updates may arrive before or after this response. Clients MUST NOT overwrite
/// an already-reported state when the response arrives.
///
/// See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v2/session-setup#creating-a-session)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct NewSessionResponse {
    /// Unique identifier for the created session.
    ///
    /// Used in all subsequent requests for this conversation.
    pub session_id: SessionId,
    /// Initial session configuration options.
    ///
    /// Optional. Omitted or empty means no config options are advertised.
    /// Senders MUST use an array, not `null`. Receivers treat `null` like omission.
    /// Later `config_option_update` notifications replace this list.
    pub config_options: Option<Vec<SessionConfigOption>>,
    /// Initial commands the agent can execute in this session.
    ///
    /// Optional. Omitted or empty means no initial commands are advertised.
    /// Senders MUST use an array, not `null`. Receivers treat `null` like omission.
    /// Later `available_commands_update` notifications replace this list.
    pub available_commands: Option<Vec<AvailableCommand>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl NewSessionResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            config_options: Default::default(),
            available_commands: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Initial session configuration options.
    ///
    /// Optional. Omitted or empty means no config options are advertised.
    /// Senders MUST use an array, not `null`. Receivers treat `null` like omission.
    /// Later `config_option_update` notifications replace this list.
    #[must_use]
    pub fn config_options(mut self, v: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = Some(v.into());
        self
    }
    /// Initial commands the agent can execute in this session.
    ///
    /// Optional. Omitted or empty means no initial commands are advertised.
    /// Senders MUST use an array, not `null`. Receivers treat `null` like omission.
    /// Later `available_commands_update` notifications replace this list.
    #[must_use]
    pub fn available_commands(mut self, v: impl Into<Vec<AvailableCommand>>) -> Self {
        self.available_commands = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_config_options: Option<Vec<SessionConfigOption>> = None;
        let mut f_available_commands: Option<Vec<AvailableCommand>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "configOptions" => {
                    __p::put(&mut map, &mut f_config_options, "configOptions")?
                }
                "availableCommands" => {
                    __p::put(&mut map, &mut f_available_commands, "availableCommands")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            config_options: f_config_options,
            available_commands: f_available_commands,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        if let Some(v) = &self.config_options {
            map.serialize_entry("configOptions", v)?;
        }
        if let Some(v) = &self.available_commands {
            map.serialize_entry("availableCommands", v)?;
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
/// A session configuration option selector and its current state.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SessionConfigOption {
    /// Unique identifier for the configuration option.
    pub config_id: SessionConfigId,
    /// Human-readable label for the option.
    pub name: String,
    /// Optional description for the Client to display to the user.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    pub description: crate::codec::Tri<String>,
    /// Optional semantic category for this option (UX only).
    ///
    /// Omitted and `null` are equivalent and mean no category is provided.
    pub category: crate::codec::Tri<SessionConfigOptionCategory>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// The variant selected by `type`, with its own members.
    pub kind: SessionConfigOptionKind,
    /// Members the schema does not declare, kept as received and written back.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionConfigOption {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        config_id: impl Into<SessionConfigId>,
        name: impl Into<String>,
        kind: SessionConfigOptionKind,
    ) -> Self {
        Self {
            config_id: config_id.into(),
            name: name.into(),
            description: Default::default(),
            category: Default::default(),
            meta: Default::default(),
            kind,
            extra: ::serde_json::Map::new(),
        }
    }
    /// Optional description for the Client to display to the user.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// Optional semantic category for this option (UX only).
    ///
    /// Omitted and `null` are equivalent and mean no category is provided.
    #[must_use]
    pub fn category(mut self, v: impl Into<SessionConfigOptionCategory>) -> Self {
        self.category = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_config_id: Option<SessionConfigId> = None;
        let mut f_name: Option<String> = None;
        let mut f_description: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_category: crate::codec::Tri<SessionConfigOptionCategory> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut f_tag: Option<String> = None;
        let mut rest = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "configId" => __p::put(&mut map, &mut f_config_id, "configId")?,
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
            config_id: __p::required(f_config_id, "configId")?,
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
        map.serialize_entry("configId", &self.config_id)?;
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
    /// Custom or future category.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
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
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    pub description: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    #[must_use]
    pub fn description(mut self, v: impl Into<String>) -> Self {
        self.description = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    pub group_id: SessionConfigGroupId,
    /// Human-readable label for this group.
    pub name: String,
    /// The set of option values in this group. MUST contain at least one value.
    pub options: Vec<SessionConfigSelectOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionConfigSelectGroup {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        group_id: impl Into<SessionConfigGroupId>,
        name: impl Into<String>,
        options: impl Into<Vec<SessionConfigSelectOption>>,
    ) -> Self {
        Self {
            group_id: group_id.into(),
            name: name.into(),
            options: options.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_group_id: Option<SessionConfigGroupId> = None;
        let mut f_name: Option<String> = None;
        let mut f_options: Option<Vec<SessionConfigSelectOption>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "groupId" => __p::put(&mut map, &mut f_group_id, "groupId")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "options" => __p::put(&mut map, &mut f_options, "options")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            group_id: __p::required(f_group_id, "groupId")?,
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
        map.serialize_entry("groupId", &self.group_id)?;
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
    /// The currently selected value. MUST be one of the `value`s in `options`.
    pub current_value: SessionConfigValueId,
    /// The set of selectable options. MUST contain at least one value, and each `value` MUST be
    /// unique within the option, including across groups.
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
/// A command the agent advertises to the client.
///
/// The `type` field acts as the discriminator in the serialized JSON form.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum AvailableCommand {
    /// A slash command the user can invoke by including it in a prompt.
    Command(Command),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherAvailableCommand),
}
impl AvailableCommand {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Command(_) => "command",
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
                "command" => {
                    Self::Command(<Command as __p::ObjectCodec>::__visit_map(map)?)
                }
                _ => {
                    Self::Other(
                        OtherAvailableCommand::__visit_map_seeded(
                            map,
                            Some(tag.into_owned()),
                        )?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for AvailableCommand {
    const EXPECTING: &'static str = "an object (AvailableCommand)";
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
            Self::Command(v) => {
                map.serialize_entry("type", "command")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
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
/// A `AvailableCommand` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
///
/// Custom or future command kind.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Clients that do not understand this command type should preserve the raw
/// payload when storing, replaying, proxying, or forwarding command
/// metadata, and otherwise ignore the command or display it as a plain
/// command using its `name` and `description`.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherAvailableCommand {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Command name without the leading `/`. MUST NOT contain whitespace and MUST be unique
    /// within the command list.
    pub name: String,
    /// Human-readable description of what the command does.
    pub description: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherAvailableCommand {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        tag: impl Into<String>,
        name: impl Into<String>,
        description: impl Into<String>,
    ) -> Self {
        Self {
            tag: tag.into(),
            name: name.into(),
            description: description.into(),
            fields: ::serde_json::Map::new(),
        }
    }
    #[doc(hidden)]
    pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
        seed: Option<String>,
    ) -> Result<Self, A::Error> {
        let mut f_type: Option<String> = seed;
        let mut f_name: Option<String> = None;
        let mut f_description: Option<String> = None;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "type" => __p::put(&mut map, &mut f_type, "type")?,
                "name" => __p::put(&mut map, &mut f_name, "name")?,
                "description" => __p::put(&mut map, &mut f_description, "description")?,
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_type, "type")?,
            name: __p::required(f_name, "name")?,
            description: __p::required(f_description, "description")?,
            fields,
        })
    }
}
impl __p::ObjectCodec for OtherAvailableCommand {
    const EXPECTING: &'static str = "an object (OtherAvailableCommand)";
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
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("description", &self.description)?;
        __p::write_extra(map, &self.fields)
    }
}
impl<'de> ::serde::Deserialize<'de> for OtherAvailableCommand {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherAvailableCommand {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// The input specification for a command.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum AvailableCommandInput {
    /// All text after the command name and the whitespace following it is provided as input.
    Text(TextCommandInput),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherAvailableCommandInput),
}
impl AvailableCommandInput {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Text(_) => "text",
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
                    Self::Text(<TextCommandInput as __p::ObjectCodec>::__visit_map(map)?)
                }
                _ => {
                    Self::Other(
                        OtherAvailableCommandInput::__visit_map_seeded(
                            map,
                            Some(tag.into_owned()),
                        )?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for AvailableCommandInput {
    const EXPECTING: &'static str = "an object (AvailableCommandInput)";
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
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for AvailableCommandInput {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AvailableCommandInput {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `AvailableCommandInput` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
///
/// Custom or future command input specification.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Clients that do not understand this input type should preserve the raw
/// payload when storing, replaying, proxying, or forwarding command
/// metadata, and otherwise ignore the input specification or display the
/// command without structured input.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherAvailableCommandInput {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherAvailableCommandInput {
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
impl __p::ObjectCodec for OtherAvailableCommandInput {
    const EXPECTING: &'static str = "an object (OtherAvailableCommandInput)";
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
impl<'de> ::serde::Deserialize<'de> for OtherAvailableCommandInput {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherAvailableCommandInput {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// All text that was typed after the command name is provided as input.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TextCommandInput {
    /// A hint to display when the input hasn't been provided yet
    pub hint: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TextCommandInput {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(hint: impl Into<String>) -> Self {
        Self {
            hint: hint.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TextCommandInput {
    const EXPECTING: &'static str = "an object (TextCommandInput)";
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
impl<'de> ::serde::Deserialize<'de> for TextCommandInput {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TextCommandInput {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A slash command the user can invoke by including it in a prompt.
///
/// The `type` discriminator value is `command`.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Command {
    /// Command name without the leading `/` (e.g., `create_plan`, `research_codebase`).
    ///
    /// MUST NOT contain whitespace and MUST be unique within the command list.
    pub name: String,
    /// Human-readable description of what the command does.
    pub description: String,
    /// Input for the command if required
    ///
    /// Omitted and `null` are equivalent and mean the command takes no input.
    pub input: crate::codec::Tri<AvailableCommandInput>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl Command {
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
    ///
    /// Omitted and `null` are equivalent and mean the command takes no input.
    #[must_use]
    pub fn input(mut self, v: impl Into<AvailableCommandInput>) -> Self {
        self.input = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for Command {
    const EXPECTING: &'static str = "an object (Command)";
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
impl<'de> ::serde::Deserialize<'de> for Command {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for Command {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response from listing sessions.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ListSessionsResponse {
    /// Array of session information objects.
    pub sessions: Vec<SessionInfo>,
    /// Opaque cursor token. If present, pass this in the next request's cursor parameter
    /// to fetch the next page. Omitted and `null` are equivalent and mean there are no more
    /// results. An empty string is a valid cursor, not the end of results.
    pub next_cursor: crate::codec::Tri<SessionListCursor>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// to fetch the next page. Omitted and `null` are equivalent and mean there are no more
    /// results. An empty string is a valid cursor, not the end of results.
    #[must_use]
    pub fn next_cursor(mut self, v: impl Into<SessionListCursor>) -> Self {
        self.next_cursor = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_next_cursor: crate::codec::Tri<SessionListCursor> = crate::codec::Tri::Absent;
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
    pub cwd: AbsolutePath,
    /// Additional workspace roots reported for this session. Each path must be absolute.
    ///
    /// When present, this is the complete ordered additional-root list reported
    /// by the Agent. Omitted and empty values are equivalent: the response
    /// reports no additional roots.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub additional_directories: Option<Vec<AbsolutePath>>,
    /// Human-readable title for the session
    ///
    /// Omitted and `null` are equivalent and mean no title is provided.
    pub title: crate::codec::Tri<String>,
    /// RFC 3339 timestamp of last activity.
    ///
    /// Omitted and `null` are equivalent and mean the last activity time is not reported.
    pub updated_at: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionInfo {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>, cwd: impl Into<AbsolutePath>) -> Self {
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
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn additional_directories(mut self, v: impl Into<Vec<AbsolutePath>>) -> Self {
        self.additional_directories = Some(v.into());
        self
    }
    /// Human-readable title for the session
    ///
    /// Omitted and `null` are equivalent and mean no title is provided.
    #[must_use]
    pub fn title(mut self, v: impl Into<String>) -> Self {
        self.title = crate::codec::Tri::Value(v.into());
        self
    }
    /// RFC 3339 timestamp of last activity.
    ///
    /// Omitted and `null` are equivalent and mean the last activity time is not reported.
    #[must_use]
    pub fn updated_at(mut self, v: impl Into<String>) -> Self {
        self.updated_at = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_cwd: Option<AbsolutePath> = None;
        let mut f_additional_directories: Option<Vec<AbsolutePath>> = None;
        let mut f_title: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_updated_at: crate::codec::Tri<String> = crate::codec::Tri::Absent;
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
///
/// The agent MUST send a current `state_update` after any requested history
/// replay and before this response, even without replay. The update reports
/// foreground state after resuming. The response alone does not imply `idle`.
///
/// See protocol docs: [Current-State Synchronization](https://agentclientprotocol.com/protocol/v2/session-setup#current-state-synchronization)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ResumeSessionResponse {
    /// Initial session configuration options.
    ///
    /// Optional. Omitted or empty means no config options are advertised.
    /// Senders MUST use an array, not `null`. Receivers treat `null` like omission.
    /// Later `config_option_update` notifications replace this list.
    pub config_options: Option<Vec<SessionConfigOption>>,
    /// Initial commands the agent can execute in this session.
    ///
    /// Optional. Omitted or empty means no initial commands are advertised.
    /// Senders MUST use an array, not `null`. Receivers treat `null` like omission.
    /// Later `available_commands_update` notifications replace this list.
    pub available_commands: Option<Vec<AvailableCommand>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ResumeSessionResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            config_options: Default::default(),
            available_commands: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Initial session configuration options.
    ///
    /// Optional. Omitted or empty means no config options are advertised.
    /// Senders MUST use an array, not `null`. Receivers treat `null` like omission.
    /// Later `config_option_update` notifications replace this list.
    #[must_use]
    pub fn config_options(mut self, v: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = Some(v.into());
        self
    }
    /// Initial commands the agent can execute in this session.
    ///
    /// Optional. Omitted or empty means no initial commands are advertised.
    /// Senders MUST use an array, not `null`. Receivers treat `null` like omission.
    /// Later `available_commands_update` notifications replace this list.
    #[must_use]
    pub fn available_commands(mut self, v: impl Into<Vec<AvailableCommand>>) -> Self {
        self.available_commands = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_config_options: Option<Vec<SessionConfigOption>> = None;
        let mut f_available_commands: Option<Vec<AvailableCommand>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "configOptions" => {
                    __p::put(&mut map, &mut f_config_options, "configOptions")?
                }
                "availableCommands" => {
                    __p::put(&mut map, &mut f_available_commands, "availableCommands")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            config_options: f_config_options,
            available_commands: f_available_commands,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if let Some(v) = &self.config_options {
            map.serialize_entry("configOptions", v)?;
        }
        if let Some(v) = &self.available_commands {
            map.serialize_entry("availableCommands", v)?;
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Response from cancelling a tool call.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct CancelToolCallResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CancelToolCallResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CancelToolCallResponse {
    const EXPECTING: &'static str = "an object (CancelToolCallResponse)";
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
impl<'de> ::serde::Deserialize<'de> for CancelToolCallResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CancelToolCallResponse {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Response from cancelling a terminal.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct CancelTerminalResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CancelTerminalResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CancelTerminalResponse {
    const EXPECTING: &'static str = "an object (CancelTerminalResponse)";
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
impl<'de> ::serde::Deserialize<'de> for CancelTerminalResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CancelTerminalResponse {
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Response acknowledging that a user prompt was inserted into the ACP conversation.
///
/// This response does not indicate that the prompt was merely received or held, nor that the
/// agent has finished processing it.
/// Processing and completion are reported through `state_update` session updates.
///
/// Insertion is the logical addition of a user message with a message ID and a position
/// relative to other messages in the ACP conversation.
///
/// See protocol docs: [Prompt Accepted](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#2-prompt-accepted)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct PromptResponse {
    /// Identifies the user message inserted into the ACP conversation.
    ///
    /// Required and non-null. Omission and explicit `null` are both invalid.
    ///
    /// The corresponding user-message session update carries this same identifier and may arrive
    /// before or after this response. Agents must echo the message during the live session, but are
    /// not required to retain it. If retained and replayed, the message keeps this identifier.
    pub message_id: MessageId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl PromptResponse {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(message_id: impl Into<MessageId>) -> Self {
        Self {
            message_id: message_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_message_id: Option<MessageId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "messageId" => __p::put(&mut map, &mut f_message_id, "messageId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            message_id: __p::required(f_message_id, "messageId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("messageId", &self.message_id)?;
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
    ///
    /// Omitted and `null` are equivalent and mean no additional data is provided. Some codes
    /// define a shape: [`UnsupportedProtocolVersionErrorData`] for `-32022`, and
    /// [`SessionNotFoundErrorData`] for `-32002` when a session is not found.
    pub data: crate::codec::Tri<ErrorData>,
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
    ///
    /// Omitted and `null` are equivalent and mean no additional data is provided. Some codes
    /// define a shape: [`UnsupportedProtocolVersionErrorData`] for `-32022`, and
    /// [`SessionNotFoundErrorData`] for `-32002` when a session is not found.
    #[must_use]
    pub fn data(mut self, v: impl Into<ErrorData>) -> Self {
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
        let mut f_data: crate::codec::Tri<ErrorData> = crate::codec::Tri::Absent;
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
    /// **Resource not found**: A given resource, such as a session, was not found.
    ResourceNotFound,
    /// **Unsupported protocol version**: No protocol version supported by the Agent is at or below the requested version.
    /// The error data is an [`UnsupportedProtocolVersionErrorData`].
    UnsupportedProtocolVersion,
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
            Self::UnsupportedProtocolVersion => -32022,
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
            -32022 => Self::UnsupportedProtocolVersion,
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
/// Schema for [`Error::data`]: the shapes ACP defines, or any other value.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ErrorData {
    UnsupportedProtocolVersion(UnsupportedProtocolVersionErrorData),
    SessionNotFound(SessionNotFoundErrorData),
    Other(::serde_json::Value),
}
impl ErrorData {
    #[doc(hidden)]
    #[allow(unreachable_code, unused_mut, unused_variables)]
    pub fn __from_value(v: ::serde_json::Value) -> Result<Self, ::serde_json::Error> {
        let mut errors: Vec<(&str, String)> = Vec::new();
        match <UnsupportedProtocolVersionErrorData as ::serde::Deserialize>::deserialize(
            &v,
        ) {
            Ok(x) => return Ok(Self::UnsupportedProtocolVersion(x)),
            Err(e) => errors.push(("UnsupportedProtocolVersion", e.to_string())),
        }
        match <SessionNotFoundErrorData as ::serde::Deserialize>::deserialize(&v) {
            Ok(x) => return Ok(Self::SessionNotFound(x)),
            Err(e) => errors.push(("SessionNotFound", e.to_string())),
        }
        return Ok(Self::Other(v));
    }
}
impl<'de> ::serde::Deserialize<'de> for ErrorData {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = <::serde_json::Value as ::serde::Deserialize>::deserialize(d)?;
        Self::__from_value(v).map_err(<D::Error as ::serde::de::Error>::custom)
    }
}
impl ::serde::Serialize for ErrorData {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::UnsupportedProtocolVersion(x) => ::serde::Serialize::serialize(x, s),
            Self::SessionNotFound(x) => ::serde::Serialize::serialize(x, s),
            Self::Other(x) => ::serde::Serialize::serialize(x, s),
        }
    }
}
/// Data for the `-32022` (Unsupported protocol version) error.
///
/// See protocol docs: [Version Negotiation](https://agentclientprotocol.com/protocol/v2/initialization#version-negotiation)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct UnsupportedProtocolVersionErrorData {
    /// The protocol version the Client requested.
    pub requested: ProtocolVersion,
    /// The protocol versions the Agent supports.
    pub supported: Vec<ProtocolVersion>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl UnsupportedProtocolVersionErrorData {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        requested: impl Into<ProtocolVersion>,
        supported: impl Into<Vec<ProtocolVersion>>,
    ) -> Self {
        Self {
            requested: requested.into(),
            supported: supported.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for UnsupportedProtocolVersionErrorData {
    const EXPECTING: &'static str = "an object (UnsupportedProtocolVersionErrorData)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_requested: Option<ProtocolVersion> = None;
        let mut f_supported: Option<Vec<ProtocolVersion>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "requested" => __p::put(&mut map, &mut f_requested, "requested")?,
                "supported" => __p::put(&mut map, &mut f_supported, "supported")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            requested: __p::required(f_requested, "requested")?,
            supported: __p::required(f_supported, "supported")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("requested", &self.requested)?;
        map.serialize_entry("supported", &self.supported)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for UnsupportedProtocolVersionErrorData {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for UnsupportedProtocolVersionErrorData {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Data for the `-32002` (Resource not found) error when a session-scoped request names a
/// session that does not exist or is not active.
///
/// See protocol docs: [Unknown Sessions](https://agentclientprotocol.com/protocol/v2/error#unknown-sessions)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SessionNotFoundErrorData {
    /// The session ID from the request.
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl SessionNotFoundErrorData {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for SessionNotFoundErrorData {
    const EXPECTING: &'static str = "an object (SessionNotFoundErrorData)";
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
impl<'de> ::serde::Deserialize<'de> for SessionNotFoundErrorData {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for SessionNotFoundErrorData {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Notification containing a session update from the agent.
///
/// Agents can send session updates at any point while the session exists.
///
/// See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#3-agent-reports-output)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct UpdateSessionNotification {
    /// The ID of the session this update pertains to.
    pub session_id: SessionId,
    /// The actual update content.
    pub update: SessionUpdate,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl UpdateSessionNotification {
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for UpdateSessionNotification {
    const EXPECTING: &'static str = "an object (UpdateSessionNotification)";
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
impl<'de> ::serde::Deserialize<'de> for UpdateSessionNotification {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for UpdateSessionNotification {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Different types of updates that can be sent while a session exists.
///
/// These updates report messages, progress, and other session activity.
///
/// See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#3-agent-reports-output)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum SessionUpdate {
    /// A chunk of the user's message being streamed.
    UserMessageChunk(ContentChunk),
    /// A user message has been created or updated.
    ///
    /// Agents can send this when they accept or replay a user message. When a
    /// client receives another `user_message` update with the same `messageId`,
    /// fields in the new update patch the previous fields for that message.
    UserMessage(UserMessage),
    /// A chunk of the agent's response being streamed.
    AgentMessageChunk(ContentChunk),
    /// An agent message has been created or updated.
    ///
    /// Agents can send this in addition to streamed chunks. When a client
    /// receives another `agent_message` update with the same `messageId`,
    /// fields in the new update patch the previous fields for that message.
    AgentMessage(AgentMessage),
    /// A chunk of the agent's internal reasoning being streamed.
    AgentThoughtChunk(ContentChunk),
    /// An agent thought or reasoning message has been created or updated.
    ///
    /// Agents can send this in addition to streamed chunks. When a client
    /// receives another `agent_thought` update with the same `messageId`,
    /// fields in the new update patch the previous fields for that message.
    AgentThought(AgentThought),
    /// A snapshot of the session's aggregate foreground activity.
    StateUpdate(StateUpdate),
    /// A chunk of tool-call content being streamed.
    ToolCallContentChunk(ToolCallContentChunk),
    /// A tool call has been created or updated.
    ToolCallUpdate(ToolCallUpdate),
    /// An agent-owned terminal has been created or updated.
    TerminalUpdate(TerminalUpdate),
    /// A chunk of bytes appended to an agent-owned terminal's output.
    TerminalOutputChunk(TerminalOutputChunk),
    /// A content update for a plan identified by ID.
    /// See protocol docs: [Agent Plan](https://agentclientprotocol.com/protocol/v2/agent-plan)
    PlanUpdate(PlanUpdate),
    /// Available commands are ready or have changed
    AvailableCommandsUpdate(AvailableCommandsUpdate),
    /// Session configuration options have been updated.
    ConfigOptionUpdate(ConfigOptionUpdate),
    /// Session metadata has been updated (title, timestamps, custom metadata)
    SessionInfoUpdate(SessionInfoUpdate),
    /// Context window and cost update for the session.
    UsageUpdate(UsageUpdate),
    /// Information for the user that is not part of session history.
    ///
    /// No Client capability is required. Clients that do not understand or
    /// present notices may ignore them.
    Notice(Notice),
    /// A context compaction has been created or updated.
    CompactionUpdate(CompactionUpdate),
    /// A content block appended to a context compaction's retained summary.
    CompactionSummaryChunk(CompactionSummaryChunk),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherSessionUpdate),
}
impl SessionUpdate {
    /// The `sessionUpdate` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::UserMessageChunk(_) => "user_message_chunk",
            Self::UserMessage(_) => "user_message",
            Self::AgentMessageChunk(_) => "agent_message_chunk",
            Self::AgentMessage(_) => "agent_message",
            Self::AgentThoughtChunk(_) => "agent_thought_chunk",
            Self::AgentThought(_) => "agent_thought",
            Self::StateUpdate(_) => "state_update",
            Self::ToolCallContentChunk(_) => "tool_call_content_chunk",
            Self::ToolCallUpdate(_) => "tool_call_update",
            Self::TerminalUpdate(_) => "terminal_update",
            Self::TerminalOutputChunk(_) => "terminal_output_chunk",
            Self::PlanUpdate(_) => "plan_update",
            Self::AvailableCommandsUpdate(_) => "available_commands_update",
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
                "user_message" => {
                    Self::UserMessage(
                        <UserMessage as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "agent_message_chunk" => {
                    Self::AgentMessageChunk(
                        <ContentChunk as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "agent_message" => {
                    Self::AgentMessage(
                        <AgentMessage as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "agent_thought_chunk" => {
                    Self::AgentThoughtChunk(
                        <ContentChunk as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "agent_thought" => {
                    Self::AgentThought(
                        <AgentThought as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "state_update" => {
                    Self::StateUpdate(
                        <StateUpdate as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "tool_call_content_chunk" => {
                    Self::ToolCallContentChunk(
                        <ToolCallContentChunk as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "tool_call_update" => {
                    Self::ToolCallUpdate(
                        <ToolCallUpdate as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "terminal_update" => {
                    Self::TerminalUpdate(
                        <TerminalUpdate as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "terminal_output_chunk" => {
                    Self::TerminalOutputChunk(
                        <TerminalOutputChunk as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "plan_update" => {
                    Self::PlanUpdate(<PlanUpdate as __p::ObjectCodec>::__visit_map(map)?)
                }
                "available_commands_update" => {
                    Self::AvailableCommandsUpdate(
                        <AvailableCommandsUpdate as __p::ObjectCodec>::__visit_map(map)?,
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
            Self::UserMessage(v) => {
                map.serialize_entry("sessionUpdate", "user_message")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::AgentMessageChunk(v) => {
                map.serialize_entry("sessionUpdate", "agent_message_chunk")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::AgentMessage(v) => {
                map.serialize_entry("sessionUpdate", "agent_message")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::AgentThoughtChunk(v) => {
                map.serialize_entry("sessionUpdate", "agent_thought_chunk")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::AgentThought(v) => {
                map.serialize_entry("sessionUpdate", "agent_thought")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::StateUpdate(v) => {
                map.serialize_entry("sessionUpdate", "state_update")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::ToolCallContentChunk(v) => {
                map.serialize_entry("sessionUpdate", "tool_call_content_chunk")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::ToolCallUpdate(v) => {
                map.serialize_entry("sessionUpdate", "tool_call_update")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::TerminalUpdate(v) => {
                map.serialize_entry("sessionUpdate", "terminal_update")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::TerminalOutputChunk(v) => {
                map.serialize_entry("sessionUpdate", "terminal_output_chunk")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::PlanUpdate(v) => {
                map.serialize_entry("sessionUpdate", "plan_update")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::AvailableCommandsUpdate(v) => {
                map.serialize_entry("sessionUpdate", "available_commands_update")?;
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
///
/// Custom or future session update.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Receivers that do not understand this update type should preserve the
/// raw payload when storing, replaying, proxying, or forwarding session
/// history, and otherwise ignore it or display it generically.
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
/// A streamed item of message content.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ContentChunk {
    /// A unique identifier for the message this chunk belongs to.
    ///
    /// All chunks belonging to the same message share the same `messageId`.
    /// Chunks for different messages can interleave.
    pub message_id: MessageId,
    /// A single item of content
    pub content: ContentBlock,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ContentChunk {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        message_id: impl Into<MessageId>,
        content: impl Into<ContentBlock>,
    ) -> Self {
        Self {
            message_id: message_id.into(),
            content: content.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_message_id: Option<MessageId> = None;
        let mut f_content: Option<ContentBlock> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "messageId" => __p::put(&mut map, &mut f_message_id, "messageId")?,
                "content" => __p::put_object(&mut map, &mut f_content, "content")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            message_id: __p::required(f_message_id, "messageId")?,
            content: __p::required(f_content, "content")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("messageId", &self.message_id)?;
        map.serialize_entry("content", &self.content)?;
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
/// A user message upsert.
///
/// Only `messageId` is required. `content` has patch semantics:
/// an omitted field leaves existing message content unchanged, `null` clears the
/// value, and a concrete array replaces the previous value. For a new
/// `messageId`, omitted `content` starts empty. `content` is replaced as a
/// whole array. Send `[]` or `null` to clear it.
///
/// Message updates and chunks are applied in the order they are received. When
/// a `user_message` update includes `content`, that array replaces any content
/// previously accumulated for the message, including content from earlier
/// chunks. Later chunks with the same `messageId` append to the current
/// content.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct UserMessage {
    /// A unique identifier for the message.
    pub message_id: MessageId,
    /// Complete replacement content for this message.
    pub content: crate::codec::Tri<Vec<ContentBlock>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl UserMessage {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(message_id: impl Into<MessageId>) -> Self {
        Self {
            message_id: message_id.into(),
            content: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Complete replacement content for this message.
    #[must_use]
    pub fn content(mut self, v: impl Into<Vec<ContentBlock>>) -> Self {
        self.content = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for UserMessage {
    const EXPECTING: &'static str = "an object (UserMessage)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_message_id: Option<MessageId> = None;
        let mut f_content: crate::codec::Tri<Vec<ContentBlock>> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "messageId" => __p::put(&mut map, &mut f_message_id, "messageId")?,
                "content" => __p::put_tri(&mut map, &mut f_content, "content")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            message_id: __p::required(f_message_id, "messageId")?,
            content: f_content,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("messageId", &self.message_id)?;
        if !(&self.content).is_absent() {
            map.serialize_entry("content", &self.content)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for UserMessage {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for UserMessage {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// An agent message upsert.
///
/// Only `messageId` is required. `content` has patch semantics:
/// an omitted field leaves existing message content unchanged, `null` clears the
/// value, and a concrete array replaces the previous value. For a new
/// `messageId`, omitted `content` starts empty. `content` is replaced as a
/// whole array. Send `[]` or `null` to clear it.
///
/// Message updates and chunks are applied in the order they are received. When
/// an `agent_message` update includes `content`, that array replaces any
/// content previously accumulated for the message, including content from
/// earlier chunks. Later chunks with the same `messageId` append to the current
/// content.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AgentMessage {
    /// A unique identifier for the message.
    pub message_id: MessageId,
    /// Complete replacement content for this message.
    pub content: crate::codec::Tri<Vec<ContentBlock>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AgentMessage {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(message_id: impl Into<MessageId>) -> Self {
        Self {
            message_id: message_id.into(),
            content: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Complete replacement content for this message.
    #[must_use]
    pub fn content(mut self, v: impl Into<Vec<ContentBlock>>) -> Self {
        self.content = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for AgentMessage {
    const EXPECTING: &'static str = "an object (AgentMessage)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_message_id: Option<MessageId> = None;
        let mut f_content: crate::codec::Tri<Vec<ContentBlock>> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "messageId" => __p::put(&mut map, &mut f_message_id, "messageId")?,
                "content" => __p::put_tri(&mut map, &mut f_content, "content")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            message_id: __p::required(f_message_id, "messageId")?,
            content: f_content,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("messageId", &self.message_id)?;
        if !(&self.content).is_absent() {
            map.serialize_entry("content", &self.content)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AgentMessage {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AgentMessage {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// An agent thought or reasoning message upsert.
///
/// Only `messageId` is required. `content` has patch semantics:
/// an omitted field leaves existing thought content unchanged, `null` clears the
/// value, and a concrete array replaces the previous value. For a new
/// `messageId`, omitted `content` starts empty. `content` is replaced as a
/// whole array. Send `[]` or `null` to clear it.
///
/// Message updates and chunks are applied in the order they are received. When
/// an `agent_thought` update includes `content`, that array replaces any
/// content previously accumulated for the thought, including content from
/// earlier chunks. Later chunks with the same `messageId` append to the current
/// content.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AgentThought {
    /// A unique identifier for the thought message.
    pub message_id: MessageId,
    /// Complete replacement content for this thought message.
    pub content: crate::codec::Tri<Vec<ContentBlock>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl AgentThought {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(message_id: impl Into<MessageId>) -> Self {
        Self {
            message_id: message_id.into(),
            content: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Complete replacement content for this thought message.
    #[must_use]
    pub fn content(mut self, v: impl Into<Vec<ContentBlock>>) -> Self {
        self.content = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for AgentThought {
    const EXPECTING: &'static str = "an object (AgentThought)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_message_id: Option<MessageId> = None;
        let mut f_content: crate::codec::Tri<Vec<ContentBlock>> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "messageId" => __p::put(&mut map, &mut f_message_id, "messageId")?,
                "content" => __p::put_tri(&mut map, &mut f_content, "content")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            message_id: __p::required(f_message_id, "messageId")?,
            content: f_content,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("messageId", &self.message_id)?;
        if !(&self.content).is_absent() {
            map.serialize_entry("content", &self.content)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for AgentThought {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for AgentThought {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// One piece of work running independently of the session's foreground work.
///
/// Items reference entities the Client already tracks. The Agent MUST announce each item
/// before the first snapshot that lists it, and MUST report a terminal's `exitStatus` or a
/// tool call's final status before the snapshot that removes it. Each piece of work is
/// listed once: process-backed work is listed as its terminal, not also as its tool call.
///
/// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#background-work)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum BackgroundWork {
    /// A process that keeps running after its tool call returned control to the model.
    /// Live until its `terminal_update` reports `exitStatus`.
    Terminal(BackgroundTerminal),
    /// Work started by a tool call that continues without a process of its own, such as
    /// a watcher, a workflow, or a scheduled wakeup. `pending` and `paused` tool calls
    /// stay listed.
    ToolCall(BackgroundToolCall),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherBackgroundWork),
}
impl BackgroundWork {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Terminal(_) => "terminal",
            Self::ToolCall(_) => "tool_call",
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
                "terminal" => {
                    Self::Terminal(
                        <BackgroundTerminal as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "tool_call" => {
                    Self::ToolCall(
                        <BackgroundToolCall as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                _ => {
                    Self::Other(
                        OtherBackgroundWork::__visit_map_seeded(
                            map,
                            Some(tag.into_owned()),
                        )?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for BackgroundWork {
    const EXPECTING: &'static str = "an object (BackgroundWork)";
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
            Self::Terminal(v) => {
                map.serialize_entry("type", "terminal")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::ToolCall(v) => {
                map.serialize_entry("type", "tool_call")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for BackgroundWork {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for BackgroundWork {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `BackgroundWork` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
///
/// Custom or future background work.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// An unknown item still means background work is running, even when the Client
/// cannot show what it is.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherBackgroundWork {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherBackgroundWork {
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
impl __p::ObjectCodec for OtherBackgroundWork {
    const EXPECTING: &'static str = "an object (OtherBackgroundWork)";
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
impl<'de> ::serde::Deserialize<'de> for OtherBackgroundWork {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherBackgroundWork {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A listed terminal running in the background.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct BackgroundTerminal {
    /// The ID of the listed terminal.
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl BackgroundTerminal {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(terminal_id: impl Into<TerminalId>) -> Self {
        Self {
            terminal_id: terminal_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for BackgroundTerminal {
    const EXPECTING: &'static str = "an object (BackgroundTerminal)";
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
impl<'de> ::serde::Deserialize<'de> for BackgroundTerminal {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for BackgroundTerminal {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A listed tool call whose work continues in the background.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct BackgroundToolCall {
    /// The ID of the listed tool call.
    pub tool_call_id: ToolCallId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl BackgroundToolCall {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tool_call_id: impl Into<ToolCallId>) -> Self {
        Self {
            tool_call_id: tool_call_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for BackgroundToolCall {
    const EXPECTING: &'static str = "an object (BackgroundToolCall)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_tool_call_id: Option<ToolCallId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "toolCallId" => __p::put(&mut map, &mut f_tool_call_id, "toolCallId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            tool_call_id: __p::required(f_tool_call_id, "toolCallId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("toolCallId", &self.tool_call_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for BackgroundToolCall {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for BackgroundToolCall {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Foreground work is in progress.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct RunningStateUpdate {
    /// Work running independently of foreground work, as a complete snapshot.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    /// background work, not that nothing is running. `[]` means no background work is
    /// running. An Agent that reports background work MUST include it on every state
    /// update for the session. A malformed list is treated as not reported.
    ///
    /// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#background-work)
    pub background: crate::codec::Tri<Vec<BackgroundWork>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl RunningStateUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            background: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Work running independently of foreground work, as a complete snapshot.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    /// background work, not that nothing is running. `[]` means no background work is
    /// running. An Agent that reports background work MUST include it on every state
    /// update for the session. A malformed list is treated as not reported.
    ///
    /// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#background-work)
    #[must_use]
    pub fn background(mut self, v: impl Into<Vec<BackgroundWork>>) -> Self {
        self.background = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for RunningStateUpdate {
    const EXPECTING: &'static str = "an object (RunningStateUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_background: crate::codec::Tri<Vec<BackgroundWork>> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "background" => __p::put_tri(&mut map, &mut f_background, "background")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            background: f_background,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.background).is_absent() {
            map.serialize_entry("background", &self.background)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for RunningStateUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for RunningStateUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Details of a failure that ended active work.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ErrorStopReason {
    /// The failure, as a JSON-RPC error object.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent is not reporting failure details.
    /// Agents SHOULD include it.
    pub error: crate::codec::Tri<RpcError>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ErrorStopReason {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            error: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The failure, as a JSON-RPC error object.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the agent is not reporting failure details.
    /// Agents SHOULD include it.
    #[must_use]
    pub fn error(mut self, v: impl Into<RpcError>) -> Self {
        self.error = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ErrorStopReason {
    const EXPECTING: &'static str = "an object (ErrorStopReason)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_error: crate::codec::Tri<RpcError> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "error" => __p::put_tri(&mut map, &mut f_error, "error")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self { error: f_error, extra })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.error).is_absent() {
            map.serialize_entry("error", &self.error)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ErrorStopReason {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ErrorStopReason {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// No foreground work is active. Background activity may continue.
///
/// Agents SHOULD include a `stopReason` when the idle transition ends foreground
/// work. An idle update that does not end foreground work need not include one.
/// Receivers treat an omitted, `null`, or malformed `stopReason` as the agent not
/// reporting one.
/// Repeated or resume snapshots may carry the last stop reason for context.
/// They MUST NOT be counted as new completions, cancellations, or additional usage.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct IdleStateUpdate {
    /// Work running independently of foreground work, as a complete snapshot.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    /// background work, not that nothing is running. `[]` means no background work is
    /// running. An Agent that reports background work MUST include it on every state
    /// update for the session. A malformed list is treated as not reported.
    ///
    /// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#background-work)
    pub background: crate::codec::Tri<Vec<BackgroundWork>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// The variant selected by `stopReason`, with its own members.
    pub stop_reason: IdleStateUpdateStopReason,
    /// Members the schema does not declare, kept as received and written back.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl IdleStateUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(stop_reason: IdleStateUpdateStopReason) -> Self {
        Self {
            background: Default::default(),
            meta: Default::default(),
            stop_reason,
            extra: ::serde_json::Map::new(),
        }
    }
    /// Work running independently of foreground work, as a complete snapshot.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    /// background work, not that nothing is running. `[]` means no background work is
    /// running. An Agent that reports background work MUST include it on every state
    /// update for the session. A malformed list is treated as not reported.
    ///
    /// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#background-work)
    #[must_use]
    pub fn background(mut self, v: impl Into<Vec<BackgroundWork>>) -> Self {
        self.background = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
/// The `stopReason`-selected part of a [`IdleStateUpdate`].
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum IdleStateUpdateStopReason {
    /// The active work ended successfully.
    /// Includes locally handled commands that required no model call.
    EndTurn,
    /// The active work ended because the agent reached the maximum number of tokens.
    MaxTokens,
    /// The active work ended because the agent reached the maximum number of
    /// model requests for the foreground work.
    MaxTurnRequests,
    /// The active work ended because the agent refused to continue.
    Refusal,
    /// The user or client chose to stop the work: via `session/cancel`, by
    /// closing the session, or through an interaction the agent offers, such
    /// as a permission option that tells the agent to stop. Work the agent
    /// stops for its own reasons uses another reason, such as `error` for an
    /// internal timeout.
    ///
    /// Agents MUST report this stop reason on an idle `state_update` when
    /// cancellation ends active foreground work, even if aborting causes
    /// exceptions. Agents MUST catch these errors and report `cancelled`, not
    /// `error`.
    Cancelled,
    /// The active work ended because something failed.
    ///
    /// This includes pre-insertion foreground work. A prompt failure before
    /// insertion also requires an error response to `session/prompt`. After
    /// insertion, the prompt's response remains successful.
    Error(ErrorStopReason),
    /// No stop reason: `stopReason` is omitted or `null`.
    ///
    /// No `stopReason` (absent, or `null` when `null` is true).
    None {
        /// The member was present as `null` (rather than absent).
        null: bool,
    },
    /// A `stopReason` this version of the schema does not know; its other members stay in the parent's `extra`.
    Other {
        /// The `tag` value as received.
        tag: String,
    },
}
impl IdleStateUpdateStopReason {
    /// The `stopReason` value, if any.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::EndTurn => Some("end_turn"),
            Self::MaxTokens => Some("max_tokens"),
            Self::MaxTurnRequests => Some("max_turn_requests"),
            Self::Refusal => Some("refusal"),
            Self::Cancelled => Some("cancelled"),
            Self::Error(_) => Some("error"),
            Self::None { .. } => None,
            Self::Other { tag, .. } => Some(tag),
        }
    }
    #[doc(hidden)]
    pub fn __from_parts(
        tag: Option<Option<String>>,
        rest: &mut ::serde_json::Map<String, ::serde_json::Value>,
    ) -> Result<Self, ::serde_json::Error> {
        let t = match tag {
            None => return Ok(Self::None { null: false }),
            Some(None) => return Ok(Self::None { null: true }),
            Some(Some(t)) => t,
        };
        Ok(
            match t.as_str() {
                "end_turn" => Self::EndTurn,
                "max_tokens" => Self::MaxTokens,
                "max_turn_requests" => Self::MaxTurnRequests,
                "refusal" => Self::Refusal,
                "cancelled" => Self::Cancelled,
                "error" => {
                    Self::Error(
                        __p::from_map::<ErrorStopReason>(::std::mem::take(rest))?,
                    )
                }
                _ => Self::Other { tag: t.clone() },
            },
        )
    }
}
impl __p::ObjectCodec for IdleStateUpdate {
    const EXPECTING: &'static str = "an object (IdleStateUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_background: crate::codec::Tri<Vec<BackgroundWork>> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut f_tag: Option<Option<String>> = None;
        let mut rest = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "background" => __p::put_tri(&mut map, &mut f_background, "background")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                "stopReason" => __p::put(&mut map, &mut f_tag, "stopReason")?,
                _ => __p::put_extra(&mut map, &mut rest, key)?,
            }
        }
        let stop_reason = __p::lift(
            IdleStateUpdateStopReason::__from_parts(f_tag, &mut rest),
        )?;
        Ok(Self {
            background: f_background,
            meta: f_meta,
            stop_reason,
            extra: rest,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match &self.stop_reason {
            IdleStateUpdateStopReason::EndTurn => {
                map.serialize_entry("stopReason", "end_turn")?
            }
            IdleStateUpdateStopReason::MaxTokens => {
                map.serialize_entry("stopReason", "max_tokens")?
            }
            IdleStateUpdateStopReason::MaxTurnRequests => {
                map.serialize_entry("stopReason", "max_turn_requests")?
            }
            IdleStateUpdateStopReason::Refusal => {
                map.serialize_entry("stopReason", "refusal")?
            }
            IdleStateUpdateStopReason::Cancelled => {
                map.serialize_entry("stopReason", "cancelled")?
            }
            IdleStateUpdateStopReason::Error(_) => {
                map.serialize_entry("stopReason", "error")?
            }
            IdleStateUpdateStopReason::None { null } => {
                if *null {
                    map.serialize_entry("stopReason", &())?;
                }
            }
            IdleStateUpdateStopReason::Other { tag, .. } => {
                map.serialize_entry("stopReason", tag)?
            }
        }
        if !(&self.background).is_absent() {
            map.serialize_entry("background", &self.background)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        #[allow(unused_variables, unreachable_patterns)]
        match &self.stop_reason {
            IdleStateUpdateStopReason::Error(v) => {
                __p::ObjectCodec::__serialize_fields(v, map)?
            }
            IdleStateUpdateStopReason::Other { tag: _ } => {}
            _ => {}
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for IdleStateUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for IdleStateUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// The foreground workflow as a whole is blocked on user action.
///
/// Agents SHOULD report this state when foreground work cannot progress without
/// user action. Pending permissions or elicitations alone do not imply this
/// state if other foreground work can progress, or if the requests belong only
/// to independent background activity. Once reported, agents MUST report
/// `running` when progress resumes, or `idle` if the work ends without resuming.
/// Responding to one request does not itself imply `running`.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct RequiresActionStateUpdate {
    /// Work running independently of foreground work, as a complete snapshot.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    /// background work, not that nothing is running. `[]` means no background work is
    /// running. An Agent that reports background work MUST include it on every state
    /// update for the session. A malformed list is treated as not reported.
    ///
    /// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#background-work)
    pub background: crate::codec::Tri<Vec<BackgroundWork>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl RequiresActionStateUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            background: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Work running independently of foreground work, as a complete snapshot.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    /// background work, not that nothing is running. `[]` means no background work is
    /// running. An Agent that reports background work MUST include it on every state
    /// update for the session. A malformed list is treated as not reported.
    ///
    /// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#background-work)
    #[must_use]
    pub fn background(mut self, v: impl Into<Vec<BackgroundWork>>) -> Self {
        self.background = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for RequiresActionStateUpdate {
    const EXPECTING: &'static str = "an object (RequiresActionStateUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_background: crate::codec::Tri<Vec<BackgroundWork>> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "background" => __p::put_tri(&mut map, &mut f_background, "background")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            background: f_background,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.background).is_absent() {
            map.serialize_entry("background", &self.background)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for RequiresActionStateUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for RequiresActionStateUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A snapshot of the session's aggregate foreground activity.
///
/// Foreground work is the agent's active response or workflow in the session,
/// including model processing, tool execution, and waiting for user action needed
/// to continue that work. It can start with a prompt or be agent-initiated, for
/// example to pursue an ongoing goal or follow up on a completed background task.
/// Either way, the agent MUST report `running` when foreground work starts,
/// or `requires_action` if it starts blocked on user action, and `idle` when it
/// ends. The agent SHOULD include a stop reason on that idle update.
/// Agent-initiated work does not require a prompt request or a synthetic user
/// message.
///
/// `running` may precede user-message insertion, for example during a foreground
/// hook. It is not acknowledgment of insertion, and rejecting a prompt does not
/// itself end foreground work.
///
/// Background activity can continue and emit other `session/update` notifications
/// while `idle`. Those notifications, including a detached task's progress or
/// completion, do not by themselves change this state. A permission request only
/// warrants `requires_action` when foreground work is blocked on user action.
///
/// The agent SHOULD report `requires_action` when the foreground workflow as a
/// whole cannot progress without user action, including permissions or elicitations.
/// Once reported, it MUST report `running` when progress resumes, or `idle` when
/// work ends without resuming.
/// If other foreground work can progress, the state remains `running`. Resolving
/// one of several requests does not itself change the state. Agents SHOULD ignore
/// responses for work that has already ended rather than use them to resume it.
///
/// A new session defaults to idle until a state update reports otherwise.
/// Resume MUST send a current-state snapshot after any replay and before its
/// response. The snapshot reports foreground state after resuming.
/// The response alone does not imply idle.
/// Repeated snapshots are idempotent, not additional work, completions, or usage.
/// A repeated state may carry updated information without another state transition.
/// The agent MUST report `idle` when no foreground activity remains. Completing
/// an individual activity while other foreground work continues does not require
/// an idle boundary. Local commands use the same lifecycle even without model work.
///
/// See protocol docs: [Session States](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#session-states)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum StateUpdate {
    /// Foreground work is in progress.
    Running(RunningStateUpdate),
    /// No foreground work is active. Background activity may continue.
    Idle(IdleStateUpdate),
    /// Foreground work is blocked on user action.
    RequiresAction(RequiresActionStateUpdate),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherStateUpdate),
}
impl StateUpdate {
    /// The `state` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Running(_) => "running",
            Self::Idle(_) => "idle",
            Self::RequiresAction(_) => "requires_action",
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
                "running" => {
                    Self::Running(
                        <RunningStateUpdate as __p::ObjectCodec>::__visit_map(map)?,
                    )
                }
                "idle" => {
                    Self::Idle(<IdleStateUpdate as __p::ObjectCodec>::__visit_map(map)?)
                }
                "requires_action" => {
                    Self::RequiresAction(
                        <RequiresActionStateUpdate as __p::ObjectCodec>::__visit_map(
                            map,
                        )?,
                    )
                }
                _ => {
                    Self::Other(
                        OtherStateUpdate::__visit_map_seeded(
                            map,
                            Some(tag.into_owned()),
                        )?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for StateUpdate {
    const EXPECTING: &'static str = "an object (StateUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        match map.next_key::<__p::Key<'de>>()? {
            Some(k) if k.as_str() == "state" => {
                let t: __p::Key<'de> = map.next_value()?;
                Self::__visit_tagged(__p::TagGuard::new(map, "state"), t)
            }
            Some(k) => {
                let mut buf = __p::buffer_from(k, map)?;
                match __p::lift(__p::take_tag(&mut buf, "state"))? {
                    Some(t) => {
                        __p::lift(
                            Self::__visit_tagged(
                                __p::buffer_access(buf),
                                __p::Key::owned(t),
                            ),
                        )
                    }
                    None => Err(<A::Error as ::serde::de::Error>::missing_field("state")),
                }
            }
            None => Err(<A::Error as ::serde::de::Error>::missing_field("state")),
        }
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        match self {
            Self::Running(v) => {
                map.serialize_entry("state", "running")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Idle(v) => {
                map.serialize_entry("state", "idle")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::RequiresAction(v) => {
                map.serialize_entry("state", "requires_action")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for StateUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for StateUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `StateUpdate` whose `state` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
///
/// Custom or future session state.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Unless the Client advertised support for this state, Agents MUST still
/// report the standard states.
/// Clients MUST NOT treat an unrecognized state as `idle` or present the
/// previous state as confirmed, and show a generic busy state until a known
/// state arrives.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherStateUpdate {
    /// The `state` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherStateUpdate {
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
        let mut f_state: Option<String> = seed;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "state" => __p::put(&mut map, &mut f_state, "state")?,
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_state, "state")?,
            fields,
        })
    }
}
impl __p::ObjectCodec for OtherStateUpdate {
    const EXPECTING: &'static str = "an object (OtherStateUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        map: A,
    ) -> Result<Self, A::Error> {
        Self::__visit_map_seeded(map, None)
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("state", &self.tag)?;
        __p::write_extra(map, &self.fields)
    }
}
impl<'de> ::serde::Deserialize<'de> for OtherStateUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherStateUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A streamed item of tool-call content.
///
/// Tool-call content chunks append one `ToolCallContent` item to the current
/// content for the matching `toolCallId`. Agents can send a `tool_call_update`
/// with `content` when they need to replace the whole content collection
/// instead.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ToolCallContentChunk {
    /// The ID of the tool call this content belongs to.
    pub tool_call_id: ToolCallId,
    /// A single item of content produced by the tool call.
    pub content: ToolCallContent,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ToolCallContentChunk {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        tool_call_id: impl Into<ToolCallId>,
        content: impl Into<ToolCallContent>,
    ) -> Self {
        Self {
            tool_call_id: tool_call_id.into(),
            content: content.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ToolCallContentChunk {
    const EXPECTING: &'static str = "an object (ToolCallContentChunk)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_tool_call_id: Option<ToolCallId> = None;
        let mut f_content: Option<ToolCallContent> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "toolCallId" => __p::put(&mut map, &mut f_tool_call_id, "toolCallId")?,
                "content" => __p::put_object(&mut map, &mut f_content, "content")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            tool_call_id: __p::required(f_tool_call_id, "toolCallId")?,
            content: __p::required(f_content, "content")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("toolCallId", &self.tool_call_id)?;
        map.serialize_entry("content", &self.content)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ToolCallContentChunk {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ToolCallContentChunk {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// An authoritative replacement snapshot of terminal output bytes.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TerminalOutput {
    /// Base64-encoded replacement terminal output bytes.
    pub data: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TerminalOutput {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(data: impl Into<String>) -> Self {
        Self {
            data: data.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TerminalOutput {
    const EXPECTING: &'static str = "an object (TerminalOutput)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_data: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "data" => __p::put(&mut map, &mut f_data, "data")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            data: __p::required(f_data, "data")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("data", &self.data)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for TerminalOutput {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TerminalOutput {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Exit information for an agent-owned terminal.
///
/// The presence of this object marks the terminal as exited, even when neither
/// an exit code nor a signal is known.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct TerminalExitStatus {
    /// Process exit code as the platform reports it, when known. Negative values are
    /// allowed, for example signed Windows exit codes. Omitted and `null` are equivalent.
    pub exit_code: crate::codec::Tri<i64>,
    /// Signal that terminated the process, when known.
    ///
    /// Agents should use the conventional platform signal name. POSIX examples
    /// include `SIGTERM`, `SIGKILL`, and `SIGINT`. Other platforms may use a
    /// platform-specific name. Omitted and `null` are equivalent.
    pub signal: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// Process exit code as the platform reports it, when known. Negative values are
    /// allowed, for example signed Windows exit codes. Omitted and `null` are equivalent.
    #[must_use]
    pub fn exit_code(mut self, v: impl Into<i64>) -> Self {
        self.exit_code = crate::codec::Tri::Value(v.into());
        self
    }
    /// Signal that terminated the process, when known.
    ///
    /// Agents should use the conventional platform signal name. POSIX examples
    /// include `SIGTERM`, `SIGKILL`, and `SIGINT`. Other platforms may use a
    /// platform-specific name. Omitted and `null` are equivalent.
    #[must_use]
    pub fn signal(mut self, v: impl Into<String>) -> Self {
        self.signal = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_exit_code: crate::codec::Tri<i64> = crate::codec::Tri::Absent;
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
/// The size of an agent-owned terminal in character cells.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TerminalSize {
    /// Number of columns.
    pub cols: u16,
    /// Number of rows.
    pub rows: u16,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TerminalSize {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(cols: impl Into<u16>, rows: impl Into<u16>) -> Self {
        Self {
            cols: cols.into(),
            rows: rows.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TerminalSize {
    const EXPECTING: &'static str = "an object (TerminalSize)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_cols: Option<u16> = None;
        let mut f_rows: Option<u16> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "cols" => __p::put(&mut map, &mut f_cols, "cols")?,
                "rows" => __p::put(&mut map, &mut f_rows, "rows")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            cols: __p::required(f_cols, "cols")?,
            rows: __p::required(f_rows, "rows")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("cols", &self.cols)?;
        map.serialize_entry("rows", &self.rows)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for TerminalSize {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TerminalSize {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Client-initiated controls a terminal currently supports.
///
/// A malformed value falls back to no controls, so the Client never sends a request the
/// Agent did not advertise.
///
/// See protocol docs: [Cancelling Terminals](https://agentclientprotocol.com/protocol/v2/tool-calls#cancelling-terminals)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct TerminalCapabilities {
    /// Permits the Client to cancel this terminal with `terminal/cancel`.
    ///
    /// Omitted and `null` are equivalent and mean unsupported. An object (including `{}`)
    /// means supported. Agents SHOULD stop advertising it once the terminal reports `exitStatus`.
    pub cancel: crate::codec::Tri<TerminalCancelCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TerminalCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            cancel: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Permits the Client to cancel this terminal with `terminal/cancel`.
    ///
    /// Omitted and `null` are equivalent and mean unsupported. An object (including `{}`)
    /// means supported. Agents SHOULD stop advertising it once the terminal reports `exitStatus`.
    #[must_use]
    pub fn cancel(mut self, v: impl Into<TerminalCancelCapabilities>) -> Self {
        self.cancel = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TerminalCapabilities {
    const EXPECTING: &'static str = "an object (TerminalCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_cancel: crate::codec::Tri<TerminalCancelCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "cancel" => __p::put_tri(&mut map, &mut f_cancel, "cancel")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            cancel: f_cancel,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        if !(&self.cancel).is_absent() {
            map.serialize_entry("cancel", &self.cancel)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for TerminalCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TerminalCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capability to cancel a terminal with `terminal/cancel`.
///
/// Supplying `{}` advertises support. An omitted or `null` `cancel` does not.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct TerminalCancelCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TerminalCancelCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TerminalCancelCapabilities {
    const EXPECTING: &'static str = "an object (TerminalCancelCapabilities)";
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
impl<'de> ::serde::Deserialize<'de> for TerminalCancelCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TerminalCancelCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// An upsert for the stored state of an agent-owned terminal.
///
/// Only `terminalId` is required. Other fields have patch
/// semantics: omitted fields leave the stored value unchanged, `null` clears
/// it, and concrete values replace it. A concrete `_meta` object instead
/// patches the stored metadata by top-level key. When the terminal ID is new,
/// omitted fields start unknown.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TerminalUpdate {
    /// Unique identifier for this terminal within the session.
    pub terminal_id: TerminalId,
    /// The command being run.
    pub command: crate::codec::Tri<String>,
    /// The absolute working directory of the command.
    pub cwd: crate::codec::Tri<AbsolutePath>,
    /// An authoritative replacement snapshot of terminal output bytes.
    pub output: crate::codec::Tri<TerminalOutput>,
    /// Exit information. A concrete object marks the terminal as exited.
    pub exit_status: crate::codec::Tri<TerminalExitStatus>,
    /// The terminal size the command runs with, when known.
    ///
    /// Clients can render output at this size so that column layouts, progress bars,
    /// and cursor-positioned output display as the program wrote them.
    pub size: crate::codec::Tri<TerminalSize>,
    /// Client-initiated controls this terminal currently supports, such as cancellation.
    ///
    /// Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
    /// the whole previous value. A new terminal starts with none.
    pub capabilities: crate::codec::Tri<TerminalCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TerminalUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(terminal_id: impl Into<TerminalId>) -> Self {
        Self {
            terminal_id: terminal_id.into(),
            command: Default::default(),
            cwd: Default::default(),
            output: Default::default(),
            exit_status: Default::default(),
            size: Default::default(),
            capabilities: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The command being run.
    #[must_use]
    pub fn command(mut self, v: impl Into<String>) -> Self {
        self.command = crate::codec::Tri::Value(v.into());
        self
    }
    /// The absolute working directory of the command.
    #[must_use]
    pub fn cwd(mut self, v: impl Into<AbsolutePath>) -> Self {
        self.cwd = crate::codec::Tri::Value(v.into());
        self
    }
    /// An authoritative replacement snapshot of terminal output bytes.
    #[must_use]
    pub fn output(mut self, v: impl Into<TerminalOutput>) -> Self {
        self.output = crate::codec::Tri::Value(v.into());
        self
    }
    /// Exit information. A concrete object marks the terminal as exited.
    #[must_use]
    pub fn exit_status(mut self, v: impl Into<TerminalExitStatus>) -> Self {
        self.exit_status = crate::codec::Tri::Value(v.into());
        self
    }
    /// The terminal size the command runs with, when known.
    ///
    /// Clients can render output at this size so that column layouts, progress bars,
    /// and cursor-positioned output display as the program wrote them.
    #[must_use]
    pub fn size(mut self, v: impl Into<TerminalSize>) -> Self {
        self.size = crate::codec::Tri::Value(v.into());
        self
    }
    /// Client-initiated controls this terminal currently supports, such as cancellation.
    ///
    /// Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
    /// the whole previous value. A new terminal starts with none.
    #[must_use]
    pub fn capabilities(mut self, v: impl Into<TerminalCapabilities>) -> Self {
        self.capabilities = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TerminalUpdate {
    const EXPECTING: &'static str = "an object (TerminalUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_terminal_id: Option<TerminalId> = None;
        let mut f_command: crate::codec::Tri<String> = crate::codec::Tri::Absent;
        let mut f_cwd: crate::codec::Tri<AbsolutePath> = crate::codec::Tri::Absent;
        let mut f_output: crate::codec::Tri<TerminalOutput> = crate::codec::Tri::Absent;
        let mut f_exit_status: crate::codec::Tri<TerminalExitStatus> = crate::codec::Tri::Absent;
        let mut f_size: crate::codec::Tri<TerminalSize> = crate::codec::Tri::Absent;
        let mut f_capabilities: crate::codec::Tri<TerminalCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "terminalId" => __p::put(&mut map, &mut f_terminal_id, "terminalId")?,
                "command" => __p::put_tri(&mut map, &mut f_command, "command")?,
                "cwd" => __p::put_tri(&mut map, &mut f_cwd, "cwd")?,
                "output" => __p::put_tri(&mut map, &mut f_output, "output")?,
                "exitStatus" => __p::put_tri(&mut map, &mut f_exit_status, "exitStatus")?,
                "size" => __p::put_tri(&mut map, &mut f_size, "size")?,
                "capabilities" => {
                    __p::put_tri(&mut map, &mut f_capabilities, "capabilities")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            terminal_id: __p::required(f_terminal_id, "terminalId")?,
            command: f_command,
            cwd: f_cwd,
            output: f_output,
            exit_status: f_exit_status,
            size: f_size,
            capabilities: f_capabilities,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("terminalId", &self.terminal_id)?;
        if !(&self.command).is_absent() {
            map.serialize_entry("command", &self.command)?;
        }
        if !(&self.cwd).is_absent() {
            map.serialize_entry("cwd", &self.cwd)?;
        }
        if !(&self.output).is_absent() {
            map.serialize_entry("output", &self.output)?;
        }
        if !(&self.exit_status).is_absent() {
            map.serialize_entry("exitStatus", &self.exit_status)?;
        }
        if !(&self.size).is_absent() {
            map.serialize_entry("size", &self.size)?;
        }
        if !(&self.capabilities).is_absent() {
            map.serialize_entry("capabilities", &self.capabilities)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for TerminalUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TerminalUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A chunk of bytes appended to an agent-owned terminal's output.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TerminalOutputChunk {
    /// The terminal receiving these bytes.
    pub terminal_id: TerminalId,
    /// Independently base64-encoded terminal output bytes.
    pub data: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TerminalOutputChunk {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(terminal_id: impl Into<TerminalId>, data: impl Into<String>) -> Self {
        Self {
            terminal_id: terminal_id.into(),
            data: data.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TerminalOutputChunk {
    const EXPECTING: &'static str = "an object (TerminalOutputChunk)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_terminal_id: Option<TerminalId> = None;
        let mut f_data: Option<String> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "terminalId" => __p::put(&mut map, &mut f_terminal_id, "terminalId")?,
                "data" => __p::put(&mut map, &mut f_data, "data")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            terminal_id: __p::required(f_terminal_id, "terminalId")?,
            data: __p::required(f_data, "data")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("terminalId", &self.terminal_id)?;
        map.serialize_entry("data", &self.data)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for TerminalOutputChunk {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TerminalOutputChunk {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Updated content for a plan.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum PlanUpdateContent {
    /// Structured plan entries.
    Items(PlanItems),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherPlanUpdateContent),
}
impl PlanUpdateContent {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Items(_) => "items",
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
                "items" => {
                    Self::Items(<PlanItems as __p::ObjectCodec>::__visit_map(map)?)
                }
                _ => {
                    Self::Other(
                        OtherPlanUpdateContent::__visit_map_seeded(
                            map,
                            Some(tag.into_owned()),
                        )?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for PlanUpdateContent {
    const EXPECTING: &'static str = "an object (PlanUpdateContent)";
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
            Self::Items(v) => {
                map.serialize_entry("type", "items")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for PlanUpdateContent {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for PlanUpdateContent {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `PlanUpdateContent` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
///
/// Custom or future plan update content.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Receivers that do not understand this content type should preserve the
/// raw payload when storing, replaying, proxying, or forwarding plans, and
/// otherwise ignore it or display it generically. It still replaces any earlier
/// content for the same `planId`.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherPlanUpdateContent {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// The plan ID to update.
    pub plan_id: PlanId,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherPlanUpdateContent {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(tag: impl Into<String>, plan_id: impl Into<PlanId>) -> Self {
        Self {
            tag: tag.into(),
            plan_id: plan_id.into(),
            fields: ::serde_json::Map::new(),
        }
    }
    #[doc(hidden)]
    pub fn __visit_map_seeded<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
        seed: Option<String>,
    ) -> Result<Self, A::Error> {
        let mut f_type: Option<String> = seed;
        let mut f_plan_id: Option<PlanId> = None;
        let mut fields = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "type" => __p::put(&mut map, &mut f_type, "type")?,
                "planId" => __p::put(&mut map, &mut f_plan_id, "planId")?,
                _ => __p::put_extra(&mut map, &mut fields, key)?,
            }
        }
        Ok(Self {
            tag: __p::required(f_type, "type")?,
            plan_id: __p::required(f_plan_id, "planId")?,
            fields,
        })
    }
}
impl __p::ObjectCodec for OtherPlanUpdateContent {
    const EXPECTING: &'static str = "an object (OtherPlanUpdateContent)";
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
        map.serialize_entry("planId", &self.plan_id)?;
        __p::write_extra(map, &self.fields)
    }
}
impl<'de> ::serde::Deserialize<'de> for OtherPlanUpdateContent {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherPlanUpdateContent {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A single entry in the execution plan.
///
/// Represents a task or goal that the assistant intends to accomplish
/// as part of fulfilling the user's request.
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v2/agent-plan#plan-entries)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v2/agent-plan#plan-entries)
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
    /// Custom or future plan entry priority.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
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
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v2/agent-plan#plan-entries)
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
    /// The task was cancelled before it completed.
    Cancelled,
    /// Custom or future plan entry status.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Other(String),
}
impl PlanEntryStatus {
    /// The wire string.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Pending => "pending",
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Cancelled => "cancelled",
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
            "cancelled" => Self::Cancelled,
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
            "cancelled" => Self::Cancelled,
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
                "cancelled" => Self::Cancelled,
                _ => Self::Other(k.into_owned()),
            },
        )
    }
}
/// A plan represented as structured entries.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct PlanItems {
    /// The plan ID to update.
    pub plan_id: PlanId,
    /// The list of tasks to be accomplished.
    ///
    /// When updating an item-based plan, the agent must send a complete list of all entries
    /// with their current status. The client replaces that plan with each update.
    pub entries: Vec<PlanEntry>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl PlanItems {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(plan_id: impl Into<PlanId>, entries: impl Into<Vec<PlanEntry>>) -> Self {
        Self {
            plan_id: plan_id.into(),
            entries: entries.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for PlanItems {
    const EXPECTING: &'static str = "an object (PlanItems)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_plan_id: Option<PlanId> = None;
        let mut f_entries: Option<Vec<PlanEntry>> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "planId" => __p::put(&mut map, &mut f_plan_id, "planId")?,
                "entries" => __p::put(&mut map, &mut f_entries, "entries")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            plan_id: __p::required(f_plan_id, "planId")?,
            entries: __p::required(f_entries, "entries")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("planId", &self.plan_id)?;
        map.serialize_entry("entries", &self.entries)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for PlanItems {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for PlanItems {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A content update for a plan identified by ID.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct PlanUpdate {
    /// The updated plan content.
    pub plan: PlanUpdateContent,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl PlanUpdate {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(plan: impl Into<PlanUpdateContent>) -> Self {
        Self {
            plan: plan.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for PlanUpdate {
    const EXPECTING: &'static str = "an object (PlanUpdate)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_plan: Option<PlanUpdateContent> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "plan" => __p::put_object(&mut map, &mut f_plan, "plan")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            plan: __p::required(f_plan, "plan")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("plan", &self.plan)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for PlanUpdate {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for PlanUpdate {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Available commands are ready or have changed
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct AvailableCommandsUpdate {
    /// Commands the agent can execute.
    pub available_commands: Vec<AvailableCommand>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Session configuration options have been updated.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ConfigOptionUpdate {
    /// The full set of configuration options and their current values.
    pub config_options: Vec<SessionConfigOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
///
/// Omitted fields leave the existing session info unchanged. `null` clears the
/// corresponding value. A concrete `_meta` object patches the stored metadata by
/// top-level key.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct SessionInfoUpdate {
    /// Human-readable title for the session. Set to null to clear.
    pub title: crate::codec::Tri<String>,
    /// RFC 3339 timestamp of last activity. Set to null to clear.
    pub updated_at: crate::codec::Tri<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
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
    /// RFC 3339 timestamp of last activity. Set to null to clear.
    #[must_use]
    pub fn updated_at(mut self, v: impl Into<String>) -> Self {
        self.updated_at = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// Cumulative session cost.
    ///
    /// Omitted leaves the last reported cost unchanged. `null` clears it. A value replaces it.
    pub cost: crate::codec::Tri<Cost>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// Cumulative session cost.
    ///
    /// Omitted leaves the last reported cost unchanged. `null` clears it. A value replaces it.
    #[must_use]
    pub fn cost(mut self, v: impl Into<Cost>) -> Self {
        self.cost = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// No Client capability is required, and unsupported Clients may ignore notices.
///
/// See protocol docs: [Session Notices](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#session-notices)
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
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
///
/// `summary`, `error`, and `_meta` have patch semantics: omission leaves the
/// stored value unchanged, `null` clears it, and a concrete value replaces it.
/// `summary: []` also clears the summary. A concrete `_meta` object patches the
/// stored metadata by top-level key instead of replacing it.
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
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
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
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/extensibility#metadata-patches)
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
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CompactionSummaryChunk {
    /// ID of the compaction whose summary receives this content.
    pub compaction_id: CompactionId,
    /// One content block to append.
    pub content: ContentBlock,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
///
/// This notification is not a foreground state update.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CompleteElicitationNotification {
    /// The ID of the elicitation that completed.
    pub elicitation_id: ElicitationId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v2/initialization)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct InitializeRequest {
    /// The latest protocol version supported by the client.
    pub protocol_version: ProtocolVersion,
    /// Information about the implementation sending this initialize request.
    pub info: Implementation,
    /// Capabilities supported by the client.
    pub capabilities: Option<ClientCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl InitializeRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        protocol_version: impl Into<ProtocolVersion>,
        info: impl Into<Implementation>,
    ) -> Self {
        Self {
            protocol_version: protocol_version.into(),
            info: info.into(),
            capabilities: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Capabilities supported by the client.
    #[must_use]
    pub fn capabilities(mut self, v: impl Into<ClientCapabilities>) -> Self {
        self.capabilities = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
    /// `capabilities`, or the schema default `{}` when absent (the default is never written out).
    pub fn capabilities_or_default(&self) -> ClientCapabilities {
        self.capabilities.clone().unwrap_or_default()
    }
}
impl __p::ObjectCodec for InitializeRequest {
    const EXPECTING: &'static str = "an object (InitializeRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_protocol_version: Option<ProtocolVersion> = None;
        let mut f_info: Option<Implementation> = None;
        let mut f_capabilities: Option<ClientCapabilities> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "protocolVersion" => {
                    __p::put(&mut map, &mut f_protocol_version, "protocolVersion")?
                }
                "info" => __p::put_object(&mut map, &mut f_info, "info")?,
                "capabilities" => {
                    __p::put_object(&mut map, &mut f_capabilities, "capabilities")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            protocol_version: __p::required(f_protocol_version, "protocolVersion")?,
            info: __p::required(f_info, "info")?,
            capabilities: f_capabilities,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("protocolVersion", &self.protocol_version)?;
        map.serialize_entry("info", &self.info)?;
        if let Some(v) = &self.capabilities {
            map.serialize_entry("capabilities", v)?;
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
/// See protocol docs: [Client Capabilities](https://agentclientprotocol.com/protocol/v2/initialization#client-capabilities)
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ClientCapabilities {
    /// Authentication capabilities supported by the client.
    /// Determines which authentication method types the agent may include
    /// in its `InitializeResponse`.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the client does not advertise any
    /// authentication-method extensions.
    pub auth: crate::codec::Tri<ClientAuthCapabilities>,
    /// Elicitation capabilities supported by the client.
    /// Determines which elicitation modes the agent may use.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the client does not advertise
    /// elicitation support.
    pub elicitation: crate::codec::Tri<ElicitationCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ClientCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            auth: Default::default(),
            elicitation: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Authentication capabilities supported by the client.
    /// Determines which authentication method types the agent may include
    /// in its `InitializeResponse`.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the client does not advertise any
    /// authentication-method extensions.
    #[must_use]
    pub fn auth(mut self, v: impl Into<ClientAuthCapabilities>) -> Self {
        self.auth = crate::codec::Tri::Value(v.into());
        self
    }
    /// Elicitation capabilities supported by the client.
    /// Determines which elicitation modes the agent may use.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the client does not advertise
    /// elicitation support.
    #[must_use]
    pub fn elicitation(mut self, v: impl Into<ElicitationCapabilities>) -> Self {
        self.elicitation = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ClientCapabilities {
    const EXPECTING: &'static str = "an object (ClientCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_auth: crate::codec::Tri<ClientAuthCapabilities> = crate::codec::Tri::Absent;
        let mut f_elicitation: crate::codec::Tri<ElicitationCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "auth" => __p::put_tri(&mut map, &mut f_auth, "auth")?,
                "elicitation" => {
                    __p::put_tri(&mut map, &mut f_elicitation, "elicitation")?
                }
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
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
        if !(&self.auth).is_absent() {
            map.serialize_entry("auth", &self.auth)?;
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
/// Authentication capabilities supported by the client.
///
/// Advertised during initialization to inform the agent which authentication
/// method types the client can handle. This governs opt-in types that require
/// additional client-side support.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ClientAuthCapabilities {
    /// Whether the client supports `terminal` authentication methods.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the client does not advertise support.
    /// The client should supply `{}` only when it can reproduce the configured
    /// agent invocation in an interactive terminal. Supplying `{}` means the
    /// agent may include `terminal` entries in its authentication methods.
    pub terminal: crate::codec::Tri<TerminalAuthCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ClientAuthCapabilities {
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
    /// Optional. Omitted and `null` are equivalent and mean the client does not advertise support.
    /// The client should supply `{}` only when it can reproduce the configured
    /// agent invocation in an interactive terminal. Supplying `{}` means the
    /// agent may include `terminal` entries in its authentication methods.
    #[must_use]
    pub fn terminal(mut self, v: impl Into<TerminalAuthCapabilities>) -> Self {
        self.terminal = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ClientAuthCapabilities {
    const EXPECTING: &'static str = "an object (ClientAuthCapabilities)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_terminal: crate::codec::Tri<TerminalAuthCapabilities> = crate::codec::Tri::Absent;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "terminal" => __p::put_tri(&mut map, &mut f_terminal, "terminal")?,
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
        if !(&self.terminal).is_absent() {
            map.serialize_entry("terminal", &self.terminal)?;
        }
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for ClientAuthCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ClientAuthCapabilities {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Capabilities for terminal authentication methods.
///
/// Supplying `{}` means the client can reproduce the configured agent
/// invocation in an interactive terminal and supports terminal authentication
/// methods.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct TerminalAuthCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl TerminalAuthCapabilities {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for TerminalAuthCapabilities {
    const EXPECTING: &'static str = "an object (TerminalAuthCapabilities)";
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
impl<'de> ::serde::Deserialize<'de> for TerminalAuthCapabilities {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for TerminalAuthCapabilities {
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
    /// Optional. Omitted and `null` are equivalent and mean the client does not advertise support.
    /// Supplying `{}` means the client supports URL-based elicitation.
    pub url: crate::codec::Tri<ElicitationUrlCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// Optional. Omitted and `null` are equivalent and mean the client does not advertise support.
    /// Supplying `{}` means the client supports URL-based elicitation.
    #[must_use]
    pub fn url(mut self, v: impl Into<ElicitationUrlCapabilities>) -> Self {
        self.url = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Request parameters for the `auth/login` method.
///
/// Specifies which authentication method to use.
///
/// Agents MUST support this method when their `initialize` response included
/// a non-empty `authMethods` list. Clients MUST NOT call this method
/// when `authMethods` was omitted or empty.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct LoginAuthRequest {
    /// The ID of the authentication method to use.
    /// Must be one of the methods advertised in the initialize response.
    pub method_id: AuthMethodId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl LoginAuthRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(method_id: impl Into<AuthMethodId>) -> Self {
        Self {
            method_id: method_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for LoginAuthRequest {
    const EXPECTING: &'static str = "an object (LoginAuthRequest)";
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
impl<'de> ::serde::Deserialize<'de> for LoginAuthRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for LoginAuthRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for the `auth/logout` method.
///
/// Terminates the current authenticated session.
///
/// Agents MUST support this method when their `initialize` response included
/// a non-empty `authMethods` list. Clients MUST NOT call this method
/// when `authMethods` was omitted or empty.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct LogoutAuthRequest {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl LogoutAuthRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for LogoutAuthRequest {
    const EXPECTING: &'static str = "an object (LogoutAuthRequest)";
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
impl<'de> ::serde::Deserialize<'de> for LogoutAuthRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for LogoutAuthRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for creating a new session.
///
/// See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v2/session-setup#creating-a-session)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct NewSessionRequest {
    /// The working directory for this session. Must be an absolute path.
    pub cwd: AbsolutePath,
    /// Additional workspace roots for this session. Each path must be absolute.
    ///
    /// These expand the session's workspace scope without changing `cwd`, which
    /// remains the base for relative paths. When omitted or empty, no
    /// additional roots are activated for the new session.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub additional_directories: Option<Vec<AbsolutePath>>,
    /// List of MCP (Model Context Protocol) servers the agent should connect to.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub mcp_servers: Option<Vec<McpServer>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl NewSessionRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(cwd: impl Into<AbsolutePath>) -> Self {
        Self {
            cwd: cwd.into(),
            additional_directories: Default::default(),
            mcp_servers: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Additional workspace roots for this session. Each path must be absolute.
    ///
    /// These expand the session's workspace scope without changing `cwd`, which
    /// remains the base for relative paths. When omitted or empty, no
    /// additional roots are activated for the new session.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn additional_directories(mut self, v: impl Into<Vec<AbsolutePath>>) -> Self {
        self.additional_directories = Some(v.into());
        self
    }
    /// List of MCP (Model Context Protocol) servers the agent should connect to.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn mcp_servers(mut self, v: impl Into<Vec<McpServer>>) -> Self {
        self.mcp_servers = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_cwd: Option<AbsolutePath> = None;
        let mut f_additional_directories: Option<Vec<AbsolutePath>> = None;
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
            mcp_servers: f_mcp_servers,
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
        if let Some(v) = &self.mcp_servers {
            map.serialize_entry("mcpServers", v)?;
        }
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
/// See protocol docs: [MCP Servers](https://agentclientprotocol.com/protocol/v2/session-setup#mcp-servers)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum McpServer {
    /// HTTP transport configuration
    ///
    /// Only available when the Agent capabilities include `session.mcp.http`.
    Http(McpServerHttp),
    /// Stdio transport configuration
    ///
    /// Only available when the Agent capabilities include `session.mcp.stdio`.
    Stdio(McpServerStdio),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherMcpServer),
}
impl McpServer {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Http(_) => "http",
            Self::Stdio(_) => "stdio",
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
                "http" => {
                    Self::Http(<McpServerHttp as __p::ObjectCodec>::__visit_map(map)?)
                }
                "stdio" => {
                    Self::Stdio(<McpServerStdio as __p::ObjectCodec>::__visit_map(map)?)
                }
                _ => {
                    Self::Other(
                        OtherMcpServer::__visit_map_seeded(map, Some(tag.into_owned()))?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for McpServer {
    const EXPECTING: &'static str = "an object (McpServer)";
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
            Self::Http(v) => {
                map.serialize_entry("type", "http")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Stdio(v) => {
                map.serialize_entry("type", "stdio")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
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
///
/// Custom or future MCP server transport configuration.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Receivers that do not understand this transport should preserve the raw
/// payload when storing, replaying, proxying, or forwarding session setup
/// data. Agents MUST reject a request with a transport they do not support
/// with `-32602`.
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// HTTP headers to set when making requests to the MCP server. Headers the MCP transport
    /// defines are owned by the transport, and Agents use the transport's values for them.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub headers: Option<Vec<HttpHeader>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl McpServerHttp {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(name: impl Into<String>, url: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            url: url.into(),
            headers: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// HTTP headers to set when making requests to the MCP server. Headers the MCP transport
    /// defines are owned by the transport, and Agents use the transport's values for them.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn headers(mut self, v: impl Into<Vec<HttpHeader>>) -> Self {
        self.headers = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
            headers: f_headers,
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
        if let Some(v) = &self.headers {
            map.serialize_entry("headers", v)?;
        }
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
/// Stdio transport configuration for MCP.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct McpServerStdio {
    /// Human-readable name identifying this MCP server.
    pub name: String,
    /// Absolute path to the MCP server executable.
    pub command: AbsolutePath,
    /// Command-line arguments to pass to the MCP server.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub args: Option<Vec<String>>,
    /// Environment variables to set when launching the MCP server. Names SHOULD be unique.
    /// Agents MAY reject duplicates with `-32602`, and otherwise the last entry wins.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub env: Option<Vec<EnvVariable>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl McpServerStdio {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(name: impl Into<String>, command: impl Into<AbsolutePath>) -> Self {
        Self {
            name: name.into(),
            command: command.into(),
            args: Default::default(),
            env: Default::default(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// Command-line arguments to pass to the MCP server.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn args(mut self, v: impl Into<Vec<String>>) -> Self {
        self.args = Some(v.into());
        self
    }
    /// Environment variables to set when launching the MCP server. Names SHOULD be unique.
    /// Agents MAY reject duplicates with `-32602`, and otherwise the last entry wins.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn env(mut self, v: impl Into<Vec<EnvVariable>>) -> Self {
        self.env = Some(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_command: Option<AbsolutePath> = None;
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
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("command", &self.command)?;
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
/// Request parameters for listing existing sessions.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ListSessionsRequest {
    /// Filter sessions by working directory. Must be an absolute path.
    ///
    /// Only sessions whose `cwd` is this same directory match. Subdirectories and
    /// `additionalDirectories` don't. Agents MAY normalize paths when comparing.
    ///
    /// Omitted and `null` are equivalent and mean sessions are not filtered by working directory.
    pub cwd: crate::codec::Tri<AbsolutePath>,
    /// Opaque cursor token from a previous response's nextCursor field for cursor-based pagination
    ///
    /// Omitted and `null` are equivalent and mean the first page is requested.
    pub cursor: crate::codec::Tri<SessionListCursor>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    ///
    /// Only sessions whose `cwd` is this same directory match. Subdirectories and
    /// `additionalDirectories` don't. Agents MAY normalize paths when comparing.
    ///
    /// Omitted and `null` are equivalent and mean sessions are not filtered by working directory.
    #[must_use]
    pub fn cwd(mut self, v: impl Into<AbsolutePath>) -> Self {
        self.cwd = crate::codec::Tri::Value(v.into());
        self
    }
    /// Opaque cursor token from a previous response's nextCursor field for cursor-based pagination
    ///
    /// Omitted and `null` are equivalent and mean the first page is requested.
    #[must_use]
    pub fn cursor(mut self, v: impl Into<SessionListCursor>) -> Self {
        self.cursor = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_cwd: crate::codec::Tri<AbsolutePath> = crate::codec::Tri::Absent;
        let mut f_cursor: crate::codec::Tri<SessionListCursor> = crate::codec::Tri::Absent;
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
/// Only available if the Agent supports the `session.delete` capability.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct DeleteSessionRequest {
    /// The ID of the session to delete.
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Resumes an existing session and optionally replays retained conversation
/// history according to `replayFrom`.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ResumeSessionRequest {
    /// The ID of the session to resume.
    pub session_id: SessionId,
    /// The working directory for this session. Must be an absolute path.
    ///
    /// Clients MUST send the session's working directory. Agents MAY reject a different directory
    /// with `-32602`, and MAY normalize paths when comparing.
    pub cwd: AbsolutePath,
    /// Additional workspace roots to activate for this session. Each path must be absolute.
    ///
    /// When omitted or empty, no additional roots are activated. When non-empty,
    /// this is the complete resulting additional-root list for the resumed
    /// session. It may differ from any previously used or reported list as long as
    /// the request `cwd` matches the session's `cwd`.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub additional_directories: Option<Vec<AbsolutePath>>,
    /// List of MCP servers to connect to for this session.
    ///
    /// The complete set of Client-provided servers. Omitted and `[]` mean none. Agents SHOULD
    /// NOT restore servers from earlier requests.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    pub mcp_servers: Option<Vec<McpServer>>,
    /// Inclusive cursor describing where conversation replay should begin.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent should resume without
    /// replaying previous conversation history. Replay cursors are inclusive:
    /// replay includes the position identified by the cursor. Supplying
    /// `{ "type": "start" }` means the Agent should replay all retained
    /// conversation history before responding.
    ///
    /// Agents MUST reject unsupported cursor types or malformed cursor values
    /// with `-32602` (Invalid params), rather than substituting another cursor
    /// or resuming without replay.
    pub replay_from: crate::codec::Tri<ReplayFrom>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ResumeSessionRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>, cwd: impl Into<AbsolutePath>) -> Self {
        Self {
            session_id: session_id.into(),
            cwd: cwd.into(),
            additional_directories: Default::default(),
            mcp_servers: Default::default(),
            replay_from: Default::default(),
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
    pub fn additional_directories(mut self, v: impl Into<Vec<AbsolutePath>>) -> Self {
        self.additional_directories = Some(v.into());
        self
    }
    /// List of MCP servers to connect to for this session.
    ///
    /// The complete set of Client-provided servers. Omitted and `[]` mean none. Agents SHOULD
    /// NOT restore servers from earlier requests.
    ///
    /// (acp-wire: a `null` here is accepted and read as empty.)
    #[must_use]
    pub fn mcp_servers(mut self, v: impl Into<Vec<McpServer>>) -> Self {
        self.mcp_servers = Some(v.into());
        self
    }
    /// Inclusive cursor describing where conversation replay should begin.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent should resume without
    /// replaying previous conversation history. Replay cursors are inclusive:
    /// replay includes the position identified by the cursor. Supplying
    /// `{ "type": "start" }` means the Agent should replay all retained
    /// conversation history before responding.
    ///
    /// Agents MUST reject unsupported cursor types or malformed cursor values
    /// with `-32602` (Invalid params), rather than substituting another cursor
    /// or resuming without replay.
    #[must_use]
    pub fn replay_from(mut self, v: impl Into<ReplayFrom>) -> Self {
        self.replay_from = crate::codec::Tri::Value(v.into());
        self
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
        let mut f_cwd: Option<AbsolutePath> = None;
        let mut f_additional_directories: Option<Vec<AbsolutePath>> = None;
        let mut f_mcp_servers: Option<Vec<McpServer>> = None;
        let mut f_replay_from: crate::codec::Tri<ReplayFrom> = crate::codec::Tri::Absent;
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
                "replayFrom" => __p::put_tri(&mut map, &mut f_replay_from, "replayFrom")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            cwd: __p::required(f_cwd, "cwd")?,
            additional_directories: f_additional_directories,
            mcp_servers: f_mcp_servers,
            replay_from: f_replay_from,
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
        if !(&self.replay_from).is_absent() {
            map.serialize_entry("replayFrom", &self.replay_from)?;
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
/// Inclusive cursor describing where replayed session history should begin.
///
/// Replay includes the position identified by the cursor.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ReplayFrom {
    /// Replay all retained conversation history from its first replayable entry.
    Start(ReplayFromStart),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherReplayFrom),
}
impl ReplayFrom {
    /// The `type` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Start(_) => "start",
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
                "start" => {
                    Self::Start(<ReplayFromStart as __p::ObjectCodec>::__visit_map(map)?)
                }
                _ => {
                    Self::Other(
                        OtherReplayFrom::__visit_map_seeded(map, Some(tag.into_owned()))?,
                    )
                }
            },
        )
    }
}
impl __p::ObjectCodec for ReplayFrom {
    const EXPECTING: &'static str = "an object (ReplayFrom)";
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
            Self::Start(v) => {
                map.serialize_entry("type", "start")?;
                __p::ObjectCodec::__serialize_fields(v, map)
            }
            Self::Other(v) => __p::ObjectCodec::__serialize_fields(v, map),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for ReplayFrom {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ReplayFrom {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// A `ReplayFrom` whose `type` is not known to this version of the schema: the tag and every member are kept and written back unchanged.
///
/// Custom or future replay cursor.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Intermediaries SHOULD preserve the raw payload when storing, replaying,
/// proxying, or forwarding requests. Agents that do not support this cursor
/// MUST reject the request with `-32602` (Invalid params), rather than
/// substituting another cursor or resuming without replay.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct OtherReplayFrom {
    /// The `type` value (not one of the known ones).
    pub tag: String,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub fields: ::serde_json::Map<String, ::serde_json::Value>,
}
impl OtherReplayFrom {
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
impl __p::ObjectCodec for OtherReplayFrom {
    const EXPECTING: &'static str = "an object (OtherReplayFrom)";
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
impl<'de> ::serde::Deserialize<'de> for OtherReplayFrom {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for OtherReplayFrom {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Inclusive replay cursor requesting replay from the start of retained conversation history.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ReplayFromStart {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl ReplayFromStart {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for ReplayFromStart {
    const EXPECTING: &'static str = "an object (ReplayFromStart)";
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
impl<'de> ::serde::Deserialize<'de> for ReplayFromStart {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for ReplayFromStart {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for closing an active session.
///
/// The Agent MUST cancel any ongoing work related to the session as if `session/cancel`
/// was called, then free the resources associated with the session. Unlike `session/cancel`,
/// closing also stops the session's background work. After the close response, the Agent
/// sends no other messages for the session on that connection.
///
/// Closing a session that does not exist or is not active SHOULD succeed, and Clients SHOULD
/// treat a `-32002` response as a successful close.
///
/// When closing cancels active foreground work, the Agent MUST send the final
/// updates for that work and the idle `state_update` with `stopReason: "cancelled"`
/// before responding successfully to `session/close`. Closing an idle session
/// does not itself require another idle update.
///
/// Closing also cancels pending `session/prompt` requests whose messages have not
/// been inserted, including held prompts. If closing prevents a prompt's user message from being inserted, the
/// Agent MUST answer that request with `-32800` (Request Cancelled). If the message
/// has already been inserted, the Agent MUST respond successfully with its
/// `messageId`. Prompt responses need not precede the close response.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CloseSessionRequest {
    /// The ID of the session to close.
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Request parameters for cancelling one tool call.
///
/// Clients MUST NOT send it unless the tool call currently advertises `capabilities.cancel`.
///
/// The Agent responds once it has accepted the cancellation. The response does not mean
/// the work has stopped. The Agent confirms it with a `tool_call_update` to a final
/// status: normally `cancelled`, or `completed` or `failed` if the work finished first.
///
/// The Agent responds with `-32602` if the tool call is unknown, already final, or not
/// cancellable. Cancelling a tool call does not change the foreground state by itself.
///
/// See protocol docs: [Cancelling Tool Calls](https://agentclientprotocol.com/protocol/v2/tool-calls#cancelling-tool-calls)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CancelToolCallRequest {
    /// The ID of the session that owns the tool call.
    pub session_id: SessionId,
    /// The ID of the tool call to cancel.
    pub tool_call_id: ToolCallId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CancelToolCallRequest {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(
        session_id: impl Into<SessionId>,
        tool_call_id: impl Into<ToolCallId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            tool_call_id: tool_call_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CancelToolCallRequest {
    const EXPECTING: &'static str = "an object (CancelToolCallRequest)";
    fn __visit_map<'de, A: ::serde::de::MapAccess<'de>>(
        mut map: A,
    ) -> Result<Self, A::Error> {
        let mut f_session_id: Option<SessionId> = None;
        let mut f_tool_call_id: Option<ToolCallId> = None;
        let mut f_meta: crate::codec::Tri<crate::codec::Meta> = crate::codec::Tri::Absent;
        let mut extra = ::serde_json::Map::new();
        while let Some(key) = map.next_key::<__p::Key<'de>>()? {
            match key.as_str() {
                "sessionId" => __p::put(&mut map, &mut f_session_id, "sessionId")?,
                "toolCallId" => __p::put(&mut map, &mut f_tool_call_id, "toolCallId")?,
                "_meta" => __p::put_tri(&mut map, &mut f_meta, "_meta")?,
                _ => __p::put_extra(&mut map, &mut extra, key)?,
            }
        }
        Ok(Self {
            session_id: __p::required(f_session_id, "sessionId")?,
            tool_call_id: __p::required(f_tool_call_id, "toolCallId")?,
            meta: f_meta,
            extra,
        })
    }
    fn __serialize_fields<M: ::serde::ser::SerializeMap>(
        &self,
        map: &mut M,
    ) -> Result<(), M::Error> {
        map.serialize_entry("sessionId", &self.session_id)?;
        map.serialize_entry("toolCallId", &self.tool_call_id)?;
        if !(&self.meta).is_absent() {
            map.serialize_entry("_meta", &self.meta)?;
        }
        __p::write_extra(map, &self.extra)
    }
}
impl<'de> ::serde::Deserialize<'de> for CancelToolCallRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CancelToolCallRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for cancelling one terminal.
///
/// Clients MUST NOT send it unless the terminal currently advertises `capabilities.cancel`.
///
/// The Agent responds once it has accepted the cancellation. The response does not mean
/// the work has stopped. The Agent confirms it with a `terminal_update` that sets
/// `exitStatus`. Cancelling stops the process but does not release the terminal, and does
/// not change the status of a tool call that references it.
///
/// The Agent responds with `-32602` if the terminal is unknown, has already exited, or is not
/// cancellable. Cancelling a terminal does not change the foreground state by itself.
///
/// See protocol docs: [Cancelling Terminals](https://agentclientprotocol.com/protocol/v2/tool-calls#cancelling-terminals)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CancelTerminalRequest {
    /// The ID of the session that owns the terminal.
    pub session_id: SessionId,
    /// The ID of the terminal to cancel.
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CancelTerminalRequest {
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CancelTerminalRequest {
    const EXPECTING: &'static str = "an object (CancelTerminalRequest)";
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
impl<'de> ::serde::Deserialize<'de> for CancelTerminalRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CancelTerminalRequest {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Request parameters for setting a session configuration option.
///
/// Agents MUST support this method for any session where they advertise config options.
/// Agents MUST reject an unknown `configId` or invalid value with `-32602` and leave the
/// configuration unchanged.
///
/// See protocol docs: [Session Config Options](https://agentclientprotocol.com/protocol/v2/session-config-options#setting-a-config-option)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SetSessionConfigOptionRequest {
    /// The ID of the session to set the configuration option for.
    pub session_id: SessionId,
    /// The ID of the configuration option to set.
    pub config_id: SessionConfigId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// A `SessionConfigValueId` string value (`type: "id"`).
    Id {
        /// The value ID.
        value: SessionConfigValueId,
    },
    /// A boolean value (`type: "boolean"`).
    Boolean {
        /// The boolean value.
        value: bool,
    },
    /// A `type` this version of the schema does not know; its other members stay in the parent's `extra`.
    Other {
        /// The `tag` value as received.
        tag: String,
        /// Raw value payload for the custom or future value type.
        value: ::serde_json::Value,
    },
}
impl SetSessionConfigOptionRequestKind {
    /// The `type` value, if any.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::Id { .. } => Some("id"),
            Self::Boolean { .. } => Some("boolean"),
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
                "id" => {
                    Self::Id {
                        value: __p::required(
                            __p::take::<SessionConfigValueId>(rest, "value")?,
                            "value",
                        )?,
                    }
                }
                "boolean" => {
                    Self::Boolean {
                        value: __p::required(__p::take::<bool>(rest, "value")?, "value")?,
                    }
                }
                _ => {
                    Self::Other {
                        tag: t.clone(),
                        value: __p::required(
                            __p::take::<::serde_json::Value>(rest, "value")?,
                            "value",
                        )?,
                    }
                }
            },
        )
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
            SetSessionConfigOptionRequestKind::Id { .. } => {
                map.serialize_entry("type", "id")?
            }
            SetSessionConfigOptionRequestKind::Boolean { .. } => {
                map.serialize_entry("type", "boolean")?
            }
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
            SetSessionConfigOptionRequestKind::Id { value } => {
                map.serialize_entry("value", value)?;
            }
            SetSessionConfigOptionRequestKind::Boolean { value } => {
                map.serialize_entry("value", value)?;
            }
            SetSessionConfigOptionRequestKind::Other { tag: _, value } => {
                map.serialize_entry("value", value)?;
            }
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
/// See protocol docs: [User Message](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#1-user-message)
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
    ///
    /// Clients MUST NOT send an empty array. Agents MAY reject one with `-32602` without
    /// inserting it.
    pub prompt: Vec<ContentBlock>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Response to a permission request.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct RequestPermissionResponse {
    /// The user's decision on the permission request.
    pub outcome: RequestPermissionOutcome,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// The request was not approved and no option was selected: the session's work was
    /// cancelled, the user dismissed the prompt, or the client declined it by policy.
    /// Agents MUST NOT proceed with the operation.
    ///
    /// The client answers a request the agent cancels with `$/cancel_request` with
    /// this outcome. After sending `session/cancel`, the client MAY also send it
    /// without waiting for `$/cancel_request`, for a request it knows belongs to the
    /// cancelled foreground work.
    ///
    /// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#cancellation)
    Cancelled(CancelledPermissionOutcome),
    /// The user selected one of the provided options.
    ///
    /// If `optionId` doesn't match an offered option, the agent MUST treat the request as not
    /// approved.
    Selected(SelectedPermissionOutcome),
    /// Custom or future variant; kept and written back unchanged.
    Other(OtherRequestPermissionOutcome),
}
impl RequestPermissionOutcome {
    /// The `outcome` value of this variant.
    pub fn tag(&self) -> &str {
        match self {
            Self::Cancelled(_) => "cancelled",
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
                    Self::Cancelled(
                        <CancelledPermissionOutcome as __p::ObjectCodec>::__visit_map(
                            map,
                        )?,
                    )
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
            Self::Cancelled(v) => {
                map.serialize_entry("outcome", "cancelled")?;
                __p::ObjectCodec::__serialize_fields(v, map)
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
///
/// Custom or future permission outcome.
///
/// Values beginning with `_` are reserved for implementation-specific
/// extensions. Unknown values that do not begin with `_` are reserved for
/// future ACP variants.
///
/// Agents that do not understand this outcome MUST NOT treat it as approval.
/// They should preserve the raw payload when storing, replaying, proxying, or
/// forwarding permission responses, and otherwise fail or decline the
/// permission request according to policy.
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
/// The request was not approved and no option was selected.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct CancelledPermissionOutcome {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CancelledPermissionOutcome {
    /// Creates a value with the required members; optional members start absent.
    pub fn new() -> Self {
        Self {
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CancelledPermissionOutcome {
    const EXPECTING: &'static str = "an object (CancelledPermissionOutcome)";
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
impl<'de> ::serde::Deserialize<'de> for CancelledPermissionOutcome {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CancelledPermissionOutcome {
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
/// Response from the client to an elicitation request.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CreateElicitationResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// Any other JSON value, such as the value of a custom or future property type.
    ///
    /// Preserved as sent. Agents validate it against the requested schema like any
    /// other value.
    Other(::serde_json::Value),
}
impl ElicitationContentValue {
    #[doc(hidden)]
    #[allow(unreachable_code, unused_mut, unused_variables)]
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
        return Ok(Self::Other(v));
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
            Self::Other(x) => ::serde::Serialize::serialize(x, s),
        }
    }
}
/// The user accepted the elicitation and provided content.
#[derive(Clone, Debug, PartialEq, Default)]
#[non_exhaustive]
pub struct ElicitationAcceptAction {
    /// The user-provided content, if any, as an object matching the requested schema.
    ///
    /// Omitted and `null` are equivalent and mean no content is provided.
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
    ///
    /// Omitted and `null` are equivalent and mean no content is provided.
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
/// Notification to cancel a session's foreground work and its prompts not yet inserted.
///
/// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v2/prompt-lifecycle#cancellation)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CancelSessionNotification {
    /// The ID of the session to cancel operations for.
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    pub meta: crate::codec::Tri<crate::codec::Meta>,
    /// Members the schema does not declare, kept as received and written back after the known ones.
    pub extra: ::serde_json::Map<String, ::serde_json::Value>,
}
impl CancelSessionNotification {
    /// Creates a value with the required members; optional members start absent.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: Default::default(),
            extra: ::serde_json::Map::new(),
        }
    }
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
    #[must_use]
    pub fn meta(mut self, v: impl Into<crate::codec::Meta>) -> Self {
        self.meta = crate::codec::Tri::Value(v.into());
        self
    }
}
impl __p::ObjectCodec for CancelSessionNotification {
    const EXPECTING: &'static str = "an object (CancelSessionNotification)";
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
impl<'de> ::serde::Deserialize<'de> for CancelSessionNotification {
    fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        __p::deserialize_object(d)
    }
}
impl ::serde::Serialize for CancelSessionNotification {
    fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        __p::serialize_object(self, s)
    }
}
/// Notification to cancel an ongoing request.
///
/// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v2/cancellation)
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CancelRequestNotification {
    /// The ID of the request to cancel: a request that the sender of this notification issued.
    /// Receivers match it only against requests they received from that sender.
    pub request_id: RequestId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/extensibility)
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
    ("RequestPermissionRequest", "struct"),
    ("SessionId", "string-newtype"),
    ("RequestPermissionSubject", "tagged-union-open"),
    ("ToolCallUpdate", "struct"),
    ("ToolCallId", "string-newtype"),
    ("ToolKind", "open-string-enum"),
    ("ToolCallStatus", "open-string-enum"),
    ("ToolCallContent", "tagged-union-open"),
    ("ContentBlock", "tagged-union-open"),
    ("Annotations", "struct"),
    ("Role", "open-string-enum"),
    ("TextContent", "struct"),
    ("MediaType", "string-newtype"),
    ("ImageContent", "struct"),
    ("AudioContent", "struct"),
    ("Icon", "struct"),
    ("IconTheme", "open-string-enum"),
    ("ResourceLink", "struct"),
    ("EmbeddedResourceResource", "untagged-ref-union"),
    ("TextResourceContents", "struct"),
    ("BlobResourceContents", "struct"),
    ("EmbeddedResource", "struct"),
    ("Content", "struct"),
    ("DiffChange", "struct-with-tagged-variants"),
    ("DiffFileType", "open-string-enum"),
    ("AbsolutePath", "string-newtype"),
    ("DiffPathChange", "struct"),
    ("DiffPathPairChange", "struct"),
    ("DiffPatch", "struct"),
    ("DiffPatchFormat", "open-string-enum"),
    ("Diff", "struct"),
    ("TerminalId", "string-newtype"),
    ("Terminal", "struct"),
    ("ToolCallLocation", "struct"),
    ("ToolCallCapabilities", "struct"),
    ("ToolCallCancelCapabilities", "meta-only-struct"),
    ("ToolCallPermissionSubject", "struct"),
    ("CommandPermissionSubject", "struct"),
    ("PermissionOption", "struct"),
    ("PermissionOptionId", "string-newtype"),
    ("PermissionOptionKind", "open-string-enum"),
    ("CreateElicitationRequest", "struct-with-tagged-variants"),
    ("ElicitationSessionScope", "struct"),
    ("ElicitationRequestScope", "struct"),
    ("ElicitationSchema", "struct"),
    ("ElicitationSchemaType", "closed-string-enum"),
    ("ElicitationPropertySchema", "tagged-union-open"),
    ("StringFormat", "open-string-enum"),
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
    ("Implementation", "struct"),
    ("AgentCapabilities", "struct"),
    ("SessionCapabilities", "struct"),
    ("PromptCapabilities", "struct"),
    ("PromptImageCapabilities", "meta-only-struct"),
    ("PromptAudioCapabilities", "meta-only-struct"),
    ("PromptEmbeddedContextCapabilities", "meta-only-struct"),
    ("McpCapabilities", "struct"),
    ("McpStdioCapabilities", "meta-only-struct"),
    ("McpHttpCapabilities", "meta-only-struct"),
    ("SessionDeleteCapabilities", "meta-only-struct"),
    ("SessionAdditionalDirectoriesCapabilities", "meta-only-struct"),
    ("AgentAuthCapabilities", "meta-only-struct"),
    ("AuthMethod", "tagged-union-open"),
    ("AuthMethodId", "string-newtype"),
    ("EnvVariable", "struct"),
    ("AuthMethodTerminal", "struct"),
    ("AuthMethodAgent", "struct"),
    ("LoginAuthResponse", "meta-only-struct"),
    ("LogoutAuthResponse", "meta-only-struct"),
    ("NewSessionResponse", "struct"),
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
    ("AvailableCommand", "tagged-union-open"),
    ("AvailableCommandInput", "tagged-union-open"),
    ("TextCommandInput", "struct"),
    ("Command", "struct"),
    ("ListSessionsResponse", "struct"),
    ("SessionInfo", "struct"),
    ("SessionListCursor", "string-newtype"),
    ("DeleteSessionResponse", "meta-only-struct"),
    ("ResumeSessionResponse", "struct"),
    ("CloseSessionResponse", "meta-only-struct"),
    ("CancelToolCallResponse", "meta-only-struct"),
    ("CancelTerminalResponse", "meta-only-struct"),
    ("SetSessionConfigOptionResponse", "struct"),
    ("PromptResponse", "struct"),
    ("MessageId", "string-newtype"),
    ("ExtResponse", "any-json"),
    ("Error", "struct"),
    ("ErrorCode", "open-integer-enum"),
    ("ErrorData", "untagged-ref-union"),
    ("UnsupportedProtocolVersionErrorData", "struct"),
    ("SessionNotFoundErrorData", "struct"),
    ("AgentNotification", "envelope-notification"),
    ("UpdateSessionNotification", "struct"),
    ("SessionUpdate", "tagged-union-open"),
    ("ContentChunk", "struct"),
    ("UserMessage", "struct"),
    ("AgentMessage", "struct"),
    ("AgentThought", "struct"),
    ("BackgroundWork", "tagged-union-open"),
    ("BackgroundTerminal", "struct"),
    ("BackgroundToolCall", "struct"),
    ("RunningStateUpdate", "struct"),
    ("ErrorStopReason", "struct"),
    ("IdleStateUpdate", "struct-with-tagged-variants"),
    ("RequiresActionStateUpdate", "struct"),
    ("StateUpdate", "tagged-union-open"),
    ("ToolCallContentChunk", "struct"),
    ("TerminalOutput", "struct"),
    ("TerminalExitStatus", "struct"),
    ("TerminalSize", "struct"),
    ("TerminalCapabilities", "struct"),
    ("TerminalCancelCapabilities", "meta-only-struct"),
    ("TerminalUpdate", "struct"),
    ("TerminalOutputChunk", "struct"),
    ("PlanUpdateContent", "tagged-union-open"),
    ("PlanId", "string-newtype"),
    ("PlanEntry", "struct"),
    ("PlanEntryPriority", "open-string-enum"),
    ("PlanEntryStatus", "open-string-enum"),
    ("PlanItems", "struct"),
    ("PlanUpdate", "struct"),
    ("AvailableCommandsUpdate", "struct"),
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
    ("ClientAuthCapabilities", "struct"),
    ("TerminalAuthCapabilities", "meta-only-struct"),
    ("ElicitationCapabilities", "struct"),
    ("ElicitationFormCapabilities", "meta-only-struct"),
    ("ElicitationUrlCapabilities", "meta-only-struct"),
    ("LoginAuthRequest", "struct"),
    ("LogoutAuthRequest", "meta-only-struct"),
    ("NewSessionRequest", "struct"),
    ("McpServer", "tagged-union-open"),
    ("HttpHeader", "struct"),
    ("McpServerHttp", "struct"),
    ("McpServerStdio", "struct"),
    ("ListSessionsRequest", "struct"),
    ("DeleteSessionRequest", "struct"),
    ("ResumeSessionRequest", "struct"),
    ("ReplayFrom", "tagged-union-open"),
    ("ReplayFromStart", "meta-only-struct"),
    ("CloseSessionRequest", "struct"),
    ("CancelToolCallRequest", "struct"),
    ("CancelTerminalRequest", "struct"),
    ("SetSessionConfigOptionRequest", "struct-with-tagged-variants"),
    ("PromptRequest", "struct"),
    ("ClientResponse", "envelope-response"),
    ("RequestPermissionResponse", "struct"),
    ("RequestPermissionOutcome", "tagged-union-open"),
    ("CancelledPermissionOutcome", "meta-only-struct"),
    ("SelectedPermissionOutcome", "struct"),
    ("CreateElicitationResponse", "struct-with-tagged-variants"),
    ("ElicitationContentValue", "untagged-scalar-union"),
    ("ElicitationAcceptAction", "struct"),
    ("ClientNotification", "envelope-notification"),
    ("CancelSessionNotification", "struct"),
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
            "RequestPermissionRequest" => {
                __p::roundtrip::<RequestPermissionRequest>(json)
            }
            "SessionId" => __p::roundtrip::<SessionId>(json),
            "RequestPermissionSubject" => {
                __p::roundtrip::<RequestPermissionSubject>(json)
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
            "MediaType" => __p::roundtrip::<MediaType>(json),
            "ImageContent" => __p::roundtrip::<ImageContent>(json),
            "AudioContent" => __p::roundtrip::<AudioContent>(json),
            "Icon" => __p::roundtrip::<Icon>(json),
            "IconTheme" => __p::roundtrip::<IconTheme>(json),
            "ResourceLink" => __p::roundtrip::<ResourceLink>(json),
            "EmbeddedResourceResource" => {
                __p::roundtrip::<EmbeddedResourceResource>(json)
            }
            "TextResourceContents" => __p::roundtrip::<TextResourceContents>(json),
            "BlobResourceContents" => __p::roundtrip::<BlobResourceContents>(json),
            "EmbeddedResource" => __p::roundtrip::<EmbeddedResource>(json),
            "Content" => __p::roundtrip::<Content>(json),
            "DiffChange" => __p::roundtrip::<DiffChange>(json),
            "DiffFileType" => __p::roundtrip::<DiffFileType>(json),
            "AbsolutePath" => __p::roundtrip::<AbsolutePath>(json),
            "DiffPathChange" => __p::roundtrip::<DiffPathChange>(json),
            "DiffPathPairChange" => __p::roundtrip::<DiffPathPairChange>(json),
            "DiffPatch" => __p::roundtrip::<DiffPatch>(json),
            "DiffPatchFormat" => __p::roundtrip::<DiffPatchFormat>(json),
            "Diff" => __p::roundtrip::<Diff>(json),
            "TerminalId" => __p::roundtrip::<TerminalId>(json),
            "Terminal" => __p::roundtrip::<Terminal>(json),
            "ToolCallLocation" => __p::roundtrip::<ToolCallLocation>(json),
            "ToolCallCapabilities" => __p::roundtrip::<ToolCallCapabilities>(json),
            "ToolCallCancelCapabilities" => {
                __p::roundtrip::<ToolCallCancelCapabilities>(json)
            }
            "ToolCallPermissionSubject" => {
                __p::roundtrip::<ToolCallPermissionSubject>(json)
            }
            "CommandPermissionSubject" => {
                __p::roundtrip::<CommandPermissionSubject>(json)
            }
            "PermissionOption" => __p::roundtrip::<PermissionOption>(json),
            "PermissionOptionId" => __p::roundtrip::<PermissionOptionId>(json),
            "PermissionOptionKind" => __p::roundtrip::<PermissionOptionKind>(json),
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
            "Implementation" => __p::roundtrip::<Implementation>(json),
            "AgentCapabilities" => __p::roundtrip::<AgentCapabilities>(json),
            "SessionCapabilities" => __p::roundtrip::<SessionCapabilities>(json),
            "PromptCapabilities" => __p::roundtrip::<PromptCapabilities>(json),
            "PromptImageCapabilities" => __p::roundtrip::<PromptImageCapabilities>(json),
            "PromptAudioCapabilities" => __p::roundtrip::<PromptAudioCapabilities>(json),
            "PromptEmbeddedContextCapabilities" => {
                __p::roundtrip::<PromptEmbeddedContextCapabilities>(json)
            }
            "McpCapabilities" => __p::roundtrip::<McpCapabilities>(json),
            "McpStdioCapabilities" => __p::roundtrip::<McpStdioCapabilities>(json),
            "McpHttpCapabilities" => __p::roundtrip::<McpHttpCapabilities>(json),
            "SessionDeleteCapabilities" => {
                __p::roundtrip::<SessionDeleteCapabilities>(json)
            }
            "SessionAdditionalDirectoriesCapabilities" => {
                __p::roundtrip::<SessionAdditionalDirectoriesCapabilities>(json)
            }
            "AgentAuthCapabilities" => __p::roundtrip::<AgentAuthCapabilities>(json),
            "AuthMethod" => __p::roundtrip::<AuthMethod>(json),
            "AuthMethodId" => __p::roundtrip::<AuthMethodId>(json),
            "EnvVariable" => __p::roundtrip::<EnvVariable>(json),
            "AuthMethodTerminal" => __p::roundtrip::<AuthMethodTerminal>(json),
            "AuthMethodAgent" => __p::roundtrip::<AuthMethodAgent>(json),
            "LoginAuthResponse" => __p::roundtrip::<LoginAuthResponse>(json),
            "LogoutAuthResponse" => __p::roundtrip::<LogoutAuthResponse>(json),
            "NewSessionResponse" => __p::roundtrip::<NewSessionResponse>(json),
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
            "AvailableCommand" => __p::roundtrip::<AvailableCommand>(json),
            "AvailableCommandInput" => __p::roundtrip::<AvailableCommandInput>(json),
            "TextCommandInput" => __p::roundtrip::<TextCommandInput>(json),
            "Command" => __p::roundtrip::<Command>(json),
            "ListSessionsResponse" => __p::roundtrip::<ListSessionsResponse>(json),
            "SessionInfo" => __p::roundtrip::<SessionInfo>(json),
            "SessionListCursor" => __p::roundtrip::<SessionListCursor>(json),
            "DeleteSessionResponse" => __p::roundtrip::<DeleteSessionResponse>(json),
            "ResumeSessionResponse" => __p::roundtrip::<ResumeSessionResponse>(json),
            "CloseSessionResponse" => __p::roundtrip::<CloseSessionResponse>(json),
            "CancelToolCallResponse" => __p::roundtrip::<CancelToolCallResponse>(json),
            "CancelTerminalResponse" => __p::roundtrip::<CancelTerminalResponse>(json),
            "SetSessionConfigOptionResponse" => {
                __p::roundtrip::<SetSessionConfigOptionResponse>(json)
            }
            "PromptResponse" => __p::roundtrip::<PromptResponse>(json),
            "MessageId" => __p::roundtrip::<MessageId>(json),
            "ExtResponse" => __p::roundtrip::<ExtResponse>(json),
            "Error" => __p::roundtrip::<RpcError>(json),
            "ErrorCode" => __p::roundtrip::<ErrorCode>(json),
            "ErrorData" => __p::roundtrip::<ErrorData>(json),
            "UnsupportedProtocolVersionErrorData" => {
                __p::roundtrip::<UnsupportedProtocolVersionErrorData>(json)
            }
            "SessionNotFoundErrorData" => {
                __p::roundtrip::<SessionNotFoundErrorData>(json)
            }
            "UpdateSessionNotification" => {
                __p::roundtrip::<UpdateSessionNotification>(json)
            }
            "SessionUpdate" => __p::roundtrip::<SessionUpdate>(json),
            "ContentChunk" => __p::roundtrip::<ContentChunk>(json),
            "UserMessage" => __p::roundtrip::<UserMessage>(json),
            "AgentMessage" => __p::roundtrip::<AgentMessage>(json),
            "AgentThought" => __p::roundtrip::<AgentThought>(json),
            "BackgroundWork" => __p::roundtrip::<BackgroundWork>(json),
            "BackgroundTerminal" => __p::roundtrip::<BackgroundTerminal>(json),
            "BackgroundToolCall" => __p::roundtrip::<BackgroundToolCall>(json),
            "RunningStateUpdate" => __p::roundtrip::<RunningStateUpdate>(json),
            "ErrorStopReason" => __p::roundtrip::<ErrorStopReason>(json),
            "IdleStateUpdate" => __p::roundtrip::<IdleStateUpdate>(json),
            "RequiresActionStateUpdate" => {
                __p::roundtrip::<RequiresActionStateUpdate>(json)
            }
            "StateUpdate" => __p::roundtrip::<StateUpdate>(json),
            "ToolCallContentChunk" => __p::roundtrip::<ToolCallContentChunk>(json),
            "TerminalOutput" => __p::roundtrip::<TerminalOutput>(json),
            "TerminalExitStatus" => __p::roundtrip::<TerminalExitStatus>(json),
            "TerminalSize" => __p::roundtrip::<TerminalSize>(json),
            "TerminalCapabilities" => __p::roundtrip::<TerminalCapabilities>(json),
            "TerminalCancelCapabilities" => {
                __p::roundtrip::<TerminalCancelCapabilities>(json)
            }
            "TerminalUpdate" => __p::roundtrip::<TerminalUpdate>(json),
            "TerminalOutputChunk" => __p::roundtrip::<TerminalOutputChunk>(json),
            "PlanUpdateContent" => __p::roundtrip::<PlanUpdateContent>(json),
            "PlanId" => __p::roundtrip::<PlanId>(json),
            "PlanEntry" => __p::roundtrip::<PlanEntry>(json),
            "PlanEntryPriority" => __p::roundtrip::<PlanEntryPriority>(json),
            "PlanEntryStatus" => __p::roundtrip::<PlanEntryStatus>(json),
            "PlanItems" => __p::roundtrip::<PlanItems>(json),
            "PlanUpdate" => __p::roundtrip::<PlanUpdate>(json),
            "AvailableCommandsUpdate" => __p::roundtrip::<AvailableCommandsUpdate>(json),
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
            "ClientAuthCapabilities" => __p::roundtrip::<ClientAuthCapabilities>(json),
            "TerminalAuthCapabilities" => {
                __p::roundtrip::<TerminalAuthCapabilities>(json)
            }
            "ElicitationCapabilities" => __p::roundtrip::<ElicitationCapabilities>(json),
            "ElicitationFormCapabilities" => {
                __p::roundtrip::<ElicitationFormCapabilities>(json)
            }
            "ElicitationUrlCapabilities" => {
                __p::roundtrip::<ElicitationUrlCapabilities>(json)
            }
            "LoginAuthRequest" => __p::roundtrip::<LoginAuthRequest>(json),
            "LogoutAuthRequest" => __p::roundtrip::<LogoutAuthRequest>(json),
            "NewSessionRequest" => __p::roundtrip::<NewSessionRequest>(json),
            "McpServer" => __p::roundtrip::<McpServer>(json),
            "HttpHeader" => __p::roundtrip::<HttpHeader>(json),
            "McpServerHttp" => __p::roundtrip::<McpServerHttp>(json),
            "McpServerStdio" => __p::roundtrip::<McpServerStdio>(json),
            "ListSessionsRequest" => __p::roundtrip::<ListSessionsRequest>(json),
            "DeleteSessionRequest" => __p::roundtrip::<DeleteSessionRequest>(json),
            "ResumeSessionRequest" => __p::roundtrip::<ResumeSessionRequest>(json),
            "ReplayFrom" => __p::roundtrip::<ReplayFrom>(json),
            "ReplayFromStart" => __p::roundtrip::<ReplayFromStart>(json),
            "CloseSessionRequest" => __p::roundtrip::<CloseSessionRequest>(json),
            "CancelToolCallRequest" => __p::roundtrip::<CancelToolCallRequest>(json),
            "CancelTerminalRequest" => __p::roundtrip::<CancelTerminalRequest>(json),
            "SetSessionConfigOptionRequest" => {
                __p::roundtrip::<SetSessionConfigOptionRequest>(json)
            }
            "PromptRequest" => __p::roundtrip::<PromptRequest>(json),
            "RequestPermissionResponse" => {
                __p::roundtrip::<RequestPermissionResponse>(json)
            }
            "RequestPermissionOutcome" => {
                __p::roundtrip::<RequestPermissionOutcome>(json)
            }
            "CancelledPermissionOutcome" => {
                __p::roundtrip::<CancelledPermissionOutcome>(json)
            }
            "SelectedPermissionOutcome" => {
                __p::roundtrip::<SelectedPermissionOutcome>(json)
            }
            "CreateElicitationResponse" => {
                __p::roundtrip::<CreateElicitationResponse>(json)
            }
            "ElicitationContentValue" => __p::roundtrip::<ElicitationContentValue>(json),
            "ElicitationAcceptAction" => __p::roundtrip::<ElicitationAcceptAction>(json),
            "CancelSessionNotification" => {
                __p::roundtrip::<CancelSessionNotification>(json)
            }
            "CancelRequestNotification" => {
                __p::roundtrip::<CancelRequestNotification>(json)
            }
            _ => return None,
        },
    )
}
/// Request method markers (`impl crate::method::Request`).
pub mod request {
    /// `session/request_permission`: served by the client side; params [`super::RequestPermissionRequest`], result [`super::RequestPermissionResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionRequestPermission;
    impl crate::method::Request for SessionRequestPermission {
        const METHOD: &'static str = "session/request_permission";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::RequestPermissionRequest;
        type Response = super::RequestPermissionResponse;
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
    /// `auth/login`: served by the agent side; params [`super::LoginAuthRequest`], result [`super::LoginAuthResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct AuthLogin;
    impl crate::method::Request for AuthLogin {
        const METHOD: &'static str = "auth/login";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::LoginAuthRequest;
        type Response = super::LoginAuthResponse;
    }
    /// `auth/logout`: served by the agent side; params [`super::LogoutAuthRequest`], result [`super::LogoutAuthResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct AuthLogout;
    impl crate::method::Request for AuthLogout {
        const METHOD: &'static str = "auth/logout";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::LogoutAuthRequest;
        type Response = super::LogoutAuthResponse;
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
    /// `tool_call/cancel`: served by the agent side; params [`super::CancelToolCallRequest`], result [`super::CancelToolCallResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct ToolCallCancel;
    impl crate::method::Request for ToolCallCancel {
        const METHOD: &'static str = "tool_call/cancel";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::CancelToolCallRequest;
        type Response = super::CancelToolCallResponse;
    }
    /// `terminal/cancel`: served by the agent side; params [`super::CancelTerminalRequest`], result [`super::CancelTerminalResponse`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct TerminalCancel;
    impl crate::method::Request for TerminalCancel {
        const METHOD: &'static str = "terminal/cancel";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::CancelTerminalRequest;
        type Response = super::CancelTerminalResponse;
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
    /// `session/update`: served by the client side; params [`super::UpdateSessionNotification`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionUpdate;
    impl crate::method::Notification for SessionUpdate {
        const METHOD: &'static str = "session/update";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::UpdateSessionNotification;
    }
    /// `elicitation/complete`: served by the client side; params [`super::CompleteElicitationNotification`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct ElicitationComplete;
    impl crate::method::Notification for ElicitationComplete {
        const METHOD: &'static str = "elicitation/complete";
        const SERVED_BY: crate::method::Side = crate::method::Side::Client;
        type Params = super::CompleteElicitationNotification;
    }
    /// `session/cancel`: served by the agent side; params [`super::CancelSessionNotification`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct SessionCancel;
    impl crate::method::Notification for SessionCancel {
        const METHOD: &'static str = "session/cancel";
        const SERVED_BY: crate::method::Side = crate::method::Side::Agent;
        type Params = super::CancelSessionNotification;
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
        method: "session/request_permission",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Client,
        params_def: "RequestPermissionRequest",
        result_def: Some("RequestPermissionResponse"),
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
        method: "auth/login",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "LoginAuthRequest",
        result_def: Some("LoginAuthResponse"),
    },
    crate::method::MethodInfo {
        method: "auth/logout",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "LogoutAuthRequest",
        result_def: Some("LogoutAuthResponse"),
    },
    crate::method::MethodInfo {
        method: "session/new",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "NewSessionRequest",
        result_def: Some("NewSessionResponse"),
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
        method: "tool_call/cancel",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "CancelToolCallRequest",
        result_def: Some("CancelToolCallResponse"),
    },
    crate::method::MethodInfo {
        method: "terminal/cancel",
        kind: crate::method::MethodKind::Request,
        served_by: crate::method::Side::Agent,
        params_def: "CancelTerminalRequest",
        result_def: Some("CancelTerminalResponse"),
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
        params_def: "UpdateSessionNotification",
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
        params_def: "CancelSessionNotification",
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
    /// `auth/login` (params: [`LoginAuthRequest`]).
    AuthLogin(LoginAuthRequest),
    /// `auth/logout` (params: [`LogoutAuthRequest`]).
    AuthLogout(LogoutAuthRequest),
    /// `session/new` (params: [`NewSessionRequest`]).
    SessionNew(NewSessionRequest),
    /// `session/list` (params: [`ListSessionsRequest`]).
    SessionList(ListSessionsRequest),
    /// `session/delete` (params: [`DeleteSessionRequest`]).
    SessionDelete(DeleteSessionRequest),
    /// `session/resume` (params: [`ResumeSessionRequest`]).
    SessionResume(ResumeSessionRequest),
    /// `session/close` (params: [`CloseSessionRequest`]).
    SessionClose(CloseSessionRequest),
    /// `tool_call/cancel` (params: [`CancelToolCallRequest`]).
    ToolCallCancel(CancelToolCallRequest),
    /// `terminal/cancel` (params: [`CancelTerminalRequest`]).
    TerminalCancel(CancelTerminalRequest),
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
            Self::AuthLogin(_) => "auth/login",
            Self::AuthLogout(_) => "auth/logout",
            Self::SessionNew(_) => "session/new",
            Self::SessionList(_) => "session/list",
            Self::SessionDelete(_) => "session/delete",
            Self::SessionResume(_) => "session/resume",
            Self::SessionClose(_) => "session/close",
            Self::ToolCallCancel(_) => "tool_call/cancel",
            Self::TerminalCancel(_) => "terminal/cancel",
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
                "auth/login" => Self::AuthLogin(__p::decode_params(params)?),
                "auth/logout" => Self::AuthLogout(__p::decode_params(params)?),
                "session/new" => Self::SessionNew(__p::decode_params(params)?),
                "session/list" => Self::SessionList(__p::decode_params(params)?),
                "session/delete" => Self::SessionDelete(__p::decode_params(params)?),
                "session/resume" => Self::SessionResume(__p::decode_params(params)?),
                "session/close" => Self::SessionClose(__p::decode_params(params)?),
                "tool_call/cancel" => Self::ToolCallCancel(__p::decode_params(params)?),
                "terminal/cancel" => Self::TerminalCancel(__p::decode_params(params)?),
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
            Self::AuthLogin(p) => __p::to_raw(p),
            Self::AuthLogout(p) => __p::to_raw(p),
            Self::SessionNew(p) => __p::to_raw(p),
            Self::SessionList(p) => __p::to_raw(p),
            Self::SessionDelete(p) => __p::to_raw(p),
            Self::SessionResume(p) => __p::to_raw(p),
            Self::SessionClose(p) => __p::to_raw(p),
            Self::ToolCallCancel(p) => __p::to_raw(p),
            Self::TerminalCancel(p) => __p::to_raw(p),
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
impl From<LoginAuthRequest> for ClientRequest {
    fn from(p: LoginAuthRequest) -> Self {
        Self::AuthLogin(p)
    }
}
impl From<LogoutAuthRequest> for ClientRequest {
    fn from(p: LogoutAuthRequest) -> Self {
        Self::AuthLogout(p)
    }
}
impl From<NewSessionRequest> for ClientRequest {
    fn from(p: NewSessionRequest) -> Self {
        Self::SessionNew(p)
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
impl From<CancelToolCallRequest> for ClientRequest {
    fn from(p: CancelToolCallRequest) -> Self {
        Self::ToolCallCancel(p)
    }
}
impl From<CancelTerminalRequest> for ClientRequest {
    fn from(p: CancelTerminalRequest) -> Self {
        Self::TerminalCancel(p)
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
    /// `session/request_permission` (params: [`RequestPermissionRequest`]).
    SessionRequestPermission(RequestPermissionRequest),
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
            Self::SessionRequestPermission(_) => "session/request_permission",
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
                "session/request_permission" => {
                    Self::SessionRequestPermission(__p::decode_params(params)?)
                }
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
            Self::SessionRequestPermission(p) => __p::to_raw(p),
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
impl From<RequestPermissionRequest> for AgentRequest {
    fn from(p: RequestPermissionRequest) -> Self {
        Self::SessionRequestPermission(p)
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
    /// `session/cancel` (params: [`CancelSessionNotification`]).
    SessionCancel(CancelSessionNotification),
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
impl From<CancelSessionNotification> for ClientNotification {
    fn from(p: CancelSessionNotification) -> Self {
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
    /// `session/update` (params: [`UpdateSessionNotification`]).
    SessionUpdate(UpdateSessionNotification),
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
impl From<UpdateSessionNotification> for AgentNotification {
    fn from(p: UpdateSessionNotification) -> Self {
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
    /// Result of `auth/login` ([`LoginAuthResponse`]).
    AuthLogin(LoginAuthResponse),
    /// Result of `auth/logout` ([`LogoutAuthResponse`]).
    AuthLogout(LogoutAuthResponse),
    /// Result of `session/new` ([`NewSessionResponse`]).
    SessionNew(NewSessionResponse),
    /// Result of `session/list` ([`ListSessionsResponse`]).
    SessionList(ListSessionsResponse),
    /// Result of `session/delete` ([`DeleteSessionResponse`]).
    SessionDelete(DeleteSessionResponse),
    /// Result of `session/resume` ([`ResumeSessionResponse`]).
    SessionResume(ResumeSessionResponse),
    /// Result of `session/close` ([`CloseSessionResponse`]).
    SessionClose(CloseSessionResponse),
    /// Result of `tool_call/cancel` ([`CancelToolCallResponse`]).
    ToolCallCancel(CancelToolCallResponse),
    /// Result of `terminal/cancel` ([`CancelTerminalResponse`]).
    TerminalCancel(CancelTerminalResponse),
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
            Self::AuthLogin(_) => Some("auth/login"),
            Self::AuthLogout(_) => Some("auth/logout"),
            Self::SessionNew(_) => Some("session/new"),
            Self::SessionList(_) => Some("session/list"),
            Self::SessionDelete(_) => Some("session/delete"),
            Self::SessionResume(_) => Some("session/resume"),
            Self::SessionClose(_) => Some("session/close"),
            Self::ToolCallCancel(_) => Some("tool_call/cancel"),
            Self::TerminalCancel(_) => Some("terminal/cancel"),
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
                "auth/login" => Self::AuthLogin(::serde_json::from_str(result.get())?),
                "auth/logout" => Self::AuthLogout(::serde_json::from_str(result.get())?),
                "session/new" => Self::SessionNew(::serde_json::from_str(result.get())?),
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
                "tool_call/cancel" => {
                    Self::ToolCallCancel(::serde_json::from_str(result.get())?)
                }
                "terminal/cancel" => {
                    Self::TerminalCancel(::serde_json::from_str(result.get())?)
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
            Self::AuthLogin(r) => __p::to_raw(r),
            Self::AuthLogout(r) => __p::to_raw(r),
            Self::SessionNew(r) => __p::to_raw(r),
            Self::SessionList(r) => __p::to_raw(r),
            Self::SessionDelete(r) => __p::to_raw(r),
            Self::SessionResume(r) => __p::to_raw(r),
            Self::SessionClose(r) => __p::to_raw(r),
            Self::ToolCallCancel(r) => __p::to_raw(r),
            Self::TerminalCancel(r) => __p::to_raw(r),
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
    /// Result of `session/request_permission` ([`RequestPermissionResponse`]).
    SessionRequestPermission(RequestPermissionResponse),
    /// Result of `elicitation/create` ([`CreateElicitationResponse`]).
    ElicitationCreate(CreateElicitationResponse),
    /// The result of a method this version's table does not list, byte-exact.
    Ext(Box<::serde_json::value::RawValue>),
}
impl ClientResponse {
    /// The method whose result this is (`None` for `Ext`).
    pub fn method(&self) -> Option<&'static str> {
        match self {
            Self::SessionRequestPermission(_) => Some("session/request_permission"),
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
                "session/request_permission" => {
                    Self::SessionRequestPermission(::serde_json::from_str(result.get())?)
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
            Self::SessionRequestPermission(r) => __p::to_raw(r),
            Self::ElicitationCreate(r) => __p::to_raw(r),
            Self::Ext(r) => Ok(r.clone()),
        }
    }
}
/// Methods whose params carry a top-level `sessionId`: their messages
/// are ordered per session (the session is their ordering scope).
pub static SESSION_SCOPED_METHODS: &[&str] = &[
    "session/cancel",
    "session/close",
    "session/delete",
    "session/prompt",
    "session/request_permission",
    "session/resume",
    "session/set_config_option",
    "session/update",
    "terminal/cancel",
    "tool_call/cancel",
];
/** The agent side of protocol version 2: what an agent serves.

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
    /// `auth/login` (request): [`LoginAuthRequest`] → [`LoginAuthResponse`]. Default: -32601 (method not found).
    fn login_auth(
        &self,
        params: LoginAuthRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<LoginAuthResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("auth/login")) }
    }
    /// `auth/logout` (request): [`LogoutAuthRequest`] → [`LogoutAuthResponse`]. Default: -32601 (method not found).
    fn logout_auth(
        &self,
        params: LogoutAuthRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<LogoutAuthResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("auth/logout")) }
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
    /// `tool_call/cancel` (request): [`CancelToolCallRequest`] → [`CancelToolCallResponse`]. Default: -32601 (method not found).
    fn cancel_tool_call(
        &self,
        params: CancelToolCallRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<CancelToolCallResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("tool_call/cancel")) }
    }
    /// `terminal/cancel` (request): [`CancelTerminalRequest`] → [`CancelTerminalResponse`]. Default: -32601 (method not found).
    fn cancel_terminal(
        &self,
        params: CancelTerminalRequest,
        cx: crate::side::RequestContext<ClientHandle>,
    ) -> impl ::std::future::Future<
        Output = Result<CancelTerminalResponse, crate::error::ResponseError>,
    > + Send {
        let _ = (params, cx);
        async { Err(crate::error::ResponseError::method_not_found("terminal/cancel")) }
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
    /// `session/cancel` (notification): [`CancelSessionNotification`]. Default: ignored.
    fn session_cancel(
        &self,
        params: CancelSessionNotification,
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
/** The client side of protocol version 2: what a client serves.

 One method per method of this version's schema served by this side (naming rule: see [`crate::side`]); requests default to -32601, notifications are ignored. `_`-prefixed extension methods arrive at [`Self::ext_request`] / [`Self::ext_notification`].*/
pub trait Client: Send + Sync + 'static {
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
    /// `session/update` (notification): [`UpdateSessionNotification`]. Default: ignored.
    fn session_update(
        &self,
        params: UpdateSessionNotification,
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
/// What an agent holds to call the client of a v2 connection: one method per method the client serves, gated by the capabilities the client advertised.
#[derive(Clone, Debug)]
pub struct ClientHandle {
    link: crate::side::Link<crate::v2::V2>,
}
impl ClientHandle {
    pub(crate) fn from_link(link: crate::side::Link<crate::v2::V2>) -> Self {
        Self { link }
    }
    /// The connection this handle talks over (raw peer, close).
    pub fn core(&self) -> &crate::side::Core {
        self.link.core()
    }
    #[allow(dead_code)]
    pub(crate) fn link(&self) -> &crate::side::Link<crate::v2::V2> {
        &self.link
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
        params: UpdateSessionNotification,
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
/// What a client holds to call the agent of a v2 connection: one method per method the agent serves (`initialize` is done by negotiation), gated by the capabilities the agent advertised.
#[derive(Clone, Debug)]
pub struct AgentHandle {
    link: crate::side::Link<crate::v2::V2>,
}
impl AgentHandle {
    pub(crate) fn from_link(link: crate::side::Link<crate::v2::V2>) -> Self {
        Self { link }
    }
    /// The connection this handle talks over (raw peer, close).
    pub fn core(&self) -> &crate::side::Core {
        self.link.core()
    }
    #[allow(dead_code)]
    pub(crate) fn link(&self) -> &crate::side::Link<crate::v2::V2> {
        &self.link
    }
    /** Sends `auth/login` and waits for its result.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn login_auth(
        &self,
        params: LoginAuthRequest,
    ) -> crate::error::Result<LoginAuthResponse> {
        let scope = None;
        self.link.request::<request::AuthLogin>(scope, params).await
    }
    /** Sends `auth/logout` and waits for its result.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn logout_auth(
        &self,
        params: LogoutAuthRequest,
    ) -> crate::error::Result<LogoutAuthResponse> {
        let scope = None;
        self.link.request::<request::AuthLogout>(scope, params).await
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
    /** Sends `tool_call/cancel` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn cancel_tool_call(
        &self,
        params: CancelToolCallRequest,
    ) -> crate::error::Result<CancelToolCallResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::ToolCallCancel>(scope, params).await
    }
    /** Sends `terminal/cancel` and waits for its result. Its answer is delivered after the session's notifications received before it.

 # Errors
 [`crate::error::Error::Protocol`] with the peer's error; [`crate::error::Error::Side`] when the capability this method needs was not advertised (nothing is sent); [`crate::error::Error::ConnectionClosed`].*/
    pub async fn cancel_terminal(
        &self,
        params: CancelTerminalRequest,
    ) -> crate::error::Result<CancelTerminalResponse> {
        let scope = Some(crate::side::session_key(&params.session_id));
        self.link.request::<request::TerminalCancel>(scope, params).await
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
        params: CancelSessionNotification,
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
    link: crate::side::Link<crate::v2::V2>,
}
impl<T: Agent> AgentDispatcher<T> {
    pub(crate) fn new(
        imp: ::std::sync::Arc<T>,
        link: crate::side::Link<crate::v2::V2>,
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
                    crate::v2::V2,
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
            "auth/login" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v2::V2,
                    request::AuthLogin,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |_| None,
                    move |p, c| async move { imp.login_auth(p, c).await },
                )
            }
            "auth/logout" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v2::V2,
                    request::AuthLogout,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |_| None,
                    move |p, c| async move { imp.logout_auth(p, c).await },
                )
            }
            "session/new" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v2::V2,
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
            "session/list" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v2::V2,
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
                    crate::v2::V2,
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
                    crate::v2::V2,
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
                    crate::v2::V2,
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
            "tool_call/cancel" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v2::V2,
                    request::ToolCallCancel,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.cancel_tool_call(p, c).await },
                )
            }
            "terminal/cancel" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v2::V2,
                    request::TerminalCancel,
                    _,
                    _,
                    _,
                >(
                    &self.link,
                    cx,
                    handle,
                    params,
                    |p| Some(crate::side::session_key(&p.session_id)),
                    move |p, c| async move { imp.cancel_terminal(p, c).await },
                )
            }
            "session/set_config_option" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v2::V2,
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
                    crate::v2::V2,
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
                    crate::v2::V2,
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
            "session/delete" | "session/resume" | "session/close" | "tool_call/cancel"
            | "terminal/cancel" | "session/set_config_option" | "session/prompt"
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
            "auth/login" => {
                crate::side::serve::decoder::<
                    <request::AuthLogin as crate::method::Request>::Params,
                >()
            }
            "auth/logout" => {
                crate::side::serve::decoder::<
                    <request::AuthLogout as crate::method::Request>::Params,
                >()
            }
            "session/new" => {
                crate::side::serve::decoder::<
                    <request::SessionNew as crate::method::Request>::Params,
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
            "tool_call/cancel" => {
                crate::side::serve::decoder::<
                    <request::ToolCallCancel as crate::method::Request>::Params,
                >()
            }
            "terminal/cancel" => {
                crate::side::serve::decoder::<
                    <request::TerminalCancel as crate::method::Request>::Params,
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
    link: crate::side::Link<crate::v2::V2>,
}
impl<T: Client> ClientDispatcher<T> {
    pub(crate) fn new(
        imp: ::std::sync::Arc<T>,
        link: crate::side::Link<crate::v2::V2>,
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
            "session/request_permission" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v2::V2,
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
            "elicitation/create" => {
                let imp = ::std::sync::Arc::clone(&self.imp);
                crate::side::serve::request::<
                    crate::v2::V2,
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
                    crate::v2::V2,
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
                    crate::v2::V2,
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
            "session/request_permission" | "session/update" => {
                crate::side::serve::session_scope(params)
            }
            _ => None,
        }
    }
    fn params_decoder(&self, method: &str) -> Option<crate::rpc::ParamsDecoder> {
        match method {
            "session/request_permission" => {
                crate::side::serve::decoder::<
                    <request::SessionRequestPermission as crate::method::Request>::Params,
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
/// What a client gets when the agent chose version 2: the handle to the agent and its `initialize` result.
pub type Negotiation = crate::side::Negotiation<
    AgentHandle,
    <crate::v2::V2 as crate::side::Version>::InitializeResponse,
>;
impl crate::side::AgentBuilder {
    /// Serves protocol version 2 with `agent`.
    #[must_use]
    pub fn v2(self, agent: impl Agent) -> Self {
        let agent = ::std::sync::Arc::new(agent);
        self.serve_version::<
                crate::v2::V2,
            >(move |link| {
            ::std::sync::Arc::new(
                AgentDispatcher::new(::std::sync::Arc::clone(&agent), link),
            ) as ::std::sync::Arc<dyn crate::rpc::Handler>
        })
    }
}
impl<N: From<Negotiation> + Send + 'static> crate::side::ClientBuilder<N> {
    /// Accepts protocol version 2, served by `client`, advertising `capabilities`.
    #[must_use]
    pub fn v2(
        self,
        client: impl Client,
        capabilities: <crate::v2::V2 as crate::side::Version>::ClientCaps,
    ) -> Self {
        let client = ::std::sync::Arc::new(client);
        self.accept_version::<
                crate::v2::V2,
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
/** The rules of protocol version 2's policy (`src/v2/policy.rs`), one row per method it gives a rule; every other method has none.

 | method | kind | rule |
 |---|---|---|
 | `auth/login` | request | Needs a non-empty `authMethods`; the `methodId` must not be one of its terminal methods (the client runs the agent interactively for those; -32602). |
 | `auth/logout` | request | Needs a non-empty `authMethods`. |
 | `elicitation/complete` | notification | Needs `capabilities.elicitation.url` (it completes URL elicitations). |
 | `elicitation/create` | request | The request's `mode` (`form` / `url`) must be in the client's `capabilities.elicitation` (-32602 otherwise). |
 | `initialize` | request | Records the client's `capabilities` (missing: none); the answer states version 2 and records the agent's `capabilities`, whether it lists `authMethods` and the ids of the terminal ones. |
 | `session/cancel` | notification | Needs `capabilities.session`; fires the session's cancel signal (received by an agent, sent by a client). |
 | `session/close` | request | Needs `capabilities.session`; forgets what the session advertised; the calling client reads a -32002 answer (an unknown or inactive session) as a successful close, as CloseSessionRequest says clients SHOULD. |
 | `session/delete` | request | Needs `capabilities.session.delete`. |
 | `session/list` | request | Needs `capabilities.session`; the calling client records each listed session's `cwd`. |
 | `session/new` | request | Needs `capabilities.session`, and a `systemPrompt` the agent can take (see [`system_prompt`]); records the new session's config options; the calling client records its `cwd`. |
 | `session/prompt` | request | Needs `capabilities.session`; image, audio and embedded-resource blocks need `capabilities.session.prompt.image` / `audio` / `embeddedContext`; a block of a type the schema does not define is refused (-32602, as ContentBlock says agents MUST); a client prompts only a session set up on its connection (`session/new`, `session/resume`, `session/fork`; `SideError::SessionNotSetUp` otherwise). |
 | `session/request_permission` | request | Answered `cancelled` when the session is cancelled while it waits. |
 | `session/resume` | request | Needs `capabilities.session`, and a `systemPrompt` the agent can take; a client sends the session's `cwd` where it knows it (it created or resumed the session, or `session/list` listed it, on this connection; -32602 otherwise, as ResumeSessionRequest says clients MUST); records the session's config options. |
 | `session/set_config_option` | request | Needs `capabilities.session`, and the `configId` and value among the session's `configOptions` as in v1; records the answered options. |
 | `session/update` | notification | Records config options (`config_option_update`) and tool call / terminal cancel controls; an idle `state_update` ends a waiting `prompt_turn` once the session reported a state that is not idle (`running`, `requires_action` or unknown) since it started waiting: a repeated idle snapshot is no new completion. |
 | `terminal/cancel` | request | The terminal's `capabilities.cancel` (last `terminal_update`) must be advertised, and the terminal not exited. |
 | `tool_call/cancel` | request | The tool call's `capabilities.cancel` (last `tool_call` update) must be advertised, and the call not final. |
*/
pub static POLICY: &[crate::method::PolicyRule] = &[
    crate::method::PolicyRule {
        method: "auth/login",
        kind: "request",
        rule: "Needs a non-empty `authMethods`; the `methodId` must not be one of its terminal methods (the client runs the agent interactively for those; -32602).",
    },
    crate::method::PolicyRule {
        method: "auth/logout",
        kind: "request",
        rule: "Needs a non-empty `authMethods`.",
    },
    crate::method::PolicyRule {
        method: "elicitation/complete",
        kind: "notification",
        rule: "Needs `capabilities.elicitation.url` (it completes URL elicitations).",
    },
    crate::method::PolicyRule {
        method: "elicitation/create",
        kind: "request",
        rule: "The request's `mode` (`form` / `url`) must be in the client's `capabilities.elicitation` (-32602 otherwise).",
    },
    crate::method::PolicyRule {
        method: "initialize",
        kind: "request",
        rule: "Records the client's `capabilities` (missing: none); the answer states version 2 and records the agent's `capabilities`, whether it lists `authMethods` and the ids of the terminal ones.",
    },
    crate::method::PolicyRule {
        method: "session/cancel",
        kind: "notification",
        rule: "Needs `capabilities.session`; fires the session's cancel signal (received by an agent, sent by a client).",
    },
    crate::method::PolicyRule {
        method: "session/close",
        kind: "request",
        rule: "Needs `capabilities.session`; forgets what the session advertised; the calling client reads a -32002 answer (an unknown or inactive session) as a successful close, as CloseSessionRequest says clients SHOULD.",
    },
    crate::method::PolicyRule {
        method: "session/delete",
        kind: "request",
        rule: "Needs `capabilities.session.delete`.",
    },
    crate::method::PolicyRule {
        method: "session/list",
        kind: "request",
        rule: "Needs `capabilities.session`; the calling client records each listed session's `cwd`.",
    },
    crate::method::PolicyRule {
        method: "session/new",
        kind: "request",
        rule: "Needs `capabilities.session`, and a `systemPrompt` the agent can take (see [`system_prompt`]); records the new session's config options; the calling client records its `cwd`.",
    },
    crate::method::PolicyRule {
        method: "session/prompt",
        kind: "request",
        rule: "Needs `capabilities.session`; image, audio and embedded-resource blocks need `capabilities.session.prompt.image` / `audio` / `embeddedContext`; a block of a type the schema does not define is refused (-32602, as ContentBlock says agents MUST); a client prompts only a session set up on its connection (`session/new`, `session/resume`, `session/fork`; `SideError::SessionNotSetUp` otherwise).",
    },
    crate::method::PolicyRule {
        method: "session/request_permission",
        kind: "request",
        rule: "Answered `cancelled` when the session is cancelled while it waits.",
    },
    crate::method::PolicyRule {
        method: "session/resume",
        kind: "request",
        rule: "Needs `capabilities.session`, and a `systemPrompt` the agent can take; a client sends the session's `cwd` where it knows it (it created or resumed the session, or `session/list` listed it, on this connection; -32602 otherwise, as ResumeSessionRequest says clients MUST); records the session's config options.",
    },
    crate::method::PolicyRule {
        method: "session/set_config_option",
        kind: "request",
        rule: "Needs `capabilities.session`, and the `configId` and value among the session's `configOptions` as in v1; records the answered options.",
    },
    crate::method::PolicyRule {
        method: "session/update",
        kind: "notification",
        rule: "Records config options (`config_option_update`) and tool call / terminal cancel controls; an idle `state_update` ends a waiting `prompt_turn` once the session reported a state that is not idle (`running`, `requires_action` or unknown) since it started waiting: a repeated idle snapshot is no new completion.",
    },
    crate::method::PolicyRule {
        method: "terminal/cancel",
        kind: "request",
        rule: "The terminal's `capabilities.cancel` (last `terminal_update`) must be advertised, and the terminal not exited.",
    },
    crate::method::PolicyRule {
        method: "tool_call/cancel",
        kind: "request",
        rule: "The tool call's `capabilities.cancel` (last `tool_call` update) must be advertised, and the call not final.",
    },
];
