"""`cardkit build cards`: every card of the game to print-ready PDFs, and PNG / TTS images.

The stages, each its own module: resolve the print profiles, build the cards from the model,
impose them per profile and name the face of every placement (``faceplan``: each card face and
back is laid out once for all profiles), take each face's PDF from the cache when its key
(``cachekeys``) is known or lay it out (``facerender``, in batches, in worker processes with
``parallel``), assemble each profile's PDF by placing the faces (``placing``, ``assemble``),
and write every output at once (``writing``); rasterise on request. A template or resource problem stops
the build before anything is written, so the last good PDF stays in place.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from cardkit.buildcache.digest import FileDigests
from cardkit.buildcache.store import Entry, Store
from cardkit.codes.build import TEXT_DOES_NOT_FIT
from cardkit.config.settings import PrintProfile, PrintSettings
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.output.buildinfo import cards_info
from cardkit.output.resources import template_folders
from cardkit.output.stamp import PdfStamp
from cardkit.output.templating import TemplateProblem
from cardkit.output.wording import Wording
from cardkit.output.writing import staged_writes
from cardkit.project.marks import Marks
from cardkit.project.validate import LoadedProject
from cardkit.render.assemble import Assembled, assemble
from cardkit.render.backs import back_group, first_of_groups
from cardkit.render.cachekeys import card_digests, environment_digest, face_key
from cardkit.render.calibration import CALIBRATION_PDF, calibration_pdf, calibration_profile
from cardkit.render.card_templates import folder_lookup, missing_templates
from cardkit.render.drafts import deck_of, left_out, playtest_profile, printed_cards, printed_settings
from cardkit.render.faceplan import Face, ProfilePlan, batches, needed_faces, plan_profile, style_of
from cardkit.render.faces import Card, game_cards
from cardkit.render.facetask import FaceOutput, FaceTask, RendererSetup
from cardkit.render.increment import KEPT, Assemblies, AssemblyRecord, plan_digest
from cardkit.render.options import PLAIN, CardOptions
from cardkit.render.placeholders import placeholder_cards, placeholder_findings
from cardkit.render.printfile import print_file
from cardkit.render.profiles import requested_profiles, unknown_profile
from cardkit.render.progress import BuildProgress, NoProgress
from cardkit.render.raster import TtsSheet, card_images, png_files, png_zip, tts_sheet_files
from cardkit.theme.model import Theme

PNG_PROFILE = "print-shop"
"""PNGs come from the one-card-per-page layout: card PNGs cut at its bleed box, TTS at its trim box."""
PNG_BACKS_PROFILE = "print-shop-png"
"""The print-shop layout with backs, for the PNGs of a print-shop profile that prints none (a
service that takes one back for the deck): an upload needs the backs all the same."""
TTS_PROFILE = "tts"
"""Tabletop Simulator sheets are for playtesting: drawn from a proof of the print-shop layout,
every card (drafts stamped) whatever the print-shop profile leaves out of a final file."""
PNG_ZIP = "cards-png.zip"
REPRINT_FOLDER = "reprint"
"""Where `build cards --changed-since` writes its reprint set, inside build/cards/."""
CACHE_FOLDER = Path(".cache") / "cards"
FACES_STORE = "faces"
ASSEMBLED = "assembled"
"""The record of each written profile's last assembly inside the cards cache (`increment`)."""
"""The store of laid-out faces inside the cards cache: one entry per face, for every profile."""
VERDICTS = "usable-files"
"""Digests of the fonts and images found usable, kept between builds (`fetcher.remember_verdicts`)."""


@dataclass(frozen=True)
class FaceRecord:
    """What happened to one face: taken from the cache or laid out. `ref`: the card id, or
    `back:<group>` (`cardkit.render.backs`); `proof`: the face with draft marks of a draft card."""

    ref: str
    proof: bool
    cached: bool


