"""Settings from flags > MCPCHECK_* environment > config file > defaults.

Config files: `mcpcheck.toml` (`[servers.NAME]` tables), `[tool.mcpcheck]` in `pyproject.toml`,
and the MCP client formats people already keep: `mcpServers` (Claude Desktop, Cursor, Windsurf)
and VS Code's `servers` with `type: stdio|http|sse`. Errors name the file and the key path.

`servers_from = "CLIENT.json"` in mcpcheck.toml takes the servers (how each is started or
reached) from a client file and the checks from mcpcheck.toml, whose `[servers.NAME]` tables
then apply to the client's server NAME. VS Code's `${input:ID}` is read from the environment
variable MCPCHECK_INPUT_<ID> (`input_variable`), `${workspaceFolder}` is the folder that holds
`.vscode/` (or the client file's folder), and `envFile` is read for stdio servers.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import re
import stat
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mcpcheck.errors import UsageError
from mcpcheck.fileio import files
from mcpcheck.models import ServerTarget, Severity, Transport
from mcpcheck.schemas.jsonvalues import DuplicateKey, kind_of, plain_value_error, unique_pairs
from mcpcheck.settings.targets import PROTOCOLS, check_env, check_header, check_url, slug
from mcpcheck.suggest import near_miss

DEFAULT_FILES = ("mcpcheck.toml", "pyproject.toml")
_VAR = re.compile(r"\$\{(env:|input:)?([A-Za-z_][A-Za-z0-9_.-]*)\}")
_KEYS = {"command", "args", "env", "cwd", "url", "sse", "headers", "timeout", "protocol",
         "require", "optional", "snapshot", "validate", "calls", "ignore", "severity", "lint",
         "type", "transport", "description", "name", "lint_bounds", "against", "secrets",
         "envFile", "conform", "deep"}
# How a server is started or reached: with `servers_from`, these come from the client file only.
_TRANSPORT_KEYS = {"command", "args", "env", "cwd", "url", "sse", "headers", "type", "transport",
                   "envFile"}
_DEFAULT_KEYS = {"timeout", "protocol", "against"}
_TOP_KEYS = {"servers", "mcpServers", "defaults", "servers_from"}
INPUT_PREFIX = "MCPCHECK_INPUT_"
ENV_FILE_BYTES = 1024 * 1024
# `type` (VS Code, Claude Code, Cursor) or `transport`: how a server is reached.
_TYPES = {"stdio", "http", "sse", "streamable-http", "streamableHttp"}
# Keys the MCP client formats carry that mcpcheck does not use.
_CLIENT_KEYS = {"disabled", "autoApprove", "alwaysAllow", "dev", "gallery", "version",
                "tools", "trust", "includeTools", "excludeTools", "oauth", "timeoutMs"}


@dataclass(frozen=True)
class ServerConfig:
    """Everything configured for one server."""

    target: ServerTarget
    require: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    snapshot: Path | None = None
    validate: tuple[str, ...] = ()
    calls: Path | None = None
    ignore: Path | None = None
    severity: Mapping[str, Severity] = field(default_factory=dict)  # drift rules
    lint_severity: Mapping[str, Severity] = field(default_factory=dict)  # lint rules
    lint: bool = True
    conform: bool = False  # `check` also runs `mcpcheck conform` (off by default)
    deep: bool = False  # lint also asks the learned model (`--deep`; off by default)
    lint_bounds: Mapping[str, int] = field(default_factory=dict)
    default_snapshot: Path | None = None  # snapshots/<name>.json beside the config file
    against: str | None = None  # a git ref: the baseline is the snapshot as committed there
    origin: tuple[Path, str] | None = None  # (config file, the server's key in it)
    # (role, path) of the other local files its configuration was read from (the config and
    # the `servers_from` client file, an `envFile`): inputs a report must never overwrite
    read_files: tuple[tuple[str, Path], ...] = ()

    def snapshot_file(self) -> Path | None:
        """The configured snapshot, else the default beside the config file (None: no config)."""
        return self.snapshot or self.default_snapshot


class UnresolvedVariable(UsageError):
    """A `${VAR}` that cannot be resolved (or an `envFile` that cannot be read): an error only
    when its server is selected."""

    # The keys of the server's table (and the defaults), so a command can tell a server that
    # has no inputs for it without resolving its variables.
    keys: frozenset[str] = frozenset()


def input_variable(input_id: str) -> str:
    """The environment variable that gives VS Code's `${input:ID}`: MCPCHECK_INPUT_ and the id
    in upper case, every character other than a letter or digit turned into `_`
    (`${input:api-key}` -> MCPCHECK_INPUT_API_KEY)."""
    return INPUT_PREFIX + re.sub(r"[^A-Z0-9]", "_", input_id.upper())


def server_names(names: str | Sequence[str] | None) -> tuple[str, ...] | None:
    """`--server a,b --server c` as ("a", "b", "c"), each once; None when no --server was given.
    A --server without any name is a usage error."""
    if names is None:
        return None
    items = [names] if isinstance(names, str) else list(names)
    out = tuple(dict.fromkeys(n.strip() for item in items for n in item.split(",") if n.strip()))
    if not out:
        raise UsageError("--server needs a server name (NAME, or NAME,NAME)")
    return out


@dataclass(frozen=True)
class Config:
    path: Path | None
    servers: dict[str, ServerConfig]
    defaults: Mapping[str, Any] = field(default_factory=dict)
    # Servers whose `${VAR}`s cannot be resolved, with the reason (in file order).
    unresolved: Mapping[str, UnresolvedVariable] = field(default_factory=dict)
    order: tuple[str, ...] = ()  # every server name, resolved or not, in file order

    def select(self, names: str | Sequence[str] | None = None,
               needs: tuple[str, ...] = ()) -> list[ServerConfig]:
        """The servers named by `--server` (`a,b`, repeated, or None for every server), in the
        config's order: THE selection of a run (anything that narrows it further, such as a
        shard, applies to this list). An unknown name is a UsageError with the closest
        configured names; so is a selected server that needs a variable that is not set (the
        other servers' variables are never read). With `needs` (config keys such as `calls`)
        and no names, a server whose table has none of them is skipped by the command anyway,
        so its unset variables do not matter."""
        order = self.order or (*self.servers, *self.unresolved)
        wanted = server_names(names)
        if wanted is not None:
            unknown = [n for n in wanted if n not in self.servers and n not in self.unresolved]
            if unknown:
                raise UsageError(self._unknown(unknown, order))
        chosen = [n for n in order if wanted is None or n in wanted]
        blocked = [n for n in chosen if n in self.unresolved and (
            wanted is not None or not needs or self.unresolved[n].keys & set(needs))]
        if blocked:
            first, *more = blocked
            also = (f" (unresolved variables in other servers too: {', '.join(more)})"
                    if more else "")
            raise UnresolvedVariable(self.unresolved[first].message + also)
        return [self.servers[n] for n in chosen if n in self.servers]

    def _unknown(self, unknown: list[str], order: Sequence[str]) -> str:
        known = ", ".join(sorted(order)) or "none"
        where = f" in {self.path}" if self.path else ""
        hints = [close for n in unknown
                 if (close := near_miss(n, order)
                     or next((k for k in order if k.lower() == n.lower()), None))]
        hint = (f"; did you mean {' or '.join(repr(h) for h in dict.fromkeys(hints))}?"
                if hints else "")
        label = "server" if len(unknown) == 1 else "servers"
        return (f"unknown {label} {', '.join(repr(n) for n in unknown)}{where} "
                f"(configured: {known}){hint}")


class _Where:
    """Carries the file and key path for error messages."""

    def __init__(self, path: Path, environ: Mapping[str, str], *,
                 workspace: Path | None = None, offline: bool = False) -> None:
        self.path = path
        self.environ = environ
        self.workspace = workspace  # ${workspaceFolder} (MCP client files only)
        self.offline = offline  # no server will be started: its transport may stay unresolved

    def relative(self, value: str) -> str:
        """Paths in a config file are relative to the file's folder."""
        base = self.path.parent
        if Path(value).is_absolute() or base == Path("."):
            return value
        return str(base / value)

    def fail(self, key: str, message: str) -> UsageError:
        return UsageError(f"{self.path}: {key}: {message}")

    def text(self, value: Any, key: str) -> str:
        if not isinstance(value, str):
            raise self.fail(key, f"expected a string, got {kind_of(value)}")
        return self.expand(value, key)

    def expand(self, value: str, key: str) -> str:
        def sub(match: re.Match[str]) -> str:
            kind, var = match.group(1), match.group(2)
            if kind == "input:":
                name = input_variable(var)
                if name not in self.environ:
                    raise UnresolvedVariable(
                        f"{self.path}: {key}: ${{input:{var}}} needs a value, which VS Code "
                        f"would prompt for: set the environment variable {name}")
                return self.environ[name]
            if kind is None and var == "workspaceFolder" and self.workspace is not None:
                return str(self.workspace)
            if var not in self.environ:
                raise UnresolvedVariable(
                    f"{self.path}: {key}: environment variable {var} is not set")
            return self.environ[var]

        return _VAR.sub(sub, value)

    def strings(self, value: Any, key: str) -> tuple[str, ...]:
        if isinstance(value, str):
            return tuple(v.strip() for v in value.split(",") if v.strip())
        if not isinstance(value, list):
            raise self.fail(key, f"expected a list of strings, got {kind_of(value)}")
        return tuple(self.text(v, f"{key}[{i}]") for i, v in enumerate(value))

    def table(self, value: Any, key: str) -> dict[str, str]:
        if not isinstance(value, dict):
            raise self.fail(key, f"expected a table of strings, got {kind_of(value)}")
        return {str(k): self.text(v, f"{key}.{k}") for k, v in value.items()}

    def number(self, value: Any, key: str) -> float:
        if (isinstance(value, bool) or not isinstance(value, int | float)
                or not (value > 0 and math.isfinite(value))):
            raise self.fail(key, f"expected a positive, finite number of seconds, got {value!r}")
        return float(value)


# ------------------------------------------------------------------ loading


def find_config(explicit: Path | None, environ: Mapping[str, str]) -> Path | None:
    """--config, then MCPCHECK_CONFIG, then mcpcheck.toml / pyproject.toml [tool.mcpcheck]."""
    chosen = explicit or (Path(environ["MCPCHECK_CONFIG"]) if environ.get("MCPCHECK_CONFIG")
                          else None)
    if chosen is not None:
        mode = _mode(chosen)
        if mode is None:
            raise UsageError(f"{chosen}: config file not found")
        if not stat.S_ISREG(mode):
            raise UsageError(f"{chosen}: cannot read config: is {files.kind(mode)}, "
                             "not a regular file")
        return chosen
    for name in DEFAULT_FILES:
        path = Path(name)
        if path.is_file() and (name != "pyproject.toml" or _has_tool_table(path)):
            return path
    return None


def _mode(path: Path) -> int | None:
    try:
        return files.mode_of(path)
    except files.FileProblem as exc:
        raise UsageError(f"{path}: cannot read config: {exc.reason}") from None


def _has_tool_table(path: Path) -> bool:
    try:
        data = tomllib.loads(files.read_text(path))
    except (files.FileProblem, tomllib.TOMLDecodeError, ValueError, RecursionError):
        return False  # not readable as TOML: not mcpcheck's file
    return _tool_section(data, path) is not None


def _tool_section(data: dict[str, Any], path: Path) -> dict[str, Any] | None:
    """[tool.mcpcheck] of a pyproject.toml, None when absent; a malformed one is an error."""
    tool = data.get("tool")
    if tool is None:
        return None
    if not isinstance(tool, dict):
        raise UsageError(f"{path}: tool: expected a table, got {kind_of(tool)}")
    section = tool.get("mcpcheck")
    if section is not None and not isinstance(section, dict):
        raise UsageError(f"{path}: tool.mcpcheck: expected a table, got {kind_of(section)}")
    return section


def load_config(path: Path | None, environ: Mapping[str, str] | None = None, *,
                offline: bool = False) -> Config:
    """The config file's servers. `offline`: no server will be started (validate --offline),
    so a server whose command, env or headers cannot be resolved is still configured."""
    env = dict(os.environ) if environ is None else environ
    if path is None:
        return Config(path=None, servers={})
    is_json = path.suffix.lower() in (".json", ".jsonc")
    data = _read(path, is_json=is_json)
    where = _Where(path, env, workspace=_workspace(path) if is_json else None, offline=offline)
    if path.name == "pyproject.toml":
        data = _tool_section(data, path) or {}
    return _parse(data, where)


def _workspace(client: Path) -> Path:
    """${workspaceFolder} of an MCP client file: the folder holding `.vscode/` (or `.cursor/`)
    when the file is in one, else the file's own folder."""
    folder = client.absolute().parent
    return folder.parent if folder.name in (".vscode", ".cursor") else folder


def _read(path: Path, *, is_json: bool, role: str = "config") -> dict[str, Any]:
    try:
        text = files.read_text(path)
    except files.FileProblem as exc:
        raise UsageError(f"{path}: cannot read {role}: {exc.reason}") from None
    kind = "JSON" if is_json else "TOML"
    try:
        data = (json.loads(_strip_jsonc(text), object_pairs_hook=unique_pairs) if is_json
                else tomllib.loads(text))
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{path}: invalid TOML: {exc}") from None
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path}: invalid JSON: {exc.msg} at line {exc.lineno} column "
                         f"{exc.colno}") from None
    except DuplicateKey as exc:
        raise UsageError(f"{path}: invalid JSON: {exc}") from None
    except RecursionError:
        raise UsageError(f"{path}: invalid {kind}: nested too deeply") from None
    except ValueError as exc:  # an integer past Python's digit limit
        raise UsageError(f"{path}: invalid {kind}: {plain_value_error(exc)}") from None
    if not isinstance(data, dict):
        raise UsageError(f"{path}: the {role} must be an object/table at the top level")
    return data


