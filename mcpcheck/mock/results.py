"""Canned results for `mcpcheck mock --results FILE`.

The file is a JSON object keyed by tool name. Each value is one case or a list of cases; a case
is `{"result": {...a CallToolResult...}}`, optionally with `"match": {...}`: the case applies
when every key of `match` equals the call's argument of that name. The first matching case
wins; a case without `match` matches every call.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from mcpcheck.errors import UsageError

MAX_BYTES = 16 * 1024 * 1024


class CannedResults:
    def __init__(self, cases: Mapping[str, list[dict[str, Any]]] | None = None) -> None:
        self.cases = dict(cases or {})

    def lookup(self, tool: str, arguments: Mapping[str, Any]) -> dict[str, Any] | None:
        for case in self.cases.get(tool, ()):
            match = case.get("match") or {}
            if all(k in arguments and arguments[k] == v for k, v in match.items()):
                result: dict[str, Any] = case["result"]
                return result
        return None


def _case(tool: str, value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict) or not isinstance(value.get("result"), dict):
        raise UsageError(f"{where}: each case of `{tool}` needs a `result` object")
    if "match" in value and not isinstance(value["match"], dict):
        raise UsageError(f"{where}: `match` of `{tool}` must be an object")
    import mcp_types as types
    from pydantic import ValidationError

    try:
        types.CallToolResult.model_validate(value["result"], by_name=False)
    except ValidationError as exc:
        first = exc.errors()[0]
        at = "/".join(str(p) for p in first.get("loc", ()))
        raise UsageError(f"{where}: the `result` of `{tool}` is not a CallToolResult "
                         f"(at `{at}`: {first.get('msg')})") from None
    return value


def load_results(path: Path | None) -> CannedResults:
    if path is None:
        return CannedResults()
    try:
        if path.stat().st_size > MAX_BYTES:
            raise UsageError(f"{path}: results file larger than {MAX_BYTES} bytes")
        doc = json.loads(path.read_text(encoding="utf-8-sig"))
    except OSError as exc:
        raise UsageError(f"{path}: cannot read results file: {exc.strerror}") from None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise UsageError(f"{path}: results file is not valid JSON: {exc}") from None
    if not isinstance(doc, dict):
        raise UsageError(f"{path}: a results file is a JSON object keyed by tool name")
    cases = {}
    for tool, value in doc.items():
        listed = value if isinstance(value, list) else [value]
        cases[tool] = [_case(tool, v, str(path)) for v in listed]
    return CannedResults(cases)
