"""The `auto` era plan (mcpcheck.wire.negotiate) against the SDK's own auto negotiation.

No real server answers `server/discover` with -32022 or mis-answers it in every way the policy
distinguishes, so each case is a script of answers. The same script is played to three
drivers: the SDK's `negotiate_auto` (the oracle; it is handed a stand-in session with the three
methods it calls), mcpcheck's blocking driver (the wire session's), and the async driver of
the SDK oracle session (`_Steps`, `_refusal` in tests/support/sdk_oracle.py), which drives
mcpcheck's plan in the conformance tests. All three must take the same steps and end the same
way.
"""

from __future__ import annotations

from typing import Any

import anyio
import pytest
from mcp.client._probe import negotiate_auto
from mcp.shared.exceptions import MCPError

from mcpcheck.wire import negotiate
from mcpcheck.wire.failures import RpcError
from mcpcheck.wire.session import _refusal as wire_refusal
from tests.support import sdk_oracle as connect

MODERN = {"supportedVersions": ["2026-07-28"], "capabilities": {}}
HANDSHAKE_ONLY = {"supportedVersions": ["2025-11-25"], "capabilities": {}}
MALFORMED = {"capabilities": {}}


def err(code: int, data: Any = None) -> tuple[str, int, Any]:
    return ("error", code, data)


def unsupported(*versions: str) -> tuple[str, int, Any]:
    return err(-32022, {"supported": list(versions), "requested": "2026-07-28"})


OK = ("ok",)
OUTAGE = ("outage",)

# (id, answers to discover steps in order, answers to initialize steps in order, steps, end)
CASES = [
    ("modern", [MODERN], [], ["discover 2026-07-28", "adopt"], "modern"),
    ("method-not-found", [err(-32601)], [OK], ["discover 2026-07-28", "initialize"], "legacy"),
    ("timeout-code", [err(-32001)], [OK], ["discover 2026-07-28", "initialize"], "legacy"),
    ("retry-at-mutual", [unsupported("2026-07-28"), MODERN], [],
     ["discover 2026-07-28", "discover 2026-07-28", "adopt"], "modern"),
    ("modern-only-disjoint", [unsupported("2099-01-01")], [],
     ["discover 2026-07-28"], "refused -32022"),
    ("handshake-versions-only", [unsupported("2025-11-25")], [OK],
     ["discover 2026-07-28", "initialize"], "legacy"),
    ("unsupported-without-data", [err(-32022)], [OK],
     ["discover 2026-07-28", "initialize"], "legacy"),
    ("unsupported-without-requested", [err(-32022, {"supported": ["2099-01-01"]})], [OK],
     ["discover 2026-07-28", "initialize"], "legacy"),
    ("malformed-result", [MALFORMED], [OK], ["discover 2026-07-28", "initialize"], "legacy"),
    ("no-modern-version", [HANDSHAKE_ONLY], [OK],
     ["discover 2026-07-28", "initialize"], "legacy"),
    *[(f"model-refuses-{name}", [{**MODERN, **bad}], [OK],
       ["discover 2026-07-28", "initialize"], "legacy") for name, bad in [
        ("cache-scope", {"cacheScope": "shared"}), ("instructions", {"instructions": 5}),
        ("ttl", {"ttlMs": "soon"}), ("list-changed", {"capabilities": {"tools": {
            "listChanged": "maybe"}}}), ("extensions", {"capabilities": {"extensions": 5}})]],
    *[(f"model-accepts-{name}", [{**MODERN, **fine}], [], ["discover 2026-07-28", "adopt"],
       "modern") for name, fine in [
        ("negative-ttl", {"ttlMs": -5}), ("text-flag", {"capabilities": {"tools": {
            "listChanged": "true"}}}), ("unknown-member", {"future": {"x": 1}})]],
    ("initialize-says-modern", [err(-32601), MODERN], [unsupported("2026-07-28")],
     ["discover 2026-07-28", "initialize", "discover 2026-07-28", "adopt"], "modern"),
    ("initialize-says-disjoint", [err(-32601)], [unsupported("2099-01-01")],
     ["discover 2026-07-28", "initialize"], "refused -32022"),
    ("initialize-fails", [err(-32601)], [err(-32603)],
     ["discover 2026-07-28", "initialize"], "refused -32603"),
    ("retry-refused-again", [unsupported("2026-07-28"), unsupported("2026-07-28")], [],
     ["discover 2026-07-28", "discover 2026-07-28"], "refused -32022"),
    ("second-initialize-refused", [err(-32601), err(-32601)],
     [unsupported("2026-07-28"), unsupported("2026-07-28")],
     ["discover 2026-07-28", "initialize", "discover 2026-07-28", "initialize"],
     "refused -32022"),
    ("outage", [OUTAGE], [], ["discover 2026-07-28"], "outage"),
    ("outage-in-initialize", [err(-32601)], [OUTAGE], ["discover 2026-07-28", "initialize"],
     "outage"),
]


