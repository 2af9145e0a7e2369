"""How the computer searches PokerDrez: its evaluation and guidance, from ``heuristics``."""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.search_policy import SearchPolicy
from neurodrez_desktop.core.tactics import Tactic
from neurodrez_desktop.games.pokerdrez import heuristics, tactics
from neurodrez_desktop.games.pokerdrez.state import PokerDrezAction, PokerDrezState


class PokerDrezPolicy(SearchPolicy[PokerDrezState, PokerDrezAction]):
    """Moves in a chess engine's order, a chess move one decision whichever card pays it
    (paid the cheapest way), the die a branch per face (P9), the card put back settled by
    rule (P6). The hooks are the heuristics' own functions, unwrapped: the search calls
    them at every node."""

    rollout_depth = heuristics.ROLLOUT_DEPTH
    minimax = heuristics.MINIMAX
    search_rate = 1200
    """Iterations a second of the search on the reference machine (2 cores), idle: between
    the 5th and 10th percentiles of whole games' decisions (``neurodrez bench rate
    --calibrate``), so the slowest decisions of a level take about its work's seconds."""

    evaluate = staticmethod(heuristics.evaluate)
    first_to_try = staticmethod(heuristics.first_to_try)
    decision = staticmethod(heuristics.decision)
    cheapest = staticmethod(heuristics.cheapest)
    obvious = staticmethod(heuristics.obvious)
    open_chance = staticmethod(heuristics.open_chance)

    def tactics(self) -> Sequence[Tactic]:
        return tactics.tactics()
