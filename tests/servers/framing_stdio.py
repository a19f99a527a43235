"""An MCP server over stdio whose output framing is chosen by flags (stdlib only).

It answers like raw_stdio.py (tests/servers/_mcp_logic.py) but writes its lines in ways a
client must read all the same, or fails in ways it must name:
  --crlf            end every line with CRLF
  --bom             start the output with a UTF-8 byte order mark
  --chunk N         write each line in N-byte pieces, flushed apart (split reads)
  --merge           write a log notification and each answer in one piece (merged reads)
  --close-stdin     close stdin as soon as `initialize` is read, then answer it and sleep
                    (the client's next write fails: the server stopped reading)
  --bad-utf8-on-call  answer tools/call with a line that is not UTF-8
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from _mcp_logic import McpLogic, add_common_args, config_from_args, dumps_raw, loads_raw

TYPE_CHECKING = False  # annotations only: `typing` would add to every start of this server
if TYPE_CHECKING:
    from typing import Any

NOTE = {"jsonrpc": "2.0", "method": "notifications/message",
        "params": {"level": "info", "data": "merged with the answer"}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    add_common_args(parser)
    for flag in ("--crlf", "--bom", "--merge", "--close-stdin", "--bad-utf8-on-call"):
        parser.add_argument(flag, action="store_true")
    parser.add_argument("--chunk", type=int, default=0)
    ns = parser.parse_args()
    ns.fault = None
    logic = McpLogic(config_from_args(ns))
    out = sys.stdout.buffer
    held = [b"\xef\xbb\xbf"] if ns.bom else []

    def write(data: bytes) -> None:
        step = ns.chunk or len(data)
        for i in range(0, len(data), step):
            out.write(data[i:i + step])
            out.flush()
            if ns.chunk:
                time.sleep(0.001)

    for line in sys.stdin.buffer:
        msg: Any = loads_raw(line)
        answer = logic.handle(msg)
        if answer is None:
            continue
        method = msg.get("method") if isinstance(msg, dict) else None
        if ns.close_stdin and method == "initialize":
            os.close(0)  # before answering: every later write of the client finds no reader
        if ns.bad_utf8_on_call and method == "tools/call":
            write(b'{"jsonrpc":"2.0","id":' + str(msg["id"]).encode() + b',"result":"\xff\xfe"}\n')
            continue
        end = b"\r\n" if ns.crlf else b"\n"
        if ns.merge:
            held.append(dumps_raw(NOTE).encode("utf-8") + end)
        held.append(dumps_raw(answer).encode("utf-8") + end)
        write(b"".join(held))
        held.clear()
        if ns.close_stdin and method == "initialize":
            time.sleep(60)
            return


if __name__ == "__main__":
    main()
