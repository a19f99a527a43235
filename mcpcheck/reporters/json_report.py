"""The machine-readable report (`--format json`); its contract is in docs/design.md."""

from __future__ import annotations

import json
from typing import Any

from mcpcheck import __version__
from mcpcheck.models import Report


def as_dict(report: Report) -> dict[str, Any]:
    servers = []
    for result in report.servers:
        entry: dict[str, Any] = {
            "server": result.server,
            "status": result.status(report.fail_on),
            "error": result.error,
            "error_detail": result.error_detail,
            "findings": [f.to_json() for f in result.findings],
        }
        if result.details is not None:
            entry["details"] = result.details.to_json()
        if result.ignore is not None:
            entry["ignore"] = {"file": result.ignore, "accepted": result.accepted}
        servers.append(entry)
    return {
        "mcpcheck": __version__,
        "command": report.command,
        "servers": servers,
        "summary": report.summary(),
    }


def render(report: Report) -> str:
    return json.dumps(as_dict(report), indent=2, ensure_ascii=False, default=str) + "\n"
