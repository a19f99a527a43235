"""`$ref` checks: remote targets (never fetched), dangling local targets, endless loops.

A loop is endless when `$ref`s and in-place applicators (allOf, anyOf, oneOf, not, if/then/else,
dependentSchemas) lead back to the same subschema without descending into a property or item:
a validator following it recurses forever. Recursion through properties/items is legitimate
(a tree type) and not reported.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import urljoin

from mcpcheck.checks.lint.context import ToolContext, quote
from mcpcheck.checks.lint.pointer import join, resolve_fragment
from mcpcheck.checks.lint.walk import Node
from mcpcheck.ruleids import RuleId

_REF_KEYWORDS = ("$ref", "$dynamicRef")


@dataclass
class _Index:
    nodes: dict[str, Node]
    ids: dict[str, str] = field(default_factory=dict)  # $id (as written and absolute) -> pointer
    anchors: dict[str, str] = field(default_factory=dict)  # anchor name -> pointer
    edges: dict[str, list[tuple[str, str | None]]] = field(default_factory=dict)  # ptr -> (to, ref)

    def base_uri(self, node: Node) -> str:
        base = self.nodes.get(node.base)
        schema = base.schema if base is not None else None
        sid = schema.get("$id") if isinstance(schema, dict) else None
        return sid if isinstance(sid, str) else ""


def _index(nodes: list[Node]) -> _Index:
    index = _Index({node.pointer: node for node in nodes})
    for node in nodes:
        schema = node.schema
        if not isinstance(schema, dict):
            continue
        sid = schema.get("$id")
        if isinstance(sid, str):
            parent = index.nodes.get(node.outer_base)
            parent_uri = index.base_uri(parent) if parent is not None else ""
            for uri in (sid, urljoin(parent_uri, sid)):
                index.ids.setdefault(uri.rstrip("#"), node.pointer)
        for keyword in ("$anchor", "$dynamicAnchor"):
            if isinstance(schema.get(keyword), str):
                index.anchors.setdefault(schema[keyword], node.pointer)
        index.edges[node.pointer] = [(kid, None) for kid in node.in_place]
    return index


def _resolve(ref: str, node: Node, index: _Index) -> tuple[str, str | None]:
    """("local", target pointer or None) | ("dangling", None) | ("remote", None)."""
    uri, _, fragment = ref.partition("#")
    if uri:
        absolute = urljoin(index.base_uri(node), uri)
        base = index.ids.get(uri.rstrip("#"), index.ids.get(absolute))
        if base is None:
            return "remote", None
    else:
        base = node.base
    if fragment and not fragment.startswith("/"):
        target = index.anchors.get(fragment)
        return ("local", target) if target is not None else ("dangling", None)
    root = index.nodes[base].schema if base in index.nodes else None
    found = resolve_fragment(root, fragment)
    if found is None:
        return "dangling", None
    return "local", base + found[0]


def _successors(index: _Index, pointer: str) -> Iterator[tuple[str, str | None]]:
    return iter(index.edges.get(pointer, ()))


def _closing_ref(path: list[tuple[str, str | None]], at: int, back: str | None) -> str | None:
    """A `$ref` on the cycle path[at:] + back edge (structural edges alone cannot loop)."""
    if back is not None:
        return back
    return next((ref for _, ref in path[at + 1 :] if ref is not None), None)


def _endless_loops(index: _Index) -> list[str]:
    """Pointers of `$ref`s that close an in-place cycle (iterative DFS)."""
    done: set[str] = set()
    closing: list[str] = []
    for start in index.nodes:
        if start in done:
            continue
        path: list[tuple[str, str | None]] = [(start, None)]  # node and the $ref that led there
        position = {start: 0}
        stack = [_successors(index, start)]
        while stack:
            step = next(stack[-1], None)
            if step is None:
                stack.pop()
                pointer, _ = path.pop()
                del position[pointer]
                done.add(pointer)
                continue
            target, ref = step
            if target in position:
                found = _closing_ref(path, position[target], ref)
                if found is not None and found not in closing:
                    closing.append(found)
            elif target not in done:
                position[target] = len(path)
                path.append((target, ref))
                stack.append(_successors(index, target))
    return closing


def check_refs(nodes: list[Node], prefix: str, ctx: ToolContext) -> None:
    index = _index(nodes)
    for node in nodes:
        schema = node.schema
        if not isinstance(schema, dict):
            continue
        for keyword in _REF_KEYWORDS:
            ref = schema.get(keyword)
            if not isinstance(ref, str):
                continue
            path = join(node.pointer, keyword)
            kind, target = _resolve(ref, node, index)
            if kind == "remote":
                ctx.add(RuleId.REF_REMOTE, prefix + path, f"{keyword} {quote(ref)} is not fetched")
            elif kind == "dangling":
                ctx.add(RuleId.REF_DANGLING, prefix + path,
                        f"{keyword} {quote(ref)} points at nothing")
            elif target is not None and target in index.nodes:
                index.edges[node.pointer].append((target, path))
    for path in _endless_loops(index):
        ctx.add(
            RuleId.REF_RECURSIVE,
            prefix + path,
            "$ref leads back to itself without descending: validation never ends",
        )
