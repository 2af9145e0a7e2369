"""Quattro Colonne's words after the end and at a forced pass.

A finished game has no secret left (every order is revealed once both are in, Q4): its log
and its review say what was ordered and never "(hidden)" or "behind the screen". And a
pass the program makes for a player (Q5, no move in the active column) is not announced
as a button to press.
"""

from __future__ import annotations

from table_play import hot_seat, to_scene, to_turn, window_shot

from neurodrez_desktop.app.review import Review
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for, get_rules
from neurodrez_desktop.games.quattro_colonne.state import (
    MOVE,
    ORDER,
    PASS,
    GiveOrder,
    Move,
    QCState,
    order_text,
)

RULES = get_rules("quattro_colonne")
PRESENTER = entry_for("quattro_colonne").presenter
SECRET_WORDS = ("hidden", "behind the screen")


def finished_session(seed: int = 11) -> GameSession:
    """A whole hot-seat game played with the rules: captures first, else a random move."""
    session = GameSession.new(RULES, [Seat("Ada", "human"), Seat("Bo", "human")], None,
                              seed=seed)
    rng = make_rng(seed)
    while not session.is_over:
        if session.current_player == CHANCE:
            session.apply(session.chance_outcome())
            continue
        legal = RULES.legal_actions(session.state)
        captures = [a for a in legal if isinstance(a, Move) and session.state.board[a.target]]
        session.apply(rng.choice(captures or legal))
    return session


def test_q4_a_finished_games_log_and_review_say_what_was_ordered() -> None:
    session = finished_session()
    orders = [a for a in session.record.actions if isinstance(a, GiveOrder)]
    assert len(orders) >= 4
    review = Review(RULES, session.record)
    for name, entries in (("log", session.log(None)), ("review", review.entries)):
        texts = [entry.text for entry in entries]
        secret = [t for t in texts if any(word in t for word in SECRET_WORDS)]
        assert not secret, f"the finished game's {name} still speaks of secrets: {secret[:2]}"
        told = " / ".join(texts)
        for order in orders:
            assert order_text(order.values) in told, (name, order)


def test_q4_while_playing_the_first_order_stays_unnamed_to_the_others() -> None:
    session = finished_session()
    first = next(i for i, a in enumerate(session.record.actions) if isinstance(a, GiveOrder))
    order = session.record.actions[first]
    giver = session.movers[first]
    state = session.states[first]
    assert order_text(order.values) in PRESENTER.action_label(state, order, giver)
    for seat in (1 - giver, None):
        assert order_text(order.values) not in PRESENTER.action_label(state, order, seat)


# -- Q5: a forced pass is the program's, not a button to press -----------------------------------


def _forcing(state: QCState) -> Move | None:
    """A move after which its own mover is to act again with nothing but a pass (it acts
    second in this step and first in the next): the program will pass for them."""
    seat = state.to_act
    for action in RULES.legal_actions(state):
        if not isinstance(action, Move):
            continue
        after = RULES.apply(state, action)
        if (after.phase == MOVE and after.to_act == seat
                and RULES.legal_actions(after) == [PASS]):
            return action
    return None


def test_q5_while_the_program_passes_for_a_player_the_words_say_so_not_press_pass(driver):
    play = hot_seat(driver, RULES)
    session = play.session
    rng = make_rng(2)
    for _ in range(600):
        to_turn(driver, play)
        assert not session.is_over, "no move ever led to a forced pass"
        state = session.state
        if state.phase != MOVE:
            driver.play_action(rng.choice(RULES.legal_actions(state)))
            continue
        forcing = _forcing(state)
        if forcing is not None:
            break
        legal = RULES.legal_actions(state)
        moves = [a for a in legal if a != PASS and not state.board[a.target]]
        driver.play_action(rng.choice(moves or legal))
    seat = session.current_player
    count = len(session.record.actions)
    driver.app.update_settings(animation_speed="slow")
    driver.play_action(forcing)
    driver.frames(3)
    assert play.busy and session.current_player == seat == play.viewer
    assert RULES.legal_actions(session.state) == [PASS]
    words = play.message_text(play.shown_state(), seat)
    driver.screenshot("qc-forced-pass-words")
    window_shot(driver, "forced-pass-1920")
    assert "press Pass" not in words, words
    assert "passes for you" in words and "no move in column" in words, words
    driver.settle()
    driver.frames(2)
    assert session.record.actions[count + 1] == PASS  # made by the program, no click


# -- the finished game's table: its final board and its review ------------------------------------
def _table_words(view) -> list[str]:
    return [name for kind, name, _rect, _box in view.drawn if kind == "text"]


def test_q4_a_finished_games_review_table_shows_orders_without_hidden_words(driver):
    session = finished_session()
    driver.app.nav.open_record(session.record)
    results = to_scene(driver, "results")
    driver.press(results.fold_button)  # the final table behind the results
    driver.frames(2)
    window_shot(driver, "final-board-1920")
    driver.press(results.review_button) if results.review_button.visible else None
    if driver.scene.name != "review":
        driver.press(driver.scene.unfold_button)
        driver.frames(1)
        driver.press(driver.scene.review_button)
    driver.frames(2)
    scene = driver.scene
    assert scene.name == "review"
    review = scene.review
    checked = 0
    for position in range(len(review.moves) + 1):
        review.position = position
        shown = review.shown()
        if shown.phase != ORDER or sum(o is not None for o in shown.orders) != 1:
            continue
        driver.frames(2)  # the board just after a round's first order
        words = _table_words(scene.controller.view)
        secret = [w for w in words if any(s in w for s in SECRET_WORDS)]
        assert not secret, (position, secret)
        checked += 1
        if checked == 3:
            break
    assert checked == 3
    window_shot(driver, "review-after-first-order")