@dataclass
class CardsResult:
    """What a card build wrote and found (`cardkit.output.result.OutputResult`). `usage_error`: the request is unusable, a `--profile` naming no profile (exit 2).
    `faces` says which faces were laid out and which came from the cache."""

    paths: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    tts_sheets: list[TtsSheet] = field(default_factory=list)
    faces: list[FaceRecord] = field(default_factory=list)
    left_out: dict[str, list[Card]] = field(default_factory=dict)
    """The draft cards each final profile left out, by profile (`--allow-draft` prints them)."""
    placeholders: dict[Path, list[Card]] = field(default_factory=dict)
    """The cards each final PDF written prints with the art placeholder, by PDF."""
    usage_error: bool = False
    assembly: dict[str, str] = field(default_factory=dict)
    """How each written profile's file was made: assembled whole, or the last one updated or kept
    (`cardkit.render.increment`)."""

    @property
    def has_errors(self) -> bool:
        return any(d.severity is Severity.ERROR for d in self.diagnostics)

    @property
    def rendered(self) -> list[FaceRecord]:
        return [record for record in self.faces if not record.cached]


def build_cards(
    loaded: LoadedProject,
    options: CardOptions = PLAIN,
    *,
    progress: BuildProgress | None = None,
    marks: Marks | None = None,
) -> CardsResult:
    """Render the game's cards as `options` ask (`cardkit.render.options`; default: the
    `print.default` profiles, nothing more) and write them under `build/cards/`: the duplex
    calibration sheet on the paper of the first sheet profile built (`cardkit.render.calibration`);
    a final profile's draft cards left out in `CardsResult.left_out`; a reprint set with the
    cards' backs, the cache of the others kept. `marks`: the build's revision marks (computed
    here without), one per card, printed in its footer."""
    project = loaded.project
    settings = printed_settings(project.config.print_settings, proof=options.proof)
    names = requested_profiles(settings, options.profile)
    unknown = unknown_profile(settings, names)
    if unknown is not None:
        return CardsResult(diagnostics=[unknown], usage_error=True)

    folders = tuple(template_folders(loaded))
    missing = missing_templates(loaded.game.vocabulary, folder_lookup(folders))
    if missing:
        return CardsResult(diagnostics=missing)
    cards = game_cards(loaded.game, (marks or Marks.of(loaded)).cards)
    if options.reprint is not None:
        cards = [card for card in cards if card.id in options.reprint]
    profiles = _with_export_profiles(settings.profiles)
    png_from = PNG_PROFILE if profiles[PNG_PROFILE].backs else PNG_BACKS_PROFILE
    rendering = tuple(dict.fromkeys((*names, *([png_from] if options.png else []), *([TTS_PROFILE] if options.tts else []))))
    printed = {name: printed_cards(cards, profiles[name], allow_draft=options.allow_draft) for name in rendering}
    plans = _plans(profiles, printed, cards, loaded.theme, rasterised_only=set(rendering) - set(names))
    cache = project.build_dir / CACHE_FOLDER
    setup = RendererSetup(project.root, folders, project.name, Wording.of(loaded), loaded.theme, project.assets, cache / VERDICTS)
    build = _FaceBuild(setup, cards, cache, clean=options.clean)
    written = [name for name in rendering if name != TTS_PROFILE]
    result = CardsResult(left_out=_left_out(cards, {name: printed[name] for name in written}))
    laid_out = build.run(needed_faces(plans.values()), options.jobs, progress or NoProgress(), result)
    if result.has_errors:
        return result
    result.diagnostics += placeholder_findings({name: printed[name] for name in names}, profiles)
    placeholders = placeholder_cards(printed, profiles)
    sheet = _calibration_sheet(settings, names, setup) if options.calibration else None
    if isinstance(sheet, Diagnostic):
        result.diagnostics.append(sheet)
        return result

    stamp = PdfStamp.for_project(project.root)
    out = project.build_dir / "cards" / (REPRINT_FOLDER if options.reprint is not None else "")
    facts = {name: cards_info(project, profiles[name], len(placeholders.get(name, ()))).with_fonts(loaded.theme.families).entries() for name in rendering}
    files = _ProfileFiles(plans, laid_out, stamp, facts, build, None if options.reprint is not None else Assemblies(cache / ASSEMBLED, fresh=options.clean))
    pdfs = files.assembled(rendering, {name: out / f"cards-{name}.pdf" for name in names})
    result.placeholders = {out / f"cards-{name}.pdf": placeholders[name] for name in names if name in placeholders}
    files.forget()  # until the files are written: a record never names a file it did not see written
    with staged_writes() as staged:
        for name in names:
            staged.write(out / f"cards-{name}.pdf", pdfs[name])
        if sheet is not None:
            staged.write(out / CALIBRATION_PDF, sheet)
        images, result.tts_sheets = _exports(options, png_from, pdfs, plans, {card.id: back_group(loaded.theme, card) for card in cards}, cards, out)
        staged.write_all(images)
    result.paths = staged.written
    result.assembly = files.how
    if options.reprint is None:
        files.remember()
        build.prune()
    else:
        sweep_other_files(out, result.paths)
    return result


