"""The mock's HTTP address: the listening socket, made before the SDK is imported so that a port
in use is said at once (importing the SDK costs about a second)."""

from __future__ import annotations

import socket

from mcpcheck.errors import UsageError


def listen(port: int) -> socket.socket:
    """A listening socket on 127.0.0.1:`port` (0: a free port); UsageError when it cannot be."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", port))
        sock.listen(128)
    except OSError as exc:
        sock.close()
        raise UsageError(f"cannot listen on 127.0.0.1:{port}: {exc.strerror or exc}") from None
    return sock
