"""Whether a text is a locale tag cardkit can use: BCP 47 as Babel (CLDR) reads it.

A tag names a folder (`content/locales/pt-BR/`), picks label catalogs and prose patterns, and
is compared as written, so it must be exactly a well-formed tag of a language CLDR knows, in
the canonical case: `pt-BR`, `en`, `zh-Hans`. Anything else, a trailing newline included
(which `re`'s `$` lets through), would silently match no folder and no pattern.
"""

from __future__ import annotations

DEFAULT_LOCALE = "pt-BR"
"""The language of a game whose game.yaml does not say: the model's default, read by the source
edition. game.yaml's schema requires `language`, so this serves a game.yaml that failed to
load. The one place the default is written: the model and the edition import it."""

FALLBACK_LOCALE = "en"
"""The locale words and number formats fall back to when a locale's own have none: the last
label catalog asked (`cardkit.i18n.labels`) and the CLDR locale of a tag Babel lacks."""

LOCALE_TAG_FORMAT = "locale-tag"
"""The schemas' `format` name for it (game.yaml's `language`)."""


def is_locale_tag(tag: str) -> bool:
    """Whether `tag` is a BCP 47 language tag (language, optional script and region) of a
    language CLDR has, written in the canonical case."""
    from babel import localedata  # imported on use: validation needs it only for this
    from babel.core import parse_locale

    if not tag.isascii() or not tag.replace("-", "").isalnum():
        return False
    try:
        parts = parse_locale(tag, sep="-")  # language, territory, script, variant[, modifier]
    except ValueError:
        return False
    language, region, script = parts[0], parts[1], parts[2]
    canonical = "-".join(part for part in (language, script, region) if part)
    return canonical == tag and not any(parts[3:]) and localedata.exists(language)
