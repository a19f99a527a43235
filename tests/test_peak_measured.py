"""tests.conftest.peak_measured: the peak RSS of the command itself, whatever the size of the
test process that starts it (a child forked straight from a 400 MB test worker reports 400 MB)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.conftest import PY, peak_measured

MB = 1 << 20


def _peak(tmp_path: Path, code: str, address_space: int = 0) -> tuple[int, int]:
    peak = tmp_path / "peak"
    proc = subprocess.run(peak_measured(peak, [PY, "-c", code], address_space),
                          capture_output=True, check=False)
    return proc.returncode, int(peak.read_text())


def test_the_test_process_size_does_not_count(tmp_path: Path) -> None:
    ballast = bytearray(400 * MB)
    ballast[::4096] = b"\1" * len(ballast[::4096])  # resident in this process
    code, peak = _peak(tmp_path, "pass")
    assert code == 0
    assert peak < 100 * MB, peak >> 20
    del ballast


def test_what_the_command_allocates_counts_and_its_exit_code_is_kept(tmp_path: Path) -> None:
    code, peak = _peak(tmp_path, "import sys; b = bytearray(200 << 20); b[::4096] = "
                                 "b'1' * len(b[::4096]); sys.exit(7)")
    assert code == 7
    assert peak > 200 * MB, peak >> 20


def test_the_address_space_cap_applies(tmp_path: Path) -> None:
    code, _ = _peak(tmp_path, "b = bytearray(600 << 20)", address_space=300 * MB)
    assert code == 1  # MemoryError
