"""The input and output schemas of every real server's tools in tests/corpus/servers.

Read by the schema tests (tests/schemas) and by bench/bench_metaschema.py: one reader, in the
order of the snapshot files and of their tools.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SERVERS = Path(__file__).resolve().parents[1] / "corpus" / "servers"


def server_schemas() -> list[Any]:
    """Every object `inputSchema` and `outputSchema` of the servers' tools."""
    schemas = []
    for path in sorted(SERVERS.glob("*.json")):
        for entry in json.loads(path.read_text(encoding="utf-8")).get("tools", []):
            definition = entry.get("definition") if isinstance(entry, dict) else None
            for part in ("inputSchema", "outputSchema"):
                if isinstance(definition, dict) and isinstance(definition.get(part), dict):
                    schemas.append(definition[part])
    return schemas
