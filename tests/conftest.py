"""Shared test plumbing: paths to real servers, running the real CLI, finding leftovers."""

from __future__ import annotations

import contextlib
import io
import json
import os
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

# The suite starts thousands of Python processes (`python -m mcpcheck`, the test servers) on
# workers that import every test module: with PYTHONDONTWRITEBYTECODE set (some images set it)
# each of them would compile mcpcheck from source again, and every worker would rewrite every
# test module's asserts again. Tests write bytecode (into the git-ignored __pycache__ folders)
# whatever the environment says; set here, before any test module is imported and before
# pytest-xdist starts its workers, so they and every process they start inherit it.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

ROOT = Path(__file__).resolve().parent.parent
SERVERS = ROOT / ".servers" / "node_modules" / "@modelcontextprotocol"
EVERYTHING = SERVERS / "server-everything" / "dist" / "index.js"
FILESYSTEM = SERVERS / "server-filesystem" / "dist" / "index.js"
MEMORY = SERVERS / "server-memory" / "dist" / "index.js"
RAW_STDIO = ROOT / "tests" / "servers" / "raw_stdio.py"
RAW_HTTP = ROOT / "tests" / "servers" / "raw_http.py"
PY = sys.executable
TIME_SERVER = str(Path(PY).parent / "mcp-server-time")


# Peak RSS of one command, measured by a small launcher that forks it: a child forked straight
# from the test process counts the test process's resident pages in its ru_maxrss (they are
# resident in the child from the fork, or shared by vfork, until its exec, and the kernel keeps
# that high-water mark across exec), so a test worker of 300 MB made every child "300 MB".
_PEAK_LAUNCHER = """
import os, resource, sys
peak_file, limit, *argv = sys.argv[1:]
pid = os.fork()
if pid == 0:
    if int(limit):
        resource.setrlimit(resource.RLIMIT_AS, (int(limit), int(limit)))
    os.execv(argv[0], argv)
_, status, usage = os.wait4(pid, 0)
with open(peak_file, "w") as f:
    f.write(str(usage.ru_maxrss * 1024))
sys.exit(os.waitstatus_to_exitcode(status))
"""


@pytest.fixture(autouse=True)
def _fresh_text_store() -> Iterator[None]:
    """(speed64) The process's store of scanned texts (mcpcheck.checks.lint.attacks.textmemo)
    emptied before and after each test: a test that patches a detector and lints must read its
    texts again, and its patched scans must not reach the next test. Only when the lint's
    scanners are imported already (the lean-path tests check that they are not)."""
    _clear_text_store()
    yield
    _clear_text_store()


def _clear_text_store() -> None:
    module = sys.modules.get("mcpcheck.checks.lint.attacks.textmemo")
    if module is not None:
        module.STORE.clear()


