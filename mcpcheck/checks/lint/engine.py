"""The full lint: a verdict per tool on hostile or malformed metadata. Pure, offline, bounded.

Each tool is judged on its own; one malformed tool never affects another's verdict (except
`tool-name-duplicate`, which is about the list). Never raises on any JSON value.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal

from mcpcheck.checks.lint.attacks import CLASSES, ScanMemo, Site, joined, scan
from mcpcheck.checks.lint.bounds import LintBounds
from mcpcheck.checks.lint.context import ToolContext, without
from mcpcheck.checks.lint.held_defaults import check_held_defaults
from mcpcheck.checks.lint.plain import usable_name
from mcpcheck.checks.lint.rules import RULES, effective_severities
from mcpcheck.checks.lint.schemas import check_input_schema, check_output_schema
from mcpcheck.checks.lint.tool_shape import SHAPE_CHECKS
from mcpcheck.checks.rulebook import find
from mcpcheck.models import Finding, Severity
from mcpcheck.ruleids import RuleId
from mcpcheck.schemas.jsonvalues import kind_of
from mcpcheck.textsafety import inert

__all__ = [
    "DEFAULT_BOUNDS",
    "RULES",
    "VERDICTS",
    "LintBounds",
    "ToolVerdict",
    "effective_severities",
    "lint_tools",
    "verdict_of",
]

Verdict = Literal["usable", "degraded", "suspicious", "unusable"]
VERDICTS: tuple[Verdict, ...] = ("usable", "degraded", "suspicious", "unusable")
DEFAULT_BOUNDS = LintBounds()


@dataclass(frozen=True)
class ToolVerdict:
    key: str  # the tool's name, or "#<index>" when it has no usable (or a duplicate) name
    verdict: Verdict
    findings: tuple[Finding, ...]


def verdict_of(findings: Sequence[Finding]) -> Verdict:
    """From the findings' effective severities, first match wins:
    unusable (an error of a blocking rule), suspicious (an error of a risk rule),
    degraded (any other error or warning), usable (nothing above info)."""
    errors = [find(f.rule) for f in findings if f.severity is Severity.ERROR]
    if any(rule is not None and rule.blocking for rule in errors):
        return "unusable"
    if any(rule is not None and rule.risk for rule in errors):
        return "suspicious"
    if errors or any(f.severity is Severity.WARNING for f in findings):
        return "degraded"
    return "usable"


def _keys(tools: Sequence[Any]) -> tuple[list[str], dict[str, list[int]]]:
    """A unique key per tool, and the indexes of every name used more than once."""
    seen: dict[str, list[int]] = {}
    keys = []
    for index, tool in enumerate(tools):
        name = usable_name(tool)
        if name is None:
            keys.append(f"#{index}")
            continue
        seen.setdefault(name, []).append(index)
        keys.append(name if len(seen[name]) == 1 else f"#{index}")
    return keys, {name: idx for name, idx in seen.items() if len(idx) > 1}


def tool_keys(tools: Sequence[Any]) -> list[str]:
    """The key of each tool in its verdict (its name, or "#<index>"), as lint_tools gives it."""
    return _keys(tools)[0]


def property_names(tool: Any) -> frozenset[str]:
    """The names of the tool's top-level input and output properties, and (precision62) those of
    an input's one wrapper object."""
    names: set[str] = set()
    if isinstance(tool, dict):
        for key in ("inputSchema", "outputSchema"):
            schema = tool.get(key)
            props = schema.get("properties") if isinstance(schema, dict) else None
            if isinstance(props, dict):
                names.update(name for name in props if isinstance(name, str))
        names.update(_wrapped_names(tool.get("inputSchema")))
    return frozenset(names)


def _wrapped_names(schema: Any) -> list[str]:
    """(precision62) The input's only property is an object that holds the arguments (a
    `params` model of a Python server: instantly's `params`, zammad's `params` by `$ref`): its
    properties are the tool's own arguments, as a top-level one is. Only one wrapper, only the
    input, one level: a nested property of an output or of one argument among others is not."""
    props = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(props, dict) or len(props) != 1:
        return []
    (inner,) = props.values()
    if isinstance(inner, dict) and isinstance(inner.get("$ref"), str):
        ref = inner["$ref"]
        for defs in ("$defs", "definitions"):
            prefix = f"#/{defs}/"
            table = schema.get(defs)
            if ref.startswith(prefix) and isinstance(table, dict):
                inner = table.get(ref[len(prefix):])
                break
    wrapped = inner.get("properties") if isinstance(inner, dict) else None
    if not isinstance(wrapped, dict):
        return []
    return [name for name in wrapped if isinstance(name, str)]


