"""Berd's spec: its id, title, player counts and options, apart from its rules so that
the menu and the setup screen list the game without importing them."""

from __future__ import annotations

from neurodrez_desktop.core.protocol import GameSpec, Option
from neurodrez_desktop.games.berd.catalog import N_

SPEC = GameSpec(
    id="berd",
    title=N_("Berd"),
    description=N_("An abstract stacking race: carry your towers across the board, "
                   "capture and recover tokens."),
    min_players=2,
    max_players=2,
    hidden_information=True,  # only with hidden points (B15)
    options=(
        Option("size", N_("Board"), (3, 4, 5, 6), 4, N_("B1: the board is N×N."),
               ("3×3", "4×4", "5×5", "6×6")),
        # "standard" is a value the setup shows as its own label: marked for the catalog
        Option("tokens", N_("Tokens each"), (N_("standard"), *range(1, 13)), "standard",
               N_("B2: standard is 5/6/7/8 on 3×3/4×4/5×5/6×6; at most 2N.")),
        Option("arrangement", N_("Setup"), ("manual", "automatic"), "manual",
               N_("B4: place tokens one by one, or spread them evenly at once."),
               (N_("Place tokens by hand"), N_("Place automatically"))),
        Option("colour_protection", N_("Colour protection"), (False, True), False,
               N_("B13: a tower on a square of its colour cannot be captured.")),
        Option("points", N_("Points"), ("none", "visible", "hidden"), "none",
               N_("B14/B15: tokens carry 10, 20, 30…; hidden: only the owner sees them."),
               (N_("No points"), N_("Points"), N_("Hidden points"))),
    ),
    featured_options=(
        {"points": "hidden", "colour_protection": True},
        {"points": "hidden", "arrangement": "automatic", "size": 3},
        {"points": "visible", "arrangement": "automatic", "size": 6, "colour_protection": True},
        {"size": 5, "tokens": 1},
        {"size": 3, "tokens": 6, "colour_protection": True},
    ),
)
