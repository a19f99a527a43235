"""Per-test CPU of a pytest run: `pytest -p bench.cpuplug` (with the checkout on PYTHONPATH).

Each worker (or the single process under `-n 0`) appends one JSON line per test to
`$CPUPLUG_OUT/<worker>.jsonl` (default `build/cpuplug/`): the node id, the worker's own user+sys
CPU seconds spent in the test's setup, call and teardown, the CPU of the child processes it
reaped meanwhile (`RUSAGE_CHILDREN`: a process the test started and waited for; a child kept
for the session, such as tests/support/lint_child.py's, is counted when the session ends, in the
worker's last line), whether it failed, and the wall
clock at its start and end (`time.time()`, so the lines of all workers share one clock and the
run's schedule can be read back: which worker ran what, when, and which one ran last). At the
end of the session each worker writes one more line (`"node": null`) with its whole CPU,
imports and collection included. `bench/cpuplug_report.py` sums the lines by file and family.
"""

from __future__ import annotations

import json
import os
import resource
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


def _cpu(who: int) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


def _out() -> Path:
    folder = Path(os.environ.get("CPUPLUG_OUT", "build/cpuplug"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{os.environ.get('PYTEST_XDIST_WORKER', 'main')}.jsonl"


def _write(line: dict[str, Any]) -> None:
    with _out().open("a", encoding="utf-8") as f:
        f.write(json.dumps(line) + "\n")


_FAILED: set[str] = set()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.failed:
        _FAILED.add(report.nodeid)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Iterator[None]:
    own, children, start = _cpu(resource.RUSAGE_SELF), _cpu(resource.RUSAGE_CHILDREN), time.time()
    yield
    _write({"node": item.nodeid,
            "own": round(_cpu(resource.RUSAGE_SELF) - own, 4),
            "children": round(_cpu(resource.RUSAGE_CHILDREN) - children, 4),
            "start": round(start, 3), "end": round(time.time(), 3),
            "failed": item.nodeid in _FAILED})


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish() -> None:
    _write({"node": None, "own": round(_cpu(resource.RUSAGE_SELF), 3),
            "children": round(_cpu(resource.RUSAGE_CHILDREN), 3), "end": round(time.time(), 3)})
