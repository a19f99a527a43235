"""The project's one error hierarchy and its exit codes.

Findings are data (see models.Finding); an exception means a check could not run.
"""

from __future__ import annotations

import copy
from enum import IntEnum
from typing import Self


class ExitCode(IntEnum):
    OK = 0
    FINDINGS = 1
    USAGE = 2
    UNEVALUATED = 3


class McpcheckError(Exception):
    """Base error: carries a one-line reason and the exit code it maps to."""

    exit_code: ExitCode = ExitCode.UNEVALUATED

    def __init__(self, message: str, *, detail: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.detail = detail  # extra lines (e.g. a server's stderr tail), shown on request

    def __str__(self) -> str:
        return self.message

    def with_text(self, message: str, detail: str | None) -> Self:
        """A new error of the same class with another message and detail (e.g. redacted), for
        the caller to raise: an error already raised is never changed."""
        new = copy.copy(self)
        new.args = (message,)
        new.message = message
        new.detail = detail
        return new


class UsageError(McpcheckError):
    """Bad flags, unreadable config, unknown server name: exit 2."""

    exit_code = ExitCode.USAGE


class ConnectError(McpcheckError):
    """The server could not be reached, started, or spoke garbage: exit 3."""


class ServerTimeout(ConnectError):
    """The exchange did not complete within the timeout: exit 3."""


class SnapshotError(McpcheckError):
    """A snapshot file is unreadable, corrupt or foreign: exit 3."""


class SchemaError(McpcheckError):
    """A schema could not be used (unsupported dialect, invalid): exit 3 where fatal."""


class ModelFileError(McpcheckError):
    """The learned model of `--deep` is missing or corrupt: the tools were not judged, exit 3."""
