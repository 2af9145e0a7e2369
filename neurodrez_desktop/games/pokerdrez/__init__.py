"""PokerDrez: chess paid with cards (rules in ``rules.py``, rulings P1–P17)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import BenchScript, GameEntry, Later
from neurodrez_desktop.games.pokerdrez.catalog import N_
from neurodrez_desktop.games.pokerdrez.spec import SPEC

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.games.pokerdrez import controller
    from neurodrez_desktop.ui.table import GameTable

    return GameTable(controller.create)


ENTRY = GameEntry(
    # the rules, presenter, search and test profile are imported when first used: the
    # menu lists the game from its spec alone
    listing=SPEC,
    rules=Later("neurodrez_desktop.games.pokerdrez.rules", "PokerDrezRules"),
    presenter=Later("neurodrez_desktop.games.pokerdrez.presenter", "PokerDrezPresenter"),
    search=Later("neurodrez_desktop.games.pokerdrez.policy", "PokerDrezPolicy"),
    tests=Later("neurodrez_desktop.games.pokerdrez.profile", "PROFILE"),
    folder=Path(__file__).parent,
    tagline=N_("Chess where every move is paid with a card, Hold'em style."),
    table=_table,
    bench=BenchScript({"two_decks": True, "pawn_sacrifice": True, "betting": True},
                      played_before=200),  # both decks, a stake, captures, discards
    first_help=(
        ("board", N_("Click a piece, then a lit square. The move is paid with a card of its "
                     "type (or a Joker): yours, or a common one.")),
        ("common", N_("The common cards: either player may pay with them.")),
        ("actions", N_("Draws, trades, the die and bets, when the rules allow them.")),
    ),
)
