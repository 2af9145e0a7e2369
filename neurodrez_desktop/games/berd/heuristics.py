"""A fast evaluation of a Berd position for each seat, in [0, 1] (the AI's cut-off).

Each side's prospects: what it has collected, plus each stack it controls, worth its
tokens discounted by how far it still has to go (a tower near the far side is nearly
banked), with a bonus for Berds (they cannot be captured). Values the evaluating seat
cannot see count at the average value of a token.
"""

from __future__ import annotations

from neurodrez_desktop.games.berd.state import DARK, LIGHT, BerdState, token_value

BERD_BONUS = 1.15


def _worth(token: int, has_points: bool, average: float) -> float:
    if not has_points:
        return 1.0
    value = token_value(token)
    return average if value is None else float(value)


def evaluate(state: BerdState) -> tuple[float, float]:
    """(Light's, Dark's) prospects, summing to 1."""
    config = state.config
    n = config.size
    points = config.has_points
    average = 5.0 * (config.tokens + 1) if points else 1.0
    prospects = [0.0, 0.0]
    for side in (LIGHT, DARK):
        prospects[side] = sum(_worth(t, points, average) for t in state.collected[side])
    for side in (LIGHT, DARK):
        for t in (t for part in state.reserve for t in part if (t & 1) == side):
            prospects[side] += 0.5 * _worth(t, points, average)
    for index, stack in enumerate(state.board):
        if not stack:
            continue
        owner = stack[-1] & 1  # the controller's seat, from the top token's owner bit
        rank = index // n
        progress = (rank + 1) / n if owner == LIGHT else (n - rank) / n
        worth = sum(_worth(t, points, average) for t in stack)
        weight = 0.35 + 0.55 * progress
        if len(stack) > 1 and (stack[-2] & 1) == owner:
            weight *= BERD_BONUS
        prospects[owner] += worth * min(weight, 0.95)
    total = prospects[0] + prospects[1]
    if total <= 0:
        return (0.5, 0.5)
    return (prospects[0] / total, prospects[1] / total)
