"""Capabilities are honest: what is declared is served, what is not is refused."""

from __future__ import annotations

from mcpcheck.checks.conform.base import Hung, Level, NotApplicable, Requirement
from mcpcheck.checks.conform.runner import Context
from mcpcheck.ruleids import RuleId

AREA = "capabilities"
LISTS = (("tools", "tools/list", "tools"), ("prompts", "prompts/list", "prompts"),
         ("resources", "resources/list", "resources"))


def declared_served(ctx: Context) -> str | None:
    wrong = []
    for cap, method, key in LISTS:
        if cap not in ctx.capabilities:
            continue
        reply = ctx.ask(method)
        if reply.kind != "result" or not isinstance(reply.result, dict) or not isinstance(
                reply.result.get(key), list):
            wrong.append(f"`{cap}` is declared but {method} was answered with {reply}")
    return "; ".join(wrong) or None


def undeclared_refused(ctx: Context) -> str | None:
    missing = [(cap, method) for cap, method, _ in LISTS if cap not in ctx.capabilities]
    if not missing:
        raise NotApplicable("the server declares tools, prompts and resources")
    wrong = []
    for cap, method in missing:
        reply = ctx.ask(method)
        if not (reply.kind == "error" and reply.code == -32601):
            wrong.append(f"`{cap}` is not declared but {method} was answered with {reply}, "
                         "not error -32601")
    return "; ".join(wrong) or None


def list_changed_declared(ctx: Context) -> str | None:
    """Judged last: every notification any conversation of the run read (a ping on the main
    one first, so what the server wrote before it has been read)."""
    try:
        ctx.ask("ping")
    except Hung:  # ping's own requirement judges that; judge what was read
        ctx.drop_main()
    heard = {m for peer in ctx.peers for m in peer.notifications}
    wrong = []
    for cap, _method, _key in LISTS:
        note = f"notifications/{cap}/list_changed"
        if note not in heard:
            continue
        declared = ctx.capabilities.get(cap)
        if not (isinstance(declared, dict) and declared.get("listChanged") is True):
            how = ("does not declare it" if declared is None
                   else "declares it without `listChanged: true`")
            wrong.append(f"the server sent {note} but {how} (`{cap}` capability)")
    return "; ".join(wrong) or None


REQUIREMENTS = (
    Requirement(RuleId.CONFORM_CAPABILITY_SERVED, AREA, "2025-11-25",
                "basic/lifecycle#capability-negotiation", Level.MUST, declared_served),
    Requirement(RuleId.CONFORM_UNDECLARED_CAPABILITY_REFUSED, AREA, "2025-11-25",
                "basic/lifecycle#capability-negotiation", Level.SHOULD, undeclared_refused),
)
# Judged after every other requirement but stdio's (all notifications of the run are in)
JUDGED_LAST = (
    Requirement(RuleId.CONFORM_LIST_CHANGED_DECLARED, AREA, "2025-11-25",
                "basic/lifecycle#operation (only capabilities negotiated)", Level.MUST,
                list_changed_declared),
)
