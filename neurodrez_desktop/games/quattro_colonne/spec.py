"""Quattro Colonne's spec: its id, title, player counts and options, apart from its rules so that
the menu and the setup screen list the game without importing them."""

from __future__ import annotations

from neurodrez_desktop.core.protocol import GameSpec
from neurodrez_desktop.games.quattro_colonne.catalog import N_

SPEC = GameSpec(
    id="quattro_colonne",
    title=N_("Quattro Colonne"),
    description=N_("Chess on four columns: order your columns in secret, then move, capture "
                   "and promote by capturing until a King falls."),
    min_players=2,
    max_players=2,
    hidden_information=True,  # the orders, until both are given (Q4)
)
