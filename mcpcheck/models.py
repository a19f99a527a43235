"""Plain data shared by every module: no SDK types, no I/O."""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any, Self
from urllib.parse import parse_qsl, quote, quote_plus, urlsplit, urlunsplit

from mcpcheck.errors import ExitCode


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
    """One finding: a rule, its severity, where, and what it means."""

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
    # A value that changed (default, const, enum, examples): both complete values as JSON text
    # (None: absent; "null" is the value null). Reports show the changed span; JSON carries the
    # values as `before_value` and `after_value`. Not part of the fingerprint.
    values: tuple[str | None, str | None] | None = None
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
        if self.values is not None:
            for key, text in zip(("before_value", "after_value"), self.values, strict=True):
                if text is not None:  # an absent side has no key: null is a value
                    out[key] = json.loads(text)
        return out


class Transport(StrEnum):
    """How a server is reached: a process on stdio, Streamable HTTP, or legacy HTTP+SSE."""

    STDIO = "stdio"
    HTTP = "http"
    SSE = "sse"


@dataclass(frozen=True)
class ServerTarget:
    """How to reach one server. Secrets stay in env/headers and are never rendered."""

    name: str
    transport: Transport
    command: str | None = None
    args: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    cwd: str | None = None
    url: str | None = None
    headers: tuple[tuple[str, str], ...] = ()
    timeout: float = 30.0
    protocol: str = "auto"
    # Declared by the user (config `secrets = { NAME = true|false }`): env/header names whose
    # values are secret (True) or public (False) whatever the guess says (see secret_settings).
    declared: tuple[tuple[str, bool], ...] = ()

    def describe(self) -> str:
        """A secret-free one-line description of the target."""
        if self.transport is Transport.STDIO:
            return " ".join((self.command or "", *self.args)).strip()
        return f"{self.transport} {self.shown_url()}"

    def shown_url(self) -> str:
        """The URL without user info, query or fragment (they may carry credentials)."""
        return public_url(self.url or "")

    def secrets(self) -> tuple[str, ...]:
        """Values that must never be shown (with their common encodings), longest first."""
        return tuple(sorted({v for v, _ in secret_settings(self)}, key=len, reverse=True))


# -- which settings are secrets ------------------------------------------------------------
# A value is a secret when its setting's name says so, when it is a URL credential, or when
# the value itself looks like a credential; a declaration (ServerTarget.declared) overrides
# the guess both ways. Plain URLs, paths, hostnames, numbers and booleans are not secrets.
SECRET_MIN_LENGTH = 6
_SECRET_WORDS = frozenset({"TOKEN", "TOKENS", "KEY", "KEYS", "SECRET", "SECRETS", "PASSWORD",
                           "PASSWORDS", "PASSWD", "PASS", "PASSPHRASE", "AUTH", "CREDENTIAL",
                           "CREDENTIALS", "CREDS", "COOKIE", "COOKIES", "SESSION", "PRIVATE",
                           "DSN", "APIKEY", "AUTHORIZATION", "PAT", "JWT", "BEARER", "SIGNATURE",
                           "CERT", "SALT", "PIN", "OTP", "TOTP"})
_SECRET_PARTS = ("TOKEN", "SECRET", "PASSWORD", "PASSWD", "PASSPHRASE", "CREDENTIAL", "COOKIE",
                 "APIKEY", "ACCESSKEY", "PRIVATEKEY", "AUTHORIZATION", "AUTHTOKEN")
_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_KEY_PREFIXES = ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "sk-", "sk_",
                 "rk_live_", "pk_live_", "xoxb-", "xoxp-", "xoxa-", "xoxs-", "xapp-", "AKIA",
                 "ASIA", "AIza", "npm_", "hf_", "pypi-", "shpat_", "SG.", "dop_v1_", "eyJ",
                 "-----BEGIN")
_TOKEN_CHARS = re.compile(r"[A-Za-z0-9+/=_\-.~:]+")


def secret_name(name: str) -> bool:
    """Does a setting's name (env variable, header, query parameter) say it holds a secret?"""
    upper = name.upper()
    if any(part in upper.replace("_", "").replace("-", "") for part in _SECRET_PARTS):
        return True
    words = {w.upper() for w in _WORD.findall(name)}
    return bool(words & _SECRET_WORDS)


def _entropy(text: str) -> float:
    counts: dict[str, int] = {}
    for char in text:
        counts[char] = counts.get(char, 0) + 1
    return -sum(n / len(text) * math.log2(n / len(text)) for n in counts.values())


