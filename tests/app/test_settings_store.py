"""Settings on disk: a round trip, and a damaged file that gives defaults, a message, and
is kept aside (never overwritten) when settings are next saved."""

from __future__ import annotations

import json
import os
import sys

import pygame
import pytest
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

from neurodrez_desktop.app.settings import Settings, SettingsStore

CHANGED = Settings(window_width=1600, window_height=900, fullscreen=True,
                   animation_speed="fast", volume=0.25, show_legal_moves=False)

DAMAGED = {
    "truncated": b'{"window_width": 1600, "volu',
    "not-an-object": b"[1, 2, 3]\n",
    "bad-speed": json.dumps({"animation_speed": "warp"}).encode(),
    "bad-volume": json.dumps({"volume": 7}).encode(),
    "bad-width": json.dumps({"window_width": "wide"}).encode(),
    "bad-flag": json.dumps({"fullscreen": "yes"}).encode(),
    "bad-mute": json.dumps({"muted": 1}).encode(),
    "binary": b"\xff\xfe\x00\x01",
}


def test_settings_round_trip(app_home):
    store = SettingsStore()
    assert store.path == app_home / "config" / "settings.json"
    assert not store.path.exists()
    assert store.load() == Settings()
    store.save(CHANGED)
    again = SettingsStore()
    assert again.load() == CHANGED
    assert again.problem is None
    assert json.loads(store.path.read_text(encoding="utf-8"))["animation_speed"] == "fast"


def test_unknown_keys_are_ignored(app_home):
    store = SettingsStore()
    store.path.parent.mkdir(parents=True)
    store.path.write_text(json.dumps({"volume": 0.2, "from_the_future": [1]}), "utf-8")
    assert store.load() == Settings(volume=0.2)
    assert store.problem is None


@pytest.mark.parametrize("kind", list(DAMAGED))
def test_damaged_settings_give_defaults_and_are_kept_aside(app_home, kind):
    data = DAMAGED[kind]
    store = SettingsStore()
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(data)

    assert store.load() == Settings()
    assert store.problem is not None
    assert store.problem.startswith("Settings file could not be read (")
    assert store.problem.endswith("); using defaults.")
    assert store.path.read_bytes() == data  # loading changes nothing

    store.save(CHANGED)
    aside = sorted(store.path.parent.glob("settings-damaged-*.json"))
    assert len(aside) == 1
    assert aside[0].read_bytes() == data
    assert store.problem is None
    assert SettingsStore().load() == CHANGED

    store.save(Settings(volume=0.5))  # the next save writes over the good file only
    assert sorted(store.path.parent.glob("settings-damaged-*.json")) == aside
    assert aside[0].read_bytes() == data
    assert SettingsStore().load() == Settings(volume=0.5)


def test_the_program_reports_damaged_settings_and_keeps_them(app_home, make_driver):
    data = DAMAGED["truncated"]
    path = app_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(data)
    driver = make_driver(fast=False)
    app = driver.app
    assert app.settings == Settings(first_help=False)  # the defaults (the driver's no help)
    assert app.notice is not None
    assert app.notice.startswith("Settings file could not be read")
    assert path.read_bytes() == data
    driver.frames(1)
    driver.screenshot("menu-settings-notice")

    app.update_settings(animation_speed="off")
    aside = sorted(path.parent.glob("settings-damaged-*.json"))
    assert len(aside) == 1
    assert aside[0].read_bytes() == data
    assert SettingsStore().load() == Settings(animation_speed="off", first_help=False)


# -- the Settings screen ------------------------------------------------------------------------


def _open_settings(driver):
    menu = driver.scene
    driver.press(next(b for b, (kind, _) in menu.buttons.items() if kind == "settings"))
    assert driver.scene.name == "settings"
    return driver.scene


def test_settings_screen_highlight_box_is_saved_at_once(driver):
    assert driver.app.settings.show_legal_moves is True
    scene = _open_settings(driver)
    driver.press(scene.legal)
    assert driver.app.settings.show_legal_moves is False
    assert SettingsStore().load() == Settings(animation_speed="off", show_legal_moves=False,
                                              first_help=False)
    driver.screenshot("settings")
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "menu"


def test_settings_screen_mute_box_and_the_m_key_are_kept_between_runs(driver, make_driver):
    scene = _open_settings(driver)
    driver.press(scene.mute)
    assert driver.app.settings.muted is True and driver.app.sounds.muted is True
    assert SettingsStore().load() == Settings(animation_speed="off", muted=True,
                                              first_help=False)
    driver.key(pygame.K_m)  # M on this screen too: the box follows
    assert driver.app.settings.muted is False and scene.mute.get_state() is False
    driver.key(pygame.K_m)
    assert scene.mute.get_state() is True
    again = make_driver()  # the program started again
    assert again.app.settings.muted is True and again.app.sounds.muted is True
    assert again.app.sounds.sounds, "muted, yet every sound is loaded for when it is not"


def test_settings_screen_animation_speed_dropdown_by_clicks(driver):
    scene = _open_settings(driver)
    driver.press(scene.speed)
    driver.frames(2)
    assert isinstance(scene.speed.current_state, UIExpandedDropDownState), (
        "clicking the Animation speed drop-down did not open it")
    items = scene.speed.current_state.options_selection_list.item_list
    driver.press(next(item["button_element"] for item in items if item["text"] == "Slow"))
    driver.frames(4)  # the list's choice reaches the drop-down a few frames later
    assert driver.app.settings.animation_speed == "slow"
    assert SettingsStore().load().animation_speed == "slow"


@pytest.mark.skipif(sys.platform == "win32", reason="special files the POSIX way")
@pytest.mark.parametrize("kind", ["pipe", "device"])
def test_a_special_file_for_settings_gives_defaults_without_waiting(app_home, kind):
    """A pipe would block a plain open() for ever, a link to /dev/zero never end."""
    store = SettingsStore()
    store.path.parent.mkdir(parents=True)
    if kind == "pipe":
        os.mkfifo(store.path)
    else:
        os.symlink("/dev/zero", store.path)
    assert store.load() == Settings()
    assert f"is a {kind}, not a file" in store.problem
