"""Neuroriders: lay Memory Rooms, walk the four Neuroriders through doors of your hidden
agenda's colours, before the mind crystallizes (rules in ``rules.py``, rulings R1–R15)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import BenchScript, GameEntry
from neurodrez_desktop.games.neuroriders import words
from neurodrez_desktop.games.neuroriders.catalog import N_
from neurodrez_desktop.games.neuroriders.policy import NeuroridersPolicy
from neurodrez_desktop.games.neuroriders.presenter import NeuroridersPresenter
from neurodrez_desktop.games.neuroriders.profile import PROFILE
from neurodrez_desktop.games.neuroriders.rules import NeuroridersRules

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.games.neuroriders import controller
    from neurodrez_desktop.ui.table import GameTable

    return GameTable(controller.create)


ENTRY = GameEntry(
    tests=PROFILE,
    rules=NeuroridersRules(),
    presenter=NeuroridersPresenter(),
    folder=Path(__file__).parent,
    tagline=N_("Lay rooms, walk the riders through your colours' doors, beat the crystal."),
    search=NeuroridersPolicy(),
    table=_table,
    bench=BenchScript(players=4, played_before=70),  # four riders, a late, large grid
    setup_note=words.EARLY_END_NOTE,
    first_help=(
        ("lineup", N_("Take one of these four rooms into your hand.")),
        ("hand", N_("Your rooms: choose one, turn it (R), and click a lit cell to lay it.")),
        ("board", N_("The grid: drag it to look around, the wheel zooms, C centres.")),
    ),
)
