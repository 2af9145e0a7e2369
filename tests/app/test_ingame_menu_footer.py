"""The game menu over every table, in the window it opens in (1280×720 here): all its
words (the title, "The game is saved after every move.", a save's note) stay inside its
own box, so none lies over the table's status text or any other word of the table."""

from __future__ import annotations

import pygame
import pytest
from table_play import to_turn

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import draw


@pytest.fixture
def small(make_driver):
    """The program in a 1280×720 window."""
    return make_driver(size=(1280, 720))


def _menu_words(driver: Driver) -> tuple[pygame.Rect, list[tuple[str, pygame.Rect]]]:
    """The menu's box and the words it draws, as one frame of it records them."""
    menu = driver.scene
    canvas = driver.app.display.canvas
    with draw.recorded(canvas) as drawn:
        menu.draw(canvas)
    box = next(w[2] for w in drawn if w[0] == "area")
    return box, [(w[1], w[2]) for w in drawn if w[0] == "text"]


@pytest.mark.parametrize("game", [entry.id for entry in playable()])
def test_the_game_menu_keeps_its_words_in_its_box(small, game):
    entry = next(e for e in playable() if e.id == game)
    small.app.nav.start_new_game(entry.rules, [Seat("Ada", "human"), Seat("Bo", "computer")],
                                 {}, 3)
    small.frames(1)
    play = next(s for s in small.app.scenes.scenes if s.name == "play")
    to_turn(small, play)
    small.key(pygame.K_ESCAPE)
    assert small.scene.name == "game-menu"
    box, words = _menu_words(small)
    assert any(text == "The game is saved after every move." for text, _ in words)
    outside = [text for text, rect in words if not box.contains(rect)]
    assert outside == [], f"{game}: the menu's words lie over the table: {outside}"
    save = next(b for b, key in small.scene.actions.items() if key == "save")
    small.press(save)
    assert small.scene.note
    box, words = _menu_words(small)
    outside = [text for text, rect in words if not box.contains(rect)]
    assert outside == [], f"{game}: the saved note lies over the table: {outside}"
    small.frames(1)
    small.screenshot(f"{game}-menu-saved")
    pygame.image.save(small.app.display.window, str(small.shots / f"{game}-window.png"))
