"""What the fuzz tests share: how many examples they run, and the inputs they draw.

CI runs a fixed, derandomized set of examples with no example database, so every run tries the
same inputs and a failure reproduces anywhere. `CARDKIT_FUZZ_EXAMPLES=N` (`make fuzz`) switches
to the long profile: N fresh random examples per test, for a run measured in minutes or hours.
"""

from __future__ import annotations

import copy
import json
import os
import re
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st

from tests.conftest import REPO_ROOT

LONG_RUN_EXAMPLES = int(os.environ.get("CARDKIT_FUZZ_EXAMPLES") or 0)

settings.register_profile(
    "cardkit-ci",
    derandomize=True,
    database=None,
    deadline=None,
    print_blob=True,
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink],  # no "explain": a minute per failure
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "cardkit-long", settings.get_profile("cardkit-ci"), derandomize=False, max_examples=max(LONG_RUN_EXAMPLES, 1)
)


def fuzz_settings(ci_examples: int) -> settings:
    """`ci_examples` derandomized examples in CI; CARDKIT_FUZZ_EXAMPLES random ones when set."""
    if LONG_RUN_EXAMPLES:
        return settings.get_profile("cardkit-long")
    return settings(settings.get_profile("cardkit-ci"), max_examples=ci_examples)


def schema_keys() -> list[str]:
    """Every property name the schemas know, so generated mappings get past `unknown key`."""
    found: set[str] = set()
    for path in (REPO_ROOT / "schemas").glob("*.schema.json"):
        found.update(re.findall(r'"([a-z_]+)":\s*\{', path.read_text(encoding="utf-8")))
    return sorted(found - {"properties", "items", "$defs", "additionalProperties", "patternProperties"})


def game_words() -> list[str]:
    """Words the bundled game uses (names, elements, dice), so values sometimes mean something."""
    text = (REPO_ROOT / "content" / "game.yaml").read_text(encoding="utf-8")
    names = re.findall(r"name: ([^\n#]+)", text)
    return sorted({name.strip() for name in names} | {"1d20", "2d10", "1d7", "0d0", "Alquimista", "Magia", "regular"})


_KEYS = st.one_of(st.sampled_from(schema_keys()), st.text(max_size=12))
_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(game_words()),
)
VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(_KEYS, inner, max_size=6)),
    max_leaves=30,
)
DOCUMENTS = st.dictionaries(_KEYS, VALUES, max_size=10)
"""Random definitions: nested mappings, lists and scalars under keys the schemas mostly know."""

KINDS = ("game", "trait", "spell", "unit", "army", "cardkit")

_BUNDLED = sorted(
    path.relative_to(REPO_ROOT).as_posix()
    for path in [*(REPO_ROOT / "content").rglob("*.yaml"), *(REPO_ROOT / "content").rglob("*.md"), REPO_ROOT / "cardkit.yaml"]
)
BUNDLED_FILES = st.sampled_from(_BUNDLED)
"""Every file of the bundled game a mutation may start from."""

TYPED_LITERALS = st.sampled_from(
    ["[]", "{}", "3", "-1", "0", "true", "null", "''", "[1, 2]", "{a: 1}", "1d7", "99999999999999999999", "1.5", ".nan", "-.inf", "x"]
)


@st.composite
def mutated(draw: st.DrawFn, text: str) -> str:
    """`text` after one to three of: delete a key, change a value's type, swap a name for random
    text, duplicate a line, truncate the file, insert a tab."""
    for _ in range(draw(st.integers(1, 3))):
        lines = text.split("\n")
        index = draw(st.integers(0, len(lines) - 1))
        line = lines[index]
        key, colon, _ = line.partition(":")
        operation = draw(st.sampled_from(["delete", "retype", "rename", "duplicate", "truncate", "tab"]))
        if operation == "delete":
            del lines[index]
        elif operation == "retype" and colon:
            lines[index] = f"{key}: {draw(TYPED_LITERALS)}"
        elif operation == "rename" and colon:
            lines[index] = f"{key}: {json.dumps(draw(st.text(max_size=20)), ensure_ascii=False)}"
        elif operation == "duplicate":
            lines.insert(index, line)
        elif operation == "truncate":
            return "\n".join(lines)[: draw(st.integers(0, len(text)))]
        elif operation == "tab":
            lines[index] = "\t" + line
        text = "\n".join(lines)
    return text


def bundled_text(relpath: str) -> str:
    return (REPO_ROOT / Path(relpath)).read_text(encoding="utf-8")


def _kind_of(relpath: str) -> str:
    folder = Path(relpath).parent.name
    return {"traits": "trait", "spells": "spell", "units": "unit", "armies": "army"}.get(folder, "game")


DEFINITIONS: dict[str, tuple[str, Any]] = {
    relpath: (_kind_of(relpath), yaml.safe_load(bundled_text(relpath))) for relpath in _BUNDLED if relpath.startswith("content/") and relpath.endswith(".yaml") and "rulebook" not in relpath
}
"""The bundled definitions as plain data, by path: (kind, data)."""
_NAMES = sorted({data["name"] for _, data in DEFINITIONS.values() if isinstance(data.get("name"), str)})


def _like(value: Any) -> st.SearchStrategy[Any]:
    """Another value of `value`'s type: what a schema lets through, so the checks see it."""
    if isinstance(value, bool):
        return st.booleans()
    if isinstance(value, int):
        return st.one_of(st.integers(-3, 40), st.integers())
    if isinstance(value, float):
        return st.floats()
    if isinstance(value, str):
        return st.one_of(st.sampled_from(_NAMES + game_words()), st.text(max_size=20))
    if isinstance(value, list):
        return st.sampled_from([[], value + value, value[:1], value[::-1]])
    return st.sampled_from([value, {}, None, 0, ""])


def _paths(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    children = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    return [path] * bool(path) + [found for key, child in children for found in _paths(child, (*path, key))]


@st.composite
def retyped(draw: st.DrawFn, data: Any) -> Any:
    """`data` with one to three values replaced by others of the same type: names swapped for
    other names or random text, numbers for any integer, lists emptied, doubled, cut or reversed."""
    data = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(data)))
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        parent[path[-1]] = draw(_like(parent[path[-1]]))
    return data
