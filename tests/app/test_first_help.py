"""First-game help: the callouts come once per game for a person, fit the canvas without
covering each other, close with any key or click, come back from the game menu, and can
be turned off."""

from __future__ import annotations

import pygame
import pytest

from neurodrez_desktop.app.scenes.first_help import CANVAS, MAX_CALLOUTS, PANEL
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import playable

ENTRIES = {entry.id: entry for entry in playable()}


def _start(driver, game_id, kinds=("human", "human")):
    entry = ENTRIES[game_id]
    players = max(len(kinds), entry.rules.spec.min_players)
    seats = [Seat(f"P{k}", kinds[k] if k < len(kinds) else "human") for k in range(players)]
    driver.app.nav.start_new_game(entry.rules, seats, {}, 1)
    driver.frames(2)


@pytest.fixture
def helped(driver):
    driver.app.update_settings(first_help=True, help_seen=())
    return driver


@pytest.mark.parametrize("game_id", sorted(ENTRIES))
def test_the_first_game_of_each_shows_its_callouts_once(helped, game_id):
    driver = helped
    _start(driver, game_id)
    scene = driver.scene
    assert scene.name == "first-help"
    assert 3 <= len(scene.items) <= MAX_CALLOUTS
    areas = [area for area, _ in scene.items]
    for box in scene.boxes:
        assert CANVAS.contains(box) and not box.colliderect(PANEL)
    for k, box in enumerate(scene.boxes):
        for other in scene.boxes[k + 1:]:
            assert not box.colliderect(other), "two callouts cover each other"
    from neurodrez_desktop.ui import theme

    for lines, box in zip(scene.lines, scene.boxes, strict=True):  # the words fit their box
        assert 10 + len(lines) * theme.font(24).get_linesize() <= box.h
        assert all(theme.font(24).size(line)[0] <= box.w - 60 for line in lines)
    assert all(CANVAS.contains(area) for area in areas)
    driver.screenshot(f"first-help-{game_id}")
    driver.key(pygame.K_RETURN)
    assert driver.scene.name in ("play", "handoff")
    assert game_id in driver.app.settings.help_seen
    _start(driver, game_id)  # the second game: straight to the table
    assert driver.scene.name in ("play", "handoff")


def test_the_game_menu_shows_them_again_and_they_can_be_turned_off(helped):
    driver = helped
    _start(driver, "berd")
    driver.press(driver.scene.never)
    play = driver.scene
    assert play.name == "play" and driver.app.settings.first_help is False
    _start(driver, "pokerdrez")
    assert driver.scene.name in ("play", "handoff")  # turned off: no callouts
    _start(driver, "berd")
    play = driver.scene
    driver.key(pygame.K_ESCAPE)
    menu = driver.scene
    assert menu.name == "game-menu"
    driver.press(next(b for b, key in menu.actions.items() if key == "help"))
    assert driver.scene.name == "first-help"
    driver.click((100, 500))  # any click closes it; nothing under it is touched
    assert driver.scene is play and play.session.record.actions == ()


def test_computers_alone_get_no_callouts(helped):
    _start(helped, "berd", ("computer:easy", "computer:easy"))
    assert helped.scene.name == "play"


@pytest.mark.parametrize("game_id", sorted(ENTRIES))
def test_each_callout_stands_by_its_own_area_and_off_the_others(helped, game_id):
    """A callout's words never lie on another callout's area (Neuroriders' 5 and 6 sat
    each in the other's box, its outline across a number): each box is clear of every
    area but its own."""
    _start(helped, game_id)
    scene = helped.scene
    areas = [area for area, _ in scene.items]
    for k, box in enumerate(scene.boxes):
        for j, area in enumerate(areas):
            if j != k and not area.contains(areas[k]):
                assert not box.colliderect(area), \
                    f"callout {k + 1} lies on callout {j + 1}'s area"
