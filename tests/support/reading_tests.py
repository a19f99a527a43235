"""The tests every precision round's file repeats, made once: bind what a factory returns at
module level under names starting with `test_`.

`read_away_test`: each listed (corpus file, entry id) of tests/corpus/lint, a benign tool that
had an error-level finding when the round began, has none now. `servers_clean_test`: every tool
of each listed server of tests/corpus/servers, linted together, has no error-level finding.
`reading_test`: each (text, caught) row, made into the file's tool by a builder (`led` makes the
common one: an ordinary first sentence, the text, a named tool), has the round's rule at error
level exactly when `caught` says so: the benign reading and its attack twin in one table (the
rule may be a set of rules, any of which counts; with `path` and `holds`, the first error-level
finding of the rule on a caught row is at that path and its message holds that text);
`instructions_test` the same for a server's instructions. `published_servers_test`: each listed
published server's snapshot has no error-level finding, whole, in its server texts, tool by tool.

A factory refuses an empty table (pytest would skip the test, not fail it).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.lint import lint_tools
from mcpcheck.checks.lint.surface import lint_server_texts
from mcpcheck.models import Severity, Surface
from mcpcheck.snapshots.store import read_snapshot
from tests.support.lint_builders import corpus_entries, error_rule_ids, text_tool

SERVERS = Path(__file__).resolve().parents[1] / "corpus" / "servers"

Tool = dict[str, Any]


def _listed(rows: Sequence[Any]) -> None:
    if not rows:
        raise ValueError("a listed test needs at least one row")


def _entry(corpus: str, entry_id: str) -> Tool:
    (found,) = [e for e in corpus_entries(corpus) if e["id"] == entry_id]
    return found


def read_away_test(listed: Sequence[tuple[str, str]]) -> Callable[..., None]:
    """The test that each (corpus file, entry id) has no error-level finding; the ids are the
    entry ids."""
    _listed(listed)

    @pytest.mark.parametrize(("corpus", "entry_id"), listed, ids=[i for _, i in listed])
    def read_away(corpus: str, entry_id: str) -> None:
        (verdict,) = lint_tools([_entry(corpus, entry_id)["tool"]])
        assert [f.rule for f in verdict.findings if f.severity is Severity.ERROR] == [], entry_id

    return read_away


def servers_clean_test(names: Sequence[str]) -> Callable[..., None]:
    """The test that each server's tools (tests/corpus/servers/<name>.json), linted together,
    have no error-level finding; the ids are the names."""
    _listed(names)

    @pytest.mark.parametrize("name", names)
    def clean_whole(name: str) -> None:
        document = json.loads((SERVERS / f"{name}.json").read_text(encoding="utf-8"))
        tools = [entry["definition"] for entry in document["tools"]]
        errors = [(v.tool, str(f.rule)) for v in lint_tools(tools) for f in v.findings
                  if f.severity is Severity.ERROR]
        assert errors == [], name

    return clean_whole


def led(lead: str, name: str, params: dict[str, str] | None = None) -> Callable[[str], Tool]:
    """The builder of `text_tool(lead + text, params, name=name)` (params empty or not given:
    text_tool's one `query`)."""
    return lambda text: text_tool(lead + text, params, name=name)


def _reading(rule: str | Collection[str], rows: Sequence[tuple[str, bool]],
             errors: Callable[[str], set[str]]) -> Callable[..., None]:
    _listed(rows)
    rules = {rule} if isinstance(rule, str) else set(rule)

    @pytest.mark.parametrize(("text", "caught"), rows)
    def reading(text: str, caught: bool) -> None:
        assert bool(rules & errors(text)) is caught, text

    return reading


def first_error(tool: Tool, rule: str) -> tuple[str, str] | None:
    """The (path, message) of the tool's first error-level finding of `rule`, or None."""
    (verdict,) = lint_tools([tool])
    for found in verdict.findings:
        if found.severity is Severity.ERROR and str(found.rule) == rule:
            return found.path, found.message
    return None


def _located(rule: str, rows: Sequence[tuple[str, bool]], tool: Callable[[str], Tool],
             path: str | None, holds: str | tuple[str, ...]) -> Callable[..., None]:
    _listed(rows)
    wanted = (holds,) if isinstance(holds, str) else holds

    @pytest.mark.parametrize(("text", "caught"), rows)
    def reading(text: str, caught: bool) -> None:
        found = first_error(tool(text), rule)
        assert (found is not None) is caught, text
        if found is not None:
            assert path is None or found[0] == path, found
            assert not wanted or any(part in found[1] for part in wanted), found

    return reading


def reading_test(rule: str | Collection[str], rows: Sequence[tuple[str, bool]],
                 tool: Callable[[str], Tool], path: str | None = None,
                 holds: str | tuple[str, ...] = ()) -> Callable[..., None]:
    """The test that each (text, caught) row, built into a tool by `tool`, has `rule` (or one
    of a set of rules) among its error-level rule ids exactly when `caught`; with `path` or
    `holds` (one rule), a caught row's first error-level finding of the rule is at `path` and
    its message holds `holds` (or one of a tuple of texts)."""
    if path is None and not holds:
        return _reading(rule, rows, lambda text: error_rule_ids(tool(text)))
    if not isinstance(rule, str):
        raise ValueError("a located reading names one rule")
    return _located(rule, rows, tool, path, holds)


def instructions_errors(instructions: str, server: str, tool_names: Sequence[str]) -> set[str]:
    """The error-level rule ids of the server texts of a server with these instructions and
    tools of these names (each "A tool." with a bare object schema)."""
    tools = tuple({"name": name, "description": "A tool.", "inputSchema": {"type": "object"}}
                  for name in tool_names)
    surface = Surface(server_name=server, server_version="1", protocol_version="2025-06-18",
                      capabilities={"tools": {}}, tools=tools, instructions=instructions)
    return {str(f.rule) for f in lint_server_texts(surface) if f.severity is Severity.ERROR}


def instructions_test(rule: str, rows: Sequence[tuple[str, bool]], server: str,
                      tool_names: Sequence[str]) -> Callable[..., None]:
    """`reading_test` for a server's instructions: each (text, caught) row, as the instructions of
    `instructions_errors`' server, has `rule` exactly when `caught`."""
    return _reading(rule, rows, lambda text: instructions_errors(text, server, tool_names))


def published_servers_test(names: Sequence[str]) -> Callable[..., None]:
    """The test that each published server's snapshot (tests/corpus/servers/<name>.json) has no
    error-level finding: its tools linted whole, its server texts, and each tool alone (as it
    reads back from JSON); the ids are the names."""
    _listed(names)

    @pytest.mark.parametrize("server", names)
    def alone_or_whole(server: str) -> None:
        surface = read_snapshot(SERVERS / f"{server}.json").surface()
        whole = lint_tools(list(surface.tools), protocol_version=surface.protocol_version)
        assert [v.key for v in whole
                if any(f.severity is Severity.ERROR for f in v.findings)] == [], server
        assert [f.rule for f in lint_server_texts(surface) if f.severity is Severity.ERROR] == []
        alone = [tool.get("name") for tool in surface.tools
                 if error_rule_ids(json.loads(json.dumps(tool)))]
        assert alone == [], server

    return alone_or_whole
