"""Memory the program keeps is bounded, and a screen's pictures go when it closes.

The caches of painted sprites and rendered words hold at most their bound however much
is drawn (the least recently used go); the main menu's table pictures go when a game or
another screen covers it (and come back with it); a review's frames (its table's layers)
go when it closes. Sizes are counted in pixels' bytes, never as the process's RSS.
"""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pygame
import pytest

from neurodrez_desktop.app.driver import Driver
from neurodrez_desktop.games import playable
from neurodrez_desktop.ui import draw, theme
from neurodrez_desktop.ui.surface_cache import SurfaceCache, surface_bytes
from tests.app.test_review import finished_for_review, open_review


def _fill(surface: pygame.Surface) -> None:
    surface.fill((200, 120, 40, 255))


def test_the_sprite_cache_holds_no_more_than_its_bound(driver: Driver) -> None:
    side = 256  # a 256 KB sprite: the bound is passed after a few dozen
    count = 4 * draw.SPRITE_BYTES // (side * side * 4)
    for k in range(count):
        draw.sprite(("bound test", k), (side, side), _fill)
    assert draw._SPRITES.bytes <= draw.SPRITE_BYTES
    assert len(draw._SPRITES) <= draw.SPRITE_BYTES // (side * side * 4)
    assert ("bound test", count - 1) in draw._SPRITES, "the newest sprite was not kept"
    assert ("bound test", 0) not in draw._SPRITES, "the oldest sprite was kept"


