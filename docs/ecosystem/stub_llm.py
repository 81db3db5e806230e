#!/usr/bin/env python3
"""A deterministic stand-in for the LLM APIs the published ACP agents call.

Python 3.11 standard library only. Serves on 127.0.0.1 (a free port unless
--port is given) and prints `http://127.0.0.1:PORT` on its first stdout line.

APIs: Anthropic Messages (`POST …/messages`, streaming SSE or JSON, and
`…/messages/count_tokens`), OpenAI chat completions (`…/chat/completions`)
and Responses (`…/responses`), Gemini (`…:streamGenerateContent?alt=sse`,
`…:generateContent`, `…:countTokens`), and a model list on any GET.

What it answers is decided by the last user message of the request:
- the last message is a tool result: the text `Done: <first line>.`;
- `READ-FILE <path>`: a call of the agent's own read tool for <path> (the
  tool is picked from the tools the request offers: `Read`, `read_file`,
  `read`, `read_text_file`, …; the argument from its schema: `file_path`,
  `absolute_path`, `filePath` or `path`), or, for an agent with only a
  shell, that shell running `cat <path>`;
- `RUN-COMMAND <cmd>` (to the end of the line): a call of the agent's shell
  tool (`Bash`, `run_shell_command`, `shell`, `exec_command`, `bash`) that
  the agent asks the client's permission for;
- `SLOW`: plain text streamed in 40 chunks 0.25 s apart (10 s);
- anything else: `Hello from the stub.` in one chunk.
Every request is logged to stderr as one line (API, marker, decision).
"""

import argparse
import json
import re
import sys
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

READ_TOOLS = ["mcp__acp__Read", "Read", "read_file", "read_text_file", "read", "view", "ReadFile", "read-file"]
SHELL_TOOLS = ["Bash", "run_shell_command", "shell", "exec_command", "bash", "local_shell", "execute", "shell_command"]
PATH_ARGS = ["file_path", "absolute_path", "filePath", "path"]
SLOW_CHUNKS = 40
SLOW_DELAY = 0.25


