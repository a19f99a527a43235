"""Settings from flags > MCPCHECK_* environment > config file > defaults.

Config files: `mcpcheck.toml` (`[servers.NAME]` tables), `[tool.mcpcheck]` in `pyproject.toml`,
and the MCP client formats people already keep: `mcpServers` (Claude Desktop, Cursor, Windsurf)
and VS Code's `servers` with `type: stdio|http|sse`. Errors name the file and the key path.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import re
import stat
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mcpcheck.errors import UsageError
from mcpcheck.fileio import files
from mcpcheck.models import ServerTarget, Severity, Transport
from mcpcheck.schemas.jsonvalues import DuplicateKey, kind_of, plain_value_error, unique_pairs
from mcpcheck.settings.targets import PROTOCOLS, check_env, check_header, check_url, slug

DEFAULT_FILES = ("mcpcheck.toml", "pyproject.toml")
_VAR = re.compile(r"\$\{(env:|input:)?([A-Za-z_][A-Za-z0-9_.-]*)\}")
_KEYS = {"command", "args", "env", "cwd", "url", "sse", "headers", "timeout", "protocol",
         "require", "optional", "snapshot", "validate", "calls", "ignore", "severity", "lint",
         "type", "transport", "description", "name", "lint_bounds", "against", "secrets"}
_DEFAULT_KEYS = {"timeout", "protocol", "against"}
_TOP_KEYS = {"servers", "mcpServers", "defaults"}
# `type` (VS Code, Claude Code, Cursor) or `transport`: how a server is reached.
_TYPES = {"stdio", "http", "sse", "streamable-http", "streamableHttp"}
# Keys the MCP client formats carry that mcpcheck does not use.
_CLIENT_KEYS = {"disabled", "autoApprove", "alwaysAllow", "envFile", "dev", "gallery", "version",
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
    lint_bounds: Mapping[str, int] = field(default_factory=dict)
    default_snapshot: Path | None = None  # snapshots/<name>.json beside the config file
    against: str | None = None  # a git ref: the baseline is the snapshot as committed there
    origin: tuple[Path, str] | None = None  # (config file, the server's key in it)

    def snapshot_file(self) -> Path | None:
        """The configured snapshot, else the default beside the config file (None: no config)."""
        return self.snapshot or self.default_snapshot


class UnresolvedVariable(UsageError):
    """A `${VAR}` that cannot be resolved: an error only when its server is selected."""

    # The keys of the server's table (and the defaults), so a command can tell a server that
    # has no inputs for it without resolving its variables.
    keys: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Config:
    path: Path | None
    servers: dict[str, ServerConfig]
    defaults: Mapping[str, Any] = field(default_factory=dict)
    # Servers whose `${VAR}`s cannot be resolved, with the reason (in file order).
    unresolved: Mapping[str, UnresolvedVariable] = field(default_factory=dict)

    def select(self, name: str | None, needs: tuple[str, ...] = ()) -> list[ServerConfig]:
        """The chosen server (every server when None); a UsageError when one of them needs a
        variable that is not set (the other servers' variables are never read). With `needs`
        (config keys such as `calls`), a server whose table has none of them is skipped by the
        command anyway, so its unset variables do not matter."""
        if name is None:
            unresolved = [n for n, exc in self.unresolved.items()
                          if not needs or exc.keys & set(needs)]
            if unresolved:
                first, *more = unresolved
                also = (f" (unresolved variables in other servers too: {', '.join(more)})"
                        if more else "")
                raise UnresolvedVariable(self.unresolved[first].message + also)
            return list(self.servers.values())
        if name in self.unresolved:
            raise self.unresolved[name]
        if name not in self.servers:
            known = ", ".join(sorted([*self.servers, *self.unresolved])) or "none"
            where = f" in {self.path}" if self.path else ""
            raise UsageError(f"unknown server {name!r}{where} (configured: {known})")
        return [self.servers[name]]


class _Where:
    """Carries the file and key path for error messages."""

    def __init__(self, path: Path, environ: Mapping[str, str]) -> None:
        self.path = path
        self.environ = environ

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
                raise UnresolvedVariable(
                    f"{self.path}: {key}: ${{input:{var}}} needs interactive input, which "
                    "mcpcheck cannot give; set the value with ${env:VAR} instead")
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


def load_config(path: Path | None, environ: Mapping[str, str] | None = None) -> Config:
    env = dict(os.environ) if environ is None else environ
    if path is None:
        return Config(path=None, servers={})
    data = _read(path)
    where = _Where(path, env)
    if path.name == "pyproject.toml":
        data = _tool_section(data, path) or {}
        where = _Where(path, env)
    return _parse(data, where)


def _read(path: Path) -> dict[str, Any]:
    try:
        text = files.read_text(path)
    except files.FileProblem as exc:
        raise UsageError(f"{path}: cannot read config: {exc.reason}") from None
    is_json = path.suffix.lower() in (".json", ".jsonc")
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
        raise UsageError(f"{path}: the config must be an object/table at the top level")
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


def _parse(data: dict[str, Any], where: _Where) -> Config:
    if "mcpServers" in data:
        section, prefix = data["mcpServers"], "mcpServers"
    elif "servers" in data:
        section, prefix = data["servers"], "servers"
    else:
        raise where.fail("servers", "no [servers] table (nor mcpServers) in this file")
    if not isinstance(section, dict):
        raise where.fail(prefix, f"expected a table of servers, got {kind_of(section)}")
    defaults = data.get("defaults", {})
    if not isinstance(defaults, dict):
        raise where.fail("defaults", f"expected a table, got {kind_of(defaults)}")
    _known_keys(data, defaults, where)
    servers, unresolved = {}, {}
    for name, raw in section.items():
        try:
            servers[str(name)] = _server(str(name), raw, f"{prefix}.{name}", defaults, where)
        except UnresolvedVariable as exc:  # a problem only if this server is selected
            exc.keys = frozenset([*(raw if isinstance(raw, dict) else {}), *defaults])
            unresolved[str(name)] = exc
    return Config(path=where.path, servers=servers, defaults=defaults, unresolved=unresolved)


def _known_keys(data: dict[str, Any], defaults: dict[str, Any], where: _Where) -> None:
    """A typo must not be ignored: unknown [defaults] keys, and unknown top-level tables of
    mcpcheck's own TOML files, are errors. (An MCP client's JSON config holds the client's own
    settings beside its servers: those are not mcpcheck's to judge.)"""
    unknown = sorted(set(defaults) - _DEFAULT_KEYS)
    if unknown:
        raise where.fail(f"defaults.{unknown[0]}", "unknown key (known: "
                         f"{', '.join(sorted(_DEFAULT_KEYS))})")
    if where.path.suffix.lower() == ".toml":
        unknown = sorted(set(data) - _TOP_KEYS)
        if unknown:
            raise where.fail(unknown[0], "unknown table or key (known: "
                             f"{', '.join(sorted(_TOP_KEYS))})")


def _server(name: str, raw: Any, key: str, defaults: Mapping[str, Any],
            where: _Where) -> ServerConfig:
    if not isinstance(raw, dict):
        raise where.fail(key, f"expected a table, got {kind_of(raw)}")
    unknown = sorted(set(raw) - _KEYS - _CLIENT_KEYS)
    if unknown:
        raise where.fail(f"{key}.{unknown[0]}", "unknown key")
    merged = {**{k: v for k, v in defaults.items() if k in ("timeout", "protocol")}, **raw}
    target = _target(name, merged, key, where)
    if "secrets" in raw:
        target = dataclasses.replace(target, declared=_declared(raw["secrets"], key, where))
    return ServerConfig(
        target=target,
        origin=(where.path, name),
        require=where.strings(raw.get("require", []), f"{key}.require"),
        optional=where.strings(raw.get("optional", []), f"{key}.optional"),
        snapshot=_path(raw, "snapshot", key, where),
        validate=tuple(where.relative(v) for v in
                       where.strings(raw.get("validate", []), f"{key}.validate")),
        calls=_path(raw, "calls", key, where),
        ignore=_path(raw, "ignore", key, where),
        severity=_severities(raw.get("severity", {}), f"{key}.severity", where, lint=False),
        lint_severity=_severities(raw.get("severity", {}), f"{key}.severity", where, lint=True),
        lint=_bool(raw.get("lint", True), f"{key}.lint", where),
        lint_bounds=_bounds(raw.get("lint_bounds", {}), f"{key}.lint_bounds", where),
        default_snapshot=Path(where.relative(f"snapshots/{target.name}.json")),
        against=_against(raw, defaults, key, where),
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
        env = where.table(raw.get("env", {}), f"{key}.env")
        for env_name, env_value in env.items():
            check_env(env_name, env_value, f"{where.path}: {key}.env")
        command = where.text(raw["command"], f"{key}.command")
        if not command.strip():
            raise where.fail(f"{key}.command", "must not be empty")
        cwd = where.relative(where.text(raw["cwd"], f"{key}.cwd")) if "cwd" in raw else None
        return ServerTarget(name=label, transport=Transport.STDIO,
                            command=command, args=args,
                            env=tuple(env.items()), cwd=cwd, timeout=timeout, protocol=protocol)
    for bad in ("env", "cwd", "args"):
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
