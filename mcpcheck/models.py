"""Plain data shared by every module: no SDK types, no I/O."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from enum import Enum
from typing import Any
from urllib.parse import urlsplit, urlunsplit


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return _RANK[self]


_RANK = {Severity.INFO: 1, Severity.WARNING: 2, Severity.ERROR: 3}


class FailOn(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"
    NEVER = "never"

    def trips(self, severity: Severity) -> bool:
        if self is FailOn.NEVER:
            return False
        return severity.rank >= Severity(self.value).rank


def fingerprint(*parts: str | None) -> str:
    """Stable 12-hex id of a finding: the same change always gets the same one."""
    joined = "\x1f".join("" if p is None else p for p in parts)
    return hashlib.sha256(joined.encode("utf-8", "surrogatepass")).hexdigest()[:12]


@dataclass(frozen=True)
class Finding:
    rule: str
    severity: Severity
    tool: str | None
    path: str
    message: str
    file: str | None = None
    fingerprint: str = ""
    # A text that changed (description, title): the full old and new strings (None: absent).
    # Reports show the changed span; JSON keeps both. Not part of the fingerprint.
    change: tuple[str | None, str | None] | None = None
    # Where a reviewer finds it in the repository: (file, 1-based line), set by
    # mcpcheck.reporters.locate
    # for SARIF and GitHub annotations. Not part of the fingerprint, equality or JSON report.
    location: tuple[str, int] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if not self.fingerprint:
            fp = fingerprint(self.rule, self.tool, self.path, self.message, self.file)
            object.__setattr__(self, "fingerprint", fp)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rule": self.rule,
            "severity": self.severity.value,
            "tool": self.tool,
            "path": self.path,
            "message": self.message,
            "fingerprint": self.fingerprint,
        }
        if self.file is not None:
            out["file"] = self.file
        if self.change is not None:
            out["before"], out["after"] = self.change
        return out


@dataclass(frozen=True)
class ServerTarget:
    """How to reach one server. Secrets stay in env/headers and are never rendered."""

    name: str
    transport: str  # "stdio" | "http" | "sse"
    command: str | None = None
    args: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    cwd: str | None = None
    url: str | None = None
    headers: tuple[tuple[str, str], ...] = ()
    timeout: float = 30.0
    protocol: str = "auto"

    def describe(self) -> str:
        """A secret-free one-line description of the target."""
        if self.transport == "stdio":
            return " ".join((self.command or "", *self.args)).strip()
        return f"{self.transport} {self.shown_url()}"

    def shown_url(self) -> str:
        """The URL without user info, query or fragment (they may carry credentials)."""
        return public_url(self.url or "")

    def secrets(self) -> tuple[str, ...]:
        """Values that must never be shown: env and header values, URL credentials."""
        values = [v for _, v in self.env] + [v for _, v in self.headers]
        parts = urlsplit(self.url or "")
        values += [p for p in (parts.password, parts.username, parts.query) if p]
        return tuple(sorted({v for v in values if len(v) >= 3}, key=len, reverse=True))


def public_url(url: str) -> str:
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port is not None:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def redact(text: str, secrets: tuple[str, ...]) -> str:
    """Every occurrence of a secret value replaced by ***."""
    for secret in secrets:
        text = text.replace(secret, "***")
    return text


@dataclass(frozen=True)
class Surface:
    """What a server publishes. Tools/prompts/resources are raw JSON as received."""

    server_name: str | None
    server_version: str | None
    protocol_version: str | None
    capabilities: dict[str, Any]
    tools: tuple[Any, ...]
    prompts: tuple[Any, ...] = ()
    resources: tuple[Any, ...] = ()
    resource_templates: tuple[Any, ...] = ()
    instructions: str | None = None
    notes: tuple[str, ...] = ()  # intake notes (e.g. a list that could not be read)
    leaks: tuple[Finding, ...] = ()  # secret-in-metadata findings (mcpcheck.snapshots.redaction)


@dataclass
class ServerResult:
    server: str
    findings: list[Finding] = field(default_factory=list)
    error: str | None = None
    error_detail: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    surface: Surface | None = field(default=None, repr=False, compare=False)  # never reported

    def status(self, fail_on: FailOn) -> str:
        if self.error is not None:
            return "error"
        if any(fail_on.trips(f.severity) for f in self.findings):
            return "findings"
        return "ok"


@dataclass
class Report:
    command: str
    servers: list[ServerResult]
    fail_on: FailOn = FailOn.ERROR

    def summary(self) -> dict[str, int]:
        counts = {s.value: 0 for s in Severity}
        for result in self.servers:
            for f in result.findings:
                counts[f.severity.value] += 1
        return counts

    def exit_code(self) -> int:
        statuses = [r.status(self.fail_on) for r in self.servers]
        if "error" in statuses:
            return 3
        if "findings" in statuses:
            return 1
        return 0
