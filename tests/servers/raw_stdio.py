"""A misbehaving-on-demand MCP server over stdio (newline-delimited JSON-RPC), stdlib only.

Run `python tests/servers/raw_stdio.py --help`; every flag and fault is listed in README.md.
Hangs are real hangs: once a hang fault triggers, the server never answers again and does not
exit on stdin EOF, so only a kill ends it (that is what the tests of the client's cleanup need).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
import time

from _mcp_logic import (
    PARSE_ERROR,
    Config,
    McpLogic,
    add_common_args,
    append_record,
    config_from_args,
    dumps_raw,
    error_response,
    loads_raw,
    result_response,
)

TYPE_CHECKING = False  # annotations only: `typing` would add to every start of this server
if TYPE_CHECKING:
    from typing import Any, NoReturn

FAULTS = (
    "exit-immediately",
    "garbage-stdout",
    "partial-json",
    "hang-before-handshake",
    "hang-after-handshake",
    "hang-mid-list",
    "slow-bytes",
    "huge-line",
    "notification-flood",
    "crash-mid-list",
    "wrong-id",
    "duplicate-id",
    "repeat-cursor",
    "endless-pages",
    "ignore-sigterm",
    "spawn-child",
    "stderr-noise",
    "exit-after-initialize",
    "deep-nesting",
    "hang-on-call",
    "list-changed-then-hang",
    "missing-env",
    "stdout-flood",
    "idless-error",
)
PAGINATED_FAULTS = ("hang-mid-list", "crash-mid-list")
CHILD_CODE = (
    "import signal, time\n"
    "signal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
    "signal.signal(signal.SIGINT, signal.SIG_IGN)\n"
    "time.sleep(1000)\n"
)


def log(text: str) -> None:
    sys.stderr.write(f"raw_stdio: {text}\n")
    sys.stderr.flush()


def hang_forever() -> NoReturn:
    while True:
        time.sleep(3600)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    add_common_args(parser)
    parser.add_argument("--fault", choices=FAULTS, default=None)
    parser.add_argument("--record", help="append each received method name to this file")
    parser.add_argument("--pidfile", help="write own pid (and spawn-child's pid) here")
    parser.add_argument("--huge-mb", type=float, default=200.0, help="size for huge-line")
    parser.add_argument("--byte-delay", type=float, default=1.0, help="seconds per byte")
    parser.add_argument("--noise-lines", type=int, default=2000, help="for stderr-noise")
    parser.add_argument("--hang-tool", default="add", help="the tool hang-on-call hangs on")
    parser.add_argument("--send-list-changed", action="append", default=[],
                        choices=("tools", "prompts", "resources"),
                        help="send notifications/KIND/list_changed once initialized arrives")
    parser.add_argument("--stdout-banner", action="store_true",
                        help="a banner and a deprecation warning on stdout before anything, "
                             "and a JSON log line before each tools/list answer")
    return parser.parse_args(argv)


class StdioServer:
    def __init__(self, cfg: Config, ns: argparse.Namespace) -> None:
        self.cfg = cfg
        self.ns = ns
        self.fault: str | None = cfg.fault
        self.logic = McpLogic(cfg)
        self.out = sys.stdout.buffer
        self.lock = threading.Lock()
        self.hung = False
        self.initialized = False  # for --violate request-before-initialize

    # -- output ---------------------------------------------------------------------------
    def write_bytes(self, data: bytes) -> None:
        try:
            with self.lock:
                if self.fault == "slow-bytes":
                    for i in range(len(data)):
                        self.out.write(data[i : i + 1])
                        self.out.flush()
                        time.sleep(self.ns.byte_delay)
                else:
                    self.out.write(data)
                    self.out.flush()
        except (BrokenPipeError, ValueError, OSError):
            os._exit(0)  # the client went away: nothing left to serve

    def send(self, msg: dict[str, Any]) -> None:
        if self.fault == "garbage-stdout":
            self.write_bytes(b"this is not JSON-RPC {{{ garbage\n")
            return
        self.write_bytes(dumps_raw(msg).encode("utf-8") + b"\n")

    def record(self, method: str) -> None:
        append_record(self.ns.record, method)

    # -- startup --------------------------------------------------------------------------
    def start(self) -> None:
        log(f"fault={self.fault}" if self.fault else "serving")
        if self.logic.violates("stdout-only-jsonrpc"):  # a banner on stdout
            self.write_bytes(b"raw_stdio server listening on stdio\n")
        if self.fault == "exit-immediately":
            log("exiting immediately with status 1 (fault)")
            sys.exit(1)
        if self.fault == "missing-env":  # a server that needs configuration it was not given
            sys.stderr.write(f"connecting with token {os.environ.get('API_TOKEN', '')}\n"
                             "Error: DATABASE_URL must be set\n")
            sys.stderr.flush()
            sys.exit(1)
        if self.fault in PAGINATED_FAULTS and not self.cfg.page_size:
            self.cfg.page_size = 1
        pids = [os.getpid()]
        if self.fault == "ignore-sigterm":
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            log("ignoring SIGTERM and SIGINT")
        if self.fault == "spawn-child":
            import subprocess  # only this fault needs it (a cost at every start otherwise)

            child = subprocess.Popen(
                [sys.executable, "-c", CHILD_CODE],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            pids.append(child.pid)
            log(f"spawned child pid={child.pid} (ignores SIGTERM)")
        if self.ns.pidfile:
            with open(self.ns.pidfile, "w", encoding="utf-8") as f:
                f.write("".join(f"{p}\n" for p in pids))
        if self.ns.stdout_banner:  # what real servers print on stdout (the SDKs read on)
            token = os.environ.get("API_TOKEN")
            told = f" (token {token})" if token else ""
            self.write_bytes(f"Starting raw-test-server v1.0.0 on stdio{told}\n".encode())
            self.write_bytes(b"(node:4242) [DEP0040] DeprecationWarning: The `punycode` module "
                             b"is deprecated. Please use a userland alternative instead.\n")
        if self.fault == "stdout-flood":
            self.stdout_flood()
        if self.fault == "stderr-noise":
            for i in range(self.ns.noise_lines):
                sys.stderr.write(f"raw_stdio: noise line {i} lorem ipsum dolor sit amet\n")
            sys.stderr.flush()

    # -- main loop ------------------------------------------------------------------------
    def run(self) -> None:
        self.start()
        for raw_line in sys.stdin.buffer:
            line = raw_line.strip()
            if not line:
                continue
            try:
                msg = loads_raw(line.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                self.record("<parse-error>")
                if not self.hung:
                    self.send(error_response(None, PARSE_ERROR, "Parse error"))
                continue
            method = msg.get("method") if isinstance(msg, dict) else None
            if isinstance(method, str):
                self.record(method)
            if (self.logic.violates("initialized-ordering") and isinstance(msg, dict)
                    and method is None and ("result" in msg or "error" in msg)):
                continue  # the client's answer to our early request: nothing to say
            if not self.hung:
                self.dispatch(msg, method)
        log("stdin closed")
        if self.hung or self.fault == "ignore-sigterm" or self.logic.violates(
                "exit-on-stdin-close"):
            log("not exiting on EOF (fault)")
            hang_forever()

    def dispatch(self, msg: Any, method: str | None) -> None:
        fault = self.fault
        if method == "initialize":
            self.initialized = True
        elif (not self.initialized and self.logic.violates("request-before-initialize")
              and isinstance(msg, dict) and "id" in msg
              and method not in ("ping", "server/discover")):  # the handshake's own requests
            log(f"not answering {method} before initialize (--violate)")
            return
        if fault == "idless-error" and method is not None and method.startswith("notifications/"):
            # a server seen in the wild answers a notification it does not know with an error
            # that has no id at all (not even null), then serves every request normally
            self.send({"jsonrpc": "2.0",
                       "error": {"code": -32601, "message": f"Unknown method: {method}"}})
            return
        if fault == "hang-before-handshake":
            self.hang("never answering anything")
            return
        if fault == "partial-json" and isinstance(msg, dict) and "id" in msg:
            whole = dumps_raw(self.logic.handle(msg)).encode("utf-8")
            self.write_bytes(whole[: len(whole) // 2])
            self.hang("wrote half a JSON object")
            return
        if method == "tools/list" and self.tools_list_fault(msg):
            return
        if method == "tools/list" and self.ns.stdout_banner:
            self.write_bytes(b'{"level":30,"time":1700000000000,"msg":"tools/list served"}\n')
        if fault == "hang-on-call" and method == "tools/call" and isinstance(msg, dict):
            params = msg.get("params")
            if isinstance(params, dict) and params.get("name") == self.ns.hang_tool:
                self.hang(f"tools/call {self.ns.hang_tool} will never be answered")
                return
        response = self.logic.handle(msg)
        if response is not None:
            self.send(response)
        if method == "initialize":
            self.after_initialize()
        if method == "initialize" and self.logic.violates("initialized-ordering"):
            log("sending roots/list before notifications/initialized (--violate)")
            self.send({"jsonrpc": "2.0", "id": "raw-early-1", "method": "roots/list"})
        if method == "notifications/initialized":
            for kind in self.ns.send_list_changed:
                self.send({"jsonrpc": "2.0", "method": f"notifications/{kind}/list_changed"})
        if method == "notifications/initialized" and self.logic.violates(
                "list-changed-declared"):  # resources declare listChanged: false (or nothing)
            log("sending notifications/resources/list_changed undeclared (--violate)")
            self.send({"jsonrpc": "2.0", "method": "notifications/resources/list_changed"})
        if fault == "list-changed-then-hang" and method == "tools/call":
            self.send({"jsonrpc": "2.0", "method": "notifications/tools/list_changed"})
            self.hang("announced a tools/list change, will never answer again")

    def hang(self, why: str) -> None:
        self.hung = True
        log(f"hanging: {why}")

    def after_initialize(self) -> None:
        if self.fault == "exit-after-initialize":
            log("exiting with status 2 after initialize (fault)")
            sys.stderr.flush()
            os._exit(2)
        if self.fault == "hang-after-handshake":
            self.hang("answered initialize, will never answer again")
        if self.fault == "notification-flood":
            threading.Thread(target=self.flood, daemon=True).start()
            self.hang("flooding notifications/message, never answering tools/list")

    def stdout_flood(self) -> NoReturn:
        """Lines that are not JSON-RPC on stdout, endlessly (until the reader goes away), before
        reading anything."""
        n = 0
        while True:
            n += 1
            self.write_bytes(f"[info] raw_stdio log line {n} lorem ipsum dolor sit amet\n"
                             .encode())

    def flood(self) -> None:
        n = 0
        while True:
            n += 1
            self.send(
                {
                    "jsonrpc": "2.0",
                    "method": "notifications/message",
                    "params": {"level": "info", "logger": "raw_stdio", "data": f"flood {n}"},
                }
            )

    def tools_list_fault(self, msg: dict[str, Any]) -> bool:
        """Apply a tools/list fault; True when it fully handled (or swallowed) the request."""
        fault = self.fault
        msg_id = msg.get("id")
        params = msg.get("params")
        later_page = isinstance(params, dict) and params.get("cursor") is not None
        if fault == "hang-mid-list" and later_page:
            self.hang("tools/list page 2 will never be answered")
            return True
        if fault == "crash-mid-list" and later_page:
            log("crashing with status 3 on tools/list page 2 (fault)")
            sys.stderr.flush()
            os._exit(3)
        if fault == "huge-line":
            self.send_huge(msg_id)
            return True
        if fault == "wrong-id":
            response = self.logic.handle(msg) or {}
            wrong = msg_id + 1000 if isinstance(msg_id, int) else f"wrong-{msg_id}"
            log(f"answering tools/list id={msg_id!r} with id={wrong!r} (fault)")
            self.send({**response, "id": wrong})
            return True
        if fault == "duplicate-id":
            self.send(self.logic.handle(msg) or {})
            dup = {"name": "duplicate", "inputSchema": {"type": "object"}}
            log(f"answering tools/list id={msg_id!r} twice (fault)")
            self.send(result_response(msg_id, {"tools": [dup]}))
            return True
        return False

    def send_huge(self, msg_id: Any) -> None:
        total = int(self.ns.huge_mb * 1024 * 1024)
        log(f"answering tools/list with one line of {total} bytes (fault)")
        head = '{"jsonrpc":"2.0","id":%s,"result":{"tools":[{"name":"huge","description":"'
        self.write_bytes((head % json.dumps(msg_id)).encode("ascii"))
        chunk = b"a" * (1024 * 1024)
        sent = 0
        while sent < total:
            part = chunk[: min(len(chunk), total - sent)]
            self.write_bytes(part)
            sent += len(part)
        self.write_bytes(b'","inputSchema":{"type":"object"}}]}}\n')


def main(argv: list[str] | None = None) -> None:
    ns = parse_args(argv)
    StdioServer(config_from_args(ns), ns).run()


if __name__ == "__main__":
    main()
