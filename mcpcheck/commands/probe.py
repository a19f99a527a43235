"""`mcpcheck probe`: is the server up, and does it advertise every required tool?

Lean on purpose: only tools/list is fetched (no prompts/resources, no lint, no jsonschema),
and the verdict is read from the raw result, so one malformed tool cannot hide the others.
The exchange runs on mcpcheck's own wire client, on every transport.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mcpcheck.checks.required import parse_names, required_findings
from mcpcheck.errors import ConnectError, McpcheckError
from mcpcheck.fileio import files
from mcpcheck.models import Finding, ProbeDetails, ServerResult, ServerTarget, StrayOutput
from mcpcheck.settings.targets import slug
from mcpcheck.snapshots.store import read_snapshot, tool_name

if TYPE_CHECKING:
    from mcpcheck.wire.clock import Clock


@dataclass(frozen=True)
class ProbeSpec:
    """What a probe checks beyond "the server answers tools/list"."""

    require: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    pin: bool = False
    snapshot: Path | None = None  # explicit --snapshot; else the default if present
    default_snapshot: Path | None = None  # beside the config file; else snapshots/<server>.json


@dataclass(frozen=True)
class Listing:
    """The little a probe needs from a live server."""

    server_name: str | None
    tools: tuple[Any, ...]
    stray: StrayOutput | None = None  # stdout lines that are not JSON-RPC (skipped)


def spec_from_flags(require: Sequence[str] | None, optional: Sequence[str] | None, pin: bool,
                    snapshot: Path | None) -> ProbeSpec:
    return ProbeSpec(require=parse_names(require), optional=parse_names(optional), pin=pin,
                     snapshot=snapshot)


# ------------------------------------------------------------------ the exchange


def fetch_listing(target: ServerTarget, clock: Clock | None = None) -> Listing:
    """Handshake + raw tools/list within target.timeout (raises ConnectError/ServerTimeout).

    `clock` (mcpcheck.wire.clock.Clock) lets another thread abort the exchange."""
    from mcpcheck.wire.client import fetch_tools

    name, tools, stray = fetch_tools(target, clock)
    return Listing(server_name=name, tools=tools, stray=stray)


# ------------------------------------------------------------------ the verdict


def _label(target: ServerTarget, listing: Listing | None) -> str:
    if target.name:
        return target.name
    if listing is not None and listing.server_name:
        return slug(listing.server_name)
    return "server"


def _baseline(spec: ProbeSpec, label: str) -> list[Any] | None:
    """Stored tools for rename hints and --pin. An explicit or pinned path must be readable."""
    default = spec.default_snapshot or Path("snapshots") / f"{slug(label)}.json"
    path = spec.snapshot if spec.snapshot is not None else default
    if spec.snapshot is None and not spec.pin:
        try:  # only a hint source here: an unreadable default file must not fail the probe
            return list(read_snapshot(path).surface().tools) if files.present(path) else None
        except McpcheckError:
            return None
    return list(read_snapshot(path).surface().tools)


def _named(tools: Sequence[Any], names: Sequence[str]) -> list[Any]:
    return [t for t in tools if tool_name(t) in names]


def pin_findings(
    baseline: Sequence[Any], live: Sequence[Any], require: Sequence[str]
) -> list[Finding]:
    """Drift of the required tools only; a required tool missing live is reported elsewhere."""
    from mcpcheck.checks.drift import diff_tools

    present = {tool_name(t) for t in live}
    old = [t for t in _named(baseline, require) if tool_name(t) in present]
    return list(diff_tools(old, _named(live, require)))


def verdict(target: ServerTarget, spec: ProbeSpec, listing: Listing) -> ServerResult:
    """Findings on a listing: required/optional missing (with rename hints), pinned drift."""
    from mcpcheck.commands.common import stray_finding
    from mcpcheck.snapshots.redaction import known_secrets, redact_text, redact_tools

    secrets = known_secrets(target)
    stray = listing.stray
    if stray is not None:
        stray = replace(stray, first=redact_text(stray.first, secrets)[0])
    listing = Listing(listing.server_name, redact_tools(listing.tools, secrets)[0], stray)
    label = _label(target, listing)
    result = ServerResult(server=label)
    try:
        baseline = _baseline(spec, label)
    except McpcheckError as exc:
        return ServerResult(server=label, error=exc.message, error_detail=exc.detail)
    result.findings = required_findings(listing.tools, spec.require, spec.optional, baseline or ())
    if listing.stray is not None:
        result.findings.append(stray_finding(listing.stray))
    if spec.pin and baseline is not None:
        result.findings += pin_findings(baseline, listing.tools, spec.require)
    result.details = ProbeDetails(seconds=0.0, tools=len(listing.tools),
                                  server_name=listing.server_name, require=spec.require,
                                  optional=spec.optional)
    return result


def probe_once(target: ServerTarget, spec: ProbeSpec, clock: Clock | None = None
               ) -> ServerResult:
    """One attempt: never raises a McpcheckError, returns an error result instead."""
    start = time.monotonic()
    try:
        listing = fetch_listing(target, clock)
    except McpcheckError as exc:
        result = ServerResult(server=_label(target, None), error=exc.message,
                              error_detail=exc.detail)
        retryable = isinstance(exc, ConnectError)
    else:
        result = verdict(target, spec, listing)
        retryable = False
    _timed(result, start, retryable=retryable)
    return result


def _timed(result: ServerResult, start: float, *, retryable: bool = False,
           attempts: int | None = None) -> None:
    """The result's probe details with the seconds since `start` (and the attempts)."""
    details = result.details if isinstance(result.details, ProbeDetails) else ProbeDetails(0.0)
    result.details = replace(details, seconds=round(time.monotonic() - start, 3),
                             retryable=retryable, attempts=attempts)


def probe(
    target: ServerTarget,
    spec: ProbeSpec,
    *,
    retries: int = 0,
    interval: float = 1.0,
    sleep: Callable[[float], None] = time.sleep,
) -> ServerResult:
    """Up to 1 + retries attempts; only "could not reach/evaluate the server" is retried."""
    start = time.monotonic()
    attempt = 1
    result = probe_once(target, spec)
    while result.error is not None and _retryable(result) and attempt <= retries:
        sleep(interval)
        attempt += 1
        result = probe_once(target, spec)
    _timed(result, start, attempts=attempt)
    return result


def _retryable(result: ServerResult) -> bool:
    return isinstance(result.details, ProbeDetails) and result.details.retryable
