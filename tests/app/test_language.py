"""Settings → Language: every word changes at once, without a restart, and the choice is
kept in the settings file."""

from __future__ import annotations

import json

from test_setup_memory import _choose

from neurodrez_desktop.core import i18n


def _settings(driver):
    menu = driver.scene
    driver.press(next(b for b, (kind, _) in menu.buttons.items() if kind == "settings"))
    assert driver.scene.name == "settings"
    return driver.scene


def test_choosing_espanol_changes_the_words_at_once_and_is_kept(driver):
    settings = _settings(driver)
    assert settings.back.text == "Back"
    _choose(driver, settings.language, "Español")
    assert i18n.language() == "es"
    settings = driver.scene  # made again in the new language
    assert settings.name == "settings" and settings.back.text == "Volver"
    assert settings.window.selected_option[0] == "En ventana"
    driver.screenshot("settings-es")
    kept = json.loads(driver.app.settings_store.path.read_text(encoding="utf-8"))
    assert kept["language"] == "es"
    _choose(driver, settings.normal, "0,5 s por jugada")  # a number the Spanish way
    assert driver.app.settings.ai_normal_s == 0.5
    _choose(driver, settings.language, "Italiano")
    assert driver.scene.back.text == "Indietro"
    driver.screenshot("settings-it")


def test_a_damaged_language_in_the_settings_file_is_refused_not_a_crash(tmp_path):
    from neurodrez_desktop.app.settings import SettingsStore

    store = SettingsStore(tmp_path)
    store.path.write_text(json.dumps({"language": "klingon"}), encoding="utf-8")
    settings = store.load()
    assert settings.language == "" and store.problem is not None
