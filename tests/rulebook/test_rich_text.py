"""The rulebook prints the cards' rich text as the cards do: symbols drawn in its prose, bold and
icons in the tables and blocks of card texts, and an unknown symbol of the prose is R609 at
its token."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from cardkit.codes.checks import MISSING_GLYPH_IN_BOOK, UNKNOWN_SYMBOL_IN_BOOK
from tests.conftest import REPO_ROOT
from tests.rulebook.conftest import assemble, findings, load

HOLLOWMARCH = REPO_ROOT / "cardkit" / "examples" / "hollowmarch"
CHAPTER = "content/rulebook/01-the-march.md"


def _game(tmp_path: Path, prose: str) -> Path:
    """Hollowmarch with `prose` added to its chapter's "Light and lamps" section."""
    root = tmp_path / "game"
    shutil.copytree(HOLLOWMARCH, root)
    chapter = root / CHAPTER
    chapter.write_text(chapter.read_text(encoding="utf-8").replace("Light pays for cards.", f"Light pays for cards. {prose}"), encoding="utf-8")
    return root


def test_prose_draws_the_games_symbols_and_tables_print_card_texts_as_rich_text(tmp_path: Path) -> None:
    html = assemble(load(_game(tmp_path, "Spend [light] to act; [act] marks an action."))).html
    assert re.search(r'Spend <img class="symbol symbol--light" src="file://[^"]+/icons/light.svg" alt=""><span class="symbol__words">light</span> to act; <img class="symbol symbol--act"', html)
    row = re.search(r"<td class=\"name\">Emberwright</td>.*?</tr>", html, re.S)
    assert row is not None
    assert '<strong><img class="symbol symbol--act"' in row.group(0) and "**" not in row.group(0) and "[act]" not in row.group(0)
    assert "<strong>Enters play:</strong>" in html and "**Enters play:**" not in html


def test_an_unknown_symbol_of_the_prose_is_r609_at_its_token_with_the_closest(tmp_path: Path) -> None:
    root = _game(tmp_path, "Spend [ligth] to act.")
    line_number, line = next((n, text) for n, text in enumerate((root / CHAPTER).read_text(encoding="utf-8").splitlines(), 1) if "[ligth]" in text)
    [finding] = findings(root, UNKNOWN_SYMBOL_IN_BOOK)
    assert (finding.file, finding.line, finding.column, finding.severity.value) == (CHAPTER, line_number, line.index("[ligth]") + 1, "error")
    assert finding.hint == "did you mean '[light]'?"


def test_brackets_of_a_game_without_symbols_are_text(tmp_path: Path) -> None:
    root = _game(tmp_path, "A [sic] note.")
    game = root / "content/game.yaml"
    text = game.read_text(encoding="utf-8")
    game.write_text(re.sub(r"symbols:\n(  .*\n)+", "", text), encoding="utf-8")
    assert findings(root, UNKNOWN_SYMBOL_IN_BOOK) == []


def test_a_character_no_theme_font_has_is_r610_once_per_chapter_at_its_first_place(tmp_path: Path) -> None:
    root = _game(tmp_path, "A ♦ marks it; another ♦ too.")
    line_number, line = next((n, text) for n, text in enumerate((root / CHAPTER).read_text(encoding="utf-8").splitlines(), 1) if "♦" in text)
    [finding] = findings(root, MISSING_GLYPH_IN_BOOK)
    assert (finding.file, finding.line, finding.column, finding.severity.value) == (CHAPTER, line_number, line.index("♦") + 1, "warning")
    assert finding.message.startswith("U+2666 BLACK DIAMOND SUIT ('♦') is in no font of the theme")
    assert findings(HOLLOWMARCH, MISSING_GLYPH_IN_BOOK) == []  # the example draws its mark as the [unique] symbol
