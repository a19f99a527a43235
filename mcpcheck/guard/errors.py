"""The guard's exceptions: one base, one class per broken contract, each picklable.

Every exception keeps plain data (strings, numbers, lists and dicts of those, and Finding
dataclasses), and its `__reduce__` rebuilds it from the constructor arguments, so it crosses
process boundaries (multiprocessing, Celery, Ray) and survives a retry queue intact.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from mcpcheck.models import Finding


class ContractError(Exception):
    """Base of every guard exception: a tool contract the caller relies on does not hold."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __reduce__(self) -> tuple[Any, ...]:
        # the constructor arguments, then the instance dict (notes added with add_note() too)
        return (type(self), self._args(), dict(self.__dict__))

    def _args(self) -> tuple[Any, ...]:
        return (self.message,)

    def for_model(self) -> str:
        """A short text a model can act on (what went wrong, in terms of its own call)."""
        return self.message


class ToolMissing(ContractError):
    """Required tools are not advertised. `missing` maps each name to its likely rename (or "")."""

    def __init__(self, missing: Mapping[str, str]) -> None:
        self.missing = dict(missing)
        parts = []
        for name, rename in self.missing.items():
            parts.append(f"`{name}`" + (f" (likely renamed to `{rename}`)" if rename else ""))
        super().__init__("required tool not advertised: " + ", ".join(parts))

    def _args(self) -> tuple[Any, ...]:
        return (self.missing,)


class ContractDrift(ContractError):
    """The live tools drifted from the pinned snapshot at or above the guard's threshold."""

    def __init__(self, pin: str, findings: Sequence[Finding]) -> None:
        self.pin = pin
        self.findings = list(findings)
        first = "; ".join(f"{f.rule} {f.tool}{f.path}" for f in self.findings[:3])
        more = f" and {len(self.findings) - 3} more" if len(self.findings) > 3 else ""
        super().__init__(f"tools drifted from {pin}: {first}{more}")

    def _args(self) -> tuple[Any, ...]:
        return (self.pin, self.findings)


class ArgumentsRejected(ContractError):
    """Arguments the tool's current input schema rejects; nothing was sent."""

    def __init__(self, tool: str, pointer: str, keyword: str, limit: Any, message: str,
                 sent: Any = None) -> None:
        self.tool = tool
        self.pointer = pointer
        self.keyword = keyword
        self.limit = limit
        self.detail = message
        self.sent = _plain(sent)
        super().__init__(f"arguments for `{tool}` rejected at `{pointer or '/'}`: {message}")

    def _args(self) -> tuple[Any, ...]:
        return (self.tool, self.pointer, self.keyword, self.limit, self.detail, self.sent)

    def for_model(self) -> str:
        where = _field(self.pointer)
        said = f"; you sent {_short(self.sent)}" if self.sent is not None else ""
        return f"`{where}` {self.detail}{said}"


class ResultContradictsSchema(ContractError):
    """The tool's structuredContent does not satisfy its own outputSchema: the server contradicts
    itself."""

    def __init__(self, tool: str, pointer: str, keyword: str, message: str) -> None:
        self.tool = tool
        self.pointer = pointer
        self.keyword = keyword
        self.detail = message
        super().__init__(f"`{tool}` returned a result its own outputSchema rejects at "
                         f"`{pointer or '/'}`: {message}")

    def _args(self) -> tuple[Any, ...]:
        return (self.tool, self.pointer, self.keyword, self.detail)


class ResultDrifted(ContractError):
    """The result no longer has the shape the caller expects (its own schema or model)."""

    def __init__(self, tool: str, pointer: str, keyword: str, message: str) -> None:
        self.tool = tool
        self.pointer = pointer
        self.keyword = keyword
        self.detail = message
        super().__init__(
            f"`{tool}` returned a result the caller's expectation rejects at `{pointer or '/'}`: "
            f"{message}"
        )

    def _args(self) -> tuple[Any, ...]:
        return (self.tool, self.pointer, self.keyword, self.detail)


class GuardUnavailable(ContractError):
    """The guard could not judge: the tool list could not be read, or a schema is unusable."""


def _plain(value: Any) -> Any:
    """The caller's value as plain JSON data (a stand-in text for what JSON cannot hold), so the
    exception always pickles and never keeps the caller's objects alive."""
    try:
        return json.loads(json.dumps(value, default=repr))
    except (TypeError, ValueError, RecursionError):
        return repr(value)[:200]


def _field(pointer: str) -> str:
    parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]
    return ".".join(parts) if parts else "arguments"


def _short(value: Any, limit: int = 60) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