_JSONC = re.compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|/\*.*?\*/', re.DOTALL)
_TRAILING_COMMA = re.compile(r'"(?:[^"\\\n]|\\.)*"|,(?=\s*[}\]])')


def _strip_jsonc(text: str) -> str:
    """VS Code's mcp.json is JSON with comments and trailing commas: drop those, keep strings.
    A comment becomes spaces and newlines so that error line numbers still match the file."""

    def keep(match: re.Match[str]) -> str:
        token = match.group(0)
        if token.startswith('"'):
            return token
        return re.sub(r"[^\n]", " ", token)

    # Comments first, so that a trailing comma followed by a comment is still seen.
    return _TRAILING_COMMA.sub(keep, _JSONC.sub(keep, text))


def _section(data: dict[str, Any], where: _Where) -> tuple[dict[str, Any], str]:
    """The servers of a file: `mcpServers` or `servers`, with its key."""
    if "mcpServers" in data:
        section, prefix = data["mcpServers"], "mcpServers"
    elif "servers" in data:
        section, prefix = data["servers"], "servers"
    else:
        typo = next((h for k in sorted(data) if (h := _did_you_mean(k, _TOP_KEYS, named=True))),
                    "")
        raise where.fail("servers", "no [servers] table (nor mcpServers) in this file" + typo)
    if not isinstance(section, dict):
        raise where.fail(prefix, f"expected a table of servers, got {kind_of(section)}")
    return section, prefix


