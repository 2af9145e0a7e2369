"""Quattro Colonne: chess on four columns with secret orders (rules in ``rules.py``,
rulings Q1–Q12)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from neurodrez_desktop.core.entry import BenchScript, GameEntry, Later
from neurodrez_desktop.games.quattro_colonne.catalog import N_
from neurodrez_desktop.games.quattro_colonne.spec import SPEC

if TYPE_CHECKING:
    from neurodrez_desktop.ui.table import GameTable


def _table() -> GameTable:
    """The table draws with pygame: imported only when a window needs it."""
    from neurodrez_desktop.games.quattro_colonne import controller
    from neurodrez_desktop.ui.table import GameTable

    return GameTable(controller.create)


ENTRY = GameEntry(
    # the rules, presenter, search and test profile are imported when first used: the
    # menu lists the game from its spec alone
    listing=SPEC,
    rules=Later("neurodrez_desktop.games.quattro_colonne.rules", "QuattroColonneRules"),
    presenter=Later("neurodrez_desktop.games.quattro_colonne.presenter", "QuattroColonnePresenter"),
    search=Later("neurodrez_desktop.games.quattro_colonne.policy", "QuattroColonnePolicy"),
    tests=Later("neurodrez_desktop.games.quattro_colonne.profile", "PROFILE"),
    folder=Path(__file__).parent,
    tagline=N_("Order your four columns in secret; capture to promote; take the King."),
    table=_table,
    bench=BenchScript(played_before=150),  # captures and promotions on the table
    first_help=(
        ("tray", N_("Order your dice in secret: keys 1–4 or a click put each on a column.")),
        ("board", N_("The board, four columns wide (c to f): capture to promote, take the "
                     "King to win.")),
    ),
)
