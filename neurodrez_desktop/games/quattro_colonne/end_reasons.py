"""Why a Quattro Colonne game ended (Q10), kept in the state in English and said to each
player in their language.

The state keeps its reason as a sentence and a save keeps the state, so the kept words stay
English whatever language the game was played in (saves are language-free); what the table
and the results show is ``said(reason)``: the kept sentence read back against the few forms
the rules make it from, and said again in the reader's language (a reason of no known form
is shown as kept). Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from neurodrez_desktop.core.kept_words import said_again
from neurodrez_desktop.games.quattro_colonne.catalog import N_, _
from neurodrez_desktop.games.quattro_colonne.state import OTHER, SIDE_NAMES, side_name

KING_CAPTURED = N_("{side} captured {other}'s King (Q10)")
"""Q10: the move that takes a King ends the game at once."""
NO_PIECE = N_("{sides} has no piece on the board after round {round} (Q10)")
"""Q10: a side has nothing left on the board when a round ends."""
ROUNDS_PLAYED = N_("{rounds} rounds have been played (Q10)")
"""Q10: the last round is over."""
_BOTH = "{first} and {second}"


def king_captured(side: int) -> str:
    """The kept reason when ``side`` takes the other's King."""
    return KING_CAPTURED.format(side=SIDE_NAMES[side], other=SIDE_NAMES[OTHER[side]])


def no_piece(gone: Sequence[int], round_number: int) -> str:
    """The kept reason when the sides ``gone`` have no piece left after a round."""
    names = [SIDE_NAMES[s] for s in gone]
    sides = names[0] if len(names) == 1 else _BOTH.format(first=names[0], second=names[1])
    return NO_PIECE.format(sides=sides, round=round_number)


def rounds_played(rounds: int) -> str:
    """The kept reason when the last round is over."""
    return ROUNDS_PLAYED.format(rounds=rounds)


def _said_sides(kept: str) -> str:
    """One side's name, or two joined, as kept ("White and Black"), said anew."""
    names = [side_name(SIDE_NAMES.index(name)) for name in kept.split(" and ")]
    if len(names) == 1:
        return names[0]
    return _("{first} and {second}").format(first=names[0], second=names[1])


SIDES_KEPT = (*SIDE_NAMES, *(_BOTH.format(first=first, second=second)
                             for first in SIDE_NAMES for second in SIDE_NAMES if first != second))
"""Every way a kept reason names sides: one, or both joined ("White and Black")."""


def said(reason: str) -> str:
    """``reason`` as kept in the state, in the player's language."""
    sides = (SIDES_KEPT, lambda k: _said_sides(SIDES_KEPT[k]))
    return said_again(reason, (KING_CAPTURED, NO_PIECE, ROUNDS_PLAYED), _,
                      {"side": sides, "other": sides, "sides": sides})
