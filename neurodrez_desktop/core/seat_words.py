"""Seats in words: a game whose sides are only seat numbers ("Player 2", the rules'
default side name) names its players so in its pure words, since rules never know names;
the table says the names the players gave instead ("Ann lays room 21").

One pass over the text with every seat at once, so a player who named herself "Player 2"
in seat 1 is not renamed again. No pygame here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

SEAT_WORDS = re.compile(r"\bPlayer ([1-9])\b")
"""How the rules' words name a seat without a side of its own (seat 0 is "Player 1")."""


def with_names(text: str, names: Sequence[str]) -> str:
    """``text`` with each "Player N" of a seat at the table replaced by its player's name;
    a number beyond the table stays as written."""
    def name(found: re.Match[str]) -> str:
        seat = int(found.group(1)) - 1
        return names[seat] if seat < len(names) else found.group(0)

    return SEAT_WORDS.sub(name, text)
