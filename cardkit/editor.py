"""Editor completion: the schemas with the game's own words, and VS Code told where they are.

The shipped schemas describe any game, so they say "one of the game's caster classes" where an
editor could offer "Alquimista". `enriched_schemas` copies them and turns each such field into an
`enum` of the project's vocabulary (elements, caster classes, unit and trait names, card and
attack types, line directions, ammunition), keeping titles, descriptions and examples for hover
text. `merge_vscode_settings` maps every content folder to its enriched schema in
`.vscode/settings.json` (the YAML extension's `yaml.schemas`) without touching other settings.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardkit.content import KIND_FOLDERS, VOCABULARY_FILE, YAML_SUFFIXES, LoadedProject
from cardkit.editor_enums import Named, element_text, set_enum
from cardkit.editor_flat import flattened
from cardkit.errors import CardkitError
from cardkit.fields.compose import declared_documents
from cardkit.index.folding import fold
from cardkit.index.game import GameIndex
from cardkit.model import Game, Vocabulary
from cardkit.output.writing import write_bytes_atomically
from cardkit.packs.tabmaster.armies import leader_roles
from cardkit.packs.tabmaster.model import NamedTerm, Unit
from cardkit.project import CONFIG_NAME, Project
from cardkit.schemas import SCHEMA_SUFFIX, SchemaSetupError, schema_dir
from cardkit.theme.build import THEME_FILE

Schemas = dict[str, dict[str, Any]]
"""Schema documents by kind ("spell" for spell.schema.json)."""

Kept = Mapping[str, Sequence[Named]]
"""Names by definition kind read from files that failed validation (`cardkit.editor_kept`)."""

SETTINGS_KEY = "yaml.schemas"


def _unit_names(game: Game, category: str | None = None) -> list[Named]:
    return [(unit.name, _unit_text(unit)) for unit in game.units if category is None or unit.category == category]


def _unit_text(unit: Unit) -> str:
    """A unit's text or flavour, then its stats and traits as its file writes them: most units
    print no text, and the editor should still say which one a name is."""
    stats = f"defense: {unit.defense}, movement: {unit.movement}"
    traits = ", ".join(use.name for use in unit.traits)
    return "\n\n".join(part for part in (unit.text or unit.flavor or "", stats, traits and f"traits: {traits}") if part)


def _trait_names(game: Game) -> list[Named]:
    return [(trait.name, trait.text.strip()) for trait in game.traits]


def _selector_traits(game: Game) -> list[Named]:
    """The traits an element effect may select: their names, then each other spelling game.yaml
    already writes that folds to one of them (the rule tables' "Morto-Vivo" for "Morto Vivo"),
    since cardkit accepts those and the editor must not flag them."""
    named = _trait_names(game)
    by_fold = {fold(name): text for name, text in named}
    effects = [effect for element in game.vocabulary.elements for effect in element.effects] if game.vocabulary else []
    written = [selector.trait for effect in effects for selector in effect.against]
    return named + [(spelling, by_fold[fold(spelling)]) for spelling in written if fold(spelling) in by_fold]


def _caster_classes(game: Game) -> list[Named]:
    """A caster class is a unit's name: its text is that unit's."""
    index = GameIndex.of(game)
    classes = game.vocabulary.caster_classes if game.vocabulary is not None else ()
    return [(name, _unit_text(unit) if (unit := index.unit(name)) is not None else "") for name in classes]


def _leader_names(game: Game, role: str) -> list[Named]:
    """The units an army's leader field may name: those of the category game.yaml gives that
    field (`army: {field: commander}`); every unit while there is none."""
    declared = leader_roles(GameIndex.of(game)).get(role) if game.vocabulary is not None else None
    found = _unit_names(game, declared.id) if declared is not None and declared.id else []
    return found or _unit_names(game)


def _vocabulary(pick: Callable[[Vocabulary], Iterable[Named]]) -> Callable[[Game], list[Named]]:
    """Words from game.yaml; none when it did not load."""
    return lambda game: [] if game.vocabulary is None else list(pick(game.vocabulary))


def _terms(pick: Callable[[Vocabulary], Iterable[NamedTerm]]) -> Callable[[Game], list[Named]]:
    """game.yaml entries with a name and a description (card types, attack types...)."""
    return _vocabulary(lambda v: [(term.name, term.description) for term in pick(v)])


@dataclass(frozen=True)
class VocabularyField:
    """A field of a shipped schema whose value must be one of the game's words."""

    kind: str
    pointer: tuple[str, ...]
    words: Callable[[Game], list[Named]]
    kept: str | None = None
    """The definition kind whose names these are: a file of it that fails validation still
    gives its `name:` (`cardkit.editor_kept`), so the editor does not flag every use of it."""


VOCABULARY_FIELDS: tuple[VocabularyField, ...] = (
    VocabularyField("common", ("$defs", "effects", "properties", "elements", "items"), _vocabulary(lambda v: [(e.name, element_text(e)) for e in v.elements])),
    VocabularyField("common", ("$defs", "effects", "properties", "line", "properties", "directions", "items"), _terms(lambda v: v.line_directions)),
    VocabularyField("common", ("$defs", "trait_use", "properties", "name"), _trait_names, kept="trait"),
    VocabularyField("game", ("$defs", "target_selector", "properties", "trait"), _selector_traits, kept="trait"),
    VocabularyField("spell", ("properties", "card_type"), _terms(lambda v: v.card_types)),
    VocabularyField("spell", ("properties", "ref"), _caster_classes),
    VocabularyField("trait", ("$defs", "param", "properties", "card_type"), _terms(lambda v: v.card_types)),
    VocabularyField("unit", ("$defs", "attack", "properties", "type"), _terms(lambda v: v.attack_types)),
    VocabularyField("unit", ("$defs", "attack", "properties", "ammunition"), _vocabulary(lambda v: [(a.name, a.unit) for a in v.ammunition])),
    VocabularyField("unit", ("properties", "category"), _vocabulary(lambda v: [(c.id, f"{c.name}: {c.description}".rstrip(": ")) for c in v.unit_categories if c.id])),
    VocabularyField("army", ("properties", "commander"), lambda game: _leader_names(game, "commander"), kept="unit"),
    VocabularyField("army", ("properties", "champion"), lambda game: _leader_names(game, "champion"), kept="unit"),
    VocabularyField("army", ("$defs", "unit_count", "properties", "unit"), _unit_names, kept="unit"),
)
"""Where each word list goes. A unit's category is one of game.yaml's category ids; a leader
field offers the units of the category game.yaml gives it (all units while there are none)."""


def load_schemas_json(directory: Path) -> Schemas:
    """The shipped schema documents, as plain JSON."""
    schemas: Schemas = {}
    for path in sorted(directory.glob(f"*{SCHEMA_SUFFIX}")):
        try:
            schemas[path.name.removesuffix(SCHEMA_SUFFIX)] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise SchemaSetupError(f"{path}: cannot read the schema: {error}") from None
    return schemas


def project_schemas(loaded: LoadedProject, kept: Kept | None = None) -> Schemas:
    """The schema documents of this game, enriched: cardkit's with the fields and card kinds
    game.yaml declares composed in (`cardkit.fields.compose`), then the game's words, then
    reshaped for plain YAML editors (`cardkit.editor_flat`)."""
    shipped = load_schemas_json(schema_dir())
    declared = declared_documents(shipped, loaded.game.declarations, loaded.game.vocabulary)
    enriched = enriched_schemas({**shipped, **declared}, loaded.game, kept or {})
    flattened(enriched, loaded.game)
    return enriched


def enriched_schemas(shipped: Schemas, game: Game, kept: Kept | None = None) -> Schemas:
    """Copies of `shipped` in which every vocabulary field is an `enum` of the game's words,
    each with its definition's text as `enumDescriptions` (what yaml-language-server shows
    beside a completion); `kept` adds the names of files that failed validation.

    A field the game has no words for yet stays as it was: an empty `enum` would reject every
    value. A field missing from the shipped schemas means this table is out of date, which is
    an installation problem (SchemaSetupError), not the designer's.
    """
    enriched = copy.deepcopy(shipped)
    for field in VOCABULARY_FIELDS:
        extra = (kept or {}).get(field.kept, []) if field.kept else []
        words: dict[str, str] = {}
        for name, text in [*field.words(game), *extra]:
            words.setdefault(name, text)  # a name twice (a duplicate definition) keeps its first text
        if words:
            set_enum(_subschema(enriched, field), list(words.items()))
    _enrich_declared_references(enriched, game)
    return enriched


def _enrich_declared_references(schemas: Schemas, game: Game) -> None:
    """A declared `reference` field offers the names of the kind it points at."""
    index = GameIndex.of(game)
    for kind in game.kind_folders():
        for spec in game.declarations.fields_of(kind):
            target = index.kind(spec.to or "") if spec.type == "reference" else None
            entries = index.entries.get(target, []) if target is not None else []
            named = {entry.name: str(getattr(entry.definition, "text", None) or "") for entry in entries}
            if named and kind in schemas:
                set_enum(schemas[kind]["properties"][spec.id], list(named.items()))


def _subschema(schemas: Schemas, field: VocabularyField) -> dict[str, Any]:
    node: Any = schemas.get(field.kind)
    for key in field.pointer:
        if not isinstance(node, dict) or key not in node:
            where = "/".join(field.pointer)
            raise SchemaSetupError(f"{field.kind}{SCHEMA_SUFFIX} has no /{where}; cardkit's vocabulary fields are out of date")
        node = node[key]
    return node


def write_schemas(schemas: Schemas, directory: Path) -> list[Path]:
    """Write every schema as `<kind>.schema.json`; they refer to each other by file name, so
    they must stay together in one folder."""
    return [
        write_bytes_atomically(directory / f"{kind}{SCHEMA_SUFFIX}", _json_bytes(schema, indent=2))
        for kind, schema in schemas.items()
    ]


def _json_bytes(data: Any, *, indent: int) -> bytes:
    return (json.dumps(data, ensure_ascii=False, indent=indent) + "\n").encode("utf-8")


def schema_globs(project: Project, schema_folder: Path, folders: Mapping[str, str] = KIND_FOLDERS) -> dict[str, list[str]]:
    """`yaml.schemas` entries: each schema file (relative to the project, the VS Code workspace)
    and the globs of the files it describes; `folders` holds each kind's folder, the game's
    declared kinds included (`Game.kind_folders`)."""
    content = _relative(project.content_dir, project.root)
    prefix = "" if content == "." else f"{content}/"
    globs = {kind: [f"{prefix}{folder}/*{suffix}" for suffix in YAML_SUFFIXES] for kind, folder in folders.items()}
    globs["game"] = [f"{prefix}{VOCABULARY_FILE}"]
    globs["theme"] = [f"{prefix}{THEME_FILE}"]
    globs["cardkit"] = [CONFIG_NAME]
    return {f"{_relative(schema_folder, project.root)}/{kind}{SCHEMA_SUFFIX}": files for kind, files in globs.items()}


def _relative(path: Path, root: Path) -> str:
    """`path` relative to `root` when inside it (portable settings), else absolute."""
    resolved = path.resolve()
    return resolved.relative_to(root).as_posix() if resolved == root or root in resolved.parents else resolved.as_posix()


class SettingsError(CardkitError):
    """settings.json cannot be merged safely (not JSON, or not the shape VS Code writes)."""


def merge_vscode_settings(settings_file: Path, entries: Mapping[str, list[str]]) -> Path:
    """Add or update cardkit's `yaml.schemas` entries; every other setting and entry stays.

    A file that is not plain JSON (VS Code also accepts comments) is refused rather than
    rewritten, since rewriting it would drop what json cannot read back.
    """
    settings: Any = {}
    if settings_file.exists():
        try:
            settings = json.loads(settings_file.read_text(encoding="utf-8") or "{}")
        except (OSError, ValueError) as error:
            raise SettingsError(f"{settings_file} is not plain JSON ({error}); add the entries by hand") from None
    if not isinstance(settings, dict) or not isinstance(settings.get(SETTINGS_KEY, {}), dict):
        raise SettingsError(f"{settings_file}: expected an object with `{SETTINGS_KEY}` as an object; add the entries by hand")
    settings[SETTINGS_KEY] = {**settings.get(SETTINGS_KEY, {}), **entries}
    return write_bytes_atomically(settings_file, _json_bytes(settings, indent=4))


def settings_snippet(entries: Mapping[str, list[str]]) -> str:
    """The entries as the user would paste them into settings.json."""
    return json.dumps({SETTINGS_KEY: dict(entries)}, ensure_ascii=False, indent=4)


def vscode_settings_file(project: Project) -> Path:
    return project.root / ".vscode" / "settings.json"
