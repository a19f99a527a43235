"""`mcpcheck merge`: the JSON reports of several runs (the shards of a CI matrix) as one report.

Each file is untrusted input: read as a bounded regular file, parsed as JSON (no NaN, no deep
nesting, no huge numbers) and checked field by field against the JSON report's contract
(docs/design.md) before anything of it is used. The reports must come from this mcpcheck
version and one command, name each server once, agree on `fail_on` (unless one is given) and,
when sharded, be the shards of one split with none missing. Any other input is a UsageError
(exit 2) naming the file and what is wrong. The merged report is the report one unsharded run
would have made: servers in config order, the same findings, details and exit code.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from mcpcheck import __version__
from mcpcheck.errors import UsageError
from mcpcheck.fileio import files
from mcpcheck.models import (
    CallDetails,
    CallEntry,
    CheckDetails,
    ConformDetails,
    ConformEntry,
    Details,
    DiffDetails,
    FailOn,
    Finding,
    LintDetails,
    ProbeDetails,
    Report,
    ServerResult,
    Severity,
    Shard,
    SnapshotDetails,
    ValidateDetails,
)
from mcpcheck.settings.ignore import settle_unused
from mcpcheck.settings.shard import assignment

MAX_REPORT_BYTES = 64 * 1024 * 1024  # 1,000 servers with 30 findings each: 11 MB
COMMANDS = ("snapshot", "diff", "lint", "validate", "call", "probe", "check", "conform")
_STATUSES = ("ok", "findings", "error")
T = TypeVar("T")


class NotAReport(ValueError):
    """What is wrong with a report's content, at a JSON path."""


@dataclass(frozen=True)
class Part:
    """One report file as read."""

    path: Path
    version: str
    report: Report


# ------------------------------------------------------------------ typed reading


def _at(where: str, key: str | int) -> str:
    return f"{where}[{key}]" if isinstance(key, int) else f"{where}.{key}"