def _lint_one(tool: Any, ctx: ToolContext) -> None:
    if not isinstance(tool, dict):
        ctx.add(RuleId.TOOL_NOT_OBJECT, "", f"the tool is {kind_of(tool)}, not an object")
        return
    for check in SHAPE_CHECKS:
        check(tool, ctx)
    check_input_schema(tool, ctx)
    check_output_schema(tool, ctx)
    check_held_defaults(tool, ctx)
    _joined(tool, ctx)


def _joined(tool: dict[str, Any], ctx: ToolContext) -> None:
    """The tool's text read as one document (attacks.joined): an instruction split across two
    fields, reported on the field that holds its second half, naming the other."""
    site = Site(ctx.tool_name, None, ctx.own_tools, ctx.foreign_tools, ctx.params)
    have = {(f.rule, f.path) for f in ctx.findings if f.severity is Severity.ERROR}
    scanner = ctx.memo.scan if ctx.memo is not None else scan
    for found in joined.judge(tool, site, ctx.bounds.max_description_chars, scanner):
        match, paths = found.match, [found.field.path, *(f.path for f in found.others)]
        if any((match.rule, path) in have for path in paths):
            continue
        span = inert(found.field.text[match.start : match.end], 80)
        also = ", ".join(paths[1:])
        # (recall19) a property documented in the description, read as the property's text
        how = f"read together with {also}" if also else "read as a property's own text"
        ctx.add(match.rule, found.field.path,
                f'({match.letter}) {CLASSES[match.letter].title}: {match.reason}, {how}: "{span}"')


def _duplicate(ctx: ToolContext, index: int, name: str, dupes: dict[str, list[int]]) -> None:
    others = ", ".join(f"#{i}" for i in dupes[name] if i != index)
    ctx.add(RuleId.TOOL_NAME_DUPLICATE, "/name", f"the name is also used by tool {others}")


def lint_tools(
    tools: Sequence[Any],
    *,
    protocol_version: str | None = None,
    bounds: LintBounds = DEFAULT_BOUNDS,
    overrides: Mapping[str, Severity] | None = None,
    foreign_tools: Mapping[str, str] | None = None,
    deep: bool = False,
) -> list[ToolVerdict]:
    """One verdict per entry of a raw `tools/list` result, in input order.

    protocol_version selects version-specific rules (outputSchema must be an object and
    `execution` is checked through 2025-11-25); None or unknown means the stricter, older rules.
    overrides: rule id -> severity (an unknown lint rule id is a UsageError).
    foreign_tools: tool name -> server name of the other servers checked together (`check`);
    a tool that names one of them is shadowing it.
    deep: also the learned model (`text-learned-poisoning`, mcpcheck.checks.lint.learned),
    loaded on first use; a missing or corrupt model file is a ModelFileError.
    """
    severities = effective_severities(overrides)
    keys, dupes = _keys(tools)
    own = frozenset(name for name in map(usable_name, tools) if name is not None)
    foreign = without(foreign_tools, own)
    verdicts = []
    memo = ScanMemo(own, foreign)
    learned = _learned_judge() if deep else None
    with _cycles_collected_after():
        for index, tool in enumerate(tools):
            ctx = ToolContext(keys[index], bounds, protocol_version, severities, own, foreign,
                              params=property_names(tool), memo=memo)
            _lint_one(tool, ctx)
            name = usable_name(tool)
            if name is not None and name in dupes:
                _duplicate(ctx, index, name, dupes)
            if learned is not None:
                learned(tool, ctx)
            findings = tuple(ctx.findings)
            verdicts.append(ToolVerdict(keys[index], verdict_of(findings), findings))
    return verdicts


def _learned_judge() -> Callable[[Any, ToolContext], None]:
    """The learned model's judge of one tool (its package and model file loaded now)."""
    from mcpcheck.checks.lint.learned.modelfile import load_model, model_path
    from mcpcheck.checks.lint.learned.verdict import judge_learned

    model = load_model(model_path())
    return lambda tool, ctx: judge_learned(tool, ctx, model)


@contextmanager
def _cycles_collected_after() -> Iterator[None]:
    """(speed11) Python's cyclic garbage collector paused while the tools are judged, and
    resumed as it was. A lint makes many small containers (matches, spans, word sets, compiled
    patterns on first use): every 700 more made than freed started a collection, and now and
    then a full one walked every object of the process, the lexicon's and the detectors' tables
    included (a first lint of 1,000 real tools: ~300 collections, ~0.2 s of ~6.7 s CPU). What a
    lint drops is freed by reference counting (a warm lint of those tools leaves no cycle for
    the collector); a cycle made meanwhile waits for the next collection after it. A caller that
    keeps the collector off finds it off; a thread that enters while another has paused it
    leaves it to that one."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
