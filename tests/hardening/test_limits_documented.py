"""The README's Limits section states the limits cardkit enforces (loader, PO files, preflight), so the two cannot drift."""

from __future__ import annotations

from cardkit.loading import MAX_DEPTH, MAX_FILE_BYTES, MAX_PO_BYTES, MAX_SCALAR_CHARS, MAX_VALUES
from cardkit.preflight.streams import MAX_FILE_STREAM_BYTES, MAX_FONT_BYTES, MAX_STREAM_BYTES
from cardkit.translation.po_bytes import MAX_PLURALS
from tests.conftest import REPO_ROOT


def test_the_readme_states_every_loader_limit() -> None:
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    limits = readme.split("\n## Limits\n", 1)[1].split("\n## ", 1)[0]
    for stated in (
        f"| {MAX_FILE_BYTES // (1024 * 1024)} MiB | Y009 |",
        f"| {MAX_DEPTH} levels | Y009 |",
        f"| {MAX_VALUES:,} | Y008 |",
        f"| {MAX_SCALAR_CHARS:,} characters | Y009 |",
        f"| {MAX_PO_BYTES // (1024 * 1024)} MiB | T007 |",
        f"| 1 to {MAX_PLURALS} | T007 |",
        f"| {MAX_STREAM_BYTES // (1024 * 1024)} MiB | P004 |",
        f"| {MAX_FONT_BYTES // (1024 * 1024)} MiB | P004 |",
        f"| {MAX_FILE_STREAM_BYTES // (1024 * 1024)} MiB | P004 |",
    ):
        assert stated in limits, stated
