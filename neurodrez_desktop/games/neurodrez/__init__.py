"""NeuroDrez, the flagship: chess pieces conquering a terrain of 36 coloured tiles."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import AiHooks, GameEntry
from neurodrez_desktop.games.neurodrez import heuristics, tactics
from neurodrez_desktop.games.neurodrez.profile import PROFILE
from neurodrez_desktop.games.neurodrez.rules import NeuroDrezRules

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.games.neurodrez import controller
    from neurodrez_desktop.ui.table import GameTable

    return GameTable(controller.create, controller.preview_option)

SEARCH_RATE = 900
"""Iterations a second of the search on the reference machine (2 cores), idle: between
the 5th and 10th percentiles of whole games' decisions (``neurodrez bench rate
--calibrate``), so the slowest decisions of a level take about its work's seconds."""

ENTRY = GameEntry(
    tests=PROFILE,
    rules=NeuroDrezRules(),
    folder=Path(__file__).parent,
    tagline="Chess pieces conquer a growing terrain of coloured tiles.",
    ai=AiHooks(heuristics.evaluate, first_to_try=heuristics.first_to_try,
               worth_trying=heuristics.worth_trying, deliberate=heuristics.deliberate,
               rollout_depth=heuristics.ROLLOUT_DEPTH, decision=heuristics.decision,
               cheapest=heuristics.cheapest, tactics=tactics.tactics,
               search_rate=SEARCH_RATE),
    table=_table,
    first_help=(
        ("hand", "Your tiles and cards: click a tile, then a lit cell to lay it."),
        ("board", "The terrain of coloured tiles, which your pieces conquer tile by tile."),
        ("actions", "The choices of this step of your turn, when there are any."),
    ),
)
