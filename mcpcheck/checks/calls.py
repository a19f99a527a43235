"""Golden calls: known inputs, expected result shape; catches drift that no schema shows.

A calls file (TOML or JSON) holds `[[call]]` entries. Each call is judged three ways:
its arguments against the live inputSchema before sending (an invalid call is never sent),
the result against the tool's own outputSchema, and the result against the caller's
expectations. Pure: the only I/O is reading the calls file and the channel it is given.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from mcpcheck.checks import rulebook
from mcpcheck.checks.arguments import not_advertised_hint, tool_index
from mcpcheck.errors import McpcheckError, SchemaError, UsageError
from mcpcheck.models import Finding, fingerprint
from mcpcheck.ruleids import RuleId
from mcpcheck.schemas import ecma
from mcpcheck.schemas.compiler import CompiledSchema, compile_validator, json_pointer, json_type
from mcpcheck.schemas.exactnum import parse_float, plain
from mcpcheck.schemas.jsonpointer import resolve
from mcpcheck.schemas.jsonvalues import plain_value_error, unique_pairs
from mcpcheck.suggest import near_miss
from mcpcheck.textsafety import head_and_tail, inert
from mcpcheck.wire.framing import has_lone_surrogate

_KEYS = {"tool", "arguments", "name", "expect_schema", "expect_subset", "expect_error",
         "expect_text", "expect_text_flags", "allow_destructive", "timeout"}
_MAX_ISSUES = 20
_SHOWN = 80


class CallFailed(McpcheckError):
    """One tools/call got a JSON-RPC error or timed out; the session itself is still usable.
    `code` is the JSON-RPC error code when the server answered with an error (None: timeout)."""

    def __init__(self, message: str, *, code: int | None = None) -> None:
        super().__init__(message)
        self.code = code


class Channel(Protocol):
    """What run_calls needs of a session (commands/call.py adapts a wire session)."""

    def list_tools(self) -> list[Any]: ...

    def call_tool(self, name: str, arguments: dict[str, Any],
                  timeout: float | None) -> Any: ...


@dataclass(frozen=True)
class GoldenCall:
    index: int  # 1-based position in the file
    tool: str
    arguments: dict[str, Any] = field(default_factory=dict)
    name: str | None = None
    expect_schema: CompiledSchema | None = None
    expect_subset: Any = None
    has_subset: bool = False
    expect_error: bool = False
    expect_text: str | None = None
    expect_text_flags: str = ""  # ECMA-262 flags (ecma.FLAGS)
    allow_destructive: bool = False
    timeout: float | None = None

    @property
    def label(self) -> str:
        return f"call #{self.index}" + (f" ({inert(self.name, 60)})" if self.name else "")


@dataclass
class CallOutcome:
    label: str
    tool: str
    outcome: str  # passed | failed | not-sent | refused | call-failed | not-evaluated
    findings: list[Finding] = field(default_factory=list)


# --- loading ------------------------------------------------------------------------------


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"`{name}` is not a JSON value")


def _read_document(path: Path) -> Any:
    from mcpcheck.fileio import files

    try:
        text = files.read_text(path)
    except files.FileProblem as exc:
        if not files.present(path):
            raise UsageError(f"--calls {path}: no such file") from None
        raise UsageError(f"--calls {path}: cannot read: {exc.reason}") from None
    try:
        if path.suffix.lower() == ".toml":
            return tomllib.loads(text, parse_float=parse_float)
        return json.loads(text, parse_constant=_refuse_constant, parse_float=parse_float,
                          object_pairs_hook=unique_pairs)
    except RecursionError:
        raise UsageError(f"--calls {path}: not valid {_kind(path)}: nested too deeply") from None
    except (tomllib.TOMLDecodeError, ValueError) as exc:
        raise UsageError(f"--calls {path}: not valid {_kind(path)}: "
                         f"{plain_value_error(exc)}") from None


def _kind(path: Path) -> str:
    return "TOML" if path.suffix.lower() == ".toml" else "JSON"


def _entries(doc: Any, path: Path) -> list[Any]:
    if isinstance(doc, list):
        return doc
    if isinstance(doc, dict) and set(doc) == {"call"} and isinstance(doc["call"], list):
        return list(doc["call"])
    raise UsageError(f"--calls {path}: expected [[call]] entries (a `call` array)")


def _entry(raw: Any, index: int, where: str) -> GoldenCall:
    def bad(key: str, why: str) -> UsageError:
        return UsageError(f"{where} call[{index - 1}]" + (f".{key}" if key else "") + f": {why}")

    if not isinstance(raw, dict):
        raise bad("", f"expected a table, got {json_type(raw)}")
    unknown = sorted(set(raw) - _KEYS)
    if unknown:
        close = near_miss(unknown[0], sorted(_KEYS))
        hint = f": did you mean `{close}`?" if close is not None else ""
        raise bad(unknown[0], f"unknown key{hint} (known: " + ", ".join(sorted(_KEYS)) + ")")
    for key in sorted(raw):
        if has_lone_surrogate(raw[key]):
            raise bad(key, "holds a lone surrogate (an unpaired \\ud800-\\udfff escape): "
                           "not text that can be sent")
    if not isinstance(raw.get("tool"), str) or not raw["tool"]:
        raise bad("tool", "required: the tool name as a string")
    for key, kind in (("arguments", dict), ("name", str), ("expect_text", str),
                      ("expect_text_flags", str),
                      ("expect_error", bool), ("allow_destructive", bool)):
        if key in raw and not isinstance(raw[key], kind):
            raise bad(key, f"expected {kind.__name__}, got {json_type(raw[key])}")
    timeout = raw.get("timeout")
    if timeout is not None and (isinstance(timeout, bool) or not isinstance(timeout, int | float)
                                or not 0 < timeout < 86400):
        raise bad("timeout", "expected a positive number of seconds")
    schema = None
    if "expect_schema" in raw:
        try:
            schema = compile_validator(raw["expect_schema"])
        except SchemaError as exc:
            raise bad("expect_schema", exc.message) from None
    text, flags = _text_pattern(raw, bad)
    return GoldenCall(
        index=index, tool=raw["tool"], arguments=raw.get("arguments", {}), name=raw.get("name"),
        expect_schema=schema, expect_subset=raw.get("expect_subset"),
        has_subset="expect_subset" in raw, expect_error=raw.get("expect_error", False),
        expect_text=text, expect_text_flags=flags,
        allow_destructive=raw.get("allow_destructive", False),
        timeout=float(timeout) if timeout is not None else None)


def _text_pattern(raw: dict[str, Any],
                  bad: Callable[[str, str], UsageError]) -> tuple[str | None, str]:
    """expect_text as (pattern, flags): `/pattern/flags`, or a pattern and expect_text_flags."""
    if "expect_text" not in raw:
        if "expect_text_flags" in raw:
            raise bad("expect_text_flags", "needs expect_text")
        return None, ""
    pattern: str = raw["expect_text"]
    if "expect_text_flags" in raw:
        flags: str = raw["expect_text_flags"]
        key = "expect_text_flags"
    else:
        literal = ecma.split_flags(pattern)
        pattern, flags = literal if literal is not None else (pattern, "")
        key = "expect_text"
    try:
        ecma.check_flags(flags)
    except ValueError as exc:
        hint = "" if key != "expect_text" else (
            " in the /pattern/flags form (to match a leading `/` literally, write `\\/`)")
        raise bad(key, f"{exc}{hint}") from None
    try:
        ecma.translate(pattern, flags)
    except ValueError as exc:
        raise bad("expect_text", f"not an ECMA-262 pattern: {exc}") from None
    return pattern, flags


def load_calls_file(path: Path) -> list[GoldenCall]:
    """Read a calls file; UsageError naming the file and the entry index/key when malformed."""
    entries = _entries(_read_document(path), path)
    if not entries:
        raise UsageError(f"--calls {path}: no [[call]] entries")
    return [_entry(raw, i, str(path)) for i, raw in enumerate(entries, start=1)]


# --- checks -------------------------------------------------------------------------------


def shown(value: Any) -> str:
    """A value for a message: compact JSON, truncated, inert."""
    try:
        text = json.dumps(value, ensure_ascii=False, sort_keys=True, allow_nan=True)
    except (TypeError, ValueError):
        text = repr(value)
    return inert(text, _SHOWN)


def may_be_destructive(tool: Mapping[str, Any]) -> bool:
    """Effective annotations: absent means the tool may be destructive (no coercion)."""
    notes = tool.get("annotations")
    hints = notes if isinstance(notes, Mapping) else {}
    return hints.get("readOnlyHint") is not True and hints.get("destructiveHint") is not False


def subset_mismatches(expected: Any, actual: Any, at: str = "") -> Iterator[tuple[str, str]]:
    """(pointer, reason) for each expected value missing from `actual`; no coercion."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            yield at, f"expected an object, got {json_type(actual)} {shown(actual)}"
            return
        for key, value in expected.items():
            where = at + json_pointer([key])
            if key not in actual:
                yield where, f"missing (expected {shown(value)})"
            else:
                yield from subset_mismatches(value, actual[key], where)
    elif isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            got = f"{len(actual)} items" if isinstance(actual, list) else json_type(actual)
            yield at, f"expected an array of {len(expected)} items, got {got} {shown(actual)}"
            return
        for i, (want, have) in enumerate(zip(expected, actual, strict=True)):
            yield from subset_mismatches(want, have, at + f"/{i}")
    elif json_type(expected) != json_type(actual) or expected != actual:
        yield at, (f"expected {shown(expected)} ({json_type(expected)}), "
                   f"got {shown(actual)} ({json_type(actual)})")


