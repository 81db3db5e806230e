#!/usr/bin/env python3
"""ACP interop AGENT on the official Python SDK (agent-client-protocol 0.12.1).

    python agent.py [--protocol 1]

The Python SDK speaks ACP v1 only: `--protocol 2` (or `1,2`) exits with
status 2. Whatever version a client requests, this agent answers
`protocolVersion: 1` (the v1 rule: the agent's latest supported version).

Behaviour (the contract in ../README.md):
  plain prompt     -> streams the prompt's words back as agent_message_chunk
                      updates, then ends the turn with end_turn
  "/slow WORDS"    -> streams WORDS one chunk per 100 ms for ~5 s; a
                      session/cancel ends the turn with `cancelled`
  "/read PATH"     -> (client advertised fs.readTextFile) calls
                      fs/read_text_file and streams the content back
  "/permission"    -> calls session/request_permission and streams
                      "permission outcome: selected <optionId>" or
                      "permission outcome: cancelled"
stdout carries only ACP; logs go to stderr (ACP_INTEROP_LOG=1 for more).
"""

from __future__ import annotations

import asyncio
import sys
import uuid
from typing import Any

import acp
from acp.schema import (
    AgentCapabilities,
    ClientCapabilities,
    Implementation,
    InitializeResponse,
    NewSessionResponse,
    PermissionOption,
    PromptCapabilities,
    PromptResponse,
    ToolCallUpdate,
)

from common import (
    PERMISSION_PROMPT,
    READ_PREFIX,
    SDK_VERSION,
    SLOW_CHUNKS,
    SLOW_INTERVAL_S,
    UsageError,
    log,
    parse_options,
    text_of,
    warn,
)

WHO = "py-agent"
AGENT_INFO = Implementation(name="acp-wire-interop-py-agent", title="acp-wire interop agent (Python SDK)", version=SDK_VERSION)
PERMISSION_OPTIONS = [
    PermissionOption(option_id="allow-once", name="Allow once", kind="allow_once"),
    PermissionOption(option_id="reject-once", name="Reject", kind="reject_once"),
]


class Turn:
    def __init__(self) -> None:
        self.event = asyncio.Event()

    @property
    def cancelled(self) -> bool:
        return self.event.is_set()

    def cancel(self) -> None:
        self.event.set()

    async def pause(self, seconds: float) -> bool:
        """Sleeps unless cancelled first; returns True when cancelled."""
        try:
            await asyncio.wait_for(self.event.wait(), seconds)
        except asyncio.TimeoutError:
            pass
        return self.cancelled


