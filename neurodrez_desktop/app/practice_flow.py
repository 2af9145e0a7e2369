"""One attempt at a practice puzzle, as pure steps: asked → answered → the reply shown.

The Practice screen (``app/scenes/practice.py``) draws and animates; this module decides
what is played, and stays without pygame so its order is tested without a window. A
puzzle stores only the solver's view; the follow-up is played on a full state dealt from
it (``sample_from_view``, seeded), so what the solver sees afterwards is what the rules
would show them, and nothing they could not know is drawn. Chance on the way (a roll, a
draw) comes from the same seed, as a game's does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from neurodrez_desktop.core.i18n import N_, _
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Rules
from neurodrez_desktop.core.puzzles import Puzzle
from neurodrez_desktop.core.rng import chance_action, derived_rng

ASKS = {
    "take free material": N_("win material"),
    "save attacked material": N_("save what is attacked"),
    "win in one": N_("win in one move"),
    "stop a win in one": N_("stop the win in one"),
    "pay cheaply": N_("pay as cheaply as you can"),
    "claim what is free": N_("claim what is free"),
    "find the best move": N_("find the best move"),  # core/puzzles.PLAIN_THEME
}
"""What a puzzle asks, by its theme (a tactic's ``kind``)."""
WHYS = {
    "take free material": N_("Nothing defends it: the material is won for nothing."),
    "save attacked material": N_("The attacked piece is out of danger, and nothing else "
                                 "is left hanging."),
    "win in one": N_("It ends the game at once, in your favour."),
    "stop a win in one": N_("Any other move lets the opponent win on the next move."),
    "pay cheaply": N_("It pays what is asked with the least, keeping the rest for later."),
    "claim what is free": N_("Nobody contests it: it scores for nothing."),
    "find the best move": N_("A deeper search finds every other move clearly worse."),
}
"""Why a good answer works, by the puzzle's theme."""
MAX_FOLLOW_UP = 12
"""The most actions the follow-up plays after the answer (chance, the rest of the
solver's turn, the opponent's turn of several steps)."""


def _kind(theme: str) -> str:
    """The theme's kind: a kind itself, or a question already asked ("win material")."""
    return next((kind for kind, words in ASKS.items() if words == theme), theme)


def asked(theme: str) -> str:
    """The puzzle's question in the language of the moment (an unknown theme as it is)."""
    kind = _kind(theme)
    return _(ASKS[kind]) if kind in ASKS else theme


def why(theme: str) -> str:
    kind = _kind(theme)
    return _(WHYS[kind]) if kind in WHYS else ""


@dataclass
class Attempt:
    """The solver's tries at one puzzle: the first answer is the attempt that is rated
    (``counted``); a try again replays the position, a solution plays a good answer."""

    puzzle: Puzzle
    rules: Rules[Any, Any]
    seed: int
    state: Any = None
    """The full state being shown: dealt from the view, then with what has been played."""
    answer: Any = None
    """The solver's answer now shown (None: the position is asked)."""
    counted: bool | None = None
    """The first answer's result, once rated (True: solved); None before it."""
    solution: bool = False
    """The answer shown is the solution, asked for (not the solver's)."""
    replies: int = 0
    """Opponents' actions played since the answer (a turn may take several)."""
    plies: int = 0
    """Actions played since the position (a chance step's draw is numbered by them)."""
    played: list[Any] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.state = self.dealt()

    def dealt(self) -> Any:
        """A full state consistent with the solver's view, the same for a given seed."""
        puzzle = self.puzzle
        return self.rules.sample_from_view(puzzle.view, puzzle.seat,
                                           derived_rng(self.seed, "practice", puzzle.id))

    @property
    def seat(self) -> int:
        return self.puzzle.seat

    @property
    def asking(self) -> bool:
        return self.answer is None

    @property
    def good(self) -> bool:
        return self.answer is not None and self.puzzle.is_good(self.answer)

    def shown(self) -> Any:
        """What the table draws: the stored view while asked, else the solver's view of
        the follow-up's state."""
        if self.asking:
            return self.puzzle.view
        return self.rules.view_for(self.state, self.seat)

    def answered(self, action: Any) -> bool | None:
        """The solver's answer (one of the view's legal actions, picked by the table's
        controller): played on the dealt state. Returns the result to rate when this is
        the puzzle's first answer, else None (already counted)."""
        first = self.counted is None
        if first:
            self.counted = self.puzzle.is_good(action)
        self._play(action)
        self.answer = action
        return self.counted if first else None

    def show_solution(self) -> bool:
        """The first good answer played from the position; True when this counts as the
        attempt (not solved), asked for before any answer."""
        first = self.counted is None
        if first:
            self.counted = False
        self.again()
        self.solution = True
        self._play(self.puzzle.good[0])
        self.answer = self.puzzle.good[0]
        return first

    def again(self) -> None:
        """Back to the position, as dealt (the attempt stays as counted)."""
        self.state = self.dealt()
        self.answer, self.solution, self.replies, self.plies = None, False, 0, 0
        self.played = []

    def _play(self, action: Any) -> None:
        self.state = self.rules.apply(self.state, action)
        self.plies += 1
        self.played.append(action)

    # -- the follow-up, one step at a time --------------------------------------------------
    def chance_due(self) -> Any:
        """The chance action to play now (from the seed), else None."""
        if self.asking or self.rules.current_player(self.state) != CHANCE:
            return None
        outcomes = self.rules.chance_outcomes(self.state)
        return chance_action(self.seed, self.plies, outcomes)

    def reply_due(self) -> int | None:
        """The seat whose move is to be searched for now, else None. The solver's turn
        may go on after the answer (a turn of several steps): its rest is searched for
        the solver too, then the opponent's reply; the follow-up ends when the turn comes
        back to the solver after a reply, at the end of the game, or after
        ``MAX_FOLLOW_UP`` steps."""
        if self.asking or self.plies >= MAX_FOLLOW_UP:
            return None
        player = self.rules.current_player(self.state)
        if player in (CHANCE, TERMINAL) or (player == self.seat and self.replies):
            return None
        return player

    def play_chance(self, action: Any) -> None:
        self._play(action)

    def play_reply(self, action: Any) -> None:
        """A searched move of the follow-up (the rest of the solver's turn, or a reply)."""
        if self.rules.current_player(self.state) != self.seat:
            self.replies += 1
        self._play(action)

    def line(self) -> list[Any]:
        """The solver's views from the position through the answer and every step of the
        follow-up played so far (the review steps through them)."""
        views, state = [self.puzzle.view], self.dealt()
        for action in self.played:
            state = self.rules.apply(state, action)
            views.append(self.rules.view_for(state, self.seat))
        return views

    def stop(self) -> None:
        """No more of the follow-up (its search failed)."""
        self.plies = MAX_FOLLOW_UP

    @property
    def follow_up_done(self) -> bool:
        return not self.asking and self.chance_due() is None and self.reply_due() is None
