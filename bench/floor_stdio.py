"""The stdlib floor over stdio: the least a client can do for one probe or snapshot exchange.

    python bench/floor_stdio.py [--all] -- SERVER ARGS...

Start the server, `initialize`, `notifications/initialized`, every page of `tools/list`
(with --all also prompts/resources/templates when advertised), close stdin, wait for the
exit. No checks beyond matching ids; prints the number of tools. Used by bench_wire.py.
"""

from __future__ import annotations

import json
import subprocess
import sys

LISTS = (("prompts", "prompts/list", "prompts"), ("resources", "resources/list", "resources"),
         ("resources", "resources/templates/list", "resourceTemplates"))


def main() -> None:
    argv = sys.argv[1:]
    full = argv[:1] == ["--all"]
    command = argv[argv.index("--") + 1:]
    proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None
    ids = iter(range(1, 1 << 30))

    def call(method: str, params: dict | None = None) -> dict:
        rid = next(ids)
        msg = {"jsonrpc": "2.0", "id": rid, "method": method, **({"params": params}
                                                                 if params else {})}
        proc.stdin.write(json.dumps(msg).encode() + b"\n")
        proc.stdin.flush()
        for line in proc.stdout:
            answer = json.loads(line)
            if answer.get("id") == rid:
                return answer["result"]
        raise SystemExit("server closed stdout")

    def every(method: str, key: str) -> list:
        items, cursor = [], None
        while True:
            page = call(method, {"cursor": cursor} if cursor else None)
            items += page[key]
            cursor = page.get("nextCursor")
            if not cursor:
                return items

    hello = call("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                "clientInfo": {"name": "floor", "version": "0"}})
    proc.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
    proc.stdin.flush()
    tools = every("tools/list", "tools")
    if full:
        for cap, method, key in LISTS:
            if cap in hello.get("capabilities", {}):
                every(method, key)
    proc.stdin.close()
    proc.wait()
    print(len(tools))


if __name__ == "__main__":
    main()
