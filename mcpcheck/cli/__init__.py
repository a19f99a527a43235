"""The command line: flags, settings per run, printing and exit codes (the only layer that
prints).
"""
