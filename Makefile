# Set-up and everyday commands. Each target creates or reuses .venv, so a fresh clone on a
# machine with only python3 and make needs nothing else.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: build test test-fast lint bench fuzz clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

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
test: $(STAMP)
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
