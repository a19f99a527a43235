"""`mcpcheck check`: everything configured for a server, from one fetch of its surface."""

from __future__ import annotations

import glob
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from mcpcheck.checks.required import required_findings
from mcpcheck.commands.common import (
    accept_reviewed,
    live_surface,
    note_findings,
    server_label,
    uncovered,
)
from mcpcheck.errors import McpcheckError, UsageError
from mcpcheck.fileio import files
from mcpcheck.models import CheckDetails, Finding, ServerResult, Severity, Surface
from mcpcheck.ruleids import RuleId
from mcpcheck.settings.config import ServerConfig
from mcpcheck.settings.targets import snapshot_path
from mcpcheck.snapshots.store import as_stored, hash_findings, read_snapshot


def _drift(sc: ServerConfig, label: str, surface: Surface) -> tuple[list[Finding], list[Any]]:
    """Drift against the baseline; a default baseline that does not exist is only noted."""
    from mcpcheck.commands.diff import DiffSettings, baseline_path, compare
    from mcpcheck.fileio.gitref import GitPathAbsent

    path = baseline_path(snapshot_path(sc.snapshot_file(), label), sc.against)
    missing = Finding(RuleId.SNAPSHOT_MISSING, Severity.INFO, None, "",
                      f"no baseline at {path}; run `mcpcheck snapshot` to create one")
    if sc.snapshot is None and sc.against is None and not files.present(path):
        return [missing], []
    try:
        stored = read_snapshot(path)
        old = stored.surface()
    except GitPathAbsent:
        if sc.snapshot is not None:  # an explicit baseline must exist at the ref
            raise
        return [missing], []  # a server new in this branch: nothing at the ref yet
    settings = DiffSettings(overrides=sc.severity)  # the ignore file: in run(), for all checks
    findings, _ = compare(old, as_stored(surface), settings)
    return hash_findings(stored) + findings, list(old.tools)


def _lint(sc: ServerConfig, surface: Surface,
          foreign: Mapping[str, str] | None = None) -> list[Finding]:
    from mcpcheck.checks.lint import LintBounds, lint_tools
    from mcpcheck.checks.lint.surface import lint_server_texts

    bounds = LintBounds(**sc.lint_bounds)
    verdicts = lint_tools(surface.tools, protocol_version=surface.protocol_version,
                          bounds=bounds, overrides=sc.lint_severity, foreign_tools=foreign,
                          deep=sc.deep)
    return [f for v in verdicts for f in v.findings] + lint_server_texts(
        surface, bounds=bounds, overrides=sc.lint_severity, foreign_tools=foreign)


def cross_server(servers: list[ServerConfig], results: list[ServerResult]) -> None:
    """Lint again with the other servers' tool names: a text of server A that names a tool of
    server B, or a name of A that imitates one of B, is shadowing; only new findings are added.
    """
    from mcpcheck.checks.lint.attacks.base import ForeignTools

    names = {r.server: [t["name"] for t in r.surface.tools if isinstance(t, dict)
                        and isinstance(t.get("name"), str)]
             for r in results if r.surface is not None}
    owners: dict[str, tuple[str, ...]] = {}  # one table for the fleet, viewed by each server
    for other, tools in names.items():
        for name in tools:
            owners[name] = (*owners.get(name, ()), other)
    for sc, result in zip(servers, results, strict=True):
        if result.surface is None or not sc.lint:
            continue
        foreign = ForeignTools(owners, result.server, names.get(result.server, ()))
        if not foreign:
            continue
        known = set(_lint(sc, result.surface))
        kept = [f for f in result.findings if f in known]  # not those the ignore file accepted
        added = [f for f in _lint(sc, result.surface, foreign) if f not in known]
        if sc.ignore is not None and added:
            from mcpcheck.commands.diff import read_ignore

            added, dropped = read_ignore(sc.ignore).apply(added, server=result.server)
            result.accepted += len(dropped)
        result.findings.extend(added)
        if added and isinstance(result.details, CheckDetails):
            checks = result.details.checks
            per_tool, own = _verdicts(result.surface, [*kept, *added])
            result.details = replace(result.details,
                                     checks={**checks, "lint": checks.get("lint", 0) + len(added)},
                                     verdicts=per_tool, server_verdicts=own)


def _verdicts(surface: Surface, lint: list[Finding]) -> tuple[dict[str, str], dict[str, str]]:
    from mcpcheck.checks.lint.surface import lint_verdicts

    tools, own = lint_verdicts(surface, lint)
    return dict(tools), dict(own)


def argument_files(patterns: tuple[str, ...]) -> list[Path]:
    files: list[Path] = []
    for pattern in patterns:
        matched = sorted(glob.glob(pattern, recursive=True))
        files.extend(Path(m) for m in (matched or [pattern]))
    return files


def _validate(sc: ServerConfig, surface: Surface) -> list[Finding]:
    from mcpcheck.checks.arguments import load_calls, validate_calls

    calls, findings = load_calls(argument_files(sc.validate))
    return findings + validate_calls(calls, surface.tools)