def credential_like(value: str) -> bool:
    """Does the value itself look like a credential: a known key prefix, or a long token of
    letters and digits with high entropy? Paths, URLs, hostnames, numbers and words do not."""
    value = value.strip()
    if len(value) < SECRET_MIN_LENGTH or value.startswith(("/", "~", "./", "../")):
        return False
    if value.startswith(_KEY_PREFIXES) and len(value) >= 12:
        return True
    if len(value) < 20 or not _TOKEN_CHARS.fullmatch(value) or "://" in value:
        return False
    if re.fullmatch(r"[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+", value) and not re.search(r"\d{4}", value):
        return False  # a dotted hostname
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    return has_digit and has_alpha and _entropy(value) >= 3.5


def _url_secrets(url: str, what: str, query_what: str) -> list[tuple[str, str]]:
    """User info, and query values whose parameter name or value says credential."""
    try:
        parts = urlsplit(url)
        username, password = parts.username, parts.password
    except ValueError:
        return []
    found: list[tuple[str, str]] = []
    if username or password:
        found.append((url, what))
        found += [(c, what) for c in (username, password) if c]
    for name, value in parse_qsl(parts.query, keep_blank_values=False):
        if secret_name(name) or credential_like(value):
            found.append((value, query_what))
    return found


def encodings(value: str) -> list[tuple[str, str]]:
    """The common encodings of a secret a server can echo: base64 (standard and URL-safe,
    with and without padding), URL-encoding, upper and lower case of a hex token."""
    raw = value.encode("utf-8")
    out = []
    for encoded in (base64.b64encode(raw), base64.urlsafe_b64encode(raw)):
        text = encoded.decode("ascii")
        out += [(text, "base64"), (text.rstrip("="), "base64")]
    out += [(quote(value, safe=""), "URL-encoded"), (quote_plus(value, safe=""), "URL-encoded")]
    if re.fullmatch(r"[0-9A-Fa-f]+", value):
        out += [(value.upper(), "upper case"), (value.lower(), "lower case")]
    return [(text, how) for text, how in out if text != value]


def secret_settings(target: ServerTarget) -> list[tuple[str, str]]:
    """(value, which setting it is) for every secret the target holds, with the common
    encodings of each (what says which: "env API_TOKEN (base64)"). Never a value shorter than
    SECRET_MIN_LENGTH (`1`, `true`, `info` cannot be told apart from ordinary words)."""
    declared = {name.lower(): secret for name, secret in target.declared}
    found: list[tuple[str, str]] = []

    def setting(name: str, value: str, what: str, header: bool = False) -> None:
        verdict = declared.get(name.lower())
        if verdict is False:
            return
        if verdict or secret_name(name) or credential_like(value):
            found.append((value, what))
            scheme_and_credential = value.split(None, 1)
            if header and len(scheme_and_credential) == 2:
                found.append((scheme_and_credential[1].strip(), what))
        else:
            found.extend(_url_secrets(value, what, what) if "://" in value else [])

    for name, value in target.env:
        setting(name, value, f"env {name}")
    for name, value in target.headers:
        if name.lower() not in PUBLIC_HEADERS:
            setting(name, value, f"header {name}", header=True)
    found += _url_secrets(target.url or "", "URL credentials", "URL query")
    out: list[tuple[str, str]] = []
    for value, what in found:
        if len(value) < SECRET_MIN_LENGTH:
            continue
        out.append((value, what))
        out += [(text, f"{what} ({how})") for text, how in encodings(value)
                if len(text) >= SECRET_MIN_LENGTH]
    return out


PUBLIC_HEADERS = frozenset({"accept", "accept-encoding", "accept-language", "content-type",
                            "user-agent"})


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
class StrayOutput:
    """Lines a stdio server wrote on stdout that are not JSON-RPC (a banner, a deprecation
    warning), skipped within a budget by mcpcheck.wire.stdio as the MCP SDKs skip them."""

    lines: int
    first: str  # the first such line as received (redacted, then cut, before it is shown)


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
    # declared optional lists (prompts/list, resources/list, resources/templates/list) answered
    # with an error: (method, the error), not listed, so not comparable (empty in the surface)
    unlisted: tuple[tuple[str, str], ...] = ()
    stray: StrayOutput | None = None  # stdout lines that are not JSON-RPC, skipped
    leaks: tuple[Finding, ...] = ()  # secret-in-metadata findings (mcpcheck.snapshots.redaction)


