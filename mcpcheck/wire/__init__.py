"""mcpcheck's own MCP client for the list exchanges (stdio and Streamable HTTP), stdlib only.

framing: bytes to messages; stdio / streamable (+ http1): the transports; session: the
handshake and the list calls on any transport; negotiate: the `auto` era plan (shared with the
SDK session); client: one bounded exchange; reasons: why it failed, in one line. The SDK
(mcpcheck.sdk.bridge, over mcpcheck.sdk.pipes) stays for `call` and legacy SSE.
"""
