"""Limits that keep linting one hostile tool fast and in bounded memory."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LintBounds:
    """Every bound is inclusive: a value equal to the bound is still accepted.

    - max_depth: JSON nesting (objects and arrays) inside one schema, the schema itself being 1.
    - max_properties: keys in any single object of a schema (`properties`, `$defs`, ...).
    - max_enum: values in one `enum`.
    - max_schema_bytes: approximate size of one schema as compact UTF-8 JSON.
    - max_description_chars: code points of one description or title; a longer text is
      reported (`description-too-long`), and anything flagged past it is also reported as hidden
      past the cap (`text-past-length-cap`).
    - max_scan_chars: code points of one text that are scanned at all (linear cost); the rest
      is not read (the `description-too-long` finding says so).
    - max_pattern_chars: code points of one `pattern` / `patternProperties` key; longer ones are
      not compiled.
    - max_pattern_total_chars: code points of all patterns of one schema that are compiled;
      patterns past it are reported as too long and not compiled (each costs time to parse).
    - max_name_chars: code points of a tool name (the MCP spec says names SHOULD be 1-128).

    A schema over any of the first four is reported once and not checked further: neither walked
    in full nor checked against its metaschema.
    """

    max_depth: int = 32
    max_properties: int = 1000
    max_enum: int = 1000
    max_schema_bytes: int = 1_000_000
    max_description_chars: int = 10_000
    max_scan_chars: int = 1_000_000
    max_pattern_chars: int = 1000
    max_pattern_total_chars: int = 20_000
    max_name_chars: int = 128
