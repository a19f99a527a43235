"""The intake's lean question (`unusable_tools`) against the full lint, on every tool we hold.

`plainly_usable` must be sound: a tool it passes is never `unusable` under `lint_tools`. And
`unusable_tools` must give exactly `lint_tools`'s unusable verdicts (keys, findings, order).
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.lint import (
    attacks,
    context,
    engine,
    lint_tools,
    propnames,
    unusable_tools,
)
from mcpcheck.checks.lint.attacks import joined
from mcpcheck.checks.lint.bounds import LintBounds
from mcpcheck.checks.lint.plain import plainly_usable
from mcpcheck.checks.rulebook import find
from tests.support.corpus_text import kept_item, share
from tests.support.lint_memo import LintMemo

ROOT = Path(__file__).resolve().parents[2]
VERSIONS = (None, "2025-06-18", "2025-11-25", "2026-07-28", "not-a-date")


def _load(path: Path) -> list[Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(data, dict):  # a stored snapshot
        return [entry["definition"] for entry in data["tools"]]
    return [entry["tool"] if isinstance(entry, dict) and "id" in entry and "tool" in entry
            else entry for entry in data]


def _lists() -> dict[str, list[Any]]:
    paths = [*sorted((ROOT / "corpus" / "servers").glob("*.json")),
             ROOT / "fixtures" / "hostile_tools.json",
             *sorted((ROOT / "corpus" / "lint").glob("*.json"))]
    return {path.stem: _load(path) for path in paths}


LISTS = _lists()
# Real and benign tools are mutated and held to "most are plain"; the poisoned corpora (our own,
# the wide one and the held-out one) and the list of judged findings are not real tools: they are
# only compared between the lean and the full path (the held-out entries' verdicts are never
# asserted on their own).
NOT_REAL = ("hostile_tools", "benign", "real_error_findings")
REAL = [tool for name, tools in LISTS.items()
        if name not in NOT_REAL and not name.startswith("poisoned") for tool in tools]


def _mutants(tool: dict[str, Any]) -> list[Any]:
    """Variants that must make (or may make) a plain tool unusable."""
    schema = tool.get("inputSchema")
    out: list[Any] = []
    for change in (
        {"type": "objekt"}, {"required": ["a", "a"]}, {"required": "a"},
        {"properties": []}, {"$ref": "#/$defs/missing"}, {"minLength": -1},
        {"$schema": "http://example.com/schema"}, {"enum": 3}, {"anyOf": []},
        {"properties": {"p": {"pattern": "(["}}}, {"properties": {"p": {"type": ["string", 7]}}},
        {"properties": {"p": {"maximum": True}}}, {"additionalProperties": 1},
        {"items": [{"type": "string"}]}, {"multipleOf": 0},
    ):
        if isinstance(schema, dict):
            out.append({**tool, "inputSchema": {**schema, **change}})
            out.append({**tool, "outputSchema": {"type": "object", **change}})
    out.append({**tool, "name": ""})
    out.append({**tool, "outputSchema": {"type": "string"}})
    return out


def _pairs() -> list[tuple[str, str | None]]:
    """Every list under the default version, and under one other version each (the versions turn
    with the lists, so each version reads a quarter of them): every list under every version cost
    the suite 155 CPU s under load for little more."""
    pairs: list[tuple[str, str | None]] = []
    for index, name in enumerate(sorted(LISTS)):
        pairs += [(name, None), (name, VERSIONS[1 + index % (len(VERSIONS) - 1)])]
    return pairs


# (trim20) The pairs in PAIR_CHUNKS tests instead of one test item per pair (458 items, each
# costing pytest and xdist more than its comparison): every pair is still compared, and the
# assertion names each pair that differs (list, version, both sides' verdicts and findings).
PAIR_CHUNKS = 4


def _shown(verdicts: list[Any]) -> list[tuple[str, list[str]]]:
    return [(v.key, [f"{f.severity.value} {f.rule} {f.path}" for f in v.findings])
            for v in verdicts]


@pytest.fixture
def one_lint_per_list(monkeypatch: pytest.MonkeyPatch) -> LintMemo:
    """engine.lint_tools kept per list (tests/support/lint_memo.py): the lean path answers a list
    that is not plainly usable with the full lint of that list, which the test has just run."""
    memo = LintMemo(engine.lint_tools)
    monkeypatch.setattr(engine, "lint_tools", memo)
    return memo


@pytest.mark.parametrize("chunk", range(PAIR_CHUNKS))
def test_unusable_tools_equals_the_full_lint(chunk: int, no_attack_scans: None,
                                             one_lint_per_list: LintMemo) -> None:
    pairs = _pairs()[chunk::PAIR_CHUNKS]
    assert len(pairs) > 100  # every list under two versions, in PAIR_CHUNKS shares
    differ = []
    for name, version in pairs:
        tools = LISTS[name]
        full = [v for v in one_lint_per_list(tools, protocol_version=version)
                if v.verdict == "unusable"]
        lean = unusable_tools(tools, protocol_version=version)
        one_lint_per_list.forget()
        if lean != full:
            differ.append(f"{name} under {version}: lean {_shown(lean)} != full {_shown(full)}")
    assert differ == []


# The attack scans cannot make a tool `unusable`: every rule they report is a risk rule, none
# blocking (checked below). The tests of the lean path leave them out, so that they cost the
# structural lint only, not a scan of every corpus text once per protocol version.
def _no_scan(*args: object) -> list[attacks.Match]:
    del args
    return []


def test_no_attack_rule_blocks_a_tool() -> None:
    for attack in attacks.CLASSES.values():
        rule = find(attack.rule)
        assert rule is not None and rule.risk and not rule.blocking, attack.rule


@pytest.fixture
def no_attack_scans(monkeypatch: pytest.MonkeyPatch) -> None:
    for module in (attacks, context, engine):  # the lint's every way to the scan
        monkeypatch.setattr(module, "scan", _no_scan)
    for module in (context, propnames):  # and to the scan of identifiers
        monkeypatch.setattr(module, "scan_name", _no_scan)
    # and the joined reading of a tool's fields (its matches are attack rules too)
    monkeypatch.setattr(joined, "judge", _no_scan)


@cache
def _mutated_real() -> list[Any]:
    """The real tools whose mutants test_plain_tools_are_never_unusable reads: the corpus share
    (tests/support/corpus_text.kept_item of the tool's JSON text), about a fortieth under
    `make test`, every real tool under `make test-full`. (suite30) The mutants of every real
    tool were about half of that family's CPU (74,000 of its 79,000 plainly_usable questions a
    version, each walking a whole schema to refuse a broken one); test_each_mutant_list_agrees_
    with_the_full_lint still compares every tenth real tool's mutants in full on every run."""
    return [tool for tool in REAL
            if isinstance(tool, dict) and kept_item(json.dumps(tool, sort_keys=True))]


