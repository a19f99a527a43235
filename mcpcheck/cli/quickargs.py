"""Plain command lines of the hot commands, parsed from the typer declarations without typer.

typer (0.29) validates every option value with a pydantic TypeAdapter, and importing pydantic
costs more than the whole probe exchange. For the commands in cli.QUICK, `parse` reads the
command function's own `Annotated[..., typer.Option(...)]` declarations and turns the
arguments into the keyword arguments typer would pass, when they are plain: long or short
option names as declared, `--name value` or `--name=value`, bool flags, str, int, float, Path,
enum choices and repeatable lists. Anything else (an unknown or abbreviated option, a bad
number, a value outside min/max, a value its one-argument check callback refuses, an option
with any other callback or an environment variable that is set, --help) returns None and typer
parses as always, errors and all. The test suite holds `parse` to click's own parsing of the
same command.
"""

from __future__ import annotations

import enum
import inspect
import os
import re
import types
import typing
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

_INT = re.compile(r"\d+")
_FLOAT = re.compile(r"\d+(\.\d*)?")


def _base(annotation: Any) -> tuple[Any, bool]:
    """(the type without None, whether None is allowed)."""
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        return (args[0] if len(args) == 1 else annotation), True
    return annotation, False


def _kind(annotation: Any) -> str | None:
    base, _ = _base(annotation)
    if typing.get_origin(base) is list and typing.get_args(base) == (str,):
        return "list"
    if typing.get_origin(base) is list and typing.get_args(base) == (Path,):
        return "paths"  # the positional OLD.json NEW.json of `diff`
    if base is bool:
        return "bool"
    if base in (str, int, float) or base is Path:
        return {str: "str", int: "int", float: "float", Path: "path"}[base]
    if isinstance(base, type) and issubclass(base, enum.Enum):
        return "enum"
    return None


def _value_check(callback: Any) -> bool:
    """A callback that only checks (and returns) the option's value: one parameter."""
    try:
        return len(inspect.signature(callback).parameters) == 1
    except (TypeError, ValueError):
        return False


def _plain(info: Any) -> bool:
    """An option typer handles in no special way (no prompt, path checks...; a callback only
    when it checks the value alone, as `-o FORMAT=FILE`'s does: `parse` calls it)."""
    return not ((info.callback and not _value_check(info.callback))
                or getattr(info, "prompt", None) or info.is_eager
                or getattr(info, "count", False) or info.parser
                or info.exists or info.resolve_path or info.default_factory
                or (info.envvar and any(os.environ.get(v) for v in _names(info.envvar)))
                or info.file_okay is not True or info.dir_okay is not True)


def _names(envvar: str | Sequence[str]) -> list[str]:
    return [envvar] if isinstance(envvar, str) else list(envvar)


def _convert(kind: str, text: str, base: Any, info: Any) -> Any:
    """The value typer would pass, or raise ValueError where typer might disagree."""
    if kind in ("str", "list"):
        return text
    if kind in ("path", "paths"):
        if not text:
            raise ValueError
        return Path(text)
    if kind == "enum":
        choices = {m.value: m for m in base}
        if text not in choices:
            raise ValueError
        return choices[text]
    if not (_INT if kind == "int" else _FLOAT).fullmatch(text):
        raise ValueError
    value = int(text) if kind == "int" else float(text)
    if (info.min is not None and value < info.min) or (info.max is not None and value > info.max):
        raise ValueError
    return value


def _table(func: Callable[..., Any]) -> dict[str, tuple[str, str, Any, Any]] | None:
    """Option name -> (parameter, kind, base type, OptionInfo); None if one is not plain. A
    positional list of paths (typer.Argument) is under the key "" (at most one)."""
    from typer.models import ArgumentInfo, OptionInfo

    hints = typing.get_type_hints(func, include_extras=True)
    table: dict[str, tuple[str, str, Any, Any]] = {}
    for name in inspect.signature(func).parameters:
        annotation = hints[name]
        if typing.get_origin(annotation) is not typing.Annotated:
            return None
        inner, *meta = typing.get_args(annotation)
        info = next((m for m in meta if isinstance(m, OptionInfo)), None)
        kind = _kind(inner)
        argument = next((m for m in meta if isinstance(m, ArgumentInfo)), None)
        if argument is not None and kind == "paths" and "" not in table:
            table[""] = (name, kind, Path, argument)
            continue
        if info is None or kind is None:
            return None
        decls = list(info.param_decls or ())
        if info.default is not ...:  # in Annotated, typer reads Option's first argument as a name
            decls.insert(0, str(info.default))
        decls = decls or [f"--{name.replace('_', '-')}"]
        if any(not isinstance(d, str) or "/" in d or not d.startswith("-") for d in decls):
            return None
        for decl in decls:
            table[decl] = (name, kind, _base(inner)[0], info)
    return table


def parse(func: Callable[..., Any], argv: Sequence[str]) -> dict[str, Any] | None:
    """The keyword arguments for `func`, or None when typer must parse `argv` itself."""
    table = _table(func)
    if table is None:
        return None
    params = inspect.signature(func).parameters
    values: dict[str, Any] = {name: p.default for name, p in params.items()}
    given: set[str] = set()
    i = 0
    while i < len(argv):
        flag, eq, text = argv[i].partition("=") if argv[i].startswith("--") else (argv[i], "", "")
        if not argv[i].startswith("-") and "" in table:  # a positional path
            flag, text, eq = "", argv[i], "="
        entry = table.get(flag)
        if entry is None:
            return None
        name, kind, base, info = entry
        given.add(name)
        if kind == "bool":
            if eq:
                return None
            values[name] = True
            i += 1
            continue
        if not eq:
            i += 1
            if i >= len(argv) or (argv[i].startswith("-") and argv[i] != "-"):
                return None
            text = argv[i]
        try:
            value = _convert(kind, text, base, info)
        except ValueError:
            return None
        if kind in ("list", "paths"):
            before = values[name]
            values[name] = [*(before if isinstance(before, list) else []), value]
        else:
            values[name] = value
        i += 1
    if any(value is inspect.Parameter.empty for value in values.values()):
        return None  # a required argument is missing: typer says so
    for name in params:
        info = table_info(table, name)
        if info is not None and not _plain(info) and (name in given or info.envvar):
            return None
        if info is not None and info.callback and name in given:
            try:
                values[name] = info.callback(values[name])
            except Exception:  # a bad value: typer says why, as always
                return None
    return values


def table_info(table: dict[str, tuple[str, str, Any, Any]], name: str) -> Any:
    return next((entry[3] for entry in table.values() if entry[0] == name), None)
