"""Tools built from a text for the lint tests, and what `lint_tools` finds in them.

Two shapes: `text_tool` (a description and parameters given as name -> description) and
`placed` (one text put either in the description or in the description of one parameter).
`error_rules` is the set of rule ids a lint run finds at error level (`error_rule_ids` the same
as strings); `judged` adds the tool's verdict, `placed_errors` reads `placed`,
`order_tool_errors` an order-lookup tool whose description ends with the text. `error_lines`
gives the "rule message" lines of the error-level findings of a parameterless `sample_tool`
with a description, `error_paths` their (rule, path) pairs for a named tool with a bare object
schema, `tool_errors` the (rule, path, message) of any tool's. `thing_tool` is a tool
described as "Does a thing. " and a text, `thing_errors` its
error-level findings, `language_tests` the two tests of a file of attacks in many languages,
`in_languages` the rows of one concept there.
`wording_tests` makes the two tests of a file of attack wordings and near-misses,
`class_wording_tests` those of a file of wordings by class placed in `wording_tool`.
`corpus_entries` reads a file of tests/corpus/lint; `RULE_OF_CLASS` names the error rule each
poisoned class is caught by, `paired_corpus_tests` makes the three tests of a pair of precision
corpora (each hard benign tool clean, each poisoned twin caught at its class's rule, the twins
in the same order).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.lint import lint_tools
from mcpcheck.checks.lint.attacks import CLASSES
from mcpcheck.checks.lint.surface import lint_server_texts
from mcpcheck.models import Severity
from mcpcheck.snapshots.store import read_snapshot
from tests.support import lint_child

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "lint"
RULE_OF_CLASS = {"a": "text-model-directive", "b": "text-secret-request",
                 "c": "text-exfiltration", "d": "text-tool-shadowing",
                 "e": "text-oversight-bypass", "f": "text-shell-prerequisite",
                 "h": "param-side-channel"}


def corpus_entries(name: str) -> list[dict[str, Any]]:
    data = json.loads((CORPUS / name).read_text(encoding="utf-8"))
    assert isinstance(data, list)
    return data


def text_tool(description: str, params: dict[str, str] | None = None,
         name: str = "doc_helper") -> dict[str, Any]:
    """A tool with this description and string parameters (name -> description)."""
    props = {key: {"type": "string", "description": text}
             for key, text in (params or {"query": "Query"}).items()}
    return {"name": name, "description": description,
            "inputSchema": {"type": "object", "properties": props}}


def placed(text: str, where: str = "d", field: str = "note") -> dict[str, Any]:
    """A tool holding the text in its description (`where` "d") or in the description of its
    parameter `field` (`where` "p", the description then a plain one); it also has a `q`."""
    if where not in ("d", "p"):
        raise ValueError(f"where is 'd' or 'p', not {where!r}")
    in_field = where == "p"
    return text_tool(text if not in_field else "Stores a record.",
                {"q": "Query.", field: text if in_field else "A note."}, name="records_tool")


def judged(built: dict[str, Any]) -> tuple[str, set[str]]:
    """The tool's verdict and the ids of the rules found at error level."""
    (verdict,) = lint_tools([built])
    return verdict.verdict, {f.rule for f in verdict.findings if f.severity is Severity.ERROR}


def error_rules(built: dict[str, Any]) -> set[str]:
    """The ids of the rules found at error level in the tool."""
    return judged(built)[1]


def error_rule_ids(built: dict[str, Any]) -> set[str]:
    """`error_rules` as plain strings (what an assertion message shows)."""
    return {str(rule) for rule in error_rules(built)}


def error_lines(description: str) -> list[str]:
    """"rule message" of each error-level finding, in the lint's order, of a tool named
    `sample_tool` with this description and no parameters."""
    (verdict,) = lint_tools([{"name": "sample_tool", "description": description,
                              "inputSchema": {"type": "object", "properties": {}}}])
    return [f"{f.rule} {f.message}" for f in verdict.findings if f.severity is Severity.ERROR]


