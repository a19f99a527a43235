"""A small MCP server bundled for `make demo` and the tests: `python -m mcpcheck.demo`.

Tools with input and output schemas and annotations. `--variant v2` serves a drifted
revision (used to show `mcpcheck diff`).
"""
