"""An exact solver for tests: a two-seat position played out to the end with best play, by
the rules API alone (``current_player``, ``legal_actions``, ``apply``, ``outcome``).

Each seat plays for the score margin (its score minus the other's), which also settles the
result: the margin's sign is who wins. Alpha-beta with a table of bounds, keyed on the state
(states are hashable frozen values) or on ``key(state)`` where two states differ only in a
count the end never reaches (Berd's ``plies``: ``deepest`` says how far the play went, so a
test can check it stayed short of the limit). A game with hidden information is solved from
the full state: what each seat could do if it saw everything. Chance is not handled.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Rules

_BIG = float("inf")


class Solver:
    def __init__(self, rules: Rules, key: Callable[[Any], Any] | None = None,
                 order: Callable[[Any, list[Any]], list[Any]] | None = None) -> None:
        self.rules = rules
        self.key = key or (lambda state: state)
        self.order = order or (lambda state, actions: actions)
        """The actions to try first (the likeliest best): alpha-beta cuts more, the value is
        the same."""
        self.table: dict[Any, tuple[float, float]] = {}
        self.deepest = 0
        """The most plies below the first position solved that any line reached."""

    def margin(self, state: Any) -> float:
        """Seat 0's score minus seat 1's at the end, both seats playing their best."""
        seat = self.rules.current_player(state)
        if seat == TERMINAL:
            return self._end(state)
        value = self._search(state, -_BIG, _BIG, 0)
        return value if seat == 0 else -value

    def _end(self, state: Any) -> float:
        scores = self.rules.outcome(state).scores
        return scores[0] - scores[1]

    def _search(self, state: Any, alpha: float, beta: float, depth: int) -> float:
        """The margin for the seat to act (negamax)."""
        rules = self.rules
        seat = rules.current_player(state)
        if seat == CHANCE:
            raise NotImplementedError("the exact solver does not handle chance")
        self.deepest = max(self.deepest, depth)
        key = self.key(state)
        low, high = self.table.get(key, (-_BIG, _BIG))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha0, beta0 = max(alpha, low), min(beta, high)
        alpha, beta = alpha0, beta0
        best = -_BIG
        for action in self.order(state, rules.legal_actions(state)):
            after = rules.apply(state, action)
            nxt = rules.current_player(after)
            if nxt == TERMINAL:
                value = self._end(after) * (1 if seat == 0 else -1)
            elif nxt == seat:  # the same seat again (a pass back, a second move)
                value = self._search(after, alpha, beta, depth + 1)
            else:
                value = -self._search(after, -beta, -alpha, depth + 1)
            best = max(best, value)
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        if best <= alpha0:  # failed low: an upper bound
            high = min(high, best)
        elif best >= beta0:  # failed high: a lower bound
            low = max(low, best)
        else:
            low = high = best
        self.table[key] = (low, high)
        return best
