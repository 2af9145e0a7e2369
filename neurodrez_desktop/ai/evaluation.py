"""Rewards for the AI: a seat's result at the end, or the game's heuristic before it."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any

from neurodrez_desktop.core.protocol import Outcome, Rules

Evaluation = Callable[[Any], tuple[float, ...]]


@cache
def heuristic_for(game_id: str) -> Evaluation:
    """``games/<id>/heuristics.py``'s ``evaluate``: per seat, in [0, 1]."""
    module = _heuristics(game_id)
    if module is None:
        raise ModuleNotFoundError(f"{game_id} has no heuristics module")
    return module.evaluate


@cache
def first_to_try_for(game_id: str) -> Callable[[Any, list[Any], Any], Any] | None:
    """``games/<id>/heuristics.py``'s optional ``first_to_try(state, untried, rng)``: which
    new action the search expands first (captures before quiet moves, say), so a reply
    that refutes a move is found before the move looks good. None: a random one."""
    return getattr(_heuristics(game_id), "first_to_try", None)


@cache
def worth_trying_for(game_id: str) -> Callable[[Any, list[Any]], list[Any]] | None:
    """``games/<id>/heuristics.py``'s optional ``worth_trying(state, legal)``: the legal
    actions the search should consider there (say, only a move that wins at once if there
    is one, and never one that hands another seat the game). None: all of them."""
    return getattr(_heuristics(game_id), "worth_trying", None)


@cache
def deliberate_for(game_id: str) -> Callable[[Any], bool] | None:
    """``games/<id>/heuristics.py``'s optional ``deliberate(state)``: where a playout picks
    the action the evaluation likes best for the mover instead of a random one — few
    actions, and ones that decide games (a random choice there would be no one's play).
    None: random everywhere."""
    return getattr(_heuristics(game_id), "deliberate", None)


@cache
def rollout_depth_for(game_id: str, default: int) -> int:
    """``ROLLOUT_DEPTH`` of the game's heuristics if it sets one: how many random actions
    the search plays past a new node before the evaluation judges the position."""
    return int(getattr(_heuristics(game_id), "ROLLOUT_DEPTH", default))


def _heuristics(game_id: str) -> Any:
    """The game's heuristics module; None for a game without one (a test's toy game)."""
    name = f"neurodrez_desktop.games.{game_id}.heuristics"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is None or not name.startswith(exc.name):
            raise  # something the module itself imports is missing
        return None


def outcome_rewards(outcome: Outcome) -> tuple[float, ...]:
    """1 for a winner, 0 for a loser, 0.5 each on a draw (all seats sharing a win that is
    not a team's)."""
    players = len(outcome.scores)
    if outcome.is_draw:
        return (0.5,) * players
    return tuple(1.0 if seat in outcome.winners else 0.0 for seat in range(players))


def rewards(rules: Rules, state: Any, evaluate: Evaluation | None = None
            ) -> tuple[float, ...]:
    """Each seat's reward: the outcome's at the end, else ``evaluate`` (by default the
    game's heuristic)."""
    outcome = rules.outcome(state)
    if outcome is not None:
        return outcome_rewards(outcome)
    return (evaluate or heuristic_for(rules.spec.id))(state)
