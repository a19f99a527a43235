"""Canned results for `mcpcheck mock --results FILE`.

The file is a JSON object keyed by tool name. Each value is one case or a list of cases; a case
is `{"result": {...a CallToolResult...}}`, optionally with `"match": {...}`: the case applies
when every key of `match` equals the call's argument of that name. The first matching case
wins; a case without `match` matches every call.

The file is read like every other input (mcpcheck.fileio.files: a regular file, at most 16 MiB,
never a pipe or device), and only what can be served as written is accepted: no `NaN` or
infinities (JSON has none; they would go out as `null`), no number too long or too large to
hold, no key given twice, and no entry for a tool the mock does not serve.
"""

from __future__ import annotations

import json
import math
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

from mcpcheck.errors import UsageError
from mcpcheck.fileio import files
from mcpcheck.schemas.jsonvalues import plain_value_error, unique_pairs

MAX_BYTES = files.MAX_INPUT_BYTES


class CannedResults:
    def __init__(self, cases: Mapping[str, list[dict[str, Any]]] | None = None,
                 source: Path | None = None) -> None:
        self.cases = dict(cases or {})
        self.source = source

    def lookup(self, tool: str, arguments: Mapping[str, Any]) -> dict[str, Any] | None:
        for case in self.cases.get(tool, ()):
            match = case.get("match") or {}
            if all(k in arguments and arguments[k] == v for k, v in match.items()):
                result: dict[str, Any] = case["result"]
                return result
        return None

    def check_tools(self, served: Collection[str]) -> None:
        """UsageError for an entry of a tool that is not served (a typo would otherwise leave
        that tool answering with generated results, without a word)."""
        unknown = [name for name in self.cases if name not in served]
        if unknown:
            names = ", ".join(f"`{n}`" for n in sorted(served)) or "none"
            raise UsageError(f"--results {self.source}: no tool {_listed(unknown)} in the served "
                             f"snapshot (tools: {names})")


def _listed(names: list[str]) -> str:
    return ", ".join(f"`{n}`" for n in names)


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


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"`{name}` is not a JSON value")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"`{text}` is out of range for a number")
    return value


def _parse(text: str, where: str) -> Any:
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_float=_finite,
                          object_pairs_hook=unique_pairs)
    except RecursionError:
        raise UsageError(f"{where}: not valid JSON: nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, a duplicate key, NaN, too many digits
        raise UsageError(f"{where}: not valid JSON: {plain_value_error(exc)}") from None


def load_results(path: Path | None) -> CannedResults:
    if path is None:
        return CannedResults()
    where = f"--results {path}"
    try:
        text = files.read_text(path, MAX_BYTES)
    except files.FileProblem as exc:
        if not files.present(path):
            raise UsageError(f"{where}: no such file") from None
        raise UsageError(f"{where}: cannot read: {exc.reason}") from None
    doc = _parse(text, where)
    if not isinstance(doc, dict):
        raise UsageError(f"{where}: a results file is a JSON object keyed by tool name")
    cases = {}
    for tool, value in doc.items():
        listed = value if isinstance(value, list) else [value]
        cases[tool] = [_case(tool, v, where) for v in listed]
    return CannedResults(cases, path)
