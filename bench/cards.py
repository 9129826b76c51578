"""Benchmark `cardkit build cards` on synthetic games of N spells, against plain WeasyPrint.

For each N a temporary project is generated and every measurement is a fresh process, timed
by the wall clock and measured by the peak resident memory of its largest process (wait4 for
the process, /proc for the worker processes of `--jobs`):
- build, 1 job: `cardkit build cards --clean` (default profiles: home and print-shop);
- plain: WeasyPrint alone turning the same final HTML (one document per profile, the faces
  cardkit renders, every card at its normal size, which the run checks) into PDFs;
- build, 2 jobs: the same build with `--jobs 2`;
- edit: one spell's cost changed, then `cardkit build cards` with the cache of the build.
Goals: build / plain <= 1.1 with one job and <= 0.65 with two, edit / build <= 0.1, time per
card flat as N grows, peak memory under 1 GiB at 2000 cards. `load` is the highest 1-minute
load average seen as a run of the row started: above about 0.5 on a two-CPU machine, other work
takes a CPU the two jobs were counting on.

    .venv/bin/python bench/cards.py [N ...]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.proctree import descendants, peak_mib

PROFILES = ("home", "print-shop")
ELEMENTS = ["Fogo", "Água", "Terra", "Ar", "Gelo", "Eletricidade", "Vida", "Doença", "Luz", "Escuridão"]
EFFECTS = [
    "{{elements: [{element}]}}",
    "{{elements: [{element}], explosion: 1, all: true}}",
    "{{area: true, elements: [{element}]}}",
    "{{line: {{directions: [Completa]}}}}",
    "{{elements: [{element}], special: \"Troca de posição com outra unidade aliada.\"}}",
]
TEXT = "Quando conjurada, a unidade alvo sofre o Dano indicado e é empurrada uma casa para trás."
KEYWORDS = [("Área", "area"), ("Elemento", "elements"), ("Explosão", "explosion"), ("Linha", "line"), ("Todos", "all"), ("Especial", "special")]
GAME = """\
name: Bancada
language: pt-BR
resolution: tab-master
dice: [4, 6, 8, 10, 12, 20]
caster_classes: [Alquimista]
line_directions: [{{id: horizontal, name: Horizontal}}, {{id: vertical, name: Vertical}}, {{id: diagonals, name: Diagonais}}, {{id: complete, name: Completa}}]
card_types: [{{id: spell, name: Magia, description: "Magia."}}]
attack_types: [{{id: melee, name: Comum, description: "Ataque."}}]
effect_keywords:
{keywords}
elements:
{elements}
"""


def make_project(root: Path, count: int) -> None:
    """A project of `count` spells with varied effects, diagrams and text lengths (all fit),
    and the game.yaml that makes `cardkit check` pass."""
    spells = root / "content" / "spells"
    spells.mkdir(parents=True)
    (root / "cardkit.yaml").write_text("name: Bancada\n", encoding="utf-8")
    (root / "content" / "game.yaml").write_text(
        GAME.format(
            keywords="\n".join(f"  - {{name: {name}, id: {key}, description: {name}.}}" for name, key in KEYWORDS),
            elements="\n".join(f"  - {{name: {name}, text: {{attack: {name}., spell: {name}.}}, effects: []}}" for name in ELEMENTS),
        ),
        encoding="utf-8",
    )
    for index in range(count):
        (spells / f"magia-{index:05d}.yaml").write_text(spell_yaml(index), encoding="utf-8")


def spell_yaml(index: int, cost: int | None = None) -> str:
    effects = EFFECTS[index % len(EFFECTS)].format(element=ELEMENTS[index % len(ELEMENTS)])
    text = " ".join([TEXT] * (index % 3))
    return (
        f"name: Magia {index}\ncard_type: Magia\ncost: {cost or index % 50 + 1}\nrange: {index % 6 + 1}\n"
        f"damage: {index % 4 + 1}d20\nref: Alquimista\neffects: {effects}\n" + (f"text: {text}\n" if text else "")
    )


@dataclass(frozen=True)
class Run:
    """One measured process: wall seconds, the peak RSS of its largest process in MiB, and the
    1-minute load average when it started (other work on the machine slows parallel runs)."""

    seconds: float
    peak_mib: float
    load: float


SAMPLE_S = 0.25


def measure(command: list[str]) -> Run:
    """Run `command`, failing loudly. Its own peak memory comes from wait4; worker processes
    below it (children of its fork server, which it never waits for) are sampled from /proc."""
    load = os.getloadavg()[0]
    with tempfile.TemporaryFile() as output:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT)
        workers = 0.0
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            workers = max([workers, *(peak_mib(child) for child in descendants(process.pid))])
            time.sleep(SAMPLE_S)
        seconds = time.perf_counter() - start
        code = process.returncode = os.waitstatus_to_exitcode(status)
        if code != 0:
            output.seek(0)
            raise RuntimeError(f"{' '.join(command)} failed ({code}):\n{output.read().decode()[-3000:]}")
    return Run(seconds, max(usage.ru_maxrss / 1024, workers), load)


def cardkit(root: Path, *options: str) -> list[str]:
    return [sys.executable, "-m", "cardkit", "build", "cards", "-q", "--project", str(root), *options]


def write_final_html(root: Path) -> None:
    """The whole-deck HTML of each profile, every face at its normal size (worker mode "html")."""
    from cardkit.content import load_game, open_project
    from cardkit.render.documents import Frame, card_renderer
    from cardkit.render.faces import game_cards
    from cardkit.render.fit import LADDER
    from cardkit.render.imposition import impose

    project, schemas = open_project(root)
    loaded = load_game(project, schemas)
    settings = project.config.print_settings
    cards = {card.id: card for card in game_cards(loaded.game)}
    renderer = card_renderer(loaded)
    faces = {card_id: renderer.face(card, LADDER[0]) for card_id, card in cards.items()}
    deck = [card.id for card in cards.values() for _ in range(card.copies)]
    for name in PROFILES:
        profile = settings.profiles[name]
        html = renderer.html(Frame.for_profile(profile), impose(profile, deck), faces, cards)
        (root / f"final-{name}.html").write_text(html, encoding="utf-8")


def plain_weasyprint(root: Path) -> None:
    """WeasyPrint alone on the final HTML (worker mode "plain"); fails if a card would have needed
    refitting, since then this HTML would not be what cardkit prints."""
    from weasyprint import HTML

    from cardkit.render.fit import overflowing_cards

    for name in PROFILES:
        document = HTML(filename=str(root / f"final-{name}.html"), base_url=root.as_uri() + "/").render()
        overflowing = overflowing_cards(document)
        assert not overflowing, f"these cards overflow, so the HTML is not final: {sorted(overflowing)[:5]}"
        document.write_pdf(root / f"plain-{name}.pdf")


def worker(mode: str, root: Path) -> list[str]:
    return [sys.executable, __file__, "--worker", mode, str(root)]


@dataclass(frozen=True)
class CardsRow:
    """Every measurement of one N."""

    cards: int
    build: Run
    plain: Run
    build2: Run
    edit: Run
    size_kib: float
    plain_size_kib: float


def bench_cards(count: int) -> CardsRow:
    """Generate a game of `count` spells and take every measurement of it."""
    with tempfile.TemporaryDirectory(prefix="cardkit-bench-") as folder:
        root = Path(folder)
        make_project(root, count)
        build = measure(cardkit(root, "--clean"))
        measure(worker("html", root))
        plain = measure(worker("plain", root))
        build2 = measure(cardkit(root, "--clean", "--jobs", "2"))
        (root / "content/spells/magia-00001.yaml").write_text(spell_yaml(1, cost=99), encoding="utf-8")
        edit = measure(cardkit(root))
        size = sum((root / "build/cards" / f"cards-{name}.pdf").stat().st_size for name in PROFILES)
        plain_size = sum((root / f"plain-{name}.pdf").stat().st_size for name in PROFILES)
    return CardsRow(count, build, plain, build2, edit, size / 1024, plain_size / 1024)


HEADER = (
    f"{'cards':>6} {'load':>5} {'build s':>8} {'plain s':>8} {'ratio':>6} {'2 jobs s':>9} {'ratio':>6} {'edit s':>7} "
    f"{'edit/build':>10} {'ms/card':>8} {'build MiB':>10} {'2 jobs MiB':>10} {'plain MiB':>10} {'PDF KiB':>8} {'plain KiB':>9}"
)


def table_row(row: CardsRow) -> str:
    return (
        f"{row.cards:>6} {max(run.load for run in (row.build, row.plain, row.build2, row.edit)):>5.1f} {row.build.seconds:>8.1f} {row.plain.seconds:>8.1f} {row.build.seconds / row.plain.seconds:>6.2f} "
        f"{row.build2.seconds:>9.1f} {row.build2.seconds / row.plain.seconds:>6.2f} {row.edit.seconds:>7.1f} "
        f"{row.edit.seconds / row.build.seconds:>10.3f} {1000 * row.build.seconds / row.cards:>8.1f} "
        f"{row.build.peak_mib:>10.0f} {row.build2.peak_mib:>10.0f} {row.plain.peak_mib:>10.0f} "
        f"{row.size_kib:>8.0f} {row.plain_size_kib:>9.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[100, 500, 2000])
    parser.add_argument("--worker", nargs=2, metavar=("MODE", "ROOT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        mode, root = args.worker
        (write_final_html if mode == "html" else plain_weasyprint)(Path(root))
        return
    print(HEADER)
    for count in args.sizes:
        print(table_row(bench_cards(count)), flush=True)


if __name__ == "__main__":
    main()
