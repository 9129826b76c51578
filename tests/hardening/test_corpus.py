"""Every case of the bad-input corpus through the real CLI: the expected diagnostic at its file
and line, the contract's exit code, no traceback, and nothing from outside the project shown."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.hardening.corpus import CASES, Case
from tests.hardening.harness import SECRET, cardkit, new_project, write_files

_AVAILABLE = {"symlink": hasattr(os, "symlink") and os.name == "posix", "fifo": hasattr(os, "mkfifo")}


def _line_of(project: Path, file: str, line: int | str) -> int:
    """`line` itself, or the line where the text `line` stands in `file`."""
    if isinstance(line, int):
        return line
    text = (project / file).read_bytes().decode("utf-8", errors="replace")
    return next(number for number, content in enumerate(text.splitlines(), 1) if line in content)


def _marks(case: Case) -> list[pytest.MarkDecorator]:
    """A case that builds or reports renders PDFs: an acceptance test (`-m slow`)."""
    return [pytest.mark.slow] if case.command[0] in ("build", "report") else []


@pytest.mark.parametrize("case", [pytest.param(case, id=case.id, marks=_marks(case)) for case in CASES])
def test_bad_input_gives_its_diagnostic_and_exit_code(case: Case, tmp_path: Path) -> None:
    missing = [need for need in case.needs if not _AVAILABLE[need]]
    if missing:
        pytest.skip(f"needs {', '.join(missing)}")
    project = new_project(case.base, tmp_path / "projeto")
    write_files(project, case.files)

    run = cardkit(*case.command, "--project", str(project))

    run.assert_clean_exit()
    run.assert_printable()
    assert SECRET not in run.output
    expect = case.expect
    assert run.exit_code == expect.exit, run.output
    assert expect.says in run.output
    if expect.code is None:
        assert [d for d in run.diagnostics if d.severity == "error"] == [], run.output
        return
    wanted = (expect.code, expect.file, _line_of(project, expect.file, expect.line), expect.severity)
    printed = [(d.code, d.file, d.line, d.severity) for d in run.diagnostics]
    assert wanted in printed, run.output


def test_the_corpus_is_big_and_every_case_is_named_once() -> None:
    assert len(CASES) >= 40
    assert len({case.id for case in CASES}) == len(CASES)
