"""mcpcheck.guard against real servers: `mcpcheck mock` serving the demo's snapshot and its
mutations, server-everything, mcp-server-time and a raw server with a malformed tool.

The tests whose subject is what the guard does with a served list (binding, each mutation, the
report-only checks) each open their own session on one `mcpcheck mock --port` per snapshot for
the module (`served`): the guard judges what the session hands it, whatever the transport. The
drift mid-session, the canned results and the malformed snapshots keep a stdio mock of their
own."""

from __future__ import annotations

import json
import pickle
import subprocess
from pathlib import Path
from typing import Any

import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters
from mcp.shared.exceptions import MCPError

from mcpcheck.guard import (
    ArgumentsRejected,
    Check,
    ContractDrift,
    ContractError,
    GuardEvent,
    GuardUnavailable,
    ListChangedWatch,
    Outcome,
    ResultContradictsSchema,
    ResultDrifted,
    ToolMissing,
    guarded,
)
from mcpcheck.models import Finding, Severity
from tests.conftest import EVERYTHING, PY, RAW_STDIO, TIME_SERVER, run_cli
from tests.guard.conftest import (
    Served,
    http_session_on,
    mock_args,
    mutated,
    output_schema,
    run,
    session_on,
)

pytestmark = pytest.mark.timeout(120)


# ------------------------------------------------------------------ the clean case


def test_binds_and_calls_the_served_snapshot(served: Served, base: Path) -> None:
    events: list[GuardEvent] = []

    async def scenario() -> Any:
        async with http_session_on(served(base)) as session, guarded(
                session, require=["search", "get_stock"], pin=base, on_event=events.append,
                expect={"search": output_schema(base, "search")}) as g:
            result = await g.call_tool("search", {"query": "mug", "limit": 10})
            return g, result

    g, result = run(scenario)
    assert result.structured_content is not None
    assert set(result.structured_content) == {"items", "total"}
    assert [e.outcome for e in events] == [Outcome.OK] * 5
    assert [e.check for e in events] == [Check.BIND, Check.TOOL, Check.ARGUMENTS,
                                         Check.RESULT_SCHEMA, Check.RESULT_EXPECTATION]
    assert g.stats.count(tool="search", outcome="ok") == 4
    assert g.stats.count(outcome=Outcome.VIOLATED) == 0


# ------------------------------------------------------------------ each mutation, its guard

CASES = [
    # rule, guard options, arguments of the call, the exception, what it must say
    ("tool-removed", {}, None, ToolMissing, {"missing": {"search": ""}}),
    ("tool-renamed", {"pin": True}, None, ToolMissing, {"missing": {"search": "search_v2"}}),
    ("input-range-narrowed", {}, {"query": "mug", "limit": 10}, ArgumentsRejected,
     {"pointer": "/limit", "keyword": "maximum", "limit": 1, "sent": 10}),
    ("input-property-became-required", {}, {"query": "mug"}, ArgumentsRejected,
     {"pointer": "", "keyword": "required"}),
    ("output-required-property-removed", {"expect": True}, {"query": "mug"}, ResultDrifted,
     {"pointer": "", "keyword": "required"}),
    ("output-enum-value-added", {"expect": True}, {"query": "mug"}, ResultDrifted,
     {"pointer": "/items/0/category", "keyword": "enum"}),
    ("annotation-destructive-escalated", {"pin": True}, None, ContractDrift, {}),
]


@pytest.mark.parametrize(("rule", "options", "arguments", "error", "attrs"), CASES,
                         ids=[c[0] for c in CASES])
def test_each_mutation_is_caught_by_its_guard(served: Served, base: Path, rule: str,
                                              options: dict[str, Any], arguments: Any,
                                              error: type[ContractError],
                                              attrs: dict[str, Any]) -> None:
    url = served(mutated(base, rule))
    kwargs: dict[str, Any] = {"require": ["search"]}
    if options.get("pin"):
        kwargs["pin"] = base
    if options.get("expect"):
        kwargs["expect"] = {"search": output_schema(base, "search")}
    events: list[GuardEvent] = []

    async def scenario() -> ContractError | None:
        async with http_session_on(url) as session:
            try:
                async with guarded(session, on_event=events.append, **kwargs) as g:
                    await g.call_tool("search", arguments)
            except ContractError as exc:
                return exc
        return None

    caught = run(scenario)
    assert type(caught) is error, caught
    for name, value in attrs.items():
        assert getattr(caught, name) == value, (name, caught)
    violated = [e for e in events if e.outcome is Outcome.VIOLATED]
    assert len(violated) == 1 and violated[0].error is caught and violated[0].raised
    if isinstance(caught, ContractDrift):
        assert [f.rule for f in caught.findings] == [rule]
    if error is ArgumentsRejected:  # nothing was sent: no result was judged
        assert not any(e.check in (Check.RESULT_SCHEMA, Check.RESULT_EXPECTATION) for e in events)


