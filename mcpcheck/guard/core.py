"""The guard itself: bind once, judge every call before it leaves and every result on receipt."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Mapping, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from mcpcheck.checks.required import likely_rename
from mcpcheck.errors import McpcheckError, SchemaError
from mcpcheck.guard import wire
from mcpcheck.guard.errors import (
    ArgumentsRejected,
    ContractDrift,
    ContractError,
    GuardUnavailable,
    ResultContradictsSchema,
    ResultDrifted,
    ToolMissing,
)
from mcpcheck.guard.events import Check, EventHook, GuardEvent, Outcome, Stats
from mcpcheck.guard.expect import Judge, expectation_judge, schema_judge
from mcpcheck.models import Finding, Severity, Surface
from mcpcheck.snapshots.store import as_stored, tool_name

ALL_CHECKS: frozenset[Check] = frozenset(Check)


class ListChangedWatch:
    """Pass as the session's `message_handler`: notes `notifications/tools/list_changed` so the
    guard rebinds before the next call; forwards every message to `inner` when given."""

    def __init__(self, inner: Callable[[Any], Awaitable[None]] | None = None) -> None:
        self.inner = inner
        self.changed = False

    async def __call__(self, message: Any) -> None:
        if getattr(message, "method", None) == "notifications/tools/list_changed":
            self.changed = True
        if self.inner is not None:
            await self.inner(message)


class Guard:
    """Tool contracts enforced over one mcp SDK session. Build with `guarded(...)`."""

    def __init__(
        self,
        session: Any,
        *,
        require: Sequence[str] = (),
        optional: Sequence[str] = (),
        pin: str | Path | None = None,
        expect: Mapping[str, Any] | None = None,
        raise_on: Collection[Check] = ALL_CHECKS,
        on_event: EventHook | None = None,
        on_optional_missing: Callable[[Sequence[str]], None] | None = None,
        watch: ListChangedWatch | None = None,
    ) -> None:
        self.session = wire.session_of(session)
        self.require = tuple(require)
        self.optional = tuple(optional)
        self.pin = Path(pin) if pin is not None else None
        self.raise_on = frozenset(raise_on)
        self.on_event = on_event
        self.on_optional_missing = on_optional_missing
        self.watch = watch
        self.stats = Stats()
        self.tools: dict[str, dict[str, Any]] = {}
        self._inputs: dict[str, Judge | GuardUnavailable] = {}
        self._outputs: dict[str, Judge | GuardUnavailable] = {}
        self._expect: dict[str, Judge] = {
            n: expectation_judge(e) for n, e in (expect or {}).items()}
        self._baseline: tuple[Any, ...] = self._read_pin() if self.pin is not None else ()

    # ------------------------------------------------------------------ binding

    def _read_pin(self) -> tuple[Any, ...]:
        from mcpcheck.snapshots.store import read_snapshot

        assert self.pin is not None
        try:
            return read_snapshot(self.pin).surface().tools
        except McpcheckError as exc:
            raise GuardUnavailable(f"cannot read the pinned snapshot: {exc.message}") from None

    async def bind(self, session: Any | None = None) -> None:
        """Read tools/list (raw) and check required names, optional names and the pin.
        With `session`, rebind to a new session (after a reconnect)."""
        if session is not None:
            self.session = wire.session_of(session)
        if self.watch is not None:
            self.watch.changed = False
        listed = await wire.list_tools_raw(self.session)
        self.tools = {}
        for tool in listed:
            name = tool_name(tool)
            if name is not None and name not in self.tools:
                self.tools[name] = tool
        self._inputs.clear()
        self._outputs.clear()
        held = self._check_names(listed)
        if self._baseline:
            held = self._check_pin(listed) and held
        if held:
            self._emit(GuardEvent(Check.BIND, Outcome.OK))

    def _check_names(self, listed: list[Any]) -> bool:
        """True when every required tool is there (optional ones go to the callback)."""
        absent = [n for n in self.optional if n not in self.tools]
        if absent and self.on_optional_missing is not None:
            self.on_optional_missing(absent)
        missing = {n: likely_rename(n, listed, self._baseline) or ""
                   for n in self.require if n not in self.tools}
        if missing:
            self._violate(Check.BIND, None, ToolMissing(missing))
        return not missing

    def _check_pin(self, listed: list[Any]) -> bool:
        """True when the live tools hold the pinned snapshot's contracts (no error drift)."""
        from mcpcheck.checks.drift import diff_tools

        live = as_stored(Surface(None, None, None, {}, tuple(listed))).tools
        findings: list[Finding] = [f for f in diff_tools(self._baseline, live)
                                   if f.severity is Severity.ERROR]
        if findings:
            self._violate(Check.BIND, None, ContractDrift(str(self.pin), findings))
        return not findings

    # ------------------------------------------------------------------ calls

    async def call_tool(self, name: str, arguments: dict[str, Any] | None = None,
                        read_timeout_seconds: float | None = None) -> Any:
        """Judge the arguments, call, judge the result; returns the SDK's CallToolResult."""
        if self.watch is not None and self.watch.changed:
            await self.bind()
        tool = self.tools.get(name)
        if tool is None:
            rename = likely_rename(name, list(self.tools.values()), self._baseline) or ""
            self._violate(Check.TOOL, name, ToolMissing({name: rename}))
        else:
            self._emit(GuardEvent(Check.TOOL, Outcome.OK, name))
            self.check_arguments(name, arguments if arguments is not None else {})
        raw = await wire.call_tool_raw(self.session, name, arguments, read_timeout_seconds)
        self.check_result(name, raw)
        return wire.typed_result(raw)

    def check_arguments(self, name: str, arguments: Any) -> None:
        """Judge arguments against the bound tool's inputSchema without sending anything."""
        judge = self._judge(self._inputs, name, "inputSchema")
        if isinstance(judge, GuardUnavailable):
            self._violate(Check.ARGUMENTS, name, judge)
            return
        found = judge(arguments)
        if found is None:
            self._emit(GuardEvent(Check.ARGUMENTS, Outcome.OK, name))
            return
        self._violate(Check.ARGUMENTS, name, ArgumentsRejected(
            name, found.pointer, found.keyword, found.limit, found.message, found.sent))

    def check_result(self, name: str, raw: Mapping[str, Any]) -> None:
        """Judge a raw tools/call result against the outputSchema and the caller's expectation."""
        if raw.get("isError") is True:
            self._emit(GuardEvent(Check.RESULT_SCHEMA, Outcome.SKIPPED, name))
            return
        has_structured = "structuredContent" in raw
        structured = raw.get("structuredContent")
        self._check_output_schema(name, has_structured, structured)
        expectation = self._expect.get(name)
        if expectation is None:
            return
        found = expectation(structured) if has_structured else None
        if not has_structured:
            found = _no_structured()
        if found is None:
            self._emit(GuardEvent(Check.RESULT_EXPECTATION, Outcome.OK, name))
        else:
            self._violate(Check.RESULT_EXPECTATION, name,
                          ResultDrifted(name, found.pointer, found.keyword, found.message))

    def _check_output_schema(self, name: str, has_structured: bool, structured: Any) -> None:
        tool = self.tools.get(name)
        if tool is None or "outputSchema" not in tool:
            self._emit(GuardEvent(Check.RESULT_SCHEMA, Outcome.SKIPPED, name))
            return
        judge = self._judge(self._outputs, name, "outputSchema")
        if isinstance(judge, GuardUnavailable):
            self._violate(Check.RESULT_SCHEMA, name, judge)
            return
        found = judge(structured) if has_structured else _no_structured()
        if found is None:
            self._emit(GuardEvent(Check.RESULT_SCHEMA, Outcome.OK, name))
        else:
            self._violate(Check.RESULT_SCHEMA, name, ResultContradictsSchema(
                name, found.pointer, found.keyword, found.message))

    def _judge(self, cache: dict[str, Judge | GuardUnavailable], name: str,
               part: str) -> Judge | GuardUnavailable:
        if name not in cache:
            schema = self.tools.get(name, {}).get(part, {})
            try:
                cache[name] = schema_judge(schema)
            except SchemaError as exc:
                cache[name] = GuardUnavailable(f"`{name}` has an unusable {part}: {exc.message}")
        return cache[name]

    # ------------------------------------------------------------------ outcomes

    def _violate(self, check: Check, tool: str | None, error: ContractError) -> None:
        raised = check in self.raise_on
        self._emit(GuardEvent(check, Outcome.VIOLATED, tool, error, raised))
        if raised:
            raise error

    def _emit(self, event: GuardEvent) -> None:
        self.stats.add(event)
        if self.on_event is not None:
            self.on_event(event)


def _no_structured() -> Any:
    from mcpcheck.guard.expect import Violation

    return Violation("", "structuredContent", "the result has no structuredContent")


@asynccontextmanager
async def guarded(session: Any, **options: Any) -> AsyncIterator[Guard]:
    """`async with guarded(session, require=[...], pin="snapshots/x.json") as g:` binds once
    (one tools/list) and yields the Guard; see Guard for the options."""
    guard = Guard(session, **options)
    await guard.bind()
    yield guard
