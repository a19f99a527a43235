"""stdio: stdout carries only JSON-RPC; the server exits when its stdin closes."""

from __future__ import annotations

from mcpcheck.checks.conform.base import STDIO, Level, Requirement
from mcpcheck.checks.conform.peer import StdioPeer
from mcpcheck.checks.conform.runner import Context
from mcpcheck.ruleids import RuleId

AREA = "stdio"
EXIT_SECONDS = 5.0


def exits_on_eof(ctx: Context) -> str | None:
    peer = ctx.fresh()
    try:
        assert isinstance(peer, StdioPeer)
        reply = peer.initialize(ctx.left())
        if reply.kind != "result":
            return f"initialize was answered with {reply}"
        peer.raw.close_stdin()
        bound = min(EXIT_SECONDS, ctx.left())
        if not peer.raw.exited(bound):
            return f"the server was still running {bound:g}s after its stdin closed"
    finally:
        ctx.close(peer)
    return None


def stdout_only_jsonrpc(ctx: Context) -> str | None:
    noise = ctx.all_noise()
    if not noise:
        return None
    return (f"{len(noise)} line(s) on stdout were not JSON-RPC messages during this run, the "
            f"first {noise[0]}")


REQUIREMENTS = (
    Requirement(RuleId.CONFORM_EXIT_ON_STDIN_CLOSE, AREA, "2025-11-25",
                "basic/lifecycle#stdio (shutdown)", Level.SHOULD, exits_on_eof,
                transports=(STDIO,)),
    Requirement(RuleId.CONFORM_STDOUT_ONLY_JSONRPC, AREA, "2025-11-25", "basic/transports#stdio",
                Level.MUST, stdout_only_jsonrpc, transports=(STDIO,)),
)
