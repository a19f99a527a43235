"""Which servers a command runs on: the flags' one server, or the configured fleet."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

from mcpcheck.errors import UsageError
from mcpcheck.models import ServerResult
from mcpcheck.settings.config import ServerConfig, env_setting, find_config, load_config
from mcpcheck.settings.targets import PROTOCOLS, Selection, check_timeout, target_from_flags

DEFAULT_TIMEOUT = 30.0
T = TypeVar("T")


@dataclasses.dataclass(frozen=True)
class Choice:
    """What the user asked for: flags for one server, or --config/--server for the fleet."""

    selection: Selection
    config: Path | None = None
    server: str | Sequence[str] | None = None  # --server NAME, NAME,NAME or repeated
    timeout: float | None = None
    protocol: str | None = None
    require: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    default_timeout: float = DEFAULT_TIMEOUT
    # Config keys the command needs (`validate`, `calls`): a server with none is skipped.
    needs: tuple[str, ...] = ()
    offline: bool = False  # no server is started: transports may stay unresolved


def _timeout(choice: Choice, environ: Mapping[str, str]) -> float | None:
    if choice.timeout is not None:
        return check_timeout(choice.timeout, "--timeout")
    raw = env_setting(environ, "timeout")
    if raw is None:
        return None
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    return check_timeout(value, f"MCPCHECK_TIMEOUT ({raw!r})")


def _protocol(choice: Choice, environ: Mapping[str, str]) -> str | None:
    value = choice.protocol or env_setting(environ, "protocol")
    if value is not None and value not in PROTOCOLS:
        raise UsageError(f"protocol must be one of {', '.join(PROTOCOLS)}, got {value!r}")
    return value


def resolve(choice: Choice, environ: Mapping[str, str]) -> list[ServerConfig]:
    """Flags > MCPCHECK_* environment > config file > defaults."""
    timeout = _timeout(choice, environ)
    protocol = _protocol(choice, environ)
    sel = choice.selection
    if sel.given():
        if choice.server:
            raise UsageError("--server picks from the config file; do not combine it with "
                             "--stdio, --url, --sse or -- CMD")
        target = target_from_flags(dataclasses.replace(
            sel, timeout=timeout or choice.default_timeout, protocol=protocol or "auto"))
        return [ServerConfig(target=target, require=choice.require, optional=choice.optional)]
    path = find_config(choice.config, environ)
    if path is None:
        raise UsageError("choose a server: --stdio CMD, -- CMD ARGS, --url URL or --sse URL, "
                         "or describe servers in mcpcheck.toml (--config PATH)")
    servers = load_config(path, environ, offline=choice.offline).select(choice.server,
                                                                        choice.needs)
    if not servers:
        raise UsageError(f"{path}: no servers configured")
    return [_override(s, choice, timeout, protocol) for s in servers]


def _override(server: ServerConfig, choice: Choice, timeout: float | None,
              protocol: str | None) -> ServerConfig:
    target = server.target
    if timeout is not None:
        target = dataclasses.replace(target, timeout=timeout)
    if protocol is not None:
        target = dataclasses.replace(target, protocol=protocol)
    # --require / --optional add to each selected server's lists (the union, never a narrowing)
    return dataclasses.replace(
        server, target=target,
        require=tuple(dict.fromkeys(server.require + choice.require)),
        optional=tuple(dict.fromkeys(server.optional + choice.optional)))


def run_all(servers: Sequence[T], work: Callable[[T], ServerResult], *,
            jobs: int = 1, on_done: Callable[[ServerResult], None] | None = None,
            ) -> list[ServerResult]:
    """Run `work` for every server (a ServerConfig, or whatever names one, such as its index),
    `jobs` at a time; results in configuration order."""
    if jobs < 1:
        raise UsageError("--jobs must be at least 1")

    def one(server: T) -> ServerResult:
        result = work(server)
        if on_done is not None:
            on_done(result)
        return result

    if jobs == 1 or len(servers) <= 1:  # none: an empty shard
        return [one(s) for s in servers]
    with ThreadPoolExecutor(max_workers=min(jobs, len(servers))) as pool:
        return list(pool.map(one, servers))
