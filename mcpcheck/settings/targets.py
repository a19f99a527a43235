"""Server selection from flags: --stdio / -- CMD, --url, --sse, --env, --header, ${VAR}."""

from __future__ import annotations

import math
import os
import re
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mcpcheck.errors import UsageError
from mcpcheck.models import ServerTarget, Transport

PROTOCOLS = ("auto", "legacy", "2026-07-28")
_VAR = re.compile(r"\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\}")
_NAME_OK = re.compile(r"[^A-Za-z0-9_.-]+")


@dataclass(frozen=True)
class Selection:
    """What the user typed to pick a server, before expansion."""

    stdio: str | None = None
    command: Sequence[str] = ()
    url: str | None = None
    sse: str | None = None
    env: Sequence[str] = ()
    headers: Sequence[str] = ()
    cwd: str | None = None
    timeout: float = 30.0
    protocol: str = "auto"
    name: str | None = None
    environ: Mapping[str, str] = field(default_factory=lambda: dict(os.environ))

    def given(self) -> bool:
        return bool(self.stdio or self.command or self.url or self.sse)


def expand(value: str, environ: Mapping[str, str], what: str) -> str:
    """Replace ${VAR} (and ${env:VAR}) from the environment; a missing one is a usage error."""

    def sub(match: re.Match[str]) -> str:
        var = match.group(1)
        if var not in environ:
            raise UsageError(f"{what}: environment variable {var} is not set")
        return environ[var]

    return _VAR.sub(sub, value)


_ENV_NAME = re.compile(r"[^=\x00]+")
_HEADER_VALUE = re.compile(r"[\t\x20-\x7e\x80-\xff]*")


def check_env(name: str, value: str, what: str) -> None:
    """An environment entry the OS accepts (the value is never echoed)."""
    if not _ENV_NAME.fullmatch(name):
        raise UsageError(f"{what}: {name!r} is not a valid environment variable name")
    if "\x00" in value:
        raise UsageError(f"{what}: the value contains a NUL character")