class InteropAgent:
    def __init__(self) -> None:
        self.conn: Any = None
        self.client_caps: ClientCapabilities | None = None
        self.sessions: dict[str, dict] = {}
        self.n = 0

    def on_connect(self, conn: Any) -> None:
        self.conn = conn

    async def initialize(
        self,
        protocol_version: int,
        client_capabilities: ClientCapabilities | None = None,
        client_info: Implementation | None = None,
        **kwargs: Any,
    ) -> InitializeResponse:
        log(WHO, "initialize", protocol_version, client_capabilities, client_info)
        self.client_caps = client_capabilities
        return InitializeResponse(
            protocol_version=1,
            agent_capabilities=AgentCapabilities(load_session=False, prompt_capabilities=PromptCapabilities()),
            agent_info=AGENT_INFO,
            auth_methods=[],
        )

    async def new_session(self, cwd: str, additional_directories=None, mcp_servers=None, **kwargs: Any) -> NewSessionResponse:
        self.n += 1
        sid = f"py-v1-sess-{self.n}"
        self.sessions[sid] = {"cwd": cwd, "turn": None}
        return NewSessionResponse(session_id=sid)

    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        log(WHO, "cancel", session_id)
        s = self.sessions.get(session_id)
        if s and s["turn"]:
            s["turn"].cancel()

    async def say(self, session_id: str, text: str) -> None:
        await self.conn.session_update(session_id=session_id, update=acp.update_agent_message_text(text))

    def can_read(self) -> bool:
        caps = self.client_caps
        return bool(caps and caps.fs and caps.fs.read_text_file)

    async def prompt(self, session_id: str, prompt: list, **kwargs: Any) -> PromptResponse:
        s = self.sessions.get(session_id)
        if s is None:
            raise acp.RequestError.resource_not_found(session_id)
        if s["turn"]:
            s["turn"].cancel()
        turn = Turn()
        s["turn"] = turn
        try:
            stop = await self.run_turn(session_id, text_of(prompt).strip(), turn)
        finally:
            if s["turn"] is turn:
                s["turn"] = None
        log(WHO, "turn end", stop)
        return PromptResponse(stop_reason=stop)

    async def run_turn(self, sid: str, t: str, turn: Turn) -> str:
        if t == READ_PREFIX.strip() or t.startswith(READ_PREFIX):
            path = t[len(READ_PREFIX) :].strip()
            if not self.can_read():
                await self.say(sid, "fs/read_text_file is not available (the client did not advertise fs.readTextFile)")
                return "end_turn"
            try:
                r = await self.conn.read_text_file(session_id=sid, path=path)
            except Exception as e:  # an error response from the client
                if turn.cancelled:
                    return "cancelled"
                await self.say(sid, f"fs/read_text_file failed: {e}")
                return "end_turn"
            if turn.cancelled:
                return "cancelled"
            await self.say(sid, f"read {path}:\n")
            await self.say(sid, r.content)
            return "end_turn"
        if t == PERMISSION_PROMPT or t.startswith(PERMISSION_PROMPT + " "):
            tool_call_id = f"perm-{uuid.uuid4()}"
            await self.conn.session_update(
                session_id=sid,
                update=acp.start_tool_call(tool_call_id, "interop permission check", kind="other", status="pending"),
            )
            r = await self.conn.request_permission(
                session_id=sid,
                tool_call=ToolCallUpdate(tool_call_id=tool_call_id, title="interop permission check", kind="other", status="pending"),
                options=PERMISSION_OPTIONS,
            )
            outcome = r.outcome
            allowed = outcome.outcome == "selected" and outcome.option_id.startswith("allow")
            await self.conn.session_update(
                session_id=sid, update=acp.update_tool_call(tool_call_id, status="completed" if allowed else "failed")
            )
            if turn.cancelled:
                return "cancelled"
            if outcome.outcome == "selected":
                await self.say(sid, f"permission outcome: selected {outcome.option_id}")
            else:
                await self.say(sid, f"permission outcome: {outcome.outcome}")
            return "end_turn"
        if t == "/slow" or t.startswith("/slow "):
            words = t[len("/slow") :].split() or ["tick"]
            for i in range(SLOW_CHUNKS):
                if turn.cancelled:
                    return "cancelled"
                await self.say(sid, words[i % len(words)] + " ")
                if await turn.pause(SLOW_INTERVAL_S):
                    return "cancelled"
            return "end_turn"
        for w in t.split():
            if turn.cancelled:
                return "cancelled"
            await self.say(sid, w + " ")
        return "cancelled" if turn.cancelled else "end_turn"


def main() -> int:
    try:
        opts = parse_options(sys.argv[1:], {"--protocol": ("protocol", "str")}, {"protocol": "1"})
        if opts["help"]:
            print("usage: python agent.py [--protocol 1]", file=sys.stderr)
            return 0
        if opts["rest"]:
            raise UsageError(f"unexpected arguments: {' '.join(opts['rest'])}")
        if opts["protocol"] != "1":
            raise UsageError(f"--protocol {opts['protocol']}: the Python SDK {SDK_VERSION} speaks ACP v1 only")
    except UsageError as e:
        warn(WHO, str(e))
        return 2
    log(WHO, "serving ACP 1")
    asyncio.run(acp.run_agent(InteropAgent()))
    log(WHO, "stdin closed; exiting")
    return 0


if __name__ == "__main__":
    sys.exit(main())
