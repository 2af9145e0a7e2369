"""The About box: version and licence, from the main menu; the licence is found in a
checkout and in a bundle, and a short statement stands in where the file is missing."""

from __future__ import annotations

import pygame

from neurodrez_desktop import __version__, resources
from neurodrez_desktop.app.scenes.about import about_html


def test_the_about_box_opens_from_the_menu_with_version_and_full_licence(driver):
    menu = driver.scene
    driver.press(next(b for b, (what, _) in menu.buttons.items() if what == "about"))
    assert driver.scene.name == "about"
    text = driver.scene.html_text
    assert __version__ in text
    assert "TERMS AND CONDITIONS" in text  # the licence verbatim, not only its name
    driver.screenshot("about")
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "menu"


def test_the_licence_is_read_from_a_bundle_folder(tmp_path, monkeypatch):
    (tmp_path / "LICENSE").write_text("bundled licence text", encoding="utf-8")
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert resources.licence_text() == "bundled licence text"


def test_without_the_file_a_short_statement_names_the_licence(tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "_PACKAGE", tmp_path / "pkg")
    monkeypatch.delattr("sys._MEIPASS", raising=False)
    text = resources.licence_text()
    assert resources.LICENCE_NAME in text and "gnu.org/licenses" in text
    assert "gnu.org/licenses" in about_html()
    assert "TERMS AND CONDITIONS" not in about_html()


def test_the_about_box_and_a_rules_page_speak_the_chosen_language(driver):
    from neurodrez_desktop.core import i18n

    i18n.set_language("es")
    page = about_html()
    assert "Licencia" in page and "En esta versión" in page and __version__ in page
    assert "Quattro Colonne" in page  # the games by their names
    driver.app.nav.rules("berd")
    driver.frames(2)
    assert driver.scene.name == "rules" and driver.scene.title == "Reglas de Berd"