# (the mcpcheck.toml table of a server whose transport comes from a client file, its key path,
# and the mcpcheck.toml it is in)
_Checks = tuple[dict[str, Any], str, _Where]


def _parse(data: dict[str, Any], where: _Where) -> Config:
    entries: list[tuple[str, Any, str, _Where, _Checks | None]] = []
    if "servers_from" not in data:
        section, prefix = _section(data, where)
        entries = [(str(name), raw, f"{prefix}.{name}", where, None)
                   for name, raw in section.items()]
    defaults = data.get("defaults", {})
    if not isinstance(defaults, dict):
        raise where.fail("defaults", f"expected a table, got {kind_of(defaults)}")
    _known_keys(data, defaults, where)
    if "servers_from" in data:
        entries = _from_client(data, where)
    servers, unresolved = {}, {}
    for name, raw, key, at, checks in entries:
        try:
            server = _server(name, raw, key, defaults, at, checks)
        except UnresolvedVariable as exc:  # a problem only if this server is selected
            table = checks[0] if checks else {}
            exc.keys = frozenset([*(raw if isinstance(raw, dict) else {}), *table, *defaults])
            unresolved[name] = exc
            continue
        if at.path != where.path:  # from the servers_from client file: both files are inputs
            server = dataclasses.replace(
                server, read_files=(("config file", where.path), ("client config", at.path),
                                    *server.read_files))
        servers[name] = server
    return Config(path=where.path, servers=servers, defaults=defaults, unresolved=unresolved,
                  order=tuple(name for name, *_ in entries))