def sample_error_lines(description: str, params: dict[str, str] | None = None) -> list[str]:
    """"rule path message" of each error-level finding of `sample_tool` with this description, a
    `query` string and these string parameters (name -> description)."""
    properties: dict[str, object] = {"query": {"type": "string"}}
    for name, text in (params or {}).items():
        properties[name] = {"type": "string", "description": text}
    (verdict,) = lint_tools([{"name": "sample_tool", "description": description,
                              "inputSchema": {"type": "object", "properties": properties}}])
    return [f"{f.rule} {f.path} {f.message}" for f in verdict.findings
            if f.severity is Severity.ERROR]


def sample_errors(description: str, props: dict[str, Any] | None = None) -> list[str]:
    """"rule message" of each error-level finding of `sample_tool` with this description and these
    properties (name -> a description, or a whole property schema; by default one `query`)."""
    properties = {name: ({"type": "string", "description": text} if isinstance(text, str)
                         else text)
                  for name, text in (props or {"query": "What to act on."}).items()}
    (verdict,) = lint_tools([{"name": "sample_tool", "description": description,
                              "inputSchema": {"type": "object", "properties": properties}}])
    return [f"{f.rule} {f.message}" for f in verdict.findings if f.severity is Severity.ERROR]


def tool_errors(tool: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(rule, path, message) of each error-level finding of the tool, in the lint's order."""
    (verdict,) = lint_tools([tool])
    return [(str(f.rule), f.path, f.message) for f in verdict.findings
            if f.severity is Severity.ERROR]


def error_paths(description: str, name: str) -> list[tuple[str, str]]:
    """(rule, path) of each error-level finding, in the lint's order, of a tool with this name
    and description whose inputSchema is a bare `{"type": "object"}`."""
    (verdict,) = lint_tools([{"name": name, "description": description,
                              "inputSchema": {"type": "object"}}])
    return [(f.rule, f.path) for f in verdict.findings if f.severity is Severity.ERROR]


def thing_tool(text: str, field: tuple[str, str] | None = None) -> dict[str, Any]:
    """A tool `t` described as "Does a thing. " and the text, with a string parameter `q` and,
    when `field` (name, description) is given, a second one."""
    props = dict([("q", "Query."), *([field] if field else [])])
    return {"name": "t", "description": "Does a thing. " + text,
            "inputSchema": {"type": "object", "properties": {
                name: {"type": "string", "description": about} for name, about in props.items()}}}


def thing_errors(text: str, field: tuple[str, str] | None = None) -> list[tuple[str, str, str]]:
    """(rule, path, message) of each error-level finding of `thing_tool(text, field)`; a tool
    with one is never `usable`."""
    (verdict,) = lint_tools([thing_tool(text, field)])
    errors = [(str(f.rule), f.path, f.message) for f in verdict.findings
              if f.severity is Severity.ERROR]
    assert not errors or verdict.verdict != "usable"
    return errors


def in_languages(rule: str, reason: str, rows: Sequence[tuple[str, str]]
                 ) -> list[tuple[str, str, str, str]]:
    """The (rule, lang, text, reason) rows of `language_tests` for one concept written in many
    languages: each (lang, text) of `rows` with the concept's rule and part of its reason."""
    return [(rule, lang, text, reason) for lang, text in rows]


def language_tests(poisoned: Sequence[tuple[str, str, str, str]],
                   benign: Sequence[tuple[str, str]],
                   errors: Callable[[str], list[tuple[str, str, str]]]
                   ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The two tests of a file of attacks in many languages, to bind at module level under names
    starting with `test_`: each (rule, lang, text, reason) of `poisoned` has an error of that
    rule at /description whose message holds the reason, each (lang, text) of `benign` has no
    error; `errors` gives (rule, path, message) of a text's error-level findings. The ids are
    "lang-index"."""

    @pytest.mark.parametrize(("rule", "lang", "text", "reason"), poisoned,
                             ids=[f"{lang}-{i}" for i, (_, lang, _, _) in enumerate(poisoned)])
    def caught(rule: str, lang: str, text: str, reason: str) -> None:
        found = errors(text)
        assert any(r == rule and path == "/description" and reason in message
                   for r, path, message in found), (lang, text, found)

    @pytest.mark.parametrize(("lang", "text"), benign,
                             ids=[f"{lang}-{i}" for i, (lang, _) in enumerate(benign)])
    def clean(lang: str, text: str) -> None:
        assert errors(text) == [], (lang, text)

    return caught, clean


def wording_tool(text: str, where: str) -> dict[str, Any]:
    """A tool `t` with a string parameter `q` holding the text: as its description (`where` "d"),
    as the description of a parameter `extra` under "Does a thing." ("p"), or as the description
    of a parameter `notes` that the description points at ("j")."""
    props: dict[str, Any] = {"q": {"type": "string", "description": "Query."}}
    description = text
    if where == "j":
        props["notes"] = {"type": "string", "description": text}
        description = "Does a thing. What to do about the side step is in the `notes` field."
    elif where == "p":
        props["extra"] = {"type": "string", "description": text}
        description = "Does a thing."
    return {"name": "t", "description": description,
            "inputSchema": {"type": "object", "properties": props}}


def class_wording_tests(poisoned: Sequence[tuple[str, str, str]], benign: Sequence[str]
                        ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The two tests of a file of attack wordings by class, to bind at module level under names
    starting with `test_`: each (class letter, where, text) of `poisoned`, in `wording_tool`, has
    the class's rule at error level and a verdict other than usable (ids "letter-index"); each
    benign text, in the description and in a parameter's, has no error-level finding."""

    @pytest.mark.parametrize(("letter", "where", "text"), poisoned,
                             ids=[f"{c}-{i}" for i, (c, _, _) in enumerate(poisoned)])
    def caught(letter: str, where: str, text: str) -> None:
        verdict, rules = judged(wording_tool(text, where))
        assert CLASSES[letter].rule in rules, (text, rules)
        assert verdict != "usable"

    @pytest.mark.parametrize("text", benign)
    @pytest.mark.parametrize("where", ["d", "p"])
    def clean(text: str, where: str) -> None:
        assert judged(wording_tool(text, where))[1] == set()

    return caught, clean


def placed_errors(text: str, where: str = "d") -> set[str]:
    """The error-level rule ids of `placed(text, where)`."""
    return error_rules(placed(text, where))


def order_tool_errors(text: str) -> set[str]:
    """The error-level rule ids (as strings) of an order-lookup tool whose description is an
    ordinary first sentence followed by `text`."""
    return error_rule_ids(text_tool("Looks up orders in the store. " + text,
                                    {"order_id": "The order id."}, name="shop_helper"))


def wording_tests(attacks: list[tuple[str, str]], benign: list[str],
                  lead: str = "") -> tuple[Callable[..., None], Callable[..., None]]:
    """The two tests of a file of wordings, to bind at module level under names starting with
    `test_`: each (rule, text) of `attacks` is found at that rule, at error level, in a
    description (after the ordinary sentence `lead`) and in a parameter's description; each text
    of `benign` gets no error-level finding in a description."""

    @pytest.mark.parametrize(("rule", "text"), attacks)
    def caught(rule: str, text: str) -> None:
        assert rule in placed_errors(lead + text, "d")
        assert rule in placed_errors(text, "p")

    @pytest.mark.parametrize("text", benign)
    def clean(text: str) -> None:
        assert placed_errors(lead + text, "d") == set()

    return caught, clean


def pair_test(errors: Callable[[str], set[str]], rule: str, pairs: list[tuple[str, str]]
              ) -> Callable[..., None]:
    """The test of a table of (benign, twin) pairs, to bind at module level under a name starting
    with `test_`: the benign side has no error-level finding, the twin (the same words as an
    attack) has `rule`. `errors` builds the file's tool from a text and gives its error-level
    rule ids; the ids are "pair-<index>"."""

    @pytest.mark.parametrize(("benign", "twin"), pairs,
                             ids=[f"pair-{i}" for i in range(len(pairs))])
    def pair(benign: str, twin: str) -> None:
        assert errors(benign) == set(), benign
        assert rule in errors(twin), twin

    return pair


def family_tests(errors: Callable[[str], set[str]], rule: str, pairs: list[tuple[str, str]],
                 benign: list[str], caught: list[str]
                 ) -> tuple[Callable[..., None], Callable[..., None], Callable[..., None]]:
    """The three tests of a file about a family of false alarms, to bind at module level under
    names starting with `test_`: `pair_test` of `pairs`; each text of `benign` has no
    error-level finding; each text of `caught` has `rule`. `errors` builds the file's tool from a
    text and gives its error-level rule ids."""

    @pytest.mark.parametrize("text", benign, ids=[f"benign-{i}" for i in range(len(benign))])
    def clean(text: str) -> None:
        assert errors(text) == set(), text

    @pytest.mark.parametrize("text", caught, ids=[f"caught-{i}" for i in range(len(caught))])
    def found(text: str) -> None:
        assert rule in errors(text), text

    return pair_test(errors, rule, pairs), clean, found


def paired_corpus_tests(benign_file: str, poisoned_file: str
                        ) -> tuple[Callable[..., None], Callable[..., None], Callable[..., None]]:
    """The three tests of a pair of corpora of hard benign tools and their poisoned twins, to
    bind at module level under names starting with `test_`: each benign tool has no error-level
    finding, each twin has the error rule of its class, and the twins follow the benign tools
    name for name and style for style."""
    benign, poisoned = corpus_entries(benign_file), corpus_entries(poisoned_file)

    @pytest.mark.parametrize("entry", benign, ids=[e["id"] for e in benign])
    def clean(entry: dict[str, Any]) -> None:
        assert error_rule_ids(entry["tool"]) == set(), entry["id"]

    @pytest.mark.parametrize("entry", poisoned, ids=[e["id"] for e in poisoned])
    def caught(entry: dict[str, Any]) -> None:
        assert RULE_OF_CLASS[entry["class"]] in error_rule_ids(entry["tool"]), entry["id"]

    def twinned() -> None:
        assert [e["tool"]["name"] for e in benign] == [e["tool"]["name"] for e in poisoned]
        assert [e["style"] for e in benign] == [e["style"] for e in poisoned]

    return clean, caught, twinned


def lint_answers_in_a_child(sentence: str, size: int = 20_000) -> None:
    """`sentence` repeated to `size` characters as one tool's description, linted in a child
    process that must answer within 120 s: a bound, not a timing assertion (a quadratic reading
    does not finish, and the child is killed by the timeout). The child is the test process's
    one lint child (tests/support/lint_child.py), not an interpreter per text."""
    text = (sentence * (size // len(sentence) + 1))[:size]
    tool = {"name": "hostile", "description": text,
            "inputSchema": {"type": "object", "properties": {}}}
    lint_child.lint_within(tool, 120)


def server_error_findings(snapshot: Path) -> tuple[list[tuple[str, str]], list[str]]:
    """A real server's snapshot linted whole, as a user lints it: each tool's error-level
    (tool, rule) pairs, and the error-level rules of its server texts (instructions, prompts,
    resources)."""
    surface = read_snapshot(snapshot).surface()
    tools = [(v.key, str(f.rule)) for v in lint_tools(list(surface.tools)) for f in v.findings
             if f.severity is Severity.ERROR]
    texts = [str(f.rule) for f in lint_server_texts(surface) if f.severity is Severity.ERROR]
    return tools, texts

