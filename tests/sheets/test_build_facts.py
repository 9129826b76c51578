"""An army sheet says what it is, so preflight checks it against its paper."""

from __future__ import annotations

import pytest

from tests.sheets.conftest import Built

pytestmark = pytest.mark.slow  # renders army sheets


def test_a_sheet_carries_its_document_paper_and_proof_build(bundled: Built) -> None:
    info = bundled.pdf("ficha-de-engenhos-a4.pdf").metadata
    assert (info["/CardkitDocument"], info["/CardkitPaper"], info["/CardkitBuild"]) == ("sheets", "a4", "proof")
    assert len(info["/CardkitRevision"]) == 12
