"""Files that are there but do not render, on the cards: a truncated font named by a stylesheet
and an image Pillow cannot decode named by a template are errors at the line naming them, and
no PDF is written (the sheets and rulebook cases are corpus rows)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT
from tests.hardening.corpus import LONG_NAME, TRUNCATED_FONT
from tests.hardening.harness import cardkit, new_project, write_files

CSS = "templates/cards/cards.css"
SPELL = "templates/cards/spell.html"


def broken_font(project: Path) -> None:
    css = (REPO_ROOT / CSS).read_text(encoding="utf-8")
    write_files(project, {"templates/cards/quebrada.ttf": TRUNCATED_FONT, CSS: "@font-face { font-family: Q; src: url('quebrada.ttf'); }\n" + css + "\nh1 { font-family: Q; }\n"})


def broken_image(project: Path) -> None:
    face = (REPO_ROOT / SPELL).read_text(encoding="utf-8")
    write_files(project, {"templates/cards/quebrada.png": b"not a png", SPELL: "<img alt=\"QUEBRADA\" src=\"{{ asset('cards/quebrada.png') }}\">\n" + face})


def long_name(project: Path) -> None:
    face = (REPO_ROOT / SPELL).read_text(encoding="utf-8")
    write_files(project, {SPELL: f'<img alt="LONGA" src="{LONG_NAME}">\n' + face})


CASES = {"font": (broken_font, CSS), "image": (broken_image, SPELL), "long-name": (long_name, SPELL)}


@pytest.mark.parametrize("kind", CASES)
def test_a_card_file_that_does_not_render_is_an_error_at_its_line(tmp_path: Path, kind: str) -> None:
    project = new_project("tiny", tmp_path / "projeto")
    breaks, file = CASES[kind]
    breaks(project)
    run = cardkit("build", "cards", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 1, run.output
    assert [(d.file, d.line) for d in run.diagnostics if d.code.startswith("B40")] == [(file, 1)], run.output
    assert not list((project / "build").rglob("*.pdf"))


def test_a_card_font_that_does_not_render_is_b404_with_the_reason(tmp_path: Path) -> None:
    project = new_project("tiny", tmp_path / "projeto")
    broken_font(project)
    run = cardkit("build", "cards", "--project", str(project))
    assert [d.code for d in run.diagnostics] == ["B404"] and "not a font" in run.output, run.output
