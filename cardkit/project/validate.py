"""Load a project: config, then every definition file, validated and built into a `Game`.

This is the `validate` stage of the pipeline (docs/architecture.md, The pipeline): all
problems of all files in one run, collected in one Report; a file with errors is left out of
the model, never half-built. What of it is valid is kept aside, salvaged for the rule checks
alone (`cardkit.model.partial`), so `check` reports a file's rule findings with its schema errors.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from cardkit.codes.loading import LOADING_CODES, UNREADABLE_FILE
from cardkit.config.project import CONFIG_NAME, Project, ProjectError, find_project_root, project_from_config
from cardkit.fields.compose import composed_schemas
from cardkit.fields.model import FieldTable
from cardkit.fields.pruning import without_bad_declarations
from cardkit.fields.read import card_templates_but_faces, game_table
from cardkit.fields.vocabulary import Terms
from cardkit.foundation.bundled import package_data
from cardkit.foundation.diagnostics import Diagnostic, Findings, Report
from cardkit.loading import LocatedDocument, load_yaml
from cardkit.loading.overlay import unsaved_in
from cardkit.model import Definition, Game, Vocabulary
from cardkit.model.builders import (
    build_vocabulary,
    definition_of,
    game_pack,
    inferred_pack,
    pack_schemas,
    with_pack_hints,
)
from cardkit.model.packs import Pack
from cardkit.model.partial import Partial, salvage
from cardkit.schema.sets import SchemaSet, load_schemas, schema_dir
from cardkit.schema.validation import validate
from cardkit.theme.build import THEME_FILE, build_theme
from cardkit.theme.model import Theme

if TYPE_CHECKING:
    from cardkit.i18n.edition import Edition

VOCABULARY_FILE = "game.yaml"
YAML_SUFFIXES = (".yaml", ".yml")


@dataclass(frozen=True, eq=False)
class LoadedProject:
    """A validated project, handed from stage to stage and never changed: a stage that adds to
    it (check, a translated edition) returns a new one (`dataclasses.replace`), so the source
    and every translated copy share nothing that can change under them."""

    project: Project
    game: Game
    report: Findings
    """What validating found (and, once checked, what checking found too)."""
    documents: tuple[LocatedDocument, ...]
    rejected: frozenset[str] = frozenset()
    """Definition files left out of the model (relative paths): unreadable or schema-invalid."""
    partials: tuple[Partial, ...] = ()
    """The schema-invalid definitions that could be salvaged for the rule checks (never printed)."""
    checked: tuple[Diagnostic, ...] | None = None
    """What `cardkit check` found, once it ran: outputs that act on a verdict (a pack's sheets,
    refused or bannered for an illegal collection) read it instead of checking again, and every
    locale shares it."""
    chosen_edition: Edition | None = None
    """Set on the copy of a project that renders another locale (`cardkit.translation.translate`)."""
    theme_document: LocatedDocument | None = None
    """The game's content/theme.yaml when it has one that validated; every edition shares it."""
    pack: Pack | None = None
    """The rules pack game.yaml names, when cardkit has it."""
    schemas: SchemaSet | None = None
    """The schemas the game's files were validated against: cardkit's with game.yaml's
    declared fields and kinds composed in (`cardkit.fields.compose`)."""

    @cached_property
    def theme(self) -> Theme:
        """The look every output prints with: cardkit's default theme, its pack's tokens and the
        game's theme.yaml over it."""
        return build_theme(self.theme_document, self.project.config.assets_dir, self.pack.theme_file if self.pack else None)

    @cached_property
    def edition(self) -> Edition:
        """The locale and words the outputs of this project print: the source language unless
        this is a translated copy. Built on first use, so `validate` never loads the catalogs."""
        if self.chosen_edition is not None:
            return self.chosen_edition
        from cardkit.i18n.edition import source_edition

        return source_edition(self.game)


@dataclass
class _Loading:
    """What the validate stage gathers file by file; `finished` freezes it into the project the
    next stage gets."""

    project: Project
    schemas: SchemaSet
    report: Report = field(default_factory=Report)
    documents: list[LocatedDocument] = field(default_factory=list)
    rejected: set[str] = field(default_factory=set)
    partials: list[Partial] = field(default_factory=list)
    by_kind: dict[str, list[Definition]] = field(default_factory=dict)
    vocabulary: Vocabulary | None = None
    base_table: FieldTable = field(default_factory=FieldTable)
    pack: Pack | None = None
    theme_document: LocatedDocument | None = None

    @property
    def table(self) -> FieldTable:
        """The field table as game.yaml left it: its declarations, else its pack's."""
        return self.vocabulary.table if self.vocabulary is not None else self.base_table

    @property
    def game(self) -> Game:
        """The game as loaded so far (its field table decides the folders and the kinds)."""
        return Game(self.vocabulary, {kind: tuple(found) for kind, found in self.by_kind.items()}, self.base_table)

    def finished(self) -> LoadedProject:
        return LoadedProject(
            self.project,
            self.game,
            self.report.frozen(),
            tuple(self.documents),
            frozenset(self.rejected),
            tuple(self.partials),
            theme_document=self.theme_document,
            pack=self.pack,
            schemas=self.schemas,
        )


