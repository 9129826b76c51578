"""The stages a command runs, in order: open the project, validate, check (rules, rulebook,
translations, theme).

Kept apart from the CLI so tests, the preview server and benchmarks run the same pipeline.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from cardkit.checks import override_problems, run_checks
from cardkit.content import LoadedProject, load_game, open_project
from cardkit.diagnostics import Diagnostic, Severity
from cardkit.i18n.codes import TRANSLATION_CODES
from cardkit.i18n.paths import locales_dir
from cardkit.project import CONFIG_NAME, ProjectError
from cardkit.rulebook.build import check_rulebook
from cardkit.rulebook.codes import NOT_CHECKED, RULEBOOK_CODES, finding
from cardkit.rulebook.manifest import MANIFEST_NAME, rulebook_dir
from cardkit.theme.checks import theme_findings
from cardkit.theme.codes import THEME_CODES


def validate_project(start: Path) -> LoadedProject:
    """Load and schema-validate every definition; configuration problems raise ProjectError."""
    project, schemas = open_project(start)
    problems = [
        project.config_problem("C002", problem, ("rules", key), key=True)
        for key, level in project.rule_overrides.items()
        for problem in override_problems({key: level}, also_known={**RULEBOOK_CODES, **TRANSLATION_CODES, **THEME_CODES})
    ]
    if problems:
        raise ProjectError("\n".join(f"{CONFIG_NAME}: {p.message}" for p in problems), problems, project.root)
    with _collector_paused():
        return load_game(project, schemas)


def check_project(start: Path) -> LoadedProject:
    """Validate, then run every enabled consistency rule over what validated, rulebook included."""
    loaded = validate_project(start)
    with _collector_paused():
        run_checks(loaded.game, loaded.project.rule_overrides, loaded.report)
    rejected = loaded.rejected
    if rejected and rulebook_dir(loaded.project).is_dir():
        # The book quotes the cards: checked against an incomplete game it would call every
        # spell of a broken file unknown, burying the one real error under its echoes.
        manifest = loaded.project.relpath(rulebook_dir(loaded.project) / MANIFEST_NAME)
        loaded.report.add(
            finding(NOT_CHECKED, manifest, 1, f"the rulebook was not checked: {len(rejected)} definition file(s) did not load", hint="fix the errors above, then run check again")
        )
    else:
        loaded.report.extend(with_overrides(check_rulebook(loaded), loaded.project.rule_overrides))
    loaded.report.extend(with_overrides(_translation_findings(loaded), loaded.project.rule_overrides))
    loaded.report.extend(with_overrides(theme_findings(loaded.theme_document, loaded.theme, loaded.game), loaded.project.rule_overrides))
    loaded.report.extend(_font_file_problems(loaded))
    loaded.checked = loaded.report.sorted()
    return loaded


def _translation_findings(loaded: LoadedProject) -> list[Diagnostic]:
    """Translations are checked only where a game has them: Babel loads only then."""
    if not locales_dir(loaded.project.content_dir).is_dir():
        return []
    from cardkit.i18n.checks import check_translations

    return check_translations(loaded)


def _font_file_problems(loaded: LoadedProject) -> list[Diagnostic]:
    """The theme's own font files, tried by the outputs' strict fetcher: WeasyPrint (which the
    fetcher is part of) loads only for a game whose theme names font files."""
    if not any(face.named_at for face in loaded.theme.faces):
        return []
    from cardkit.output.theme_fonts import font_file_problems

    return font_file_problems(loaded.theme, loaded.project.root)


def with_overrides(findings: list[Diagnostic], overrides: Mapping[str, str]) -> list[Diagnostic]:
    """Apply cardkit.yaml's `rules:` to findings made outside the rule registry: "off" drops
    them, a level replaces their severity, as it does for registry rules."""
    kept = []
    for diagnostic in findings:
        level = overrides.get(diagnostic.code)
        if level == "off":
            continue
        kept.append(replace(diagnostic, severity=Severity(level)) if level else diagnostic)
    return kept


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
