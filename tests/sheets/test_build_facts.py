"""An army sheet says what it is, so preflight checks it against its paper."""

from __future__ import annotations

import pytest

from cardkit.output.build_mode import BuildMode
from tests.sheets.conftest import Built

pytestmark = pytest.mark.slow  # renders army sheets


def test_a_sheet_carries_its_document_paper_and_final_build(bundled: Built) -> None:
    """A build is final unless `--proof`; the revision is the one the sheet prints."""
    info = bundled.pdf("ficha-de-engenhos-a4.pdf").metadata
    assert (info["/CardkitDocument"], info["/CardkitPaper"], info["/CardkitBuild"]) == ("sheets", "a4", "final")
    assert info["/CardkitRevision"] == BuildMode.of(bundled.loaded.project).revision.ident
