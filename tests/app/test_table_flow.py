"""The hot-seat flow without a window (``app/table_flow.py``): a GameSession with seats,
the flow stepped as the play scene steps it, every answer checked.

Berd serves for both kinds of table: with hidden points (B15) it hides information, with
none it is public; with its tokens placed automatically it opens with seen chance deals.
"""

from __future__ import annotations

from typing import Any

import pytest

from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.app.table_flow import (
    CHANCE_PAUSE,
    Finish,
    HandOver,
    PlayChance,
    Shared,
    TableFlow,
    Turn,
    Wait,
)
from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import GAMES, entry_for
from neurodrez_desktop.games.berd import ENTRY as BERD

HIDDEN = {"points": "hidden"}
PUBLIC = {"points": "none"}
FRAME = 1 / 60


def _flow(options: dict[str, Any], kinds: tuple[str, str] = ("human", "human"),
          seed: int = 1) -> TableFlow:
    seats = [Seat(name, kind) for name, kind in zip(("Ada", "Bo"), kinds, strict=True)]
    flow = TableFlow(GameSession.new(BERD.rules, seats, options, seed), BERD.presenter)
    flow.start()
    return flow


def _play(flow: TableFlow, action: Any) -> None:
    """What the scene's ``play`` does to the flow and the session."""
    mover = flow.session.current_player
    flow.session.apply(action)
    flow.played(mover)


def _settle(flow: TableFlow, handoffs: list[int] | None = None) -> Turn | Finish:
    """Step the flow as the scene does (handoffs taken at once, chance and computers'
    first legal moves played) until a person at the screen is to act or the game ends."""
    for _ in range(10_000):
        step = flow.step(FRAME, busy=False, may_move=True)
        if isinstance(step, Finish):
            return step
        if isinstance(step, HandOver):
            _hand_over(flow, step.seat, handoffs)
        elif isinstance(step, PlayChance):
            _play(flow, step.action)
        elif isinstance(step, Turn) and step.computer:
            flow.computer_turn(FRAME, step.seat)
            _play(flow, flow.session.rules.legal_actions(flow.session.state)[0])
        elif isinstance(step, Turn):
            handoff = flow.person_turn(step.seat)
            if isinstance(handoff, HandOver):
                _hand_over(flow, handoff.seat, handoffs)
            else:
                return step
    raise AssertionError("the flow never came to a person's turn")


def _hand_over(flow: TableFlow, seat: int, handoffs: list[int] | None) -> None:
    flow.hand_over()
    assert flow.viewer is None, "nobody holds the screen in transit"
    if handoffs is not None:
        handoffs.append(seat)
    flow.handed_over(seat)


def _first_move(flow: TableFlow) -> Any:
    return flow.session.rules.legal_actions(flow.session.state)[0]


def test_a_hidden_game_hands_the_screen_to_each_next_person():
    flow = _flow(HIDDEN)
    assert flow.viewer is None, "two people at a hidden table: nobody sees it before the handoff"
    handoffs: list[int] = []
    for _ in range(6):
        turn = _settle(flow, handoffs)
        assert isinstance(turn, Turn) and flow.viewer == turn.seat
        assert handoffs[-1] == turn.seat, "the screen goes to the seat to act"
        _play(flow, _first_move(flow))
    assert handoffs == [0, 1, 0, 1, 0, 1], "one handoff per turn, to the next mover"
    turn = _settle(flow)
    assert flow.person_turn(turn.seat) is None, "the seat holding the screen keeps it"


def test_a_public_game_is_never_handed_over():
    flow = _flow(PUBLIC)
    assert flow.viewer == 0, "a public table shows the seat to move at once"
    handoffs: list[int] = []
    for _ in range(6):
        turn = _settle(flow, handoffs)
        assert isinstance(turn, Turn) and flow.viewer == turn.seat
        _play(flow, _first_move(flow))
    assert handoffs == []


def test_a_public_turn_of_a_hidden_game_is_shared_and_the_next_private_one_handed_over():
    """Quattro Colonne hides its hands but has public turns: the screen passes to the next
    seat without a handoff there, and a private turn after it is handed over even to the
    seat already at the screen (the other may have been looking)."""
    entry = entry_for("quattro_colonne")
    seats = [Seat("Ada"), Seat("Bo")]
    flow = TableFlow(GameSession.new(entry.rules, seats, {}, 1), entry.presenter)
    flow.start()
    events: list[tuple[str, int]] = []
    while len(flow.session.record.actions) < 40:
        step = flow.step(FRAME, busy=False, may_move=True)
        if isinstance(step, PlayChance):
            _play(flow, step.action)
        if isinstance(step, PlayChance | Wait):  # a seen deal waits its pause
            continue
        assert isinstance(step, Turn | HandOver)
        passed = step if isinstance(step, HandOver) else flow.person_turn(step.seat)
        if isinstance(passed, HandOver):
            events.append(("handoff", passed.seat))
            flow.hand_over()
            flow.handed_over(passed.seat)
            continue
        if isinstance(passed, Shared):
            events.append(("shared", passed.seat))
            assert flow.viewer == passed.seat and flow.watched
        private = entry.rules.turn_is_private(flow.session.state)
        events.append(("private" if private else "public", step.seat))
        assert flow.seat_at_keys() == step.seat
        _play(flow, _first_move(flow))
    assert ("shared", 1) in events or ("shared", 0) in events, "a public turn was shared"
    for k, (kind, seat) in enumerate(events):
        if kind == "private":
            last = next(e for e in reversed(events[:k]) if e[0] in ("handoff", "shared"))
            assert last == ("handoff", seat), f"private turn {k} not handed over: {events}"


