"""Files that are there but do not render, on the cards: a truncated font named by a stylesheet
and an image Pillow cannot decode named by a template are errors at the line naming them, and
no PDF is written (the sheets and rulebook cases are corpus rows)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT
from tests.hardening.corpus import LONG_NAME, TRUNCATED_FONT
from tests.hardening.harness import cardkit, new_project, write_files

pytestmark = pytest.mark.slow  # every test renders cards or a rulebook

CSS = "templates/cards/cards.css"
SPELL = "templates/cards/spell.html"
PACK_ROOT = REPO_ROOT / "cardkit" / "packs" / "tabmaster"
"""Where Tab Master's own card faces are: the pack ships them, not cardkit."""


def broken_font(project: Path) -> None:
    css = (REPO_ROOT / CSS).read_text(encoding="utf-8")
    write_files(project, {"templates/cards/quebrada.ttf": TRUNCATED_FONT, CSS: "@font-face { font-family: Q; src: url('quebrada.ttf'); }\n" + css + "\nh1 { font-family: Q; }\n"})


def broken_image(project: Path) -> None:
    face = (PACK_ROOT / SPELL).read_text(encoding="utf-8")
    write_files(project, {"templates/cards/quebrada.png": b"not a png", SPELL: "<img alt=\"QUEBRADA\" src=\"{{ asset('cards/quebrada.png') }}\">\n" + face})


def long_name(project: Path) -> None:
    face = (PACK_ROOT / SPELL).read_text(encoding="utf-8")
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


def test_an_svg_figure_whose_reference_is_refused_is_an_error_at_the_svg_line(tmp_path: Path) -> None:
    """A chapter's SVG that points out of the project (or at a missing file) is reported at the
    SVG line naming it, not at a file:// URL, and the book is not written."""
    from typer.testing import CliRunner

    from cardkit.commands.app import app

    project = tmp_path / "svg"
    assert CliRunner().invoke(app, ["init", str(project)]).exit_code == 0
    figure = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">\n'
    figure += '<image xlink:href="file:///etc/hostname" width="40" height="40"/>\n<image xlink:href="gone.png" width="9" height="9"/>\n</svg>\n'
    (project / "content/rulebook/fig.svg").write_text(figure, encoding="utf-8")
    chapter = next((project / "content/rulebook").glob("*.md"))
    chapter.write_text(chapter.read_text(encoding="utf-8") + "\n![Figura](fig.svg)\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "rulebook", "--project", str(project), "--format", "json"])
    assert result.exit_code == 1
    import json

    found = {(d["code"], d["file"], d["line"]) for d in json.loads(result.stdout)["diagnostics"]}
    assert found == {("B403", "content/rulebook/fig.svg", 2), ("B402", "content/rulebook/fig.svg", 3)}
    assert not (project / "build/rulebook").exists() or not list((project / "build/rulebook").glob("*.pdf"))
