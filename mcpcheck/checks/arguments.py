"""Argument files checked against the tools' input schemas, without calling any tool.

File forms (see load_calls):
- `{"tool": "name", "arguments": {...}}`, or a JSON array of those;
- a plain arguments object (or an array of them) when `tool=` (the --tool flag) names the tool;
- JSON Lines (`.jsonl`): one call per line (plain arguments with `tool=`), blank lines ignored;
- a directory: `DIR/<tool>/*.json` and `*.jsonl` hold plain arguments for the tool named by
  the folder; `.json` / `.jsonl` files directly in DIR are read as above.
Files are strict UTF-8 JSON (a leading BOM is allowed), at most MAX_FILE_BYTES (16 MiB);
NaN/Infinity and duplicate keys are refused, never guessed. Floats keep the text they were
written as (mcpcheck.schemas.exactnum), so `multipleOf` is judged in exact decimal arithmetic.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcpcheck.errors import SchemaError, UsageError
from mcpcheck.models import Finding, Severity
from mcpcheck.ruleids import RuleId
from mcpcheck.schemas.compiler import (
    CompiledSchema,
    InvalidSchema,
    SchemaIssue,
    UnsupportedSchema,
    compile_validator,
    json_type,
)
from mcpcheck.schemas.exactnum import parse_float
from mcpcheck.schemas.jsonvalues import plain_value_error
from mcpcheck.suggest import near_miss

MAX_FILE_BYTES = 16 * 1024 * 1024
_MAX_SCHEMA_PROBLEMS = 20

@dataclass(frozen=True)
class Call:
    tool: str | None
    arguments: Any
    file: str
    pointer: str  # where the call sits in its file: "" (whole file), "/3" (array), "L4" (line)


# --- loading ------------------------------------------------------------------------------


class _NotJson(ValueError):
    """Parse failure with an optional 1-based line and column."""

    def __init__(self, reason: str, line: int | None = None, col: int | None = None) -> None:
        super().__init__(reason)
        self.reason, self.line, self.col = reason, line, col

    def describe(self) -> str:
        where = f" at {self.line}:{self.col}" if self.line is not None else ""
        return f"not JSON{where}: {self.reason}"


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _NotJson(f"duplicate key `{key}`")
        out[key] = value
    return out


def _refuse_constant(name: str) -> Any:
    raise _NotJson(f"`{name}` is not a JSON value")


def _parse_json(text: str, line_offset: int = 0) -> Any:
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_refuse_constant,
                          parse_float=parse_float)
    except json.JSONDecodeError as exc:
        raise _NotJson(exc.msg, exc.lineno + line_offset, exc.colno) from None
    except RecursionError:
        raise _NotJson("nested too deeply") from None
    except _NotJson:
        raise
    except ValueError as exc:  # e.g. an integer beyond the digit limit
        raise _NotJson(plain_value_error(exc)) from None


def _read_text(path: Path) -> str:
    from mcpcheck.fileio import files

    try:
        data = files.read_bytes(path, MAX_FILE_BYTES)
    except files.FileProblem as exc:
        if exc.reason.startswith("larger than"):
            raise _NotJson(exc.reason) from None
        raise _NotJson(f"cannot read: {exc.reason}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise _NotJson("invalid UTF-8", line, col) from None
    return text.removeprefix("\ufeff")


def _file_finding(file: str, message: str, pointer: str = "") -> Finding:
    where = f"call {pointer}: " if pointer else ""
    return Finding(RuleId.ARGUMENT_FILE_INVALID, Severity.ERROR, None, "", where + message,
                   file=file)


def _call_from(value: Any, file: str, pointer: str, tool: str | None) -> Call | Finding:
    if tool is not None:
        return Call(tool, value, file, pointer)
    if not isinstance(value, dict):
        return _file_finding(
            file, f"expected a call object, got {json_type(value)} (or pass --tool)", pointer
        )
    name = value.get("tool")
    if not isinstance(name, str):
        got = "no `tool`" if "tool" not in value else f"`tool` is {json_type(name)}"
        return _file_finding(file, f"a call needs a string `tool`, {got} (or pass --tool)", pointer)
    if "arguments" not in value:
        return _file_finding(file, "a call needs `arguments`", pointer)
    return Call(name, value["arguments"], file, pointer)


def _calls_in_json(path: Path, file: str, tool: str | None) -> Iterator[Call | Finding]:
    try:
        value = _parse_json(_read_text(path))
    except _NotJson as exc:
        yield _file_finding(file, exc.describe())
        return
    if isinstance(value, list):
        for i, item in enumerate(value):
            yield _call_from(item, file, f"/{i}", tool)
    else:
        yield _call_from(value, file, "", tool)


def _calls_in_lines(path: Path, file: str, tool: str | None) -> Iterator[Call | Finding]:
    try:
        text = _read_text(path)
    except _NotJson as exc:
        yield _file_finding(file, exc.describe())
        return
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            value = _parse_json(line, line_offset=number - 1)
        except _NotJson as exc:
            yield _file_finding(file, exc.describe(), f"L{number}")
            continue
        yield _call_from(value, file, f"L{number}", tool)


def _calls_in_file(path: Path, tool: str | None) -> Iterator[Call | Finding]:
    if path.suffix == ".jsonl":
        return _calls_in_lines(path, str(path), tool)
    return _calls_in_json(path, str(path), tool)


def _argument_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix in (".json", ".jsonl"))


def count_files(paths: Sequence[Path]) -> int:
    """How many argument files `paths` name: a folder counts the files load_calls reads in it."""
    total = 0
    for path in paths:
        if path.is_dir():
            total += len(_argument_files(path)) + sum(
                len(_argument_files(sub)) for sub in path.iterdir() if sub.is_dir())
        else:
            total += 1
    return total


def _calls_in_dir(folder: Path, tool: str | None) -> Iterator[Call | Finding]:
    files = _argument_files(folder)
    subdirs = sorted(p for p in folder.iterdir() if p.is_dir() and _argument_files(p))
    if not files and not subdirs:
        raise UsageError(f"no argument files (*.json, *.jsonl) in {folder}")
    for path in files:
        yield from _calls_in_file(path, tool)
    for sub in subdirs:
        for path in _argument_files(sub):
            yield from _calls_in_file(path, sub.name)


def load_calls(
    paths: Sequence[Path], *, tool: str | None = None
) -> tuple[list[Call], list[Finding]]:
    """Read argument files; a file that cannot be read as calls becomes a finding.

    UsageError for a path that does not exist or a directory without argument files.
    """
    calls: list[Call] = []
    findings: list[Finding] = []
    for path in paths:
        if path.is_dir():
            items = _calls_in_dir(path, tool)
        elif path.exists():
            items = _calls_in_file(path, tool)
        else:
            raise UsageError(f"no such file or directory: {path}")
        for item in items:
            if isinstance(item, Call):
                calls.append(item)
            else:
                findings.append(item)
    return calls, findings


# --- validation ---------------------------------------------------------------------------


def tool_index(tools: Sequence[Any]) -> dict[str, Mapping[str, Any]]:
    index: dict[str, Mapping[str, Any]] = {}
    for tool in tools:
        if isinstance(tool, Mapping) and isinstance(tool.get("name"), str):
            index.setdefault(tool["name"], tool)
    return index


def _schema_finding(rule: RuleId, tool: str, pointer: str, message: str) -> Finding:
    return Finding(rule, Severity.ERROR, tool, "/inputSchema" + pointer, message)


def _compile_tool(name: str, tool: Mapping[str, Any]) -> CompiledSchema | list[Finding]:
    if "inputSchema" not in tool:
        return [_schema_finding(RuleId.TOOL_SCHEMA_INVALID, name, "", "tool has no inputSchema")]
    try:
        return compile_validator(tool["inputSchema"])
    except UnsupportedSchema as exc:
        return [_schema_finding(RuleId.TOOL_SCHEMA_UNSUPPORTED, name, exc.pointer, exc.message)]
    except InvalidSchema as exc:
        return [
            _schema_finding(
                RuleId.TOOL_SCHEMA_INVALID, name, pointer, f"invalid input schema: {message}"
            )
            for pointer, message in exc.problems[:_MAX_SCHEMA_PROBLEMS]
        ]
    except SchemaError as exc:
        return [_schema_finding(RuleId.TOOL_SCHEMA_INVALID, name, "", exc.message)]


def not_advertised_hint(tool: str, names: list[str]) -> str:
    """`did you mean `read_file`?` for a tool name the server does not advertise, else the
    advertised names (the first ten), or that it advertises none."""
    close = near_miss(tool, names)
    if close is not None:
        return f"did you mean `{close}`?"
    shown = ", ".join(f"`{n}`" for n in names[:10]) + (", ..." if len(names) > 10 else "")
    return f"advertised: {shown}" if names else "the server advertises no tools"


def _not_advertised(call: Call, names: list[str]) -> Finding:
    where = f"call {call.pointer}: " if call.pointer else ""
    message = (f"{where}tool `{call.tool}` is not advertised "
               f"({not_advertised_hint(call.tool or '', names)})")
    return Finding(RuleId.TOOL_NOT_ADVERTISED, Severity.ERROR, call.tool, "", message,
                   file=call.file)


def _fault_finding(tool: str, issue: SchemaIssue) -> Finding:
    if issue.fault == "pattern-timeout":
        message = f"{issue.message}; values it judges are not fully checked"
        return _schema_finding(RuleId.PATTERN_REFUSED, tool, issue.schema_pointer, message)
    return _schema_finding(RuleId.TOOL_SCHEMA_INVALID, tool, issue.schema_pointer, issue.message)


def _near_miss(call: Call, issue: SchemaIssue, schema: Any) -> str:
    """For a missing required property: the given key that is probably it under another
    spelling (`library_name` for `libraryName`), unless the schema declares that key too."""
    from mcpcheck.checks.drift.names import fold
    from mcpcheck.schemas.jsonpointer import resolve

    prefix = "missing required property `"
    if issue.keyword != "required" or not issue.message.startswith(prefix):
        return ""
    wanted = issue.message[len(prefix):].removesuffix("`")
    found, given = resolve(call.arguments, issue.pointer)
    if not found or not isinstance(given, dict):
        return ""
    _, node = resolve(schema, issue.schema_pointer.removesuffix("/required"))
    declared = node.get("properties") if isinstance(node, dict) else None
    spare = [k for k in given if k != wanted and not (isinstance(declared, dict) and k in declared)]
    same = [k for k in spare if fold(k) == fold(wanted)]
    close = same[0] if same else near_miss(wanted, spare, cutoff=0.8)
    return f" (`{close}` was given: did you mean `{wanted}`?)" if close else ""


def _issue_finding(call: Call, issue: SchemaIssue, schema: Any = None) -> Finding:
    where = f"call {call.pointer}: " if call.pointer else ""
    at = f"`{issue.pointer}`" if issue.pointer else "(root)"
    message = f"{where}{at}: {issue.message}{_near_miss(call, issue, schema)}"
    return Finding(RuleId.ARGUMENT_INVALID, Severity.ERROR, call.tool, issue.pointer, message,
                   call.file)


def validate_calls(calls: Sequence[Call], tools: Sequence[Any]) -> list[Finding]:
    """Judge each call against its tool's input schema (compiled once per tool)."""
    index = tool_index(tools)
    names = sorted(index)
    compiled: dict[str, CompiledSchema | list[Finding]] = {}
    findings: list[Finding] = []
    faults: dict[Finding, None] = {}  # schema faults, once each, after the file findings
    for call in calls:
        if call.tool not in index:
            findings.append(_not_advertised(call, names))
            continue
        name = call.tool
        if name not in compiled:
            compiled[name] = _compile_tool(name, index[name])
        schema = compiled[name]
        if isinstance(schema, list):
            faults.update(dict.fromkeys(schema))
            continue
        for issue in schema.errors(call.arguments):
            if issue.fault:
                faults.setdefault(_fault_finding(name, issue))
            else:
                findings.append(_issue_finding(call, issue, index[name].get("inputSchema")))
    return findings + list(faults)
