"""Where input bytes come from and reports go: guarded local files (regular files only, bounded
reads, never over a device) and files at a git ref."""
