//! [`Tri`]: a member that can be absent, `null`, or a value.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A three-state optional member: absent, explicit `null`, or a value.
///
/// ACP gives absent and `null` different meanings for some members ("omitted
/// leaves it unchanged, `null` clears it"), and a lossless round trip must keep
/// the difference for every nullable member. Generated structs use `Tri<T>`
/// for every optional member whose schema allows `null`; [`Tri::Absent`] is
/// never written out, [`Tri::Null`] is written as `null`.
///
/// ```
/// use acp_wire::Tri;
/// let t: Tri<u32> = 5.into();
/// assert_eq!(t.value(), Some(&5));
/// assert!(Tri::<u32>::default().is_absent());
/// assert_eq!(Tri::<u32>::Null.value(), None);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tri<T> {
    /// The member is not present.
    #[default]
    Absent,
    /// The member is present with the value `null`.
    Null,
    /// The member is present with a value.
    Value(T),
}

impl<T> Tri<T> {
    /// `true` when the member is absent.
    pub fn is_absent(&self) -> bool {
        matches!(self, Tri::Absent)
    }
    /// `true` when the member is present and `null`.
    pub fn is_null(&self) -> bool {
        matches!(self, Tri::Null)
    }
    /// `true` when the member carries a value.
    pub fn is_value(&self) -> bool {
        matches!(self, Tri::Value(_))
    }
    /// The value, if any (absent and `null` both give `None`).
    pub fn value(&self) -> Option<&T> {
        match self {
            Tri::Value(v) => Some(v),
            _ => None,
        }
    }
    /// The value, mutably, if any.
    pub fn value_mut(&mut self) -> Option<&mut T> {
        match self {
            Tri::Value(v) => Some(v),
            _ => None,
        }
    }
    /// Consumes the `Tri`, keeping only the value (absent and `null` → `None`).
    pub fn into_value(self) -> Option<T> {
        match self {
            Tri::Value(v) => Some(v),
            _ => None,
        }
    }
    /// Borrows the value.
    pub fn as_ref(&self) -> Tri<&T> {
        match self {
            Tri::Absent => Tri::Absent,
            Tri::Null => Tri::Null,
            Tri::Value(v) => Tri::Value(v),
        }
    }
    /// Borrows the value mutably.
    pub fn as_mut(&mut self) -> Tri<&mut T> {
        match self {
            Tri::Absent => Tri::Absent,
            Tri::Null => Tri::Null,
            Tri::Value(v) => Tri::Value(v),
        }
    }
    /// Maps the value, keeping absent and `null`.
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Tri<U> {
        match self {
            Tri::Absent => Tri::Absent,
            Tri::Null => Tri::Null,
            Tri::Value(v) => Tri::Value(f(v)),
        }
    }
    /// Takes the value out, leaving [`Tri::Absent`].
    pub fn take(&mut self) -> Tri<T> {
        std::mem::take(self)
    }
    /// `Some(Some(v))` for a value, `Some(None)` for `null`, `None` when absent.
    pub fn into_nested_option(self) -> Option<Option<T>> {
        match self {
            Tri::Absent => None,
            Tri::Null => Some(None),
            Tri::Value(v) => Some(Some(v)),
        }
    }
}

impl<T: std::ops::Deref> Tri<T> {
    /// Borrows the value through `Deref` (e.g. `Tri<String>` → `Option<&str>`).
    pub fn as_deref(&self) -> Option<&T::Target> {
        self.value().map(|v| &**v)
    }
}

impl<T> From<T> for Tri<T> {
    fn from(v: T) -> Self {
        Tri::Value(v)
    }
}

/// `None` becomes [`Tri::Absent`] (Option's "not given"), `Some(v)` a value.
impl<T> From<Option<T>> for Tri<T> {
    fn from(v: Option<T>) -> Self {
        match v {
            Some(v) => Tri::Value(v),
            None => Tri::Absent,
        }
    }
}

/// `None` → absent, `Some(None)` → `null`, `Some(Some(v))` → value.
impl<T> From<Option<Option<T>>> for Tri<T> {
    fn from(v: Option<Option<T>>) -> Self {
        match v {
            None => Tri::Absent,
            Some(None) => Tri::Null,
            Some(Some(v)) => Tri::Value(v),
        }
    }
}

/// Absent and `null` are both written as `null`; containers skip absent members
/// before calling this.
impl<T: Serialize> Serialize for Tri<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Tri::Value(v) => v.serialize(s),
            _ => s.serialize_none(),
        }
    }
}

/// A present member: `null` → [`Tri::Null`], anything else a value. (Containers
/// leave absent members at the default, [`Tri::Absent`].)
impl<'de, T: Deserialize<'de>> Deserialize<'de> for Tri<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(match Option::<T>::deserialize(d)? {
            Some(v) => Tri::Value(v),
            None => Tri::Null,
        })
    }
}
