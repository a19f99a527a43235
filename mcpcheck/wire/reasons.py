"""One line saying why a server could not be evaluated, from what the wire client raised.

The texts are the ones mcpcheck has always printed (the fault tests pin them). `translate` is
the one place a failed exchange becomes its reason, for every command and transport.
"""

from __future__ import annotations

import re
from typing import IO, Any

from mcpcheck.errors import ConnectError, McpcheckError, ServerTimeout
from mcpcheck.models import ServerTarget, redact
from mcpcheck.textsafety import head_and_tail, inert
from mcpcheck.wire.encoding import DecodeError
from mcpcheck.wire.failures import (
    STATUS_STAND_IN,
    Cancelled,
    Closed,
    HttpProblem,
    ProtocolMismatch,
    RpcError,
    SpawnError,
    TooLarge,
)
from mcpcheck.wire.framing import MAX_MESSAGE_BYTES, FrameError, StrayLines

STDERR_TAIL_LINES = 12
STDERR_TAIL_BYTES = 4096


# Lists a server may leave unanswered although it declares the capability (real servers do):
# -32601 there is recorded as an empty list with a note (the server says it has no such list);
# any other error answer (a backend the server cannot reach) as not listed (unlisted_list):
# neither is a failure of the whole run.
OPTIONAL_LISTS = ("prompts/list", "resources/list", "resources/templates/list")
STRAY_SHOWN = 160  # characters of a stray stdout line shown in a note or reason


def unanswered_list(method: str) -> str:
    return (f"the server declares the capability but answered {method} with -32601 Method not "
            "found; recorded as an empty list")


def list_error(err: RpcError) -> str:
    """The error an optional list was answered with, as a note names it."""
    return f"error {err.code}: {inert(' '.join(err.message.split()), 120) or '(no message)'}"


def stray_first(first: str, secrets: tuple[str, ...] = ()) -> str:
    """The first stray stdout line as shown: redacted first (a secret cut in two would not be
    found), then cut. The snapshot redaction has run on it already where it comes from a
    Surface; `secrets` are the target's, for a reason or detail of a failed exchange."""
    return repr(inert(redact(first, secrets), STRAY_SHOWN))


def http_status(status: int, target: ServerTarget, location: str | None = None) -> str:
    if 300 <= status < 400:
        where = inert(location or "?", 120)
        return f"HTTP {status} redirect from {target.shown_url()} to {where} (not followed)"
    if status == 401:
        return f"HTTP 401 Unauthorized from {target.shown_url()}: check the credentials (--header)"
    if status == 403:
        return f"HTTP 403 Forbidden from {target.shown_url()}: the credentials lack access"
    return f"HTTP {status} from {target.shown_url()}"


