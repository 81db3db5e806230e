//! `HostClient`'s URL elicitations (v1 and v2): with
//! `HostClientBuilder::elicitation_url` it advertises url as well as form,
//! and passes on each `elicitation/complete` of a URL elicitation its
//! handler accepted, once; an id it never accepted (unknown, declined, a
//! form's) or completed already is ignored: no error, no callback (the
//! elicitation page: clients ignore unknown or already-completed ids).

use crate::sides_support;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use acp_wire::host::HostClient;
use acp_wire::v1;
use serde_json::json;
use sides_support::{from, json};
use super::client_support::*;

type Completed = Arc<Mutex<Vec<String>>>;

/// Waits until `completed` holds `n` ids (or 5 s).
async fn wait_for(completed: &Completed, n: usize) -> Vec<String> {
    // Up to 30 s: a loaded machine is slow, not wrong.
    let start = std::time::Instant::now();
    while completed.lock().unwrap().len() < n && start.elapsed() < Duration::from_secs(30) {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    completed.lock().unwrap().clone()
}

fn url(eid: &str) -> serde_json::Value {
    json!({"sessionId": "s", "mode": "url", "message": "Open it", "elicitationId": eid, "url": format!("https://example.com/{eid}")})
}

#[tokio::test]
async fn v1_elicitation_complete_of_an_unknown_or_completed_id_is_ignored() {
    let completed = Completed::default();
    let host = {
        let completed = Arc::clone(&completed);
        HostClient::builder()
            // Accepts everything but the elicitation "no".
            .elicitation_v1(|req| async move {
                let declined = json(&req)["elicitationId"] == "no";
                Ok(from(if declined { json!({"action": "decline"}) } else { json!({"action": "accept"}) }))
            })
            .elicitation_url(move |id| completed.lock().unwrap().push(id))
            .build()
    };
    assert_eq!(json(&host.capabilities())["elicitation"], json!({"form": {}, "url": {}}));
    let pair = Pair::new(host).await;
    let c = &pair.client;
    let complete = |eid: &str| from::<v1::CompleteElicitationNotification>(json!({"elicitationId": eid}));
    // Never asked: ignored.
    c.elicitation_complete(complete("e1")).await.unwrap();
    let r = bounded(c.create_elicitation(from(url("e1")))).await.unwrap();
    assert_eq!(json(&r), json!({"action": "accept"}));
    c.elicitation_complete(complete("e1")).await.unwrap();
    // Completed already: ignored.
    c.elicitation_complete(complete("e1")).await.unwrap();
    // Declined: nothing to complete.
    bounded(c.create_elicitation(from(url("no")))).await.unwrap();
    c.elicitation_complete(complete("no")).await.unwrap();
    // A form elicitation has no id to complete.
    let form = json!({"sessionId": "s", "mode": "form", "message": "?", "requestedSchema": {"type": "object", "properties": {}}});
    bounded(c.create_elicitation(from(form))).await.unwrap();
    c.elicitation_complete(complete("form")).await.unwrap();
    bounded(c.create_elicitation(from(url("e2")))).await.unwrap();
    c.elicitation_complete(complete("e2")).await.unwrap();
    // Notifications are handled in order: e2's callback comes after the
    // ignored ones would have, so seeing exactly e1, e2 once e2's came
    // proves none of them called back (no sleep needed: nothing is sent
    // after e2).
    assert_eq!(wait_for(&completed, 2).await, ["e1", "e2"]);
    // Not `pair.finish()`: its frame check rightly flags this agent's
    // completions of "e1" (before it was asked) and "form" (never asked in
    // URL mode), the validator's elicitation-id rule.
    pair.agent.core().close();
    let _ = bounded(pair.task).await;
}

#[tokio::test]
async fn without_elicitation_url_only_form_is_advertised() {
    let host = HostClient::builder()
        .elicitation_v1(|_| async { Ok(from(json!({"action": "decline"}))) })
        .build();
    assert_eq!(json(&host.capabilities())["elicitation"], json!({"form": {}}));
    // No handler: nothing advertised, whatever elicitation_url says.
    let host = HostClient::builder().elicitation_url(|_| {}).build();
    assert_eq!(json(&host.capabilities()).get("elicitation"), None);
}

#[cfg(feature = "v2")]
#[tokio::test]
async fn v2_capabilities_advertise_url_with_elicitation_url() {
    use acp_wire::v2;
    let host = HostClient::builder()
        .elicitation_v2(|_| async { Ok(v2::CreateElicitationResponse::new(v2::CreateElicitationResponseAction::Cancel)) })
        .elicitation_url(|_| {})
        .build();
    assert_eq!(json(&host.capabilities_v2())["elicitation"], json!({"form": {}, "url": {}}));
}
