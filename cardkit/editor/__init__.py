"""Editor completion: the game's schemas with its own words, and VS Code told where they are.

The schemas a game's files are validated against (`LoadedProject.schemas`: each kind's composed
from the field table, the pack's shared definitions and cardkit's own) say "one of the game's
card types" where an editor could offer the words themselves. `project_schemas` copies them and
turns every place of names the field table declares (`cardkit.index.places`: a field's `to:` or
`vocabulary:`, its `names:` paths, a collection's entries; game.yaml's places the pack names)
into an `enum` of the game's names, each with its text for hover, and every enum of values of
its own into one with each value's printed word; titles, descriptions and examples stay (`cardkit
new` picks its values among the examples the game's words accept). Then they are reshaped for
plain YAML editors (`cardkit.editor.flat`); the copies written to `.cardkit/schemas/`, kept in
git, keep no example but the game's own (`cardkit.editor.refresh`). `merge_vscode_settings` maps
every content folder to its schema in `.vscode/settings.json` (the YAML extension's
`yaml.schemas`) without touching other settings.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from cardkit.config.project import CONFIG_NAME, Project
from cardkit.editor.enums import Named, Schemas, named_words, nodes_at, set_enum
from cardkit.editor.flat import flattened
from cardkit.fields.model import KindSpec
from cardkit.fields.paths import reach
from cardkit.foundation.errors import CardkitError
from cardkit.foundation.folding import fold
from cardkit.index.game import GameIndex
from cardkit.index.places import NamePlace, game_places, kind_places
from cardkit.model import Game
from cardkit.model.packs import pack_of
from cardkit.output.writing import write_bytes_atomically
from cardkit.project.validate import VOCABULARY_FILE, YAML_SUFFIXES, LoadedProject
from cardkit.schema.sets import SCHEMA_SUFFIX, SchemaSetupError
from cardkit.theme.build import THEME_FILE

Kept = Mapping[str, Sequence[Named]]
"""Names by definition kind read from files that failed validation (`cardkit.editor.kept`)."""

SETTINGS_KEY = "yaml.schemas"


def project_schemas(loaded: LoadedProject, kept: Kept | None = None) -> Schemas:
    """The schema documents of this game for an editor: the ones its files were validated
    against, with the game's words (`enriched_schemas`), reshaped for plain YAML editors
    (`cardkit.editor.flat`)."""
    if loaded.schemas is None:
        raise SchemaSetupError("the project's schemas were not composed; run cardkit validate")
    shipped = {name: validator.schema for name, validator in loaded.schemas.validators.items()}
    enriched = enriched_schemas(shipped, loaded.game, kept or {})
    flattened(enriched, loaded.game)
    return enriched


def enriched_schemas(shipped: Schemas, game: Game, kept: Kept | None = None) -> Schemas:
    """Copies of `shipped` in which every place of names is an `enum` of the game's words, each
    with its text as `enumDescriptions` (what yaml-language-server shows beside a completion);
    `kept` adds the names of files that failed validation.

    A place the game has no words for yet stays as it was: an empty `enum` would reject every
    value. The spellings the game's files already write for a name (folded like the checks
    fold them: "Sea-Wolf" for "Sea Wolf") are allowed too, since cardkit accepts them and
    the editor must not flag them."""
    enriched = copy.deepcopy(shipped)
    words = _Words(GameIndex.of(game), kept or {})
    for kind in game.table.kinds:
        written = [definition.source.doc.data for definition in game.of_kind(kind.id)]
        for place in kind_places(kind, game.table):
            words.set(enriched, kind.id, place, written, kind)
        _own_values(enriched, kind)
    game_data = [game.vocabulary.source.doc.data] if game.vocabulary is not None else []
    for place in game_places(game):
        words.set(enriched, "game", place, game_data)
    return enriched


class _Words:
    """The words each place takes, set as the enums of the places' subschemas."""

    def __init__(self, index: GameIndex, kept: Kept) -> None:
        self.index = index
        self.kept = kept
        pack = pack_of(index.game)
        self.narrow = pack.hook("offered_names") if pack is not None else None
        self.done: dict[int, dict[str, str]] = {}
        """The words already set on a subschema (a shared definition two places reach), by its identity."""

    def set(self, schemas: Schemas, document: str, place: NamePlace, written: Iterable[Any], kind: KindSpec | None = None) -> None:
        named = self.of(place, kind)
        if not named:
            return
        for node in nodes_at(schemas, document, place.path):
            words = self.done.setdefault(id(node), {})
            for name, text in [*named, *_spellings(named, written, place)]:
                words.setdefault(name, text)  # a name twice (a duplicate definition) keeps its first text
            set_enum(node, list(words.items()))

    def of(self, place: NamePlace, kind: KindSpec | None) -> list[Named]:
        """What the place offers: each target's names (by id where the field writes ids, by
        name and id where its schema's enum takes both), a failing file's kept names, as the
        pack narrows them."""
        field = place.field
        by_id = field is not None and place.is_field_itself and field.by_id
        both = field is not None and place.is_field_itself and field.item_type == "enum"
        named: list[Named] = []
        for target in place.targets:
            named += named_words(self.index, target, by_id=by_id)
            if both:
                named += named_words(self.index, target, by_id=True)
            named += self.kept.get(target, [])
        allowed = self.narrow(self.index, kind.id, place.path) if self.narrow is not None and kind is not None else None
        return [(name, text) for name, text in named if allowed is None or name in allowed]


