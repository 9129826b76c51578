"""No folder name is reserved beyond cardkit's own (issue 26): the art folder is `assets` unless
cardkit.yaml's `art:` names another, so a game whose kind of card is called an asset keeps its
cards in content/assets/ and its pictures elsewhere."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from cardkit.pipeline import check_project
from tests.packless_game import CONFIG, GAME, packless_game

ASSET_KIND = """  - id: asset
    name: Asset
    folder: assets
    fields:
      - {id: cost, name: Cost, type: number}
"""


def _game_with_assets(root: Path, art: str | None) -> Path:
    packless_game(root)
    config = CONFIG + (f"art: {art}\n" if art else "")
    (root / "cardkit.yaml").write_text(config, encoding="utf-8")
    (root / "content" / "game.yaml").write_text(GAME + ASSET_KIND, encoding="utf-8")
    (root / "content" / "assets").mkdir()
    (root / "content" / "assets" / "vault.yaml").write_text("name: Vault\ncost: 3\ntext: Store 2 power.\nart: vault.png\n", encoding="utf-8")
    return root


def test_the_default_art_folder_is_taken_and_the_finding_says_how_to_move_it(tmp_path: Path) -> None:
    root = _game_with_assets(tmp_path / "game", art=None)
    [finding] = [d for d in check_project(root).report.sorted() if d.code == "S014"]
    lines = (root / "content" / "game.yaml").read_text(encoding="utf-8").splitlines()
    assert finding.file == "content/game.yaml" and lines[finding.line - 1] == "    folder: assets"
    assert "the game's art" in finding.message and "`art: art` in cardkit.yaml" in (finding.hint or "")


def test_with_art_elsewhere_a_kind_keeps_its_cards_in_assets(tmp_path: Path) -> None:
    root = _game_with_assets(tmp_path / "game", art="art")
    (root / "content" / "art").mkdir()
    Image.new("RGB", (750, 1050), "teal").save(root / "content" / "art" / "vault.png", dpi=(300, 300))
    loaded = check_project(root)
    assert [d.code for d in loaded.report.sorted()] == []
    [vault] = loaded.game.of_kind("asset")
    assert (vault.name, vault.values["cost"]) == ("Vault", 3)


def test_art_is_looked_for_in_the_folder_cardkit_yaml_names(tmp_path: Path) -> None:
    root = _game_with_assets(tmp_path / "game", art="art")
    (root / "content" / "art").mkdir()
    [missing] = [d for d in check_project(root).report.sorted() if d.code == "R801"]
    assert missing.file == "content/assets/vault.yaml" and missing.line == 4
    assert "content/art/" in missing.message
