"""What the table says and shows of a game, beside its rules (DESIGN.md, "Beside the rules").

The rules (``core/protocol.py``) answer what the game *is*; a game's ``Presenter``, on its
entry, answers how it reads to its players: the names and colours of its sides, how an
action reads in the log and the move list, where the game stands, what its scores count,
how a score was worked out and its standard record. Every method is a pure function of
its arguments (no pygame), so the words can be tested and, later, translated in one place.
A game overrides only what differs from these defaults.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any, Generic, TypeVar

from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.seat_words import seat_name

S = TypeVar("S")
A = TypeVar("A")

RGB = tuple[int, int, int]


class Presenter(Generic[S, A]):
    """A game's words and looks for the table, the results and the files; these defaults
    suit a game with numbered players, a log of its actions and scores in points."""

    export_suffix: str | None = None
    """The file suffix of a standard record of the game ("pgn"), if it has one."""

    # -- sides --------------------------------------------------------------------------
    def side_name(self, seat: int, players: int,
                  options: Mapping[str, Any] | None = None) -> str:
        """What the game calls the side a seat plays ("Light", "White", "Red & Blue" …);
        ``options`` for games whose options say who plays what (None: the defaults)."""
        return seat_name(seat)

    def side_colours(self, seat: int, players: int,
                     options: Mapping[str, Any] | None = None) -> tuple[RGB, ...]:
        """The colours (RGB) of the seat's pieces, which its badge shows so that a seat's
        badge matches what it plays; empty: the table's own colour for that seat."""
        return ()

    def seating(self, players: int, options: Mapping[str, Any] | None = None) -> str:
        """One sentence for the setup screen on how these options seat this many players
        (who owns what, who plays with whom); empty when there is nothing to say."""
        return ""

    def acting_side(self, state: S) -> str | None:
        """The side acting now, when a seat plays several sides in turn (solo NeuroDrez:
        the colour whose turn it is); None: the seat's side name says it."""
        return None

    # -- the log and the move list --------------------------------------------------------
    def action_label(self, state: S, action: A, seat: int | None = None) -> str:
        """How ``action``, taken in ``state``, reads in the move log as ``seat`` may see it.

        ``seat`` None means everyone at the table; the label then shows no secret.
        """
        return str(action)

    def move_words(self, state: S, action: A) -> str | None:
        """How ``action`` reads in the game's move list, if the game keeps one apart from
        its log of events (PokerDrez: "Nf3 (own card Knight 2)", numbered in pairs as
        chess players write them; a draw or a roll stays in the events): None for an
        action that is not a move, and for every action of a game without a move list."""
        return None

    def in_log(self, state: S, action: A) -> bool:
        """Whether the move log gives ``action`` a line of its own (not a roll whose
        result, the next line, says it all)."""
        return True

    def progress(self, state: S) -> str | None:
        """Where the game stands as its players count it ("Setup", "Move 12").

        None: the program counts the players' actions instead.
        """
        return None

    # -- scores and records ---------------------------------------------------------------
    def score_unit(self, options: Mapping[str, Any]) -> str:
        """What an outcome's scores count ("points", "chips"), summed over a sitting."""
        return _("points")

    def sitting_counts_wins(self, options: Mapping[str, Any]) -> bool:
        """Whether a sitting (the games the same players play one after another) counts
        the games each seat won instead of adding up the scores (False, this default):
        for a game whose scores only decide that game, such as a count of pieces taken,
        which the results show beside the game's result but never carry to the next."""
        return False

    def score_sheet(self, state: S) -> list[tuple[int, str]] | None:
        """How each seat's score of an ended game was worked out, as ``(seat, line)``
        pairs in seat order, one short sum per seat ("4 tokens: 40 + 30 + 20 + 10 = 100"),
        which the results screen prints under that seat's score. Asked only of an ended
        state, where nothing is hidden any more.

        None (this default): the game's scores have no arithmetic worth showing (a win or
        a loss, a count the table already shows)."""
        return None

    def export(self, states: Sequence[S], actions: Sequence[A], names: Sequence[str],
               played_on: date | None = None) -> str:
        """The game so far (``states[0]`` the initial state) in the standard record format
        of ``export_suffix``; only for games that have one. It shows no secret."""
        raise NotImplementedError("this game has no standard record format")
