"""PokerDrez's tactics positions stop at a move decision with the cards of a real deal,
cover every kind, and the two reported traps judge as reported (what every game's
positions must meet is tested in tests/ai/test_tactics.py)."""

from __future__ import annotations

import chess
import pytest

from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules
from neurodrez_desktop.games.pokerdrez.state import Play
from neurodrez_desktop.games.pokerdrez.tactics import tactics

RULES = PokerDrezRules()
TACTICS = tactics()
KINDS = {"take free material", "save attacked material", "win in one", "stop a win in one",
         "pay cheaply", "claim what is free"}


def test_there_are_positions_of_every_kind():
    assert len(TACTICS) >= 12
    assert {t.kind for t in TACTICS} == KINDS


@pytest.mark.parametrize("tactic", TACTICS, ids=lambda t: t.name)
def test_every_position_is_a_consistent_move_decision(tactic):
    state = tactic.build(RULES)
    assert RULES.current_player(state) not in (CHANCE, TERMINAL)
    assert state.actor == state.mover
    assert all(len(hand) == 2 for hand in state.hands)
    assert len(state.common) == 5
    dealt = len(state.hands[0]) + len(state.hands[1]) + len(state.common)
    assert dealt + state.deck_size + len(state.discards) == 56


def _plays(state, san):
    move = state.board.parse_san(san)
    return [a for a in RULES.legal_actions(state) if isinstance(a, Play) and a.move == move]


def _named(name):
    return next(t for t in TACTICS if t.name == name)


@pytest.mark.parametrize("name, trap, saves", [
    ("queen on d4: Qxb2 is refuted by Bxb2", "Qxb2", ("Qd6", "Qf6", "Qc5")),
    ("Scandinavian queen on d5: Qxg2 is refuted by Bxg2", "Qxg2", ("Qa5", "Qd8", "Qd6")),
])
def test_the_reported_traps_are_bad_and_safe_retreats_good(name, trap, saves):
    tactic = _named(name)
    state = tactic.build(RULES)
    assert not any(tactic.good(state, a) for a in _plays(state, trap))
    for san in saves:
        plays = _plays(state, san)
        assert plays and all(tactic.good(state, a) for a in plays)
    # the refutation is payable by a common card Black can see
    assert any(c.kind.value == "bishop" for c in state.common)


def test_the_card_mate_is_no_chess_mate():
    tactic = _named("Re8+ with every Knight and Joker gone")
    state = tactic.build(RULES)
    board = state.board.copy()
    board.push_san("Re8+")
    assert board.is_check() and not board.is_checkmate()
    assert all(tactic.good(state, a) for a in _plays(state, "Re8+"))


def test_paying_cheaply_refuses_the_joker_for_the_same_move():
    tactic = _named("Bxg4 with the common Bishop, not the Joker")
    state = tactic.build(RULES)
    verdicts = {str(a.pay): tactic.good(state, a) for a in _plays(state, "Bxg4")}
    assert verdicts == {"common card Bishop 2": True, "own card Joker 4": False,
                        "own card Bishop 6": False}
    assert chess.Board(state.board.fen()).turn == chess.WHITE


def test_normal_rolls_for_the_queen_when_no_card_can_move_it():
    """At Normal's iterations the search mostly rolls the die, the only chance to save the
    queen (P9): with the minimax backup weighed 0.4, as in the other games, it played a
    pawn move in all three tries, its mean kept high by White's weaker replies."""
    from neurodrez_desktop.ai.agent import Budget
    from neurodrez_desktop.ai.tactics import try_tactic
    from neurodrez_desktop.games.pokerdrez.policy import PokerDrezPolicy

    tactic = next(t for t in TACTICS if t.name == "no card moves the queen: roll the die")
    budget = Budget(None, PokerDrezPolicy.search_rate)
    results = [try_tactic(RULES, tactic, "normal", trial, budget=budget) for trial in range(3)]
    played = [r.label for r in results if not r.good]
    assert len(played) <= 1, f"played {played} instead of rolling"
