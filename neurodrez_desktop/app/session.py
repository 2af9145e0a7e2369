"""A game in progress: its record, every state so far, and the undo policy.

No pygame here, so the undo rules and the move log are tested without a window.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from neurodrez_desktop.app.sitting import Sitting
from neurodrez_desktop.core.i18n import N_, _, generation, language
from neurodrez_desktop.core.presenter import Presenter
from neurodrez_desktop.core.protocol import CHANCE, Rules
from neurodrez_desktop.core.record import GameRecord, Seat
from neurodrez_desktop.core.rng import chance_action, new_seed
from neurodrez_desktop.core.seat_words import SEAT_WORDS, with_names
from neurodrez_desktop.games import entry_for


@dataclass(frozen=True)
class LogEntry:
    index: int
    mover: int  # seat, or CHANCE
    text: str
    turn: str = ""
    """The turn it was played in, as the header counted it then ("Move 31", "Round 3",
    "Setup"): the log is grouped by it, so its numbers are the header's."""


_TURN = re.compile(r"\b[^\W\d_]+ \d+")
"""A numbered turn in a header: its first word followed by a number, in any language
("Round 3", "Ronda 3", "Move 31", "Mossa 31")."""
ROUND = N_("Round")
"""The word of a turn that heads a group of its own in the log ("Round 3"): the games
name their rounds with the program's word for it, in every language."""


def turn_words(progress: str) -> str:
    """The turn a header's words name: ``"Round 3 of 10 · 42 tiles"`` → ``"Round 3"``,
    ``"Move 31"`` stays; words without a numbered turn ("Setup", "Deal") stay whole."""
    found = _TURN.search(progress)
    return found.group(0) if found else progress


def turn_number(turn: str) -> int | None:
    """31 for "Move 31"; None for a turn without a number ("Setup")."""
    found = re.search(r"\d+", turn)
    return int(found.group(0)) if found else None


def move_number(turn: str) -> int | None:
    """The number a turn is written with in a list of moves, as chess writes them: 31 for
    "Move 31"; None for a turn that heads a group of its own instead ("Setup", "Round 3"),
    as the table's log lays them out."""
    number = turn_number(turn)
    rounds = (f"{ROUND} ", f"{_(ROUND)} ")  # English, and the language of the moment
    return None if number is None or turn.startswith(rounds) else number