@pytest.mark.parametrize("version", VERSIONS)
def test_plain_tools_are_never_unusable(version: str | None, no_attack_scans: None) -> None:
    # every tool under the default version and a quarter of them under each other version (the
    # quarters turn with the version, so each tool is tried under two); the mutants of a fifth of
    # the real tools of the corpus share per version (the fifths turn with the version, so each
    # mutant is tried under one version)
    every = [tool for tools in LISTS.values() for tool in tools]
    index = VERSIONS.index(version)
    tools = every if version is None else every[index - 1::len(VERSIONS) - 1]
    share = _mutated_real()[index::len(VERSIONS)]
    tools += [m for tool in share if isinstance(tool, dict) for m in _mutants(tool)]
    bounds = LintBounds()
    plain = 0
    for tool in tools:
        if plainly_usable(tool, version, bounds):
            plain += 1
            [verdict] = lint_tools([copy.deepcopy(tool)], protocol_version=version)
            assert verdict.verdict != "unusable", (tool, verdict.findings)
    assert plain >= len(REAL) // (2 if version is None else 8)  # most real tools are plain


def test_each_mutant_list_agrees_with_the_full_lint(no_attack_scans: None,
                                                    one_lint_per_list: LintMemo) -> None:
    # every 10th real tool (about 580 of 5,773; every 9th of 5,255 before precision41 added 518,
    # which timed out at load 10+; every 8th of 4,791 before precision40 added 464, every 7th of
    # 3,484 before precision38 added 671: about the same work each time); every 20th at the
    # corpus share 20 of `make test` (suite31: 17.8 CPU s at load 15 for every 10th, the third
    # largest item of the suite), every 10th under `make test-full` as before
    for tool in REAL[::max(10, share())]:
        tools = [tool, *_mutants(tool)]
        full = [v for v in one_lint_per_list(tools) if v.verdict == "unusable"]
        assert unusable_tools(tools) == full
        one_lint_per_list.forget()
        assert len(full) >= len(tools) - 3  # the mutants are unusable (a few may not be)


