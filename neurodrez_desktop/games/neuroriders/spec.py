"""The spec of Neuroriders: its id, title, player counts and options, apart from its rules so that
the menu and the setup screen list the game without importing them."""

from __future__ import annotations

from neurodrez_desktop.core.protocol import GameSpec, Option
from neurodrez_desktop.games.neuroriders.catalog import N_

FIRST_OPTION = Option(
    "first", N_("First player"), ("random", 1), "random",
    help=N_("R5: who starts with the first-player marker; seat the best long-term memory "
            "first."),
    labels=(N_("Drawn at random"), N_("Player 1 (the first seat)")))
"""R5 leaves the choice to the table; the setup screen's seat order says who is Player 1,
so "the first seat" lets the table give the marker to anyone (and the conformance suite
need not replay every seat's start)."""

SPEC = GameSpec(
    id="neuroriders",
    title=N_("Neuroriders"),
    description=N_("Lay Memory Rooms so the four Neuroriders walk through doors of the "
                   "colours your hidden agenda wants, before the mind crystallizes."),
    min_players=2,
    max_players=4,
    options=(FIRST_OPTION,),
    hidden_information=True,  # agendas and dealt rooms (R6)
    default_players=3,
)

EARLY_END_NOTE = N_(
    "With two players about one game in six ends at the first crystallization, after "
    "only 4 turns, when every room laid touches the Starting Room (31 of 200 greedy "
    "two-player games). The table warns before the room that would do it.")
"""The setup screen's word on R12/R13's early end. Measured on 200 two-player games
between the greedy computer players with the seeds ``neurodrez simulate --game neuroriders
--games 200 --agents greedy,greedy --seed 1`` uses (game g: seed 100003 + g, chance from
it, each seat's agent on its own view): 31 ended at the first crystallization with every
room face down (15.5%); 180 of 1000 games with ``--seed 3`` (18%), with the rules as
of the R12 (3) ruling on stranded riders."""