def _from_client(data: dict[str, Any],
                 where: _Where) -> list[tuple[str, Any, str, _Where, _Checks | None]]:
    """`servers_from = "CLIENT.json"`: the client's servers, each with the checks of the
    `[servers.NAME]` table of the same name; a table of a name the client does not have is
    a server of its own when it says how to start or reach it, else an error."""
    value = where.text(data["servers_from"], "servers_from")
    if not value.strip():
        raise where.fail("servers_from", "must name an MCP client config file")
    client = Path(where.relative(value))
    mode = _mode(client)
    if mode is None:
        raise where.fail("servers_from", f"{client}: file not found")
    if not stat.S_ISREG(mode):
        raise where.fail("servers_from", f"{client}: is {files.kind(mode)}, not a regular file")
    at = _Where(client, where.environ, workspace=_workspace(client), offline=where.offline)
    section, prefix = _section(_read(client, is_json=True, role="client config"), at)
    own = data.get("servers", {})
    if not isinstance(own, dict):
        raise where.fail("servers", f"expected a table of servers, got {kind_of(own)}")
    entries: list[tuple[str, Any, str, _Where, _Checks | None]] = []
    for name, raw in section.items():
        table = own.get(name, {})
        if not isinstance(table, dict):
            raise where.fail(f"servers.{name}", f"expected a table, got {kind_of(table)}")
        moved = sorted(set(table) & _TRANSPORT_KEYS)
        if moved:
            raise where.fail(f"servers.{name}.{moved[0]}", f"server {name!r} comes from "
                             f"{client} (servers_from); set how it starts there, and only its "
                             "checks here")
        entries.append((str(name), raw, f"{prefix}.{name}", at,
                        (table, f"servers.{name}", where) if table else None))
    for name, table in own.items():
        if name in section:
            continue
        if isinstance(table, dict) and set(table) & {"command", "url", "sse"}:
            entries.append((str(name), table, f"servers.{name}", where, None))
            continue
        close = near_miss(str(name), [str(n) for n in section])
        hint = f"; did you mean {close!r}?" if close else ""
        raise where.fail(f"servers.{name}", f"no server {name!r} in {client} (servers_from), "
                         f"and no command, url or sse here{hint}")
    return entries


