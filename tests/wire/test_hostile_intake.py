"""The whole hostile corpus served by a real server beside good tools: snapshot, diff, probe,
validate and lint all complete with their documented exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.checks.lint.test_lint_corpus import GENERATORS
from tests.conftest import ROOT, raw_server, run_cli

CORPUS = json.loads((ROOT / "tests" / "fixtures" / "hostile_tools.json").read_text())
# 200 nesting levels exceed the SDK's JSON parser: the whole list becomes unreadable, which the
# fault suite covers (deep-nesting, exit 3). Everything else is served in one list.
SERVED = [entry for entry in CORPUS if entry.get("generate") != "nested_200"]
GOOD = {"name": "good_tool", "description": "fine",
        "inputSchema": {"type": "object", "additionalProperties": False, "required": ["q"],
                        "properties": {"q": {"type": "string", "maxLength": 20}}}}


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], Path]:
    work = tmp_path_factory.mktemp("hostile")
    tools = [GOOD, *[entry["tool"] if "tool" in entry else GENERATORS[entry["generate"]]()
                     for entry in SERVED]]
    spec = work / "tools.json"
    spec.write_text(json.dumps(tools))
    return raw_server("--tools", str(spec), "--page-size", "10"), work


def test_corpus_is_large_enough() -> None:
    assert len(CORPUS) >= 30


def test_every_command_completes(served: tuple[list[str], Path]) -> None:
    server, work = served
    snap = work / "h.json"
    made = run_cli("snapshot", "--snapshot", str(snap), "-f", "json", "--", *server)
    assert made.code == 0, made.out + made.err
    stored = json.loads(snap.read_text())["tools"]
    assert len(stored) == len(SERVED) + 1  # every tool recorded as received
    unusable = {f["tool"] for f in made.json()["servers"][0]["findings"]
                if f["rule"] == "tool-unusable"}
    assert "good_tool" not in unusable and len(unusable) >= 20

    same = run_cli("diff", "--snapshot", str(snap), "-f", "json", "--", *server)
    assert same.code == 0, same.out + same.err

    probe = run_cli("probe", "--require", "good_tool", "--", *server)
    assert probe.code == 0, probe.out + probe.err
    missing = run_cli("probe", "--require", "good_tool,nope", "--", *server)
    assert missing.code == 1 and "nope" in missing.out

    args = work / "call.json"
    args.write_text(json.dumps([{"tool": "good_tool", "arguments": {"q": "hi"}},
                                {"tool": "good_tool", "arguments": {"q": 5}}]))
    validated = run_cli("validate", str(args), "-f", "json", "--", *server)
    assert validated.code == 1
    invalid = [f for f in validated.json()["servers"][0]["findings"]
               if f["rule"] == "argument-invalid"]
    assert [(f["path"], f["tool"]) for f in invalid] == [("/q", "good_tool")]

    linted = run_cli("lint", "-f", "json", "--", *server)
    assert linted.code == 1
    assert linted.json()["servers"][0]["details"]["verdicts"]["good_tool"] == "usable"