def open_project(start: Path, schemas: SchemaSet | None = None) -> tuple[Project, SchemaSet]:
    """Read and validate `cardkit.yaml`; any problem there is a configuration error (exit 2)."""
    root = find_project_root(start)
    schemas = schemas or load_schemas(schema_dir())
    doc, diagnostics = load_yaml(root / CONFIG_NAME, root)
    if doc is not None:
        diagnostics += validate(doc, "cardkit", schemas)
    errors = [d for d in diagnostics if d.severity.value == "error"]
    if errors or doc is None:
        summary = "\n".join(f"{d.file}:{d.line}:{d.column}: {d.message}" for d in errors)
        raise ProjectError(summary or f"{CONFIG_NAME} cannot be read", errors, root)
    return project_from_config(root, doc.data, doc), schemas


def definition_files(content_dir: Path, folders: Mapping[str, str]) -> list[tuple[str, Path]]:
    """Every (kind, path) of the game, game.yaml first, then by folder and file name; `folders`
    maps each kind to its folder (the game's declared kinds included).

    The suffix counts whatever its case: `raio.YAML` (as some Windows tools write it) is a
    definition like `raio.yaml`, not a file to skip without a word. A kind folder that cannot
    be listed is left out here and reported by `kind_folder_problems`. Inside an editor's
    `overlay`, a definition only its unsaved buffer holds is one too (`cardkit lsp`)."""
    found: list[tuple[str, Path]] = []
    vocabulary = content_dir / VOCABULARY_FILE
    if vocabulary.exists():
        found.append(("game", vocabulary))
    for kind, folder in folders.items():
        try:
            listed = sorted((content_dir / folder).iterdir())
        except OSError:  # absent, a file, unreadable
            listed = []
        listed = sorted(listed + unsaved_in(content_dir / folder, listed), key=lambda path: path.name)
        found += [(kind, path) for path in listed if path.suffix.lower() in YAML_SUFFIXES]
    return found


def kind_folder_problems(project: Project, folders: Mapping[str, str]) -> list[Diagnostic]:
    """A kind folder that exists but cannot be listed (a file named `events`, a folder cardkit
    may not read) would otherwise hide every definition it was meant to hold."""
    problems = []
    for kind, folder in folders.items():
        directory = project.content_dir / folder
        if not directory.exists() and not directory.is_symlink():
            continue  # a game need not have every kind
        try:
            with os.scandir(directory):
                pass
        except NotADirectoryError:
            problems.append(_folder_problem(project, directory, f"`{folder}` is a file, not a folder of {kind} files"))
        except OSError as error:
            problems.append(_folder_problem(project, directory, f"the folder `{folder}` cannot be read: {error.strerror or error}"))
    return problems


def _folder_problem(project: Project, directory: Path, message: str) -> Diagnostic:
    return Diagnostic(
        project.relpath(directory),
        1,
        1,
        UNREADABLE_FILE,
        LOADING_CODES[UNREADABLE_FILE].severity,
        message,
        f"make `{project.relpath(directory)}` a folder holding one .yaml file per definition",
    )


def load_game(project: Project, schemas: SchemaSet) -> LoadedProject:
    """Load, validate and build every definition; collect every diagnostic.

    game.yaml comes first: its pack and the fields, kinds and collections it declares make the
    game's field table, which decides which folders hold definitions and the schemas they are
    validated against. A document the loader could read (even past a duplicate key, whose first
    value it keeps) joins the model when its shape is schema-valid, so the rules engine can
    still report everything else wrong in it; the loader's error still fails the run.
    """
    loaded = _Loading(project, schemas)
    loaded.report.accepted = project.config.accepted
    if not project.content_dir.is_dir():
        loaded.report.add(_no_content(project))
    vocabulary_path = project.content_dir / VOCABULARY_FILE
    if vocabulary_path.exists():
        _load_vocabulary(loaded, vocabulary_path, schemas)
    if loaded.vocabulary is None:  # no game.yaml, or a broken one: the pack's kinds alone
        loaded.schemas = composed_schemas(loaded.schemas, loaded.table, Terms())
    folders = loaded.table.folders()
    loaded.report.extend(kind_folder_problems(project, folders))
    for kind, path in definition_files(project.content_dir, folders):
        if kind != "game":
            _load_definition(loaded, kind, path)
    loaded.theme_document = _load_theme(project, schemas, loaded)
    return loaded.finished()


