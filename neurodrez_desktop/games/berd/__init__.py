"""Berd: the abstract stacking race (rules in ``rules.py``, rulings B1–B15)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import BenchScript, GameEntry, Later
from neurodrez_desktop.games.berd.catalog import N_
from neurodrez_desktop.games.berd.spec import SPEC

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.games.berd import controller
    from neurodrez_desktop.ui.table import GameTable

    return GameTable(controller.create)


ENTRY = GameEntry(
    # the rules, presenter, search and test profile are imported when first used: the
    # menu lists the game from its spec alone
    listing=SPEC,
    rules=Later("neurodrez_desktop.games.berd.rules", "BerdRules"),
    presenter=Later("neurodrez_desktop.games.berd.presenter", "BerdPresenter"),
    search=Later("neurodrez_desktop.games.berd.policy", "BerdPolicy"),
    tests=Later("neurodrez_desktop.games.berd.profile", "PROFILE"),
    folder=Path(__file__).parent,
    tagline=N_("Carry your towers across the board before your rival does."),
    table=_table,
    bench=BenchScript({"size": 6, "tokens": 12, "arrangement": "automatic", "points": "visible",
                       "colour_protection": True}, played_before=150),  # the most tokens
    first_help=(
        ("board", N_("Click one of your stacks, then a lit square: one step forward, left "
                     "or right. Off the far side, a stack is collected.")),
        ("seat_0", N_("Each side's tokens still to place, what it has collected, and its "
                      "sideways moves in a row (at most three).")),
    ),
)
