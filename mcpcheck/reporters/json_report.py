"""The machine-readable report (`--format json`); its contract is in docs/design.md.

It carries what `mcpcheck merge` needs to rebuild the report in any format: the version, the
command, `fail_on`, every server's result with its details, each finding's physical location
(when one is known) and, for a sharded run, the shard and the servers it was cut from."""

from __future__ import annotations

import json
from typing import Any

from mcpcheck import __version__
from mcpcheck.models import Finding, Report


def finding_json(finding: Finding) -> dict[str, Any]:
    out = finding.to_json()
    if finding.location is not None:
        file, line = finding.location
        out["location"] = {"file": file, "line": line}
    return out


def as_dict(report: Report) -> dict[str, Any]:
    servers = []
    for result in report.servers:
        entry: dict[str, Any] = {
            "server": result.server,
            "status": result.status(report.fail_on),
            "error": result.error,
            "error_detail": result.error_detail,
            "findings": [finding_json(f) for f in result.findings],
        }
        if result.details is not None:
            entry["details"] = result.details.to_json()
        if result.ignore is not None:
            entry["ignore"] = {"file": result.ignore, "accepted": result.accepted}
        servers.append(entry)
    out: dict[str, Any] = {
        "mcpcheck": __version__,
        "command": report.command,
        "fail_on": report.fail_on.value,
    }
    if report.shard is not None:
        out["shard"] = {"index": report.shard.index, "count": report.shard.count,
                        "selected": list(report.shard.selected)}
    out["servers"] = servers
    out["summary"] = report.summary()
    return out


def render(report: Report) -> str:
    return json.dumps(as_dict(report), indent=2, ensure_ascii=False, default=str) + "\n"
