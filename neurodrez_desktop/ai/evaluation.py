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
    module = importlib.import_module(f"neurodrez_desktop.games.{game_id}.heuristics")
    return module.evaluate


def outcome_rewards(outcome: Outcome) -> tuple[float, ...]:
    """1 for a winner, 0 for a loser, 0.5 each on a draw (all seats winning)."""
    players = len(outcome.scores)
    if len(outcome.winners) == players:
        return (0.5,) * players
    return tuple(1.0 if seat in outcome.winners else 0.0 for seat in range(players))


def rewards(rules: Rules, state: Any) -> tuple[float, ...]:
    outcome = rules.outcome(state)
    if outcome is not None:
        return outcome_rewards(outcome)
    return heuristic_for(rules.spec.id)(state)
