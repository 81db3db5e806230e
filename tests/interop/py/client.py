#!/usr/bin/env python3
"""ACP interop CLIENT on the official Python SDK (agent-client-protocol 0.12.1).

    python client.py [--protocol 1] [--scenario full|minimal] [--skip a,b]
                     [--timeout SECS] [--trace FILE] -- AGENT [ARGS...]

Spawns the agent command given after `--`, runs the scripted scenario of
../README.md, prints ONE JSON summary line on stdout and exits 0 only if
every check passed (1 = a check failed, 2 = usage error or a protocol version
this SDK cannot drive, 3 = overall timeout). The Python SDK speaks ACP v1
only, so `--protocol 2` exits 2.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import acp
from acp.connection import StreamEvent
from acp.schema import (
    AllowedOutcome,
    ClientCapabilities,
    DeniedOutcome,
    FileSystemCapabilities,
    Implementation,
    ReadTextFileResponse,
    RequestPermissionResponse,
    WriteTextFileResponse,
)

from common import (
    HELLO_PROMPT,
    PERMISSION_PROMPT,
    READ_FILE_CONTENT,
    READ_FILE_NAME,
    READ_PREFIX,
    SDK_NAME,
    SDK_VERSION,
    SLOW_PROMPT,
    UsageError,
    log,
    parse_options,
    warn,
)

WHO = "py-client"
STEPS = ["echo", "cancel", "read", "permission", "exit"]
STDIO_LIMIT = 64 * 1024 * 1024


class Summary:
    def __init__(self) -> None:
        self.t0 = time.monotonic()
        self.data: dict[str, Any] = {
            "ok": False,
            "peer": f"{SDK_NAME}@{SDK_VERSION}",
            "role": "client",
            "protocol": None,
            "negotiated": None,
            "agentInfo": None,
            "checks": [],
            "error": None,
            "elapsed_ms": 0,
        }

    def check(self, name: str, ok: bool, detail: Any = None) -> bool:
        self.data["checks"].append({"name": name, "ok": bool(ok), "detail": detail})
        log(WHO, f"{'PASS' if ok else 'FAIL'} {name}: {detail}")
        return bool(ok)

    def emit(self, code: int) -> int:
        self.data["elapsed_ms"] = round((time.monotonic() - self.t0) * 1000)
        self.data["ok"] = code == 0
        sys.stdout.write(json.dumps(self.data, separators=(",", ":")) + "\n")
        sys.stdout.flush()
        return code


def err_text(e: BaseException) -> str:
    if isinstance(e, acp.RequestError):
        data = getattr(e, "data", None)
        return f"error {e.code}: {e}" + (f" {json.dumps(data)}" if data is not None else "")
    return f"{type(e).__name__}: {e}"


class Tap:
    """Records every raw JSON-RPC message in wire order (SDK stream observer)."""

    def __init__(self, trace: str | None) -> None:
        self.seq = 0
        self.events: list[tuple[int, str, dict]] = []
        self.trace = trace

    def __call__(self, ev: StreamEvent) -> None:
        self.seq += 1
        d = "in" if ev.direction.value == "incoming" else "out"
        self.events.append((self.seq, d, ev.message))
        if self.trace:
            with open(self.trace, "a", encoding="utf-8") as f:
                f.write(json.dumps({"dir": d, "msg": ev.message}) + "\n")

    def response_seq(self, req_id: Any) -> int | None:
        for seq, d, m in self.events:
            if d == "in" and "method" not in m and m.get("id") == req_id:
                return seq
        return None

    def updates(self, sid: str, after: int, before: int | None = None) -> list[int]:
        return [
            seq
            for seq, d, m in self.events
            if d == "in"
            and m.get("method") == "session/update"
            and (m.get("params") or {}).get("sessionId") == sid
            and seq > after
            and (before is None or seq < before)
        ]


class InteropClient:
    def __init__(self, cwd: Path) -> None:
        self.cwd = cwd
        self.updates: list[tuple[str, Any]] = []  # (sessionId, update model), handler order
        self.read: list[str] = []
        self.written: list[str] = []
        self.permission: list[tuple[str, str]] = []
        self.cancelled_sessions: set[str] = set()

    def confine(self, p: str) -> Path:
        path = Path(p)
        if not path.is_absolute():
            raise acp.RequestError.invalid_params({"path": p, "reason": "path must be absolute"})
        real = Path(os.path.normpath(path))
        if real != self.cwd and self.cwd not in real.parents:
            raise acp.RequestError.invalid_params({"path": p, "reason": "path outside the session cwd"})
        return real

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        self.updates.append((session_id, update))

    async def request_permission(self, session_id: str, tool_call: Any, options: list, **kwargs: Any) -> RequestPermissionResponse:
        opt = next((o for o in options if str(o.kind).startswith("allow")), options[0])
        self.permission.append((session_id, opt.option_id))
        if session_id in self.cancelled_sessions:
            return RequestPermissionResponse(outcome=DeniedOutcome(outcome="cancelled"))
        return RequestPermissionResponse(outcome=AllowedOutcome(outcome="selected", option_id=opt.option_id))

    async def read_text_file(self, session_id: str, path: str, line: int | None = None, limit: int | None = None, **kwargs: Any) -> ReadTextFileResponse:
        p = self.confine(path)
        self.read.append(path)
        try:
            content = p.read_text(encoding="utf-8")
        except OSError:
            raise acp.RequestError.resource_not_found(path) from None
        if line is not None or limit is not None:
            lines = content.split("\n")
            start = max(0, (line or 1) - 1)
            end = start + limit if limit is not None else len(lines)
            content = "\n".join(lines[start:end])
        return ReadTextFileResponse(content=content)

    async def write_text_file(self, session_id: str, path: str, content: str, **kwargs: Any) -> WriteTextFileResponse:
        p = self.confine(path)
        self.written.append(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(content, encoding="utf-8")
        return WriteTextFileResponse()


async def wait_for(pred, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if pred():
            return True
        await asyncio.sleep(0.005)
    return pred()


def turn_text(ups: list[Any]) -> str:
    out = []
    for u in ups:
        if getattr(u, "session_update", None) == "agent_message_chunk" and getattr(u.content, "type", None) == "text":
            out.append(u.content.text)
    return "".join(out)


async def run(opts: dict, s: Summary, cwd: Path) -> int:
    skip = set(opts["skip"])
    if opts["scenario"] == "minimal":
        skip |= {"echo", "cancel", "read", "permission"}
    read_file = cwd / READ_FILE_NAME
    read_file.write_text(READ_FILE_CONTENT, encoding="utf-8")
    impl = InteropClient(cwd)
    tap = Tap(opts.get("trace") or os.environ.get("ACP_INTEROP_TRACE"))

    try:
        proc = await asyncio.create_subprocess_exec(
            opts["rest"][0],
            *opts["rest"][1:],
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=None,
            start_new_session=True,
            limit=STDIO_LIMIT,
        )
    except OSError as e:
        s.check("spawn", False, str(e))
        return 1

    def kill_group(sig: int) -> None:
        try:
            os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            pass

    conn = acp.connect_to_agent(impl, proc.stdin, proc.stdout, observers=[tap])

    async def turn(sid: str, text: str, cancel_after_first_update: bool = False) -> dict:
        start_idx = len(impl.updates)
        start_seq = tap.seq
        mine = lambda: [u for (k, u) in impl.updates[start_idx:] if k == sid]  # noqa: E731
        task = asyncio.ensure_future(conn.prompt(session_id=sid, prompt=[acp.text_block(text)]))
        if cancel_after_first_update:
            await wait_for(lambda: len(mine()) > 0 or task.done(), 1.0)
            impl.cancelled_sessions.add(sid)
            await conn.cancel(session_id=sid)
        try:
            res = await task
        finally:
            impl.cancelled_sessions.discard(sid)
        req = next(m for seq, d, m in tap.events if d == "out" and m.get("method") == "session/prompt" and seq > start_seq)
        rseq = tap.response_seq(req["id"])
        before = len(tap.updates(sid, start_seq, rseq))
        await wait_for(lambda: len(mine()) >= before, 2.0)
        await asyncio.sleep(0.05)
        late = len(tap.updates(sid, rseq))
        ups = mine()
        return {"stop": res.stop_reason, "text": turn_text(ups), "before": before, "late": late}

    def check_turn(label: str, r: dict, want: str) -> None:
        s.check(f"{label}_stop_reason", r["stop"] == want, f"stopReason {r['stop']} (want {want})")
        s.check(f"{label}_updates_before_response", r["late"] == 0, f"{r['before']} session/update before the response, {r['late']} after it")

    async def scenario() -> None:
        try:
            init = await conn.initialize(
                protocol_version=1,
                client_capabilities=ClientCapabilities(
                    fs=FileSystemCapabilities(read_text_file=True, write_text_file=True), terminal=False
                ),
                client_info=Implementation(name="acp-wire-interop-py-client", version=SDK_VERSION),
            )
        except Exception as e:
            s.check("initialize", False, err_text(e))
            return
        s.data["negotiated"] = init.protocol_version
        s.data["agentInfo"] = init.agent_info.model_dump(by_alias=True, exclude_none=True) if init.agent_info else None
        if not s.check("initialize", init.protocol_version == 1, f"agent answered protocolVersion {init.protocol_version}"):
            return
        try:
            sid = (await conn.new_session(cwd=str(cwd), mcp_servers=[])).session_id
        except Exception as e:
            s.check("session_new", False, err_text(e))
            return
        if not s.check("session_new", isinstance(sid, str) and len(sid) > 0, f"sessionId {json.dumps(sid)}"):
            return

        r1 = await turn(sid, HELLO_PROMPT)
        check_turn("prompt", r1, "end_turn")
        if "echo" not in skip:
            missing = [w for w in HELLO_PROMPT.split() if w not in r1["text"]]
            s.check("prompt_echo", not missing, f"agent text {json.dumps(r1['text'][:200])}" + (f"; missing {','.join(missing)}" if missing else ""))

        if "cancel" not in skip:
            r2 = await turn(sid, SLOW_PROMPT, cancel_after_first_update=True)
            check_turn("cancel", r2, "cancelled")

        if "read" not in skip:
            n = len(impl.read)
            r3 = await turn(sid, READ_PREFIX + str(read_file))
            check_turn("read", r3, "end_turn")
            s.check("read_served", str(read_file) in impl.read[n:], f"fs/read_text_file paths {json.dumps(impl.read[n:])}")
            first = READ_FILE_CONTENT.split("\n")[0]
            s.check("read_echo", first in r3["text"], f"agent text {json.dumps(r3['text'][:200])}")

        if "permission" not in skip:
            n = len(impl.permission)
            r4 = await turn(sid, PERMISSION_PROMPT)
            check_turn("permission", r4, "end_turn")
            asked = impl.permission[n:]
            s.check("permission_requested", len(asked) > 0, f"{len(asked)} session/request_permission")
            if asked:
                s.check("permission_outcome_echo", asked[0][1] in r4["text"], f"chose {asked[0][1]}; agent text {json.dumps(r4['text'][:200])}")

    timed_out = False
    try:
        await asyncio.wait_for(scenario(), opts["timeout"])
    except asyncio.TimeoutError:
        timed_out = True
        s.data["error"] = f"timeout: scenario did not finish within {opts['timeout']:g}s"
        s.check("timeout", False, s.data["error"])
    except Exception as e:
        s.check("connection", False, err_text(e))

    # Graceful shutdown: EOF, then SIGTERM, then SIGKILL to the process group.
    try:  # let the child watcher notice an agent that already died
        await asyncio.wait_for(asyncio.shield(proc.wait()), 0.05)
    except asyncio.TimeoutError:
        pass
    how = "exited before stdin EOF" if proc.returncode is not None else "exited after stdin EOF"
    try:
        proc.stdin.close()
    except Exception:
        pass
    if timed_out:
        kill_group(signal.SIGKILL)
    try:
        await asyncio.wait_for(proc.wait(), 5)
    except asyncio.TimeoutError:
        kill_group(signal.SIGTERM)
        how = "needed SIGTERM after stdin EOF"
        try:
            await asyncio.wait_for(proc.wait(), 3)
        except asyncio.TimeoutError:
            kill_group(signal.SIGKILL)
            how = "needed SIGKILL after stdin EOF"
            await proc.wait()
    kill_group(signal.SIGKILL)  # leave no process of the group behind
    try:
        await conn.close()
    except Exception:
        pass
    if "exit" not in skip and not timed_out:
        rc = proc.returncode
        s.check("agent_exit", how == "exited after stdin EOF" and rc == 0, f"{how} (returncode {rc})")
    try:
        read_file.unlink()
        cwd.rmdir()
    except OSError:
        pass
    if timed_out:
        return 3
    return 0 if s.data["checks"] and all(c["ok"] for c in s.data["checks"]) else 1


def main() -> int:
    s = Summary()
    try:
        opts = parse_options(
            sys.argv[1:],
            {
                "--protocol": ("protocol", "str"),
                "--scenario": ("scenario", "str"),
                "--skip": ("skip", "list"),
                "--timeout": ("timeout", "num"),
                "--trace": ("trace", "str"),
            },
            {"protocol": "1", "scenario": "full", "skip": [], "timeout": 60.0, "trace": None},
        )
        if opts["help"]:
            print("usage: python client.py [--protocol 1] [--scenario full|minimal] [--skip echo,cancel,read,permission,exit] [--timeout SECS] [--trace FILE] -- AGENT [ARGS...]", file=sys.stderr)
            return 0
        if opts["protocol"] not in ("1", "2"):
            raise UsageError(f"--protocol must be 1 or 2 (got {opts['protocol']})")
        s.data["protocol"] = int(opts["protocol"])
        if opts["protocol"] == "2":
            raise UsageError(f"unsupported: the Python SDK {SDK_VERSION} speaks ACP v1 only")
        if opts["scenario"] not in ("full", "minimal"):
            raise UsageError("--scenario must be full or minimal")
        for step in opts["skip"]:
            if step not in STEPS:
                raise UsageError(f"--skip: unknown step {step} (known: {','.join(STEPS)})")
        if not opts["rest"]:
            raise UsageError("missing agent command after --")
    except UsageError as e:
        s.data["error"] = f"usage: {e}"
        warn(WHO, s.data["error"])
        return s.emit(2)
    cwd = Path(os.path.realpath(tempfile.mkdtemp(prefix="acp-interop-py-")))
    try:
        code = asyncio.run(run(opts, s, cwd))
    finally:
        shutil.rmtree(cwd, ignore_errors=True)
    return s.emit(code)


if __name__ == "__main__":
    sys.exit(main())
