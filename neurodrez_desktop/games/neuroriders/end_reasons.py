"""Why a Neuroriders game ended (R11, R12, R13), kept in the state in English and said to
each player in their language.

The state keeps its reason as a sentence, and a save keeps the state, so the kept words
stay English whatever language the game was played in; what the table shows is
``said(reason)``: the kept sentence read back against the same few forms the rules made it
from, and said again in the reader's language (a reason of no known form is shown as
kept). Pure: no pygame.
"""

from __future__ import annotations

from neurodrez_desktop.core.kept_words import read_back, said_again
from neurodrez_desktop.games.neuroriders.catalog import N_, _, ngettext
from neurodrez_desktop.games.neuroriders.rooms import COLOUR_NAMES, colour_name

REACHED = N_("the {colour} section reached {limit} and went back to 10")
"""R11: a section reached the limit."""
CRYSTALLIZED = N_("every room on the grid has crystallized")
"""R12: the crystallization left no face-up room."""
NONE_LEFT = N_("no room is left: no new lineup of 4 can be formed")
"""R13: the pile is empty."""
FEW_LEFT = ("only {n} room is left: no new lineup of 4 can be formed",
            "only {n} rooms are left: no new lineup of 4 can be formed")
"""R13: fewer rooms in the pile than a lineup takes (its forms said by ``ngettext``)."""


def reached(colour: int, limit: int) -> str:
    """The kept reason when ``colour``'s section reached ``limit`` (R11)."""
    return REACHED.format(colour=COLOUR_NAMES[colour], limit=limit)


def pile_short(left: int) -> str:
    """The kept reason when only ``left`` rooms remain for a new lineup (R13)."""
    if not left:
        return NONE_LEFT
    return FEW_LEFT[left != 1].format(n=left)


def said(reason: str) -> str:
    """``reason`` as kept in the state, in the player's language."""
    found = read_back(reason, FEW_LEFT)
    if found is not None:  # a count: said by the language's own plural rule
        n = int(found[1]["n"])
        return ngettext("only {n} room is left: no new lineup of 4 can be formed",
                        "only {n} rooms are left: no new lineup of 4 can be formed",
                        n).format(n=n)
    return said_again(reason, (REACHED, CRYSTALLIZED, NONE_LEFT), _,
                      {"colour": (COLOUR_NAMES, colour_name)})
