"""Neuroriders' final score and its tie-breaks (R14, R15), worked out so that the score
sheet can show each player's arithmetic line by line.

A section's value is its Memories less its Crystallization (it may be negative). A player
scores their agenda's first colour twice, the second once, the third against them, and one
point per Action card never played.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from neurodrez_desktop.games.neuroriders.catalog import _
from neurodrez_desktop.games.neuroriders.rooms import Agenda, colour_name


def section_values(memories: Sequence[int], crystallization: Sequence[int]) -> tuple[int, ...]:
    """R14: each colour's value, Memories − Crystallization."""
    return tuple(m - c for m, c in zip(memories, crystallization, strict=True))


@dataclass(frozen=True)
class ScoreSheet:
    """One player's final score, part by part (R14)."""

    agenda: Agenda
    first: int
    """VP from the first colour (its value × the first weight)."""
    second: int
    third: int
    """VP from the third colour (negative when its value is positive)."""
    unplayed: int
    """One VP per Action card not played."""

    @property
    def total(self) -> int:
        return self.first + self.second + self.third + self.unplayed

    def lines(self) -> list[str]:
        """The arithmetic as the score sheet shows it."""
        a = self.agenda
        return [_("{colour} (first): {vp}").format(colour=colour_name(a.first),
                                                   vp=f"{self.first:+d}"),
                _("{colour} (second): {vp}").format(colour=colour_name(a.second),
                                                    vp=f"{self.second:+d}"),
                _("{colour} (third): {vp}").format(colour=colour_name(a.third),
                                                   vp=f"{self.third:+d}"),
                _("unplayed Action cards: {vp}").format(vp=f"{self.unplayed:+d}"),
                _("total: {vp}").format(vp=self.total)]


def score_sheet(agenda: Agenda, values: Sequence[int], unplayed_cards: int,
                weights: tuple[int, int, int] = (2, 1, -1)) -> ScoreSheet:
    """R14: the player's score with ``agenda``, the sections' ``values`` and the Action
    cards they never played."""
    return ScoreSheet(agenda, weights[0] * values[agenda.first],
                      weights[1] * values[agenda.second], weights[2] * values[agenda.third],
                      unplayed_cards)


def tie_break_key(sheet: ScoreSheet, cards_used: int, seats_from_marker: int
                  ) -> tuple[int, int, int, int, int]:
    """R15: higher is better — the total, then more VP from the first colour, fewer
    Action cards used, fewer VP lost to the third colour, and the player furthest from
    receiving the first-player marker (``seats_from_marker``: passes to the left from the
    holder, who is 0). Equal keys share the win."""
    lost_to_third = max(0, -sheet.third)
    return (sheet.total, sheet.first, -cards_used, -lost_to_third, seats_from_marker)
