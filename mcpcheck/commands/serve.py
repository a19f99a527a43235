"""`mcpcheck serve`: a readiness sidecar.

A background thread runs the probe core against every server each `interval` seconds (each
check bounded by the server's timeout, aborted on shutdown: its server is killed at once). The HTTP
handlers only read the last stored results under a lock, so /healthz, /readyz and /metrics
answer in milliseconds even while a check hangs. SIGTERM, SIGINT and SIGHUP stop everything
(every server it started is killed); exit 0.
"""

from __future__ import annotations

import json
import signal
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING, Any

from mcpcheck.commands.probe import ProbeSpec, probe_once
from mcpcheck.errors import UsageError
from mcpcheck.models import ProbeDetails, ServerResult, ServerTarget, Severity
from mcpcheck.ruleids import RuleId
from mcpcheck.wire import children

if TYPE_CHECKING:
    from mcpcheck.wire.clock import Clock

STOP_GRACE_SECONDS = 5.0


STALE_FACTOR = 3  # a result older than 3 cycles means the checker is not running
MAX_INTERVAL = 86400.0  # a day: --interval beyond it is a usage error

Log = Callable[[dict[str, Any]], None]


@dataclass(frozen=True)
class ServeSettings:
    host: str = "127.0.0.1"
    port: int = 9090
    interval: float = 30.0
    log: Log | None = None  # one event per line: listening, ready, unready (the CLI formats)
    jobs: int = 1  # servers checked at the same time in one round


def stale_after(checks: Sequence[tuple[ServerTarget, ProbeSpec]], interval: float) -> float:
    """How old the last result may grow before /readyz stops trusting it: three cycles, a
    cycle being the interval plus every server's timeout (a dead checker never refreshes)."""
    return STALE_FACTOR * (interval + sum(target.timeout for target, _ in checks))


@dataclass
class ServerState:
    """What the last completed check of one server said."""

    label: str
    result: ServerResult | None = None
    duration: float = 0.0
    finished_at: float | None = None
    last_success: float | None = None
    checks: int = 0


def passed(result: ServerResult | None) -> bool:
    return result is not None and result.error is None and not any(
        f.severity is Severity.ERROR for f in result.findings)


def reason(result: ServerResult | None) -> str:
    if result is None:
        return "no check has completed yet"
    if result.error is not None:
        return f"could not evaluate: {result.error}"
    errors = [f.message for f in result.findings if f.severity is Severity.ERROR]
    return "; ".join(errors) if errors else "ok"


STDERR_LINES = 5  # the last lines of a failed server's stderr kept in /readyz and the log


def stderr_tail(result: ServerResult | None) -> list[str]:
    """The last non-blank lines of the stderr of a server that could not be evaluated
    (redacted of the server's secrets by the client that read them)."""
    if result is None or result.error is None or not result.error_detail:
        return []
    return [line for line in result.error_detail.splitlines() if line.strip()][-STDERR_LINES:]


@dataclass
class Board:
    """Lock-protected results; handlers read copies, the checker writes."""

    states: list[ServerState]
    lock: threading.Lock = field(default_factory=threading.Lock)
    stale_after: float | None = None

    def record(self, index: int, result: ServerResult, duration: float) -> None:
        now = time.time()
        with self.lock:
            state = self.states[index]
            state.label = result.server
            state.result = result
            state.duration = duration
            state.finished_at = now
            state.checks += 1
            if passed(result):
                state.last_success = now

    def copy(self) -> list[ServerState]:
        with self.lock:
            return [ServerState(**vars(s)) for s in self.states]


# ------------------------------------------------------------------ rendering (pure)


def readiness(states: Sequence[ServerState], stale_after: float | None = None,
              now: float | None = None) -> tuple[int, dict[str, Any]]:
    """200 when the latest check of every server passed and is recent enough, else 503."""
    clock = time.time() if now is None else now
    servers = []
    for s in states:
        ready, why = passed(s.result), reason(s.result)
        age = clock - s.finished_at if s.finished_at is not None else None
        if stale_after is not None and age is not None and age > stale_after:
            ready, why = False, (f"stale: the last check finished {age:.0f}s ago (limit "
                                 f"{stale_after:g}s); checks are not running")
        entry: dict[str, Any] = {"server": s.label, "ready": ready, "reason": why,
                                 "checked_at": s.finished_at}
        tail = stderr_tail(s.result)
        if tail:
            entry["stderr"] = tail
        servers.append(entry)
    ready = bool(servers) and all(s["ready"] for s in servers)
    return (200 if ready else 503), {"ready": ready, "servers": servers}