def test_arguments_rejected_speaks_to_the_model(served: Served, base: Path) -> None:
    url = served(mutated(base, "input-range-narrowed"))

    async def scenario() -> ContractError | None:
        async with http_session_on(url) as session, guarded(session) as g:
            try:
                await g.call_tool("search", {"query": "mug", "limit": 10})
            except ArgumentsRejected as exc:
                return exc
        return None

    caught = run(scenario)
    assert isinstance(caught, ArgumentsRejected)
    assert caught.for_model() == "`limit` must be <= 1; you sent 10"


def test_report_only_checks_count_and_let_the_call_through(served: Served, base: Path) -> None:
    url = served(mutated(base, "output-required-property-removed"))
    events: list[GuardEvent] = []

    async def scenario() -> Any:
        async with http_session_on(url) as session, guarded(
                session, raise_on=(), on_event=events.append,
                expect={"search": output_schema(base, "search"), "missing_tool": {}}) as g:
            result = await g.call_tool("search", {"query": "mug"})
            return g, result

    g, result = run(scenario)
    assert result.structured_content == {"total": 0}  # `items` was removed from the output
    [drifted] = [e for e in events if e.outcome is Outcome.VIOLATED]
    assert drifted.check is Check.RESULT_EXPECTATION and not drifted.raised
    assert isinstance(drifted.error, ResultDrifted)
    assert g.stats.count("search", Check.RESULT_EXPECTATION, Outcome.VIOLATED) == 1


# ------------------------------------------------------------------ drift mid-session


def test_drift_mid_session_then_rebind_on_list_changed(base: Path) -> None:
    narrowed = mutated(base, "input-range-narrowed")
    watch = ListChangedWatch()
    seen: dict[str, Any] = {}

    async def scenario() -> None:
        async with session_on(PY, *mock_args(base, "--drift", str(narrowed)),
                              watch=watch) as session, guarded(session, watch=watch) as g:
            with pytest.raises(MCPError) as refused:  # bound to the base: the server refuses
                await g.call_tool("search", {"query": "mug", "limit": 10})
            seen["error"] = refused.value
            # no wait: the notification came before the error response, and the guard lets the
            # session's handler run before it judges the next call
            with pytest.raises(ArgumentsRejected) as rejected:  # rebound: the guard refuses
                await g.call_tool("search", {"query": "mug", "limit": 10})
            seen["rejected"] = rejected.value
            seen["changed"] = (watch.generation, watch.changed)

    run(scenario)
    error: MCPError = seen["error"]
    assert error.code == -32602
    assert error.data == {"path": "/limit", "keyword": "maximum", "limit": 1}
    assert seen["changed"] == (1, False)  # one notification, and the guard rebound after it
    assert seen["rejected"].limit == 1


# ------------------------------------------------------------------ real servers


def test_server_everything_over_stdio() -> None:
    async def scenario() -> Any:
        async with session_on("node", str(EVERYTHING), "stdio") as session, guarded(
                session, require=["echo"]) as g:
            ok = await g.call_tool("echo", {"message": "hello"})
            with pytest.raises(ArgumentsRejected) as caught:
                await g.call_tool("echo", {"message": 5})
            return ok, caught.value

    ok, rejected = run(scenario)
    assert "hello" in json.dumps(ok.model_dump(mode="json"))
    assert (rejected.pointer, rejected.keyword) == ("/message", "type")
    assert rejected.for_model() == "`message` expected string, got integer; you sent 5"


