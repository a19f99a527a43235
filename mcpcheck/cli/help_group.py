"""The top-level `--help`: every command's whole first sentence, wrapped, never cut with `...`.

click cuts a command's summary to what fits on one line beside its name (about 60 characters
at 80 columns), so `snapshot` read "Write the server's tools, prompts and resources to a...".
"""

from __future__ import annotations

from typer import _click as click  # typer (0.29) runs on its own copy of click
from typer.core import TyperGroup


class WholeSummaries(TyperGroup):
    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = []
        for name in self.list_commands(ctx):
            cmd = self.get_command(ctx, name)
            if cmd is not None and not cmd.hidden:
                rows.append((name, cmd.get_short_help_str(limit=10_000)))  # the first sentence
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)
