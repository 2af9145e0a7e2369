"""A game looked back at, move by move: where the review stands and what it may show.

No pygame here, so what a review shows (and, above all, what it must not) is tested
without a window. A review never changes its record: it replays it once into states and
only ever reads them.

**What it may show.** A finished game has no secrets left: every seat's cards, tiles and
orders are shown as they were at each moment. An unfinished game is shown only as the
person at the screen may know it: in a game against computers, the one person's views;
with several people (or none), what everyone at the table may see (``ONLOOKER``). So a
review can never be used to peek at a hand still in play.

**Where it stands.** The positions are those between the move list's entries: position 0
is the start (after any opening deal), position ``k`` the state once the list's first
``k`` entries were played, up to the next entry (a roll the list does not name, being
said by the next line, is played through). The board and the move list stay in step
because both are read from the same position.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from neurodrez_desktop.app.session import GameSession, LogEntry
from neurodrez_desktop.core.protocol import ONLOOKER, Rules
from neurodrez_desktop.core.record import GameRecord

SPEEDS = (("slow", 2.0, "×½"), ("normal", 1.0, "×1"), ("fast", 0.4, "×2"))
"""Autoplay's speeds: their name, the seconds a move stays on the board, and their name
on a narrow button."""


class Review:
    def __init__(self, rules: Rules, record: GameRecord) -> None:
        self.rules = rules
        self.record = record
        self.session = GameSession(rules, record)  # replays once; read only from here on
        self.finished = self.session.is_over
        humans = [s for s, seat in enumerate(record.players) if seat.is_human]
        if self.finished or not self.session.hides_information:
            self.seat: int | None = None  # nothing is secret: the states themselves
        elif len(humans) == 1:
            self.seat = humans[0]  # against computers: the one person's views
        else:
            self.seat = ONLOOKER  # several people (or none) at the screen: what all see
        self.entries: list[LogEntry] = (
            self._told_all() if self.finished and self.session.hides_information
            else self.session.log(None if self.seat in (None, ONLOOKER) else self.seat))
        self.position = len(self.entries)  # opened at the end, as the game was left
        self._views: dict[int, Any] = {}

    def _told_all(self) -> list[LogEntry]:
        """The move list of a finished game, secrets told: each entry as the seat that knew
        more than the table read it ("White draws Rook 1", not "White draws a card")."""
        public = self.session.log(None)
        known = [self.session.log(seat) for seat in range(len(self.record.players))]
        told = []
        for k, entry in enumerate(public):
            better = next((log[k].text for log in known if log[k].text != entry.text), None)
            told.append(entry if better is None else replace(entry, text=better))
        return told

    # -- what is shown ------------------------------------------------------------------
    @property
    def last(self) -> int:
        return len(self.entries)

    @property
    def viewer(self) -> int | None:
        """The seat the table is drawn for (None: no one's in particular). A finished
        game's table shows, at each moment, the hand of the seat acting then (the last to
        act at a roll or the end), as that seat saw it at its turn; the state drawn holds
        every secret, so the others' show as the table shows an open hand."""
        if self.seat is not None:
            return self.seat if self.seat >= 0 else None
        if not self.session.hides_information:
            return None
        index = self.state_index()
        for i in range(index, -1, -1):
            mover = (self.rules.current_player(self.session.states[i]) if i == index
                     else self.session.movers[i])
            if mover >= 0:
                return mover
        return None

    def state_index(self, position: int | None = None) -> int:
        """Which of the game's states position ``position`` (default: the current) is."""
        position = self.position if position is None else position
        if position < len(self.entries):
            return self.entries[position].index
        return len(self.session.states) - 1

    def shown(self) -> Any:
        """The state the table draws now: the state itself where nothing is secret, else
        the view of the seat at the screen (``seat``)."""
        index = self.state_index()
        if index not in self._views:
            state = self.session.states[index]
            self._views[index] = state if self.seat is None else self.rules.view_for(
                state, self.seat)
        return self._views[index]

    def current_entry(self) -> LogEntry | None:
        """The move list's entry played last at this position (None at the start)."""
        return self.entries[self.position - 1] if self.position > 0 else None

    def progress(self) -> str:
        """The header's words at this position ("Move 12", "Round 3 of 10")."""
        return self.session.progress_at(self.state_index())

    def who_sees(self) -> str:
        """Whose knowledge the table shows, in words for the screen."""
        if not self.session.hides_information:
            return "Nothing in this game is secret: everything is shown."
        if self.finished:
            return "Finished game: every hand and secret is shown."
        if self.seat == ONLOOKER:
            return "Unfinished game: shown as everyone at the table may see it."
        return (f"Unfinished game: shown as {self.record.players[self.seat].name} "
                "may see it.")

    # -- moving -------------------------------------------------------------------------
    def go(self, position: int) -> bool:
        """Go to ``position`` (clamped to the game); True when the position changed."""
        position = min(max(0, position), self.last)
        moved = position != self.position
        self.position = position
        return moved

    def step(self, moves: int) -> bool:
        return self.go(self.position + moves)

    def first(self) -> bool:
        return self.go(0)

    def end(self) -> bool:
        return self.go(self.last)

    def go_to_action(self, index: int) -> bool:
        """The position just after the game's action ``index`` (the move list's entry
        for it; the last entry at or before it, for an action the list does not name)."""
        k = max((k for k, entry in enumerate(self.entries) if entry.index <= index),
                default=-1)
        return self.go(k + 1)

    def go_to_entry(self, k: int) -> bool:
        """The position just after the move list's entry ``k`` (a click on it)."""
        return self.go(k + 1)