def _load_document(loaded: _Loading, kind: str, path: Path, schemas: SchemaSet) -> tuple[LocatedDocument | None, bool]:
    """One file read and validated: its document (None when unreadable) and whether it is
    valid; a file that is not counts as rejected."""
    return _validated(loaded, kind, path, load_yaml(path, loaded.project.root), schemas)


def _validated(
    loaded: _Loading, kind: str, path: Path, read: tuple[LocatedDocument | None, list[Diagnostic]], schemas: SchemaSet
) -> tuple[LocatedDocument | None, bool]:
    relpath = loaded.project.relpath(path)
    loaded.report.files.add(relpath)
    doc, diagnostics = read
    loaded.report.extend(diagnostics)
    problems = validate(doc, kind, schemas) if doc is not None else []
    if kind == "game":
        problems = with_pack_hints(problems, doc)
    loaded.report.extend(problems)
    if doc is None or any(d.severity.value == "error" for d in problems):
        loaded.rejected.add(relpath)
        return doc, False
    loaded.documents.append(doc)
    return doc, True


def _load_vocabulary(loaded: _Loading, path: Path, schemas: SchemaSet) -> None:
    """game.yaml: its pack found first (its keys are part of game.yaml's schema), then its
    declarations read into the field table and the game's schemas composed from it. When its
    only schema errors lie in declaration entries, those entries are left out (their errors
    still fail the run) and the rest is the game: one bad declaration is one finding, not a
    lost vocabulary and a dozen errors in files that are right."""
    read = load_yaml(path, loaded.project.root)
    pack, problem = game_pack(read[0])
    if problem is not None:
        loaded.report.add(problem)
    base = pack_schemas(schemas, pack)
    doc, valid = _validated(loaded, "game", path, read, base)
    kinds_of = pack or inferred_pack(doc)  # a game.yaml of before packs: its kinds' files are still validated
    loaded.pack = kinds_of
    loaded.base_table = kinds_of.table if kinds_of is not None else FieldTable()
    loaded.schemas = base if kinds_of is pack else pack_schemas(schemas, kinds_of)
    if doc is not None and not valid:
        doc = without_bad_declarations(doc, base)
        if doc is not None:
            loaded.rejected.discard(doc.relpath)
            loaded.documents.append(doc)
    if doc is None:
        return
    table, problems = game_table(doc, loaded.base_table, loaded.project.config.assets_dir.name, _no_face_templates(pack))
    loaded.report.extend(problems)
    hook = pack.hook("game_problems") if pack is not None else None
    if hook is not None:
        loaded.report.extend(hook(doc, table))
    vocabulary = build_vocabulary(doc, pack, table)
    loaded.vocabulary = vocabulary
    loaded.schemas = composed_schemas(base, table, vocabulary.terms)


def _no_face_templates(pack: Pack | None) -> frozenset[str]:
    """The card templates of cardkit and the game's pack that draw no kind's face."""
    folders = (package_data("templates"), *((pack.template_dir,) if pack is not None else ()))
    faces = {kind.id for kind in pack.table.kinds} if pack is not None else set()
    return card_templates_but_faces(folders, faces)


def _load_definition(loaded: _Loading, kind: str, path: Path) -> None:
    spec = loaded.table.kind(kind)
    if spec is None:
        return
    doc, valid = _load_document(loaded, kind, path, loaded.schemas)
    if doc is None:
        return
    if not valid:
        partial = salvage(doc, spec, loaded.schemas, loaded.pack)
        if partial is not None:
            loaded.partials.append(partial)
        return
    definition = definition_of(doc, spec, loaded.pack)
    loaded.by_kind.setdefault(definition.kind, []).append(definition)


def _load_theme(project: Project, schemas: SchemaSet, loaded: _Loading) -> LocatedDocument | None:
    """The game's theme.yaml, validated; None when it has none or it has errors (the outputs
    then print with the default theme, while the errors fail the run)."""
    path = project.content_dir / THEME_FILE
    if not path.exists() and not path.is_symlink():
        return None
    relpath = project.relpath(path)
    loaded.report.files.add(relpath)
    doc, diagnostics = load_yaml(path, project.root)
    problems = validate(doc, "theme", schemas) if doc is not None else []
    loaded.report.extend([*diagnostics, *problems])
    if doc is None or any(d.severity.value == "error" for d in problems):
        return None
    return doc


def _no_content(project: Project) -> Diagnostic:
    """An empty project (or a mistyped `content:`) must not pass as a clean one: it checked nothing."""
    return Diagnostic(
        project.relpath(project.content_dir),
        1,
        1,
        UNREADABLE_FILE,
        LOADING_CODES[UNREADABLE_FILE].severity,
        "the content folder does not exist, so there is nothing to check",
        f"create it with game.yaml and a folder per kind of card (`cardkit init DIR` writes an example), "
        f"or point `content:` in {CONFIG_NAME} at the folder that has them",
    )
