"""One module per output format, each a pure render(report) -> str; one registry."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from importlib import import_module
from pathlib import Path

from mcpcheck.errors import UsageError
from mcpcheck.models import Report, Severity


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


def render(report: Report, fmt: Format, *, color: bool = False,
           show: Severity = Severity.INFO) -> str:
    """`show`: the lowest severity text, markdown and github's summary list one by one (they
    count the rest); JSON, SARIF and JUnit always carry every finding."""
    if fmt is Format.TEXT:
        return renderer(fmt)(report, color=color, show=show)
    if fmt in (Format.MARKDOWN, Format.GITHUB):
        return renderer(fmt)(report, show=show)
    return renderer(fmt)(report)


@dataclass(frozen=True)
class Outputs:
    """Where reports go: `plain` takes the --format report instead of stdout (`-o FILE`);
    each of `extra` is one more format of the same report (`-o FORMAT=FILE`)."""

    plain: Path | None = None
    extra: tuple[tuple[Format, Path], ...] = ()


# FORMAT=FILE: a word (no `/` or `.`) before the first `=`; `./a=b` names a file with a `=`.
_FORMAT_FILE = re.compile(r"^([\w-]*)=(.*)$")


_FORMATS = [f.value for f in Format]


def parse_outputs(values: Sequence[str] | None) -> Outputs:
    """`--output` values: FORMAT=FILE (repeatable) and at most one plain FILE."""
    plain: Path | None = None
    extra: list[tuple[Format, Path]] = []
    seen: set[str] = set()
    for value in values or ():
        match = _FORMAT_FILE.match(value)
        if match and match.group(1) not in _FORMATS:
            known = ", ".join(_FORMATS)
            what = (f"{match.group(1)} is not a report format" if match.group(1)
                    else "no report format before `=`")
            raise UsageError(f"--output {value!r}: {what} (one of: {known}); a file whose "
                             f"name has `=` in it: ./{value}")
        name = match.group(2) if match else value
        if not name.strip():
            raise UsageError(f"--output {value!r}: no file name")
        path = Path(name)
        if str(path) in seen:
            raise UsageError(f"--output: {path} is named twice")
        seen.add(str(path))
        if match:
            extra.append((Format(match.group(1)), path))
        elif plain is not None:
            raise UsageError(f"--output: one FILE for the --format report ({plain}), got another "
                             f"({value}); write other formats with FORMAT=FILE")
        else:
            plain = path
    return Outputs(plain, tuple(extra))
