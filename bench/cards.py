"""The card-build benchmark (issue 15, item 4): `cardkit build cards` against WeasyPrint, paired
and repeated, on synthetic games of N spells (bench/card_game.py), both default profiles.

For each N, untimed first: the game, the naive documents (bench/baselines.py `html`), and one
`cardkit build cards --clean --jobs 2` with CARDKIT_DUMP_HTML set, which writes every document
cardkit lays out. Then `--repeat` rounds, each of these in this order, each a fresh process:

- (a) naive: WeasyPrint alone on the whole deck as one document per profile;
- (b) WeasyPrint alone on exactly the documents cardkit laid out (the floor of its HTML);
- (c) `cardkit build cards --clean` with 1 job, then with 2 jobs;
- (d) a one-card edit: one spell's cost changed (a new value every round), then `cardkit build
  cards` with the cache of (c); it fails unless the PDF changed.

Wall seconds from the clock; CPU seconds (user + system) from wait4, which counts the process
and the children it waited for: all of a 1-job build, but not the workers of `--jobs 2`, which
are children of a fork server nobody waits for; theirs is read from /proc every 0.2 s and shown
apart (a lower bound). Peak memory is the largest single process (wait4, or /proc for workers).
Ratios are taken within a round, then summarised as min and median over the rounds. Any
command that fails stops the benchmark with its output.

    .venv/bin/python bench/cards.py [--sizes 100 500] [--repeat 3]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(REPO))

from bench.baselines import PROFILES
from bench.card_game import edit_cost, make_project
from bench.stats import Summary, paired_summary
from bench.timing import Measured, run_timed

DUMP_HTML = "CARDKIT_DUMP_HTML"
"""cardkit.render.documents.DUMP_HTML: named here, so the benchmark imports none of cardkit."""
STEPS = {
    "naive": "(a) naive WeasyPrint, one document per profile",
    "weasyprint": "(b) WeasyPrint alone on cardkit's documents",
    "build-1": "(c) cardkit build cards --clean, 1 job",
    "build-2": "(c) cardkit build cards --clean, 2 jobs",
    "edit": "(d) one-card edit, cached build, 1 job",
}
"""Each round's runs, in the order they run."""
RATIOS = (
    ("build-1", "naive", "build, 1 job / naive"),
    ("build-2", "naive", "build, 2 jobs / naive"),
    ("build-1", "weasyprint", "build, 1 job / WeasyPrint on its documents"),
    ("edit", "build-1", "one-card edit / build, 1 job"),
)
RUN_TIMEOUT_S = 7200.0
"""One run may take this long: the naive 2,000-card document is slow, and must still finish."""
EDITED_COST = 90
"""Round r gives the edited spell the cost EDITED_COST + r, never the one it was built with."""


@dataclass
class SizeResult:
    """Every round at one N, and what was prepared for them."""

    cards: int
    fit_steps: str = ""
    documents: int = 0
    """The documents cardkit laid out (the HTML (b) renders)."""
    loads: list[float] = field(default_factory=list)
    rounds: list[dict[str, Measured]] = field(default_factory=list)
    pages: dict[str, int] = field(default_factory=dict)
    """PDF pages of cardkit's files and of the naive ones, to see they print the same cards."""
    kib: dict[str, float] = field(default_factory=dict)

    def walls(self) -> list[dict[str, float]]:
        return [{step: run.wall for step, run in runs.items()} for runs in self.rounds]

    def wall(self, step: str) -> Summary:
        return Summary.of([runs[step].wall for runs in self.rounds])

    def cpu(self, step: str) -> Summary:
        return Summary.of([runs[step].cpu for runs in self.rounds])

    def worker_cpu(self, step: str) -> Summary:
        return Summary.of([runs[step].worker_cpu for runs in self.rounds])

    def peak_mib(self, step: str) -> float:
        return max(runs[step].peak_mib for runs in self.rounds)

    def ratio(self, numerator: str, denominator: str) -> Summary:
        return paired_summary(self.walls(), numerator, denominator)


def cardkit(root: Path, *options: str) -> list[str]:
    return [sys.executable, "-m", "cardkit", "build", "cards", "-q", "--project", str(root), *options]


def baseline(mode: str, *paths: Path) -> list[str]:
    return [sys.executable, str(BENCH / "baselines.py"), mode, *map(str, paths)]


