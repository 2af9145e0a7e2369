"""PokerDrez: chess paid with cards (rules in ``rules.py``, rulings P1–P17)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import BenchScript, GameEntry
from neurodrez_desktop.games.pokerdrez.catalog import N_
from neurodrez_desktop.games.pokerdrez.policy import PokerDrezPolicy
from neurodrez_desktop.games.pokerdrez.presenter import PokerDrezPresenter
from neurodrez_desktop.games.pokerdrez.profile import PROFILE
from neurodrez_desktop.games.pokerdrez.rules import PokerDrezRules

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.games.pokerdrez import controller
    from neurodrez_desktop.ui.table import GameTable

    return GameTable(controller.create)


ENTRY = GameEntry(
    tests=PROFILE,
    rules=PokerDrezRules(),
    presenter=PokerDrezPresenter(),
    folder=Path(__file__).parent,
    tagline=N_("Chess where every move is paid with a card, Hold'em style."),
    search=PokerDrezPolicy(),
    table=_table,
    bench=BenchScript({"two_decks": True, "pawn_sacrifice": True, "betting": True},
                      played_before=60),  # both decks, a stake, captures
    first_help=(
        ("board", N_("Click a piece, then a lit square. The move is paid with a card of its "
                     "type (or a Joker): yours, or a common one.")),
        ("common", N_("The common cards: either player may pay with them.")),
        ("actions", N_("Draws, trades, the die and bets, when the rules allow them.")),
    ),
)
