"""Issue 24 §4: defaults, consts, enum values and examples are shown by their changed span (not
cut at 80 characters), the JSON finding carries both complete values, and a string default whose
comma-separated items come in another order is an info reordering, not a warning change."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mcpcheck.checks.drift import diff_surface
from mcpcheck.models import Finding, Report, ServerResult, Surface
from mcpcheck.reporters import markdown, text
from mcpcheck.reporters.verdict import changed_span
from tests.conftest import PY, ROOT, run_cli

SET_SERVER = str(ROOT / "tests" / "servers" / "set_default_stdio.py")
LONG = "https://example.com/api/v1/" + "/".join(f"segment{i}" for i in range(12)) + "/index.html"


def _surface(props: dict[str, Any]) -> Surface:
    tool = {"name": "t", "inputSchema": {"type": "object", "properties": props}}
    return Surface(server_name="s", server_version="1", protocol_version="2025-11-25",
                   capabilities={}, tools=(tool,))


def _diff(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Finding]:
    return {f.path.rsplit("/", 2)[-2] + "/" + f.rule: f
            for f in diff_surface(_surface(old), _surface(new))}


def test_a_long_default_shows_its_changed_span_and_json_keeps_both_values() -> None:
    found = _diff({"u": {"type": "string", "default": LONG}},
                  {"u": {"type": "string", "default": LONG.replace("segment7", "segmentX")}})
    f = found["u/input-default-changed"]
    assert f.to_json()["before_value"] == LONG
    assert f.to_json()["after_value"] == LONG.replace("segment7", "segmentX")
    out = text.render(Report("diff", [ServerResult("s", [f])]))
    assert "change: …" in out and "/[-segment7-]{+segmentX+}/segment8/" in out, out
    md = markdown.render(Report("diff", [ServerResult("s", [f])]))
    assert "<del>segment7</del><ins>segmentX</ins>" in md, md


def test_const_enum_and_examples_carry_complete_values() -> None:
    old = {"c": {"const": {"mode": "fast", "limit": 5}},
           "e": {"enum": ["alpha", "beta", "gamma"]},
           "x": {"type": "string", "examples": ["a long example " * 8]}}
    new = {"c": {"const": {"mode": "fast", "limit": 6}},
           "e": {"enum": ["alpha", "gamma", "delta"]},
           "x": {"type": "string", "examples": ["a long example " * 8, "another"]}}
    found = _diff(old, new)
    const = found["c/input-enum-value-removed"].to_json()
    assert const["before_value"] == {"mode": "fast", "limit": 5}
    assert const["after_value"] == {"mode": "fast", "limit": 6}
    removed = found["e/input-enum-value-removed"].to_json()
    assert removed["before_value"] == ["alpha", "beta", "gamma"]
    assert removed["after_value"] == ["alpha", "gamma", "delta"]
    examples = found["x/schema-annotation-changed"].to_json()
    assert examples["after_value"] == ["a long example " * 8, "another"]
    out = text.render(Report("diff", [ServerResult("s", [found["c/input-enum-value-removed"]])]))
    assert '"limit": [-5-]{+6+}, "mode"' in out, out


def test_an_absent_side_has_no_value_key_and_null_is_a_value() -> None:
    found = _diff({"a": {"type": "integer"}, "b": {"type": ["string", "null"], "default": "x"}},
                  {"a": {"type": "integer", "default": 3},
                   "b": {"type": ["string", "null"], "default": None}})
    added = found["a/input-default-changed"].to_json()
    assert "before_value" not in added and added["after_value"] == 3
    nulled = found["b/input-default-switched"].to_json()
    assert nulled["before_value"] == "x" and nulled["after_value"] is None


def test_a_value_span_stops_at_an_item_not_at_a_space() -> None:
    items = ",".join(f"item{i}" for i in range(30))
    span = changed_span(json.dumps(items), json.dumps(items.replace("item14", "item41")),
                        value=True)
    assert (span.old, span.new) == ("item14", "item41")
    assert span.lead.startswith("…,") and span.lead.endswith("item13,")
    assert span.trail.startswith(",item15") and span.trail.endswith("…")


def test_comma_separated_items_in_another_order_are_an_info_reordering() -> None:
    before = "title,url,snippet,author,published,language"
    after = "language,published,author,snippet,url,title"
    found = _diff({"f": {"type": "string", "default": before}},
                  {"f": {"type": "string", "default": after}})
    assert list(found) == ["f/input-default-reordered"]
    f = found["f/input-default-reordered"]
    assert f.severity.value == "info"
    assert "the same 6 comma-separated items in another order" in f.message
    assert (f.to_json()["before_value"], f.to_json()["after_value"]) == (before, after)
    # another order gives the same fingerprint: an ignore entry holds across starts
    again = _diff({"f": {"type": "string", "default": before}},
                  {"f": {"type": "string", "default": "url,title,snippet,author,published,"
                                                      "language"}})
    assert again["f/input-default-reordered"].fingerprint == f.fingerprint


def test_a_different_set_is_still_a_change() -> None:
    for old, new in (("a,b,c", "c,b"), ("a,b,c", "a,b,c,d"), ("a,b", "b,a,a"),
                     ("abc", "cba")):
        found = _diff({"f": {"type": "string", "default": old}},
                      {"f": {"type": "string", "default": new}})
        assert list(found) == ["f/input-default-changed"], (old, new)


def test_a_reordered_default_that_is_another_enum_member_still_switches() -> None:
    enum = ["name,date", "date,name"]
    found = _diff({"s": {"enum": enum, "default": "name,date"}},
                  {"s": {"enum": enum, "default": "date,name"}})
    assert list(found) == ["s/input-default-switched"]


def _snapshot(tmp_path: Path, seed: str) -> Path:
    path = tmp_path / "set.json"
    run = run_cli("snapshot", "--snapshot", str(path), "--update", "--env",
                  f"PYTHONHASHSEED={seed}", "--", PY, SET_SERVER)
    assert run.code == 0, run.err
    return path


def test_a_server_that_builds_its_default_from_a_set_is_stable_at_fail_on_warning(
        tmp_path: Path) -> None:
    path = _snapshot(tmp_path, "1")
    run = run_cli("diff", "--snapshot", str(path), "--fail-on", "warning", "-f", "json",
                  "--env", "PYTHONHASHSEED=2", "--", PY, SET_SERVER)
    assert run.code == 0, run.out + run.err
    (finding,) = run.json()["servers"][0]["findings"]
    assert finding["rule"] == "input-default-reordered" and finding["severity"] == "info"
    assert finding["path"] == "/inputSchema/properties/fields/default"
    before, after = finding["before_value"], finding["after_value"]
    assert before != after and sorted(before.split(",")) == sorted(after.split(","))
    # unseeded: the order changes with every start, and the gate never flaps
    for _ in range(3):
        run = run_cli("diff", "--snapshot", str(path), "--fail-on", "warning", "--", PY,
                      SET_SERVER)
        assert run.code == 0, run.out + run.err


def test_text_and_markdown_layout_of_changed_values() -> None:
    from tests.reporters.test_review_report import golden

    old = {"u": {"type": "string", "default": LONG},
           "f": {"type": "string", "default": "title,url,snippet,author"},
           "e": {"enum": ["alpha", "beta", "gamma"]},
           "c": {"const": {"mode": "fast", "limit": 5}}}
    new = {"u": {"type": "string", "default": LONG.replace("segment7", "segmentX")},
           "f": {"type": "string", "default": "author,snippet,title,url"},
           "e": {"enum": ["alpha", "gamma", "delta"]},
           "c": {"const": {"mode": "fast", "limit": 6}}}
    report = Report("diff", [ServerResult("s", diff_surface(_surface(old), _surface(new)))])
    golden("values.txt", text.render(report))
    golden("values.md", markdown.render(report))