def untimed(command: Sequence[str], env: dict[str, str] | None = None) -> str:
    """Run a preparation step; its output, or the benchmark stops with it."""
    result = subprocess.run(list(command), capture_output=True, text=True, env=env, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({result.returncode}):\n{(result.stdout + result.stderr)[-4000:]}")
    return result.stdout


def timed(command: Sequence[str]) -> Measured:
    return run_timed(command, sample=True, timeout=RUN_TIMEOUT_S)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pdf_pages(path: Path) -> int:
    import pikepdf

    with pikepdf.open(path) as pdf:
        return len(pdf.pages)


def _print_now(line: str) -> None:
    print(line, flush=True)


def round_line(count: int, index: int, repeat: int, load: float, runs: dict[str, Measured]) -> str:
    """One round as soon as it is done, so a long run shows its progress (and what it had, if stopped)."""
    walls = ", ".join(f"{step} {run.wall:.1f}" for step, run in runs.items())
    return f"  round {index + 1}/{repeat} at {count} cards, load {load:.2f}: wall s {walls}"


def bench_size(count: int, repeat: int, workdir: Path, progress: Callable[[str], None] | None = None) -> SizeResult:
    """Prepare a game of `count` spells, then run `repeat` rounds on it; `progress` gets a line per round."""
    result = SizeResult(count)
    with tempfile.TemporaryDirectory(prefix=f"cards-{count}-", dir=workdir) as folder:
        root, dump = Path(folder) / "game", Path(folder) / "documents"
        make_project(root, count)
        result.fit_steps = untimed(baseline("html", root)).strip()
        untimed(cardkit(root, "--clean", "--jobs", "2"), env={**os.environ, DUMP_HTML: str(dump)})
        result.documents = len(list(dump.glob("*.html")))
        built = root / "build" / "cards" / f"cards-{PROFILES[0]}.pdf"
        for index in range(repeat):
            result.loads.append(os.getloadavg()[0])
            runs = {"naive": timed(baseline("naive", root)), "weasyprint": timed(baseline("dumped", dump, root))}
            runs["build-1"] = timed(cardkit(root, "--clean", "--jobs", "1"))
            runs["build-2"] = timed(cardkit(root, "--clean", "--jobs", "2"))
            before = digest(built)
            edit_cost(root, EDITED_COST + index)
            runs["edit"] = timed(cardkit(root, "--jobs", "1"))
            if digest(built) == before:
                raise RuntimeError(f"the one-card edit changed nothing in {built.name}: the build did not see it")
            result.rounds.append(runs)
            (progress or _print_now)(round_line(count, index, repeat, result.loads[-1], runs))
        for name in PROFILES:
            cardkit_pdf, naive_pdf = root / "build" / "cards" / f"cards-{name}.pdf", root / f"naive-{name}.pdf"
            result.pages[f"cardkit {name}"], result.pages[f"naive {name}"] = pdf_pages(cardkit_pdf), pdf_pages(naive_pdf)
            result.kib[f"cardkit {name}"], result.kib[f"naive {name}"] = cardkit_pdf.stat().st_size / 1024, naive_pdf.stat().st_size / 1024
    return result


def report(result: SizeResult) -> list[str]:
    """The lines printed for one N."""
    lines = [
        f"-- {result.cards} cards: {result.fit_steps}; cardkit laid out {result.documents} documents --",
        "load (1 min) at each round's start: " + " ".join(f"{load:.2f}" for load in result.loads),
        f"{'':48} {'wall s min / median':>21} {'CPU s min / median':>21} {'peak MiB':>9}",
    ]
    for step, text in STEPS.items():
        cpu = result.cpu(step).shown()
        workers = result.worker_cpu(step)
        note = f"  + workers' CPU {workers.shown()} (sampled; not in wait4)" if workers.median > 0 else ""
        lines.append(f"{text:48} {result.wall(step).shown():>21} {cpu:>21} {result.peak_mib(step):>9.0f}{note}")
    lines.append("ratios of wall time within each round, min / median:")
    for numerator, denominator, text in RATIOS:
        lines.append(f"  {text:46} {result.ratio(numerator, denominator).shown(3)}")
    same = all(result.pages[f"cardkit {name}"] == result.pages[f"naive {name}"] for name in PROFILES)
    lines.append(
        "PDF pages and KiB: "
        + ", ".join(f"{name} {result.pages[name]} p. {result.kib[name]:.0f} KiB" for name in result.pages)
        + ("" if same else "  (!) cardkit and naive page counts differ: not the same cards")
    )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 500, 2000])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--workdir", type=Path, default=REPO / "build" / "bench")
    args = parser.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    for count in args.sizes:
        print("\n".join(report(bench_size(count, args.repeat, args.workdir))), flush=True)


if __name__ == "__main__":
    main()
