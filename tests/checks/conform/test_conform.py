"""`mcpcheck conform` against real server processes.

Every requirement has a switch of the raw test servers (`--violate NAME`, tests/servers) that
breaks exactly it: the run reports exactly that requirement and nothing else fails. The
reference servers are reported as they behave (each failure below was checked against the
server's code or behaviour and the specification text quoted with it).
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.conform import BY_RULE, REQUIREMENTS, Level
from mcpcheck.checks.rulebook import RULES, Family, rules_of
from mcpcheck.commands import conform
from mcpcheck.models import ConformDetails, ServerResult, ServerTarget, Severity, Transport
from mcpcheck.ruleids import RuleId
from tests.conftest import (
    EVERYTHING,
    FILESYSTEM,
    MEMORY,
    PY,
    RAW_HTTP,
    RAW_STDIO,
    TIME_SERVER,
    free_port,
    run_cli,
    serving,
)

FULL = ("--with-prompts", "--complete", "--page-size", "1")
STEP = 4.0  # seconds per requirement: the hang switches wait this out
HTTP_ONLY = {r.rule for r in REQUIREMENTS if r.transports == ("http",)}
STDIO_ONLY = {r.rule for r in REQUIREMENTS if r.transports == ("stdio",)}


def stdio(*argv: str, timeout: float = STEP) -> ServerTarget:
    return ServerTarget(name="t", transport=Transport.STDIO, command=argv[0], args=argv[1:],
                        timeout=timeout)


def http(url: str, timeout: float = STEP) -> ServerTarget:
    return ServerTarget(name="t", transport=Transport.HTTP, url=url, timeout=timeout)


def outcomes(result: ServerResult) -> dict[str, set[str]]:
    assert result.error is None, result.error
    assert isinstance(result.details, ConformDetails)
    out: dict[str, set[str]] = {}
    for entry in result.details.results:
        out.setdefault(entry.outcome, set()).add(entry.rule)
    assert {f.rule for f in result.findings} == out.get("failed", set())
    return out


@pytest.fixture
def raw_http(tmp_path: Path) -> Iterator[Any]:
    """start(*flags) -> the URL of a raw_http server; every one is killed at the end."""
    procs: list[subprocess.Popen[bytes]] = []

    def start(*flags: str) -> str:
        portfile = tmp_path / f"port{len(procs)}"
        proc = subprocess.Popen([PY, str(RAW_HTTP), "--port", "0", "--portfile", str(portfile),
                                 *flags], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        procs.append(proc)
        deadline = time.monotonic() + 15
        while not portfile.exists():
            assert proc.poll() is None and time.monotonic() < deadline, "raw_http never listened"
            time.sleep(0.05)
        return f"http://127.0.0.1:{portfile.read_text().strip()}/mcp"

    yield start
    for proc in procs:
        proc.kill()
        proc.wait(5)


# ------------------------------------------------------------------ the registry


def test_every_requirement_has_its_rule_record_and_level() -> None:
    """One requirement per conform rule; a MUST is an error, a SHOULD a warning."""
    assert [r.rule for r in REQUIREMENTS] == list(BY_RULE)
    assert set(BY_RULE) == set(rules_of([Family.CONFORM]))
    for req in REQUIREMENTS:
        expected = Severity.ERROR if req.level is Level.MUST else Severity.WARNING
        assert RULES[req.rule].severity is expected, req.rule
        assert RULES[req.rule].detector == f"mcpcheck.checks.conform.{req.area}", req.rule
        assert req.revision == ("2026-07-28" if req.rule == RuleId.CONFORM_DISCOVER_ANSWERED
                                else "2025-11-25") and req.section, req.rule


# ------------------------------------------------------------------ conformant servers


def test_the_conformant_raw_servers_pass_everything_that_applies(raw_http: Any) -> None:
    got = outcomes(conform.run(stdio(PY, str(RAW_STDIO), *FULL), call_safe=True))
    assert got.get("failed", set()) == set()
    assert got["not-applicable"] == {RuleId.CONFORM_UNDECLARED_CAPABILITY_REFUSED} | HTTP_ONLY
    got = outcomes(conform.run(http(raw_http(*FULL)), call_safe=True))
    assert got.get("failed", set()) == set()
    assert got["not-applicable"] == {RuleId.CONFORM_UNDECLARED_CAPABILITY_REFUSED} | STDIO_ONLY


def test_not_applicable_is_never_passed() -> None:
    """Without prompts and resources, and without --call-safe, those requirements are listed
    as not applicable, with the reason, and not counted as passed."""
    result = conform.run(stdio(PY, str(RAW_STDIO)))
    got = outcomes(result)
    assert {RuleId.CONFORM_RESOURCE_READ, RuleId.CONFORM_PROMPT_GET,
            RuleId.CONFORM_URI_TEMPLATE, RuleId.CONFORM_STRUCTURED_OUTPUT,
            RuleId.CONFORM_INPUT_VALIDATION} <= got["not-applicable"]
    assert isinstance(result.details, ConformDetails)
    reasons = {e.rule: e.reason for e in result.details.results}
    assert reasons[RuleId.CONFORM_STRUCTURED_OUTPUT] == "tools are called only with --call-safe"
    assert reasons[RuleId.CONFORM_PROMPT_GET] == "the server declares no `prompts` capability"
    assert result.details.to_json()["passed"] == len(got["passed"])
    assert RuleId.CONFORM_PROMPT_GET not in got["passed"]


# ------------------------------------------------------------------ one switch, one finding

GENERIC = [
    ("unknown-method", FULL), ("invalid-params", FULL), ("id-echoed", FULL),
    ("notification-unanswered", FULL), ("version-negotiated", FULL), ("ping", FULL),
    ("discover-answered", FULL),
    ("capability-served", FULL),
    ("undeclared-capability-refused", ("--page-size", "1", "--complete")),
    ("cursor-terminates", FULL), ("invalid-cursor", FULL), ("list-no-duplicates", FULL),
    ("list-stable", FULL), ("unknown-tool", FULL), ("structured-output", FULL),
    ("resource-read", FULL), ("prompt-get", FULL), ("uri-template", FULL),
    ("initialized-ordering", FULL), ("list-changed-declared", FULL), ("input-validation", FULL),
]
STDIO_CASES = [*GENERIC, ("request-before-initialize", FULL), ("stdout-only-jsonrpc", FULL),
               ("exit-on-stdin-close", FULL)]
HTTP_CASES = [*GENERIC, ("http-session-enforced", FULL), ("http-delete-ends-session", FULL),
              ("http-protocol-version-header", FULL), ("http-accept", FULL),
              ("http-get-stream", FULL), ("http-origin", FULL)]


ALL_IDS = [
    "conform-version-negotiated", "conform-discover-answered", "conform-ping",
    "conform-request-before-initialize", "conform-initialized-ordering",
    "conform-unknown-method", "conform-invalid-params", "conform-id-echoed",
    "conform-notification-unanswered", "conform-capability-served",
    "conform-undeclared-capability-refused", "conform-cursor-terminates",
    "conform-invalid-cursor", "conform-list-no-duplicates", "conform-list-stable",
    "conform-unknown-tool", "conform-structured-output", "conform-input-validation",
    "conform-resource-read",
    "conform-prompt-get", "conform-uri-template", "conform-http-session-enforced",
    "conform-http-delete-ends-session", "conform-http-protocol-version-header",
    "conform-http-accept", "conform-http-get-stream", "conform-http-origin",
    "conform-list-changed-declared", "conform-exit-on-stdin-close", "conform-stdout-only-jsonrpc",
]


def test_every_requirement_has_a_switch_on_some_transport() -> None:
    """The registry, in its order, and one --violate switch of a raw server for each."""
    assert [str(r.rule) for r in REQUIREMENTS] == ALL_IDS
    switched = {f"conform-{name}" for name, _ in STDIO_CASES + HTTP_CASES}
    assert switched == set(ALL_IDS)


@pytest.mark.parametrize(("violation", "flags"), STDIO_CASES, ids=[c[0] for c in STDIO_CASES])
def test_a_stdio_switch_is_reported_by_exactly_its_requirement(violation: str,
                                                               flags: tuple[str, ...]) -> None:
    result = conform.run(stdio(PY, str(RAW_STDIO), *flags, "--violate", violation),
                         call_safe=True)
    got = outcomes(result)
    assert got["failed"] == {f"conform-{violation}"}
    (finding,) = result.findings
    req = BY_RULE[RuleId(f"conform-{violation}")]
    assert finding.severity is RULES[req.rule].severity
    assert finding.path == f"/{req.area}"
    assert finding.message.endswith(f"({req.level.value}: MCP {req.revision} {req.section})")


@pytest.mark.parametrize(("violation", "flags"), HTTP_CASES, ids=[c[0] for c in HTTP_CASES])
def test_an_http_switch_is_reported_by_exactly_its_requirement(
        violation: str, flags: tuple[str, ...], raw_http: Any) -> None:
    result = conform.run(http(raw_http(*flags, "--violate", violation)), call_safe=True)
    assert outcomes(result)["failed"] == {f"conform-{violation}"}


def test_what_the_findings_say() -> None:
    """The messages name what the server did (the spec's words are in the suffix)."""
    def message(violation: str) -> str:
        result = conform.run(stdio(PY, str(RAW_STDIO), *FULL, "--violate", violation))
        (finding,) = result.findings
        return finding.message

    assert message("id-echoed").startswith(
        "request id 424242 was answered with id '424242'")
    assert message("cursor-terminates").startswith(
        "tools/list: cursor 'page:1' came back on page 4 (a loop)")
    assert message("stdout-only-jsonrpc").startswith(
        "6 line(s) on stdout were not JSON-RPC messages during this run, the first "
        "'raw_stdio server listening on stdio'")
    assert message("version-negotiated").startswith(
        "the server accepted protocol version 1999-01-01")
    assert message("initialized-ordering").startswith(
        "the server sent 1 request(s) (roots/list) before the client's "
        "notifications/initialized: only ping (and logging) may come before it (SHOULD: MCP "
        "2025-11-25 basic/lifecycle#initialization")
    assert message("list-changed-declared").startswith(
        "the server sent notifications/resources/list_changed but declares it without "
        "`listChanged: true` (`resources` capability) (MUST: MCP 2025-11-25 "
        "basic/lifecycle#operation")


def test_list_changed_of_an_undeclared_capability() -> None:
    """Without --with-prompts the server declares no `resources` capability at all."""
    result = conform.run(stdio(PY, str(RAW_STDIO), "--complete", "--violate",
                               "list-changed-declared"))
    assert outcomes(result)["failed"] == {RuleId.CONFORM_LIST_CHANGED_DECLARED}
    (finding,) = result.findings
    assert finding.message.startswith("the server sent notifications/resources/list_changed "
                                      "but does not declare it (`resources` capability)")


def test_list_changed_of_a_declared_capability_is_no_finding() -> None:
    """`tools` declares listChanged: true, `prompts` listChanged: false (--with-prompts)."""
    got = outcomes(conform.run(stdio(PY, str(RAW_STDIO), *FULL, "--send-list-changed",
                                     "tools")))
    assert got.get("failed", set()) == set()
    assert RuleId.CONFORM_LIST_CHANGED_DECLARED in got["passed"]
    result = conform.run(stdio(PY, str(RAW_STDIO), *FULL, "--send-list-changed", "tools",
                               "--send-list-changed", "prompts"))
    assert outcomes(result)["failed"] == {RuleId.CONFORM_LIST_CHANGED_DECLARED}
    (finding,) = result.findings
    assert finding.message.startswith("the server sent notifications/prompts/list_changed but "
                                      "declares it without `listChanged: true` (`prompts` "
                                      "capability) (MUST")


# The 2025-11-25 tools page (server/tools#error-handling) lists "Input validation errors (e.g.,
# date in wrong format, value out of range)" under Tool Execution Errors ("Reported in tool
# results with `isError: true`") and keeps only "Malformed requests (requests that fail to
# satisfy CallToolRequest schema)" as protocol errors (SEP-1303). It states no MUST, so the
# requirement is a SHOULD. 2025-06-18 listed "Invalid arguments" under Protocol Errors: there
# -32602 is also right.


def test_input_validation_by_revision() -> None:
    def run(*flags: str) -> tuple[dict[str, set[str]], ServerResult]:
        result = conform.run(stdio(PY, str(RAW_STDIO), *FULL, *flags), call_safe=True)
        return outcomes(result), result

    got, result = run("--violate", "input-validation")
    assert got["failed"] == {RuleId.CONFORM_INPUT_VALIDATION}
    (finding,) = result.findings
    assert finding.severity is Severity.WARNING
    assert finding.message.startswith(
        "tools/call of `echo` with `text` of the wrong type (12345) was answered with an error "
        '{"code":-32602,')
    assert "a protocol error: at 2025-11-25 input validation errors are tool execution " \
        "errors" in finding.message
    got, _ = run("--protocol", "2025-06-18", "--violate", "input-validation")
    assert got.get("failed", set()) == set()  # before SEP-1303 -32602 was right
    assert RuleId.CONFORM_INPUT_VALIDATION in got["passed"]
    got, _ = run("--protocol", "2025-06-18")
    assert RuleId.CONFORM_INPUT_VALIDATION in got["passed"]  # isError was right there too


def test_input_validation_of_a_server_that_does_not_validate() -> None:
    """Without --complete the raw server runs `echo` on any arguments: no error reported."""
    result = conform.run(stdio(PY, str(RAW_STDIO), "--page-size", "1"), call_safe=True)
    assert outcomes(result)["failed"] == {RuleId.CONFORM_INPUT_VALIDATION}
    (finding,) = result.findings
    assert finding.message.startswith(
        "tools/call of `echo` with `text` of the wrong type (12345) was answered with a result "
        "without isError: true, so no input validation error was reported")


@pytest.mark.parametrize(("schema", "expected"), [
    ({"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]},
     ("q", {"q": 12345})),
    ({"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]},
     ("n", {"n": "mcpcheck-conform: not of the declared type"})),
    ({"type": "object", "properties": {"v": {"type": ["string", "number"]}},
      "required": ["v"]}, ("v", {"v": True})),
    ({"type": "object", "properties": {"v": {"type": ["string", "number", "boolean"]}},
      "required": ["v"]}, None),
    ({"type": "object", "properties": {"q": {"type": "string"}}}, None),  # nothing required
    ({"type": "object", "properties": {"q": {"description": "any"}}, "required": ["q"]}, None),
    ({"anyOf": [{"type": "object"}], "properties": {"q": {"type": "string"}},
      "required": ["q"]}, ("q", {"q": 12345})),
    ({"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"],
      "additionalProperties": True, "oneOf": [{"not": {}}, {}]}, ("q", {"q": 12345})),
])
def test_arguments_that_cannot_match(schema: dict[str, Any], expected: Any) -> None:
    from mcpcheck.checks.conform.tools import wrong_arguments

    assert wrong_arguments({"name": "t", "inputSchema": schema}) == expected


def test_a_server_that_hangs_on_one_requirement_fails_it_and_the_run_goes_on() -> None:
    """request-before-initialize is never answered: that requirement fails after its bound,
    the main conversation is started again, and every other requirement is still judged."""
    result = conform.run(stdio(PY, str(RAW_STDIO), *FULL, "--violate",
                               "request-before-initialize", timeout=2.0))
    got = outcomes(result)
    assert got["failed"] == {RuleId.CONFORM_REQUEST_BEFORE_INITIALIZE}
    (finding,) = result.findings
    assert finding.message.startswith("no answer to tools/list within 2s")
    assert len(got["passed"]) == 20


def test_a_server_that_never_initializes_cannot_be_evaluated() -> None:
    result = conform.run(stdio(PY, str(RAW_STDIO), "--fault", "hang-before-handshake",
                               timeout=1.0))
    assert result.error is not None
    assert result.error.startswith("no answer to initialize")  # reports add "could not
    assert result.findings == []                                # evaluate:" once


def test_a_dead_server_is_could_not_evaluate_once_in_the_text_report() -> None:
    run = run_cli("conform", "--timeout", "1", "--", PY, str(RAW_STDIO), "--fault",
                  "hang-before-handshake")
    assert run.code == 3, run.err
    line = next(ln for ln in run.out.splitlines() if "could not evaluate" in ln)
    assert line.strip().startswith("could not evaluate: no answer to initialize"), line
    assert line.count("could not evaluate") == 1, line


# ------------------------------------------------------------------ the CLI


def test_cli_exit_codes_and_json(tmp_path: Path) -> None:
    ok = run_cli("conform", "--timeout", "4", "-f", "json", "--", PY, str(RAW_STDIO), *FULL)
    assert ok.code == 0, ok.err
    report = json.loads(ok.out)
    assert report["command"] == "conform"
    (server,) = report["servers"]
    assert server["findings"] == []
    assert server["details"]["failed"] == 0 and server["details"]["not_applicable"] == 9
    warn = run_cli("conform", "--timeout", "4", "--", PY, str(RAW_STDIO), *FULL,
                   "--violate", "invalid-cursor")
    assert warn.code == 0 and "conform-invalid-cursor" in warn.out  # a SHOULD: a warning
    assert "protocol 2025-11-25: 20 passed, 1 failed, 9 not applicable\n" in warn.out
    assert "  n/a   conform-http-origin  only over http\n" in warn.out  # listed, not passed
    assert run_cli("conform", "--timeout", "4", "--fail-on", "warning", "--", PY,
                   str(RAW_STDIO), *FULL, "--violate", "invalid-cursor").code == 1
    error = run_cli("conform", "--timeout", "4", "-o", f"sarif={tmp_path / 'r.sarif'}", "--",
                    PY, str(RAW_STDIO), *FULL, "--violate", "ping")
    assert error.code == 1 and "conform-ping" in error.out
    sarif = json.loads((tmp_path / "r.sarif").read_text())
    assert [r["ruleId"] for r in sarif["runs"][0]["results"]] == ["conform-ping"]
    gone = run_cli("conform", "--timeout", "2", "--", PY, str(RAW_STDIO), "--fault",
                   "exit-immediately")
    assert gone.code == 3 and "Traceback" not in gone.err + gone.out
    usage = run_cli("conform", "--timeout", "2", "--call-safe=maybe", "--", PY, str(RAW_STDIO))
    assert usage.code == 2


def test_legacy_sse_is_not_evaluated() -> None:
    result = conform.run(ServerTarget(name="s", transport=Transport.SSE,
                                      url="http://127.0.0.1:9/sse"))
    assert result.error == ("conform checks stdio and Streamable HTTP servers; legacy "
                            "HTTP+SSE is not checked")


def test_check_runs_conform_only_when_asked(tmp_path: Path) -> None:
    config = tmp_path / "mcpcheck.toml"
    server = (f'[servers.raw]\ncommand = {json.dumps(PY)}\n'
              f'args = {json.dumps([str(RAW_STDIO), *FULL, "--violate", "ping"])}\n')
    config.write_text(server)
    off = run_cli("check", "--config", str(config), "-f", "json")
    assert off.code == 0, off.err
    assert "conform" not in json.loads(off.out)["servers"][0]["details"]["checks"]
    flag = run_cli("check", "--config", str(config), "--conform", "-f", "json")
    assert flag.code == 1
    (entry,) = json.loads(flag.out)["servers"]
    assert entry["details"]["checks"]["conform"] == 1
    assert [f["rule"] for f in entry["findings"] if f["rule"].startswith("conform-")] == [
        "conform-ping"]
    config.write_text(server + "conform = true\n")
    on = run_cli("check", "--config", str(config))
    assert on.code == 1 and "conform 1" in on.out


def test_nothing_is_called_without_call_safe(tmp_path: Path) -> None:
    record = tmp_path / "methods"
    result = conform.run(stdio(PY, str(RAW_STDIO), *FULL, "--record", str(record)))
    assert result.findings == []
    methods = record.read_text().splitlines()
    calls = [m for m in methods if m == "tools/call"]
    assert len(calls) == 1  # the unknown tool, which the server does not have
    assert not {"resources/subscribe", "logging/setLevel", "completion/complete"} & set(methods)


# ------------------------------------------------------------------ the reference servers
# TypeScript SDK servers (McpServer): tools/list ignores `cursor` (its ListTools handler takes
# no cursor), a numeric cursor fails its zod schema as -32603 (not -32602), and tools/call of
# an unknown tool throws McpError(InvalidParams) inside the handler's try, which wraps it into
# an isError result (sdk/dist/esm/server/mcp.js). The specification: "Invalid cursors SHOULD
# result in an error with code -32602" (utilities/pagination#error-handling); unknown tools
# are listed under "Protocol Errors" with -32602 (server/tools#error-handling).
TS_SDK_FAILS = {RuleId.CONFORM_INVALID_PARAMS, RuleId.CONFORM_INVALID_CURSOR,
                RuleId.CONFORM_UNKNOWN_TOOL}
# Both SDKs answer a wrongly typed argument of a read-only tool with an isError result (the TS
# McpServer wraps its InvalidParams into one; FastMCP reports the validation error as a tool
# error), send no request before initialized and no undeclared list_changed.
NEWER = {RuleId.CONFORM_INITIALIZED_ORDERING, RuleId.CONFORM_LIST_CHANGED_DECLARED,
         RuleId.CONFORM_INPUT_VALIDATION}


def test_the_reference_servers_are_installed() -> None:
    """The tests below run the reference servers `make test` installs (npm ones under .servers,
    mcp-server-time in the virtualenv): a missing one is a failed set-up, not a skip."""
    missing = [str(path) for path in (EVERYTHING, FILESYSTEM, MEMORY, Path(TIME_SERVER))
               if not path.exists()]
    assert missing == [], f"not installed (run `make servers` / `make install`): {missing}"


def test_server_everything_over_stdio() -> None:
    got = outcomes(conform.run(stdio("node", str(EVERYTHING), timeout=15), call_safe=True))
    assert got["failed"] == TS_SDK_FAILS
    assert got["not-applicable"] == {RuleId.CONFORM_UNDECLARED_CAPABILITY_REFUSED,
                                     RuleId.CONFORM_STRUCTURED_OUTPUT} | HTTP_ONLY
    assert got["passed"] >= NEWER


def test_server_everything_over_http() -> None:
    """Its Express wrapper (dist/transports/streamableHttp.js) answers an unknown session id
    with 400 "No valid session ID provided", where the spec says 404 (transports
    #session-management: "MUST respond to requests containing that session ID with HTTP 404");
    it sets no Origin check (DNS-rebinding protection is off by default in the SDK)."""
    port = free_port()
    with serving(["node", str(EVERYTHING), "streamableHttp"], port,
                 env={"PORT": str(port)}) as url:
        got = outcomes(conform.run(http(url, timeout=15), call_safe=True))
    assert got["failed"] == TS_SDK_FAILS | {RuleId.CONFORM_HTTP_SESSION_ENFORCED,
                                            RuleId.CONFORM_HTTP_ORIGIN}
    assert RuleId.CONFORM_HTTP_DELETE_ENDS_SESSION in got["passed"]


def test_server_filesystem(tmp_path: Path) -> None:
    """list_allowed_directories is read-only, takes nothing and declares an outputSchema:
    with --call-safe it is called, and its structuredContent matches."""
    (tmp_path / "a.txt").write_text("a")
    got = outcomes(conform.run(stdio("node", str(FILESYSTEM), str(tmp_path), timeout=15),
                               call_safe=True))
    assert got["failed"] == TS_SDK_FAILS
    assert RuleId.CONFORM_STRUCTURED_OUTPUT in got["passed"]
    assert got["passed"] >= NEWER
    assert RuleId.CONFORM_UNDECLARED_CAPABILITY_REFUSED in got["passed"]  # -32601 for prompts


def test_server_memory(tmp_path: Path) -> None:
    env = (("MEMORY_FILE_PATH", str(tmp_path / "memory.jsonl")),)
    target = ServerTarget(name="m", transport=Transport.STDIO, command="node",
                          args=(str(MEMORY),), env=env, timeout=15)
    got = outcomes(conform.run(target))
    assert got["failed"] == TS_SDK_FAILS
    assert not (tmp_path / "memory.jsonl").exists()  # nothing was written


def test_server_time() -> None:
    """The Python SDK answers a numeric cursor and an unknown tool with -32602, but its
    tools/list ignores an unknown string cursor (the server does not paginate)."""
    got = outcomes(conform.run(stdio(TIME_SERVER, timeout=15), call_safe=True))
    assert got["failed"] == {RuleId.CONFORM_INVALID_CURSOR}
    assert RuleId.CONFORM_DISCOVER_ANSWERED in got["passed"]  # a DiscoverResult (SDK 2.3)
    assert got["passed"] >= NEWER


def test_no_sdk_import_on_the_conform_path() -> None:
    """A whole `mcpcheck conform` run, in one process: the MCP SDK is never imported."""
    code = (
        "import sys\n"
        "from mcpcheck.cli.app import main\n"
        f"sys.argv = ['mcpcheck', 'conform', '--timeout', '4', '--', {PY!r}, {str(RAW_STDIO)!r}]\n"
        "try:\n    main()\nexcept SystemExit as exc:\n    code = exc.code\n"
        "sdk = sorted(m for m in sys.modules if m.split('.')[0] in ('mcp', 'mcp_types'))\n"
        "sys.stderr.write(f'exit={code} sdk={sdk}\\n')\n")
    proc = subprocess.run([PY, "-c", code], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "NO_COLOR": "1"})
    assert proc.stderr.strip().splitlines()[-1] == "exit=0 sdk=[]", proc.stderr[-2000:]


@pytest.mark.parametrize(("template", "problem"), [
    ("file:///notes/{id}", None),
    ("https://x.test/{+path}/{?q,lang}{#frag}", None),
    ("db://{schema}/{table.name}/{id:3}{/rest*}", None),
    ("file:///%E2%82%AC/{id}", None),
    ("file:///drafts/{id", "an expression opened at 15 is never closed"),
    ("file:///a}", "a `}` at 9 closes nothing"),
    ("file:///{}", "`{}` is not a valid expression"),
    ("file:///{a b}", "`{a b}` is not a valid expression"),
    ("file:///{id:0}", "`{id:0}` is not a valid expression"),
    ("file:///{=id}", "operator `=` is reserved"),
    ("file:///a b/{id}", "character ' ' at 9 is not allowed in a literal"),
    ("file:///%zz/{id}", "a `%` at 8 starts no percent-encoding"),
])
def test_rfc6570_templates(template: str, problem: str | None) -> None:
    from mcpcheck.checks.conform.resources_prompts import template_problem

    assert template_problem(template) == problem


def test_conform_takes_an_ignore_file(tmp_path: Path) -> None:
    """A reviewed protocol finding (here a MUST: ping) is accepted like any other finding."""
    ignore = tmp_path / "ignore.toml"
    ignore.write_text('[[ignore]]\nrule = "conform-ping"\n'
                      'reason = "upstream bug, fixed in the next release"\n\n'
                      '[[ignore]]\nrule = "conform-invalid-cursor"\nreason = "not seen here"\n')
    run = run_cli("conform", "--timeout", "4", "--ignore", str(ignore), "-f", "json", "--",
                  PY, str(RAW_STDIO), *FULL, "--violate", "ping")
    assert run.code == 0, run.out + run.err
    (server,) = run.json()["servers"]
    assert server["ignore"] == {"file": str(ignore), "accepted": 1}
    assert [(f["rule"], f["message"][:16]) for f in server["findings"]] == [
        ("ignore-unused", "ignore entry 2 (")]