def test_duplicate_names_are_not_plain() -> None:
    tool = {"name": "a", "inputSchema": {"type": "object"}}
    verdicts = unusable_tools([tool, dict(tool)])
    assert [v.key for v in verdicts] == ["a", "#1"]
    assert all(any(f.rule == "tool-name-duplicate" for f in v.findings) for v in verdicts)


def test_the_lean_path_imports_no_heavy_module() -> None:
    code = ("import sys, json; from mcpcheck.checks.lint import unusable_tools;"
            "t = [{'name': 'a', 'inputSchema': {'type': 'object', 'properties': "
            "{'q': {'type': 'string', 'description': 'x'}}, 'required': ['q']}}];"
            "assert unusable_tools(t) == [];"
            "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('jsonschema', 'regex', 'rich', 'referencing') "
            "or m.startswith('mcpcheck.checks.lint.'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == ["mcpcheck.checks.lint.bounds", "mcpcheck.checks.lint.intake",
                                      "mcpcheck.checks.lint.plain", "mcpcheck.checks.lint.pointer"]


def _nodes(schema: Any) -> list[dict[str, Any]]:
    from mcpcheck.checks.lint.metacheck import shallow
    from mcpcheck.checks.lint.walk import walk

    if not isinstance(schema, dict):
        return []
    return [shallow(node.schema, schema.get("$schema")) for node in walk(schema)
            if isinstance(node.schema, dict)]


_DRAFT7 = "http://json-schema.org/draft-07/schema#"
_NODES = [
    {"type": ["string", "null"], "minLength": 0, "examples": ["a"], "deprecated": True},
    {"type": ["string", "string"]}, {"type": []}, {"minLength": 1.0}, {"minLength": True},
    {"maximum": "3"}, {"multipleOf": -1}, {"enum": []}, {"examples": "a"}, {"format": 1},
    {"items": [{}]}, {"anyOf": [True]}, {"required": []}, {"x-extra": {"type": 3}},
    {"writeOnly": 1}, {"readOnly": None}, {"$comment": []}, {"contentEncoding": "base64"},
]


@cache  # the same nodes for every dialect: walked once per test process (about 2 s of CPU)
def _real_nodes() -> list[dict[str, Any]]:
    """Every schema node of the real tools and of the mutants of every fifth of them, of the
    corpus share (tests/support/corpus_text.kept_item of the node's JSON text: about a fifth of
    the distinct nodes under `make test`, every node under `make test-full`; the metaschema check
    of each distinct node was 20 CPU s of the suite under load)."""
    keys = ("inputSchema", "outputSchema")
    schemas = [t.get(k) for t in REAL if isinstance(t, dict) for k in keys]
    schemas += [m.get(k) for t in REAL[::5] if isinstance(t, dict) for m in _mutants(t)
                for k in keys]
    # (suite65) a schema's kept nodes depend on its value only: 17 of each tool's 32 mutants
    # carry the tool's own schema object unchanged beside the changed one, and the output
    # mutants are the same 15 values for every tool, so each value (its JSON in its own key
    # order) is walked once: the same list in the same order (9.1 -> 4.5 CPU s at load 7)
    by_id: dict[int, list[dict[str, Any]]] = {}
    by_text: dict[str, list[dict[str, Any]]] = {}
    out: list[dict[str, Any]] = []
    for schema in schemas:
        if id(schema) not in by_id:
            text = json.dumps(schema)  # in its own key order: the same walk
            if text not in by_text:
                by_text[text] = [n for n in _nodes(schema)
                                 if kept_item(json.dumps(n, sort_keys=True))]
            by_id[id(schema)] = by_text[text]
        out += by_id[id(schema)]
    return out


@pytest.mark.parametrize("dialect", [None, _DRAFT7, "https://json-schema.org/draft/2020-12/schema",
                                     "http://json-schema.org/draft-04/schema#"])
def test_plain_nodes_pass_the_metaschema(dialect: str | None) -> None:
    """plain_node is only ever right to skip jsonschema: each node it passes has no problem."""
    from mcpcheck.checks.lint.plain import plain_node
    from mcpcheck.schemas import compiler as jsonschema_support

    nodes = _real_nodes() + [dict(n) for n in _NODES]
    passed = 0
    seen: dict[str, bool] = {}  # the same node recurs in many tools: judge each text once
    for node in nodes:
        node = {k: v for k, v in node.items() if k != "$schema"}
        if dialect is not None:
            node["$schema"] = dialect
        text = json.dumps(node)
        if text not in seen:
            seen[text] = plain_node(node)
            if seen[text]:
                assert jsonschema_support.metaschema_errors(node) == [], node
        passed += seen[text]
    assert passed == 0 if dialect and "draft-04" in dialect else passed > len(nodes) // 2


