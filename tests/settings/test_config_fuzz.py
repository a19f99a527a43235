"""The config parser on malformed input: any bytes, any TOML/JSON value. Only UsageError (exit 2)
may come out, and a message names the file."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mcpcheck.errors import UsageError
from mcpcheck.settings.config import load_config

FAST = settings(max_examples=300, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])
KEYS = ["command", "args", "env", "cwd", "url", "sse", "headers", "timeout", "protocol",
        "require", "optional", "snapshot", "validate", "calls", "ignore", "severity", "lint",
        "lint_bounds", "type", "bogus"]
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-5, 10**6),
                    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12),
                    st.sampled_from(["${NOPE}", "${input:x}", "http://127.0.0.1:1/mcp", "stdio",
                                     "sse", "http", "auto", "error", "", "a=b"]))
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(KEYS), inner, max_size=4)),
    max_leaves=12)
SERVER = st.dictionaries(st.sampled_from(KEYS), VALUES, max_size=6)
DOCS = st.one_of(
    st.fixed_dictionaries({"servers": st.dictionaries(st.text(min_size=1, max_size=5), SERVER,
                                                      max_size=3)}),
    st.fixed_dictionaries({"mcpServers": st.dictionaries(st.text(max_size=5), VALUES,
                                                         max_size=3)}),
    st.dictionaries(st.sampled_from(["servers", "defaults", "x"]), VALUES, max_size=3),
    VALUES,
)


def _only_usage_errors(path: Path) -> None:
    try:
        load_config(path, {"SET": "1"})
    except UsageError as exc:
        assert str(path) in str(exc)


@FAST
@given(doc=DOCS)
def test_any_json_document(tmp_path_factory: Any, doc: Any) -> None:
    path = Path(tmp_path_factory.mktemp("cfg")) / "c.json"
    path.write_text(json.dumps(doc))
    _only_usage_errors(path)


@FAST
@given(doc=DOCS)
def test_any_toml_document(tmp_path_factory: Any, doc: Any) -> None:
    path = Path(tmp_path_factory.mktemp("cfg")) / "mcpcheck.toml"
    path.write_text(_toml(doc))
    _only_usage_errors(path)


@FAST
@given(data=st.binary(max_size=200))
def test_any_bytes(tmp_path_factory: Any, data: bytes) -> None:
    folder = Path(tmp_path_factory.mktemp("cfg"))
    for name in ("mcpcheck.toml", "c.json"):
        (folder / name).write_bytes(data)
        _only_usage_errors(folder / name)


def _toml(doc: Any) -> str:
    """A TOML rendering good enough for fuzzing (JSON values are valid TOML inline values for
    strings, numbers, booleans, arrays and inline tables when keys are quoted)."""
    if not isinstance(doc, dict):
        return f"x = {_inline(doc)}\n"
    return "".join(f"{json.dumps(str(k))} = {_inline(v)}\n" for k, v in doc.items())


def _inline(value: Any) -> str:
    if value is None:
        return '""'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if value != value:
            return "nan"
        if value in (float("inf"), float("-inf")):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, int | str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_inline(v) for v in value) + "]"
    return "{" + ", ".join(f"{json.dumps(str(k))} = {_inline(v)}" for k, v in value.items()) + "}"


def test_the_toml_renderer_is_valid_toml() -> None:
    doc = {"servers": {"a": {"command": "x", "timeout": float("nan"), "args": [1, None]}}}
    assert tomllib.loads(_toml(doc))["servers"]["a"]["command"] == "x"
