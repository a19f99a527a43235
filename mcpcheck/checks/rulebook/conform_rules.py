"""Protocol conformance (`mcpcheck conform`): one rule per requirement of the specification.

The requirement itself (revision, section, level, the check) is its entry in
mcpcheck.checks.conform (one module per area); its record here carries what every rule has: the
default severity (a MUST is an error, a SHOULD a warning; tests/checks/conform checks the two
agree), the detecting module and the summary docs/rules.md and docs/conformance.md print.
"""

from __future__ import annotations

from mcpcheck.checks.rulebook.record import Family, Rule
from mcpcheck.models import Severity
from mcpcheck.ruleids import RuleId as R

E, W = Severity.ERROR, Severity.WARNING
C = Family.CONFORM
PKG = "mcpcheck.checks.conform."
JSONRPC, LIFECYCLE, CAPS = PKG + "jsonrpc", PKG + "lifecycle", PKG + "capabilities"
PAGES, TOOLS, RES = PKG + "pagination", PKG + "tools", PKG + "resources_prompts"
STDIO, HTTP = PKG + "stdio", PKG + "http"

RULES = (
    Rule(R.CONFORM_UNKNOWN_METHOD, E, C, JSONRPC,
         "A request for a method the server does not have is answered with error -32601."),
    Rule(R.CONFORM_INVALID_PARAMS, W, C, JSONRPC,
         "A request with malformed params (tools/list with a numeric cursor) is answered with "
         "error -32602."),
    Rule(R.CONFORM_ID_ECHOED, E, C, JSONRPC,
         "A response carries the request's id exactly, its type included (\"7\" is not 7)."),
    Rule(R.CONFORM_NOTIFICATION_UNANSWERED, E, C, JSONRPC,
         "A notification gets no response (over HTTP: 202 Accepted with no body)."),
    Rule(R.CONFORM_VERSION_NEGOTIATED, E, C, LIFECYCLE,
         "initialize at a protocol version no revision has is answered with a version the "
         "server supports, or refused with an error; never echoed."),
    Rule(R.CONFORM_DISCOVER_ANSWERED, E, C, LIFECYCLE,
         "server/discover (the 2026-07-28 era probe) is answered with a DiscoverResult, or "
         "refused (a handshake-era server: -32601); a -32022 refusal names the supported "
         "versions."),
    Rule(R.CONFORM_PING, E, C, LIFECYCLE, "ping is answered with an empty result."),
    Rule(R.CONFORM_REQUEST_BEFORE_INITIALIZE, E, C, LIFECYCLE,
         "A request sent before initialize is answered (an error or a result, not silence), "
         "and initialize still works after it."),
    Rule(R.CONFORM_INITIALIZED_ORDERING, W, C, LIFECYCLE,
         "Between its initialize answer and the client's notifications/initialized, the server "
         "sends no request but ping."),
    Rule(R.CONFORM_CAPABILITY_SERVED, E, C, CAPS,
         "Every declared capability's list method (tools, prompts, resources) is served."),
    Rule(R.CONFORM_UNDECLARED_CAPABILITY_REFUSED, W, C, CAPS,
         "The list method of a capability the server does not declare is refused with -32601, "
         "not answered with an empty success."),
    Rule(R.CONFORM_LIST_CHANGED_DECLARED, E, C, CAPS,
         "A notifications/{tools,prompts,resources}/list_changed comes only from a server that "
         "declared that capability with listChanged: true."),
    Rule(R.CONFORM_CURSOR_TERMINATES, E, C, PAGES,
         "Following nextCursor ends: no cursor comes back, every cursor is a string the server "
         "accepts, at most 200 pages."),
    Rule(R.CONFORM_INVALID_CURSOR, W, C, PAGES,
         "A cursor the server never issued is refused with error -32602."),
    Rule(R.CONFORM_LIST_NO_DUPLICATES, W, C, PAGES,
         "No tool, prompt (by name) or resource (by URI) is listed twice across pages."),
    Rule(R.CONFORM_LIST_STABLE, W, C, PAGES,
         "A second walk of a list gives the same items."),
    Rule(R.CONFORM_UNKNOWN_TOOL, W, C, TOOLS,
         "tools/call of a tool the server does not list is answered with the protocol error "
         "-32602."),
    Rule(R.CONFORM_STRUCTURED_OUTPUT, E, C, TOOLS,
         "With --call-safe: a read-only tool with no required argument returns structuredContent "
         "that matches its outputSchema."),
    Rule(R.CONFORM_INPUT_VALIDATION, W, C, TOOLS,
         "With --call-safe: arguments a read-only tool's inputSchema cannot match are answered "
         "with a tool execution error (isError: true), not a protocol error (at 2025-11-25; "
         "earlier revisions also allow -32602)."),
    Rule(R.CONFORM_RESOURCE_READ, W, C, RES,
         "resources/read of a listed resource returns its contents."),
    Rule(R.CONFORM_PROMPT_GET, W, C, RES,
         "prompts/get of a listed prompt without required arguments returns its messages."),
    Rule(R.CONFORM_URI_TEMPLATE, E, C, RES,
         "Every resource template's uriTemplate is a well-formed RFC 6570 URI template."),
    Rule(R.CONFORM_EXIT_ON_STDIN_CLOSE, W, C, STDIO,
         "A stdio server exits within 5 seconds once its stdin closes."),
    Rule(R.CONFORM_STDOUT_ONLY_JSONRPC, E, C, STDIO,
         "A stdio server writes nothing but JSON-RPC messages to stdout (no banner, no log "
         "line), although mcpcheck's other commands tolerate such lines."),
    Rule(R.CONFORM_HTTP_SESSION_ENFORCED, E, C, HTTP,
         "A server that issues Mcp-Session-Id answers a request with an unknown session id "
         "with 404."),
    Rule(R.CONFORM_HTTP_DELETE_ENDS_SESSION, E, C, HTTP,
         "After a DELETE the server accepted, the session's id is refused (4xx; that it is "
         "404 is conform-http-session-enforced)."),
    Rule(R.CONFORM_HTTP_PROTOCOL_VERSION_HEADER, E, C, HTTP,
         "A request whose MCP-Protocol-Version header names an unsupported version gets 400."),
    Rule(R.CONFORM_HTTP_ACCEPT, W, C, HTTP,
         "A POST whose Accept lists neither application/json nor text/event-stream is refused "
         "(406)."),
    Rule(R.CONFORM_HTTP_GET_STREAM, E, C, HTTP,
         "A GET of the endpoint opens a text/event-stream or is answered with 405."),
    Rule(R.CONFORM_HTTP_ORIGIN, E, C, HTTP,
         "A server bound to localhost refuses a request with a foreign Origin with 403 (DNS "
         "rebinding)."),
)
