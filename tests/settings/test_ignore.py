"""The ignore file: loading, every refusal as a UsageError naming file/entry/key, matching."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

from mcpcheck.checks.drift import RULES, diff_tools
from mcpcheck.errors import ExitCode, UsageError
from mcpcheck.models import Finding, Severity
from mcpcheck.settings.ignore import IgnoreEntry, load_ignore, parse_ignore


def finding(rule: str = "tool-removed", tool: str | None = "search", path: str = "") -> Finding:
    return Finding(rule, Severity.ERROR, tool, path, f"{rule} on {tool}")


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "mcpcheck-ignore.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_load_and_apply_by_rule_tool_path_and_fingerprint(tmp_path: Path) -> None:
    target = finding("input-range-narrowed", "search", "/inputSchema/properties/limit/maximum")
    other_tool = finding("input-range-narrowed", "fetch", "/inputSchema/properties/limit/maximum")
    by_print = finding("tool-removed", "legacy")
    kept_one = finding("tool-added", "new")
    path = write(
        tmp_path,
        f"""
[[ignore]]
rule = "input-range-narrowed"
tool = "search"
path = "/inputSchema/properties/limit/maximum"
reason = "limit lowered on purpose (TICKET-12)"

[[ignore]]
fingerprint = "{by_print.fingerprint.upper()}"
reason = "legacy tool retired"
""",
    )
    ignore = load_ignore(path)
    assert ignore.source == str(path)
    assert [e.index for e in ignore.entries] == [1, 2]
    assert ignore.entries[1].fingerprint == by_print.fingerprint
    kept, suppressed = ignore.apply([target, other_tool, by_print, kept_one])
    assert kept == [other_tool, kept_one]
    assert suppressed == [target, by_print]


def test_a_tool_alone_selects_every_change_of_that_tool(tmp_path: Path) -> None:
    path = tmp_path / "i.toml"
    path.write_text('[[ignore]]\ntool = "search"\nreason = "search is being rebuilt (PR #7)"\n')
    kept, dropped = load_ignore(path).apply([
        Finding("tool-removed", Severity.ERROR, "search", "", "m1"),
        Finding("tool-removed", Severity.ERROR, "other", "", "m2")])
    assert [f.tool for f in kept] == ["other"] and [f.tool for f in dropped] == ["search"]


def test_a_missing_key_matches_any() -> None:
    ignore = parse_ignore('[[ignore]]\nrule = "tool-added"\nreason = "new tools are fine"\n')
    a, b = finding("tool-added", "a"), finding("tool-added", None, "/x")
    kept, suppressed = ignore.apply([a, b, finding("tool-removed", "a")])
    assert suppressed == [a, b]
    assert [f.rule for f in kept] == ["tool-removed"]
    assert not IgnoreEntry(1, "r", rule="tool-added", tool="a").matches(b)


def test_works_with_real_drift_findings(tmp_path: Path) -> None:
    before = [{"name": "a", "inputSchema": {"type": "object"}}, {"name": "b", "inputSchema": {}}]
    findings = diff_tools(before, before[:1])
    assert [f.rule for f in findings] == ["tool-removed"]
    path = write(
        tmp_path,
        f'[[ignore]]\nfingerprint = "{findings[0].fingerprint}"\nreason = "b was retired"\n',
    )
    assert load_ignore(path, known_rules=RULES).apply(findings) == ([], findings)


def test_expires(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """
[[ignore]]
rule = "tool-removed"
reason = "grace period"
expires = 2025-03-01

