"""The ignore file: accepted findings, each with a reviewed reason.

```toml
[[ignore]]
rule = "input-range-narrowed"      # or: fingerprint = "3f9a0c1b2d4e"
tool = "search"                    # optional; a missing key matches any
path = "/inputSchema/properties/limit/maximum"   # optional
reason = "limit lowered on purpose, callers notified (TICKET-12)"
expires = "2026-01-31"             # optional; from that day on the entry no longer applies
```
"""

from __future__ import annotations

import datetime as dt
import re
import tomllib
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcpcheck.errors import UsageError
from mcpcheck.models import CheckDetails, DiffDetails, Finding, ServerResult, Severity
from mcpcheck.schemas.jsonvalues import plain_value_error

UNUSED_RULE = "ignore-unused"

_KEYS = frozenset({"reason", "fingerprint", "rule", "tool", "path", "expires"})
_FINGERPRINT = re.compile(r"[0-9a-f]{12}")


@dataclass(frozen=True)
class IgnoreEntry:
    index: int  # 1-based position in the file
    reason: str
    fingerprint: str | None = None
    rule: str | None = None
    tool: str | None = None
    path: str | None = None
    expires: dt.date | None = None

    def active(self, today: dt.date) -> bool:
        return self.expires is None or today < self.expires

    def matches(self, finding: Finding) -> bool:
        if self.fingerprint is not None:
            return finding.fingerprint == self.fingerprint
        return (
            (self.rule is None or finding.rule == self.rule)
            and (self.tool is None or finding.tool == self.tool)
            and (self.path is None or finding.path == self.path)
        )

    def describe(self) -> str:
        if self.fingerprint is not None:
            return f"fingerprint {self.fingerprint}"
        return ", ".join(f"{key} {value}" for key, value in
                         (("rule", self.rule), ("tool", self.tool), ("path", self.path))
                         if value is not None)


@dataclass(frozen=True)
class IgnoreList:
    entries: tuple[IgnoreEntry, ...] = ()
    source: str = "<ignore>"

    def apply(
        self, findings: Iterable[Finding], *, today: dt.date | None = None
    ) -> tuple[list[Finding], list[Finding]]:
        """(kept, suppressed); expired entries suppress nothing."""
        day = today or dt.date.today()
        live = [e for e in self.entries if e.active(day)]
        kept: list[Finding] = []
        suppressed: list[Finding] = []
        for finding in findings:
            (suppressed if any(e.matches(finding) for e in live) else kept).append(finding)
        return kept, suppressed

    def unused(self, findings: Iterable[Finding], *,
               today: dt.date | None = None) -> list[Finding]:
        """An `ignore-unused` finding for every active entry that matches none of `findings`
        (the findings before the ignore file was applied), as linters report unused
        suppressions. `file` is the ignore file, so the finding points at it."""
        day = today or dt.date.today()
        found = list(findings)
        return [Finding(UNUSED_RULE, Severity.WARNING, e.tool, e.path or "",
                        f"ignore entry {e.index} ({e.describe()}) matched no finding: delete it, "
                        "or correct it if the change it accepts is still expected",
                        file=self.source)
                for e in self.entries if e.active(day) and not any(e.matches(f) for f in found)]

    def expired(self, today: dt.date | None = None) -> list[IgnoreEntry]:
        day = today or dt.date.today()
        return [e for e in self.entries if not e.active(day)]


def load_ignore(path: Path, *, known_rules: Collection[str] | None = None) -> IgnoreList:
    """Read and check an ignore file; every problem is a UsageError naming file, entry, key."""
    from mcpcheck.fileio import files

    try:
        text = files.read_text(path)
    except files.FileProblem as exc:
        raise UsageError(f"cannot read ignore file {path}: {exc.reason}") from None
    return parse_ignore(text, source=str(path), known_rules=known_rules)


