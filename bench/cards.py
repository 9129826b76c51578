"""The card-build benchmark (issues 15 and 31): `cardkit build cards` against WeasyPrint, paired
and repeated, on synthetic games of N cards of three kinds, `COPIES` copies a card on average
(bench/card_game.py: 2,000 cards print 6,000 copies), both default profiles.

For each N, untimed first: the game, the naive documents (bench/baselines.py `html`), and one
`cardkit build cards --clean --jobs 2` with CARDKIT_DUMP_HTML set, which writes every document
cardkit lays out. Then `--repeat` rounds, each of these in this order, each a fresh process:

- (a) naive: WeasyPrint alone on the whole deck as one document per profile (every copy laid out);
- (b) WeasyPrint alone on exactly the documents cardkit laid out (the floor of its HTML);
- (c) `cardkit build cards --clean` with 1 job;
- (g) the same with the same cards printed once each (issue 31's copies figure: copies are free
  when (c) / (g) is near 1);
- (c) `cardkit build cards --clean` with 2 jobs;
- (d) a one-card edit: one spell's cost changed (a new value every round), then `cardkit build
  cards` with the cache of (c); it fails unless the PDF changed.

A size runs the steps it is asked for (`steps`), those a goal judges in every round
(`every_round`) and the others, for information, in the first round only.

Wall seconds from the clock; CPU seconds (user + system) from wait4, which counts the process
and the children it waited for: all of a 1-job build, but not the workers of `--jobs 2`, which
are children of a fork server nobody waits for; theirs is read from /proc every 0.2 s and shown
apart (a lower bound). Peak memory is the largest single process (wait4, or /proc for workers).
Ratios are taken within a round, then summarised as min and median over the rounds. Any
command that fails stops the benchmark with its output.

    .venv/bin/python bench/cards.py [--sizes 100 500] [--repeat 3]   # (g) at the largest size
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(REPO))

from bench.baselines import PROFILES
from bench.card_game import COPIES, edit_cost, make_project
from bench.stats import Summary, paired_summary
from bench.timing import Measured, run_timed

DUMP_HTML = "CARDKIT_DUMP_HTML"
"""cardkit.render.documents.DUMP_HTML: named here, so the benchmark imports none of cardkit."""
STEPS = {
    "naive": "(a) naive WeasyPrint, one document per profile",
    "weasyprint": "(b) WeasyPrint alone on cardkit's documents",
    "build-1": "(c) cardkit build cards --clean, 1 job",
    "single-1": "(g) the same, every card in 1 copy, 1 job",
    "build-2": "(c) cardkit build cards --clean, 2 jobs",
    "edit": "(d) one-card edit, cached build, 1 job",
}
"""Each round's runs, in the order they run."""
DEFAULT_STEPS = ("naive", "weasyprint", "build-1", "build-2", "edit")
"""The steps a size runs unless told: all but (g), which the copies figure asks for at one size."""
RATIOS = (
    ("build-1", "naive", "build, 1 job / naive"),
    ("build-2", "naive", "build, 2 jobs / naive"),
    ("build-1", "weasyprint", "build, 1 job / WeasyPrint on its documents"),
    ("build-1", "single-1", f"copies: {COPIES} a card / 1 a card, 1 job"),
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
    copies: int = 0
    """Copies printed in all (`cards` * `COPIES`)."""
    fit_steps: str = ""
    documents: int = 0
    """The documents cardkit laid out (the HTML (b) renders)."""
    loads: list[float] = field(default_factory=list)
    rounds: list[dict[str, Measured]] = field(default_factory=list)
    pages: dict[str, int] = field(default_factory=dict)
    """PDF pages of cardkit's files and of the naive ones, to see they print the same cards."""
    kib: dict[str, float] = field(default_factory=dict)

    def steps(self) -> list[str]:
        """The steps of any round, in the order they run."""
        return [step for step in STEPS if any(step in runs for runs in self.rounds)]

    def has(self, *steps: str) -> bool:
        """Whether some round ran all of `steps`."""
        return any(all(step in runs for step in steps) for runs in self.rounds)

    def runs(self, step: str) -> list[Measured]:
        return [runs[step] for runs in self.rounds if step in runs]

    def wall(self, step: str) -> Summary:
        return Summary.of([run.wall for run in self.runs(step)])

    def cpu(self, step: str) -> Summary:
        return Summary.of([run.cpu for run in self.runs(step)])

    def worker_cpu(self, step: str) -> Summary:
        return Summary.of([run.worker_cpu for run in self.runs(step)])

    def peak_mib(self, step: str) -> float:
        return max(run.peak_mib for run in self.runs(step))

    def ratio(self, numerator: str, denominator: str) -> Summary:
        """`numerator` / `denominator` in each round that ran both, min and median."""
        both = [{step: runs[step].wall for step in (numerator, denominator)} for runs in self.rounds if numerator in runs and denominator in runs]
        return paired_summary(both, numerator, denominator)


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


def bench_size(
    count: int,
    repeat: int,
    workdir: Path,
    progress: Callable[[str], None] | None = None,
    *,
    steps: Collection[str] = DEFAULT_STEPS,
    every_round: Collection[str] | None = None,
) -> SizeResult:
    """Prepare a game of `count` cards, `COPIES` a card, then run `repeat` rounds of `steps` on
    it: those in `every_round` (default: all) in each round, the others in the first; `progress`
    gets a line per round."""
    every_round = steps if every_round is None else every_round
    result = SizeResult(count, count * COPIES)
    with tempfile.TemporaryDirectory(prefix=f"cards-{count}-", dir=workdir) as folder:
        root, single, dump = Path(folder) / "game", Path(folder) / "single", Path(folder) / "documents"
        make_project(root, count, copies=COPIES)
        if "single-1" in steps:
            make_project(single, count)
        if "naive" in steps:
            result.fit_steps = untimed(baseline("html", root)).strip()
        if "weasyprint" in steps:
            untimed(cardkit(root, "--clean", "--jobs", "2"), env={**os.environ, DUMP_HTML: str(dump)})
            result.documents = len(list(dump.glob("*.html")))
        built = root / "build" / "cards" / f"cards-{PROFILES[0]}.pdf"
        commands = {
            "naive": lambda: baseline("naive", root),
            "weasyprint": lambda: baseline("dumped", dump, root),
            "build-1": lambda: cardkit(root, "--clean", "--jobs", "1"),
            "single-1": lambda: cardkit(single, "--clean", "--jobs", "1"),
            "build-2": lambda: cardkit(root, "--clean", "--jobs", "2"),
        }
        for index in range(repeat):
            result.loads.append(os.getloadavg()[0])
            now = [step for step in STEPS if step in steps and (index == 0 or step in every_round)]
            runs = {step: timed(commands[step]()) for step in now if step != "edit"}
            if "edit" in now:
                before = digest(built)
                edit_cost(root, EDITED_COST + index)
                runs["edit"] = timed(cardkit(root, "--jobs", "1"))
                if digest(built) == before:
                    raise RuntimeError(f"the one-card edit changed nothing in {built.name}: the build did not see it")
            result.rounds.append(runs)
            (progress or _print_now)(round_line(count, index, repeat, result.loads[-1], runs))
        for name in PROFILES:
            cardkit_pdf, naive_pdf = root / "build" / "cards" / f"cards-{name}.pdf", root / f"naive-{name}.pdf"
            result.pages[f"cardkit {name}"], result.kib[f"cardkit {name}"] = pdf_pages(cardkit_pdf), cardkit_pdf.stat().st_size / 1024
            if naive_pdf.exists():
                result.pages[f"naive {name}"], result.kib[f"naive {name}"] = pdf_pages(naive_pdf), naive_pdf.stat().st_size / 1024
    return result


def report(result: SizeResult) -> list[str]:
    """The lines printed for one N."""
    prepared = "; ".join(part for part in (result.fit_steps, f"cardkit laid out {result.documents} documents" if result.documents else "") if part)
    lines = [
        f"-- {result.cards} cards, {result.copies} copies{': ' + prepared if prepared else ''} --",
        "load (1 min) at each round's start: " + " ".join(f"{load:.2f}" for load in result.loads),
        f"{'':48} {'rounds':>6} {'wall s min / median':>21} {'CPU s min / median':>21} {'peak MiB':>9}",
    ]
    for step in result.steps():
        cpu = result.cpu(step).shown()
        workers = result.worker_cpu(step)
        note = f"  + workers' CPU {workers.shown()} (sampled; not in wait4)" if workers.median > 0 else ""
        rounds = len(result.runs(step))
        lines.append(f"{STEPS[step]:48} {rounds:>6} {result.wall(step).shown():>21} {cpu:>21} {result.peak_mib(step):>9.0f}{note}")
    lines.append("ratios of wall time within each round, min / median:")
    for numerator, denominator, text in RATIOS:
        if result.has(numerator, denominator):
            lines.append(f"  {text:46} {result.ratio(numerator, denominator).shown(3)}")
    same = all(result.pages[f"cardkit {name}"] == result.pages.get(f"naive {name}", result.pages[f"cardkit {name}"]) for name in PROFILES)
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
        steps = (*DEFAULT_STEPS, "single-1") if count == max(args.sizes) else DEFAULT_STEPS
        print("\n".join(report(bench_size(count, args.repeat, args.workdir, steps=steps))), flush=True)


if __name__ == "__main__":
    main()
