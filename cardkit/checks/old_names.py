"""Old names left in prose: a definition renamed in git, and a text that still calls it by the
name it had ("Lamp Wardens" after the agent Lamp Warden became Lamplighter).

A reference field that names the old name does not resolve and R602/R100 already say so, with
the rename as hint; prose has no such lookup, so a sentence keeps the old name silently. Here
every rename git history knows (`cardkit.vcs.history`, the same bounded reading the "it was
renamed" hint uses) is looked for in a text: the old name as a run of whole words, any word
also in a plural form the text's locale makes (its `prose.plural` patterns), written with the
name's capital, since a game's names are proper nouns and the lower-case word may be just a
word ("guard the gate" after Guard became Sentinel). An old name that still names something
of the game (renamed back, or another card took it) is no finding.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from weakref import WeakKeyDictionary

from cardkit.checks.prose_patterns import ProsePatterns
from cardkit.foundation.folding import WORD_GAPS, fold
from cardkit.index.game import GameIndex
from cardkit.index.kinds import NameKind
from cardkit.vcs.history import Rename, renames_by_folder

_WORD = re.compile(r"[^\W_]+")
"""A word of prose: letters and digits (accented ones included)."""


@dataclass(frozen=True)
class KindRename:
    """A rename of one definition of `kind`."""

    kind: NameKind
    rename: Rename


@dataclass(frozen=True)
class OldName:
    """An old name found in a text: where (`offset`, `written` as the text writes it) and which
    rename it predates."""

    offset: int
    written: str
    renamed: KindRename

    @property
    def inflected(self) -> bool:
        """Whether the text writes the name in another form (a plural) than the old name itself."""
        return fold(self.written) != fold(self.renamed.rename.old)

    def message(self) -> str:
        rename = self.renamed.rename
        since = f"in {rename.commit}" if rename.commit else "in uncommitted changes"
        return f"'{self.written}' is the old name of the {self.renamed.kind.label} renamed to '{rename.new}' {since}"

    def hint(self) -> str:
        new = self.renamed.rename.new
        if self.inflected:
            return f"write the new name, '{new}', in the form the sentence needs (it says '{self.written}')"
        return f"write '{new}'"


def folder_renames(index: GameIndex, content: Path | None) -> dict[str, dict[str, Rename]]:
    """The renames git history knows in each kind's folder of `content`, by folder and folded old
    name (`renames_by_folder`): read once per game index, so the checks of one run that ask
    (the "it was renamed" hint, R132, R611) share two git calls; none outside a folder on disk."""
    if content is None:
        return {}
    read = _READ.setdefault(index, {})
    if content not in read:
        read[content] = renames_by_folder(content, [kind.folder for kind in index.kinds.values() if kind.folder is not None])
    return read[content]


def game_renames(index: GameIndex, content: Path | None) -> list[KindRename]:
    """Every rename of the game's definitions that git history knows and whose old name now
    names nothing of the game: none outside a folder on disk or outside git."""
    kinds = {kind.folder: kind for kind in index.kinds.values() if kind.folder is not None}
    return [
        KindRename(kinds[folder], rename)
        for folder, renames in folder_renames(index, content).items()
        for rename in renames.values()
        if not _still_a_name(index, rename.old)
    ]


_READ: WeakKeyDictionary[GameIndex, dict[Path, dict[str, dict[str, Rename]]]] = WeakKeyDictionary()
"""What git said, per game index: the checks of one run share the game's index, so git is asked
once per run; a new run builds a new index."""


def _still_a_name(index: GameIndex, name: str) -> bool:
    return any(index.entry(kind, name) is not None for kind in index.entries)


def old_names_in(text: str, renames: list[KindRename], prose: ProsePatterns) -> Iterator[OldName]:
    """Each place `text` calls a renamed definition by an old name, in reading order."""
    if not renames:
        return
    words = list(_WORD.finditer(text))
    for renamed in renames:
        wanted = [fold(word) for word in _WORD.findall(renamed.rename.old)]
        capital = renamed.rename.old[:1].isupper()
        for start in range(len(words) - len(wanted) + 1):
            run = words[start : start + len(wanted)]
            if _joined(text, run) and _same_name(run, wanted, prose) and (not capital or run[0].group()[:1].isupper()):
                yield OldName(run[0].start(), text[run[0].start() : run[-1].end()], renamed)


def _joined(text: str, run: list[re.Match[str]]) -> bool:
    """Whether the words of `run` are one name: only spaces or hyphens between them."""
    return all(WORD_GAPS.fullmatch(text[left.end() : right.start()]) for left, right in pairwise(run))


def _same_name(run: list[re.Match[str]], wanted: list[str], prose: ProsePatterns) -> bool:
    """Whether each word of `run` is the name's word, as written or in a plural form."""
    return all(want in {fold(form) for form in prose.singular_forms(word.group())} for word, want in zip(run, wanted, strict=True))
