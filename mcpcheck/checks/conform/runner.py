"""Run every requirement against one server: each bounded in time, a hang fails only its own.

One main conversation (initialized once) serves most checks; a check that needs a clean start
(a request before `initialize`, version negotiation, the end of a stdio process) opens a fresh
one with `ctx.fresh()`. A check that hangs or loses the connection fails its requirement, the
main conversation is dropped (a stdio server is started again for the next check) and the run
goes on. Only a server that cannot be started or initialized at all is "could not evaluate".
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from mcpcheck.checks.conform.base import Hung, NotApplicable, Outcome, Requirement
from mcpcheck.checks.conform.peer import HttpPeer, Peer, Reply, StdioPeer, open_peer
from mcpcheck.errors import ConnectError
from mcpcheck.models import ServerTarget, Transport
from mcpcheck.textsafety import inert
from mcpcheck.wire.failures import HttpProblem, SpawnError

MAX_PAGES = 200


class Lost(Exception):
    """The main conversation broke and could not be started again."""


@dataclass(frozen=True)
class Options:
    call_safe: bool = False  # call tools annotated read-only (see tools.py: which, and how)
    step: float = 10.0  # seconds each requirement may take


@dataclass(frozen=True)
class Result:
    requirement: Requirement
    outcome: Outcome
    message: str = ""


class Context:
    """What a check may use: the main conversation, fresh ones, the lists, the bound."""

    def __init__(self, target: ServerTarget, options: Options) -> None:
        self.target = target
        self.options = options
        self.transport = "stdio" if target.transport is Transport.STDIO else "http"
        self.peers: list[Peer] = []
        self.noise: list[str] = []
        self._main: Peer | None = None
        self.hello: dict[str, Any] = {}
        self.version: str | None = None
        self.session_issued = False
        self.deadline = time.monotonic() + options.step
        self._lists: dict[str, list[Any]] = {}

    # -------------------------------------------------------------- time

    def begin(self) -> None:
        self.deadline = time.monotonic() + self.options.step

    def left(self) -> float:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise Hung(f"the requirement's bound of {self.options.step:g}s passed")
        return left

    # -------------------------------------------------------------- conversations

    @property
    def capabilities(self) -> dict[str, Any]:
        caps = self.hello.get("capabilities")
        return caps if isinstance(caps, dict) else {}

    def fresh(self) -> Peer:
        """A new conversation, not initialized (a new process for stdio)."""
        try:
            peer = open_peer(self.target)
        except (SpawnError, HttpProblem) as exc:
            raise Hung(f"could not start another conversation: {exc}") from None
        self.peers.append(peer)
        return peer

    def main(self) -> Peer:
        """The initialized main conversation (started again after a check broke it)."""
        if self._main is None:
            peer = self.fresh()
            reply = peer.initialize(self.left())
            if reply.kind != "result" or not isinstance(reply.result, dict):
                why = (f"no answer to initialize within {self.options.step:g}s"
                       if reply.kind == "timeout" else
                       "the server closed the connection on initialize"
                       if reply.kind == "closed" else f"initialize was answered with {reply}")
                if self.hello:  # it worked before: this check cannot be evaluated
                    raise Lost(f"the server could not be initialized again ({why})")
                raise Hung(why)
            self._main = peer
            if not self.hello:
                self.hello, self.version = peer.hello, peer.version
                self.session_issued = bool(getattr(peer, "session_id", None))
        return self._main

    def drop_main(self) -> None:
        if self._main is not None:
            self.close(self._main)
            self._main = None

    def close(self, peer: Peer) -> None:
        self.noise.extend(peer.noise)
        peer.noise = []
        peer.close()

    def close_all(self) -> None:
        for peer in self.peers:
            self.close(peer)
        self._main = None

    def all_noise(self) -> list[str]:
        return [*self.noise, *(n for p in self.peers for n in p.noise)]

    # -------------------------------------------------------------- asking

    def ask(self, method: str, params: Any = None, *, peer: Peer | None = None,
            rid: Any = None) -> Reply:
        """A request on `peer` (default: the main one); Hung when it is not answered."""
        peer = peer or self.main()
        reply = peer.request(method, params, seconds=self.left(), rid=rid)
        if reply.kind == "timeout":
            raise Hung(f"no answer to {method} within {self.options.step:g}s")
        if reply.kind == "closed":
            raise Hung(f"the server closed the connection on {method}")
        return reply

    def listing(self, method: str, key: str) -> list[Any]:
        """Every item of a list (cursor walk with a page cap), from the main conversation;
        NotApplicable when the list cannot be read (its own requirement says why)."""
        if method not in self._lists:
            items, problem = walk(self, method, key)
            if problem is not None:
                raise NotApplicable(f"{method} could not be read ({problem})")
            self._lists[method] = items
        return self._lists[method]


def walk(ctx: Context, method: str, key: str) -> tuple[list[Any], str | None]:
    """(items, problem): one walk of a paginated list; the problem names a loop, an error,
    a malformed page or a walk past MAX_PAGES."""
    items: list[Any] = []
    seen: set[str] = set()
    cursor: str | None = None
    for page in range(1, MAX_PAGES + 1):
        reply = ctx.ask(method, {"cursor": cursor} if cursor is not None else None)
        if reply.kind != "result" or not isinstance(reply.result, dict):
            return items, f"page {page} answered with {reply}"
        chunk = reply.result.get(key)
        if not isinstance(chunk, list):
            return items, f"page {page} has no `{key}` array"
        items.extend(chunk)
        nxt = reply.result.get("nextCursor")
        if nxt is None:
            return items, None
        if not isinstance(nxt, str):
            return items, f"nextCursor on page {page} is not a string"
        if nxt in seen:
            return items, f"cursor {inert(nxt, 40)!r} came back on page {page} (a loop)"
        seen.add(nxt)
        cursor = nxt
    return items, f"more than {MAX_PAGES} pages"


def run(target: ServerTarget, requirements: tuple[Requirement, ...],
        options: Options) -> tuple[dict[str, Any], list[Result], str]:
    """(the initialize result, one Result per requirement, the server's stderr tail).

    ConnectError when the server cannot be started or initialized at all."""
    ctx = Context(target, options)
    try:
        try:
            ctx.main()
        except Hung as exc:
            detail = _tail(ctx)
            raise ConnectError(str(exc), detail=detail or None) from None  # reports say
            # "could not evaluate" themselves
        results = [one(ctx, req) for req in requirements]
        return ctx.hello, results, _tail(ctx)
    finally:
        ctx.close_all()


def _tail(ctx: Context) -> str:
    tails = [p.stderr_tail() for p in ctx.peers if isinstance(p, StdioPeer)]
    return next((t for t in reversed(tails) if t), "")


def one(ctx: Context, req: Requirement) -> Result:
    if ctx.transport not in req.transports:
        return Result(req, Outcome.NOT_APPLICABLE, f"only over {', '.join(req.transports)}")
    ctx.begin()
    try:
        why = req.applies(ctx)
        if why is not None:
            return Result(req, Outcome.NOT_APPLICABLE, why)
        problem = req.check(ctx)
    except NotApplicable as exc:
        return Result(req, Outcome.NOT_APPLICABLE, str(exc))
    except Lost as exc:
        ctx.drop_main()
        return Result(req, Outcome.NOT_EVALUATED, str(exc))
    except Hung as exc:
        ctx.drop_main()
        return Result(req, Outcome.FAILED, str(exc))
    if problem is None:
        return Result(req, Outcome.PASSED)
    return Result(req, Outcome.FAILED, problem)


__all__ = ["Context", "HttpPeer", "Options", "Result", "StdioPeer", "run", "walk"]
