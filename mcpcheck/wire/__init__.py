"""mcpcheck's MCP client, the only one: every command, every transport, stdlib only.

framing: bytes to messages; encoding: HTTP content codings, bounded; stdio / streamable (over
http1) / sse: the transports; session: the handshake, the list calls and tools/call on any
transport; negotiate: the `auto` era plan; client: one bounded exchange, and the one place a
transport is chosen; reasons: why it failed, in one line. The MCP SDK is the oracle it is
tested against (tests/support/sdk_oracle.py), not a dependency of any command.
"""
