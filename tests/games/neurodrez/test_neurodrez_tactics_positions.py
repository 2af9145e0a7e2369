"""NeuroDrez's tactics positions (``games/neurodrez/tactics.py``): each is a seat's
decision in a consistent game (tiles, cards and arrivals as the rules deal them), with
nothing in it but its lesson (what every game's positions must meet is tested in
tests/ai/test_tactics.py): no win on offer unless the lesson is the win, no win
threatened unless the lesson is to stop it, and a capture called free is one no enemy
piece can answer by its own movement."""

from __future__ import annotations

from collections import Counter

import pytest

from neurodrez_desktop.core.tactics import decision_of
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.neurodrez.components import TILES
from neurodrez_desktop.games.neurodrez.hidden import FULL_DECK
from neurodrez_desktop.games.neurodrez.movement import Board
from neurodrez_desktop.games.neurodrez.state import EMPTY, PIECE, Enter, Move, target_of
from neurodrez_desktop.games.neurodrez.tactics import can_win_next_turn, tactics, wins

RULES = get_rules("neurodrez")
TACTICS = tactics()
IDS = [t.name for t in TACTICS]
KINDS = {"take free material", "save attacked material", "win in one", "stop a win in one",
         "pay cheaply", "claim what is free"}


def test_there_are_at_least_twelve_positions_of_every_kind():
    assert len(TACTICS) >= 12
    assert {t.kind for t in TACTICS} == KINDS


@pytest.mark.parametrize("tactic", TACTICS, ids=IDS)
def test_each_position_is_a_consistent_game(tactic):
    state = tactic.build(RULES)
    assert decision_of(RULES, state) == 0
    assert tactic.players == state.config.players == 2
    held = Counter(t for hand in state.hands for t in hand)
    down = Counter(t for t in state.tiles if t != EMPTY)
    assert max((held + down).values()) == 1
    if not state.sudden:  # N9, N14: every tile is down or in a hand
        assert sorted(held + down) == list(TILES)
    else:
        assert not held
    cards = Counter(state.deck.cards()) + Counter(c for h in state.cards for c in h)
    assert cards == Counter(FULL_DECK.cards())
    assert all((p == EMPTY) == (a == EMPTY) for p, a in zip(state.pieces, state.arrived,
                                                             strict=True))
    assert all(a <= state.turn for a in state.arrived)


@pytest.mark.parametrize("tactic", [t for t in TACTICS if t.kind != "win in one"],
                         ids=[t.name for t in TACTICS if t.kind != "win in one"])
def test_no_win_is_on_offer_where_the_lesson_is_another(tactic):
    state = tactic.build(RULES)
    for action in RULES.legal_actions(state):
        assert not wins(RULES, RULES.apply(state, action), 0), action


QUIET = [t for t in TACTICS if t.kind not in ("win in one", "stop a win in one")]


@pytest.mark.parametrize("tactic", QUIET, ids=[t.name for t in QUIET])
def test_a_good_answer_leaves_the_opponent_no_win_where_the_lesson_is_another(tactic):
    """After a good piece action the opponent has no claim or tile that wins (a claim
    step's answer leaves the mover's turn going on: nothing to ask yet)."""
    state = tactic.build(RULES)
    if state.phase != PIECE:
        return
    for action in RULES.legal_actions(state):
        if tactic.good(state, action):
            assert not can_win_next_turn(RULES, RULES.apply(state, action)), action


@pytest.mark.parametrize("tactic", [t for t in TACTICS if t.kind == "take free material"],
                         ids=[t.name for t in TACTICS if t.kind == "take free material"])
def test_a_free_capture_cannot_be_answered_by_natural_movement(tactic):
    """N17: after every good capture, no Blue or Yellow piece on the terrain reaches the
    capturing piece by its own movement (only the dice could bring one there)."""
    state = tactic.build(RULES)
    for action in RULES.legal_actions(state):
        if not tactic.good(state, action):
            continue
        assert type(action) in (Enter, Move)
        at = target_of(action)
        assert state.pieces[at] != EMPTY  # a capture
        after = RULES.apply(state, action)
        board = Board(after.tiles, after.tokens, after.pieces, after.config.sides)
        enemies = [c for c, p in enumerate(after.pieces)
                   if p != EMPTY and board.side_of[p // 6] == 1]
        assert all(at not in board.natural(c) for c in enemies), action