# ------------------------------------------------------------------ each command's details


def _map_text(value: Any, fn: Callable[[str], str]) -> Any:
    """`value` with `fn` applied to every string in it (dict keys too); types kept."""
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, Details):
        return value.map_text(fn)
    if isinstance(value, tuple):
        return tuple(_map_text(v, fn) for v in value)
    if isinstance(value, list):
        return [_map_text(v, fn) for v in value]
    if isinstance(value, dict):
        return {_map_text(k, fn): _map_text(v, fn) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class Details:
    """What a command reports about one server beside its findings: the `details` object of
    the JSON report (docs/design.md) and the lines under a server in the text report."""

    def to_json(self) -> dict[str, Any]:
        raise NotImplementedError

    def map_text(self, fn: Callable[[str], str]) -> Self:
        """A copy with `fn` applied to every string (redaction of known secrets)."""
        return dataclasses.replace(self, **{f.name: _map_text(getattr(self, f.name), fn)
                                            for f in dataclasses.fields(self)})


@dataclass(frozen=True)
class SnapshotDetails(Details):
    """`snapshot`: the file written and what happened to it."""

    path: str
    outcome: str  # created | unchanged | updated | differs (mcpcheck.snapshots.store)
    server_name: str | None
    server_version: str | None
    protocol: str | None
    surface_sha256: str
    tools: tuple[tuple[str, str | None], ...]  # (name, sha256 of the tool)
    counts: dict[str, int]  # tools, prompts, resources, resourceTemplates

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "outcome": self.outcome, "server_name": self.server_name,
                "server_version": self.server_version, "protocol": self.protocol,
                "surface_sha256": self.surface_sha256, "tools": list(self.tools),
                "counts": dict(self.counts)}


@dataclass(frozen=True)
class DiffDetails(Details):
    """`diff`: the baseline and revision compared and what the ignore file accepted."""

    baseline: str
    suppressed: int  # findings accepted by the ignore file
    revision: str | None = None  # offline: the second snapshot file
    ignore: str | None = None  # the ignore file applied

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"baseline": self.baseline}
        if self.revision is not None:
            out["revision"] = self.revision
        out["suppressed"] = self.suppressed
        if self.ignore is not None:
            out["ignore"] = self.ignore
        return out


@dataclass(frozen=True)
class LintDetails(Details):
    """`lint`: the verdict of each tool, their counts, and the server's own entries' verdicts."""

    verdicts: dict[str, str]  # tool key -> usable | degraded | suspicious | unusable
    server_texts: str  # the verdict on the server's own texts
    usable: int = 0
    degraded: int = 0
    suspicious: int = 0
    unusable: int = 0
    # the server itself (its instructions) and each prompt, resource and template:
    # "server", "prompt:NAME", "resource:URI", "resourceTemplate:URI-TEMPLATE" -> verdict
    server_verdicts: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"verdicts": dict(self.verdicts), "server_texts": self.server_texts,
                "server_verdicts": dict(self.server_verdicts),
                "usable": self.usable, "degraded": self.degraded,
                "suspicious": self.suspicious, "unusable": self.unusable}


@dataclass(frozen=True)
class ValidateDetails(Details):
    """`validate`: how many calls and files were judged, and how many failed."""

    calls: int
    files: int
    files_failed: int | None = None  # None: the calls could not be judged
    not_judged: int | None = None  # calls read but not judged (the server was not evaluated)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"calls": self.calls, "files": self.files}
        if self.not_judged is not None:
            out["not_judged"] = self.not_judged
        if self.files_failed is not None:
            out["files_failed"] = self.files_failed
        return out


@dataclass(frozen=True)
class CallEntry(Details):
    """`call`: one golden call and its outcome."""

    call: str
    tool: str
    outcome: str  # passed | failed | refused | not-sent | call-failed | not-evaluated

    def to_json(self) -> dict[str, Any]:
        return {"call": self.call, "tool": self.tool, "outcome": self.outcome}


@dataclass(frozen=True)
class CallDetails(Details):
    """`call`: every golden call of a server."""

    results: tuple[CallEntry, ...]

    def count(self, outcome: str) -> int:
        return sum(r.outcome == outcome for r in self.results)

    def to_json(self) -> dict[str, Any]:
        counts = {k: self.count(k) for k in ("passed", "failed", "refused", "not-sent",
                                             "call-failed")}
        left = self.count("not-evaluated")
        return {"calls": len(self.results), **counts, **({"not-evaluated": left} if left else {}),
                "results": [r.to_json() for r in self.results]}


