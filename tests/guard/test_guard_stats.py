"""The guard's counters: exact under threads (each thread counts into its own table, reading
sums them), and the same whether or not an event hook listens (no event is made without one)."""

from __future__ import annotations

import math
import random
import threading
from typing import Any

from mcpcheck.guard import Check, GuardEvent, Outcome, Stats
from mcpcheck.guard.core import Guard, _deeper_than


def test_counts_are_exact_under_threads_while_being_read() -> None:
    stats = Stats()
    threads, each = 8, 5000
    start = threading.Barrier(threads + 1)
    seen: list[int] = []

    def work(index: int) -> None:
        start.wait()
        for i in range(each):
            stats.tally(f"tool{index % 2}", Check.ARGUMENTS, Outcome.OK)
            if i % 1000 == 0:
                stats.add(GuardEvent(Check.RESULT_SCHEMA, Outcome.VIOLATED, "x"))

    workers = [threading.Thread(target=work, args=(i,)) for i in range(threads)]
    for worker in workers:
        worker.start()
    start.wait()
    while any(w.is_alive() for w in workers):
        seen.append(stats.count(check=Check.ARGUMENTS))  # reading while they count
    for worker in workers:
        worker.join()
    assert stats.count(check="arguments", outcome=Outcome.OK) == threads * each
    assert stats.count("tool0") == threads // 2 * each
    assert stats.count(outcome="violated") == threads * 5
    assert stats.snapshot() == {("tool0", "arguments", "ok"): threads // 2 * each,
                                ("tool1", "arguments", "ok"): threads // 2 * each,
                                ("x", "result-schema", "violated"): threads * 5}
    assert seen == sorted(seen)  # never more than was counted, never going back


class _Session:
    def send_request(self) -> None:  # pragma: no cover - never called: nothing is sent
        raise AssertionError


TOOL = {"name": "search", "inputSchema": {"type": "object", "required": ["q"], "properties": {
    "q": {"type": "string", "maxLength": 3}}},
        "outputSchema": {"type": "object", "properties": {"n": {"type": "integer"}}}}


def _judged(hook: Any) -> Guard:
    guard = Guard(_Session(), on_event=hook, raise_on=())
    guard.tools = {"search": TOOL}
    guard.check_arguments("search", {"q": "abc"})
    guard.check_arguments("search", {"q": "abcd"})
    guard.check_result("search", {"structuredContent": {"n": 1}})
    return guard


def test_counts_with_and_without_a_hook_agree() -> None:
    events: list[GuardEvent] = []
    quiet, heard = _judged(None), _judged(events.append)
    assert quiet.stats.snapshot() == heard.stats.snapshot() == {
        ("search", "arguments", "ok"): 1, ("search", "arguments", "violated"): 1,
        ("search", "result-schema", "ok"): 1}
    assert [(e.check, e.outcome, e.tool) for e in events] == [
        (Check.ARGUMENTS, Outcome.OK, "search"), (Check.ARGUMENTS, Outcome.VIOLATED, "search"),
        (Check.RESULT_SCHEMA, Outcome.OK, "search")]


def _levels(value: Any) -> float:
    """The deepest container's level (the value itself is level 0); -inf without one."""
    if isinstance(value, dict):
        children: Any = value.values()
    elif isinstance(value, list | tuple):
        children = value
    else:
        return -math.inf
    return max([0.0, *(1 + _levels(c) for c in children)])


def test_depth_of_arguments_as_the_recursive_definition() -> None:
    rng = random.Random(7)

    def value(depth: int) -> Any:
        kind = rng.choice("sdlt" if depth < 6 else "s")
        if kind == "s":
            return rng.choice([1, "x", None, 2.5])
        items = [value(depth + 1) for _ in range(rng.randrange(4))]
        if kind == "d":
            return {str(i): v for i, v in enumerate(items)}
        return items if kind == "l" else tuple(items)

    for _ in range(500):
        sample = value(0)
        for limit in range(8):
            assert _deeper_than(sample, limit) is (_levels(sample) >= limit), (sample, limit)
    assert not _deeper_than({"a": 1, "b": "x"}, 1) and _deeper_than({"a": 1}, 0)
    nested: Any = "x"
    for _ in range(500):
        nested = {"k": [nested]}
    assert _deeper_than(nested, 200) and not _deeper_than(nested, 1000)
