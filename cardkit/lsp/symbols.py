"""Every name the game defines, where it is defined and every place a definition uses it.

Built from the last check's model: definitions and game.yaml's vocabulary from the game index,
uses from the checks' own walk over the model (`CheckContext.references`), so completion,
hover, go to definition, find references and rename see exactly the names `cardkit check`
resolves, spelling folded as it folds them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from cardkit.checks.context import CheckContext
from cardkit.index.game import Entry, GameIndex
from cardkit.index.kinds import AnyKind
from cardkit.index.texts import described
from cardkit.loading.document import Position
from cardkit.lsp.text import line_of, scalar_span
from cardkit.model import Game

TextOf = Callable[[str], str]
"""The text of a project file by its relative path: the editor's buffer, else the disk's."""


@dataclass(frozen=True)
class Place:
    """Where a name is written: a project file (relative path) and a 0-based span on one line."""

    file: str
    line: int
    start: int
    end: int

    def holds(self, line: int, column: int) -> bool:
        return self.line == line and self.start <= column <= self.end


@dataclass
class Symbol:
    """One defined name: its kind, where its definition writes it, its text, every use."""

    kind: AnyKind
    name: str
    definition: Place
    documentation: str
    uses: list[Place] = field(default_factory=list)

    @property
    def renamable(self) -> bool:
        """Definitions of their own file (cards and collections of every kind) can be renamed;
        game.yaml's vocabularies are edited where they are listed."""
        return self.kind.is_definition


class Symbols:
    """The names of one checked game, looked up by kind and name (folded) or by place."""

    def __init__(self, game: Game, text_of: TextOf) -> None:
        self.index = GameIndex.of(game)
        self._text_of = text_of
        self._lines: dict[str, str] = {}
        self.by_kind: dict[AnyKind, dict[str, Symbol]] = {}
        for kind, entries in self.index.entries.items():
            named = self.by_kind.setdefault(kind, {})
            for entry in entries:
                if entry.name not in named:
                    named[entry.name] = self._symbol(kind, entry)
        for ref in CheckContext(game).references:
            found = self.lookup(ref.kind, ref.written)
            if found is not None:
                doc = ref.definition.source.doc
                found.uses.append(self._place(doc.relpath, doc.position(ref.path, key=ref.key), ref.written))

    def lookup(self, kind: AnyKind, written: str) -> Symbol | None:
        """The symbol `written` names as a `kind`, spelling folded as the checks fold it."""
        names = self.index.names(kind)
        canonical = names.canonical(written) if names is not None else None
        return self.by_kind.get(kind, {}).get(canonical) if canonical is not None else None

    def named(self, written: str, prefer: Sequence[AnyKind] = ()) -> Symbol | None:
        """The symbol of any kind named `written`, `prefer`'s first (a card and a word of a
        vocabulary may share a name)."""
        kinds = [*prefer, *(kind for kind in self.by_kind if kind not in prefer)]
        return next((found for kind in kinds if (found := self.lookup(kind, written)) is not None), None)

    def at(self, file: str, line: int, column: int) -> Symbol | None:
        """The symbol whose definition or use is written at this place of `file`."""
        for symbol in self.all():
            if any(place.file == file and place.holds(line, column) for place in (symbol.definition, *symbol.uses)):
                return symbol
        return None

    def all(self) -> Iterator[Symbol]:
        for named in self.by_kind.values():
            yield from named.values()

    def _symbol(self, kind: AnyKind, entry: Entry) -> Symbol:
        doc = entry.definition.source.doc
        place = self._place(doc.relpath, doc.position(entry.path), entry.name)
        return Symbol(kind, entry.name, place, _documentation(kind, entry, place, self.index))

    def _place(self, file: str, position: Position, written: str) -> Place:
        """The span of `written` at `position`: where the name itself starts, after a quote."""
        if file not in self._lines:
            self._lines[file] = self._text_of(file)
        line, column = position.line - 1, position.column - 1
        row = line_of(self._lines[file], line)
        found = row.find(written, column)
        if found >= 0:
            return Place(file, line, found, found + len(written))
        span = scalar_span(self._lines[file], line, column)
        return Place(file, line, span.start, span.end)


_SHOWN_FIELDS = 8
"""How many of a name's short values a hover lists before its texts."""


def _documentation(kind: AnyKind, entry: Entry, place: Place, index: GameIndex) -> str:
    """Markdown for completion and hover: the name and its kind, its short values as its file
    writes them, its texts (`cardkit.index.texts`: rich text, which the editor's Markdown shows
    bold and italic, each `[token]` as its symbol's words), and where it is defined."""
    heading = f"**{entry.name}** ({kind.label})"
    where = f"`{place.file}:{place.line + 1}`"
    found = described(index, kind, entry)
    facts = " · ".join(f"`{key}: {value}`" for key, value in found.facts[:_SHOWN_FIELDS])
    vocabulary = index.game.vocabulary
    worded = [(label, vocabulary.symbols.words(text) if vocabulary is not None else text) for label, text in found.texts]
    texts = [f"*{label}*: {text}" if label else text for label, text in worded]
    return "\n\n".join(part for part in (heading, facts, *texts, where) if part)
