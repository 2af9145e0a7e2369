"""How the computer searches NeuroDrez: its evaluation and guidance, from ``heuristics``."""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.search_policy import SearchPolicy
from neurodrez_desktop.core.tactics import Tactic
from neurodrez_desktop.games.neurodrez import heuristics, tactics
from neurodrez_desktop.games.neurodrez.state import NeuroDrezAction, NeuroDrezState


class NeuroDrezPolicy(SearchPolicy[NeuroDrezState, NeuroDrezAction]):
    """Conquests and captures first, a winning conquest alone worth a look, each piece's
    entry or move one decision paid the cheapest way (N15). The hooks are the heuristics'
    own functions, unwrapped: the search calls them at every node."""

    rollout_depth = heuristics.ROLLOUT_DEPTH
    search_rate = 900
    """Iterations a second of the search on the reference machine (2 cores), idle: between
    the 5th and 10th percentiles of whole games' decisions (``neurodrez bench rate
    --calibrate``), so the slowest decisions of a level take about its work's seconds."""

    evaluate = staticmethod(heuristics.evaluate)
    first_to_try = staticmethod(heuristics.first_to_try)
    worth_trying = staticmethod(heuristics.worth_trying)
    deliberate = staticmethod(heuristics.deliberate)
    decision = staticmethod(heuristics.decision)
    cheapest = staticmethod(heuristics.cheapest)

    def tactics(self) -> Sequence[Tactic]:
        return tactics.tactics()