_O = {"type": "object", "properties": {"v": {"type": "boolean"}}}
REF_SCHEMAS: list[dict[str, Any]] = [
    {"properties": {"o": {"$ref": "#/definitions/O"}}, "definitions": {"O": _O}},
    {"properties": {"o": {"$ref": "#/$defs/O"}}, "$defs": {"O": _O}},
    {"properties": {"o": {"$ref": "#/definitions/a%20b"}}, "definitions": {"a b": _O}},
    {"properties": {"o": {"$ref": "#/definitions/a~1b"}}, "definitions": {"a/b": _O}},
    {"properties": {"o": {"anyOf": [{"$ref": "#/definitions/O"}, {"type": "null"}]}},
     "definitions": {"O": _O}},
    {"properties": {"o": {"$ref": "#/definitions"}}, "definitions": {"O": _O}},
    # not proven: dangling, loops, the root, remote, anchors, not a string, a list target,
    # a target that holds a $ref itself, invalid definitions
    {"properties": {"o": {"$ref": "#/definitions/Missing"}}, "definitions": {"O": _O}},
    {"properties": {"o": {"$ref": "#/definitions/A"}},
     "definitions": {"A": {"$ref": "#/definitions/B"}, "B": {"$ref": "#/definitions/A"}}},
    {"properties": {"o": {"$ref": "#/definitions/A"}},
     "definitions": {"A": {"anyOf": [{"$ref": "#/definitions/A"}]}}},
    {"properties": {"o": {"$ref": "#"}}},
    {"properties": {"o": {"$ref": "other.json#/definitions/O"}}},
    {"properties": {"o": {"$ref": "#here"}}, "definitions": {"O": {**_O, "$anchor": "here"}}},
    {"properties": {"o": {"$ref": 5}}},
    {"properties": {"o": {"$ref": "#/required"}}, "required": ["o"]},
    {"properties": {"o": {"$ref": "#/definitions/O"}},
     "definitions": {"O": {"type": "object", "properties": {"p": {"$ref": "#/definitions/P"}}},
                     "P": _O}},
    {"properties": {"o": {"$ref": "#/definitions/O"}}, "definitions": []},
    {"properties": {"o": {"$ref": "#/definitions/O"}}, "definitions": {"O": {"type": "objekt"}}},
    {"properties": {"o": {"$ref": "#/definitions/O b"}}, "definitions": {"O b": _O}},
]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("dialect", [None, "http://json-schema.org/draft-07/schema#",
                                     "https://json-schema.org/draft/2020-12/schema"])
def test_local_refs_are_plain_only_where_they_cannot_dangle_or_loop(
        dialect: str | None, version: str | None) -> None:
    bounds = LintBounds()
    plain = []
    for number, schema in enumerate(REF_SCHEMAS):
        head = {"type": "object"} if dialect is None else {"$schema": dialect, "type": "object"}
        for tool in ({"name": "t", "inputSchema": {**head, **schema}},
                     {"name": "t", "inputSchema": {"type": "object"},
                      "outputSchema": {**head, **schema}}):
            if plainly_usable(tool, version, bounds):
                plain.append(number)
                [verdict] = lint_tools([copy.deepcopy(tool)], protocol_version=version)
                assert verdict.verdict != "unusable", (tool, verdict.findings)
    assert sorted(set(plain)) == [0, 1, 2, 3, 4, 5]


def _schemas_held() -> list[Any]:
    """Every inputSchema and outputSchema of the real corpus (servers and releases), with every
    subschema below them (each a schema the fast bounds proof may be asked about)."""
    paths = [*sorted((ROOT / "corpus" / "servers").glob("*.json")),
             *sorted((ROOT / "corpus" / "releases").glob("*/*.json"))]
    out: list[Any] = []
    for path in paths:
        for tool in _load(path):
            if not isinstance(tool, dict):
                continue
            for key in ("inputSchema", "outputSchema"):
                stack = [tool.get(key)]
                while stack:
                    value = stack.pop()
                    if isinstance(value, dict):
                        out.append(value)
                        stack.extend(value.values())
                    elif isinstance(value, list):
                        stack.extend(value)
    return out


