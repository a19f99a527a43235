"""Lists that were not listed: a declared prompts/resources/templates list that the server
answered with an error on one side is not comparable. One finding says so, and its items are
neither compared nor reported as removed or added (a list that failed to load is not an empty
list). Not listed on both sides, there is nothing to compare and nothing changed: the
revision's own intake warning (intake-list-unavailable) names the error."""

from __future__ import annotations

from mcpcheck.checks.drift.context import Sink
from mcpcheck.models import Surface
from mcpcheck.ruleids import RuleId

# list method -> (the Surface field, the JSON Pointer of the list, what one item is)
LISTS = {
    "prompts/list": ("prompts", "/prompts", "prompt"),
    "resources/list": ("resources", "/resources", "resource"),
    "resources/templates/list": ("resource_templates", "/resourceTemplates", "resource template"),
}


def _count(n: int, item: str) -> str:
    return f"{n} {item}" + ("" if n == 1 else "s")


def not_comparable(sink: Sink, old: Surface, new: Surface) -> frozenset[str]:
    """Report each list not listed on a side; the Surface fields that must not be compared."""
    before, after = dict(old.unlisted), dict(new.unlisted)
    skipped: set[str] = set()
    for method, (field, path, item) in LISTS.items():
        what = f"{item}s"
        if method not in before and method not in after:
            continue
        skipped.add(field)
        if method in before and method in after:
            continue
        if method in after:
            count = _count(len(getattr(old, field)), item)
            why = (f"the revision answered {method} with {after[method]}, so the {count} of "
                   "the baseline cannot be compared (not reported as removed)")
        else:
            count = _count(len(getattr(new, field)), item)
            why = (f"the baseline recorded {method} as answered with {before[method]}, so the "
                   f"{count} of the revision cannot be compared (not reported as added)")
        sink.add(RuleId.SERVER_LIST_NOT_COMPARABLE, None, path, f"{what} not comparable: {why}")
    return frozenset(skipped)
