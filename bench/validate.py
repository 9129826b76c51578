"""Benchmark: `cardkit validate` on a project against a plain baseline measured in the same run.

The baseline is what any script would do: `yaml.safe_load` each file and validate it with a
compiled jsonschema validator. Our loader does more (positions, duplicate keys, limits), so
the ratio says what that care costs. Usage: `python bench/validate.py [PROJECT] [--repeat N]`.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator

from cardkit.project.validate import definition_files, load_game, open_project
from cardkit.schema.sets import load_schemas, schema_dir


def median_seconds(action: Callable[[], object], repeat: int) -> float:
    """Median wall time of `repeat` runs after one warm-up run."""
    action()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("project", nargs="?", default=".", type=Path)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()

    schemas = load_schemas(schema_dir())
    project, schemas = open_project(args.project, schemas)
    game = load_game(project, schemas)
    files = definition_files(project.content_dir, game.game.kind_folders())

    def ours() -> object:
        return load_game(project, schemas)

    # jsonschema as any script uses it: cardkit's own validators resolve their `$ref`s ahead.
    composed = game.schemas  # composed from the game's field table: its pack's kinds included
    plain = {kind: Draft202012Validator(composed.validator(kind).schema, registry=composed.registry) for kind, _ in files}

    def baseline() -> object:
        for kind, path in files:
            plain[kind].validate(yaml.safe_load(path.read_text(encoding="utf-8")))
        return None

    ours_s = median_seconds(ours, args.repeat)
    base_s = median_seconds(baseline, args.repeat)
    print(f"files: {len(files)}")
    print(f"cardkit validate (load + schemas + model): {ours_s * 1000:8.1f} ms")
    print(f"baseline (yaml.safe_load + jsonschema):    {base_s * 1000:8.1f} ms")
    print(f"ratio ours/baseline: {ours_s / base_s:.2f}")


if __name__ == "__main__":
    main()
