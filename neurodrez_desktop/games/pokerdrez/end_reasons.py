"""Why a PokerDrez game ended, kept in the state in English and said to each player in
their language.

The state keeps its reason as a sentence and a save keeps the state, so the kept words stay
English whatever language the game was played in (saves are language-free, and the PGN's
Termination header is English as PGN readers expect); what the table and the results show
is ``said(reason)``: the kept sentence read back against the forms below and said again in
the reader's language. Pure: no pygame.
"""

from __future__ import annotations

from neurodrez_desktop.core.kept_words import said_again
from neurodrez_desktop.games.pokerdrez.catalog import N_, _
from neurodrez_desktop.games.pokerdrez.state import SIDE_NAMES
from neurodrez_desktop.games.pokerdrez.words import side

FOLDS = N_("{side} folds")
"""P16: a raise answered with a fold."""
CHECKMATED = N_("{side} is checkmated")
NO_WAY_OUT = N_("{side} is in check and cannot pay for a way out")
"""P12: in check with no card or die to pay for any move out of it."""
STALEMATE = N_("Stalemate: a draw")
FIVEFOLD = N_("Fivefold repetition: a draw")
SEVENTY_FIVE = N_("Seventy-five moves without capture or pawn move: a draw")
INSUFFICIENT = N_("Insufficient material: a draw")
REASONS = (FOLDS, CHECKMATED, NO_WAY_OUT, STALEMATE, FIVEFOLD, SEVENTY_FIVE, INSUFFICIENT)


def of_side(reason: str, seat: int) -> str:
    """A kept reason that names a side (``FOLDS``, ``CHECKMATED``, ``NO_WAY_OUT``)."""
    return reason.format(side=SIDE_NAMES[seat])


def said(reason: str) -> str:
    """``reason`` as kept in the state, in the player's language."""
    return said_again(reason, REASONS, _, {"side": (SIDE_NAMES, side)})
