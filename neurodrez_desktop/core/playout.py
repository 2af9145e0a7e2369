"""Uniformly random play through the rules API: the benchmark, the conformance suite and
the simplest computer player all use this one loop."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from neurodrez_desktop.core.protocol import CHANCE, TERMINAL, Rules
from neurodrez_desktop.core.rng import Rng, sample_outcome

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)


@dataclass
class Playout(Generic[S, A]):
    """A finished game: its last state and every action that led there."""

    state: S
    actions: list[A]

    @property
    def length(self) -> int:
        return len(self.actions)


def random_playout(
    rules: Rules[S, A],
    players: int,
    options: Mapping[str, Any] | None,
    rng: Rng,
    max_actions: int = 100_000,
    on_step: Callable[[S, A], None] | None = None,
) -> Playout[S, A]:
    """Play one game with uniformly random choices; chance by its probabilities.

    ``on_step(state, action)`` is called before each action is applied (tests hook their
    per-step checks here). Raises RuntimeError if the game does not end in ``max_actions``.
    """
    state = rules.initial_state(players, options)
    actions: list[A] = []
    current_player = rules.current_player
    legal_actions = rules.legal_actions
    apply = rules.apply
    choice = rng.choice
    while True:
        player = current_player(state)
        if player == TERMINAL:
            return Playout(state, actions)
        if len(actions) >= max_actions:
            raise RuntimeError(f"{rules.spec.id}: no end after {max_actions} actions")
        if player == CHANCE:
            action = sample_outcome(rules.chance_outcomes(state), rng)
        else:
            action = choice(legal_actions(state))
        if on_step is not None:
            on_step(state, action)
        actions.append(action)
        state = apply(state, action)
