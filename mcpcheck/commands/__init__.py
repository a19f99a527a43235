"""One module per command: each turns a target (or files) into a ServerResult. No printing."""