class GameSession:
    def __init__(self, rules: Rules[Any, Any], record: GameRecord, sitting: Sitting | None = None,
                 presenter: Presenter[Any, Any] | None = None) -> None:
        self.rules = rules
        self.presenter = presenter if presenter is not None else entry_for(
            rules.spec.id).presenter
        """The game's words and looks (``core/presenter.py``), its entry's unless given."""
        self.record = record
        self.sitting = sitting or Sitting.from_meta(record.meta, len(record.players))
        self._labels: dict[int | None, list[LogEntry | None]] = {}
        """Per reader, each action's log entry as far as worked out (None: not logged)."""
        self._turns: dict[int, str] = {}
        self._move_words: list[LogEntry | None] = []  # per action, as far as worked out
        self.states = record.states(rules)
        self.movers = [rules.current_player(s) for s in self.states[:-1]]
        self._numbered_seats: bool | None = None  # the sides are seat numbers (``named``)
        self._said_in = generation()  # the language the words above were worked out in
        self._looked: set[int] = set(range(len(record.actions)))
        """The actions another seat has had the turn after (so it has seen what they
        showed); a game read from a file counts as looked at throughout."""

    @classmethod
    def new(cls, rules: Rules[Any, Any], seats: list[Seat],
            options: Mapping[str, Any] | None = None, seed: int | None = None,
            sitting: Sitting | None = None) -> GameSession:
        resolved = rules.resolve_options(options)
        rules.initial_state(len(seats), resolved)  # refuses bad options before anything
        record = GameRecord(rules.spec.id, tuple(seats), resolved,
                            new_seed() if seed is None else seed)
        return cls(rules, record, sitting)

    # -- where the game is ----------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def current_player(self) -> int:
        return self.rules.current_player(self.state)

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.record.players

    @property
    def is_over(self) -> bool:
        return self.rules.is_terminal(self.state)

    @property
    def hides_information(self) -> bool:
        return self.rules.hides_information(self.record.options)

    @property
    def progress(self) -> str:
        """Where the game stands, as its players count it (the presenter says, else the
        number of the players' actions so far, chance excluded)."""
        return self.progress_at(len(self.states) - 1)

    def progress_at(self, i: int) -> str:
        """The header's words when ``states[i]`` was the state of the game."""
        said = self.presenter.progress(self.states[i])
        if said is not None:
            return said
        played = sum(1 for m in self.movers[:i] if m != CHANCE)
        return _("Turn {number}").format(number=played + 1)

    def turn_at(self, i: int) -> str:
        """The turn action ``i`` was played in, as the header named it then."""
        self._same_language()
        if i not in self._turns:  # a past state never changes: worked out once
            self._turns[i] = turn_words(self.progress_at(i))
        return self._turns[i]

    def side_name(self, seat: int) -> str:
        return self.presenter.side_name(seat, len(self.seats), self.record.options)

    def side_colours(self, seat: int) -> tuple[tuple[int, int, int], ...]:
        return self.presenter.side_colours(seat, len(self.seats), self.record.options)

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].is_human

    # -- changing it ----------------------------------------------------------------------
    def apply(self, action: Any) -> Any:
        """Apply an action (IllegalActionError if the rules forbid it); returns the state."""
        mover = self.current_player
        state = self.rules.apply(self.state, action)
        if mover != CHANCE:  # this seat now sees what the others' steps since chance showed
            for i in range(len(self.movers) - 1, -1, -1):
                if self.movers[i] == CHANCE:
                    break
                if self.movers[i] != mover:
                    self._looked.add(i)
        self.states.append(state)
        self.movers.append(mover)
        self.record = self.record.with_action(action)
        self._say_to_readers()
        return state

    def chance_outcome(self) -> Any:
        """The chance action due now, drawn from the game's seed and position."""
        return chance_action(self.record.seed, len(self.record.actions),
                             self.rules.chance_outcomes(self.state))

    def undo_point(self) -> int | None:
        """How many actions remain after an undo, or None when undo is not allowed.

        It takes back the most recent human action and any computer actions after it,
        unless a chance event or a reveal of hidden information came since, or the game
        is over (the end reveals everything). A reveal of the mover's own secret (a tile
        laid, a card paid) is no barrier until another seat has had the turn after it, so
        within a turn every step since the last chance event can go.
        """
        if self.is_over:
            return None
        for i in range(len(self.movers) - 1, -1, -1):
            if self._barrier(i):
                return None
            if self.is_human(self.movers[i]):
                return i
        return None

    def _barrier(self, i: int) -> bool:
        """Whether undo stops before action ``i``."""
        if self.movers[i] == CHANCE:
            return True
        state, action = self.states[i], self.record.actions[i]
        return self.rules.reveals(state, action) and (
            i in self._looked or not self.rules.reveals_own(state, action))

    def shows_mover(self, action: Any) -> bool:
        """Whether playing ``action`` now shows its mover something hidden (another's
        card, the other's order): Undo could never take it back."""
        state = self.state
        return self.rules.reveals(state, action) and not self.rules.reveals_own(state, action)

    def takes_back(self, action: Any) -> bool:
        """Whether Undo could still take ``action`` back once it is played: it leaves the
        turn with its mover and crosses no barrier. (A move that could not is the one a
        "Confirm moves" player is asked to confirm.)"""
        if self.shows_mover(action):
            return False
        after = self.rules.apply(self.state, action)
        return not self.rules.is_terminal(after) and (
            self.rules.current_player(after) == self.current_player)

    def undo(self) -> bool:
        point = self.undo_point()
        if point is None:
            return False
        del self.states[point + 1:]
        del self.movers[point:]
        for said in self._labels.values():
            del said[point:]
        self._turns = {k: v for k, v in self._turns.items() if k < point}
        del self._move_words[point:]
        self._looked = {i for i in self._looked if i < point}
        self.record = self.record.truncated(point)
        return True

    # -- words ----------------------------------------------------------------------------
    def log(self, seat: int | None) -> list[LogEntry]:
        """The move log as ``seat`` may read it (None: what everyone may read), the
        actions the presenter gives a line of their own, each with the turn it was played in
        (the header's count then: the log's groups and the header agree)."""
        self._same_language()
        if seat not in self._labels:  # the first to read: every seat that may read follows
            for reader in (seat, None, *filter(self.is_human, range(len(self.seats)))):
                self._labels.setdefault(reader, [])
        said = self._labels[seat]
        self._say_to_readers()
        return [entry for entry in said[:len(self.record.actions)] if entry is not None]

    def _say_to_readers(self) -> None:
        """The log said up to now for every seat that may read it (from the first read
        on: the people at the screen, and everyone): each action's words as it is played
        (for a few readers, a few labels), not a turn's worth, or the whole game so far, at
        once on the frame a handoff gives the screen to the next reader."""
        self._same_language()
        for reader, words in self._labels.items():
            self._say(reader, words)

    def _say(self, reader: int | None, said: list[LogEntry | None]) -> None:
        """``said`` (the log as ``reader`` reads it) grown by the actions played since."""
        presenter, states, actions = self.presenter, self.states, self.record.actions
        for i in range(len(said), len(actions)):  # a past action's words never change:
            state, action = states[i], actions[i]  # worked out once, the same entry after
            said.append(LogEntry(i, self.movers[i], self.named(presenter.action_label(
                state, action, reader)), self.turn_at(i)) if presenter.in_log(state, action)
                else None)

    def _same_language(self) -> None:
        """The words worked out once each are worked out again after a change of
        language (the record keeps actions, never sentences: the log reads in the new
        language at once)."""
        if self._said_in != generation():
            self._said_in = generation()
            self._labels, self._turns, self._move_words = {}, {}, []
            self._numbered_seats = None

    def named(self, text: str) -> str:
        """A line of the game's words with the players' names, where the game's sides are
        only seat numbers ("Player 2 lays room 21" reads "Ann lays room 21"); a game with
        sides of its own (Light, White, Red) keeps its words."""
        self._same_language()
        if self._numbered_seats is None:
            self._numbered_seats = all(
                (found := SEAT_WORDS.fullmatch(self.side_name(s))) is not None
                and SEAT_WORDS.number(found) == s + 1 for s in range(len(self.seats)))
        if not self._numbered_seats:
            return text
        return with_names(text, [seat.name for seat in self.seats])

    @staticmethod
    def grown_from(entries: list[LogEntry], count: int, last: LogEntry | None) -> bool:
        """Whether ``entries`` (of ``log`` or ``moves``) are the ``count`` entries a panel
        laid out, ``last`` the last of them, and maybe more: the session hands the same
        entries each time, so a list still holding the last one laid out has only grown
        (an undo, another language or another game gives others)."""
        return len(entries) >= count and (count == 0 or entries[count - 1] is last)

    def moves(self) -> list[LogEntry]:
        """The game's move list (``Presenter.move_words``), each move with the turn it was
        played in; empty for a game without one. A move shows nothing secret (it is
        played on the table), so every seat reads the same list."""
        self._same_language()
        presenter, states = self.presenter, self.states
        words = self._move_words
        for i in range(len(words), len(self.record.actions)):  # worked out once each
            text = presenter.move_words(states[i], self.record.actions[i])
            words.append(None if text is None else
                         LogEntry(i, self.movers[i], text, self.turn_at(i)))
        # The same entries each time (an undo drops the later ones): a list that shows
        # them lays out only the entries it has not seen (``MoveListPanel``).
        return [entry for entry in words[:len(self.record.actions)] if entry is not None]

    @property
    def keeps_moves(self) -> bool:
        """Whether the game keeps a move list apart from its events."""
        return type(self.presenter).move_words is not Presenter.move_words

    def meta(self) -> dict[str, Any]:
        """Facts for the save lists beside the record. ``progress`` is the header's words
        in ``language``, the language they were said in: a list in that language shows
        them as kept, any other says them again from the actions (``saves._row``)."""
        return {"saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
                "progress": self.progress, "language": language(),
                "finished": self.is_over,
                "sitting": self.sitting.to_json(),
                "title": self.rules.spec.title}
