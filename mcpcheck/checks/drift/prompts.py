"""Prompts: removed (with a rename hint in the message when an added prompt has the same name in
another naming convention), added; arguments added, removed, made required or optional;
description and title (text the model reads); any other field."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mcpcheck.checks.drift.context import Sink
from mcpcheck.checks.drift.items import index_by, other_fields, text_field
from mcpcheck.checks.drift.jsonutil import join, safe_name, strict_equal
from mcpcheck.checks.drift.names import fold
from mcpcheck.ruleids import RuleId

_MODEL_READS = "; the model reads the new text, review it"


def diff_prompts(sink: Sink, old_items: Sequence[Any], new_items: Sequence[Any]) -> None:
    old, new = index_by(old_items, "name"), index_by(new_items, "name")
    for name in sorted(old.keys() & new.keys()):
        _diff_prompt(sink, name, old[name], new[name])
    removed = sorted(old.keys() - new.keys())
    added = sorted(new.keys() - old.keys())
    folded = {fold(n): n for n in reversed(added)}
    for name in removed:
        target = folded.pop(fold(name), None)
        hint = "" if target is None else (
            f" (probably renamed to `{safe_name(target)}`: the same name in another naming "
            "convention)")
        sink.add(RuleId.PROMPT_REMOVED, None, join("", "prompts", name),
                 f"prompt `{safe_name(name)}` was removed{hint}; clients that request it by "
                 "this name will fail")
    for name in added:
        sink.add(RuleId.PROMPT_ADDED, None, join("", "prompts", name),
                 f"prompt `{safe_name(name)}` was added")


def _arguments(prompt: dict[str, Any]) -> dict[str, dict[str, Any]] | None:
    raw = prompt.get("arguments", [])
    if raw is None:
        return {}
    if not isinstance(raw, list):
        return None
    return index_by(raw, "name")


def _required(argument: dict[str, Any]) -> bool:
    return argument.get("required") is True


def _diff_prompt(sink: Sink, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    before = len(sink.findings)
    _compare_prompt(sink, name, old, new)
    path = join("", "prompts", name)
    if len(sink.findings) == before and not strict_equal(_plain(old), _plain(new)):
        # e.g. an argument entry without a string name: no rule reads it, the stored form does
        sink.add(RuleId.PROMPT_FIELD_CHANGED, None, path,
                 f"prompt `{safe_name(name)}` changed in a way no other rule describes")


def _plain(item: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in item.items() if k != "_meta"}


def _compare_prompt(sink: Sink, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    path = join("", "prompts", name)
    what = f"prompt `{safe_name(name)}`"
    pair = (old, new)
    text_field(sink, RuleId.PROMPT_DESCRIPTION_CHANGED, path, what, pair, "description",
               _MODEL_READS)
    text_field(sink, RuleId.PROMPT_TITLE_CHANGED, path, what, pair, "title", _MODEL_READS)
    before, after = _arguments(old), _arguments(new)
    handled = {"name", "description", "title", "arguments"}
    if before is None or after is None:
        handled.discard("arguments")  # malformed: reported as a field change
    else:
        _diff_arguments(sink, path, what, before, after)
    other_fields(sink, RuleId.PROMPT_FIELD_CHANGED, path, what, pair, handled)


def _diff_arguments(
    sink: Sink, path: str, what: str, old: dict[str, dict[str, Any]],
    new: dict[str, dict[str, Any]],
) -> None:
    for arg in sorted(old.keys() | new.keys()):
        where = join(path, "arguments", arg)
        label = f"{what} argument `{safe_name(arg, 60)}`"
        if arg not in old:
            if _required(new[arg]):
                sink.add(RuleId.PROMPT_REQUIRED_ARGUMENT_ADDED, None, where,
                         f"{label} added as required; requests that do not send it will be "
                         "rejected")
            else:
                sink.add(RuleId.PROMPT_OPTIONAL_ARGUMENT_ADDED, None, where,
                         f"{label} added as optional; existing requests are unaffected")
            continue
        if arg not in new:
            sink.add(RuleId.PROMPT_ARGUMENT_REMOVED, None, where,
                     f"{label} removed; clients that still send it are no longer understood")
            continue
        a, b = old[arg], new[arg]
        if _required(b) and not _required(a):
            sink.add(RuleId.PROMPT_ARGUMENT_BECAME_REQUIRED, None, join(where, "required"),
                     f"{label} became required; requests that omit it will be rejected")
        elif _required(a) and not _required(b):
            sink.add(RuleId.PROMPT_ARGUMENT_BECAME_OPTIONAL, None, join(where, "required"),
                     f"{label} became optional; existing requests are unaffected")
        pair = (a, b)
        text_field(sink, RuleId.PROMPT_DESCRIPTION_CHANGED, where, label, pair, "description",
                   _MODEL_READS)
        text_field(sink, RuleId.PROMPT_TITLE_CHANGED, where, label, pair, "title", _MODEL_READS)
        handled = {"name", "description", "title"}
        if _required(a) != _required(b):
            handled.add("required")  # reported above; an equivalent spelling is a field change
        other_fields(sink, RuleId.PROMPT_FIELD_CHANGED, where, label, pair, handled)