def check_header(name: str, value: str, what: str) -> None:
    """A header HTTP can carry: no CR, LF or NUL, Latin-1 only (the value is never echoed)."""
    if not re.fullmatch(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+", name):
        raise UsageError(f"{what}: {name!r} is not a valid HTTP header name")
    if not _HEADER_VALUE.fullmatch(value):
        raise UsageError(f"{what}: the value of header {name} contains a character HTTP "
                         "headers cannot carry (line break, control or non-Latin-1 character)")


def check_timeout(value: float, what: str) -> float:
    if not (value > 0 and math.isfinite(value)):
        raise UsageError(f"{what} must be a positive, finite number of seconds")
    return value


def parse_env(items: Sequence[str], environ: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    out = []
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise UsageError(f"--env expects K=V, got {_shown_name(item)!r} without '='")
        value = expand(value, environ, f"--env {key}")
        check_env(key, value, "--env")
        out.append((key, value))
    return tuple(out)


def parse_headers(items: Sequence[str], environ: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    out = []
    for item in items:
        name, sep, value = item.partition(":")
        name = name.strip()
        if not sep or not name or not re.fullmatch(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+", name):
            raise UsageError(f"--header expects 'Name: value', got a header starting "
                             f"{_shown_name(item)!r} (the rest is not shown: it may be a secret)")
        value = expand(value.strip(), environ, f"--header {name}")
        check_header(name, value, "--header")
        out.append((name, value))
    return tuple(out)


_REG_NAME = re.compile(r"[A-Za-z0-9._~%!$&'()*+,;=-]+")


def check_url(url: str) -> str:
    """An http(s) URL the transports can use, with its scheme in lower case (schemes are
    case-insensitive); ValueError saying what is wrong (the URL itself is not repeated: it may
    carry a secret)."""
    import ipaddress
    from urllib.parse import urlsplit

    scheme, sep, rest = url.partition("://")
    if not sep or scheme.lower() not in ("http", "https"):
        raise ValueError("must be an http:// or https:// URL")
    url = f"{scheme.lower()}://{rest}"
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        text = str(exc)
        if "IPv6" in text:
            raise ValueError("the host is not a valid bracketed IPv6 address") from None
        raise ValueError("the port is not a number from 1 to 65535") from None
    host = parts.hostname or ""
    if not host:
        raise ValueError("the URL has no host")
    if "[" in parts.netloc:
        try:
            ipaddress.IPv6Address(host.split("%", 1)[0])
        except ValueError:
            raise ValueError("the host is not a valid bracketed IPv6 address") from None
    elif not _REG_NAME.fullmatch(host):
        raise ValueError("the host contains a space or another character a host name cannot "
                         "have")
    if port is not None and not 1 <= port <= 65535:
        raise ValueError("the port is not a number from 1 to 65535")
    return url


def _shown_name(item: str) -> str:
    """What precedes the first space, '=' or ':' of a malformed K=V or header: the name, never
    the value (which may be a shell-expanded secret)."""
    return re.split(r"[\s=:]", item.strip(), maxsplit=1)[0]


SNAPSHOT_DIR = Path("snapshots")


def snapshot_path(explicit: Path | None, label: str) -> Path:
    """The snapshot file of a server: the one given, else snapshots/<slug>.json."""
    return explicit if explicit is not None else SNAPSHOT_DIR / f"{slug(label)}.json"


def slug(name: str) -> str:
    """A file-name-safe server name (for snapshots/<name>.json)."""
    cleaned = _NAME_OK.sub("-", name).strip("-.")
    return cleaned[:80] or "server"


def target_from_flags(sel: Selection) -> ServerTarget:
    """One ServerTarget from flags; exactly one transport must be chosen."""
    chosen = [n for n, v in (("--stdio", sel.stdio or sel.command), ("--url", sel.url),
                             ("--sse", sel.sse)) if v]
    if len(chosen) != 1:
        raise UsageError(
            "choose exactly one server: --stdio CMD, -- CMD ARGS, --url URL or --sse URL"
            + (f" (got {', '.join(chosen)})" if chosen else "")
        )
    if sel.stdio and sel.command:
        raise UsageError("give the command either with --stdio or after --, not both")
    if sel.protocol not in PROTOCOLS:
        raise UsageError(f"--protocol must be one of {', '.join(PROTOCOLS)}, got {sel.protocol!r}")
    check_timeout(sel.timeout, "--timeout")
    env = parse_env(sel.env, sel.environ)
    headers = parse_headers(sel.headers, sel.environ)
    common = {"timeout": sel.timeout, "protocol": sel.protocol}
    if sel.stdio or sel.command:
        argv = _split(sel.stdio) if sel.stdio else list(sel.command)
        if not argv:
            raise UsageError("--stdio needs a command")
        if headers:
            raise UsageError("--header applies to --url and --sse, not to a stdio server")
        return ServerTarget(name=sel.name or "", transport=Transport.STDIO, command=argv[0],
                            args=tuple(argv[1:]), env=env, cwd=sel.cwd, **common)  # type: ignore[arg-type]
    flag = "--url" if sel.url else "--sse"
    try:
        url = check_url(sel.url or sel.sse or "")
    except ValueError as exc:
        raise UsageError(f"{flag}: {exc}") from None
    if env or sel.cwd:
        raise UsageError("--env and --cwd apply to stdio servers only")
    transport = Transport.HTTP if sel.url else Transport.SSE
    return ServerTarget(name=sel.name or "", transport=transport, url=url,
                        headers=headers, **common)  # type: ignore[arg-type]


def _split(command: str) -> list[str]:
    try:
        return shlex.split(command)
    except ValueError as exc:
        raise UsageError(f"--stdio: cannot parse the command line: {exc}") from None
