"""The metaschema check proven node by node (mcpcheck.schemas.metanodes) changes no answer.

`metaschema_errors` returns [] without the whole-schema check when every subschema's shallow
copy passes the metaschema. These tests compare it with the whole check alone, on real schemas
(a fixed share of tests/corpus/servers), on the JSON-Schema-Test-Suite's schemas of every
dialect, and on mutants that put one invalid keyword value at each depth, in each dialect.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.schemas import compiler, metanodes
from tests.support.server_schemas import server_schemas

ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / ".servers" / "json-schema-test-suite" / "tests"
DIALECTS = {
    "draft2020-12": "https://json-schema.org/draft/2020-12/schema",
    "draft2019-09": "https://json-schema.org/draft/2019-09/schema",
    "draft7": "http://json-schema.org/draft-07/schema#",
    "draft6": "http://json-schema.org/draft-06/schema#",
    "draft4": "http://json-schema.org/draft-04/schema#",
}
# One invalid keyword value each dialect's metaschema refuses, and places a blanking could hide.
BAD = [
    {"minLength": -1}, {"type": "strin"}, {"required": [1]}, {"pattern": "(("},
    {"enum": "x"}, {"items": 3}, {"properties": {"a": 5}}, {"description": 7},
    {"examples": "x"}, {"title": ["t"]}, {"patternProperties": {"((": {}}},
    {"required": ["a", "a"]}, {"allOf": []}, {"dependencies": {"a": [1]}},
    {"$defs": {"a": {"type": 1}}}, {"definitions": {"a": {"maximum": "1"}}},
    {"properties": {"a": True}}, {"items": [False]}, {"not": True}, {"multipleOf": 0},
]  # fmt: skip


def whole(schema: Any) -> list[tuple[str, str]]:
    """metaschema_errors as it was: the dialect's metaschema over the whole schema."""
    cls = compiler._DIALECT_CLASSES[compiler.dialect_of(schema)]
    problems = list(compiler._shape_problems(schema))
    return compiler._whole_check(schema, cls, compiler._meta_checker(cls), problems)


def _corpus_share() -> list[Any]:
    schemas = server_schemas()
    distinct = {json.dumps(s, sort_keys=True): s for s in schemas}
    return [distinct[key] for key in sorted(distinct)][::24]


def _suite_schemas(draft: str) -> list[Any]:
    folder = SUITE / draft
    if not folder.is_dir():
        pytest.fail(f"JSON-Schema-Test-Suite missing at {folder}: run `make servers` first")
    found = []
    for path in sorted(folder.glob("*.json")):
        for group in json.loads(path.read_text(encoding="utf-8")):
            schema = group["schema"]
            if isinstance(schema, dict) and "$schema" not in schema:
                schema = {**schema, "$schema": DIALECTS[draft]}
            if not isinstance(schema, dict) or schema["$schema"] in compiler.DIALECTS:
                found.append(schema)  # not the suite's custom metaschemas (refused, unchecked)
    return found


