"""Tool contracts at run time, for Python agents on the mcp SDK.

    watch = ListChangedWatch()                      # optional: rebind on tools/list_changed
    async with ClientSession(read, write, message_handler=watch) as session:
        await session.initialize()
        async with guarded(session, require=["search"], pin="snapshots/x.json",
                           watch=watch) as g:
            result = await g.call_tool("search", {"query": "mug"})

Binding reads tools/list once (raw: one malformed tool does not break it) and raises
ToolMissing / ContractDrift; `call_tool` raises ArgumentsRejected before sending, and
ResultContradictsSchema / ResultDrifted on receipt. Every exception derives from ContractError
and pickles. `raise_on` picks the checks that raise; the others are only reported to `on_event`
and counted in `g.stats`.
"""

from mcpcheck.guard.core import ALL_CHECKS, Guard, ListChangedWatch, guarded
from mcpcheck.guard.errors import (
    ArgumentsRejected,
    ContractDrift,
    ContractError,
    GuardUnavailable,
    ResultContradictsSchema,
    ResultDrifted,
    ToolMissing,
)
from mcpcheck.guard.events import Check, GuardEvent, Outcome, Stats

__all__ = [
    "ALL_CHECKS",
    "ArgumentsRejected",
    "Check",
    "ContractDrift",
    "ContractError",
    "Guard",
    "GuardEvent",
    "GuardUnavailable",
    "ListChangedWatch",
    "Outcome",
    "ResultContradictsSchema",
    "ResultDrifted",
    "Stats",
    "ToolMissing",
    "guarded",
]
