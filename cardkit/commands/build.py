"""`cardkit build [cards|sheets|rulebook|all]`: check, then render the PDFs into build/.

Nothing is rendered while `check` reports errors, so a broken card can never reach the
printer; a translation's findings stop only that locale's edition. Each renderer writes atomically, so the last good PDF stays in place. A build first
sweeps the temporary files a killed build left in build/, and turns a folder it cannot write
(read-only, full disk, unwritable cache) into one error line with exit code 2.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer

from cardkit.commands.common import (
    FormatOption,
    LocaleOption,
    ProjectOption,
    QuietOption,
    collected,
    editions_of,
    fail,
    misuse,
    run_stage,
    shown_path,
    stop,
)
from cardkit.foundation.errors import CardkitError
from cardkit.output.paper import Paper
from cardkit.output.writing import OutputError, sweep_stale_parts
from cardkit.render.options import CardOptions
from cardkit.reporters import OutputFormat, emit, exit_code

if TYPE_CHECKING:
    from cardkit.foundation.diagnostics import Report
    from cardkit.loading.overlay import Memo
    from cardkit.output.build_mode import BuildMode
    from cardkit.output.result import OutputResult
    from cardkit.project.marks import Marks
    from cardkit.project.validate import LoadedProject
    from cardkit.rulebook.errata_chapter import BookErrata


class Target(str, Enum):
    cards = "cards"
    sheets = "sheets"
    rulebook = "rulebook"
    all = "all"


def build(
    target: Annotated[Target, typer.Argument(help="What to render (all: cards, sheets and rulebook).")] = Target.all,
    project: ProjectOption = Path("."),
    format: FormatOption = OutputFormat.text,
    quiet: QuietOption = False,
    profile: Annotated[
        str | None, typer.Option(help="Card print profile from cardkit.yaml (default: the profiles `print.default` names).")
    ] = None,
    png: Annotated[
        bool, typer.Option("--png", help="Also write one PNG per card with its bleed, named by card id (build/cards/png/).")
    ] = False,
    dpi: Annotated[
        int, typer.Option("--dpi", min=150, max=1200, help="Resolution of the --png images: 300 (default) or 600 for print on demand.")
    ] = 300,
    zip_png: Annotated[
        bool, typer.Option("--zip", help="Also zip the --png images into build/cards/cards-png.zip (implies --png).")
    ] = False,
    tts: Annotated[bool, typer.Option("--tts", help="Also write Tabletop Simulator deck sheets.")] = False,
    calibration: Annotated[
        bool,
        typer.Option(
            "--calibration",
            help="Also write build/cards/duplex-calibration.pdf: print it double-sided to read your printer's duplex_offset.",
        ),
    ] = False,
    paper: Annotated[
        Paper | None,
        typer.Option(help="Paper of the rulebook and sheets (default: cardkit.yaml's `print: paper:`, else A4)."),
    ] = None,
    allow_invalid: Annotated[
        bool,
        typer.Option(
            "--allow-invalid",
            help="Print the sheets (a rules pack's own sheets) even of files that fail `check`; the sheet says so in a banner.",
        ),
    ] = False,
    jobs: Annotated[
        int, typer.Option("--jobs", "-j", min=0, help="Processes rendering cards at once; 0: one per CPU.")
    ] = 1,
    clean: Annotated[
        bool, typer.Option("--clean", help="Ignore the build cache (build/.cache) and render every card again.")
    ] = False,
    locale: LocaleOption = None,
    proof: Annotated[
        bool,
        typer.Option(
            "--proof",
            help="A proof for the team: draft cards, placeholders, unpublished chapters and review notes printed and marked. Default: the final print, without them (the home card profile is a proof unless cardkit.yaml says otherwise).",
        ),
    ] = False,
    allow_draft: Annotated[
        bool,
        typer.Option("--allow-draft", help="Print draft cards in final card profiles too (a final print leaves them out and names them)."),
    ] = False,
    changed_since: Annotated[
        str | None,
        typer.Option(
            "--changed-since",
            metavar="OLD",
            help="cards only: a reprint set, the cards whose revision mark differs from OLD's (a git revision or project folder) and the new ones, with their backs, in build/cards/reprint/.",
        ),
    ] = None,
    watch: Annotated[
        bool,
        typer.Option(
            "--watch",
            help="Keep running: build again whenever a file of the project is saved, in this one process, so an edit reaches the PDFs in about a second (Ctrl-C stops).",
        ),
    ] = False,
) -> None:
    """Check the game, then render cards, sheets (those the game's rules pack prints) and rulebook into build/.

    Each card face and back is laid out once for every profile and kept in build/.cache under a
    digest of everything that shapes it, so after an edit only the faces of the changed cards are
    laid out again, and each PDF is updated in place: only those faces are replaced, with the
    bytes a clean build writes. Dates inside the PDFs come from SOURCE_DATE_EPOCH, else the project's last git commit,
    so the same sources always give the same bytes. The players' errata sheet is `cardkit errata`.
    """
    cards = CardOptions(
        profile=profile, png=png or zip_png, tts=tts, dpi=dpi, zip_png=zip_png, calibration=calibration,
        jobs=jobs or os.cpu_count() or 1, clean=clean, proof=proof, allow_draft=allow_draft,
    )
    options = BuildOptions(
        target=target, project=project, format=format, quiet=quiet, paper=paper, locale=locale,
        allow_invalid=allow_invalid, changed_since=changed_since, cards=cards,
    )
    if watch:
        _refuse_watching(options)
        _watch(options)
    raise typer.Exit(_build(options))


@dataclass(frozen=True)
class BuildOptions:
    """Everything one `cardkit build` was asked, read once from its parameters (as
    check-jsonschema's parse result is): each step reads what it needs from this one object."""

    target: Target
    project: Path
    format: OutputFormat
    quiet: bool
    paper: Paper | None
    locale: str | None
    allow_invalid: bool
    changed_since: str | None
    cards: CardOptions

    @property
    def wanted(self) -> frozenset[Target]:
        """The outputs to render: `all` is cards, sheets and rulebook."""
        return frozenset({Target.cards, Target.sheets, Target.rulebook} if self.target is Target.all else {self.target})

    @property
    def machine_output(self) -> bool:
        """stdout carries a format for tools (json, sarif, github), so the build's own lines go to stderr."""
        return self.format is not OutputFormat.text

    @property
    def announce(self) -> bool:
        """Whether the build tells people what it leaves out (a chapter not written yet)."""
        return not self.machine_output and not self.quiet


@dataclass(frozen=True)
class _Run:
    """What a build settles once the project is open: its options, paper and mode (proof or
    final), and the build's own collector of findings: check's, then each output's (the checked
    project's findings are left as check handed them on)."""

    options: BuildOptions
    paper: str
    mode: BuildMode
    findings: Report


def _build(options: BuildOptions) -> int:
    """Check, then write every edition's outputs; the exit code."""
    from cardkit.output.build_mode import BuildMode  # reads the project's git: not for --help
    from cardkit.pipeline import check_project

    _refuse_misplaced(options)
    if Target.cards in options.wanted:
        from cardkit.render.parallel import start_fork_server

        start_fork_server(options.cards.jobs)
    loaded = run_stage(check_project, options.project)
    _check_source_date(loaded.project.root)
    _say_when_no_sheets(loaded, options)
    from cardkit.foundation.diagnostics import Report

    mode = BuildMode.of(loaded.project, proof=options.cards.proof)
    run = _Run(options, Paper.of(loaded.project, options.paper).value, mode, Report.following(loaded.report))
    editions = editions_of(loaded, options.locale)
    written, code = _write_editions(loaded, editions, run)
    emit(_editions_report(loaded, run, _locales(editions)), options.format, loaded.project.root, quiet=options.quiet)
    for path in written:
        typer.echo(f"wrote {shown_path(path)}", err=options.machine_output)
    _announce_fallbacks(editions, loaded.edition.locale, err=options.machine_output)
    return code


def _write_editions(loaded: LoadedProject, editions: list[LoadedProject], run: _Run) -> tuple[list[Path], int]:
    """Each edition's outputs, unless its findings stop it (then, with --allow-invalid, its
    sheets under the banner); the files written and the exit code. A file system failure ends
    the build: what was found, then one error line (exit 2)."""
    built = _locales(editions)
    code = exit_code(_editions_report(loaded, run, built))
    written: list[Path] = []
    try:
        for edition in editions:
            sweep_stale_parts(edition.project.build_dir)
            if not _editions_report(loaded, run, [edition.edition.locale]).has_errors:
                written += _outputs(edition, run)
                code = exit_code(_editions_report(loaded, run, built))
            elif run.options.allow_invalid and run.options.target is Target.sheets:
                sheets = _sheets(edition, run, allow_invalid=True)
                written += sheets
                code = 0 if sheets else 1
    except OSError as error:
        emit(_editions_report(loaded, run, built), run.options.format, loaded.project.root, quiet=True)
        fail(_io_problem(error), code=2)
    return written, code


def _refuse_watching(options: BuildOptions) -> None:
    """A usage error for what --watch cannot keep up to date: a reprint set is one hand-off."""
    if options.changed_since is not None:
        raise misuse("--watch keeps the build up to date; a reprint set (--changed-since) is made once, without it")


def _watch(options: BuildOptions) -> NoReturn:
    """`build --watch`: build, then build again after each batch of saved changes, until Ctrl-C.

    The process stays warm (Python, WeasyPrint and its fonts loaded once), each file's parse is
    kept while its text stays the same (the language server's `Memo`), and each build takes
    what did not change from the cache and updates the PDFs in place (`cardkit.render.increment`).
    A build that fails says why and the watch goes on: the last good PDFs stay in place, and the
    next save builds again. Each build ends with one line saying how long it took."""
    from cardkit.config.project import find_project_root
    from cardkit.editor.watch import changed_files
    from cardkit.loading.overlay import Memo

    try:
        root = find_project_root(options.project)
    except CardkitError as problem:
        stop(problem)
    memo = Memo()
    _build_once(options, memo, started=time.perf_counter())
    typer.echo(f"watching {shown_path(root)} for changes (Ctrl-C stops)", err=True)
    for changed in changed_files(root, [_build_folder(root)]):
        started = time.perf_counter()
        typer.echo(f"changed: {', '.join(changed)}", err=True)
        _build_once(options, memo, started=started)
    raise typer.Exit(0)  # changed_files ends only with Ctrl-C (KeyboardInterrupt)


def _build_once(options: BuildOptions, memo: Memo, *, started: float) -> None:
    """One build of the watch: its findings and files as a plain build prints them, then its time."""
    from cardkit.loading.overlay import overlay

    try:
        with overlay({}, memo):
            code = _build(options)
    except typer.Exit as ended:  # check's errors, an unusable cardkit.yaml
        code = ended.exit_code
    memo.sweep()
    took = f"{time.perf_counter() - started:.2f} s"
    typer.echo(f"built in {took}" if code == 0 else f"build failed (exit {code}) after {took}: the last good files stay in place", err=True)


def _build_folder(root: Path) -> Path:
    """The project's build folder, which the watch ignores (its own writes are no edit)."""
    from cardkit.project.validate import open_project

    try:
        project, _schemas = open_project(root)
    except CardkitError:
        return root / "build"
    return project.build_dir


def _locales(editions: list[LoadedProject]) -> list[str]:
    return [edition.edition.locale for edition in editions]


def _refuse_misplaced(options: BuildOptions) -> None:
    """A usage error (exit 2) for what only another target takes: --changed-since is the cards'."""
    if options.changed_since is not None and options.target is not Target.cards:
        raise misuse("--changed-since makes a reprint set of cards: use it with `cardkit build cards`")


def _say_when_no_sheets(loaded: LoadedProject, options: BuildOptions) -> None:
    """`build sheets` of a game whose rules pack prints none says so, rather than nothing."""
    if options.target is Target.sheets and not _has_sheets(loaded):
        owner = f"its rules pack, {loaded.pack.name}, prints none" if loaded.pack else "a rules pack prints them, and it names none"
        typer.echo(f"sheets: nothing to print: {owner}", err=True)


def _editions_report(loaded: LoadedProject, run: _Run, locales: list[str]) -> Report:
    """What the build reports so far (check's findings, then each output's), as a build of the
    editions in `locales` sees it: a translation's findings belong to that locale's build, so
    another locale's neither stop an edition nor show in its build."""
    from cardkit.foundation.diagnostics import Report
    from cardkit.translation.paths import finding_locale, locales_dir

    folder = loaded.project.relpath(locales_dir(loaded.project.content_dir))
    report = Report.following(run.findings)
    report.diagnostics = [d for d in report.diagnostics if finding_locale(d.file, folder) in (None, *locales)]
    return report


def _outputs(edition: LoadedProject, run: _Run) -> list[Path]:
    """Every output wanted of one locale's edition (or its reprint set), in the order a build
    writes them, with the revision marks of that edition computed once for all of them."""
    from cardkit.project.marks import Marks

    if run.options.changed_since is not None:
        return _reprint(edition, run.options.changed_since, run)
    marks = Marks.of(edition)
    written: list[Path] = []
    if Target.cards in run.options.wanted:
        written += _cards(edition, run.options.cards, run, marks)
    if Target.sheets in run.options.wanted:
        written += _sheets(edition, run, allow_invalid=False, marks=marks)
    if Target.rulebook in run.options.wanted:
        written += _rulebook(edition, run, marks)
    return written


def _reprint(edition: LoadedProject, old: str, run: _Run) -> list[Path]:
    """`build cards --changed-since OLD`: the cards whose mark differs from OLD's, or that OLD
    lacks, printed in every profile; named even with --quiet, so the designer knows what goes to
    the printer."""
    from dataclasses import replace

    from cardkit.commands.sides import side_or_exit
    from cardkit.diff.compare import renamed_card_ids
    from cardkit.project.marks import Marks, card_marks
    from cardkit.render.cards import REPRINT_FOLDER, sweep_other_files

    options = run.options
    locale = None if edition.edition.is_source else edition.edition.locale
    with side_or_exit(old, options.project, locale) as side:
        before = card_marks(side.loaded)
        was = renamed_card_ids(side.loaded.game, edition.game)  # a card whose file followed its new name
    marks = Marks.of(edition)
    changed = {card_id: was.get(card_id, card_id) for card_id, mark in marks.cards.items() if before.get(was.get(card_id, card_id)) != mark}
    if not changed:
        sweep_other_files(edition.project.build_dir / "cards" / REPRINT_FOLDER, [])
        typer.echo(f"reprint since {old}: no card changed, nothing to print", err=True)
        return []
    listed = ", ".join(f"{card_id} ({_reprint_reason(card_id, old_id, before)})" for card_id, old_id in changed.items())
    typer.echo(f"reprint since {old}: {len(changed)} card(s): {listed}", err=True)
    return _cards(edition, replace(options.cards, reprint=frozenset(changed)), run, marks)


def _reprint_reason(card_id: str, old_id: str, before: dict[str, str]) -> str:
    """Why a card is in the reprint set: new, changed, or renamed from the card id it had."""
    if old_id not in before:
        return "new"
    return "changed" if old_id == card_id else f"renamed from {old_id}"


def _book_errata(edition: LoadedProject) -> BookErrata | None:
    """The diff book.yaml's `errata: {from, to}` asks the rulebook to print as its Errata
    chapter, in the edition's words, with each version's name for players (its `from_label:`,
    tag or date) and the OLD side's game; None when it asks for none."""
    from cardkit.book.manifest import in_edition, load_manifest

    manifest, _ = load_manifest(edition.project)  # its problems are the rulebook's checks' to report
    entry = in_edition(manifest, edition.edition).errata if manifest is not None else None
    if manifest is None or entry is None:
        return None
    from cardkit.commands.sides import side_names, side_or_exit, sides_or_exit
    from cardkit.diff.compare import compare_sides
    from cardkit.pipeline.sources import WORKING_TREE, Side
    from cardkit.rulebook.errata_chapter import BookErrata

    locale = None if edition.edition.is_source else edition.edition.locale
    where = f"{manifest.relpath}:{entry.line}"
    root = edition.project.root
    labels = (entry.since_label, entry.until_label)
    if entry.until is None:  # NEW is the content this build has loaded and checked already
        with side_or_exit(entry.since, root, locale, where=where) as old:
            new = Side(WORKING_TREE, None, edition)
            diff = compare_sides(old.loaded, edition, old.label, WORKING_TREE)
            return BookErrata(diff, *side_names(old, new, root, labels), old.loaded.game)
    with sides_or_exit(entry.since, entry.until, root, locale, where=where) as (old, new):
        diff = compare_sides(old.loaded, new.loaded, old.label, new.label)
        return BookErrata(diff, *side_names(old, new, root, labels), old.loaded.game)


def _announce_fallbacks(editions: list[LoadedProject], source: str, *, err: bool) -> None:
    """A translated build says how much of it is still in the source language."""
    for edition in editions:
        if not edition.edition.is_source:
            count = edition.edition.fallbacks
            shown = (
                f"{count} string(s) printed in {source} for want of a translation (`cardkit i18n status` lists them)"
                if count
                else "every string translated"
            )
            typer.echo(f"{edition.edition.locale}: {shown}", err=err)


def _io_problem(error: OSError) -> str:
    """One line for a file system failure: the output file when it is ours, else what the
    system said (a full /tmp while WeasyPrint renders)."""
    if isinstance(error, OutputError):
        return f"cannot write {shown_path(error.target)}: {error.strerror}"
    return str(error)


def _check_source_date(root: Path) -> None:
    """A malformed SOURCE_DATE_EPOCH stops the build (the reproducible-builds spec asks so)."""
    from cardkit.output.stamp import BadSourceDateEpoch, source_epoch

    try:
        source_epoch(root)
    except BadSourceDateEpoch as problem:
        fail(str(problem), code=2)


def _cards(loaded: LoadedProject, cards: CardOptions, run: _Run, marks: Marks) -> list[Path]:
    # Imported here: WeasyPrint takes a second to load, which validate and check should not pay.
    from cardkit.render.cards import build_cards
    from cardkit.render.placeholders import placeholder_banner
    from cardkit.render.progress import build_progress

    options = run.options
    try:
        result = build_cards(loaded, cards, progress=build_progress(quiet=options.quiet), marks=marks)
    except CardkitError as problem:  # a worker that died, an unwritable CARDKIT_DUMP_HTML
        stop(problem)
    paths = collected(run.findings, result)
    if result.usage_error:
        emit(run.findings, OutputFormat.text, loaded.project.root, quiet=True)
        raise typer.Exit(2)
    for path, placeholder_cards in result.placeholders.items():
        typer.echo(placeholder_banner(shown_path(path), placeholder_cards), err=options.machine_output)
    for sheet in result.tts_sheets:
        typer.echo(f"TTS sheet {shown_path(sheet.path)}: {sheet.columns}×{sheet.rows} grid, {sheet.cards} cards", err=True)
    if not options.quiet:
        for name, drafts in result.left_out.items():
            listed = ", ".join(card.id for card in drafts)
            typer.echo(
                f"cards: {len(drafts)} draft card(s) left out of the final {name} print: {listed} "
                "(status: draft; `--allow-draft` prints them, `--proof` prints them marked)",
                err=True,
            )
    return paths


SHEETS_HOOK = "build_sheets"


def _sheets(loaded: LoadedProject, run: _Run, *, allow_invalid: bool, marks: Marks | None = None) -> list[Path]:
    """The sheets the game's pack prints (its `build_sheets` hook); none for a game whose pack
    prints none."""
    build_sheets = loaded.pack.hook(SHEETS_HOOK) if loaded.pack is not None else None
    if build_sheets is None:
        return []
    result: OutputResult = build_sheets(loaded, paper=run.paper, allow_invalid=allow_invalid, mode=run.mode, marks=marks)
    return collected(run.findings, result)


def _has_sheets(loaded: LoadedProject) -> bool:
    return loaded.pack is not None and loaded.pack.hook(SHEETS_HOOK) is not None


def _rulebook(loaded: LoadedProject, run: _Run, marks: Marks) -> list[Path]:
    from cardkit.rulebook.build import build_rulebook

    result = build_rulebook(loaded, paper=run.paper, mode=run.mode, marks=marks, errata=_book_errata(loaded))
    paths = collected(run.findings, result)
    if run.options.announce:
        shown = "listed as unpublished in this proof" if result.proof else "left out of the final book (`--proof` lists it)"
        for chapter in result.missing_chapters:
            typer.echo(f"rulebook: chapter '{chapter}' is announced by the rules but not written yet: {shown}", err=True)
    return paths
