# Set-up and everyday commands. Each target creates or reuses .venv, so a fresh clone on a
# machine with only python3 and make needs nothing else.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DOCS_STAMP := $(VENV)/.installed-docs
SITE := build/site

.PHONY: build test test-fast lint docs bench fuzz clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# The manual's tools (pyproject's `docs` extra), on top of the rest: `make docs` and `make test`
# (whose test builds the site) install them.
$(DOCS_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,docs]'
	touch $(DOCS_STAMP)

# WeasyPrint subsets the PDFs' fonts with HarfBuzz-Subset when the system has it, else with
# fontTools, several times slower (a build, and the suite, took about four times as long).
# Debian's package is installed when missing and we are root; elsewhere WeasyPrint still works.
HB_SUBSET := /usr/lib/$(shell $(PYTHON) -c "import sysconfig; print(sysconfig.get_config_var('MULTIARCH') or '')")/libharfbuzz-subset.so.0

# The second line checks what the first wrote as a print shop would (cardkit preflight): a
# print-shop defect fails the build.
build: $(STAMP)
	sh tests/workflow/ensure_debian.sh libharfbuzz-subset0 $(HB_SUBSET) || true
	$(BIN)/cardkit build --locale all
	$(BIN)/cardkit preflight --quiet

# The whole suite, one worker per CPU (pytest-xdist); every test writes only under its tmp_path.
test: $(STAMP) $(DOCS_STAMP)
	sh tests/workflow/ensure_debian.sh libharfbuzz-subset0 $(HB_SUBSET) || true
	sh tests/workflow/ensure_chromium.sh || true
	sh tests/workflow/ensure_debian.sh gettext /usr/bin/msgfmt || true
	$(BIN)/python -m pytest -n auto

# The unit tests alone, no PDF, subprocess, browser or fuzzing: the edit-test loop.
test-fast: $(STAMP)
	$(BIN)/python -m pytest -m "not slow" -n auto

lint: $(STAMP)
	$(BIN)/ruff check cardkit bench tests
	$(BIN)/mypy
	$(BIN)/lint-imports --no-cache

# The manual as a site in build/site: the reference pages are generated from the schemas, the code
# table and the CLI while it builds (docs/hooks/reference.py); --strict makes a broken link or a
# page missing from the nav an error. NO_MKDOCS_2_WARNING: Material's banner about MkDocs 2 is no
# warning of this site's.
docs: $(DOCS_STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --site-dir $(SITE)

# Issue 15's card benchmark and every other one; `make bench BENCH=--quick` for 100 and 500 cards.
# typst is the speed-of-light reference, not a dependency: installed here if it can be, skipped if not.
BENCH ?=

bench: $(STAMP)
	$(BIN)/python -c "import typst" 2>/dev/null || $(BIN)/python -m pip install --quiet typst || echo "typst did not install: its reference is skipped"
	$(BIN)/python bench/run.py $(BENCH)

# Long property-based runs of load -> validate -> check: make fuzz FUZZ_EXAMPLES=100000
FUZZ_EXAMPLES ?= 10000

fuzz: $(STAMP)
	CARDKIT_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(BIN)/python -m pytest tests/hardening/test_fuzz.py -q -p no:cacheprovider --hypothesis-show-statistics

clean:
	rm -rf build/* $(VENV)
