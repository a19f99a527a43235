"""`python -m mcpcheck`."""

from mcpcheck.cli.app import main

main()
