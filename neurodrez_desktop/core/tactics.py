"""Tactics positions: a game's positions with a clear right answer, for ``bench tactics``
and the AI's tests.

A position is written from the game's rules, not from what a computer player happens to
play: it is built through the rules API (a state read from JSON, or actions forced from a
start), and its check accepts every good answer (any move that saves the queen, not one
chosen square). Each game lists its own in its folder (``SearchPolicy.tactics``), so a new game
brings its positions with it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Rules

S = TypeVar("S")


@dataclass(frozen=True)
class Tactic:
    """One decision with a clear right answer.

    ``build(rules)`` returns the full state at the decision (a person's seat to act, not
    chance, not the end); the player is handed only ``view_for(state, seat)``.
    ``good(state, action)`` says whether ``action`` (one of the legal actions of that
    state) is a good answer. ``kind`` names the lesson (``"take free material"``,
    ``"save attacked material"``, ``"win in one"``, ``"stop a win in one"``,
    ``"pay cheaply"``, ``"claim what is free"``); ``why`` says in words why the good
    answers are good, with the ruling that makes them so.

    The state and action types are left open (``Any``): the bench and the AI's tests read
    every game's tactics through one registry, and a game's own ``build`` and ``good``
    are typed in its own terms.
    """

    name: str
    kind: str
    why: str
    build: Callable[[Rules[Any, Any]], Any]
    good: Callable[[Any, Any], bool]
    players: int = 2


def decision_of(rules: Rules[S, Any], state: S) -> int:
    """The seat to act in a tactic's state; a ValueError if nobody is (chance, the end)."""
    player = rules.current_player(state)
    if player in (CHANCE, TERMINAL):
        raise ValueError("a tactic must stop at a seat's decision, not at chance or the end")
    return player


def sound(rules: Rules[Any, Any], tactic: Tactic) -> tuple[int, int]:
    """(good, legal) actions of the tactic's state: a tactic is sound when at least one
    legal answer is good and at least one is not (otherwise it tests nothing)."""
    state = tactic.build(rules)
    decision_of(rules, state)
    legal = rules.legal_actions(state)
    return sum(1 for action in legal if tactic.good(state, action)), len(legal)
