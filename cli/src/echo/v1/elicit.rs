//! `/elicit` in v1 (see [`crate::echo::elicit`]): asks with the v1 types
//! and reads the answer with `effective_action`. A `session/cancel` while
//! the request is pending drops it, which cancels it with
//! `$/cancel_request` (the runtime's rule for a dropped request).

use serde_json::Value;

use super::Out;
use crate::echo::elicit::{self, Mode};
use crate::echo::turn::Say;
use crate::echo::{build, to_json};
use acp_wire::error::Result;
use acp_wire::v1;

impl Out<'_> {
    pub(super) async fn elicit(&self, mode: Mode) -> Result<v1::StopReason> {
        let out = self;
        if !self.offers(mode.capability()) {
            out.say(&elicit::not_advertised(mode)).await?;
            return Ok(v1::StopReason::EndTurn);
        }
        let id = elicit::elicitation_id(self.echo.store.next_id());
        let req = build::<v1::CreateElicitationRequest>(elicit::request(&out.session_id().0, mode, &id))?;
        let said = match out.peer().create_elicitation(req).await {
            Err(e) => elicit::failed(&e),
            Ok(r) => match r.effective_action() {
                v1::ElicitationOutcome::Decline => elicit::declined(),
                v1::ElicitationOutcome::Cancel => elicit::cancelled(r.action.tag()),
                v1::ElicitationOutcome::Accept(_) if mode == Mode::Url => {
                    // Only to this client, with the id it was asked with.
                    out.peer().elicitation_complete(v1::CompleteElicitationNotification::new(id.as_str())).await?;
                    elicit::url_accepted(&id)
                }
                v1::ElicitationOutcome::Accept(a) => {
                    match elicit::validate(to_json(a).get("content").and_then(Value::as_object)) {
                        Ok(name) => elicit::greeting(&name),
                        Err(why) => elicit::invalid(&why),
                    }
                }
            },
        };
        out.say(&said).await?;
        Ok(v1::StopReason::EndTurn)
    }
}
