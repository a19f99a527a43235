"""A misbehaving-on-demand MCP server over Streamable HTTP (or legacy HTTP+SSE), stdlib only.

    python tests/servers/raw_http.py --port 0 --portfile PATH [--tools PATH] [--fault NAME]

Binds 127.0.0.1 only and writes the real port to --portfile once it listens.
Every flag and fault is listed in README.md.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import queue
import socket
import struct
import sys
import threading
import time
import uuid
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
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

TYPE_CHECKING = False  # annotations only: `typing` would add to every start of this server
if TYPE_CHECKING:
    from typing import Any

FAULTS = (
    "reset",
    "http-500",
    "http-401",
    "http-403",
    "http-400-error-null-id",
    "http-400-error-no-id",
    "redirect",
    "never-ending",
    "slow-start",
    "hang",
    "gzip-bomb",
    "sse-keepalive-only",
)
# --encoding: the body as sent for each Content-Encoding value (a coding the clients do not
# know is sent as the plain body under that name)
KNOWN_VERSIONS = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28")
ENCODINGS = ("identity", "gzip", "x-gzip", "deflate", "deflate-raw", "gzip, gzip", "x-unknown",
             "br", "gzip-corrupt")


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
    parser.add_argument("--encoding", choices=ENCODINGS, default=None,
                        help="Content-Encoding of every 200 answer to a request")
    parser.add_argument("--content-type", default="application/json",
                        help="Content-Type of every 200 JSON answer")
    parser.add_argument("--answer-as-sse", action="store_true",
                        help="answer each request with a text/event-stream of one event")
    parser.add_argument("--bomb-mb", type=int, default=4096,
                        help="gzip-bomb: MB the body inflates to")
    parser.add_argument("--keepalive-every", type=float, default=0.2,
                        help="sse-keepalive-only: seconds between keep-alive comments")
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
        if fault in ("http-400-error-null-id", "http-400-error-no-id"):
            echoed = self.headers.get("Authorization")  # a server that echoes the credential
            said = f"fault {fault}: params rejected" + (f" for {echoed}" if echoed else "")
            error = {"code": -32602, "message": said}
            answer = {"jsonrpc": "2.0", "error": error}
            if fault == "http-400-error-null-id":
                answer["id"] = None
            self.reply_json(400, answer)
            return True
        if fault == "redirect":
            location = f"http://127.0.0.2:{STATE.port}/mcp"
            self.reply(307, b"", {"Location": location})
            return True
        if fault == "never-ending":
            self.never_ending()
            return True
        if fault == "gzip-bomb":
            self.gzip_bomb()
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

    def gzip_bomb(self) -> None:
        """200 application/json, Content-Encoding: gzip, a body of --bomb-mb MB of zeros
        compressed (~1000:1): a 16 MB block of zeros compressed once, sent again and again."""
        log(f"sending a gzip bomb of {STATE.ns.bomb_mb} MB inflated (fault)")
        block, head, times = bomb_parts(STATE.ns.bomb_mb)
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(head) + len(block) * times))
        self.end_headers()
        try:
            self.wfile.write(head)
            for _ in range(times):
                self.wfile.write(block)
        except OSError:
            pass
        self.close_connection = True

    def answer(self, response: Any, headers: dict[str, str],
               also: tuple[Any, ...] = ()) -> None:
        """A 200 answer as --content-type / --answer-as-sse / --encoding say (an event stream
        when `also` has messages: they come before the response on it)."""
        ns = STATE.ns
        body = dumps_raw(response).encode("utf-8")
        kind = ns.content_type
        if ns.answer_as_sse or also:
            body = b"".join(b"event: message\ndata: " + dumps_raw(m).encode("utf-8") + b"\n\n"
                            for m in (*also, response))
            kind = "text/event-stream"
        if ns.encoding is not None:
            body, coding = encoded(body, ns.encoding)
            headers = {**headers, "Content-Encoding": coding}
        self.reply(200, body, {"Content-Type": kind, **headers})

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

    def refused(self) -> bool:
        """The checks of a conformant server (each off with its --violate): Origin, Accept,
        MCP-Protocol-Version; True when the request was refused."""
        logic = STATE.logic
        origin = self.headers.get("Origin")
        if origin is not None and not logic.violates("http-origin") and urlsplit(
                origin).hostname not in ("localhost", "127.0.0.1", "::1"):
            self.reply(403, b"forbidden origin\n", {"Content-Type": "text/plain"})
            return True
        accept = self.headers.get("Accept")
        if accept is not None and not logic.violates("http-accept") and not any(
                kind in accept for kind in ("application/json", "text/event-stream", "*/*")):
            self.reply(406, b"not acceptable\n", {"Content-Type": "text/plain"})
            return True
        version = self.headers.get("MCP-Protocol-Version")
        known = (*KNOWN_VERSIONS, logic.cfg.protocol)
        if version is not None and version not in known and not logic.violates(
                "http-protocol-version-header"):
            self.reply_json(400, error_response(None, -32600, "Unsupported protocol version"))
            return True
        return False

    def post_mcp(self, msg: Any, method: str | None) -> None:
        session = self.headers.get("Mcp-Session-Id")
        if self.refused():
            return
        if method not in ("initialize", "server/discover") and STATE.sessions:
            if session is None:
                self.reply_json(400, error_response(None, -32600, "Missing Mcp-Session-Id"))
                return
            if session not in STATE.sessions:
                unenforced = STATE.logic.violates("http-session-enforced")
                self.reply_json(400 if unenforced else 404,
                                error_response(None, -32600, "Unknown session"))
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
        also: tuple[Any, ...] = ()
        if method == "initialize" and STATE.logic.violates("initialized-ordering"):
            also = ({"jsonrpc": "2.0", "id": "raw-early-1", "method": "roots/list"},)
        if method == "ping" and STATE.logic.violates("list-changed-declared"):
            also = ({"jsonrpc": "2.0", "method": "notifications/resources/list_changed"},)
        self.answer(response, headers, also)

    def do_GET(self) -> None:
        route = urlsplit(self.path)
        if STATE.ns.sse and route.path == "/sse":
            self.open_sse_stream()
        elif route.path == "/mcp" and STATE.logic.violates("http-get-stream"):
            self.reply_json(200, {})
        elif route.path == "/mcp":
            self.reply(405, b"", {"Allow": "POST, DELETE"})
        else:
            self.reply(404, b"not found\n", {"Content-Type": "text/plain"})

    def do_DELETE(self) -> None:
        session = self.headers.get("Mcp-Session-Id")
        with STATE.lock:
            known = session in STATE.sessions
            if not STATE.logic.violates("http-delete-ends-session"):
                STATE.sessions.discard(session or "")
        self.reply(200 if known else 404)

    # -- legacy HTTP+SSE ------------------------------------------------------------------
    def open_sse_stream(self) -> None:
        if STATE.ns.fault == "sse-keepalive-only":
            self.keepalive_only()
            return
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

    def keepalive_only(self) -> None:
        """The legacy stream opens and sends keep-alive comments forever, never an endpoint."""
        log("legacy SSE stream with keep-alive comments only (fault)")
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        self.close_connection = True
        try:
            while True:
                self.wfile.write(b": keep-alive\n\n")
                self.wfile.flush()
                time.sleep(STATE.ns.keepalive_every)
        except OSError:
            pass

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


def encoded(body: bytes, coding: str) -> tuple[bytes, str]:
    """(body as sent, Content-Encoding header) for an --encoding value."""
    if coding in ("gzip", "x-gzip"):  # x-gzip: gzip under the old name (the SDK ignores it)
        return gzip.compress(body), coding
    if coding == "gzip, gzip":
        return gzip.compress(gzip.compress(body)), coding
    if coding == "gzip-corrupt":
        data = gzip.compress(body)
        return data[:10] + bytes(b ^ 0x5A for b in data[10:20]) + data[20:], "gzip"
    if coding == "deflate":
        return zlib.compress(body), coding
    if coding == "deflate-raw":
        raw = zlib.compressobj(wbits=-zlib.MAX_WBITS)
        return raw.compress(body) + raw.flush(), "deflate"
    return body, coding  # identity, and codings sent by name only (x-unknown, br)


def bomb_parts(inflated_mb: int) -> tuple[bytes, bytes, int]:
    """(block, gzip header, how many blocks): each block is 16 MB of zeros deflated after a
    full flush, so the same bytes can be sent again and again (no trailer: it never ends)."""
    comp = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    block = comp.compress(bytes(16 << 20)) + comp.flush(zlib.Z_FULL_FLUSH)
    head = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
    return block, head, max(1, inflated_mb // 16)


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
