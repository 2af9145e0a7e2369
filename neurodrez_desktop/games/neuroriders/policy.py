"""How the computer searches Neuroriders: its evaluation and guidance, from
``heuristics``."""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.search_policy import SearchPolicy
from neurodrez_desktop.core.tactics import Tactic
from neurodrez_desktop.games.neuroriders import heuristics, tactics
from neurodrez_desktop.games.neuroriders.state import NRAction, NRState


class NeuroridersPolicy(SearchPolicy[NRState, NRAction]):
    """The placements that earn the mover's agenda most, tried first and alone worth a
    look; the last R11 adjustment settled by rule. The hooks are the heuristics' own
    functions, unwrapped: the search calls them at every node."""

    search_rate = 750
    """Iterations a second of the search on the reference machine (2 cores), idle: between
    the 5th and 10th percentiles of whole games' decisions (``neurodrez bench rate
    --calibrate``), so the slowest decisions of a level take about its work's seconds."""

    evaluate = staticmethod(heuristics.evaluate)
    first_to_try = staticmethod(heuristics.first_to_try)
    worth_trying = staticmethod(heuristics.worth_trying)
    obvious = staticmethod(heuristics.last_adjustment)

    def tactics(self) -> Sequence[Tactic]:
        return tactics.tactics()
