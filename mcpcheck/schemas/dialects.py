"""Which JSON Schema dialect a schema declares, read without jsonschema.

`mcpcheck lint` names a schema's dialect for every tool, while it needs jsonschema's metaschema
validators only for the rare subschema that mcpcheck.checks.lint.plain cannot prove valid:
reading the dialect here keeps jsonschema (and its references library) out of a lint process
until such a subschema comes. mcpcheck.schemas.compiler maps the same names to their validators.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from mcpcheck.errors import SchemaError

DEFAULT_DIALECT = "2020-12"
# short name -> the `$schema` URI without its scheme and fragment
DIALECT_URIS = {
    "2020-12": "json-schema.org/draft/2020-12/schema",
    "2019-09": "json-schema.org/draft/2019-09/schema",
    "draft-07": "json-schema.org/draft-07/schema",
    "draft-06": "json-schema.org/draft-06/schema",
    "draft-04": "json-schema.org/draft-04/schema",
}
# `$schema` URI (http/https, with or without the empty fragment) -> short name
DIALECT_NAMES: dict[str, str] = {
    f"{scheme}://{base}{hash_}": name
    for name, base in DIALECT_URIS.items()
    for scheme in ("http", "https")
    for hash_ in ("", "#")
}


class UnsupportedSchema(SchemaError):
    """The schema cannot be used as published: unsupported dialect, remote `$ref`."""

    def __init__(self, message: str, *, pointer: str = "") -> None:
        super().__init__(message)
        self.pointer = pointer  # JSON Pointer into the schema


def dialect_of(schema: Mapping[str, Any] | Any) -> str:
    """Short dialect name ("2020-12" when `$schema` is absent); SchemaError if unsupported."""
    if not isinstance(schema, Mapping) or "$schema" not in schema:
        return DEFAULT_DIALECT
    uri = schema["$schema"]
    if not isinstance(uri, str) or uri not in DIALECT_NAMES:
        shown = uri if isinstance(uri, str) else json.dumps(uri)
        raise UnsupportedSchema(f"unsupported $schema: {shown}", pointer="/$schema")
    return DIALECT_NAMES[uri]
