"""WeasyPrint reads only data: URLs and files inside the allowed roots."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardkit.output.fetcher import StrictFetcher


@pytest.fixture
def roots(tmp_path: Path) -> tuple[Path, Path]:
    project = tmp_path / "project"
    (project / "assets").mkdir(parents=True)
    (project / "assets" / "art.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    secret = tmp_path / "secret.txt"
    secret.write_text("password")
    return project, secret


def test_serves_files_inside_the_project(roots) -> None:
    project, _ = roots
    fetcher = StrictFetcher([project])
    response = fetcher.fetch((project / "assets" / "art.svg").as_uri())
    assert response.read().startswith(b"<svg")
    assert response.content_type == "image/svg+xml"
    assert fetcher.refusals == []


def test_serves_data_urls(roots) -> None:
    fetcher = StrictFetcher([roots[0]])
    assert fetcher.fetch("data:text/plain;base64,b2k=").read() == b"oi"


@pytest.mark.parametrize(
    "url",
    [
        "http://example.com/art.png",
        "https://example.com/art.png",
        "ftp://example.com/art.png",
    ],
)
def test_refuses_the_network(roots, url: str) -> None:
    fetcher = StrictFetcher([roots[0]])
    with pytest.raises(ValueError):
        fetcher.fetch(url)
    assert fetcher.refusals[0].reason == "outside"


def test_refuses_files_outside_and_dot_dot_escapes(roots) -> None:
    project, secret = roots
    fetcher = StrictFetcher([project])
    for url in (secret.as_uri(), (project / "assets").as_uri() + "/../../secret.txt", "file:///etc/passwd"):
        with pytest.raises(ValueError):
            fetcher.fetch(url)
    assert [r.reason for r in fetcher.refusals] == ["outside"] * 3


def test_refuses_symlinks_that_leave_the_project(roots) -> None:
    project, secret = roots
    os.symlink(secret, project / "assets" / "link.txt")
    fetcher = StrictFetcher([project])
    with pytest.raises(ValueError):
        fetcher.fetch((project / "assets" / "link.txt").as_uri())
    assert fetcher.refusals[0].reason == "outside"


def test_reports_missing_files(roots) -> None:
    project, _ = roots
    fetcher = StrictFetcher([project])
    with pytest.raises(ValueError):
        fetcher.fetch((project / "assets" / "nope.png").as_uri())
    assert fetcher.refusals[0].reason == "missing"


def test_refuses_a_truncated_image_although_weasyprint_lets_pillow_accept_them(roots) -> None:
    """The fetcher runs where WeasyPrint is loaded, which sets LOAD_TRUNCATED_IMAGES; a PNG cut
    short is still `broken` (B404), and the flag is left as WeasyPrint wants it."""
    import io

    from PIL import Image, ImageFile

    project, _ = roots
    buffer = io.BytesIO()
    Image.effect_noise((300, 200), 60).save(buffer, "PNG")
    (project / "assets" / "cut.png").write_bytes(buffer.getvalue()[: len(buffer.getvalue()) // 2])
    assert ImageFile.LOAD_TRUNCATED_IMAGES  # weasyprint, imported by the fetcher, set it
    fetcher = StrictFetcher([project])
    with pytest.raises(ValueError):
        fetcher.fetch((project / "assets" / "cut.png").as_uri())
    assert [r.reason for r in fetcher.refusals] == ["broken"]
    assert fetcher.refusals[0].detail == "not an image that can be decoded (OSError: image file is truncated)"
    assert ImageFile.LOAD_TRUNCATED_IMAGES