def _known_keys(data: dict[str, Any], defaults: dict[str, Any], where: _Where) -> None:
    """A typo must not be ignored: unknown [defaults] keys, and unknown top-level tables of
    mcpcheck's own TOML files, are errors. (An MCP client's JSON config holds the client's own
    settings beside its servers: those are not mcpcheck's to judge.)"""
    unknown = sorted(set(defaults) - _DEFAULT_KEYS)
    if unknown:
        hint = _did_you_mean(unknown[0], _DEFAULT_KEYS)
        raise where.fail(f"defaults.{unknown[0]}", f"unknown key{hint} (known: "
                         f"{', '.join(sorted(_DEFAULT_KEYS))})")
    if where.path.suffix.lower() == ".toml":
        if "servers_from" in data and "mcpServers" in data:
            raise where.fail("mcpServers", "servers_from names the client file: give the "
                             "per-server checks as [servers.NAME] tables")
        unknown = sorted(set(data) - _TOP_KEYS)
        if unknown:
            hint = _did_you_mean(unknown[0], _TOP_KEYS)
            raise where.fail(unknown[0], f"unknown table or key{hint} (known: "
                             f"{', '.join(sorted(_TOP_KEYS))})")


def _did_you_mean(key: str, known: set[str], named: bool = False) -> str:
    """`; did you mean 'timeout'?` (`... for 'timout'?` when `named`) for a key close to a
    known one (a typo), else ""."""
    close = near_miss(str(key), sorted(known))
    if close is None:
        return ""
    return f"; did you mean {close!r}" + (f" for {str(key)!r}?" if named else "?")