def test_mcp_server_time_on_the_high_level_client() -> None:
    from mcp import Client

    async def scenario() -> Any:
        params = StdioServerParameters(command=TIME_SERVER, args=["--local-timezone", "UTC"])
        async with Client(params) as client, guarded(client, require=["get_current_time"],
                                                     optional=["no_such_tool"],
                                                     on_optional_missing=missing.extend) as g:
            result = await g.call_tool("get_current_time", {"timezone": "UTC"})
            with pytest.raises(ToolMissing) as caught:
                await g.call_tool("get_curent_time", {"timezone": "UTC"})
            return result, caught.value, client.session.protocol_version

    missing: list[str] = []
    result, error, version = run(scenario)
    assert version == "2026-07-28"
    assert missing == ["no_such_tool"]
    assert result.structured_content["timezone"] == "UTC"
    # no baseline: a near spelling is a guess by name only, which the guard never hands over
    assert error.missing == {"get_curent_time": ""}


def test_a_malformed_sibling_does_not_break_binding(tmp_path: Path) -> None:
    tools = [{"name": "good", "inputSchema": {"type": "object",
                                              "properties": {"n": {"type": "integer"}}}},
             {"name": "bad", "inputSchema": {"type": "object", "required": "n"}},
             {"name": 123}]
    async def scenario() -> Any:
        async with session_on(PY, str(RAW_STDIO), "--tools-json", json.dumps(tools)) as s, \
                guarded(s, require=["good"]) as g:
            with pytest.raises(ArgumentsRejected):
                await g.call_tool("good", {"n": "1"})
            with pytest.raises(GuardUnavailable) as unusable:
                await g.call_tool("bad", {})
            return sorted(g.tools), unusable.value

    names, unusable = run(scenario)
    assert names == ["bad", "good"]
    assert "unusable inputSchema" in unusable.message


def test_result_contradicting_its_own_schema(base: Path, tmp_path: Path) -> None:
    canned = tmp_path / "results.json"
    canned.write_text(json.dumps({"search": [
        {"match": {"query": "ok"}, "result": {"content": [], "structuredContent": {
            "items": [], "total": 0}}},
        {"result": {"content": [{"type": "text", "text": "{}"}],
                    "structuredContent": {"items": "none", "total": 0}}}]}))

    async def scenario() -> tuple[Any, ContractError | None]:
        async with session_on(PY, *mock_args(base, "--results", str(canned))) as s, \
                guarded(s) as g:
            fine = await g.call_tool("search", {"query": "ok"})
            try:
                await g.call_tool("search", {"query": "mug"})
            except ContractError as exc:
                return fine, exc
        return fine, None

    fine, caught = run(scenario)
    assert fine.structured_content == {"items": [], "total": 0}
    assert isinstance(caught, ResultContradictsSchema)
    assert (caught.tool, caught.pointer, caught.keyword) == ("search", "/items", "type")


# ------------------------------------------------------------------ exceptions


def test_every_exception_pickles_with_its_data() -> None:
    finding = Finding("tool-removed", Severity.ERROR, "search", "", "tool `search` was removed")
    samples: list[ContractError] = [
        ToolMissing({"search": "search_v2"}),
        ContractDrift("snapshots/x.json", [finding]),
        ArgumentsRejected("search", "/limit", "maximum", 100, "must be <= 100", 500),
        ResultContradictsSchema("search", "/items", "type", "expected array, got string"),
        ResultDrifted("search", "", "required", "'total' is a required property"),
        GuardUnavailable("the server's tool list is malformed"),
    ]
    for error in samples:
        copy = pickle.loads(pickle.dumps(error))
        assert type(copy) is type(error)
        assert copy.message == error.message
        assert vars(copy) == vars(error)
        assert isinstance(copy, ContractError)


