"""Only the player who made a move may take it back, public or not (README): Ctrl+Z and
Undo are offered only to the seat that made the last move, and refused to anyone else in
words that say who could; the handoff's "Take back X's move" is offered only to X, the
player handing the screen over."""

from __future__ import annotations

import pygame
from table_play import play_scene, to_scene, to_turn

from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd.rules import Place
from neurodrez_desktop.games.quattro_colonne.state import GiveOrder, Move, parse_square

BERD = get_rules("berd")
QC = get_rules("quattro_colonne")


def _start(driver, rules, options, seed=1):
    driver.app.nav.start_new_game(rules, [Seat("Ada", "human"), Seat("Bo", "human")],
                                  options, seed)
    driver.frames(1)
    driver.settle()
    return play_scene(driver)


def _ctrl_z(driver):
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    driver.settle()


def test_on_ada_s_turn_bo_s_public_move_is_not_hers_to_take_back(driver):
    play = _start(driver, BERD, {"size": 3, "arrangement": "manual"})
    session = play.session
    driver.play_action(Place(0, 0))  # Ada
    driver.settle()
    driver.play_action(Place(1, 0))  # Bo
    driver.settle()
    driver.frames(2)
    assert session.current_player == 0 and play.viewer == 0
    assert not play.undo_button.is_enabled, "Undo is Bo's, not Ada's"
    _ctrl_z(driver)
    driver.screenshot("undo-refused")
    assert session.record.actions == (Place(0, 0), Place(1, 0))
    assert play.refused and play.message == "Only Bo can take back Bo's move."
    driver.press(play.undo_button)
    assert session.record.actions == (Place(0, 0), Place(1, 0))


def test_a_public_step_both_watch_is_still_only_its_mover_s(driver):
    """Quattro Colonne's steps are public (no handoff between them): the other player at
    the screen may not take the step back."""
    play = _start(driver, QC, {}, seed=5)
    session = play.session
    for values in ((4, 3, 2, 1), (1, 2, 3, 4)):
        to_turn(driver, play)
        driver.play_action(GiveOrder(values))
    to_turn(driver, play)
    seat = session.current_player
    column = session.state.active_column(seat)
    pawn = parse_square("cdef"[column] + ("1" if seat == 0 else "8"))
    driver.play_action(Move(pawn, pawn + (-4 if seat == 0 else 4)))
    to_turn(driver, play)
    assert play.viewer == 1 - seat and session.current_player == 1 - seat
    count = len(session.record.actions)
    assert not play.undo_button.is_enabled
    _ctrl_z(driver)
    mover = session.seats[seat].name
    assert len(session.record.actions) == count
    assert play.refused and play.message == f"Only {mover} can take back {mover}'s move."


def test_the_handoff_offers_the_take_back_to_the_one_handing_over_only(driver):
    play = _start(driver, BERD, {"points": "hidden", "arrangement": "automatic"})
    session = play.session
    to_turn(driver, play)
    assert session.current_player == 0
    driver.play_action(BERD.legal_actions(session.state)[0])
    driver.settle()
    handoff = to_scene(driver, "handoff")
    assert handoff.seat == 1
    assert handoff.take_back[0] == "Take back Ada's move"  # Ada hands the screen over
    driver.screenshot("handoff-take-back")
    driver.key(pygame.K_RETURN, unicode="\r")  # Bo takes the screen: no longer Ada's
    driver.settle()
    assert play.viewer == 1
    count = len(session.record.actions)
    _ctrl_z(driver)
    assert len(session.record.actions) == count
    assert play.message == "Only Ada can take back Ada's move."
    play.hand_over(0)  # the screen goes back to Ada: Bo made no move, nothing to offer him
    driver.frames(1)
    assert driver.scene.name == "handoff" and driver.scene.take_back is None
