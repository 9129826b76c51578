"""`cardkit build cards`: every card of the game to print-ready PDFs, and PNG / TTS images.

The stages, each its own module: resolve the print profiles, build the card faces from the
model, impose them per profile and cut the pages into chunks (``chunks``), take each chunk's
PDF from the cache when its key (``cachekeys``) is known or render it (``chunkrender``, in
worker processes with ``parallel``), assemble each profile's PDF (``assemble``), and write
every output at once (``writing``); rasterise on request. A template or resource problem stops
the build before anything is written, so the last good PDF stays in place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from cardkit.assets import Assets
from cardkit.buildcache.digest import FileDigests
from cardkit.buildcache.store import Entry, Store
from cardkit.codes.build import TEXT_DOES_NOT_FIT
from cardkit.content import LoadedProject
from cardkit.diagnostics import Diagnostic, Severity
from cardkit.i18n.wording import Wording
from cardkit.output.buildinfo import cards_info
from cardkit.output.resources import template_folders
from cardkit.output.stamp import PdfStamp
from cardkit.output.templating import TemplateProblem
from cardkit.output.writing import staged_writes
from cardkit.render.assemble import assemble
from cardkit.render.cachekeys import card_digests, chunk_key, environment_digest
from cardkit.render.calibration import CALIBRATION_PDF, calibration_pdf, calibration_profile
from cardkit.render.card_templates import folder_lookup, missing_templates
from cardkit.render.chunkrender import ChunkOutput, ChunkTask, RendererSetup, card_renderer
from cardkit.render.chunks import Chunk, plan_chunks
from cardkit.render.drafts import deck_of, left_out, playtest_profile, printed_cards, printed_settings
from cardkit.render.faces import Card, game_cards
from cardkit.render.parallel import run_tasks
from cardkit.render.placeholders import placeholder_findings
from cardkit.render.printfile import print_file
from cardkit.render.profiles import requested_profiles, unknown_profile
from cardkit.render.progress import BuildProgress, NoProgress
from cardkit.render.raster import DPI, TtsSheet, card_images, png_files, png_zip, tts_sheet_files

PNG_PROFILE = "print-shop"
TTS_PROFILE = "tts"
"""Tabletop Simulator sheets are for playtesting: drawn from a proof of the print-shop layout,
every card (drafts stamped) whatever the print-shop profile leaves out of a final file."""
"""PNGs come from the one-card-per-page layout: card PNGs cut at its bleed box, TTS at its trim box."""
PNG_ZIP = "cards-png.zip"
CACHE_FOLDER = Path(".cache") / "cards"


@dataclass(frozen=True)
class ChunkRecord:
    """What happened to one chunk: taken from the cache or rendered."""

    profile: str
    index: int
    cards: tuple[str, ...]
    cached: bool


@dataclass
class CardsResult:
    """What a card build wrote and found. `usage_error`: the request is unusable, a `--profile` naming no profile (exit 2).
    `chunks` says which chunks were rendered and which came from the cache."""

    written: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    tts_sheets: list[TtsSheet] = field(default_factory=list)
    chunks: list[ChunkRecord] = field(default_factory=list)
    left_out: dict[str, list[Card]] = field(default_factory=dict)
    """The draft cards each final profile left out, by profile (`--allow-draft` prints them)."""
    usage_error: bool = False

    @property
    def has_errors(self) -> bool:
        return any(d.severity is Severity.ERROR for d in self.diagnostics)

    @property
    def rendered(self) -> list[ChunkRecord]:
        return [record for record in self.chunks if not record.cached]


def build_cards(
    loaded: LoadedProject,
    *,
    profile: str | None = None,
    png: bool = False,
    tts: bool = False,
    dpi: int = DPI,
    zip_png: bool = False,
    calibration: bool = False,
    jobs: int = 1,
    clean: bool = False,
    progress: BuildProgress | None = None,
    proof: bool = False,
    allow_draft: bool = False,
) -> CardsResult:
    """Render the game's cards with `profile` (default: the `print.default` profiles) and write them
    under `build/cards/`; `png` and `tts` add per-card PNGs (with bleed, at `dpi`; `zip_png`:
    also one zip of them) and Tabletop Simulator deck sheets; `calibration` the duplex
    calibration sheet on the paper of the first sheet profile built (`cardkit.render.calibration`).
    `jobs` processes render the chunks the cache lacks; `clean` ignores the cache. `proof` makes
    every profile a proof; a final profile leaves draft cards out (`CardsResult.left_out`)
    unless `allow_draft`."""
    project = loaded.project
    settings = printed_settings(project.config.print_settings, proof=proof)
    names = requested_profiles(settings, profile)
    unknown = unknown_profile(settings, names)
    if unknown is not None:
        return CardsResult(diagnostics=[unknown], usage_error=True)

    folders = tuple(template_folders(loaded))
    missing = missing_templates(loaded.game.vocabulary, folder_lookup(folders))
    if missing:
        return CardsResult(diagnostics=missing)
    cards = game_cards(loaded.game)
    profiles = {**settings.profiles, TTS_PROFILE: playtest_profile(settings.profiles[PNG_PROFILE], TTS_PROFILE)}
    rendering = tuple(dict.fromkeys((*names, *([PNG_PROFILE] if png else []), *([TTS_PROFILE] if tts else []))))
    printed = {name: printed_cards(cards, profiles[name], allow_draft=allow_draft) for name in rendering}
    plans = {name: plan_chunks(profiles[name], deck_of(printed[name])) for name in rendering}
    wording = Wording.of(loaded)
    assets = Assets.of_content(project.content_dir)
    setup = RendererSetup(project.root, folders, project.name, wording, loaded.theme, assets)
    build = _ChunkBuild(setup, cards, project.build_dir / CACHE_FOLDER, clean=clean)
    written = [name for name in rendering if name != TTS_PROFILE]
    result = CardsResult(left_out={name: left_out(cards, printed[name]) for name in written if len(printed[name]) < len(cards)})
    chunks = [chunk for name in rendering for chunk in plans[name]]
    parts = build.run(chunks, jobs, progress or NoProgress(), result)
    if result.has_errors:
        return result
    result.diagnostics += placeholder_findings({name: printed[name] for name in names}, profiles)
    measured = calibration_profile(settings, names) if calibration else None
    try:
        sheet = calibration_pdf(card_renderer(setup), measured) if measured else None
    except TemplateProblem as problem:
        result.diagnostics.append(problem.diagnostic)
        return result

    stamp = PdfStamp.for_project(project.root)
    out = project.build_dir / "cards"
    with staged_writes() as staged:
        pdfs = {
            name: assemble(
                [part for chunk, part in zip(chunks, parts) if chunk.profile.name == name],
                stamp,
                cards_info(project, profiles[name]).entries(),
                print_file(profiles[name]),
            )
            for name in rendering
        }
        for name in names:
            staged.write(out / f"cards-{name}.pdf", pdfs[name])
        if sheet is not None:
            staged.write(out / CALIBRATION_PDF, sheet)
        if png or tts:
            files: dict[Path, bytes] = {}
            if png:
                pages = [page for chunk in plans[PNG_PROFILE] for page in chunk.pages]
                files = png_files(card_images(pdfs[PNG_PROFILE], pages, printed[PNG_PROFILE], dpi=dpi, bleed=True), out / "png")
                if zip_png:
                    files[out / PNG_ZIP] = png_zip(files)
            if tts:
                pages = [page for chunk in plans[TTS_PROFILE] for page in chunk.pages]
                sheets = tts_sheet_files(card_images(pdfs[TTS_PROFILE], pages, cards), cards, out / "tts")
                files.update(sheets.files)
                result.tts_sheets = sheets.sheets
            for path, data in files.items():
                staged.write(path, data)
    result.written = staged.written
    build.prune()
    return result


class _ChunkBuild:
    """The chunks of one build: keys, cache look-ups, rendering what is missing, and findings."""

    def __init__(self, setup: RendererSetup, cards: Sequence[Card], cache: Path, *, clean: bool) -> None:
        self.setup = setup
        self.cards = {card.id: card for card in cards}
        self.environment = environment_digest(setup.template_folders, setup.game_name, setup.wording, setup.theme)
        self.file_digests = FileDigests()
        self.digests = card_digests(cards, setup.assets, self.file_digests)
        self.cache = cache
        self.clean = clean
        self.stores: dict[str, Store] = {}

    def run(self, chunks: Sequence[Chunk], jobs: int, progress: BuildProgress, result: CardsResult) -> list[bytes]:
        """Every chunk's PDF, in order, from the cache or rendered; problems go into `result`
        and stop the rendering (the other chunks could not be printed anyway)."""
        keys = [chunk_key(self.environment, chunk, self.digests) for chunk in chunks]
        entries = [_trusted(self._store(chunk).get(key), chunk) for chunk, key in zip(chunks, keys)]
        parts = [entry.data if entry else b"" for entry in entries]
        unfit = {record[0]: (record[1], record[2]) for entry in entries if entry for record in entry.meta.get("unfit", ())}
        missing = [index for index, entry in enumerate(entries) if entry is None]
        result.chunks = [ChunkRecord(c.profile.name, c.index, c.cards, e is not None) for c, e in zip(chunks, entries)]
        to_render = sum(chunks[index].card_count for index in missing)
        progress.start(to_render, sum(chunk.card_count for chunk in chunks) - to_render)

        def done(task_index: int, output: ChunkOutput) -> bool:
            index = missing[task_index]
            progress.advance(chunks[index].card_count)
            if output.problems:
                result.diagnostics += [d for d in output.problems if d not in result.diagnostics]
                return False
            parts[index] = output.pdf
            unfit.update({card_id: (need, size) for card_id, need, size in output.unfit})
            self._keep(chunks[index], keys[index], output)
            return True

        tasks = [ChunkTask(chunks[index], {card_id: self.cards[card_id] for card_id in chunks[index].cards}) for index in missing]
        try:
            run_tasks(self.setup, tasks, jobs, done)
        finally:
            progress.finish()
        result.diagnostics += [self._unfit(card_id, *unfit[card_id]) for card_id in sorted(unfit)]
        return parts

    def prune(self) -> None:
        """Drop cache entries of chunks this build no longer has (only for the profiles it built)."""
        for store in self.stores.values():
            store.prune()

    def _store(self, chunk: Chunk) -> Store:
        name = chunk.profile.name
        if name not in self.stores:
            self.stores[name] = Store(self.cache / name, self.setup.root, self.file_digests, fresh=self.clean)
        return self.stores[name]

    def _keep(self, chunk: Chunk, key: str, output: ChunkOutput) -> None:
        store = self._store(chunk)
        inputs = {store.relative(path): file_digest for path, file_digest in output.inputs.items()}
        store.put(key, Entry(output.pdf, {"unfit": [list(record) for record in output.unfit]}, inputs))

    def _unfit(self, card_id: str, need: float, size_pt: float) -> Diagnostic:
        """Text that did not fit even at the smallest size (`need`: the share of its box it takes
        at `size_pt`), at the field to shorten: an error, since the print would be refused."""
        card = self.cards[card_id]
        position = card.definition.source.at(*card.blame_path)
        return Diagnostic(
            card.definition.file,
            position.line,
            position.column,
            TEXT_DOES_NOT_FIT,
            Severity.ERROR,
            f"the text of {card.kind} '{card.definition.name}' ({card_id}) does not fit its card: it needs "
            f"{need * 100:.0f} % of its text box at {size_pt:g} pt, the smallest size a print shop accepts",
            f"shorten the text or flavour by about {(1 - 1 / need) * 100:.0f} %, "
            f"or give the theme a smaller `art.{card.kind}_compact` (the art window a long text gets)",
        )


def _trusted(entry: Entry | None, chunk: Chunk) -> Entry | None:
    """`entry`, when the card ids it marks as unfit are cards of `chunk`; else a miss. The
    checksum proves an entry was not garbled, not that cardkit wrote it: a forged one must not
    make a build fail on a card it does not have."""
    if entry is None:
        return None
    unfit = entry.meta.get("unfit", []) if isinstance(entry.meta, dict) else None
    cards = set(chunk.cards)
    if not isinstance(unfit, list) or not all(_unfit_record(record, cards) for record in unfit):
        return None
    return entry


def _unfit_record(record: object, cards: set[str]) -> bool:
    """Whether a cached record of an unfit card is [card id of the chunk, share needed, size in pt]."""
    return (
        isinstance(record, list) and len(record) == 3 and isinstance(record[0], str) and record[0] in cards
        and all(isinstance(number, (int, float)) and number > 0 for number in record[1:])
    )
