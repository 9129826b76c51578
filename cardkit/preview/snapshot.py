"""One look at the project as it is on disk: the diagnostics of `cardkit check` and every card
face as HTML, grouped by kind.

Taking a snapshot never raises: a designer mid-edit saves broken YAML, a template with a typo or
a cardkit.yaml that no longer parses, and the preview must show that and keep going. What cannot
be drawn becomes a finding on the page instead.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from itertools import groupby
from pathlib import Path

from markupsafe import Markup

from cardkit.config.project import CONFIG_NAME
from cardkit.fields.model import KindSpec
from cardkit.foundation.diagnostics import Report, format_summary, format_text
from cardkit.foundation.errors import CardkitError
from cardkit.output.templating import TemplateProblem
from cardkit.pipeline import check_project
from cardkit.preview.assets import browser_urls
from cardkit.project.marks import card_marks
from cardkit.project.validate import LoadedProject
from cardkit.render.documents import CardRenderer, Frame, card_renderer
from cardkit.render.faces import Card, game_cards
from cardkit.render.fit import ladder_for
from cardkit.theme.art import BASE_FONT_SIZE, POKER
from cardkit.translation.paths import translated_locales

THEME_STYLESHEET = "theme/theme.css"


@dataclass(frozen=True)
class PageFinding:
    """A diagnostic as the page shows it: its severity and the text `cardkit check` prints."""

    severity: str
    text: str


@dataclass(frozen=True)
class Face:
    """One card: its id (`<kind>-<slug>`, as `cardkit build --png` names it), kind, name and face."""

    id: str
    kind: str
    name: str
    html: Markup


@dataclass(frozen=True)
class CardSize:
    """The card in mm and the text size its faces are designed at, from the default print profile."""

    width: float = POKER[0]
    height: float = POKER[1]
    font_size: float = BASE_FONT_SIZE


@dataclass(frozen=True)
class Snapshot:
    """Everything the page shows. `roots` are the folders its files may be served from;
    `build_dir` is output the watcher ignores."""

    version: str
    title: str
    summary: str
    findings: tuple[PageFinding, ...]
    errors: int = 0
    groups: tuple[tuple[str, tuple[Face, ...]], ...] = ()
    theme_css: Markup = field(default_factory=Markup)
    stylesheets: tuple[str, ...] = ()
    """The faces' stylesheets as the browser fetches them, in cascade order."""
    size: CardSize = field(default_factory=CardSize)
    roots: tuple[Path, ...] = ()
    build_dir: Path | None = None
    locale: str = ""
    """The language the faces are drawn in; `locales` are those the page can switch to."""
    locales: tuple[str, ...] = ()
    kind_titles: tuple[tuple[str, str], ...] = ()
    """(id, section heading) of every card kind of the game, in deck order (`kind_title`)."""


def take_snapshot(root: Path, version: str, locale: str | None = None) -> Snapshot:
    """The project at `root` as the page shows it, in `locale` (the game's own language when
    None or unknown); every failure becomes a finding."""
    try:
        return _snapshot(root, version, locale)
    except Exception:
        return Snapshot(version, root.name, "cardkit failed on this project", (PageFinding("error", traceback.format_exc()),), errors=1)


