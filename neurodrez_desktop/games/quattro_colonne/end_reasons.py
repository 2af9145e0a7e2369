"""Why a Quattro Colonne game ended (Q10), kept in the state in English and said to each
player in their language.

The state keeps its reason as a sentence and a save keeps the state, so the kept words stay
English whatever language the game was played in (saves are language-free); what the table
and the results show is ``said(reason)``: the kept sentence read back against the few forms
the rules make it from, and said again in the reader's language (a reason of no known form
is shown as kept). Pure: no pygame.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

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


_SIDE = "(White|Black)"
_KING = re.compile(f"^{_SIDE} captured {_SIDE}'s King \\(Q10\\)$")
_GONE = re.compile(f"^{_SIDE}(?: and {_SIDE})? has no piece on the board after round "
                   r"(\d+) \(Q10\)$")
_ROUNDS = re.compile(r"^(\d+) rounds have been played \(Q10\)$")


def _said_side(kept: str) -> str:
    return side_name(SIDE_NAMES.index(kept))


def said(reason: str) -> str:
    """``reason`` as kept in the state, in the player's language."""
    found = _KING.match(reason)
    if found:
        return _(KING_CAPTURED).format(side=_said_side(found[1]), other=_said_side(found[2]))
    found = _GONE.match(reason)
    if found:
        sides = _said_side(found[1])
        if found[2]:
            sides = _("{first} and {second}").format(first=sides, second=_said_side(found[2]))
        return _(NO_PIECE).format(sides=sides, round=found[3])
    found = _ROUNDS.match(reason)
    if found:
        return _(ROUNDS_PLAYED).format(rounds=found[1])
    return reason
