"""Styled text for the text report without importing rich unless it is needed.

`Text` and `Table` record how they were built (rich's API, the subset the text report uses).
`PlainConsole` writes them as plain text, the bytes rich writes without colour; `RichConsole`
replays the same calls on rich for colour. A table plain text cannot lay out exactly as rich
would (non-ASCII cells, wider than the console) is handed to rich even without colour.
"""

from __future__ import annotations

import io
from typing import Any, Union

WIDTH = 120
Part = Union["Text", tuple[str, str], str]


class Text:
    def __init__(self, text: str = "", style: str = "") -> None:
        self.recipe: tuple[str, str] | tuple[Part, ...] = (text, style)
        self.assembled = False
        self.plain = text

    @classmethod
    def assemble(cls, *parts: Part) -> Text:
        out = cls()
        out.recipe, out.assembled = parts, True
        out.plain = "".join(p.plain if isinstance(p, Text) else p if isinstance(p, str) else p[0]
                            for p in parts)
        return out

    def to_rich(self) -> Any:
        from rich.text import Text as RichText

        if not self.assembled:
            text, style = self.recipe
            return RichText(str(text), style=str(style))
        return RichText.assemble(*(p.to_rich() if isinstance(p, Text) else p
                                   for p in self.recipe))


class Table:
    def __init__(self, **options: Any) -> None:
        self.options = options
        self.headers: list[str] = []
        self.rows: list[tuple[Text, ...]] = []

    def add_column(self, header: str) -> None:
        self.headers.append(header)

    def add_row(self, *cells: Text) -> None:
        self.rows.append(cells)

    def to_rich(self) -> Any:
        from rich.table import Table as RichTable

        table = RichTable(**self.options)
        for header in self.headers:
            table.add_column(header)
        for row in self.rows:
            table.add_row(*(cell.to_rich() for cell in row))
        return table

    def plain_lines(self) -> list[str] | None:
        """Rich's layout (box=None, pad_edge=False: two spaces between columns, each cell padded
        to its column's width), or None when only rich can say (non-ASCII, too wide)."""
        if self.options.get("box", 0) is not None or self.options.get("pad_edge", True):
            return None
        lines = [self.headers] if self.options.get("show_header", True) else []
        lines += [[cell.plain for cell in row] for row in self.rows]
        if any(len(line) != len(self.headers) for line in lines):
            return None
        cells = [cell for line in lines for cell in line]
        if not all(cell.isascii() and cell.isprintable() for cell in cells):
            return None
        widths = [max((len(line[i]) for line in lines), default=0)
                  for i in range(len(self.headers))]
        if sum(widths) + 2 * (len(widths) - 1) > WIDTH or 0 in widths:
            return None
        return ["  ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True))
                for line in lines]


class RichConsole:
    """rich's Console, given the recorded objects: the same calls the report used to make."""

    def __init__(self, color: bool) -> None:
        from rich.console import Console

        self.buffer = io.StringIO()
        self.console = Console(file=self.buffer, force_terminal=color, no_color=not color,
                               width=WIDTH, highlight=False, emoji=False, markup=False,
                               soft_wrap=True)

    def print(self, item: Text | Table | None = None) -> None:
        if item is None:
            self.console.print()
        else:
            self.console.print(item.to_rich())

    def getvalue(self) -> str:
        return self.buffer.getvalue()


class PlainConsole:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def print(self, item: Text | Table | None = None) -> None:
        if item is None:
            self.lines.append("")
        elif isinstance(item, Text):
            self.lines.append(item.plain)
        else:
            lines = item.plain_lines()
            if lines is None:
                fallback = RichConsole(color=False)
                fallback.print(item)
                lines = fallback.getvalue().split("\n")[:-1]
            self.lines += lines

    def getvalue(self) -> str:
        return "".join(line + "\n" for line in self.lines)
