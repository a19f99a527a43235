"""Benchmark: the metaschema check of every real schema (tests/corpus/servers), CPU seconds.

Each row runs in a fresh process (nothing remembered from a row before): `metaschema_errors`
as it is (subschema by subschema, mcpcheck.schemas.metanodes, the whole check only where that
proves nothing), the whole check alone (what `metaschema_errors` did before), and
`compile_validator` (metaschema check + compile, its own cache of 512 schemas) cold and warm.
Run: .venv/bin/python bench/bench_metaschema.py
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ROWS = ("proven", "whole", "compile")


def corpus_schemas() -> list[Any]:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tests.support.server_schemas import server_schemas

    return server_schemas()


def whole(schema: Any) -> list[tuple[str, str]]:
    from mcpcheck.schemas import compiler

    cls = compiler._DIALECT_CLASSES[compiler.dialect_of(schema)]
    problems = list(compiler._shape_problems(schema))
    return compiler._whole_check(schema, cls, compiler._meta_checker(cls), problems)


def row(name: str) -> str:
    from mcpcheck.schemas import compiler

    schemas = corpus_schemas()
    passes = 2 if name == "compile" else 1
    figures = []
    for _ in range(passes):
        start = time.process_time()
        for schema in schemas:
            if name == "proven":
                compiler.metaschema_errors(schema)
            elif name == "whole":
                whole(schema)
            else:
                with contextlib.suppress(compiler.SchemaError):
                    compiler.compile_validator(schema)
        figures.append(f"{time.process_time() - start:.2f}")
    return f"{name}: {len(schemas)} schemas, CPU s {' then '.join(figures)}"


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "--row":
        print(row(sys.argv[2]))
        return 0
    for name in ROWS:
        done = subprocess.run([sys.executable, __file__, "--row", name], cwd=ROOT, check=True,
                              capture_output=True, text=True)
        print(done.stdout.strip())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
