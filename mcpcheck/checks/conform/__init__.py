"""Protocol conformance of any MCP server (`mcpcheck conform`).

The requirements are a registry: one module per area (jsonrpc, lifecycle, capabilities,
pagination, tools, resources_prompts, http, stdio), one `Requirement` per line of the
specification it checks (rule id, revision, section, level, `applies`, `check`).
`REQUIREMENTS` is every one of them in the order they run (listChanged honesty and stdio last:
they judge everything the run has read); `AREAS` is the order docs/conformance.md lists them in.

Nothing here prints or exits, and nothing imports the MCP SDK: the checks speak through
mcpcheck.wire.raw. Safe by default: no tool is called unless `Options.call_safe`, and then only
tools annotated read-only (those that need no argument, and one with arguments its inputSchema
cannot match); no write-like method is sent.
"""

from __future__ import annotations

from mcpcheck.checks.conform import (
    capabilities,
    http,
    jsonrpc,
    lifecycle,
    pagination,
    resources_prompts,
    stdio,
    tools,
)
from mcpcheck.checks.conform.base import Level, Outcome, Requirement
from mcpcheck.checks.conform.runner import Options, Result, run
from mcpcheck.ruleids import RuleId

AREAS = ("lifecycle", "jsonrpc", "capabilities", "pagination", "tools", "resources_prompts",
         "stdio", "http")
REQUIREMENTS: tuple[Requirement, ...] = (
    *lifecycle.REQUIREMENTS, *jsonrpc.REQUIREMENTS, *capabilities.REQUIREMENTS,
    *pagination.REQUIREMENTS, *tools.REQUIREMENTS, *resources_prompts.REQUIREMENTS,
    *http.REQUIREMENTS, *capabilities.JUDGED_LAST, *stdio.REQUIREMENTS,
)
BY_RULE: dict[RuleId, Requirement] = {r.rule: r for r in REQUIREMENTS}

__all__ = ["AREAS", "BY_RULE", "REQUIREMENTS", "Level", "Options", "Outcome", "Requirement",
           "Result", "run"]
