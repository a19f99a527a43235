"""Known secret values kept out of snapshots and reports, even when the server echoes them.

Which settings are secrets is decided by mcpcheck.models.secret_settings: an env variable or
header whose name says secret (TOKEN, KEY, SECRET, PASSWORD, AUTH, COOKIE, SESSION, ...), a
value that looks like a credential (known key prefix, long high-entropy token), URL credentials
(user info, a query value named or looking like a key), and whatever the server's config
declares (`secrets = { NAME = true|false }`). Plain URLs, paths, hostnames, numbers and booleans
are not. Each secret comes with its common encodings (base64, URL-encoding, hex case). A value
shorter than MIN_LENGTH characters is never treated as a secret. Every occurrence is replaced by
MARKER. Metadata that carried one gives a `secret-in-metadata` finding naming the tool, the JSON
Pointer and which setting it was (env/header name), never the value. Pure; no I/O."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Sequence
from typing import Any

from mcpcheck.models import (
    SECRET_MIN_LENGTH,
    Finding,
    ServerResult,
    ServerTarget,
    Severity,
    Surface,
    secret_settings,
)
from mcpcheck.ruleids import RuleId

MARKER = "[REDACTED]"
MIN_LENGTH = SECRET_MIN_LENGTH

Secret = tuple[str, str]  # (value, what it is: "env TOKEN", "header Authorization")


def known_secrets(target: ServerTarget) -> tuple[Secret, ...]:
    """The target's secret values with their origin, longest first, each value once
    (mcpcheck.models.secret_settings says which settings are secrets)."""
    return merge([secret_settings(target)])


def merge(groups: Iterable[Iterable[Secret]]) -> tuple[Secret, ...]:
    seen: dict[str, str] = {}
    for group in groups:
        for value, what in group:
            if len(value) >= MIN_LENGTH:
                seen.setdefault(value, what)
    return tuple(sorted(seen.items(), key=lambda item: (-len(item[0]), item[0])))


def redact_text(text: str, secrets: Sequence[Secret]) -> tuple[str, list[str]]:
    """(text with every secret replaced by MARKER, what each replaced secret was)."""
    hits: list[str] = []
    for value, what in secrets:
        if value in text:
            text = text.replace(value, MARKER)
            hits.append(what)
    return text, hits


def _pointer_token(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def redact_value(value: Any, secrets: Sequence[Secret],
                 at: str = "") -> tuple[Any, list[tuple[str, str]]]:
    """(JSON value with secrets replaced in every string and key, [(pointer, what)]).

    Iterative, so any depth is fine; the value is returned as is when it holds no secret.
    """
    if not secrets or not _mentions(value, secrets):
        return value, []
    hits: list[tuple[str, str]] = []
    holder: list[Any] = [None]
    stack: list[tuple[Any, Any, Any, str]] = [(value, holder, 0, at)]
    while stack:
        item, parent, slot, where = stack.pop()
        if isinstance(item, str):
            parent[slot], found = redact_text(item, secrets)
            hits.extend((where, what) for what in found)
        elif isinstance(item, list | tuple):
            parent[slot] = copy = [None] * len(item)
            stack.extend((v, copy, i, f"{where}/{i}") for i, v in reversed(list(enumerate(item))))
        elif isinstance(item, dict):
            out: dict[Any, Any] = {}
            parent[slot] = out
            children = []
            for key, child in item.items():
                new_key, found = redact_text(key, secrets) if isinstance(key, str) else (key, [])
                pointer = f"{where}/{_pointer_token(str(new_key))}"
                hits.extend((pointer, what) for what in found)
                out[new_key] = None
                children.append((child, out, new_key, pointer))
            stack.extend(reversed(children))
        else:
            parent[slot] = item
    return holder[0], hits


def _mentions(value: Any, secrets: Sequence[Secret]) -> bool:
    """Exact fast path: JSON escaping is per character, so a string holding a secret holds its
    escaped form in the dump."""
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=True, default=str)
    except (TypeError, ValueError, RecursionError):
        return True
    return any(json.dumps(s, ensure_ascii=False)[1:-1] in text for s, _ in secrets)


def leak_finding(tool: str | None, path: str, what: str, where: str = "metadata") -> Finding:
    subject = f"tool `{tool}`" if tool else "the server"
    message = (f"{subject} echoes the value of {what} in its {where} at `{path or '/'}`; "
               f"redacted as {MARKER} in snapshots and reports")
    return Finding(RuleId.SECRET_IN_METADATA, Severity.ERROR, tool, path, message)


def _findings(hits: list[tuple[str, str]], tool: str | None, prefix: str = "",
              where: str = "metadata") -> list[Finding]:
    return [leak_finding(tool, prefix + path, what, where) for path, what in sorted(set(hits))]


def _tool_name(tool: Any, index: int) -> str:
    name = tool.get("name") if isinstance(tool, dict) else None
    return name if isinstance(name, str) else f"#{index}"


def redact_tools(tools: Sequence[Any], secrets: Sequence[Secret]
                 ) -> tuple[tuple[Any, ...], list[Finding]]:
    out: list[Any] = []
    findings: list[Finding] = []
    for index, tool in enumerate(tools):
        clean, hits = redact_value(tool, secrets)
        out.append(clean)
        findings += _findings(hits, _tool_name(clean, index))
    return tuple(out), findings


def redact_surface(surface: Surface, secrets: Sequence[Secret]) -> Surface:
    """The surface without any secret value; `leaks` holds a finding per place one was found."""
    if not secrets:
        return surface
    tools, findings = redact_tools(surface.tools, secrets)
    changes: dict[str, Any] = {"tools": tools}
    for field in ("prompts", "resources", "resource_templates"):
        clean, hits = redact_value(list(getattr(surface, field)), secrets, f"/{field}")
        changes[field] = tuple(clean)
        findings += _findings(hits, None)
    server = {"server_name": surface.server_name, "server_version": surface.server_version,
              "protocol_version": surface.protocol_version,
              "capabilities": surface.capabilities, "instructions": surface.instructions,
              "notes": list(surface.notes)}
    clean_server, hits = redact_value(server, secrets)
    findings += _findings(hits, None)
    changes.update(clean_server)
    changes["notes"] = tuple(clean_server["notes"])
    # what the intake learned, at its place in a snapshot (mcpcheck.snapshots.store)
    intake = {"unlisted": dict(surface.unlisted),
              "stdout": {"first": None if surface.stray is None else surface.stray.first}}
    clean_intake, hits = redact_value(intake, secrets, "/intake")
    findings += _findings(hits, None)
    changes["unlisted"] = tuple(clean_intake["unlisted"].items())
    if surface.stray is not None:
        changes["stray"] = dataclasses.replace(surface.stray,
                                               first=clean_intake["stdout"]["first"])
    changes["leaks"] = (*surface.leaks, *findings)
    return dataclasses.replace(surface, **changes)


def redact_result(result: ServerResult, secrets: Sequence[Secret]) -> ServerResult:
    """A report entry with every secret value replaced (findings, error, details)."""
    if not secrets:
        return result
    findings = [_redact_finding(f, secrets) for f in result.findings]
    error = None if result.error is None else redact_text(result.error, secrets)[0]
    detail = None if result.error_detail is None else redact_text(result.error_detail,
                                                                   secrets)[0]
    details = None if result.details is None else result.details.map_text(
        lambda text: redact_text(text, secrets)[0])
    return dataclasses.replace(result, server=redact_text(result.server, secrets)[0],
                               findings=findings, error=error, error_detail=detail,
                               details=details)


def _redact_finding(finding: Finding, secrets: Sequence[Secret]) -> Finding:
    parts = (finding.tool, finding.path, finding.message, finding.file)
    clean = tuple(None if p is None else redact_text(p, secrets)[0] for p in parts)
    if clean == parts:
        return finding
    tool, path, message, file = clean
    return Finding(finding.rule, finding.severity, tool, path or "", message or "", file)
