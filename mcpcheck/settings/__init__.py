"""What the user configured: the config file, server targets, the fleet, ignore entries, git refs,
and guarded local files."""