def _obj(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise NotAReport(f"{where} is not an object")
    return value


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise NotAReport(f"{where} is not a list")
    return value


def _str(value: Any, where: str, *, null: bool = False) -> Any:
    if value is None and null:
        return None
    if not isinstance(value, str):
        raise NotAReport(f"{where} is not a string" + (" or null" if null else ""))
    return value


def _int(value: Any, where: str, *, null: bool = False) -> Any:
    if value is None and null:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise NotAReport(f"{where} is not a whole number" + (" or null" if null else ""))
    return value


def _num(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise NotAReport(f"{where} is not a number")
    return float(value)


def _choice(value: Any, where: str, choices: Sequence[str]) -> str:
    if value not in choices or not isinstance(value, str):
        raise NotAReport(f"{where} is not one of {', '.join(choices)}")
    return value


def _field(obj: dict[str, Any], key: str, where: str, read: Callable[[Any, str], T]) -> T:
    if key not in obj:
        raise NotAReport(f"{_at(where, key)} is missing")
    return read(obj[key], _at(where, key))


def _opt(obj: dict[str, Any], key: str, where: str, read: Callable[[Any, str], T],
         default: T) -> T:
    return read(obj[key], _at(where, key)) if key in obj else default


def _strs(value: Any, where: str) -> tuple[str, ...]:
    return tuple(_str(v, _at(where, i)) for i, v in enumerate(_list(value, where)))


def _counts(value: Any, where: str) -> dict[str, int]:
    return {_str(k, where): _int(v, _at(where, k)) for k, v in _obj(value, where).items()}


def _texts(value: Any, where: str) -> dict[str, str]:
    return {_str(k, where): _str(v, _at(where, k)) for k, v in _obj(value, where).items()}


# ------------------------------------------------------------------ details, per command


def _snapshot_details(d: dict[str, Any], w: str) -> Details:
    def pair(value: Any, where: str) -> tuple[str, str | None]:
        items = _list(value, where)
        if len(items) != 2:
            raise NotAReport(f"{where} is not a [name, sha256] pair")
        return _str(items[0], _at(where, 0)), _str(items[1], _at(where, 1), null=True)

    tools = _field(d, "tools", w, _list)
    return SnapshotDetails(
        path=_field(d, "path", w, _str), outcome=_field(d, "outcome", w, _str),
        server_name=_field(d, "server_name", w, lambda v, x: _str(v, x, null=True)),
        server_version=_field(d, "server_version", w, lambda v, x: _str(v, x, null=True)),
        protocol=_field(d, "protocol", w, lambda v, x: _str(v, x, null=True)),
        surface_sha256=_field(d, "surface_sha256", w, _str),
        tools=tuple(pair(t, _at(_at(w, "tools"), i)) for i, t in enumerate(tools)),
        counts=_field(d, "counts", w, _counts))


def _diff_details(d: dict[str, Any], w: str) -> Details:
    return DiffDetails(
        baseline=_field(d, "baseline", w, _str), suppressed=_field(d, "suppressed", w, _int),
        revision=_opt(d, "revision", w, _str, None), ignore=_opt(d, "ignore", w, _str, None))


def _lint_details(d: dict[str, Any], w: str) -> Details:
    return LintDetails(
        verdicts=_field(d, "verdicts", w, _texts), server_texts=_field(d, "server_texts", w, _str),
        usable=_field(d, "usable", w, _int), degraded=_field(d, "degraded", w, _int),
        suspicious=_field(d, "suspicious", w, _int), unusable=_field(d, "unusable", w, _int),
        server_verdicts=_opt(d, "server_verdicts", w, _texts, {}))


def _validate_details(d: dict[str, Any], w: str) -> Details:
    return ValidateDetails(
        calls=_field(d, "calls", w, _int), files=_field(d, "files", w, _int),
        files_failed=_opt(d, "files_failed", w, _int, None),
        not_judged=_opt(d, "not_judged", w, _int, None))


def _call_details(d: dict[str, Any], w: str) -> Details:
    def entry(value: Any, where: str) -> CallEntry:
        e = _obj(value, where)
        return CallEntry(call=_field(e, "call", where, _str), tool=_field(e, "tool", where, _str),
                         outcome=_field(e, "outcome", where, _str))

    results = _field(d, "results", w, _list)
    return CallDetails(results=tuple(entry(r, _at(_at(w, "results"), i))
                                     for i, r in enumerate(results)))


def _check_details(d: dict[str, Any], w: str) -> Details:
    return CheckDetails(
        checks=_field(d, "checks", w, _counts), tools=_field(d, "tools", w, _int),
        ignore=_opt(d, "ignore", w, _str, None),
        not_evaluated=_opt(d, "not_evaluated", w, _strs, ()),
        baseline=_opt(d, "baseline", w, _str, None),
        verdicts=_opt(d, "verdicts", w, _texts, {}),
        server_verdicts=_opt(d, "server_verdicts", w, _texts, {}))


def _probe_details(d: dict[str, Any], w: str) -> Details:
    return ProbeDetails(
        seconds=_field(d, "seconds", w, _num), tools=_opt(d, "tools", w, _int, None),
        server_name=_opt(d, "server_name", w, lambda v, x: _str(v, x, null=True), None),
        require=_opt(d, "require", w, _strs, ()), optional=_opt(d, "optional", w, _strs, ()),
        attempts=_opt(d, "attempts", w, _int, None))


def _conform_details(d: dict[str, Any], w: str) -> Details:
    def entry(value: Any, where: str) -> ConformEntry:
        e = _obj(value, where)
        return ConformEntry(rule=_field(e, "rule", where, _str),
                            area=_field(e, "area", where, _str),
                            level=_field(e, "level", where, _str),
                            outcome=_field(e, "outcome", where, _str),
                            reason=_opt(e, "reason", where, _str, ""))

    results = _field(d, "results", w, _list)
    return ConformDetails(
        protocol=_field(d, "protocol", w, lambda v, x: _str(v, x, null=True)),
        results=tuple(entry(r, _at(_at(w, "results"), i)) for i, r in enumerate(results)))


_DETAILS: dict[str, Callable[[dict[str, Any], str], Details]] = {
    "snapshot": _snapshot_details, "diff": _diff_details, "lint": _lint_details,
    "validate": _validate_details, "call": _call_details, "check": _check_details,
    "probe": _probe_details, "conform": _conform_details}


# ------------------------------------------------------------------ findings and results


def _finding(value: Any, where: str) -> Finding:
    f = _obj(value, where)
    severity = Severity(_field(f, "severity", where,
                               lambda v, x: _choice(v, x, [s.value for s in Severity])))
    change = None
    if "before" in f or "after" in f:
        change = (_opt(f, "before", where, lambda v, x: _str(v, x, null=True), None),
                  _opt(f, "after", where, lambda v, x: _str(v, x, null=True), None))
    values = None
    if "before_value" in f or "after_value" in f:  # an absent side has no key (null is a value)
        from mcpcheck.checks.drift.jsonutil import value_text

        values = tuple(value_text(f[key]) if key in f else None
                       for key in ("before_value", "after_value"))
    location = None
    if "location" in f:
        loc = _obj(f["location"], _at(where, "location"))
        location = (_field(loc, "file", _at(where, "location"), _str),
                    _field(loc, "line", _at(where, "location"), _int))
    fingerprint = _field(f, "fingerprint", where, _str)
    if not fingerprint:
        raise NotAReport(f"{_at(where, 'fingerprint')} is empty")
    return Finding(rule=_field(f, "rule", where, _str), severity=severity,
                   tool=_field(f, "tool", where, lambda v, x: _str(v, x, null=True)),
                   path=_field(f, "path", where, _str), message=_field(f, "message", where, _str),
                   file=_opt(f, "file", where, _str, None), fingerprint=fingerprint,
                   change=change, values=values, location=location)  # type: ignore[arg-type]


def _result(value: Any, where: str, command: str) -> ServerResult:
    s = _obj(value, where)
    _field(s, "status", where, lambda v, x: _choice(v, x, _STATUSES))
    findings = _field(s, "findings", where, _list)
    details = None
    if "details" in s and s["details"] is not None:
        details = _DETAILS[command](_obj(s["details"], _at(where, "details")),
                                    _at(where, "details"))
    ignore, accepted = None, 0
    if "ignore" in s:
        entry = _obj(s["ignore"], _at(where, "ignore"))
        ignore = _field(entry, "file", _at(where, "ignore"), _str)
        accepted = _field(entry, "accepted", _at(where, "ignore"), _int)
    return ServerResult(
        server=_field(s, "server", where, _str),
        findings=[_finding(f, _at(_at(where, "findings"), i)) for i, f in enumerate(findings)],
        error=_field(s, "error", where, lambda v, x: _str(v, x, null=True)),
        error_detail=_opt(s, "error_detail", where, lambda v, x: _str(v, x, null=True), None),
        details=details, ignore=ignore, accepted=accepted)


def _shard(value: Any, where: str) -> Shard:
    s = _obj(value, where)
    count = _field(s, "count", where, _int)
    index = _field(s, "index", where, _int)
    if not 1 <= index <= count:
        raise NotAReport(f"{where}: index {index} is not from 1 to {count}")
    return Shard(index=index, count=count, selected=_field(s, "selected", where, _strs))


def from_json(data: Any) -> tuple[str, Report]:
    """(the mcpcheck version that wrote it, the report) from a parsed JSON report."""
    top = _obj(data, "the report")
    version = _field(top, "mcpcheck", "the report", _str)
    command = _field(top, "command", "the report", lambda v, x: _choice(v, x, COMMANDS))
    fail_on = FailOn(_field(top, "fail_on", "the report",
                            lambda v, x: _choice(v, x, [f.value for f in FailOn])))
    shard = _opt(top, "shard", "the report", _shard, None)
    servers = _field(top, "servers", "the report", _list)
    results = [_result(s, f"servers[{i}]", command) for i, s in enumerate(servers)]
    return version, Report(command=command, servers=results, fail_on=fail_on, shard=shard)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def read_report(path: Path) -> Part:
    """One report file, checked; a UsageError naming the file otherwise."""
    try:
        data = files.read_bytes(path, MAX_REPORT_BYTES)
    except files.FileProblem as exc:
        raise UsageError(f"{path}: cannot read the report: {exc.reason}") from None
    try:
        parsed = json.loads(data.decode("utf-8").removeprefix(files.BOM),
                            parse_constant=_no_constant)
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path}: not a JSON report (not UTF-8 at byte {exc.start})") from None
    except RecursionError:
        raise UsageError(f"{path}: not a JSON report (nested too deeply)") from None
    except ValueError as exc:  # JSONDecodeError, NaN, a number too long to convert
        raise UsageError(f"{path}: not a JSON report ({str(exc)[:200]})") from None
    try:
        version, report = from_json(parsed)
    except NotAReport as exc:
        raise UsageError(f"{path}: not an mcpcheck JSON report: {exc}") from None
    except RecursionError:
        raise UsageError(f"{path}: not an mcpcheck JSON report (nested too deeply)") from None
    return Part(path=path, version=version, report=report)


# ------------------------------------------------------------------ merging


def _names(items: Sequence[str], limit: int = 10) -> str:
    more = f" and {len(items) - limit} more" if len(items) > limit else ""
    return ", ".join(items[:limit]) + more


def _check_shards(parts: list[Part]) -> tuple[str, ...] | None:
    """The config order of the selected servers when the parts are the shards of one split
    (None when none is sharded); a UsageError when they are not."""
    sharded = [p for p in parts if p.report.shard is not None]
    if not sharded:
        return None
    if len(sharded) != len(parts):
        plain = next(p for p in parts if p.report.shard is None)
        raise UsageError(f"{plain.path} is not the report of a shard, {sharded[0].path} is: "
                         "merge the shards of one split, or unsharded reports")
    first = sharded[0].report.shard
    assert first is not None
    seen: dict[int, Path] = {}
    for part in sharded:
        shard = part.report.shard
        assert shard is not None
        if shard.count != first.count or shard.selected != first.selected:
            raise UsageError(f"{part.path} is shard {shard.index}/{shard.count} of another "
                             f"split than {sharded[0].path} (shard {first.index}/{first.count}): "
                             "a different --shard N or a different selection of servers")
        if shard.index in seen:
            raise UsageError(f"{part.path} and {seen[shard.index]} are both shard "
                             f"{shard.index}/{shard.count}")
        seen[shard.index] = part.path
    owner = assignment(first.selected, first.count)
    missing = [k for k in range(1, first.count + 1) if k not in seen and k in owner]
    if missing:
        k = missing[0]
        servers = [n for n, s in zip(first.selected, owner, strict=True) if s == k]
        also = f" (and shards {', '.join(map(str, missing[1:]))})" if len(missing) > 1 else ""
        raise UsageError(f"shard {k}/{first.count} is missing{also}: its servers "
                         f"{_names(servers)} are in no report")
    return first.selected


def merge(paths: Sequence[Path], fail_on: FailOn | None = None) -> Report:
    """One report of every part; `fail_on` None: the one the parts were run with."""
    for i, path in enumerate(paths):
        twice = next((p for p in paths[:i] if files.same_file(p, path)), None)
        if twice is not None:
            raise UsageError(f"{path} is given twice" + (f" (also as {twice})"
                                                          if str(twice) != str(path) else ""))
    parts = [read_report(p) for p in paths]
    for part in parts:
        if part.version != __version__:
            raise UsageError(f"{part.path} was written by mcpcheck {part.version[:40]!r}; this "
                             f"is mcpcheck {__version__}: merge with the version that ran")
    commands = {p.report.command for p in parts}
    if len(commands) > 1:
        first = parts[0]
        other = next(p for p in parts if p.report.command != first.report.command)
        raise UsageError(f"{first.path} is a `{first.report.command}` report, {other.path} a "
                         f"`{other.report.command}` report: merge reports of one command")
    if fail_on is None:
        levels = {p.report.fail_on for p in parts}
        if len(levels) > 1:
            raise UsageError("the reports were run with different --fail-on levels ("
                             + ", ".join(sorted(f.value for f in levels))
                             + "): give the merge one with --fail-on")
        fail_on = parts[0].report.fail_on
    order = _check_shards(parts)
    owner: dict[str, Path] = {}
    for part in parts:
        for result in part.report.servers:
            if result.server in owner:
                where = ("twice in " + str(part.path) if owner[result.server] == part.path
                         else f"in {owner[result.server]} and in {part.path}")
                raise UsageError(f"server {result.server[:80]!r} is {where}: the reports "
                                 "overlap")
            owner[result.server] = part.path
    results = [r for p in parts for r in p.report.servers]
    if order is not None:
        rank = {name: i for i, name in enumerate(order)}
        results.sort(key=lambda r: rank.get(r.server, len(rank)))
    # an ignore file shared by servers of different shards: an entry another shard's server used
    # is not unused (what one run over all of them finds; the shards could not see it)
    settle_unused(results)
    return Report(command=parts[0].report.command, servers=results, fail_on=fail_on)
