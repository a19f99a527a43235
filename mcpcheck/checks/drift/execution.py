"""`execution.taskSupport`: how a tool may be invoked (as a plain call, as a task, or both).

The spec default is "forbidden", so `{"taskSupport": "forbidden"}` equals its absence (noise,
like a hint equal to its default). A real change is judged by the invocation modes it allows:
"forbidden" = {plain call}, "optional" = {plain call, task}, "required" = {task}.
- A mode the baseline allowed is gone (optional -> forbidden/required, required -> forbidden,
  forbidden -> required): callers that invoke the tool that way are rejected, so the change is
  breaking (tool-task-support-narrowed, error).
- Only modes were added (forbidden -> optional, required -> optional): every call that worked
  still works; clients merely may use tasks now (tool-task-support-widened, info).
Other keys of `execution` and unknown taskSupport values are reported as tool-field-changed.
"""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift.context import Sink
from mcpcheck.checks.drift.jsonutil import show, strict_equal
from mcpcheck.ruleids import RuleId

DEFAULT = "forbidden"
MODES = {
    "forbidden": frozenset({"a plain call"}),
    "optional": frozenset({"a plain call", "a task"}),
    "required": frozenset({"a task"}),
}
_ABSENT: Any = object()


def effective_execution(raw: Any) -> Any:
    """`execution` without a taskSupport equal to the default; _ABSENT when nothing is left."""
    if raw is _ABSENT or raw is None:
        return _ABSENT
    if not isinstance(raw, dict):
        return raw
    out = {k: v for k, v in raw.items() if not (k == "taskSupport" and v == DEFAULT)}
    return out if out else _ABSENT


def compare_execution(sink: Sink, tool: str, old: Any, new: Any) -> None:
    before, after = effective_execution(old), effective_execution(new)
    if strict_equal(before, after):
        return
    support_old, rest_old = _split(before)
    support_new, rest_new = _split(after)
    if support_old in MODES and support_new in MODES:
        if support_old != support_new:
            _report(sink, tool, support_old, support_new)
        if strict_equal(rest_old, rest_new):
            return
        before, after = rest_old, rest_new
    sink.add(
        RuleId.TOOL_FIELD_CHANGED,
        tool,
        "/execution",
        f"field `execution` changed from {_opt(before)} to {_opt(after)}; "
        "clients that use it may behave differently",
    )


def _split(value: Any) -> tuple[Any, Any]:
    if value is _ABSENT:
        return DEFAULT, _ABSENT
    if not isinstance(value, dict):
        return None, value
    rest = {k: v for k, v in value.items() if k != "taskSupport"}
    return value.get("taskSupport", DEFAULT), rest or _ABSENT


def _report(sink: Sink, tool: str, before: str, after: str) -> None:
    lost = MODES[before] - MODES[after]
    what = f"`execution.taskSupport` changed from {show(before)} to {show(after)}"
    if lost:
        gone = " and ".join(sorted(lost))
        sink.add(RuleId.TOOL_TASK_SUPPORT_NARROWED, tool, "/execution/taskSupport",
                 f"{what}: the tool can no longer be invoked as {gone}; callers that invoke it "
                 "that way will be rejected")
    else:
        gained = " and ".join(sorted(MODES[after] - MODES[before]))
        sink.add(RuleId.TOOL_TASK_SUPPORT_WIDENED, tool, "/execution/taskSupport",
                 f"{what}: the tool may now also be invoked as {gained}; existing callers are "
                 "unaffected")


def _opt(value: Any) -> str:
    return "none" if value is _ABSENT else show(value)
