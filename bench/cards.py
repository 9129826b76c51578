"""Benchmark `cardkit build cards` on synthetic games of N spells.

For each N (default 100, 500, 2000) a temporary project is generated, then two fresh processes
run: the card build (default profiles: home and print-shop) and plain WeasyPrint rendering the
very HTML the build laid out. Each reports its wall time and peak memory (ru_maxrss), so the
table shows what cardkit adds on top of WeasyPrint (goal: ratio <= 1.1) and whether time per
card stays flat as the deck grows (linear growth).

    .venv/bin/python bench/cards.py [N ...]
"""

from __future__ import annotations

import argparse
import ctypes.util
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

ELEMENTS = ["Fogo", "Água", "Terra", "Ar", "Gelo", "Eletricidade", "Vida", "Doença", "Luz", "Escuridão"]
EFFECTS = [
    "{{elements: [{element}]}}",
    "{{elements: [{element}], explosion: 1, all: true}}",
    "{{area: true, elements: [{element}]}}",
    "{{line: {{directions: [Completa]}}}}",
    "{{elements: [{element}], special: \"Troca de posição com outra unidade aliada.\"}}",
]
TEXT = "Quando conjurada, a unidade alvo sofre o Dano indicado e é empurrada uma casa para trás."


def make_project(root: Path, count: int) -> None:
    """A project of `count` spells with varied effects, diagrams and text lengths (all fit)."""
    spells = root / "content" / "spells"
    spells.mkdir(parents=True)
    (root / "cardkit.yaml").write_text("name: Bancada\n", encoding="utf-8")
    for index in range(count):
        effects = EFFECTS[index % len(EFFECTS)].format(element=ELEMENTS[index % len(ELEMENTS)])
        text = " ".join([TEXT] * (index % 3))
        (spells / f"magia-{index:05d}.yaml").write_text(
            f"name: Magia {index}\ncard_type: Magia\ncost: {index % 50 + 1}\nrange: {index % 6 + 1}\n"
            f"damage: {index % 4 + 1}d20\nref: Alquimista\neffects: {effects}\n"
            + (f"text: {text}\n" if text else ""),
            encoding="utf-8",
        )


def peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def worker_build(root: Path) -> dict[str, float]:
    """Run the card build, saving the HTML of each full layout for the plain run."""
    from cardkit.content import load_game, open_project
    from cardkit.render import documents
    from cardkit.render.cards import build_cards

    project, schemas = open_project(root)
    loaded = load_game(project, schemas)
    captured: list[str] = []
    layout = documents.CardRenderer.layout

    def capture(self: documents.CardRenderer, html: str):  # type: ignore[no-untyped-def]
        captured.append(html)
        return layout(self, html)

    documents.CardRenderer.layout = capture  # type: ignore[method-assign]
    start = time.perf_counter()
    result = build_cards(loaded)
    seconds = time.perf_counter() - start
    assert not result.has_errors, result.diagnostics
    for index, html in enumerate(captured):
        (root / f"final-{index}.html").write_text(html, encoding="utf-8")
    return {"seconds": seconds, "peak_mib": peak_mib(), "layouts": len(captured)}


def worker_plain(root: Path) -> dict[str, float]:
    """Plain WeasyPrint: the same HTML files straight to PDF, no cardkit in between."""
    from weasyprint import HTML

    start = time.perf_counter()
    for path in sorted(root.glob("final-*.html")):
        HTML(filename=str(path), base_url=root.as_uri() + "/").write_pdf(root / f"{path.stem}.pdf")
    return {"seconds": time.perf_counter() - start, "peak_mib": peak_mib()}


def run_worker(mode: str, root: Path) -> dict[str, float]:
    output = subprocess.run(
        [sys.executable, __file__, "--worker", mode, str(root)], check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output.strip().splitlines()[-1])


def subsetter() -> str:
    """Which font subsetter WeasyPrint uses here: HarfBuzz's (fast) or fontTools (slow fallback)."""
    from weasyprint.text.ffi import harfbuzz, harfbuzz_subset

    library = ctypes.util.find_library("harfbuzz-subset")
    if harfbuzz_subset is not None and harfbuzz.hb_version_atleast(4, 1, 0):
        return f"harfbuzz-subset ({library or 'loaded'})"
    return "fontTools (libharfbuzz-subset >= 4.1 not found)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[100, 500, 2000])
    parser.add_argument("--worker", nargs=2, metavar=("MODE", "ROOT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        mode, root = args.worker
        print(json.dumps((worker_build if mode == "build" else worker_plain)(Path(root))))
        return

    print(f"font subsetter: {subsetter()}")
    print(f"{'cards':>6} {'build s':>9} {'plain s':>9} {'ratio':>6} {'ms/card':>8} {'build MiB':>10} {'plain MiB':>10}")
    for count in args.sizes:
        with tempfile.TemporaryDirectory(prefix="cardkit-bench-") as folder:
            root = Path(folder)
            make_project(root, count)
            build = run_worker("build", root)
            plain = run_worker("plain", root)
        ratio = build["seconds"] / plain["seconds"]
        print(
            f"{count:>6} {build['seconds']:>9.2f} {plain['seconds']:>9.2f} {ratio:>6.2f} "
            f"{1000 * build['seconds'] / count:>8.1f} {build['peak_mib']:>10.0f} {plain['peak_mib']:>10.0f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
