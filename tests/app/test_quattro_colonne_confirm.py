"""Quattro Colonne with the "Confirm moves" setting: an order made with the dice waits for
Confirm, and while it waits the tray and the chips count what is left to place (nothing);
Cancel takes back only the waiting confirmation, the dice staying on their headers to be
moved or confirmed again.
"""

from __future__ import annotations

import pygame
from table_play import hot_seat, to_turn, window_shot

from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.quattro_colonne.state import ORDER, GiveOrder

RULES = get_rules("quattro_colonne")




def _chip_labels(play) -> list[str]:
    return [chip.label for chip in play.controller.view.drawn_chips]


def test_confirm_moves_counts_the_placed_dice_and_cancel_keeps_them(driver):
    driver.app.update_settings(confirm_moves=True)
    play = hot_seat(driver, RULES)
    session = play.session
    to_turn(driver, play)
    assert session.state.phase == ORDER
    count = len(session.record.actions)
    for key in (pygame.K_2, pygame.K_1, pygame.K_4, pygame.K_3):  # 4 on d, 3 on c, 2 f, 1 e
        driver.key(key)
    driver.key(pygame.K_RETURN, unicode="\r")
    driver.frames(2)
    assert play.pending is not None and len(session.record.actions) == count
    assert play.controller.placed == [3, 4, 1, 2], "the placed dice left the headers"
    labels = _chip_labels(play)
    assert not any("to place" in label for label in labels), labels
    driver.screenshot("qc-confirm-pending")
    window_shot(driver, "confirm-pending-1920")
    driver.press(play.cancel_button)
    driver.frames(2)
    assert play.pending is None and len(session.record.actions) == count
    assert play.controller.placed == [3, 4, 1, 2], "Cancel threw the placed dice away"
    assert not any("to place" in label for label in _chip_labels(play))
    window_shot(driver, "confirm-cancelled-1920")
    driver.key(pygame.K_1)  # c holds the 3: the keys say so, nothing is lost
    assert "Column c already holds the 3" in play.message
    driver.key(pygame.K_RETURN, unicode="\r")
    assert play.pending is not None
    driver.press(play.confirm_button)
    driver.settle()
    assert session.record.actions[count] == GiveOrder((3, 4, 1, 2))


def test_a_cancel_while_ordering_leaves_no_forced_pass_waiting(driver):
    """Cancel tells the table "undone"; in the order phase there is no position to hold a
    pass at, so the round's first forced pass (Q5) is still made for the player."""
    from neurodrez_desktop.games.quattro_colonne.state import (
        BLACK,
        MOVE,
        PASS,
        WHITE,
        QCState,
        parse_square,
        piece,
    )
    from neurodrez_desktop.games.quattro_colonne.state import PAWN as P

    play = hot_seat(driver, RULES)
    to_turn(driver, play)
    controller = play.controller
    ordering = play.shown_state()
    assert ordering.phase == ORDER
    controller.undone()  # what Cancel of a waiting order does
    assert controller.auto_action(ordering, ordering.to_act) is None
    board = [0] * 32
    board[parse_square("c2")] = piece(WHITE, P)
    board[parse_square("c3")] = piece(BLACK, P)  # White's only pawn in column c is blocked
    forced = QCState(MOVE, tuple(board), ((2, 1, 1), (2, 1, 1)), ((), ()), first=WHITE,
                     orders=((4, 3, 2, 1), (3, 4, 2, 1)), to_act=WHITE)
    assert RULES.legal_actions(forced) == [PASS]
    assert controller.auto_action(forced, WHITE) == PASS
