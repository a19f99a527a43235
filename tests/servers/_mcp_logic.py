"""Transport-free MCP method handling shared by raw_stdio.py and raw_http.py.

Stdlib only: these servers must start in well under 100 ms and serve any payload, malformed
ones included, byte-for-byte where JSON allows it (floats, NaN, Infinity, 1e400 keep their
source text; see `loads_raw` / `dumps_raw`).
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import re
import time

# Start-up cost: every test server process imports this module, and the suite starts about a
# thousand of them. `typing` is for annotations only, and Config is a plain class rather than a
# dataclass (`dataclasses` imports `inspect`: about 20 ms of CPU per process on a loaded machine).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

SUPPORTED_PROTOCOLS = ("2025-11-25", "2025-06-18", "2025-03-26")
DEFAULT_PROTOCOL = "2025-11-25"

METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
INVALID_REQUEST = -32600
PARSE_ERROR = -32700

DEFAULT_TOOLS: list[dict[str, Any]] = [
    {
        "name": "echo",
        "title": "Echo",
        "description": "Echo the given text back.",
        "inputSchema": {
            "type": "object",
            "properties": {"text": {"type": "string", "description": "Text to echo."}},
            "required": ["text"],
            "additionalProperties": False,
        },
        "outputSchema": {
            "type": "object",
            "properties": {"text": {"type": "string"}},
            "required": ["text"],
        },
        "annotations": {"readOnlyHint": True, "idempotentHint": True, "openWorldHint": False},
    },
    {
        "name": "add",
        "description": "Add two integers.",
        "inputSchema": {
            "type": "object",
            "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
            "required": ["a", "b"],
        },
    },
]

PROMPTS = [
    {
        "name": "greet",
        "description": "Greet someone by name.",
        "arguments": [{"name": "who", "description": "Who to greet.", "required": True}],
    }
]
RESOURCES = [
    {"uri": "file:///readme.txt", "name": "readme", "mimeType": "text/plain"},
]
RESOURCE_TEMPLATES = [
    {"uriTemplate": "file:///notes/{id}", "name": "note", "mimeType": "text/plain"},
]
# --complete: what makes every conformance requirement applicable (a prompt without required
# arguments, a read-only tool without required arguments that declares an outputSchema)
HELLO_PROMPT = {"name": "hello", "description": "Say hello."}
STATUS_TOOL = {
    "name": "status",
    "description": "The server's status.",
    "inputSchema": {"type": "object", "properties": {}},
    "outputSchema": {"type": "object", "properties": {"state": {"type": "string"}},
                     "required": ["state"]},
    "annotations": {"readOnlyHint": True},
}
# --violate NAME: break exactly one conformance requirement (conform-NAME); the transport
# ones are implemented by raw_stdio.py / raw_http.py
VIOLATIONS = (
    "unknown-method", "invalid-params", "id-echoed", "notification-unanswered",
    "version-negotiated", "discover-answered", "ping", "request-before-initialize",
    "capability-served",
    "undeclared-capability-refused", "cursor-terminates", "invalid-cursor",
    "list-no-duplicates", "list-stable", "unknown-tool", "structured-output", "resource-read",
    "prompt-get", "uri-template", "stdout-only-jsonrpc", "exit-on-stdin-close",
    "http-session-enforced", "http-delete-ends-session", "http-protocol-version-header",
    "http-accept", "http-get-stream", "http-origin", "initialized-ordering",
    "list-changed-declared", "input-validation",
)


class _Raw:
    """A JSON number or constant kept as its source text."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


_RAW_MARK = re.compile(r'"\\u0000raw(\d+)\\u0000"')


def loads_raw(text: str) -> Any:
    """Parse JSON keeping floats / NaN / Infinity as their source text."""
    return json.loads(text, parse_float=_Raw, parse_constant=_Raw)


def dumps_raw(value: Any) -> str:
    """One-line JSON; values from `loads_raw` come out as they went in."""
    raws: list[str] = []

    def default(obj: object) -> str:
        if isinstance(obj, _Raw):
            raws.append(obj.text)
            return f"\x00raw{len(raws) - 1}\x00"
        raise TypeError(f"not JSON serializable: {type(obj).__name__}")

    out = json.dumps(value, default=default, separators=(",", ":"), ensure_ascii=True)
    if raws:
        out = _RAW_MARK.sub(lambda m: raws[int(m.group(1))], out)
    return out


