"""Berd's numbering, as every screen must read it: setup placements are "Setup", never
numbered moves (B4); moves are numbered from 1, one number a ply (B11b counts them), and
the header at the end names the last move. The table's log and the review both take
their turns from these words (``GameSession.turn_at``, ``progress_at``)."""

from __future__ import annotations

import pytest

from neurodrez_desktop.app.session import GameSession, turn_number
from neurodrez_desktop.core.playout import random_playout
from neurodrez_desktop.core.record import GameRecord, Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd.state import Deal, Place

rules = get_rules("berd")


@pytest.mark.parametrize("options", [{"size": 4}, {"size": 3, "arrangement": "automatic",
                                                   "points": "visible"}])
def test_b4_b11_placements_are_setup_and_moves_count_from_one(options) -> None:
    actions = []
    end = random_playout(rules, 2, options, make_rng(7),
                         on_step=lambda _state, action: actions.append(action)).state
    record = GameRecord("berd", (Seat("Ada"), Seat("Bo")), options, 1, tuple(actions))
    session = GameSession(rules, record)
    turns = [session.turn_at(i) for i in range(len(actions))]
    setup = [t for a, t in zip(actions, turns, strict=True) if isinstance(a, Place | Deal)]
    moves = [t for a, t in zip(actions, turns, strict=True) if not isinstance(a, Place | Deal)]
    assert set(setup) <= {"Setup"}
    assert [turn_number(t) for t in moves] == list(range(1, len(moves) + 1))
    assert all(t == f"Move {turn_number(t)}" for t in moves)
    assert session.progress_at(len(actions)) == f"Move {len(moves)}" == f"Move {end.plies}"
    logged = {entry.turn for entry in session.log(None) if isinstance(
        actions[entry.index], Place)}
    assert logged <= {"Setup"}
