//! Session config option categories are UX only: an option without a
//! category, and one with a category this schema does not know (a newer
//! peer's, or a `_`-prefixed custom one), decode, keep what they said, and
//! encode back to the same JSON (the session-config-options pages: a
//! missing or unknown category is never needed for correctness).

use acp_wire::codec::Tri;
use serde_json::{json, Value};

fn roundtrip<T: serde::de::DeserializeOwned + serde::Serialize>(v: &Value) -> T {
    let t: T = serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{v}: {e}"));
    assert_eq!(&serde_json::to_value(&t).unwrap(), v, "round trip");
    t
}

#[test]
fn v1_missing_and_unknown_categories_decode_and_round_trip() {
    use acp_wire::v1::{SessionConfigOption, SessionConfigOptionCategory as Cat};
    let base = json!({"type": "select", "id": "model", "name": "Model", "currentValue": "a", "options": [{"value": "a", "name": "A"}]});
    let none: SessionConfigOption = roundtrip(&base);
    assert!(none.category.is_absent());
    for (text, want) in [("model", Cat::Model), ("future_category", Cat::Other("future_category".into())), ("_acme_speed", Cat::Other("_acme_speed".into()))] {
        let mut v = base.clone();
        v["category"] = json!(text);
        let o: SessionConfigOption = roundtrip(&v);
        assert_eq!(o.category, Tri::Value(want), "{text}");
    }
}

#[cfg(feature = "v2")]
#[test]
fn v2_missing_and_unknown_categories_decode_and_round_trip() {
    use acp_wire::v2::{SessionConfigOption, SessionConfigOptionCategory as Cat};
    let base = json!({"type": "select", "configId": "model", "name": "Model", "currentValue": "a", "options": [{"value": "a", "name": "A"}]});
    let none: SessionConfigOption = roundtrip(&base);
    assert!(none.category.is_absent());
    let mut null = base.clone();
    null["category"] = Value::Null;
    let o: SessionConfigOption = roundtrip(&null);
    assert!(o.category.is_null());
    for (text, want) in [("model", Cat::Model), ("future_category", Cat::Other("future_category".into())), ("_acme_speed", Cat::Other("_acme_speed".into()))] {
        let mut v = base.clone();
        v["category"] = json!(text);
        let o: SessionConfigOption = roundtrip(&v);
        assert_eq!(o.category, Tri::Value(want), "{text}");
    }
}
