"""A game looked back at, move by move: where the review stands and what it may show.

No pygame here, so what a review shows (and, above all, what it must not) is tested
without a window. A review never changes its record: it replays it once into states and
only ever reads them.

**What it may show.** A finished game has no secrets left: every seat's cards, tiles and
orders are shown as they were at each moment. An unfinished game is shown only as the
person at the screen may know it: in a game against computers, the one person's views;
with several people (or none), what everyone at the table may see (``ONLOOKER``). So a
review can never be used to peek at a hand still in play.

**Where it stands.** A review steps from move to move, as chess sites do, not from
event to event: position 0 is the start (after the opening deal), position ``k`` the
state once the game's first ``k`` moves were made, each with the events that belong to
it (``moves``: a draw, a put-back, a roll, listed under their move, never a stop of their
own). The board and the move list stay in step because both are read from the same
position. Moves are numbered as the table numbers them (the turn its header named:
"Move 19"), never by stop: setup placements and a round's moves are "Setup" and
"Round 3", as the table's log heads them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from neurodrez_desktop.app.session import GameSession, LogEntry, move_number
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.protocol import CHANCE, ONLOOKER, Rules
from neurodrez_desktop.core.record import GameRecord

SPEEDS = (("slow", 2.0, "×½"), ("normal", 1.0, "×1"), ("fast", 0.4, "×2"))
"""Autoplay's speeds: their name, the seconds a move stays on the board, and their name
on a narrow button."""


@dataclass(frozen=True)
class Move:
    """One stop of the review: a seat's move and the events that belong to it."""

    start: int  # the game's action that opens it
    end: int  # one past its last action
    mover: int
    entries: tuple[LogEntry, ...]  # its lines in the list, in the order they happened
    said: frozenset[int]
    """The actions that say what the mover did (the move list's move; else the seat's
    own steps); the other lines are the move's events (draws, rolls, a put-back)."""
    turn: str
    """The turn it was played in, as the table's header named it then ("Move 19",
    "Setup", "Round 3"): its main line's, so the list and the table number it alike."""

    @property
    def main(self) -> LogEntry | None:
        """The line naming the move (None: nothing of it is logged)."""
        return next((e for e in self.entries if e.index in self.said),
                    self.entries[0] if self.entries else None)

    @property
    def number(self) -> int | None:
        """Its number as the table's log writes it (19 for "Move 19"); None for a move of
        a turn that is a heading of its own ("Setup", "Round 3")."""
        return move_number(self.turn)


@dataclass
class _Turn:
    """A move as ``group_moves`` builds it."""

    start: int
    end: int
    mover: int
    side: str | None
    worded: bool  # holds the move list's move
    closed: bool = False  # a chance event nobody owns ended it


def group_moves(session: GameSession, worded: set[int]) -> list[tuple[int, int, int]]:
    """The game's actions cut into moves: ``(start, end, mover)`` each; ``worded``: the
    actions of the game's move list (``Presenter.move_words``), if it keeps one.

    A move is one seat's turn: the actions it takes in a row (NeuroDrez's conquest, tile
    and piece; Neuroriders' room taken and laid; PokerDrez's move and its put-back), and
    in a game that keeps a move list, one move of that list with the steps around it.
    Chance goes where a player looks for it:

    - a roll the rules give to a seat (``chance_owner``: NeuroDrez's dice) opens that
      seat's move, since the turn is played with it;
    - any other chance event (a deal, a card drawn after a move, a contested column's
      roll, the lineup refilled) belongs to the move before it: it is what the table
      shows once that move is made. In a game without a move list it also ends that move,
      so two turns of one seat in a row (a round ending and the next beginning with it)
      stay two moves.

    Chance before the first move (the opening deal) is the start, position 0. A seat
    that plays several sides (solo NeuroDrez) makes a move per side (``acting_side``).
    """
    rules, presenter = session.rules, session.presenter
    states, movers = session.states, session.movers
    turns: list[_Turn] = []
    for i in range(len(session.record.actions)):
        mover = movers[i]
        if mover == CHANCE:
            owner = rules.chance_owner(states[i])
            if owner is None:
                if turns:
                    turns[-1].end = i + 1
                    turns[-1].closed = not session.keeps_moves
                continue
            mover = owner
        side = presenter.acting_side(states[i])
        said = i in worded
        last = turns[-1] if turns else None
        if (last is not None and not last.closed and (last.mover, last.side) == (mover, side)
                and not (said and last.worded)):
            last.end = i + 1
            last.worded = last.worded or said
        else:
            turns.append(_Turn(i, i + 1, mover, side, said))
    return [(turn.start, turn.end, turn.mover) for turn in turns]


