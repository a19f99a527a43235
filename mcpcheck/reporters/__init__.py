"""One module per output format, each a pure render(report) -> str; one registry."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from importlib import import_module

from mcpcheck.models import Report


class Format(str, Enum):
    TEXT = "text"
    JSON = "json"
    MARKDOWN = "markdown"
    JUNIT = "junit"
    GITHUB = "github"
    SARIF = "sarif"


# Format -> module under mcpcheck.reporters (imported lazily: rich costs start-up time).
REPORTERS: dict[Format, str] = {
    Format.TEXT: "text",
    Format.JSON: "json_report",
    Format.MARKDOWN: "markdown",
    Format.JUNIT: "junit",
    Format.GITHUB: "github",
    Format.SARIF: "sarif",
}


def renderer(fmt: Format) -> Callable[..., str]:
    module = import_module(f"mcpcheck.reporters.{REPORTERS[fmt]}")
    render: Callable[..., str] = module.render
    return render


def render(report: Report, fmt: Format, *, color: bool = False) -> str:
    if fmt is Format.TEXT:
        return renderer(fmt)(report, color=color)
    return renderer(fmt)(report)
