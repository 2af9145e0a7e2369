"""Why a Berd game ended (B11), kept in the state in English and said to each player in
their language.

The state keeps its reason as a sentence and a save keeps the state, so the kept words stay
English whatever language the game was played in (saves are language-free); what the
results show is ``said(reason)``: the kept sentence read back against the few forms the
rules make it from, and said again in the reader's language (a reason of no known form is
shown as kept). Pure: no pygame.
"""

from __future__ import annotations

from neurodrez_desktop.core.kept_words import said_again
from neurodrez_desktop.games.berd.catalog import N_, _
from neurodrez_desktop.games.berd.state import SIDE_NAMES, side_name

ALONE = N_("Only {side} controls stacks on the board; {side} collects them all")
"""B11: one side alone has stacks left, and collects them."""
NO_STACKS = N_("No stacks remain on the board")
"""B11: the last stacks crossed off together."""
BOTH_PASSED = N_("Both players passed in succession")
"""B11: neither side could move."""
PLIES_PLAYED = N_("{plies} plies have been played")
"""B11b: the move limit."""


def alone(side: int) -> str:
    """The kept reason when only ``side`` controls stacks."""
    return ALONE.format(side=SIDE_NAMES[side])


def plies_played(plies: int) -> str:
    """The kept reason when the move limit is reached."""
    return PLIES_PLAYED.format(plies=plies)


def said(reason: str) -> str:
    """``reason`` as kept in the state, in the player's language."""
    return said_again(reason, (ALONE, NO_STACKS, BOTH_PASSED, PLIES_PLAYED), _,
                      {"side": (SIDE_NAMES, side_name)})
