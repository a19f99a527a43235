"""What can go wrong on the wire, as plain exceptions the client turns into one-line reasons."""

from __future__ import annotations

from typing import Any


class Closed(Exception):
    """The server ended the conversation: stdout EOF, process exit, connection closed."""


class Cancelled(Exception):
    """The exchange was aborted from outside (a stop request)."""


class RpcError(Exception):
    """A JSON-RPC error answer (or one the HTTP transport made of an HTTP status)."""

    def __init__(self, code: int, message: str, data: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data


class CallTimeout(Exception):
    """One request's own time limit passed (the session's deadline had not)."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"no answer within {seconds:g}s")
        self.seconds = seconds


class ProtocolMismatch(Exception):
    """A result the session cannot use (e.g. an initialize result without serverInfo)."""


class TooLarge(Exception):
    """An HTTP answer over the message cap (framing.MAX_MESSAGE_BYTES), counted after its
    Content-Encoding is undone; `coding` names that encoding ("" for none)."""

    def __init__(self, coding: str = "") -> None:
        super().__init__(coding)
        self.coding = coding


class SpawnError(Exception):
    """The server could not be started; `what` says which part was wrong."""

    def __init__(self, what: str, subject: str) -> None:
        super().__init__(f"{what}: {subject}")
        self.what = what  # command not found | permission denied | working directory not found
        self.subject = subject


class HttpProblem(Exception):
    """Something only the HTTP layer can name: TLS, name resolution, refused connection."""

    def __init__(self, kind: str, detail: str = "") -> None:
        super().__init__(detail or kind)
        self.kind = kind  # tls | resolve | refused | unreachable
        self.detail = detail


# JSON-RPC codes the session and the HTTP transport use.
CONNECTION_CLOSED = -32000
REQUEST_TIMEOUT = -32001
UNSUPPORTED_PROTOCOL_VERSION = -32022
PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INTERNAL_ERROR = -32603
# the `data` of an error the HTTP transport made of a status (not the server's own words)
STATUS_STAND_IN = "mcpcheck: made of the HTTP status"
