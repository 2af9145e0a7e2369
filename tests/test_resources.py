"""Finding the program's files in a checkout and in a packaged bundle (issue 7)."""

from __future__ import annotations

import pytest

from neurodrez_desktop import resources


def test_assets_are_found_in_the_checkout():
    assert resources.asset_path("icons", "neurodrez.png").is_file()
    assert resources.asset_path("themes", "default.json").is_file()


def test_a_bundle_folder_comes_first(tmp_path, monkeypatch):
    (tmp_path / "assets" / "maps").mkdir(parents=True)
    (tmp_path / "assets" / "maps" / "x.tmx").write_text("<map/>", encoding="utf-8")
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert resources.asset_path("maps", "x.tmx") == tmp_path / "assets" / "maps" / "x.tmx"


def test_a_missing_asset_is_named(monkeypatch):
    with pytest.raises(FileNotFoundError, match="missing asset maps/nowhere.tmx"):
        resources.asset_path("maps", "nowhere.tmx")


def test_every_games_files_are_in_its_folder_and_package_data():
    """A game's layout map and rules text live in its own folder, and the package data
    (pyproject) and the bundle (the PyInstaller spec) collect both kinds of file."""
    from pathlib import Path

    from neurodrez_desktop.games import entries

    root = Path(__file__).resolve().parents[1]
    pyproject = (root / "pyproject.toml").read_text(encoding="utf-8")
    spec = (root / "build" / "neurodrez_desktop.spec").read_text(encoding="utf-8")
    for entry in entries():
        assert entry.rules_text().startswith("# "), f"{entry.id} rules text needs a title"
        assert entry.layout_path.parent == entry.folder and entry.layout_path.is_file()
        for suffix in (Path(entry.rules_file).suffix, entry.layout_path.suffix):
            assert f'"*{suffix}"' in pyproject, f"pyproject's package data lacks *{suffix}"
            assert f'"**/*{suffix}"' in spec, f"the bundle lacks **/*{suffix}"
