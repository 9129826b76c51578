"""What templates print a word with: the game's word first, the catalog's where the game has none."""

from __future__ import annotations

from pathlib import Path

from markupsafe import Markup

from cardkit.fields.vocabulary import Term, Terms
from cardkit.i18n.labels import labels_for
from cardkit.i18n.words import Words
from cardkit.model import Vocabulary
from cardkit.output.wording import Wording
from cardkit.packs.tabmaster import PACK
from cardkit.packs.tabmaster.effects_text import element_file, template_globals
from cardkit.render.cachekeys import environment_digest
from cardkit.theme.build import build_theme

GAME = Vocabulary(  # type: ignore[arg-type]
    "game",
    "Jogo",
    None,
    pack=PACK.id,
    terms=Terms({"card_types": (Term("Feitiço de Guerra", "spell"),), "elements": (Term("Fogo", "fire"), Term("Água"))}),
)


def wording(locale: str, vocabulary: Vocabulary | None = GAME) -> Wording:
    """A Tab Master game's words (with the pack's catalogs), or, without game.yaml, the catalogs' alone."""
    return Wording(locale, Words(vocabulary, labels_for(locale, pack=PACK)))


def test_a_card_kind_is_the_games_word_else_the_catalogs() -> None:
    assert wording("pt-BR").kind_name("spell") == "Feitiço de Guerra"
    assert wording("en").kind_name("unit") == "Unit"
    assert wording("pt-BR", None).kind_name("spell") == "Magia"
    assert wording("en").kind_name("trait") == "Trait"


def test_an_element_icon_is_named_by_its_id_else_by_the_slug_of_its_name() -> None:
    assert element_file(wording("en"), "fogo") == "fire"
    assert element_file(wording("en"), "Água") == "agua"


def test_a_dial_row_is_labelled_like_its_stat_box_and_speed_by_the_cards_catalog() -> None:
    def dial_label(locale: str, stat: str) -> str:
        return str(template_globals(wording(locale))["dial_label"](stat))

    assert dial_label("pt-BR", "damage") == "DAN"
    assert dial_label("en", "damage") == "DMG"
    assert (dial_label("pt-BR", "speed"), dial_label("en", "speed")) == ("VEL", "SPD")


def test_a_label_with_fields_becomes_css_counters() -> None:
    assert wording("pt-BR").css_content("sheets.page") == '"página " counter(page) " de " counter(pages)'
    assert wording("en").css_content("sheets.page") == '"page " counter(page) " of " counter(pages)'


def test_markup_fields_stay_markup_and_the_labels_text_is_escaped() -> None:
    english = wording("en")
    assert english.rich("sheets.color", color=Markup("<strong>Red</strong>")) == "Colour: <strong>Red</strong>"
    assert english.rich("sheets.color", color="<b>") == "Colour: &lt;b&gt;"
    assert english.join_names([Markup('<a href="#x">Fly</a>'), "A & B"]) == '<a href="#x">Fly</a> and A &amp; B'
    assert wording("pt-BR").join_names(["A", "B", "C"]) == "A, B e C"


def test_another_locale_or_word_is_another_cache_key(tmp_path: Path) -> None:
    theme = build_theme(None, tmp_path)
    keys = {
        environment_digest([], "Jogo", wording("pt-BR"), theme),
        environment_digest([], "Jogo", wording("en"), theme),
        environment_digest([], "Jogo", wording("pt-BR", None), theme),
    }
    assert len(keys) == 3
    assert environment_digest([], "Jogo", wording("en"), theme) == environment_digest([], "Jogo", wording("en"), theme)
