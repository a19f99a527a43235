"""One way to accept any reviewed finding (issue 23 §1): an ignore entry applies to lint,
secret-in-metadata, golden calls and argument files as it does to drift, with `--ignore` on
every command and the config's `ignore` for all checks of a server; stale entries are reported;
fingerprints do not depend on what a server prints at run time. Real server processes."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import PY, RAW_STDIO, ROOT, raw_server, run_cli

BAD_SCHEMA = [{"name": "search", "description": "Search the index for a query.",
               "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}},
                               "required": "q"}}]


def _rules(run_json: dict) -> list[str]:  # type: ignore[type-arg]
    return [f["rule"] for f in run_json["servers"][0]["findings"]]


def test_lint_takes_an_ignore_file(tmp_path: Path) -> None:
    server = raw_server("--tools-json", json.dumps(BAD_SCHEMA))
    run = run_cli("lint", "-f", "json", "--", *server)
    assert run.code == 1, run.out + run.err
    assert "schema-required-not-array" in _rules(run.json())
    ignore = tmp_path / "ignore.toml"
    ignore.write_text(
        '[[ignore]]\nrule = "schema-required-not-array"\ntool = "search"\n'
        'reason = "vendor bug, reported upstream"\n\n'
        '[[ignore]]\nrule = "tool-removed"\nreason = "a drift entry: lint cannot produce it"\n\n'
        '[[ignore]]\nrule = "input-open-properties"\ntool = "search"\nexpires = 2020-01-01\n'
        'reason = "old"\n')
    run = run_cli("lint", "-f", "json", "--ignore", str(ignore), "--", *server)
    assert run.code == 0, run.out + run.err
    server_json = run.json()["servers"][0]
    assert "schema-required-not-array" not in _rules(run.json())
    assert server_json["ignore"] == {"file": str(ignore), "accepted": 1}
    unused = [f["message"] for f in server_json["findings"] if f["rule"] == "ignore-unused"]
    assert unused == ["ignore entry 3 (rule input-open-properties, tool search) expired on "
                      "2020-01-01: delete it, or review the finding again and renew it"]
    text = run_cli("lint", "--ignore", str(ignore), "--", *server)
    assert "1 accepted" in text.out, text.out


def test_check_applies_the_config_ignore_to_every_check(tmp_path: Path) -> None:
    secret = "tok-4f7a9b2c81d0e5"
    tools = [{"name": "search", "description": "Search <env:API_TOKEN>.",
              "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}},
              "annotations": {"readOnlyHint": True}}]
    results = tmp_path / "results.json"
    results.write_text(json.dumps({"search": {
        "content": [{"type": "text", "text": "x"}], "structuredContent": {"who": "someone"}}}))
    calls = tmp_path / "calls.toml"
    calls.write_text('[[call]]\ntool = "search"\narguments = { q = "x" }\n'
                     'expect_subset = { who = "nobody" }\n')
    (tmp_path / "args.json").write_text(json.dumps({"tool": "search", "arguments": {"q": 5}}))
    config = tmp_path / "mcpcheck.toml"
    config.write_text(
        f'[servers.echo]\ncommand = "{PY}"\n'
        f'args = [{json.dumps(str(RAW_STDIO))}, "--expand-env", "--results", '
        f'{json.dumps(str(results))}, "--tools-json", {json.dumps(json.dumps(tools))}]\n'
        f'env = {{ API_TOKEN = "{secret}" }}\nlint = false\ncalls = "calls.toml"\n'
        'validate = ["args.json"]\nignore = "ignore.toml"\n')
    (tmp_path / "ignore.toml").write_text("")
    run = run_cli("check", "--config", str(config), "-f", "json", cwd=tmp_path)
    assert run.code == 1, run.out + run.err
    found = {f["rule"]: f for f in run.json()["servers"][0]["findings"]}
    reviewed = len(_rules(run.json())) - 1  # all but snapshot-missing
    assert {"secret-in-metadata", "call-expectation-subset"} <= set(found), found
    invalid = next(r for r in found if r.startswith("arguments-") or r.startswith("argument"))
    (tmp_path / "ignore.toml").write_text(
        '[[ignore]]\nrule = "secret-in-metadata"\nserver = "echo"\n'
        'reason = "the token is a test dummy"\n\n'
        f'[[ignore]]\nfingerprint = "{found["call-expectation-subset"]["fingerprint"]}"\n'
        'reason = "expectation under review"\n\n'
        f'[[ignore]]\nrule = "{invalid}"\ntool = "search"\nreason = "a negative example"\n\n'
        '[[ignore]]\nrule = "schema-required-not-array"\n'
        'reason = "lint is off for this server: cannot apply, not reported"\n')
    run = run_cli("check", "--config", str(config), "-f", "json", cwd=tmp_path)
    assert run.code == 0, run.out + run.err
    server = run.json()["servers"][0]
    assert _rules(run.json()) == ["snapshot-missing"], server["findings"]  # info only
    assert server["ignore"] == {"file": str(tmp_path / "ignore.toml"), "accepted": reviewed}
    assert reviewed >= 3
    assert secret not in run.out + run.err
    text = run_cli("check", "--config", str(config), cwd=tmp_path)
    assert text.code == 0 and f"{reviewed} accepted" in text.out, text.out


def test_the_fingerprint_of_a_failed_call_is_stable(tmp_path: Path) -> None:
    """The same failing golden call twice: the message quotes what the server answered
    (it differs on every run); the fingerprint does not."""
    calls = tmp_path / "calls.toml"
    calls.write_text('[[call]]\ntool = "look"\narguments = {}\n'
                     'expect_subset = { status = "ok" }\n')
    tools = [{"name": "look", "description": "Look around.", "inputSchema": {"type": "object"},
              "annotations": {"readOnlyHint": True}}]
    results = tmp_path / "results.json"
    results.write_text(json.dumps({"look": {"content": [{"type": "text", "text": "failed"}],
                                            "structuredContent": {"status": "failed <pid>"}}}))
    prints, messages = [], []
    for _ in range(2):
        run = run_cli("call", "--calls", str(calls), "-f", "json", "--",
                      *raw_server("--expand-env", "--results", str(results),
                                  "--tools-json", json.dumps(tools)))
        assert run.code == 1, run.out + run.err
        [finding] = run.json()["servers"][0]["findings"]
        assert finding["rule"] == "call-expectation-subset"
        prints.append(finding["fingerprint"])
        messages.append(finding["message"])
    assert "failed " in messages[0] and messages[0] != messages[1]
    assert prints[0] == prints[1]


def test_probe_takes_an_ignore_file(tmp_path: Path) -> None:
    ignore = tmp_path / "ignore.toml"
    ignore.write_text('[[ignore]]\nrule = "required-tool-missing"\ntool = "gone"\n'
                      'reason = "gone is retired; the readiness probe keeps it for a week"\n\n'
                      '[[ignore]]\nrule = "tool-removed"\n'
                      'reason = "a drift entry: probe without --pin cannot produce it"\n')
    server = raw_server()
    run = run_cli("probe", "--require", "echo,gone", "--", *server)
    assert (run.code, run.out) == (1, "error: raw-test-server: required tool `gone` is not "
                                      "advertised\n")
    run = run_cli("probe", "--require", "echo,gone", "--ignore", str(ignore), "--", *server)
    assert run.code == 0, run.out + run.err
    assert run.out.startswith(f"ok: raw-test-server: 2 tools, required checked (echo, gone), "
                              f"1 accepted by {ignore} in ")
    run = run_cli("probe", "--require", "echo,gone", "--ignore", str(ignore), "-f", "json",
                  "--", *server)
    server_json = run.json()["servers"][0]
    assert (run.code, server_json["findings"], server_json["ignore"]) == (
        0, [], {"file": str(ignore), "accepted": 1})


def test_check_says_which_baseline_it_compared_and_what_the_ignore_file_accepted(
        tmp_path: Path) -> None:
    (tmp_path / "ignore.toml").write_text('[[ignore]]\nrule = "input-open-properties"\n'
                                          'reason = "we accept open schemas"\n')
    config = tmp_path / "mcpcheck.toml"
    config.write_text(f'[servers.raw]\ncommand = "{PY}"\nargs = ["{RAW_STDIO}"]\n'
                      'ignore = "ignore.toml"\n')
    first = run_cli("check", "--config", str(config), "-f", "json", cwd=tmp_path)
    assert first.code == 0, first.err
    assert "baseline" not in first.json()["servers"][0]["details"]  # none yet
    assert run_cli("snapshot", "--config", str(config), cwd=tmp_path).code == 0
    run = run_cli("check", "--config", str(config), "-f", "json", cwd=tmp_path)
    server = run.json()["servers"][0]
    accepted = server["ignore"]["accepted"]
    assert accepted >= 1 and "input-open-properties" not in {f["rule"] for f in server["findings"]}
    baseline, ignore = tmp_path / "snapshots" / "raw.json", tmp_path / "ignore.toml"
    assert server["details"]["baseline"] == str(baseline)
    text = run_cli("check", "--config", str(config), cwd=tmp_path).out
    assert f"tools; baseline {baseline}; findings per check:" in text, text
    assert f"ignore file {ignore}  ({accepted} accepted)" in text, text
    markdown = run_cli("check", "--config", str(config), "-f", "markdown", cwd=tmp_path).out
    assert (f"baseline `{baseline}` · ignore file `{ignore}`: {accepted} accepted"
            in markdown), markdown


def test_a_grouped_line_says_how_to_accept_all_its_findings(tmp_path: Path) -> None:
    """One fingerprint shown for four tools would accept one tool only: a grouped line says
    rule + path instead, and an entry written that way accepts all four."""
    demo = ROOT / "snapshots" / "demo.json"
    text = run_cli("lint", "--snapshot", str(demo)).out
    assert ("      info    input-open-properties  /inputSchema  4 fingerprints: accept all with "
            "rule + path\n") in text, text
    ignore = tmp_path / "ignore.toml"
    ignore.write_text('[[ignore]]\nrule = "input-open-properties"\npath = "/inputSchema"\n'
                      'reason = "open schemas are fine here"\n')
    run = run_cli("lint", "--snapshot", str(demo), "--ignore", str(ignore), "-f", "json")
    server = run.json()["servers"][0]
    assert server["ignore"]["accepted"] == 4
    assert "input-open-properties" not in {f["rule"] for f in server["findings"]}
