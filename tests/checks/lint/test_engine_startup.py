"""What a process pays to import the lint engine: no JSON Schema validator library, no ECMA
pattern engine, no terminal or CLI library, no SDK. jsonschema (for the metaschema, through
mcpcheck.schemas.compiler) is imported with the first subschema that mcpcheck.checks.lint.plain
cannot prove valid, and mcpcheck.schemas.ecma (with the `regex` module) with the first pattern a
schema holds."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.lint.metacheck import _BESIDE, _problems, plain_beside, shallow
from mcpcheck.checks.lint.walk import walk
from mcpcheck.schemas import compiler

_HEAVY = ("jsonschema", "referencing", "regex", "rich", "typer", "click", "mcp")
_LOADED = ("import json, sys\n"
           "import mcpcheck.checks.lint.engine\n"
           "from mcpcheck.checks.lint import lint_tools\n"
           "def loaded():\n"
           f"    return sorted(m for m in sys.modules if m.split('.')[0] in {_HEAVY!r}\n"
           "                  or m in ('mcpcheck.schemas.compiler', 'mcpcheck.schemas.ecma'))\n"
           "before = loaded()\n"
           "lint_tools([json.loads(sys.argv[1])])\n"
           "print(json.dumps([before, loaded()]))\n")


def _loaded(tool: dict[str, object]) -> tuple[list[str], list[str]]:
    """(heavy modules loaded by the engine's import, and after linting `tool`)."""
    done = subprocess.run([sys.executable, "-c", _LOADED, json.dumps(tool)], capture_output=True,
                          text=True, check=True, timeout=120)
    before, after = json.loads(done.stdout)
    return before, after


def test_the_engine_imports_no_heavy_library() -> None:
    tool = {"name": "get_weather", "description": "Returns the weather for a city.",
            "inputSchema": {"type": "object", "properties": {
                "city": {"type": "string", "description": "the city", "maxLength": 80}},
                "required": ["city"], "additionalProperties": False}}
    before, after = _loaded(tool)
    assert before == []
    assert after == []  # a plain schema without patterns needs neither


def test_a_pattern_loads_the_ecma_engine_and_an_unusual_schema_the_metaschema() -> None:
    with_pattern = {"name": "get_weather", "description": "Returns the weather for a city.",
                    "inputSchema": {"type": "object", "properties": {
                        "city": {"type": "string", "pattern": "^[A-Z][a-z]+$"}}}}
    _, after = _loaded(with_pattern)
    assert "mcpcheck.schemas.ecma" in after and "regex" in after
    assert "jsonschema" not in after  # a valid pattern needs no metaschema (plain_beside)
    assert "jsonschema" not in after
    unusual = {"name": "get_weather", "description": "Returns the weather for a city.",
               "inputSchema": {"type": "object", "properties": {
                   "city": {"type": "string", "minLength": "three"}}}}
    _, after = _loaded(unusual)
    assert "mcpcheck.schemas.compiler" in after and "jsonschema" in after


# --- a pattern, a `$ref` or `$defs` do not send a subschema to jsonschema -------------------

_SERVERS = Path(__file__).resolve().parents[2] / "corpus" / "servers"
_DIALECTS = (None, "http://json-schema.org/draft-07/schema#",
             "https://json-schema.org/draft/2020-12/schema",
             "http://json-schema.org/draft-04/schema#")
_NODES = [
    {"type": "string", "pattern": "^[a-z0-9-]+$", "maxLength": 40},
    {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$", "description": "a date"},
    {"pattern": "(?<year>\\d{4})", "examples": ["2024"]},
    {"type": "string", "pattern": "[", "maxLength": 3},  # not ECMA-262: a metaschema problem
    {"type": "string", "pattern": "\\A", "maxLength": 3},  # refused (a Python anchor)
    {"type": "string", "pattern": 5},
    {"type": "string", "pattern": "^a$", "minLength": "one"},  # plain fails on another keyword
    {"type": "string", "pattern": "^a$", "patternProperties": {"^x": {}}},
    {"$ref": "#/$defs/k0"}, {"$ref": "#/definitions/k0", "description": ""},
    {"$ref": 5}, {"$ref": ["#/$defs/k0"]}, {"$ref": "#/$defs/k0", "type": "objekt"},
    {"$defs": {"k0": {}, "k1": {}}, "type": "object", "properties": {"k0": {}}},
    {"definitions": {"k0": {}}, "type": "object"}, {"$defs": []}, {"definitions": 3},
    {"$defs": {"k0": {"type": 3}}}, {"$defs": {"k0": True}}, {"definitions": {"k0": []}},
    {"$defs": {"k0": {}}, "$ref": "#/$defs/k0", "pattern": "^x"},
]


def _real_nodes() -> list[dict[str, Any]]:
    """Every subschema with a `pattern`, a `$ref`, `$defs` or `definitions` in the real
    servers' snapshots, as metacheck copies it."""
    out = []
    for path in sorted(_SERVERS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        tools = data["tools"] if isinstance(data, dict) else []
        for entry in tools:
            for key in ("inputSchema", "outputSchema"):
                schema = entry.get("definition", {}).get(key)
                if isinstance(schema, dict):
                    out += [shallow(node.schema, schema.get("$schema")) for node in walk(schema)
                            if isinstance(node.schema, dict)
                            and not node.schema.keys().isdisjoint(_BESIDE)]
    return out


@pytest.mark.parametrize("dialect", _DIALECTS)
def test_a_node_plain_beside_its_pattern_and_refs_has_exactly_no_metaschema_problem(
        dialect: str | None) -> None:
    nodes = [*_real_nodes(), *_NODES]
    judged = {True: 0, False: 0}
    for node in nodes:
        node = {key: value for key, value in node.items() if key != "$schema"}
        if dialect is not None:
            node["$schema"] = dialect
        skipped = plain_beside(node)
        judged[skipped] += 1
        if skipped:  # what the skip stands for: the metaschema finds nothing
            assert compiler.metaschema_errors(node) == [], node
        # and the node's problems are the same either way
        assert list(_problems(node)) == compiler.metaschema_errors(node), node
    assert judged[True] == 0 if dialect and "draft-04" in dialect else judged[True] >= 20
    assert judged[False] >= 5


def test_an_invalid_pattern_is_left_to_the_metaschema() -> None:
    assert not plain_beside({"type": "string", "pattern": "(unclosed"})
    assert plain_beside({"type": "string", "pattern": "^(?:ab|cd)+$"})
    assert compiler.metaschema_errors({"type": "string", "pattern": "(unclosed"}) != []
    assert not plain_beside({"type": "string"})  # nothing beside: plain_node's to judge
    assert not plain_beside({"$ref": 5}) and not plain_beside({"$defs": {"k0": {"type": 3}}})
    assert plain_beside({"$defs": {"k0": {}}, "$ref": "#/$defs/k0", "title": ""})
