"""The errata print a changed card text as its card does: bold and symbols drawn, the changed
words marked inside them; any other value stays plain text."""

from __future__ import annotations

from cardkit.diff.marking import FieldMarking, marked_words
from cardkit.diff.model import FieldChange
from cardkit.richtext.symbols import Symbols, read_symbols
from tests.conftest import REPO_ROOT
from tests.rulebook.conftest import load

HOLLOWMARCH = REPO_ROOT / "cardkit" / "examples" / "hollowmarch"


def test_changed_words_are_marked_inside_the_rich_text() -> None:
    loaded = load(HOLLOWMARCH)
    marking = FieldMarking.of(loaded.game.table, read_symbols({"light": {"glyph": "*", "words": "light"}}), loaded.project.assets)
    change = FieldChange("text", "Text", "**Enters play:** draw a card.", "**Enters play:** draw two cards, spend [light].")
    pair = marking.pair("agent", change)
    assert pair.old == "<strong>Enters play:</strong> draw <del>a card.</del>"
    assert pair.new == (
        '<strong>Enters play:</strong> draw <ins>two cards, spend <span class="symbol symbol--light" aria-hidden="true">*</span><span class="symbol__words">light</span>.</ins>'
    )
    assert marking.value("agent", "name", "**Not** bold <b>") == "**Not** bold &lt;b&gt;"
    assert marking.value("agent", "text", "*Once*") == "<em>Once</em>"


def test_plain_marking_escapes_and_ignores_private_use_marks_written_in_a_text() -> None:
    pair = marked_words("a <b> \ue000c d", "a <b> x d")
    assert (pair.old, pair.new) == ("a &lt;b&gt; <del>c</del> d", "a &lt;b&gt; <ins>x</ins> d")
    assert FieldMarking.of(load(HOLLOWMARCH).game.table, Symbols(), load(HOLLOWMARCH).project.assets).is_rich("agent", "cost") is False