def _snapshot(root: Path, version: str, locale: str | None) -> Snapshot:
    try:
        checked = check_project(root)
    except CardkitError as problem:  # cardkit.yaml (print profiles included) or cardkit's own schemas
        texts = [format_text(d, problem.root) for d in problem.diagnostics] or [str(problem)]
        return _unusable(root, version, texts)
    locales = (checked.edition.locale, *translated_locales(checked.project.content_dir))
    loaded = _in_locale(checked, locale if locale in locales else None)
    report = Report.following(loaded.report)
    size = _card_size(loaded)
    renderer = card_renderer(loaded)
    faces = _faces(renderer, game_cards(loaded.game, card_marks(loaded)), report)  # each face with its mark, as printed
    try:
        theme_css = browser_urls(renderer.templates.render(THEME_STYLESHEET))
        stylesheets = tuple(str(browser_urls(renderer.templates.asset(name))) for name in renderer.stylesheets)
    except TemplateProblem as problem:
        report.add(problem.diagnostic)
        theme_css, stylesheets = Markup(), ()
    return Snapshot(
        version=version,
        title=loaded.project.name,
        summary=format_summary(report),
        findings=(*_fallbacks(loaded, checked.edition.locale), *(PageFinding(d.severity.value, format_text(d, loaded.project.root)) for d in report.sorted())),
        errors=report.summary()["errors"],
        groups=tuple((kind, tuple(group)) for kind, group in groupby(faces, key=lambda face: face.kind)),
        theme_css=theme_css,
        stylesheets=stylesheets,
        size=size,
        roots=renderer.documents.fetcher.roots,
        build_dir=checked.project.build_dir,
        locale=loaded.edition.locale,
        locales=tuple(dict.fromkeys(locales)),
        kind_titles=tuple((kind.id, kind_title(kind)) for kind in loaded.game.table.deck_order),
    )


SHOWN_FALLBACKS = 12
"""How many untranslated strings the page names before it says how many more there are."""


def _fallbacks(loaded: LoadedProject, source: str) -> tuple[PageFinding, ...]:
    """A translated page says which of its strings are still in the source language: the
    designer's proof of a translation, before any PDF is printed."""
    missing = sorted(loaded.edition.untranslated)
    if loaded.edition.is_source or not missing:
        return ()
    listed = "\n".join(f"  {context}: {text[:60]!r}" for context, text in missing[:SHOWN_FALLBACKS])
    more = f"\n  ... and {len(missing) - SHOWN_FALLBACKS} more" if len(missing) > SHOWN_FALLBACKS else ""
    message = f"{loaded.edition.locale}: {len(missing)} string(s) shown in {source} for want of a translation:\n{listed}{more}"
    return (PageFinding("warning", message),)


def _in_locale(loaded: LoadedProject, locale: str | None) -> LoadedProject:
    """The project as `locale` prints it; the source itself for its own language."""
    if locale is None or locale == loaded.edition.locale:
        return loaded
    from cardkit.translation.translate import translated_project

    return translated_project(loaded, locale)


def _faces(renderer: CardRenderer, cards: list[Card], report: Report) -> list[Face]:
    """Each card's face at full size; a card whose template fails is left out and the failure
    reported (once: every card of that kind fails alike), so one broken template hides only its kind."""
    faces: list[Face] = []
    for card in cards:
        try:
            html = renderer.face(card, ladder_for(card.has_reminders)[0])
        except TemplateProblem as problem:
            report.add(problem.diagnostic)
            continue
        faces.append(Face(card.id, card.kind, card.definition.name, browser_urls(html)))
    return faces


def kind_title(kind: KindSpec) -> str:
    """A kind's section heading: the name its declaration gives it, else its folder's
    (`events` -> Events): the page is the designer's tool, in the words of their files."""
    return kind.name or kind.folder.replace("_", " ").replace("-", " ").capitalize()


def _unusable(root: Path, version: str, texts: list[str]) -> Snapshot:
    """A project whose cardkit.yaml (or cardkit's own schemas) cannot be used: only the problems."""
    findings = tuple(PageFinding("error", text) for text in texts)
    return Snapshot(version, root.name, f"{CONFIG_NAME} cannot be used: no cards to show", findings, errors=len(findings))


def _card_size(loaded: LoadedProject) -> CardSize:
    """The card size of the first default profile (cardkit.yaml made sure there is one)."""
    settings = loaded.project.config.print_settings
    frame = Frame.for_profile(settings.profiles[settings.default[0]])
    return CardSize(frame.card_width, frame.card_height, frame.font_size)
