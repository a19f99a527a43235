"""Judging a value against a schema or a caller's expectation, in guard terms.

The same engine as `mcpcheck validate`: ECMA-262 patterns, declared dialects, no coercion, no
remote `$ref`. A caller's expectation is a JSON Schema dict or a pydantic model class.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from mcpcheck.fastcheck import fast_acceptor
from mcpcheck.schema import CompiledSchema, SchemaIssue, compile_validator


@dataclass(frozen=True)
class Violation:
    pointer: str
    keyword: str
    message: str
    limit: Any = None
    sent: Any = None


Judge = Callable[[Any], Violation | None]


def _resolve(doc: Any, pointer: str) -> tuple[bool, Any]:
    node = doc
    for raw in pointer.split("/")[1:] if pointer else []:
        part = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(node, Mapping) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False, None
    return True, node


def _violation(compiled: CompiledSchema, issue: SchemaIssue, instance: Any) -> Violation:
    found, limit = _resolve(compiled.schema, issue.schema_pointer)
    has_value, sent = _resolve(instance, issue.pointer)
    return Violation(issue.pointer, issue.keyword, issue.message,
                     limit if found else None, sent if has_value else None)


def schema_judge(schema: Any) -> Judge:
    """A judge for a JSON Schema; InvalidSchema / UnsupportedSchema if it cannot judge."""
    compiled = compile_validator(schema)
    fast = fast_acceptor(compiled.schema, compiled.dialect)

    def judge(instance: Any) -> Violation | None:
        if fast is not None and fast(instance):
            return None
        issues = compiled.errors(instance)
        return _violation(compiled, issues[0], instance) if issues else None

    return judge


def model_judge(model: Any) -> Judge:
    """A judge for a pydantic model class (validated strictly: no coercion)."""
    from pydantic import ValidationError

    def judge(instance: Any) -> Violation | None:
        try:
            model.model_validate(instance, strict=True)
        except ValidationError as exc:
            first = exc.errors()[0]
            pointer = "".join(f"/{part}" for part in first.get("loc", ()))
            return Violation(pointer, str(first.get("type", "")), str(first.get("msg", "")))
        return None

    return judge


def expectation_judge(expectation: Any) -> Judge:
    if isinstance(expectation, Mapping | bool):
        return schema_judge(expectation)
    if isinstance(expectation, type) and hasattr(expectation, "model_validate"):
        return model_judge(expectation)
    raise TypeError("an expectation is a JSON Schema dict or a pydantic model class, "
                    f"not {type(expectation).__name__}")