class Script:
    """Plays the answers; records the steps; raises errors of the driver's own kind."""

    def __init__(self, discovers: list[Any], initializes: list[Any],
                 error: type[Exception]) -> None:
        self.discovers = list(discovers)
        self.initializes = list(initializes)
        self.error = error
        self.steps: list[str] = []
        self.era = "none"

    def _answer(self, answer: Any) -> Any:
        if answer == OUTAGE:
            raise ConnectionResetError("outage")
        if isinstance(answer, tuple) and answer[0] == "error":
            if self.error is MCPError:
                raise MCPError(answer[1], "refused", answer[2])
            raise RpcError(answer[1], "refused", answer[2])
        return answer

    def discover(self, version: str) -> Any:
        self.steps.append(f"discover {version}")
        return dict(self._answer(self.discovers.pop(0)))

    def initialize(self) -> None:
        self.steps.append("initialize")
        self._answer(self.initializes.pop(0))
        self.era = "legacy"

    def adopt(self, result: Any) -> None:
        self.steps.append("adopt")
        self.era = "modern"


class SdkShapedSession:
    """The three ClientSession methods negotiate_auto and connect._Steps call."""

    def __init__(self, script: Script) -> None:
        self.script = script

    async def send_discover(self, version: str) -> Any:
        raw = self.script.discover(version)
        ttl = raw.get("ttlMs")  # the real send_discover floors a negative ttlMs
        if isinstance(ttl, int) and ttl < 0:
            raw["ttlMs"] = 0
        return raw

    async def initialize(self) -> None:
        self.script.initialize()

    def adopt(self, result: Any) -> None:
        self.script.adopt(result)


def ending(script: Script, run: Any) -> str:
    try:
        run()
    except (MCPError, RpcError) as exc:
        code = exc.code if isinstance(exc, RpcError) else exc.error.code
        return f"refused {code}"
    except ConnectionResetError:
        return "outage"
    return script.era


def sdk_oracle(discovers: list[Any], initializes: list[Any]) -> tuple[list[str], str]:
    script = Script(discovers, initializes, MCPError)
    session = SdkShapedSession(script)
    end = ending(script, lambda: anyio.run(negotiate_auto, session))
    return script.steps, end


def wire_driver(discovers: list[Any], initializes: list[Any]) -> tuple[list[str], str]:
    script = Script(discovers, initializes, RpcError)

    def act(step: str, arg: Any) -> Any:
        if step == negotiate.DISCOVER:
            return script.discover(arg)
        if step == negotiate.ADOPT:
            return script.adopt(arg)
        return script.initialize()

    end = ending(script, lambda: negotiate.negotiate(act, wire_refusal))
    return script.steps, end


def connect_driver(discovers: list[Any], initializes: list[Any]) -> tuple[list[str], str]:
    script = Script(discovers, initializes, MCPError)
    steps = connect._Steps(SdkShapedSession(script))  # type: ignore[arg-type]
    end = ending(script, lambda: anyio.run(connect.negotiate_async, steps.act,
                                           connect._refusal))
    return script.steps, end


@pytest.mark.parametrize(("discovers", "initializes", "steps", "end"),
                         [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_all_three_drivers_take_the_same_steps(discovers: list[Any], initializes: list[Any],
                                               steps: list[str], end: str) -> None:
    assert sdk_oracle(discovers, initializes) == (steps, end)
    assert wire_driver(discovers, initializes) == (steps, end)
    assert connect_driver(discovers, initializes) == (steps, end)


def test_a_refusal_the_plan_gives_up_on_is_the_drivers_own_error() -> None:
    script = Script([unsupported("2099-01-01")], [], RpcError)
    with pytest.raises(RpcError) as caught:
        negotiate.negotiate(lambda step, arg: script.discover(arg), wire_refusal)
    assert caught.value.data == {"supported": ["2099-01-01"], "requested": "2026-07-28"}


def test_supported_reads_only_the_protocols_shape() -> None:
    asked = {"requested": "2026-07-28"}
    assert negotiate.supported({"supported": ["a", "b"], **asked}) == ["a", "b"]
    assert negotiate.supported({"supported": ["a", "b"]}) is None
    assert negotiate.supported({"supported": ["a", 1], **asked}) is None
    assert negotiate.supported({"supported": "2026-07-28", **asked}) is None
    assert negotiate.supported(None) is None
    assert negotiate.mutual_modern(None) == []
    assert negotiate.mutual_modern(["2025-11-25", "2026-07-28"]) == ["2026-07-28"]


def test_the_version_lists_are_the_sdks() -> None:
    """mcpcheck's plan and the SDK session's adopt/initialize must know the same versions."""
    from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS

    assert tuple(HANDSHAKE_PROTOCOL_VERSIONS) == negotiate.HANDSHAKE_VERSIONS
    assert tuple(MODERN_PROTOCOL_VERSIONS) == negotiate.MODERN_VERSIONS
