"""Quattro Colonne's board turns for the seat at the screen, as PokerDrez's does: in hot
seat, Black plays with rank 8 and its own headers at the bottom (files f to c), White
with rank 1; clicks land on the squares and headers drawn under them either way."""

from __future__ import annotations

import pygame
from table_play import hot_seat, to_turn, window_shot

from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.quattro_colonne.controller import CONFIRM
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    MOVE,
    ORDER,
    PASS,
    STEP_VALUES,
    WHITE,
    GiveOrder,
    Move,
    parse_square,
)

RULES = get_rules("quattro_colonne")




def _order_by_clicks(driver, play, seat: int, values) -> None:
    """Each die clicked in the tray, then clicked onto the header of its column."""
    view = play.controller.view
    for value in STEP_VALUES:
        driver.click(view.tray_die_rect(value).center)
        driver.click(view.slot_rect(seat, values.index(value)).center)
    driver.click(play.controller.chip_position(play.shown_state(), seat, CONFIRM))


def _play_game(driver, play, size: str) -> dict[str, int]:
    session = play.session
    view = play.controller.view
    rng = make_rng(7)
    seen = {"black order": 0, "black move": 0, "white move": 0}
    for _ in range(120):
        to_turn(driver, play)
        if session.is_over or all(seen.values()) and session.state.round > 2:
            break
        seat, state = session.current_player, session.state
        driver.frames(1)  # the table drawn for the seat at the screen
        assert play.viewer == seat
        assert view.flipped == (seat == BLACK)
        board = view.board
        c8, f1 = view.square_rect(parse_square("c8")), view.square_rect(parse_square("f1"))
        if seat == BLACK:  # rank 8 at the bottom, file c on the right
            assert c8.bottomright == board.bottomright and f1.topleft == board.topleft
            assert view.slot_rect(BLACK, 0).top > board.bottom > view.slot_rect(WHITE, 0).top
            assert view.seat_box(BLACK).y > view.seat_box(WHITE).y
        else:
            assert c8.topleft == board.topleft and f1.bottomright == board.bottomright
            assert view.slot_rect(WHITE, 0).top > board.bottom > view.slot_rect(BLACK, 0).top
        count = len(session.record.actions)
        if state.phase == ORDER:
            values = rng.choice(RULES.legal_actions(state)).values
            if seat == BLACK:
                assert "below the board" in play.message_text(play.shown_state(), seat)
                if not seen["black order"]:
                    driver.click(view.tray_die_rect(4).center)
                    window_shot(driver, f"turned-black-order-{size}")
                    driver.click(view.tray_die_rect(4).center)
                seen["black order"] += 1
            _order_by_clicks(driver, play, seat, values)
            assert session.record.actions[count] == GiveOrder(values), play.message
            continue
        assert state.phase == MOVE
        moves = [a for a in RULES.legal_actions(state) if isinstance(a, Move)]
        if not moves:
            driver.play_action(PASS)
            continue
        move = rng.choice(moves)
        driver.click(view.square_rect(move.origin).center)
        if seat == BLACK and not seen["black move"]:
            window_shot(driver, f"turned-black-move-{size}")
        driver.click(view.square_rect(move.target).center)
        assert session.record.actions[count] == move, play.message
        seen["black move" if seat == BLACK else "white move"] += 1
    return seen


def test_the_board_turns_for_black_in_hot_seat_and_clicks_follow_it(driver):
    play = hot_seat(driver, RULES)
    seen = _play_game(driver, play, "1920")
    assert all(seen.values()), seen


def test_turned_for_black_in_a_1280x720_window(driver):
    play = hot_seat(driver, RULES, seed=6)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    driver.frames(2)
    assert driver.app.display.window.get_size() == (1280, 720)
    seen = _play_game(driver, play, "1280")
    assert all(seen.values()), seen
