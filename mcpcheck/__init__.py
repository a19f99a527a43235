"""mcpcheck: contract checker and drift detector for MCP servers."""

__version__ = "0.1.0"
