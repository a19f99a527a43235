"""Judging a value against a schema or a caller's expectation, in guard terms.

The same engine as `mcpcheck validate`: ECMA-262 patterns, declared dialects, no coercion, no
remote `$ref`. A caller's expectation is a JSON Schema dict or a pydantic model class.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from mcpcheck.schemas.compiler import CompiledSchema, SchemaIssue, compile_validator
from mcpcheck.schemas.fastcheck import fast_acceptor
from mcpcheck.schemas.jsonpointer import resolve


@dataclass(frozen=True)
class Violation:
    pointer: str
    keyword: str
    message: str
    limit: Any = None
    sent: Any = None


Judge = Callable[[Any], Violation | None]


def _violation(compiled: CompiledSchema, issue: SchemaIssue, instance: Any) -> Violation:
    found, limit = resolve(compiled.schema, issue.schema_pointer)
    has_value, sent = resolve(instance, issue.pointer)
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
    """A judge for a pydantic model class (strict JSON-mode validation: no coercion beyond
    what JSON itself needs)."""
    from pydantic import ValidationError

    def judge(instance: Any) -> Violation | None:
        try:  # JSON mode: a datetime, UUID or enum arrives as a JSON string, a tuple as a list
            model.model_validate_json(json.dumps(instance), strict=True)
        except (TypeError, ValueError) as exc:
            if not isinstance(exc, ValidationError):
                return Violation("", "json", f"not JSON: {exc}")
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