def _texts(result: Mapping[str, Any]) -> list[str]:
    content = result.get("content")
    items = content if isinstance(content, list) else []
    return [c["text"] for c in items
            if isinstance(c, dict) and c.get("type") == "text" and isinstance(c.get("text"), str)]


def _stable(rule: str, call: GoldenCall, path: str) -> str:
    """A call finding's fingerprint: rule, tool, call and path, never the message, which
    quotes what the server answered (values, error texts, stderr tails)."""
    return fingerprint(rule, call.tool, path, call.label)


class _Judge:
    """Collects the findings of one call."""

    def __init__(self, call: GoldenCall) -> None:
        self.call = call
        self.findings: list[Finding] = []

    def add(self, rule: RuleId, path: str, message: str) -> None:
        severity = rulebook.RULES[rule].severity
        self.findings.append(Finding(rule, severity, self.call.tool, path,
                                     f"{self.call.label}: {message}",
                                     fingerprint=_stable(rule, self.call, path)))

    def schema(self, rule: RuleId, schema: CompiledSchema, content: Any, what: str) -> None:
        for issue in schema.errors(content)[:_MAX_ISSUES]:
            at = f"`{issue.pointer}`" if issue.pointer else "(root)"
            found, value = resolve(content, issue.pointer)
            got = f" (value: {shown(value)})" if found and not issue.fault else ""
            self.add(rule, "/structuredContent" + issue.pointer,
                     f"{what}: {at}: {issue.message}{got}")

    def envelope(self, result: Any) -> bool:
        if not isinstance(result, dict):
            self.add(RuleId.CALL_RESULT_MALFORMED, "",
                     f"result is {json_type(result)}, not an object")
            return False
        checks = (("content", list, "content"), ("isError", bool, "isError"),
                  ("structuredContent", dict, "structuredContent"))
        for key, kind, label in checks:
            if key in result and not isinstance(result[key], kind):
                self.add(RuleId.CALL_RESULT_MALFORMED, f"/{key}",
                         f"{label} is {json_type(result[key])} {shown(result[key])}")
        if "content" not in result:
            self.add(RuleId.CALL_RESULT_MALFORMED, "/content", "result has no content array")
        return not self.findings

    def own_contract(self, tool: Mapping[str, Any], result: dict[str, Any]) -> None:
        if "outputSchema" not in tool or result.get("isError") is True:
            return
        try:
            schema = compile_validator(tool["outputSchema"])
        except SchemaError as exc:
            self.add(RuleId.CALL_OUTPUT_SCHEMA_UNUSABLE, "", exc.message)
            return
        if "structuredContent" not in result:
            self.add(RuleId.CALL_RESULT_CONTRADICTS_OUTPUT_SCHEMA, "/structuredContent",
                     "the tool declares an outputSchema but the result has no structuredContent")
            return
        self.schema(RuleId.CALL_RESULT_CONTRADICTS_OUTPUT_SCHEMA, schema,
                    result["structuredContent"], "the tool's own outputSchema")

    def expectations(self, result: dict[str, Any]) -> None:
        call, is_error = self.call, result.get("isError") is True
        if is_error != call.expect_error:
            texts = _texts(result)
            said = f"; text: {shown(texts[0])}" if texts else ""
            self.add(RuleId.CALL_EXPECTATION_ERROR, "/isError",
                     f"expected isError {str(call.expect_error).lower()}, "
                     f"got {str(is_error).lower()}{said}")
            return
        needs_content = call.expect_schema is not None or call.has_subset
        if needs_content and "structuredContent" not in result:
            rule = (RuleId.CALL_EXPECTATION_SCHEMA if call.expect_schema
                    else RuleId.CALL_EXPECTATION_SUBSET)
            self.add(rule, "/structuredContent", "the result has no structuredContent")
        elif needs_content:
            content = result["structuredContent"]
            if call.expect_schema is not None:
                self.schema(RuleId.CALL_EXPECTATION_SCHEMA, call.expect_schema, content,
                            "expect_schema")
            if call.has_subset:
                misses = list(subset_mismatches(call.expect_subset, content))
                for where, why in misses[:_MAX_ISSUES]:
                    self.add(RuleId.CALL_EXPECTATION_SUBSET, "/structuredContent" + where,
                             f"`{where or '/'}`: {why}")
        if call.expect_text is not None:
            self.text(result)

    def protocol_error(self, message: str) -> None:
        """The server answered tools/call with a JSON-RPC error and the call expects an error:
        only `expect_text` is left to check, against the error's message."""
        if self.call.expect_schema is not None or self.call.has_subset:
            rule = (RuleId.CALL_EXPECTATION_SCHEMA if self.call.expect_schema
                    else RuleId.CALL_EXPECTATION_SUBSET)
            self.add(rule, "/structuredContent",
                     f"a JSON-RPC error answer has no structuredContent "
                     f"({head_and_tail(message, 200)})")
        if self.call.expect_text is not None:
            self.text({"content": [{"type": "text", "text": message}]})

    def text(self, result: dict[str, Any]) -> None:
        pattern = self.call.expect_text or ""
        texts = _texts(result)
        try:
            flags = self.call.expect_text_flags
            if any(ecma.search(pattern, text, flags=flags) for text in texts):
                return
        except ecma.PatternTimeout as exc:
            self.add(RuleId.CALL_EXPECTATION_TEXT, "/content", exc.message)
            return
        got = f"first text: {shown(texts[0])}" if texts else "no text content"
        shown_pattern = f"/{pattern}/{flags}" if flags else pattern
        self.add(RuleId.CALL_EXPECTATION_TEXT, "/content",
                 f"no text content matches {shown(shown_pattern)} ({got})")