def _survey_clean(schema: Any, bounds: LintBounds) -> bool:
    from mcpcheck.checks.lint.survey import survey

    return survey(schema, bounds) == (None, None)


def _edge_schemas(b: LintBounds) -> list[Any]:
    """Schemas at and just past each bound, and text that looks like structure."""
    def nest(depth: int, inner: Any) -> Any:
        value = inner
        for i in range(depth - 1):
            value = {"properties": value} if i % 2 else [value]
        return value

    def deep(levels: int) -> dict[str, Any]:
        value: Any = {}
        for _ in range(levels - 1):
            value = {"a": value}
        return value

    d, k, e, size = b.max_depth, b.max_properties, b.max_enum, b.max_schema_bytes
    out: list[Any] = [deep(n) for n in (1, 2, d - 1, d, d + 1, d + 8)]
    out += [{"a": nest(n, 1)} for n in (d - 3, d - 2, d - 1, d)]
    out += [{f"k{i}": i for i in range(n)} for n in (k - 1, k, k + 1)]
    out += [{"p": {f"k{i}": {"enum": [i]} for i in range(n)}} for n in (k, k + 1)]
    out += [{"enum": list(range(n))} for n in (e - 1, e, e + 1)]
    out += [{"enum": [[i] for i in range(n)]} for n in (e, e + 1)]
    out += [{"items": list(range(n))} for n in (e, e + 1, e * 2)]
    if size > 100_000:  # the size edges at the tight bounds only: surveying them is slow
        size = 0
    out += [{"description": "x" * n} for n in (size // 9 - 20, size - 20, size - 10, size)]
    out += [{"description": "\u00e9" * n} for n in (size // 18, size // 2 - 10, size // 2)]
    out += [{"default": [1.5] * n} for n in (size // 25 - 10, size // 25, size // 24)]
    out += [{"default": [True] * n} for n in (size // 6 - 1, size // 5 - 10, size // 5)]
    out += [{"default": [0] * n} for n in (size // 3 - 10, size // 3, size // 3 + 1)]
    out += [{"default": [{}] * n} for n in (size // 6 - 10, size // 6, size // 6 + 1)]
    out += [{"default": float("nan")}, {"x": [1, {"y": float("inf")}]}, {"m": -float("inf")}]
    out += [{"default": ()}, {"default": [()] * e}, {"default": [()] * (size // 25)}]
    out += [{"default": object()}, {1: "a"}, {None: {}}]
    out += [{"description": "{[" * (d + 8) + ":" * (k * 2) + "," * (e * 2) + '\\"'},
            {'a"b': {"c\\": [1, "]}", "{{{{"]}}]
    return out


def test_the_fast_bounds_proof_agrees_with_the_survey() -> None:
    """within_bounds is survey's verdict (no bound crossed, no non-finite number) on every
    subschema of the real corpus, at and past every bound, and on text that looks like JSON
    structure; on a tighter set of bounds too, so the real schemas cross some of them."""
    from mcpcheck.checks.lint.plain import within_bounds

    held = _schemas_held()
    assert len(held) > 10_000
    tight = LintBounds(max_depth=5, max_properties=8, max_enum=4, max_schema_bytes=3000)
    for bounds, cases in ((LintBounds(), held), (tight, held)):
        cases = [*cases, *_edge_schemas(bounds)]
        verdicts = [(within_bounds(s, bounds), _survey_clean(s, bounds)) for s in cases]
        wrong = [s for s, (fast, slow) in zip(cases, verdicts, strict=True) if fast != slow]
        assert not wrong, str(wrong[0])[:300]
        assert sum(fast for fast, _ in verdicts) > len(cases) // 4
        assert sum(not fast for fast, _ in verdicts) >= 8


def test_the_fast_bounds_proof_decides_real_schemas_without_the_survey(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The survey is the fallback only: the real schemas are proven without it."""
    from mcpcheck.checks.lint import plain, survey

    calls: list[Any] = []
    real = survey.survey
    monkeypatch.setattr(survey, "survey", lambda s, b: calls.append(s) or real(s, b))
    held = _schemas_held()
    assert all(plain.within_bounds(s, LintBounds()) for s in held)
    assert calls == []
    assert not plain.within_bounds({"x": float("nan")}, LintBounds())
    assert len(calls) == 1
