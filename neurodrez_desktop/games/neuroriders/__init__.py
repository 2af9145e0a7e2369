"""Neuroriders: lay Memory Rooms, walk the four Neuroriders through doors of your hidden
agenda's colours, before the mind crystallizes (rules in ``rules.py``, rulings R1–R15)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import BenchScript, GameEntry, Later
from neurodrez_desktop.games.neuroriders.catalog import N_
from neurodrez_desktop.games.neuroriders.spec import EARLY_END_NOTE, SPEC

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.games.neuroriders import controller
    from neurodrez_desktop.ui.table import GameTable

    return GameTable(controller.create)


ENTRY = GameEntry(
    # the rules, presenter, search and test profile are imported when first used: the
    # menu lists the game from its spec alone
    listing=SPEC,
    rules=Later("neurodrez_desktop.games.neuroriders.rules", "NeuroridersRules"),
    presenter=Later("neurodrez_desktop.games.neuroriders.presenter", "NeuroridersPresenter"),
    search=Later("neurodrez_desktop.games.neuroriders.policy", "NeuroridersPolicy"),
    tests=Later("neurodrez_desktop.games.neuroriders.profile", "PROFILE"),
    folder=Path(__file__).parent,
    tagline=N_("Lay rooms, walk the riders through your colours' doors, beat the crystal."),
    table=_table,
    bench=BenchScript(players=4, played_before=70),  # four riders, a late, large grid
    setup_note=EARLY_END_NOTE,
    first_help=(
        ("lineup", N_("Take one of these four rooms into your hand.")),
        ("hand", N_("Your rooms: choose one, turn it (R), and click a lit cell to lay it.")),
        ("board", N_("The grid: drag it to look around, the wheel zooms, C centres.")),
    ),
)
