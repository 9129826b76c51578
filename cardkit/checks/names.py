"""How a written name differs from the game's spelling, and names found inside rules texts.

Lookups fold case, accents, Unicode normal form and hyphen-versus-space (cardkit.index); what
only the checks need is said here: the words for how two spellings differ (a folded match is
reported as spelling drift, since the printed card must use one spelling), and the patterns
that find a name inside a text whichever way an editor saved its accents.
"""

from __future__ import annotations

import re
import shlex
import unicodedata
from typing import TYPE_CHECKING, Protocol

from cardkit.foundation.folding import WORD_GAPS, strip_accents
from cardkit.foundation.suggest import did_you_mean
from cardkit.index.kinds import AnyKind
from cardkit.index.names import NameIndex

if TYPE_CHECKING:
    from cardkit.vcs.history import Rename


class KnowsRenames(Protocol):
    """What `unknown_name` asks of a check run (`CheckContext`): the rename git history records
    of a name, if any."""

    def renamed(self, kind: AnyKind, written: str) -> Rename | None: ...


def drift(written: str, canonical: str) -> str:
    """Say how a folded match differs from the canonical spelling, for the warning's message."""
    written_nfc = unicodedata.normalize("NFC", written)
    if written_nfc == unicodedata.normalize("NFC", canonical):
        return "Unicode form (decomposed accents)"
    differences = []
    if _marks(written) != _marks(canonical):
        differences.append("accents")
    if WORD_GAPS.sub(" ", strip_accents(written)) != WORD_GAPS.sub(" ", strip_accents(canonical)):
        differences.append("capitals")
    if WORD_GAPS.findall(written) != WORD_GAPS.findall(canonical):
        differences.append("hyphens/spaces")
    return ", ".join(differences) or "spelling"


def _marks(text: str) -> list[str]:
    """The accents of a text in order, so "Essencia" and "Essência" differ only here."""
    return [c for c in unicodedata.normalize("NFKD", text) if unicodedata.combining(c)]


def spelling_pattern(name: str, *, unaccented: bool = False) -> str:
    """A regex for `name` with each accented letter precomposed or decomposed (NFC or NFD), as
    editors save them, so a card and a chapter agree on a name whichever form either file has;
    `unaccented` also accepts the bare letter, as people type ("Sacrificio" for "Sacrifício")."""
    parts = []
    for letter in unicodedata.normalize("NFC", name):
        decomposed = unicodedata.normalize("NFD", letter)
        if decomposed == letter:
            parts.append(re.escape(letter))
            continue
        forms = [letter, decomposed, *([strip_accents(letter)] if unaccented else [])]
        parts.append("(?:" + "|".join(re.escape(form) for form in forms) + ")")
    return "".join(parts)


def folded_with_origins(text: str) -> tuple[str, list[int]]:
    """`text` folded character by character (accents, case; whitespace to one space each),
    with the index in `text` each folded character came from, to map a match back."""
    folded: list[str] = []
    origins: list[int] = []
    for index, char in enumerate(text):
        piece = " " if char.isspace() else strip_accents(char).casefold()
        folded.append(piece)
        origins.extend([index] * len(piece))
    return "".join(folded), origins


def written_span(text: str, origins: list[int], start: int, end: int) -> str:
    """The original text behind folded[start:end]."""
    return text[origins[start] : origins[end - 1] + 1]



LISTED_NAMES_LIMIT = 10
"""Up to this many names, an unknown one is told every name of its kind."""


def unknown_hint(kind: AnyKind, index: NameIndex, suggestions: tuple[str, ...]) -> str:
    if suggestions:
        return did_you_mean(suggestions)
    if 0 < len(index) <= LISTED_NAMES_LIMIT:
        return f"known {kind.label} names: {', '.join(index.names)}"
    return f"define it in {kind.home}, or fix the name"


def unknown_name(ctx: KnowsRenames, kind: AnyKind, index: NameIndex, written: str, message: str) -> tuple[str, str]:
    """The message and hint of a name of `kind` that resolves to nothing: when git history says
    it was renamed to a name the game defines, "...: it was renamed to 'New' in abc1234",
    did-you-mean the new name (`CheckContext.renamed`) and the `cardkit rename` that finishes
    the rename everywhere; else the closest names."""
    rename = ctx.renamed(kind, written)
    now = index.match(rename.new).canonical if rename is not None else None
    if rename is None or now is None:  # no history, never that name, or renamed since to what the game lacks
        return message, unknown_hint(kind, index, index.match(written).suggestions)
    since = f"in {rename.commit}" if rename.commit else "in uncommitted changes"
    finish = f"{rename_command(kind.id, written, now)} rewrites every use of the old name at once"
    return f"{message}: it was renamed to '{now}' {since}", f"{did_you_mean((now,))} {finish}"


RENAME_COMMAND = re.compile(r"`(cardkit rename [^`]+)`")
"""A `cardkit rename` a hint offers, as `rename_command` writes it."""


def rename_command(kind: str, old: str, new: str) -> str:
    """The command that renames (or finishes renaming) `old` to `new`, quoted for a hint."""
    return f"`cardkit rename {kind} {shell_word(old)} {shell_word(new)}`"


def shell_word(text: str) -> str:
    """`text` as a shell reads it back: bare when it is one word (accents included), else quoted."""
    return text if re.fullmatch(r"[\w.-]+", text) else shlex.quote(text)
