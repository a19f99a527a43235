"""A declared list the server answered with an error is not listed (Surface.unlisted): the diff
says once that it is not comparable, and never reports its items as removed or added."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mcpcheck.checks.drift import diff_surface
from mcpcheck.commands.diff import DiffSettings, compare
from mcpcheck.models import Severity, Surface
from mcpcheck.ruleids import RuleId

ERROR = "error -32603: Internal error: backend unreachable"
LISTED = Surface(
    server_name="s", server_version="1", protocol_version="2025-11-25",
    capabilities={"tools": {}, "prompts": {}, "resources": {}}, tools=(),
    prompts=({"name": "greet"}, {"name": "farewell", "arguments": [{"name": "who"}]}),
    resources=({"uri": "file:///a", "name": "a"},),
    resource_templates=({"uriTemplate": "file:///n/{id}", "name": "n"},),
)


def unlisted(surface: Surface, *methods: str) -> Surface:
    emptied = {"prompts/list": "prompts", "resources/list": "resources",
               "resources/templates/list": "resource_templates"}
    return replace(surface, unlisted=tuple((m, ERROR) for m in sorted(methods)),
                   **{emptied[m]: () for m in methods})


def rules(old: Surface, new: Surface) -> list[tuple[str, str, Severity]]:
    return [(f.rule, f.path, f.severity) for f in diff_surface(old, new)]


def test_a_list_the_revision_did_not_list_is_not_reported_removed() -> None:
    found = diff_surface(LISTED, unlisted(LISTED, "prompts/list"))
    assert [(f.rule, f.path, f.severity) for f in found] == [
        (RuleId.SERVER_LIST_NOT_COMPARABLE, "/prompts", Severity.WARNING)]
    assert found[0].message == (
        f"prompts not comparable: the revision answered prompts/list with {ERROR}, so the 2 "
        "prompts of the baseline cannot be compared (not reported as removed)")


def test_a_list_the_baseline_did_not_list_is_not_reported_added() -> None:
    found = diff_surface(unlisted(LISTED, "resources/list"), LISTED)
    assert [(f.rule, f.path) for f in found] == [
        (RuleId.SERVER_LIST_NOT_COMPARABLE, "/resources")]
    assert found[0].message.endswith(
        "so the 1 resource of the revision cannot be compared (not reported as added)")


def test_not_listed_on_both_sides_is_no_change_and_the_intake_says_why() -> None:
    both = unlisted(LISTED, "resources/templates/list")
    assert diff_surface(both, both) == []
    found, _ = compare(both, both, DiffSettings(), intake=True)
    assert [(f.rule, f.path, f.severity) for f in found] == [
        (RuleId.INTAKE_LIST_UNAVAILABLE, "/resourceTemplates", Severity.WARNING)]
    assert ERROR in found[0].message


def test_the_other_lists_are_still_compared() -> None:
    revision = unlisted(replace(LISTED, resources=()), "prompts/list")
    assert rules(LISTED, revision) == [
        (RuleId.SERVER_LIST_NOT_COMPARABLE, "/prompts", Severity.WARNING),
        (RuleId.RESOURCE_REMOVED, "/resources/file:~1~1~1a", Severity.WARNING)]


def test_without_unlisted_lists_nothing_changes() -> None:
    assert rules(LISTED, LISTED) == []
    assert [r for r, _, _ in rules(LISTED, replace(LISTED, prompts=()))] == [
        RuleId.PROMPT_REMOVED, RuleId.PROMPT_REMOVED]


@pytest.mark.parametrize("intake", [True, False])
def test_the_diff_names_the_list_once_not_also_as_an_intake_warning(intake: bool) -> None:
    """One finding per list: the drift finding names the error, so the intake's is dropped."""
    found, _ = compare(LISTED, unlisted(LISTED, "resources/list"), DiffSettings(),
                       intake=intake)
    assert [(f.rule, f.path) for f in found] == [
        (RuleId.SERVER_LIST_NOT_COMPARABLE, "/resources")]