def _exports(options: CardOptions, png_from: str, pdfs: Mapping[str, bytes], plans: Mapping[str, ProfilePlan], groups: Mapping[str, str], cards: list[Card], out: Path) -> tuple[dict[Path, bytes], list[TtsSheet]]:
    """The image exports asked for (PNGs of the print-shop faces, TTS sheets of its proof): their
    files by path, and the TTS sheets made."""
    files: dict[Path, bytes] = {}
    sheets: list[TtsSheet] = []
    if options.png:
        files.update(_png_export(pdfs[png_from], plans[png_from], groups, out, dpi=options.dpi, zipped=options.zip_png))
    if options.tts:
        tts = tts_sheet_files(card_images(pdfs[TTS_PROFILE], list(plans[TTS_PROFILE].pages), groups), cards, groups, out / "tts")
        files.update(tts.files)
        sheets = tts.sheets
    return files, sheets


def _plans(
    profiles: Mapping[str, PrintProfile], printed: Mapping[str, list[Card]], cards: list[Card], theme: Theme, rasterised_only: Collection[str] = ()
) -> dict[str, ProfilePlan]:
    """Each rendered profile's pages: its printed cards, each face placed in its style. A profile
    drawn only to be rasterised (`rasterised_only`: the TTS proof, the PNGs' print shop with backs)
    places each card once, not once per copy: the images are cut from one page per face."""
    by_id = {card.id: card for card in cards}
    every = tuple(profiles.values())
    return {
        name: plan_profile(profiles[name], [card.id for card in shown] if name in rasterised_only else deck_of(shown), by_id, style_of(profiles[name], every), theme)
        for name, shown in printed.items()
    }


def _calibration_sheet(settings: PrintSettings, names: Sequence[str], setup: RendererSetup) -> bytes | Diagnostic:
    """The duplex calibration sheet on the paper of the first sheet profile built, or the
    template problem that stops it."""
    try:
        from cardkit.render.facerender import card_renderer  # WeasyPrint: only when the sheet is asked for

        return calibration_pdf(card_renderer(setup), calibration_profile(settings, names))
    except TemplateProblem as problem:
        return problem.diagnostic


def _left_out(cards: list[Card], printed: Mapping[str, list[Card]]) -> dict[str, list[Card]]:
    """The cards each written profile leaves out (drafts in a final), by profile; the PNGs'
    under the print shop's name, since they are its cards."""
    return {
        PNG_PROFILE if name == PNG_BACKS_PROFILE else name: left_out(cards, shown)
        for name, shown in printed.items()
        if len(shown) < len(cards)
    }


def _with_export_profiles(profiles: Mapping[str, PrintProfile]) -> dict[str, PrintProfile]:
    """The project's profiles, and the two the exports print from: TTS sheets from a playtest
    copy of the print shop's, PNGs from the print shop's with its backs."""
    shop = profiles[PNG_PROFILE]
    return {
        **profiles,
        TTS_PROFILE: playtest_profile(shop, TTS_PROFILE),
        PNG_BACKS_PROFILE: replace(shop, name=PNG_BACKS_PROFILE, backs=True),
    }


def _png_export(pdf: bytes, plan: ProfilePlan, groups: Mapping[str, str], out: Path, *, dpi: int, zipped: bool) -> dict[Path, bytes]:
    """One PNG per face (with bleed, at `dpi`) under `out/png/`, and their zip when `zipped`."""
    files = png_files(card_images(pdf, list(plan.pages), groups, dpi=dpi, bleed=True), out / "png")
    if zipped:
        files[out / PNG_ZIP] = png_zip(files)
    return files


