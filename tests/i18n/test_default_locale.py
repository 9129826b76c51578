"""The default locale is written once (`cardkit.foundation.locale_tags.DEFAULT_LOCALE`): the model's
default, the builder and the source edition all take it from there, so they cannot disagree.
So is the fallback locale (`FALLBACK_LOCALE`) of the label catalogs and of Babel, and the tag
pattern game.yaml's schema and `cardkit.i18n.locales.TAG` share."""

from __future__ import annotations

import ast
import json
from dataclasses import fields

import pytest

from cardkit.foundation.locale_tags import DEFAULT_LOCALE, FALLBACK_LOCALE, is_locale_tag
from cardkit.i18n.edition import source_locale
from cardkit.i18n.labels import labels_for
from cardkit.i18n.locales import TAG, babel_locale
from cardkit.loading import load_yaml_text
from cardkit.model import Game, Vocabulary
from cardkit.model.builders import build_vocabulary
from cardkit.model.packs import find_pack
from cardkit.schema.sets import schema_dir
from tests.conftest import REPO_ROOT

PACKAGE = REPO_ROOT / "cardkit"
HOME = PACKAGE / "foundation" / "locale_tags.py"


def _vocabulary(text: str) -> Vocabulary:
    doc, problems = load_yaml_text(text, "content/game.yaml")
    assert doc is not None and not problems
    pack = find_pack("tab-master")
    assert pack is not None
    return build_vocabulary(doc, pack, pack.table)


def _default(name: str) -> object:
    return next(f.default for f in fields(Vocabulary) if f.name == name)


def test_the_default_is_a_locale_tag_cardkit_knows() -> None:
    assert is_locale_tag(DEFAULT_LOCALE)


def test_the_model_and_the_edition_default_to_the_one_constant() -> None:
    assert _default("language") == DEFAULT_LOCALE
    assert source_locale(Game()) == DEFAULT_LOCALE


def test_a_game_yaml_without_language_or_dice_gets_the_models_defaults() -> None:
    vocabulary = _vocabulary("name: Jogo\n")
    assert (vocabulary.language, vocabulary.dice) == (_default("language"), _default("dice")) == (DEFAULT_LOCALE, ())


def test_a_game_yaml_that_writes_them_keeps_them() -> None:
    vocabulary = _vocabulary("name: Game\nlanguage: en\ndice: [6, 20]\n")
    assert (vocabulary.language, vocabulary.dice) == ("en", (6, 20))


@pytest.mark.parametrize(("literal", "name"), [(DEFAULT_LOCALE, "DEFAULT_LOCALE"), (FALLBACK_LOCALE, "FALLBACK_LOCALE")])
def test_no_other_module_of_the_core_writes_the_default_or_fallback_locale(literal: str, name: str) -> None:
    """A second `"pt-BR"` (or `"en"`) literal in the core is a second source of the default (packs
    and examples are games, written in their language; the code table's examples are snippets)."""
    written = [
        f"{path.relative_to(REPO_ROOT)}:{node.lineno}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path != HOME and not {"packs", "examples", "codes"} & set(path.relative_to(PACKAGE).parts)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and node.value == literal
    ]
    assert not written, f"write `{name}` (cardkit.foundation.locale_tags) instead of the literal: {written}"


def test_babel_and_the_catalogs_fall_back_to_the_same_locale() -> None:
    assert str(babel_locale("xx-YY")) == FALLBACK_LOCALE
    assert labels_for("xx-YY").locale == "xx-YY"
    assert labels_for("xx-YY")("cards.draft") == labels_for(FALLBACK_LOCALE)("cards.draft") == "Draft"


def test_the_schemas_language_pattern_is_the_codes() -> None:
    language = json.loads((schema_dir() / "game.schema.json").read_text(encoding="utf-8"))["properties"]["language"]
    assert language["pattern"] == TAG.pattern
    assert TAG.match(DEFAULT_LOCALE) and TAG.match(FALLBACK_LOCALE)
