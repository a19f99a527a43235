"""Resource templates and static resources.

Templates pair by `uriTemplate`, then the rest by name (same name, new `uriTemplate`: a changed
template). Static resources pair by `uri`. Removing a static resource is a warning by default:
many servers list dynamic resources (see rules_surface.py). Six or more resources removed (or
added) under one URI prefix are one finding, so a release that drops 100 generated resources
reads as one change, not 100: the deepest `/` prefix that holds six or more, down to the URI's
scheme and authority, by the same rule for every scheme (`https://host/...` as `test://...`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from mcpcheck.checks.drift.context import Sink
from mcpcheck.checks.drift.items import field, index_by, opt, other_fields
from mcpcheck.checks.drift.jsonutil import join, safe_name, strict_equal
from mcpcheck.ruleids import RuleId


def diff_templates(sink: Sink, old_items: Sequence[Any], new_items: Sequence[Any]) -> None:
    old, new = index_by(old_items, "uriTemplate"), index_by(new_items, "uriTemplate")
    pairs = [(old[u], new[u]) for u in sorted(old.keys() & new.keys())]
    gone = [old[u] for u in sorted(old.keys() - new.keys())]
    fresh = [new[u] for u in sorted(new.keys() - old.keys())]
    by_name = {t["name"]: t for t in reversed(fresh) if isinstance(t.get("name"), str)}
    for template in list(gone):
        match = by_name.pop(template.get("name"), None) if isinstance(
            template.get("name"), str) else None
        if match is not None:
            gone.remove(template)
            fresh.remove(match)
            pairs.append((template, match))
    for before, after in pairs:
        _diff_template(sink, before, after)
    for template in gone:
        uri = template["uriTemplate"]
        sink.add(RuleId.RESOURCE_TEMPLATE_REMOVED, None, join("", "resourceTemplates", uri),
                 f"resource template {_show(uri)} was removed; clients that build URIs from it "
                 "will fail")
    for template in fresh:
        uri = template["uriTemplate"]
        sink.add(RuleId.RESOURCE_TEMPLATE_ADDED, None, join("", "resourceTemplates", uri),
                 f"resource template {_show(uri)} was added")


def _show(text: str) -> str:
    return f"`{safe_name(text)}`"


def _diff_template(sink: Sink, old: dict[str, Any], new: dict[str, Any]) -> None:
    uri = new["uriTemplate"]
    path = join("", "resourceTemplates", uri)
    what = f"resource template {_show(uri)}"
    if old["uriTemplate"] != uri:
        name = safe_name(str(new.get("name")))
        sink.add(RuleId.RESOURCE_TEMPLATE_URI_CHANGED, None, join(path, "uriTemplate"),
                 f"resource template `{name}`: uriTemplate changed from "
                 f"{_show(old['uriTemplate'])} to {_show(uri)}; URIs built from the old "
                 "template may no longer resolve")
    _mime(sink, RuleId.RESOURCE_TEMPLATE_MIME_TYPE_CHANGED, path, what, old, new)
    other_fields(sink, RuleId.RESOURCE_TEMPLATE_CHANGED, path, what, (old, new),
                 {"uriTemplate", "mimeType"})


def _mime(sink: Sink, rule: RuleId, path: str, what: str, old: dict[str, Any],
          new: dict[str, Any]) -> None:
    before, after = field(old, "mimeType"), field(new, "mimeType")
    if not strict_equal(before, after):
        sink.add(rule, None, join(path, "mimeType"),
                 f"{what}: mimeType changed from {opt(before)} to {opt(after)}; readers may "
                 "receive content they do not parse")


def diff_resources(sink: Sink, old_items: Sequence[Any], new_items: Sequence[Any]) -> None:
    old, new = index_by(old_items, "uri"), index_by(new_items, "uri")
    for uri in sorted(old.keys() & new.keys()):
        path = join("", "resources", uri)
        what = f"resource {_show(uri)}"
        _mime(sink, RuleId.RESOURCE_MIME_TYPE_CHANGED, path, what, old[uri], new[uri])
        other_fields(sink, RuleId.RESOURCE_CHANGED, path, what, (old[uri], new[uri]),
                     {"uri", "mimeType"})
    _listed(sink, RuleId.RESOURCE_REMOVED, sorted(old.keys() - new.keys()),
            "is no longer listed", "; clients that read it may fail (a warning: many servers "
            "list resources that come and go)")
    _listed(sink, RuleId.RESOURCE_ADDED, sorted(new.keys() - old.keys()), "was added", "")


GROUP_AT = 6  # this many resources under one URI prefix are reported as one finding
_SHOWN = 3
_BASE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:(?://[^/?#]*/?)?")


def _prefixes(uri: str) -> list[str]:
    """Where `uri` may be grouped, deepest first: each `/` of its path, down to its scheme and
    authority (`https://host/`, `test://static/`) or, for an opaque URI, its scheme (`urn:`).
    The same rule for every scheme."""
    match = _BASE.match(uri)
    base = match.group(0) if match else ""
    cuts = [i + 1 for i, ch in enumerate(uri) if ch == "/" and len(base) < i + 1 < len(uri)]
    out = [uri[:cut] for cut in reversed(cuts)]
    return [*out, base] if base and base != uri else out


def _groups(uris: list[str]) -> tuple[dict[str, list[str]], list[str]]:
    """The deepest prefix that holds GROUP_AT or more of the URIs takes them; the rest stand
    alone."""
    left = set(uris)
    under: dict[str, list[str]] = {}
    for uri in uris:
        for prefix in _prefixes(uri):
            under.setdefault(prefix, []).append(uri)
    groups: dict[str, list[str]] = {}
    for prefix in sorted(under, key=lambda p: (-len(p), p)):
        members = sorted(u for u in under[prefix] if u in left)
        if len(members) >= GROUP_AT:
            groups[prefix] = members
            left -= set(members)
    return groups, sorted(left)


def _listed(sink: Sink, rule: RuleId, uris: list[str], verb: str, tail: str) -> None:
    groups, alone = _groups(uris)
    for uri in alone:
        sink.add(rule, None, join("", "resources", uri), f"resource {_show(uri)} {verb}" + tail)
    for prefix, members in sorted(groups.items()):
        shown = ", ".join(_show(u[len(prefix):] or u) for u in members[:_SHOWN])
        plural = tail.replace(" read it ", " read them ")
        verb_many = verb.replace("is ", "are ").replace("was ", "were ")
        sink.add(rule, None, join("", "resources", prefix),
                 f"{len(members)} resources under {_show(prefix)} {verb_many} ({shown} and "
                 f"{len(members) - _SHOWN} more){plural}")