def test_a_sprite_shown_again_is_kept_and_not_painted_again(driver: Driver) -> None:
    painted: list[int] = []

    def paint(surface: pygame.Surface) -> None:
        painted.append(1)
        _fill(surface)

    first = draw.sprite(("kept", 0), (64, 64), paint)
    for k in range(4 * draw.SPRITE_BYTES // (256 * 256 * 4)):
        draw.sprite(("bound test", k), (256, 256), _fill)
        assert draw.sprite(("kept", 0), (64, 64), paint) is first  # in use: the newest
    assert painted == [1]


def test_the_rendered_words_cache_holds_no_more_than_its_bound(driver: Driver) -> None:
    def line(k: int) -> str:
        return f"A long line of words, number {k}, " * 4

    made = 0
    k = 0
    while made < 3 * theme.TEXT_BYTES:  # three times the bound in distinct long lines
        made += surface_bytes(theme.text(line(k), 48))
        k += 1
    assert theme._TEXTS.bytes <= theme.TEXT_BYTES
    assert (line(k - 1), 48, theme.TEXT, False) in theme._TEXTS, "the newest was not kept"
    assert (line(0), 48, theme.TEXT, False) not in theme._TEXTS, "the oldest was kept"


def test_a_cache_counts_what_it_forgets() -> None:
    cache = SurfaceCache(3 * 64 * 64 * 4)
    for k in range(10):
        cache.get(k, lambda: pygame.Surface((64, 64), pygame.SRCALPHA))
    assert len(cache) == 3 and cache.bytes == 3 * 64 * 64 * 4
    assert [k in cache for k in range(10)] == [False] * 7 + [True] * 3
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0


def _menu_with_pictures(driver: Driver) -> Any:
    menu = driver.scene
    assert menu.name == "menu"
    driver.frames(len(menu.games) + 3)  # one picture a frame, from the second frame
    assert all(menu.pictures.get(entry.id) is not None for entry in menu.games)
    return menu


def test_the_menu_lets_its_pictures_go_while_a_game_is_set_up(driver: Driver) -> None:
    menu = _menu_with_pictures(driver)
    pictures = [weakref.ref(p) for p in menu.pictures.values() if p is not None]
    driver.app.nav.setup(playable()[0].id)
    driver.frames(2)
    assert driver.scene.name == "setup"
    assert menu.pictures == {}
    gc.collect()
    assert all(p() is None for p in pictures), "a table picture is still held"
    driver.key(pygame.K_ESCAPE)  # back to the menu: its pictures are drawn again
    driver.frames(len(menu.games) + 3)
    assert driver.scene is menu
    assert all(menu.pictures.get(entry.id) is not None for entry in menu.games)


def test_the_menu_lets_its_pictures_go_when_a_game_starts(driver: Driver) -> None:
    menu = _menu_with_pictures(driver)
    pictures = [weakref.ref(p) for p in menu.pictures.values() if p is not None]
    entry = playable()[0]
    driver.app.nav.start_new_game(entry.rules, [_seat(k) for k in range(2)], {}, 1)
    driver.frames(2)
    gc.collect()
    assert all(p() is None for p in pictures), "a table picture is still held in play"


def _seat(k: int) -> Any:
    from neurodrez_desktop.core.record import Seat

    return Seat(f"Player {k + 1}", "human")


@pytest.mark.parametrize("game_id", [entry.id for entry in playable()])
def test_a_review_lets_its_frames_go_when_it_closes(driver: Driver, game_id: str) -> None:
    scene = open_review(driver, finished_for_review(game_id))
    driver.frames(3)
    layers = _layers(scene.controller.view) + _layers(scene)
    assert any(layer.picture is not None for layer in layers), "the review drew no layer"
    pictures = [weakref.ref(layer.picture) for layer in layers if layer.picture is not None]
    driver.press(scene.back)  # Close
    driver.frames(2)
    assert driver.scene is not scene
    assert all(layer.picture is None for layer in layers)
    gc.collect()
    assert all(p() is None for p in pictures), "a review frame is still held"


def _layers(owner: object) -> list[draw.Layer]:
    found: list[draw.Layer] = []
    for value in vars(owner).values():
        for item in value.values() if isinstance(value, dict) else (value,):
            if isinstance(item, draw.Layer):
                found.append(item)
    return found


def test_a_finished_table_is_let_go_when_the_menu_comes_back(driver: Driver) -> None:
    """Going back to the menu lets the table's pictures go at once (no collector), and
    nothing outside the table holds it: once its last autosave is written (off the frame,
    the job holding the table to say a failure on it), the collector finds it unreachable.
    The table's parts refer to one another (its input and cursor to its methods), so when
    the memory itself comes back depends on when the collector runs: on a busy machine,
    a pending write outlived the collector's young generation."""
    entry = playable()[0]
    driver.app.nav.start_new_game(entry.rules, [_seat(k) for k in range(2)], {}, 1)
    driver.frames(3)
    play: Any = next(s for s in driver.app.scenes.scenes if s.name == "play")
    layers = _layers(play.controller.view)
    assert any(layer.picture is not None for layer in layers), "the table drew no layer"
    gone = weakref.ref(play)
    del play
    driver.app.nav.menu()
    driver.frames(2)
    assert all(layer.picture is None for layer in layers)
    driver.app.saves.flush()
    gc.collect()
    assert gone() is None, "the finished game's play screen is still held"


def test_a_window_at_the_logical_size_keeps_no_second_canvas(make_driver: Any) -> None:
    display = make_driver(size=(1920, 1080)).app.display
    assert display.canvas is display.window
    assert display._offscreen is None, "an unused canvas-sized surface is kept"
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)  # a smaller window:
    display.resized((1280, 720))  # the canvas is scaled into it
    assert display._offscreen is not None and display.canvas is display._offscreen


def test_the_log_keeps_a_bounded_number_of_rendered_entries(driver: Driver) -> None:
    from neurodrez_desktop.app.log_panel import LINES_KEPT
    from neurodrez_desktop.app.session import LogEntry

    entry = playable()[0]
    driver.app.nav.start_new_game(entry.rules, [_seat(k) for k in range(2)], {}, 1)
    driver.frames(2)
    play: Any = next(s for s in driver.app.scenes.scenes if s.name == "play")
    panel = play.log_panel
    for k in range(3 * LINES_KEPT):
        panel.line(None, LogEntry(k, 0, f"Player 1 moved, entry {k}"))
        assert len(panel._lines) <= LINES_KEPT + 1
    assert LINES_KEPT <= 100, "the log keeps more rendered entries than it shows twice"