class Transitions:
    """Readiness changes per server since the last look: one log event each."""

    def __init__(self) -> None:
        self.last: dict[int, bool] = {}

    def events(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        out = []
        for index, server in enumerate(body["servers"]):
            if server["checked_at"] is None or self.last.get(index) == server["ready"]:
                continue
            self.last[index] = server["ready"]
            event = {"event": "ready" if server["ready"] else "unready",
                     "server": server["server"], "reason": server["reason"]}
            if "stderr" in server:
                event["stderr"] = server["stderr"]
            out.append(event)
        return out


_METRICS = (
    ("mcpcheck_check_duration_seconds", "gauge", "Wall time of the last completed check."),
    ("mcpcheck_check_success", "gauge", "1 if the last completed check passed, else 0."),
    ("mcpcheck_tools_advertised", "gauge", "Tools advertised in the last tools/list."),
    ("mcpcheck_required_tools_missing", "gauge", "Required tools missing in the last check."),
    ("mcpcheck_findings", "gauge", "Findings of the last check by severity."),
    ("mcpcheck_last_success_timestamp_seconds", "gauge", "Unix time of the last passing check."),
    ("mcpcheck_checks_total", "counter", "Checks completed since start."),
)


def _label_value(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def _samples(state: ServerState) -> dict[str, list[tuple[str, float]]]:
    server = f'server="{_label_value(state.label)}"'
    result = state.result
    findings = result.findings if result is not None else []
    details = result.details if result is not None else None
    tools = (details.tools or 0) if isinstance(details, ProbeDetails) else 0
    missing = sum(1 for f in findings if f.rule == RuleId.REQUIRED_TOOL_MISSING)
    out: dict[str, list[tuple[str, float]]] = {
        "mcpcheck_check_duration_seconds": [(server, state.duration)],
        "mcpcheck_check_success": [(server, 1.0 if passed(result) else 0.0)],
        "mcpcheck_tools_advertised": [(server, float(tools))],
        "mcpcheck_required_tools_missing": [(server, float(missing))],
        "mcpcheck_findings": [
            (f'{server},severity="{sev.value}"',
             float(sum(1 for f in findings if f.severity is sev))) for sev in Severity],
        "mcpcheck_last_success_timestamp_seconds": [(server, state.last_success or 0.0)],
        "mcpcheck_checks_total": [(server, float(state.checks))],
    }
    return out


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.6f}"


def metrics_text(states: Sequence[ServerState]) -> str:
    """Prometheus text exposition format 0.0.4."""
    per_state = [_samples(s) for s in states]
    lines: list[str] = []
    for name, kind, help_text in _METRICS:
        lines += [f"# HELP {name} {help_text}", f"# TYPE {name} {kind}"]
        for samples in per_state:
            lines += [f"{name}{{{labels}}} {_number(value)}" for labels, value in samples[name]]
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ the checker


class Checker(threading.Thread):
    """Checks every server, stores the result, waits `interval`, until stopped."""

    def __init__(self, checks: Sequence[tuple[ServerTarget, ProbeSpec]], board: Board,
                 interval: float, log: Log | None = None, jobs: int = 1) -> None:
        super().__init__(name="mcpcheck-checker", daemon=True)
        self.log = log or (lambda event: None)
        self.checks = list(checks)
        self.board = board
        self.interval = interval
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.clocks: set[Clock] = set()  # the checks in flight (up to `jobs` of them)
        self.jobs = jobs

    def run(self) -> None:
        try:
            self._loop()
        except Exception as exc:  # never a traceback; /readyz goes stale and says so
            self.log({"event": "checker-stopped", "reason": f"{type(exc).__name__}: {exc}"})

    def _loop(self) -> None:
        while not self.stop.is_set():
            if self.jobs > 1 and len(self.checks) > 1:
                self._round()
            else:
                for index, (target, spec) in enumerate(self.checks):
                    if self.stop.is_set():
                        return
                    self.check(index, target, spec)
            self.stop.wait(self.interval)

    def _round(self) -> None:
        """One round with up to `jobs` servers checked at the same time (check's runner)."""
        from mcpcheck.settings.fleet import run_all

        def one(index: int) -> ServerResult:
            if not self.stop.is_set():
                self.check(index, *self.checks[index])
            return ServerResult(server="")  # the board holds the result

        run_all(range(len(self.checks)), one, jobs=self.jobs)

    def check(self, index: int, target: ServerTarget, spec: ProbeSpec) -> None:
        from mcpcheck.wire.clock import Clock

        start = time.monotonic()
        clock = Clock(target.timeout)
        with self.lock:
            self.clocks.add(clock)
        try:
            if self.stop.is_set():
                return
            result = probe_once(target, spec, clock)
        except Exception as exc:  # a bug must not kill the loop; report it as unevaluated
            result = ServerResult(server=self.board.states[index].label,
                                  error=f"internal error: {type(exc).__name__}: {exc}")
        finally:
            with self.lock:
                self.clocks.discard(clock)
        if not self.stop.is_set():
            self.board.record(index, result, time.monotonic() - start)

    def halt(self) -> None:
        """Stop the loop and abort every check in flight (their servers are killed at once)."""
        self.stop.set()
        with self.lock:
            clocks = list(self.clocks)
        for clock in clocks:
            clock.abort()


# ------------------------------------------------------------------ HTTP


def make_handler(board: Board) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        server_version = "mcpcheck"
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:
            path = self.path.split("?", 1)[0]
            if path == "/healthz":
                self._send(200, "text/plain; charset=utf-8", "ok\n")
            elif path == "/readyz":
                code, body = readiness(board.copy(), board.stale_after)
                self._send(code, "application/json", json.dumps(body) + "\n")
            elif path == "/metrics":
                self._send(200, "text/plain; version=0.0.4; charset=utf-8",
                           metrics_text(board.copy()))
            else:
                self._send(404, "text/plain; charset=utf-8", "not found\n")

        def _send(self, code: int, kind: str, text: str) -> None:
            data = text.encode("utf-8")
            self.send_response(code)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:
            return  # probes every few seconds would flood the log

    return Handler


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def bind(settings: ServeSettings, board: Board) -> ThreadingHTTPServer:
    try:
        return _Server((settings.host, settings.port), make_handler(board))
    except OSError as exc:
        raise UsageError(f"cannot listen on {settings.host}:{settings.port}: "
                         f"{exc.strerror or exc}") from None


def _host_in_url(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def run_serve(checks: Sequence[tuple[ServerTarget, ProbeSpec]], settings: ServeSettings) -> int:
    """Serve until SIGTERM/SIGINT/SIGHUP; returns the exit code (0). Call from the main thread."""
    board = Board([ServerState(label=t.name or "server") for t, _ in checks],
                  stale_after=stale_after(checks, settings.interval))
    stopping = threading.Event()

    def on_signal(signum: int, frame: Any) -> None:
        stopping.set()

    # serve's own handlers before the port opens: a client that sees the port may stop the
    # sidecar at once, and that stop is serve's clean exit 0, not the CLI's interrupted 143
    previous = {sig: signal.signal(sig, on_signal)
                for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)}
    try:
        _serve(checks, settings, board, stopping)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0


def _serve(checks: Sequence[tuple[ServerTarget, ProbeSpec]], settings: ServeSettings,
           board: Board, stopping: threading.Event) -> None:
    """Listen, check, log readiness changes until `stopping`; then stop the checker (its check
    in flight aborted, its servers killed) and the HTTP server."""
    httpd = bind(settings, board)
    log = settings.log or (lambda event: None)
    host, port = httpd.server_address[:2]
    log({"event": "listening", "host": str(host), "port": int(port),
         "url": f"http://{_host_in_url(str(host))}:{port}"})
    transitions = Transitions()
    checker = Checker(checks, board, settings.interval, settings.log, settings.jobs)
    web = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.2},
                           name="mcpcheck-http", daemon=True)
    try:
        web.start()
        checker.start()
        while not stopping.wait(0.5):
            for event in transitions.events(readiness(board.copy(), board.stale_after)[1]):
                log(event)
    finally:
        checker.halt()
        httpd.shutdown()
        httpd.server_close()
        checker.join(STOP_GRACE_SECONDS)
        children.kill_all()


QUIET_THREADS = ("mcpcheck-signals",)  # the CLI's signal watcher: blocked in a read, harmless


def threads_left() -> bool:
    """Whether a daemon thread still runs after serve stopped (the checker past its grace, an
    HTTP handler, a worker): the interpreter's own shutdown must then not run beside it (a
    daemon thread caught in an import or a buffered write at finalization can abort the
    process with SIGABRT)."""
    return any(t.daemon and t.is_alive() and t.name not in QUIET_THREADS
               for t in threading.enumerate())
