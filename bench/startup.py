"""Benchmark: what a `cardkit` command costs from a cold start, against `python -c pass` and
against one check-jsonschema call on the same spells.

Every command runs in a fresh process, `--repeat` times, all of them in turn in each round, so
the baseline and each command are measured under the same load (paired). For each it prints
CPU seconds (user + system of the child, from wait4) and wall seconds, min and median, the
ratio of its CPU to `python -c pass`'s, and the load average before and after:

- `python -c pass`: the interpreter's own start-up, the floor;
- `cardkit --help`, and `cardkit validate` and `cardkit check` on the bundled game;
- `cardkit check` on a copy of the bundled game (in a git repository of its own) right after one
  of its card files was saved: `check` remembers its findings by a digest of every input
  (`cardkit.pipeline.remembered`), so the bundled game's own figure is a check with nothing
  changed, and this one is what a designer waits for after a save;
- `cardkit check` on a 100-spell game from bench/make_game.py, one spell saved before each run
  (real work, not a remembered answer), and check-jsonschema validating the same 100 spell files
  against schemas/spell.schema.json in one call;
- `cardkit check` on a game that registers fonts of its own in theme.yaml (Ember Vale, whose
  title font is Fjalla One, with the machine's largest DejaVu faces added as its body font when
  /usr/share/fonts has them), one card saved before each run: what the fonts cost a real check
  once the user cache knows them (the uncounted first round reads their tables).

Goals (issue 31, CPU, paired, median of the rounds): `--help` <= 1.5x `python -c "import
typer"`, `check` on the bundled game <= 2x `python -c "import jsonschema, yaml"`, printed both
with nothing changed and right after a card file was saved. Goals (issue 12, CPU min): `--help` <= 0.2 s, `check` on the bundled game <= 0.6 s, and
`check` at 100 spells at least 2x faster than that check-jsonschema call, though it does more
(every kind of file, the model, the rules).

    .venv/bin/python bench/startup.py [--repeat 5] [--spells 100]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(REPO))

from bench.make_game import make_game
from bench.timing import Series, Timing, load, run_timed
from bench.validate_vs_check_jsonschema import (
    check_jsonschema_call,
    check_jsonschema_command,
    files_by_kind,
    game_schemas,
)

HELP_GOAL = 0.2
BUNDLED_CHECK_GOAL = 0.6
THEIRS_OVER_CHECK_GOAL = 2.0
HELP_OVER_TYPER_GOAL = 1.5
CHECK_OVER_LIBRARIES_GOAL = 2.0
"""Issue 31's start-up goals, as ratios of CPU time to the imports a command cannot avoid,
paired round by round: `--help` against Typer's import, `check` against jsonschema's and PyYAML's."""


@dataclass(frozen=True)
class Case:
    """One command to time, the exit codes it may end with, and what to do before each run
    (untimed): save a file, as a designer does before checking."""

    name: str
    command: list[str]
    allowed: tuple[int, ...] = (0,)
    before: Callable[[], None] | None = None


def cardkit_command() -> list[str]:
    """The `cardkit` console script beside this Python (the venv's), as a user runs it."""
    found = shutil.which("cardkit", path=str(Path(sys.executable).parent))
    return [found] if found else [sys.executable, "-m", "cardkit"]


SYSTEM_FONTS = (Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"))
"""A few hundred KB each: the size of a published game's own font (Ember Vale's is 35 KB)."""


def font_game(folder: Path) -> Path:
    """Ember Vale, made by `cardkit init`, its theme naming the system's DejaVu faces as its body
    font (when the machine has them) besides its own Fjalla One."""
    subprocess.run([*cardkit_command(), "init", str(folder), "--example", "ember-vale"], check=True, capture_output=True)
    faces = [font for font in SYSTEM_FONTS if font.is_file()]
    if len(faces) == len(SYSTEM_FONTS):
        fonts = folder / "content" / "assets" / "fonts"
        for font in faces:
            shutil.copyfile(font, fonts / font.name)
        theme = folder / "content" / "theme.yaml"
        text = theme.read_text(encoding="utf-8").replace("  title: Fjalla One\n", "  title: Fjalla One\n  body: DejaVu Sans\n")
        text += "".join(
            f"  - {{family: DejaVu Sans, file: {font.name}, weight: {weight}, style: normal}}\n"
            for font, weight in zip(faces, (400, 700), strict=True)
        )
        theme.write_text(text, encoding="utf-8")
    return folder


def bundled_copy(folder: Path) -> Path:
    """The bundled game's cardkit.yaml and content/ at `folder`, committed in a git repository of
    its own, as a designer's project is (check reads the history for old names)."""
    folder.mkdir(parents=True)
    shutil.copy(REPO / "cardkit.yaml", folder / "cardkit.yaml")
    shutil.copytree(REPO / "content", folder / "content")
    who = {**os.environ, "GIT_AUTHOR_NAME": "bench", "GIT_AUTHOR_EMAIL": "bench@localhost", "GIT_COMMITTER_NAME": "bench", "GIT_COMMITTER_EMAIL": "bench@localhost"}
    for command in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "bundled game"]):
        subprocess.run(["git", "-C", str(folder), *command], check=True, capture_output=True, env=who)
    return folder


def saving(card: Path) -> Callable[[], None]:
    """Save `card` with one more comment line each time: new bytes, as after an edit."""
    original = card.read_text(encoding="utf-8")
    saves = iter(range(1, 1_000_000))

    def save() -> None:
        card.write_text(f"{original}# save {next(saves)}\n", encoding="utf-8")

    return save


