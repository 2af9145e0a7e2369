"""Undo inside one's own turn, and "Confirm moves" (DESIGN.md, undo policy).

Within a turn every step since the last chance event can be taken back — a tile laid, a
card paid — because no one else has had the turn since; once anyone has, or a roll or a
draw came, it cannot. With "Confirm moves" a move that Undo could not take back waits as
pending, drawn where it leads, until Confirm or Cancel; one that shows its mover something
(the other's order) is never drawn before it is played.
"""

from __future__ import annotations

import pygame
from table_play import play_scene, to_turn

from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import entry_for, get_rules
from neurodrez_desktop.games.neurodrez.state import TILE, Place
from neurodrez_desktop.games.quattro_colonne.state import GiveOrder

NEURODREZ = get_rules("neurodrez")
BERD = get_rules("berd")
BERD_PRESENTER = entry_for("berd").presenter
QC = get_rules("quattro_colonne")
CENTRE = (960, 540)


def _session(rules, kinds=("human", "human"), seed=3) -> GameSession:
    return GameSession.new(rules, [Seat(f"P{k}", kind) for k, kind in enumerate(kinds)],
                           None, seed=seed)


def _chance_through(session: GameSession) -> None:
    while not session.is_over and session.current_player == CHANCE:
        session.apply(session.chance_outcome())


def _to_tile_step(session: GameSession, seed: int = 1) -> None:
    rng = make_rng(seed)
    for _ in range(400):
        _chance_through(session)
        if session.state.phase == TILE:
            return
        session.apply(rng.choice(NEURODREZ.legal_actions(session.state)))
    raise AssertionError("no tile step came")


# -- the policy, without a window ---------------------------------------------------------
def test_a_tile_laid_is_taken_back_within_the_turn():
    """Laying a tile shows it (a reveal), but only the mover's own: until anyone else
    has had the turn, Undo takes it back (it used to be refused every time)."""
    session = _session(NEURODREZ)
    _to_tile_step(session)
    place = next(a for a in NEURODREZ.legal_actions(session.state) if isinstance(a, Place))
    before = session.state
    session.apply(place)
    assert NEURODREZ.reveals(before, place)
    assert session.undo_point() == len(session.record.actions) - 1
    assert session.undo()
    assert session.state == before


class _ShowingBerd(type(BERD)):
    """Berd, where every move shows the mover's own secret: alternate turns with no
    chance between them, to see what another seat's turn does to such a reveal."""

    def reveals(self, state, action):
        return type(action).__name__ == "Move"

    def reveals_own(self, state, action):
        return True


def _showing_session(kinds):
    rules = _ShowingBerd()
    session = GameSession.new(rules, [Seat(f"P{k}", kind) for k, kind in enumerate(kinds)],
                              None, seed=1)
    rng = make_rng(1)
    while True:
        _chance_through(session)
        legal = rules.legal_actions(session.state)
        if type(legal[0]).__name__ == "Move":
            return rules, session
        session.apply(rng.choice(legal))


def test_an_own_reveal_stays_once_a_computer_has_had_the_turn():
    """The computer saw it: the reveal is a barrier again."""
    rules, session = _showing_session(("human", "normal"))
    assert session.is_human(session.current_player)
    session.apply(rules.legal_actions(session.state)[0])
    assert session.undo_point() == len(session.record.actions) - 1  # no one saw it yet
    session.apply(rules.legal_actions(session.state)[0])  # the computer's reply
    assert session.undo_point() is None


def test_an_own_reveal_another_person_saw_stays_after_their_undo():
    """B took back B's own move: A's reveal before it is the last action again, but B
    has seen it, so it cannot be taken back (and chosen anew with B's knowledge)."""
    rules, session = _showing_session(("human", "human"))
    session.apply(rules.legal_actions(session.state)[0])
    a_move = len(session.record.actions) - 1
    session.apply(rules.legal_actions(session.state)[0])
    assert session.undo_point() == a_move + 1
    assert session.undo()
    assert session.undo_point() is None


def test_a_game_read_from_a_file_counts_as_seen():
    rules, session = _showing_session(("human", "human"))
    session.apply(rules.legal_actions(session.state)[0])
    assert session.undo_point() is not None
    assert GameSession(rules, session.record).undo_point() is None


def test_the_other_s_order_shown_stays_a_barrier():
    """Q4: the second order's commit shows the mover the other's order: never undone,
    even as the last action."""
    session = _session(QC)
    _chance_through(session)
    rng = make_rng(2)
    for _ in range(50):
        _chance_through(session)
        legal = QC.legal_actions(session.state)
        action = rng.choice(legal)
        if isinstance(action, GiveOrder) and QC.reveals(session.state, action):
            assert session.shows_mover(action)
            assert not session.takes_back(action)
            session.apply(action)
            assert session.undo_point() is None
            return
        session.apply(action)
    raise AssertionError("no second order came")


def test_takes_back_tells_a_step_of_the_turn_from_its_end():
    session = _session(NEURODREZ)
    _to_tile_step(session)
    place = next(a for a in NEURODREZ.legal_actions(session.state) if isinstance(a, Place))
    assert session.takes_back(place)  # the turn goes on: Undo could take it back
    berd = _session(BERD)
    _chance_through(berd)
    first = BERD.legal_actions(berd.state)[0]
    after = BERD.apply(berd.state, first)
    assert berd.takes_back(first) == (BERD.current_player(after) == berd.current_player)


