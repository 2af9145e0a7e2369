"""The one source of randomness: seeded ``random.Random`` instances.

This is the only module that imports ``random``, so a game is fully described by its
record (seed and actions) and replays the same in every process. Chance outcomes are
drawn from a stream derived from the game's seed and the action's index, so the app,
a replay and a test all draw the same roll at the same point of a game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

Rng = random.Random

SEED_MAX = 2**63 - 1
"""The largest seed a player may give (setup screen, command line): a save writes the seed
as a JSON number, which must stay far below the 4,300 digits Python reads back."""
"""The type of the random-number generators handed to the AI and ``sample_from_view``."""


def make_rng(seed: int | str) -> Rng:
    """A generator for ``seed``; ints and strings both seed deterministically."""
    return random.Random(seed)


def new_seed() -> int:
    """A fresh seed for a new game, from the operating system's entropy."""
    return random.SystemRandom().randrange(1, 2**53)


def derived_rng(seed: int, *labels: object) -> Rng:
    """An independent, reproducible stream for one purpose within a seeded game."""
    return random.Random(":".join([str(seed), *(str(label) for label in labels)]))


def sample_outcome(outcomes: Sequence[tuple[T, float]], rng: Rng) -> T:
    """One action of a chance node, drawn with its probability."""
    if not outcomes:
        raise ValueError("no chance outcomes to sample from")
    x = rng.random()
    acc = 0.0
    for action, probability in outcomes:
        acc += probability
        if x < acc:
            return action
    return outcomes[-1][0]  # rounding left a sliver above the last cumulative sum


def chance_action(seed: int, ply: int, outcomes: Sequence[tuple[T, float]]) -> T:
    """The outcome of the chance node at action number ``ply`` of the game seeded ``seed``."""
    return sample_outcome(outcomes, derived_rng(seed, "chance", ply))
