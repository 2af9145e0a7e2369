"""A sitting: the games the same players play one after another ("Play again").

P17 has the program keep each player's chip total across the games of one sitting; every
game does the same with its scores (chips with PokerDrez's betting, else points), unless
its presenter says a sitting counts games won (``Presenter.sitting_counts_wins``: scores
that only decide one game, such as pieces captured). The totals before the current game
travel in its save file, so a resumed game keeps them. No pygame here.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from neurodrez_desktop.core.formats import decimal_mark
from neurodrez_desktop.core.i18n import N_, _
from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.core.protocol import Outcome

WINS = N_("games won")
"""The unit of a sitting that counts games won (``sitting_unit``), kept in English (a
key) and said through ``unit_words``."""
CHIPS = N_("chips")
"""PokerDrez's unit with betting (P17): totals in chips are signed. A game says its unit
in its own words; a unit of chips is known in English and in the program's word for it
in the language of the moment (the game's catalog says it with the same word)."""


@dataclass(frozen=True)
class Sitting:
    totals: tuple[float, ...]  # per seat of the current game
    games: int = 0  # games finished before the current one

    @classmethod
    def start(cls, seats: int) -> Sitting:
        return cls((0.0,) * seats)

    def after(self, outcome: Outcome, counts_wins: bool = False) -> Sitting:
        """The totals once a game with this outcome is over: its scores added, or with
        ``counts_wins`` one for each seat that won it (a draw wins nobody a game)."""
        if counts_wins:
            gained = tuple(float(seat in outcome.winners and not outcome.is_draw)
                           for seat in range(len(self.totals)))
        else:
            gained = outcome.scores
        return Sitting(tuple(t + g for t, g in zip(self.totals, gained, strict=True)),
                       self.games + 1)

    def swapped(self) -> Sitting:
        """The same players in the other seats (two players change sides)."""
        return Sitting(tuple(reversed(self.totals)), self.games)

    # -- in a save file ---------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"totals": list(self.totals), "games": self.games}

    @classmethod
    def from_meta(cls, meta: Mapping[str, Any], seats: int) -> Sitting:
        """The sitting kept in a save's meta; a new one if there is none or it does not fit
        (meta is never rules-relevant, so a hand-edited one costs only the totals)."""
        obj = meta.get("sitting")
        if not isinstance(obj, Mapping):
            return cls.start(seats)
        totals, games = obj.get("totals"), obj.get("games")
        if (not isinstance(totals, list) or len(totals) != seats
                or type(games) is not int or games < 0):
            return cls.start(seats)
        if not all(type(t) in (int, float) and _finite(t) for t in totals):
            return cls.start(seats)
        return cls(tuple(float(t) for t in totals), games)


def _finite(value: float) -> bool:
    try:
        return math.isfinite(value)
    except OverflowError:  # an integer too large for a float
        return False


def sitting_unit(presenter: Presenter[Any, Any], options: Mapping[str, Any]) -> str:
    """What a sitting's totals count: games won, or the games' scores in their own unit."""
    return WINS if presenter.sitting_counts_wins(options) else presenter.score_unit(options)


def unit_words(unit: str) -> str:
    """A sitting's unit as the player reads it ("games won" said in the language of the
    moment; a game's unit is already in its words)."""
    return _(WINS) if unit == WINS else unit


def is_chips(unit: str) -> bool:
    """Whether a sitting's totals count chips (signed, and shown from the first game)."""
    return unit in (CHIPS, _(CHIPS))


def total_words(value: float, unit: str) -> str:
    """A total as the results screen and the status bar show it: chips signed."""
    return signed(value) if is_chips(unit) else number_words(value)


def number_words(value: float) -> str:
    """``value`` as short as it goes (15, 0.5) with the language's decimal mark ("0,5")."""
    return f"{value:g}".replace(".", decimal_mark())


def signed(value: float) -> str:
    """+15, −5, 0, ½ shown as 0.5: how a change in a total reads."""
    text = number_words(abs(value))
    return f"+{text}" if value > 0 else f"−{text}" if value < 0 else text
