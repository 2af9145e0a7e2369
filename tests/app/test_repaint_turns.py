"""Through the real program, a table whose changed layers take turns to repaint
(``draw.repaint_budget``): the first frame after a handoff is the next seat's whole table,
with no picture painted for the seat before; after a move the table settles, within a few
frames, on what it draws from nothing."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from table_play import CENTRE, hot_seat, play_scene

from neurodrez_desktop.app.driver import FRAME
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.ui import draw, intents

HANDOFFS = 3


def _picture(driver: Any) -> bytes:
    return pygame.image.tobytes(driver.app.display.canvas, "RGB")


def _drawn_afresh(driver: Any, play: Any) -> bytes:
    """The same frame drawn again, every layer of the table forgotten first."""
    for owner in (play.controller.view, play.status_bar, play.message_panel, play.log_panel):
        draw.forget_layers(owner)
    driver.app.draw()
    return _picture(driver)


def _move(driver: Any, play: Any) -> None:
    session = play.session
    play.play(session.rules.legal_actions(session.state)[0])


@pytest.mark.parametrize("game_id", ["pokerdrez", "quattro_colonne"])
def test_the_first_frame_after_a_handoff_is_the_next_seats_whole_table(driver, game_id):
    play = hot_seat(driver, get_rules(game_id))
    seen = 0
    for _ in range(400):
        if driver.scene.name == "handoff":
            driver.scene.handle(intents.Confirm())
            driver.app.step(FRAME)  # the next seat's first frame
            assert driver.scene is play
            first = _picture(driver)
            assert first == _drawn_afresh(driver, play), (
                f"{game_id}: the first frame for seat {play.viewer} kept a picture "
                "painted before the handoff")
            seen += 1
            if seen == HANDOFFS:
                return
        elif driver.scene is play and not play.busy and play.session.current_player >= 0:
            _move(driver, play)
        driver.frames(1)
    pytest.fail(f"{game_id}: {seen} handoffs in 400 frames")


@pytest.mark.parametrize("game_id", ["berd", "neurodrez", "neuroriders"])
def test_after_a_move_the_table_settles_on_its_whole_picture(driver, game_id):
    from neurodrez_desktop.core.record import Seat

    driver.app.nav.start_new_game(get_rules(game_id), [Seat("Ada", "human"),
                                                       Seat("Bo", "computer:easy")], {}, 5)
    driver.frames(1)
    play = play_scene(driver)
    play.computers.step = lambda dt, seat: None  # the computer's turns are played here
    moves = 0
    for _ in range(600):
        driver.settle()
        if driver.scene.name != "play":
            driver.click(CENTRE)  # a first roll's handoff, a message
            continue
        if play.session.is_over or moves == 4:
            break
        if play.session.current_player >= 0:
            _move(driver, play)
            moves += 1
            driver.frames(1)
            put_off = not draw.settled()
            driver.settle()
            assert draw.settled()
            assert _picture(driver) == _drawn_afresh(driver, play), (
                f"{game_id}: move {moves} left a panel behind")
            if moves == 1:
                assert put_off, f"{game_id}: the move's frame repainted every layer"
    assert moves >= 2