def one_line(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return inert(" ".join(text.split()), 200)


def stderr_tail(errlog: IO[Any]) -> str:
    """The last lines the server wrote to stderr, made inert."""
    try:
        errlog.flush()
        size = errlog.seek(0, 2)
        errlog.seek(max(0, size - STDERR_TAIL_BYTES))
        text = errlog.read()
    except (OSError, ValueError):
        return ""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    lines = [inert(line, 300) for line in text.splitlines() if line.strip()]
    return "\n".join(lines[-STDERR_TAIL_LINES:])


def rpc_error(err: RpcError, target: ServerTarget, phase: str) -> str:
    text = head_and_tail(" ".join(err.message.split()), 240) or "RpcError"
    if err.code in (401, 403) or "401" in text or "403" in text or "nauthorized" in text:
        return http_status(403 if "403" in text else 401, target)
    if "closed" in text.lower():
        return f"the server closed the connection during {phase}"
    return f"the server answered {phase} with error {err.code}: {text}"


def _frame(exc: FrameError, phase: str, target: ServerTarget) -> str:
    if exc.kind == "too-deep":
        return f"the server sent JSON nested too deeply to parse during {phase}"
    if exc.kind == "not-json":
        shown = f": {inert(exc.sample, 60)}" if exc.sample else ""
        return f"the server wrote a line that is not JSON-RPC during {phase}{shown}"
    if exc.kind == "stray":
        return (f"the server wrote {exc.what} on stdout that are not JSON-RPC during {phase} "
                f"(mcpcheck skips a few, as the MCP SDKs do; the first: "
                f"{stray_first(exc.sample, target.secrets())}); a stdio server must write only "
                "JSON-RPC on stdout, and its logs to stderr")
    return f"protocol error during {phase}: the server sent {exc.what}, not a JSON-RPC message"


def _http_problem(exc: HttpProblem, target: ServerTarget, phase: str) -> str:
    url = target.shown_url()
    detail = inert(exc.detail, 160)
    if exc.kind == "refused":
        return f"connection refused: {url}"
    if exc.kind == "tls":
        return f"TLS failure talking to {url}: {detail}"
    if exc.kind == "resolve":
        return f"could not resolve the host of {url}: {detail}"
    return f"could not reach the server during {phase}: {detail}"


def reason(exc: BaseException, target: ServerTarget, phase: str) -> str:
    if isinstance(exc, FrameError):
        return _frame(exc, phase, target)
    if isinstance(exc, Closed):
        where = f" ({target.shown_url()})" if target.transport != "stdio" else ""
        return f"the server closed the connection during {phase}{where}"
    if isinstance(exc, RpcError):
        return rpc_error(exc, target, phase)
    if isinstance(exc, ProtocolMismatch):
        return str(exc) or (f"protocol error during {phase}: the server's answer does not "
                            "match the protocol")
    if isinstance(exc, HttpProblem):
        return _http_problem(exc, target, phase)
    if isinstance(exc, TooLarge):
        inflated = f" once its Content-Encoding ({exc.coding}) is undone" if exc.coding else ""
        return (f"the server's answer during {phase} is over the {MAX_MESSAGE_BYTES >> 20} MB "
                f"message cap{inflated}; mcpcheck stopped reading it")
    if isinstance(exc, DecodeError):
        return (f"the server's answer during {phase} does not decode as its Content-Encoding "
                f"says ({inert(exc.coding, 40)}: {inert(exc.detail, 100)})")
    if isinstance(exc, SpawnError):
        return f"could not start the server: {exc.what}: {exc.subject}"
    if isinstance(exc, Cancelled):
        return f"stopped during {phase}"
    if isinstance(exc, OSError):
        return f"could not reach the server during {phase}: {one_line(exc)}"
    return f"unexpected failure during {phase}: {type(exc).__name__}: {one_line(exc)}"


def detail_of(tail: str, dropped: int = 0, stray: StrayLines | None = None,
              secrets: tuple[str, ...] = ()) -> str | None:
    """The detail under a one-line reason: the server's stderr tail, what was dropped, and the
    stdout lines that were skipped as not JSON-RPC (an answer may have been among them)."""
    lines = [tail] if tail else []
    if dropped:
        lines.append(f"(mcpcheck dropped {dropped} message(s) over "
                     f"{MAX_MESSAGE_BYTES >> 20} MB from the server)")
    if stray is not None and stray.lines:
        lines.append(f"(mcpcheck skipped {stray.lines} line(s) on stdout that are not JSON-RPC; "
                     f"the first: {stray_first(stray.first, secrets)})")
    return "\n".join(lines) or None


def translate(exc: BaseException, target: ServerTarget, phase: str, tail: str,
              bad_status: int | None = None, location: str | None = None,
              dropped: int = 0, stray: StrayLines | None = None) -> McpcheckError:
    """The McpcheckError (exit 3) a failed exchange reports, secrets redacted by the caller."""
    detail = detail_of(tail, dropped, None if isinstance(exc, FrameError) else stray,
                       target.secrets())
    if isinstance(exc, McpcheckError):
        return exc.with_text(exc.message, exc.detail or detail)
    if bad_status is not None and not isinstance(exc, TimeoutError | FrameError):
        return ConnectError(http_status(bad_status, target, location)
                            + _server_said(exc, phase, target.secrets()))
    if isinstance(exc, TimeoutError):
        return ServerTimeout(f"no answer within {target.timeout:g}s (waiting for {phase})",
                             detail=detail)
    return ConnectError(reason(exc, target, phase) + _protocol_hint(exc, target, phase)
                        + env_hint(exc, target, phase, tail), detail=detail)


def _server_said(exc: BaseException, phase: str, secrets: tuple[str, ...]) -> str:
    """The JSON-RPC error a server sent in the body of its HTTP error status, when it did (a
    400 with "invalid params" says more than the status alone); the user's secrets are
    redacted before the text is cut, so that no cut leaves part of one."""
    if (not isinstance(exc, RpcError) or exc.data == STATUS_STAND_IN
            or exc.code in (401, 403)):
        return ""
    said = redact(" ".join(exc.message.split()), secrets)
    text = head_and_tail(said, 240) or "no message"
    return f"; it answered {phase} with error {exc.code}: {text}"


def _protocol_hint(exc: BaseException, target: ServerTarget, phase: str) -> str:
    """A handshake refused under a pinned modern protocol: say that `auto` falls back."""
    if (phase != "the handshake" or target.protocol in ("auto", "legacy")
            or not isinstance(exc, RpcError | ProtocolMismatch | Closed)
            or (isinstance(exc, RpcError) and exc.code in (401, 403))):
        return ""
    return (f" (with --protocol {inert(target.protocol, 20)}; a server that does not speak it "
            "needs --protocol auto, which falls back to initialize)")


# A stdio server that exits during the handshake because a setting is missing says so on
# stderr ("FOO_API_KEY environment variable is required", "Missing env var: FOO_TOKEN"):
# the hint names the variable and the flag that passes it.
_ENV_NAME = re.compile(r"(?<![A-Za-z0-9_$])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?![A-Za-z0-9_])")
# error codes written in the same shape are not settings (Node's ERR_MODULE_NOT_FOUND)
_NOT_A_SETTING = re.compile(r"(?:ERR|ERROR|E|EXIT|SIG)_")
_ENV_SAYS = re.compile(r"environment|\benv\b|\benv[ _-]?var|not set|\bunset\b|is required|"
                       r"\brequired\b|\bmissing\b|must be (?:set|provided)|undefined|"
                       r"not (?:found|configured|provided)|KeyError", re.IGNORECASE)


def env_hint(exc: BaseException, target: ServerTarget, phase: str, tail: str) -> str:
    """`; its stderr asks for FOO_KEY: pass it with --env FOO_KEY=VALUE` when a stdio server
    closed the connection during the handshake and its stderr names a variable it lacks (one
    not given already); a line about a missing environment variable with no name gets the
    flag alone. Nothing otherwise."""
    if (target.transport != "stdio" or phase != "the handshake" or not tail
            or not isinstance(exc, Closed | RpcError)
            or (isinstance(exc, RpcError) and "closed" not in exc.message.lower())):
        return ""
    given = {name for name, _ in target.env}
    lines = [line for line in tail.splitlines() if _ENV_SAYS.search(line)]
    for line in lines:
        for name in _ENV_NAME.findall(line):
            if name not in given and not _NOT_A_SETTING.match(name):
                return f"; its stderr asks for {name}: pass it with --env {name}=VALUE"
    if any(re.search(r"environment|\benv[ _-]?var", line, re.IGNORECASE) for line in lines):
        return "; its stderr asks for an environment variable: pass it with --env NAME=VALUE"
    return ""
