"""What the text and markdown reports share: the one-line verdict, the order of findings, the
changed span of a text. Pure functions of the report."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mcpcheck.errors import ExitCode
from mcpcheck.models import (
    CheckDetails,
    Finding,
    LintDetails,
    Report,
    ServerResult,
    Severity,
)
from mcpcheck.ruleids import RuleId

# Commands that compare against a baseline: their clean verdict says "no breaking change".
_BREAKING_COMMANDS = frozenset({"diff", "check"})
# The check kinds a verdict names, in this order; errors of the first two are breaking changes.
KINDS = ("drift", "required", "validate", "calls", "lint", "secrets", "conform")
BREAKING_KINDS = frozenset({"drift", "required"})
_KIND_OF_RULE: dict[str, str] = {
    RuleId.REQUIRED_TOOL_MISSING: "required", RuleId.OPTIONAL_TOOL_MISSING: "required",
    RuleId.SECRET_IN_METADATA: "secrets", RuleId.TOOL_UNUSABLE: "lint",
    RuleId.SNAPSHOT_BASELINE_DIFFERS: "snapshot", RuleId.IGNORE_UNUSED: "ignore"}
_KIND_OF_FAMILY = {"lint": "lint", "arguments": "validate", "calls": "calls",
                   "conform": "conform"}


def kind(rule: str) -> str:
    """The check a rule belongs to: drift, required, validate, calls, lint, secrets (or
    snapshot, ignore, other)."""
    if rule in _KIND_OF_RULE:
        return _KIND_OF_RULE[rule]
    from mcpcheck.checks.rulebook import find

    record = find(rule)
    if record is None:
        return "other"
    if record.family.drift:
        return "drift"
    return _KIND_OF_FAMILY.get(record.family.value, "other")


def by_kind(findings: Iterable[Finding]) -> dict[str, int]:
    """Counts per check kind, in KINDS order (then any other kind, by name)."""
    counts: dict[str, int] = {}
    for f in findings:
        k = kind(f.rule)
        counts[k] = counts.get(k, 0) + 1
    return {k: counts[k] for k in sorted(counts, key=lambda k: (
        KINDS.index(k) if k in KINDS else len(KINDS), k))}


def kinds_phrase(findings: Iterable[Finding]) -> str:
    """`drift 2, lint 3`: what the findings are, by check kind."""
    return ", ".join(f"{k} {n}" for k, n in by_kind(findings).items())
SEVERITIES = (Severity.ERROR, Severity.WARNING, Severity.INFO)


def plural(count: int, noun: str) -> str:
    if noun == "info":
        return f"{count} info"
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def counts_phrase(findings: Iterable[Finding]) -> str:
    """`2 errors, 1 warning` (only the severities present), or `no findings`."""
    counts = {s: 0 for s in SEVERITIES}
    for f in findings:
        counts[f.severity] += 1
    parts = [plural(n, s.value) for s, n in counts.items() if n]
    return ", ".join(parts) if parts else "no findings"


def headline(report: Report) -> str:
    """`BREAKING: 2 errors in 1 of 7 servers (drift 2)`, `FAILED: 3 errors in 2 of 7 servers
    (lint 1, calls 2)`, `OK: 7 servers, no breaking change`, ... BREAKING only when an error
    is drift or a missing required tool. A sharded run says which shard it is; an empty shard
    (more shards than servers) says so."""
    shard = report.shard
    if shard is None:
        return _verdict(report)
    of = f"{plural(len(shard.selected), 'selected server')} in {shard.count} shards"
    if not report.servers:
        return f"OK: nothing to check in shard {shard.index}/{shard.count} ({of})"
    return f"{_verdict(report)} [shard {shard.index}/{shard.count}: {of}]"


def _verdict(report: Report) -> str:
    servers = report.servers
    total = len(servers)
    of = f"of {plural(total, 'server')}"
    failed = [r for r in servers if r.error is not None]
    with_errors = [r for r in servers if any(f.severity is Severity.ERROR for f in r.findings)]
    error_list = [f for r in servers for f in r.findings if f.severity is Severity.ERROR]
    errors = len(error_list)
    kinds = by_kind(error_list)
    word = "BREAKING" if BREAKING_KINDS & kinds.keys() else "FAILED"
    error_part = (f"{plural(errors, 'error')} in {len(with_errors)} {of} "
                  f"({kinds_phrase(error_list)})")
    breaking = report.command in _BREAKING_COMMANDS
    if failed:
        text = f"NOT EVALUATED: {len(failed)} {of} could not be evaluated"
        if not errors:
            return text
        return f"{text}; {word}: {error_part}"
    if errors:
        return f"{word}: {error_part}"
    rest = counts_phrase(f for r in servers for f in r.findings)
    if report.exit_code() is ExitCode.FINDINGS:
        tripped = [r for r in servers if r.status(report.fail_on) == "findings"]
        return (f"FAILED: {rest} in {len(tripped)} {of} "
                f"(--fail-on {report.fail_on.value})")
    clean = "no breaking change" if breaking else "no error"
    text = f"OK: {plural(total, 'server')}, {clean}"
    return f"{text} ({rest})" if rest != "no findings" else text


def ordered(findings: Iterable[Finding]) -> list[Finding]:
    """Errors, then warnings, then info; within a severity by file or tool, path, rule, text:
    the same findings always print in the same order."""
    return sorted(findings, key=lambda f: (-f.severity.rank, f.file or f.tool or "", f.path,
                                           f.rule, f.message, f.fingerprint))


def by_severity(result: ServerResult) -> dict[Severity, list[Finding]]:
    groups: dict[Severity, list[Finding]] = {s: [] for s in SEVERITIES}
    for f in ordered(result.findings):
        groups[f.severity].append(f)
    return groups


# ------------------------------------------------------------------ changed text


@dataclass(frozen=True)
class Span:
    """A changed text cut to its difference: lead + old/new + trail (elided ends marked …)."""

    lead: str
    old: str | None  # None: the text was absent
    new: str | None
    trail: str


def changed_span(before: str | None, after: str | None, context: int = 40,
                 limit: int = 240, value: bool = False) -> Span:
    """The differing middle of two texts with up to `context` characters around it, widened to
    whole words (in a `value`'s JSON, a word is a run of letters, digits and `_-."`, so a span
    stops at a comma, a slash or a brace); an absent side stays None; a long middle keeps its
    ends around an `…`."""
    if before is None or after is None:
        return Span("", _clip(before, limit), _clip(after, limit), "")
    p = 0
    top = min(len(before), len(after))
    while p < top and before[p] == after[p]:
        p += 1
    s = 0
    while s < top - p and before[-1 - s] == after[-1 - s]:
        s += 1
    while p > 0 and _inside_word(value, before[p - 1], before[p:p + 1], after[p:p + 1]):
        p -= 1
    while s > 0 and _inside_word(value, before[len(before) - s],
                                 before[len(before) - s - 1:len(before) - s],
                                 after[len(after) - s - 1:len(after) - s]):
        s -= 1
    head, tail = before[:p], before[len(before) - s:]
    lead, trail = head, tail
    if len(head) > context:  # cut at a word boundary inside the last `context` characters
        cut = head[-context:]
        if value:
            at = next((i for i, ch in enumerate(cut[:-1]) if not _in_word(ch)), -1)
            lead = "…" + (cut[at:] if at >= 0 else cut)
        else:
            lead = "…" + (cut[cut.find(" ") + 1:] if " " in cut[:-1] else cut)
    if len(tail) > context:
        cut = tail[:context]
        if value:
            at = next((i for i in range(len(cut) - 1, 0, -1) if not _in_word(cut[i])), -1)
            trail = (cut[:at + 1] if at > 0 else cut) + "…"
        else:
            trail = (cut[:cut.rfind(" ")] if " " in cut[1:] else cut) + "…"
    return Span(lead, _clip(before[p:len(before) - s], limit),
                _clip(after[p:len(after) - s], limit), trail)


def finding_span(f: Finding) -> Span | None:
    """The changed span a finding shows: of its changed text (description, title), or of its
    changed value's JSON (default, const, enum, examples), else None."""
    if f.change is not None:
        return changed_span(*f.change)
    if f.values is not None:
        return changed_span(*f.values, value=True)
    return None


