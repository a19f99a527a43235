"""Capabilities are honest: what is declared is served, what is not is refused."""

from __future__ import annotations

from mcpcheck.checks.conform.base import Level, NotApplicable, Requirement
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


REQUIREMENTS = (
    Requirement(RuleId.CONFORM_CAPABILITY_SERVED, AREA, "2025-11-25",
                "basic/lifecycle#capability-negotiation", Level.MUST, declared_served),
    Requirement(RuleId.CONFORM_UNDECLARED_CAPABILITY_REFUSED, AREA, "2025-11-25",
                "basic/lifecycle#capability-negotiation", Level.SHOULD, undeclared_refused),
)
