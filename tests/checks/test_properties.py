"""Property tests (hypothesis): normalizer, snapshot round trip, canonical JSON, drift engine,
validator and argument-file parser never raise on generated input and keep their laws."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mcpcheck.checks.arguments import Call, load_calls, validate_calls
from mcpcheck.checks.drift import diff_tools
from mcpcheck.errors import McpcheckError
from mcpcheck.models import Finding, Surface
from mcpcheck.snapshots.canonical import CanonicalError, canonical
from mcpcheck.snapshots.store import build_document, normalize_tool, read_snapshot, render

FAST = settings(max_examples=60, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])

# ------------------------------------------------------------------ strategies

KEYS = st.sampled_from(["a", "b", "q", "limit", "type", "required", "$ref", "_meta", "x y", "é"])
TEXT = st.text(st.characters(exclude_categories=("Cs",)), max_size=12)  # no lone surrogates
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), TEXT,
                    st.floats(allow_nan=False, allow_infinity=False))
ANY_FLOATS = st.floats(allow_nan=True, allow_infinity=True)


def json_values(scalars: st.SearchStrategy[Any] = SCALARS) -> st.SearchStrategy[Any]:
    return st.recursive(scalars, lambda kids: st.lists(kids, max_size=4)
                        | st.dictionaries(st.one_of(KEYS, TEXT), kids, max_size=4),
                        max_leaves=20)


FINITE_JSON = json_values()
WILD_JSON = json_values(st.one_of(SCALARS, ANY_FLOATS))
TYPES = st.sampled_from(["object", "string", "integer", "number", "boolean", "array", "null"])
PATTERNS = st.sampled_from(["^[a-z]+$", "\\d+", "(a+)+$", "(", "^\\p{L}+$", "[", "a{2,3}"])


def schemas() -> st.SearchStrategy[Any]:
    def extend(kids: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        keywords = st.fixed_dictionaries({}, optional={
            "type": TYPES | st.lists(TYPES, max_size=3) | FINITE_JSON,
            "properties": st.dictionaries(KEYS, kids, max_size=3) | FINITE_JSON,
            "required": st.lists(KEYS, max_size=3) | FINITE_JSON,
            "additionalProperties": st.booleans() | kids,
            "items": kids,
            "enum": st.lists(SCALARS, max_size=3),
            "const": SCALARS,
            "minimum": st.integers(-5, 5) | ANY_FLOATS,
            "maximum": st.integers(-5, 5),
            "exclusiveMinimum": st.integers(-5, 5),
            "minLength": st.integers(-1, 5) | FINITE_JSON,
            "maxItems": st.integers(0, 5),
            "uniqueItems": st.booleans(),
            "pattern": PATTERNS,
            "format": st.sampled_from(["email", "date-time", "uri", "nope"]),
            "anyOf": st.lists(kids, max_size=3),
            "oneOf": st.lists(kids, max_size=2),
            "allOf": st.lists(kids, max_size=2),
            "not": kids,
            "$ref": st.sampled_from(["#", "#/$defs/a", "#/$defs/missing", "http://x/y", "#/a~"]),
            "$defs": st.dictionaries(st.just("a"), kids, max_size=1),
            "$schema": st.sampled_from(["https://json-schema.org/draft/2020-12/schema",
                                        "http://json-schema.org/draft-07/schema#", "bogus"]),
            "default": FINITE_JSON,
        })
        return keywords | kids

    return st.recursive(st.booleans() | st.just({}) | FINITE_JSON, extend, max_leaves=12)


SCHEMAS = schemas()
HINTS = st.sampled_from(["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"])


@st.composite
def tools(draw: st.DrawFn, json_strategy: st.SearchStrategy[Any] = FINITE_JSON) -> Any:
    if draw(st.integers(0, 19)) == 0:
        return draw(json_strategy)  # not even an object
    tool: dict[str, Any] = {"name": draw(st.sampled_from(["search", "fetch", "add"]) | TEXT
                                         | st.integers())}
    optional = {
        "description": TEXT | json_strategy,
        "title": TEXT,
        "inputSchema": SCHEMAS,
        "outputSchema": SCHEMAS,
        "annotations": st.dictionaries(HINTS, st.booleans() | SCALARS, max_size=4)
        | json_strategy,
        "_meta": json_strategy,
        "ttlMs": st.integers(),
    }
    for key, strategy in optional.items():
        if draw(st.booleans()):
            tool[key] = draw(strategy)
    return tool


TOOL_LISTS = st.lists(tools(), max_size=5)


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, allow_nan=True)


# ------------------------------------------------------------------ normalizer


@FAST
@given(tools(WILD_JSON))
def test_normalizing_twice_equals_normalizing_once(tool: Any) -> None:
    once = normalize_tool(tool)
    assert dumps(normalize_tool(once)) == dumps(once)
    assert dumps(tool) == dumps(tool)  # input untouched (still serializable as before)


@FAST
@given(tools())
def test_normalizer_drops_noise_only(tool: Any) -> None:
    out = normalize_tool(tool)
    if isinstance(tool, dict):
        assert not {"_meta", "ttlMs", "cacheScope", "resultType"} & set(out)
        assert out.get("name") == tool.get("name")
        assert out.get("description") == tool.get("description")


# ------------------------------------------------------------------ snapshot round trip


def surface_of(tool_list: list[Any]) -> Surface:
    return Surface(server_name="prop", server_version="1", protocol_version="2025-11-25",
                   capabilities={"tools": {}}, tools=tuple(tool_list))


@FAST
@given(TOOL_LISTS)
def test_snapshot_reads_back_as_written(tmp_path_factory: Any, tool_list: list[Any]) -> None:
    path = Path(tmp_path_factory.mktemp("snap")) / "s.json"
    doc = build_document(surface_of(tool_list))
    data = render(doc)
    path.write_bytes(data)
    back = read_snapshot(path)
    assert back.document == json.loads(data)
    assert [dumps(t) for t in back.surface().tools] == [dumps(e["definition"])
                                                        for e in doc["tools"]]
    # written again from what was read, the bytes are the same (a tool with a non-finite number
    # is stored with its numbers as strings and no hashes, so it cannot round-trip to itself)
    if not any("error" in e for e in doc["tools"]):
        assert render(build_document(back.surface())) == data


@FAST
@given(st.lists(tools(WILD_JSON), max_size=4))
def test_non_finite_numbers_still_give_a_readable_snapshot(tmp_path_factory: Any,
                                                           tool_list: list[Any]) -> None:
    path = Path(tmp_path_factory.mktemp("snap")) / "s.json"
    data = render(build_document(surface_of(tool_list)))
    path.write_bytes(data)
    assert read_snapshot(path).document == json.loads(data)


# ------------------------------------------------------------------ canonical


def nested(depth: int) -> Any:
    value: Any = 1
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


@FAST
@given(WILD_JSON | st.integers(0, 700).map(nested))
def test_canonical_raises_only_canonical_error(value: Any) -> None:
    try:
        out = canonical(value)
    except CanonicalError:
        return
    # Numbers round-trip as IEEE doubles (RFC 8785): an integral double above 2**53 is written
    # from its shortest digits (6.426188252621157e16 -> 64261882526211570): the same double.
    assert json.loads(out, parse_int=float) == json.loads(json.dumps(value), parse_int=float)


@FAST
@given(ANY_FLOATS)
def test_canonical_refuses_exactly_the_non_finite_floats(number: float) -> None:
    try:
        canonical({"n": number})
        assert math.isfinite(number)
    except CanonicalError:
        assert not math.isfinite(number)


# ------------------------------------------------------------------ drift engine


@FAST
@given(TOOL_LISTS)
def test_diff_of_a_surface_with_itself_is_empty(tool_list: list[Any]) -> None:
    assert diff_tools(tool_list, tool_list) == []


@FAST
@given(TOOL_LISTS, TOOL_LISTS)
def test_diff_never_raises_and_returns_findings(old: list[Any], new: list[Any]) -> None:
    findings = diff_tools(old, new)
    assert all(isinstance(f, Finding) for f in findings)
    assert all(f.path == "" or f.path.startswith("/") for f in findings)


# ------------------------------------------------------------------ validator


@FAST
@given(SCHEMAS, st.lists(FINITE_JSON, min_size=1, max_size=4))
def test_validator_never_raises(schema: Any, arguments: list[Any]) -> None:
    tool_list = [{"name": "t", "inputSchema": schema}]
    calls = [Call("t", args, "args.json", f"/{i}") for i, args in enumerate(arguments)]
    calls.append(Call("missing", {}, "args.json", "/x"))
    findings = validate_calls(calls, tool_list)
    assert all(isinstance(f, Finding) for f in findings)
    assert any(f.tool == "missing" for f in findings)


MALFORMED = st.one_of(
    st.binary(max_size=200),
    FINITE_JSON.map(lambda v: json.dumps(v).encode()),
    st.builds(lambda v, cut: json.dumps({"tool": "t", "arguments": v}).encode()[:cut],
              FINITE_JSON, st.integers(0, 60)),
    st.sampled_from([b"\xef\xbb\xbf{}", b"NaN", b"[1e400]", b'{"a":1,"a":2}', b"\xff\xfe",
                     b"[" * 5000, b'{"tool": "t", "arguments": Infinity}', b"\x00"]),
)


def holds_no_calls(data: bytes, suffix: str) -> bool:
    """An empty .jsonl file or a .json file holding [] (whitespace and a leading UTF-8 byte order
    mark aside) has nothing to judge."""
    text = data.decode("utf-8", "replace").removeprefix("\ufeff")
    if suffix == ".jsonl":
        return not text.strip()
    return "".join(text.split()) == "[]"


@FAST
@given(MALFORMED, st.sampled_from([".json", ".jsonl"]), st.none() | st.just("t"))
def test_argument_file_parser_never_raises(tmp_path_factory: Any, data: bytes, suffix: str,
                                           tool: str | None) -> None:
    path = Path(tmp_path_factory.mktemp("args")) / f"calls{suffix}"
    path.write_bytes(data)
    calls, findings = load_calls([path], tool=tool)
    assert all(isinstance(c, Call) for c in calls)
    assert all(f.rule == "argument-file-invalid" and f.file == str(path) for f in findings)
    assert calls or findings or holds_no_calls(data, suffix)
    try:
        validate_calls(calls, [{"name": "t", "inputSchema": {"type": "object"}}])
    except McpcheckError as exc:  # pragma: no cover - would be a bug: report it
        raise AssertionError(f"validate_calls raised {exc!r}") from exc
