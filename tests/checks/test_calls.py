"""Golden calls: `mcpcheck call` against real servers, and the pure checks in
mcpcheck.checks.calls.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcpcheck.checks.calls import (
    GoldenCall,
    judge_result,
    load_calls_file,
    may_be_destructive,
    subset_mismatches,
)
from mcpcheck.checks.rulebook import Family, rules_of
from mcpcheck.errors import UsageError
from tests.conftest import TIME_SERVER, raw_server, run_cli

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "calls"
QUOTE_SERVER = ("--tools", str(FIX / "quote_tools.json"),
                "--results", str(FIX / "quote_results.json"))


def _everything(js: str) -> list[str]:
    return ["node", js, "stdio"]


Found = list[tuple[str, str, str]]


def _call(calls: str, server: list[str], *extra: str) -> tuple[int, Found, dict]:  # type: ignore[type-arg]
    run = run_cli("call", "--calls", str(FIX / calls), "-f", "json", "--timeout", "30", *extra,
                  "--", *server)
    assert run.err == ""
    entry = run.json()["servers"][0]
    found = [(f["rule"], f["path"], f["message"]) for f in entry["findings"]]
    return run.code, found, entry


def _outcomes(entry: dict) -> list[str]:  # type: ignore[type-arg]
    return [r["outcome"] for r in entry["details"]["results"]]


# --- real servers -------------------------------------------------------------------------


def test_everything_structured_content_passes(everything_js: str) -> None:
    code, found, entry = _call("everything_pass.toml", _everything(everything_js))
    assert (code, found) == (0, [])
    assert entry["status"] == "ok"
    assert entry["details"]["results"] == [
        {"call": "call #1 (new york weather)", "tool": "get-structured-content",
         "outcome": "passed"}
    ]


def test_everything_removed_field_and_enum_value(everything_js: str) -> None:
    code, found, entry = _call("everything_drift.toml", _everything(everything_js))
    assert code == 1
    assert found == [
        ("call-expectation-schema", "/structuredContent",
         "call #1 (removed field): expect_schema: (root): missing required property `wind` "
         '(value: {"conditions": "Cloudy", "humidity": 82, "temperature": 33})'),
        ("call-expectation-subset", "/structuredContent/wind",
         'call #1 (removed field): `/wind`: missing (expected {"speed": 5})'),
        ("call-expectation-schema", "/structuredContent/conditions",
         'call #2 (enum): expect_schema: `/conditions`: must be one of ["Cloudy", '
         '"Sunny / Clear"] (value: "Light rain / drizzle")'),
        ("call-expectation-subset", "/structuredContent/temperature",
         "call #2 (enum): `/temperature`: expected 36.0 (number), got 36 (integer)"),
    ]
    assert _outcomes(entry) == ["failed", "failed"]


def test_everything_per_call_timeout_does_not_stop_the_others(everything_js: str) -> None:
    code, found, entry = _call("everything_timeout.toml", _everything(everything_js))
    assert code == 1
    assert found == [("call-failed", "",
                      "call #1 (too slow): tools/call trigger-long-running-operation: "
                      "no answer within 0.5s")]
    assert _outcomes(entry) == ["call-failed", "passed"]


def test_time_server_results_and_is_error() -> None:
    code, found, entry = _call("time.json", [TIME_SERVER])
    assert code == 1
    assert [(rule, path) for rule, path, _ in found] == [
        ("call-expectation-error", "/isError"), ("call-expectation-error", "/isError")]
    assert found[0][2].startswith(
        "call #3 (bad zone unexpected): expected isError false, got true; "
        'text: "Error executing tool get_current_time: Invalid timezone')
    assert found[1][2].startswith(
        "call #4 (utc but error expected): expected isError true, got false; text: ")
    assert _outcomes(entry) == ["passed", "passed", "failed", "failed"]
    assert entry["server"] == "mcp-time"


def test_server_contradicting_its_own_output_schema(tmp_path: Path, tag: str) -> None:
    record = tmp_path / "record.txt"
    code, found, entry = _call("quote.toml", raw_server(*QUOTE_SERVER, "--record", str(record)),
                               "--env", f"MCPCHECK_TEST_TAG={tag}")
    assert code == 1
    assert found == [
        ("call-result-contradicts-output-schema", "/structuredContent/price",
         "call #1 (contradicts): the tool's own outputSchema: `/price`: expected number, "
         'got string (value: "12.50")'),
        ("call-result-contradicts-output-schema", "/structuredContent/currency",
         'call #1 (contradicts): the tool\'s own outputSchema: `/currency`: must be one of '
         '["EUR", "USD"] (value: "GBP")'),
        ("call-result-contradicts-output-schema", "/structuredContent",
         "call #2 (no structuredContent): the tool declares an outputSchema but the result "
         "has no structuredContent"),
        ("call-result-malformed", "/content",
         'call #3 (malformed): content is string "not a list"'),
        ("call-result-malformed", "/isError", 'call #3 (malformed): isError is string "no"'),
        ("call-expectation-error", "/isError",
         "call #4 (server error): expected isError false, got true; "
         'text: "backend \\u001b[31mdown\\u001b[0m"'),
        ("call-refused-destructive", "/annotations",
         'call #5 (wipe refused): not sent: the tool may be destructive (annotations '
         '{"destructiveHint": true, "readOnlyHint": false}); set allow_destructive = true '
         "to call it"),
    ]
    assert "\x1b" not in str(found)  # escape sequences from the server are rendered inert
    assert _outcomes(entry) == ["failed", "failed", "failed", "failed", "refused"]
    assert record.read_text().split().count("tools/call") == 4


def test_invalid_arguments_never_leave_the_process(tmp_path: Path, tag: str) -> None:
    record = tmp_path / "record.txt"
    code, found, entry = _call("invalid_args.toml", raw_server("--record", str(record)),
                               "--env", f"MCPCHECK_TEST_TAG={tag}")
    assert code == 1
    assert found == [
        ("call-arguments-invalid", "/arguments/text",
         "call #1 (wrong type): `/text`: expected string, got integer"),
        ("call-arguments-invalid", "/arguments",
         "call #2 (extra key): (root): unknown property `loud`"),
        ("call-tool-not-advertised", "",
         "call #3 (typo): tool `ecko` is not advertised (did you mean `echo`?); not sent"),
    ]
    assert _outcomes(entry) == ["not-sent", "not-sent", "not-sent"]
    received = record.read_text().split()
    assert "tools/list" in received
    assert "tools/call" not in received


def test_valid_arguments_are_sent(tmp_path: Path) -> None:
    record = tmp_path / "record.txt"
    code, found, _ = _call("valid_echo.toml", raw_server("--record", str(record)))
    assert (code, found) == (0, [])
    assert record.read_text().split().count("tools/call") == 1


def test_destructive_tool_refused_without_allowance(tmp_path: Path) -> None:
    record = tmp_path / "record.txt"
    code, found, entry = _call("destructive.toml", raw_server("--record", str(record)))
    assert code == 1
    assert found == [
        ("call-refused-destructive", "/annotations",
         "call #1 (not allowed): not sent: the tool may be destructive (annotations null); "
         "set allow_destructive = true to call it"),
    ]
    assert _outcomes(entry) == ["refused", "passed"]
    assert record.read_text().split().count("tools/call") == 1  # only the allowed one


def test_unreachable_server_exits_3() -> None:
    run = run_cli("call", "--calls", str(FIX / "valid_echo.toml"), "-f", "json", "--",
                  "/nonexistent/mcp-server")
    assert run.code == 3
    entry = run.json()["servers"][0]
    assert entry["status"] == "error"
    assert entry["error"] == (
        "could not start the server: command not found: /nonexistent/mcp-server")


def test_a_command_path_through_a_regular_file_is_not_found(tmp_path: Path) -> None:
    plain = tmp_path / "plain-file"
    plain.write_text("not a directory\n")
    command = str(plain / "mcp-server")
    run = run_cli("call", "--calls", str(FIX / "valid_echo.toml"), "-f", "json", "--", command)
    assert run.code == 3
    entry = run.json()["servers"][0]
    assert entry["error"] == f"could not start the server: command not found: {command}"


def test_malformed_calls_file_is_a_usage_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('[[call]]\ntool = "echo"\n[[call]]\ntool = "echo"\nexpect_eror = true\n')
    run = run_cli("call", "--calls", str(bad), "--", *raw_server())
    assert run.code == 2
    assert run.out == ""
    assert run.err.startswith(f"mcpcheck: {bad} call[1].expect_eror: unknown key: did you "
                              "mean `expect_error`? (known: ")


KNOWN = ("(known: allow_destructive, arguments, expect_error, expect_schema, expect_subset, "
         "expect_text, expect_text_flags, name, timeout, tool)")


@pytest.mark.parametrize(("key", "hint"), [("args", ": did you mean `arguments`?"),
                                           ("expect_subest", ": did you mean `expect_subset`?"),
                                           ("colour", "")])
def test_a_misspelled_key_gets_the_near_miss_hint_validate_gives(tmp_path: Path, key: str,
                                                                  hint: str) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(f'[[call]]\ntool = "echo"\n{key} = {{}}\n')
    with pytest.raises(UsageError) as caught:
        load_calls_file(bad)
    assert caught.value.message == f"{bad} call[0].{key}: unknown key{hint} {KNOWN}"


def test_a_tool_far_from_every_name_lists_the_advertised_ones(tmp_path: Path) -> None:
    calls = tmp_path / "calls.toml"
    calls.write_text('[[call]]\ntool = "launch_rockets"\n', encoding="utf-8")
    run = run_cli("call", "--calls", str(calls), "-f", "json", "--", *raw_server())
    assert run.code == 1, run.err
    [finding] = run.json()["servers"][0]["findings"]
    assert finding["rule"] == "call-tool-not-advertised"
    assert finding["message"] == ("call #1: tool `launch_rockets` is not advertised (advertised: "
                                  "`add`, `echo`); not sent")


def test_text_report_lists_outcomes(tmp_path: Path) -> None:
    run = run_cli("call", "--calls", str(FIX / "destructive.toml"), "--", *raw_server())
    assert run.code == 1
    assert "call-refused-destructive" in run.out
    assert "  refused     call #1 (not allowed)  tool add\n" in run.out
    assert "  passed      call #2 (allowed)      tool add\n" in run.out


# --- loading ------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "message"), [
    ('[[call]]\narguments = {}\n', "call[0].tool: required: the tool name as a string"),
    ('[[call]]\ntool = "t"\narguments = [1]\n', "call[0].arguments: expected dict, got array"),
    ('[[call]]\ntool = "t"\ntimeout = -1\n', "call[0].timeout: expected a positive number"),
    ('[[call]]\ntool = "t"\ntimeout = true\n', "call[0].timeout: expected a positive number"),
    ('[[call]]\ntool = "t"\nexpect_error = "yes"\n',
     "call[0].expect_error: expected bool, got string"),
    ('[[call]]\ntool = "t"\nexpect_text = "(a"\n', "call[0].expect_text: not an ECMA-262 pattern"),
    ('[[call]]\ntool = "t"\nexpect_schema = { type = "nope" }\n', "call[0].expect_schema: "),
    ('[[call]]\ntool = "t"\nexpect_text = "/a/g"\n',
     "call[0].expect_text: unknown flag 'g' (known: i, m, s, u) in the /pattern/flags form "
     "(to match a leading `/` literally, write `\\/`)"),
    ('[[call]]\ntool = "t"\nexpect_text = "a"\nexpect_text_flags = "ii"\n',
     "call[0].expect_text_flags: flag 'i' given twice"),
    ('[[call]]\ntool = "t"\nexpect_text_flags = "i"\n',
     "call[0].expect_text_flags: needs expect_text"),
    ('[[call]]\ntool = "t"\nexpect_text = "/(a/i"\n',
     "call[0].expect_text: not an ECMA-262 pattern"),
    ('[call]\ntool = "t"\n', "expected [[call]] entries"),
    ('tool = \n', "not valid TOML"),
])
def test_load_errors_name_file_entry_and_key(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "calls.toml"
    path.write_text(text)
    with pytest.raises(UsageError) as info:
        load_calls_file(path)
    assert str(path) in info.value.message
    assert message in info.value.message


@pytest.mark.parametrize("entry", [
    '{"tool": "echo", "arguments": {"text": "\\ud800"}}',
    '{"tool": "echo", "arguments": {"\\udfff": 1}}',
    '{"tool": "echo", "expect_subset": ["ok", {"x": "a\\ud83d"}]}',
])
def test_a_lone_surrogate_is_refused_when_the_file_is_read(tmp_path: Path, entry: str) -> None:
    """Such a string cannot be encoded to be sent: say so at load time (exit 2), not mid-run."""
    path = tmp_path / "calls.json"
    path.write_text(f"[{{\"tool\": \"echo\"}}, {entry}]")
    with pytest.raises(UsageError) as info:
        load_calls_file(path)
    assert f"{path} call[1]." in info.value.message
    assert "holds a lone surrogate" in info.value.message
    run = run_cli("call", "--calls", str(path), "--", *raw_server())
    assert run.code == 2 and "holds a lone surrogate" in run.err


def test_load_json_array_and_defaults(tmp_path: Path) -> None:
    path = tmp_path / "calls.json"
    path.write_text('[{"tool": "a"}, {"tool": "b", "name": "B", "timeout": 2, '
                    '"expect_subset": null, "allow_destructive": true}]')
    first, second = load_calls_file(path)
    assert (first.index, first.tool, first.arguments, first.has_subset, first.timeout) == (
        1, "a", {}, False, None)
    assert (second.label, second.has_subset, second.expect_subset, second.timeout,
            second.allow_destructive) == ("call #2 (B)", True, None, 2.0, True)
    path.write_text('[{"tool": "a", "arguments": {"x": NaN}}]')
    with pytest.raises(UsageError, match="not valid JSON"):
        load_calls_file(path)
    with pytest.raises(UsageError, match="no such file"):
        load_calls_file(tmp_path / "missing.toml")


# --- pure checks --------------------------------------------------------------------------


def test_subset_is_recursive_and_never_coerces() -> None:
    actual = {"items": [{"price": 1, "tags": ["a"]}, {"price": 2.5}], "ok": True, "n": 1}
    assert list(subset_mismatches({"items": [{"price": 1}, {}], "ok": True}, actual)) == []
    assert list(subset_mismatches({"n": 1.0}, actual)) == [
        ("/n", "expected 1.0 (number), got 1 (integer)")]
    assert list(subset_mismatches({"n": True}, actual)) == [
        ("/n", "expected true (boolean), got 1 (integer)")]
    assert list(subset_mismatches({"ok": 1}, actual)) == [
        ("/ok", "expected 1 (integer), got true (boolean)")]
    assert list(subset_mismatches({"items": [{"price": "1"}, {}]}, actual)) == [
        ("/items/0/price", 'expected "1" (string), got 1 (integer)')]
    assert list(subset_mismatches({"items": [{}]}, actual)) == [
        ("/items", 'expected an array of 1 items, got 2 items [{"price": 1, "tags": ["a"]}, '
                   '{"price": 2.5}]')]
    assert list(subset_mismatches({"a/b": {"c": 1}}, {"a/b": 3})) == [
        ("/a~1b", "expected an object, got integer 3")]


@pytest.mark.parametrize(("annotations", "destructive"), [
    (None, True), ({}, True), ({"readOnlyHint": True}, False), ({"destructiveHint": False}, False),
    ({"readOnlyHint": "yes"}, True), ({"destructiveHint": 0}, True), ("bogus", True),
])
def test_effective_annotations(annotations: object, destructive: bool) -> None:
    tool = {"name": "t"} if annotations is None else {"name": "t", "annotations": annotations}
    assert may_be_destructive(tool) is destructive


def test_result_that_is_not_an_object_is_malformed() -> None:
    call = GoldenCall(index=1, tool="t")
    tool = {"name": "t", "inputSchema": {"type": "object"}}
    assert [(f.rule, f.path, f.message) for f in judge_result(call, tool, [1])] == [
        ("call-result-malformed", "", "call #1: result is array, not an object")]
    assert [(f.rule, f.path, f.message) for f in judge_result(call, tool, {})] == [
        ("call-result-malformed", "/content", "call #1: result has no content array")]
    long = {"content": [{"type": "text", "text": "x" * 500}], "isError": True}
    (finding,) = judge_result(call, tool, long)
    assert finding.message == ("call #1: expected isError false, got true; text: "
                               '"' + "x" * 79 + "…")


def test_text_expectation_and_unusable_output_schema() -> None:
    call = GoldenCall(index=2, tool="t", name="n", expect_text="^ok$")
    tool = {"name": "t", "outputSchema": {"type": "nope"}}
    result = {"content": [{"type": "text", "text": "ok\n"}], "structuredContent": {}}
    assert [(f.rule, f.severity.value, f.path, f.message)
            for f in judge_result(call, tool, result)] == [
        ("call-output-schema-unusable", "warning", "",
         "call #2 (n): invalid schema at `/type`: unknown type `nope`"),
        ("call-expectation-text", "error", "/content",
         'call #2 (n): no text content matches "^ok$" (first text: "ok\\n")'),
    ]
    assert judge_result(call, {"name": "t"}, {"content": [{"type": "text", "text": "ok"}]}) == []


def test_expect_text_flags_forms(tmp_path: Path) -> None:
    path = tmp_path / "calls.toml"
    path.write_text('[[call]]\ntool = "t"\nexpect_text = "/^b$/mi"\n'
                    '[[call]]\ntool = "t"\nexpect_text = "a.b"\nexpect_text_flags = "isu"\n'
                    '[[call]]\ntool = "t"\nexpect_text = "/tmp/x.txt"\n'
                    '[[call]]\ntool = "t"\nexpect_text = "/a/"\nexpect_text_flags = ""\n')
    calls = load_calls_file(path)
    assert [(c.expect_text, c.expect_text_flags) for c in calls] == [
        ("^b$", "mi"), ("a.b", "isu"), ("/tmp/x.txt", ""), ("/a/", "")]
    tool = {"name": "t"}
    result = {"content": [{"type": "text", "text": "a\nB"}]}
    assert judge_result(calls[0], tool, result) == []
    assert judge_result(calls[1], tool, result) == []
    unflagged = GoldenCall(index=1, tool="t", expect_text="^b$")
    assert [f.message for f in judge_result(unflagged, tool, result)] == [
        'call #1: no text content matches "^b$" (first text: "a\\nB")']
    only_m = GoldenCall(index=1, tool="t", expect_text="^b$", expect_text_flags="m")
    assert [f.message for f in judge_result(only_m, tool, result)] == [
        'call #1: no text content matches "/^b$/m" (first text: "a\\nB")']


@pytest.mark.parametrize(("pattern", "flags", "text", "found"), [
    ("a.b", "", "a\nb", False), ("a.b", "s", "a\nb", True), ("a.b", "s", "a\u2028b", True),
    ("^b", "", "a\nb", False), ("^b", "m", "a\nb", True), ("^b", "m", "a\rb", True),
    ("a$", "", "a\nb", False), ("a$", "m", "a\nb", True), ("a$", "m", "a\u2029b", True),
    ("A", "", "a", False), ("A", "i", "a", True), ("[A-Z]+$", "i", "abc", True),
    ("\\u{1F600}", "u", "\U0001F600", True), ("x", "", "y", False),
])
def test_ecma_flags(pattern: str, flags: str, text: str, found: bool) -> None:
    from mcpcheck.schemas import ecma

    assert ecma.search(pattern, text, flags=flags) is found


def test_expect_text_flags_against_a_real_server(tmp_path: Path, everything_js: str) -> None:
    echo = 'tool = "echo"\narguments = { message = "Hello\\nWORLD" }\n'
    calls = tmp_path / "calls.toml"
    calls.write_text(f'[[call]]\nname = "flags"\n{echo}expect_text = "/^world$/mi"\n'
                     f'[[call]]\nname = "key"\n{echo}expect_text = "hello.world"\n'
                     'expect_text_flags = "is"\n'
                     f'[[call]]\nname = "none"\n{echo}expect_text = "/^world$/"\n')
    code, found, entry = _call(str(calls), _everything(everything_js))
    assert code == 1
    assert _outcomes(entry) == ["passed", "passed", "failed"]
    assert found == [("call-expectation-text", "/content",
                      'call #3 (none): no text content matches "^world$" '
                      '(first text: "Echo: Hello\\nWORLD")')]


def test_every_rule_is_documented() -> None:
    assert set(rules_of([Family.CALLS])) == {
        "call-arguments-invalid", "call-tool-not-advertised", "call-refused-destructive",
        "call-result-contradicts-output-schema", "call-output-schema-unusable",
        "call-expectation-schema", "call-expectation-subset", "call-expectation-error",
        "call-expectation-text", "call-failed", "call-result-malformed", "call-not-evaluated"}


def test_expect_error_accepts_a_json_rpc_error_answer(tmp_path: Path) -> None:
    """A tool that fails with a JSON-RPC error (here -32603 after a long message whose cause is
    at the end) meets `expect_error = true`, like an `isError` result; without the expectation
    the call fails and the reason keeps the message's tail."""
    long = "backend request failed: " + "x" * 400 + " caused by: ECONNREFUSED 127.0.0.1:9"
    results = tmp_path / "results.json"
    results.write_text(json.dumps({"echo": {"__rpc_error__": {"code": -32603, "message": long}}}))
    calls = tmp_path / "calls.toml"
    calls.write_text(
        '[[call]]\nname = "expected"\ntool = "echo"\narguments = {text = "hi"}\n'
        'expect_error = true\n\n'
        '[[call]]\nname = "expected, text"\ntool = "echo"\narguments = {text = "hi"}\n'
        'expect_error = true\nexpect_text = "ECONNREFUSED"\n\n'
        '[[call]]\nname = "wrong text"\ntool = "echo"\narguments = {text = "hi"}\n'
        'expect_error = true\nexpect_text = "^timeout"\n\n'
        '[[call]]\nname = "unexpected"\ntool = "echo"\narguments = {text = "hi"}\n')
    code, found, entry = _call(str(calls), raw_server("--results", str(results)))
    assert code == 1
    assert _outcomes(entry) == ["passed", "passed", "failed", "call-failed"]
    assert [(rule, path) for rule, path, _ in found] == [
        ("call-expectation-text", "/content"), ("call-failed", "")]
    failed = found[1][2]
    assert failed.startswith("call #4 (unexpected): the server answered tools/call echo with error "
                             "-32603: backend request failed: xxx")
    assert failed.endswith("caused by: ECONNREFUSED 127.0.0.1:9"), failed
