# mcpcheck: every target installs what it needs from scratch (CI runs on a fresh machine).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
LINT_STAMP := $(VENV)/.installed-dev
SERVERS := .servers
NPM_STAMP := $(SERVERS)/.installed
SUITE_STAMP := $(SERVERS)/json-schema-test-suite/.installed
NPM_PACKAGES := @modelcontextprotocol/server-everything@2026.8.31 \
                @modelcontextprotocol/server-filesystem@2026.8.31 \
                @modelcontextprotocol/server-memory@2026.8.31
PYTEST_ARGS ?=
DIST ?= dist

.PHONY: install servers demo test test-full lint bench dist clean deep-refit

install: $(STAMP)
	@echo "mcpcheck is installed in $(VENV)/: run $(BIN)/mcpcheck --help,"
	@echo "or put mcpcheck on PATH for this shell: . $(BIN)/activate"

# pip is upgraded first: with the venv's own pip (23.2 of Python 3.11.7) the dev extra alone took
# 5 min 18 s wall, the whole install with the upgrade 1 min 54 s (one run each, load 10-13).
# editable_mode=compat: the checkout on sys.path through a plain .pth line. setuptools' default
# editable finder is imported by every Python process of the venv (about 25 ms of CPU each on a
# loaded 2-core machine), and the test suite starts a few thousand of them (servers, CLI runs).
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]" --config-settings editable_mode=compat
	touch $(STAMP)

# `make lint`'s tools (the dev extra: the test extra and ruff, mypy) on top of the test install.
$(LINT_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e ".[dev]" --config-settings editable_mode=compat
	touch $(LINT_STAMP)

servers: $(NPM_STAMP) $(SUITE_STAMP)

$(NPM_STAMP):
	mkdir -p $(SERVERS)
	npm install --prefix $(SERVERS) --no-audit --no-fund --loglevel=error $(NPM_PACKAGES)
	touch $(NPM_STAMP)

$(SUITE_STAMP):
	PYTHON="$(PYTHON)" bash tests/support/fetch_json_schema_suite.sh

# The demo's own snapshot, written afresh on every run (snapshots/demo.json is the committed
# example the README's other commands use; writing over it would print `unchanged`).
DEMO_SNAPSHOT := build/demo/demo.json

demo: $(STAMP)
	@echo "== snapshot of the bundled demo server (python -m mcpcheck.demo) into $(DEMO_SNAPSHOT)"
	rm -f $(DEMO_SNAPSHOT)
	$(BIN)/mcpcheck snapshot --name demo --snapshot $(DEMO_SNAPSHOT) -- $(BIN)/python -m mcpcheck.demo
	@echo
	@echo "== drift: the demo server's v2 against that snapshot (exit 1 = breaking drift found)"
	@$(BIN)/mcpcheck diff --name demo --snapshot $(DEMO_SNAPSHOT) -- $(BIN)/python -m mcpcheck.demo --variant v2; code=$$?; \
	  echo "mcpcheck diff exited $$code (1 = breaking drift found, as expected for v2)"; \
	  test $$code -eq 1

# The venv, the npm servers and the JSON-Schema-Test-Suite do not depend on each other: made side
# by side (`-j3`; since suite31 the suite's fetch needs no venv, tests/support/
# fetch_json_schema_suite.sh).
#
# (suite64) pytest-xdist workers: one more than the machine's cores. A clean clone's run on the idle
# 2-core machine kept the two cores about 155-164% busy of 200% (stop 63: 867 CPU s in 537 s,
# 1,171 in 687 s): tests wait on the processes they start (servers' start-up, a stop by signal,
# a lock, a bounded read), and a worker that waits leaves its core idle. A third worker fills
# those waits; everything else is the same (`-n` given here wins over pyproject's `-n auto`,
# which a plain `pytest` still uses). `make test WORKERS=2` runs as before.
WORKERS ?= $(shell echo $$(( $$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1) + 1 )))

test:
	@$(MAKE) --no-print-directory -j3 $(STAMP) servers
	$(BIN)/python -m pytest -q -n $(WORKERS) $(PYTEST_ARGS)

# The whole-corpus screen tests over every corpus string, the lint replay over every entry of
# the hand-written lint corpora and every real server's and release's snapshot, and every listed
# word form of test_lint_wide.py and the mutants of every real tool in test_lint_intake.py's
# soundness test, not the fixed fortieth `make test` reads (tests/support/
# corpus_text.py); run it after changing a lint rule, screen, gate or shortcut.
test-full:
	@$(MAKE) --no-print-directory -j3 $(STAMP) servers
	MCPCHECK_CORPUS_SHARE=1 $(BIN)/python -m pytest -q -n $(WORKERS) $(PYTEST_ARGS)

lint: $(LINT_STAMP)
	$(BIN)/ruff check mcpcheck tests bench
	$(BIN)/mypy
	$(BIN)/lint-imports

bench: $(STAMP) servers
	$(BIN)/python bench/run_all.py

# The learned model of `--deep` refitted on this tree's corpora (after a merge that added or
# edited corpora: tests/checks/lint/test_deep1_scorer.py says when one is due), the shipped
# settings and threshold kept (raised to the next 0.05 over the highest in-sample benign score
# if a benign tool is over it); writes the model file and learned_reference.json. scikit-learn
# goes into its own venv ($(MLENV)), never into $(VENV). About 5 CPU minutes (docs/lint-learned.md).
MLENV ?= .mlenv

deep-refit:
	test -x $(MLENV)/bin/python || ($(PYTHON) -m venv $(MLENV) && \
	  $(MLENV)/bin/pip install --quiet -e . scikit-learn)
	PYTHONPATH=$(CURDIR) nice -n 10 $(MLENV)/bin/python scripts/train_learned.py --refit

# sdist + wheel into $(DIST)/ (python -m build), then the metadata checked by twine.
dist: $(STAMP)
	rm -rf $(DIST)
	$(BIN)/python -m build --outdir $(DIST) .
	$(BIN)/python -m twine check --strict $(DIST)/*

clean:
	rm -rf dist build $(VENV) $(SERVERS) .pytest_cache .mypy_cache .ruff_cache
