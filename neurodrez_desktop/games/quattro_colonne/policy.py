"""How the computer searches Quattro Colonne: its evaluation and guidance, from
``heuristics``."""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.search_policy import SearchPolicy
from neurodrez_desktop.core.tactics import Tactic
from neurodrez_desktop.games.quattro_colonne import heuristics, tactics
from neurodrez_desktop.games.quattro_colonne.state import QCAction, QCState


class QuattroColonnePolicy(SearchPolicy[QCState, QCAction]):
    """Captures first, a King capture that wins alone worth a look, longer playouts, and
    the second secret order weighed blind to the first (Q4). The hooks are the
    heuristics' own functions, unwrapped: the search calls them at every node."""

    rollout_depth = 8
    search_rate = 8000
    """Iterations a second of the search on the reference machine (2 cores), idle: between
    the 5th and 10th percentiles of whole games' decisions (``neurodrez bench rate
    --calibrate``), so the slowest decisions of a level take about its work's seconds."""

    evaluate = staticmethod(heuristics.evaluate)
    first_to_try = staticmethod(heuristics.first_to_try)
    worth_trying = staticmethod(heuristics.worth_trying)
    blind = staticmethod(heuristics.blind)

    def tactics(self) -> Sequence[Tactic]:
        return tactics.tactics()
