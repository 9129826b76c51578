"""Locale tags as cardkit writes them (`pt-BR`, `en`) and as Babel and Pyphen want them."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from cardkit.foundation.locale_tags import FALLBACK_LOCALE

if TYPE_CHECKING:
    from babel import Locale

TAG = re.compile(r"^[a-z]{2,3}(-[A-Z]{2})?$")
"""The tags game.yaml's `language` and `--locale` accept: a language, optionally a region
(game.schema.json's `language` pattern is the same; a test keeps them equal)."""


def babel_locale(tag: str) -> Locale:
    """Babel's locale for a tag; an unknown region falls back to its language, then to English,
    so formatting a list never fails on a tag CLDR lacks."""
    from babel import Locale, UnknownLocaleError  # only outputs need CLDR: keep it off start-up

    for candidate in (tag.replace("-", "_"), tag.split("-")[0], FALLBACK_LOCALE):
        try:
            return Locale.parse(candidate)
        except (UnknownLocaleError, ValueError):
            continue
    raise AssertionError("CLDR always has English")  # pragma: no cover


def language_of(tag: str) -> str:
    """`pt-BR` -> `pt`: label catalogs fall back from a regional tag to its language."""
    return tag.split("-")[0]