def first_card(project: Path) -> Path:
    return sorted((project / "content" / "spells").glob("*.yaml"))[0]


def cases(game: Path, spells: int, fonts: Path, edited: Path) -> dict[str, Case]:
    """The commands timed, by role; the baseline first."""
    cardkit = cardkit_command()
    bundled = ["--quiet", "--project", str(REPO)]
    reported = (0, 1)  # exit 1 says the game has errors: a result of the run, not its failure
    return {
        "baseline": Case("python -c pass", [sys.executable, "-c", "pass"]),
        "typer": Case("python -c 'import typer'", [sys.executable, "-c", "import typer"]),
        "libraries": Case("python -c 'import jsonschema, yaml'", [sys.executable, "-c", "import jsonschema, yaml"]),
        "help": Case("cardkit --help", [*cardkit, "--help"]),
        "validate": Case("cardkit validate (bundled game)", [*cardkit, "validate", *bundled], reported),
        "check": Case("cardkit check (bundled game, nothing changed)", [*cardkit, "check", *bundled], reported),
        "check edited": Case(
            "cardkit check (bundled game, a card just saved)",
            [*cardkit, "check", "--quiet", "--project", str(edited)],
            reported,
            saving(first_card(edited)),
        ),
        "check spells": Case(
            f"cardkit check ({spells} spells, one just saved)",
            [*cardkit, "check", "--quiet", "--project", str(game)],
            before=saving(first_card(game)),
        ),
        "check fonts": Case(
            "cardkit check (a game with its own fonts, one card just saved)",
            [*cardkit, "check", "--quiet", "--project", str(fonts)],
            before=saving(first_card(fonts)),
        ),
        "theirs": Case(
            f"check-jsonschema ({spells} spell files, one call)",
            check_jsonschema_call(check_jsonschema_command(), game_schemas(game), "spell", files_by_kind(game)["spell"]),
        ),
    }


def measure(listed: dict[str, Case], repeat: int) -> dict[str, Series]:
    """Every case `repeat` times, all in turn within each round (paired), after one round
    that is not counted (it writes the compiled modules a user's Python keeps)."""
    for case in listed.values():
        if case.before is not None:
            case.before()
        run_timed(case.command, case.allowed, cwd=REPO)
    runs: dict[str, list[Timing]] = {role: [] for role in listed}
    for _ in range(repeat):
        for role, case in listed.items():
            if case.before is not None:
                case.before()
            runs[role].append(run_timed(case.command, case.allowed, cwd=REPO))
    return {role: Series(timings) for role, timings in runs.items()}


def paired_ratios(measured: Series, baseline: Series) -> list[float]:
    """Each round's CPU ratio: both ran in the same round, under the same load."""
    return [run.cpu / base.cpu for run, base in zip(measured.runs, baseline.runs, strict=True)]


def verdict(text: str, value: float, met: bool) -> str:
    return f"{text}: {value:.2f} {'met' if met else 'NOT met'}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="rounds, every command once in each (at least 3)")
    parser.add_argument("--spells", type=int, default=100, help="spells of the generated game (default 100)")
    args = parser.parse_args()
    repeat = max(3, args.repeat)

    print(f"load average before: {load()} (1, 5, 15 min); {os.cpu_count()} CPUs; {repeat} rounds")
    with tempfile.TemporaryDirectory(prefix="cardkit-startup-") as folder:
        here = Path(folder)
        listed = cases(make_game(args.spells, here / f"synthetic-{args.spells}"), args.spells, font_game(here / "own-fonts"), bundled_copy(here / "edited"))
        results = measure(listed, repeat)
    print(f"load average after:  {load()}")
    print()
    width = max(len(case.name) for case in listed.values())
    floor = results["baseline"].cpu
    for role, case in listed.items():
        series = results[role]
        print(f"{case.name:<{width}}  {series.shown()} | {series.cpu / floor:5.1f}x python -c pass")
    print()
    help_cpu, bundled_cpu = results["help"].cpu, results["check"].cpu
    faster = results["theirs"].cpu / results["check spells"].cpu
    print(verdict(f"cardkit --help <= {HELP_GOAL} CPU-s (min)", help_cpu, help_cpu <= HELP_GOAL))
    print(verdict(f"cardkit check (bundled game) <= {BUNDLED_CHECK_GOAL} CPU-s (min)", bundled_cpu, bundled_cpu <= BUNDLED_CHECK_GOAL))
    goals = (("help", "typer", HELP_OVER_TYPER_GOAL), ("check", "libraries", CHECK_OVER_LIBRARIES_GOAL), ("check edited", "libraries", CHECK_OVER_LIBRARIES_GOAL))
    for role, baseline, goal in goals:
        ratios = paired_ratios(results[role], results[baseline])
        text = f"{listed[role].name} / {listed[baseline].name} <= {goal} (CPU, paired; min {min(ratios):.2f})"
        print(verdict(text, statistics.median(ratios), statistics.median(ratios) <= goal))
    print(
        verdict(
            f"check-jsonschema / cardkit check at {args.spells} spells >= {THEIRS_OVER_CHECK_GOAL:.0f} (CPU min)",
            faster,
            faster >= THEIRS_OVER_CHECK_GOAL,
        )
    )


if __name__ == "__main__":
    main()
