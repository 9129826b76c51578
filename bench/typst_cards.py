"""(f) The speed-of-light reference: typst compiling N simple 63 × 88 mm cards into one PDF.

Each card is what a spell card is at its simplest: the title, the cost, three stat boxes and a
paragraph, set in cardkit's bundled fonts (Vollkorn, Lato) with the system's fonts ignored, from
the same synthetic spells and the game's own stat labels (`labels/pt-BR/stats.yaml`). No art,
no diagram, no text fitting, one page per card: less than a cardkit card, so its time is
printed as information only, never as a goal. Needs the `typst` package (`make bench` tries to
install it and goes on without it).

    .venv/bin/python bench/typst_cards.py N OUT.pdf
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.card_game import spell_text
from bench.stats import Summary
from bench.timing import run_timed

FONTS = REPO / "cardkit" / "fonts"
LABELS = REPO / "cardkit" / "packs" / "tabmaster" / "labels" / "pt-BR" / "stats.yaml"
"""The stat abbreviations the cards print (the pack's labels: the typst page takes the same words)."""
PAGE = """\
#set page(width: 63mm, height: 88mm, margin: 3.4mm, fill: rgb("#f3e3b5"))
#set text(font: "Vollkorn", size: 7.4pt, lang: "pt")
#set par(justify: true)
#let stat(label, value) = box(width: 1fr, stroke: 0.4pt + rgb("#5a3b1a"), radius: 1mm, inset: 1.2mm)[
  #align(center)[#text(font: "Lato", size: 6.2pt)[#label] \\ #text(font: "Lato", weight: "bold", size: 9pt)[#value]]
]
#let card(name, cost, range, damage, ref, body) = [
  #grid(columns: (auto, 1fr), gutter: 2mm,
    box(fill: rgb("#5a2a82"), radius: 2mm, inset: 1.2mm)[#text(font: "Lato", fill: white, weight: "bold")[#cost #text(size: 6.2pt)[{cost}]]],
    text(font: "Vollkorn", weight: "bold", size: 11pt)[#name])
  #v(34mm)
  #grid(columns: (1fr, 1fr, 1fr), gutter: 1.5mm, stat("{range}", range), stat("{damage}", damage), stat("{ref}", ref))
  #v(2mm)
  #body
  #pagebreak(weak: true)
]
"""


def source(count: int) -> str:
    """The typst document of `count` cards."""
    labels = yaml.safe_load(LABELS.read_text(encoding="utf-8"))
    head = PAGE.format(**{key: labels[key]["abbreviation"] for key in ("cost", "range", "damage", "ref")})
    cards = [
        f"#card({json.dumps(f'Magia {index}')}, {index % 50 + 1}, {index % 6 + 1}, \"{index % 4 + 1}d20\", \"Alquimista\", "
        f"[{spell_text(index) or ' '}])"
        for index in range(count)
    ]
    return head + "\n".join(cards) + "\n"


def compile_cards(count: int, out: Path) -> None:
    import typst

    document = out.with_suffix(".typ")
    document.write_text(source(count), encoding="utf-8")
    typst.compile(str(document), output=str(out), font_paths=[str(FONTS)], ignore_system_fonts=True)


def available() -> bool:
    """Whether this interpreter can import typst."""
    return importlib.util.find_spec("typst") is not None


def bench_typst(sizes: Sequence[int], repeat: int, workdir: Path, naive: Mapping[int, float]) -> list[str]:
    """`repeat` compiles at each size, each a fresh process (interpreter start included, as in
    the baselines), and, for information, the naive baseline's median over typst's."""
    if not available():
        return ["  (the typst package does not import here: skipped; `pip install typst` to measure it)"]
    lines = []
    for count in sizes:
        out = workdir / f"typst-{count}.pdf"
        runs = [run_timed([sys.executable, str(Path(__file__)), str(count), str(out)]) for _ in range(repeat)]
        wall = Summary.of([run.wall for run in runs])
        cpu = Summary.of([run.cpu for run in runs])
        versus = f", naive WeasyPrint (both profiles) / typst (one) {naive[count] / wall.median:.0f}x" if count in naive else ""
        lines.append(
            f"  {count:>5} cards: wall {wall.shown(3)} s, CPU {cpu.shown(3)} s (min / median), "
            f"{1000 * wall.median / count:.2f} ms per card{versus}"
        )
        out.unlink(missing_ok=True)
        out.with_suffix(".typ").unlink(missing_ok=True)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int)
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    compile_cards(args.count, args.out)


if __name__ == "__main__":
    main()
