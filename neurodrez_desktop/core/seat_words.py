"""Seats in words: a game whose sides are only seat numbers ("Player 2", the rules'
default side name) names its players so in its pure words, since rules never know names;
the table says the names the players gave instead ("Ann lays room 21").

One pass over the text with every seat at once, so a player who named herself "Player 2"
in seat 1 is not renamed again. The seat's words are the program's ("Player {number}",
"Jugador {number}" in Spanish): the English form and the form of the language of the
moment are both recognised, so words said before a change of language still read. No
pygame here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from neurodrez_desktop.core.i18n import N_, _, generation

SEAT_NAME = N_("Player {number}")
"""How the program names a seat without a side of its own (seat 0 is "Player 1")."""


def seat_name(seat: int) -> str:
    """Seat ``seat``'s default name in the language of the moment: "Player 2", "Jugador 2"."""
    return _(SEAT_NAME).format(number=seat + 1)


class SeatWords:
    """The words that name a seat by its number ("Player 2"), as a pattern whose one group
    is the number: in English and in the language of the moment."""

    def __init__(self) -> None:
        self._made: tuple[int, re.Pattern[str]] | None = None

    @property
    def pattern(self) -> re.Pattern[str]:
        """Made again after the language changes."""
        if self._made is None or self._made[0] != generation():
            forms = dict.fromkeys((SEAT_NAME, _(SEAT_NAME)))  # English first, once each
            alternatives = "|".join(re.escape(form).replace(re.escape("{number}"), "([1-9])")
                                    for form in forms)
            self._made = (generation(), re.compile(rf"\b(?:{alternatives})\b"))
        return self._made[1]

    def number(self, found: re.Match[str]) -> int:
        """The seat number (1, 2 …) a match names."""
        return int(next(group for group in found.groups() if group is not None))

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return self.pattern.fullmatch(text)

    def search(self, text: str) -> re.Match[str] | None:
        return self.pattern.search(text)

    def sub(self, change: Callable[[re.Match[str]], str], text: str) -> str:
        return self.pattern.sub(change, text)


SEAT_WORDS = SeatWords()
"""How the rules' words name a seat without a side of its own (seat 0 is "Player 1")."""


def with_names(text: str, names: Sequence[str]) -> str:
    """``text`` with each "Player N" of a seat at the table replaced by its player's name;
    a number beyond the table stays as written."""
    def name(found: re.Match[str]) -> str:
        seat = SEAT_WORDS.number(found) - 1
        return names[seat] if seat < len(names) else found.group(0)

    return SEAT_WORDS.sub(name, text)
