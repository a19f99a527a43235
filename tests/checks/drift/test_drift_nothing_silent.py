"""Nothing silent: every change of a published surface that changes what a snapshot stores gives
at least one finding (drift defect 6). Hypothesis mutates one leaf of real and synthetic
surfaces (a new value, or the leaf deleted); the diff of the stored forms must not be empty."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mcpcheck.checks.drift import diff_surface
from mcpcheck.models import Surface
from mcpcheck.snapshots.store import as_stored, build_document, read_snapshot, render

ROOT = Path(__file__).resolve().parents[2]
REAL = read_snapshot(
    ROOT / "corpus" / "releases" / "server-everything" / "2025.12.18.json").surface()

SYNTHETIC = Surface(
    server_name="s",
    server_version="1.0.0",
    protocol_version="2025-11-25",
    capabilities={"tools": {"listChanged": True}, "prompts": {}, "resources": {"subscribe": True},
                  "experimental": {"x": {"level": 1}}},
    tools=(
        {"name": "everything", "title": "E", "description": "All keywords",
         "inputSchema": {
             "$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
             "title": "Args", "required": ["q"], "additionalProperties": False,
             "properties": {
                 "q": {"type": "string", "minLength": 1, "maxLength": 100, "pattern": "^[a-z]",
                       "examples": ["a"], "format": "email", "default": "x"},
                 "n": {"type": "integer", "minimum": 0, "exclusiveMaximum": 10,
                       "multipleOf": 2},
                 "tags": {"type": "array", "items": {"enum": ["a", "b"]}, "uniqueItems": True,
                          "maxItems": 3},
                 "kind": {"oneOf": [{"const": "x"}, {"const": "y"}]},
                 "ref": {"$ref": "#/definitions/R"},
             },
             "definitions": {"R": {"type": ["string", "null"]}, "Unused": {"type": "number"}},
         },
         "outputSchema": {"type": "object", "properties": {
             "ok": {"type": "boolean"},
             "items": {"type": "array", "items": {"anyOf": [
                 {"type": "object", "properties": {"type": {"const": "text"},
                                                   "text": {"type": "string"}}},
                 {"type": "null"}]}}},
             "required": ["ok"]},
         "annotations": {"readOnlyHint": True, "title": "E", "x-extra": 1},
         "execution": {"taskSupport": "optional"}},
    ),
    prompts=({"name": "p", "description": "d", "title": "t",
              "arguments": [{"name": "a", "required": True, "description": "x"},
                            {"name": "b"}]},),
    resources=({"uri": "file:///a", "name": "a", "mimeType": "text/plain", "size": 3},),
    resource_templates=({"uriTemplate": "db://{t}", "name": "t", "mimeType": "text/csv"},),
    instructions="Use search first.",
)

FIELDS = ("tools", "prompts", "resources", "resource_templates")


def as_tree(surface: Surface) -> dict[str, Any]:
    return {
        "tools": list(surface.tools), "prompts": list(surface.prompts),
        "resources": list(surface.resources),
        "resource_templates": list(surface.resource_templates),
        "capabilities": surface.capabilities, "instructions": surface.instructions,
        "protocol_version": surface.protocol_version, "server_version": surface.server_version,
    }


def from_tree(tree: dict[str, Any]) -> Surface:
    return Surface(server_name="s", server_version=tree["server_version"],
                   protocol_version=tree["protocol_version"],
                   capabilities=tree["capabilities"], tools=tuple(tree["tools"]),
                   prompts=tuple(tree["prompts"]), resources=tuple(tree["resources"]),
                   resource_templates=tuple(tree["resource_templates"]),
                   instructions=tree["instructions"])


def leaves(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(node, dict) and node:
        return [p for k, v in node.items() for p in leaves(v, (*path, k))]
    if isinstance(node, list) and node:
        return [p for i, v in enumerate(node) for p in leaves(v, (*path, i))]
    return [path]


def mutated(value: Any, pick: int) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + (1 if pick % 2 else -3)
    if isinstance(value, float):
        return value + 0.5
    if isinstance(value, str):
        return value + "x" if pick % 2 else ("" if value else "y")
    if value is None:
        return "text"
    if isinstance(value, dict):
        return {"k": 1}
    return [1]


def set_at(tree: Any, path: tuple[Any, ...], value: Any) -> None:
    for key in path[:-1]:
        tree = tree[key]
    tree[path[-1]] = value


def get_at(tree: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        tree = tree[key]
    return tree


def stored_bytes(surface: Surface) -> bytes:
    return render(build_document(surface))


def check(base: Surface, index: int, pick: int) -> None:
    tree = as_tree(base)
    paths = leaves(tree)
    path = paths[index % len(paths)]
    changed = copy.deepcopy(tree)
    if pick == 2 and len(path) > 1:  # delete the leaf instead of changing it
        parent = get_at(changed, path[:-1])
        del parent[path[-1]]
    else:
        set_at(changed, path, mutated(get_at(tree, path), pick))
    revision = from_tree(changed)
    if stored_bytes(base) == stored_bytes(revision):
        return  # noise (a `_meta` key, a hint equal to its default): nothing is stored
    found = diff_surface(as_stored(base), as_stored(revision))
    assert found, f"silent change at {json.dumps(list(path))}"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10**6), st.integers(min_value=0, max_value=3))
def test_any_leaf_of_a_synthetic_surface(index: int, pick: int) -> None:
    check(SYNTHETIC, index, pick)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10**6), st.integers(min_value=0, max_value=3))
def test_any_leaf_of_a_real_release(index: int, pick: int) -> None:
    check(REAL, index, pick)


def test_every_leaf_of_the_synthetic_surface() -> None:
    """Exhaustive over the small surface: every leaf, two mutations each."""
    count = len(leaves(as_tree(SYNTHETIC)))
    assert count > 50
    for index in range(count):
        for pick in (0, 1, 2):
            check(SYNTHETIC, index, pick)
