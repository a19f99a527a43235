"""The server envelope: instructions (text the model reads), capabilities (a declared one that is
gone breaks the clients that use it), protocol version and server info."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift.context import Sink
from mcpcheck.checks.drift.items import ABSENT, change, opt
from mcpcheck.checks.drift.jsonutil import join, safe_name, show, strict_equal
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
    old = ABSENT if before is None else before
    new = ABSENT if after is None else after
    sink.add(RuleId.SERVER_INSTRUCTIONS_CHANGED, None, "/server/instructions",
             change("instructions", old, new) + "; the model reads them, review the new text",
             (before, after))


NAMESPACES = frozenset({"experimental"})  # `experimental: {}` declares no feature


def _map(value: Any) -> Any:
    return {} if value is ABSENT or value is None or value == {} else value


def _declared(value: Any) -> bool:
    return value is not ABSENT and value is not None and value is not False


def _label(dotted: str) -> str:
    return f"`{safe_name(dotted, 80)}`"


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
            sink.add(RuleId.SERVER_CAPABILITY_REMOVED, None, path,
                     f"capability {_label(name)} is no longer declared (was {opt(before)}); "
                     "clients that use it will fail")
        elif _declared(after) and not _declared(before):
            sink.add(RuleId.SERVER_CAPABILITY_ADDED, None, path,
                     f"capability {_label(name)} is now declared: {show(after)}")
        elif isinstance(before, dict) and isinstance(after, dict):
            _capabilities(sink, before, after, here, depth + 1)
        else:
            sink.add(RuleId.SERVER_CAPABILITY_CHANGED, None, path,
                     f"capability {_label(name)} changed from {opt(before)} to {opt(after)}")
