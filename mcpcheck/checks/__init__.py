"""The checks: drift, lint, argument files, golden calls, required tools, and the rule book."""
