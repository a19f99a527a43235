"""The one shallow copy (mcpcheck.schemas.shallow) both node-by-node metaschema checks read:
mcpcheck.schemas.metanodes (booleans kept, object subschemas handed back as children) and the
lint's mcpcheck.checks.lint.metacheck (booleans blanked too, its walk visiting the nodes)."""

from __future__ import annotations

import copy
import json
from typing import Any

from mcpcheck.checks.lint.metacheck import metaschema_problems, shallow
from mcpcheck.checks.lint.walk import Node, _children, walk
from mcpcheck.schemas.shallow import shallow_copy
from tests.support.server_schemas import server_schemas

_2020 = "https://json-schema.org/draft/2020-12/schema"


def _real_nodes() -> list[dict[str, Any]]:
    distinct = {json.dumps(s, sort_keys=True): s for s in server_schemas() if isinstance(s, dict)}
    return [node.schema for key in sorted(distinct)[::6] for node in walk(distinct[key])
            if isinstance(node.schema, dict)]


def test_the_lint_copy_blanks_every_subschema_its_walk_finds() -> None:
    nodes = _real_nodes()
    assert len(nodes) > 2000
    blanked = 0
    for node in nodes:
        before = copy.deepcopy(node)
        direct = list(_children(Node(node, "", "", True)))
        copied = [n.schema for n in walk(shallow(node, None))][1:]
        assert copied == [{}] * len(direct), json.dumps(node)[:300]
        assert node == before  # the node itself is not changed
        blanked += len(copied)
    assert blanked > 1000


def test_metanodes_keeps_booleans_and_hands_back_the_object_subschemas() -> None:
    node = {"type": "object", "properties": {"a": True, "b": {"type": "string"}},
            "not": False, "items": [{"minimum": 1}, True], "required": ["b"]}
    children: list[dict[str, Any]] = []
    assert shallow_copy(node, children) == {
        "type": "object", "properties": {"k0": True, "k1": {}}, "not": False,
        "items": [{}, True], "required": ["r0"]}
    assert children == [{"minimum": 1}, {"type": "string"}]
    assert shallow_copy(node, keep_booleans=False) == {
        "type": "object", "properties": {"k0": {}, "k1": {}}, "not": {},
        "items": [{}, {}], "required": ["r0"]}


def test_names_stay_where_a_value_is_no_schema_so_the_lint_points_at_it() -> None:
    node = {"type": "object", "properties": {"city": 5, "zip": {"type": "string"}}}
    assert shallow(node, None)["properties"] == {"city": 5, "zip": {}}
    problems = metaschema_problems(node, list(walk(node)))
    assert [pointer for pointer, _ in problems] == ["/properties/city"]


def test_a_content_schema_is_a_node_of_its_own() -> None:
    node = {"$schema": _2020, "contentMediaType": "application/json",
            "contentSchema": {"type": "objekt"}}
    assert shallow(node, _2020) == {"$schema": _2020, "contentMediaType": "application/json",
                                    "contentSchema": {}}
    problems = metaschema_problems(node, list(walk(node)))
    assert [pointer for pointer, _ in problems] == ["/contentSchema/type"]


def test_annotations_and_examples_are_blanked_but_not_their_wrong_types() -> None:
    node = {"description": "the city", "title": 7, "examples": ["Oslo"], "default": "Oslo",
            "const": 1, "required": ["a", "a"], "$comment": "x"}
    assert shallow_copy(node) == {"description": "", "title": 7, "examples": [],
                                  "default": None, "const": None, "required": ["a", "a"],
                                  "$comment": ""}
