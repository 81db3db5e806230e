//! `/elicit` in v2 (see [`crate::echo::elicit`]): asks with the v2 types,
//! reports `requires_action` while the user is asked and `running` again
//! after, and reads the answer with `effective_action`. A `session/cancel`
//! while the request is pending drops it, which cancels it with
//! `$/cancel_request` (the runtime's rule for a dropped request).

use serde_json::Value;

use super::Out;
use crate::echo::elicit::{self, Mode};
use crate::echo::turn::Say;
use crate::echo::{build, to_json};
use acp_wire::error::Result;
use acp_wire::v2;
use acp_wire::v2::IdleStateUpdateStopReason as Stop;

impl Out<'_> {
    pub(super) async fn elicit(&self, mode: Mode) -> Result<Stop> {
        let caps = to_json(&self.v2.client_capabilities());
        if !crate::echo::offers(&caps, mode.capability()) {
            self.say(&elicit::not_advertised(mode)).await?;
            return Ok(Stop::EndTurn);
        }
        let id = elicit::elicitation_id(self.echo.store.next_id());
        let req = build::<v2::CreateElicitationRequest>(elicit::request(&self.session_id().0, mode, &id))?;
        let answer = self.v2.requires_action(self.v2.client().create_elicitation(req)).await;
        let said = match answer {
            Err(e) => elicit::failed(&e),
            Ok(r) => match r.effective_action() {
                v2::ElicitationOutcome::Decline => elicit::declined(),
                v2::ElicitationOutcome::Cancel => elicit::cancelled(r.action.tag()),
                v2::ElicitationOutcome::Accept(_) if mode == Mode::Url => {
                    // Only to this client, with the id it was asked with.
                    self.v2.client().elicitation_complete(v2::CompleteElicitationNotification::new(id.as_str())).await?;
                    elicit::url_accepted(&id)
                }
                v2::ElicitationOutcome::Accept(a) => {
                    match elicit::validate(to_json(a).get("content").and_then(Value::as_object)) {
                        Ok(name) => elicit::greeting(&name),
                        Err(why) => elicit::invalid(&why),
                    }
                }
            },
        };
        self.say(&said).await?;
        Ok(Stop::EndTurn)
    }
}
