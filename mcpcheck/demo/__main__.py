"""Run the demo server over stdio (default) or Streamable HTTP (`--http PORT`)."""

from __future__ import annotations

import argparse

from mcpcheck.demo.server import build


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m mcpcheck.demo")
    parser.add_argument("--variant", choices=("v1", "v2"), default="v1")
    parser.add_argument("--http", type=int, metavar="PORT",
                        help="serve Streamable HTTP on 127.0.0.1")
    args = parser.parse_args()
    server = build(args.variant)
    if args.http is not None:
        server.run("streamable-http", host="127.0.0.1", port=args.http)
    else:
        server.run()


main()
