"""What the tests need to know of a game and cannot work out from its rules.

The app and conformance tests run every registered game (``games.entries()``), so a new
game brings its own facts in its folder instead of an edit in each test file: how many of
its board's coordinates its table draws, how full a seat's panels are, which options fill
its table most, and which seeded games end quickly. Everything else a test needs it derives
from the rules (player counts, options, hidden information) or the presenter.

Pure: no pygame, no test framework; a game's ``profile.py`` builds one ``TestProfile``.
Its functions are module-level (no lambdas): the entry travels to the computer's worker
processes by pickle.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

S = TypeVar("S")


def _empty(state: object, seat: int) -> int:
    """A table whose panels never grow (nothing to count)."""
    return 0


@dataclass(frozen=True)
class Finish:
    """A seeded game that random play finishes quickly (each action a random legal one,
    chance drawn from ``seed``): the results and review tests play it to its end.

    ``label`` names the case in the tests' ids ("points" for Berd's points shown);
    ``score_sheet`` says whether the end shows the game's arithmetic under each score
    (``Presenter.score_sheet``), so a sheet that goes missing is noticed."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 5
    label: str = ""
    score_sheet: bool = False


@dataclass(frozen=True)
class TestProfile(Generic[S]):
    """A game's facts for the tests (on its entry as ``GameEntry.tests``), over its state
    type ``S``: what the profile counts is read from the game's own states."""

    __test__ = False  # a value, not a pytest test class

    coordinates: Callable[[S], range]
    """How many coordinates (files, ranks, cell names) the table draws for a state (a view
    of it): ``range(16, 17)`` for a chessboard's 16, ``range(4, 1000)`` for a grid that pans
    and shows at least four. The layout test counts them on every frame it checks."""
    finishes: tuple[Finish, ...]
    """Games played to the end by the results test (at least one)."""
    fullness: Callable[[S, int], int] = _empty
    """How full a seat's panels are in a state (tokens, cards, tiles, captures): the layout
    test draws every state fuller than any before, so the fullest hands are checked."""
    fullest_options: tuple[Mapping[str, Any], ...] = ()
    """Option sets beyond the defaults and the featured ones that fill the table most (the
    most tokens, both decks): the layout test plays them too."""
    layered_options: Mapping[str, Any] = field(default_factory=dict)
    """Options under which the table paints the most cached layers (hidden values, a
    stake): the layers test plays with them."""
    review: Finish = Finish(2)
    """The finished game the review tests step through: it must last over five moves
    (a game whose two-seat game ends too soon may seat more)."""