def deep_tool(depth: int) -> dict[str, Any]:
    """A tool whose inputSchema nests `depth` objects (about 2*depth JSON levels)."""
    schema: dict[str, Any] = {"type": "string"}
    for _ in range(depth):
        schema = {"type": "object", "properties": {"x": schema}}
    return {"name": "deep", "description": f"Schema nested {depth} levels.", "inputSchema": schema}


class Config:
    """The switches of add_common_args, with their defaults (keyword arguments only)."""

    tools_path: str | None = None
    tools_json: str | None = None
    page_size: int | None = None
    server_name: str = "raw-test-server"
    server_version: str = "1.0.0"
    protocol: str | None = None
    with_prompts: bool = False
    results_path: str | None = None
    depth: int = 150
    fault: str | None = None
    unanswered: tuple[str, ...] = ()
    failing: tuple[str, ...] = ()
    discover_result: str | None = None
    answer_id: str | None = None
    expand_env: bool = False
    violate: tuple[str, ...] = ()
    complete: bool = False
    prompts_json: str | None = None  # replaces the --with-prompts prompts (and implies them)
    instructions: str | None = None

    def __init__(self, **values: Any) -> None:
        for name, value in values.items():
            if not hasattr(Config, name):
                raise TypeError(f"Config has no field {name!r}")
            setattr(self, name, value)


ANSWER_IDS = ("string", "wrong", "float", "null")


def answered_id(rid: Any, mode: str) -> Any:
    """--answer-id: the request's id echoed as a string ("7"), another id (7 + 1000), as a
    float (7.0) or as null."""
    if mode == "string":
        return str(rid)
    if mode == "wrong":
        return rid + 1000 if isinstance(rid, int) else f"wrong-{rid}"
    if mode == "float":
        return float(rid) if isinstance(rid, int) else rid
    return None


def add_common_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tools", dest="tools_path", help="JSON file: array of raw tools")
    parser.add_argument("--tools-json", help="inline JSON array of raw tools")
    parser.add_argument("--page-size", type=int, default=None)
    parser.add_argument("--server-name", default="raw-test-server")
    parser.add_argument("--server-version", default="1.0.0")
    parser.add_argument("--protocol", default=None, help="forced protocolVersion answer")
    parser.add_argument("--with-prompts", action="store_true")
    parser.add_argument("--results", dest="results_path", help="JSON file: tool name -> result")
    parser.add_argument("--depth", type=int, default=150, help="objects for fault deep-nesting")
    parser.add_argument("--unanswered", action="append", default=[], metavar="METHOD",
                        help="answer METHOD with -32601 although its capability is declared")
    parser.add_argument("--failing", action="append", default=[], metavar="METHOD",
                        help="answer METHOD with -32603 (a backend the server cannot reach)")
    parser.add_argument("--discover-result", metavar="JSON",
                        help="answer server/discover with this result (default: -32601)")
    parser.add_argument("--answer-id", choices=ANSWER_IDS, default=None,
                        help="the id every answer carries instead of the request's own")
    parser.add_argument("--expand-env", action="store_true",
                        help="in the tools JSON, replace <env:NAME> by the value of NAME and "
                             "<base64:NAME> by its base64 encoding (a server echoing config), "
                             "<pid> by the pid and time (text that differs on every run); "
                             "in the --results file too")
    parser.add_argument("--violate", action="append", default=[], choices=VIOLATIONS,
                        help="break exactly this conformance requirement (conform-NAME)")
    parser.add_argument("--complete", action="store_true",
                        help="add prompt `hello` (no arguments) and read-only tool `status`")
    parser.add_argument("--prompts-json", help="inline JSON array of raw prompts (implies "
                        "--with-prompts)")
    parser.add_argument("--instructions", help="the initialize result's instructions")


def config_from_args(ns: argparse.Namespace) -> Config:
    return Config(
        tools_path=ns.tools_path,
        tools_json=ns.tools_json,
        page_size=ns.page_size,
        server_name=ns.server_name,
        server_version=ns.server_version,
        protocol=ns.protocol,
        with_prompts=ns.with_prompts or ns.prompts_json is not None,
        prompts_json=ns.prompts_json,
        instructions=ns.instructions,
        results_path=ns.results_path,
        depth=ns.depth,
        fault=ns.fault,
        unanswered=tuple(ns.unanswered),
        failing=tuple(ns.failing),
        discover_result=ns.discover_result,
        answer_id=ns.answer_id,
        expand_env=ns.expand_env,
        violate=tuple(ns.violate),
        complete=ns.complete,
    )


