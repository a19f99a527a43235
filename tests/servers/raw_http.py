"""A misbehaving-on-demand MCP server over Streamable HTTP (or legacy HTTP+SSE), stdlib only.

    python tests/servers/raw_http.py --port 0 --portfile PATH [--tools PATH] [--fault NAME]

Binds 127.0.0.1 only and writes the real port to --portfile once it listens.
Every flag and fault is listed in README.md.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import socket
import struct
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from _mcp_logic import (
    PARSE_ERROR,
    McpLogic,
    add_common_args,
    append_record,
    config_from_args,
    dumps_raw,
    error_response,
    loads_raw,
)

FAULTS = (
    "reset",
    "http-500",
    "http-401",
    "http-403",
    "redirect",
    "never-ending",
    "slow-start",
    "hang",
)


def log(text: str) -> None:
    sys.stderr.write(f"raw_http: {text}\n")
    sys.stderr.flush()


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    add_common_args(parser)
    parser.add_argument("--port", type=int, default=0, help="0 = ephemeral")
    parser.add_argument("--portfile", help="write the bound port here once listening")
    parser.add_argument("--fault", choices=FAULTS, default=None)
    parser.add_argument("--fault-on", default=None, help="apply --fault only to this method")
    parser.add_argument("--require-header", default=None, help='e.g. "Authorization: Bearer X"')
    parser.add_argument("--delay", type=float, default=2.0, help="seconds, for slow-start")
    parser.add_argument("--sse", action="store_true", help="legacy HTTP+SSE transport")
    parser.add_argument("--record", help="append each received method name to this file")
    parser.add_argument("--pidfile", help="write own pid here")
    return parser.parse_args(argv)


class State:
    """Everything the request handlers share."""

    def __init__(self, ns: argparse.Namespace) -> None:
        self.ns = ns
        self.logic = McpLogic(config_from_args(ns))
        self.port = 0
        self.sessions: set[str] = set()
        self.sse_queues: dict[str, queue.Queue[str]] = {}
        self.lock = threading.Lock()

    def header_ok(self, handler: BaseHTTPRequestHandler) -> bool:
        spec = self.ns.require_header
        if spec is None:
            return bool(self.ns.fault != "http-401")
        name, _, value = spec.partition(":")
        return bool(handler.headers.get(name.strip()) == value.strip())


STATE: State


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "raw_http/1.0"

    def log_message(self, format: str, *args: Any) -> None:
        log(format % args)

    # -- plumbing -------------------------------------------------------------------------
    def reply(self, status: int, body: bytes = b"", headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def reply_json(self, status: int, msg: Any, headers: dict[str, str] | None = None) -> None:
        body = dumps_raw(msg).encode("utf-8")
        self.reply(status, body, {"Content-Type": "application/json", **(headers or {})})

    def read_body(self) -> bytes:
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    # -- faults ---------------------------------------------------------------------------
    def apply_fault(self, method: str | None) -> bool:
        """Misbehave as --fault says; True when the request is thereby dealt with."""
        ns = STATE.ns
        if ns.fault_on is not None and method != ns.fault_on:
            return False
        if not STATE.header_ok(self):
            www = {"WWW-Authenticate": 'Bearer realm="raw_http"'}
            self.reply(401, b"unauthorized\n", {"Content-Type": "text/plain", **www})
            return True
        fault = ns.fault
        if fault == "reset":
            log("resetting the connection (fault)")
            linger = struct.pack("ii", 1, 0)
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, linger)
            self.connection.close()
            self.close_connection = True
            return True
        if fault in ("http-500", "http-403"):
            status = 500 if fault == "http-500" else 403
            self.reply(status, f"fault {fault}\n".encode(), {"Content-Type": "text/plain"})
            return True
        if fault == "redirect":
            location = f"http://127.0.0.2:{STATE.port}/mcp"
            self.reply(307, b"", {"Location": location})
            return True
        if fault == "never-ending":
            self.never_ending()
            return True
        if fault == "hang":
            log("hanging: accepted, never answering (fault)")
            while True:
                time.sleep(3600)
        return False

    def never_ending(self) -> None:
        log("sending a never-ending chunked body (fault)")
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        try:
            while True:
                self.wfile.write(b"1\r\n \r\n")
                self.wfile.flush()
                time.sleep(1.0)
        except OSError:
            self.close_connection = True

    # -- Streamable HTTP ------------------------------------------------------------------
    def do_POST(self) -> None:
        route = urlsplit(self.path)
        body = self.read_body()
        try:
            msg = loads_raw(body.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            append_record(STATE.ns.record, "<parse-error>")
            self.reply_json(400, error_response(None, PARSE_ERROR, "Parse error"))
            return
        method = msg.get("method") if isinstance(msg, dict) else None
        if isinstance(method, str):
            append_record(STATE.ns.record, method)
        if self.apply_fault(method):
            return
        if STATE.ns.sse:
            self.post_sse(route.path, route.query, msg)
        elif route.path == "/mcp":
            self.post_mcp(msg, method)
        else:
            self.reply(404, b"not found\n", {"Content-Type": "text/plain"})

    def post_mcp(self, msg: Any, method: str | None) -> None:
        session = self.headers.get("Mcp-Session-Id")
        if method != "initialize" and STATE.sessions:
            if session is None:
                self.reply_json(400, error_response(None, -32600, "Missing Mcp-Session-Id"))
                return
            if session not in STATE.sessions:
                self.reply_json(404, error_response(None, -32600, "Unknown session"))
                return
        response = STATE.logic.handle(msg)
        if response is None:
            self.reply(202)
            return
        headers: dict[str, str] = {}
        if method == "initialize" and "result" in response:
            new_session = uuid.uuid4().hex
            with STATE.lock:
                STATE.sessions.add(new_session)
            headers["Mcp-Session-Id"] = new_session
        self.reply_json(200, response, headers)

    def do_GET(self) -> None:
        route = urlsplit(self.path)
        if STATE.ns.sse and route.path == "/sse":
            self.open_sse_stream()
        elif route.path == "/mcp":
            self.reply(405, b"", {"Allow": "POST, DELETE"})
        else:
            self.reply(404, b"not found\n", {"Content-Type": "text/plain"})

    def do_DELETE(self) -> None:
        session = self.headers.get("Mcp-Session-Id")
        with STATE.lock:
            known = session in STATE.sessions
            STATE.sessions.discard(session or "")
        self.reply(200 if known else 404)

    # -- legacy HTTP+SSE ------------------------------------------------------------------
    def open_sse_stream(self) -> None:
        session = uuid.uuid4().hex
        events: queue.Queue[str] = queue.Queue()
        with STATE.lock:
            STATE.sse_queues[session] = events
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        self.close_connection = True
        try:
            self.wfile.write(f"event: endpoint\ndata: /messages?session_id={session}\n\n".encode())
            self.wfile.flush()
            while True:
                try:
                    data = events.get(timeout=15.0)
                except queue.Empty:
                    self.wfile.write(b": keep-alive\n\n")
                else:
                    self.wfile.write(f"event: message\ndata: {data}\n\n".encode())
                self.wfile.flush()
        except OSError:
            pass
        finally:
            with STATE.lock:
                STATE.sse_queues.pop(session, None)

    def post_sse(self, path: str, query: str, msg: Any) -> None:
        session = (parse_qs(query).get("session_id") or [""])[0]
        events = STATE.sse_queues.get(session)
        if path != "/messages" or events is None:
            self.reply(404, b"unknown session\n", {"Content-Type": "text/plain"})
            return
        self.reply(202, b"Accepted")
        response = STATE.logic.handle(msg)
        if response is not None:
            events.put(dumps_raw(response))


def write_file_atomically(path: str, text: str) -> None:
    tmp = f"{path}.tmp{os.getpid()}"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def main(argv: list[str] | None = None) -> None:
    global STATE
    ns = parse_args(argv)
    STATE = State(ns)
    log(f"fault={ns.fault}" if ns.fault else "serving")
    if ns.pidfile:
        write_file_atomically(ns.pidfile, f"{os.getpid()}\n")
    if ns.fault == "slow-start":
        log(f"waiting {ns.delay}s before listening (fault)")
        time.sleep(ns.delay)
    server = ThreadingHTTPServer(("127.0.0.1", ns.port), Handler)
    server.daemon_threads = True
    STATE.port = server.server_address[1]
    if ns.portfile:
        write_file_atomically(ns.portfile, f"{STATE.port}\n")
    log(f"listening on http://127.0.0.1:{STATE.port}/{'sse' if ns.sse else 'mcp'}")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
