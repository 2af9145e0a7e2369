"""PokerDrez: chess paid with cards (rules in ``rules.py``, rulings P1–P17)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import AiHooks, BenchScript, GameEntry
from neurodrez_desktop.games.pokerdrez import heuristics, tactics
from neurodrez_desktop.games.pokerdrez.profile import PROFILE
from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.games.pokerdrez import controller
    from neurodrez_desktop.ui.table import GameTable

    return GameTable(controller.create)

SEARCH_RATE = 1200
"""Iterations a second of the search on the reference machine (2 cores), idle: between
the 5th and 10th percentiles of whole games' decisions (``neurodrez bench rate
--calibrate``), so the slowest decisions of a level take about its work's seconds."""

ENTRY = GameEntry(
    tests=PROFILE,
    rules=PokerDrezRules(),
    folder=Path(__file__).parent,
    tagline="Chess where every move is paid with a card, Hold'em style.",
    ai=AiHooks(heuristics.evaluate, first_to_try=heuristics.first_to_try,
               rollout_depth=heuristics.ROLLOUT_DEPTH, decision=heuristics.decision,
               cheapest=heuristics.cheapest, obvious=heuristics.obvious,
               open_chance=heuristics.open_chance,
               tactics=tactics.tactics, search_rate=SEARCH_RATE,
               minimax=heuristics.MINIMAX),
    table=_table,
    bench=BenchScript({"pawn_sacrifice": True, "betting": True}),
    first_help=(
        ("board", "Click a piece, then a lit square. The move is paid with a card of its "
                  "type (or a Joker): yours, or a common one."),
        ("common", "The common cards: either player may pay with them."),
        ("actions", "Draws, trades, the die and bets, when the rules allow them."),
    ),
)
