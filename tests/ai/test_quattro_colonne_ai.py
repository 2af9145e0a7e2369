"""Quattro Colonne's computer player gives its order from its view alone (Q4).

The second player's order is chosen while the first player's sits behind the screen: the
computer at that seat must choose the same whatever the human ordered. Through the
program's own path (``ComputerSeats``: the session's full state in, ``view_for`` out to the
agent) every one of the 24 orders the human might have given gets the same answer, at
each level. Handed the full states instead, the searching levels do tell some of them
apart, so the comparison can fail.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

import pytest

from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.levels import agent_for_level, budget_for_level
from neurodrez_desktop.ai.runner import AgentRunner
from neurodrez_desktop.app.computer import ComputerSeats
from neurodrez_desktop.app.session import GameSession
from neurodrez_desktop.app.settings import Settings
from neurodrez_desktop.core.record import Seat
from neurodrez_desktop.core.rng import make_rng
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.quattro_colonne.state import (
    BLACK,
    HIDDEN_ORDER,
    ORDER,
    ORDERS,
    WHITE,
    FirstPlayer,
    GiveOrder,
)

RULES = get_rules("quattro_colonne")
ITERATIONS = {"normal": 200, "hard": 600}
HUMAN_ORDERS = ORDERS[::4]  # six of the 24, spread out (c's value varies most)


def _budget(level: str, normal_s: float | None = None, hard_s: float | None = None) -> Budget:
    if level in ITERATIONS:  # iterations, not seconds: two searches of one view are equal
        return Budget(seconds=None, iterations=ITERATIONS[level])
    return budget_for_level(level, normal_s, hard_s)


@pytest.fixture
def in_threads(monkeypatch):
    monkeypatch.setattr(AgentRunner, "_pool_failed", True)
    monkeypatch.setattr(AgentRunner, "_pool", None)
    monkeypatch.setattr("neurodrez_desktop.app.computer.budget_for_level", _budget)


def _session(level: str) -> GameSession:
    """White (a person) has the marker and has just given an order; Black (the computer)
    gives its order next."""
    seats = [Seat("Ada"), Seat("Robo", f"computer:{level}")]
    session = GameSession.new(RULES, seats, {}, seed=77)
    session.apply(FirstPlayer(WHITE))
    session.apply(GiveOrder(ORDERS[0]))
    return session


def _computer_order(session: GameSession, state: Any) -> Any:
    session.states[-1] = state
    computers = ComputerSeats(session, Settings())
    computers.step(0.0, BLACK)
    end = time.monotonic() + 60
    while (job := computers.finished()) is None:
        assert time.monotonic() < end, "the computer did not answer"
        time.sleep(0.002)
    assert job.error is None, repr(job.error)
    return job.action


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_q4_the_computers_order_does_not_depend_on_the_humans_hidden_order(level, in_threads):
    session = _session(level)
    base = session.state
    assert base.phase == ORDER and base.to_act == BLACK
    states = [_with_white_order(base, order) for order in HUMAN_ORDERS]
    assert len(set(states)) == len(HUMAN_ORDERS)
    views = {RULES.view_for(s, BLACK) for s in states}
    assert len(views) == 1 and next(iter(views)).orders[WHITE] == HIDDEN_ORDER
    choices = {_computer_order(session, s) for s in states}
    assert len(choices) == 1, f"{level}: the order depended on the human's: {choices}"
    assert next(iter(choices)) in RULES.legal_actions(base)


def test_q4_handed_the_full_state_the_search_would_answer_the_humans_order(in_threads):
    """The comparison above can fail: the same search, given the full states, differs."""
    base = _session("normal").state
    agent = agent_for_level("normal")
    answers = {agent.choose(RULES, _with_white_order(base, order), BLACK, make_rng(1),
                            _budget("normal")) for order in HUMAN_ORDERS}
    assert len(answers) > 1


def _with_white_order(state: Any, order: Any) -> Any:
    return replace(state, orders=(order, state.orders[BLACK]))