def _server(name: str, raw: Any, key: str, defaults: Mapping[str, Any], where: _Where,
            checks: _Checks | None = None) -> ServerConfig:
    """One server; `checks`: its mcpcheck.toml table when its transport comes from a client
    file (`servers_from`), whose keys win over the same keys in the client's entry."""
    if not isinstance(raw, dict):
        raise where.fail(key, f"expected a table, got {kind_of(raw)}")
    unknown = sorted(set(raw) - _KEYS - _CLIENT_KEYS)
    if unknown:
        raise where.fail(f"{key}.{unknown[0]}", f"unknown key{_did_you_mean(unknown[0], _KEYS)}")
    table, table_key, table_where = checks or ({}, key, where)
    unknown = sorted(set(table) - _KEYS)
    if unknown:
        raise table_where.fail(f"{table_key}.{unknown[0]}",
                               f"unknown key{_did_you_mean(unknown[0], _KEYS)}")
    merged = {**{k: v for k, v in defaults.items() if k in ("timeout", "protocol")}, **raw}
    if checks is not None:  # timeout and protocol are mcpcheck's, so the table may set them
        merged.update({k: v for k, v in table.items() if k in ("timeout", "protocol")})
        raw = {**raw, **{k: v for k, v in table.items() if k not in ("timeout", "protocol")}}

    def at(field_name: str) -> tuple[str, _Where]:
        """Where a check key was written: the mcpcheck.toml table, else the server's entry."""
        return (f"{table_key}.{field_name}", table_where) if field_name in table else (
            f"{key}.{field_name}", where)

    read_files: list[tuple[str, Path]] = []
    try:
        target = _target(name, merged, key, where)
        if "envFile" in merged:
            read_files.append(("env file", _env_file_path(merged, key, where)))
        if "secrets" in raw:
            secrets_key, secrets_where = at("secrets")
            target = dataclasses.replace(target, declared=_declared(
                raw["secrets"], secrets_key.rsplit(".", 1)[0], secrets_where))
    except UnresolvedVariable:
        if not where.offline:
            raise
        target = ServerTarget(name=slug(name), transport=Transport.STDIO, command="")

    def paths(name_: str) -> Path | None:
        k, w = at(name_)
        return _path(raw, name_, k.rsplit(".", 1)[0], w)

    checks_where = table_where if checks is not None else where
    severity_key, severity_where = at("severity")
    return ServerConfig(
        target=target,
        origin=(checks_where.path, name),
        read_files=tuple(read_files),
        require=at("require")[1].strings(raw.get("require", []), at("require")[0]),
        optional=at("optional")[1].strings(raw.get("optional", []), at("optional")[0]),
        snapshot=paths("snapshot"),
        validate=tuple(at("validate")[1].relative(v) for v in
                       at("validate")[1].strings(raw.get("validate", []), at("validate")[0])),
        calls=paths("calls"),
        ignore=paths("ignore"),
        severity=_severities(raw.get("severity", {}), severity_key, severity_where, lint=False),
        lint_severity=_severities(raw.get("severity", {}), severity_key, severity_where,
                                  lint=True),
        lint=_bool(raw.get("lint", True), at("lint")[0], at("lint")[1]),
        conform=_bool(raw.get("conform", False), at("conform")[0], at("conform")[1]),
        deep=_bool(raw.get("deep", False), at("deep")[0], at("deep")[1]),
        lint_bounds=_bounds(raw.get("lint_bounds", {}), *at("lint_bounds")),
        default_snapshot=Path(checks_where.relative(f"snapshots/{target.name}.json")),
        against=_against(raw, defaults, *((at("against")[0].rsplit(".", 1)[0], at("against")[1])
                                          if "against" in raw else (table_key, checks_where))),
    )


