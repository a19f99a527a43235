"""A small HTTP/1.1 client on a socket: one request at a time, every wait bounded by a Clock.

Bodies are read incrementally (Content-Length, chunked, or until close), so a streaming
response (SSE) is consumed as it arrives and a never-ending one is cut by the deadline.
`ssl` is imported only for https URLs.
"""

from __future__ import annotations

import contextlib
import socket
from dataclasses import dataclass, field
from typing import Any

from mcpcheck.wire import encoding
from mcpcheck.wire.clock import Clock
from mcpcheck.wire.failures import Closed, HttpProblem

MAX_HEAD_BYTES = 64 * 1024
RECV_SIZE = 256 * 1024


@dataclass
class Head:
    status: int
    headers: dict[str, str] = field(default_factory=dict)  # lower-case names; last one wins

    def get(self, name: str, default: str = "") -> str:
        return self.headers.get(name.lower(), default)


class Connection:
    """One TCP (or TLS) connection to host:port."""

    def __init__(self, host: str, port: int, https: bool, clock: Clock) -> None:
        name = f"[{host}]" if ":" in host else host
        default = 443 if https else 80
        self.host = name if port == default else f"{name}:{port}"
        self.clock = clock
        self.buf = b""
        self.sock = _connect(host, port, https, clock)
        self.reusable = True
        clock.on_abort(self.abort)

    # -------------------------------------------------------------- raw I/O

    def abort(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()

    def _recv(self) -> bytes:
        self.sock.settimeout(self.clock.remaining())
        try:
            data: bytes = self.sock.recv(RECV_SIZE)
        except TimeoutError:
            self.clock.check()
            raise
        except OSError as exc:
            self.clock.check()
            raise Closed(str(exc)) from None
        self.clock.check()
        return data

    def _fill(self) -> None:
        data = self._recv()
        if not data:
            raise Closed("the connection closed")
        self.buf += data

    def _take(self, n: int) -> bytes:
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    # -------------------------------------------------------------- one exchange

    def send_request(self, method: str, target: str, headers: list[tuple[str, str]],
                     body: bytes = b"") -> None:
        lines = [f"{method} {target} HTTP/1.1", f"Host: {self.host}",
                 *(f"{k}: {v}" for k, v in headers), f"Content-Length: {len(body)}", "", ""]
        data = "\r\n".join(lines).encode("latin-1") + body
        self.sock.settimeout(self.clock.remaining())
        try:
            self.sock.sendall(data)
        except TimeoutError:
            self.clock.check()
            raise
        except OSError as exc:
            self.clock.check()
            raise Closed(str(exc)) from None

    def read_head(self) -> Head:
        while True:
            end = self.buf.find(b"\r\n\r\n")
            if end >= 0:
                break
            if len(self.buf) > MAX_HEAD_BYTES:
                raise Closed("the response headers are too long")
            self._fill()
        raw = self._take(end + 4)[:-4].decode("latin-1").split("\r\n")
        parts = raw[0].split(" ", 2)
        if len(parts) < 2 or not parts[0].startswith("HTTP/") or not parts[1].isdigit():
            raise Closed(f"not an HTTP response: {raw[0][:60]!r}")
        head = Head(int(parts[1]))
        for line in raw[1:]:
            name, sep, value = line.partition(":")
            if sep:
                head.headers[name.strip().lower()] = value.strip()
        if head.status in (100, 102, 103):
            return self.read_head()
        if head.get("connection").lower() == "close" or parts[0] == "HTTP/1.0":
            self.reusable = False
        return head

    def body(self, head: Head, method: str = "POST") -> Body:
        return Body(self, head, method)


class Body:
    """The body of one response, read piece by piece, its Content-Encoding undone
    (mcpcheck.wire.encoding: at most 1 MB per read, each read within the deadline);
    `read()` returns b"" at its end."""

    def __init__(self, conn: Connection, head: Head, method: str) -> None:
        self.conn = conn
        self.done = False  # the body as sent has been read to its end
        self.coding = head.get("content-encoding")
        self._decoded = encoding.decoder(self.coding, self._raw)
        self.chunked = "chunked" in head.get("transfer-encoding").lower()
        length = head.get("content-length")
        self.left: int | None = int(length) if length.isdigit() and not self.chunked else None
        if method == "HEAD" or head.status in (204, 304) or self.left == 0:
            self.done = True
        elif self.left is None and not self.chunked:
            conn.reusable = False  # read until close
        self.chunk_left = 0
        self.crlf_left = 0

    def read(self) -> bytes:
        """The next piece of the decoded body (DecodeError when it does not decode)."""
        self.conn.clock.remaining()
        return self._decoded()

    def _raw(self) -> bytes:
        if self.done:
            return b""
        if self.chunked:
            return self._read_chunked()
        conn = self.conn
        if not conn.buf:
            try:
                conn._fill()
            except Closed:
                if self.left is None:
                    self.done = True
                    return b""
                raise
        if self.left is None:
            return conn._take(len(conn.buf))
        data = conn._take(min(self.left, len(conn.buf)))
        self.left -= len(data)
        self.done = self.left == 0
        return data

    def _read_chunked(self) -> bytes:
        conn = self.conn
        if self.chunk_left == 0:
            if self.crlf_left:
                while len(conn.buf) < self.crlf_left:
                    conn._fill()
                conn._take(self.crlf_left)
                self.crlf_left = 0
            size_line = self._line()
            try:
                size = int(size_line.split(b";", 1)[0].strip() or b"0", 16)
            except ValueError:
                raise Closed("a malformed chunked body") from None
            if size == 0:
                while self._line():  # trailers, then the empty line
                    pass
                self.done = True
                return b""
            self.chunk_left = size
            self.crlf_left = 2
        if not conn.buf:
            conn._fill()
        data = conn._take(min(self.chunk_left, len(conn.buf)))
        self.chunk_left -= len(data)
        return data

    def _line(self) -> bytes:
        conn = self.conn
        while b"\r\n" not in conn.buf:
            if len(conn.buf) > MAX_HEAD_BYTES:
                raise Closed("a chunk header is too long")
            conn._fill()
        line, _, conn.buf = conn.buf.partition(b"\r\n")
        return line

    def drain(self, limit: int = 1 << 20) -> bytes:
        """The rest of a (small) body; over `limit` the connection is given up."""
        parts: list[bytes] = []
        size = 0
        while data := self.read():
            size += len(data)
            if size > limit:
                self.conn.reusable = False
                break
            parts.append(data)
        return b"".join(parts)


def _connect(host: str, port: int, https: bool, clock: Clock) -> Any:
    try:
        sock = socket.create_connection((host, port), timeout=clock.remaining())
    except TimeoutError:
        clock.check()
        raise
    except socket.gaierror as exc:
        raise HttpProblem("resolve", exc.strerror or str(exc)) from None
    except ConnectionRefusedError:
        raise HttpProblem("refused") from None
    except OSError as exc:
        raise HttpProblem("unreachable", exc.strerror or str(exc)) from None
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    if not https:
        return sock
    import ssl

    try:
        return ssl.create_default_context().wrap_socket(sock, server_hostname=host)
    except ssl.SSLCertVerificationError as exc:
        sock.close()
        raise HttpProblem("tls", exc.verify_message or exc.reason or str(exc)) from None
    except ssl.SSLError as exc:
        sock.close()
        raise HttpProblem("tls", exc.reason or str(exc)) from None
    except TimeoutError:
        sock.close()
        clock.check()
        raise
    except OSError as exc:
        sock.close()
        raise HttpProblem("tls", f"the TLS handshake failed: {exc.strerror or exc}") from None
