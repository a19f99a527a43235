"""The `auto` era policy, written once and driven by both clients.

The policy lives here as a plan, free of I/O, driven by the wire session and, in the tests, by
the SDK session the wire client is held to (tests/support/sdk_oracle.py), so both pick the same
era for the same server:

- `server/discover` at the newest 2026 version; a -32022 answer naming a mutual 2026 version
  retries once at it;
- any other refusal falls back to `initialize` (only positive evidence of a 2026 server avoids
  it), except a -32022 whose `supported` list holds no handshake-era version at all;
- a discover result the SDK's model would refuse (mcpcheck.wire.shapes) or that names no 2026
  version mcpcheck speaks also falls back;
- `initialize` itself answered with -32022 naming a 2026 version is evidence too: one re-probe.

The plan is a generator of steps, `(DISCOVER, version)`, `(INITIALIZE, None)` and
`(ADOPT, raw discover result)`. A driver performs each step, sends back the discover result,
and throws `Refused` into the plan when the server answered a step with a JSON-RPC error. A
Refused the plan cannot use comes back out; the driver then raises its own original error.
Transport failures never enter the plan: an outage is not an era verdict.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from mcpcheck.wire.failures import UNSUPPORTED_PROTOCOL_VERSION
from mcpcheck.wire.shapes import discover_ok

HANDSHAKE_VERSIONS = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")
MODERN_VERSIONS = ("2026-07-28",)
LATEST_MODERN = MODERN_VERSIONS[-1]

DISCOVER = "discover"
INITIALIZE = "initialize"
ADOPT = "adopt"

Step = tuple[str, Any]
Plan = Generator[Step, Any, None]


class Refused(Exception):
    """A JSON-RPC error answer to a step, as the plan sees it."""

    def __init__(self, code: int, data: Any) -> None:
        super().__init__(code)
        self.code = code
        self.data = data


def supported(data: Any) -> list[str] | None:
    """`data.supported` of a -32022 error, when the data has the protocol's shape (a list of
    strings, and the `requested` version); otherwise the error names nothing usable."""
    if not isinstance(data, dict) or not isinstance(data.get("requested"), str):
        return None
    value = data.get("supported")
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return value
    return None


def mutual_modern(versions: Any) -> list[str]:
    """The 2026-era versions both sides speak, oldest first."""
    return [v for v in MODERN_VERSIONS if isinstance(versions, list | tuple) and v in versions]


def auto_plan() -> Plan:
    version = LATEST_MODERN
    for attempt in range(2):
        try:
            raw = yield (DISCOVER, version)
        except Refused as exc:
            if exc.code == UNSUPPORTED_PROTOCOL_VERSION:
                listed = supported(exc.data)
                mutual = mutual_modern(listed)
                if mutual and attempt == 0:
                    version = mutual[-1]
                    continue
                if listed is not None and not any(v in HANDSHAKE_VERSIONS for v in listed):
                    raise  # a 2026-only server sharing no version with us
            try:
                yield (INITIALIZE, None)
            except Refused as again:
                mutual = mutual_modern(supported(again.data))
                if again.code != UNSUPPORTED_PROTOCOL_VERSION or attempt != 0 or not mutual:
                    raise
                version = mutual[-1]
                continue
            return
        if not discover_ok(raw) or not mutual_modern(raw["supportedVersions"]):
            yield (INITIALIZE, None)
            return
        yield (ADOPT, raw)
        return


def advance(plan: Plan, value: Any = None, error: Refused | None = None) -> Step | None:
    """The plan's next step, given the last step's value (or its refusal); None at its end."""
    try:
        return plan.throw(error) if error is not None else plan.send(value)
    except StopIteration:
        return None


def negotiate(act: Callable[[str, Any], Any],
              refusal: Callable[[Exception], Refused | None]) -> None:
    """Drive the plan with a blocking `act(step, arg)`; `refusal` reads an RPC error."""
    plan = auto_plan()
    step = advance(plan)
    while step is not None:
        try:
            value = act(*step)
        except Exception as exc:
            why = refusal(exc)
            if why is None or (step := after_refusal(plan, why)) is GAVE_UP:
                raise  # the driver's own error, as it was raised
        else:
            step = advance(plan, value)


GAVE_UP: Step = ("gave up", None)


def after_refusal(plan: Plan, why: Refused) -> Step | None:
    """The plan's next step after a refusal; GAVE_UP when the plan re-raised it."""
    try:
        return advance(plan, error=why)
    except Refused:
        return GAVE_UP