def _target(name: str, raw: dict[str, Any], key: str, where: _Where) -> ServerTarget:
    kind = raw.get("type") or raw.get("transport")
    if kind is not None and (not isinstance(kind, str) or kind not in _TYPES):
        name_of = "type" if "type" in raw else "transport"
        raise where.fail(f"{key}.{name_of}", f"unknown server type {kind!r} (known: "
                         f"{', '.join(sorted(_TYPES))})")
    url, sse = raw.get("url"), raw.get("sse")
    if kind == "sse" and url is not None and sse is None:
        sse, url = url, None
    chosen = [k for k, v in (("command", raw.get("command")), ("url", url), ("sse", sse))
              if v is not None]
    if len(chosen) != 1:
        raise where.fail(key, "give exactly one of command, url or sse"
                         + (f" (got {', '.join(chosen)})" if chosen else ""))
    protocol = raw.get("protocol", "auto")
    if protocol not in PROTOCOLS:
        raise where.fail(f"{key}.protocol", f"must be one of {', '.join(PROTOCOLS)}")
    timeout = where.number(raw.get("timeout", 30.0), f"{key}.timeout")
    label = slug(name)
    if "command" in chosen:
        if "headers" in raw:
            raise where.fail(f"{key}.headers", "headers apply to url/sse servers only")
        args = where.strings(raw.get("args", []), f"{key}.args") if not isinstance(
            raw.get("args", []), str) else (where.text(raw["args"], f"{key}.args"),)
        env = {**_env_file(raw, key, where), **where.table(raw.get("env", {}), f"{key}.env")}
        for env_name, env_value in env.items():
            check_env(env_name, env_value, f"{where.path}: {key}.env")
        command = where.text(raw["command"], f"{key}.command")
        if not command.strip():
            raise where.fail(f"{key}.command", "must not be empty")
        cwd = where.relative(where.text(raw["cwd"], f"{key}.cwd")) if "cwd" in raw else None
        return ServerTarget(name=label, transport=Transport.STDIO,
                            command=command, args=args,
                            env=tuple(env.items()), cwd=cwd, timeout=timeout, protocol=protocol)
    for bad in ("env", "cwd", "args", "envFile"):
        if bad in raw:
            raise where.fail(f"{key}.{bad}", f"{bad} applies to command (stdio) servers only")
    address = where.text(url or sse, f"{key}.{'url' if url else 'sse'}")
    try:
        address = check_url(address)
    except ValueError as exc:
        raise where.fail(f"{key}.{'url' if url else 'sse'}", str(exc)) from None
    headers = where.table(raw.get("headers", {}), f"{key}.headers")
    for header, value in headers.items():
        check_header(header, value, f"{where.path}: {key}.headers")
    return ServerTarget(name=label, transport=Transport.HTTP if url else Transport.SSE, url=address,
                        headers=tuple(headers.items()), timeout=timeout, protocol=protocol)


def _env_file_path(raw: dict[str, Any], key: str, where: _Where) -> Path:
    return Path(where.relative(where.text(raw["envFile"], f"{key}.envFile")))


