"""Issue 24 §7: the leftovers of the first trial, each checked through the real command line."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

from tests.conftest import ROOT, raw_server, run_cli

ONE_TOOL = json.dumps([{"name": "echo", "inputSchema": {
    "type": "object", "properties": {"text": {"type": "string"}}}}])


def test_help_lists_every_command_summary_whole() -> None:
    import typer.main

    from mcpcheck.cli.app import app

    group = typer.main.get_command(app)
    run = run_cli("--help")
    assert run.code == 0, run.err
    listing = " ".join(run.out.split("Commands:")[1].split())
    assert "..." not in listing
    for name, cmd in group.commands.items():  # type: ignore[attr-defined]
        first = " ".join((cmd.help or "").split("\n\n")[0].split())
        assert f"{name} {first}" in listing, (name, first, listing)


def test_counts_of_one_are_singular(tmp_path: Path) -> None:
    snap = tmp_path / "one.json"
    run = run_cli("snapshot", "--snapshot", str(snap), "--",
                  *raw_server("--tools-json", ONE_TOOL, "--with-prompts"))
    assert run.code == 0, run.err
    assert "  1 tool, 1 prompt, 1 resource, 1 resource template\n" in run.out, run.out
    probe = run_cli("probe", "--", *raw_server("--tools-json", ONE_TOOL))
    assert probe.code == 0, probe.err
    assert re.fullmatch(r"ok: raw-test-server: 1 tool, no required tools in [0-9.]+s\n",
                        probe.out), probe.out
    (tmp_path / "call.json").write_text('{"tool": "echo", "arguments": {"text": "hi"}}')
    one = run_cli("validate", str(tmp_path / "call.json"), "--snapshot", str(snap))
    assert one.code == 0, one.out + one.err
    assert "  1 call in 1 file; 0 files failed\n" in one.out, one.out


def test_a_folder_counts_the_files_in_it(tmp_path: Path) -> None:
    snap = tmp_path / "one.json"
    assert run_cli("snapshot", "--snapshot", str(snap), "--",
                   *raw_server("--tools-json", ONE_TOOL)).code == 0
    args = tmp_path / "args"
    (args / "echo").mkdir(parents=True)
    (args / "echo" / "a.json").write_text('{"text": "a"}')
    (args / "echo" / "b.json").write_text('{"text": 1}')
    (args / "c.json").write_text('{"tool": "echo", "arguments": {"text": "c"}}')
    run = run_cli("validate", str(args), "--snapshot", str(snap))
    assert run.code == 1, run.out + run.err
    assert "  3 calls in 3 files; 1 file failed\n" in run.out, run.out
    data = run_cli("validate", str(args), "--snapshot", str(snap), "-f", "json").json()
    assert data["servers"][0]["details"]["files"] == 3


def test_make_demo_on_a_fresh_clone_says_it_created_its_snapshot(tmp_path: Path) -> None:
    """A fresh clone has the committed snapshots/demo.json: the demo still writes (and says
    `created`), each time, and leaves the committed file alone."""
    make = shutil.which("make")
    assert make is not None
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    (tmp_path / "snapshots").mkdir()
    committed = (ROOT / "snapshots" / "demo.json").read_bytes()
    (tmp_path / "snapshots" / "demo.json").write_bytes(committed)
    venv = ROOT / ".venv"
    for _ in range(2):
        proc = subprocess.run([make, "-s", "-o", str(venv / ".installed"), "demo",
                               f"VENV={venv}"], cwd=tmp_path, capture_output=True, text=True,
                              timeout=300)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert re.search(r"-> +build/demo/demo\.json created\n", proc.stdout), proc.stdout
        assert "unchanged" not in proc.stdout
        assert "mcpcheck diff exited 1" in proc.stdout
    assert (tmp_path / "snapshots" / "demo.json").read_bytes() == committed


def test_probe_writes_could_not_evaluate_to_stdout_like_its_other_results() -> None:
    run = run_cli("probe", "--timeout", "20", "--", *raw_server("--fault", "exit-immediately"))
    assert run.code == 3
    assert run.out.startswith("error: server: could not evaluate: "), run.out
    assert run.err == ""


def test_a_refused_pinned_protocol_hints_at_auto() -> None:
    run = run_cli("probe", "--protocol", "2026-07-28", "--", *raw_server())
    assert run.code == 3
    assert run.out == ("error: server: could not evaluate: the server answered the handshake with "
                       "error -32601: Method not found (with --protocol 2026-07-28; a server that "
                       "does not speak it needs --protocol auto, which falls back to "
                       "initialize)\n"
                       "  server stderr (last lines):\n"
                       "    raw_stdio: serving\n"), run.out
    assert run_cli("probe", "--protocol", "auto", "--", *raw_server()).code == 0


def test_snapshot_names_the_tools_that_differ(tmp_path: Path) -> None:
    snap = tmp_path / "s.json"
    assert run_cli("snapshot", "--snapshot", str(snap), "--", *raw_server()).code == 0
    tools = [{"name": "echo", "description": "Echo, now louder.",
              "inputSchema": {"type": "object"}},
             {"name": "shout", "inputSchema": {"type": "object"}}]
    run = run_cli("snapshot", "--snapshot", str(snap), "-f", "json", "--",
                  *raw_server("--tools-json", json.dumps(tools)))
    assert run.code == 1, run.out + run.err
    (finding,) = run.json()["servers"][0]["findings"]
    assert finding["rule"] == "snapshot-baseline-differs"
    assert finding["message"] == (
        f"{snap}: the baseline differs from the live server (tools changed: echo; tools added: "
        "shout; tools removed: add); review with `mcpcheck diff`, then accept with "
        "`mcpcheck snapshot --update`")
    other = run_cli("snapshot", "--snapshot", str(snap), "-f", "json", "--",
                    *raw_server("--server-version", "2.0.0"))
    assert other.code == 1
    assert ("(the tools are the same; it differs in server)"
            in other.json()["servers"][0]["findings"][0]["message"])


def test_a_capability_declared_false_is_a_change_to_false_not_a_removal() -> None:
    from mcpcheck.checks.drift import diff_surface
    from mcpcheck.models import Surface

    def surface(caps: dict[str, object]) -> Surface:
        return Surface(server_name="s", server_version="1", protocol_version="2025-11-25",
                       capabilities=caps, tools=())

    (off,) = diff_surface(surface({"tools": True}), surface({"tools": False}))
    assert off.message == ("capability `tools` changed from true to false, which does not "
                           "declare it; clients that use it will fail")
    (flag,) = diff_surface(surface({"tools": {"listChanged": True}}),
                           surface({"tools": {"listChanged": False}}))
    assert flag.message.startswith("capability `tools.listChanged` changed from true to false;")
    (gone,) = diff_surface(surface({"tools": {}}), surface({}))
    assert gone.message.startswith("capability `tools` is no longer declared (was {});")


def test_an_empty_server_version_is_left_out_not_a_double_space(tmp_path: Path) -> None:
    run = run_cli("snapshot", "--snapshot", str(tmp_path / "s.json"), "--",
                  *raw_server("--server-version", ""))
    assert run.code == 0, run.err
    assert "\n  server raw-test-server  protocol 2025-11-25\n" in run.out, run.out


def test_an_unknown_config_key_gets_a_did_you_mean(tmp_path: Path) -> None:
    cases = {
        '[servers.a]\ncommand = "x"\ntimout = 3\n':
            "servers.a.timout: unknown key; did you mean 'timeout'?",
        '[defaults]\nprotocl = "auto"\n[servers.a]\ncommand = "x"\n':
            "defaults.protocl: unknown key; did you mean 'protocol'? (known: against, protocol, "
            "timeout)",
        '[servers.a]\ncommand = "x"\n[defualts]\ntimeout = 3\n':
            "defualts: unknown table or key; did you mean 'defaults'? (known: defaults, "
            "mcpServers, servers, servers_from)",
        '[server.a]\ncommand = "x"\n':
            "servers: no [servers] table (nor mcpServers) in this file; did you mean 'servers' "
            "for 'server'?",
        '[servers.a]\ncommand = "x"\nzzz = 1\n': "servers.a.zzz: unknown key\n",
    }
    for i, (text, said) in enumerate(cases.items()):
        config = tmp_path / f"c{i}.toml"
        config.write_text(text)
        run = run_cli("probe", "--config", str(config))
        assert run.code == 2, run.out + run.err
        assert f"{config}: {said}" in run.err, run.err


def test_readme_says_how_long_make_test_takes_and_what_it_downloads() -> None:
    readme = " ".join((ROOT / "README.md").read_text("utf-8").split())
    makefile = (ROOT / "Makefile").read_text("utf-8")
    fetch = (ROOT / "tests" / "support" / "fetch_json_schema_suite.sh").read_text("utf-8")
    assert "`make test` runs the whole suite" in readme
    assert re.search(r"takes about \d+ minutes on 2 cores", readme)
    packages = re.findall(r"@modelcontextprotocol/(server-[a-z]+)@", makefile)
    assert len(packages) == 3
    for package in packages:
        assert package in readme, package
    version = re.search(r'version="([0-9.]+)"', fetch)
    assert version is not None
    assert f"JSON-Schema-Test-Suite (the copy bundled in the `jsonschema` {version[1]}" in readme
    assert "from PyPI" in readme


def test_text_layout_of_details_lines() -> None:
    from mcpcheck.models import (
        CallDetails,
        CallEntry,
        Report,
        ServerResult,
        SnapshotDetails,
        ValidateDetails,
    )
    from mcpcheck.reporters.text import render
    from tests.reporters.test_review_report import golden

    snap = SnapshotDetails(path="snapshots/one.json", outcome="created", server_name="one",
                           server_version="", protocol="2025-11-25", surface_sha256="ab" * 32,
                           tools=(("echo", "cd" * 32),),
                           counts={"tools": 1, "prompts": 1, "resources": 1,
                                   "resourceTemplates": 1})
    calls = CallDetails((CallEntry("call #1 (hello)", "echo", "passed"),
                         CallEntry("call #2", "delete_file", "refused")))
    reports = [Report("snapshot", [ServerResult("one", details=snap)]),
               Report("call", [ServerResult("one", details=calls)]),
               Report("validate", [ServerResult("one", details=ValidateDetails(1, 1, 0))]),
               Report("validate", [ServerResult("two", details=ValidateDetails(3, 2, 1))])]
    golden("details-lines.txt", "".join(render(r) for r in reports))
