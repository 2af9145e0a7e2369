"""How the computer searches Berd: its evaluation, and the end scored on its scale."""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.protocol import Outcome
from neurodrez_desktop.core.search_policy import SearchPolicy
from neurodrez_desktop.core.tactics import Tactic
from neurodrez_desktop.games.berd import heuristics, tactics
from neurodrez_desktop.games.berd.state import BerdAction, BerdState


class BerdPolicy(SearchPolicy[BerdState, BerdAction]):
    """Berd is won on points (B12) and evaluated by each side's share of them, so the end
    is scored by that share too; everything else is the search's default."""

    search_rate = 9000
    """Iterations a second of the search on the reference machine (2 cores), idle: between
    the 5th and 10th percentiles of whole games' decisions (``neurodrez bench rate
    --calibrate``), so the slowest decisions of a level take about its work's seconds."""

    evaluate = staticmethod(heuristics.evaluate)

    def end_rewards(self, outcome: Outcome) -> tuple[float, ...]:
        return outcome.shares()

    def tactics(self) -> Sequence[Tactic]:
        return tactics.tactics()
