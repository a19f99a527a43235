"""multipleOf in exact decimal arithmetic: validate (argument files), call (real server), drift."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.arguments import load_calls, validate_calls
from mcpcheck.checks.drift import diff_tools
from mcpcheck.schemas.compiler import compile_validator
from mcpcheck.schemas.exactnum import JsonFloat, is_multiple, parse_float
from tests.checks.arguments.test_validate_suite import DRAFTS, SUITE
from tests.conftest import raw_server, run_cli

BEYOND_2_53 = 2**53 + 1  # 9007199254740993: odd, and not a double


@pytest.mark.parametrize(
    ("value", "step", "expected"),
    [
        (0.3, 0.1, True),
        (19.99, 0.01, True),
        (0.0075, 0.0001, True),
        (0.3, 0.2, False),
        (19.995, 0.01, False),
        (BEYOND_2_53, 2.0, False),
        (BEYOND_2_53, 0.5, True),
        (BEYOND_2_53 * 3, 3, True),
        (1e308, 0.5, True),
        (1e308, 0.123456789, False),
        (12391239123, 1e-8, True),
        (1.0, 0.5, True),
        (-0.0, 0.7, True),
        (10**400, 1e-300, True),
        (1e-300, 10**300, False),
        (True, 1, None),
        (float("nan"), 1, None),
        (float("inf"), 0.5, None),
        (1, 0, None),
    ],
)
def test_is_multiple(value: Any, step: Any, expected: bool | None) -> None:
    assert is_multiple(value, step) is expected


def test_written_digits_win_over_the_double() -> None:
    # "0.30000000000000001" is the same double as 0.3, but as written it is no multiple of 0.1
    written = json.loads("0.30000000000000001", parse_float=parse_float)
    assert isinstance(written, JsonFloat) and written == 0.3
    assert is_multiple(written, 0.1) is False
    assert is_multiple(json.loads("19.990", parse_float=parse_float), 0.01) is True
    assert is_multiple(json.loads("1e400", parse_float=parse_float), 0.5) is None  # inf as today


@pytest.mark.parametrize(
    ("schema", "instance"),
    [
        ({"multipleOf": 0.1}, 0.3),
        ({"multipleOf": 0.01}, 19.99),
        ({"type": "integer", "multipleOf": 0.5}, 1.0),
        ({"type": "integer", "multipleOf": 0.5}, BEYOND_2_53),
        ({"multipleOf": 0.5}, True),  # a boolean is never a number: multipleOf does not apply
    ],
)
def test_schema_accepts_exact_multiples(schema: dict[str, Any], instance: Any) -> None:
    assert compile_validator(schema).errors(instance) == []


def test_schema_rejects_beyond_2_53_and_keeps_type_rules() -> None:
    [issue] = compile_validator({"multipleOf": 2.0}).errors(BEYOND_2_53)
    assert (issue.keyword, issue.message) == ("multipleOf", "must be a multiple of 2.0")
    draft4 = {"$schema": DRAFTS["draft4"], "type": "integer"}
    assert [i.keyword for i in compile_validator(draft4).errors(1.0)] == ["type"]
    one = json.loads("1.0", parse_float=parse_float)
    assert compile_validator({"type": "integer"}).errors(one) == []


def _optional_float_cases() -> list[tuple[str, Any, Any, bool]]:
    cases = []
    for draft, uri in DRAFTS.items():
        for stem in ("float-overflow", "bignum"):
            path = SUITE / draft / "optional" / f"{stem}.json"
            for group in json.loads(path.read_text(encoding="utf-8"), parse_float=parse_float):
                schema = group["schema"]
                if isinstance(schema, dict) and "$schema" not in schema:
                    schema = {**schema, "$schema": uri}
                for case in group["tests"]:
                    cases.append((f"{draft}/{stem}", schema, case["data"], case["valid"]))
    return cases


def test_optional_float_cases_of_the_suite() -> None:
    cases = _optional_float_cases()
    assert len(cases) >= 5 * 10
    wrong = [(where, data) for where, schema, data, valid in cases
             if (not compile_validator(schema).errors(data)) != valid]
    assert wrong == []


def test_validate_argument_files(tmp_path: Path) -> None:
    tool = {"name": "price", "inputSchema": {
        "type": "object",
        "properties": {"amount": {"type": "number", "multipleOf": 0.01},
                       "count": {"type": "integer", "multipleOf": 2.0}}}}
    good = tmp_path / "good.json"
    good.write_text('{"tool": "price", "arguments": {"amount": 19.99, "count": 4.0}}')
    bad = tmp_path / "bad.json"
    arguments = f'{{"amount": 19.995, "count": {BEYOND_2_53}}}'
    bad.write_text(f'{{"tool": "price", "arguments": {arguments}}}')
    calls, problems = load_calls([good, bad])
    assert problems == []
    found = [(f.file, f.path, f.message) for f in validate_calls(calls, [tool])]
    assert sorted(found) == [
        (str(bad), "/amount", "`/amount`: must be a multiple of 0.01"),
        (str(bad), "/count", "`/count`: must be a multiple of 2.0"),
    ]


PRICE_TOOL = {
    "name": "price",
    "description": "Echo a price.",
    "inputSchema": {"type": "object", "properties": {"amount": {"type": "number",
                                                                "multipleOf": 0.01}}},
    "outputSchema": {"type": "object", "properties": {"amount": {"type": "number",
                                                                 "multipleOf": 0.1}}},
    "annotations": {"readOnlyHint": True},
}


def test_call_sends_and_checks_decimal_multiples(tmp_path: Path) -> None:
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([PRICE_TOOL]))
    calls = tmp_path / "calls.toml"
    calls.write_text('[[call]]\ntool = "price"\narguments = { amount = 0.3 }\n'
                     '[[call]]\ntool = "price"\narguments = { amount = 19.99 }\n')
    record = tmp_path / "record.txt"
    run = run_cli("call", "--calls", str(calls), "-f", "json", "--timeout", "30", "--",
                  *raw_server("--tools", str(tools), "--record", str(record)))
    findings = run.json()["servers"][0]["findings"]
    assert [(f["rule"], f["path"], f["message"]) for f in findings] == [
        ("call-result-contradicts-output-schema", "/structuredContent/amount",
         "call #2: the tool's own outputSchema: `/amount`: must be a multiple of 0.1 "
         "(value: 19.99)"),
    ]
    assert run.code == 1
    assert record.read_text().split().count("tools/call") == 2  # 0.3 and 19.99 were both sent


def _tool(step: Any) -> dict[str, Any]:
    schema = {"type": "object", "properties": {"n": {"type": "number", "multipleOf": step}}}
    return {"name": "t", "inputSchema": schema}


@pytest.mark.parametrize(
    ("before", "after", "rules"),
    [
        (0.1, 0.3, ["input-range-narrowed"]),  # every multiple of 0.3 is one of 0.1
        (0.3, 0.1, ["input-constraint-relaxed"]),
        (0.01, 0.1, ["input-range-narrowed"]),
        (3, 3.0000000001, ["input-range-narrowed"]),  # not within 1e-9 of a multiple: both ways
        (2.0, BEYOND_2_53, ["input-range-narrowed"]),
    ],
)
def test_drift_compares_steps_exactly(before: Any, after: Any, rules: list[str]) -> None:
    found = diff_tools([_tool(before)], [_tool(after)])
    assert [f.rule for f in found] == rules
