"""JSON Schema support for untrusted schemas: dialects and offline compile, ECMA-262 patterns, exact
numbers, JSON Pointers, JSON values."""