def sweep_other_files(folder: Path, written: Sequence[Path]) -> None:
    """Remove the files of an earlier reprint set that this one did not write: the folder holds
    one set, and a card left from another would be printed by mistake."""
    kept = {path.resolve() for path in written}
    for path in sorted(folder.rglob("*"), reverse=True):
        if path.is_file() and path.resolve() not in kept:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


@dataclass
class _ProfileFiles:
    """Each profile's PDF, assembled from the build's faces: whole, or for a written file, the
    last one kept or updated when its record allows (`cardkit.render.increment`)."""

    plans: Mapping[str, ProfilePlan]
    faces: Mapping[Face, bytes]
    stamp: PdfStamp
    facts: Mapping[str, Mapping[str, str]]
    build: _FaceBuild
    assemblies: Assemblies | None
    records: dict[str, AssemblyRecord] = field(default_factory=dict)
    how: dict[str, str] = field(default_factory=dict)

    def assembled(self, names: Sequence[str], targets: Mapping[str, Path]) -> dict[str, bytes]:
        """The PDF of each profile of `names`; those with a target are files to write."""
        return {name: self._written(name, targets[name]) if name in targets and self.assemblies else self._whole(name).data for name in names}

    def forget(self) -> None:
        """Drop the records of the files about to change, until they are written."""
        if self.assemblies is not None:
            for name in self._changed():
                self.assemblies.forget(name)

    def remember(self) -> None:
        """Record each changed file's assembly, once it is written (a kept one's record stands)."""
        if self.assemblies is not None:
            for name in self._changed():
                self.assemblies.remember(name, self.records[name])

    def _changed(self) -> list[str]:
        return [name for name in self.records if self.how[name] != KEPT]

    def _whole(self, name: str) -> Assembled:
        return assemble(self.plans[name], self.faces, self.stamp, self.facts[name], print_file(self.plans[name].profile))

    def _written(self, name: str, target: Path) -> bytes:
        assert self.assemblies is not None
        plan = self.plans[name]
        key = plan_digest(plan, self.build.environment, self.stamp, print_file(plan.profile))
        pdf, self.records[name], self.how[name] = self.assemblies.pdf(name, target, plan, key, self.build.keys, self.faces, self.facts[name], lambda: self._whole(name))
        return pdf


