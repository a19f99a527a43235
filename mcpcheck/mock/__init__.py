"""`mcpcheck mock`: a snapshot served as an MCP server."""