def _spellings(named: list[Named], written: Iterable[Any], place: NamePlace) -> list[Named]:
    """The other spellings the files write at the place for one of these names, with its text."""
    by_fold = {fold(name): text for name, text in named}
    return [
        (value, by_fold[fold(value)])
        for data in written
        for _, value in reach(data, place.path)
        if isinstance(value, str) and fold(value) in by_fold
    ]


def _own_values(schemas: Schemas, kind: KindSpec) -> None:
    """An enum of values of its own (not a vocabulary's): each value's word as its hover text."""
    for spec in kind.fields:
        if spec.item_type == "enum" and spec.values and spec.vocabulary is None:
            path = (spec.id, "*") if spec.type == "list" else (spec.id,)
            for node in nodes_at(schemas, kind.id, path):
                set_enum(node, [(value.id, value.name) for value in spec.values])


EDITOR_SCHEMA_FOLDER = (".cardkit", "schemas")
"""Where a project keeps its editor schemas, beside its sources and in git: a fresh clone's
editor finds them before anyone runs cardkit (build/ is ignored, so nothing there would be)."""


def editor_schema_dir(project: Project) -> Path:
    return project.root.joinpath(*EDITOR_SCHEMA_FOLDER)


def write_schemas(schemas: Schemas, directory: Path) -> list[Path]:
    """Write every schema as `<kind>.schema.json` whose bytes changed (they refer to each other
    by file name, so they stay together in one folder); the files written. An unchanged schema
    is left alone: no churn in git, no reload in the editor."""
    written = []
    for kind, schema in schemas.items():
        path, data = directory / f"{kind}{SCHEMA_SUFFIX}", _json_bytes(schema, indent=2)
        if not _holds(path, data):
            written.append(write_bytes_atomically(path, data))
    return written


def _holds(path: Path, data: bytes) -> bool:
    try:
        return path.is_file() and path.read_bytes() == data
    except OSError:
        return False


def _json_bytes(data: Any, *, indent: int) -> bytes:
    return (json.dumps(data, ensure_ascii=False, indent=indent) + "\n").encode("utf-8")


def schema_globs(project: Project, schema_folder: Path, folders: Mapping[str, str]) -> dict[str, list[str]]:
    """`yaml.schemas` entries: each schema file (relative to the project, the VS Code workspace)
    and the globs of the files it describes; `folders` holds each kind's folder (the game's
    kinds, its pack's and game.yaml's: `Game.kind_folders`)."""
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
