"""mcpcheck.wire.shapes against the SDK's own models: the same answers accepted and refused.

Both of mcpcheck's clients decide with these checks whether a handshake answer is usable (and,
for `server/discover`, whether the server is a 2026 one); the SDK decides with its pydantic
models in lax mode. Every member of a valid answer is set to every value of a list of awkward
JSON values, and both must agree on every case.
"""

from __future__ import annotations

import copy
from typing import Any

import mcp_types as types
import pytest
from pydantic import ValidationError

from mcpcheck.wire import shapes

VALUES: list[Any] = [
    None, True, False, 0, 1, 2, -1, 0.0, 1.0, 1.5, -1.5, 2.0**62, 2.0**64, 1e20,
    "true", "True", "yes", "off", "maybe", "", " true", "5", "-5", "+5", "5.0", "5.00", "5.",
    "1_000", "1__0", " 7 ", "٣", "x", [], ["a"], [1], {}, {"a": 1}, {"a": {}},
    "public", "private", "shared", "light", "dark", "complete",
]

DISCOVER = {"supportedVersions": ["2026-07-28"], "capabilities": {
    "tools": {"listChanged": True}, "prompts": {}, "resources": {"subscribe": False},
    "experimental": {"x": {}}, "extensions": {"e": {}},
    "tasks": {"list": {}, "requests": {"tools": {"call": {}}}}}}
INITIALIZE = {"protocolVersion": "2025-11-25", "capabilities": DISCOVER["capabilities"],
              "serverInfo": {"name": "s", "version": "1", "icons": [{"src": "a.png"}]}}

CAPABILITY_PATHS = [
    ("capabilities",), ("capabilities", "tools"), ("capabilities", "tools", "listChanged"),
    ("capabilities", "prompts"), ("capabilities", "prompts", "listChanged"),
    ("capabilities", "resources", "subscribe"), ("capabilities", "logging"),
    ("capabilities", "completions"), ("capabilities", "experimental"),
    ("capabilities", "experimental", "x"), ("capabilities", "extensions", "e"),
    ("capabilities", "tasks"), ("capabilities", "tasks", "list"),
    ("capabilities", "tasks", "requests"), ("capabilities", "tasks", "requests", "tools"),
    ("capabilities", "tasks", "requests", "tools", "call"), ("capabilities", "unknown"),
]
DISCOVER_PATHS = [("supportedVersions",), ("supportedVersions", 0), ("ttlMs",), ("cacheScope",),
                  ("instructions",), ("_meta",), ("resultType",), *CAPABILITY_PATHS]
INITIALIZE_PATHS = [("protocolVersion",), ("serverInfo",), ("serverInfo", "name"),
                    ("serverInfo", "version"), ("serverInfo", "title"),
                    ("serverInfo", "websiteUrl"), ("serverInfo", "icons"),
                    ("serverInfo", "icons", 0), ("serverInfo", "icons", 0, "src"),
                    ("serverInfo", "icons", 0, "theme"), ("serverInfo", "icons", 0, "sizes"),
                    ("instructions",), ("_meta",), *CAPABILITY_PATHS]


def with_value(base: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    doc = copy.deepcopy(base)
    node: Any = doc
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return doc


def sdk_accepts_discover(raw: dict[str, Any]) -> bool:
    raw = copy.deepcopy(raw)
    ttl = raw.get("ttlMs")  # what ClientSession.send_discover does before validating
    if isinstance(ttl, int | float) and not isinstance(ttl, bool) and ttl < 0:
        raw["ttlMs"] = 0
    try:
        types.DiscoverResult.model_validate(raw)
    except ValidationError:
        return False
    return True


def sdk_accepts_initialize(raw: dict[str, Any]) -> bool:
    try:
        types.InitializeResult.model_validate(raw, by_name=False)
    except ValidationError:
        return False
    return True


@pytest.mark.parametrize("path", DISCOVER_PATHS, ids=lambda p: "/".join(map(str, p)))
def test_discover_results_are_judged_as_the_sdk_judges_them(path: tuple[Any, ...]) -> None:
    differ = [value for value in VALUES
              if shapes.discover_ok(doc := with_value(DISCOVER, path, value))
              != sdk_accepts_discover(doc)]
    assert differ == []


@pytest.mark.parametrize("path", INITIALIZE_PATHS, ids=lambda p: "/".join(map(str, p)))
def test_initialize_results_are_judged_as_the_sdk_judges_them(path: tuple[Any, ...]) -> None:
    differ = [value for value in VALUES
              if shapes.initialize_ok(doc := with_value(INITIALIZE, path, value))
              != sdk_accepts_initialize(doc)]
    assert differ == []


def test_the_base_answers_are_valid_and_a_missing_member_is_not() -> None:
    assert shapes.discover_ok(DISCOVER) and sdk_accepts_discover(DISCOVER)
    assert shapes.initialize_ok(INITIALIZE) and sdk_accepts_initialize(INITIALIZE)
    for key in ("supportedVersions", "capabilities"):
        doc = {k: v for k, v in DISCOVER.items() if k != key}
        assert not shapes.discover_ok(doc) and not sdk_accepts_discover(doc)
    for key in ("protocolVersion", "capabilities", "serverInfo"):
        doc = {k: v for k, v in INITIALIZE.items() if k != key}
        assert not shapes.initialize_ok(doc) and not sdk_accepts_initialize(doc)


def test_the_cases_hold_both_verdicts() -> None:
    """The lists above are not all accepted (or all refused): both verdicts are exercised."""
    verdicts = {shapes.discover_ok(with_value(DISCOVER, path, value))
                for path in DISCOVER_PATHS for value in VALUES}
    verdicts_init = {shapes.initialize_ok(with_value(INITIALIZE, path, value))
                     for path in INITIALIZE_PATHS for value in VALUES}
    assert verdicts == verdicts_init == {True, False}


LIST_KEYS = {"tools/list": "tools", "prompts/list": "prompts", "resources/list": "resources",
             "resources/templates/list": "resourceTemplates"}
MODERN_PAGE = {"ttlMs": 0, "cacheScope": "private", "resultType": "complete"}


def sdk_accepts_page(method: str, version: str, raw: dict[str, Any]) -> bool:
    """What ClientSession.send_request does with a list page: floor ttlMs, validate."""
    from mcp_types.methods import SERVER_RESULTS

    raw = copy.deepcopy(raw)
    ttl = raw.get("ttlMs")
    if isinstance(ttl, int | float) and not isinstance(ttl, bool) and ttl < 0:
        raw["ttlMs"] = 0
    try:
        SERVER_RESULTS[(method, version)].model_validate(raw, by_name=False)
    except ValidationError:
        return False
    return True


@pytest.mark.parametrize("method", sorted(LIST_KEYS))
@pytest.mark.parametrize("version", ["2025-11-25", "2026-07-28"])
def test_list_envelopes_are_judged_as_the_sdk_judges_them(method: str, version: str) -> None:
    modern = version == "2026-07-28"
    base = {LIST_KEYS[method]: [], **(MODERN_PAGE if modern else {})}
    cases = [with_value(base, (member,), value) for member in ("_meta", *MODERN_PAGE)
             for value in VALUES]
    cases += [{k: v for k, v in base.items() if k != member} for member in MODERN_PAGE]
    differ = [case for case in cases if shapes.list_envelope_ok(case, modern)
              != sdk_accepts_page(method, version, case)]
    assert differ == []
    assert {shapes.list_envelope_ok(case, modern) for case in cases} == {True, False}
