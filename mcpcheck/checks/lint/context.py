"""Per-tool state while linting: who is being judged, the bounds, and the findings so far."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from mcpcheck.checks.lint.attacks import CLASSES, UNSPACED_LETTER, ScanMemo, Site, scan, scan_name
from mcpcheck.checks.lint.attacks.base import ForeignTools
from mcpcheck.checks.lint.attacks.reading import reading
from mcpcheck.checks.lint.bounds import LintBounds
from mcpcheck.checks.lint.hiddenchars import findings_for_text
from mcpcheck.checks.lint.plain import legacy_protocol
from mcpcheck.checks.lint.rules import RULES
from mcpcheck.models import Finding, Severity
from mcpcheck.ruleids import RuleId
from mcpcheck.textsafety import inert


def without(foreign: Mapping[str, str] | None, own: frozenset[str]) -> Mapping[str, str]:
    """The other servers' tools less this server's own names: `foreign` itself when none of
    them is in it (a fleet's shared view, attacks.base.ForeignTools: no copy per server)."""
    if not foreign:
        return {}
    if not any(name in foreign for name in own):
        return foreign
    if isinstance(foreign, ForeignTools):
        return foreign.hiding(own)
    return {k: v for k, v in foreign.items() if k not in own}


@dataclass
class ToolContext:
    key: str
    bounds: LintBounds
    protocol_version: str | None
    severities: Mapping[str, Severity] = field(default_factory=dict)  # effective, per rule id
    own_tools: frozenset[str] = frozenset()  # every tool name the server advertises
    foreign_tools: Mapping[str, str] = field(default_factory=dict)  # other servers: name -> server
    findings: list[Finding] = field(default_factory=list)
    pattern_chars_left: int = 0  # per schema: compile budget left (see LintBounds)
    skipped_patterns: list[str] = field(default_factory=list)  # paths of patterns not compiled
    params: frozenset[str] = frozenset()  # the tool's property names (inputs and outputs)
    memo: ScanMemo | None = None  # texts already scanned in this run (see attacks.ScanMemo)

    def add(self, rule: RuleId, path: str, message: str) -> None:
        severity = self.severity(rule)
        self.findings.append(
            Finding(rule=rule, severity=severity, tool=self.key, path=path, message=message)
        )

    def severity(self, rule: RuleId) -> Severity:
        return self.severities.get(rule, RULES[rule].severity)

    def text(self, value: str, path: str, what: str,
             data: frozenset[str] = frozenset()) -> None:
        """Length bound, hidden characters and attack classes for one string a model may read;
        the classes in `data` are not judged (the string is a value the tool takes as data)."""
        limit, scan_limit = self.bounds.max_description_chars, self.bounds.max_scan_chars
        if len(value) > limit:
            scanned = min(len(value), scan_limit)
            self.add(
                RuleId.DESCRIPTION_TOO_LONG,
                path,
                f"{what} is {len(value)} characters (bound {limit}); "
                f"{'all' if scanned == len(value) else f'the first {scanned}'} were scanned",
            )
            value = value[:scan_limit]
        for found in findings_for_text(value, tool=self.key, path=path):
            self.findings.append(replace(found, severity=self.severity(RuleId(found.rule))))
        site = Site(self.tool_name, param_of(path), self.own_tools, self.foreign_tools,
                    self.params)
        for match in (self.memo.scan if self.memo is not None else scan)(value, site, limit):
            if match.letter in data:
                continue
            attack = CLASSES[match.letter]
            span = inert(value[match.start : match.end], 80)
            self.add(match.rule, path, f'({match.letter}) {attack.title}: {match.reason}: "{span}"')

    def identifier(self, value: str, path: str, what: str,
                   data: frozenset[str] = frozenset()) -> None:
        """A string with no whitespace a model reads as words (`skip_asking_the_user` as an enum
        value, a `required` entry or the tool's name): judged as a property name is, on its
        reading with the separators as spaces (see attacks.reading and attacks.scan_name); the
        classes in `data` are not judged, as in `text`."""
        if len(value.split(maxsplit=1)) != 1:
            return  # text with spaces (read as text already)
        joined = value.count("_") + value.count("-") + value.count(".")
        # (recall34) a value in a script without spaces is read as text when it is long
        # ("不经确认直接转入托管账户"); an enum, default or const value of three joined words is
        # read too ("sormadan_emanete_yonlendir"): a label's wording is spared by is_label
        unspaced = not value.isascii() and len(UNSPACED_LETTER.findall(value)) >= 8
        value_of = what in ("enum value", "default value", "const value") and len(value) >= 16
        if not unspaced and (len(value) < 20 or joined < 4) and not (value_of and joined >= 2):
            return  # fewer than five words (a label)
        text = value[: self.bounds.max_scan_chars]
        site = Site(self.tool_name, param_of(path), self.own_tools, self.foreign_tools,
                    self.params)
        known = {f.rule for f in self.findings if f.path == path}
        for match, span in scan_name(text, reading(text), site):
            if match.rule in known or match.letter in data:
                continue
            self.add(match.rule, path, f"({match.letter}) {CLASSES[match.letter].title}: "
                     f'{match.reason}: "{inert(span, 80)}" ({what} {quote(value, 80)})')

    @property
    def tool_name(self) -> str | None:
        return None if self.key.startswith("#") else self.key

    def legacy_protocol(self) -> bool:
        """2025-11-25 or earlier, or unknown: outputSchema must be "object", execution exists."""
        return legacy_protocol(self.protocol_version)


def param_of(path: str) -> str | None:
    """The input property a pointer is inside (the innermost), or None."""
    if not path.startswith("/inputSchema/"):
        return None
    parts = path.split("/")
    for index in range(len(parts) - 2, 0, -1):
        if parts[index] == "properties" and parts[index - 1] != "properties":
            return parts[index + 1].replace("~1", "/").replace("~0", "~")
    return None


def quote(value: object, limit: int = 60) -> str:
    """A short inert rendering of any JSON value for a message."""
    if isinstance(value, str):
        return '"' + inert(value, limit) + '"'
    if isinstance(value, (dict, list)):
        return "an object" if isinstance(value, dict) else "an array"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return inert(_number_text(value), limit)


def _number_text(value: object) -> str:
    if isinstance(value, int):
        return str(value) if value.bit_length() < 128 else "a huge integer"
    return repr(value)
