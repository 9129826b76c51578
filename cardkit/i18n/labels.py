"""The label catalog: every fixed word of cards, sheets, rulebook chrome, report and file names.

Shipped catalogs live in `labels/<locale>/<area>.yaml` (nested mappings; a label's message id
is its area and key path joined by dots: `cards.draft`); a rules pack ships the words of its own
outputs the same way, in its `labels/<locale>/` (`Pack.labels_dir`). For one build the words
come, first match wins, from: the game's PO translation of the label (other locales), the game's
`labels:` overrides (its own language), then for the locale, its language (`pt` for `pt-BR`)
and last English, the pack's catalog over cardkit's, so a new label never leaves a hole in a page.
A translation that lacks a label prints the source edition's word, counted as untranslated.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from cardkit.foundation.bundled import load_bundled_yaml, package_data
from cardkit.foundation.locale_tags import FALLBACK_LOCALE
from cardkit.i18n.locales import babel_locale, language_of

if TYPE_CHECKING:
    from cardkit.model.packs import Pack


class LabelError(KeyError):
    """Code asked for a message id no catalog has: a programming error, caught by the tests, or a
    pack's (a kind of its kinds.yaml with no `name:` and no `cards.kind.<id>` label)."""

    def __str__(self) -> str:
        msgid = self.args[0] if self.args else ""
        area = str(msgid).split(".", 1)[0]
        return (
            f"no label `{msgid}` in any catalog: add it to `labels/<locale>/{area}.yaml` of cardkit or of the "
            "game's rules pack, or under `labels:` in game.yaml"
        )


def labels_dir() -> Path:
    """Where the shipped catalogs are: package data in an installed wheel, else `<repo>/labels`."""
    return package_data("labels")


def _flatten(prefix: str, node: object, into: dict[str, str]) -> None:
    if isinstance(node, Mapping):
        for key, value in node.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), value, into)
    else:
        into[prefix] = str(node)


def shipped_catalog(locale: str, pack: Pack | None = None) -> Mapping[str, str]:
    """The labels cardkit ships for `locale` (empty when it ships none), by message id, and
    with `pack`, the pack's labels for it laid over them."""
    own = folder_catalog(labels_dir() / locale)
    return {**own, **folder_catalog(pack.labels_dir / locale)} if pack is not None else own


@cache
def folder_catalog(folder: Path) -> Mapping[str, str]:
    """The labels of one locale's folder of catalogs (empty when there is none), by message id."""
    found: dict[str, str] = {}
    if folder.is_dir():
        for path in sorted(folder.glob("*.yaml")):
            _flatten(path.stem, load_bundled_yaml(path.read_text(encoding="utf-8")) or {}, found)
    return found


def placeholders(text: str) -> set[str]:
    """The `{name}` fields of a label: an override or translation must keep every one."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


def fallback_chain(locale: str) -> list[str]:
    chain = [locale, language_of(locale), FALLBACK_LOCALE]
    return list(dict.fromkeys(chain))


class Labels:
    """The words of one locale: `labels("sheets.page", page=1, pages=2)`, `labels.join([...])`.

    A translated edition's `fallbacks` are the source edition's words, asked only when no layer
    of the locale has a label (a game's own label its PO file leaves empty); `fell_back` hears
    each one used, so the build counts it among the strings printed in the source language."""

    def __init__(
        self,
        locale: str,
        layers: Sequence[Mapping[str, str]],
        fallbacks: Sequence[Mapping[str, str]] = (),
        fell_back: Callable[[str, str], None] | None = None,
    ) -> None:
        self.locale = locale
        self._layers = layers
        self._fallbacks = fallbacks
        self._fell_back = fell_back

    def __call__(self, msgid: str, /, **fields: object) -> str:
        text = self._find(msgid)
        return text.format(**fields) if fields else text

    def _find(self, msgid: str) -> str:
        for layer in self._layers:
            text = layer.get(msgid)
            if text is not None:
                return text
        for layer in self._fallbacks:
            text = layer.get(msgid)
            if text is not None:
                if self._fell_back is not None:
                    self._fell_back(msgid, text)
                return text
        raise LabelError(msgid)

    def has(self, msgid: str) -> bool:
        return any(msgid in layer for layer in (*self._layers, *self._fallbacks))

    def join(self, items: Iterable[str]) -> str:
        """Names joined as the locale writes a list: "Fogo e Gelo", "Fire, Ice, and Water"."""
        from babel.lists import format_list  # CLDR data: loaded by outputs only, not by start-up

        listed = list(items)
        return format_list(listed, locale=babel_locale(self.locale)) if listed else ""

    def decimal(self, value: float, digits: int = 2) -> str:
        """A number as the locale writes it, with `digits` decimals: 21.00 in en, 21,00 in pt-BR."""
        from babel.numbers import format_decimal

        return format_decimal(value, format="#,##0." + "0" * digits if digits else "#,##0", locale=babel_locale(self.locale))

    def percent(self, share: float, digits: int = 1) -> str:
        """A share (0 to 1) as the locale writes a percentage: 75.0% in en, 75,0% in pt-BR."""
        from babel.numbers import format_percent

        return format_percent(share, format="#,##0." + "0" * digits + "%", locale=babel_locale(self.locale))

    def ids(self) -> set[str]:
        return {msgid for layer in (*self._layers, *self._fallbacks) for msgid in layer}

    def resolved(self) -> dict[str, str]:
        """Every label as it would print, read without telling `fell_back`: a cache key digests
        them all, and a label nothing prints (a prose pattern only the source language has) must
        not be counted among the strings printed in the source language."""
        found: dict[str, str] = {}
        for layer in reversed((*self._layers, *self._fallbacks)):  # the first layer that has it wins
            found.update(layer)
        return found


def labels_for(
    locale: str,
    overrides: Mapping[str, str] | None = None,
    translated: Mapping[str, str] | None = None,
    pack: Pack | None = None,
) -> Labels:
    """The label catalog of one build in the game's own language: `overrides` are the game's
    own words for it, `pack` the game's rules pack, whose catalogs lie between those and
    cardkit's. (`translated`: a PO file's labels alone, for callers that need no fallback.)"""
    layers = [layer for layer in (translated, overrides) if layer]
    return Labels(locale, [*layers, *(shipped_catalog(tag, pack) for tag in fallback_chain(locale))])


def translated_labels(
    locale: str,
    translated: Mapping[str, str],
    source: str,
    overrides: Mapping[str, str],
    fell_back: Callable[[str, str], None],
    pack: Pack | None = None,
) -> Labels:
    """The labels of a translation: its PO file's, then what cardkit and the game's `pack` ship
    for the locale or its language, then the source edition's words (the game's `overrides` in
    its language `source`, the shipped catalogs of it), each of those reported to `fell_back`:
    a label the translation lacks prints in the source language, never stops the build."""
    own = [shipped_catalog(tag, pack) for tag in dict.fromkeys([locale, language_of(locale)])]
    source_words = [overrides, *(shipped_catalog(tag, pack) for tag in fallback_chain(source))]
    return Labels(locale, [translated, *own], source_words, fell_back)


def ships_labels_for(locale: str) -> bool:
    """Whether cardkit ships label catalogs for `locale` or its language."""
    return any(shipped_catalog(tag) for tag in dict.fromkeys([locale, language_of(locale)]))
