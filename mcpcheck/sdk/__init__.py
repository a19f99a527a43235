"""The SDK bridge for `call` and legacy SSE: the only code that imports the mcp SDK's client."""
