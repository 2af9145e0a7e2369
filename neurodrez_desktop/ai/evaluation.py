"""Rewards for the AI: a seat's result at the end, or the game's heuristic before it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from neurodrez_desktop.core.protocol import Outcome, Rules
from neurodrez_desktop.core.search_policy import Evaluation, SearchPolicy, outcome_rewards

__all__ = ["EndRewards", "heuristic_for", "outcome_rewards", "policy_for", "rewards"]

S = TypeVar("S")


def policy_for(game_id: str) -> SearchPolicy[Any, Any]:
    """The search policy of a registered game's entry."""
    from neurodrez_desktop.games import entry_for  # the registry imports every game

    return entry_for(game_id).search


def heuristic_for(game_id: str) -> Evaluation:
    """The game's evaluation: per seat, in [0, 1]."""
    return policy_for(game_id).evaluate


EndRewards = Callable[[Outcome], tuple[float, ...]]


def rewards(rules: Rules[S, Any], state: S, evaluate: Evaluation | None = None,
            ends: EndRewards | None = None) -> tuple[float, ...]:
    """Each seat's reward: the outcome's at the end (scored by ``ends``, by default the
    game's ``SearchPolicy.end_rewards``), else ``evaluate`` (by default the game's
    heuristic)."""
    outcome = rules.outcome(state)
    if outcome is not None:
        if ends is None:
            ends = policy_for(rules.spec.id).end_rewards
        return ends(outcome)
    return (evaluate or heuristic_for(rules.spec.id))(state)
