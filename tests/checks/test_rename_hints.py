"""Rename hints only when right (issue 23 §4): a candidate whose required arguments differ from
the missing tool's is never hinted, in `diff`, `probe`, `check` and the guard (one function);
without a baseline only a near spelling is offered, said to be a guess by name only."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mcpcheck.checks.required import likely_rename
from tests.conftest import PY, RAW_STDIO, raw_server, run_cli


def _tool(name: str, required: list[str], props: list[str] | None = None,
          description: str = "Navigate the browser.") -> dict[str, Any]:
    names = props if props is not None else required
    return {"name": name, "description": description,
            "inputSchema": {"type": "object",
                            "properties": {p: {"type": "string"} for p in names},
                            "required": required},
            "annotations": {"readOnlyHint": True}}


NAVIGATE = _tool("browser_navigate", ["url"])
BACK = _tool("browser_navigate_back", [])


def _snapshot(tmp_path: Path, name: str, tools: list[dict[str, Any]]) -> Path:
    path = tmp_path / f"{name}.json"
    run = run_cli("snapshot", "--snapshot", str(path), "--",
                  *raw_server("--tools-json", json.dumps(tools)))
    assert run.code == 0, run.out + run.err
    return path


def test_check_does_not_hint_a_tool_without_the_required_argument(tmp_path: Path) -> None:
    _snapshot(tmp_path, "base", [NAVIGATE])
    for live, hint in (([BACK], ""),
                       ([BACK, _tool("browserNavigate", ["url"], ["url", "wait"])],
                        "; likely renamed to `browserNavigate` (same required arguments)")):
        config = tmp_path / "mcpcheck.toml"
        config.write_text(f'[servers.web]\ncommand = "{PY}"\n'
                          f'args = [{json.dumps(str(RAW_STDIO))}, "--tools-json", '
                          f"{json.dumps(json.dumps(live))}]\n"
                          'snapshot = "base.json"\nrequire = ["browser_navigate"]\n'
                          "lint = false\n")
        run = run_cli("check", "--config", str(config), "-f", "json", cwd=tmp_path)
        assert run.code == 1, run.out + run.err
        [missing] = [f["message"] for f in run.json()["servers"][0]["findings"]
                     if f["rule"] == "required-tool-missing"]
        assert missing == f"required tool `browser_navigate` is not advertised{hint}"


def test_guard_hint_uses_the_same_rule() -> None:
    assert likely_rename("browser_navigate", [BACK], [NAVIGATE]) is None
    renamed = _tool("browser-navigate", ["URL"])
    assert likely_rename("browser_navigate", [BACK, renamed], [NAVIGATE]) == "browser-navigate"
    # without a baseline there is no schema to compare: a near spelling is no rename for an agent
    assert likely_rename("get-summ", [_tool("get-sum", ["a"])]) is None


def test_probe_offers_no_far_fetched_name(tmp_path: Path) -> None:
    tools = [_tool("resolve-library-id", ["libraryName"]),
             _tool("query-docs", ["libraryId", "query"])]
    run = run_cli("probe", "--require", "get-library-docs", "--",
                  *raw_server("--tools-json", json.dumps(tools)))
    assert run.code == 1
    assert run.out == ("error: raw-test-server: required tool `get-library-docs` is not "
                       "advertised\n")


def test_diff_does_not_pair_tools_whose_required_arguments_differ(tmp_path: Path) -> None:
    old = _snapshot(tmp_path, "old", [_tool("search_items", ["query"], ["query", "limit"])])
    new = _snapshot(tmp_path, "new", [_tool("search_items_v2", ["query", "index"],
                                            ["query", "limit", "index"])])
    run = run_cli("diff", str(old), str(new), "-f", "json")
    assert run.code == 1, run.out + run.err
    rules = sorted(f["rule"] for f in run.json()["servers"][0]["findings"])
    assert "tool-renamed" not in rules
    assert {"tool-removed", "tool-added"} <= set(rules), rules


def test_a_required_argument_made_optional_is_still_a_compatible_rename() -> None:
    from mcpcheck.checks.drift.renames import compatible

    old = _tool("getResourceReference", ["resourceId"])
    assert compatible(old, _tool("get-resource-reference", [], ["resourceId", "resourceType"]))
    assert not compatible(old, _tool("get-resource-reference", [], ["resourceType"]))
    assert not compatible(old, _tool("get-resource-reference", ["resourceId", "kind"]))