[[ignore]]
rule = "tool-added"
reason = "string date"
expires = "2025-06-01"
""",
    )
    ignore = load_ignore(path)
    assert [e.expires for e in ignore.entries] == [dt.date(2025, 3, 1), dt.date(2025, 6, 1)]
    removed, added = finding("tool-removed"), finding("tool-added")
    assert ignore.apply([removed, added], today=dt.date(2025, 2, 28)) == ([], [removed, added])
    assert ignore.apply([removed, added], today=dt.date(2025, 3, 1)) == ([removed], [added])
    assert [e.index for e in ignore.expired(dt.date(2025, 7, 1))] == [1, 2]


def test_empty_file_ignores_nothing(tmp_path: Path) -> None:
    ignore = load_ignore(write(tmp_path, "# nothing accepted yet\n"))
    assert ignore.entries == ()
    assert ignore.apply([finding()]) == ([finding()], [])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[[ignore]]\nrule = "tool-removed"\n', "ignore entry 1: `reason` is required"),
        (
            '[[ignore]]\nrule = "tool-removed"\nreason = "   "\n',
            "ignore entry 1: `reason` is required",
        ),
        (
            '[[ignore]]\nrule = "a"\nreason = "ok"\n[[ignore]]\nreason = "everything"\n',
            "ignore entry 2: needs `fingerprint` or one of `rule`, `tool`, `path` "
            "(an entry must not match everything)",
        ),
        (
            '[[ignore]]\nrule = "tool-removed"\nreason = "x"\nseverity = "info"\n',
            "ignore entry 1: unknown key 'severity'",
        ),
        ('[[ignore]]\nrule = 5\nreason = "x"\n', "ignore entry 1: `rule` must be a string"),
        ('[[ignore]]\nrule = ""\nreason = "x"\n', "ignore entry 1: `rule` is empty"),
        (
            '[[ignore]]\nfingerprint = "xyz"\nreason = "x"\n',
            "ignore entry 1: `fingerprint` must be 12 hexadecimal characters",
        ),
        (
            '[[ignore]]\nrule = "tool-removed"\nreason = "x"\nexpires = "next week"\n',
            "ignore entry 1: `expires` must be a date YYYY-MM-DD",
        ),
        (
            '[[ignore]]\nrule = "tool-removed"\nreason = "x"\nexpires = 5\n',
            "ignore entry 1: `expires` must be a date YYYY-MM-DD",
        ),
        ('ignore = "all"\n', "`ignore` must be an array of tables"),
        ("ignore = [1]\n", "ignore entry 1: not a table"),
        ('[[ignores]]\nrule = "x"\nreason = "y"\n', "unknown top-level key 'ignores'"),
        ('[[ignore]]\nrule = "tool-removed"\nreason = "x\n', "invalid TOML: "),
    ],
)
def test_refusals_name_the_file_entry_and_key(tmp_path: Path, text: str, message: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(UsageError) as caught:
        load_ignore(path)
    assert str(caught.value).startswith(f"{path}: ")
    assert message in str(caught.value)
    assert caught.value.exit_code is ExitCode.USAGE


def test_toml_syntax_error_names_the_line(tmp_path: Path) -> None:
    path = write(tmp_path, '[[ignore]]\nrule = "tool-removed"\nreason = = "x"\n')
    with pytest.raises(UsageError, match=r"invalid TOML: .*line 3"):
        load_ignore(path)


def test_unknown_rule_when_rules_are_known(tmp_path: Path) -> None:
    path = write(tmp_path, '[[ignore]]\nrule = "tool-gone"\nreason = "x"\n')
    with pytest.raises(UsageError, match="ignore entry 1: unknown rule 'tool-gone'"):
        load_ignore(path, known_rules=RULES)
    assert load_ignore(path).entries[0].rule == "tool-gone"


def test_unreadable_files(tmp_path: Path) -> None:
    missing = tmp_path / "absent.toml"
    with pytest.raises(
        UsageError, match=re.escape(f"cannot read ignore file {missing}: No such file")
    ):
        load_ignore(missing)
    with pytest.raises(UsageError, match=r"cannot read ignore file .*: Is a directory"):
        load_ignore(tmp_path)
    binary = tmp_path / "binary.toml"
    binary.write_bytes(b"\xff\xfe\x00rule")
    with pytest.raises(UsageError,
                       match=r"cannot read ignore file .*binary\.toml: not UTF-8 \(byte 0\)"):
        load_ignore(binary)
