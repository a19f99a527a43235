"""Benchmark: load_calls + validate_calls on 10,000 argument files for a 50-tool surface.

Compared with plain jsonschema (Draft202012Validator(schema).iter_errors) in a bare loop over
the same, already parsed, arguments. Run: .venv/bin/python bench/bench_validate.py
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator

from mcpcheck.checks.arguments import Call, load_calls, validate_calls
from mcpcheck.schemas import compiler as schema_module

TOOLS = 50
FILES = 10_000
REPEAT = 3


def make_tool(i: int) -> dict[str, Any]:
    props: dict[str, Any] = {
        "path": {
            "type": "string",
            "pattern": "^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+$",
            "maxLength": 200,
        },
        "limit": {"type": "integer", "minimum": 1, "maximum": 1000},
        "mode": {"enum": ["fast", "safe", "full"]},
        "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 5, "uniqueItems": True},
        "options": {
            "type": "object",
            "additionalProperties": False,
            "properties": {"depth": {"type": "integer"}, "follow": {"type": "boolean"}},
        },
    }
    for extra in range(i % 6):
        props[f"field_{extra}"] = {"type": ["string", "null"], "minLength": 1}
    return {
        "name": f"tool_{i:02d}",
        "description": f"Tool number {i}",
        "inputSchema": {
            "type": "object",
            "properties": props,
            "required": ["path"],
            "additionalProperties": False,
        },
    }


def make_arguments(rng: random.Random) -> dict[str, Any]:
    args: dict[str, Any] = {
        "path": rng.choice(["docs/a.txt", "src/main.py", "notes/2024/x.md"]),
        "limit": rng.randint(1, 1000),
        "mode": rng.choice(["fast", "safe", "full"]),
        "tags": rng.sample(["a", "b", "c", "d"], k=rng.randint(0, 3)),
        "options": {"depth": rng.randint(0, 5), "follow": rng.random() < 0.5},
    }
    mistake = rng.random()
    if mistake < 0.05:
        args["limit"] = str(args["limit"])
    elif mistake < 0.10:
        args["path"] = "../etc/passwd"
    elif mistake < 0.15:
        args["recursive"] = True
    elif mistake < 0.20:
        args["mode"] = "FAST"
    return args


def median_time(fn: Callable[[], object], setup: Callable[[], None] | None = None) -> float:
    times = []
    for _ in range(REPEAT):
        if setup:
            setup()
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    rng = random.Random(5)
    tools = [make_tool(i) for i in range(TOOLS)]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for n in range(FILES):
            call = {"tool": tools[n % TOOLS]["name"], "arguments": make_arguments(rng)}
            (root / f"call_{n:05d}.json").write_text(json.dumps(call), encoding="utf-8")
        files = sorted(root.iterdir())
        calls, problems = load_calls(files)
        assert not problems and len(calls) == FILES

        cold = schema_module._CACHE.clear  # compile every tool again in each timed run
        t_load = median_time(lambda: load_calls(files))
        t_compile = median_time(
            lambda: [schema_module.compile_validator(t["inputSchema"]) for t in tools], cold
        )
        t_validate = median_time(lambda: validate_calls(calls, tools), cold)
        t_warm = median_time(lambda: validate_calls(calls, tools))
        t_both = median_time(lambda: validate_calls(load_calls(files)[0], tools), cold)
        findings = validate_calls(calls, tools)

        plain = {t["name"]: Draft202012Validator(t["inputSchema"]) for t in tools}
        bare_calls: list[Call] = calls

        def bare() -> int:
            return sum(len(list(plain[c.tool or ""].iter_errors(c.arguments))) for c in bare_calls)

        t_bare = median_time(bare)
        bare_errors = bare()

    rows = [
        ("load_calls (read + parse 10k files)", t_load),
        ("compile 50 schemas (metaschema check, cold)", t_compile),
        ("validate_calls, cold compile", t_validate),
        ("validate_calls, schemas cached", t_warm),
        ("load_calls + validate_calls, cold", t_both),
        ("jsonschema Draft202012 iter_errors, bare loop", t_bare),
    ]
    print(f"{TOOLS} tools, {FILES} argument files, median of {REPEAT} runs")
    print(f"findings: {len(findings)} (bare jsonschema errors: {bare_errors})")
    print(f"{'stage':<48}{'total s':>10}{'per call µs':>14}")
    for label, seconds in rows:
        per = "" if "compile 50" in label else f"{seconds / FILES * 1e6:.1f}"
        print(f"{label:<48}{seconds:>10.3f}{per:>14}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
