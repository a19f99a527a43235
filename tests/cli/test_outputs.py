"""`--output FORMAT=FILE` (repeatable): several formats of one report from one run, next to the
stdout report; every server is contacted once (counted by the real test server's --record log);
`--output FILE` keeps writing the --format report to FILE instead of stdout."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mcpcheck.errors import UsageError
from mcpcheck.reporters import Format, Outputs, parse_outputs
from tests.conftest import PY, RAW_STDIO, run_cli


def _config(tmp_path: Path, names: tuple[str, ...]) -> Path:
    text = ""
    for name in names:
        log = tmp_path / f"{name}.log"
        text += (f'[servers.{name}]\ncommand = "{PY}"\n'
                 f'args = ["{RAW_STDIO}", "--record", "{log}"]\nrequire = ["echo"]\n')
    config = tmp_path / "mcpcheck.toml"
    config.write_text(text)
    return config


def _sessions(log: Path) -> int:
    return log.read_text().splitlines().count("initialize")


def test_three_formats_from_one_run_contact_each_server_once(tmp_path: Path) -> None:
    config = _config(tmp_path, ("alpha", "beta"))
    run = run_cli("check", "--config", str(config), "-o", "junit=out/report.xml",
                  "--output", "sarif=out/results.sarif", "-o", "markdown=out/summary.md",
                  cwd=tmp_path)
    assert run.code == 0, run.err
    assert "alpha" in run.out and "beta" in run.out  # the text report still goes to stdout
    assert not run.out.lstrip().startswith(("{", "<"))
    assert [_sessions(tmp_path / f"{n}.log") for n in ("alpha", "beta")] == [1, 1]
    suites = ET.parse(tmp_path / "out" / "report.xml").getroot()
    assert [s.get("name") for s in suites.iter("testsuite")] == ["alpha", "beta"]
    sarif = json.loads((tmp_path / "out" / "results.sarif").read_text())
    assert sarif["version"] == "2.1.0"
    assert sarif["runs"][0]["properties"]["command"] == "check"
    markdown = (tmp_path / "out" / "summary.md").read_text()
    assert "alpha" in markdown and "beta" in markdown


def test_format_file_next_to_a_json_stdout_report(tmp_path: Path) -> None:
    config = _config(tmp_path, ("alpha",))
    run = run_cli("check", "--config", str(config), "-f", "json", "-o", "json=copy.json",
                  "-o", "github=annotations.txt", cwd=tmp_path)
    assert run.code == 0, run.err
    assert json.loads(run.out) == json.loads((tmp_path / "copy.json").read_text())
    assert "::group::summary" in (tmp_path / "annotations.txt").read_text()
    assert _sessions(tmp_path / "alpha.log") == 1


def test_plain_output_file_still_takes_the_format_report(tmp_path: Path) -> None:
    config = _config(tmp_path, ("alpha",))
    run = run_cli("check", "--config", str(config), "-f", "json", "-o", "report.json",
                  "-o", "junit=report.xml", cwd=tmp_path)
    assert (run.code, run.out, run.err) == (0, "", "")
    assert json.loads((tmp_path / "report.json").read_text())["command"] == "check"
    assert ET.parse(tmp_path / "report.xml").getroot().tag == "testsuites"


def test_offline_diff_and_probe_write_extra_formats(tmp_path: Path) -> None:
    snapshot = Path(__file__).resolve().parents[2] / "snapshots" / "demo.json"
    run = run_cli("diff", str(snapshot), str(snapshot), "-o", "sarif=d.sarif", cwd=tmp_path)
    assert run.code == 0, run.err
    assert json.loads((tmp_path / "d.sarif").read_text())["runs"][0]["results"] == []
    run = run_cli("probe", "--require", "echo", "-o", "json=p.json", "--", PY, str(RAW_STDIO),
                  cwd=tmp_path)
    assert run.code == 0, run.err
    assert run.out.strip()  # probe's one-line text on stdout
    assert json.loads((tmp_path / "p.json").read_text())["command"] == "probe"


@pytest.mark.parametrize(("args", "message"), [
    (("-o", "a.txt", "-o", "b.txt"), "one FILE for the --format report (a.txt), got another"),
    (("-o", "json=x.json", "-o", "sarif=x.json"), "x.json is named twice"),
    (("-o", "json="), "no file name"),
])
def test_bad_outputs_are_usage_errors_before_any_server_runs(
        tmp_path: Path, args: tuple[str, ...], message: str) -> None:
    config = _config(tmp_path, ("alpha",))
    run = run_cli("check", "--config", str(config), *args, cwd=tmp_path)
    assert (run.code, run.out) == (2, "")
    assert message in run.err
    assert not (tmp_path / "alpha.log").exists()


def test_parse_outputs() -> None:
    assert parse_outputs(None) == Outputs()
    assert parse_outputs(["r.txt", "junit=a/b.xml", "sarif=s=1.sarif"]) == Outputs(
        Path("r.txt"), ((Format.JUNIT, Path("a/b.xml")), (Format.SARIF, Path("s=1.sarif"))))
    assert parse_outputs(["./yaml=x"]) == Outputs(Path("yaml=x"))  # a file name with `=`
    for value in ("yaml=x", "JSON=r.json", "=x"):  # a word before `=` must be a format
        with pytest.raises(UsageError, match="one of: text, json"):
            parse_outputs([value])
    with pytest.raises(UsageError, match="named twice"):
        parse_outputs(["a", "json=a"])
