"""One theme for every output: army sheets, rulebook, balance report and the preview all start
from the same tokens the cards do."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest

from cardkit.output.paper import Paper
from cardkit.packs.tabmaster.sheets.build import build_sheets
from cardkit.pipeline import check_project
from cardkit.preview.snapshot import take_snapshot
from cardkit.report.document import build_report
from cardkit.rulebook.page import assemble_book, rulebook_templates
from tests.build.conftest import bundled_copy
from tests.themes.conftest import TEST_FAMILY, MakeThemed, renamed_font

BLUE = (0, 0, 255)


@pytest.fixture
def themed_bundle(tmp_path: Path) -> Path:
    """The bundled game (it has armies and a rulebook) with a theme of its own."""
    root = bundled_copy(tmp_path / "tab-master")
    (root / "content" / "theme.yaml").write_text(
        'colors:\n  sheet: {ink: "#0000ff"}\n  book: {heading: "#00aa00"}\n', encoding="utf-8"
    )
    return root


def test_army_sheets_draw_their_lines_in_the_themes_ink(themed_bundle: Path) -> None:
    result = build_sheets(check_project(themed_bundle))
    assert result.paths and not [d for d in result.diagnostics if d.severity.value == "error"]
    document = pypdfium2.PdfDocument(result.paths[0])
    try:
        page = document[0].render(scale=100 / 72).to_pil().convert("RGB")
    finally:
        document.close()
    blue = sum(count for count, colour in page.getcolors(1 << 24) or [] if colour == BLUE)
    assert blue > 2000, f"only {blue} pixels of the theme's ink"


def test_the_rulebook_starts_from_the_theme(themed_bundle: Path) -> None:
    loaded = check_project(themed_bundle)
    book = assemble_book(loaded, Paper.A4, rulebook_templates(loaded))
    assert "--book-heading: #00aa00;" in book.html
    assert "--book-text: #1d1a16;" in book.html, "tokens the game leaves alone keep their default"


def test_the_reports_heat_and_headings_are_the_themes(themed: MakeThemed) -> None:
    game = themed("""
        colors:
          report: {heat: "#00aa00", heading: "#112233"}
        """)
    result = build_report(check_project(game.root))
    html = next(path for path in result.paths if path.suffix == ".html").read_text(encoding="utf-8")
    assert "--report-heading: #112233;" in html
    assert "background: rgba(0, 170, 0, " in html and "rgba(179, 38, 30" not in html


def test_the_preview_shows_the_themes_tokens_and_fonts(themed: MakeThemed) -> None:
    game = themed(f"""
        kinds:
          spell: {{frame: "#0a7d3b"}}
        fonts:
          title: {TEST_FAMILY}
        faces:
          - {{family: {TEST_FAMILY}, file: ThemeTest-Black.ttf, weight: 900}}
        """, fonts={"ThemeTest-Black.ttf": renamed_font()})
    snapshot = take_snapshot(game.root, "test")
    assert snapshot.errors == 0, snapshot.findings
    assert ".card--spell, .back--spell, .cell--spell { --kind-frame: #0a7d3b;" in snapshot.theme_css
    font = (game.root / "content/assets/fonts/ThemeTest-Black.ttf").resolve().as_posix()
    assert f'font-family: "{TEST_FAMILY}"; src: url("/files/{font.lstrip("/")}")' in snapshot.theme_css
