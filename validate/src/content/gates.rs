//! Capability gates, read from the table the sides enforce
//! ([`acp_wire::side::Version::GATES`]: `V1::GATES`, `V2::GATES`): a gated
//! method sent although its party's `initialize` did not advertise the
//! capability. "A capability left out of initialize counts as not
//! supported" (initialization.mdx#capabilities, MUST, both parties). Judged
//! once the `initialize` message that advertises it was seen.

use acp_wire::side::{Gate, Party, Version};
use serde_json::Value;

use super::Violation;

/// The gates of protocol version `version` (none for one this build lacks).
fn table(version: u16) -> &'static [Gate] {
    match version {
        1 => acp_wire::v1::V1::GATES,
        #[cfg(acp_wire = "v2")]
        2 => acp_wire::v2::V2::GATES,
        _ => &[],
    }
}

/// Whether `method` is gated in any version.
pub(crate) fn wants(method: &str) -> bool {
    [1, 2].iter().any(|v| table(*v).iter().any(|g| g.method == method))
}

/// The two `initialize` messages of a connection, as they were sent.
#[derive(Debug, Clone, Default)]
pub(crate) struct Gates {
    client: Option<Value>,
    agent: Option<Value>,
}

impl Gates {
    /// The client's `initialize` params.
    pub(crate) fn initialize(&mut self, params: &Value) {
        self.client = Some(params.clone());
    }

    /// The agent's `initialize` result.
    pub(crate) fn initialized(&mut self, result: &Value) {
        self.agent = Some(result.clone());
    }

    /// A call of `method` (params at `at`) on a connection of `version`.
    pub(crate) fn call(&self, version: u16, method: &str, at: &str, out: &mut Vec<Violation>) {
        let Some(gate) = table(version).iter().find(|g| g.method == method) else { return };
        let (message, party) = match gate.party {
            Party::Client => (&self.client, "client"),
            Party::Agent => (&self.agent, "agent"),
        };
        let Some(message) = message else { return };
        if !gate.open_in(message) {
            out.push(Violation::rule(
                at,
                "capability-gate",
                format!(
                    "{method} needs the {party}'s `{}`, which its initialize did not advertise: a capability left out of initialize counts as not supported (initialization.mdx#capabilities)",
                    gate.capability
                ),
            ));
        }
    }
}