def expand_env(text: str) -> str:
    """--expand-env: <env:NAME> -> the value of NAME, <base64:NAME> -> its base64 encoding
    (JSON-escaped, so the text stays valid JSON)."""
    def sub(match: re.Match[str]) -> str:
        if match.group(0) == "<pid>":  # what a server prints at run time
            return f"{os.getpid()}-{time.time_ns()}"
        value = os.environ.get(match.group(2), "")
        if match.group(1) == "base64":
            value = base64.b64encode(value.encode()).decode()
        return json.dumps(value)[1:-1]

    return re.sub(r"<pid>|<(env|base64):([A-Za-z_][A-Za-z0-9_]*)>", sub, text)


def append_record(path: str | None, method: str) -> None:
    """Append one received method name to the --record file (flushed at once)."""
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(method + "\n")
            f.flush()


def error_response(msg_id: Any, code: int, message: str, data: Any = None) -> dict[str, Any]:
    err: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        err["data"] = data
    return {"jsonrpc": "2.0", "id": msg_id, "error": err}


def result_response(msg_id: Any, result: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": msg_id, "result": result}


class McpLogic:
    """Answers one JSON-RPC message at a time; knows nothing about transports or faults
    other than the pagination ones (repeat-cursor, endless-pages) and deep-nesting."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.walks = 0  # tools/list requests without a cursor (for --violate list-stable)

    def violates(self, name: str) -> bool:
        return name in self.cfg.violate

    # -- data -----------------------------------------------------------------------------
    def tools(self) -> Any:
        """Raw tools value, re-read on every call so a test can change the file live."""
        if self.cfg.tools_path is not None:
            with open(self.cfg.tools_path, encoding="utf-8") as f:
                tools: Any = loads_raw(f.read())
        elif self.cfg.tools_json is not None:
            tools = loads_raw(expand_env(self.cfg.tools_json) if self.cfg.expand_env
                              else self.cfg.tools_json)
        else:
            tools = [dict(t) for t in DEFAULT_TOOLS]
            if self.cfg.complete:
                tools.append(dict(STATUS_TOOL))
            if self.violates("list-stable"):
                tools.append({"name": f"generation-{self.walks}",
                              "inputSchema": {"type": "object"}})
        if self.cfg.fault == "deep-nesting" and isinstance(tools, list):
            tools = [*tools, deep_tool(self.cfg.depth)]
        return tools

    def _results(self) -> dict[str, Any]:
        if self.cfg.results_path is None:
            return {}
        with open(self.cfg.results_path, encoding="utf-8") as f:
            text = f.read()
            data = loads_raw(expand_env(text) if self.cfg.expand_env else text)
        return data if isinstance(data, dict) else {}

    # -- dispatch -------------------------------------------------------------------------
    def handle(self, msg: Any) -> dict[str, Any] | None:
        """The response to `msg`, or None when `msg` is a notification or a response."""
        response = self._handle(msg)
        if response is not None and self.cfg.answer_id is not None and "id" in response:
            response["id"] = answered_id(response["id"], self.cfg.answer_id)
        if response is not None and self.violates("id-echoed") and "id" in response:
            response["id"] = answered_id(response["id"], "string")
        if (response is None and self.violates("notification-unanswered")
                and isinstance(msg, dict) and "method" in msg):
            response = error_response(None, METHOD_NOT_FOUND, "Method not found")
        return response

    def _handle(self, msg: Any) -> dict[str, Any] | None:
        if not isinstance(msg, dict) or msg.get("jsonrpc") != "2.0":
            return error_response(None, INVALID_REQUEST, "Invalid Request")
        method = msg.get("method")
        if "id" not in msg:
            return None  # notification (or a stray response): nothing to answer
        msg_id = msg["id"]
        if not isinstance(method, str):
            return error_response(msg_id, INVALID_REQUEST, "Invalid Request")
        params = msg.get("params")
        params = params if isinstance(params, dict) else {}
        if method in self.cfg.failing:
            token = os.environ.get("API_TOKEN")  # a server that names its credential
            told = f" with token {token}" if token else ""
            return error_response(msg_id, INTERNAL_ERROR,
                                  f"Internal error: backend unreachable{told}")
        handler = self._handlers().get(method)
        if handler is None and self.violates("unknown-method") and method != "server/discover":
            return result_response(msg_id, {})
        if handler is None:
            return error_response(msg_id, METHOD_NOT_FOUND, "Method not found", method)
        try:
            return result_response(msg_id, handler(params))
        except _ParamError as exc:
            return error_response(msg_id, INVALID_PARAMS, str(exc))
        except _RpcAnswer as exc:
            return {"jsonrpc": "2.0", "id": msg_id, "error": exc.error}

    def _handlers(self) -> dict[str, Any]:
        handlers: dict[str, Any] = {
            "initialize": self.initialize,
            "ping": lambda _p: {"status": "ok"} if self.violates("ping") else {},
            "tools/list": lambda p: self.list_page(p.get("cursor")),
            "tools/call": self.call_tool,
        }
        if self.cfg.with_prompts:
            prompts = [*PROMPTS, HELLO_PROMPT] if self.cfg.complete else PROMPTS
            if self.cfg.prompts_json is not None:
                prompts = json.loads(self.cfg.prompts_json)
            templates = RESOURCE_TEMPLATES
            if self.violates("uri-template"):
                templates = [*templates, {"uriTemplate": "file:///drafts/{id", "name": "draft"}]
            handlers["prompts/list"] = lambda _p: {"prompts": prompts}
            handlers["prompts/get"] = self.get_prompt
            handlers["resources/list"] = lambda _p: {"resources": RESOURCES}
            handlers["resources/read"] = self.read_resource
            handlers["resources/templates/list"] = lambda _p: {"resourceTemplates": templates}
            if self.violates("capability-served"):
                handlers.pop("prompts/list")
        elif self.violates("undeclared-capability-refused"):
            handlers["prompts/list"] = lambda _p: {"prompts": []}
        if self.cfg.discover_result is not None:
            handlers["server/discover"] = lambda _p: loads_raw(self.cfg.discover_result or "")
        elif self.violates("discover-answered"):  # a success that is no DiscoverResult
            handlers["server/discover"] = lambda _p: {}
        for method in self.cfg.unanswered:
            handlers.pop(method, None)
        return handlers

    def get_prompt(self, params: dict[str, Any]) -> dict[str, Any]:
        if self.violates("prompt-get"):
            raise _ParamError("prompts/get is broken (--violate prompt-get)")
        names = {p["name"] for p in [*PROMPTS, HELLO_PROMPT]}
        if params.get("name") not in names:
            raise _ParamError(f"Unknown prompt: {params.get('name')}")
        return {"messages": [{"role": "user", "content": {"type": "text", "text": "Hello"}}]}

    def read_resource(self, params: dict[str, Any]) -> dict[str, Any]:
        uri = params.get("uri")
        if self.violates("resource-read") or uri not in {r["uri"] for r in RESOURCES}:
            raise _ParamError(f"Resource not found: {uri}")
        return {"contents": [{"uri": uri, "mimeType": "text/plain", "text": "read me"}]}

    def initialize(self, params: dict[str, Any]) -> dict[str, Any]:
        requested = params.get("protocolVersion")
        version = requested if requested in SUPPORTED_PROTOCOLS else DEFAULT_PROTOCOL
        if self.violates("version-negotiated") and isinstance(requested, str):
            version = requested
        if self.cfg.protocol is not None:
            version = self.cfg.protocol
        caps: dict[str, Any] = {"tools": {"listChanged": True}}
        if self.cfg.with_prompts:
            caps["prompts"] = {"listChanged": False}
            caps["resources"] = {"listChanged": False, "subscribe": False}
        return {
            "protocolVersion": version,
            "capabilities": caps,
            "serverInfo": {"name": self.cfg.server_name, "version": self.cfg.server_version},
            **({"instructions": self.cfg.instructions} if self.cfg.instructions else {}),
        }

    def list_page(self, cursor: Any) -> dict[str, Any]:
        if cursor is None:
            self.walks += 1
        if self.violates("invalid-params") and not isinstance(cursor, str):
            cursor = None
        if self.violates("invalid-cursor") and isinstance(cursor, str) and not (
                cursor.startswith("page:") and cursor[5:].isdigit()):
            cursor = None
        if self.cfg.fault == "repeat-cursor":
            return {"tools": self._first_tools(1), "nextCursor": "again"}
        if self.cfg.fault == "endless-pages":
            page = _page_number(cursor)
            tool = {"name": f"tool-{page}", "inputSchema": {"type": "object"}}
            return {"tools": [tool], "nextCursor": f"page:{page + 1}"}
        tools = self.tools()
        size = self.cfg.page_size
        if not isinstance(tools, list) or not size or size <= 0:
            if cursor is not None:
                raise _ParamError(f"unknown cursor {cursor!r}")
            return {"tools": tools}
        start = _page_number(cursor) * size
        result: dict[str, Any] = {"tools": tools[start : start + size]}
        if start + size < len(tools):
            result["nextCursor"] = f"page:{start // size + 1}"
        elif self.violates("cursor-terminates") and start > 0:
            result["nextCursor"] = "page:0"  # the last page points back at the first
        elif self.violates("list-no-duplicates") and start > 0:
            result["tools"] = [*result["tools"], tools[0]]
        return result

    def _first_tools(self, n: int) -> Any:
        tools = self.tools()
        return tools[:n] if isinstance(tools, list) else tools

    def call_tool(self, params: dict[str, Any]) -> Any:
        name = params.get("name")
        args = params.get("arguments", {})
        results = self._results()
        if isinstance(name, str) and name in results:
            answer = results[name]
            if isinstance(answer, dict) and isinstance(answer.get("__rpc_error__"), dict):
                raise _RpcAnswer(answer["__rpc_error__"])  # answer with a JSON-RPC error
            return answer
        tools = self.tools()
        candidates = tools if isinstance(tools, list) else []
        tool = next((t for t in candidates if isinstance(t, dict) and t.get("name") == name), None)
        if tool is None and self.violates("unknown-tool"):
            return {"content": [{"type": "text", "text": f"Unknown tool: {name}"}],
                    "isError": True}
        if tool is None:
            raise _ParamError(f"Unknown tool: {name}")
        problem = argument_problem(tool, args) if self.cfg.complete else None
        if problem is not None and self.violates("input-validation"):
            raise _ParamError(f"Invalid arguments for tool {name}: {problem}")
        if problem is not None:  # 2025-11-25: a tool execution error the model can read
            return {"content": [{"type": "text", "text": f"Invalid arguments: {problem}"}],
                    "isError": True}
        if name == STATUS_TOOL["name"]:
            state: Any = 42 if self.violates("structured-output") else "ok"
            return {"content": [{"type": "text", "text": f"state: {state}"}],
                    "structuredContent": {"state": state}}
        result: dict[str, Any] = {
            "content": [{"type": "text", "text": dumps_raw(args)}],
            "isError": False,
        }
        if "outputSchema" in tool:
            result["structuredContent"] = args if isinstance(args, dict) else {"value": args}
        return result


_JSON_TYPES: dict[str, Any] = {"string": str, "object": dict, "array": list,
                               "boolean": bool, "null": type(None)}


def _is_type(value: Any, kind: str) -> bool:
    if kind in ("number", "integer"):
        if isinstance(value, bool) or not isinstance(value, int | float | _Raw):
            return False
        return kind == "number" or isinstance(value, int)
    expected = _JSON_TYPES.get(kind)
    return expected is None or isinstance(value, expected)


def argument_problem(tool: dict[str, Any], args: Any) -> str | None:
    """--complete: what is wrong with `args` for the tool's inputSchema (required properties
    and the declared `type` of each property given), or None."""
    schema = tool.get("inputSchema")
    if not isinstance(schema, dict):
        return None
    if not isinstance(args, dict):
        return "arguments must be an object"
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    for name in schema.get("required") or []:
        if name not in args:
            return f"missing required property {name!r}"
    for name, value in args.items():
        kind = props.get(name, {}).get("type") if isinstance(props.get(name), dict) else None
        kinds = [kind] if isinstance(kind, str) else kind if isinstance(kind, list) else []
        if kinds and not any(_is_type(value, k) for k in kinds):
            return f"property {name!r} must be of type {' or '.join(kinds)}"
    return None


class _ParamError(Exception):
    pass


class _RpcAnswer(Exception):
    """A results-file entry `{"__rpc_error__": {"code": C, "message": M}}`: the call is
    answered with that JSON-RPC error instead of a result."""

    def __init__(self, error: dict[str, Any]) -> None:
        super().__init__(error.get("message"))
        self.error = error


def _page_number(cursor: Any) -> int:
    if cursor is None:
        return 0
    if isinstance(cursor, str) and cursor.startswith("page:") and cursor[5:].isdigit():
        return int(cursor[5:])
    raise _ParamError(f"unknown cursor {cursor!r}")
