"""Every name the game defines, where it is defined and every place a definition uses it.

Built from the last check's model: definitions and game.yaml's vocabulary from the game index,
uses from the checks' own walk over the model (`CheckContext.references`), so completion,
hover, go to definition, find references and rename see exactly the names `cardkit check`
resolves, spelling folded as it folds them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from cardkit.checks.context import CheckContext
from cardkit.index.game import Entry, GameIndex
from cardkit.index.kinds import AnyKind, Kind
from cardkit.loading.document import Position
from cardkit.lsp.text import line_of, scalar_span
from cardkit.model import Definition, Game

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
        """Definitions of their own file (traits, spells, units, armies, declared cards) can be
        renamed; game.yaml's vocabulary is edited where it is listed."""
        return getattr(self.kind, "folder", None) is not None


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

    def named(self, written: str, prefer: AnyKind | None = None) -> Symbol | None:
        """The symbol of any kind named `written`, `prefer`'s first (a unit and a caster class
        share their names)."""
        kinds = [prefer] if prefer is not None else []
        kinds += [kind for kind in self.by_kind if kind != prefer]
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
"""How many of a definition's own fields a hover lists before its text."""


def _documentation(kind: AnyKind, entry: Entry, place: Place, index: GameIndex) -> str:
    """Markdown for completion and hover: the name and its kind, the definition's fields as its
    file writes them, its text, and where it is defined."""
    heading = f"**{entry.name}** ({kind.label})"
    where = f"`{place.file}:{place.line + 1}`"
    data = _entry_data(entry)
    if kind is Kind.CASTER_CLASS:
        unit = index.unit(entry.name)
        data = unit.source.doc.data if unit is not None else {}
    if not isinstance(data, dict):
        return f"{heading}\n\n{where}"
    fields = [f"`{key}: {value}`" for key, value in data.items() if key not in ("name", "text", "description", "status") and _short(value)]
    texts = [_text_block(data[key]) for key in ("description", "text", "flavor", "reminder", "notes") if key in data]
    body = [heading, " · ".join(fields[:_SHOWN_FIELDS]), *[text for text in texts if text], where]
    return "\n\n".join(part for part in body if part)


def _entry_data(entry: Entry) -> Any:
    """The YAML mapping that defines the entry: the whole file of a definition, game.yaml's
    list entry of a vocabulary word."""
    data: Any = entry.definition.source.doc.data
    if isinstance(entry.definition, Definition) and entry.path == ("name",):
        return data
    for step in entry.path[:-1]:
        try:
            data = data[step]
        except (KeyError, IndexError, TypeError):
            return {}
    return data


def _short(value: object) -> bool:
    if isinstance(value, (list, tuple)):
        return all(isinstance(item, (str, int, float)) for item in value) and len(str(value)) <= 60
    return isinstance(value, (str, int, float)) and len(str(value)) <= 60


def _text_block(value: object) -> str:
    """A text field: a string as it is, an element's texts by delivery."""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, dict):
        return "\n\n".join(f"*{key}*: {text}" for key, text in value.items() if isinstance(text, str))
    return ""