def preflight(servers: list[ServerConfig]) -> None:
    """The local inputs whose faults are usage errors (ignore and calls files), read before any
    server is contacted, so that a broken one is reported first, not one run later."""
    from mcpcheck.checks.calls import load_calls_file
    from mcpcheck.commands.diff import read_ignore

    for path in dict.fromkeys(sc.ignore for sc in servers):
        if path is not None:
            read_ignore(path)
    for path in dict.fromkeys(sc.calls for sc in servers):
        if path is not None:
            load_calls_file(path)


def run(sc: ServerConfig) -> ServerResult:
    """One server: drift, required tools, lint, argument files, protocol conformance (only
    with `conform = true`), golden calls.

    A check that cannot be evaluated (a corrupt baseline, a session that ends mid-calls) makes
    the result an error (exit 3) without dropping what the other checks found.
    """
    label = sc.target.name or "server"
    try:
        surface = live_surface(sc.target)
    except McpcheckError as exc:
        if isinstance(exc, UsageError):
            raise
        return ServerResult(server=label, error=exc.message, error_detail=exc.detail)
    label = server_label(sc.target, surface)
    checks: dict[str, list[Finding]] = {"secrets": list(surface.leaks)} if surface.leaks else {}
    failed: dict[str, McpcheckError | ServerResult] = {}
    baseline: list[Any] = []
    try:
        checks["drift"], baseline = _drift(sc, label, surface)
    except McpcheckError as exc:
        if isinstance(exc, UsageError):
            raise
        failed["drift"] = exc
    intake = uncovered(note_findings(surface), checks.get("drift", []))
    if intake:  # stray stdout lines, lists answered with an error, notes
        checks["intake"] = intake
    checks["required"] = required_findings(surface.tools, sc.require, sc.optional, baseline)
    if sc.lint:
        checks["lint"] = _lint(sc, surface)
    if sc.validate:
        checks["validate"] = _validate(sc, surface)
    if sc.conform:
        from mcpcheck.commands import conform

        conformed = conform.run(sc.target)
        checks["conform"] = conformed.findings
        if conformed.error is not None:
            failed["conform"] = conformed
    if sc.calls is not None:
        from mcpcheck.commands import call

        called = call.run(sc.target, sc.calls)
        checks["calls"] = called.findings
        if called.error is not None:
            failed["calls"] = called
    has_baseline = "drift" in checks and not any(f.rule == RuleId.SNAPSHOT_MISSING
                                                 for f in checks["drift"])
    compared = sc.ignore is not None and has_baseline
    result = _result(label, checks, failed, surface, str(sc.ignore) if compared else None)
    if has_baseline and isinstance(result.details, CheckDetails):
        result = replace(result, details=replace(result.details, baseline=_baseline_of(sc, label)))
    result = accept_reviewed(result, sc.ignore, _families(checks, failed))
    if result.accepted and isinstance(result.details, CheckDetails):
        result = replace(result, details=_without_accepted(result, checks, surface,
                                                           result.details))
    return result


def _without_accepted(result: ServerResult, checks: dict[str, list[Finding]], surface: Surface,
                      details: CheckDetails) -> CheckDetails:
    """The details of a result the ignore file accepted findings of: the findings per check
    count only those still reported, and an accepted lint finding changes no verdict."""
    kept = set(result.findings)
    counts = {name: sum(1 for f in found if f in kept) for name, found in checks.items()}
    if "lint" not in checks:
        return replace(details, checks=counts)
    tools, own = _verdicts(surface, [f for f in checks["lint"] if f in kept])
    return replace(details, checks=counts, verdicts=tools, server_verdicts=own)


def _baseline_of(sc: ServerConfig, label: str) -> str:
    """The baseline as the user names it: the file, or `git:REF:PATH` with --against."""
    path = snapshot_path(sc.snapshot_file(), label)
    return f"git:{sc.against}:{path}" if sc.against else str(path)


def _families(checks: dict[str, list[Finding]], failed: dict[str, Any]) -> list[str]:
    """The rule families the checks that ran (or failed) can produce."""
    from mcpcheck.checks.rulebook.record import Family

    out = [str(f) for f in Family if f.drift]
    for check, family in (("lint", Family.LINT), ("validate", Family.ARGUMENTS),
                          ("calls", Family.CALLS), ("conform", Family.CONFORM)):
        if check in checks or check in failed:
            out.append(str(family))
    return out


def _result(label: str, checks: dict[str, list[Finding]],
            failed: dict[str, McpcheckError | ServerResult], surface: Surface,
            ignore: str | None) -> ServerResult:
    reasons = {name: (f.message if isinstance(f, McpcheckError) else f.error or "")
               for name, f in failed.items()}
    details = [f.detail if isinstance(f, McpcheckError) else f.error_detail
               for f in failed.values()]
    tools, own = _verdicts(surface, checks["lint"]) if "lint" in checks else ({}, {})
    return ServerResult(
        server=label, findings=[f for group in checks.values() for f in group],
        error="; ".join(f"{name}: {why}" for name, why in reasons.items()) or None,
        error_detail=next((d for d in details if d), None),
        details=CheckDetails(checks={k: len(v) for k, v in checks.items()},
                             tools=len(surface.tools), ignore=ignore,
                             not_evaluated=tuple(sorted(failed)), verdicts=tools,
                             server_verdicts=own),
        surface=surface)