@dataclass(frozen=True)
class CheckDetails(Details):
    """`check`: the findings of each check of one server, and what it ran against."""

    checks: dict[str, int]  # findings per check, in the order the checks ran
    tools: int
    ignore: str | None = None  # the ignore file, when drift was compared through it
    not_evaluated: tuple[str, ...] = ()  # checks that could not run
    baseline: str | None = None  # the snapshot drift was compared with (None: no baseline)
    # lint's verdicts when lint ran (as LintDetails: per tool, and the server's own entries)
    verdicts: dict[str, str] = field(default_factory=dict)
    server_verdicts: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"checks": dict(self.checks), "tools": self.tools}
        if self.baseline is not None:
            out["baseline"] = self.baseline
        if self.ignore is not None:
            out["ignore"] = self.ignore
        if self.not_evaluated:
            out["not_evaluated"] = list(self.not_evaluated)
        if self.verdicts or self.server_verdicts:
            out.update(verdicts=dict(self.verdicts), server_verdicts=dict(self.server_verdicts))
        return out


@dataclass(frozen=True)
class ProbeDetails(Details):
    """`probe`: how long it took, the tools advertised and the tools asked for."""

    seconds: float
    tools: int | None = None  # None: tools/list was not read (or the verdict not reached)
    server_name: str | None = None
    require: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    attempts: int | None = None  # set by probe() over its retries; None for one attempt alone
    retryable: bool = False  # the failure may pass on a retry (not reported)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.tools is not None:
            out.update(tools=self.tools, server_name=self.server_name,
                       require=list(self.require), optional=list(self.optional))
        out["seconds"] = self.seconds
        if self.attempts is not None:
            out["attempts"] = self.attempts
        return out


@dataclass(frozen=True)
class ConformEntry(Details):
    """`conform`: one requirement and its outcome."""

    rule: str
    area: str
    level: str  # MUST | SHOULD
    outcome: str  # passed | failed | not-applicable | not-evaluated
    reason: str = ""  # why it failed, or why it does not apply

    def to_json(self) -> dict[str, Any]:
        out = {"rule": self.rule, "area": self.area, "level": self.level,
               "outcome": self.outcome}
        if self.reason:
            out["reason"] = self.reason
        return out


@dataclass(frozen=True)
class ConformDetails(Details):
    """`conform`: every requirement judged for one server."""

    protocol: str | None
    results: tuple[ConformEntry, ...]

    def count(self, outcome: str) -> int:
        return sum(r.outcome == outcome for r in self.results)

    def to_json(self) -> dict[str, Any]:
        return {"protocol": self.protocol, "passed": self.count("passed"),
                "failed": self.count("failed"), "not_applicable": self.count("not-applicable"),
                "not_evaluated": self.count("not-evaluated"),
                "results": [r.to_json() for r in self.results]}


@dataclass
class ServerResult:
    """What one command learned about one server: findings, details, or an error."""

    server: str
    findings: list[Finding] = field(default_factory=list)
    error: str | None = None
    error_detail: str | None = None
    details: Details | None = None
    surface: Surface | None = field(default=None, repr=False, compare=False)  # never reported
    # The ignore file applied to this result's findings, and how many it accepted.
    ignore: str | None = None
    accepted: int = 0

    def status(self, fail_on: FailOn) -> str:
        if self.error is not None:
            return "error"
        if any(fail_on.trips(f.severity) for f in self.findings):
            return "findings"
        return "ok"


@dataclass(frozen=True)
class Shard:
    """`--shard K/N`: this run is part `index` of `count` of the servers `selected` (their names
    in config order, before the split); mcpcheck.settings.shard makes the partition."""

    index: int
    count: int
    selected: tuple[str, ...]


@dataclass
class Report:
    """One command's results over every server, and the exit code they give."""

    command: str
    servers: list[ServerResult]
    fail_on: FailOn = FailOn.ERROR
    shard: Shard | None = None  # a sharded run (`mcpcheck merge` joins the parts)

    def summary(self) -> dict[str, int]:
        counts = {s.value: 0 for s in Severity}
        for result in self.servers:
            for f in result.findings:
                counts[f.severity.value] += 1
        return counts

    def exit_code(self) -> ExitCode:
        statuses = [r.status(self.fail_on) for r in self.servers]
        if "error" in statuses:
            return ExitCode.UNEVALUATED
        if "findings" in statuses:
            return ExitCode.FINDINGS
        return ExitCode.OK