def test_the_handoff_offers_the_take_back_to_the_mover_only():
    flow = _flow(HIDDEN)
    _settle(flow)
    _play(flow, _first_move(flow))  # Ada's placement; Bo is next
    step = flow.step(FRAME, busy=False, may_move=True)
    assert step == Turn(1, computer=False)
    assert flow.person_turn(1) == HandOver(1)
    assert flow.hand_over() == 0, "Ada, handing the screen over, may take her move back"
    assert flow.undo() is not None, "nobody at the screen: nobody may take a move back"
    assert flow.undo(seat=0) is None and len(flow.session.record.actions) == 0


def test_undo_is_the_movers_own():
    flow = _flow(PUBLIC)
    refusal = flow.undo()
    assert refusal is not None and refusal.refused and "Nothing to take back" in refusal.words
    _settle(flow)
    _play(flow, _first_move(flow))
    _settle(flow)
    assert flow.viewer == 1 and not flow.can_undo(), "Bo may not take Ada's move back"
    refusal = flow.undo()
    assert refusal is not None and refusal.words == "Only Ada can take back Ada's move."
    assert len(flow.session.record.actions) == 1
    assert flow.undo(seat=0) is None, "Ada may (the handoff's Take back button)"
    assert len(flow.session.record.actions) == 0


def test_a_pending_move_holds_the_game_until_confirmed():
    flow = _flow(PUBLIC)
    _settle(flow)
    action = _first_move(flow)
    assert not flow.offer(action, confirm_moves=False), "without Confirm moves: played"
    assert flow.offer(action, confirm_moves=True), "it ends the turn: it waits"
    assert flow.pending is not None and flow.can_undo(), "Undo cancels it"
    assert flow.step(FRAME, busy=False, may_move=True) == Wait()
    assert not flow.hint_playable(busy=False)
    assert flow.confirm() is action and flow.pending is None
    assert flow.offer(action, confirm_moves=True)
    _play(flow, action)  # the game moved on under it: Confirm plays nothing
    assert flow.confirm() is None


def test_a_computer_seat_moves_without_a_handoff_and_calls_the_person_back():
    flow = _flow(HIDDEN, ("human", "computer:easy"))
    assert flow.viewer == 0, "one person against a computer: theirs is the screen"
    handoffs: list[int] = []
    _settle(flow, handoffs)
    _play(flow, _first_move(flow))
    step = flow.step(FRAME, busy=False, may_move=True)
    assert step == Turn(1, computer=True)
    flow.computer_turn(0.5, 1)
    assert flow.viewer == 0, "a hidden table stays the person's while the computer thinks"
    assert flow.thinking_time == 0.5 and not flow.may_ask_hint()
    _play(flow, _first_move(flow))
    assert isinstance(_settle(flow, handoffs), Turn) and handoffs == []
    assert flow.take_call() and not flow.take_call(), "the person is called once"
    assert flow.thinking_time == 0.0 and flow.may_ask_hint()


def test_a_paused_watch_holds_chance_and_a_seen_deal_waits_its_pause():
    flow = _flow({"points": "visible", "arrangement": "automatic"},
                 ("computer:easy", "computer:easy"))
    assert flow.session.current_player == CHANCE
    assert flow.step(1.0, busy=False, may_move=False) == Wait(), "paused: chance waits"
    assert flow.step(CHANCE_PAUSE / 2, busy=False, may_move=True) == Wait()
    step = flow.step(CHANCE_PAUSE / 2, busy=False, may_move=True)
    assert isinstance(step, PlayChance) and step.action == flow.session.chance_outcome()
    assert flow.step(FRAME, busy=True, may_move=True) == Wait(), "an animation holds it"


@pytest.mark.parametrize("options", [HIDDEN, PUBLIC], ids=["hidden", "public"])
def test_the_end_is_announced_once(options):
    flow = _flow(options)
    rng = make_rng(3)
    rules = GAMES["berd"]
    turn = _settle(flow)
    while isinstance(turn, Turn):
        _play(flow, rng.choice(rules.legal_actions(flow.session.state)))
        turn = _settle(flow)
    assert turn == Finish() and flow.session.is_over
    assert flow.step(FRAME, busy=False, may_move=True) == Wait(), "said once"
    assert flow.shown_state() is flow.session.state, "the end shows everything"
    assert flow.undo() is not None, "the end cannot be taken back"
