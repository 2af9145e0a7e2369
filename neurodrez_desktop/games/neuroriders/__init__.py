"""Neuroriders: lay Memory Rooms, walk the four Neuroriders through doors of your hidden
agenda's colours, before the mind crystallizes (rules in ``rules.py``, rulings R1–R15)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import AiHooks, GameEntry
from neurodrez_desktop.games.neuroriders import heuristics, tactics, words
from neurodrez_desktop.games.neuroriders.profile import PROFILE
from neurodrez_desktop.games.neuroriders.rules import NeuroridersRules

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.games.neuroriders import controller
    from neurodrez_desktop.ui.table import GameTable

    return GameTable(controller.create)

SEARCH_RATE = 750
"""Iterations a second of the search on the reference machine (2 cores), idle: between
the 5th and 10th percentiles of whole games' decisions (``neurodrez bench rate
--calibrate``), so the slowest decisions of a level take about its work's seconds."""

ENTRY = GameEntry(
    tests=PROFILE,
    rules=NeuroridersRules(),
    folder=Path(__file__).parent,
    tagline="Lay rooms, walk the riders through your colours' doors, beat the crystal.",
    ai=AiHooks(heuristics.evaluate, first_to_try=heuristics.first_to_try,
               worth_trying=heuristics.worth_trying, obvious=heuristics.last_adjustment,
               tactics=tactics.tactics,
               search_rate=SEARCH_RATE),
    table=_table,
    setup_note=words.EARLY_END_NOTE,
    first_help=(
        ("lineup", "Take one of these four rooms into your hand."),
        ("hand", "Your rooms: choose one, turn it (R), and click a lit cell to lay it."),
        ("board", "The grid: drag it to look around, the wheel zooms, C centres."),
    ),
)
