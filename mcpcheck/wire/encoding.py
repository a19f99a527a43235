"""HTTP content codings (Content-Encoding) of a response body, decoded in bounded pieces.

What the SDK's HTTP client (httpx, without the optional brotli and zstd packages) accepts,
decoded the same way: `gzip`, `deflate` (zlib-wrapped, or raw deflate as some servers send
it), `identity`, a list of them applied in order. A coding it does not know (`x-gzip`, `br`)
is passed through as it is and the body judged as sent, so a server the SDK cannot read is
not read here either (tests/wire/test_hostile_replies.py holds the two to the same outcome).
What differs is the bound: one read never yields more than READ_LIMIT decoded bytes, so a
body that inflates to gigabytes (a "gzip bomb") costs what its consumer keeps, and the
consumer stops at the message cap (framing.MAX_MESSAGE_BYTES), as for a raw body. ACCEPT is
what mcpcheck announces (the SDK's client announces the same).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable

ACCEPT = "gzip, deflate"
READ_LIMIT = 1 << 20  # decoded bytes one read() may return
MAX_CODINGS = 5  # as httpx: a longer chain is refused


class DecodeError(Exception):
    """A body that is not what its Content-Encoding says (corrupt gzip, too many codings)."""

    def __init__(self, coding: str, detail: str) -> None:
        super().__init__(f"{coding}: {detail}")
        self.coding = coding
        self.detail = detail


def codings(header: str) -> list[str]:
    """The codings of a Content-Encoding header that mcpcheck decodes, in the order applied."""
    names = [part.strip().lower() for part in header.split(",")]
    known = [name for name in names if name in ("gzip", "deflate")]
    if len(known) > MAX_CODINGS:
        raise DecodeError(header.strip()[:60], f"more than {MAX_CODINGS} content codings")
    return known


class _Inflate:
    """One zlib stage; pulls its input from `upstream` (b"" at the end)."""

    def __init__(self, coding: str, upstream: Callable[[], bytes]) -> None:
        self.coding = coding
        self.upstream = upstream
        self.gzip = coding == "gzip"
        self.decomp = zlib.decompressobj(zlib.MAX_WBITS | 16 if self.gzip else zlib.MAX_WBITS)
        self.tail = b""
        self.first = True  # deflate: the first bytes tell zlib-wrapped from raw
        self.ended = False

    def read(self) -> bytes:
        while not self.ended:
            data = self.tail or self.upstream()
            if not data:
                self.ended = True
                return self._flush()
            out = self._inflate(data)
            if out:
                return out
        return b""

    def _inflate(self, data: bytes) -> bytes:
        try:
            out = self.decomp.decompress(data, READ_LIMIT)
        except zlib.error as exc:
            if self.first and not self.gzip:  # raw deflate (no zlib header), as httpx retries
                self.first = False
                self.decomp = zlib.decompressobj(-zlib.MAX_WBITS)
                return self._inflate(data)
            raise DecodeError(self.coding, str(exc)) from None
        self.first = False
        self.tail = self.decomp.unconsumed_tail
        if self.decomp.eof:  # what follows the end of the stream is ignored (as httpx)
            self.tail = b""
        return out

    def _flush(self) -> bytes:
        try:
            return self.decomp.flush(READ_LIMIT)
        except zlib.error as exc:
            raise DecodeError(self.coding, str(exc)) from None


def decoder(header: str, raw: Callable[[], bytes]) -> Callable[[], bytes]:
    """A read() giving the decoded body in pieces of at most READ_LIMIT bytes (b"" at its end);
    `raw` gives the body as received."""
    read = raw
    for coding in reversed(codings(header)):  # the last coding applied is undone first
        read = _Inflate(coding, read).read
    return read