def log(*parts):
    print("stub:", *parts, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- decisions

def text_of(content):
    """Flattens the text of a message's content in any of the APIs' shapes."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(text_of(c) for c in content)
    if isinstance(content, dict):
        for key in ("text", "input_text", "content"):
            if key in content and isinstance(content[key], (str, list)):
                return text_of(content[key])
        if "parts" in content:
            return text_of(content["parts"])
    return ""


def decide(last_text, after_tool, tools):
    """Returns ('text', str), ('slow', str) or ('tool', name, args)."""
    if after_tool:
        first = last_text.strip().splitlines()[0][:60] if last_text.strip() else "no output"
        return ("text", f"Done: {first}.")
    m = re.search(r"READ-FILE\s+(\S+)", last_text)
    if m:
        path = m.group(1)
        tool = pick(tools, READ_TOOLS)
        if tool:
            return ("tool", tool["name"], {path_arg(tool): path})
        shell = pick(tools, SHELL_TOOLS)
        if shell:
            return ("tool", shell["name"], shell_args(shell, f"cat {path}"))
        return ("text", "No read tool offered.")
    m = re.search(r"RUN-COMMAND\s+([^\n]+)", last_text)
    if m:
        shell = pick(tools, SHELL_TOOLS)
        if shell:
            return ("tool", shell["name"], shell_args(shell, m.group(1).strip()))
        return ("text", "No shell tool offered.")
    if "SLOW" in last_text:
        return ("slow", "slow ")
    return ("text", "Hello from the stub.")


def pick(tools, names):
    by_name = {t["name"]: t for t in tools}
    for n in names:
        if n in by_name:
            return by_name[n]
    for n in names:
        for t in tools:
            if t["name"].endswith("__" + n) or t["name"].endswith("." + n):
                return t
    return None


def path_arg(tool):
    props = (tool.get("schema") or {}).get("properties") or {}
    for a in PATH_ARGS:
        if a in props:
            return a
    return "file_path"


def shell_args(tool, command):
    props = (tool.get("schema") or {}).get("properties") or {}
    if "cmd" in props:
        args = {"cmd": command}
        if "sandbox_permissions" in props:  # codex: ask the client before running it
            args.update(sandbox_permissions="require_escalated", justification="The stub asks to run it.")
        return args
    if "command" in props and (props["command"].get("type") == "array"):
        return {"command": ["bash", "-lc", command]}
    args = {"command": command}
    if "description" in (tool.get("schema") or {}).get("required", []):
        args["description"] = "run a command"
    return args


# ------------------------------------------------------------------ the APIs

def anthropic_view(body):
    tools = [{"name": t.get("name"), "schema": t.get("input_schema")} for t in body.get("tools") or [] if t.get("name")]
    msgs = body.get("messages") or []
    last = msgs[-1] if msgs else {}
    content = last.get("content")
    after_tool = isinstance(content, list) and any(isinstance(c, dict) and c.get("type") == "tool_result" for c in content)
    if after_tool:
        texts = [text_of(c.get("content")) for c in content if isinstance(c, dict) and c.get("type") == "tool_result"]
        return "\n".join(texts), True, tools
    return text_of(content), False, tools


def chat_view(body):
    tools = []
    for t in body.get("tools") or []:
        f = t.get("function") or {}
        if f.get("name"):
            tools.append({"name": f["name"], "schema": f.get("parameters")})
    msgs = body.get("messages") or []
    last = msgs[-1] if msgs else {}
    if last.get("role") == "tool":
        return text_of(last.get("content")), True, tools
    users = [m for m in msgs if m.get("role") == "user"]
    return text_of(users[-1].get("content")) if users else "", False, tools


def responses_view(body):
    tools = []
    for t in body.get("tools") or []:
        name = t.get("name") or (t.get("function") or {}).get("name")
        if name:
            tools.append({"name": name, "schema": t.get("parameters") or (t.get("function") or {}).get("parameters")})
    items = body.get("input")
    if isinstance(items, str):
        return items, False, tools
    items = items or []
    last = items[-1] if items else {}
    if last.get("type") in ("function_call_output", "custom_tool_call_output", "local_shell_call_output"):
        out = last.get("output")
        return text_of(out) if not isinstance(out, str) else out, True, tools
    users = [i for i in items if i.get("role") == "user"]
    return text_of(users[-1].get("content")) if users else "", False, tools


def fill_schema(schema):
    """A value of a JSON schema (Gemini's structured-output side calls: the
    model router, the next-speaker check): an enum's `user` or first value."""
    schema = schema or {}
    enum = schema.get("enum")
    if enum:
        return "user" if "user" in enum else enum[0]
    kind = str(schema.get("type", "object")).lower()
    if kind == "object":
        props = schema.get("properties") or {}
        return {k: fill_schema(v) for k, v in props.items()}
    if kind == "array":
        return []
    if kind in ("number", "integer"):
        return 0
    if kind == "boolean":
        return False
    return "stub"


def gemini_view(body):
    tools = []
    for t in body.get("tools") or []:
        for f in t.get("functionDeclarations") or t.get("function_declarations") or []:
            tools.append({"name": f.get("name"), "schema": f.get("parameters") or f.get("parametersJsonSchema")})
    contents = body.get("contents") or []
    last = contents[-1] if contents else {}
    parts = last.get("parts") or []
    responses = [p["functionResponse"] for p in parts if isinstance(p, dict) and "functionResponse" in p]
    if responses:
        return json.dumps(responses[0].get("response"))[:200], True, tools
    return "\n".join(p.get("text", "") for p in parts if isinstance(p, dict)), False, tools


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *_args):
        pass

    def do_GET(self):
        self.json({"object": "list", "data": [{"id": "stub-model", "object": "model", "created": 0, "owned_by": "stub",
                                                "type": "model", "display_name": "Stub"}],
                   "models": [{"name": "models/stub-model", "slug": "stub-model", "id": "stub-model"}]})

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {}
        path = self.path.split("?")[0]
        if path.endswith("/count_tokens") or path.endswith(":countTokens"):
            return self.json({"input_tokens": 10, "totalTokens": 10})
        if path.endswith("/messages"):
            return self.answer("anthropic", anthropic_view(body), body.get("stream", False))
        if path.endswith("/chat/completions"):
            return self.answer("chat", chat_view(body), body.get("stream", False))
        if path.endswith("/responses"):
            return self.answer("openai_responses", responses_view(body), True)
        if ":streamGenerateContent" in path:
            return self.answer("gemini", gemini_view(body), True)
        if ":generateContent" in path:
            gen = body.get("generationConfig") or {}
            schema = gen.get("responseJsonSchema") or gen.get("responseSchema")
            if schema or gen.get("responseMimeType") == "application/json":
                text = json.dumps(fill_schema(schema))
                log("gemini json-schema ->", text)
                return self.json({"candidates": [{"content": {"role": "model", "parts": [{"text": text}]},
                                                  "finishReason": "STOP", "index": 0}],
                                  "usageMetadata": {"promptTokenCount": 10, "candidatesTokenCount": 5,
                                                    "totalTokenCount": 15}})
            return self.answer("gemini", gemini_view(body), False)
        log("unknown POST", self.path)
        self.json({"error": {"message": f"stub: no API at {path}"}}, 404)

    # -- plumbing

    def json(self, obj, status=200):
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def sse_start(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True

    def sse(self, data, event=None):
        out = (f"event: {event}\n" if event else "") + f"data: {json.dumps(data)}\n\n"
        self.wfile.write(out.encode())
        self.wfile.flush()

    def answer(self, api, view, stream):
        last_text, after_tool, tools = view
        d = decide(last_text, after_tool, tools)
        log(api, "stream" if stream else "json", "tool-result" if after_tool else repr(last_text[-80:]), "->", d[0], d[1] if len(d) > 1 else "")
        try:
            getattr(self, api)(d, stream)
        except (BrokenPipeError, ConnectionResetError):
            log(api, "client went away")

    def chunks(self, d):
        if d[0] == "slow":
            for _ in range(SLOW_CHUNKS):
                yield d[1]
                time.sleep(SLOW_DELAY)
        else:
            yield d[1]

    # -- Anthropic Messages

    def anthropic(self, d, stream):
        mid = "msg_" + uuid.uuid4().hex[:16]
        usage = {"input_tokens": 10, "output_tokens": 5, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}
        if d[0] == "tool":
            block = {"type": "tool_use", "id": "toolu_" + uuid.uuid4().hex[:16], "name": d[1], "input": d[2]}
            stop = "tool_use"
        else:
            block = {"type": "text", "text": ""}
            stop = "end_turn"
        if not stream:
            if d[0] != "tool":
                block = {"type": "text", "text": "".join(self.chunks(d))}
            return self.json({"id": mid, "type": "message", "role": "assistant", "model": "stub-model",
                              "content": [block], "stop_reason": stop, "stop_sequence": None, "usage": usage})
        self.sse_start()
        self.sse({"type": "message_start", "message": {"id": mid, "type": "message", "role": "assistant",
                                                       "model": "stub-model", "content": [], "stop_reason": None,
                                                       "stop_sequence": None, "usage": usage}}, "message_start")
        if d[0] == "tool":
            self.sse({"type": "content_block_start", "index": 0, "content_block": dict(block, input={})}, "content_block_start")
            self.sse({"type": "content_block_delta", "index": 0,
                      "delta": {"type": "input_json_delta", "partial_json": json.dumps(d[2])}}, "content_block_delta")
        else:
            self.sse({"type": "content_block_start", "index": 0, "content_block": block}, "content_block_start")
            for piece in self.chunks(d):
                self.sse({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": piece}},
                         "content_block_delta")
        self.sse({"type": "content_block_stop", "index": 0}, "content_block_stop")
        self.sse({"type": "message_delta", "delta": {"stop_reason": stop, "stop_sequence": None},
                  "usage": {"output_tokens": 5}}, "message_delta")
        self.sse({"type": "message_stop"}, "message_stop")

    # -- OpenAI chat completions

    def chat(self, d, stream):
        cid = "chatcmpl-" + uuid.uuid4().hex[:16]
        base = {"id": cid, "object": "chat.completion.chunk", "created": int(time.time()), "model": "stub-model"}
        usage = {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
        call = None
        if d[0] == "tool":
            call = {"id": "call_" + uuid.uuid4().hex[:16], "type": "function",
                    "function": {"name": d[1], "arguments": json.dumps(d[2])}}
        if not stream:
            msg = {"role": "assistant", "content": None if call else "".join(self.chunks(d))}
            if call:
                msg["tool_calls"] = [call]
            return self.json({"id": cid, "object": "chat.completion", "created": base["created"], "model": "stub-model",
                              "choices": [{"index": 0, "message": msg, "finish_reason": "tool_calls" if call else "stop"}],
                              "usage": usage})
        self.sse_start()
        if call:
            self.sse(dict(base, choices=[{"index": 0, "delta": {"role": "assistant", "content": None,
                                                                 "tool_calls": [dict(call, index=0)]},
                                          "finish_reason": None}]))
            finish = "tool_calls"
        else:
            first = True
            for piece in self.chunks(d):
                delta = {"content": piece}
                if first:
                    delta["role"] = "assistant"
                    first = False
                self.sse(dict(base, choices=[{"index": 0, "delta": delta, "finish_reason": None}]))
            finish = "stop"
        self.sse(dict(base, choices=[{"index": 0, "delta": {}, "finish_reason": finish}]))
        self.sse(dict(base, choices=[], usage=usage))
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()

    # -- OpenAI Responses

    def openai_responses(self, d, _stream):
        rid = "resp_" + uuid.uuid4().hex[:16]
        usage = {"input_tokens": 10, "input_tokens_details": {"cached_tokens": 0}, "output_tokens": 5,
                 "output_tokens_details": {"reasoning_tokens": 0}, "total_tokens": 15}
        resp = {"id": rid, "object": "response", "created_at": int(time.time()), "status": "in_progress",
                "model": "stub-model", "output": []}
        self.sse_start()
        self.sse({"type": "response.created", "response": resp}, "response.created")
        if d[0] == "tool":
            item = {"type": "function_call", "id": "fc_" + uuid.uuid4().hex[:16], "call_id": "call_" + uuid.uuid4().hex[:16],
                    "name": d[1], "arguments": json.dumps(d[2]), "status": "completed"}
            self.sse({"type": "response.output_item.added", "output_index": 0, "item": dict(item, arguments="")},
                     "response.output_item.added")
            self.sse({"type": "response.output_item.done", "output_index": 0, "item": item}, "response.output_item.done")
        else:
            iid = "msg_" + uuid.uuid4().hex[:16]
            self.sse({"type": "response.output_item.added", "output_index": 0,
                      "item": {"type": "message", "id": iid, "role": "assistant", "status": "in_progress", "content": []}},
                     "response.output_item.added")
            text = ""
            for piece in self.chunks(d):
                text += piece
                self.sse({"type": "response.output_text.delta", "item_id": iid, "output_index": 0, "content_index": 0,
                          "delta": piece}, "response.output_text.delta")
            item = {"type": "message", "id": iid, "role": "assistant", "status": "completed",
                    "content": [{"type": "output_text", "text": text, "annotations": []}]}
            self.sse({"type": "response.output_item.done", "output_index": 0, "item": item}, "response.output_item.done")
        self.sse({"type": "response.completed", "response": dict(resp, status="completed", output=[item], usage=usage)},
                 "response.completed")

    # -- Gemini

    def gemini(self, d, stream):
        usage = {"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15}
        if d[0] == "tool":
            parts_seq = [[{"functionCall": {"name": d[1], "args": d[2]}}]]
        else:
            parts_seq = [[{"text": piece}] for piece in self.chunks(d)] if stream else [[{"text": "".join(self.chunks(d))}]]
        if not stream:
            return self.json({"candidates": [{"content": {"role": "model", "parts": parts_seq[0]}, "finishReason": "STOP",
                                              "index": 0}], "usageMetadata": usage, "modelVersion": "stub-model"})
        self.sse_start()
        for i, parts in enumerate(parts_seq):
            cand = {"content": {"role": "model", "parts": parts}, "index": 0}
            chunk = {"candidates": [cand], "modelVersion": "stub-model"}
            if i == len(parts_seq) - 1:
                cand["finishReason"] = "STOP"
                chunk["usageMetadata"] = usage
            self.sse(chunk)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", type=int, default=0)
    args = ap.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    print(f"http://127.0.0.1:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
