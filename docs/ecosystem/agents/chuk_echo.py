"""The smallest agent on chuk-acp's ACPAgent class: echoes the prompt's text.

Run by docs/ecosystem/run with the venv that has chuk-acp installed.
"""

from chuk_acp.agent import ACPAgent
from chuk_acp.protocol.types import AgentInfo


class EchoAgent(ACPAgent):
    def get_agent_info(self) -> AgentInfo:
        return AgentInfo(name="chuk-echo", version="0.0.0")

    async def handle_prompt(self, session, prompt) -> str:
        texts = [block.get("text", "") for block in prompt if isinstance(block, dict)]
        return "echo: " + " ".join(t for t in texts if t)


if __name__ == "__main__":
    EchoAgent().run()