class _FaceBuild:
    """The faces of one build: keys, cache look-ups, laying out what is missing, and findings."""

    def __init__(self, setup: RendererSetup, cards: Sequence[Card], cache: Path, *, clean: bool) -> None:
        self.setup = setup
        self.cards = {card.id: card for card in cards}
        self.first_of_group = first_of_groups(setup.theme, cards)
        self.environment = environment_digest(setup.template_folders, setup.game_name, setup.wording, setup.theme)
        self.file_digests = FileDigests()
        self.digests = card_digests(cards, setup.assets, self.file_digests)
        self.store = Store(cache / FACES_STORE, setup.root, self.file_digests, fresh=clean)
        self.keys: dict[Face, str] = {}
        """Each face's cache key, once `run` has looked them up."""

    def run(self, faces: Sequence[Face], jobs: int, progress: BuildProgress, result: CardsResult) -> dict[Face, bytes]:
        """Every face's PDF, from the cache or laid out; problems go into `result` and stop the
        laying out (the other faces could not be printed anyway)."""
        keys = self.keys = {face: face_key(self.environment, face, self.digests) for face in faces}
        entries = {face: _trusted(self.store.get(keys[face]), face) for face in faces}
        pdfs = {face: entry.data for face, entry in entries.items() if entry is not None}
        unfit: dict[str, tuple[float, float]] = {
            face.card: (entry.meta["unfit"][0], entry.meta["unfit"][1])
            for face, entry in entries.items()
            if entry is not None and face.card is not None and entry.meta["unfit"]
        }
        missing = [face for face in faces if entries[face] is None]
        result.faces = [FaceRecord(face.ref, face.proof, entries[face] is not None) for face in faces]
        tasks = [FaceTask(batch, {face.ref: self._card(face) for face in batch}) for batch in batches(missing)]
        progress.start(len(missing), len(faces) - len(missing))

        def done(task_index: int, output: FaceOutput) -> bool:
            task = tasks[task_index]
            progress.advance(len(task.faces))
            if output.problems:
                result.diagnostics += [d for d in output.problems if d not in result.diagnostics]
                return False
            found = {card_id: (need, size) for card_id, need, size in output.unfit}
            arts = {face: self._art(face) for face in task.faces}
            for face, pdf in zip(task.faces, output.pdfs, strict=True):
                pdfs[face] = pdf
                record = found.get(face.card) if face.card is not None else None
                if face.card is not None and record is not None:
                    unfit[face.card] = record
                others = {path for other, path in arts.items() if other != face and path is not None}
                inputs = {path: file_digest for path, file_digest in output.inputs.items() if path not in others}
                self._keep(keys[face], pdf, record, inputs)
            return True

        from cardkit.render.parallel import run_tasks  # WeasyPrint's modules come with it: only when a face is laid out

        try:
            run_tasks(self.setup, tasks, jobs, done)
        finally:
            progress.finish()
        result.diagnostics += [self._unfit(card_id, *unfit[card_id]) for card_id in sorted(unfit)]
        return pdfs

    def prune(self) -> None:
        """Drop cache entries of faces this build no longer has."""
        self.store.prune()

    def _card(self, face: Face) -> Card:
        return self.cards[face.card] if face.card is not None else self.first_of_group[face.kind]

    def _art(self, face: Face) -> Path | None:
        """The art file a front shows (its bytes are in the face's key), resolved as the fetcher
        records it."""
        art = self.cards[face.card].definition.art if face.card is not None else None
        path = self.setup.assets.path(art.file) if art is not None else None
        return path.resolve() if path is not None else None

    def _keep(self, key: str, pdf: bytes, unfit: tuple[float, float] | None, inputs: dict[Path, str]) -> None:
        """Store a face with the files its document read, but the art of the other cards in its
        batch: a face's bytes do not depend on them, and replacing one must re-lay out its own card only."""
        recorded = {self.store.relative(path): file_digest for path, file_digest in inputs.items()}
        self.store.put(key, Entry(pdf, {"unfit": list(unfit) if unfit else []}, recorded))

    def _unfit(self, card_id: str, need: float, size_pt: float) -> Diagnostic:
        return unfit_diagnostic(self.cards[card_id], need, size_pt)


def unfit_diagnostic(card: Card, need: float, size_pt: float) -> Diagnostic:
    """Text that did not fit even at the smallest size (`need`: the share of its box it takes
    at `size_pt`), at the field to shorten: an error, since the print would be refused."""
    position = card.definition.source.at(*card.blame_path)
    return Diagnostic(
        card.definition.file,
        position.line,
        position.column,
        TEXT_DOES_NOT_FIT,
        Severity.ERROR,
        f"the text of {card.kind} '{card.definition.name}' ({card.id}) does not fit its card: it needs "
        f"{need * 100:.0f} % of its text box at {size_pt:g} pt, the theme's smallest text size",
        f"shorten the text or flavour by at least {share_to_cut(need)} %, "
        f"or give the kind's `text` slot more room in the theme's `anatomy`",
    )


def share_to_cut(need: float) -> int:
    """The whole percent of the text to cut so that what is left fits its box: 1 - 1/need,
    rounded up (a text 0.4 % too long needs 1 % cut, never "about 0 %")."""
    if need <= 1:
        return 0
    return max(math.ceil((1 - 1 / need) * 100 - 1e-9), 1)


def _trusted(entry: Entry | None, face: Face) -> Entry | None:
    """`entry`, when what it says of the fit is [share needed, size in pt] of a front, or
    nothing; else a miss. The checksum proves an entry was not garbled, not that cardkit wrote
    it: a forged one must not make a build fail on a card it does not have."""
    if entry is None or not isinstance(entry.meta, dict):
        return None
    unfit = entry.meta.get("unfit")
    if unfit == [] or (face.card is not None and _unfit_record(unfit)):
        return entry
    return None


def _unfit_record(record: object) -> bool:
    """Whether a cached record of an unfit card is [share needed, size in pt], both positive."""
    return (
        isinstance(record, list) and len(record) == 2
        and all(isinstance(number, (int, float)) and not isinstance(number, bool) and number > 0 for number in record)
    )
