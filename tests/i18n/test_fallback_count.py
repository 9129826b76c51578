"""A translated build counts only the labels it prints in the source language (issue 33's guide
on translating showed "1 string(s) printed in en" for a fully translated game: the cache key had
read every label, an English-only prose pattern among them, through the fallback counter)."""

from __future__ import annotations

from cardkit.i18n.labels import translated_labels
from cardkit.i18n.words import Words
from cardkit.output.wording import Wording


def test_the_cache_fingerprint_counts_no_fallback_and_holds_every_label_as_printed() -> None:
    heard: list[str] = []
    labels = translated_labels("pt-BR", {}, "en", {}, lambda msgid, _text: heard.append(msgid))
    assert "prose.plural.es" in labels.ids()  # English only: the pt-BR edition never prints it
    fingerprint = Wording("pt-BR", Words(None, labels)).fingerprint()
    assert heard == []
    printed = dict(fingerprint[1])  # type: ignore[call-overload]
    assert printed["cards.draft"] == labels("cards.draft")
    assert printed["prose.plural.es"] == "(?P<singular>.+)es"
    assert heard == []  # asking pt-BR's own label falls back to nothing
