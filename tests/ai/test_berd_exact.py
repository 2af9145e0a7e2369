"""Berd's "take the bigger token", solved exactly (``exact.Solver``), and the search on it
(issue 34, item 4).

Light is lost whatever it plays: best play ends 100 points down. Taking Dark's 60 is the
move that keeps the loss that small. Taking the 10 or any other move loses by 200; a
one-off run, too slow for a test, found that. So the minimax backup's "certain loss" for
the capture, seen after 5,000 iterations and more, is true. What goes wrong is that the
other moves' losses are also certain, but they lie deeper than the search reaches. There
the evaluation still gives Light its share of the material, about a third, while a game's
end counted only as won or lost, not by how much: the more the search proved about the
capture, the worse it looked next to moves it had not refuted yet (it played the 10 at
20,000 iterations and at Hard). Berd's ends are now scored by the share of the points
(``SearchPolicy.end_rewards``), the evaluation's own scale, so a proven loss by 100 is worth
its share, as the unproven ones are.
"""

from __future__ import annotations

import dataclasses

from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.tactics import try_tactic
from neurodrez_desktop.games.berd.rules import BerdRules
from neurodrez_desktop.games.berd.state import LIGHT, MAX_PLIES, Move, parse_square
from neurodrez_desktop.games.berd.tactics import tactics
from tests.ai.exact import Solver


def _position():
    rules = BerdRules()
    tactic = next(t for t in tactics() if t.name == "take the bigger token")
    return rules, tactic, tactic.build(rules)


def _captures_first(state, actions):
    """Crossings, then captures, then the rest: alpha-beta's cuts come sooner."""

    def rank(action):
        if not isinstance(action, Move):
            return 3
        if action.target is None:
            return 0
        stack = state.stack(action.target)
        return 1 if stack and (stack[-1] & 1) != state.to_move else 2

    return sorted(actions, key=rank)


def test_taking_the_60_loses_but_loses_least():
    rules, _, state = _position()
    solver = Solver(rules, key=lambda s: dataclasses.replace(s, plies=0),
                    order=_captures_first)
    assert rules.current_player(state) == LIGHT
    assert solver.margin(state) == -100  # lost, whatever Light plays
    take_60 = Move(parse_square("b2"), parse_square("b3"))
    assert take_60 in rules.legal_actions(state)
    assert solver.margin(rules.apply(state, take_60)) == -100  # the capture is the best loss
    # keying on the state without its ply count is exact: no line comes near B11's limit
    assert state.plies + solver.deepest + 1 < MAX_PLIES


def test_more_search_still_takes_the_60():
    """Failed before Berd's ends were scored by share: b2-c2 (the 10) at 20,000
    iterations, every seed."""
    rules, tactic, _ = _position()
    for seed in (0, 1):
        result = try_tactic(rules, tactic, "normal", seed, budget=Budget(None, 20_000))
        assert result.good, f"seed {seed}: played {result.label}"
