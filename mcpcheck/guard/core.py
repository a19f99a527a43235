"""The guard itself: bind once, judge every call before it leaves and every result on receipt."""

from __future__ import annotations

import math
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Mapping, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import anyio.lowlevel

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
REBIND_SECONDS = 30.0  # default bound on the tools/list a call waits for after a change
MAX_ARGUMENT_DEPTH = 200  # the MCP SDK parser's nesting limit: a server would refuse deeper


class ListChangedWatch:
    """Pass as the session's `message_handler`: notes `notifications/tools/list_changed` so the
    guard rebinds before the next call; forwards every message to `inner` when given.

    `generation` counts the notifications seen; a guard is current when it bound at the latest
    one. `changed` is True from a notification until a guard rebinds."""

    def __init__(self, inner: Callable[[Any], Awaitable[None]] | None = None) -> None:
        self.inner = inner
        self.changed = False
        self.generation = 0

    async def __call__(self, message: Any) -> None:
        if getattr(message, "method", None) == "notifications/tools/list_changed":
            self.generation += 1
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
        rebind_timeout: float = REBIND_SECONDS,
    ) -> None:
        self.session = wire.session_of(session)
        self.require = _names("require", require)
        self.optional = _names("optional", optional)
        self.pin = Path(pin) if pin is not None else None
        self.raise_on = _checks(raise_on)
        self.on_event = on_event
        self.on_optional_missing = on_optional_missing
        self.watch = watch
        if not isinstance(rebind_timeout, int | float) or not 0 < rebind_timeout < math.inf:
            raise GuardUnavailable("`rebind_timeout` is a positive number of seconds, got "
                                   f"{rebind_timeout!r:.60}")
        self.rebind_timeout = float(rebind_timeout)
        self.stats = Stats()
        self.tools: dict[str, dict[str, Any]] = {}
        self._inputs: dict[str, Judge | GuardUnavailable] = {}
        self._outputs: dict[str, Judge | GuardUnavailable] = {}
        self._expect: dict[str, Judge] = _expectations(expect)
        self._baseline: tuple[Any, ...] = self._read_pin() if self.pin is not None else ()
        self._bound_generation = -1  # the watch generation of the last bind (-1: never bound)
        self._binding: anyio.Lock | None = None

    # ------------------------------------------------------------------ binding

    def _read_pin(self) -> tuple[Any, ...]:
        from mcpcheck.snapshots.store import read_snapshot

        assert self.pin is not None
        try:
            return read_snapshot(self.pin).surface().tools
        except McpcheckError as exc:
            raise GuardUnavailable(f"cannot read the pinned snapshot: {exc.message}") from None

    def _lock(self) -> anyio.Lock:
        if self._binding is None:  # made on first use, inside the caller's event loop
            self._binding = anyio.Lock()
        return self._binding

    async def bind(self, session: Any | None = None) -> None:
        """Read tools/list (raw) and check required names, optional names and the pin.
        With `session`, rebind to a new session (after a reconnect). Calls that start while a
        bind is under way wait for it."""
        async with self._lock():
            if session is not None:
                self.session = wire.session_of(session)
            await self._bind()

    async def _current(self) -> None:
        """Before a call is judged: when the watch saw tools/list_changed since the last bind,
        rebind (one rebind however many calls wait for it, bounded by `rebind_timeout`)."""
        if self.watch is None:
            return
        # Notifications that arrived before this call's turn were handed to the session's
        # message handler as tasks of their own: let them run before the watch is read.
        await anyio.lowlevel.checkpoint()
        if self.watch.generation == self._bound_generation:
            return
        async with self._lock():
            if self.watch.generation == self._bound_generation:
                return  # another call rebound while this one waited
            try:
                with anyio.fail_after(self.rebind_timeout):
                    await self._bind()
            except TimeoutError:
                raise GuardUnavailable(
                    "the tools changed (tools/list_changed) and the new tool list did not "
                    f"arrive within {self.rebind_timeout:g} s") from None

    async def _bind(self) -> None:
        generation = self.watch.generation if self.watch is not None else 0
        if getattr(self.session, "protocol_version", "") is None:
            raise GuardUnavailable("the session is not initialized: call `await "
                                   "session.initialize()` before guarding it")
        listed = await wire.list_tools_raw(self.session)
        # current from here on: a notification during the read makes the next call rebind
        self._bound_generation = generation
        if self.watch is not None and self.watch.generation == generation:
            self.watch.changed = False
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
        await self._current()
        tool = self.tools.get(name)
        if tool is None:
            rename = likely_rename(name, list(self.tools.values()), self._baseline) or ""
            self._violate(Check.TOOL, name, ToolMissing({name: rename}))
        else:
            self._ok(Check.TOOL, name)
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
        if _deeper_than(arguments, MAX_ARGUMENT_DEPTH):
            self._violate(Check.ARGUMENTS, name, ArgumentsRejected(
                name, "", "depth", MAX_ARGUMENT_DEPTH,
                f"nested deeper than {MAX_ARGUMENT_DEPTH} levels"))
            return
        found = judge(arguments)
        if found is None:
            self._ok(Check.ARGUMENTS, name)
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
            self._ok(Check.RESULT_EXPECTATION, name)
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
            self._ok(Check.RESULT_SCHEMA, name)
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

    def _ok(self, check: Check, tool: str) -> None:
        """A check that held: counted; an event is made only for a hook."""
        if self.on_event is None:
            self.stats.tally(tool, check, Outcome.OK)
        else:
            self._emit(GuardEvent(check, Outcome.OK, tool))

    def _emit(self, event: GuardEvent) -> None:
        self.stats.add(event)
        if self.on_event is not None:
            self.on_event(event)


