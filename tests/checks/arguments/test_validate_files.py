"""mcpcheck.checks.arguments: argument files of every form, realistic model mistakes, schema
faults.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.arguments import MAX_FILE_BYTES, Call, load_calls, validate_calls
from mcpcheck.checks.rulebook import Family, rules_of
from mcpcheck.errors import UsageError
from mcpcheck.models import Finding, Severity

READ_FILE = {
    "name": "read_file",
    "inputSchema": {
        "type": "object",
        "additionalProperties": False,
        "required": ["path"],
        "properties": {
            "path": {
                "type": "string",
                "minLength": 1,
                "pattern": "^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+$",
            },
            "max_bytes": {"type": "integer", "minimum": 1, "maximum": 1048576},
            "encoding": {"enum": ["utf-8", "latin-1"]},
            "lines": {"type": "array", "items": {"type": "integer"}, "maxItems": 3},
            "options": {
                "type": "object",
                "additionalProperties": False,
                "properties": {"follow_links": {"type": "boolean"}, "depth": {"type": "integer"}},
            },
        },
    },
}
SEARCH = {
    "name": "search",
    "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}},
}
TOOLS = [READ_FILE, SEARCH]


def write(path: Path, value: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(value if isinstance(value, str) else json.dumps(value), encoding="utf-8")
    return path


def run(paths: list[Path], tool: str | None = None, tools: list[Any] = TOOLS) -> list[Finding]:
    calls, findings = load_calls(paths, tool=tool)
    return findings + validate_calls(calls, tools)


def summary(findings: list[Finding]) -> list[tuple[str, str | None, str, str]]:
    return [(f.rule, f.tool, f.path, f.message) for f in findings]


# --- realistic model mistakes, one per case -----------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "path", "message"),
    [
        (
            {"path": "a.txt", "max_bytes": "4096"},
            "/max_bytes",
            "`/max_bytes`: expected integer, got string",
        ),
        (
            {"path": "a.txt", "max_bytes": 4096.5},
            "/max_bytes",
            "`/max_bytes`: expected integer, got number",
        ),
        (
            {"path": "a.txt", "encoding": "UTF-8"},
            "/encoding",
            '`/encoding`: must be one of ["utf-8", "latin-1"]',
        ),
        ({"path": "a.txt", "recursive": True}, "", "(root): unknown property `recursive`"),
        (
            {"path": "../../etc/passwd"},
            "/path",
            "`/path`: value does not match pattern `^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+$`",
        ),
        (
            {"path": "/etc/passwd"},
            "/path",
            "`/path`: value does not match pattern `^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+$`",
        ),
        (
            {"path": "a.txt\n"},
            "/path",
            "`/path`: value does not match pattern `^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+$`",
        ),
        (
            {"path": "a", "lines": [1, 2, 3, 4]},
            "/lines",
            "`/lines`: must have at most 3 items (got 4)",
        ),
        (
            {"path": "a", "options": {"depth": "2"}},
            "/options/depth",
            "`/options/depth`: expected integer, got string",
        ),
        ({"path": "a", "__proto__": {"admin": True}}, "", "(root): unknown property `__proto__`"),
        (None, "", "(root): expected object, got null"),
        (
            {"path": "a", "max_bytes": True},
            "/max_bytes",
            "`/max_bytes`: expected integer, got boolean",
        ),
    ],
)
def test_model_mistake(tmp_path: Path, arguments: Any, path: str, message: str) -> None:
    file = write(tmp_path / "call.json", {"tool": "read_file", "arguments": arguments})
    found = run([file])
    assert summary(found) == [("argument-invalid", "read_file", path, message)]
    assert found[0].severity is Severity.ERROR
    assert found[0].file == str(file)


def test_renamed_parameter_is_missing_required_plus_unknown(tmp_path: Path) -> None:
    file = write(tmp_path / "call.json", {"tool": "read_file", "arguments": {"file_path": "a"}})
    assert summary(run([file])) == [
        ("argument-invalid", "read_file", "", "(root): unknown property `file_path`"),
        ("argument-invalid", "read_file", "", "(root): missing required property `path`"),
    ]


def test_every_error_of_a_value_is_listed(tmp_path: Path) -> None:
    file = write(tmp_path / "call.json", {"tool": "read_file", "arguments": {"path": ""}})
    pattern = "^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+$"
    assert summary(run([file])) == [
        (
            "argument-invalid",
            "read_file",
            "/path",
            "`/path`: must be at least 1 characters long (got 0)",
        ),
        (
            "argument-invalid",
            "read_file",
            "/path",
            f"`/path`: value does not match pattern `{pattern}`",
        ),
    ]


def test_valid_call_has_no_findings(tmp_path: Path) -> None:
    arguments = {"path": "docs/a.txt", "max_bytes": 4096, "encoding": "utf-8", "lines": [1, 2]}
    file = write(tmp_path / "call.json", {"tool": "read_file", "arguments": arguments})
    assert run([file]) == []


def test_integral_float_is_an_integer(tmp_path: Path) -> None:
    file = write(
        tmp_path / "c.json", {"tool": "read_file", "arguments": {"path": "a", "max_bytes": 1.0}}
    )
    assert run([file]) == []


def test_truncated_json_reports_line_and_column(tmp_path: Path) -> None:
    file = write(tmp_path / "broken.json", '{"tool": "read_file",\n "arguments": {"path": ')
    found = run([file])
    assert summary(found) == [
        ("argument-file-invalid", None, "", "not JSON at 2:24: Expecting value"),
    ]
    assert found[0].file == str(file)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"tool": "search", "arguments": {"q": NaN}}', "not JSON: `NaN` is not a JSON value"),
        ('{"tool": "search", "arguments": {"q": "a", "q": "b"}}', "not JSON: duplicate key `q`"),
        ("", "not JSON at 1:1: Expecting value"),
        ('"just a string"', "expected a call object, got string (or pass --tool)"),
        ('{"arguments": {}}', "a call needs a string `tool`, no `tool` (or pass --tool)"),
        (
            '{"tool": 3, "arguments": {}}',
            "a call needs a string `tool`, `tool` is integer (or pass --tool)",
        ),
        ('{"tool": "search"}', "a call needs `arguments`"),
        ("[" * 100000, "not JSON: nested too deeply"),
    ],
)
def test_wrong_shapes_are_file_findings(tmp_path: Path, content: str, message: str) -> None:
    file = write(tmp_path / "f.json", content)
    assert summary(run([file])) == [("argument-file-invalid", None, "", message)]


def test_invalid_utf8_reports_position(tmp_path: Path) -> None:
    file = tmp_path / "latin1.json"
    file.write_bytes(b'{"tool": "search",\n "arguments": {"q": "caf\xe9"}}')
    assert summary(run([file])) == [
        ("argument-file-invalid", None, "", "not JSON at 2:25: invalid UTF-8")
    ]


def test_bom_is_accepted(tmp_path: Path) -> None:
    file = tmp_path / "bom.json"
    file.write_bytes(b"\xef\xbb\xbf" + json.dumps({"tool": "search", "arguments": {}}).encode())
    assert run([file]) == []


def test_oversized_file_is_refused_unread(tmp_path: Path) -> None:
    file = tmp_path / "big.json"
    with file.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    assert summary(run([file])) == [
        ("argument-file-invalid", None, "", "not JSON: larger than the 16 MiB limit")
    ]


# --- file forms ---------------------------------------------------------------------------


def test_array_of_calls(tmp_path: Path) -> None:
    file = write(
        tmp_path / "calls.json",
        [
            {"tool": "search", "arguments": {"q": "x"}},
            {"tool": "read_file", "arguments": {"path": 3}},
            "oops",
        ],
    )
    calls, findings = load_calls([file])
    assert calls == [
        Call("search", {"q": "x"}, str(file), "/0"),
        Call("read_file", {"path": 3}, str(file), "/1"),
    ]
    assert summary(findings + validate_calls(calls, TOOLS)) == [
        (
            "argument-file-invalid",
            None,
            "",
            "call /2: expected a call object, got string (or pass --tool)",
        ),
        (
            "argument-invalid",
            "read_file",
            "/path",
            "call /1: `/path`: expected string, got integer",
        ),
    ]


def test_plain_arguments_with_tool_flag(tmp_path: Path) -> None:
    file = write(tmp_path / "args.json", {"path": "a", "max_bytes": "1"})
    calls, findings = load_calls([file], tool="read_file")
    assert findings == []
    assert calls == [Call("read_file", {"path": "a", "max_bytes": "1"}, str(file), "")]
    assert summary(validate_calls(calls, TOOLS)) == [
        (
            "argument-invalid",
            "read_file",
            "/max_bytes",
            "`/max_bytes`: expected integer, got string",
        )
    ]


def test_array_of_plain_arguments_with_tool_flag(tmp_path: Path) -> None:
    file = write(tmp_path / "args.json", [{"q": "a"}, {"q": 1}])
    assert summary(run([file], tool="search")) == [
        ("argument-invalid", "search", "/q", "call /1: `/q`: expected string, got integer")
    ]


def test_json_lines(tmp_path: Path) -> None:
    file = write(
        tmp_path / "calls.jsonl",
        '{"tool": "search", "arguments": {"q": "a"}}\n'
        "\n"
        '{"tool": "search", "arguments": {"q": 2}}\n'
        '{"tool": "search", "arguments": \n'
        "   \n",
    )
    calls, findings = load_calls([file])
    assert [c.pointer for c in calls] == ["L1", "L3"]
    assert summary(findings + validate_calls(calls, TOOLS)) == [
        ("argument-file-invalid", None, "", "call L4: not JSON at 4:33: Expecting value"),
        ("argument-invalid", "search", "/q", "call L3: `/q`: expected string, got integer"),
    ]


def test_json_lines_with_tool_flag(tmp_path: Path) -> None:
    file = write(tmp_path / "args.jsonl", '{"q": "a"}\n{"q": null}\n')
    assert summary(run([file], tool="search")) == [
        ("argument-invalid", "search", "/q", "call L2: `/q`: expected string, got null")
    ]


def test_directory_named_by_tool(tmp_path: Path) -> None:
    root = tmp_path / "calls"
    good = write(root / "read_file" / "ok.json", {"path": "a.txt"})
    write(root / "read_file" / "bad.json", {"path": "/etc/shadow"})
    write(root / "search" / "s.jsonl", '{"q": "x"}\n{"q": []}\n')
    top = write(root / "top.json", {"tool": "search", "arguments": {"q": 1}})
    write(root / "notes.txt", "ignored: not an argument file")
    calls, findings = load_calls([root])
    assert findings == []
    assert [(c.tool, Path(c.file).name, c.pointer) for c in calls] == [
        ("search", "top.json", ""),
        ("read_file", "bad.json", ""),
        ("read_file", "ok.json", ""),
        ("search", "s.jsonl", "L1"),
        ("search", "s.jsonl", "L2"),
    ]
    found = validate_calls(calls, TOOLS)
    assert [(f.rule, f.tool, f.path, Path(f.file or "").name) for f in found] == [
        ("argument-invalid", "search", "/q", "top.json"),
        ("argument-invalid", "read_file", "/path", "bad.json"),
        ("argument-invalid", "search", "/q", "s.jsonl"),
    ]
    assert str(good) not in {f.file for f in found}
    assert str(top) == found[0].file


def test_missing_path_and_empty_directory_are_usage_errors(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="no such file or directory"):
        load_calls([tmp_path / "nope.json"])
    (tmp_path / "empty").mkdir()
    with pytest.raises(UsageError, match="no argument files"):
        load_calls([tmp_path / "empty"])


# --- tools and their schemas --------------------------------------------------------------


def test_tool_not_advertised_names_the_closest(tmp_path: Path) -> None:
    near = write(tmp_path / "a.json", {"tool": "read-file", "arguments": {}})
    far = write(tmp_path / "b.json", {"tool": "launch_rockets", "arguments": {}})
    assert summary(run([near, far])) == [
        (
            "tool-not-advertised",
            "read-file",
            "",
            "tool `read-file` is not advertised (did you mean `read_file`?)",
        ),
        (
            "tool-not-advertised",
            "launch_rockets",
            "",
            "tool `launch_rockets` is not advertised (advertised: `read_file`, `search`)",
        ),
    ]
    assert summary(run([far], tools=[])) == [
        (
            "tool-not-advertised",
            "launch_rockets",
            "",
            "tool `launch_rockets` is not advertised (the server advertises no tools)",
        )
    ]


def test_invalid_tool_schema_is_the_servers_fault_and_not_used(tmp_path: Path) -> None:
    broken = {
        "name": "broken",
        "inputSchema": {"type": "object", "properties": {"n": {"type": "int"}}, "required": "n"},
    }
    files = [
        write(tmp_path / f"{i}.json", {"tool": "broken", "arguments": {"n": "x"}}) for i in range(3)
    ]
    found = run(files, tools=[broken])
    assert summary(found) == [
        (
            "tool-schema-invalid",
            "broken",
            "/inputSchema/properties/n/type",
            "invalid input schema: unknown type `int`",
        ),
        (
            "tool-schema-invalid",
            "broken",
            "/inputSchema/required",
            "invalid input schema: required must be an array of strings",
        ),
    ]
    assert all(f.file is None for f in found)


def test_missing_input_schema(tmp_path: Path) -> None:
    file = write(tmp_path / "a.json", {"tool": "bare", "arguments": {}})
    assert summary(run([file], tools=[{"name": "bare"}])) == [
        ("tool-schema-invalid", "bare", "/inputSchema", "tool has no inputSchema")
    ]


def test_unsupported_dialect_and_remote_ref(tmp_path: Path) -> None:
    old = {"name": "old", "inputSchema": {"$schema": "http://json-schema.org/draft-03/schema#"}}
    remote = {"name": "remote", "inputSchema": {"$ref": "http://127.0.0.1:9/x.json"}}
    files = [
        write(tmp_path / "a.json", {"tool": "old", "arguments": {}}),
        write(tmp_path / "b.json", {"tool": "remote", "arguments": {}}),
    ]
    assert summary(run(files, tools=[old, remote])) == [
        (
            "tool-schema-unsupported",
            "old",
            "/inputSchema/$schema",
            "unsupported $schema: http://json-schema.org/draft-03/schema#",
        ),
        (
            "tool-schema-unsupported",
            "remote",
            "/inputSchema/$ref",
            "remote $ref `http://127.0.0.1:9/x.json` at `/$ref` is not fetched "
            "(only local references are followed)",
        ),
    ]


@pytest.mark.parametrize(
    ("uri", "value", "expected"),
    [
        (None, 1.0, []),
        ("http://json-schema.org/draft-04/schema#", 1.0, ["`/n`: expected integer, got number"]),
        ("http://json-schema.org/draft-07/schema#", 1.0, []),
        ("http://json-schema.org/draft-06/schema#", "1", ["`/n`: expected integer, got string"]),
        (
            "https://json-schema.org/draft/2019-09/schema",
            1.5,
            ["`/n`: expected integer, got number"],
        ),
    ],
)
def test_dialect_is_honoured_per_tool(
    tmp_path: Path, uri: str | None, value: Any, expected: list[str]
) -> None:
    schema: dict[str, Any] = {"type": "object", "properties": {"n": {"type": "integer"}}}
    if uri:
        schema["$schema"] = uri
    file = write(tmp_path / "a.json", {"tool": "t", "arguments": {"n": value}})
    assert [
        f.message for f in run([file], tools=[{"name": "t", "inputSchema": schema}])
    ] == expected


def test_redos_pattern_is_refused_and_named(tmp_path: Path) -> None:
    tool = {
        "name": "grep",
        "inputSchema": {
            "type": "object",
            "properties": {"word": {"type": "string", "pattern": "^(c|c)*$"}},
        },
    }
    files = [
        write(tmp_path / f"{i}.json", {"tool": "grep", "arguments": {"word": "c" * 40 + "!"}})
        for i in range(2)
    ]
    found = run(files, tools=[tool])
    assert summary(found) == [
        (
            "pattern-refused",
            "grep",
            "/inputSchema/properties/word/pattern",
            "pattern `^(c|c)*$` refused: matching exceeded the time bound (catastrophic "
            "backtracking); values it judges are not fully checked",
        )
    ]
    assert found[0].file is None


def test_nested_quantifier_pattern_still_judges_the_value(tmp_path: Path) -> None:
    tool = {
        "name": "t",
        "inputSchema": {"properties": {"w": {"type": "string", "pattern": "^(a+)+$"}}},
    }
    file = write(tmp_path / "a.json", {"tool": "t", "arguments": {"w": "a" * 40 + "b"}})
    assert summary(run([file], tools=[tool])) == [
        ("argument-invalid", "t", "/w", "`/w`: value does not match pattern `^(a+)+$`")
    ]


def test_schemas_compile_once_per_tool(tmp_path: Path) -> None:
    files = [
        write(tmp_path / f"{i}.json", {"tool": "search", "arguments": {"q": i}}) for i in range(5)
    ]
    calls, _ = load_calls(files)
    found = validate_calls(calls, [SEARCH])
    assert len(found) == 5
    assert {f.message for f in found} == {"`/q`: expected string, got integer"}


def test_rules_are_described() -> None:
    rules = rules_of([Family.ARGUMENTS])
    assert sorted(rules) == [
        "argument-file-invalid",
        "argument-invalid",
        "pattern-refused",
        "tool-not-advertised",
        "tool-schema-invalid",
        "tool-schema-unsupported",
    ]
    assert all(rule.summary and "\n" not in rule.summary for rule in rules.values())


def test_schema_fault_at_validation_time_blames_the_server(tmp_path: Path) -> None:
    hidden = {
        "name": "hidden",
        "inputSchema": {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "x": {"minLength": "a"},
            "$ref": "#/x",
        },
    }
    files = [
        write(tmp_path / f"{i}.json", {"tool": "hidden", "arguments": "abc"}) for i in range(2)
    ]
    found = run(files, tools=[hidden])
    assert [(f.rule, f.tool, f.path, f.file) for f in found] == [
        ("tool-schema-invalid", "hidden", "/inputSchema", None)
    ]
    assert found[0].message.startswith("schema could not be evaluated: TypeError: ")
