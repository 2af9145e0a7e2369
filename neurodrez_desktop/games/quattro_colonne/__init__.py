"""Quattro Colonne: chess on four columns with secret orders (rules in ``rules.py``,
rulings Q1–Q12)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import BenchScript, GameEntry
from neurodrez_desktop.games.quattro_colonne.catalog import N_
from neurodrez_desktop.games.quattro_colonne.policy import QuattroColonnePolicy
from neurodrez_desktop.games.quattro_colonne.presenter import QuattroColonnePresenter
from neurodrez_desktop.games.quattro_colonne.profile import PROFILE
from neurodrez_desktop.games.quattro_colonne.rules import QuattroColonneRules

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.games.quattro_colonne import controller
    from neurodrez_desktop.ui.table import GameTable

    return GameTable(controller.create)


ENTRY = GameEntry(
    tests=PROFILE,
    rules=QuattroColonneRules(),
    presenter=QuattroColonnePresenter(),
    folder=Path(__file__).parent,
    tagline=N_("Order your four columns in secret; capture to promote; take the King."),
    search=QuattroColonnePolicy(),
    table=_table,
    bench=BenchScript(played_before=150),  # captures and promotions on the table
    first_help=(
        ("tray", N_("Order your dice in secret: keys 1–4 or a click put each on a column.")),
        ("board", N_("The board, four columns wide (c to f): capture to promote, take the "
                     "King to win.")),
    ),
)