def _inside_word(value: bool, kept: str, *neighbours: str) -> bool:
    """A cut next to the kept character `kept` would split a word on one side or the other."""
    def inside(ch: str) -> bool:
        return bool(ch) and (_in_word(ch) if value else not ch.isspace())

    return inside(kept) and any(inside(n) for n in neighbours)


def _in_word(ch: str) -> bool:
    """A character of a word inside a value's JSON."""
    return ch.isalnum() or ch in "_-.\""


def _clip(text: str | None, limit: int) -> str | None:
    if text is None or len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}…{text[-half:]}"


# ------------------------------------------------------------------ what is listed one by one


def shown(severity: Severity, show: Severity) -> bool:
    """`--show LEVEL`: the finding is listed one by one (the summary counts it either way)."""
    return severity.rank >= show.rank


def hidden_phrase(findings: Iterable[Finding], show: Severity) -> str:
    """`12 info not listed` for what `--show` hides, or "" when nothing is hidden."""
    return counts_phrase(f for f in findings if not shown(f.severity, show)).replace(
        "no findings", "")


@dataclass(frozen=True)
class Group:
    """Identical findings of one rule on several tools: one line naming the tools."""

    finding: Finding  # the first of them (its tool is the first tool)
    tools: tuple[str, ...]  # () for a finding alone
    members: tuple[Finding, ...] = ()


