"""The HTTP/1.1 reader of the wire client (mcpcheck.wire.http1) against real sockets: bodies
by Content-Length, chunked (any split of the bytes, chunk extensions, trailers) and until
close come out whole; a never-ending body ends at the deadline."""

from __future__ import annotations

import contextlib
import socket
import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck.wire.clock import Clock
from mcpcheck.wire.http1 import Connection


def serve_once(pieces: list[bytes], pause: float = 0.0) -> tuple[int, threading.Thread]:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = listener.getsockname()[1]

    def run() -> None:
        conn, _ = listener.accept()
        with conn, listener, contextlib.suppress(OSError):  # the client may hang up first
            conn.recv(65536)  # the request
            for piece in pieces:
                conn.sendall(piece)
                if pause:
                    time.sleep(pause)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return port, thread


def fetch(pieces: list[bytes], timeout: float = 5) -> tuple[int, bytes]:
    port, thread = serve_once(pieces)
    conn = Connection("127.0.0.1", port, False, Clock(timeout))
    try:
        conn.send_request("POST", "/mcp", [("Accept", "application/json")], b"{}")
        head = conn.read_head()
        body = conn.body(head).drain(limit=1 << 30)
    finally:
        conn.close()
    thread.join(5)
    return head.status, body


def cut(data: bytes, points: list[int]) -> list[bytes]:
    marks = sorted({p % (len(data) + 1) for p in points})
    out, start = [], 0
    for m in marks:
        out.append(data[start:m])
        start = m
    out.append(data[start:])
    return [p for p in out if p]


def chunked(payload: bytes, sizes: list[int]) -> bytes:
    out, at = [], 0
    for size in sizes:
        if at >= len(payload):
            break
        part = payload[at:at + max(1, size)]
        out.append(b"%x;ext=1\r\n" % len(part) + part + b"\r\n")
        at += len(part)
    if at < len(payload):
        out.append(b"%x\r\n" % (len(payload) - at) + payload[at:] + b"\r\n")
    return b"".join(out) + b"0\r\nX-Trailer: t\r\n\r\n"


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=3000), st.lists(st.integers(1, 700), max_size=8),
       st.lists(st.integers(0, 10**6), max_size=10))
def test_chunked_bodies_survive_any_split(payload: bytes, sizes: list[int],
                                          points: list[int]) -> None:
    head = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: x\r\n\r\n"
    status, body = fetch(cut(head + chunked(payload, sizes), points))
    assert status == 200 and body == payload


@settings(max_examples=30, deadline=None)
@given(st.binary(max_size=3000), st.lists(st.integers(0, 10**6), max_size=10))
def test_content_length_and_until_close_bodies(payload: bytes, points: list[int]) -> None:
    sized = b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % len(payload) + payload
    assert fetch(cut(sized, points)) == (200, payload)
    unsized = b"HTTP/1.0 200 OK\r\n\r\n" + payload
    assert fetch(cut(unsized, points)) == (200, payload)


def test_a_never_ending_body_ends_at_the_deadline() -> None:
    head = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
    port, _ = serve_once([head] + [b"1\r\n \r\n"] * 50, pause=0.1)
    conn = Connection("127.0.0.1", port, False, Clock(1.0))
    start = time.monotonic()
    try:
        conn.send_request("POST", "/mcp", [], b"{}")
        body = conn.body(conn.read_head())
        with pytest.raises(TimeoutError):
            body.drain(limit=1 << 30)
    finally:
        conn.close()
    assert time.monotonic() - start < 3
