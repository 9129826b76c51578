"""Plurals and gender of the game's nouns, per language: what no label can hold.

The seed labels the ammunition bars "Flechas usadas pelos Arqueiros" (seed 000's Ficha de
Exército: docs/seed-facts.md, The army sheet), while game.yaml names the kinds and units in the
singular (Flecha, Arqueiro). A label says how a caption reads
(`sheets.ammunition.used_by.feminine`: "usadas pelos {users}"), but the plural of a name the
game chose has to be made. These rules cover the regular plurals of Portuguese and English; a
language without rules keeps the singular, and a game whose words they get wrong overrides the
sheet template.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from cardkit.i18n.labels import Labels
from cardkit.i18n.locales import language_of

_ACUTE = re.compile("[áéíóú]")


def _plural_pt(noun: str) -> str:
    """Flecha → Flechas, Projétil → Projéteis, Campeão → Campeões, Funil → Funis, Mulher → Mulheres."""
    if noun.endswith("ão"):
        return noun[:-2] + "ões"
    if noun.endswith("il"):
        stressed_before = _ACUTE.search(unicodedata.normalize("NFC", noun[:-2]))
        return noun[:-2] + ("eis" if stressed_before else "is")
    if noun.endswith(("al", "el", "ol", "ul")):
        return noun[:-1] + "is"
    if noun.endswith(("r", "z", "s")):
        return noun + "es"
    return noun + "s"


def _plural_en(noun: str) -> str:
    """Arrow → Arrows, Box → Boxes, Battery → Batteries."""
    if noun.endswith(("s", "x", "z", "ch", "sh")):
        return noun + "es"
    if len(noun) > 1 and noun.endswith("y") and noun[-2].lower() not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


PLURALS: dict[str, Callable[[str], str]] = {"pt": _plural_pt, "en": _plural_en}
FEMININE_ENDINGS: dict[str, tuple[str, ...]] = {"pt": ("a",)}
"""Languages whose captions agree with the noun's gender: a Portuguese noun in -a is feminine."""


def plural(noun: str, locale: str) -> str:
    rule = PLURALS.get(language_of(locale))
    return rule(noun) if rule else noun


def used_by(ammunition: str, user: str, labels: Labels) -> str:
    """The caption of an ammunition bar: "usadas pelos Arqueiros", "used by the Archers"."""
    feminine = ammunition.endswith(FEMININE_ENDINGS.get(language_of(labels.locale), ()))
    gender = "feminine" if feminine else "masculine"
    return labels(f"sheets.ammunition.used_by.{gender}", users=plural(user, labels.locale))
