"""A search server that builds a default from a set, as real servers do: the `fields` argument of
`search` defaults to `",".join(SUPPORTED_FIELDS)`, and a set of strings iterates in an order that
changes with Python's hash seed, so the default's order changes on every start (run it with
`PYTHONHASHSEED=N` for a fixed order). Everything else is raw_stdio.py's default behaviour.

    python tests/servers/set_default_stdio.py [raw_stdio flags]
"""

from __future__ import annotations

import json
import sys

import raw_stdio

SUPPORTED_FIELDS = {"title", "url", "snippet", "author", "published", "language", "score",
                    "source", "favicon", "summary"}


def tools() -> list[dict[str, object]]:
    return [{
        "name": "search",
        "description": "Search the index and return the chosen fields of each hit.",
        "inputSchema": {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "What to search for."},
                "fields": {"type": "string", "default": ",".join(SUPPORTED_FIELDS),
                           "description": "Comma-separated fields to return."},
            },
            "required": ["query"],
        },
    }]


if __name__ == "__main__":
    raw_stdio.main(["--tools-json", json.dumps(tools()), "--server-name", "set-search",
                    *sys.argv[1:]])
