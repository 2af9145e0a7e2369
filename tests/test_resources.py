"""Finding the program's files in a checkout and in a packaged bundle (issue 7)."""

from __future__ import annotations

import pytest

from neurodrez_desktop import resources


def test_assets_are_found_in_the_checkout():
    assert resources.asset_path("maps", "neurodrez_table.tmx").is_file()
    assert resources.asset_path("icons", "neurodrez.png").is_file()


def test_a_bundle_folder_comes_first(tmp_path, monkeypatch):
    (tmp_path / "assets" / "maps").mkdir(parents=True)
    (tmp_path / "assets" / "maps" / "x.tmx").write_text("<map/>", encoding="utf-8")
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert resources.asset_path("maps", "x.tmx") == tmp_path / "assets" / "maps" / "x.tmx"


def test_a_missing_asset_is_named(monkeypatch):
    with pytest.raises(FileNotFoundError, match="missing asset maps/nowhere.tmx"):
        resources.asset_path("maps", "nowhere.tmx")


def test_every_games_rules_text_is_package_data():
    """The bundle collects the package's .md files; the rules texts must be among them."""
    from neurodrez_desktop.games import GAMES

    for game_id in GAMES:
        assert resources.rules_text(game_id).strip()
