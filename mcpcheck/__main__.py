"""`python -m mcpcheck`."""

from mcpcheck.cli.launch import main

main()