def grouped(findings: Iterable[Finding]) -> list[Group]:
    """Findings with the same rule, severity, path, message, file and change on different tools
    become one Group (in the order of their first member); a server-wide finding stays alone."""
    groups: dict[tuple[object, ...], list[Finding]] = {}
    for f in findings:
        key: tuple[object, ...] = ((f.rule, f.severity, f.path, f.message, f.file, f.change,
                                    f.values)
                                   if f.tool is not None else (id(f),))
        groups.setdefault(key, []).append(f)
    return [Group(items[0], tuple(dict.fromkeys(str(i.tool) for i in items)), tuple(items))
            if items[0].tool is not None and len(items) > 1 else Group(items[0], (), (items[0],))
            for items in groups.values()]


def group_key(group: Group) -> str:
    """What to write in place of one fingerprint for a group: each member has its own, so one
    copied into an ignore entry would accept one tool only; `rule` + `path` accepts them all."""
    return f"{len(group.members)} fingerprints: accept all with rule + path"


def tools_phrase(tools: tuple[str, ...], limit: int = 12) -> str:
    """`5 tools: a, b, c, d, e` (the first `limit` named, then `and N more`)."""
    names = ", ".join(tools[:limit])
    more = f" and {len(tools) - limit} more" if len(tools) > limit else ""
    return f"{len(tools)} tools: {names}{more}"


def stderr_tail(detail: str | None, lines: int = 8) -> list[str]:
    """The last non-blank lines of a server's stderr (already redacted by the CLI), inert."""
    if not detail:
        return []
    from mcpcheck.textsafety import inert

    return [inert(line, 300) for line in detail.splitlines() if line.strip()][-lines:]


def stderr_lines(detail: str | None) -> list[str]:
    """`server stderr (last lines):` and the tail indented, or nothing without a tail."""
    tail = stderr_tail(detail)
    return ["server stderr (last lines):", *(f"  {line}" for line in tail)] if tail else []


# --- lint verdicts of the server's own entries (its instructions, prompts, resources) ----------
_ENTRY_KINDS = {"prompt": "prompt", "resource": "resource",
                "resourceTemplate": "resource template"}


def entry_label(key: str) -> tuple[str, str]:
    """("server", "") for the server's instructions, ("prompt", NAME) for `prompt:NAME`, ..."""
    kind, _, label = key.partition(":")
    if key == "server" or kind not in _ENTRY_KINDS:
        return "server", ""
    return _ENTRY_KINDS[kind], label


def flagged_verdicts(tools: dict[str, str], entries: dict[str, str]) -> list[tuple[str, str]]:
    """(what, verdict) for every tool and server entry whose lint verdict is not `usable`:
    what is "tool NAME", "server" (its instructions), "prompt NAME", "resource URI", ..."""
    out = [(f"tool {key}", verdict) for key, verdict in tools.items() if verdict != "usable"]
    for key, verdict in entries.items():
        if verdict != "usable":
            kind, label = entry_label(key)
            out.append((f"{kind} {label}".strip(), verdict))
    return out


def judged(result: ServerResult) -> tuple[dict[str, str], dict[str, str]]:
    """A result's lint verdicts: (per tool, per server entry), both empty when lint did not run
    (the one source of the SARIF, JUnit and GitHub verdicts, as of text and markdown's)."""
    d = result.details
    if isinstance(d, LintDetails | CheckDetails):
        return d.verdicts, d.server_verdicts
    return {}, {}


# A verdict that comes from an error (suspicious, unusable) or possibly from a warning alone.
FROM_ERROR = frozenset({"suspicious", "unusable"})