def test_mock_and_mutate_refuse_bad_input(base: Path, tmp_path: Path) -> None:
    bad = run_cli("mutate", str(base), "--rule", "no-such-rule", "--tool", "search",
                  "-o", str(tmp_path / "x.json"))
    assert bad.code == 2 and "no mutation for rule `no-such-rule`" in bad.err
    absent = run_cli("mutate", str(base), "--rule", "tool-removed", "--tool", "nope",
                     "-o", str(tmp_path / "x.json"))
    assert absent.code == 2 and "no tool `nope`" in absent.err
    same = run_cli("mutate", str(base), "--rule", "tool-removed", "--tool", "search",
                   "-o", str(base))
    assert same.code == 2
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text("{not json")
    served = subprocess.run([PY, "-m", "mcpcheck", "mock", "--snapshot", str(corrupt)],
                            capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert served.returncode == 3 and "corrupt.json" in served.stderr
    results = tmp_path / "results.json"
    results.write_text('{"search": {"match": {}}}')
    refused = subprocess.run([PY, "-m", "mcpcheck", "mock", "--snapshot", str(base), "--results",
                              str(results)], capture_output=True, text=True, timeout=60,
                             stdin=subprocess.DEVNULL)
    assert refused.returncode == 2 and "needs a `result` object" in refused.stderr


def test_readme_agent_example_runs_as_written(tmp_path: Path) -> None:
    import os
    import re

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    [code] = [block for block in re.findall(r"```python\n(.*?)```", readme, re.S)
              if block.startswith("# guarded-agent example")]
    assert 15 <= len(code.strip().splitlines()) <= 40
    (tmp_path / "example.py").write_text(code)
    snap = run_cli("snapshot", "--name", "demo", "--update", "--", PY, "-m", "mcpcheck.demo",
                   cwd=tmp_path)
    assert snap.code == 0, snap.err
    env = {**os.environ, "PATH": f"{Path(PY).parent}{os.pathsep}{os.environ['PATH']}"}
    proc = subprocess.run([PY, "example.py"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=90, env=env)
    assert proc.returncode == 0, proc.stderr
    assert "to the model: `limit` must be <= 50; you sent 500" in proc.stdout
    assert "'total': 1" in proc.stdout
    assert "Check.BIND" in proc.stdout and "Outcome.VIOLATED" in proc.stdout


EXPECTED_DIFF = {
    "tool-removed": {"tool-removed"},
    "tool-renamed": {"tool-renamed", "tool-removed", "tool-added"},
    "input-range-narrowed": {"input-range-narrowed"},
    "input-property-became-required": {"input-property-became-required"},
    "output-required-property-removed": {"output-required-property-removed"},
    "output-enum-value-added": {"output-enum-value-added"},
    "annotation-destructive-escalated": {"annotation-destructive-escalated"},
}


@pytest.mark.parametrize("rule", sorted(EXPECTED_DIFF))
def test_diff_reports_exactly_the_mutated_rule(base: Path, rule: str) -> None:
    out = mutated(base, rule)
    diff = run_cli("diff", str(base), str(out), "-f", "json", "--fail-on", "never")
    assert diff.code == 0, diff.err
    findings = diff.json()["servers"][0]["findings"]
    assert {f["rule"] for f in findings} == EXPECTED_DIFF[rule]
    assert {f["tool"] for f in findings} <= {"search", "search_v2"}


def test_mock_over_streamable_http(served: Served, base: Path) -> None:
    from mcp.client.streamable_http import streamable_http_client

    async def scenario() -> Any:
        async with streamable_http_client(served(base)) as (read, write), \
                ClientSession(read, write) as session:
            await session.initialize()
            async with guarded(session, require=["search", "reserve"]) as g:
                found = await g.call_tool("get_stock", {"sku": "sku-1"})
                try:
                    await g.call_tool("get_stock", {"sku": "SKU 1"})
                except ArgumentsRejected as exc:
                    return found, exc
        return found, None

    found, rejected = run(scenario)
    assert set(found.structured_content) == {"sku", "in_stock", "quantity"}
    assert isinstance(rejected, ArgumentsRejected)
    assert (rejected.pointer, rejected.keyword) == ("/sku", "pattern")


def test_pydantic_expectation_is_judged_in_json_mode() -> None:
    import datetime
    import uuid

    from pydantic import BaseModel

    from mcpcheck.guard.expect import expectation_judge

    class Event(BaseModel):
        at: datetime.datetime
        id: uuid.UUID
        span: tuple[int, int]

    judge = expectation_judge(Event)
    good = {"at": "2024-01-01T00:00:00Z", "id": str(uuid.uuid4()), "span": [1, 2]}
    assert judge(good) is None
    bad = judge({**good, "span": ["1", 2]})
    assert bad is not None and bad.pointer == "/span/0"


def test_report_only_bind_violation_is_one_event(served: Served, base: Path) -> None:
    url = served(mutated(base, "tool-removed"))
    events: list[GuardEvent] = []

    async def scenario() -> None:
        async with http_session_on(url) as session, guarded(
                session, require=["search"], raise_on=(), on_event=events.append):
            pass

    run(scenario)
    assert [(e.check, e.outcome) for e in events] == [(Check.BIND, Outcome.VIOLATED)]


def test_pickled_exceptions_keep_notes_and_hold_no_caller_objects() -> None:
    import threading

    error = ArgumentsRejected("t", "/x", "type", None, "expected string", threading.Lock())
    error.add_note("seen in run 7")
    copy = pickle.loads(pickle.dumps(error))
    assert copy.__notes__ == ["seen in run 7"]
    assert isinstance(copy.sent, str) and "lock" in copy.sent


@pytest.mark.parametrize(("argv", "message"), [
    (("--rule", "annotation-destructive-escalated", "--tool", "search"),
     "would not be reported as annotation-destructive-escalated"),
    (("--rule", "input-property-became-required", "--tool", "search", "--path",
      "/inputSchema/properties/query"), "would not be reported"),
    (("--rule", "input-range-narrowed", "--tool", "search", "--path",
      "/inputSchema/properties/query/type"), "is not a schema object"),
    (("--rule", "tool-renamed", "--tool", "search", "--to", "add"),
     "already has a tool `add`"),
    (("--rule", "output-required-property-removed", "--tool", "search", "--path",
      "/inputSchema/properties/query"), "the change gives: input-property-removed"),
])
def test_mutate_refuses_changes_that_are_not_exactly_the_rule(base: Path, tmp_path: Path,
                                                             argv: tuple[str, ...],
                                                             message: str) -> None:
    out = tmp_path / "out.json"
    if "annotation-destructive-escalated" in argv:  # already destructive: nothing to escalate
        base = mutated(base, "annotation-destructive-escalated")
    refused = run_cli("mutate", str(base), *argv, "-o", str(out))
    assert refused.code == 2, refused.err
    assert message in refused.err
    assert not out.exists()


def test_mock_answers_stay_inside_the_served_schema(tmp_path: Path) -> None:
    from mcpcheck.mock.instance import TooLarge, instance_of

    recursive = {"type": "object", "required": ["a", "b", "c", "d"],
                 "properties": {k: {"$ref": "#"} for k in "abcd"}}
    with pytest.raises(TooLarge):
        instance_of(recursive, fill_arrays=True)
    tree = {"type": "object", "properties": {"kids": {"type": "array", "items": {"$ref": "#"}}},
            "required": ["kids"]}
    assert instance_of(tree) == {"kids": []}
    assert instance_of({"type": "integer", "exclusiveMaximum": 0}) == -1
    tools = [{"name": "odd", "inputSchema": {"type": "object"},
              "outputSchema": {"type": "object", "required": ["id"],
                               "properties": {"id": {"type": "string", "pattern": "^[a-f]{8}$"}}}}]
    snap = tmp_path / "odd.json"
    made = run_cli("snapshot", "--snapshot", str(snap), "--update", "--", PY, str(RAW_STDIO),
                   "--tools-json", json.dumps(tools))
    assert made.code == 0, made.err

    async def scenario() -> Any:
        async with session_on(PY, *mock_args(snap)) as session:
            return await session.call_tool("odd", {})

    result = run(scenario)
    assert result.is_error
    assert "cannot make a value of odd's outputSchema" in result.content[0].text


def test_mock_refuses_a_malformed_canned_result_and_skips_malformed_prompts(
        base: Path, tmp_path: Path) -> None:
    results = tmp_path / "results.json"
    results.write_text('{"search": {"result": {"content": "x"}}}')
    refused = subprocess.run([PY, "-m", "mcpcheck", "mock", "--snapshot", str(base), "--results",
                              str(results)], capture_output=True, text=True, timeout=60,
                             stdin=subprocess.DEVNULL)
    assert refused.returncode == 2
    assert "the `result` of `search` is not a CallToolResult (at `content`" in refused.stderr
    doc = json.loads(base.read_text())
    doc["prompts"] = [{"description": "no name"}, {"name": "fine"}]
    doc["server"]["capabilities"]["prompts"] = {}
    odd = tmp_path / "prompts.json"
    odd.write_text(json.dumps(doc))

    async def scenario() -> Any:
        async with session_on(PY, *mock_args(odd)) as session:
            return await session.list_prompts()

    listed = run(scenario)
    assert [p.name for p in listed.prompts] == ["fine"]