class Review:
    def __init__(self, rules: Rules[Any, Any], record: GameRecord) -> None:
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
        self.moves = self._moves()
        self.opening = tuple(entry for entry in self.entries
                             if not self.moves or entry.index < self.moves[0].start)
        """The lines before the first move (the deal): shown with the start."""
        self.numbered = max((m.number for m in self.moves if m.number is not None),
                            default=0)
        """The last move's number, as the table's header says it at the end."""
        self.position = len(self.moves)  # opened at the end, as the game was left
        self._views: dict[int, Any] = {}

    def _moves(self) -> list[Move]:
        """The moves, each with its lines of the move list as the review may read them."""
        session = self.session
        keeps = session.keeps_moves
        worded = {e.index for e in session.moves()}  # empty without a move list
        moves = []
        k = 0  # the first entry not yet given to a move
        for start, end, mover in group_moves(session, worded):
            while k < len(self.entries) and self.entries[k].index < start:
                k += 1  # the opening deal's
            first = k
            while k < len(self.entries) and self.entries[k].index < end:
                k += 1
            entries = tuple(self.entries[first:k])
            said = frozenset(e.index for e in entries if e.index in worded) if keeps else None
            if not said:  # no move of the list (a pawn sacrificed): the seat's own steps
                said = frozenset(e.index for e in entries if e.mover >= 0)
            move = Move(start, end, mover, entries, said, "")
            main = move.main  # nothing of it shown: the turn the header named at its start
            moves.append(replace(move, turn=main.turn if main is not None
                                 else session.turn_at(start)))
        return moves

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
        """The last position: the number of moves."""
        return len(self.moves)

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
        if position < len(self.moves):
            return self.moves[position].start  # after the move and its events
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

    def current_move(self) -> Move | None:
        """The move made last at this position (None at the start)."""
        return self.moves[self.position - 1] if self.position > 0 else None

    def current_entry(self) -> LogEntry | None:
        """The line naming the move made last at this position (None at the start)."""
        move = self.current_move()
        return move.main if move is not None else None

    def where(self) -> str:
        """Where the review stands, in the words of both the header and the message box,
        naming the move just made (the one lit in the list) as the table numbered it:
        "Move 19 of 20" for a numbered move; else its turn's heading and its place among
        that turn's moves ("Setup · 7 of 12", "Round 3 · 2 of 4")."""
        move = self.current_move()
        if move is None:
            return _("The start of the game")
        if move.number is not None:
            return _("{move} of {moves}").format(move=move.turn, moves=self.numbered)
        same = [m.start for m in self.moves if m.turn == move.turn]
        return _("{turn} · {place} of {moves}").format(
            turn=move.turn, place=same.index(move.start) + 1, moves=len(same))

    def who_sees(self) -> str:
        """Whose knowledge the table shows, in words for the screen."""
        if not self.session.hides_information:
            return _("Nothing in this game is secret: everything is shown.")
        if self.finished:
            return _("Finished game: every hand and secret is shown.")
        assert self.seat is not None  # an unfinished game with secrets: a seat was chosen
        if self.seat == ONLOOKER:
            return _("Unfinished game: shown as everyone at the table may see it.")
        return _("Unfinished game: shown as {name} may see it.").format(
            name=self.record.players[self.seat].name)

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
        """The position just after the move the game's action ``index`` belongs to (the
        start, for the opening deal)."""
        return self.go(sum(1 for move in self.moves if move.start <= index))
