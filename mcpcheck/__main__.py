"""`python -m mcpcheck`."""

from mcpcheck.cli import main

main()
