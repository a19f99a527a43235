"""Snapshot files: canonical JSON and hashes, atomic read/write, secret redaction, mutations."""
