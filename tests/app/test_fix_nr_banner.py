"""Neuroriders' event banner (the latest announcement along the grid's top edge) hides no
room: it is written in a band of its own above the grid's cells, wherever the camera is."""

from __future__ import annotations

import pygame
import pytest
from table_play import CENTRE, hot_seat, to_turn, window_shot

from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.neuroriders.state import Place
from neurodrez_desktop.ui.theme import LOGICAL_SIZE

RULES = get_rules("neuroriders")
NAMES = ("Alexandrinakatharina", "Maximilianaugustinus")


def lay_a_room(driver, play) -> None:
    """Play the turns through (taking a room, laying it) until a room has been laid."""
    for _ in range(12):
        to_turn(driver, play)
        legal = RULES.legal_actions(play.session.state)
        places = [a for a in legal if isinstance(a, Place)]
        driver.play_action(places[0] if places else legal[0])
        driver.frames(1)
        if places:
            return
    raise AssertionError("no room was laid")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_the_banner_covers_no_room_even_when_a_room_is_panned_to_the_top(make_driver, size):
    driver = make_driver(size=size)
    play = hot_seat(driver, RULES, seed=3, names=NAMES)
    lay_a_room(driver, play)
    view = play.controller.view
    assert view.banner.showing, "laying a room is announced"
    if driver.scene.name == "handoff":  # the next player takes the screen: the news stays
        driver.click(CENTRE)
    assert driver.scene is play
    state = view.last_state
    top_row = min(tile.cell[0] for tile in state.tiles)
    # Shift+arrows pan a row at a time: bring the top row under the banner's first line
    for _ in range(40):
        rect = view.cell_rect((top_row, state.tiles[0].cell[1]))
        if rect.top > view.board.y + 8:
            driver.key(pygame.K_DOWN, pygame.KMOD_SHIFT)  # the camera down: rooms go up
        elif rect.bottom <= view.board.y + 8:
            driver.key(pygame.K_UP, pygame.KMOD_SHIFT)
        else:
            break
    assert view.banner.showing, "panning leaves the news up"
    play.draw(pygame.Surface(LOGICAL_SIZE))  # the view records what it draws
    news = view.banner.words
    (words,) = [rect for kind, name, rect, _ in view.drawn
                if kind == "text" and name == news]
    banner = pygame.Rect(view.board.x, words.y, view.board.w, words.h)  # its strip
    shown = [view.cell_rect(tile.cell).clip(view.window) for tile in state.tiles]
    under = [rect for rect in shown if rect.w and rect.h and rect.colliderect(banner)]
    assert not under, f"rooms under the banner {banner}: {under}"
    assert view.window.top >= banner.bottom  # no room can come under it
    assert view.cell_at((banner.centerx, banner.centery)) is None  # nor be clicked there
    window_shot(driver, f"banner-over-the-top-row-{size[0]}")
