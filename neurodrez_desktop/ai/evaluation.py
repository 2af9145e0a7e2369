"""Rewards for the AI: a seat's result at the end, or the game's heuristic before it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from neurodrez_desktop.core.entry import AiHooks, Evaluation
from neurodrez_desktop.core.protocol import Outcome, Rules


def hooks_for(game_id: str) -> AiHooks:
    """The AI hooks of a registered game's entry."""
    from neurodrez_desktop.games import entry_for  # the registry imports every game

    return entry_for(game_id).ai


def heuristic_for(game_id: str) -> Evaluation:
    """The game's evaluation: per seat, in [0, 1]."""
    return hooks_for(game_id).evaluate


def outcome_rewards(outcome: Outcome) -> tuple[float, ...]:
    """1 for a winner, 0 for a loser, 0.5 each on a draw (all seats sharing a win that is
    not a team's)."""
    players = len(outcome.scores)
    if outcome.is_draw:
        return (0.5,) * players
    return tuple(1.0 if seat in outcome.winners else 0.0 for seat in range(players))


EndRewards = Callable[[Outcome], tuple[float, ...]]


def rewards(rules: Rules, state: Any, evaluate: Evaluation | None = None,
            ends: EndRewards | None = None) -> tuple[float, ...]:
    """Each seat's reward: the outcome's at the end (scored by ``ends``, by default the
    game's ``AiHooks.end_rewards``), else ``evaluate`` (by default the game's
    heuristic)."""
    outcome = rules.outcome(state)
    if outcome is not None:
        if ends is None:
            ends = hooks_for(rules.spec.id).end_rewards or outcome_rewards
        return ends(outcome)
    return (evaluate or heuristic_for(rules.spec.id))(state)
