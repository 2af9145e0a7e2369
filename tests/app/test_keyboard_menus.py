"""Menus by keys: Tab and the arrows move a visible ring over the buttons, Enter presses the
one in focus, as a click would."""

from __future__ import annotations

import pygame

from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules


def _focused_label(driver) -> str:
    focus = driver.scene.focus
    assert focus is not None and focus.shown
    return focus.focused.text


def test_the_main_menu_is_played_by_keys(driver):
    menu = driver.scene
    assert menu.focus is not None and not menu.focus.shown  # no ring for the mouse
    driver.key(pygame.K_RETURN)
    assert driver.scene is menu  # Enter with no ring presses nothing
    driver.key(pygame.K_TAB)
    assert _focused_label(driver) == "Load game"
    driver.screenshot("menu-focus")
    driver.key(pygame.K_RIGHT)
    assert _focused_label(driver) == "Settings"
    driver.key(pygame.K_TAB)
    assert _focused_label(driver) == "About"
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert _focused_label(driver) == "Settings"
    driver.key(pygame.K_DOWN)
    assert driver.scene.focus.focused.text in ("New game", "Rules")  # a game's card below
    driver.key(pygame.K_UP)
    assert _focused_label(driver) in ("Settings", "About", "Quit", "Load game")
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_LEFT)
    assert _focused_label(driver) == "Load game"  # the row's end: it stays
    driver.key(pygame.K_RETURN)
    assert driver.scene.name == "load"
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is menu


def test_the_game_menu_is_played_by_keys(driver):
    driver.app.nav.start_new_game(get_rules("berd"), [Seat("Ada"), Seat("Bo")], {}, 1)
    driver.frames(2)
    play = driver.scene
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "game-menu"
    driver.key(pygame.K_DOWN)
    assert _focused_label(driver) == "Resume"
    driver.key(pygame.K_DOWN)
    assert _focused_label(driver) == "Save game"
    driver.key(pygame.K_UP)
    driver.screenshot("game-menu-focus")
    driver.key(pygame.K_RETURN)
    assert driver.scene is play
