"""Ignore entries that matched nothing are reported (`ignore-unused`, a warning), as linters
report unused suppressions; an ignore file shared by several servers reports an entry only when
no server used it. Pure checks, the offline diff, and `check` over two real servers."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from mcpcheck.checks.rulebook import default_severity
from mcpcheck.models import DiffDetails, Finding, ServerResult, Severity
from mcpcheck.settings.ignore import parse_ignore, settle_unused
from tests.conftest import PY, RAW_STDIO, ROOT, run_cli

IGNORE = """
[[ignore]]
rule = "tool-removed"
tool = "add"
reason = "add was retired"

[[ignore]]
rule = "tool-removed"
tool = "never-existed"
path = "/"
reason = "stale"

[[ignore]]
fingerprint = "0123456789ab"
reason = "stale too"

[[ignore]]
rule = "tool-added"
reason = "expired, so reported"
expires = 2020-01-01
"""


def test_unused_lists_active_entries_that_matched_nothing() -> None:
    ignore = parse_ignore(IGNORE, source="ig.toml")
    removed = Finding("tool-removed", Severity.ERROR, "add", "/", "tool add was removed")
    unused = ignore.unused([removed], today=dt.date(2026, 1, 1))
    assert [(f.rule, f.severity, f.tool, f.path, f.file, f.message) for f in unused] == [
        ("ignore-unused", Severity.WARNING, "never-existed", "/", "ig.toml",
         "ignore entry 2 (rule tool-removed, tool never-existed, path /) matched no finding: "
         "delete it, or correct it if the change it accepts is still expected"),
        ("ignore-unused", Severity.WARNING, None, "", "ig.toml",
         "ignore entry 3 (fingerprint 0123456789ab) matched no finding: delete it, or correct "
         "it if the change it accepts is still expected"),
        ("ignore-unused", Severity.WARNING, None, "", "ig.toml",
         "ignore entry 4 (rule tool-added) expired on 2020-01-01: delete it, or review the "
         "finding again and renew it"),
    ]
    assert len(ignore.unused([], today=dt.date(2026, 1, 1))) == 4
    assert default_severity("ignore-unused") is Severity.WARNING


def test_a_shared_file_reports_only_entries_no_server_used() -> None:
    ignore = parse_ignore(IGNORE, source="shared.toml")
    removed = Finding("tool-removed", Severity.ERROR, "add", "/", "tool add was removed")
    shared, own = DiffDetails("b.json", 0, ignore="shared.toml"), DiffDetails("b.json", 0,
                                                                             ignore="own.toml")
    a = ServerResult("a", findings=ignore.unused([removed]), details=shared)
    b = ServerResult("b", findings=ignore.unused([]), details=shared)
    c = ServerResult("c", findings=ignore.unused([]), details=own)
    settle_unused([a, b, c])
    entries = ["ignore entry 2", "ignore entry 3", "ignore entry 4"]
    assert [f.message.split(" (")[0] for f in a.findings] == entries
    assert [f.message.split(" (")[0] for f in b.findings] == entries
    assert len(c.findings) == 4  # its own file: entry 1 unused there


def _snapshot_without_add(tmp_path: Path) -> Path:
    data = json.loads((ROOT / "snapshots" / "demo.json").read_text())
    data["tools"] = [t for t in data["tools"] if t["name"] != "add"]
    path = tmp_path / "new.json"
    path.write_text(json.dumps(data))
    return path


def test_offline_diff_reports_unused_entries_against_the_ignore_file(tmp_path: Path) -> None:
    (tmp_path / "ignore.toml").write_text(IGNORE)
    new = _snapshot_without_add(tmp_path)
    old = ROOT / "snapshots" / "demo.json"
    run = run_cli("diff", str(old), str(new), "--ignore", "ignore.toml", "-f", "json",
                  cwd=tmp_path)
    assert run.code == 0, run.err  # warnings: below the default --fail-on error
    server = run.json()["servers"][0]
    assert server["details"]["suppressed"] == 1
    assert [(f["rule"], f["severity"], f.get("file"), f["message"][:16])
            for f in server["findings"]] == [
        ("ignore-unused", "warning", "ignore.toml", "ignore entry 2 ("),
        ("ignore-unused", "warning", "ignore.toml", "ignore entry 3 ("),
        ("ignore-unused", "warning", "ignore.toml", "ignore entry 4 (")]
    run = run_cli("diff", str(old), str(new), "--ignore", "ignore.toml", "--fail-on", "warning",
                  cwd=tmp_path)
    assert run.code == 1
    assert "ignore-unused" in run.out


def test_check_over_servers_sharing_an_ignore_file(tmp_path: Path) -> None:
    (tmp_path / "ignore.toml").write_text(IGNORE)
    servers = ""
    for name in ("a", "b"):
        servers += (f'[servers.{name}]\ncommand = "{PY}"\n'
                    f'args = ["{RAW_STDIO}", "--server-name", "{name}"]\n'
                    f'ignore = "ignore.toml"\nsnapshot = "{name}.json"\nlint = false\n')
    config = tmp_path / "mcpcheck.toml"
    config.write_text(servers)
    made = run_cli("snapshot", "--config", str(config), cwd=tmp_path)
    assert made.code == 0, made.err
    # server a loses its `add` tool: entry 1 accepts that; entries 2 and 3 match nothing anywhere,
    # entry 4 has expired
    tools = [t["definition"] for t in json.loads((tmp_path / "a.json").read_text())["tools"]
             if t["name"] != "add"]
    (tmp_path / "tools.json").write_text(json.dumps(tools))
    config.write_text(servers.replace('"--server-name", "a"]',
                                      f'"--server-name", "a", "--tools", "{tmp_path}/tools.json"]'))
    run = run_cli("check", "--config", str(config), "-f", "json", cwd=tmp_path)
    assert run.code == 0, run.out + run.err
    by_server = {s["server"]: s for s in run.json()["servers"]}
    for name in ("a", "b"):
        unused = [f["message"].split(" (")[0] for f in by_server[name]["findings"]
                  if f["rule"] == "ignore-unused"]
        assert unused == ["ignore entry 2", "ignore entry 3", "ignore entry 4"], (
            name, by_server[name])