def _names(option: str, names: Sequence[str] | str) -> tuple[str, ...]:
    """Tool names: a sequence of strings, or one name as a string."""
    listed = _items(option, names, "tool names (strings)")
    for name in listed:
        if not isinstance(name, str):
            raise GuardUnavailable(f"`{option}` takes tool names (strings), got "
                                   f"{type(name).__name__} {name!r:.60}")
    return listed


def _items(option: str, value: Any, what: str) -> tuple[Any, ...]:
    """One item given as a string, or the items of a collection."""
    if isinstance(value, str):
        return (value,)
    try:
        return tuple(value)
    except TypeError:
        raise GuardUnavailable(f"`{option}` takes {what}, got {type(value).__name__}") from None


def _checks(raise_on: Collection[Check | str] | Check | str) -> frozenset[Check]:
    """The checks that raise: Check members or their names, one or a collection of them."""
    known = ", ".join(c.value for c in Check)
    checks = set()
    for item in _items("raise_on", raise_on, f"checks ({known})"):
        try:
            checks.add(Check(item))
        except (ValueError, TypeError):
            raise GuardUnavailable(f"`raise_on` names no check `{item}` (checks: {known})"
                                   ) from None
    return frozenset(checks)


def _expectations(expect: Mapping[str, Any] | None) -> dict[str, Judge]:
    judges = {}
    for name, expectation in (expect or {}).items():
        try:
            judges[name] = expectation_judge(expectation)
        except SchemaError as exc:
            raise GuardUnavailable(f"the `expect` of `{name}` is not a usable JSON Schema: "
                                   f"{exc.message}") from None
        except TypeError as exc:
            raise GuardUnavailable(f"the `expect` of `{name}`: {exc}") from None
    return judges


_CONTAINERS = (dict, list, tuple)


def _deeper_than(value: Any, limit: int) -> bool:
    """Whether arrays and objects nest deeper than `limit` (level by level: no recursion)."""
    if type(value) is dict and limit > 0:  # the common case, an object of plain values
        for item in value.values():
            if isinstance(item, _CONTAINERS):
                break
        else:
            return False
    level = [value]
    depth = 0
    while True:
        below: list[Any] = []
        for item in level:
            if isinstance(item, dict):
                below.extend(item.values())
            elif isinstance(item, list | tuple):
                below.extend(item)
            else:
                continue
            if depth >= limit:
                return True
        if not below:
            return False
        level = below
        depth += 1


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
