"""How the computer searches tic-tac-toe: the lines still open to each mark, and its
tactics; everything else is the search's default."""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.search_policy import SearchPolicy
from neurodrez_desktop.core.tactics import Tactic

from . import tactics
from .rules import Mark, TicTacToeState, evaluate


class TicTacToePolicy(SearchPolicy[TicTacToeState, Mark]):
    evaluate = staticmethod(evaluate)

    def tactics(self) -> Sequence[Tactic]:
        return tactics.tactics()