def _pre_send(call: GoldenCall, tool: Mapping[str, Any], judge: _Judge) -> None:
    from mcpcheck.checks.arguments import Call, validate_calls

    for f in validate_calls([Call(call.tool, call.arguments, "", "")], [tool]):
        own = f.rule == RuleId.ARGUMENT_INVALID
        rule = RuleId.CALL_ARGUMENTS_INVALID if own else RuleId(f.rule)
        path = "/arguments" + f.path if own else f.path
        judge.add(rule, path, f.message)
    if may_be_destructive(tool) and not call.allow_destructive:
        judge.add(RuleId.CALL_REFUSED_DESTRUCTIVE, "/annotations",
                  "not sent: the tool may be destructive (annotations "
                  f"{shown(tool.get('annotations'))}); set allow_destructive = true to call it")


def run_call(channel: Channel, call: GoldenCall,
             tools: Mapping[str, Mapping[str, Any]]) -> CallOutcome:
    """Judge, send (when allowed) and check one call."""
    judge = _Judge(call)
    tool = tools.get(call.tool)
    if tool is None:
        hint = not_advertised_hint(call.tool, sorted(tools))
        judge.add(RuleId.CALL_TOOL_NOT_ADVERTISED, "",
                  f"tool `{inert(call.tool, 80)}` is not advertised ({inert(hint, 400)}); "
                  "not sent")
        return CallOutcome(call.label, call.tool, "not-sent", judge.findings)
    _pre_send(call, tool, judge)
    if judge.findings:
        refused = all(f.rule == RuleId.CALL_REFUSED_DESTRUCTIVE for f in judge.findings)
        return CallOutcome(call.label, call.tool, "refused" if refused else "not-sent",
                           judge.findings)
    try:
        result = channel.call_tool(call.tool, plain(call.arguments), call.timeout)
    except CallFailed as exc:
        if exc.code is not None and call.expect_error:
            judge.protocol_error(exc.message)  # an error answer is an error, as expected
            return CallOutcome(call.label, call.tool, "failed" if judge.findings else "passed",
                               judge.findings)
        judge.add(RuleId.CALL_FAILED, "", head_and_tail(exc.message, 300))
        return CallOutcome(call.label, call.tool, "call-failed", judge.findings)
    findings = judge_result(call, tool, result)
    return CallOutcome(call.label, call.tool, "failed" if findings else "passed", findings)


