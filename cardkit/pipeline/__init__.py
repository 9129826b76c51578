"""The stages a command runs, in order: open the project, validate, check (rules, rulebook,
translations, theme).

Kept apart from the CLI so tests, the preview server and benchmarks run the same pipeline.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from cardkit.config.project import CONFIG_NAME, ProjectError
from cardkit.foundation.diagnostics import Diagnostic, Report

if TYPE_CHECKING:
    from cardkit.checks.context import ArtSetup
    from cardkit.project.validate import LoadedProject

# The stages import what they run when they run: `cardkit check` with nothing changed answers
# from `remembered` (a module of this package) without loading schemas, loaders or rules.


def validate_project(start: Path) -> LoadedProject:
    """Load and schema-validate every definition; configuration problems raise ProjectError."""
    from cardkit.checks.levels import Levels
    from cardkit.codes.config import UNKNOWN_RULE
    from cardkit.project.validate import load_game, open_project

    project, schemas = open_project(start)
    problems = [
        project.config_problem(UNKNOWN_RULE, why, ("rules", key), key=True)
        for key, why in Levels(project.rule_overrides).problems()
    ]
    if problems:
        raise ProjectError("\n".join(f"{CONFIG_NAME}: {p.message}" for p in problems), problems, project.root)
    with _collector_paused():
        return load_game(project, schemas)


def check_project(start: Path) -> LoadedProject:
    """Validate, then run every enabled consistency rule over what validated, rulebook included,
    and the translation checks; every finding at the level cardkit.yaml's `rules:` gives it."""
    from cardkit.checks import level_findings, run_checks  # the rules engine: `validate` never needs it
    from cardkit.checks.book_context import BookContext
    from cardkit.checks.theme import theme_findings
    from cardkit.codes.theme import THEME_CODES
    from cardkit.codes.translation import TRANSLATION_CODES

    loaded = validate_project(start)
    overrides = loaded.project.rule_overrides
    found = Report.following(loaded.report)
    with _collector_paused():
        run_checks(
            loaded.game,
            overrides,
            found,
            book=BookContext(loaded),
            art=_art_setup(loaded),
            partials=loaded.partials,
            coverage=_coverage(loaded),
        )
    level_findings(_translation_findings(loaded), TRANSLATION_CODES, overrides, found)
    level_findings(theme_findings(loaded.theme_document, loaded.theme, loaded.game), THEME_CODES, overrides, found)
    found.extend(_font_file_problems(loaded))
    return replace(loaded, report=found.frozen(), checked=tuple(found.sorted()))


def _art_setup(loaded: LoadedProject) -> ArtSetup:
    """The asset folder, and each card kind's art window on the largest card that `print.default`
    prints (poker when it names no profile), for the art rules."""
    from cardkit.checks.context import ArtSetup
    from cardkit.theme.art import POKER, largest_windows

    settings = loaded.project.config.print_settings
    sizes = [settings.profiles[name].card_size for name in settings.default if name in settings.profiles] or [POKER]
    assets = loaded.project.assets
    return ArtSetup(assets, _shown(assets.folder, loaded.project.root), largest_windows(loaded.theme, tuple(kind.id for kind in loaded.game.table.card_kinds), sizes))


def _coverage(loaded: LoadedProject) -> frozenset[int]:
    """The code points the game's theme can draw, its symbols' fonts included (R150)."""
    from cardkit.theme.glyphs import theme_coverage

    return theme_coverage(loaded.theme)


def _shown(folder: Path, root: Path) -> str:
    """A folder as messages name it: relative to the project when inside it."""
    try:
        return folder.relative_to(root).as_posix()
    except ValueError:
        return folder.as_posix()


def _translation_findings(loaded: LoadedProject) -> list[Diagnostic]:
    """Translations are checked only where a game has them: Babel loads only then."""
    from cardkit.translation.paths import locales_dir

    if not locales_dir(loaded.project.content_dir).is_dir():
        return []
    from cardkit.checks.translation import check_translations

    return check_translations(loaded)


def _font_file_problems(loaded: LoadedProject) -> list[Diagnostic]:
    """The theme's own font files, tried by the outputs' strict fetcher's rules (no WeasyPrint
    import: it would cost more than the whole check)."""
    if not any(face.named_at for face in loaded.theme.faces):
        return []
    from cardkit.output.theme_fonts import font_file_problems

    return font_file_problems(loaded.theme, loaded.project.root)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Loading and checking build many small objects that all live to the end of the run, so
    the cyclic garbage collector's passes over them free nothing: pausing it makes a check of
    thousands of files a tenth faster. Reference counting still frees everything else."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