def parse_ignore(
    text: str, *, source: str = "<ignore>", known_rules: Collection[str] | None = None
) -> IgnoreList:
    try:
        data = tomllib.loads(text.removeprefix("\ufeff"))
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{source}: invalid TOML: {exc}") from None
    except RecursionError:
        raise UsageError(f"{source}: invalid TOML: nested too deeply") from None
    except ValueError as exc:  # an integer past Python's digit limit
        raise UsageError(f"{source}: invalid TOML: {plain_value_error(exc)}") from None
    unknown = sorted(set(data) - {"ignore"})
    if unknown:
        raise UsageError(f"{source}: unknown top-level key {unknown[0]!r} (expected [[ignore]])")
    raw = data.get("ignore", [])
    if not isinstance(raw, list):
        raise UsageError(f"{source}: `ignore` must be an array of tables ([[ignore]])")
    entries = tuple(_entry(item, i, source, known_rules) for i, item in enumerate(raw, 1))
    return IgnoreList(entries, source)


def _entry(item: Any, index: int, source: str, known_rules: Collection[str] | None) -> IgnoreEntry:
    where = f"{source}: ignore entry {index}"
    if not isinstance(item, dict):
        raise UsageError(f"{where}: not a table")
    unknown = sorted(set(item) - _KEYS)
    if unknown:
        raise UsageError(
            f"{where}: unknown key {unknown[0]!r} (allowed: {', '.join(sorted(_KEYS))})"
        )
    for key in ("reason", "fingerprint", "rule", "tool", "path"):
        if key in item and not isinstance(item[key], str):
            raise UsageError(f"{where}: `{key}` must be a string")
    reason = item.get("reason", "")
    if not reason.strip():
        raise UsageError(f"{where}: `reason` is required (say why the change is accepted)")
    fingerprint = item.get("fingerprint")
    selectors = [k for k in ("rule", "tool", "path") if k in item]
    if fingerprint is not None:
        if selectors:
            raise UsageError(f"{where}: use either `fingerprint` or `rule`/`tool`/`path`, not both")
        if not _FINGERPRINT.fullmatch(fingerprint.lower()):
            raise UsageError(f"{where}: `fingerprint` must be 12 hexadecimal characters")
        fingerprint = fingerprint.lower()
    elif not selectors:
        raise UsageError(
            f"{where}: needs `fingerprint` or one of `rule`, `tool`, `path` "
            "(an entry must not match everything)"
        )
    rule = item.get("rule")
    if rule is not None and not rule.strip():
        raise UsageError(f"{where}: `rule` is empty")
    if rule is not None and known_rules is not None and rule not in known_rules:
        raise UsageError(f"{where}: unknown rule {rule!r}")
    return IgnoreEntry(
        index,
        reason.strip(),
        fingerprint,
        rule,
        item.get("tool"),
        item.get("path"),
        _expires(item.get("expires"), where),
    )


def _expires(value: Any, where: str) -> dt.date | None:
    if value is None:
        return None
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value) if len(value) == 10 else _bad_date(where)
        except ValueError:
            return _bad_date(where)
    return _bad_date(where)


def _bad_date(where: str) -> dt.date:
    raise UsageError(f"{where}: `expires` must be a date YYYY-MM-DD")


def settle_unused(results: Sequence[ServerResult]) -> None:
    """Several servers may share one ignore file: an entry is unused only when it matched
    nothing for any of them. Drops the `ignore-unused` findings of entries another server used
    (results name their ignore file in their details' `ignore`)."""
    users: dict[str, list[ServerResult]] = {}
    for result in results:
        d = result.details
        ignore = d.ignore if isinstance(d, DiffDetails | CheckDetails) else None
        if result.error is None and ignore is not None:
            users.setdefault(ignore, []).append(result)
    for sharing in users.values():
        if len(sharing) < 2:
            continue
        reported = [{f.fingerprint for f in r.findings if f.rule == UNUSED_RULE}
                    for r in sharing]
        everywhere = set.intersection(*reported)
        for result in sharing:
            result.findings = [f for f in result.findings
                               if f.rule != UNUSED_RULE or f.fingerprint in everywhere]
