"""The server envelope: instructions (text the model reads), capabilities (a declared one that is
gone breaks the clients that use it), protocol version and server info."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift.context import Sink
from mcpcheck.checks.drift.items import ABSENT, change, opt
from mcpcheck.checks.drift.jsonutil import (
    WHITESPACE_TAIL,
    join,
    safe_name,
    show,
    strict_equal,
    whitespace_only,
)
from mcpcheck.models import Surface
from mcpcheck.ruleids import RuleId

MAX_DEPTH = 16


def diff_server(sink: Sink, old: Surface, new: Surface) -> None:
    _instructions(sink, old.instructions, new.instructions)
    _capabilities(sink, _map(old.capabilities), _map(new.capabilities), (), 0)
    if not strict_equal(old.protocol_version, new.protocol_version):
        sink.add(RuleId.SERVER_PROTOCOL_VERSION_CHANGED, None, "/server/protocolVersion",
                 f"protocol version changed from {_val(old.protocol_version)} to "
                 f"{_val(new.protocol_version)}")
    for key, before, after in (("name", old.server_name, new.server_name),
                               ("version", old.server_version, new.server_version)):
        if not strict_equal(before, after):
            sink.add(RuleId.SERVER_INFO_CHANGED, None, join("/server", key),
                     f"server {key} changed from {_val(before)} to {_val(after)}")


def _val(value: Any) -> str:
    return "none" if value is None else show(value)


def _instructions(sink: Sink, before: Any, after: Any) -> None:
    if strict_equal(before, after):
        return
    if whitespace_only(before, after):
        sink.add(RuleId.SERVER_INSTRUCTIONS_WHITESPACE_CHANGED, None, "/server/instructions",
                 f"instructions: {WHITESPACE_TAIL}", (before, after))
        return
    old = ABSENT if before is None else before
    new = ABSENT if after is None else after
    sink.add(RuleId.SERVER_INSTRUCTIONS_CHANGED, None, "/server/instructions",
             change("instructions", old, new) + "; the model reads them, review the new text",
             (before, after))


NAMESPACES = frozenset({"experimental", "extensions"})  # maps of features by name

# The server capabilities the specification defines: a top-level capability, and under it the
# sub-flags with what a client loses when one is no longer declared. Keys under NAMESPACES are
# features by name (each one a capability); any other key is not defined by the specification.
CAPABILITIES = frozenset({"logging", "completions", "prompts", "resources", "tools", "tasks"})
SUB_FLAGS: dict[tuple[str, ...], str] = {
    ("prompts", "listChanged"): "notifications that the prompt list changed",
    ("resources", "listChanged"): "notifications that the resource list changed",
    ("resources", "subscribe"): "subscriptions to resource updates (resources/subscribe)",
    ("tools", "listChanged"): "notifications that the tool list changed",
    ("tasks", "list"): "listing tasks (tasks/list)",
    ("tasks", "cancel"): "cancelling tasks (tasks/cancel)",
    ("tasks", "requests"): "running requests as tasks",
    ("tasks", "requests", "tools"): "running tool calls as tasks",
    ("tasks", "requests", "tools", "call"): "running tool calls as tasks (tools/call)",
}


def _map(value: Any) -> Any:
    return {} if value is ABSENT or value is None or value == {} else value


def _declared(value: Any) -> bool:
    return value is not ABSENT and value is not None and value is not False


def _label(dotted: str) -> str:
    return f"`{safe_name(dotted, 80)}`"


def _kind(here: tuple[str, ...]) -> str:
    """capability (the spec defines it, or a named feature), flag (a sub-flag the spec
    defines) or unknown (a key the spec does not define)."""
    if len(here) == 1:
        return "capability" if here[0] in CAPABILITIES | NAMESPACES else "unknown"
    if here[0] in NAMESPACES:
        return "capability" if len(here) == 2 else "unknown"
    return "flag" if here in SUB_FLAGS else "unknown"


def _capabilities(sink: Sink, old: Any, new: Any, tokens: tuple[str, ...], depth: int) -> None:
    """Walk both capability trees; report the highest node that was removed or added."""
    if not isinstance(old, dict) or not isinstance(new, dict) or depth > MAX_DEPTH:
        if not strict_equal(old, new):  # malformed or too deep: still not silent
            path = join("/server/capabilities", *tokens)
            sink.add(RuleId.SERVER_CAPABILITY_CHANGED, None, path,
                     f"capabilities {_label('.'.join(tokens) or '(all)')} changed from "
                     f"{show(old)} to {show(new)}")
        return
    for key in sorted(old.keys() | new.keys(), key=str):
        here = (*tokens, str(key))
        path, name = join("/server/capabilities", *here), ".".join(here)
        before, after = old.get(key, ABSENT), new.get(key, ABSENT)
        if strict_equal(before, after):
            continue
        if not tokens and key in NAMESPACES:  # a map of features, not a capability itself
            if strict_equal(_map(before), _map(after)):
                sink.add(RuleId.SERVER_CAPABILITY_CHANGED, None, path,
                         f"capability {_label(name)} changed from {opt(before)} to {opt(after)}; "
                         "it declares no feature either way")
            _capabilities(sink, _map(before), _map(after), here, depth + 1)
            continue
        if _declared(before) and not _declared(after):
            _removed(sink, here, before, after)
        elif _declared(after) and not _declared(before):
            sink.add(RuleId.SERVER_CAPABILITY_ADDED, None, path,
                     f"capability {_label(name)} is now declared: {show(after)}")
        elif isinstance(before, dict) and isinstance(after, dict):
            _capabilities(sink, before, after, here, depth + 1)
        else:
            sink.add(RuleId.SERVER_CAPABILITY_CHANGED, None, path,
                     f"capability {_label(name)} changed from {opt(before)} to {opt(after)}")


def _removed(sink: Sink, here: tuple[str, ...], before: Any, after: Any) -> None:
    path, name = join("/server/capabilities", *here), ".".join(here)
    kind = _kind(here)
    now = "absent" if after is ABSENT else show(after)
    if kind == "capability":
        if after is ABSENT:
            what = f"is no longer declared (was {opt(before)})"
        else:  # still there but declared off (`false`): say what it is now, not that it is gone
            what = f"changed from {opt(before)} to {now}, which does not declare it"
        sink.add(RuleId.SERVER_CAPABILITY_REMOVED, None, path,
                 f"capability {_label(name)} {what}; clients that use it will fail")
    elif kind == "flag":
        sink.add(RuleId.SERVER_CAPABILITY_FLAG_REMOVED, None, path,
                 f"capability {_label(name)} changed from {show(before)} to {now}; clients no "
                 f"longer get {SUB_FLAGS[here]}")
    else:
        sink.add(RuleId.SERVER_CAPABILITY_CHANGED, None, path,
                 f"capability key {_label(name)} changed from {show(before)} to {now}; the "
                 "specification defines no such key, so no client relies on it")
