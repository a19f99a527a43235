"""The shape a handshake answer must have for mcpcheck to use it, judged as the SDK judges it.

The SDK validates an `initialize` or `server/discover` result with its pydantic models in lax
mode: "true", "yes" and 1 are booleans, "5" and 5.0 are integers, but 5 is not a string and
"maybe" is not a boolean. mcpcheck's own client judges the same answers with the standard
library, so that both of mcpcheck's clients (and the SDK) accept and refuse the same servers:
`tests/wire/test_wire_shapes.py` holds these checks to the SDK's models.
"""

from __future__ import annotations

import re
from typing import Any

_BOOL_TEXTS = {"0", "off", "f", "false", "n", "no", "1", "on", "t", "true", "y", "yes"}
_INT_TEXT = re.compile(r"[ \t\n\r]*[+-]?[0-9]+(?:_[0-9]+)*(?:\.0+)?[ \t\n\r]*")
_FLAGS = {"tools": ("listChanged",), "prompts": ("listChanged",),
          "resources": ("subscribe", "listChanged")}
_OBJECTS = ("logging", "completions")
_OBJECT_MAPS = ("experimental", "extensions")
_TASKS: dict[str, Any] = {"list": {}, "cancel": {}, "requests": {"tools": {"call": {}}}}


def lax_bool(value: Any) -> bool:
    if isinstance(value, bool):
        return True
    if isinstance(value, int | float):
        return value in (0, 1)
    return isinstance(value, str) and value.lower() in _BOOL_TEXTS


def lax_int(value: Any) -> bool:
    if isinstance(value, bool | int):
        return True
    if isinstance(value, float):
        return value.is_integer() and abs(value) < 2**63
    return isinstance(value, str) and _INT_TEXT.fullmatch(value) is not None


def _optional_str(value: Any) -> bool:
    return value is None or isinstance(value, str)


def _nested(value: Any, shape: dict[str, Any]) -> bool:
    if value is None:
        return True
    return isinstance(value, dict) and all(_nested(value.get(k), sub) for k, sub in shape.items())


def capabilities_ok(caps: Any) -> bool:
    """A ServerCapabilities object: the known members with their types, anything else free."""
    if not isinstance(caps, dict):
        return False
    for key, flags in _FLAGS.items():
        member = caps.get(key)
        if member is not None and not (isinstance(member, dict) and all(
                member.get(f) is None or lax_bool(member.get(f)) for f in flags)):
            return False
    if any(not isinstance(caps.get(k), dict | None) for k in _OBJECTS):
        return False
    for key in _OBJECT_MAPS:
        member = caps.get(key)
        if member is not None and not (isinstance(member, dict) and all(
                isinstance(v, dict) for v in member.values())):
            return False
    return _nested(caps.get("tasks"), _TASKS)


def _icon(value: Any) -> bool:
    return (isinstance(value, dict) and isinstance(value.get("src"), str)
            and _optional_str(value.get("mimeType"))
            and value.get("theme") in (None, "light", "dark")
            and (value.get("sizes") is None or (isinstance(value.get("sizes"), list) and all(
                isinstance(s, str) for s in value["sizes"]))))


def implementation_ok(value: Any) -> bool:
    """An Implementation (serverInfo): name and version, and the optional members' types."""
    if not isinstance(value, dict):
        return False
    icons = value.get("icons")
    return (isinstance(value.get("name"), str) and isinstance(value.get("version"), str)
            and all(_optional_str(value.get(k)) for k in ("title", "description", "websiteUrl"))
            and (icons is None or (isinstance(icons, list) and all(_icon(i) for i in icons))))


def initialize_ok(result: Any) -> bool:
    """An InitializeResult the SDK's model accepts."""
    return (isinstance(result, dict) and isinstance(result.get("protocolVersion"), str)
            and capabilities_ok(result.get("capabilities"))
            and implementation_ok(result.get("serverInfo"))
            and _optional_str(result.get("instructions"))
            and isinstance(result.get("_meta"), dict | None))


def _ttl_ok(value: Any) -> bool:
    """ttlMs >= 0; a negative number is floored to 0 by the SDK before it validates."""
    if isinstance(value, int | float) and not isinstance(value, bool) and value < 0:
        return True
    if not lax_int(value):
        return False
    number = float(value.strip().replace("_", "")) if isinstance(value, str) else value
    return bool(number >= 0)


def discover_ok(raw: Any) -> bool:
    """A DiscoverResult the SDK's model accepts (ttlMs after the SDK floors a negative one)."""
    if not isinstance(raw, dict):
        return False
    versions = raw.get("supportedVersions")
    return (isinstance(versions, list) and all(isinstance(v, str) for v in versions)
            and capabilities_ok(raw.get("capabilities"))
            and _optional_str(raw.get("instructions"))
            and isinstance(raw.get("_meta"), dict | None)
            and ("ttlMs" not in raw or _ttl_ok(raw["ttlMs"]))
            and raw.get("cacheScope", "private") in ("public", "private")
            and isinstance(raw.get("resultType", ""), str))


def list_envelope_ok(raw: dict[str, Any], modern: bool) -> bool:
    """A list result's members other than its items and nextCursor, as the negotiated era's
    model wants them: `_meta` an object; at 2026-07-28 also ttlMs, cacheScope and resultType."""
    if not isinstance(raw.get("_meta"), dict | None):
        return False
    if not modern:
        return True
    return ("ttlMs" in raw and _ttl_ok(raw["ttlMs"])
            and raw.get("cacheScope") in ("public", "private")
            and isinstance(raw.get("resultType"), str))
