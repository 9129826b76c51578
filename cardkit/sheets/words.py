"""The few pt-BR word forms a sheet builds from data: plurals and the participle's gender.

The seed labels the ammunition bars "Flechas usadas pelos Arqueiros" and "Projéteis usados
pelos Engenheiros", while game.yaml names the kinds and units in the singular (Flecha,
Arqueiro). These rules cover the regular Portuguese plurals; a game whose words they get
wrong overrides the sheet template.
"""

from __future__ import annotations

import re
import unicodedata

_ACUTE = re.compile("[áéíóú]")


def plural(noun: str) -> str:
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


def used_by(ammunition: str, user: str) -> str:
    """The seed's caption of an ammunition bar: "usadas pelos Arqueiros" (a noun in -a is feminine)."""
    participle = "usadas" if ammunition.endswith("a") else "usados"
    return f"{participle} pelos {plural(user)}"
