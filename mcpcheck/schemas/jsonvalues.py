"""The JSON type of a value parsed by json.loads: one definition for every module."""

from __future__ import annotations

import json
from typing import Any


def json_type(value: Any) -> str:
    """The JSON type name of a Python value from json.loads."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object" if isinstance(value, dict) else type(value).__name__


def kind_of(value: object) -> str:
    """The JSON type of a value with its article, for messages: "null", "a string", ..."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def plain_value_error(exc: ValueError) -> str:
    """A parser's ValueError in mcpcheck's words (Python's limit on integer digits names
    an interpreter setting that means nothing to a user)."""
    text = str(exc)
    if "digits" in text and "integer" in text:
        return "a number has too many digits (the limit is 4300)"
    return " ".join(text.split())


class DuplicateKey(ValueError):
    """A JSON object names a key twice (json.loads would silently keep the last)."""


def unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """object_pairs_hook for json.loads that refuses duplicate keys."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise DuplicateKey(f"duplicate key {json.dumps(key)}")
        out[key] = value
    return out
