"""How names compare (`fold`) and which file name a name gets (`slug`): the one place for both.

Folding is what makes lookups forgiving: `Morto-Vivo`, `morto_vivo` and `MORTO  VIVO` are one
name. The rules engine, the checks, the lexicon and the sheets all fold through `fold`, so a
name the checks accept is the name the engine acts on. Nothing of cardkit is imported here.
"""

from __future__ import annotations

import re
import unicodedata

WORD_GAPS = re.compile(r"[\s_\-\u2010-\u2015]+")
"""Whitespace, underscores, and hyphens and dashes of every width: all mean "a gap between words"."""
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


def strip_accents(text: str) -> str:
    """Drop combining marks after compatibility decomposition: "Lâmina" -> "Lamina"."""
    return "".join(char for char in unicodedata.normalize("NFKD", text) if not unicodedata.combining(char))


def fold(text: str) -> str:
    """The comparison form of a name: `Morto-Vivo`, `morto_vivo` and `MORTO  VIVO` fold alike.

    NFKD then dropping combining marks removes accents (and unifies NFC/NFD input);
    casefold handles more than lower() (ß -> ss).
    """
    return WORD_GAPS.sub(" ", strip_accents(text).casefold()).strip()


def slug(name: str) -> str:
    """The file-name form of a name: "Lâmina da Terra" -> "lamina-da-terra".

    What a definition's file is called (R001), a sheet's file name, the rulebook's heading and
    glossary anchors and an icon without an id all use it: changing it renames
    files and breaks links, so its output is pinned by tests/checks/test_names.py.
    """
    return _NOT_SLUG.sub("-", strip_accents(name).lower()).strip("-")