def _env_file(raw: dict[str, Any], key: str, where: _Where) -> dict[str, str]:
    """VS Code's `envFile` (a dotenv file: `KEY=value` lines, `#` comments, an optional
    `export `, values optionally quoted); `env` entries win over it. A file that cannot be read
    blocks only its own server (it is needed only to start it)."""
    if "envFile" not in raw:
        return {}
    path = _env_file_path(raw, key, where)
    try:
        text = files.read_text(path, ENV_FILE_BYTES)
    except files.FileProblem as exc:
        reason = "file not found" if exc.reason == os.strerror(2) else exc.reason
        raise UnresolvedVariable(f"{where.path}: {key}.envFile: {path}: {reason}") from None
    out: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        env_name, sep, value = line.removeprefix("export ").partition("=")
        env_name, value = env_name.strip(), value.strip()
        if not sep or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.-]*", env_name):
            raise UnresolvedVariable(f"{where.path}: {key}.envFile: {path} line {number}: "
                                     "expected NAME=value")
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        out[env_name] = value
    return out


def _path(raw: dict[str, Any], name: str, key: str, where: _Where) -> Path | None:
    if name not in raw:
        return None
    value = where.text(raw[name], f"{key}.{name}")
    if name == "snapshot" and value.startswith("git:"):
        from mcpcheck.fileio.gitref import rebase  # git:REF:PATH, PATH relative to the config

        return Path(rebase(value, where.path.parent))
    return Path(where.relative(value))


def _against(raw: dict[str, Any], defaults: Mapping[str, Any], key: str,
             where: _Where) -> str | None:
    """`against = "origin/main"` per server, or for every server under [defaults]."""
    from mcpcheck.fileio.gitref import check_ref

    name = f"{key}.against" if "against" in raw else "defaults.against"
    value = raw.get("against", defaults.get("against"))
    if value is None:
        return None
    return check_ref(where.text(value, name), f"{where.path}: {name}")


def _declared(value: Any, key: str, where: _Where) -> tuple[tuple[str, bool], ...]:
    """`secrets = { API_BASE = false, SIGNING_SALT = true }`: env/header names declared public
    (false) or secret (true), overriding the guess by name and value."""
    if not isinstance(value, dict):
        raise where.fail(f"{key}.secrets", "expected a table of NAME = true (secret) or "
                         f"false (public), got {kind_of(value)}")
    return tuple((str(name), _bool(flag, f"{key}.secrets.{name}", where))
                 for name, flag in value.items())


def _bool(value: Any, key: str, where: _Where) -> bool:
    if not isinstance(value, bool):
        raise where.fail(key, f"expected true or false, got {kind_of(value)}")
    return value


def _severities(value: Any, key: str, where: _Where, *, lint: bool) -> dict[str, Severity]:
    """The drift (lint=False) or lint (lint=True) entries of one severity table."""
    if not isinstance(value, dict):
        raise where.fail(key, f"expected a table of rule = level, got {kind_of(value)}")
    from mcpcheck.checks.rulebook import Family, find

    out = {}
    for rule, level in value.items():
        record = find(rule)
        if record is None or not (record.family.drift or record.family is Family.LINT):
            raise where.fail(f"{key}.{rule}", "not a drift or lint rule (see docs/rules.md)")
        if not isinstance(level, str) or level not in {s.value for s in Severity}:
            raise where.fail(f"{key}.{rule}", "expected error, warning or info")
        if (record.family is Family.LINT) == lint:
            out[str(rule)] = Severity(level)
    return out


def _bounds(value: Any, key: str, where: _Where) -> dict[str, int]:
    """Lint bounds (names of mcpcheck.checks.lint.LintBounds fields) as positive integers."""
    from dataclasses import fields

    from mcpcheck.checks.lint.bounds import LintBounds

    if not isinstance(value, dict):
        raise where.fail(key, f"expected a table of bound = number, got {kind_of(value)}")
    known = {f.name for f in fields(LintBounds)}
    out = {}
    for name, number in value.items():
        if name not in known:
            raise where.fail(f"{key}.{name}", f"unknown bound (known: {', '.join(sorted(known))})")
        if isinstance(number, bool) or not isinstance(number, int) or number < 1:
            raise where.fail(f"{key}.{name}", "expected a positive integer")
        out[str(name)] = number
    return out


def env_setting(environ: Mapping[str, str], name: str) -> str | None:
    """MCPCHECK_<NAME> from the environment (between flags and the config file)."""
    value = environ.get(f"MCPCHECK_{name.upper()}")
    return value if value else None
