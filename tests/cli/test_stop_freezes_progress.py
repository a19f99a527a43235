"""A stop by signal kills every server before it writes what was learned: a worker whose server
died of that kill must not record its own ending (a closed connection) as the server's result,
or the partial report names another cause than the stop (seen once in a clean-clone CI run of
test_shard's sharded --jobs stop under load: a server's error was not "interrupted by SIGTERM")."""

from __future__ import annotations

import json
import subprocess
import textwrap

from tests.conftest import PY, ROOT

SCRIPT = textwrap.dedent("""
    import json
    from mcpcheck.cli import interrupts
    from mcpcheck.models import ServerResult

    progress = interrupts.Progress()
    progress.begin(["done", "killed"])
    progress.record(0, ServerResult(server="done"))
    interrupts._STOPPING.set()  # what interrupts.install's stop does before killing the servers
    progress.record(1, ServerResult(server="killed", error="server closed the connection"))
    print(json.dumps([[r.server, r.error] for r in progress.so_far("interrupted by SIGTERM")]))
""")


def test_a_result_recorded_after_the_stop_began_is_the_stop() -> None:
    run = subprocess.run([PY, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == [["done", None], ["killed", "interrupted by SIGTERM"]]
