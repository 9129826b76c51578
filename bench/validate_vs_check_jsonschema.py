"""Benchmark: `cardkit validate` + `check` against check-jsonschema on the same files.

For each size N (default 100, 500 and 2000 spells) a synthetic game is generated with
bench/make_game.py and checked three ways:

- check-jsonschema: one subprocess per kind (game, trait, spell, unit, army), each given every
  file of its kind and `--schemafile .cardkit/schemas/<kind>.schema.json` (written by `cardkit schema`), as a CI job would run it;
  the time is the sum of the five, median of `--repeat-cli` runs.
- cardkit in-process: `validate_project` (read, located YAML, schema validation, model) and
  `check_project` (the same, then every consistency rule), median of `--repeat` runs after a
  warm-up, imports paid once, as in the preview server or a test run.
- cardkit CLI, once: `cardkit check --project DIR` in a fresh process, imports included.

The work compared is the same at its core: both read and parse every file and validate it
against the same JSON Schemas (check-jsonschema with the same jsonschema library); cardkit does
more besides (positions, the model, the rules). Usage:
`python bench/validate_vs_check_jsonschema.py [N ...] [--repeat R] [--repeat-cli C] [--seed S]`.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))

from bench.make_game import make_game
from bench.validate import median_seconds
from cardkit.pipeline import check_project, validate_project
from cardkit.project.validate import definition_files, load_game, open_project

GOAL = 4.0
"""How many times faster than check-jsonschema cardkit's in-process check should be."""


def seconds(action: Callable[[], object]) -> float:
    """Wall time of one cold run: a subprocess pays its start-up, as in CI."""
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def check_jsonschema_command() -> list[str]:
    """The check-jsonschema installed beside this Python (the venv's), else the one on PATH."""
    found = shutil.which("check-jsonschema", path=str(Path(sys.executable).parent)) or shutil.which("check-jsonschema")
    if found is None:
        sys.exit("check-jsonschema is not installed: pip install -e '.[test]' (or pip install check-jsonschema)")
    return [found]


def files_by_kind(project: Path) -> dict[str, list[str]]:
    """Every definition file of `project` by kind (game, trait, spell, unit, army)."""
    by_kind: dict[str, list[str]] = {}
    opened, schemas = open_project(project)
    for kind, path in definition_files(opened.content_dir, load_game(opened, schemas).game.kind_folders()):
        by_kind.setdefault(kind, []).append(str(path))
    return by_kind


def game_schemas(project: Path) -> Path:
    """The game's own JSON Schemas, written as a CI job gets them (`cardkit schema`, untimed):
    a game's schemas are composed from its pack and its game.yaml, so there is no fixed file."""
    folder = project / ".cardkit" / "schemas"
    done = subprocess.run([sys.executable, "-m", "cardkit", "schema", "--project", str(project)], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"cardkit schema failed:\n{done.stdout}{done.stderr}")
    return folder


def check_jsonschema_call(command: list[str], schemas: Path, kind: str, files: list[str]) -> list[str]:
    """One check-jsonschema call: `files` against the schema of `kind`, as a CI job writes it."""
    return [*command, "--schemafile", str(schemas / f"{kind}.schema.json"), *files]


def check_jsonschema_run(project: Path, command: list[str]) -> None:
    """One subprocess per kind over all of that kind's files; each must pass, or timing is moot."""
    schemas = game_schemas(project)
    for kind, files in files_by_kind(project).items():
        done = subprocess.run(check_jsonschema_call(command, schemas, kind, files), capture_output=True, text=True, check=False)
        if done.returncode != 0:
            sys.exit(f"check-jsonschema failed on the {kind} files:\n{done.stdout}{done.stderr}")


def cardkit_cli_run(project: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "cardkit", "check", "--fresh", "--quiet", "--project", str(project)], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        sys.exit(f"cardkit check failed:\n{done.stdout}{done.stderr}")


def measure(spells: int, folder: Path, args: argparse.Namespace, command: list[str]) -> dict[str, float]:
    project = make_game(spells, folder / f"synthetic-{spells}", args.seed)
    loaded = check_project(project)
    if loaded.report.has_errors:
        sys.exit(f"the synthetic game of {spells} spells does not check clean")
    return {
        "files": len(loaded.report.files),
        "theirs": statistics.median(seconds(lambda: check_jsonschema_run(project, command)) for _ in range(args.repeat_cli)),
        "validate": median_seconds(lambda: validate_project(project), args.repeat),
        "check": median_seconds(lambda: check_project(project), args.repeat),
        "cli": seconds(lambda: cardkit_cli_run(project)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sizes", nargs="*", type=int, default=[100, 500, 2000])
    parser.add_argument("--repeat", type=int, default=5, help="in-process runs per size (median)")
    parser.add_argument("--repeat-cli", type=int, default=3, help="check-jsonschema runs per size (median)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    command = check_jsonschema_command()
    header = f"{'N':>5} {'files':>6} {'check-jsonschema':>17} {'cardkit validate':>17} {'cardkit check':>14} {'cardkit CLI':>12} {'ratio':>7} {'ratio CLI':>10}"
    print(header)
    print("-" * len(header))
    ratios = []
    with tempfile.TemporaryDirectory(prefix="cardkit-bench-") as folder:
        for spells in args.sizes:
            m = measure(spells, Path(folder), args, command)
            ratio, ratio_cli = m["theirs"] / m["check"], m["theirs"] / m["cli"]
            ratios.append(ratio)
            print(
                f"{spells:>5} {m['files']:>6.0f} {m['theirs']:>15.3f} s {m['validate']:>15.3f} s"
                f" {m['check']:>12.3f} s {m['cli']:>10.3f} s {ratio:>6.1f}x {ratio_cli:>9.1f}x"
            )
    print(f"\nratio = check-jsonschema time / cardkit check time (in-process); goal: at least {GOAL:.0f}x")
    print("met" if min(ratios) >= GOAL else f"NOT met: worst {min(ratios):.1f}x")


if __name__ == "__main__":
    main()
