"""The stdlib floor over Streamable HTTP: the least a client can do for one probe exchange.

    python bench/floor_http.py URL

`initialize`, `notifications/initialized`, every page of `tools/list` over one keep-alive
http.client connection (JSON or text/event-stream answers), then DELETE the session.
No checks beyond taking the first answer; prints the number of tools. Used by bench_wire.py.
"""

from __future__ import annotations

import http.client
import json
import sys
from urllib.parse import urlsplit


def main() -> None:
    url = urlsplit(sys.argv[1])
    conn = http.client.HTTPConnection(url.hostname, url.port or 80)
    headers = {"Content-Type": "application/json",
               "Accept": "application/json, text/event-stream"}

    def post(msg: dict) -> dict | None:
        conn.request("POST", url.path, json.dumps(msg), headers)
        resp = conn.getresponse()
        if resp.getheader("mcp-session-id"):
            headers["mcp-session-id"] = resp.getheader("mcp-session-id") or ""
        if "event-stream" not in (resp.getheader("content-type") or ""):
            body = resp.read()
            return json.loads(body)["result"] if body.strip() else None
        data: list[str] = []
        while True:
            line = resp.readline().decode().rstrip("\r\n")
            if line.startswith("data:"):
                data.append(line[5:].strip())
            elif not line and "".join(data):
                answer = json.loads("\n".join(data))
                if "result" in answer:
                    resp.close()
                    return answer["result"]
                data = []
            elif not line:
                data = []

    post({"jsonrpc": "2.0", "id": 1, "method": "initialize",
          "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                     "clientInfo": {"name": "floor", "version": "0"}}})
    headers["mcp-protocol-version"] = "2025-11-25"
    post({"jsonrpc": "2.0", "method": "notifications/initialized"})
    tools, cursor, rid = [], None, 2
    while True:
        page = post({"jsonrpc": "2.0", "id": rid, "method": "tools/list",
                     **({"params": {"cursor": cursor}} if cursor else {})}) or {}
        tools += page.get("tools", [])
        cursor, rid = page.get("nextCursor"), rid + 1
        if not cursor:
            break
    conn.request("DELETE", url.path, headers=headers)
    conn.getresponse().read()
    print(len(tools))


if __name__ == "__main__":
    main()
