"""NeuroDrez, the flagship: chess pieces conquering a terrain of 36 coloured tiles."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import BenchScript, GameEntry, Later
from neurodrez_desktop.games.neurodrez.catalog import N_
from neurodrez_desktop.games.neurodrez.setup import SPEC

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.games.neurodrez import controller
    from neurodrez_desktop.ui.table import GameTable

    return GameTable(controller.create, controller.preview_option)


ENTRY = GameEntry(
    # the rules, presenter, search and test profile are imported when first used: the
    # menu lists the game from its spec alone
    listing=SPEC,
    rules=Later("neurodrez_desktop.games.neurodrez.rules", "NeuroDrezRules"),
    presenter=Later("neurodrez_desktop.games.neurodrez.presenter", "NeuroDrezPresenter"),
    search=Later("neurodrez_desktop.games.neurodrez.policy", "NeuroDrezPolicy"),
    tests=Later("neurodrez_desktop.games.neurodrez.profile", "PROFILE"),
    folder=Path(__file__).parent,
    tagline=N_("Chess pieces conquer a growing terrain of coloured tiles."),
    table=_table,
    bench=BenchScript(players=4, played_before=120),  # four hands, a terrain mid-game
    first_help=(
        ("hand", N_("Your tiles and cards: click a tile, then a lit cell to lay it.")),
        ("board", N_("The terrain of coloured tiles, which your pieces conquer tile by "
                     "tile.")),
        ("actions", N_("The choices of this step of your turn, when there are any.")),
    ),
)