def judge_result(call: GoldenCall, tool: Mapping[str, Any], result: Any) -> list[Finding]:
    """Findings for one raw tools/call result: envelope, own outputSchema, expectations."""
    judge = _Judge(call)
    if judge.envelope(result):
        judge.own_contract(tool, result)
        judge.expectations(result)
    return judge.findings


def run_calls(channel: Channel, calls: Sequence[GoldenCall],
              outcomes: list[CallOutcome] | None = None) -> list[CallOutcome]:
    """Every call in order, over one session; a failed call never stops the others.

    Each outcome is appended to `outcomes` as soon as it is known, so a caller whose session
    ends early (the deadline, the server exiting) keeps what the calls before taught it.
    """
    done: list[CallOutcome] = [] if outcomes is None else outcomes
    tools = tool_index(channel.list_tools())
    for call in calls:
        done.append(run_call(channel, call, tools))
    return done


def not_evaluated(calls: Sequence[GoldenCall], reason: str, *,
                  in_flight: bool) -> list[CallOutcome]:
    """Outcomes for the calls a session that ended early never judged; the first one was
    sent and unanswered when `in_flight`."""
    out: list[CallOutcome] = []
    for i, call in enumerate(calls):
        why = ("sent, but no answer before the session ended" if i == 0 and in_flight
               else "not sent: the session had ended")
        severity = rulebook.RULES[RuleId.CALL_NOT_EVALUATED].severity
        finding = Finding(RuleId.CALL_NOT_EVALUATED, severity, call.tool, "",
                          f"{call.label}: not evaluated: {why} ({inert(reason, 300)})",
                          fingerprint=_stable(RuleId.CALL_NOT_EVALUATED, call, ""))
        out.append(CallOutcome(call.label, call.tool, "not-evaluated", [finding]))
    return out