# -- in the program -----------------------------------------------------------------------
def _start(driver, rules, seed=5, kinds=("human", "human")):
    driver.app.nav.start_new_game(rules, [Seat(f"P{k + 1}", kind)
                                          for k, kind in enumerate(kinds)], {}, seed)
    driver.frames(1)
    driver.settle()
    return play_scene(driver)


def test_undo_button_takes_back_a_laid_tile(driver):
    play = _start(driver, NEURODREZ)
    rng = make_rng(4)
    for _ in range(300):
        to_turn(driver, play)
        if play.session.state.phase == TILE:
            break
        driver.play_action(rng.choice(NEURODREZ.legal_actions(play.session.state)))
    assert play.session.state.phase == TILE
    before = play.session.state
    hand = len(play.view(play.viewer).hands[play.session.state.slot]) if hasattr(
        before, "hands") else None
    place = next(a for a in NEURODREZ.legal_actions(before) if isinstance(a, Place))
    driver.play_action(place)
    assert play.session.state is not before
    assert play.undo_button.is_enabled
    driver.press(play.undo_button)
    driver.settle()
    assert play.session.state == before, play.message
    assert play.message == "Move taken back."
    if hand is not None:
        assert len(play.view(play.viewer).hands[before.slot]) == hand


def _berd_move_turn(driver, seed=1):
    """A Berd game at its first move (every token placed), as the real program plays it."""
    play = _start(driver, BERD, seed)
    rng = make_rng(seed)
    for _ in range(200):
        to_turn(driver, play)
        legal = BERD.legal_actions(play.session.state)
        if type(legal[0]).__name__ == "Move":
            return play
        driver.play_action(rng.choice(legal))
    raise AssertionError("no move came")


def _click_until_pending(driver, play, action):
    view = play.rules.view_for(play.session.state, play.viewer)
    for pos in play.controller.clicks_for(view, play.viewer, action):
        driver.click(pos)
        if play.pending is not None:
            return
    raise AssertionError(f"{action} did not wait for Confirm (message: {play.message})")


def test_confirm_moves_waits_then_cancel_and_confirm(driver):
    play = _berd_move_turn(driver)
    driver.app.update_settings(confirm_moves=True)
    state, count = play.session.state, len(play.session.record.actions)
    action = BERD.legal_actions(state)[0]
    _click_until_pending(driver, play, action)
    driver.settle()
    # Pending: marked as a hint is, not yet played, Confirm and Cancel in Hint's place.
    assert len(play.session.record.actions) == count
    assert play.shown_state() == BERD.view_for(state, play.viewer)
    assert play.message.startswith(BERD_PRESENTER.action_label(state, action, play.viewer))
    assert play.confirm_button.visible and play.cancel_button.visible
    assert not play.hint_button.visible
    assert "Confirm (Enter)" in play.message
    driver.screenshot("pending")
    # A click on the board does not play another move meanwhile.
    driver.click(play.layout["board"].center)
    assert play.pending is not None and len(play.session.record.actions) == count
    assert play.message.startswith("A move is waiting")
    driver.key(pygame.K_ESCAPE)  # Cancel: back to the position, nothing played
    driver.settle()
    assert play.pending is None and driver.scene is play
    assert play.session.state is state and len(play.session.record.actions) == count
    assert play.message.startswith("Move cancelled")
    assert play.hint_button.visible and not play.confirm_button.visible
    _click_until_pending(driver, play, action)
    driver.settle()
    driver.key(pygame.K_RETURN)  # Confirm: played
    driver.settle()
    assert play.pending is None
    assert play.session.record.actions[count] == action


def test_confirm_moves_off_plays_at_once(driver):
    play = _berd_move_turn(driver)
    count = len(play.session.record.actions)
    driver.play_action(BERD.legal_actions(play.session.state)[0])
    assert play.pending is None and len(play.session.record.actions) == count + 1


def test_a_step_undo_can_take_back_is_not_asked_to_confirm(driver):
    driver.app.update_settings(confirm_moves=True)
    play = _start(driver, NEURODREZ)
    rng = make_rng(4)
    for _ in range(300):
        to_turn(driver, play)
        if play.pending is not None:
            driver.key(pygame.K_RETURN)
            driver.settle()
            continue
        if play.session.state.phase == TILE:
            break
        action = rng.choice(NEURODREZ.legal_actions(play.session.state))
        view = play.rules.view_for(play.session.state, play.viewer)
        count = len(play.session.record.actions)
        for pos in play.controller.clicks_for(view, play.viewer, action):
            driver.click(pos)
            if play.pending is not None or len(play.session.record.actions) > count:
                break
    assert play.session.state.phase == TILE
    count = len(play.session.record.actions)
    place = next(a for a in NEURODREZ.legal_actions(play.session.state)
                 if isinstance(a, Place))
    driver.play_action(place)  # played at once: Undo can take it back
    assert play.pending is None and len(play.session.record.actions) == count + 1


def test_a_move_that_shows_the_other_order_is_never_previewed(driver):
    """Q4 privacy: the second order, pending, is drawn on the position before it (the
    other's order still hidden), and it waits for Confirm (Undo could not take it back)."""
    driver.app.update_settings(confirm_moves=True)
    play = _start(driver, QC)
    rng = make_rng(6)
    for _ in range(200):
        to_turn(driver, play)
        session = play.session
        if play.pending is not None:
            play.confirm_pending()
            driver.settle()
            continue
        action = rng.choice(QC.legal_actions(session.state))
        if isinstance(action, GiveOrder) and session.shows_mover(action):
            play.offer(action)
            assert play.pending is not None
            assert play.shown_state() == QC.view_for(session.state, play.viewer)
            return
        play.offer(action)
        driver.settle()
    raise AssertionError("no second order came to a person")
