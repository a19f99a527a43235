"""A tiny MCP server over stdio for bench_fleet.py: stdlib only (json, sys), newline-delimited
JSON-RPC, one small surface per `--variant N` (1-4 tools, different names, bounds and shapes).

    python -S bench/fleet_server.py --variant 7 --marker MARK

`--marker` is not read: it only tags the command line so that the benchmark can find, in /proc,
any of its servers left running. `--start-delay S` sleeps S seconds before serving, standing for
a real server's start-up (a Node.js server takes 0.3-1 s before it reads its first line).
The server answers initialize, ping and tools/list, refuses other requests (-32601) and exits
at the end of stdin.
"""

import json
import sys
import time

VERBS = ("search", "fetch", "list", "create", "update", "delete", "export", "summarize")
NOUNS = ("ticket", "invoice", "order", "page", "record", "user", "build", "file", "event")
PROTOCOLS = ("2025-11-25", "2025-06-18", "2025-03-26")


def tools(variant):
    """1-4 tools whose names, descriptions and schemas depend on the variant."""
    out = []
    for k in range(1 + variant % 4):
        verb = VERBS[(variant + k) % len(VERBS)]
        noun = NOUNS[(variant // 3 + k) % len(NOUNS)]
        props = {"id": {"type": "string", "minLength": 1, "maxLength": 64 + variant % 50,
                        "description": f"The {noun} to {verb}."}}
        if (variant + k) % 2:
            props["limit"] = {"type": "integer", "minimum": 1, "maximum": 10 + variant % 90,
                              "default": 10}
        if (variant + k) % 3 == 0:
            props["mode"] = {"type": "string", "enum": ["fast", "full", f"v{variant % 7}"]}
        if (variant + k) % 5 == 0:
            props["tags"] = {"type": "array", "items": {"type": "string"}, "maxItems": 8}
        tool = {"name": f"{verb}_{noun}_{variant}",
                "description": f"{verb.capitalize()} one {noun} of fleet member {variant}.",
                "inputSchema": {"type": "object", "properties": props, "required": ["id"],
                                "additionalProperties": False}}
        if k % 2 == 0:
            tool["outputSchema"] = {"type": "object", "properties": {
                "ok": {"type": "boolean"}, "count": {"type": "integer"}}, "required": ["ok"]}
        out.append(tool)
    return out


def main():
    args = sys.argv[1:]
    variant = int(args[args.index("--variant") + 1]) if "--variant" in args else 0
    listed = {"tools": tools(variant)}
    if "--start-delay" in args:
        time.sleep(float(args[args.index("--start-delay") + 1]))
    out = sys.stdout
    for line in sys.stdin:
        try:
            msg = json.loads(line)
        except ValueError:
            continue
        if not isinstance(msg, dict) or "id" not in msg:
            continue  # a notification (initialized, cancelled): nothing to answer
        method = msg.get("method")
        if method == "initialize":
            asked = (msg.get("params") or {}).get("protocolVersion")
            result = {"protocolVersion": asked if asked in PROTOCOLS else PROTOCOLS[0],
                      "capabilities": {"tools": {"listChanged": False}},
                      "serverInfo": {"name": f"fleet-{variant}", "version": "1.0.0"}}
            reply = {"jsonrpc": "2.0", "id": msg["id"], "result": result}
        elif method == "tools/list":
            reply = {"jsonrpc": "2.0", "id": msg["id"], "result": listed}
        elif method == "ping":
            reply = {"jsonrpc": "2.0", "id": msg["id"], "result": {}}
        else:
            reply = {"jsonrpc": "2.0", "id": msg["id"],
                     "error": {"code": -32601, "message": f"method not found: {method}"}}
        out.write(json.dumps(reply) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
