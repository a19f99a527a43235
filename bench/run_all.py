"""Run every bench/bench_*.py as a subprocess and print its output; never fail as a whole."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    scripts = sorted(HERE.glob("bench_*.py"))
    failed: list[str] = []
    for script in scripts:
        print(f"\n=== {script.name} ===", flush=True)
        start = time.monotonic()
        proc = subprocess.run([sys.executable, str(script)], cwd=HERE.parent,
                              capture_output=True, text=True)
        sys.stdout.write(proc.stdout)
        if proc.returncode != 0:
            failed.append(script.name)
            print(f"FAILED: {script.name} exited {proc.returncode}")
            sys.stdout.write(proc.stderr[-3000:])
        print(f"({script.name}: {time.monotonic() - start:.1f}s)", flush=True)
    print(f"\n{len(scripts)} benchmark scripts, {len(failed)} failed"
          + (f": {', '.join(failed)}" if failed else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