def peak_measured(peak_file: Path, argv: list[str], address_space: int = 0) -> list[str]:
    """The command line that runs `argv` (its address space capped when `address_space` is
    given) and writes its peak RSS in bytes (it and every descendant it waited for) to
    `peak_file` when it ends; its exit code is argv's."""
    return [PY, "-S", "-c", _PEAK_LAUNCHER, str(peak_file), str(address_space), *argv]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_port(port: int, proc: subprocess.Popen[bytes], seconds: float = 30) -> None:
    """Until the server listens on `port` (30 s: an SDK server starting at load 10 took over 15)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        assert proc.poll() is None, "server exited early"
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"port {port} never opened")


@contextlib.contextmanager
def serving(argv: list[str], port: int, path: str = "/mcp", env: dict[str, str] | None = None,
            stop_seconds: float = 5) -> Iterator[str]:
    """Start an HTTP server process listening on 127.0.0.1:`port`; yield its URL at `path`;
    stop it (SIGTERM, then wait) on the way out."""
    proc = subprocess.Popen(argv, env={**os.environ, **env} if env else None,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_port(port, proc)
        yield f"http://127.0.0.1:{port}{path}"
    finally:
        proc.terminate()
        proc.wait(stop_seconds)


def everything_over_http(port: int, mode: str = "streamableHttp"
                         ) -> contextlib.AbstractContextManager[str]:
    """server-everything over Streamable HTTP (`/mcp`) or legacy SSE (`/sse`)."""
    return serving(["node", str(EVERYTHING), mode], port,
                   "/mcp" if mode == "streamableHttp" else "/sse", env={"PORT": str(port)})


@dataclass
class Run:
    code: int
    out: str
    err: str
    seconds: float

    def json(self) -> dict:  # type: ignore[type-arg]
        return json.loads(self.out)


# run_cli runs mcpcheck's real entry point (mcpcheck.cli.launch.main) in the test process unless
# the test is about the process: a fresh interpreter costs 0.2-0.5 s of CPU (start-up and
# imports) and the suite makes thousands of runs. In the test process, main() gets its own
# argv, stdout and stderr (UTF-8 byte buffers, as a pipe), environment and working directory,
# and everything is put back afterwards; only the signal handlers are not installed (a process
# test covers them). MCPCHECK_TEST_PROCESS=1 makes every run a process again (the old way, to
# compare); process=True does it for one call. Calls that cannot be the same in one process
# start one anyway: `serve` and `mock` (they serve until stopped, with signal handlers of their
# own and the standard streams as transport), a call from a thread other than the main one
# (runs side by side need streams of their own), an environment for the interpreter itself
# (PYTHON*, LANG, LC_*), or an argument naming this process's own descriptors (/dev/stdout,
# /dev/fd/N, /proc/self/...).
ALL_PROCESSES = os.environ.get("MCPCHECK_TEST_PROCESS") == "1"
_PROCESS_ENV = ("PYTHON", "LANG", "LC_")
_PROCESS_PATHS = ("/dev/stdin", "/dev/stdout", "/dev/stderr", "/dev/fd", "/proc/self")


def needs_process(args: tuple[str, ...], env: dict[str, str] | None) -> bool:
    return (ALL_PROCESSES or threading.current_thread() is not threading.main_thread()
            or args[:1] in (("serve",), ("mock",))
            or any(key.startswith(_PROCESS_ENV) for key in env or {})
            or any(path in arg for arg in args for path in _PROCESS_PATHS))


def run_cli(*args: str, timeout: float = 60, env: dict[str, str] | None = None,
            cwd: Path | None = None, process: bool = False) -> Run:
    """Run mcpcheck's real CLI: in this process, or (process=True, see above) as
    `python -m mcpcheck` in a subprocess."""
    if not (process or needs_process(args, env)):
        return _run_here(args, env, cwd)
    full_env = {**os.environ, "NO_COLOR": "1", **(env or {})}
    start = time.monotonic()
    proc = subprocess.run([PY, "-m", "mcpcheck", *args], capture_output=True, text=True,
                          timeout=timeout, env=full_env, cwd=cwd or ROOT)
    return Run(proc.returncode, proc.stdout, proc.stderr, time.monotonic() - start)


def _run_here(args: tuple[str, ...], env: dict[str, str] | None, cwd: Path | None) -> Run:
    """`main()` of mcpcheck.cli.launch in this process, as a subprocess would see it."""
    from mcpcheck.cli import interrupts, launch

    def stream() -> io.TextIOWrapper:  # what a pipe gives `python -m` under a UTF-8 locale
        return io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="surrogateescape",
                                write_through=True)

    def text(wrapper: io.TextIOWrapper) -> str:  # read as subprocess.run(text=True) reads
        wrapper.flush()
        raw = wrapper.buffer.getvalue()  # type: ignore[attr-defined]
        return io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8", newline=None).read()

    saved_env, saved_cwd = dict(os.environ), os.getcwd()
    saved_argv, saved_out, saved_err = sys.argv, sys.stdout, sys.stderr
    saved_install = interrupts.install
    out, err = stream(), stream()
    os.environ.update({"NO_COLOR": "1", **(env or {})})
    start = time.monotonic()
    try:
        os.chdir(cwd or ROOT)
        sys.argv = [str(ROOT / "mcpcheck" / "__main__.py"), *args]
        sys.stdout, sys.stderr = out, err
        interrupts.install = lambda on_stop: None
        try:
            launch.main()
            code = 0
        except SystemExit as exc:  # what the interpreter does with it
            if exc.code is None or isinstance(exc.code, int):
                code = int(exc.code or 0)
            else:
                err.write(f"{exc.code}\n")
                code = 1
    finally:
        interrupts.install = saved_install
        sys.argv, sys.stdout, sys.stderr = saved_argv, saved_out, saved_err
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
    return Run(code, text(out), text(err), time.monotonic() - start)


_STARTUP: list[float] = []


def startup_seconds() -> float:
    """What `python -m mcpcheck` pays before any exchange (interpreter + SDK import), measured
    on this machine now, so time bounds in tests are about the exchange, not machine load."""
    if not _STARTUP:
        runs = []
        for _ in range(2):
            start = time.monotonic()
            subprocess.run([PY, "-c", "import mcpcheck.cli.app, mcp.client.session"], check=True,
                           timeout=60)
            runs.append(time.monotonic() - start)
        _STARTUP.append(max(runs))
    return _STARTUP[0]


def procs_with_tag(tag: str) -> list[int]:
    """Pids of live processes whose environment carries MCPCHECK_TEST_TAG=tag."""
    found = []
    needle = f"MCPCHECK_TEST_TAG={tag}".encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if needle in (entry / "environ").read_bytes():
                state = (entry / "stat").read_text().split(") ")[-1][:1]
                if state != "Z":
                    found.append(int(entry.name))
        except OSError:
            continue
    return found


def assert_none_left(tag: str) -> None:
    """No live process carries the tag (a 3 s grace to exit); any found is killed, then named."""
    deadline = time.monotonic() + 3
    while procs_with_tag(tag) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = procs_with_tag(tag)
    for pid in left:
        with contextlib.suppress(OSError):
            os.kill(pid, 9)
    assert not left, f"server processes left behind: {left}"


@pytest.fixture
def tag() -> Iterator[str]:
    """A unique tag to pass with --env MCPCHECK_TEST_TAG=...; asserts nothing is left behind."""
    value = uuid.uuid4().hex
    yield value
    assert_none_left(value)


# ------------------------------------------------------------------ no process outlives the run
# Every process the tests start inherits MCPCHECK_TEST_SESSION (set once, in the main process,
# before pytest-xdist starts its workers); a server started by mcpcheck or the SDK gets a pruned
# environment, so an orphan (parent 1) started during the run whose command line names this
# checkout counts too. When the run is over (all workers gone), any such process still alive is
# killed and named, and the run fails.
SESSION = os.environ.setdefault("MCPCHECK_TEST_SESSION", uuid.uuid4().hex)
_SESSION_START: list[int] = []
_LEFT: list[str] = []


def _stat(entry: Path) -> list[str]:
    """/proc/PID/stat fields after the command name: [state, ppid, ..., starttime at [19]]."""
    return (entry / "stat").read_text().rsplit(") ", 1)[-1].split()


def run_leftovers(since: int) -> list[tuple[int, str]]:
    """(pid, command line) of live processes of this run other than this one and its parents."""
    mine = f"MCPCHECK_TEST_SESSION={SESSION}".encode()
    spare = {os.getpid()}
    pid = os.getppid()
    while pid > 1 and pid not in spare:
        spare.add(pid)
        try:
            pid = int(_stat(Path(f"/proc/{pid}"))[1])
        except (OSError, ValueError, IndexError):
            break
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) in spare:
            continue
        try:
            fields = _stat(entry)
            cmdline = (entry / "cmdline").read_bytes()
            environ = (entry / "environ").read_bytes()
        except OSError:
            continue
        if fields[0] == "Z" or int(fields[19]) < since:
            continue
        orphan = fields[1] == "1" and str(ROOT).encode() + b"/" in cmdline
        if mine in environ.split(b"\0") or orphan:
            found.append((int(entry.name), cmdline.replace(b"\0", b" ").decode(errors="replace")))
    return found


def _is_main(config: pytest.Config) -> bool:
    return not hasattr(config, "workerinput")  # not a pytest-xdist worker


def pytest_sessionstart(session: pytest.Session) -> None:
    if _is_main(session.config):
        _SESSION_START.append(int(_stat(Path("/proc/self"))[19]))


@pytest.hookimpl(trylast=True)  # after pytest-xdist has stopped its workers
def pytest_sessionfinish(session: pytest.Session) -> None:
    lint_child = sys.modules.get("tests.support.lint_child")  # the bound tests' lint child
    if lint_child is not None:
        lint_child.close()
    if not _is_main(session.config) or not _SESSION_START:
        return
    deadline = time.monotonic() + 5  # workers and their children are still exiting
    while (left := run_leftovers(_SESSION_START[0])) and time.monotonic() < deadline:
        time.sleep(0.2)
    for pid, cmdline in left:
        with contextlib.suppress(OSError):
            os.kill(pid, 9)
        _LEFT.append(f"{pid} {cmdline[:200]}")
    if left:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


# ------------------------------------------------------------------ the longest tests first
# pytest-xdist (--dist worksteal) gives the first half of the collection to one worker and the
# second half to the other, and a worker that runs out steals the tail of the other's queue: a
# long test left at the tail of a queue keeps one worker busy after the other ran out of work.
# Moved to the front, in this order (longest first, as `--durations=80` of a whole run measured
# them: stop 50, at load ~12, so about 5x the figures of a quiet run); everything else keeps its
# order. A name that no longer matches costs only time. Add a test when `--durations` shows it
# above about 10 s at load ~2 (45 s at load ~12). A module with module-scoped fixtures moves
# whole (or not at all): one of its tests moved away from the others makes them twice.
LONGEST_FIRST = (
    "tests/checks/lint/test_gates.py::test_no_gate_hides_a_match",
    "tests/checks/lint/test_lint_replay.py::test_every_corpus_gives_the_recorded_findings",
    "tests/checks/lint/test_part_order.py::test_the_order_of_the_parts_changes_no_finding",
    "tests/checks/lint/test_speed18_shortcuts.py::",
    # (speed22) its 17 items, several minutes of a worker at load 7 together
    "tests/checks/lint/test_speed22_reading_windows.py::",
    "tests/checks/lint/test_ascii_classes.py::test_the_scan_is_the_same_without_re_ascii",
    "tests/test_docs.py::test_offline_commands_run_as_written",
    "tests/checks/lint/test_twin_symbols.py::test_the_scan_is_the_same_with_the_twins_kept_to_ascii",
    "tests/checks/lint/test_lint_intake.py::test_each_mutant_list_agrees_with_the_full_lint",
    # the whole module, so that its module-scoped snapshots are made once (its longest items:
    # 41, 16 and 13 s in that run)
    "tests/mock/test_mock_era.py::",
    "tests/checks/lint/test_lint_intake.py::test_plain_nodes_pass_the_metaschema",
    "tests/schemas/test_fastcheck.py::test_instances_built_from_the_corpus_schemas",
    "tests/checks/lint/test_speed16_trigger_clauses.py::test_a_new_clause_never_closes_an_open_gate",
    "tests/checks/drift/test_drift_fuzz.py::",
    "tests/checks/lint/test_speed15_english_forms.py::",
    "tests/test_action.py::",
    "tests/cli/test_data_safety.py::test_kill_9_during_atomic_write_leaves_old_or_new",
    "tests/test_packaging.py::",
    "tests/checks/test_properties.py::test_diff_never_raises_and_returns_findings",
    "tests/checks/lint/test_lint_intake.py::test_plain_tools_are_never_unusable",
    "tests/fileio/test_guarded_writer.py::",
    "tests/test_docs.py::test_action_",
    "tests/checks/lint/test_gate_screens.py::test_a_screen_never_closes_an_open_gate",
    "tests/checks/lint/test_speed17_shortcuts.py::",
    "tests/guard/test_guard_rebind.py::test_the_call_right_after_the_drift_over_http",
    "tests/checks/conform/test_conform.py::test_server_time",
    "tests/commands/test_cli_snapshot.py::test_silent_server_is_bounded_by_timeout",
    "tests/checks/lint/test_lint_rules.py::test_lint_never_raises_on_any_json",
    "tests/checks/lint/test_lint_intake.py::test_the_fast_bounds_proof_agrees_with_the_survey",
    "tests/schemas/test_fastcheck.py::test_generated_instances_against_real_schemas",
    "tests/checks/lint/test_part_screens.py::test_the_screens_change_no_finding",
    "tests/test_docs.py::test_mcpservers_entry_with_mcpcheck_keys_runs_as_documented",
    "tests/checks/conform/test_conform.py::test_what_the_findings_say",
    "tests/checks/drift/test_drift_nothing_silent.py::test_any_leaf_of_a_real_release",
    "tests/commands/test_ci_matrix.py::",
    "tests/checks/arguments/test_validate_fuzz.py::test_translate_either_refuses_or_compiles",
    "tests/cli/test_trial_leftovers.py::test_make_demo_on_a_fresh_clone",
    "tests/wire/test_hostile_intake.py::test_every_command_completes",
    "tests/checks/lint/test_concept_screens.py::test_the_index_is_the_regex_on_every_corpus_string",
    # below 10 s in that run, first all the same (the list of stop 49)
    "tests/cli/test_output_targets.py::test_every_writer_leaves_special_files_as_they_are",
    "tests/guard/test_guard.py::test_readme_agent_example_runs_as_written",
    "tests/checks/lint/test_property_names.py::test_real_servers_and_releases_property_names",
    "tests/guard/test_guard.py::test_mock_and_mutate_refuse_bad_input",
    "tests/checks/conform/test_conform.py::test_cli_exit_codes_and_json",
)


# (suite30) the prefixes by their file (each names one: "path::..."), so that an item is tried
# against its file's prefixes only: trying all fifty on each of the 14,500 items was about 6% of
# a worker's collection (cProfile of `pytest --collect-only -n 0`)
_LONGEST_BY_FILE: dict[str, list[tuple[int, str]]] = {}
for _rank, _prefix in enumerate(LONGEST_FIRST):
    _LONGEST_BY_FILE.setdefault(_prefix.split("::")[0], []).append((_rank, _prefix))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> int:
        tried = _LONGEST_BY_FILE.get(item.nodeid.split("::")[0], ())
        return next((i for i, prefix in tried if item.nodeid.startswith(prefix)),
                    len(LONGEST_FIRST))

    items.sort(key=rank)  # stable: the rest keeps collection order


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if _LEFT:
        terminalreporter.section("processes that outlived the run (killed)", red=True)
        for line in _LEFT:
            terminalreporter.write_line(line)


def raw_server(*flags: str) -> list[str]:
    """argv (after --) for the SDK-free test server."""
    return [PY, str(RAW_STDIO), *flags]


def hard_benign(prefix: str) -> list[dict[str, Any]]:
    """The hand-adjudicated benign entries of tests/corpus/lint/benign.json whose id starts with
    `prefix` (e.g. "b-benign-"): each {"id", "reason", "tool"}."""
    entries = json.loads((ROOT / "tests" / "corpus" / "lint" / "benign.json").read_text(
        encoding="utf-8"))
    return [e for e in entries if "tool" in e and str(e.get("id", "")).startswith(prefix)]


def lint_on_raw_server(tmp_path: Path, tools: list[Any], *flags: str
                       ) -> tuple[int, dict[str, Any]]:
    """`mcpcheck lint -f json` on the raw test server serving `tools`: (exit code, the server's
    entry of the JSON report)."""
    spec = tmp_path / "tools.json"
    spec.write_text(json.dumps(tools), encoding="utf-8")
    run = run_cli("lint", "-f", "json", *flags, "--", *raw_server("--tools", str(spec)))
    assert run.code in (0, 1), run.err
    entry: dict[str, Any] = run.json()["servers"][0]
    return run.code, entry


@pytest.fixture(scope="session")
def live_demo_snapshot(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`mcpcheck snapshot --name demo` of the real demo server, taken once per test process for
    the guard and mock tests that serve it again (each demo start imports the SDK). Read only:
    a test that writes beside it copies it first."""
    path = tmp_path_factory.mktemp("live-demo") / "demo.json"
    made = run_cli("snapshot", "--name", "demo", "--snapshot", str(path), "--update", "--",
                   PY, "-m", "mcpcheck.demo")
    assert made.code == 0, made.err
    return path


@pytest.fixture(scope="session")
def everything_js() -> str:
    assert EVERYTHING.exists(), "run `make servers` (npm reference servers missing)"
    return str(EVERYTHING)
