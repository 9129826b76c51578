"""The same sources give the same bytes: the bundled game built twice, apart in time and place.

One copy is built with one process, the other later with two worker processes, so the
comparison covers the wall clock, the folder and parallel rendering at once. The first build
also shows that a build never writes under content/.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from cardkit.output.stamp import SOURCE_DATE_EPOCH
from tests.build.conftest import bundled_copy, cardkit, tree_digests

pytestmark = pytest.mark.slow  # builds every output twice

KINDS = {
    "cards": "cards/*.pdf",
    "sheets": "sheets/*.pdf",
    "rulebook": "rulebook/*.pdf",
    "report": "report/balance.*",
}


@dataclass
class TwoBuilds:
    first: Path
    second: Path
    content_before: dict[str, str]
    content_after: dict[str, str]


def build_everything(project: Path, *options: str) -> None:
    """Cards (one profile: the others go through the same chunks and stamp), sheets, rulebook, report."""
    for command in (["build", "all", "-q", "--profile", "home", *options], ["report"]):
        result = cardkit(*command, "--project", str(project))
        assert result.exit_code == 0, result.output


@pytest.fixture(scope="module")
def two_builds(tmp_path_factory: pytest.TempPathFactory) -> TwoBuilds:
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv(SOURCE_DATE_EPOCH, raising=False)
        first = bundled_copy(tmp_path_factory.mktemp("first") / "game")
        content_before = tree_digests(first / "content")
        build_everything(first)
        content_after = tree_digests(first / "content")
        time.sleep(1.1)  # a later second on the clock
        second = bundled_copy(tmp_path_factory.mktemp("second") / "jogo")
        build_everything(second, "--jobs", "2")
    return TwoBuilds(first, second, content_before, content_after)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_output_kind_is_byte_identical(two_builds: TwoBuilds, kind: str) -> None:
    first = sorted((two_builds.first / "build").glob(KINDS[kind]))
    second = sorted((two_builds.second / "build").glob(KINDS[kind]))
    assert first and [path.name for path in first] == [path.name for path in second]
    for one, other in zip(first, second, strict=True):
        assert one.read_bytes() == other.read_bytes(), one.name


def test_a_build_never_writes_under_content(two_builds: TwoBuilds) -> None:
    assert two_builds.content_after == two_builds.content_before
