"""bench/lsp.py runs end to end: every edit of the scripted session is timed and judged."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.patience import HANG

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_the_lsp_benchmark_times_every_edit_and_prints_its_goal(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(REPO / "bench" / "lsp.py"), "--repeat", "1", "--workdir", str(tmp_path)],
        capture_output=True, text=True, timeout=HANG, check=True,
    )
    for name in ("wrong REF", "unknown trait", "trait parameters", "undo", "every edit", "check_project"):
        assert re.search(rf"{name}.*min +\d+ ms +median +\d+ ms", done.stdout), done.stdout
    assert re.search(r"\(6 edits\)", done.stdout)  # three edits and three undos
    assert re.search(r"^Goal \(issues 18, 28\): change to diagnostics < 300 ms \(median\): \d+ ms, (met|NOT met)$", done.stdout, re.M)
    assert "load average before:" in done.stdout and list(tmp_path.iterdir()) == []