def _nodes(schema: Any, at: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The path of every object subschema in a schema position."""
    if not isinstance(schema, dict):
        return
    yield at
    for key, value in schema.items():
        if key in ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas",
                   "dependencies") and isinstance(value, dict):
            for name, sub in value.items():
                yield from _nodes(sub, (*at, key, name))
        elif key in ("allOf", "anyOf", "oneOf", "prefixItems", "items") and isinstance(value, list):
            for i, sub in enumerate(value):
                yield from _nodes(sub, (*at, key, i))
        elif key in metanodes._ONE:
            yield from _nodes(value, (*at, key))


def _mutants(schema: dict[str, Any], seed: int) -> Iterator[dict[str, Any]]:
    for n, path in enumerate(list(_nodes(schema))[:6]):
        for bad in (BAD[(seed + n) % len(BAD)], BAD[(seed + 7 * n + 3) % len(BAD)]):
            mutant = copy.deepcopy(schema)
            node = mutant
            for step in path:
                node = node[step]
            node.update(copy.deepcopy(bad))
            yield mutant


def _proven(schema: Any) -> bool:
    cls = compiler._DIALECT_CLASSES[compiler.dialect_of(schema)]
    return not list(compiler._shape_problems(schema)) and compiler.proven_valid(schema, cls)


def _agree(schemas: list[Any]) -> int:
    """How many are proven valid; each of them the whole check finds valid too. (What is not
    proven gets the whole check's own answer: metaschema_errors runs only it.)"""
    proven = 0
    metanodes.forget()
    for schema in schemas:
        if _proven(schema):
            proven += 1
            assert whole(schema) == [], json.dumps(schema)[:400]
    return proven


def test_real_schemas_get_the_whole_checks_answer() -> None:
    schemas = _corpus_share()
    assert len(schemas) > 120
    proven = _agree(schemas)
    assert proven > 0.9 * len(schemas), (proven, len(schemas))
    for schema in schemas[:40]:  # and through metaschema_errors itself
        assert compiler.metaschema_errors(schema) == whole(schema)


@pytest.mark.parametrize("draft", sorted(DIALECTS))
def test_the_suites_schemas_and_their_mutants_get_the_whole_checks_answer(draft: str) -> None:
    schemas = _suite_schemas(draft)
    assert len(schemas) > 150
    mutants = [m for i, s in enumerate(schemas[::8]) if isinstance(s, dict)
               for m in _mutants(s, i)]
    assert _agree(schemas) > 0.8 * len(schemas)
    assert _agree(mutants) < 0.2 * len(mutants)  # the mutants are invalid: few are proven


def test_real_schema_mutants_get_the_whole_checks_answer() -> None:
    schemas = [s for s in _corpus_share()[::2] if isinstance(s, dict)]
    mutants = [m for i, s in enumerate(schemas) for m in _mutants(s, i)]
    assert len(mutants) > 500
    for turn, dialect in enumerate((None, *DIALECTS.values())):  # 1/18 each
        chosen = [{**m, "$schema": dialect} if dialect else m for m in mutants[turn::18]]
        assert _agree(chosen) < 0.25 * len(chosen), dialect
    for mutant in mutants[:20]:  # and through metaschema_errors itself
        assert compiler.metaschema_errors(mutant) == whole(mutant)


def test_a_remembered_shape_answers_for_another_dialect_only_after_its_own_check() -> None:
    """A shape valid in 2020-12 (booleans as subschemas) is checked again under draft-04."""
    metanodes.forget()
    shape = {"type": "object", "properties": {"a": True, "b": {"type": "string"}}}
    assert compiler.metaschema_errors(shape) == []
    draft4 = {**shape, "$schema": DIALECTS["draft4"]}
    assert compiler.metaschema_errors(draft4) == whole(draft4) != []
    assert compiler.metaschema_errors(shape) == []


def test_deep_schemas_are_left_to_the_whole_check() -> None:
    """Deeper than MAX_DEPTH: not proven here, so the whole check's answer, whatever it is."""
    deep: dict[str, Any] = {"type": "string"}
    for _ in range(metanodes.MAX_DEPTH + 1):
        deep = {"type": "object", "properties": {"a": deep}}
    checker = compiler._meta_checker(compiler.Draft202012Validator)
    assert not metanodes.proven_valid(deep, "x", checker)
    assert compiler.metaschema_errors(deep) == whole(deep) == []
    deeper = deep
    for _ in range(100):
        deeper = {"type": "object", "properties": {"a": deeper}}
    assert compiler.metaschema_errors(deeper) == whole(deeper)
    assert compiler.metaschema_errors(deeper)[0][1].startswith("schema could not be checked")


def test_the_remembered_shapes_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    metanodes.forget()
    monkeypatch.setattr(metanodes, "MAX_REMEMBERED", 40)
    checker = compiler._meta_checker(compiler.Draft202012Validator)
    for i in range(100):
        assert metanodes.proven_valid({"maxLength": i}, "2020-12", checker)
        assert 0 < len(metanodes._VALID) <= 40
    metanodes.forget()
