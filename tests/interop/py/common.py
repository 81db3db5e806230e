"""Shared helpers for the Python interop peers (scenario constants of
tests/interop/README.md, CLI parsing, logging)."""

from __future__ import annotations

import os
import sys

SDK_NAME = "agent-client-protocol"
SDK_VERSION = "0.12.1"

HELLO_PROMPT = "hello interop world"
SLOW_PROMPT = "/slow hello interop world"
READ_PREFIX = "/read "
PERMISSION_PROMPT = "/permission"
READ_FILE_NAME = "interop-read.txt"
READ_FILE_CONTENT = "interop file content: the quick brown fox 7f3a\nsecond line\n"
SLOW_CHUNKS = 50
SLOW_INTERVAL_S = 0.1


class UsageError(Exception):
    pass


def log(who: str, *args: object) -> None:
    if os.environ.get("ACP_INTEROP_LOG"):
        print(f"[{who}]", *args, file=sys.stderr, flush=True)


def warn(who: str, *args: object) -> None:
    print(f"[{who}]", *args, file=sys.stderr, flush=True)


def parse_options(argv: list[str], spec: dict[str, tuple[str, str]], defaults: dict) -> dict:
    """spec maps "--flag" to (key, kind), kind in str|num|list|bool.
    Everything after `--` lands in out["rest"]."""
    out = dict(defaults)
    out["rest"] = []
    out["help"] = False
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--":
            out["rest"] = argv[i + 1 :]
            break
        if a in ("-h", "--help"):
            out["help"] = True
            i += 1
            continue
        flag, _, inline = a.partition("=")
        if flag not in spec:
            raise UsageError(f"unknown option {a}")
        key, kind = spec[flag]
        if kind == "bool":
            out[key] = True
            i += 1
            continue
        if "=" in a:
            v = inline
        else:
            i += 1
            if i >= len(argv):
                raise UsageError(f"{flag} needs a value")
            v = argv[i]
        if kind == "num":
            try:
                n = float(v)
            except ValueError:
                raise UsageError(f"{flag}: not a number: {v}") from None
            if n <= 0:
                raise UsageError(f"{flag}: not a positive number: {v}")
            out[key] = n
        elif kind == "list":
            out[key] = list(out.get(key) or []) + [x.strip() for x in v.split(",") if x.strip()]
        else:
            out[key] = v
        i += 1
    return out


def text_of(blocks) -> str:
    out = []
    for b in blocks or []:
        t = getattr(b, "type", None)
        if t == "text":
            out.append(b.text)
    return "".join(out)
